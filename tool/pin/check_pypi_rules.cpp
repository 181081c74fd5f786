// `pin --check`'s rules for PyPI requirements (check_context.h): the CUDA build a line names, the
// major it fixes, its known-bad releases and its ceiling.
#include <algorithm>
#include <tuple>

#include "common/text.h"
#include "pin/check_context.h"
#include "pin/diagnostic_codes.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::rules {

using requirements::cuda_major_of_name;

std::optional<NamedBuild> named_build(RuleContext& c, const Declared& entry) {
  if (entry.ecosystem != Ecosystem::kPython) return std::nullopt;
  const std::string& version = !entry.version.empty() ? entry.version : entry.spec;
  if (auto build = requirements::cuda_build_of_version(version))
    return NamedBuild{build->major, fmt::format("its local version {}", build->written)};
  if (!entry.url.empty())
    if (auto build = requirements::cuda_build_of_url(entry.url))
      return NamedBuild{build->major, fmt::format("its URL ({}) names the build {}", entry.url, build->written)};
  if (!entry.index_url.empty() && !index_outranked_by_pypi(c, entry))
    if (auto build = requirements::cuda_build_of_url(entry.index_url))
      return NamedBuild{build->major,
                        fmt::format("it resolves through the index {} to its {} build (a local version sorts above "
                                    "the public one)",
                                    entry.index_url, build->written)};
  for (const auto& extra : entry.extras)
    if (auto major = requirements::major_of_extra(extra))
      return NamedBuild{*major, fmt::format("its extra [{}] installs the CUDA {} build", extra, *major)};
  return std::nullopt;
}

bool cuda_build_named(RuleContext& c, const Declared& entry) { return named_build(c, entry).has_value(); }

// pip reads an index beside PyPI (--extra-index-url, --find-links) together with PyPI and takes the
// highest version of all; a local label (+cu124) ranks a build above the public release of the same
// version only. PyTorch's /whl/cuNNN index holds a torch release only where that release has the
// cuNNN build (packages.torch_builds: no cu124 from torch 2.7 on), so an untagged torch, torchvision
// or torchaudio that admits a release newer than the newest with that build gets PyPI's newer
// release, whose build the file does not say. Returns why (for the note), or nullopt where the
// index's build is the one pip installs.
std::optional<std::string> index_outranked_by_pypi(RuleContext& c, const Declared& entry) {
  if (!entry.index_beside_pypi || entry.index_url.find("download.pytorch.org/whl") == std::string::npos ||
      (entry.name != "torch" && entry.name != "torchvision" && entry.name != "torchaudio"))
    return std::nullopt;
  auto build = requirements::cuda_build_of_url(entry.index_url);
  if (!build || !build->minor) return std::nullopt;
  const std::string tag = fmt::format("cu{}{}", build->major, *build->minor);
  std::optional<Pep440Specifier> spec;
  if (!entry.spec.empty()) {
    auto parsed = Pep440Specifier::parse(entry.spec);
    if (!parsed) return std::nullopt;
    spec = std::move(parsed).value();
  }
  // torch's release series ("2.10" as {2, 10}), each with whether it has the index's build.
  std::vector<std::tuple<int, int, bool>> series;
  for (const auto& [release, tags] : c.facts.torch_builds) {
    const auto dot = release.find('.');
    if (dot == std::string::npos) continue;
    series.emplace_back(std::stoi(release.substr(0, dot)), std::stoi(release.substr(dot + 1)),
                        std::find(tags.begin(), tags.end(), tag) != tags.end());
  }
  std::sort(series.begin(), series.end());
  std::optional<std::pair<int, int>> newest_with;
  for (const auto& [smajor, sminor, has] : series)
    if (has) newest_with = std::pair{smajor, sminor};
  for (const auto& [smajor, sminor, has] : series) {
    if (has || (newest_with && std::pair{smajor, sminor} <= *newest_with)) continue;
    // The package's releases of that torch series: torchaudio numbers as torch does (2.x),
    // torchvision 0.(x+15) goes with torch 2.x.
    for (int patch = 0; patch < 10; ++patch) {
      const std::string text = entry.name == "torchvision" ? fmt::format("0.{}.{}", sminor + 15 * smajor - 15, patch)
                                                           : fmt::format("{}.{}.{}", smajor, sminor, patch);
      if (auto version = Pep440Version::parse(text); version && (!spec || spec->contains(*version)))
        return fmt::format(
            "{} admits {} {}, and torch {}.{} has no {} build (packages.torch_builds), so the index {} does not "
            "serve it{}: pip takes the highest version of PyPI and the index (a local version ranks above the same "
            "public version only), so it installs PyPI's release, whose CUDA build the file does not say: not "
            "judged as the index's build",
            entry.spec.empty() ? "the unversioned requirement" : "'" + entry.spec + "'", entry.name, text, smajor,
            sminor, tag, entry.index_url,
            newest_with ? fmt::format(" (its newest torch with it is {}.{})", newest_with->first, newest_with->second)
                        : std::string());
    }
  }
  return std::nullopt;
}

