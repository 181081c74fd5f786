# The configure-time copy of bin/cudacompat that a consumer's configure builds from source
# (cmake/detail/cudacompat_bootstrap_build.cmake), included by tool/CMakeLists.txt instead of the
# full tool when CUDACOMPAT_TOOL_BOOTSTRAP is on. Every second here is a second of a consumer's
# first configure, so it builds only what a configure runs, in as few compilations as the cores
# allow:
#   cudacompat      `probe` and `--version`: what cudacompat_configure() runs; always built;
#   cudacompat-pin  `pin` and `--version`: built only when a configure calls cudacompat_pin().
# Both link one object library (the common code, the knowledge base, the probe and the probe's
# command line: all the probe's tool compiles but its main()), compiled as
# CUDACOMPAT_BOOTSTRAP_JOBS unity files: each heavy header (<filesystem>, <iostream>) is parsed once
# per file, and the files compile side by side. Their entry points read their few options without
# CLI11 (cli/bootstrap_options.h).

set(
  _cudacompat_core_sources
  ${_cudacompat_common_sources}
  ${_cudacompat_knowledge_sources}
  ${_cudacompat_probe_sources}
  cli/bootstrap_options.cpp
  cli/bootstrap_probe.cpp
  cli/probe_run.cpp
)
add_library(cudacompat_bootstrap_core OBJECT ${_cudacompat_core_sources})
target_include_directories(cudacompat_bootstrap_core PUBLIC "${CMAKE_CURRENT_LIST_DIR}")
# Both read and write JSON through Jansson (common/json_value.h), a compiled C library whose header
# costs nothing to compile; fmt is for the pin's own files.
target_link_libraries(cudacompat_bootstrap_core PUBLIC cudacompat::jansson)
target_compile_definitions(cudacompat_bootstrap_core PUBLIC "CUDACOMPAT_VERSION_STRING=\"${PROJECT_VERSION}\"")

# Their own files: a main() that calls into the core (cli/bootstrap_entry.h), and the pin's code.
add_executable(cudacompat cli/bootstrap_main.cpp)
add_executable(
  cudacompat-pin
  cli/bootstrap_pin_main.cpp
  cli/bootstrap_pin.cpp
  cli/pin_run.cpp
  pin/plan_pins.cpp
  pin/pin_formats.cpp
)
target_link_libraries(cudacompat-pin PRIVATE fmt::fmt)
foreach(_target IN ITEMS cudacompat cudacompat-pin)
  target_link_libraries(${_target} PRIVATE cudacompat_bootstrap_core)
  set_target_properties(
    ${_target}
    PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/bin" UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0
  )
endforeach()
# The probe's tool is C++17, the rest of the tool C++20: libstdc++'s C++20 headers (<chrono>'s
# calendars, <algorithm>'s ranges) cost about 0.3 s more per file, and a consumer's first configure
# waits for them; a consumer's older compiler builds it too. Its sources use nothing of C++20 (the
# full tool compiles the same files as C++20).
set_target_properties(cudacompat_bootstrap_core cudacompat PROPERTIES CXX_STANDARD 17)

# The core's unity files: its sources fall in three parts (bench/profile_bootstrap.py prints every
# file's compile time):
#   knowledge  the JSON door (common/json_value.cpp) and the knowledge base read through it;
#   steps      the probe and its steps, which run the toolkit's programs and read what they say,
#              and the common code under them (processes, files, text);
#   report     the probe's report, the header, the decision and the command line.
# With two cores, steps compile beside knowledge and report, which take about as long with clang++
# 14 at -O0 (2.6-3.8 s each on this 2-core machine); with three or more, each part on its own;
# with one, all in one file.
set(_cudacompat_knowledge common/json_value.cpp common/expected.cpp ${_cudacompat_knowledge_sources})
# The steps are the probe's sources (tool/CMakeLists.txt lists them once) but those of its report.
set(_cudacompat_probe_steps ${_cudacompat_probe_sources})
list(
  REMOVE_ITEM _cudacompat_probe_steps
  probe/fewest_targets.cpp
  probe/decision.cpp
  probe/config_header.cpp
  probe/report.cpp
)
set(
  _cudacompat_steps
  common/subprocess.cpp
  common/files.cpp
  common/display_text.cpp
  common/gpu_target.cpp
  ${_cudacompat_probe_steps}
)
set(_cudacompat_report ${_cudacompat_core_sources})
list(REMOVE_ITEM _cudacompat_report ${_cudacompat_knowledge} ${_cudacompat_steps})
if(NOT CUDACOMPAT_BOOTSTRAP_JOBS OR CUDACOMPAT_BOOTSTRAP_JOBS LESS 2)
  set(_cudacompat_groups 0 0 0)
elseif(CUDACOMPAT_BOOTSTRAP_JOBS EQUAL 2)
  set(_cudacompat_groups 0 1 0)
else()
  set(_cudacompat_groups 0 1 2)
endif()
foreach(_part IN ITEMS knowledge steps report)
  list(POP_FRONT _cudacompat_groups _cudacompat_group)
  set_source_files_properties(
    ${_cudacompat_${_part}}
    TARGET_DIRECTORY cudacompat_bootstrap_core
    PROPERTIES UNITY_GROUP "core${_cudacompat_group}"
  )
endforeach()
set_target_properties(cudacompat_bootstrap_core PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
