#[=======================================================================[.rst:
cudacompat_set_wheel_runpath
----------------------------

.. code-block:: cmake

  cudacompat_set_wheel_runpath(<target>... DESTINATION <dir in the wheel>
                               [LIBRARIES <cuda component>...])

Gives targets that go into a wheel (a pybind11 or nanobind extension, a shared library its Python
package loads) the RUNPATH into the NVIDIA runtime wheels that the wheel's ``Requires-Dist`` pins,
for the major of the toolkit ``cudacompat_configure()`` chose:

  CUDA 13: ``site-packages/nvidia/cu13/lib`` (every component in one directory)
  CUDA 12 and 11: ``site-packages/nvidia/cuda_runtime/lib``, ``nvidia/cublas/lib``, ... (one per component)

The directories come from ``cudacompat pin`` (its JSON's ``library_dirs``, from the knowledge
base's wheel layout), the same pins the ``cudacompat`` metadata provider writes as dependencies, so
the RUNPATH and ``Requires-Dist`` cannot disagree. Each is written relative to ``$ORIGIN``, from
``DESTINATION``: the directory, relative to site-packages, that the target is installed into
(``install(TARGETS _ext DESTINATION mypkg)`` -> ``DESTINATION mypkg`` -> ``$ORIGIN/../nvidia/cu13/lib``).

RUNPATH (``--enable-new-dtags``), not RPATH: ``LD_LIBRARY_PATH`` still wins, and where no NVIDIA
wheel is installed the loader goes on to the system's directories and ``ld.so.cache``, so a system
toolkit stays the fallback. ``cudacompat audit`` reports a wheel whose binaries miss this RUNPATH
(``cuda-wheel-not-on-runpath``).

``LIBRARIES`` are the CUDA components the targets load (default ``cudart``), as the metadata
provider's ``libraries`` key names them. In a CPU-only configure (``CUDACOMPAT_CUDA=OFF``, or
``AUTO`` without a toolkit) there is no NVIDIA wheel to point at: the call says so and sets nothing.
Stops configure, saying why, when a target is not a target, ``DESTINATION`` is missing or absolute,
or ``cudacompat_configure()`` has not run.

Result Variables
^^^^^^^^^^^^^^^^

``CUDACOMPAT_WHEEL_RUNPATH``
  The RUNPATH set (a list), empty for a CPU-only configure.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_find_tool.cmake")

