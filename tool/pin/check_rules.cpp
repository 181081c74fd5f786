// The rules of `pin --check` (check.h). Every range is judged by the reference-tested version
// logic (pep440.h, cargo_semver.h); every fix comes from plan_pins, so a corrected line is the
// line `cudacompat pin` would write for the same toolkit.
#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "common/text.h"
#include "pin/cargo_semver.h"
#include "pin/check.h"
#include "pin/conda_version.h"
#include "pin/package_majors.h"
#include "pin/pep440.h"
#include "pin/pins.h"

namespace cudacompat::pins {

namespace {

std::string where(const Declared& entry) { return fmt::format("{}:{}", entry.file, entry.line); }

bool locked(const Declared& entry) {
  return entry.source == SourceKind::kCargoLock || entry.source == SourceKind::kInstalled;
}

// Known-bad releases of a package that apply with this toolkit.
std::vector<const KnownBadRelease*> bad_entries(const PackageFacts& facts, std::string_view ecosystem,
                                                const std::string& package, const Version& cuda) {
  std::vector<const KnownBadRelease*> found;
  for (const auto& bad : facts.known_bad)
    if (bad.ecosystem == ecosystem && bad.package == package && (!bad.only_below_cuda || cuda < *bad.only_below_cuda))
      found.push_back(&bad);
  return found;
}

class Checker {
 public:
  Checker(const DeclaredFile& file, const CheckContext& context, const KnowledgeBase& knowledge, CheckReport& report)
      : file_(file), context_(context), knowledge_(knowledge), facts_(knowledge.packages()), report_(report) {}

  void run() {
    ++report_.files;
    // conda-forge's convention: cuda-version bounds the release and the components follow it.
    for (const auto& entry : file_.entries)
      if (entry.ecosystem == Ecosystem::kConda && entry.name == "cuda-version" && !entry.spec.empty())
        if (auto converted = conda_to_pep440(entry.spec))
          if (auto parsed = Pep440Specifier::parse(*converted); parsed && parsed->has_upper_bound())
            cuda_version_bounded_ = true;
    for (const auto& error : file_.errors) report_.errors.push_back(error.message);
    for (const auto& entry : file_.entries) {
      if (!is_cuda_package(entry.name, entry.ecosystem, facts_)) continue;
      ++report_.entries;
      switch (entry.ecosystem) {
        case Ecosystem::kPython: check_python(entry); break;
        case Ecosystem::kConda: check_conda(entry); break;
        case Ecosystem::kCargo: check_cargo(entry); break;
      }
      note_major(entry);
      note_variant(entry);
    }
    check_mixed_majors();
    check_duplicate_variants();
  }

 private:
  void add(const Declared& entry, const std::string& code, const std::string& message, std::string corrected) {
    report_.findings.push_back({entry.file, entry.line, code, entry.name, message, entry.raw, std::move(corrected)});
  }

  // ---- Python -------------------------------------------------------------------------------

  void check_python(const Declared& entry) {
    std::optional<Pep440Specifier> spec;
    if (!entry.spec.empty()) {
      auto parsed = Pep440Specifier::parse(entry.spec);
      if (!parsed) {
        report_.errors.push_back(fmt::format("{}: {}: {}", where(entry), entry.name, parsed.error().message));
        return;
      }
      spec = std::move(parsed).value();
    }
    std::optional<Pep440Version> installed;
    if (!entry.version.empty())
      if (auto parsed = Pep440Version::parse(entry.version)) installed = std::move(parsed).value();

    if (!check_python_major(entry, spec)) return;  // a wrong major makes the other findings moot

    std::vector<std::string> admitted;
    std::vector<std::string> reasons;
    for (const KnownBadRelease* bad : bad_entries(facts_, "pypi", entry.name, context_.cuda)) {
      for (const auto& text : bad->versions) {
        auto version = Pep440Version::parse(text);
        if (!version) continue;
        bool hit = installed ? *installed == *version : (spec && spec->contains(*version));
        if (hit) {
          admitted.push_back(text);
          reasons.push_back(fmt::format("{} ({})", bad->why, bad->source));
        }
      }
    }
    if (!admitted.empty())
      add(entry, "known-bad",
          fmt::format("{} {} known-bad {} {}: {}", entry.name, installed ? "is the" : "admits the",
                      admitted.size() == 1 ? "release" : "releases", join(admitted, ", "), join(unique(reasons), "; ")),
          corrected(entry));
    if (!locked(entry) && (!spec || !spec->has_upper_bound()))
      add(entry, "no-upper-bound",
          fmt::format("{} has no upper bound: a future major release{} would be installed", entry.name,
                      spec ? "" : " (or any release)"),
          corrected(entry));
  }

