# cudacompat_detail_find_tool_dependencies()
#
# Internal. find_package() for the C++ libraries bin/cudacompat is built with (tool/CMakeLists.txt,
# both the full tool and the configure-time copy a consumer's configure builds), stopping with the
# Debian package of every one that is missing rather than CMake's generic "could not find a
# package configuration file". A macro: the imported targets belong to the caller's directory.
include_guard(GLOBAL)

macro(cudacompat_detail_find_tool_dependencies)
  set(_cudacompat_missing "")
  find_package(nlohmann_json 3.10 QUIET)
  if(NOT nlohmann_json_FOUND)
    list(APPEND _cudacompat_missing "nlohmann_json 3.10 or newer (Debian: nlohmann-json3-dev)")
  endif()
  find_package(fmt QUIET)
  if(NOT fmt_FOUND)
    list(APPEND _cudacompat_missing "fmt (Debian: libfmt-dev)")
  endif()
  if(NOT CUDACOMPAT_TOOL_BOOTSTRAP)  # the configure-time copy reads its few options itself
    find_package(CLI11 QUIET)
    if(NOT CLI11_FOUND)
      list(APPEND _cudacompat_missing "CLI11 (Debian: libcli11-dev)")
    endif()
  endif()
  if(_cudacompat_missing)
    list(JOIN _cudacompat_missing ", " _cudacompat_missing)
    message(FATAL_ERROR
      "cudacompat's command-line tool is built from source here and needs C++ libraries that were not found: "
      "${_cudacompat_missing}.\n"
      "Fix: install them (cudacompat's ci/install-deps.sh does: apt-get install nlohmann-json3-dev libfmt-dev "
      "libcli11-dev), or point CMAKE_PREFIX_PATH (or <Name>_DIR) at them. A project that only uses cudacompat "
      "can take an installed one instead (find_package(cudacompat), or `pip install cudacompat`), which needs none.")
  endif()
endmacro()
