# cudacompat_detail_package_wheel(TARGET <t> NAME <name> PYTHON_PACKAGE <dir> LIBRARIES <component>...
#                                 [BACKENDS <module>...])
#
# Internal, for cudacompat_add_package() inside scikit-build-core (SKBUILD). Installs the Python
# package and the shared library beside it (and its backend modules, when it has any), the RUNPATH
# of what links CUDA (the backends, else the library) pointing at the NVIDIA wheels' layout of the
# chosen toolkit's major (cudacompat_set_wheel_runpath, which owns that layout). A CPU-only build
# (CUDACOMPAT_CUDA=OFF through cudacompat.build_backend: the CPU-only wheel, or a null variant)
# installs the library and the package alone, and says CUDA major 0 in _cudacompat_build.json.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/../cudacompat_set_wheel_runpath.cmake")

function(cudacompat_detail_package_wheel)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET;NAME;PYTHON_PACKAGE" "LIBRARIES;BACKENDS")
  cudacompat_detail_check_arguments(
    cudacompat_detail_package_wheel
    "TARGET NAME PYTHON_PACKAGE LIBRARIES BACKENDS"
    "${arg_UNPARSED_ARGUMENTS}"
  )
  get_target_property(type "${arg_TARGET}" TYPE)
  if(NOT type STREQUAL "SHARED_LIBRARY")
    message(
      FATAL_ERROR
      "cudacompat_add_package(${arg_TARGET}): ${arg_TARGET} is a ${type}; needed: a SHARED_LIBRARY, "
      "which the wheel's Python package loads. Fix: add_library(${arg_TARGET} SHARED ...)."
    )
  endif()
  # cudacompat.build_backend asks CMake for CUDACOMPAT_CUDA=ON unless a CPU-only wheel was asked
  # for (OFF). A CUDA backend module cannot be packaged without the toolkit it was built with.
  set(cpu_only FALSE)
  if(NOT CUDACOMPAT_BUILD_CUDA OR NOT CUDACOMPAT_CTK_VERSION)
    set(cpu_only TRUE)
    if(arg_BACKENDS)
      message(
        FATAL_ERROR
        "cudacompat_add_package(${arg_TARGET}): BACKENDS ${arg_BACKENDS} are CUDA modules, and this "
        "configure chose no CUDA toolkit (${CUDACOMPAT_CUDA_REASON}). Fix: build-backend = "
        "\"cudacompat.build_backend\", and the toolkit's location (-C cmake.define.CUDAToolkit_ROOT=...); "
        "or, for the CPU-only wheel, add the backends only when CUDACOMPAT_BUILD_CUDA is true."
      )
    endif()
  endif()
  if(NOT IS_DIRECTORY "${arg_PYTHON_PACKAGE}")
    message(
      FATAL_ERROR
      "cudacompat_add_package(${arg_TARGET}): PYTHON_PACKAGE ${arg_PYTHON_PACKAGE} is not a directory."
    )
  endif()
  get_filename_component(package "${arg_PYTHON_PACKAGE}" NAME)
  set(major 0)
  set(cuda_version "")
  set(runpath "")
  set(libraries_json "")
  if(NOT cpu_only)
    string(REGEX MATCH "^[0-9]+" major "${CUDACOMPAT_CTK_VERSION}")
    set(cuda_version "${CUDACOMPAT_CTK_VERSION}")
    # The file scikit-build-core installs is the file built: no soname symlinks, which a wheel (a
    # zip) would store as copies.
    set(cuda_users "${arg_BACKENDS}")
    if(NOT cuda_users)
      set(cuda_users "${arg_TARGET}")
    endif()
    cudacompat_set_wheel_runpath(${cuda_users} DESTINATION "${package}" LIBRARIES ${arg_LIBRARIES})
    set(runpath "${CUDACOMPAT_WHEEL_RUNPATH}")
    set_target_properties(${cuda_users} PROPERTIES BUILD_WITH_INSTALL_RPATH ON)
    list(JOIN arg_LIBRARIES "\", \"" libraries_json)
    set(libraries_json "\"${libraries_json}\"")
  endif()
  install(FILES "$<TARGET_FILE:${arg_TARGET}>" DESTINATION "${package}")
  foreach(backend IN LISTS arg_BACKENDS)
    install(FILES "$<TARGET_FILE:${backend}>" DESTINATION "${package}")
  endforeach()
  install(
    DIRECTORY "${arg_PYTHON_PACKAGE}/"
    DESTINATION "${package}"
    PATTERN "__pycache__" EXCLUDE
    PATTERN "*.pyc" EXCLUDE
  )

  # What the package was built with, for its import-time checks and for `cudacompat doctor`.
  file(
    GENERATE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/${package}_cudacompat_build.json"
    CONTENT
      "{
  \"distribution\": \"${SKBUILD_PROJECT_NAME}\",
  \"cuda_version\": \"${cuda_version}\",
  \"cuda_major\": ${major},
  \"cuda_libraries\": [${libraries_json}],
  \"library\": \"$<TARGET_FILE_NAME:${arg_TARGET}>\",
  \"runpath\": \"${runpath}\"
}
"
  )
  install(
    FILES "${CMAKE_CURRENT_BINARY_DIR}/${package}_cudacompat_build.json"
    DESTINATION "${package}"
    RENAME "_cudacompat_build.json"
  )
endfunction()
