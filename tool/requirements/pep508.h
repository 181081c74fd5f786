// PEP 508 dependency specifiers ("cupy-cuda12x[all] >=13.0,<14 ; platform_system == 'Linux'"), parsed
// as pip parses them: the grammar of Python's `packaging` 26.x (packaging/_parser.py), so that a
// string is accepted here exactly when packaging.requirements.Requirement accepts it
// (tests/requirements/check_pep508_against_packaging.py compares the two on thousands of strings).
//
// The parts are returned as written; only `normalized_name` is rewritten. The specifier and the
// marker are not evaluated here: pin/versions reads specifiers, the judge evaluates markers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace cudacompat::requirements {

struct Requirement {
  std::string name;                 // as written: "Cupy_CUDA12x"
  std::string normalized_name;      // PEP 503: "cupy-cuda12x"
  std::vector<std::string> extras;  // as written, in order
  std::string specifier;            // ">=13.0, <14": without parentheses, trimmed, inner whitespace as written
  std::string url;                  // "name @ url": the URL, else ""
  std::string marker;               // the text after ';', trimmed, else ""
};

// A requirement, or an Error whose message says what was expected and what was found, and where:
// "expected a version specifier, ';' or the end after 'cupy-cuda12x' at column 14, found '=13'".
// Columns are 1-based byte offsets into `text`.
[[nodiscard]] Expected<Requirement> parse_requirement(std::string_view text);

// PEP 503 normalisation: lowercase, every run of '-', '_' and '.' becomes one '-'.
std::string normalize_python_name(std::string_view name);

}  // namespace cudacompat::requirements
