# The configure-time copy of bin/cudacompat that a consumer's configure builds from source
# (cmake/detail/cudacompat_bootstrap_build.cmake), included by tool/CMakeLists.txt instead of the
# full tool when CUDACOMPAT_TOOL_BOOTSTRAP is on. Every second here is a second of a consumer's
# first configure, so it builds only what a configure runs, in as few compilations as the cores
# allow:
#   cudacompat      `probe` and `--version`: what cudacompat_configure() runs; always built;
#   cudacompat-pin  `pin` and `--version`: built only when a configure calls cudacompat_pin().
# Both link one object library (the common code, the knowledge base and the probe), compiled as
# CUDACOMPAT_BOOTSTRAP_JOBS unity files: each heavy header (JSON, fmt, <filesystem>) is parsed once
# per file, and the files compile side by side. Their entry points read their few options without
# CLI11 (cli/bootstrap_options.h).

set(_cudacompat_core_sources ${_cudacompat_common_sources} ${_cudacompat_knowledge_sources}
                             ${_cudacompat_probe_sources} cli/bootstrap_options.cpp)
add_library(cudacompat_bootstrap_core OBJECT ${_cudacompat_core_sources})
target_include_directories(cudacompat_bootstrap_core PUBLIC "${CMAKE_CURRENT_LIST_DIR}")
target_link_libraries(cudacompat_bootstrap_core PUBLIC nlohmann_json::nlohmann_json fmt::fmt)
target_compile_definitions(cudacompat_bootstrap_core PUBLIC "CUDACOMPAT_VERSION_STRING=\"${PROJECT_VERSION}\"")

add_executable(cudacompat cli/bootstrap_main.cpp cli/probe_run.cpp)
add_executable(cudacompat-pin cli/bootstrap_pin_main.cpp cli/pin_run.cpp pin/plan_pins.cpp pin/pin_formats.cpp)
foreach(_target IN ITEMS cudacompat cudacompat-pin)
  target_link_libraries(${_target} PRIVATE cudacompat_bootstrap_core)
  set_target_properties(${_target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/bin"
                                              UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
endforeach()

# The core's unity files. Its sources are listed from the most expensive to compile to the least
# (GCC 12 and clang 14 at -O0, each on its own: bench/profile_bootstrap.py prints them)
# and dealt round-robin in a serpentine (1..N, N..1, ...), which keeps the files within a second
# of each other without a table of costs to keep up to date. The executables' own sources are one
# more file, which the smaller side takes.
if(NOT CUDACOMPAT_BOOTSTRAP_JOBS OR CUDACOMPAT_BOOTSTRAP_JOBS LESS 1)
  set(CUDACOMPAT_BOOTSTRAP_JOBS 1)
endif()
set(_cudacompat_by_cost
  knowledge/knowledge_base.cpp probe/toolkit_check.cpp probe/feature_probe.cpp probe/report.cpp
  probe/identify.cpp probe/probe.cpp knowledge/package_facts.cpp probe/toolkit_layout.cpp
  probe/architectures.cpp probe/host_compiler.cpp probe/discovery.cpp knowledge/json_fields.cpp
  probe/config_header.cpp common/files.cpp knowledge/version.cpp common/display_text.cpp
  common/expected.cpp common/subprocess.cpp cli/bootstrap_options.cpp probe/decision.cpp
  "${_cudacompat_embedded}")
set(_cudacompat_unordered ${_cudacompat_core_sources})
list(REMOVE_ITEM _cudacompat_unordered ${_cudacompat_by_cost})
if(_cudacompat_unordered)  # a source added to a library and not to the list above: still built
  list(APPEND _cudacompat_by_cost ${_cudacompat_unordered})
endif()
set(_cudacompat_slot 0)
set(_cudacompat_step 1)
foreach(_source IN LISTS _cudacompat_by_cost)
  set_source_files_properties("${_source}" TARGET_DIRECTORY cudacompat_bootstrap_core
                              PROPERTIES UNITY_GROUP "core${_cudacompat_slot}")
  math(EXPR _cudacompat_next "${_cudacompat_slot} + ${_cudacompat_step}")
  if(_cudacompat_next GREATER_EQUAL CUDACOMPAT_BOOTSTRAP_JOBS OR _cudacompat_next LESS 0)
    math(EXPR _cudacompat_step "-${_cudacompat_step}")  # turn at either end, dealing the end one twice
  else()
    set(_cudacompat_slot ${_cudacompat_next})
  endif()
endforeach()
set_target_properties(cudacompat_bootstrap_core PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