function(cudacompat_set_wheel_runpath)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "DESTINATION" "LIBRARIES")
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.set_wheel_runpath")
  set(targets ${arg_UNPARSED_ARGUMENTS})
  if(NOT targets)
    message(
      FATAL_ERROR
      "cudacompat_set_wheel_runpath: no target given. Usage: cudacompat_set_wheel_runpath(<target>... "
      "DESTINATION <dir in the wheel> [LIBRARIES <cuda component>...])"
    )
  endif()
  foreach(target IN LISTS targets)
    if(NOT TARGET "${target}")
      message(
        FATAL_ERROR
        "cudacompat_set_wheel_runpath: ${target} is not a target (an unknown keyword is read as one; "
        "keywords: DESTINATION, LIBRARIES). Call it after add_library()/pybind11_add_module()."
      )
    endif()
  endforeach()
  if(NOT DEFINED arg_DESTINATION OR IS_ABSOLUTE "${arg_DESTINATION}")
    message(
      FATAL_ERROR
      "cudacompat_set_wheel_runpath(${targets}): DESTINATION must be the directory, relative to "
      "site-packages, that the targets are installed into (as in install(TARGETS ... DESTINATION "
      "<dir>)); got '${arg_DESTINATION}'."
    )
  endif()
  if(NOT DEFINED CUDACOMPAT_BUILD_CUDA)
    message(
      FATAL_ERROR
      "cudacompat_set_wheel_runpath(${targets}): cudacompat_configure() has not run, so no toolkit "
      "was chosen. Call cudacompat_configure() first."
    )
  endif()
  if(NOT CUDACOMPAT_BUILD_CUDA OR NOT CUDACOMPAT_CTK_VERSION OR NOT CUDACOMPAT_PROBE_REPORT)
    message(
      STATUS
      "cudacompat_set_wheel_runpath(${targets}): a CPU-only build (${CUDACOMPAT_CUDA_REASON}); no NVIDIA "
      "wheel to point at, no RUNPATH set"
    )
    set(CUDACOMPAT_WHEEL_RUNPATH "" PARENT_SCOPE)
    return()
  endif()
  if(NOT arg_LIBRARIES)
    set(arg_LIBRARIES cudart)
  endif()

  # The wheels' directories, from the pins of the chosen toolkit: one owner of the layout.
  list(JOIN arg_LIBRARIES "," libraries)
  cudacompat_detail_find_tool(tool PIN)
  execute_process(
    COMMAND "${tool}" pin --probe "${CUDACOMPAT_PROBE_REPORT}" --library "${libraries}" --format json
    RESULT_VARIABLE result
    OUTPUT_VARIABLE pins
    ERROR_VARIABLE error
  )
  if(NOT result EQUAL 0)
    message(
      FATAL_ERROR
      "cudacompat_set_wheel_runpath(${targets}): `cudacompat pin --library ${libraries}` failed "
      "(${result}): ${error}"
    )
  endif()
  set(dirs "")
  string(JSON count LENGTH "${pins}" pins)
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(index RANGE ${last})
      string(JSON ecosystem GET "${pins}" pins ${index} ecosystem)
      string(JSON dir_count ERROR_VARIABLE no_dirs LENGTH "${pins}" pins ${index} library_dirs)
      if(NOT ecosystem STREQUAL "pypi" OR no_dirs OR dir_count EQUAL 0)
        continue()
      endif()
      math(EXPR last_dir "${dir_count} - 1")
      foreach(dir_index RANGE ${last_dir})
        string(JSON dir GET "${pins}" pins ${index} library_dirs ${dir_index})
        list(APPEND dirs "${dir}")
      endforeach()
    endforeach()
  endif()
  list(REMOVE_DUPLICATES dirs)
  if(NOT dirs)
    message(
      FATAL_ERROR
      "cudacompat_set_wheel_runpath(${targets}): the pins of CUDA ${CUDACOMPAT_CTK_VERSION} name no "
      "NVIDIA wheel directory for ${libraries} (the knowledge base knows no wheel of them for this "
      "major); check LIBRARIES against `cudacompat pin --cuda ${CUDACOMPAT_CTK_VERSION} --library ...`."
    )
  endif()

  # From DESTINATION up to site-packages, then down into each wheel's directory.
  set(up "")
  string(REGEX REPLACE "^\\./?|/$" "" destination "${arg_DESTINATION}")
  if(NOT destination STREQUAL "" AND NOT destination STREQUAL ".")
    string(REPLACE "/" ";" parts "${destination}")
    foreach(part IN LISTS parts)
      string(APPEND up "../")
    endforeach()
  endif()
  set(runpath "")
  foreach(dir IN LISTS dirs)
    list(APPEND runpath "$ORIGIN/${up}${dir}")
  endforeach()
  foreach(target IN LISTS targets)
    set_target_properties("${target}" PROPERTIES INSTALL_RPATH "${runpath}")
    target_link_options("${target}" PRIVATE "LINKER:--enable-new-dtags")
  endforeach()
  message(
    STATUS
    "cudacompat_set_wheel_runpath(${targets}): RUNPATH ${runpath} (the NVIDIA wheels of CUDA "
    "${CUDACOMPAT_CTK_VERSION} for ${libraries})"
  )
  set(CUDACOMPAT_WHEEL_RUNPATH "${runpath}" PARENT_SCOPE)
endfunction()
