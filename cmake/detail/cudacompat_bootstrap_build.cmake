# cudacompat_detail_bootstrap_compiler(<out_var>)
# cudacompat_detail_bootstrap_flags(<out_var> <compiler>)
# cudacompat_detail_bootstrap_build(<out_var> <target> <compiler> <source_root> <build_dir>)
#
# Internal. Builds a configure-time copy of bin/cudacompat (tool/bootstrap.cmake: <target> is
# `cudacompat`, the probe, or `cudacompat-pin`) for a consumer's configure that was given no
# installed tool, as fast as it can be built, since every second is a second of that configure:
#   - a sub-build of tool/ with only the two small executables and their object library;
#   - at -O0: the probe waits for nvcc, it does not compute, so compile time is all that counts;
#   - the object library as a few unity files (tool/bootstrap.cmake: as many as there are cores,
#     up to three), compiled side by side;
#   - with the faster compiler where there is a choice: a GCC consumer's configure builds it with
#     clang++ when one is on the PATH (two thirds of the time of GCC 12 here), and falls back to the
#     project's compiler when clang++ cannot build it. CUDACOMPAT_BOOTSTRAP_CXX (CMake variable,
#     else environment variable) names the compiler instead.
# Sets <out_var> to the built executable. Dependencies missing stop configure with their
# Debian package names (cudacompat_tool_dependencies.cmake).
include_guard(GLOBAL)

# The compiler that builds the configure-time tool: CUDACOMPAT_BOOTSTRAP_CXX, else clang++ for a
# GCC (or not yet chosen) C++ compiler when one is found and has not failed here before, else the
# project's C++ compiler. Empty when there is none: the sub-build then finds its own.
function(cudacompat_detail_bootstrap_compiler out_var)
  set(asked "${CUDACOMPAT_BOOTSTRAP_CXX}")
  if(asked STREQUAL "")
    set(asked "$ENV{CUDACOMPAT_BOOTSTRAP_CXX}")
  endif()
  if(NOT asked STREQUAL "")
    find_program(found NAMES "${asked}" NO_CACHE) # a name on the PATH, or a path
    if(NOT found)
      message(
        FATAL_ERROR
        "CUDACOMPAT_BOOTSTRAP_CXX is '${asked}', which is not a program here. Name a C++20 "
        "compiler (a path, or a name on the PATH), or unset it to let cudacompat choose."
      )
    endif()
    set(${out_var} "${found}" PARENT_SCOPE)
    return()
  endif()
  set(chosen "${CMAKE_CXX_COMPILER}")
  if((CMAKE_CXX_COMPILER_ID STREQUAL "GNU" OR NOT CMAKE_CXX_COMPILER) AND NOT _CUDACOMPAT_BOOTSTRAP_CLANG_FAILED)
    find_program(clang NAMES clang++ NO_CACHE)
    if(clang)
      set(chosen "${clang}")
    endif()
  endif()
  set(${out_var} "${chosen}" PARENT_SCOPE)
endfunction()

# The options that decide what the bootstrap compiles: also part of its key in the tool cache.
# (How its sources are batched into unity files is not: that changes the time, not the tool.)
function(cudacompat_detail_bootstrap_flags out_var compiler)
  set(cxx_flags -O0)
  # GCC collects its garbage every few dozen MiB by default; collecting it less often took about a
  # tenth off these files' compile time here (8.4 s against 9.1 s, 4 runs each) for 130 MiB more
  # memory per file.
  if(compiler)
    file(REAL_PATH "${compiler}" real_compiler) # /usr/bin/c++ is GCC through a link
  endif()
  if(real_compiler MATCHES "(^|[/-])g\\+\\+(-[0-9.]+)?$")
    list(APPEND cxx_flags --param=ggc-min-expand=1000 --param=ggc-min-heapsize=1048576)
  endif()
  list(JOIN cxx_flags " " cxx_flags)
  set(
    flags
    -DCMAKE_BUILD_TYPE=
    "-DCMAKE_CXX_FLAGS=${cxx_flags}"
    -DCUDACOMPAT_BUILD_AUDIT=OFF
    -DCUDACOMPAT_TOOL_BOOTSTRAP=ON
  )
  # clang++ links with lld where there is one: 0.12 s against GNU ld's 0.33 s here.
  if(real_compiler MATCHES "clang[^/]*$")
    find_program(lld NAMES ld.lld NO_CACHE)
    if(lld)
      list(APPEND flags -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld)
    endif()
  endif()
  set(${out_var} ${flags} PARENT_SCOPE)
