// The conditions a conda recipe puts on its requirements: conda-build's `# [selector]` line
// comments and `{% if %}`/`{% elif %}`/`{% else %}` blocks (meta.yaml), rattler-build's
// `if:`/`then:`/`else:` items (recipe.yaml). The readers record them on each entry
// (Declared::conditions) as written; `pin --check` evaluates them with the variant values of the
// toolkit it checks against and the platform CI builds for (linux-64, native), and judges an entry
// only where its conditions hold or cannot be told.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::pins {

// The conditions each 1-based line of a meta.yaml is under: the `{% if %}` blocks around it and
// its own `# [selector]`. An `{% else %}` branch is "not (a)", an `{% elif b %}` "not (a)" and "b".
std::vector<std::vector<std::string>> meta_yaml_line_conditions(std::string_view text);

// Jinja's and conda-build's selector syntax: names, numbers, 'strings', == != < <= > >=, and, or,
// not, parentheses, `name|int`. A value is a string; two values that read as versions compare as
// versions. nullopt where the answer cannot be told (a name it does not know, a call, a filter).
std::optional<bool> evaluate_condition(std::string_view expression,
                                       const std::map<std::string, std::string>& variables);

// `text` with each Jinja expression that is a bare variable (`{{ cuda_compiler_version }}`,
// rattler-build's `${{ cuda_version }}`) replaced by its value; nullopt when an expression is
// anything else (a filter, a call, an unknown or boolean variable): it is left unevaluated.
std::optional<std::string> substitute_variables(std::string_view text,
                                                const std::map<std::string, std::string>& variables);

// The variables a meta.yaml sets once, to a string literal, on a line under no `{% if %}` block and
// no selector: `{% set cuda_version = "13.2.0" %}`. conda-build renders the recipe with them, so
// they shadow the variant's values of the same name (cuda-cudart's recipe pins `cuda-version {{
// cuda_version }}` to its own 13.2.0 whatever CUDA builds it). A name set more than once, under a
// condition or to anything but a literal is left out: which value holds is not told by the text.
std::map<std::string, std::string> meta_yaml_literal_settings(std::string_view text);

// `text` with each bare-variable expression whose name `variables` holds replaced by its value;
// every other expression is kept as written (to be evaluated, or not, later).
std::string substitute_known_variables(std::string_view text, const std::map<std::string, std::string>& variables);

// Whether a PEP 508 environment marker holds on linux x86_64 (CPython), where CUDA builds are
// checked: false for `sys_platform == 'win32'`, true for `'linux' in sys_platform`, nullopt for
// what depends on anything else (python_version, extra).
std::optional<bool> marker_applies_on_linux(std::string_view marker);

// The variables for CUDA `major`.`minor` on linux-64, building natively: cuda_version,
// cuda_compiler_version, cuda_major, cuda_minor, the platform names (linux, unix, x86_64 true;
// win, osx, aarch64, ppc64le false) and build/host/target_platform.
std::map<std::string, std::string> variant_variables(int major, int minor);

}  // namespace cudacompat::pins