  // False when the entry is for another CUDA major than the toolkit's (reported here).
  bool check_python_major(const Declared& entry, const std::optional<Pep440Specifier>& spec) {
    const int major = context_.cuda.major;
    if (entry.name == "torch") {
      auto tag = torch_tag_release(!entry.version.empty() ? entry.version : entry.spec);
      if (tag && tag->major != major) {
        add(entry, "wrong-major",
            fmt::format("torch is the +cu{}{} build (CUDA {}) but the toolkit is CUDA {}", tag->major, tag->minor,
                        tag->major_minor(), context_.cuda.to_string()),
            corrected(entry));
        return false;
      }
      return true;
    }
    if (auto named = cuda_major_of_name(entry.name, entry.ecosystem, facts_); named && *named != major) {
      add(entry, "wrong-major",
          fmt::format("{} is built for CUDA {} but the toolkit is CUDA {}", entry.name, *named,
                      context_.cuda.to_string()),
          corrected(entry));
      return false;
    }
    // Packages numbered by CUDA release: the range must admit a release of the toolkit's major.
    std::vector<std::string> releases = releases_of(entry.name, major);
    if (releases.empty()) return true;
    bool admits = false;
    if (!entry.version.empty()) {
      auto version = Version::parse(entry.version.substr(0, entry.version.find_first_not_of("0123456789.")));
      admits = version && version->major == major;
    } else if (spec) {
      for (const auto& text : releases)
        if (auto version = Pep440Version::parse(text); version && spec->contains(*version)) admits = true;
    } else {
      admits = true;
    }
    if (!admits) {
      add(entry, "wrong-major",
          fmt::format("{} {} no release of {} for CUDA {}, the toolkit's major", entry.name,
                      entry.version.empty() ? "admits" : "is " + entry.version + ", which is", entry.name, major),
          corrected(entry));
      return false;
    }
    return true;
  }

  // The releases of a CUDA-numbered package in one major, from the knowledge base.
  std::vector<std::string> releases_of(const std::string& name, int major) const {
    std::vector<std::string> found;
    for (const auto& release : facts_.releases) {
      if (release.cuda.major != major) continue;
      const std::vector<std::string>* list = name == "cuda-python"     ? &release.cuda_python
                                             : name == "cuda-bindings" ? &release.cuda_bindings
                                             : name == "cuda-toolkit"  ? &release.toolkit_metapackage
                                                                       : nullptr;
      if (list) found.insert(found.end(), list->begin(), list->end());
    }
    return found;
  }

  // ---- conda --------------------------------------------------------------------------------

  void check_conda(const Declared& entry) {
    std::optional<Pep440Specifier> spec;
    if (!entry.spec.empty()) {
      auto converted = conda_to_pep440(entry.spec);
      if (!converted) return;  // an OR or a glob this check does not judge
      auto parsed = Pep440Specifier::parse(*converted);
      if (!parsed) {
        report_.errors.push_back(fmt::format("{}: {}: '{}' is not a conda version spec: {}", where(entry), entry.name,
                                             entry.spec, parsed.error().message));
        return;
      }
      spec = std::move(parsed).value();
    }
    if (entry.name == "cuda-version" && spec) {
      bool admits = false;
      for (const auto& release : knowledge_.releases())
        if (release.version.major == context_.cuda.major &&
            spec->contains(*Pep440Version::parse(release.version.to_string())))
          admits = true;
      if (!admits) {
        add(entry, "wrong-major",
            fmt::format("cuda-version {} admits no CUDA {} release, the toolkit's major", entry.spec, context_.cuda.major),
            corrected(entry));
        return;
      }
    }
    std::vector<std::string> admitted;
    std::vector<std::string> reasons;
    for (const KnownBadRelease* bad : bad_entries(facts_, "conda", entry.name, context_.cuda))
      for (const auto& text : bad->versions)
        if (auto version = Pep440Version::parse(text); version && spec && spec->contains(*version)) {
          admitted.push_back(text);
          reasons.push_back(fmt::format("{} ({})", bad->why, bad->source));
        }
    if (!admitted.empty())
      add(entry, "known-bad",
          fmt::format("{} admits the known-bad {}: {}", entry.name, join(admitted, ", "), join(unique(reasons), "; ")),
          corrected(entry));
    const bool bounded_by_cuda_version = cuda_version_bounded_ && entry.name != "cuda-version";
    if (entry.source != SourceKind::kInstalled && !bounded_by_cuda_version && (!spec || !spec->has_upper_bound()) &&
        plannable(entry))
      add(entry, "no-upper-bound", fmt::format("{} has no upper bound", entry.name), corrected(entry));
  }

