// plan_pins: the ranges of pins.h, one ecosystem at a time.
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "common/enum_names.h"
#include "common/text.h"
#include "pin/diagnostic_codes.h"
#include "pin/pins.h"

namespace cudacompat::pins {

namespace {

Version major_minor(const Version& version) {
  Version result = *Version::parse(fmt::format("{}.{}", version.major, version.minor));
  return result;
}

Pin make_pin(PinEcosystem ecosystem, std::string package) {
  Pin pin;
  pin.ecosystem = ecosystem;
  pin.package = std::move(package);
  return pin;
}

std::string next_major(int major) { return std::to_string(major + 1); }

// Known-bad releases of `package` inside [floor, ceiling) for this toolkit.
std::vector<std::string> excluded_releases(const PackageFacts& facts, std::string_view ecosystem,
                                           const std::string& package, const Version& floor, int ceiling_major,
                                           const Version& cuda) {
  std::vector<std::string> excluded;
  for (const auto& bad : facts.known_bad) {
    if (bad.ecosystem != ecosystem || bad.package != package) continue;
    if (bad.only_below_cuda && !(cuda < *bad.only_below_cuda)) continue;
    for (const auto& text : bad.versions) {
      auto version = leading_version(text);
      if (version && !(*version < floor) && version->major < ceiling_major) excluded.push_back(text);
    }
  }
  std::sort(excluded.begin(), excluded.end(),
            [](const std::string& a, const std::string& b) { return *leading_version(a) < *leading_version(b); });
  return excluded;
}

// The knowledge base's row that says which wheel ships `component` for the floor release: the
// floor's own, else the oldest later one of the same major (11.0-11.7 have no cuda-toolkit
// metapackage on PyPI), else the newest one (a floor newer than the knowledge base).
struct WheelChoice {
  const ReleasePackages* release = nullptr;
  const WheelFacts* wheel = nullptr;
};
WheelChoice wheel_for(const PackageFacts& facts, const std::string& component, const Version& floor) {
  WheelChoice newest;
  for (const auto& release : facts.releases) {
    if (release.cuda.major != floor.major) continue;
    auto it = release.wheels.find(component);
    if (it == release.wheels.end()) continue;
    if (!(release.cuda < floor)) return {&release, &it->second};
    newest = {&release, &it->second};
  }
  return newest;
}

bool component_known(const PackageFacts& facts, const std::string& component) {
  return std::any_of(facts.releases.begin(), facts.releases.end(),
                     [&](const ReleasePackages& release) { return release.wheels.count(component) > 0; });
}

std::vector<std::string> known_components(const PackageFacts& facts) {
  std::set<std::string> names;
  for (const auto& release : facts.releases)
    for (const auto& [component, wheel] : release.wheels) names.insert(component);
  return {names.begin(), names.end()};
}

class Planner {
 public:
  Planner(const PinRequest& request, const KnowledgeBase& knowledge)
      : request_(request), facts_(knowledge.packages()), knowledge_(knowledge) {}

  Expected<PinSet> plan() {
    set_.cuda = request_.cuda;
    set_.cuda_source = request_.cuda_source;
    if (auto floor = choose_floor(); !floor) return floor.error();
    std::vector<std::string> components = request_.components;
    if (components.empty()) components = request_.needs.components;
    if (components.empty()) components = {"cudart"};
    std::sort(components.begin(), components.end());
    components.erase(std::unique(components.begin(), components.end()), components.end());
    for (const auto& component : components)
      if (!component_known(facts_, component))
        return Error{fmt::format("no NVIDIA wheel is known for the component '{}'; known: {}", component,
                                 join(known_components(facts_), ", "))};
    add_python(components);
    add_conda(components);
    add_cargo();
    add_debian(components);
    add_cmake();
    return std::move(set_);
  }

 private:
  int major() const { return set_.floor.major; }

