#include "knowledge/package_facts.h"

#include <algorithm>
#include <cctype>

#include "knowledge/json_fields.h"

namespace cudacompat {

using namespace knowledge_json;

namespace {

std::map<std::string, std::string> string_map(const Value& object, const char* key, const std::string& where) {
  std::map<std::string, std::string> result;
  std::optional<Value> value = object.find(key);
  if (!value) return result;
  for (const auto& [name, item] : object_members(*value, where + "." + key, "expected an object of strings")) {
    if (!item.is_string()) fail(where + "." + key + "." + name, "expected a string");
    result[name] = item.text();
  }
  return result;
}

ReleasePackages read_release_packages(const Value& entry) {
  ReleasePackages release;
  std::string where = "packages.releases[" + optional_text(entry, "cuda", "packages.releases[]") + "]";
  release.cuda = version_value(member(entry, "cuda", where), where + ".cuda");
  release.toolkit_metapackage = optional_strings(entry, "toolkit_metapackage", where);
  if (std::optional<Value> wheels = entry.find("wheels")) {
    for (const auto& [component, wheel] :
         object_members(*wheels, where + ".wheels", "expected an object of component -> wheel")) {
      const std::string here = where + ".wheels." + component;
      WheelFacts facts;
      facts.package = text_member(wheel, "package", here);
      facts.first = text_member(wheel, "first", here);
      facts.last = text_member(wheel, "last", here);
      auto first = leading_version(facts.first), last = leading_version(facts.last);
      if (!first) fail(here + ".first", "'" + facts.first + "' is not a release number");
      if (!last) fail(here + ".last", "'" + facts.last + "' is not a release number");
      if (*last < *first) fail(here, "last is older than first");
      facts.major = first->major;
      release.wheels[component] = std::move(facts);
    }
  }
  release.cuda_python = optional_strings(entry, "cuda_python", where);
  release.cuda_bindings = optional_strings(entry, "cuda_bindings", where);
  release.torch_tags = optional_strings(entry, "torch_tags", where);
  release.conda_cuda_version = optional_text(entry, "conda_cuda_version", where);
  release.nvidia_apt = string_map(entry, "nvidia_apt", where);
  if (std::optional<Value> debian = entry.find("debian")) {
    for (const auto& [component, package] :
         object_members(*debian, where + ".debian", "expected an object of component -> package")) {
      const std::string here = where + ".debian." + component;
      release.debian[component] = {text_member(package, "package", here), optional_text(package, "suite", here),
                                   optional_text(package, "version", here)};
    }
  }
  return release;
}

MajorPackages read_major(const Value& entry) {
  MajorPackages major;
  major.major = int_member(entry, "major", "packages.majors[]");
  const std::string where = "packages.majors[" + std::to_string(major.major) + "]";
  major.wheel_suffix = optional_text(entry, "wheel_suffix", where);
  major.cupy = optional_text(entry, "cupy", where);
  major.jax_plugin = optional_text(entry, "jax_plugin", where);
  if (std::optional<Value> suffixed = entry.find("nvidia_wheels_suffixed")) {
    if (!suffixed->is_boolean()) fail(where + ".nvidia_wheels_suffixed", "expected true or false");
    major.nvidia_wheels_suffixed = suffixed->boolean();
  }
  major.wheel_library_dir = optional_text(entry, "wheel_library_dir", where);
  major.cudarc_features = string_map(entry, "cudarc_features", where);
  return major;
}

}  // namespace

std::optional<Version> leading_version(const std::string& text) {
  std::string numeric;
  int parts = 0;
  for (size_t i = 0; i < text.size() && parts < 4;) {
    size_t end = i;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    if (end == i) break;
    numeric += (numeric.empty() ? "" : ".") + text.substr(i, end - i);
    ++parts;
    if (end >= text.size() || text[end] != '.') break;
    i = end + 1;
  }
  return Version::parse(numeric);
}

Version WheelFacts::first_version() const { return leading_version(first).value_or(Version{}); }

namespace {

// Each step reads one member of "packages" into `facts`; the steps run in the file's order, so the
// first error reported is the one it always was.

void read_releases(const Value& section, PackageFacts& facts) {
  std::optional<Value> releases = section.find("releases");
  if (!releases) return;
  for (const Value& entry : list(*releases, "packages.releases")) {
    ReleasePackages release = read_release_packages(entry);
    if (!facts.releases.empty() && release.cuda <= facts.releases.back().cuda)
      fail("packages.releases[" + release.cuda.to_string() + "]", "releases must be listed oldest first");
    facts.releases.push_back(std::move(release));
  }
}

void read_majors(const Value& section, PackageFacts& facts) {
  if (std::optional<Value> majors = section.find("majors"))
    for (const Value& entry : list(*majors, "packages.majors")) facts.majors.push_back(read_major(entry));
}

void read_cudarc(const Value& section, PackageFacts& facts) {
  std::optional<Value> cudarc = section.find("cudarc");
  if (!cudarc) return;
  facts.cudarc_versions = optional_strings(*cudarc, "versions", "packages.cudarc");
  if (std::optional<Value> needs = cudarc->find("needs_cuda"))
    for (const Value& entry : list(*needs, "packages.cudarc.needs_cuda")) {
      const std::string where = "packages.cudarc.needs_cuda[]";
      facts.cudarc_needs.push_back({string_list(member(entry, "versions", where), where + ".versions"),
                                    version_value(member(entry, "cuda", where), where + ".cuda"),
                                    optional_text(entry, "why", where), optional_text(entry, "source", where)});
    }
  if (std::optional<Value> features = cudarc->find("feature_releases"))
    for (const auto& [feature, run] : object_members(*features, "packages.cudarc.feature_releases")) {
      const std::string where = "packages.cudarc.feature_releases." + feature;
      facts.cudarc_feature_releases[feature] = {text_member(run, "first", where), text_member(run, "last", where)};
    }
}

void read_conda_last_releases(const Value& section, PackageFacts& facts) {
  std::optional<Value> last = section.find("conda_last_releases");
  if (!last) return;
  for (const Value& entry : list(*last, "packages.conda_last_releases")) {
    const std::string where =
        "packages.conda_last_releases[" + optional_text(entry, "package", "packages.conda_last_releases[]") + "]";
    const std::string package = text_member(entry, "package", where);
    if (facts.conda_last_releases.count(package)) fail(where, "the package is listed twice");
    facts.conda_last_releases[package] = {version_value(member(entry, "last", where), where + ".last"),
                                          text_member(entry, "why", where), text_member(entry, "source", where),
                                          text_member(entry, "instead", where)};
  }
}

void read_torch_builds(const Value& section, PackageFacts& facts) {
  if (std::optional<Value> torch = section.find("torch_builds"))
    if (std::optional<Value> builds = torch->find("builds"))
      for (const auto& [release, tags] : object_members(*builds, "packages.torch_builds.builds"))
        facts.torch_builds[release] = string_list(tags, "packages.torch_builds.builds." + release);
}

KnownBadRelease read_known_bad_release(const Value& entry) {
  const std::string where = "packages.known_bad[" + optional_text(entry, "package", "packages.known_bad[]") + "]";
  KnownBadRelease bad;
  bad.ecosystem = text_member(entry, "ecosystem", where);
  bad.package = text_member(entry, "package", where);
  bad.versions = string_list(member(entry, "versions", where), where + ".versions");
  bad.why = text_member(entry, "why", where);
  bad.source = text_member(entry, "source", where);
  if (std::optional<Value> below = entry.find("only_below_cuda"))
    bad.only_below_cuda = version_value(*below, where + ".only_below_cuda");
  if (bad.ecosystem != "pypi" && bad.ecosystem != "conda" && bad.ecosystem != "cargo")
    fail(where + ".ecosystem", "'" + bad.ecosystem + "' is not one of pypi, conda, cargo");
  return bad;
}

void read_known_bad(const Value& section, PackageFacts& facts) {
  if (std::optional<Value> known_bad = section.find("known_bad"))
    for (const Value& entry : list(*known_bad, "packages.known_bad"))
      facts.known_bad.push_back(read_known_bad_release(entry));
}

}  // namespace

PackageFacts read_package_facts(const Value& section) {
  PackageFacts facts;
  if (!section.is_object()) fail("packages", "expected an object");
  facts.library_components = string_map(section, "library_components", "packages");
  facts.conda_packages = string_map(section, "conda_packages", "packages");
  read_releases(section, facts);
  read_majors(section, facts);
  read_cudarc(section, facts);
  read_conda_last_releases(section, facts);
  read_torch_builds(section, facts);
  read_known_bad(section, facts);
  return facts;
}

const ReleasePackages* PackageFacts::release(const Version& cuda) const {
  for (const auto& release : releases)
    if (release.cuda.same_major_minor(cuda)) return &release;
  return nullptr;
}

const MajorPackages* PackageFacts::major(int number) const {
  for (const auto& entry : majors)
    if (entry.major == number) return &entry;
  return nullptr;
}

std::string PackageFacts::component_of(const std::string& library) const {
  auto it = library_components.find(library);
  return it == library_components.end() ? library : it->second;
}

std::optional<std::string> PackageFacts::wheel_library_dir(const std::string& component, int cuda_major) const {
  const MajorPackages* facts = major(cuda_major);
  if (!facts || facts->wheel_library_dir.empty()) return std::nullopt;
  std::string package;  // the newest release's wheel: names do not change within a major
  for (const auto& release : releases) {
    if (release.cuda.major != cuda_major) continue;
    if (auto wheel = release.wheels.find(component); wheel != release.wheels.end()) package = wheel->second.package;
  }
  if (package.empty()) return std::nullopt;
  const std::string placeholder = "{module}";
  std::string dir = facts->wheel_library_dir;
  const std::size_t at = dir.find(placeholder);
  if (at == std::string::npos) return dir;
  std::string module = package;
  if (module.rfind("nvidia-", 0) == 0) module.erase(0, 7);
  const std::string& suffix = facts->wheel_suffix;
  if (!suffix.empty() && module.size() > suffix.size() &&
      module.compare(module.size() - suffix.size(), suffix.size(), suffix) == 0) {
    module.erase(module.size() - suffix.size());
  }
  for (char& c : module) {
    if (c == '-') c = '_';
  }
  return dir.replace(at, placeholder.size(), module);
}

}  // namespace cudacompat