  // ---- Cargo --------------------------------------------------------------------------------

  // The cudarc releases that are bad with this toolkit, and why.
  std::map<std::string, std::string> bad_cudarc() const {
    std::map<std::string, std::string> bad;
    for (const auto& needs : facts_.cudarc_needs)
      if (context_.cuda < needs.cuda)
        for (const auto& version : needs.versions)
          bad[version] = fmt::format("needs CUDA >= {}: {} ({})", needs.cuda.to_string(), needs.why, needs.source);
    for (const KnownBadRelease* known : bad_entries(facts_, "cargo", "cudarc", context_.cuda))
      for (const auto& version : known->versions)
        if (!bad.count(version)) bad[version] = fmt::format("{} ({})", known->why, known->source);
    return bad;
  }

  void check_cargo(const Declared& entry) {
    for (const auto& feature : entry.features)
      if (auto release = cudarc_feature_release(feature); release && release->major != context_.cuda.major) {
        add(entry, "wrong-major",
            fmt::format("cudarc's feature {} selects CUDA {} but the toolkit is CUDA {}", feature,
                        release->major_minor(), context_.cuda.to_string()),
            corrected(entry));
        return;
      }
    const auto bad = bad_cudarc();
    if (entry.source == SourceKind::kCargoLock) {
      if (auto it = bad.find(entry.version); it != bad.end())
        add(entry, "known-bad", fmt::format("Cargo.lock resolves cudarc to {}, which {}", entry.version, it->second),
            corrected(entry));
      return;
    }
    if (entry.spec.empty()) return;  // a git or path dependency: no version to judge
    auto requirement = CargoRequirement::parse(entry.spec);
    if (!requirement) {
      report_.errors.push_back(fmt::format("{}: cudarc: {}", where(entry), requirement.error().message));
      return;
    }
    std::vector<std::string> admitted;
    std::vector<std::string> reasons;
    for (const auto& [version, why] : bad)
      if (auto parsed = SemVer::parse(version); parsed && requirement->matches(*parsed)) {
        admitted.push_back(version);
        reasons.push_back(why);
      }
    if (!admitted.empty())
      add(entry, "known-bad",
          fmt::format("cudarc \"{}\" admits {} with CUDA {}: cudarc {} {}", entry.spec, join(admitted, ", "),
                      context_.cuda.to_string(), join(admitted, ", "), join(unique(reasons), "; ")),
          corrected(entry));
    if (!requirement->has_upper_bound())
      add(entry, "no-upper-bound", fmt::format("cudarc \"{}\" has no upper bound", entry.spec), corrected(entry));
  }

  // ---- across the file ----------------------------------------------------------------------

  void note_major(const Declared& entry) {
    std::optional<int> major = cuda_major_of_name(entry.name, entry.ecosystem, facts_);
    if (entry.name == "torch")
      if (auto tag = torch_tag_release(!entry.version.empty() ? entry.version : entry.spec)) major = tag->major;
    for (const auto& feature : entry.features)
      if (auto release = cudarc_feature_release(feature)) major = release->major;
    if (major) majors_[*major].push_back(&entry);
  }

