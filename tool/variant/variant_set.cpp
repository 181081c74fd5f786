#include "variant/variant_set.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/files.h"
#include "variant/wheel_files.h"

namespace cudacompat::variant {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> wheels_in(const fs::path& directory) {
  return sorted_entries(directory, [](const fs::path& entry) { return entry.extension() == ".whl"; });
}

void sort_by_label(VariantRelease& release) {
  std::sort(release.variants.begin(), release.variants.end(),
            [](const auto& a, const auto& b) { return a.label < b.label; });
}

// "cupy-14.2.0-variants.json" -> {"cupy", "14.2.0"}: the name has no '-' once normalized for a
// file name, as the wheels' names have none.
Expected<std::pair<std::string, std::string>> index_release(const fs::path& path) {
  constexpr std::string_view kSuffix = "-variants.json";
  const std::string base = path.filename().string();
  const auto dash = base.find('-');
  if (base.size() <= kSuffix.size() || base.substr(base.size() - kSuffix.size()) != kSuffix ||
      dash == std::string::npos || dash + kSuffix.size() >= base.size()) {
    return Error{path.string() + " is neither a folder of variant wheels nor an index file " +
                 "{name}-{version}-variants.json (PEP 825)"};
  }
  return std::pair{base.substr(0, dash), base.substr(dash + 1, base.size() - kSuffix.size() - dash - 1)};
}

Expected<std::vector<VariantRelease>> read_index(const fs::path& path) {
  auto release_name = index_release(path);
  if (!release_name) return release_name.error();
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path.string() + ": cannot be read"};
  std::stringstream text;
  text << in.rdbuf();
  auto declared = read_variants_json(text.str(), path.string());
  if (!declared) return declared.error();
  VariantRelease release{release_name->first, release_name->second, *declared, {}, path.string()};
  sort_by_label(release);
  for (const auto& wheel : wheels_in(path.parent_path().empty() ? fs::path(".") : path.parent_path())) {
    auto name = parse_wheel_name(wheel.filename().string());
    if (!name || !name->label || name->name != release.name || name->version != release.version) continue;
    release.wheels[*name->label] = wheel.string();
  }
  return std::vector<VariantRelease>{release};
}

}  // namespace

Expected<std::vector<VariantRelease>> read_variant_folder(const std::string& directory) {
  std::map<std::string, VariantRelease> releases;
  for (const auto& wheel : wheels_in(directory)) {
    auto name = parse_wheel_name(wheel.filename().string());
    if (!name) return name.error();
    if (!name->label) continue;  // not a variant wheel: PEP 825's index leaves it out
    auto text = read_variant_json_member(wheel.string());
    if (!text) return text.error();
    if (!*text) {
      return Error{wheel.string() + " has the variant label `" + *name->label +
                   "` in its name but no *.dist-info/variant.json"};
    }
    auto declared = read_variants_json(**text, wheel.string() + "!variant.json");
    if (!declared) return declared.error();
    if (declared->size() != 1 || declared->front().label != *name->label) {
      return Error{wheel.string() + ": its variant.json must declare exactly the label `" + *name->label +
                   "` of its file name"};
    }
    VariantRelease& release = releases[name->name + "-" + name->version];
    release.name = name->name;
    release.version = name->version;
    release.variants.push_back(declared->front());
    release.wheels[*name->label] = wheel.string();
  }
  std::vector<VariantRelease> out;
  for (auto& [key, release] : releases) {
    sort_by_label(release);
    out.push_back(std::move(release));
  }
  return out;
}

Expected<std::vector<VariantRelease>> read_variant_set(const std::string& path) {
  std::error_code error;
  if (fs::is_directory(path, error)) return read_variant_folder(path);
  if (!fs::exists(path, error)) {
    return Error{path +
                 " does not exist: give a folder of variant wheels or an index file "
                 "{name}-{version}-variants.json"};
  }
  return read_index(path);
}

}  // namespace cudacompat::variant
