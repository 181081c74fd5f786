# cudacompat_migrate: `cudacompat migrate`, what in a source tree breaks on a newer CUDA toolkit.
# Reads the knowledge base's migration section (compat/refresh_migration.py writes it from the
# toolkits' headers); tokenizes sources with their #if judged for the target, and scans build files.
include_guard(GLOBAL)
set(_migrate_dir "${CMAKE_CURRENT_LIST_DIR}")
add_library(cudacompat_migrate STATIC
  "${_migrate_dir}/rules.cpp"
  "${_migrate_dir}/tokens.cpp"
  "${_migrate_dir}/scan_source.cpp"
  "${_migrate_dir}/scan_build.cpp"
  "${_migrate_dir}/scan.cpp"
  "${_migrate_dir}/tree.cpp"
  "${_migrate_dir}/fix.cpp"
  "${_migrate_dir}/report.cpp")
target_include_directories(cudacompat_migrate PUBLIC "${_migrate_dir}/..")
target_compile_features(cudacompat_migrate PUBLIC cxx_std_20)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  target_compile_options(cudacompat_migrate PRIVATE -O2)  # scans every byte of large trees
endif()
find_package(Threads REQUIRED)
target_link_libraries(cudacompat_migrate
  PUBLIC cudacompat_knowledge cudacompat_common fmt::fmt
  PRIVATE nlohmann_json::nlohmann_json Threads::Threads)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_migrate PRIVATE cudacompat_warnings)
endif()
