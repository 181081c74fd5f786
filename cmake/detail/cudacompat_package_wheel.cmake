# cudacompat_detail_package_wheel(TARGET <t> NAME <name> PYTHON_PACKAGE <dir> LIBRARIES <component>...
#                                 [BACKENDS <module>...])
#
# Internal, for cudacompat_add_package() inside scikit-build-core (SKBUILD). Installs the Python
# package and the shared library beside it (and its backend modules, when it has any), the RUNPATH
# of what links CUDA (the backends, else the library) pointing at the NVIDIA wheels' layout of the
# chosen toolkit's major:
#
#   CUDA 13: site-packages/nvidia/cu13/lib                 (every component in one directory)
#   CUDA 12: site-packages/nvidia/cuda_runtime/lib, nvidia/cublas/lib, ... (one per component)
#
# RUNPATH, not RPATH: LD_LIBRARY_PATH still wins, and when no NVIDIA wheel is installed the loader
# goes on to the system's directories and ld.so.cache, so a system toolkit is the fallback.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_check_arguments.cmake")

# The directory of each component inside the CUDA 12 wheels (nvidia-<component>-cu12).
set(_cudacompat_cu12_wheel_directories
  cudart=cuda_runtime cublas=cublas cublasLt=cublas cufft=cufft cufftw=cufft curand=curand
  cusolver=cusolver cusparse=cusparse nvrtc=cuda_nvrtc nvjitlink=nvjitlink cupti=cuda_cupti
  npp=npp nvjpeg=nvjpeg cufile=cufile nvtx=nvtx)

function(cudacompat_detail_package_wheel)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET;NAME;PYTHON_PACKAGE" "LIBRARIES;BACKENDS")
  cudacompat_detail_check_arguments(cudacompat_detail_package_wheel "TARGET NAME PYTHON_PACKAGE LIBRARIES BACKENDS"
                                    "${arg_UNPARSED_ARGUMENTS}")
  get_target_property(type "${arg_TARGET}" TYPE)
  if(NOT type STREQUAL "SHARED_LIBRARY")
    message(FATAL_ERROR "cudacompat_add_package(${arg_TARGET}): ${arg_TARGET} is a ${type}; needed: a SHARED_LIBRARY, "
                        "which the wheel's Python package loads. Fix: add_library(${arg_TARGET} SHARED ...).")
  endif()
  # cudacompat.build_backend asks CMake for CUDACOMPAT_CUDA=ON, so a configure without a toolkit
  # stops in the probe; this is for a wheel built by scikit-build-core's own backend.
  if(NOT CUDACOMPAT_BUILD_CUDA OR NOT CUDACOMPAT_CTK_VERSION)
    message(FATAL_ERROR "cudacompat_add_package(${arg_TARGET}): a wheel per CUDA major needs a CUDA toolkit, and this "
                        "configure chose none (${CUDACOMPAT_CUDA_REASON}). Fix: build-backend = "
                        "\"cudacompat.build_backend\", and the toolkit's location (-C cmake.define.CUDAToolkit_ROOT=...).")
  endif()
  if(NOT IS_DIRECTORY "${arg_PYTHON_PACKAGE}")
    message(FATAL_ERROR "cudacompat_add_package(${arg_TARGET}): PYTHON_PACKAGE ${arg_PYTHON_PACKAGE} is not a directory.")
  endif()
  get_filename_component(package "${arg_PYTHON_PACKAGE}" NAME)
  string(REGEX MATCH "^[0-9]+" major "${CUDACOMPAT_CTK_VERSION}")

  if(major GREATER_EQUAL 13)
    set(runpath "$ORIGIN/../nvidia/cu${major}/lib")
  else()
    set(runpath "")
    foreach(library IN LISTS arg_LIBRARIES)
      set(directory "")
      foreach(pair IN LISTS _cudacompat_cu12_wheel_directories)
        if(pair MATCHES "^${library}=(.*)$")
          set(directory "${CMAKE_MATCH_1}")
        endif()
      endforeach()
      if(NOT directory)
        message(FATAL_ERROR "cudacompat_add_package(${arg_TARGET}): no NVIDIA wheel directory is known for the CUDA "
                            "library '${library}' (known: ${_cudacompat_cu12_wheel_directories}).")
      endif()
      list(APPEND runpath "$ORIGIN/../nvidia/${directory}/lib")
    endforeach()
    list(REMOVE_DUPLICATES runpath)
  endif()
  # The file scikit-build-core installs is the file built: no soname symlinks, which a wheel (a zip)
  # would store as copies.
  set(cuda_users "${arg_BACKENDS}")
  if(NOT cuda_users)
    set(cuda_users "${arg_TARGET}")
  endif()
  foreach(user IN LISTS cuda_users)
    set_target_properties("${user}" PROPERTIES INSTALL_RPATH "${runpath}" BUILD_WITH_INSTALL_RPATH ON)
    target_link_options("${user}" PRIVATE "LINKER:--enable-new-dtags")
  endforeach()
  install(FILES "$<TARGET_FILE:${arg_TARGET}>" DESTINATION "${package}")
  foreach(backend IN LISTS arg_BACKENDS)
    install(FILES "$<TARGET_FILE:${backend}>" DESTINATION "${package}")
  endforeach()
  install(DIRECTORY "${arg_PYTHON_PACKAGE}/" DESTINATION "${package}"
          PATTERN "__pycache__" EXCLUDE PATTERN "*.pyc" EXCLUDE)

  # What the package was built with, for its import-time checks and for `cudacompat doctor`.
  list(JOIN arg_LIBRARIES "\", \"" libraries_json)
  file(GENERATE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/${package}_cudacompat_build.json" CONTENT "{
  \"distribution\": \"${SKBUILD_PROJECT_NAME}\",
  \"cuda_version\": \"${CUDACOMPAT_CTK_VERSION}\",
  \"cuda_major\": ${major},
  \"cuda_libraries\": [\"${libraries_json}\"],
  \"library\": \"$<TARGET_FILE_NAME:${arg_TARGET}>\",
  \"runpath\": \"${runpath}\"
}
")
  install(FILES "${CMAKE_CURRENT_BINARY_DIR}/${package}_cudacompat_build.json" DESTINATION "${package}"
          RENAME "_cudacompat_build.json")
endfunction()