  Expected<void> choose_floor() {
    const Version& cuda = request_.cuda;
    set_.floor = cuda.parts >= 2 ? major_minor(cuda) : *Version::parse(fmt::format("{}.0", cuda.major));
    set_.floor_reasons.push_back(
        cuda.parts >= 2 ? fmt::format("built with CUDA {} ({})", cuda.to_string(), request_.cuda_source)
                        : fmt::format("CUDA {} ({}), any minor release", cuda.major, request_.cuda_source));
    for (int needed : request_.needs.majors)
      if (needed != cuda.major)
        return Error{
            fmt::format("the artifacts load CUDA {} libraries but the toolkit is CUDA {}: pin for the "
                        "toolkit that built them (--cuda {}), or rebuild them with this one",
                        needed, cuda.to_string(), needed)};
    if (const auto& needs = request_.needs.cuda; needs && set_.floor < major_minor(*needs)) {
      if (needs->major != cuda.major)
        return Error{
            fmt::format("the artifacts need CUDA {} ({}) but the toolkit is CUDA {}: no release of CUDA {} "
                        "has what they call; build and pin with CUDA {} or newer",
                        needs->major_minor(), join(request_.needs.reasons, "; "), cuda.to_string(), cuda.major,
                        needs->major_minor())};
      set_.floor = major_minor(*needs);
    }
    for (const auto& reason : request_.needs.reasons) set_.floor_reasons.push_back(reason);
    if (!facts_.release(set_.floor))
      set_.warnings.push_back(
          Diagnostic::warning(codes::kReleaseNotInKnowledge,
                              fmt::format("the knowledge base has no package facts for CUDA {} (its newest is {}); "
                                          "floors come from its nearest release of CUDA {}",
                                          set_.floor.to_string(), knowledge_.newest().version.to_string(), major())));
    return {};
  }

  std::string floor_text() const { return set_.floor.to_string(); }

  // The floor for a package that is not released for every CUDA minor (cuda-python has no 13.5
  // yet, conda-forge no CUDA 13.5): the newest release at or below the floor that has one, never
  // below what the artifacts need. Said in a warning, since such a floor is lower than the toolkit.
  template <class HasRelease>
  Version released_floor(const std::string& what, HasRelease has_release) {
    const ReleasePackages* found = nullptr;
    for (const auto& release : facts_.releases)
      if (release.cuda.major == major() && !(set_.floor < release.cuda) && has_release(release)) found = &release;
    const ReleasePackages* exact = facts_.release(set_.floor);
    if (!found || found == exact || (exact && has_release(*exact))) return set_.floor;
    if (request_.needs.cuda && found->cuda < major_minor(*request_.needs.cuda)) {
      set_.warnings.push_back(
          Diagnostic::warning(codes::kPackageCannotResolve,
                              fmt::format("{} has no release for CUDA {} to {}, which the artifacts need; "
                                          "its pin cannot resolve until it does",
                                          what, major_minor(*request_.needs.cuda).to_string(), floor_text())));
      return set_.floor;
    }
    set_.warnings.push_back(Diagnostic::warning(
        codes::kPackageFloorLowered, fmt::format("{} has no release for CUDA {}; its pin starts at CUDA {}, the "
                                                 "newest it has (check with --from-artifact that the build needs "
                                                 "nothing newer)",
                                                 what, floor_text(), found->cuda.to_string())));
    return found->cuda;
  }

  // For the RUNPATH of a wheel's binaries (cudacompat_wheel_runpath) and the audit's check of it.
  void add_library_dir(Pin& pin, const std::string& component, int cuda_major) const {
    std::optional<std::string> dir = facts_.wheel_library_dir(component, cuda_major);
    if (dir && std::find(pin.library_dirs.begin(), pin.library_dirs.end(), *dir) == pin.library_dirs.end()) {
      pin.library_dirs.push_back(*dir);
    }
  }