endfunction()

function(
  cudacompat_detail_bootstrap_build
  out_var
  target
  compiler
  source_root
  build_dir
)
  cudacompat_detail_bootstrap_flags(flags "${compiler}")
  cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
  set(jobs ${cores})
  if(jobs GREATER 3)
    set(jobs 3) # tool/bootstrap.cmake has three parts; splitting one would parse JSON twice
  endif()
  set(
    args
    -S
    "${source_root}/tool"
    -B
    "${build_dir}"
    -G
    "${CMAKE_GENERATOR}"
    ${flags}
    -DCUDACOMPAT_BOOTSTRAP_JOBS=${jobs}
  )
  if(compiler)
    list(APPEND args "-DCMAKE_CXX_COMPILER=${compiler}")
  endif()
  if(CMAKE_MAKE_PROGRAM)
    list(APPEND args "-DCMAKE_MAKE_PROGRAM=${CMAKE_MAKE_PROGRAM}")
  endif()
  # Where the consumer finds its packages, the tool's dependencies are found too. Through an
  # initial-cache file, because a list (a;b) does not survive as one -D argument.
  set(initial_cache "")
  foreach(variable IN ITEMS CMAKE_PREFIX_PATH fmt_DIR)
    if(DEFINED ${variable} AND NOT "${${variable}}" STREQUAL "")
      string(APPEND initial_cache "set(${variable} [==[${${variable}}]==] CACHE STRING \"\")\n")
    endif()
  endforeach()
  # A sub-build configured with another compiler or other flags (a compiler that failed, a changed
  # CUDACOMPAT_BOOTSTRAP_CXX) cannot be switched over: it starts again.
  set(setup "${compiler}|${flags}")
  if(EXISTS "${build_dir}/setup.txt")
    file(READ "${build_dir}/setup.txt" previous_setup)
    if(NOT previous_setup STREQUAL setup)
      file(REMOVE_RECURSE "${build_dir}")
    endif()
  endif()
  file(MAKE_DIRECTORY "${build_dir}")
  file(WRITE "${build_dir}/setup.txt" "${setup}")
  file(WRITE "${build_dir}/consumer-paths.cmake" "${initial_cache}")
  list(APPEND args -C "${build_dir}/consumer-paths.cmake")
  # The probe's copy was configured in this build tree already when the pin's is asked for.
  if(NOT EXISTS "${build_dir}/CMakeCache.txt")
    execute_process(
      COMMAND "${CMAKE_COMMAND}" ${args}
      RESULT_VARIABLE result
      OUTPUT_VARIABLE output
      ERROR_VARIABLE output
    )
    if(NOT result EQUAL 0) # a missing dependency is named, with its package, in the output
      file(REMOVE "${build_dir}/CMakeCache.txt") # so that the next attempt configures again
      set(${out_var} "" PARENT_SCOPE)
      set(
        ${out_var}_ERROR
        "Configuring cudacompat's configure-time tool in ${build_dir} failed:\n${output}"
        PARENT_SCOPE
      )
      return()
    endif()
  endif()
  execute_process(
    COMMAND "${CMAKE_COMMAND}" --build "${build_dir}" --target ${target} --parallel ${cores}
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output
  )
  if(NOT result EQUAL 0)
    set(${out_var} "" PARENT_SCOPE)
    set(${out_var}_ERROR "Building cudacompat's configure-time tool in ${build_dir} failed:\n${output}" PARENT_SCOPE)
    return()
  endif()
  set(${out_var} "${build_dir}/bin/${target}" PARENT_SCOPE)
  set(${out_var}_ERROR "" PARENT_SCOPE)
endfunction()
