# cudacompat_detail_find_tool(<out_var> [PIN])
#
# Internal. The bin/cudacompat that runs the configure-time probes (or, with PIN, the pins):
#   1. CUDACOMPAT_EXECUTABLE, when set (find_package(cudacompat) and the pip package set it to the
#      installed tool): nothing is built or hashed;
#   2. otherwise a configure-time copy built from this source tree (add_subdirectory,
#      FetchContent): `cudacompat`, the probe's, or with PIN `cudacompat-pin` (tool/bootstrap.cmake),
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
  cmake_parse_arguments(PARSE_ARGV 1 arg "PIN" "" "")
  cudacompat_detail_check_arguments(cudacompat_detail_find_tool "<out_var> [PIN]" "${arg_UNPARSED_ARGUMENTS}")
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.find_tool")
  if(CUDACOMPAT_EXECUTABLE)
    if(NOT EXISTS "${CUDACOMPAT_EXECUTABLE}")
      message(
        FATAL_ERROR
        "CUDACOMPAT_EXECUTABLE is ${CUDACOMPAT_EXECUTABLE}, which does not exist. "
        "Reinstall cudacompat, or unset CUDACOMPAT_EXECUTABLE to build the tool from source."
      )
    endif()
    set(${out_var} "${CUDACOMPAT_EXECUTABLE}" PARENT_SCOPE)
    return()
  endif()
  set(target cudacompat)
  if(arg_PIN)
    set(target cudacompat-pin)
  endif()
  # Called several times per configure (the early and final probes, the pins): decided once.
  get_property(found GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_TOOL_${target})
  if(found)
    set(${out_var} "${found}" PARENT_SCOPE)
    return()
  endif()

  cudacompat_detail_bootstrap_compiler(compiler)
  cudacompat_detail_bootstrap_tool(tool ${target} "${compiler}")
  if(
    NOT tool
    AND NOT compiler STREQUAL CMAKE_CXX_COMPILER
    AND "${CUDACOMPAT_BOOTSTRAP_CXX}$ENV{CUDACOMPAT_BOOTSTRAP_CXX}" STREQUAL ""
  )
    # The faster compiler cudacompat chose could not build it (too old for C++20, a broken
    # install): the project's own compiler does, and this build tree does not try it again.
    string(LENGTH "${tool_ERROR}" length)
    if(length GREATER 2000) # CMake's whole try-compile log: its end says what went wrong
      math(EXPR start "${length} - 2000")
      string(SUBSTRING "${tool_ERROR}" ${start} -1 tool_ERROR)
      set(tool_ERROR "...${tool_ERROR}")
    endif()
    message(
      STATUS
      "cudacompat: ${compiler} could not build the configure-time tool; building it with "
      "${CMAKE_CXX_COMPILER} instead. What ${compiler} said:\n${tool_ERROR}"
    )
    set(_CUDACOMPAT_BOOTSTRAP_CLANG_FAILED ON CACHE INTERNAL "clang++ failed to build cudacompat's configure-time tool")
    set(compiler "${CMAKE_CXX_COMPILER}")
    cudacompat_detail_bootstrap_tool(tool ${target} "${compiler}")
  endif()
  if(NOT tool)
    message(FATAL_ERROR "${tool_ERROR}")
  endif()
  set_property(GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_TOOL_${target} "${tool}")
  set(${out_var} "${tool}" PARENT_SCOPE)
endfunction()

# <out_var>: the configure-time <target> built by <compiler>, from the tool cache or built and
# stored there; empty when it could not be built, with the reason in <out_var>_ERROR.
function(cudacompat_detail_bootstrap_tool out_var target compiler)
  get_filename_component(source_root "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../.." ABSOLUTE)
  file(READ "${source_root}/VERSION" version)
  string(STRIP "${version}" version)
  cudacompat_detail_bootstrap_key(key "${source_root}" "${compiler}")
  cudacompat_detail_tool_cache_dir(cache_dir)
  set(build_dir "${CMAKE_BINARY_DIR}/_cudacompat_bootstrap")
  set(stamp_file "${build_dir}/key-${target}.txt")
  set(${out_var}_ERROR "" PARENT_SCOPE)

  if(cache_dir)
    set(tool "${cache_dir}/${target}-${key}")
    if(EXISTS "${tool}")
      cudacompat_detail_tool_check(problem "${tool}" "${version}")
      if(NOT problem)
        message(STATUS "cudacompat: configure-time tool ${tool} (tool cache)")
        set(${out_var} "${tool}" PARENT_SCOPE)
        return()
      endif()
      message(STATUS "cudacompat: the cached configure-time tool ${tool} is unusable (${problem}); rebuilding it")
      file(REMOVE "${tool}")
    endif()
  else()
    # No tool cache: this build tree's own copy, when it was built from the same sources.
    set(tool "${build_dir}/bin/${target}")
    if(EXISTS "${tool}" AND EXISTS "${stamp_file}")
      file(READ "${stamp_file}" previous)
      if(previous STREQUAL key)
        set(${out_var} "${tool}" PARENT_SCOPE)
        return()
      endif()
    endif()
  endif()

  message(STATUS "cudacompat: building the configure-time tool ${target} with ${compiler} (key ${key}) in ${build_dir}")
  cudacompat_detail_bootstrap_build(built ${target} "${compiler}" "${source_root}" "${build_dir}")
  if(NOT built)
    set(${out_var} "" PARENT_SCOPE)
    set(${out_var}_ERROR "${built_ERROR}" PARENT_SCOPE)
    return()
  endif()
  cudacompat_detail_tool_check(problem "${built}" "${version}")
  if(problem)
    message(
      FATAL_ERROR
      "cudacompat's configure-time tool, just built as ${built}, does not run: ${problem}. "
      "Delete ${build_dir} and configure again; if that fails too, report it with this output."
    )
  endif()
  file(WRITE "${stamp_file}" "${key}")
  set(tool "${built}")
  if(cache_dir)
    cudacompat_detail_tool_cache_store("${cache_dir}" "${target}-${key}" "${built}")
    if(EXISTS "${cache_dir}/${target}-${key}")
      set(tool "${cache_dir}/${target}-${key}")
      message(STATUS "cudacompat: stored the configure-time tool in the tool cache as ${tool}")
    endif()
  endif()
  set(${out_var} "${tool}" PARENT_SCOPE)
endfunction()
