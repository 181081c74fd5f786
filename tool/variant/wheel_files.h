// What a wheel's file name and its variant.json say: the variant label PEP 825 puts last in the
// name (`-cu13` before `.whl`), and the variant.json member of its .dist-info. No wheel is
// extracted: the member is read in place (tool/readers).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "common/expected.h"

namespace cudacompat::variant {

struct WheelName {
  std::string name;          // the distribution, as the file name spells it
  std::string version;       // as the file name spells it
  std::string python_tag;    // "cp312" (compressed sets as written: "py2.py3")
  std::string abi_tag;       // "cp312", "abi3", "none"
  std::string platform_tag;  // "manylinux_2_17_x86_64.manylinux2014_x86_64"
  std::optional<std::string> label;
};
// `{name}-{version}(-{build})?-{python}-{abi}-{platform}(-{label})?.whl`, the build tag told from
// a label as variantlib and PEP 825 do (a build tag starts with a digit, in the place before the
// python tag). An error for a name that is not a wheel's.
Expected<WheelName> parse_wheel_name(const std::string& file_name);

// Whether a wheel member is its `{name}-{version}.dist-info/variant.json` (at the top level).
bool is_variant_json_member(std::string_view member);

// The text of `*.dist-info/variant.json`, nullopt when the wheel has none; an error when the wheel
// cannot be read.
Expected<std::optional<std::string>> read_variant_json_member(const std::string& wheel_path);

}  // namespace cudacompat::variant

namespace cudacompat::variant {

// The distribution name without the segment that names a CUDA major (requirements::major_named_by:
// nvidia-curand-cu12 -> nvidia-curand, cupy-cuda13x -> cupy), PEP 503-normalized; and a version
// without the local label that names a CUDA build (2.5.1+cu124 -> 2.5.1).
std::string unsuffixed_name(const std::string& name);
std::string unsuffixed_version(const std::string& version);

struct MadeWheel {
  std::string path;  // the variant wheel written
  std::string name;  // the distribution it installs as
  std::string version;
};

// Rewrites `wheel_path` (a -cuNN wheel, or any) as the variant wheel `label` of its unsuffixed
// name in `out_dir`: the .dist-info and .data folders renamed, METADATA's Name and Version
// rewritten, `variant_json` added as *.dist-info/variant.json, RECORD written anew. Every other
// member is copied compressed as it is, never inflated. Refuses to overwrite a file.
Expected<MadeWheel> make_variant_wheel(const std::string& wheel_path, const std::string& label,
                                       const std::string& variant_json, const std::string& out_dir);

}  // namespace cudacompat::variant