namespace {

// False when the entry is for another CUDA major than the toolkit's (reported here).
bool rule_pypi_major(RuleContext& c, const Declared& entry, const std::optional<Pep440Specifier>& spec) {
  const int major = c.cuda.major;
  if (auto build = named_build(c, entry); build && build->major != major) {
    add_finding(c, entry, code(RuleCode::kWrongMajor),
                fmt::format("{} is a CUDA {} build ({}) but the toolkit is CUDA {}", entry.name, build->major,
                            build->said_by, c.cuda.to_string()));
    return false;
  }
  if (entry.name == "torch") return true;
  if (auto named = cuda_major_of_name(entry.name, entry.ecosystem, c.facts); named && *named != major) {
    add_finding(
        c, entry, code(RuleCode::kWrongMajor),
        fmt::format("{} is built for CUDA {} but the toolkit is CUDA {}", entry.name, *named, c.cuda.to_string()));
    return false;
  }
  // Packages numbered by CUDA release: the range must admit a release of the toolkit's major.
  std::vector<std::string> releases = releases_of(c, entry.name, major);
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
    add_finding(
        c, entry, code(RuleCode::kWrongMajor),
        fmt::format("{} {} no release of {} for CUDA {}, the toolkit's major", entry.name,
                    entry.version.empty() ? "admits" : "is " + entry.version + ", which is", entry.name, major));
    return false;
  }
  return true;
}

}  // namespace

void rule_pypi(RuleContext& c, const Declared& entry) {
  std::optional<Pep440Specifier> spec;
  if (!entry.spec.empty()) {
    auto parsed = Pep440Specifier::parse(entry.spec);
    if (!parsed) {
      c.report.errors.push_back(
          Diagnostic::error(codes::kEntryUnreadable,
                            fmt::format("{}: {}: {}", where(entry), entry.name, parsed.error().message), where(entry)));
      return;
    }
    spec = std::move(parsed).value();
  }
  std::optional<Pep440Version> installed;
  if (!entry.version.empty())
    if (auto parsed = Pep440Version::parse(entry.version)) installed = std::move(parsed).value();

  if (!rule_pypi_major(c, entry, spec)) return;  // a wrong major makes the other findings moot

  auto [admitted, reasons] = known_bad_admitted(c, "pypi", entry.name, [&](const Pep440Version& version) {
    return installed ? *installed == version : (!spec || spec->contains(version));
  });
  if (!admitted.empty())
    add_finding(
        c, entry, code(RuleCode::kKnownBad),
        fmt::format("{} {} known-bad {} {}: {}", entry.name, installed ? "is the" : "admits the",
                    admitted.size() == 1 ? "release" : "releases", join(admitted, ", "), join(unique(reasons), "; ")),
        {}, admitted);
  if (!locked(entry) && (!spec || !spec->has_upper_bound()) &&
      requirements::needs_own_ceiling(entry.name, entry.ecosystem, c.facts))
    add_finding(c, entry, code(RuleCode::kNoUpperBound),
                fmt::format("{} has no upper bound: a future major release{} would be installed", entry.name,
                            spec ? "" : " (or any release)"));
}

}  // namespace cudacompat::pins::rules
