# cudacompat_detail_bootstrap_flags(<out_var>)
# cudacompat_detail_bootstrap_build(<out_var> <source_root> <build_dir>)
#
# Internal. Builds the probe-only copy of bin/cudacompat that a consumer's configure runs (when no
# installed tool is given), as fast as it can be built: a sub-build of tool/ without the audit,
# only the `cudacompat` target with the probe and the pins behind an entry point without CLI11
# (tool/cli/bootstrap_main.cpp), at -O0 (the probe spends its time waiting
# for nvcc, not computing, so compile time is all that matters), unity sources compiled in
# parallel on every core.
# Sets <out_var> to the built executable. Dependencies missing stop configure with their
# Debian package names (cudacompat_tool_dependencies.cmake).
include_guard(GLOBAL)

# The options that decide what the bootstrap compiles: also part of its key in the tool cache.
# (How its sources are batched into unity files is not: that changes the time, not the tool.)
function(cudacompat_detail_bootstrap_flags out_var)
  set(${out_var} -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_FLAGS=-O0 -DCUDACOMPAT_BUILD_AUDIT=OFF -DCUDACOMPAT_TOOL_BOOTSTRAP=ON
      PARENT_SCOPE)
endfunction()

function(cudacompat_detail_bootstrap_build out_var source_root build_dir)
  cudacompat_detail_bootstrap_flags(flags)
  # One unity file per library parses the heavy headers (JSON, fmt, <regex>) five times instead of
  # twenty-five; the probe library, the longest, is split in two where there are cores to spare.
  cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
  if(cores GREATER_EQUAL 4)
    set(batch 6)
  else()
    set(batch 0)  # all of a library's sources in one file: least work in all, on few cores
  endif()
  set(args -S "${source_root}/tool" -B "${build_dir}" -G "${CMAKE_GENERATOR}"
           "-DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}" ${flags}
           -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=${batch})
  if(CMAKE_MAKE_PROGRAM)
    list(APPEND args "-DCMAKE_MAKE_PROGRAM=${CMAKE_MAKE_PROGRAM}")
  endif()
  # Where the consumer finds its packages, the tool's dependencies are found too. Through an
  # initial-cache file, because a list (a;b) does not survive as one -D argument.
  set(initial_cache "")
  foreach(variable IN ITEMS CMAKE_PREFIX_PATH nlohmann_json_DIR fmt_DIR)
    if(DEFINED ${variable} AND NOT "${${variable}}" STREQUAL "")
      string(APPEND initial_cache "set(${variable} [==[${${variable}}]==] CACHE STRING \"\")\n")
    endif()
  endforeach()
  file(WRITE "${build_dir}/consumer-paths.cmake" "${initial_cache}")
  list(APPEND args -C "${build_dir}/consumer-paths.cmake")
  execute_process(COMMAND "${CMAKE_COMMAND}" ${args}
                  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)  # a missing dependency is named, with its package, in the output
    message(FATAL_ERROR "Configuring cudacompat's configure-time tool in ${build_dir} failed:\n${output}")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" --build "${build_dir}" --target cudacompat --parallel ${cores}
                  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "Building cudacompat's configure-time tool in ${build_dir} failed:\n${output}")
  endif()
  set(${out_var} "${build_dir}/bin/cudacompat" PARENT_SCOPE)
endfunction()