  void add_python(const std::vector<std::string>& components) {
    if (request_.metapackage) {
      Pin pin = make_pin(PinEcosystem::kPypi, "cuda-toolkit");
      pin.extras = components;
      for (const auto& component : components) add_library_dir(pin, component, major());
      pin.floor = floor_text();
      pin.ceiling = next_major(major());
      pin.excluded = excluded_releases(facts_, "pypi", pin.package, set_.floor, major() + 1, request_.cuda);
      pin.why = fmt::format("NVIDIA's metapackage for CUDA {}.x from {} on", major(), floor_text());
      set_.pins.push_back(std::move(pin));
    } else {
      for (const auto& component : components) {
        WheelChoice choice = wheel_for(facts_, component, set_.floor);
        if (!choice.wheel) {
          set_.warnings.push_back(Diagnostic::warning(
              codes::kNoPackageKnown, fmt::format("no NVIDIA wheel of {} is known for CUDA {}", component, major())));
          continue;
        }
        Pin pin = make_pin(PinEcosystem::kPypi, choice.wheel->package);
        add_library_dir(pin, component, major());
        pin.floor = choice.wheel->first;
        pin.ceiling = next_major(choice.wheel->major);
        pin.excluded = excluded_releases(facts_, "pypi", pin.package, choice.wheel->first_version(),
                                         choice.wheel->major + 1, request_.cuda);
        pin.why = fmt::format("cuda-toolkit {} ships {} {}; the next major changes the soname",
                              choice.release->toolkit_metapackage.empty() ? choice.release->cuda.to_string()
                                                                          : choice.release->toolkit_metapackage.front(),
                              pin.package, pin.floor);
        set_.pins.push_back(std::move(pin));
      }
    }
    for (const auto& package : request_.python) {
      Pin pin = make_pin(PinEcosystem::kPypi, package);
      Version floor = released_floor(package, [&](const ReleasePackages& release) {
        return !(package == "cuda-bindings" ? release.cuda_bindings : release.cuda_python).empty();
      });
      pin.floor = floor.to_string();
      pin.ceiling = next_major(major());
      pin.excluded = excluded_releases(facts_, "pypi", package, floor, major() + 1, request_.cuda);
      pin.why = fmt::format("{} {}.x follows CUDA {}.x", package, major(), major());
      if (!pin.excluded.empty()) pin.why += "; known-bad: " + known_bad_reasons("pypi", package, pin.excluded);
      set_.pins.push_back(std::move(pin));
    }
  }

  std::string known_bad_reasons(std::string_view ecosystem, const std::string& package,
                                const std::vector<std::string>& versions) const {
    std::vector<std::string> reasons;
    for (const auto& bad : facts_.known_bad) {
      if (bad.ecosystem != ecosystem || bad.package != package) continue;
      bool listed = std::any_of(bad.versions.begin(), bad.versions.end(), [&](const std::string& v) {
        return std::find(versions.begin(), versions.end(), v) != versions.end();
      });
      if (listed) reasons.push_back(fmt::format("{} ({})", join(bad.versions, ", "), bad.source));
    }
    return join(reasons, "; ");
  }

  void add_conda(const std::vector<std::string>& components) {
    Pin version_pin = make_pin(PinEcosystem::kConda, "cuda-version");
    version_pin.section = "run_constraints";
    const Version conda_floor = released_floor("conda-forge's cuda-version", [](const ReleasePackages& release) {
      return !release.conda_cuda_version.empty();
    });
    version_pin.floor = conda_floor.to_string();
    version_pin.ceiling = next_major(major());
    version_pin.why = "conda-forge's cuda-version constrains every CUDA package of the environment";
    set_.pins.push_back(std::move(version_pin));
    for (const auto& component : components) {
      auto name = facts_.conda_packages.find(component);
      WheelChoice choice = wheel_for(facts_, component, conda_floor);
      if (name == facts_.conda_packages.end() || !choice.wheel) {
        set_.warnings.push_back(Diagnostic::warning(codes::kNoPackageKnown,
                                                    fmt::format("no conda-forge package is known for {}", component)));
        continue;
      }
      Pin pin = make_pin(PinEcosystem::kConda, name->second);
      pin.section = "run";
      pin.floor = choice.wheel->first;
      pin.ceiling = next_major(choice.wheel->major);
      pin.excluded = excluded_releases(facts_, "conda", pin.package, choice.wheel->first_version(),
                                       choice.wheel->major + 1, request_.cuda);
      pin.why = fmt::format("conda-forge numbers {} as NVIDIA does ({} in CUDA {})", pin.package, pin.floor,
                            choice.release->cuda.to_string());
      set_.pins.push_back(std::move(pin));
    }
  }

  // The cudarc release the range starts from: --cudarc, else the newest the knowledge base knows.
  Version cudarc_base(const std::vector<Version>& versions) {
    Version base = versions.back();
    if (request_.cudarc) {
      auto parsed = Version::parse(*request_.cudarc);
      if (parsed)
        base = *parsed;
      else
        set_.warnings.push_back(Diagnostic::warning(
            codes::kCudarcNotAVersion,
            fmt::format("--cudarc {} is not a version; using {}", *request_.cudarc, base.to_string()), "--cudarc"));
    }
    return base;
  }

