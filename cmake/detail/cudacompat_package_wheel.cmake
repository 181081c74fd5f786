# cudacompat_detail_package_wheel(TARGET <t> NAME <name> PYTHON_PACKAGE <dir> LIBRARIES <component>...
#                                 [BACKENDS <module>...])
#
# Internal, for cudacompat_add_package() inside scikit-build-core (SKBUILD). Installs the Python
# package and the shared library beside it (and its backend modules, when it has any), the RUNPATH
# of what links CUDA (the backends, else the library) pointing at the NVIDIA wheels' layout of the
# chosen toolkit's major (cudacompat_set_wheel_runpath, which owns that layout).
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
  # for (OFF); this is for OFF, and for a wheel built by scikit-build-core's own backend.
  if(NOT CUDACOMPAT_BUILD_CUDA OR NOT CUDACOMPAT_CTK_VERSION)
    message(
      FATAL_ERROR
      "cudacompat_add_package(${arg_TARGET}): a wheel per CUDA major needs a CUDA toolkit, and this "
      "configure chose none (${CUDACOMPAT_CUDA_REASON}). Fix: build-backend = "
      "\"cudacompat.build_backend\", and the toolkit's location (-C cmake.define.CUDAToolkit_ROOT=...). "
      "A CPU-only wheel installs its files with install() itself, outside cudacompat_add_package()."
    )
  endif()
  if(NOT IS_DIRECTORY "${arg_PYTHON_PACKAGE}")
    message(
      FATAL_ERROR
      "cudacompat_add_package(${arg_TARGET}): PYTHON_PACKAGE ${arg_PYTHON_PACKAGE} is not a directory."
    )
  endif()
  get_filename_component(package "${arg_PYTHON_PACKAGE}" NAME)
  string(REGEX MATCH "^[0-9]+" major "${CUDACOMPAT_CTK_VERSION}")

  # The file scikit-build-core installs is the file built: no soname symlinks, which a wheel (a zip)
  # would store as copies.
  set(cuda_users "${arg_BACKENDS}")
  if(NOT cuda_users)
    set(cuda_users "${arg_TARGET}")
  endif()
  cudacompat_set_wheel_runpath(${cuda_users} DESTINATION "${package}" LIBRARIES ${arg_LIBRARIES})
  set(runpath "${CUDACOMPAT_WHEEL_RUNPATH}")
  set_target_properties(${cuda_users} PROPERTIES BUILD_WITH_INSTALL_RPATH ON)
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
  list(JOIN arg_LIBRARIES "\", \"" libraries_json)
  file(
    GENERATE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/${package}_cudacompat_build.json"
    CONTENT
      "{
  \"distribution\": \"${SKBUILD_PROJECT_NAME}\",
  \"cuda_version\": \"${CUDACOMPAT_CTK_VERSION}\",
  \"cuda_major\": ${major},
  \"cuda_libraries\": [\"${libraries_json}\"],
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
