// What a wheel's file name and its variant.json say: the variant label PEP 825 puts last in the
// name (`-cu13` before `.whl`), and the variant.json member of its .dist-info. No wheel is
// extracted: the member is read in place (tool/readers).
#pragma once

#include <optional>
#include <string>

#include "common/expected.h"

namespace cudacompat::variant {

struct WheelName {
  std::string name;     // the distribution, as the file name spells it
  std::string version;  // as the file name spells it
  std::optional<std::string> label;
};
// `{name}-{version}(-{build})?-{python}-{abi}-{platform}(-{label})?.whl`, the build tag told from
// a label as variantlib and PEP 825 do (a build tag starts with a digit, in the place before the
// python tag). An error for a name that is not a wheel's.
Expected<WheelName> parse_wheel_name(const std::string& file_name);

// The text of `*.dist-info/variant.json`, nullopt when the wheel has none; an error when the wheel
// cannot be read.
Expected<std::optional<std::string>> read_variant_json_member(const std::string& wheel_path);

}  // namespace cudacompat::variant
