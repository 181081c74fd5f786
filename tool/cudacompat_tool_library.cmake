# cudacompat_tool_library(<name> [OPTIMIZED] SOURCES <file>... [PUBLIC <item>...] [PRIVATE <item>...])
#
# Internal to the tool: declares one of its static libraries (one per folder under tool/, each
# folder's CMakeLists.txt one call) and owns what all of them share, so that no folder repeats it:
#
#   include root   tool/, PUBLIC: sources include "audit/verdicts.h", never a relative path
#   C++ standard   C++20, PUBLIC (the probe-only copy a consumer's configure builds compiles its few
#                  files as C++17 itself: tool/bootstrap.cmake)
#   warnings       cudacompat_warnings, PRIVATE, where the project defines it: not in the standalone
#                  fuzz build, which brings its own flags
#   optimisation   OPTIMIZED: -O2 when the configure names no build type (CMAKE_BUILD_TYPE empty on
#                  a single-config generator). Libraries that walk every header or byte of their
#                  inputs (the readers, the audit, abi-diff) are several times slower unoptimized,
#                  and a bare `cmake -S . -B b` is how many users first build the tool.
#   unity source   each library compiles as one file that includes its sources: the headers they
#                  share (the standard library's, fmt, the tool's own) are parsed once, not once a
#                  source: 237 s of CPU one by one against 122 s for all the libraries (g++ 12,
#                  Release; bench/build/unity_sources.py). So a helper's name is unique in its
#                  folder, as it would be in one file.
#
# Relative SOURCES are read from the calling folder. PUBLIC and PRIVATE go to
# target_link_libraries as given.
include_guard(GLOBAL)

function(cudacompat_tool_library name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "OPTIMIZED" "" "SOURCES;PUBLIC;PRIVATE")
  if(arg_UNPARSED_ARGUMENTS OR NOT arg_SOURCES)
    message(
      FATAL_ERROR
      "cudacompat_tool_library(${name}): expected [OPTIMIZED] SOURCES <file>... "
      "[PUBLIC <item>...] [PRIVATE <item>...], got: ${ARGN}"
    )
  endif()
  set(sources "")
  foreach(source IN LISTS arg_SOURCES)
    cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}")
    list(APPEND sources "${source}")
  endforeach()
  add_library(${name} STATIC ${sources})
  target_include_directories(${name} PUBLIC "${CMAKE_CURRENT_FUNCTION_LIST_DIR}") # tool/
  target_compile_features(${name} PUBLIC cxx_std_20)
  set_target_properties(${name} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
  if(TARGET cudacompat_warnings)
    target_link_libraries(${name} PRIVATE cudacompat_warnings)
  endif()
  if(arg_OPTIMIZED AND NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
    target_compile_options(${name} PRIVATE -O2)
  endif()
  target_link_libraries(${name} PUBLIC ${arg_PUBLIC} PRIVATE ${arg_PRIVATE})
endfunction()