  // The cudarc releases bad with the toolkit's floor, and why (for the pin's reason).
  std::pair<std::set<std::string>, std::vector<std::string>> bad_cudarc_releases() const {
    std::set<std::string> bad;
    std::vector<std::string> why_bad;
    for (const auto& needs : facts_.cudarc_needs)
      if (set_.floor < needs.cuda) {
        bad.insert(needs.versions.begin(), needs.versions.end());
        why_bad.push_back(
            fmt::format("{} needs CUDA >= {} ({})", join(needs.versions, ", "), needs.cuda.to_string(), needs.source));
      }
    for (const auto& known : facts_.known_bad)
      if (known.ecosystem == "cargo" && known.package == "cudarc" &&
          (!known.only_below_cuda || set_.floor < *known.only_below_cuda))
        bad.insert(known.versions.begin(), known.versions.end());
    return {bad, why_bad};
  }

  // The cudarc feature of the toolkit's major: the newest not newer than the floor, "" for none.
  std::string cudarc_feature() const {
    std::string feature;
    if (const MajorPackages* names = facts_.major(major()))
      for (const auto& [release, name] : names->cudarc_features) {
        auto version = Version::parse(release);
        if (version && !(set_.floor < *version)) feature = name;
      }
    return feature;
  }

  // cudarc: Cargo has no `!=`, so a known-bad release inside the semver-compatible range becomes
  // an inclusive ceiling below it (candle's `<=0.11.6`), or a floor above it.
  void add_cargo() {
    std::vector<Version> versions;
    for (const auto& text : facts_.cudarc_versions)
      if (auto version = Version::parse(text)) versions.push_back(*version);
    std::sort(versions.begin(), versions.end());
    if (versions.empty()) return;
    const Version base = cudarc_base(versions);
    // The semver-compatible series: 0.11.x below 0.12, 1.x below 2.
    Version ceiling = base.major > 0 ? *Version::parse(fmt::format("{}.0.0", base.major + 1))
                                     : *Version::parse(fmt::format("0.{}.0", base.minor + 1));
    const auto bad_releases = bad_cudarc_releases();
    const std::set<std::string>& bad = bad_releases.first;
    const std::vector<std::string>& why_bad = bad_releases.second;
    auto is_bad = [&](const Version& v) { return bad.count(v.to_string()) > 0; };

    Pin pin = make_pin(PinEcosystem::kCargo, "cudarc");
    Version floor = base;
    if (is_bad(floor)) {
      auto good = std::find_if(versions.begin(), versions.end(),
                               [&](const Version& v) { return floor < v && v < ceiling && !is_bad(v); });
      if (good == versions.end()) {
        set_.warnings.push_back(Diagnostic::warning(
            codes::kCudarcReleasesAllBad, fmt::format("every known cudarc release from {} below {} is bad with CUDA {}",
                                                      base.to_string(), ceiling.to_string(), floor_text())));
        return;
      }
      floor = *good;
    }
    pin.floor = floor.to_string();
    pin.ceiling = ceiling.to_string();
    const Version* last_good = &floor;
    for (const auto& v : versions) {
      if (v < floor || !(v < ceiling)) continue;
      if (is_bad(v)) {
        pin.ceiling.clear();
        pin.ceiling_inclusive = last_good->to_string();
        break;
      }
      last_good = &v;
    }
    if (std::string feature = cudarc_feature(); !feature.empty()) pin.features.push_back(feature);
    pin.why = why_bad.empty() ? fmt::format("the semver-compatible series of cudarc {}", base.to_string())
                              : join(why_bad, "; ");
    set_.pins.push_back(std::move(pin));
  }

