// Which reader a file gets, from its name alone: the same name always means the same format.
#include <filesystem>

#include "pin/readers.h"

namespace cudacompat::pins {

Expected<DeclaredFile> read_declared_file(const std::string& path) {
  const std::filesystem::path file(path);
  const std::string name = file.filename().string();
  const std::string extension = file.extension().string();
  if (name == "pyproject.toml") return read_pyproject(path);
  if (name == "Cargo.toml") return read_cargo_manifest(path);
  if (name == "Cargo.lock") return read_cargo_lock(path);
  if (name == "recipe.yaml" || name == "recipe.yml") return read_rattler_recipe(path);
  if (name == "meta.yaml" || name == "meta.yml") return read_conda_build_recipe(path);
  if (name == "dependencies.yaml" || name == "dependencies.yml") return read_rapids_dependencies(path);
  if (extension == ".yml" || extension == ".yaml") return read_conda_environment(path);
  if (extension == ".txt" || extension == ".in") return read_requirements_file(path);
  return error_in(path,
                  "not a file `pin --check` reads: expected requirements*.txt, constraints*.txt, *.txt, "
                  "pyproject.toml, Cargo.toml, Cargo.lock, dependencies.yaml, environment.yml (or another *.yml), "
                  "recipe.yaml or meta.yaml");
}

}  // namespace cudacompat::pins
