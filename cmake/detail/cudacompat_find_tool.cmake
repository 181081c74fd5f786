# cudacompat_detail_find_tool(<out_var>)
#
# Internal. The bin/cudacompat that runs the configure-time probes and pins:
#   1. CUDACOMPAT_EXECUTABLE, when set (find_package(cudacompat) and the pip package set it to the
#      installed tool): nothing is built or hashed;
#   2. otherwise a probe-only copy built from this source tree (add_subdirectory, FetchContent),
#      looked up first in the tool cache (cudacompat_bootstrap_cache.cmake) under the key of its
#      sources' content and its compiler (cudacompat_bootstrap_key.cmake), and built only on a
#      miss, into <build>/_cudacompat_bootstrap (cudacompat_bootstrap_build.cmake), then stored in
#      the cache for every later build tree.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_bootstrap_build.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_bootstrap_cache.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_bootstrap_key.cmake")

function(cudacompat_detail_find_tool out_var)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "")
  cudacompat_detail_check_arguments(cudacompat_detail_find_tool "<out_var>" "${arg_UNPARSED_ARGUMENTS}")
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.find_tool")
  if(CUDACOMPAT_EXECUTABLE)
    if(NOT EXISTS "${CUDACOMPAT_EXECUTABLE}")
      message(FATAL_ERROR "CUDACOMPAT_EXECUTABLE is ${CUDACOMPAT_EXECUTABLE}, which does not exist. "
                          "Reinstall cudacompat, or unset CUDACOMPAT_EXECUTABLE to build the tool from source.")
    endif()
    set(${out_var} "${CUDACOMPAT_EXECUTABLE}" PARENT_SCOPE)
    return()
  endif()
  # Called several times per configure (the early and final probes, the pins): decided once.
  get_property(found GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_TOOL)
  if(found)
    set(${out_var} "${found}" PARENT_SCOPE)
    return()
  endif()

  get_filename_component(source_root "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../.." ABSOLUTE)
  file(READ "${source_root}/VERSION" version)
  string(STRIP "${version}" version)
  cudacompat_detail_bootstrap_key(key "${source_root}")
  cudacompat_detail_tool_cache_dir(cache_dir)
  set(build_dir "${CMAKE_BINARY_DIR}/_cudacompat_bootstrap")
  set(stamp_file "${build_dir}/key.txt")

  if(cache_dir)
    set(tool "${cache_dir}/cudacompat-${key}")
    if(EXISTS "${tool}")
      cudacompat_detail_tool_check(problem "${tool}" "${version}")
      if(NOT problem)
        message(STATUS "cudacompat: configure-time tool ${tool} (tool cache)")
        set_property(GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_TOOL "${tool}")
        set(${out_var} "${tool}" PARENT_SCOPE)
        return()
      endif()
      message(STATUS "cudacompat: the cached configure-time tool ${tool} is unusable (${problem}); rebuilding it")
      file(REMOVE "${tool}")
    endif()
  else()
    # No tool cache: this build tree's own copy, when it was built from the same sources.
    set(tool "${build_dir}/bin/cudacompat")
    if(EXISTS "${tool}" AND EXISTS "${stamp_file}")
      file(READ "${stamp_file}" previous)
      if(previous STREQUAL key)
        set_property(GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_TOOL "${tool}")
        set(${out_var} "${tool}" PARENT_SCOPE)
        return()
      endif()
    endif()
  endif()

  message(STATUS "cudacompat: building the configure-time tool (key ${key}) in ${build_dir}")
  cudacompat_detail_bootstrap_build(built "${source_root}" "${build_dir}")
  cudacompat_detail_tool_check(problem "${built}" "${version}")
  if(problem)
    message(FATAL_ERROR "cudacompat's configure-time tool, just built as ${built}, does not run: ${problem}. "
                        "Delete ${build_dir} and configure again; if that fails too, report it with this output.")
  endif()
  file(WRITE "${stamp_file}" "${key}")
  set(tool "${built}")
  if(cache_dir)
    cudacompat_detail_tool_cache_store("${cache_dir}" "${key}" "${built}")
    if(EXISTS "${cache_dir}/cudacompat-${key}")
      set(tool "${cache_dir}/cudacompat-${key}")
      message(STATUS "cudacompat: stored the configure-time tool in the tool cache as ${tool}")
    endif()
  endif()
  set_property(GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_TOOL "${tool}")
  set(${out_var} "${tool}" PARENT_SCOPE)
endfunction()