  void note_variant(const Declared& entry) {
    if (entry.ecosystem != Ecosystem::kPython) return;
    if (std::string family = variant_family(entry.name, facts_); !family.empty()) {
      auto& names = variants_[family];
      if (std::none_of(names.begin(), names.end(), [&](const Declared* e) { return e->name == entry.name; }))
        names.push_back(&entry);
    }
  }

  void check_mixed_majors() {
    if (majors_.size() < 2) return;
    std::vector<std::string> parts;
    for (const auto& [major, entries] : majors_) {
      std::vector<std::string> names;
      for (const Declared* e : entries) names.push_back(fmt::format("{} (line {})", e->name, e->line));
      parts.push_back(fmt::format("CUDA {}: {}", major, join(names, ", ")));
    }
    // Reported at the first entry that is not of the toolkit's major.
    const Declared* at = nullptr;
    for (const auto& [major, entries] : majors_)
      if (major != context_.cuda.major && (!at || entries.front()->line < at->line)) at = entries.front();
    if (!at) at = majors_.begin()->second.front();
    add(*at, "mixed-majors", "packages of different CUDA majors together: " + join(parts, "; "), "");
  }

  void check_duplicate_variants() {
    for (const auto& [family, entries] : variants_) {
      if (entries.size() < 2) continue;
      std::vector<std::string> names;
      for (const Declared* e : entries) names.push_back(fmt::format("{} (line {})", e->name, e->line));
      add(*entries[1], "duplicate-variants",
          fmt::format("{} variants of {} together; they install the same files: {}", entries.size(), family,
                      join(names, ", ")),
          "");
    }
  }

  // ---- fixes ----------------------------------------------------------------------------------

  bool plannable(const Declared& entry) const {
    for (const auto& [component, name] : facts_.conda_packages)
      if (name == entry.name) return true;
    return entry.name == "cuda-version";
  }

  // The pin plan_pins makes for this entry's package with this toolkit, if it makes one.
  std::optional<Pin> planned(const Declared& entry) const {
    PinRequest request;
    request.cuda = context_.cuda;
    request.cuda_source = context_.cuda_source;
    PinEcosystem ecosystem = PinEcosystem::kPypi;
    std::string package;
    if (entry.ecosystem == Ecosystem::kCargo) {
      ecosystem = PinEcosystem::kCargo;
      package = "cudarc";
      request.cudarc = cudarc_base(entry);
    } else if (entry.ecosystem == Ecosystem::kConda) {
      ecosystem = PinEcosystem::kConda;
      package = entry.name;
      for (const auto& [component, name] : facts_.conda_packages)
        if (name == entry.name) request.components = {component};
    } else if (entry.name == "cuda-python" || entry.name == "cuda-bindings") {
      request.python = {entry.name};
      package = entry.name;
    } else if (entry.name == "cuda-toolkit") {
      request.metapackage = true;
      request.components = entry.extras.empty() ? std::vector<std::string>{"cudart"} : entry.extras;
      package = entry.name;
    } else if (std::string component = wheel_component(entry.name, facts_); !component.empty()) {
      request.components = {component};
    } else {
      return std::nullopt;
    }
    auto set = plan_pins(request, knowledge_);
    if (!set) return std::nullopt;
    for (const auto& pin : set->pins) {
      if (pin.ecosystem != ecosystem) continue;
      if (package.empty() || pin.package == package) return pin;
    }
    return std::nullopt;
  }

  // The cudarc release a requirement starts from: the oldest known one it matches.
  std::optional<std::string> cudarc_base(const Declared& entry) const {
    auto requirement = CargoRequirement::parse(entry.spec.empty() ? entry.version : entry.spec);
    if (!requirement) return std::nullopt;
    std::vector<Version> versions;
    for (const auto& text : facts_.cudarc_versions)
      if (auto version = Version::parse(text)) versions.push_back(*version);
    std::sort(versions.begin(), versions.end());
    for (const auto& version : versions)
      if (auto semver = SemVer::parse(version.to_string()); semver && requirement->matches(*semver))
        return version.to_string();
    return std::nullopt;
  }

  std::string renamed_for_toolkit(const std::string& name) const {
    const MajorPackages* names = facts_.major(context_.cuda.major);
    if (!names) return {};
    if (name == "cupy" || name.rfind("cupy-cuda", 0) == 0) return names->cupy;
    if (name.rfind("jax-cuda", 0) == 0) return names->jax_plugin;
    return {};
  }

