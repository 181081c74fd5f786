# cudacompat_detail_find_tool(<out_var>)
#
# Internal. The bin/cudacompat that runs the configure-time probes:
#   1. CUDACOMPAT_EXECUTABLE, when set (find_package(cudacompat) sets it to the installed tool);
#   2. otherwise a probe-only copy built from this source tree at configure time, into
#      <build>/_cudacompat_bootstrap, rebuilt only when a source of it changed (a stamp of the
#      sources' times and sizes decides, so a no-change reconfigure does not even run the build tool).
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_check_arguments.cmake")

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

  get_filename_component(source_root "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../.." ABSOLUTE)
  set(build_dir "${CMAKE_BINARY_DIR}/_cudacompat_bootstrap")
  set(tool "${build_dir}/bin/cudacompat")

  file(GLOB_RECURSE inputs LIST_DIRECTORIES false
       "${source_root}/tool/*" "${source_root}/probes/*" "${source_root}/compat/knowledge.json" "${source_root}/VERSION")
  list(SORT inputs)
  set(stamp_text "${CMAKE_CXX_COMPILER}")
  foreach(input IN LISTS inputs)
    file(TIMESTAMP "${input}" time "%s")
    file(SIZE "${input}" size)
    string(APPEND stamp_text "|${input}:${time}:${size}")
  endforeach()
  string(SHA1 stamp "${stamp_text}")
  set(stamp_file "${build_dir}/sources.sha1")
  if(EXISTS "${tool}" AND EXISTS "${stamp_file}")
    file(READ "${stamp_file}" previous)
    if(previous STREQUAL stamp)
      set(${out_var} "${tool}" PARENT_SCOPE)
      return()
    endif()
  endif()

  message(STATUS "Building the probe tool (once per source change) in ${build_dir}")
  set(generator_args -G "${CMAKE_GENERATOR}")
  if(CMAKE_MAKE_PROGRAM)
    list(APPEND generator_args "-DCMAKE_MAKE_PROGRAM=${CMAKE_MAKE_PROGRAM}")
  endif()
  # -O1: the probe runs for milliseconds, so compile time is what matters here.
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -S "${source_root}/tool" -B "${build_dir}" ${generator_args}
            "-DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}" -DCMAKE_BUILD_TYPE= "-DCMAKE_CXX_FLAGS=-O1" -DCUDACOMPAT_BUILD_AUDIT=OFF
    RESULT_VARIABLE configure_result OUTPUT_VARIABLE configure_output ERROR_VARIABLE configure_output)
  if(NOT configure_result EQUAL 0)
    message(FATAL_ERROR "Configuring the probe tool in ${build_dir} failed:\n${configure_output}")
  endif()
  cmake_host_system_information(RESULT cores QUERY NUMBER_OF_PHYSICAL_CORES)
  execute_process(
    COMMAND "${CMAKE_COMMAND}" --build "${build_dir}" --target cudacompat --parallel ${cores}
    RESULT_VARIABLE build_result OUTPUT_VARIABLE build_output ERROR_VARIABLE build_output)
  if(NOT build_result EQUAL 0)
    message(FATAL_ERROR "Building the probe tool in ${build_dir} failed:\n${build_output}")
  endif()
  file(WRITE "${stamp_file}" "${stamp}")
  set(${out_var} "${tool}" PARENT_SCOPE)
endfunction()
