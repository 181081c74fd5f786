#include "audit/verdicts.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>

#include "common/enum_names.h"
#include "common/text.h"

// Each rule is one function: it reads the facts (and what earlier rules collected in the verdict)
// and adds its driver reasons and findings. judge() runs them in the order docs/audit.md lists.
namespace cudacompat::audit {
namespace {

template <class T>
void sort_unique(std::vector<T>& items) {
  std::sort(items.begin(), items.end());
  items.erase(std::unique(items.begin(), items.end()), items.end());
}

bool is_driver_api_symbol(const std::string& name) {
  return name.size() > 2 && name[0] == 'c' && name[1] == 'u' && name[2] >= 'A' && name[2] <= 'Z';
}

// "cuCtxCreate_v4" -> true: a driver entry point whose versioned form the knowledge base should know.
bool looks_versioned(const std::string& name) {
  const std::size_t at = name.rfind("_v");
  if (at == std::string::npos || at + 2 >= name.size()) return false;
  return std::all_of(name.begin() + static_cast<std::ptrdiff_t>(at) + 2, name.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

// "12 or 13" from {12, 13} and " or " (also ABI versions and the like).
std::string majors_text(const std::vector<int>& majors, const char* separator) {
  std::vector<std::string> items;
  for (int major : majors) items.push_back(std::to_string(major));
  return join(items, separator);
}

// What the rules share while judging one artifact.
struct Context {
  const ArtifactFacts& facts;
  const KnowledgeBase& knowledge;
  const CudaLibraryTable& libraries;
  const Judge& judge;
  ArtifactVerdict& verdict;
  bool runtime_needed = false;  // libcudart in DT_NEEDED
  // Fatbin entries a driver may load: every kind but LTO-IR, which only a device link reads. Their
  // compression counts for the floor; an LTO-IR entry's never does (nvcc 13.0 zstd-compresses it).
  std::size_t loadable_entries = 0;
  std::map<std::string, std::size_t> loadable_compression;
  std::vector<std::string> unknown;  // values the knowledge base does not know, for one finding
  // Of those, what only the PTX JIT path needs (an ISA whose first driver is unknown): its
  // conservative floor binds GPUs that JIT-compile the PTX, never a GPU that runs the SASS.
  std::vector<std::string> unknown_for_jit;
  std::set<int> sass_abis;  // cubin ELF ABI versions of the SASS entries (1.x in their headers)

  void floor(const Version& driver, FloorRule rule, std::string detail, bool exact = true) {
    verdict.reasons.push_back({driver, rule, std::move(detail), exact});
  }
  void warn(FindingCode code, std::string message) { verdict.warnings.push_back({code, std::move(message)}); }
  void note(FindingCode code, std::string message) { verdict.notes.push_back({code, std::move(message)}); }
  // Something newer than the knowledge base: named in the unknown-to-knowledge finding, and the
  // conservative floor applies.
  void not_known(std::string what) { unknown.push_back(std::move(what)); }
  void not_known_for_jit(std::string what) { unknown_for_jit.push_back(std::move(what)); }
};

std::optional<Version> floor_for_major(const KnowledgeBase& knowledge, int major) {
  for (const auto& release : knowledge.releases()) {
    if (release.version.major == major) return release.driver_floor;
  }
  return std::nullopt;
}

// Whether the artifact imports any of the library's symbols: a symbol versioned against its soname
// says yes at once; an unversioned one by the library that provides it. Unknown (nullopt) for an
// object whose imports do not say (not an executable or shared library), and for a library with no
// known symbol prefixes that none of the imports is versioned against.
std::optional<bool> library_used(const Context& c, const std::string& soname, const CudaLibraryMatch& match) {
  if (!is_linked(c.facts.format)) return std::nullopt;
  bool used = false;
  for (const auto& symbol : c.facts.imports) {
    if (symbol.version_file == soname) {
      used = true;
      break;
    }
    if (!symbol.version_file.empty()) continue;
    if (c.libraries.provider_of(symbol.name) == match.library) used = true;
  }
  if (used || !match.library->symbol_prefixes.empty()) return used;
  return std::nullopt;
}

// Narrows `agreed` to the majors that are also in `majors`; the first set (while `agreed` is
// nullopt) is taken as it is.
void narrow_majors(std::optional<std::set<int>>& agreed, const std::set<int>& majors) {
  if (!agreed) {
    agreed = majors;
    return;
  }
  std::set<int> both;
  std::set_intersection(agreed->begin(), agreed->end(), majors.begin(), majors.end(),
                        std::inserter(both, both.begin()));
  *agreed = std::move(both);
}

// The CUDA majors every needed library can come from (those with no known major left out).
std::set<int> agreed_majors(const std::vector<NeededCudaLibrary>& libraries) {
  std::optional<std::set<int>> agreed;
  for (const auto& library : libraries) {
    if (!library.majors.empty()) narrow_majors(agreed, std::set<int>(library.majors.begin(), library.majors.end()));
  }
  return agreed.value_or(std::set<int>{});
}

// One needed CUDA library's findings, and the driver floor of the oldest major it can come from
// among those the others agree on.
void judge_needed_library(Context& c, const NeededCudaLibrary& library, const std::set<int>& agreed) {
  if (library.is_driver) {
    c.warn(FindingCode::kLibcudaLinked,
           fmt::format("links {} directly: it fails to load where no NVIDIA driver is installed (CPU-only machines, "
                       "containers without GPUs); call the driver through the runtime, cuGetProcAddress or dlopen",
                       library.soname));
    return;
  }
  if (!library.known_soname) {
    c.not_known(fmt::format("{} (a {} library of a CUDA major it does not list)", library.soname, library.library));
    return;
  }
  if (library.used && !*library.used) {
    c.warn(FindingCode::kUnusedCudaLibrary,
           fmt::format("needs {} but imports none of its symbols: link with -Wl,--as-needed so that it is not "
                       "loaded (and required) for nothing",
                       library.soname));
  }
  if (library.majors.empty()) return;
  int major = *std::min_element(library.majors.begin(), library.majors.end());
  for (int candidate : library.majors) {
    if (agreed.count(candidate)) {
      major = candidate;
      break;
    }
  }
  if (auto floor = floor_for_major(c.knowledge, major)) {
    c.floor(*floor, FloorRule::kCudaLibrary,
            fmt::format("needs {} (CUDA {}): CUDA {}.x runs on driver {} or newer", library.soname,
                        majors_text(library.majors, " or "), major, floor->to_string()));
  }
}

// DT_NEEDED: which CUDA libraries, of which majors, whether each is used, and the floor each sets.
void rule_needed_libraries(Context& c) {
  for (const auto& soname : c.facts.needed) {
    auto match = c.libraries.recognise(soname);
    if (!match) continue;
    NeededCudaLibrary library;
    library.soname = soname;
    library.library = match->library->name;
    library.is_driver = match->is_driver;
    library.known_soname = match->known_soname;
    library.majors = match->majors;
    if (library.library == "cudart") c.runtime_needed = true;
    library.used = library_used(c, soname, *match);
    c.verdict.cuda_libraries.push_back(std::move(library));
  }
  const std::set<int> agreed = agreed_majors(c.verdict.cuda_libraries);
  c.verdict.cuda_majors.assign(agreed.begin(), agreed.end());
  for (const auto& library : c.verdict.cuda_libraries) judge_needed_library(c, library, agreed);
}

void rule_mixed_majors(Context& c) {
  bool any = false;
  for (const auto& library : c.verdict.cuda_libraries) any = any || !library.majors.empty();
  if (!any || !c.verdict.cuda_majors.empty()) return;
  std::vector<std::string> list;
  for (const auto& library : c.verdict.cuda_libraries) {
    if (!library.majors.empty()) {
      list.push_back(fmt::format("{} (CUDA {})", library.soname, majors_text(library.majors, "/")));
    }
  }
  c.warn(FindingCode::kMixedCudaMajors,
         fmt::format("needs CUDA libraries of different majors: {}; one process loads them all", join(list, ", ")));
}

// A library that is itself part of a toolkit (libcudart.so.13, libcupti.so.13) runs only where
// its own major's driver does, whatever it links.
void rule_own_soname(Context& c) {
  if (c.facts.soname.empty()) return;
  auto match = c.libraries.recognise(c.facts.soname);
  if (!match || match->is_driver) return;
  if (!match->known_soname) {
    c.not_known(fmt::format("its own soname {} (a {} library of a CUDA major the knowledge base does not list)",
                            c.facts.soname, match->library->name));
    return;
  }
  const int major = *std::min_element(match->majors.begin(), match->majors.end());
  if (auto floor = floor_for_major(c.knowledge, major)) {
    c.floor(*floor, FloorRule::kOwnSoname,
            fmt::format("is {} itself, a CUDA {} library: CUDA {}.x runs on driver {} or newer", c.facts.soname,
                        majors_text(match->majors, " or "), major, floor->to_string()));
  }
}

void rule_imports(Context& c) {
  for (const auto& symbol : c.facts.imports) {
    const CudaLibraryInfo* provider = c.libraries.provider_of(symbol.name);
    if (!provider) continue;
    if (provider == &c.libraries.driver()) {
      c.verdict.driver_imports.push_back(symbol.name);
    } else if (provider->name == "cudart") {
      c.verdict.runtime_imports.push_back(symbol.name);
    }
  }
  sort_unique(c.verdict.driver_imports);
  sort_unique(c.verdict.runtime_imports);
}

// Versioned entry points (cuMemAdvise_v2, cuCtxCreate_v4) exist from a release on.
void rule_versioned_symbols(Context& c) {
  std::set<std::string> seen;
  for (const auto& symbol : c.facts.imports) {
    if (!seen.insert(symbol.name).second) continue;
    const VersionedSymbol* known = nullptr;
    for (const auto& candidate : c.knowledge.versioned_symbols()) {
      if (candidate.symbol == symbol.name) known = &candidate;
    }
    if (!known) {
      if (is_driver_api_symbol(symbol.name) && looks_versioned(symbol.name) &&
          !c.knowledge.in_oldest_release(symbol.name) &&
          c.libraries.provider_of(symbol.name) == &c.libraries.driver()) {
        c.not_known(fmt::format("the driver entry point {}", symbol.name));
      }
      continue;
    }
    VersionedSymbolUse use;
    use.symbol = symbol.name;
    use.introduced = known->introduced;
    use.driver_api = is_driver_api_symbol(symbol.name);
    const ReleaseFacts* release = c.knowledge.release(known->introduced);
    if (known->min_driver) {
      use.min_driver = *known->min_driver;
    } else if (release && !use.driver_api) {
      use.min_driver = release->driver_floor;
    } else if (auto driver = release ? KnowledgeBase::first_driver(*release) : std::nullopt) {
      use.min_driver = *driver;
    } else {
      c.not_known(
          fmt::format("the first driver of CUDA {}, which added {}", known->introduced.to_string(), symbol.name));
      continue;
    }
    c.floor(use.min_driver, FloorRule::kVersionedSymbol,
            use.driver_api ? fmt::format("imports {} from the driver API, added in CUDA {}: driver {} or newer",
                                         use.symbol, use.introduced.to_string(), use.min_driver.to_string())
                           : fmt::format("imports {} (CUDA {} runtime or newer), which runs on driver {} or newer",
                                         use.symbol, use.introduced.to_string(), use.min_driver.to_string()));
    c.verdict.versioned_symbols.push_back(use);
  }
}

// The GPU code: targets by kind, compression counts, and header values the knowledge base lacks.
void rule_device_code(Context& c) {
  const std::set<int> gpus(c.judge.known_gpus().begin(), c.judge.known_gpus().end());
  std::set<int> unknown_gpus;
  std::set<std::uint16_t> unknown_kinds;
  for (const auto& container : c.facts.containers) {
    for (const auto& entry : container.entries) {
      const FatbinEntry& header = entry.header;
      const GpuTarget target = header.gpu_target();
      const std::string compression(to_string(header.compression));
      ++c.verdict.compression[compression];  // every entry, LTO-IR included: what the file holds
      if (header.kind == EntryKind::kLtoIr) {
        c.verdict.lto.push_back(target);  // listed; it serves no GPU, so it asks the knowledge base nothing
        continue;
      }
      ++c.loadable_entries;
      ++c.loadable_compression[compression];
      if (header.kind != EntryKind::kUnknown && !gpus.count(header.sm)) unknown_gpus.insert(header.sm);
      switch (header.kind) {
        case EntryKind::kSass:
          c.verdict.sass.push_back(target);
          if (header.version_major == 1 && container.section != "(file)") c.sass_abis.insert(header.version_minor);
          break;
        case EntryKind::kPtx: {
          Version isa;
          isa.major = entry.ptx_isa_major;
          isa.minor = entry.ptx_isa_minor;
          isa.parts = 2;
          c.verdict.ptx.push_back({target, isa});
          if (entry.ptx_isa_from_text &&
              (header.version_major != entry.ptx_isa_major || header.version_minor != entry.ptx_isa_minor)) {
            c.note(FindingCode::kPtxIsaHeaderDiffers,
                   fmt::format("PTX entry at offset {:#x}: its header says ISA {}.{}, its text says {}.{} (the text "
                               "wins)",
                               header.offset, header.version_major, header.version_minor, entry.ptx_isa_major,
                               entry.ptx_isa_minor));
          }
          break;
        }
        case EntryKind::kLtoIr:
          break;  // taken above
        case EntryKind::kUnknown:
          unknown_kinds.insert(header.raw_kind);
          break;
      }
    }
  }
  for (int sm : unknown_gpus) c.not_known(fmt::format("GPU code for {}", gpu_name(sm)));
  for (auto kind : unknown_kinds) {
    c.not_known(fmt::format("fatbin entries of kind {} (known: 1 PTX, 2 SASS, 8 LTO-IR)", kind));
  }
  sort_unique(c.verdict.sass);
  sort_unique(c.verdict.lto);
  auto& ptx = c.verdict.ptx;
  std::sort(ptx.begin(), ptx.end(), [](const PtxTarget& a, const PtxTarget& b) {
    return a.target == b.target ? a.isa < b.isa : a.target < b.target;
  });
  ptx.erase(std::unique(ptx.begin(), ptx.end(),
                        [](const PtxTarget& a, const PtxTarget& b) { return a.target == b.target && a.isa == b.isa; }),
            ptx.end());
}

// Only entries a driver loads: a compressed LTO-IR entry is decompressed by nvlink, not the driver.
void rule_compression(Context& c) {
  for (const auto& [name, count] : c.loadable_compression) {
    if (name == "none") continue;
    auto facts = c.knowledge.fatbin_compression().find(name);
    if (facts == c.knowledge.fatbin_compression().end() || !facts->second.min_driver) continue;
    c.floor(*facts->second.min_driver, FloorRule::kCompression,
            fmt::format("{} fatbin entries are {}-compressed: driver {} or newer loads them", count, name,
                        facts->second.min_driver->to_string()));
  }
}

// The toolkit that built the cubins (.note.nv.tkinfo): cubins of a major load on that major's
// drivers. For a statically linked runtime this is the only record of its version.
void rule_builder_toolkit(Context& c) {
  if (c.facts.builder_toolkits.empty()) return;
  const BuilderToolkit& newest = c.facts.builder_toolkits.back();
  const std::string name = fmt::format("{}.{}", newest.major, newest.minor);
  Version version;
  version.major = newest.major;
  version.minor = newest.minor;
  version.parts = 2;
  const ReleaseFacts* release = c.knowledge.release(version);
  if (!release) {
    c.not_known(fmt::format("cubins built by CUDA {} (their .note.nv.tkinfo)", name));
    return;
  }
  c.floor(release->driver_floor, FloorRule::kBuilderToolkit,
          fmt::format("its cubins were built by CUDA {} (.note.nv.tkinfo): CUDA {}.x code runs on driver {} or newer",
                      name, newest.major, release->driver_floor.to_string()));
}

// PTX of an ISA needs a driver of the release that introduced that ISA to JIT-compile it.
void rule_ptx_isa(Context& c) {
  if (c.verdict.ptx.empty()) return;
  const PtxTarget* newest = &c.verdict.ptx.front();
  for (const auto& ptx : c.verdict.ptx) {
    if (newest->isa < ptx.isa) newest = &ptx;
  }
  const ReleaseFacts* release = c.knowledge.first_release_with_ptx_isa(newest->isa);
  const std::optional<Version> driver = release ? KnowledgeBase::first_driver(*release) : std::nullopt;
  if (driver) {
    c.floor(*driver, FloorRule::kPtxIsa,
            fmt::format("carries {} PTX of ISA {}: only drivers of CUDA {} or newer ({} and later) JIT-compile it",
                        newest->target.compute_name(), newest->isa.to_string(), release->version.to_string(),
                        driver->to_string()));
  } else if (release) {
    c.not_known_for_jit(fmt::format("the first driver of CUDA {}, which JIT-compiles the {} PTX of ISA {} it carries",
                                    release->version.to_string(), newest->target.compute_name(),
                                    newest->isa.to_string()));
  } else {
    c.not_known_for_jit(fmt::format(
        "{} PTX of ISA {}, newer than any release it knows (newest: CUDA {}, ISA {})", newest->target.compute_name(),
        newest->isa.to_string(), c.knowledge.newest().version.to_string(), c.knowledge.newest().ptx_isa.to_string()));
  }
}

// Device code whose runtime is linked statically: the runtime's version is recorded nowhere but in
// the toolkit notes of its cubins (rule_builder_toolkit). Without them (nvcc 12.x and older), the
// cubins' ELF ABI bounds the major that built them, and the newest PTX ISA bounds it from below.
// One toolkit built them all: its major writes every ABI they carry. The majors that write every
// SASS ABI (all of them when there are none); nullopt when an ABI is not in the knowledge base, each
// such ABI named as not known.
std::optional<std::set<int>> cubin_writer_majors(Context& c) {
  std::optional<std::set<int>> majors;
  bool unknown_abi = false;
  for (int abi : c.sass_abis) {
    auto found = c.knowledge.cubin_abi_majors().find(abi);
    if (found == c.knowledge.cubin_abi_majors().end()) {
      unknown_abi = true;
      c.not_known(fmt::format("cubins of ELF ABI 1.{} (the toolkit that writes them)", abi));
      continue;
    }
    narrow_majors(majors, std::set<int>(found->second.begin(), found->second.end()));
  }
  if (unknown_abi) return std::nullopt;
  return majors.value_or(std::set<int>{});
}

// The newest PTX ISA was emitted by this major or a later one; nullopt without PTX, or for an ISA
// the knowledge base does not list.
std::optional<int> oldest_ptx_major(const Context& c) {
  if (c.verdict.ptx.empty()) return std::nullopt;
  Version newest = c.verdict.ptx.front().isa;
  for (const auto& ptx : c.verdict.ptx) newest = std::max(newest, ptx.isa);
  if (const ReleaseFacts* release = c.knowledge.first_release_with_ptx_isa(newest)) return release->version.major;
  return std::nullopt;
}

// No toolkit major fits what the artifact carries: the conservative floor, and a finding that says so.
void static_runtime_floor_unknown(Context& c, bool ptx_only) {
  const std::string why = ptx_only
                              ? std::string("it carries PTX only, and its cubins record nothing")
                              : fmt::format("its cubins' ELF ABI and its PTX disagree on the toolkit that built them");
  c.warn(FindingCode::kFloorUnknown,
         fmt::format("its runtime is linked statically and {}: the floor shown, driver {} (the newest the knowledge "
                     "base lists), is conservative; pass --min-driver after checking the toolkit it was built with",
                     why, c.judge.conservative_driver().to_string()));
  c.floor(c.judge.conservative_driver(), FloorRule::kFloorUnknown,
          fmt::format("a statically linked runtime of an unrecorded version: at least driver {} (conservative)",
                      c.judge.conservative_driver().to_string()),
          false);
}

void rule_static_runtime(Context& c) {
  if (c.loadable_entries == 0 || c.runtime_needed) return;
  if (!is_linked(c.facts.format)) return;  // objects and archives are judged where they are linked
  c.note(FindingCode::kStaticRuntime,
         "carries device code but does not need libcudart: the CUDA runtime is linked statically, and its version "
         "is recorded only in its cubins");
  if (!c.facts.builder_toolkits.empty()) return;

  std::optional<std::set<int>> majors = cubin_writer_majors(c);
  if (!majors) return;
  const std::vector<int> abis(c.sass_abis.begin(), c.sass_abis.end());
  const std::optional<int> oldest_major = oldest_ptx_major(c);
  if (oldest_major) {
    for (auto it = majors->begin(); it != majors->end();) it = *it < *oldest_major ? majors->erase(it) : std::next(it);
  }
  // PTX alone (no cubin, so no ABI): the toolkit that emitted it, whose runtime is linked with it,
  // is of the major whose releases emit that ISA; a later major emits a newer one. Seen on an H100:
  // CUDA 13.0's compute_80-only executable runs on driver 580 (docs/gpu-proof.md).
  if (abis.empty() && majors->empty() && oldest_major) majors->insert(*oldest_major);
  if (majors->empty()) {
    static_runtime_floor_unknown(c, abis.empty());
    return;
  }
  // The newest candidate major's floor covers every candidate (minor-version compatibility).
  const int major = *majors->rbegin();
  const std::optional<Version> floor = floor_for_major(c.knowledge, major);
  if (!floor) return;
  std::vector<int> candidates(majors->begin(), majors->end());
  c.floor(*floor, FloorRule::kBuilderToolkit,
          fmt::format("its statically linked runtime and cubins (ELF ABI 1.{}{}) come from CUDA {}.x: CUDA {}.x runs "
                      "on driver {} or newer",
                      majors_text(abis, "/1."),
                      oldest_major ? fmt::format(", PTX of CUDA {}.x or newer", *oldest_major) : std::string(),
                      majors_text(candidates, ".x or "), major, floor->to_string()));
}

// Whatever the knowledge base does not know becomes one finding and a conservative floor. What only
// the PTX JIT needs gets its floor under the PTX-ISA rule, which binds only the GPUs that JIT-compile
// (settle_floor leaves it out of base_driver): a GPU that runs the SASS never waits for it.
void rule_unknown_to_knowledge(Context& c) {
  if (c.unknown.empty() && c.unknown_for_jit.empty()) return;
  const std::string driver = c.judge.conservative_driver().to_string();
  std::vector<std::string> all = c.unknown;
  all.insert(all.end(), c.unknown_for_jit.begin(), c.unknown_for_jit.end());
  c.warn(FindingCode::kUnknownToKnowledge,
         fmt::format(
             "needs what the knowledge base does not know: {}; the floor shown, driver {} (the newest it "
             "lists), is a conservative lower bound{}: update cudacompat (compat/knowledge.json)",
             join(all, "; "), driver,
             c.unknown.empty() ? " for GPUs that JIT-compile its PTX (GPUs that run its SASS do not need it)" : ""));
  if (!c.unknown.empty())
    c.floor(c.judge.conservative_driver(), FloorRule::kUnknownToKnowledge,
            fmt::format("needs {}: newer than the knowledge base, so at least driver {} (conservative)",
                        c.unknown.front(), driver),
            false);
  if (!c.unknown_for_jit.empty())
    c.floor(c.judge.conservative_driver(), FloorRule::kPtxIsa,
            fmt::format("its PTX needs {}: newer than the knowledge base, so GPUs that JIT-compile it need at least "
                        "driver {} (conservative)",
                        c.unknown_for_jit.front(), driver),
            false);
}

// Which GPUs it runs on (natively, through the JIT, not at all), and what would widen that.
// LTO-IR alone: no GPU can load it; a finding says so unless it is an object meant for a device link.
void judge_lto_ir_alone(Context& c) {
  ArtifactVerdict& v = c.verdict;
  v.cannot_run = c.judge.known_gpus();
  if (!is_unloadable_lto_ir(c.facts, v)) return;
  std::vector<std::string> names;
  for (const auto& code : v.lto) names.push_back(code.lto_name());
  c.warn(FindingCode::kLtoIrOnly,
         fmt::format("its GPU code is LTO-IR alone ({}): no GPU can load it. LTO-IR is NVVM IR for link-time "
                     "optimisation, which nvlink (nvcc -dlto) or nvJitLink links into SASS; the driver loads only "
                     "SASS and PTX (cuModuleLoadData answers CUDA_ERROR_NO_BINARY_FOR_GPU); fix: {}",
                     join(names, ", "), lto_ir_alone_fix(v.lto)));
}

// Each known GPU runs the SASS, JIT-compiles the PTX, or cannot run it.
void place_known_gpus(Context& c) {
  ArtifactVerdict& v = c.verdict;
  for (int gpu : c.judge.known_gpus()) {
    const bool native =
        std::any_of(v.sass.begin(), v.sass.end(), [&](const GpuTarget& code) { return sass_runs_on(code, gpu); });
    const bool jit =
        std::any_of(v.ptx.begin(), v.ptx.end(), [&](const PtxTarget& code) { return ptx_runs_on(code.target, gpu); });
    (native ? v.runs_sass : jit ? v.runs_jit_only : v.cannot_run).push_back(gpu);
  }
}

// Without PTX no GPU newer than the newest SASS can run it.
void warn_no_ptx(Context& c) {
  const ArtifactVerdict& v = c.verdict;
  if (!v.ptx.empty()) return;
  int newest = 0;
  for (const auto& code : v.sass) newest = std::max(newest, code.number());
  const std::string ptx = GpuTarget::from_number(newest).compute_name();
  c.warn(FindingCode::kNoPtx,
         fmt::format("carries no PTX: no GPU newer than the architectures it was built for (newest {}) can run it; "
                     "add {} PTX (-gencode arch={},code={})",
                     gpu_name(newest), ptx, ptx, ptx));
}

// Whether code that is not architecture-specific (plain or family SASS, or PTX) runs on the GPU.
bool portable_code_runs_on(const ArtifactVerdict& v, int gpu) {
  for (const auto& code : v.sass) {
    if (code.feature != GpuFeature::kArchSpecific && sass_runs_on(code, gpu)) return true;
  }
  for (const auto& code : v.ptx) {
    if (code.target.feature != GpuFeature::kArchSpecific && ptx_runs_on(code.target, gpu)) return true;
  }
  return false;
}

// Architecture-specific targets (sm_90a) that are the only code for their GPU: no later GPU can
// fall back to them, not even one of the same family.
void warn_arch_specific_alone(Context& c) {
  const ArtifactVerdict& v = c.verdict;
  std::vector<GpuTarget> alone;
  for (const auto& code : v.sass) {
    if (code.feature == GpuFeature::kArchSpecific && !portable_code_runs_on(v, code.number())) alone.push_back(code);
  }
  for (const auto& code : v.ptx) {  // named as the SASS they stand in for: one warning per GPU
    if (code.target.feature == GpuFeature::kArchSpecific && !portable_code_runs_on(v, code.target.number()))
      alone.push_back(code.target.with_kind(GpuCodeKind::kSass));
  }
  sort_unique(alone);
  for (const auto& code : alone) {
    // Family targets exist from sm_100 on (CUDA 12.9).
    const std::string plain = code.with_feature(GpuFeature::kNone).sm_name();
    const std::string family = code.with_feature(GpuFeature::kFamily).sm_name();
    const std::string portable = code.number() >= 100 ? fmt::format("a plain ({}) or family ({}) target", plain, family)
                                                      : fmt::format("a plain {} target", plain);
    c.warn(FindingCode::kArchSpecificOnly,
           fmt::format("{} is the only code for {}: architecture-specific code runs on that GPU and on no other, so "
                       "a later GPU of the {}x family gets no native code from it; add {}, or PTX",
                       code.sm_name(), plain, gpu_name(code.major), portable));  // "sm_9" of "sm_9x": the major alone
  }
}

void rule_where_it_runs(Context& c) {
  if (has_lto_ir_alone(c.verdict)) {
    judge_lto_ir_alone(c);
    return;
  }
  if (!has_loadable_code(c.verdict)) return;
  place_known_gpus(c);
  warn_no_ptx(c);
  warn_arch_specific_alone(c);
}

// The floor is the newest driver any rule asks for; the floor without PTX is what SASS needs.
void settle_floor(Context& c) {
  ArtifactVerdict& v = c.verdict;
  for (const auto& reason : v.reasons) {
    if (reason.rule == FloorRule::kPtxIsa) continue;
    if (!v.base_driver || *v.base_driver < reason.driver) v.base_driver = reason.driver;
  }
  std::stable_sort(v.reasons.begin(), v.reasons.end(),
                   [](const DriverReason& a, const DriverReason& b) { return b.driver < a.driver; });
  if (v.reasons.empty()) return;
  v.min_driver = v.reasons.front().driver;
  // Inexact when a conservative bound is (one of) the highest: the real floor may be higher.
  for (const auto& reason : v.reasons) {
    if (reason.driver == *v.min_driver && !reason.exact) v.min_driver_exact = false;
  }
}

}  // namespace

bool has_loadable_code(const ArtifactVerdict& verdict) { return !verdict.sass.empty() || !verdict.ptx.empty(); }

bool has_lto_ir_alone(const ArtifactVerdict& verdict) { return !has_loadable_code(verdict) && !verdict.lto.empty(); }

bool is_unloadable_lto_ir(const ArtifactFacts& facts, const ArtifactVerdict& verdict) {
  // An object file is input for the device link that turns its LTO-IR into SASS (nvcc -dlto).
  return has_lto_ir_alone(verdict) && facts.format != ArtifactFormat::kRelocatable;
}

std::string lto_ir_alone_fix(const std::vector<GpuTarget>& lto) {
  std::vector<std::string> sass;
  std::vector<std::string> ptx;
  for (const auto& code : lto) {
    sass.push_back(fmt::format("-gencode arch={},code={}", code.compute_name(), code.sm_name()));
    ptx.push_back(fmt::format("-gencode arch={0},code={0}", code.compute_name()));
  }
  return fmt::format(
      "compile SASS ({}) or PTX ({}) beside it, or device-link it with nvcc -dlto so that nvlink writes SASS",
      join(sass, " "), join(ptx, " "));
}

constexpr EnumName<RunStatus> kRunStatusNames[] = {
    {RunStatus::kSass, "sass"}, {RunStatus::kJit, "jit"}, {RunStatus::kNo, "no"}};

std::string_view to_string(RunStatus status) { return name_of(kRunStatusNames, status); }

Judge::Judge(const KnowledgeBase& knowledge, const CudaLibraryTable& libraries)
    : knowledge_(knowledge), libraries_(libraries) {
  std::set<int> gpus;
  std::optional<Version> newest_earlier_driver;
  for (const auto& release : knowledge.releases()) {
    const std::optional<Version> driver = KnowledgeBase::first_driver(release);
    if (driver) release_drivers_.emplace_back(release.version, *driver);
    for (const auto& name : release.architectures) {
      const auto architecture = GpuTarget::parse_cmake(name);
      if (!architecture || architecture->feature != GpuFeature::kNone) continue;  // a GPU is a plain architecture
      const int sm = architecture->number();
      if (!gpus.insert(sm).second) continue;
      if (driver) {
        gpu_drivers_[sm] = *driver;
      } else if (newest_earlier_driver) {
        gpu_unknown_through_[sm] = *newest_earlier_driver;
      }
    }
    if (driver && (!newest_earlier_driver || *newest_earlier_driver < *driver)) newest_earlier_driver = driver;
  }
  known_gpus_.assign(gpus.begin(), gpus.end());
  conservative_driver_ = knowledge.newest_known_driver().value_or(knowledge.newest().driver_floor);
}

std::optional<Version> Judge::driver_for_gpu(int gpu_sm) const {
  auto found = gpu_drivers_.find(gpu_sm);
  if (found == gpu_drivers_.end()) return std::nullopt;
  return found->second;
}

bool Judge::driver_predates_gpu(int gpu_sm, const Version& driver) const {
  if (auto gpu_driver = driver_for_gpu(gpu_sm)) return driver < *gpu_driver;
  auto unknown = gpu_unknown_through_.find(gpu_sm);
  return unknown != gpu_unknown_through_.end() && !(unknown->second < driver);
}

std::optional<Version> Judge::max_ptx_isa(const Version& driver) const {
  std::optional<Version> isa;
  for (const auto& release : knowledge_.releases()) {
    auto first_driver = KnowledgeBase::first_driver(release);
    if (first_driver && *first_driver <= driver) isa = release.ptx_isa;
  }
  return isa;
}

ArtifactVerdict Judge::judge(const ArtifactFacts& facts) const {
  ArtifactVerdict verdict;
  Context c{facts, knowledge_, libraries_, *this, verdict, false, 0, {}, {}, {}, {}};
  rule_needed_libraries(c);
  rule_mixed_majors(c);
  rule_own_soname(c);
  rule_imports(c);
  rule_versioned_symbols(c);
  rule_device_code(c);
  rule_compression(c);
  rule_builder_toolkit(c);
  rule_ptx_isa(c);
  rule_static_runtime(c);
  rule_unknown_to_knowledge(c);
  rule_where_it_runs(c);
  settle_floor(c);
  return verdict;
}

RunStatus Judge::status_at(const ArtifactVerdict& verdict, int gpu_sm, const Version& driver) const {
  if (driver_predates_gpu(gpu_sm, driver)) return RunStatus::kNo;  // this driver does not know the GPU
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

RunStatus Judge::status_with_new_enough_driver(const ArtifactVerdict& verdict, int gpu_sm) const {
  for (const auto& code : verdict.sass) {
    if (sass_runs_on(code, gpu_sm)) return RunStatus::kSass;
  }
  for (const auto& code : verdict.ptx) {
    if (ptx_runs_on(code.target, gpu_sm)) return RunStatus::kJit;
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
    by_majors[majors_text(majors, "/")].push_back(facts[i]->path);
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
    std::vector<std::string> detail;
    for (const auto& [majors, files] : by_majors) {
      detail.push_back(fmt::format("CUDA {}: {}{}", majors, files.front(),
                                   files.size() > 1 ? fmt::format(" and {} more", files.size() - 1) : ""));
    }
    findings.push_back({FindingCode::kMixedCudaMajors,
                        fmt::format("the package mixes CUDA majors ({}): no single CUDA installation satisfies it",
                                    join(detail, "; "))});
  }
  return findings;
}

constexpr EnumName<FloorRule> kFloorRuleNames[] = {{FloorRule::kCudaLibrary, "cuda-library"},
                                                   {FloorRule::kOwnSoname, "own-soname"},
                                                   {FloorRule::kVersionedSymbol, "versioned-symbol"},
                                                   {FloorRule::kCompression, "compression"},
                                                   {FloorRule::kBuilderToolkit, "builder-toolkit"},
                                                   {FloorRule::kPtxIsa, "ptx-isa"},
                                                   {FloorRule::kUnknownToKnowledge, "unknown-to-knowledge"},
                                                   {FloorRule::kFloorUnknown, "floor-unknown"}};

std::string_view to_string(FloorRule rule) { return name_of(kFloorRuleNames, rule); }

}  // namespace cudacompat::audit
