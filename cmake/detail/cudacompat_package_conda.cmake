#[=======================================================================[.rst:
cudacompat_detail_package_conda
-------------------------------

.. code-block:: cmake

  cudacompat_detail_package_conda(TARGET <shared library> NAME <name> VERSION <x.y.z>
                                  LICENSE_FILE <file> [DESCRIPTION <one line>]
                                  [MAINTAINER "<Name <email>>"] [HOMEPAGE <url>] [HEADERS <dir>]
                                  [OUTPUT_DIRECTORY <dir>] [LIBRARIES <cuda component>...])

Internal; ``cudacompat_add_package(... FORMATS conda)`` calls it. Adds the target ``<NAME>-conda``
(and makes ``cudacompat-packages`` depend on it), which writes
``<OUTPUT_DIRECTORY>/<NAME>-<VERSION>-cuda<major>_0.conda``: the library, its namelink and headers
(``cmake --install`` of the components ``<NAME>_runtime`` and ``<NAME>_development`` into a staging
prefix), repackaged by rattler-build from a generated ``recipe.yaml``
(``<build>/cudacompat-packages/<NAME>/conda/recipe``). As conda-forge does, the build string carries
the CUDA major (``cuda12_0``), ``requirements.run`` the CUDA libraries and ``run_constraints``
``cuda-version``, both from the pins (``cuda-cudart >=12.4.99,<13``, ``cuda-version >=12.4,<13``).

The build is offline: the recipe has no build or host requirements to solve, its channel is an
empty local directory and the test stage is skipped. rattler-build is driven through its Python
module (PyPI ``py-rattler-build``), found with the ``Python3`` interpreter at configure time. The
package is made under ``<build>/cudacompat-packages/<NAME>/conda/run`` and moved into
``OUTPUT_DIRECTORY`` only when complete and ``cudacompat audit`` passes it. In a wheel build
(``SKBUILD`` defined) it does nothing. Stops configure when the target is not a versioned shared
library, ``LICENSE_FILE`` is missing, the configure builds CPU only, rattler-build cannot be
imported or no tool with the audit is found.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/packaging/cudacompat_package_common.cmake")

