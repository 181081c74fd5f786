# The configure-time copy of bin/cudacompat that a consumer's configure builds from source
# (cmake/detail/cudacompat_bootstrap_build.cmake), included by tool/CMakeLists.txt instead of the
# full tool when CUDACOMPAT_TOOL_BOOTSTRAP is on. Every second here is a second of a consumer's
# first configure, so it builds only what a configure runs, in as few compilations as the cores
# allow:
#   cudacompat      `probe` and `--version`: what cudacompat_configure() runs; always built;
#   cudacompat-pin  `pin` and `--version`: built only when a configure calls cudacompat_pin().
# Both link one object library (the common code, the knowledge base, the probe and the probe's
# command line: all the probe's tool compiles but its main()), compiled as
# CUDACOMPAT_BOOTSTRAP_JOBS unity files: each heavy header (JSON, fmt, <filesystem>) is parsed once
# per file, and the files compile side by side. Their entry points read their few options without
# CLI11 (cli/bootstrap_options.h).

set(_cudacompat_core_sources ${_cudacompat_common_sources} ${_cudacompat_knowledge_sources}
                             ${_cudacompat_probe_sources} cli/bootstrap_options.cpp cli/bootstrap_probe.cpp
                             cli/probe_run.cpp)
add_library(cudacompat_bootstrap_core OBJECT ${_cudacompat_core_sources})
target_include_directories(cudacompat_bootstrap_core PUBLIC "${CMAKE_CURRENT_LIST_DIR}")
target_link_libraries(cudacompat_bootstrap_core PUBLIC nlohmann_json::nlohmann_json fmt::fmt)
target_compile_definitions(cudacompat_bootstrap_core PUBLIC "CUDACOMPAT_VERSION_STRING=\"${PROJECT_VERSION}\"")

# Their own files: a main() that calls into the core (cli/bootstrap_entry.h), and the pin's code.
add_executable(cudacompat cli/bootstrap_main.cpp)
add_executable(cudacompat-pin cli/bootstrap_pin_main.cpp cli/bootstrap_pin.cpp cli/pin_run.cpp pin/plan_pins.cpp
                              pin/pin_formats.cpp)
foreach(_target IN ITEMS cudacompat cudacompat-pin)
  target_link_libraries(${_target} PRIVATE cudacompat_bootstrap_core)
  set_target_properties(${_target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/bin"
                                              UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
endforeach()

# The core's unity files: its sources fall in three parts, of about the same compile time each
# with clang++ 14 and GCC 12 at -O0 (bench/profile_bootstrap.py prints every file's):
#   the JSON readers  the knowledge base and the probe's caches and version.json;
#   the JSON writers  the probe report (nlohmann::ordered_json) and the command that writes it;
#   the rest          no JSON at all.
# nlohmann/json.hpp and its instantiations are most of the time, so a part that uses JSON is
# better kept whole than split: two cores compile the readers and everything else; three or more,
# each part on its own; one, all in one file.
set(_cudacompat_json_readers knowledge/knowledge_base.cpp knowledge/json_fields.cpp knowledge/package_facts.cpp
                             probe/feature_probe.cpp probe/toolkit_check.cpp probe/identify.cpp)
set(_cudacompat_json_writers probe/report.cpp cli/probe_run.cpp)
set(_cudacompat_rest ${_cudacompat_core_sources})
list(REMOVE_ITEM _cudacompat_rest ${_cudacompat_json_readers} ${_cudacompat_json_writers})
if(NOT CUDACOMPAT_BOOTSTRAP_JOBS OR CUDACOMPAT_BOOTSTRAP_JOBS LESS 2)
  set(_cudacompat_groups 0 0 0)
elseif(CUDACOMPAT_BOOTSTRAP_JOBS EQUAL 2)
  set(_cudacompat_groups 0 1 1)
else()
  set(_cudacompat_groups 0 1 2)
endif()
foreach(_part IN ITEMS json_readers json_writers rest)
  list(POP_FRONT _cudacompat_groups _cudacompat_group)
  set_source_files_properties(${_cudacompat_${_part}} TARGET_DIRECTORY cudacompat_bootstrap_core
                              PROPERTIES UNITY_GROUP "core${_cudacompat_group}")
endforeach()
set_target_properties(cudacompat_bootstrap_core PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
