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
else() # yaml-cpp 0.7 (Debian bookworm) exports the target without a namespace
  set(_pin_readers_yaml yaml-cpp)
endif()

cudacompat_tool_library(
  cudacompat_pin_readers
  SOURCES
    reader_support.cpp
    toml_input.cpp
    yaml_input.cpp
    jinja_placeholders.cpp
    read_declared_file.cpp
    read_requirements.cpp
    read_pyproject.cpp
    read_cargo_manifest.cpp
    read_cargo_lock.cpp
    read_conda_environment.cpp
    read_conda_recipe.cpp
    read_rapids_dependencies.cpp
    recipe_conditions.cpp
    read_environment.cpp
  PUBLIC cudacompat_common cudacompat_requirements
  PRIVATE tomlplusplus::tomlplusplus ${_pin_readers_yaml}
)