  void add_debian(const std::vector<std::string>& components) {
    for (const auto& component : components) {
      std::vector<std::string> names;
      std::string debian;
      WheelChoice choice = wheel_for(facts_, component, set_.floor);
      std::vector<std::string> derived;
      for (const auto& release : facts_.releases) {
        if (release.cuda.major != major() || release.cuda < set_.floor) continue;
        if (auto it = release.nvidia_apt.find(component); it != release.nvidia_apt.end()) {
          names.push_back(it->second);
        } else if (auto name = nvidia_apt_by_naming(component, release.cuda)) {
          names.push_back(*name);
          derived.push_back(*name);
        }
        if (auto it = release.debian.find(component); it != release.debian.end() && debian.empty())
          debian =
              choice.wheel ? fmt::format("{} (>= {})", it->second.package, choice.wheel->first) : it->second.package;
      }
      if (debian.empty())  // Debian's soname package may come from an older release of the major
        for (const auto& release : facts_.releases)
          if (release.cuda.major == major())
            if (auto it = release.debian.find(component); it != release.debian.end() && choice.wheel)
              debian = fmt::format("{} (>= {})", it->second.package, choice.wheel->first);
      if (!debian.empty()) names.push_back(debian);
      if (names.empty()) {
        set_.warnings.push_back(Diagnostic::warning(
            codes::kNoPackageKnown, fmt::format("no Debian package is known for {} of CUDA {}", component, major())));
        continue;
      }
      if (!derived.empty())
        set_.warnings.push_back(Diagnostic::warning(
            codes::kAptNameDerived,
            fmt::format("NVIDIA's apt names for {} were read for CUDA releases up to {} only; derived from their "
                        "naming (<name>-X-Y), unconfirmed: {}",
                        component, newest_apt_release(component), join(derived, ", "))));
      Pin pin = make_pin(PinEcosystem::kDebian, names.front());
      pin.alternatives.assign(names.begin() + 1, names.end());
      pin.why = fmt::format("NVIDIA's packages of CUDA {} to {}.x, or Debian's", floor_text(), major());
      set_.pins.push_back(std::move(pin));
    }
  }

  // NVIDIA names its apt packages <component>-<major>-<minor> in every release read (11.0-13.0):
  // the name for a newer release, from the newest one read, or nullopt when none names the component.
  std::optional<std::string> nvidia_apt_by_naming(const std::string& component, const Version& cuda) const {
    for (auto release = facts_.releases.rbegin(); release != facts_.releases.rend(); ++release) {
      auto it = release->nvidia_apt.find(component);
      if (it == release->nvidia_apt.end()) continue;
      if (cuda < release->cuda) return std::nullopt;  // only releases newer than what was read
      std::string suffix = fmt::format("-{}-{}", release->cuda.major, release->cuda.minor);
      const std::string& name = it->second;
      if (name.size() <= suffix.size() || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
        return std::nullopt;
      return fmt::format("{}-{}-{}", name.substr(0, name.size() - suffix.size()), cuda.major, cuda.minor);
    }
    return std::nullopt;
  }

  std::string newest_apt_release(const std::string& component) const {
    for (auto release = facts_.releases.rbegin(); release != facts_.releases.rend(); ++release)
      if (release->nvidia_apt.count(component)) return fmt::format("{}.{}", release->cuda.major, release->cuda.minor);
    return "none";
  }

  void add_cmake() {
    Pin pin = make_pin(PinEcosystem::kCmake, "CUDAToolkit");
    pin.floor = floor_text();
    pin.ceiling = next_major(major());
    pin.why = "FindCUDAToolkit takes no version range; the ceiling is checked after it";
    set_.pins.push_back(std::move(pin));
  }

  const PinRequest& request_;
  const PackageFacts& facts_;
  const KnowledgeBase& knowledge_;
  PinSet set_;
};

}  // namespace

constexpr EnumName<PinEcosystem> kPinEcosystemNames[] = {{PinEcosystem::kPypi, "pypi"},
                                                         {PinEcosystem::kConda, "conda"},
                                                         {PinEcosystem::kCargo, "cargo"},
                                                         {PinEcosystem::kDebian, "debian"},
                                                         {PinEcosystem::kCmake, "cmake"}};

std::string_view to_string(PinEcosystem ecosystem) { return name_of(kPinEcosystemNames, ecosystem); }

std::string Pin::requirement() const {
  std::vector<std::string> clauses;
  if (!floor.empty()) clauses.push_back(">=" + floor);
  if (!ceiling.empty()) clauses.push_back("<" + ceiling);
  if (!ceiling_inclusive.empty()) clauses.push_back("<=" + ceiling_inclusive);
  for (const auto& version : excluded) clauses.push_back("!=" + version);
  return join(clauses, ecosystem == PinEcosystem::kCargo ? ", " : ",");
}

Expected<PinSet> plan_pins(const PinRequest& request, const KnowledgeBase& knowledge) {
  return Planner(request, knowledge).plan();
}

}  // namespace cudacompat::pins
