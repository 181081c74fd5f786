// The variants of a release as an installer finds them: a folder of variant wheels (each one's
// *.dist-info/variant.json; `--find-links`), or an index file `{name}-{version}-variants.json` with
// the wheels beside it, if any. Read in one place for `variant index` and `doctor --variants`.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "common/expected.h"
#include "variant/variant_json.h"

namespace cudacompat::variant {

struct VariantRelease {
  std::string name;  // as the wheel or index file names spell it
  std::string version;
  std::vector<DeclaredVariant> variants;      // in label order
  std::map<std::string, std::string> wheels;  // label -> the wheel's path, where there is one
  std::string index;                          // the index file read, "" when read from the wheels

  std::string release() const { return name + "-" + version; }
};

// Every variant wheel of `directory` (a label in its file name), grouped by {name}-{version}. An
// error when a wheel's name or variant.json cannot be read, or its variant.json does not declare
// exactly the label of its file name.
Expected<std::vector<VariantRelease>> read_variant_folder(const std::string& directory);

// A folder (as read_variant_folder), or an index file whose wheels are looked for beside it.
Expected<std::vector<VariantRelease>> read_variant_set(const std::string& path);

}  // namespace cudacompat::variant
