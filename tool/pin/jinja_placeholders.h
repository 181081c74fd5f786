// Jinja in conda recipes, set aside rather than evaluated: conda-build's meta.yaml is a Jinja
// template that is YAML only after rendering, and both recipe formats write versions as
// expressions (`cuda-version >={{ cuda_version }}`, `${{ compiler('cuda') }}`). Expressions are
// swapped for placeholders that YAML and the conda spec parser read as plain words, and swapped
// back in what the readers report, so entries keep them as written. Internal to the pin readers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::pins::detail {

struct JinjaMasked {
  std::string text;                      // with "__jinja_N__" where expression N was
  std::vector<std::string> expressions;  // as written, `{{ ... }}` or `${{ ... }}`
  std::vector<std::string> macros;       // the `{% macro %}`s blanked, with every call of them
};

// Replaces each expression by its placeholder. With `blank_statements`, `{% ... %}` statements and
// `{# ... #}` comments become spaces: their line breaks stay, so YAML line numbers are the file's.
// So do a `{% macro %}`'s definition and body and each expression that calls it: what a macro
// writes is not read (`macros` names them, for the reader to say so).
JinjaMasked mask_jinja(std::string_view text, bool blank_statements);

// `text` with each placeholder replaced by its expression.
std::string unmask_jinja(std::string_view text, const std::vector<std::string>& expressions);

}  // namespace cudacompat::pins::detail