function(cudacompat_detail_package_conda)
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.package_conda")
  cudacompat_detail_package_arguments(cudacompat_detail_package_conda pkg ${ARGN})
  if(DEFINED SKBUILD)
    message(STATUS "cudacompat packages: a wheel build (SKBUILD); no conda package of ${pkg_NAME}")
    return()
  endif()
  find_package(Python3 COMPONENTS Interpreter QUIET)
  set(rattler_error "no Python 3 interpreter was found")
  # Asked once per interpreter (a Python start and an import: 0.17 s on every configure otherwise);
  # only a success is remembered, so installing rattler-build later needs no cache edit.
  if(Python3_Interpreter_FOUND AND _CUDACOMPAT_RATTLER_BUILD_FOR STREQUAL Python3_EXECUTABLE)
    set(rattler_error "")
    set(rattler_version "${_CUDACOMPAT_RATTLER_BUILD_VERSION}")
  elseif(Python3_Interpreter_FOUND)
    execute_process(
      COMMAND "${Python3_EXECUTABLE}" -c "import rattler_build; print(rattler_build.rattler_build_version())"
      RESULT_VARIABLE result
      OUTPUT_VARIABLE rattler_version
      ERROR_VARIABLE rattler_error
      OUTPUT_STRIP_TRAILING_WHITESPACE
    )
    if(result EQUAL 0)
      set(rattler_error "")
      set(_CUDACOMPAT_RATTLER_BUILD_FOR "${Python3_EXECUTABLE}" CACHE INTERNAL "")
      set(_CUDACOMPAT_RATTLER_BUILD_VERSION "${rattler_version}" CACHE INTERNAL "")
    else()
      string(REGEX REPLACE ".*\n([^\n]+)\n*$" "\\1" rattler_error "\n${rattler_error}")
      set(rattler_error "${Python3_EXECUTABLE} cannot import rattler_build (${rattler_error})")
    endif()
  endif()
  if(rattler_error)
    message(
      FATAL_ERROR
      "cudacompat_detail_package_conda: ${rattler_error}; needed: rattler-build's Python module "
      "to make the conda package. Fix: `${Python3_EXECUTABLE} -m pip install py-rattler-build`, "
      "point Python3_EXECUTABLE at an interpreter that has it, or leave conda out of FORMATS."
    )
  endif()

  cudacompat_detail_package_audit_tool(audit_tool cudacompat_detail_package_conda)

  set(target "${pkg_TARGET}")
  set(name "${pkg_NAME}")
  set(conda_dir "${pkg_WORK_DIR}/conda")
  set(run_dir "${conda_dir}/run")
  cudacompat_detail_package_pins(pins "${pkg_WORK_DIR}" ${pkg_LIBRARIES})
  cudacompat_detail_package_install_rules("${target}" "${name}" "${pkg_HEADERS}")

  # conda-forge's convention for CUDA variants: one package name, the CUDA major in the build string.
  set(build_number 0)
  set(build_string "cuda${pkg_CUDA_MAJOR}_${build_number}")
  set(recipe_dir "${conda_dir}/recipe")
  # rattler-build takes license files relative to the recipe.
  get_filename_component(license_name "${pkg_LICENSE_FILE}" NAME)
  configure_file("${pkg_LICENSE_FILE}" "${recipe_dir}/${license_name}" COPYONLY)
  set(run "")
  foreach(spec IN LISTS pins_CONDA_RUN)
    string(APPEND run "    - \"${spec}\"\n")
  endforeach()
  set(constraints "")
  foreach(spec IN LISTS pins_CONDA_CONSTRAINTS)
    string(APPEND constraints "    - \"${spec}\"\n")
  endforeach()
  set(
    about
    "  summary: \"${pkg_DESCRIPTION}\"\n  description: \"${name} ${pkg_VERSION} built with CUDA ${CUDACOMPAT_CTK_VERSION}.\"\n"
  )
  string(APPEND about "  license_file: ${license_name}\n")
  if(pkg_HOMEPAGE)
    string(APPEND about "  homepage: ${pkg_HOMEPAGE}\n")
  endif()
  # The recipe repackages what `cmake --install` staged: no compiler, no host environment, nothing
  # to solve, so it builds without a channel.
  cudacompat_detail_write_if_changed(
    "${recipe_dir}/recipe.yaml"
    "# Generated by cudacompat_detail_package_conda: ${name} ${pkg_VERSION} for CUDA ${CUDACOMPAT_CTK_VERSION}.
# Pins: ${pins_PINS_DIR}/cudacompat-pins.conda.yaml
schema_version: 1
package:
  name: ${name}
  version: \"${pkg_VERSION}\"
build:
  number: ${build_number}
  string: ${build_string}
  script:
    - cp -R \"${run_dir}/stage/.\" \"$PREFIX/\"
requirements:
  run:
${run}  run_constraints:
${constraints}about:
${about}"
  )

  set(settings "${conda_dir}/settings.cmake")
  cudacompat_detail_write_if_changed(
    "${settings}"
    "# Generated by cudacompat_detail_package_conda: what the ${name}-conda target needs at build time.
set(NAME [==[${name}]==])
set(BINARY_DIR [==[${CMAKE_BINARY_DIR}]==])
set(WORK_DIR [==[${run_dir}]==])
set(RECIPE [==[${recipe_dir}/recipe.yaml]==])
set(OUTPUT_DIRECTORY [==[${pkg_OUTPUT_DIRECTORY}]==])
set(COMPONENTS [==[${name}_runtime]==] [==[${name}_development]==])
set(PACKAGE_FILE [==[${name}-${pkg_VERSION}-${build_string}.conda]==])
set(PYTHON [==[${Python3_EXECUTABLE}]==])
set(DRIVER [==[${CMAKE_CURRENT_FUNCTION_LIST_DIR}/packaging/cudacompat_rattler_build.py]==])
"
  )
  add_custom_target(
    ${name}-conda
    COMMAND
      "${CMAKE_COMMAND}" "-DSETTINGS=${settings}" "-DCUDACOMPAT_TOOL=${audit_tool}" "-DCONFIG=$<CONFIG>" -P
      "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/packaging/cudacompat_build_conda.cmake"
    COMMENT "conda package ${name}-${pkg_VERSION}-${build_string} into ${pkg_OUTPUT_DIRECTORY}"
    VERBATIM
  )
  add_dependencies(${name}-conda "${target}" ${audit_tool_TARGET})
  cudacompat_detail_package_add_to_umbrella(${name}-conda)
  message(
    STATUS
    "cudacompat packages: conda ${name}-${pkg_VERSION}-${build_string} with rattler-build "
    "${rattler_version} (cmake --build . --target ${name}-conda)"
  )
endfunction()
