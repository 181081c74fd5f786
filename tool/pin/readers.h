// The readers of `cudacompat pin --check`: a project's dependency files, and an installed Python
// environment, as Declared entries (pin/declared.h). They report what is written and where; judging
// it is pin/check's job. Files are only read, never written.
//
// Errors follow one rule: a file that cannot be read or parsed at all (malformed TOML or YAML, a
// name no reader takes) is an Error; one entry that cannot be read among others is an Error in
// DeclaredFile::errors and the rest are still read. Every message names "file:line: " first.
#pragma once

#include <string>
#include <vector>

#include "common/expected.h"
#include "pin/declared.h"

namespace cudacompat::pins {

// Chooses the reader by the file's name:
//   requirements*.txt, constraints*.txt, *.txt, *.in  read_requirements_file
//   pyproject.toml                                    read_pyproject
//   Cargo.toml, Cargo.lock                            read_cargo_manifest, read_cargo_lock
//   recipe.yaml, meta.yaml (and .yml)                 read_rattler_recipe, read_conda_build_recipe
//   dependencies.yaml (and .yml)                      read_rapids_dependencies
//   environment.yml, environment.yaml, other *.yml    read_conda_environment
[[nodiscard]] Expected<DeclaredFile> read_declared_file(const std::string& path);

// pip's requirement-file syntax: comments, '\' continuations, per-requirement options (--hash=...)
// dropped, option lines (--index-url, -e ., ...) skipped, and `-r`/`-c` files followed relative to
// the file naming them, each read once (cycles end there); their entries name the included file.
// Section "requirements", or "constraints" for constraints*.txt and files included with -c. Lines
// that are a bare URL or path (pip installs those without a name) give no entry.
[[nodiscard]] Expected<DeclaredFile> read_requirements_file(const std::string& path);

// [project] dependencies ("project.dependencies"), [project.optional-dependencies]
// ("project.optional-dependencies.gpu"), [build-system] requires ("build-system.requires") and
// [dependency-groups] ("dependency-groups.test"; {include-group = ...} entries give none).
[[nodiscard]] Expected<DeclaredFile> read_pyproject(const std::string& path);

// [dependencies], [dev-dependencies], [build-dependencies] (and their old '_' spellings),
// [target.'cfg(...)'.dependencies] and [workspace.dependencies]. `name = "0.11.4"` and
// `name = { version = "...", features = [...], package = "real-name" }`: the entry's name is the
// crate's real name. Git, path and `workspace = true` dependencies without a version give an
// empty spec. Sections as written: "dependencies", "target.'cfg(unix)'.dependencies".
[[nodiscard]] Expected<DeclaredFile> read_cargo_manifest(const std::string& path);

// Every [[package]]: name, and its version in Declared::version (spec empty). Section "package".
[[nodiscard]] Expected<DeclaredFile> read_cargo_lock(const std::string& path);

// The top-level `dependencies:` list: conda match specs (Ecosystem::kConda, section "dependencies"),
// and the PEP 508 strings of its `- pip:` list (Ecosystem::kPython, section "dependencies.pip").
// A YAML file without that list is an Error: it is not an environment file.
[[nodiscard]] Expected<DeclaredFile> read_conda_environment(const std::string& path);

// RAPIDS' dependencies.yaml: every group's `common` and `specific` package lists, in the syntax
// their output_types give (PEP 508 when requirements or pyproject files are generated from them,
// conda match specs for conda alone), section "dependencies.<group>"; a `specific` entry keeps the
// CUDA globs of its matrix (Declared::cuda_when/unless). An Error when there is no `dependencies:` map.
[[nodiscard]] Expected<DeclaredFile> read_rapids_dependencies(const std::string& path);

// rattler-build's recipe.yaml: requirements.{build,host,run,run_constraints} at the top and in each
// of `outputs` ("outputs.libfoo.requirements.run"); both branches of `if:/then:/else:` items are
// read. `${{ ... }}` expressions are kept as written in names and specs.
[[nodiscard]] Expected<DeclaredFile> read_rattler_recipe(const std::string& path);

// conda-build's meta.yaml: the same requirements (run_constrained as well), through its Jinja:
// `{% ... %}` statements are blanked (their lines stay, so line numbers do), `{{ ... }}` expressions
// are kept as written in names and specs, and `# [linux]` selectors keep their lines (every branch
// is read). Jinja is not evaluated.
[[nodiscard]] Expected<DeclaredFile> read_conda_build_recipe(const std::string& path);

// An installed environment under `prefix`: each distribution in PREFIX/lib/python3*/site-packages,
// PREFIX/lib64/python3*/site-packages, PREFIX/Lib/site-packages, or PREFIX itself when it is a
// site-packages directory (*.dist-info/METADATA, *.egg-info/PKG-INFO: Name and Version from the
// headers, file = that METADATA, SourceKind::kInstalled), one DeclaredFile per directory; and
// conda's PREFIX/conda-meta/*.json (Ecosystem::kConda). An Error when `prefix` holds none of them.
// Reads only the first few KiB of each METADATA: a few hundred distributions take milliseconds.
[[nodiscard]] Expected<std::vector<DeclaredFile>> read_environment(const std::string& prefix);

}  // namespace cudacompat::pins
