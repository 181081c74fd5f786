#include "audit/verdicts.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>

namespace cudacompat::audit {
namespace {

// The driver a release first shipped with; none for a release whose drivers the knowledge base
// does not list yet.
std::optional<Version> ga_driver(const ReleaseFacts& release) {
  std::optional<Version> oldest;
  for (const auto& [toolkit, driver] : release.bundled_drivers) {
    if (!oldest || driver < *oldest) oldest = driver;
  }
  return oldest;
}

bool is_plain_architecture(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string gpu_name(int sm) { return "sm_" + std::to_string(sm); }

template <class T>
void sort_unique(std::vector<T>& items) {
  std::sort(items.begin(), items.end());
  items.erase(std::unique(items.begin(), items.end()), items.end());
}

bool is_driver_api_symbol(const std::string& name) {
  return name.size() > 2 && name[0] == 'c' && name[1] == 'u' && name[2] >= 'A' && name[2] <= 'Z';
}

}  // namespace

std::string_view to_string(RunStatus status) {
  switch (status) {
    case RunStatus::kSass:
      return "sass";
    case RunStatus::kJit:
      return "jit";
    case RunStatus::kNo:
      break;
  }
  return "no";
}

Judge::Judge(const KnowledgeBase& knowledge, const CudaLibraryTable& libraries)
    : knowledge_(knowledge), libraries_(libraries) {
  std::set<int> gpus;
  for (const auto& release : knowledge.releases()) {
    const std::optional<Version> driver = ga_driver(release);
    if (driver) release_drivers_.emplace_back(release.version, *driver);
    for (const auto& name : release.architectures) {
      if (!is_plain_architecture(name)) continue;
      const int sm = std::stoi(name);
      if (gpus.insert(sm).second && driver) gpu_drivers_[sm] = *driver;
    }
  }
  known_gpus_.assign(gpus.begin(), gpus.end());
  const auto& raw = knowledge.raw();
  if (raw.contains("fatbin_compression") && raw["fatbin_compression"].contains("zstd")) {
    const auto& zstd = raw["fatbin_compression"]["zstd"];
    if (zstd.contains("min_driver") && zstd["min_driver"].is_string()) {
      zstd_driver_ = Version::parse(zstd["min_driver"].get<std::string>());
    }
    zstd_why_ = zstd.value("why", std::string());
  }
}

std::optional<Version> Judge::driver_for_gpu(int gpu_sm) const {
  auto found = gpu_drivers_.find(gpu_sm);
  if (found == gpu_drivers_.end()) return std::nullopt;
  return found->second;
}

std::optional<Version> Judge::max_ptx_isa(const Version& driver) const {
  std::optional<Version> isa;
  for (const auto& release : knowledge_.releases()) {
    auto first_driver = ga_driver(release);
    if (first_driver && *first_driver <= driver) isa = release.ptx_isa;
  }
  return isa;
}

std::optional<Version> Judge::driver_for_ptx_isa(const Version& isa, std::string* release) const {
  const ReleaseFacts* first = knowledge_.first_release_with_ptx_isa(isa);
  if (!first) return std::nullopt;
  if (release) *release = first->version.to_string();
  return ga_driver(*first);  // none when the knowledge base does not know that release's driver
}

std::optional<Version> Judge::floor_for_major(int major) const {
  for (const auto& release : knowledge_.releases()) {
    if (release.version.major == major) return release.driver_floor;
  }
  return std::nullopt;
}

ArtifactVerdict Judge::judge(const ArtifactFacts& facts) const {
  ArtifactVerdict verdict;

  // CUDA libraries in DT_NEEDED, and whether any imported symbol comes from them.
  std::set<int> agreed;
  bool first_library = true;
  bool runtime_needed = false;
  const bool can_tell_use =
      facts.format == ArtifactFormat::kExecutable || facts.format == ArtifactFormat::kSharedLibrary;
  for (const auto& soname : facts.needed) {
    auto match = libraries_.recognise(soname);
    if (!match) continue;
    NeededCudaLibrary library;
    library.soname = soname;
    library.library = match->library->name;
    library.is_driver = match->is_driver;
    library.known_soname = match->known_soname;
    library.majors = match->majors;
    if (library.library == "cudart") runtime_needed = true;
    if (can_tell_use) {
      bool used = false;
      for (const auto& symbol : facts.imports) {
        if (symbol.version_file == soname) {
          used = true;
          break;
        }
        if (!symbol.version_file.empty()) continue;
        if (libraries_.provider_of(symbol.name) == match->library) used = true;
      }
      if (used || !match->library->symbol_prefixes.empty()) library.used = used;
    }
    if (!library.majors.empty()) {
      std::set<int> majors(library.majors.begin(), library.majors.end());
      if (first_library) {
        agreed = majors;
        first_library = false;
      } else {
        std::set<int> both;
        std::set_intersection(agreed.begin(), agreed.end(), majors.begin(), majors.end(),
                              std::inserter(both, both.begin()));
        agreed = both;
      }
    }
    verdict.cuda_libraries.push_back(std::move(library));
  }
  verdict.cuda_majors.assign(agreed.begin(), agreed.end());
  const bool mixed = !first_library && agreed.empty();

  for (const auto& library : verdict.cuda_libraries) {
    if (library.is_driver) {
      verdict.warnings.push_back(
          {"libcuda-linked",
           fmt::format("links {} directly: it fails to load where no NVIDIA driver is installed (CPU-only machines, "
                       "containers without GPUs); call the driver through the runtime, cuGetProcAddress or dlopen",
                       library.soname)});
      continue;
    }
    if (!library.known_soname) {
      verdict.notes.push_back(
          {"unknown-cuda-soname", fmt::format("{} is a {} library whose CUDA major the knowledge base does not know",
                                              library.soname, library.library)});
    }
    if (library.used && !*library.used) {
      verdict.warnings.push_back(
          {"unused-cuda-library",
           fmt::format("needs {} but imports none of its symbols: link with -Wl,--as-needed so that it is not "
                       "loaded (and required) for nothing",
                       library.soname)});
    }
    if (library.majors.empty()) continue;
    // The oldest major this library can come from (among those the others agree on).
    int major = *std::min_element(library.majors.begin(), library.majors.end());
    for (int candidate : library.majors) {
      if (agreed.count(candidate)) {
        major = candidate;
        break;
      }
    }
    if (auto floor = floor_for_major(major)) {
      std::string majors_text;
      for (int m : library.majors) majors_text += (majors_text.empty() ? "" : " or ") + std::to_string(m);
      verdict.reasons.push_back({*floor, "cuda-library",
                                 fmt::format("needs {} (CUDA {}): CUDA {}.x runs on driver {} or newer", library.soname,
                                             majors_text, major, floor->to_string())});
    }
  }
  if (mixed) {
    std::string list;
    for (const auto& library : verdict.cuda_libraries) {
      if (library.majors.empty()) continue;
      std::string majors;
      for (int m : library.majors) majors += (majors.empty() ? "" : "/") + std::to_string(m);
      list += fmt::format("{}{} (CUDA {})", list.empty() ? "" : ", ", library.soname, majors);
    }
    verdict.warnings.push_back(
        {"mixed-cuda-majors",
         fmt::format("needs CUDA libraries of different majors: {}; one process loads them all", list)});
  }

  // Imported driver and runtime API names, and the versioned ones among them.
  for (const auto& symbol : facts.imports) {
    const CudaLibraryInfo* provider = libraries_.provider_of(symbol.name);
    if (!provider) continue;
    if (provider == &libraries_.driver()) {
      verdict.driver_imports.push_back(symbol.name);
    } else if (provider->name == "cudart") {
      verdict.runtime_imports.push_back(symbol.name);
    }
  }
  sort_unique(verdict.driver_imports);
  sort_unique(verdict.runtime_imports);
  std::set<std::string> seen_symbols;
  for (const auto& symbol : facts.imports) {
    for (const auto& known : knowledge_.versioned_symbols()) {
      if (known.symbol != symbol.name || !seen_symbols.insert(symbol.name).second) continue;
      VersionedSymbolUse use;
      use.symbol = symbol.name;
      use.introduced = known.introduced;
      use.driver_api = is_driver_api_symbol(symbol.name);
      const ReleaseFacts* release = knowledge_.release(known.introduced);
      if (known.min_driver) {
        use.min_driver = *known.min_driver;
      } else if (release && !use.driver_api) {
        use.min_driver = release->driver_floor;
      } else if (auto driver = release ? ga_driver(*release) : std::nullopt) {
        use.min_driver = *driver;
      } else {
        verdict.notes.push_back(
            {"versioned-symbol-driver-unknown",
             fmt::format("imports {} (CUDA {}), whose first driver the knowledge base does not list", symbol.name,
                         known.introduced.to_string())});
        continue;
      }
      std::string detail = use.driver_api
                               ? fmt::format("imports {} from the driver API, added in CUDA {}: driver {} or newer",
                                             use.symbol, use.introduced.to_string(), use.min_driver.to_string())
                               : fmt::format("imports {} (CUDA {} runtime or newer), which runs on driver {} or newer",
                                             use.symbol, use.introduced.to_string(), use.min_driver.to_string());
      verdict.reasons.push_back({use.min_driver, "versioned-symbol", detail});
      verdict.versioned_symbols.push_back(use);
    }
  }

  // Device code.
  std::vector<GpuTarget> ptx_targets;
  std::size_t entries = 0;
  for (const auto& container : facts.containers) {
    for (const auto& entry : container.entries) {
      const FatbinEntry& header = entry.header;
      GpuTarget target{header.sm, header.suffix};
      ++entries;
      ++verdict.compression[std::string(to_string(header.compression))];
      switch (header.kind) {
        case EntryKind::kSass:
          verdict.sass.push_back(target);
          break;
        case EntryKind::kPtx: {
          Version isa;
          isa.major = entry.ptx_isa_major;
          isa.minor = entry.ptx_isa_minor;
          isa.parts = 2;
          verdict.ptx.push_back({target, isa});
          if (entry.ptx_isa_from_text &&
              (header.version_major != entry.ptx_isa_major || header.version_minor != entry.ptx_isa_minor)) {
            verdict.notes.push_back(
                {"ptx-isa-header-differs",
                 fmt::format(
                     "PTX entry at offset {:#x}: its header says ISA {}.{}, its text says {}.{} (the text wins)",
                     header.offset, header.version_major, header.version_minor, entry.ptx_isa_major,
                     entry.ptx_isa_minor)});
          }
          break;
        }
        case EntryKind::kLtoIr:
          verdict.lto.push_back(target);
          break;
        case EntryKind::kUnknown:
          break;
      }
    }
  }
  sort_unique(verdict.sass);
  sort_unique(verdict.lto);
  std::sort(verdict.ptx.begin(), verdict.ptx.end(), [](const PtxTarget& a, const PtxTarget& b) {
    return a.target == b.target ? a.isa < b.isa : a.target < b.target;
  });
  verdict.ptx.erase(
      std::unique(verdict.ptx.begin(), verdict.ptx.end(),
                  [](const PtxTarget& a, const PtxTarget& b) { return a.target == b.target && a.isa == b.isa; }),
      verdict.ptx.end());
  for (const auto& ptx : verdict.ptx) ptx_targets.push_back(ptx.target);

  if (verdict.compression.count("zstd") && zstd_driver_) {
    verdict.reasons.push_back({*zstd_driver_, "compression",
                               fmt::format("{} fatbin entries are zstd-compressed: driver {} or newer loads them",
                                           verdict.compression["zstd"], zstd_driver_->to_string())});
  }
  // The floor without PTX: what the SASS needs.
  for (const auto& reason : verdict.reasons) {
    if (!verdict.base_driver || *verdict.base_driver < reason.driver) verdict.base_driver = reason.driver;
  }
  if (!verdict.ptx.empty()) {
    const PtxTarget* newest = &verdict.ptx.front();
    for (const auto& ptx : verdict.ptx) {
      if (newest->isa < ptx.isa) newest = &ptx;
    }
    std::string release;
    if (auto driver = driver_for_ptx_isa(newest->isa, &release)) {
      verdict.reasons.push_back(
          {*driver, "ptx-isa",
           fmt::format("carries {} PTX of ISA {}: only drivers of CUDA {} or newer ({} and later) JIT-compile it",
                       newest->target.compute_name(), newest->isa.to_string(), release, driver->to_string())});
    } else {
      verdict.notes.push_back(
          {"ptx-isa-unknown",
           fmt::format("carries {} PTX of ISA {}{}: it needs a driver newer than {}, the newest the knowledge base "
                       "lists",
                       newest->target.compute_name(), newest->isa.to_string(),
                       release.empty() ? ", newer than any release the knowledge base knows"
                                       : " (CUDA " + release + ", whose driver is not listed)",
                       release_drivers_.empty() ? std::string("?") : release_drivers_.back().second.to_string())});
    }
  }
  std::stable_sort(verdict.reasons.begin(), verdict.reasons.end(),
                   [](const DriverReason& a, const DriverReason& b) { return b.driver < a.driver; });
  if (!verdict.reasons.empty()) verdict.min_driver = verdict.reasons.front().driver;

  // Where it runs, with any driver new enough.
  if (!verdict.sass.empty() || !verdict.ptx.empty()) {
    for (int gpu : known_gpus_) {
      bool native = std::any_of(verdict.sass.begin(), verdict.sass.end(),
                                [&](const GpuTarget& code) { return sass_runs_on(code, gpu); });
      bool jit = std::any_of(verdict.ptx.begin(), verdict.ptx.end(),
                             [&](const PtxTarget& code) { return ptx_runs_on(code.target, gpu); });
      (native ? verdict.runs_sass : jit ? verdict.runs_jit_only : verdict.cannot_run).push_back(gpu);
    }
    if (verdict.ptx.empty()) {
      int newest = 0;
      for (const auto& code : verdict.sass) newest = std::max(newest, code.sm);
      verdict.warnings.push_back(
          {"no-ptx", fmt::format("carries no PTX: no GPU newer than the architectures it was built for (newest {}) "
                                 "can run it; add compute_{} PTX (-gencode arch=compute_{},code=compute_{})",
                                 gpu_name(newest), newest, newest, newest)});
    }
    // Architecture-specific targets (sm_90a) that are the only code for their GPU: no later GPU
    // can fall back to them, not even one of the same family.
    std::vector<GpuTarget> alone;
    auto portable_code_runs_on = [&](int gpu) {
      for (const auto& code : verdict.sass) {
        if (code.suffix != 'a' && sass_runs_on(code, gpu)) return true;
      }
      for (const auto& code : ptx_targets) {
        if (code.suffix != 'a' && ptx_runs_on(code, gpu)) return true;
      }
      return false;
    };
    for (const auto& code : verdict.sass) {
      if (code.suffix == 'a' && !portable_code_runs_on(code.sm)) alone.push_back(code);
    }
    for (const auto& code : ptx_targets) {
      if (code.suffix == 'a' && !portable_code_runs_on(code.sm)) alone.push_back(GpuTarget{code.sm, 'a'});
    }
    sort_unique(alone);
    for (const auto& code : alone) {
      // Family targets exist from sm_100 on (CUDA 12.9).
      const std::string plain = GpuTarget{code.sm, 0}.sm_name();
      const std::string portable = code.sm >= 100
                                       ? fmt::format("a plain ({}) or family (sm_{}f) target", plain, code.sm)
                                       : fmt::format("a plain {} target", plain);
      verdict.warnings.push_back(
          {"arch-specific-only",
           fmt::format("{} is the only code for sm_{}: architecture-specific code runs on that GPU and on no other, "
                       "so a later GPU of the sm_{}x family gets no native code from it; add {}, or PTX",
                       code.sm_name(), code.sm, code.major(), portable)});
    }
  } else if (!verdict.lto.empty()) {
    verdict.notes.push_back({"lto-ir-only", "carries LTO-IR only: it must be device-linked before it can run"});
  }
  if (entries > 0 && !runtime_needed &&
      (facts.format == ArtifactFormat::kSharedLibrary || facts.format == ArtifactFormat::kExecutable)) {
    verdict.notes.push_back(
        {"static-runtime",
         "carries device code but does not need libcudart: the CUDA runtime is linked statically, and its version is "
         "not recorded in DT_NEEDED, so the driver floor comes from the device code and the symbols alone"});
  }
  return verdict;
}

RunStatus Judge::status_at(const ArtifactVerdict& verdict, int gpu_sm, const Version& driver) const {
  auto gpu_driver = driver_for_gpu(gpu_sm);
  if (gpu_driver && driver < *gpu_driver) return RunStatus::kNo;  // this driver does not know the GPU
  if (verdict.base_driver && driver < *verdict.base_driver) return RunStatus::kNo;
  for (const auto& code : verdict.sass) {
    if (sass_runs_on(code, gpu_sm)) return RunStatus::kSass;
  }
  auto isa = max_ptx_isa(driver);
  for (const auto& code : verdict.ptx) {
    if (ptx_runs_on(code.target, gpu_sm) && isa && !(*isa < code.isa)) return RunStatus::kJit;
  }
  return RunStatus::kNo;
}

std::vector<Finding> Judge::package_findings(const std::vector<const ArtifactFacts*>& facts,
                                             const std::vector<const ArtifactVerdict*>& verdicts) const {
  std::vector<Finding> findings;
  std::set<int> agreed;
  bool first = true;
  std::map<std::string, std::vector<std::string>> by_majors;  // "12" -> files
  for (std::size_t i = 0; i < facts.size(); ++i) {
    const auto& majors = verdicts[i]->cuda_majors;
    if (majors.empty()) continue;
    std::string key;
    for (int m : majors) key += (key.empty() ? "" : "/") + std::to_string(m);
    by_majors[key].push_back(facts[i]->path);
    std::set<int> set(majors.begin(), majors.end());
    if (first) {
      agreed = set;
      first = false;
    } else {
      std::set<int> both;
      std::set_intersection(agreed.begin(), agreed.end(), set.begin(), set.end(), std::inserter(both, both.begin()));
      agreed = both;
    }
  }
  if (!first && agreed.empty()) {
    std::string detail;
    for (const auto& [majors, files] : by_majors) {
      detail += fmt::format("{}CUDA {}: {}{}", detail.empty() ? "" : "; ", majors, files.front(),
                            files.size() > 1 ? fmt::format(" and {} more", files.size() - 1) : "");
    }
    findings.push_back(
        {"mixed-cuda-majors",
         fmt::format("the package mixes CUDA majors ({}): no single CUDA installation satisfies it", detail)});
  }
  return findings;
}

}  // namespace cudacompat::audit
