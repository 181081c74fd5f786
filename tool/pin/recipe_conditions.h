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

// Whether a PEP 508 environment marker holds on linux x86_64 (CPython), where CUDA builds are
// checked: false for `sys_platform == 'win32'`, true for `'linux' in sys_platform`, nullopt for
// what depends on anything else (python_version, extra).
std::optional<bool> marker_applies_on_linux(std::string_view marker);

// The variables for CUDA `major`.`minor` on linux-64, building natively: cuda_version,
// cuda_compiler_version, cuda_major, cuda_minor, the platform names (linux, unix, x86_64 true;
// win, osx, aarch64, ppc64le false) and build/host/target_platform.
std::map<std::string, std::string> variant_variables(int major, int minor);

}  // namespace cudacompat::pins
