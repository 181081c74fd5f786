// What a project or an environment declares about its dependencies, read from its files: one
// entry per requirement line, dependency table entry, lock-file package or installed distribution.
// `cudacompat pin --check` judges these entries; the readers (read_*.cpp) only report what is
// written, where, and never modify the files they read.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "requirements/ecosystem.h"

namespace cudacompat::pins {

using requirements::Ecosystem;

enum class SourceKind {
  kRequirements,        // requirements*.txt, constraints*.txt (pip's requirement-file syntax)
  kPyproject,           // pyproject.toml: [project] dependencies, optional-dependencies, [build-system] requires
  kCargoManifest,       // Cargo.toml: [dependencies], [dev-dependencies], [build-dependencies], target.*.dependencies
  kCargoLock,           // Cargo.lock: [[package]] name + version
  kCondaEnvironment,    // environment.yml: dependencies (conda match specs) and its pip: list
  kCondaRecipe,         // recipe.yaml / meta.yaml: requirements.{build,host,run,run_constraints}
  kInstalled,           // an installed Python environment: */site-packages/*.dist-info/METADATA
  kRapidsDependencies,  // dependencies.yaml (rapids-dependency-file-generator): the file RAPIDS generates the others
                        // from
};

struct Declared {
  std::string file;  // the path as given by the user (for an environment: the METADATA file)
  int line = 0;      // 1-based line of the entry; 0 when the format gives none
  SourceKind source = SourceKind::kRequirements;
  Ecosystem ecosystem = Ecosystem::kPython;
  std::string name;     // PEP 503-normalized for Python (lowercase, runs of -_. as '-'); as written otherwise
  std::string spec;     // the version requirement as written, "" for none: a PEP 440 specifier set
                        // (">=12.0,<13"), a conda version spec (">=12.4,<13"), a Cargo requirement ("0.11.4")
  std::string version;  // for locked / installed entries (Cargo.lock, an environment): the exact version
  std::vector<std::string> extras;  // Python extras: cuda-toolkit[cudart,cublas]
  std::string url;                  // PEP 508 `name @ url`: the URL, "" for none
  // A package index or find-links page of the file (--extra-index-url, --find-links) that serves
  // this untagged requirement in one CUDA build (download.pytorch.org/whl/cu130 for torch), "" for none.
  std::string index_url;
  // Whether that index is read beside PyPI (pip's --extra-index-url, --find-links), not instead of
  // it (--index-url, uv's explicit index): pip then takes the highest version of all indexes, and a
  // local label (+cu124) ranks a build above the public release of the same version only.
  bool index_beside_pypi = false;
  std::string marker;                 // a PEP 508 environment marker, as written
  std::vector<std::string> features;  // Cargo features
  std::vector<int> feature_lines;     // the line of each feature string (a multi-line table spreads them)
  std::string section;  // where in the file: "project.dependencies", "dependencies", "requirements.run", ...
  std::string raw;      // the entry as written (one line; for a TOML inline table, the key = value text)
  // For an entry that applies to some CUDA versions only (a dependencies.yaml matrix entry): it
  // applies when one of the globs of `cuda_when` matches the toolkit's "major.minor" (empty: any),
  // and none of `cuda_unless` does (the matrix entries before it, which are tried first).
  std::vector<std::string> cuda_when;
  std::vector<std::string> cuda_unless;
  // A conda recipe's conditions on the entry, as written: its `# [selector]`, the `{% if %}`
  // branches (meta.yaml) or `if:` items (recipe.yaml) it is under; "not (x)" for an else branch.
  // pin --check judges the entry only where none is false (pin/recipe_conditions.h).
  std::vector<std::string> conditions;
  // The recipe's `skip: true  # [selector]` lines over the entry (the top level's and its
  // output's), each with its conditions: the entry is not built where one of them all hold.
  std::vector<std::vector<std::string>> skip_when;
};

// What one file gave: its entries, and the errors of entries that could not be read, each with
// the code of its kind (pin/diagnostic_codes.h), `where` its file:line, and a message that names
// file:line first. A file that cannot be opened or parsed at all is an Error instead.
struct DeclaredFile {
  std::string file;
  SourceKind source = SourceKind::kRequirements;
  std::vector<Declared> entries;
  std::vector<Diagnostic> errors;
  // PEP 735: each dependency group that includes others ({include-group = "tests-cu12"}), with them.
  std::map<std::string, std::vector<std::string>> group_includes;
  // What was read and deliberately not judged, each a note whose message names file:line: a pip:
  // line that is a local path or a bare VCS URL, not a requirement (pin/diagnostic_codes.h).
  std::vector<Diagnostic> notes;
};

}  // namespace cudacompat::pins
