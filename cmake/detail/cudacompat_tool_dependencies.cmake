# cudacompat_detail_find_tool_dependencies()
#
# Internal. find_package() for the C and C++ libraries bin/cudacompat is built with (tool/CMakeLists.txt,
# both the full tool and the configure-time copy a consumer's configure builds), stopping with the
# Debian package of every one that is missing rather than CMake's generic "could not find a
# package configuration file". A macro: the imported targets belong to the caller's directory.
include_guard(GLOBAL)

macro(cudacompat_detail_find_tool_dependencies)
  set(_cudacompat_missing "")
  # Jansson (common/json_value.cpp): its own CMake package where it was built with CMake (vcpkg,
  # conda), else the header and library that Debian's libjansson-dev installs without one.
  if(NOT TARGET cudacompat::jansson)
    find_package(jansson CONFIG QUIET)
    find_path(CUDACOMPAT_JANSSON_INCLUDE_DIR jansson.h)
    find_library(CUDACOMPAT_JANSSON_LIBRARY jansson)
    if(TARGET jansson::jansson)
      add_library(cudacompat::jansson INTERFACE IMPORTED GLOBAL)
      target_link_libraries(cudacompat::jansson INTERFACE jansson::jansson)
    elseif(CUDACOMPAT_JANSSON_INCLUDE_DIR AND CUDACOMPAT_JANSSON_LIBRARY)
      add_library(cudacompat::jansson UNKNOWN IMPORTED GLOBAL)
      set_target_properties(
        cudacompat::jansson
        PROPERTIES
          IMPORTED_LOCATION "${CUDACOMPAT_JANSSON_LIBRARY}"
          INTERFACE_INCLUDE_DIRECTORIES "${CUDACOMPAT_JANSSON_INCLUDE_DIR}"
      )
    else()
      list(APPEND _cudacompat_missing "Jansson 2.7 or newer (Debian: libjansson-dev)")
    endif()
  endif()
  find_package(fmt QUIET)
  if(NOT fmt_FOUND)
    list(APPEND _cudacompat_missing "fmt (Debian: libfmt-dev)")
  endif()
  # The configure-time copy (tool/bootstrap.cmake) reads its few options itself.
  if(NOT CUDACOMPAT_TOOL_BOOTSTRAP)
    find_package(CLI11 QUIET)
    if(NOT CLI11_FOUND)
      list(APPEND _cudacompat_missing "CLI11 (Debian: libcli11-dev)")
    endif()
  endif()
  if(_cudacompat_missing)
    list(JOIN _cudacompat_missing ", " _cudacompat_missing)
    message(
      FATAL_ERROR
      "cudacompat's command-line tool is built from source here and needs C++ libraries that were not found: "
      "${_cudacompat_missing}.\n"
      "Fix: install them (cudacompat's ci/install-deps.sh does: apt-get install libjansson-dev libfmt-dev "
      " libcli11-dev), or point CMAKE_PREFIX_PATH (or <Name>_DIR) at them. A project that only uses cudacompat "
      "can take an installed one instead (find_package(cudacompat), or `pip install cudacompat`), which needs none."
    )
  endif()
endmacro()