  std::string torch_tag() const {
    std::string tag;
    for (const auto& release : facts_.releases)
      if (release.cuda.major == context_.cuda.major && !(context_.cuda < release.cuda) && !release.torch_tags.empty())
        tag = release.torch_tags.back();
    return tag;
  }

  std::string corrected(const Declared& entry) const {
    if (entry.name == "torch") {
      std::string tag = torch_tag();
      std::string text = entry.version.empty() ? entry.spec : "==" + entry.version;
      auto plus = text.find("+cu");
      if (tag.empty() || plus == std::string::npos) return {};
      return in_syntax(entry, "torch" + text.substr(0, plus) + "+" + tag);
    }
    if (std::string renamed = renamed_for_toolkit(entry.name); !renamed.empty() && renamed != entry.name)
      return in_syntax(entry, renamed + entry.spec);
    std::optional<Pin> pin = planned(entry);
    if (!pin) return {};
    if (entry.ecosystem == Ecosystem::kCargo) {
      if (entry.source == SourceKind::kCargoLock)
        return fmt::format("cargo update -p cudarc --precise {}",
                           pin->ceiling_inclusive.empty() ? pin->floor : pin->ceiling_inclusive);
      std::vector<std::string> features;
      for (const auto& feature : entry.features)
        if (!cudarc_feature_release(feature)) features.push_back("\"" + feature + "\"");
      for (const auto& feature : pin->features) features.push_back("\"" + feature + "\"");
      return fmt::format("cudarc = {{ version = \"{}\", features = [{}] }}", pin->requirement(), join(features, ", "));
    }
    if (entry.ecosystem == Ecosystem::kConda) return in_syntax(entry, pin->package + " " + pin->requirement());
    std::string name = pin->package;
    std::vector<std::string> extras = pin->extras.empty() ? entry.extras : pin->extras;
    if (!extras.empty()) name += "[" + join(extras, ",") + "]";
    return in_syntax(entry, name + pin->requirement() + (entry.marker.empty() ? "" : "; " + entry.marker));
  }

  static std::string in_syntax(const Declared& entry, const std::string& requirement) {
    switch (entry.source) {
      case SourceKind::kPyproject: return "\"" + requirement + "\",";
      case SourceKind::kInstalled: return "pip install '" + requirement + "'";
      case SourceKind::kCondaEnvironment:
      case SourceKind::kCondaRecipe: return "- " + requirement;
      default: return requirement;
    }
  }

  static std::vector<std::string> unique(std::vector<std::string> items) {
    std::vector<std::string> result;
    for (auto& item : items)
      if (std::find(result.begin(), result.end(), item) == result.end()) result.push_back(std::move(item));
    return result;
  }

  const DeclaredFile& file_;
  const CheckContext& context_;
  const KnowledgeBase& knowledge_;
  const PackageFacts& facts_;
  CheckReport& report_;
  bool cuda_version_bounded_ = false;
  std::map<int, std::vector<const Declared*>> majors_;
  std::map<std::string, std::vector<const Declared*>> variants_;
};

}  // namespace

const std::vector<std::pair<std::string, std::string>>& check_codes() {
  static const std::vector<std::pair<std::string, std::string>> codes = {
      {"known-bad", "a range admits (or a lock or environment holds) a release known to be broken"},
      {"no-upper-bound", "a CUDA package's range has no ceiling"},
      {"wrong-major", "a package, tag or feature for another CUDA major than the toolkit's"},
      {"mixed-majors", "packages of different CUDA majors in one file or environment"},
      {"duplicate-variants", "two variants of one package (cupy and cupy-cuda12x) together"}};
  return codes;
}

void check_declared(const DeclaredFile& file, const CheckContext& context, const KnowledgeBase& knowledge,
                    CheckReport& report) {
  Checker(file, context, knowledge, report).run();
}

int check_exit_code(const CheckReport& report) {
  if (!report.errors.empty()) return 2;
  return report.findings.empty() ? 0 : 1;
}

}  // namespace cudacompat::pins
