#include "audit/package_dependencies.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <regex>

#include "requirements/conda_spec.h"
#include "requirements/conda_version.h"
#include "requirements/cuda_packages.h"
#include "requirements/cuda_rules.h"
#include "requirements/pep440.h"
#include "requirements/pep508.h"

namespace cudacompat::audit {
namespace {

using requirements::Pep440Specifier;
using requirements::Pep440Version;

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// The majors m for which `admits` accepts some version the knowledge base lists for major m.
template <class Versions>
std::set<int> majors_admitted(const Pep440Specifier& spec, const PackageFacts& facts, Versions versions_of) {
  std::set<int> majors;
  for (const auto& release : facts.releases) {
    for (const std::string& text : versions_of(release)) {
      if (text.empty()) continue;
      if (auto version = Pep440Version::parse(text); version && spec.contains(*version, true)) {
        majors.insert(release.cuda.major);
      }
    }
  }
  return majors;
}

// "<13" from the first lower bound (">=12.4" -> "<13"); "" when there is none.
std::string ceiling_after(const Pep440Specifier& spec) {
  for (const auto& clause : spec.clauses()) {
    if ((clause.op == requirements::Pep440Operator::kGreaterEqual ||
         clause.op == requirements::Pep440Operator::kGreater) &&
        clause.version && !clause.version->release.empty()) {
      return fmt::format("<{}", clause.version->release.front() + 1);
    }
  }
  return "";
}

// Conda's version spec as a PEP 440 specifier set (pin/conda_version.h: "=12.4" and a bare "12.4"
// are prefix matches); nullopt for what has no such form (an OR with '|').
std::optional<Pep440Specifier> conda_spec_as_pep440(const std::string& version) {
  if (version.empty() || version == "*") return Pep440Specifier();
  auto pep440 = requirements::conda_to_pep440(version);
  if (!pep440) return std::nullopt;
  auto parsed = Pep440Specifier::parse(*pep440);
  if (!parsed) return std::nullopt;
  return *parsed;
}

// The component an NVIDIA wheel name is (nvidia-cuda-runtime-cu12 -> cudart) and the majors of the
// releases that list it.
std::pair<std::string, std::set<int>> nvidia_wheel(const std::string& name, const PackageFacts& facts) {
  std::string component;
  std::set<int> majors;
  for (const auto& release : facts.releases) {
    for (const auto& [wheel_component, wheel] : release.wheels) {
      if (wheel.package == name) {
        component = wheel_component;
        majors.insert(release.cuda.major);
      }
    }
  }
  return {component, majors};
}

void read_wheel(const PackageMetadata& metadata, const PackageFacts& facts, std::vector<CudaDependency>& out) {
  for (const auto& text : metadata.requires_dist) {
    auto requirement = requirements::parse_requirement(text);
    if (!requirement) continue;  // not pip's to install either; the wheel's own tooling reports it
    CudaDependency dependency;
    dependency.text = text;
    dependency.name = requirement->normalized_name;
    auto spec = Pep440Specifier::parse(requirement->specifier);
    auto [component, majors] = nvidia_wheel(dependency.name, facts);
    const std::optional<int> named_major = requirements::major_named_by(dependency.name);
    if (!component.empty()) {
      dependency.components.insert(component);
      dependency.majors = majors;
      dependency.says_major = true;
    } else if (dependency.name.rfind("nvidia-", 0) == 0 && named_major) {
      // A suffixed wheel the knowledge base does not list (nvidia-nccl-cu12): its middle part.
      dependency.components.insert(dependency.name.substr(7, dependency.name.rfind('-') - 7));
      dependency.majors.insert(*named_major);
      dependency.says_major = true;
    } else if (dependency.name == "cuda-toolkit") {
      for (const auto& extra : requirement->extras) dependency.components.insert(lower(extra));
      if (spec && !spec->empty()) {
        dependency.majors =
            majors_admitted(*spec, facts, [](const ReleasePackages& r) { return r.toolkit_metapackage; });
        dependency.says_major = true;
      }
    } else {
      continue;
    }
    // The one ceiling rule (requirements/cuda_rules.h): a name that fixes the major (-cu12) needs
    // none of its own; an unsuffixed CUDA 13 wheel or cuda-toolkit does.
    if (requirements::needs_own_ceiling(dependency.name, requirements::Ecosystem::kPython, facts))
      dependency.has_ceiling = spec && spec->has_upper_bound();
    if (spec) dependency.ceiling_hint = ceiling_after(*spec);
    out.push_back(std::move(dependency));
  }
}

void read_conda(const PackageMetadata& metadata, const PackageFacts& facts, std::vector<CudaDependency>& out) {
  std::set<int> version_majors;  // from cuda-version, in depends or constrains
  bool has_cuda_version = false;
  std::vector<CudaDependency> components;
  auto read = [&](const std::string& text, bool constraint) {
    auto spec = requirements::parse_conda_spec(text);
    if (!spec) return;
    CudaDependency dependency;
    dependency.text = text;
    dependency.name = spec->name;
    auto pep440 = conda_spec_as_pep440(spec->version);
    if (spec->name == "cuda-version") {
      dependency.constraint_only = true;
      if (pep440 && !pep440->empty()) {
        dependency.majors = majors_admitted(
            *pep440, facts, [](const ReleasePackages& r) { return std::vector<std::string>{r.cuda.to_string()}; });
        dependency.says_major = true;
        version_majors.insert(dependency.majors.begin(), dependency.majors.end());
        has_cuda_version = true;
      }
    } else {
      std::string component;
      for (const auto& [wheel_component, conda_name] : facts.conda_packages) {
        if (conda_name == spec->name) component = wheel_component;
      }
      if (component.empty()) return;
      if (constraint) return;  // a constrained component is not installed by this package
      dependency.components.insert(component);
      // Conda's component versions are the wheels' (libcufft 11.2 in CUDA 12.4).
      if (pep440 && !pep440->empty()) {
        dependency.majors = majors_admitted(*pep440, facts, [&](const ReleasePackages& r) {
          auto wheel = r.wheels.find(component);
          return wheel == r.wheels.end() ? std::vector<std::string>{}
                                         : std::vector<std::string>{wheel->second.first, wheel->second.last};
        });
        dependency.says_major = !dependency.majors.empty();
      }
    }
    dependency.has_ceiling = pep440 ? std::optional<bool>(pep440->has_upper_bound()) : std::nullopt;
    if (pep440) dependency.ceiling_hint = ceiling_after(*pep440);
    components.push_back(std::move(dependency));
  };
  for (const auto& text : metadata.conda_depends) read(text, false);
  for (const auto& text : metadata.conda_constrains) read(text, true);
  // A component's major is what cuda-version allows, when the package pins cuda-version.
  for (auto& dependency : components) {
    if (has_cuda_version && !dependency.constraint_only) {
      std::set<int> both;
      const std::set<int>& own = dependency.majors.empty() ? version_majors : dependency.majors;
      std::set_intersection(own.begin(), own.end(), version_majors.begin(), version_majors.end(),
                            std::inserter(both, both.begin()));
      dependency.majors = both;
    }
    out.push_back(std::move(dependency));
  }
}

void read_deb(const PackageMetadata& metadata, const PackageFacts& facts, std::vector<CudaDependency>& out) {
  static const std::regex major_minor(R"(^(.+)-(\d+)-(\d+)$)");
  for (const auto& alternatives : metadata.depends) {
    for (const auto& relation : alternatives) {
      CudaDependency dependency;
      dependency.text =
          relation.op.empty() ? relation.name : fmt::format("{} ({} {})", relation.name, relation.op, relation.version);
      dependency.name = relation.name;
      std::smatch match;
      bool name_fixes_major = false;
      if (std::regex_match(relation.name, match, major_minor)) {
        const std::string base = match[1];
        const int major = std::stoi(match[2]);
        if (base == "cuda-toolkit" || base == "cuda-runtime" || base == "cuda-libraries") {
          dependency.all_components = true;
        } else {
          for (const auto& release : facts.releases) {
            for (const auto& [component, apt] : release.nvidia_apt) {
              if (apt.rfind(base + "-", 0) == 0 && std::regex_match(apt, major_minor))
                dependency.components.insert(component);
            }
          }
          if (dependency.components.empty() && base.rfind("cuda-", 0) != 0 && base.rfind("lib", 0) != 0) continue;
        }
        dependency.majors.insert(major);
        name_fixes_major = true;
      } else {
        for (const auto& release : facts.releases) {
          for (const auto& [component, debian] : release.debian) {
            if (debian.package == relation.name) {
              dependency.components.insert(component);
              dependency.majors.insert(release.cuda.major);
            }
          }
        }
        // Debian's library packages carry the soname (libcudart12): the name fixes the major.
        name_fixes_major =
            !dependency.components.empty() && std::isdigit(static_cast<unsigned char>(relation.name.back()));
        // nvidia-cuda-toolkit is every release's: its name says no major, so it stands for any.
        if (!name_fixes_major) dependency.majors.clear();
        if (dependency.components.empty() && relation.name.rfind("nvidia-cuda-", 0) != 0 &&
            relation.name.rfind("cuda-", 0) != 0)
          continue;
      }
      dependency.says_major = !dependency.majors.empty();
      if (!name_fixes_major) {
        dependency.has_ceiling = relation.op == "<<" || relation.op == "<=" || relation.op == "=" || relation.op == "<";
        if (relation.op == ">=" || relation.op == ">>") {
          auto version = Pep440Version::parse(relation.version.substr(0, relation.version.find_first_of("~-+")));
          if (version && !version->release.empty())
            dependency.ceiling_hint = fmt::format("<< {}", version->release.front() + 1);
        }
      }
      out.push_back(std::move(dependency));
    }
  }
}

}  // namespace

std::vector<CudaDependency> cuda_dependencies(const PackageMetadata& metadata, const PackageFacts& facts) {
  std::vector<CudaDependency> out;
  switch (metadata.kind) {
    case PackageKind::kWheel:
      read_wheel(metadata, facts, out);
      break;
    case PackageKind::kConda:
      read_conda(metadata, facts, out);
      break;
    case PackageKind::kDeb:
      read_deb(metadata, facts, out);
      break;
  }
  return out;
}

std::string debian_package_of_soname(const std::string& soname) {
  const std::size_t so = soname.find(".so.");
  if (so == std::string::npos) return "";
  std::string base = lower(soname.substr(0, so));
  const std::string version = soname.substr(so + 4);
  if (!base.empty() && std::isdigit(static_cast<unsigned char>(base.back()))) base += '-';
  return base + version;
}

}  // namespace cudacompat::audit
