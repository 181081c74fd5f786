# cudacompat_pin_readers: a project's dependency files and an installed environment -> Declared
# entries (pin/declared.h), for `cudacompat pin --check`. No judging and no knowledge base here.
# Included by tool/pin/CMakeLists.txt when the audit is built.
#
# TOML through toml++ and YAML through yaml-cpp, linked PRIVATE: no public header of this library
# includes them. Their headers are system headers to the compiler (CMake passes an imported
# target's include directories as -isystem, and Debian's /usr/include is one already), so
# -Wall -Wextra -Wpedantic -Werror apply to our sources and not to theirs.
include_guard(GLOBAL)
find_package(tomlplusplus REQUIRED)
find_package(yaml-cpp REQUIRED)
if(TARGET yaml-cpp::yaml-cpp)
  set(_pin_readers_yaml yaml-cpp::yaml-cpp)
else()  # yaml-cpp 0.7 (Debian bookworm) exports the target without a namespace
  set(_pin_readers_yaml yaml-cpp)
endif()

set(_pin_readers_dir "${CMAKE_CURRENT_LIST_DIR}")
add_library(cudacompat_pin_readers STATIC
  "${_pin_readers_dir}/reader_support.cpp"
  "${_pin_readers_dir}/toml_input.cpp"
  "${_pin_readers_dir}/yaml_input.cpp"
  "${_pin_readers_dir}/jinja_placeholders.cpp"
  "${_pin_readers_dir}/read_declared_file.cpp"
  "${_pin_readers_dir}/read_requirements.cpp"
  "${_pin_readers_dir}/read_pyproject.cpp"
  "${_pin_readers_dir}/read_cargo_manifest.cpp"
  "${_pin_readers_dir}/read_cargo_lock.cpp"
  "${_pin_readers_dir}/read_conda_environment.cpp"
  "${_pin_readers_dir}/read_conda_recipe.cpp"
  "${_pin_readers_dir}/read_rapids_dependencies.cpp"
  "${_pin_readers_dir}/read_environment.cpp")
# Sources include "requirements/pep508.h": tool/ is the include root, as for the other libraries.
target_include_directories(cudacompat_pin_readers PUBLIC "${_pin_readers_dir}/..")
target_compile_features(cudacompat_pin_readers PUBLIC cxx_std_20)
target_link_libraries(cudacompat_pin_readers
  PUBLIC cudacompat_common cudacompat_requirements
  PRIVATE tomlplusplus::tomlplusplus ${_pin_readers_yaml})
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_readers PRIVATE cudacompat_warnings)
endif()
