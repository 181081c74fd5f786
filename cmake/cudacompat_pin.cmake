#[=======================================================================[.rst:
cudacompat_pin
--------------

.. code-block:: cmake

  cudacompat_pin([LIBRARIES <name>...] [PYTHON <package>...] [CUDARC <version>] [METAPACKAGE]
                 [FORMATS <format>...] [OUTPUT_DIRECTORY <dir>])

Writes strict dependency pins for the toolkit the probe chose (``cudacompat pin --probe``) next to
``cudacompat-probe.json``: ``cudacompat-pins.<format>`` for each format (default: requirements,
conda, cargo, debian, cmake, json), each only when its content changes, so nothing that depends on
them rebuilds after a no-change configure. A configure that chose no toolkit (CPU-only) writes none
and says so. ``LIBRARIES`` names the CUDA libraries to pin (default ``cudart``), ``PYTHON`` further
packages numbered by CUDA release (``cuda-python``), ``CUDARC`` the cudarc release the Cargo pin
starts from. Sets ``CUDACOMPAT_PINS_DIR``.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_find_tool.cmake")

function(cudacompat_pin)
  cmake_parse_arguments(PARSE_ARGV 0 arg "METAPACKAGE" "CUDARC;OUTPUT_DIRECTORY" "LIBRARIES;PYTHON;FORMATS")
  cudacompat_detail_check_arguments(
    cudacompat_pin
    "LIBRARIES <name>..., PYTHON <package>..., CUDARC <version>, METAPACKAGE, FORMATS <format>..., OUTPUT_DIRECTORY <dir>"
    "${arg_UNPARSED_ARGUMENTS}"
  )
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.pin")
  if(NOT CUDACOMPAT_PROBE_REPORT OR NOT CUDACOMPAT_CTK_VERSION OR NOT CUDACOMPAT_BUILD_CUDA)
    message(STATUS "cudacompat_pin: no CUDA toolkit was chosen (${CUDACOMPAT_CUDA_REASON}); no pins written")
    return()
  endif()
  if(NOT arg_FORMATS)
    set(
      arg_FORMATS
      requirements
      conda
      cargo
      debian
      cmake
      json
    )
  endif()
  if(NOT arg_OUTPUT_DIRECTORY)
    get_filename_component(arg_OUTPUT_DIRECTORY "${CUDACOMPAT_PROBE_REPORT}" DIRECTORY)
  endif()
  set(request --probe "${CUDACOMPAT_PROBE_REPORT}")
  if(arg_LIBRARIES)
    list(JOIN arg_LIBRARIES "," libraries)
    list(APPEND request --library "${libraries}")
  endif()
  if(arg_PYTHON)
    list(JOIN arg_PYTHON "," python)
    list(APPEND request --python "${python}")
  endif()
  if(arg_CUDARC)
    list(APPEND request --cudarc "${arg_CUDARC}")
  endif()
  if(arg_METAPACKAGE)
    list(APPEND request --metapackage)
  endif()
  cudacompat_detail_find_tool(tool PIN)
  set(
    extensions
    requirements=txt
    pyproject=toml
    constraints=txt
    conda=yaml
    cargo=toml
    debian=control
    cmake=cmake
    json=json
  )
  foreach(format IN LISTS arg_FORMATS)
    set(extension "")
    foreach(pair IN LISTS extensions)
      if(pair MATCHES "^${format}=(.*)$")
        set(extension "${CMAKE_MATCH_1}")
      endif()
    endforeach()
    if(NOT extension)
      message(
        FATAL_ERROR
        "cudacompat_pin: FORMATS ${format} is not one of requirements, pyproject, constraints, "
        "conda, cargo, debian, cmake, json"
      )
    endif()
    set(output "${arg_OUTPUT_DIRECTORY}/cudacompat-pins.${format}.${extension}")
    execute_process(
      COMMAND "${tool}" pin ${request} --format ${format} -o "${output}"
      RESULT_VARIABLE result
      ERROR_VARIABLE error
    )
    if(NOT result EQUAL 0)
      message(FATAL_ERROR "cudacompat_pin: `cudacompat pin --format ${format}` failed (${result}): ${error}")
    endif()
  endforeach()
  message(STATUS "cudacompat_pin: CUDA ${CUDACOMPAT_CTK_VERSION} pins (${arg_FORMATS}) in ${arg_OUTPUT_DIRECTORY}")
  set(CUDACOMPAT_PINS_DIR "${arg_OUTPUT_DIRECTORY}" PARENT_SCOPE)
endfunction()
