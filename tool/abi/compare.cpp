#include "abi/compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "abi/module_moves.h"
#include "audit/cuda_libraries.h"
#include "audit/package_dependencies.h"
#include "audit/verdicts.h"
#include "common/enum_names.h"
#include "common/gpu_target.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::abi {
namespace {

// "libcudart.so.12.4.127" -> "libcudart"; "cuda/ccudart.cpython-312-x86_64-linux-gnu.so" -> "ccudart".
std::string soname_stem(const std::string& path, const TreeFile& file) {
  std::string_view name = file.soname.empty() ? std::string_view(path) : std::string_view(file.soname);
  if (auto slash = name.rfind('/'); slash != std::string_view::npos) name = name.substr(slash + 1);
  if (auto so = name.find(".so"); so != std::string_view::npos) name = name.substr(0, so);
  if (auto dot = name.find('.'); dot != std::string_view::npos) name = name.substr(0, dot);
  return std::string(name);
}

void add(AbiDiff& diff, AbiCode code, const std::string& file, std::string subject, std::string message) {
  diff.findings.push_back({code, file, std::move(subject), std::move(message), {}});
}

std::string first_names(const std::vector<std::string>& names, std::size_t limit = 8) {
  std::string text;
  for (std::size_t i = 0; i < names.size() && i < limit; ++i) text += (i ? ", " : "") + names[i];
  if (names.size() > limit) text += fmt::format(", and {} more", names.size() - limit);
  return text;
}

// Files of `tree` that are Python extension modules, by module name.
std::map<std::string, const TreeFile*> extension_modules(const PackageTree& tree) {
  std::map<std::string, const TreeFile*> modules;
  for (const auto& [path, file] : tree.files) {
    if (file.kind != TreeFile::Kind::kElf || !file.capi.is_extension()) continue;
    // One .so given alone has no package path: its PyInit_<name> names it.
    std::string module = tree.format == TreeFormat::kElf ? file.capi.module_init : python_module_of(path);
    if (!module.empty()) modules.emplace(std::move(module), &file);
  }
  return modules;
}

void compare_exports(const std::string& path, const TreeFile& old_file, const TreeFile& new_file, AbiDiff& diff) {
  std::map<std::string, std::set<std::string>> old_versions;
  std::map<std::string, std::set<std::string>> new_versions;
  // A Python extension module is loaded by the interpreter with RTLD_LOCAL and found through
  // PyInit_<name> alone: its other exports (operator delete from a static libstdc++) bind nobody.
  const bool extension = old_file.capi.is_extension();
  for (const auto& symbol : old_file.exports) {
    if (!extension || symbol.name.starts_with("PyInit_")) old_versions[symbol.name].insert(symbol.version);
  }
  for (const auto& symbol : new_file.exports) {
    if (!extension || symbol.name.starts_with("PyInit_")) new_versions[symbol.name].insert(symbol.version);
  }
  const bool soname_changed = old_file.soname != new_file.soname;
  std::vector<std::string> added;
  std::size_t renamed_nodes = 0;
  for (const auto& [name, versions] : old_versions) {
    auto found = new_versions.find(name);
    if (found == new_versions.end()) {
      add(diff, AbiCode::kSymbolRemoved, path, name,
          fmt::format("{} is no longer exported: binaries built against OLD that call it fail to load", name));
      continue;
    }
    for (const auto& version : versions) {
      if (found->second.contains(version)) continue;
      if (soname_changed) {  // the node renamed with the soname (CUDART_12.0 -> CUDART_13.0): no new break
        ++renamed_nodes;
        continue;
      }
      add(diff, AbiCode::kSymbolRemoved, path, fmt::format("{}@{}", name, version),
          fmt::format("{} is no longer defined under version node {} (NEW: {}): binaries bound to {}@{} fail to load",
                      name, version.empty() ? "(none)" : version,
                      first_names({found->second.begin(), found->second.end()}), name, version));
    }
  }
  for (const auto& [name, versions] : new_versions) {
    if (!old_versions.contains(name)) added.push_back(name);
  }
  if (!added.empty()) {
    add(diff, AbiCode::kSymbolAdded, path, fmt::format("{} symbols", added.size()),
        fmt::format("{} new dynamic exports: {}", added.size(), first_names(added)));
  }
  if (renamed_nodes > 0) {
    for (auto& finding : diff.findings) {
      if (finding.code == AbiCode::kSonameChanged && finding.file == path) {
        finding.message +=
            fmt::format(" ({} symbols kept their names under the renamed version node; not listed)", renamed_nodes);
      }
    }
  }
}

// A floor that rose breaks someone only where a GPU that ran OLD under a driver cannot run NEW
// under that driver (SASS or JIT: the audit's grid, every known GPU under each release's first
// driver). NEW may need a newer driver only for GPUs it gained (PTX for a newer architecture, whose
// ISA needs that driver): then nobody who ran OLD loses. The losers, "sm_80 under 525.60.13", first
// driver for each GPU.
std::vector<std::string> floor_losers(const audit::Judge& judge, const audit::ArtifactVerdict& old_verdict,
                                      const audit::ArtifactVerdict& new_verdict) {
  std::vector<std::string> losers;
  for (int gpu : judge.known_gpus()) {
    for (const auto& [release, driver] : judge.release_drivers()) {
      if (judge.status_at(old_verdict, gpu, driver) != audit::RunStatus::kNo &&
          judge.status_at(new_verdict, gpu, driver) == audit::RunStatus::kNo) {
        losers.push_back(fmt::format("{} under {}", gpu_name(gpu), driver.to_string()));
        break;
      }
    }
  }
  return losers;
}

void compare_gpu(const std::string& path, const audit::Judge& judge, const audit::ArtifactVerdict& old_verdict,
                 const audit::ArtifactVerdict& new_verdict, AbiDiff& diff) {
  // CUDA libraries: by library, with their majors.
  std::map<std::string, const audit::NeededCudaLibrary*> old_libraries;
  std::map<std::string, const audit::NeededCudaLibrary*> new_libraries;
  for (const auto& library : old_verdict.cuda_libraries) old_libraries[library.library] = &library;
  for (const auto& library : new_verdict.cuda_libraries) new_libraries[library.library] = &library;
  for (const auto& [name, library] : old_libraries) {
    auto found = new_libraries.find(name);
    if (found == new_libraries.end()) {
      add(diff, AbiCode::kCudaLibraryDropped, path, library->soname,
          fmt::format("{} is no longer needed", library->soname));
    } else if (found->second->soname != library->soname) {
      add(diff, AbiCode::kCudaMajorChanged, path, library->soname,
          fmt::format("needs {} instead of {}: environments that hold only the old major fail to load it",
                      found->second->soname, library->soname));
    }
  }
  for (const auto& [name, library] : new_libraries) {
    if (!old_libraries.contains(name)) {
      add(diff, AbiCode::kCudaLibraryAdded, path, library->soname, fmt::format("now needs {}", library->soname));
    }
  }
  // GPU code: SASS targets, PTX, the driver floor, and the GPUs it runs on.
  for (const auto& target : old_verdict.sass) {
    if (std::find(new_verdict.sass.begin(), new_verdict.sass.end(), target) == new_verdict.sass.end()) {
      add(diff, AbiCode::kSassArchitectureDropped, path, target.sm_name(),
          fmt::format("no SASS for {} any more", target.sm_name()));
    }
  }
  if (!old_verdict.ptx.empty() && new_verdict.ptx.empty()) {
    add(diff, AbiCode::kPtxDropped, path, "PTX",
        "OLD carries PTX and NEW none: GPUs newer than its SASS cannot run it");
  }
  if (old_verdict.min_driver && new_verdict.min_driver && *old_verdict.min_driver < *new_verdict.min_driver) {
    const auto losers = floor_losers(judge, old_verdict, new_verdict);
    add(diff, AbiCode::kDriverFloorRaised, path, new_verdict.min_driver->to_string(),
        fmt::format(
            "needs driver {} instead of {}{}{}", new_verdict.min_driver->to_string(),
            old_verdict.min_driver->to_string(),
            new_verdict.reasons.empty() ? "" : ": " + new_verdict.reasons.front().detail,
            losers.empty() ? "" : "; GPUs that run OLD and not NEW under the same driver: " + first_names(losers)));
    if (losers.empty()) {
      diff.findings.back().informational_because = fmt::format(
          "no GPU that runs OLD under a driver loses NEW under it ({} GPUs under the first driver of each "
          "of {} releases): the newer floor is for GPUs that only NEW runs",
          judge.known_gpus().size(), judge.release_drivers().size());
    }
  }
  std::set<int> old_runs(old_verdict.runs_sass.begin(), old_verdict.runs_sass.end());
  old_runs.insert(old_verdict.runs_jit_only.begin(), old_verdict.runs_jit_only.end());
  for (int gpu : new_verdict.cannot_run) {
    if (old_runs.contains(gpu)) {
      add(diff, AbiCode::kGpuDropped, path, gpu_name(gpu),
          fmt::format("{} GPUs run OLD and cannot run NEW", gpu_name(gpu)));
    }
  }
}

void compare_capi(const std::string& path, const std::string& module, const PackageTree& old_tree,
                  const PackageTree& new_tree, AbiDiff& diff) {
  std::string old_via;
  std::string new_via;
  const auto* old_functions = effective_capi(old_tree, module, &old_via);
  const auto* new_functions = effective_capi(new_tree, module, &new_via);
  if (!old_functions) return;  // nothing to lose
  if (!new_functions) {
    add(diff, AbiCode::kCapiLost, path, module,
        fmt::format("{} exports no __pyx_capi__ in NEW ({} functions in OLD): every extension that cimports it "
                    "fails at import with \"module '{}' has no attribute '__pyx_capi__'\"",
                    module, old_functions->size(), module));
    return;
  }
  if (!new_via.empty() && new_via != old_via) {
    add(diff, AbiCode::kCapiReexported, path, new_via,
        fmt::format("{}'s __pyx_capi__ is {}'s ({} functions), re-exported; compared through it", module, new_via,
                    new_functions->size()));
  }
  std::map<std::string, const std::string*> new_signatures;
  for (const auto& function : *new_functions) new_signatures.emplace(function.name, &function.signature);
  std::set<std::string> old_names;
  std::size_t changed = 0;
  for (const auto& function : *old_functions) {
    old_names.insert(function.name);
    auto found = new_signatures.find(function.name);
    if (found == new_signatures.end()) {
      add(diff, AbiCode::kCapiFunctionRemoved, path, function.name,
          fmt::format("{}.{} left __pyx_capi__: extensions that cimport it fail with \"{} does not export expected C "
                      "function {}\"",
                      module, function.name, module, function.name));
    } else if (*found->second != function.signature) {
      ++changed;
      add(diff, AbiCode::kCapiSignatureChanged, path, function.name,
          fmt::format("{}: OLD \"{}\", NEW \"{}\"", function.name, function.signature, *found->second));
    }
  }
  std::vector<std::string> added;
  for (const auto& function : *new_functions) {
    if (!old_names.contains(function.name)) added.push_back(function.name);
  }
  if (!added.empty()) {
    add(diff, AbiCode::kCapiFunctionAdded, path, fmt::format("{} functions", added.size()),
        fmt::format("{} functions joined {}'s __pyx_capi__: {}", added.size(), module, first_names(added)));
  }
}

}  // namespace

std::string resolve_include(std::string_view including, std::string_view include) {
  std::vector<std::string_view> parts;
  auto push = [&](std::string_view path) {
    while (!path.empty()) {
      const auto slash = path.find('/');
      const std::string_view part = path.substr(0, slash);
      if (part == "..") {
        if (parts.empty()) return false;
        parts.pop_back();
      } else if (!part.empty() && part != ".") {
        parts.push_back(part);
      }
      if (slash == std::string_view::npos) break;
      path.remove_prefix(slash + 1);
    }
    return true;
  };
  const auto slash = including.rfind('/');
  if (!push(slash == std::string_view::npos ? std::string_view() : including.substr(0, slash)) || !push(include)) {
    return {};
  }
  std::string resolved;
  for (auto part : parts) resolved += (resolved.empty() ? "" : "/") + std::string(part);
  return resolved;
}

std::vector<std::pair<const std::string*, const TreeFile*>> included_files(const PackageTree& tree,
                                                                           std::string_view path,
                                                                           const TreeFile& file) {
  std::vector<std::pair<const std::string*, const TreeFile*>> included;
  for (const auto& include : file.pxd.includes) {
    auto found = tree.files.find(resolve_include(path, include));
    if (found != tree.files.end() &&
        (found->second.kind == TreeFile::Kind::kPxi || found->second.kind == TreeFile::Kind::kPxd)) {
      included.emplace_back(&found->first, &found->second);
    }
  }
  return included;
}

namespace {

// What `file` (at `path`) declares itself: its own names and those of the files it includes,
// pasted in as Cython pastes them. Its star cimports are gathered in `star_cimports`.
void collect_declared(const PackageTree& tree, std::string_view path, const TreeFile& file,
                      std::set<std::string>& names, std::vector<std::string>* star_cimports, int depth = 0) {
  names.insert(file.pxd.names.begin(), file.pxd.names.end());
  if (star_cimports)
    star_cimports->insert(star_cimports->end(), file.pxd.star_cimports.begin(), file.pxd.star_cimports.end());
  if (depth > 8) return;
  for (const auto& [included_path, included] : included_files(tree, path, file)) {
    collect_declared(tree, *included_path, *included, names, star_cimports, depth + 1);
  }
}

// Every name a cimport of `file` can bind: what it declares, and what its star cimports,
// resolved against the tree's .pxd files, make visible.
void collect_pxd_names(const PackageTree& tree, std::string_view path, const TreeFile& file,
                       std::set<std::string>& names, int depth = 0) {
  std::vector<std::string> star_cimports;
  collect_declared(tree, path, file, names, &star_cimports);
  if (depth > 8) return;
  for (const auto& module : star_cimports) {
    for (const auto& [other_path, other] : tree.files) {  // by module name: a conda package has a prefix
      if (other.kind == TreeFile::Kind::kPxd && python_module_of(other_path) == module) {
        collect_pxd_names(tree, other_path, other, names, depth + 1);
      }
    }
  }
}

void compare_pxd(const std::string& path, const PackageTree& old_tree, const TreeFile& old_file,
                 const std::string& new_path, const PackageTree& new_tree, const TreeFile& new_file, AbiDiff& diff) {
  std::set<std::string> declared;
  collect_declared(old_tree, path, old_file, declared, nullptr);
  std::set<std::string> visible;
  collect_pxd_names(new_tree, new_path, new_file, visible);
  std::vector<std::string> removed;
  for (const auto& name : declared) {
    if (!visible.contains(name)) removed.push_back(name);
  }
  for (const auto& name : removed) {
    add(diff, AbiCode::kPxdDeclarationRemoved, path, name,
        fmt::format("{} is no longer declared by {} (nor by what it includes or cimports)", name, path));
  }
}

// Declared dependencies (Requires-Dist, Depends, conda depends), read by the audit: a CUDA
// dependency that names another major, or lost its ceiling.
void compare_metadata(const PackageTree& old_tree, const PackageTree& new_tree, AbiDiff& diff) {
  if (!old_tree.metadata || !new_tree.metadata) return;
  const auto& facts = KnowledgeBase::embedded().packages();
  const auto old_dependencies = audit::cuda_dependencies(*old_tree.metadata, facts);
  const auto new_dependencies = audit::cuda_dependencies(*new_tree.metadata, facts);
  auto majors_text = [](const std::set<int>& majors) {
    std::string text;
    for (int major : majors) text += (text.empty() ? "" : ", ") + std::to_string(major);
    return text;
  };
  for (const auto& old_dependency : old_dependencies) {
    for (const auto& new_dependency : new_dependencies) {
      // The same distribution, or one that provides the same CUDA components (nvidia-cuda-runtime-cu12
      // became nvidia-cuda-runtime in CUDA 13).
      const bool same = new_dependency.name == old_dependency.name ||
                        (!old_dependency.components.empty() && new_dependency.components == old_dependency.components);
      if (!same) continue;
      if (!old_dependency.majors.empty() && !new_dependency.majors.empty() &&
          old_dependency.majors != new_dependency.majors) {
        add(diff, AbiCode::kDependencyMajorChanged, "", old_dependency.name,
            fmt::format("{} moves from CUDA {} to CUDA {} ({} -> {}): installing NEW brings another major",
                        old_dependency.name, majors_text(old_dependency.majors), majors_text(new_dependency.majors),
                        old_dependency.text, new_dependency.text));
      }
      if (old_dependency.has_ceiling == true && new_dependency.has_ceiling == false) {
        add(diff, AbiCode::kDependencyCeilingDropped, "", old_dependency.name,
            fmt::format("{} lost its upper bound ({} -> {}): a future CUDA major satisfies it", old_dependency.name,
                        old_dependency.text, new_dependency.text));
      }
      break;
    }
  }
}

}  // namespace

bool AbiDiff::breaks() const {
  return std::any_of(findings.begin(), findings.end(), [](const AbiFinding& f) { return f.breaks() != Breaks::kNone; });
}

bool AbiDiff::consumers_fail() const {
  return std::any_of(consumers.begin(), consumers.end(),
                     [](const ConsumerVerdict& c) { return c.outcome != ConsumerVerdict::Outcome::kImports; });
}

std::size_t ConsumerVerdict::functions() const {
  std::size_t n = 0;
  for (const auto& import : imports) n += import.functions;
  return n;
}

constexpr EnumName<ConsumerVerdict::Outcome> kOutcomeNames[] = {{ConsumerVerdict::Outcome::kImports, "imports"},
                                                                {ConsumerVerdict::Outcome::kFails, "fails"},
                                                                {ConsumerVerdict::Outcome::kReadsWrongData, "breaks"},
                                                                {ConsumerVerdict::Outcome::kUnreadable, "unreadable"}};

std::string_view to_string(ConsumerVerdict::Outcome outcome) { return name_of(kOutcomeNames, outcome); }

const std::vector<CapiFunction>* effective_capi(const PackageTree& tree, const std::string& module, std::string* via) {
  const auto modules = extension_modules(tree);
  std::string current = module;
  for (int depth = 0; depth < 8; ++depth) {
    auto found = modules.find(current);
    if (found == modules.end()) return nullptr;
    const CythonCapi& capi = found->second->capi;
    if (!capi.exports.empty()) return &capi.exports;
    if (!capi.mentions_pyx_capi) return nullptr;
    // `from pkg import mod; __pyx_capi__ = mod.__pyx_capi__`: a module named by its strings
    // (whole, or a package name joined with an identifier) that exports functions of its own.
    std::set<std::string> imported_from;
    for (const auto& import : capi.imports) imported_from.insert(import.module);
    std::string target;
    for (const auto& [candidate, file] : modules) {
      if (candidate == current || imported_from.contains(candidate) || file->capi.exports.empty()) continue;
      const auto dot = candidate.rfind('.');
      const bool named = capi.module_name_strings.contains(candidate) ||
                         (dot != std::string::npos && capi.module_name_strings.contains(candidate.substr(0, dot)) &&
                          capi.module_name_strings.contains(candidate.substr(dot + 1)));
      if (named) {
        target = candidate;
        break;
      }
    }
    if (target.empty()) return nullptr;
    if (via) *via = target;
    current = target;
  }
  return nullptr;
}

namespace {

// A module whose export or import helper is called more often than the reader read the strings
// of: said, never dropped in silence (the functions not read would look removed, or unchecked).
void note_partial_reads(const PackageTree& tree, std::string_view side, AbiDiff& diff) {
  for (const auto& [path, file] : tree.files) {
    if (file.kind != TreeFile::Kind::kElf || !file.capi.is_extension()) continue;
    const CythonCapi& capi = file.capi;
    const std::string where = tree.format == TreeFormat::kElf ? tree.input : path;
    auto note = [&](std::size_t read, std::size_t calls, std::string_view what, std::string_view left) {
      if (read >= calls) return;
      add(diff, AbiCode::kCapiReadPartially, where, capi.module_init,
          fmt::format("{}: read {} of the {} {}; the other {} are not {}", side, read, calls, what, calls - read,
                      left));
    };
    note(capi.exports.size(), capi.export_calls, "functions its code exports (calls of __Pyx_ExportFunction)",
         "compared");
    note(capi.imports.size(), capi.import_calls, "C functions its code imports (calls of __Pyx_ImportFunction)",
         "checked");
  }
}

void note_escaping_names(const PackageTree& tree, std::string_view side, AbiDiff& diff) {
  for (const auto& name : tree.escaping_names) {
    add(diff, AbiCode::kMemberNameEscapes, name, name,
        fmt::format("{} ({}) holds a member named {}: unzip, tar or pip would write it outside the directory they "
                    "extract into; name it relative to the package root",
                    side, tree.input, name));
  }
}

// Pairing: the same path, else (shared objects) the same soname stem when it is unique on both sides.
std::map<std::string, std::string> pair_files(const PackageTree& old_tree, const PackageTree& new_tree) {
  std::map<std::string, std::string> old_to_new;
  std::set<std::string> new_paired;
  for (const auto& [path, file] : old_tree.files) {
    if (new_tree.files.contains(path)) {
      old_to_new[path] = path;
      new_paired.insert(path);
    }
  }
  if (old_tree.format == TreeFormat::kElf && new_tree.format == TreeFormat::kElf && old_to_new.empty()) {
    old_to_new[old_tree.files.begin()->first] = new_tree.files.begin()->first;  // two files given: a pair
    new_paired.insert(new_tree.files.begin()->first);
  }
  auto unpaired_stems = [](const PackageTree& tree, const auto& paired) {
    std::map<std::string, std::vector<std::string>> stems;
    for (const auto& [path, file] : tree.files) {
      if (file.kind == TreeFile::Kind::kElf && !paired.contains(path)) stems[soname_stem(path, file)].push_back(path);
    }
    return stems;
  };
  const auto old_stems = unpaired_stems(old_tree, old_to_new);
  const auto new_stems = unpaired_stems(new_tree, new_paired);
  for (const auto& [stem, paths] : old_stems) {
    auto found = new_stems.find(stem);
    if (paths.size() == 1 && found != new_stems.end() && found->second.size() == 1) {
      old_to_new[paths.front()] = found->second.front();
      new_paired.insert(found->second.front());
    }
  }
  return old_to_new;
}

// What `import` finds in NEW: modules, packages, and directories that import as namespace packages.
std::set<std::string, std::less<>> modules_found_by_import(const PackageTree& tree) {
  std::set<std::string, std::less<>> modules = importable_modules(tree);
  for (const auto& [path, file] : tree.files) {
    if (file.kind == TreeFile::Kind::kPxd) modules.insert(python_module_of(path));
  }
  return modules;
}

// The walk of compare_trees over OLD's files: each is either gone from NEW (removed, or moved) or
// paired with a file of NEW and compared with it.
class TreeComparison {
 public:
  TreeComparison(const PackageTree& old_tree, const PackageTree& new_tree, AbiDiff& diff)
      : old_tree_(old_tree),
        new_tree_(new_tree),
        diff_(diff),
        knowledge_(KnowledgeBase::embedded()),
        libraries_(audit::CudaLibraryTable::from_knowledge(knowledge_)),
        judge_(knowledge_, libraries_),
        new_modules_(modules_found_by_import(new_tree)),
        moves_(find_module_moves(old_tree, new_tree)) {}

  void compare_file(const std::string& path, const TreeFile& old_file, const std::string* new_path) {
    if (!new_path) {
      report_unpaired(path, old_file);
      return;
    }
    if (is_package_extension(old_file))
      report_move(path, python_module_of(path));  // paired by SONAME stem across a move
    diff_.pairs.emplace_back(path, *new_path);
    compare_paired(path, old_file, *new_path, new_tree_.files.find(*new_path)->second);
  }

 private:
  bool is_package_extension(const TreeFile& file) const {
    return file.kind == TreeFile::Kind::kElf && file.capi.is_extension() && old_tree_.format != TreeFormat::kElf;
  }

  // A module that left its path for another is reported once, as moved, at its first file.
  bool report_move(const std::string& path, const std::string& module) {
    auto move = moves_.find(module);
    if (move == moves_.end()) return false;
    if (moves_reported_.insert(module).second) {
      add(diff_, AbiCode::kPythonModuleMoved, path, module,
          fmt::format("module {} is now {} ({}): `import {}` fails against NEW; import {}", module, move->second.to,
                      move->second.reason, module, move->second.to));
    }
    return true;
  }

  void report_unpaired(const std::string& path, const TreeFile& old_file) {
    const std::string module = python_module_of(path);
    if (old_file.kind == TreeFile::Kind::kElf) {
      report_removed_elf(path, old_file, module);
    } else if (old_file.kind == TreeFile::Kind::kPxd) {
      auto move = moves_.find(module);
      add(diff_, AbiCode::kPxdRemoved, path, module,
          fmt::format("{} is gone: `cimport {}` fails when recompiling against NEW{}", path, module,
                      move == moves_.end() ? "" : fmt::format(" (it is now {})", move->second.to)));
    } else if (old_file.kind == TreeFile::Kind::kPython) {
      report_removed_python(path, old_file, module);
    }
  }

  // A moved extension module breaks binaries only through its C API (what they cimport);
  // everything else imports it by name, which python-module-moved covers.
  void report_removed_elf(const std::string& path, const TreeFile& old_file, const std::string& module) {
    const bool moved = is_package_extension(old_file) && report_move(path, module);
    if (!moved) {
      add(diff_, AbiCode::kFileRemoved, path, path, fmt::format("{} is not in NEW", path));
    } else if (effective_capi(old_tree_, module, nullptr)) {
      add(diff_, AbiCode::kFileRemoved, path, path,
          fmt::format("{} is not in NEW: extensions built against OLD that cimport {} fail to import (it moved to "
                      "{}, whose C API they were not built against)",
                      path, module, moves_.at(module).to));
    }
  }

  void report_removed_python(const std::string& path, const TreeFile& old_file, const std::string& module) {
    if (new_modules_.contains(module)) {
      // Still imported by Python's rules: a package whose __init__.py is gone is a namespace
      // package (PEP 420), and loses only what its __init__.py defined.
      if (!old_file.defines_nothing && path.ends_with("__init__.py") && !new_tree_.files.contains(path)) {
        add(diff_, AbiCode::kPythonModuleRemoved, path, module,
            fmt::format("{} is gone: `import {}` still works (a namespace package, PEP 420), but the names it "
                        "defined are gone with it",
                        path, module));
      }
    } else if (!report_move(path, module)) {
      add(diff_, AbiCode::kPythonModuleRemoved, path, module,
          fmt::format("module {} is gone: `import {}` fails against NEW", module, module));
    }
  }

  void compare_paired(const std::string& path, const TreeFile& old_file, const std::string& new_path,
                      const TreeFile& new_file) {
    if (old_file.kind == TreeFile::Kind::kPxd && new_file.kind == TreeFile::Kind::kPxd) {
      compare_pxd(path, old_tree_, old_file, new_path, new_tree_, new_file, diff_);
      return;
    }
    if (old_file.kind != TreeFile::Kind::kElf || new_file.kind != TreeFile::Kind::kElf) return;
    if (old_file.soname != new_file.soname && !old_file.soname.empty()) {
      add(diff_, AbiCode::kSonameChanged, path, new_file.soname,
          fmt::format("SONAME {} became {}: binaries linked against OLD ask for {}", old_file.soname,
                      new_file.soname.empty() ? "(none)" : new_file.soname, old_file.soname));
    }
    compare_exports(path, old_file, new_file, diff_);
    if (old_file.artifact && new_file.artifact) {
      compare_gpu(path, judge_, judge_.judge(*old_file.artifact), judge_.judge(*new_file.artifact), diff_);
    }
    if (old_file.capi.is_extension()) {
      const std::string module =
          old_tree_.format == TreeFormat::kElf ? old_file.capi.module_init : python_module_of(path);
      compare_capi(path, module, old_tree_, new_tree_, diff_);
    }
  }

  const PackageTree& old_tree_;
  const PackageTree& new_tree_;
  AbiDiff& diff_;
  const KnowledgeBase& knowledge_;
  const audit::CudaLibraryTable libraries_;
  const audit::Judge judge_;
  const std::set<std::string, std::less<>> new_modules_;
  const std::map<std::string, ModuleMove> moves_;
  std::set<std::string> moves_reported_;
};

}  // namespace

AbiDiff compare_trees(const PackageTree& old_tree, const PackageTree& new_tree) {
  AbiDiff diff;
  note_escaping_names(old_tree, "OLD", diff);
  note_escaping_names(new_tree, "NEW", diff);
  note_partial_reads(old_tree, "OLD", diff);
  note_partial_reads(new_tree, "NEW", diff);
  const std::map<std::string, std::string> old_to_new = pair_files(old_tree, new_tree);
  TreeComparison comparison(old_tree, new_tree, diff);
  for (const auto& [path, old_file] : old_tree.files) {
    auto paired = old_to_new.find(path);
    comparison.compare_file(path, old_file, paired == old_to_new.end() ? nullptr : &paired->second);
  }
  compare_metadata(old_tree, new_tree, diff);
  diff.layout_breaks = find_layout_breaks(old_tree, new_tree);
  for (const auto& broken : diff.layout_breaks) {
    add(diff, AbiCode::kStructLayoutChanged, broken.file, broken.struct_name, describe(broken));
  }
  std::stable_sort(diff.findings.begin(), diff.findings.end(),
                   [](const AbiFinding& a, const AbiFinding& b) { return a.file < b.file; });
  return diff;
}

namespace {

// The error `import module` raises where NEW lacks it: Python imports each parent first, and names
// the first one it cannot find.
std::string module_not_found(const std::string& module, const std::set<std::string, std::less<>>& importable) {
  std::string prefix;
  std::size_t start = 0;
  while (true) {
    const auto dot = module.find('.', start);
    prefix = module.substr(0, dot);
    if (!importable.contains(prefix) || dot == std::string::npos) break;
    start = dot + 1;
  }
  return fmt::format("ModuleNotFoundError: No module named '{}'", prefix);
}

// The C functions one consumer cimports from `module`, checked against NEW's `__pyx_capi__` in
// the order Cython checks them; the first mismatch is the error raised. When all import, the
// ones that pass a struct whose layout changed (`breaks`, keyed by OLD's exporting module; where
// NEW re-exports another module's C API, by that one first).
void check_functions(const PackageTree& tree, const std::vector<const CapiImport*>& functions,
                     const std::vector<LayoutBreak>& breaks, ConsumerImport& check) {
  const std::string& module = check.module;
  std::string via;
  const auto* exported = effective_capi(tree, module, &via);
  if (!exported) {
    check.satisfied = false;
    check.reason = fmt::format("AttributeError: module '{}' has no attribute '__pyx_capi__'", module);
    return;
  }
  std::map<std::string, const std::string*> signatures;
  for (const auto& function : *exported) signatures.emplace(function.name, &function.signature);
  for (const CapiImport* import : functions) {
    auto found = signatures.find(import->name);
    if (found == signatures.end()) {
      check.satisfied = false;
      check.reason = fmt::format("ImportError: {} does not export expected C function {}", module, import->name);
      return;
    }
    if (*found->second != import->signature) {
      check.satisfied = false;
      check.reason = fmt::format("TypeError: C function {}.{} has wrong signature (expected {}, got {})", module,
                                 import->name, import->signature, *found->second);
      return;
    }
  }
  std::vector<std::string> names;
  for (const CapiImport* import : functions) names.push_back(import->name);
  if (!via.empty()) check.wrong_layouts = wrong_layout_reads(breaks, via, names);
  if (check.wrong_layouts.empty()) check.wrong_layouts = wrong_layout_reads(breaks, module, names);
}

// "imports, but reads struct cudaDeviceProp with the wrong layout (cudaGetDeviceProperties)": each
// struct once, with the imported functions that pass it.
std::string wrong_layout_reason(const std::vector<ConsumerImport>& imports) {
  std::vector<std::pair<std::string, std::vector<std::string>>> by_struct;  // in the order met
  for (const auto& import : imports) {
    for (const auto& read : import.wrong_layouts) {
      auto found = std::find_if(by_struct.begin(), by_struct.end(),
                                [&](const auto& entry) { return entry.first == read.struct_name; });
      if (found == by_struct.end()) found = by_struct.insert(by_struct.end(), {read.struct_name, {}});
      if (std::find(found->second.begin(), found->second.end(), read.function) == found->second.end())
        found->second.push_back(read.function);
    }
  }
  std::string reason = "imports, but reads";
  for (std::size_t i = 0; i < by_struct.size(); ++i) {
    std::string functions;
    for (const auto& function : by_struct[i].second) functions += (functions.empty() ? "" : ", ") + function;
    reason += fmt::format("{} struct {} with the wrong layout ({})",
                          i == 0 ? "" : (i + 1 == by_struct.size() ? " and" : ","), by_struct[i].first, functions);
  }
  return reason;
}

// What a consumer imports, by module: its C functions by the module they come from, in the order
// the module imports them; then the modules only named among its strings (type imports, its body's
// Python imports) that are modules of OLD or NEW.
struct ConsumerModules {
  std::vector<std::string> order;
  std::map<std::string, std::vector<const CapiImport*>> functions;
  std::size_t unattributed = 0;  // C functions tied to no module
};

// Its own qualified name ("pkg.sub.ext" for PyInit_ext), which Cython keeps among its strings,
// and the packages above it: where the consumer is installed, not what it imports.
std::set<std::string_view> own_names(const CythonCapi& capi) {
  std::set<std::string_view> own;
  for (const auto& name : capi.dotted_names) {
    if (name.ends_with("." + capi.module_init)) {
      for (auto end = name.rfind('.'); end != std::string::npos; end = name.rfind('.', end - 1)) {
        own.insert(std::string_view(name).substr(0, end));
        if (end == 0) break;
      }
      own.insert(name);
    }
  }
  return own;
}

ConsumerModules consumer_modules(const CythonCapi& capi, const std::set<std::string, std::less<>>& old_modules,
                                 const std::set<std::string, std::less<>>& new_modules) {
  ConsumerModules modules;
  for (const auto& import : capi.imports) {
    if (import.module.empty()) {
      ++modules.unattributed;
      continue;
    }
    if (!modules.functions.contains(import.module)) modules.order.push_back(import.module);
    modules.functions[import.module].push_back(&import);
  }
  const std::set<std::string_view> own = own_names(capi);
  for (const auto& name : capi.dotted_names) {
    if (own.contains(name)) continue;
    if (!modules.functions.contains(name) && (old_modules.contains(name) || new_modules.contains(name))) {
      modules.functions[name];
      modules.order.push_back(name);
    }
  }
  return modules;
}

// Nothing read fails; what was not read may. Said, never promised.
void judge_what_was_not_read(const CythonCapi& capi, std::size_t unattributed, ConsumerVerdict& verdict) {
  const bool wrong_layout = std::any_of(verdict.imports.begin(), verdict.imports.end(),
                                        [](const ConsumerImport& i) { return !i.wrong_layouts.empty(); });
  std::string why;
  if (capi.imports.size() < capi.import_calls) {
    why = fmt::format("read {} of the {} C functions its code imports (calls of __Pyx_ImportFunction)",
                      capi.imports.size(), capi.import_calls);
  } else if (unattributed > 0) {
    why = fmt::format("{} of the C functions it imports could not be tied to the module they come from", unattributed);
  }
  if (wrong_layout) {
    // A break it meets whatever the imports not read do: those could only make it fail sooner.
    verdict.outcome = ConsumerVerdict::Outcome::kReadsWrongData;
    verdict.reason = wrong_layout_reason(verdict.imports);
    if (!why.empty()) verdict.reason += "; and could not read all its imports: " + why;
  } else if (!why.empty()) {
    verdict.outcome = ConsumerVerdict::Outcome::kUnreadable;
    verdict.reason = "could not read its imports: " + why;
  }
}

ConsumerVerdict judge_consumer(const std::string& where, const CythonCapi& capi,
                               const std::set<std::string, std::less<>>& old_modules,
                               const std::set<std::string, std::less<>>& new_modules, const PackageTree& tree,
                               const std::vector<LayoutBreak>& breaks) {
  ConsumerVerdict verdict;
  verdict.consumer = where;
  ConsumerModules modules = consumer_modules(capi, old_modules, new_modules);
  for (const auto& module : modules.order) {
    const auto& functions = modules.functions[module];
    // Another distribution's module (numpy, or a namespace package's other half): not this release's to break.
    if (!old_modules.contains(module) && !new_modules.contains(module)) continue;
    ConsumerImport check{module, functions.size(), true, {}, {}};
    if (!new_modules.contains(module)) {
      check.satisfied = false;
      check.reason = module_not_found(module, new_modules);
    } else if (!functions.empty()) {
      check_functions(tree, functions, breaks, check);
    }
    if (!check.satisfied && verdict.outcome == ConsumerVerdict::Outcome::kImports) {
      verdict.outcome = ConsumerVerdict::Outcome::kFails;
      verdict.reason = check.reason;
    }
    verdict.imports.push_back(std::move(check));
  }
  if (verdict.outcome != ConsumerVerdict::Outcome::kFails) judge_what_was_not_read(capi, modules.unattributed, verdict);
  return verdict;
}

}  // namespace

Expected<void> check_consumer(const PackageTree& consumer, const PackageTree& old_tree, const PackageTree& tree,
                              AbiDiff& diff) {
  const auto old_modules = importable_modules(old_tree);
  const auto new_modules = importable_modules(tree);
  std::size_t extensions = 0;
  std::size_t elf_files = 0;
  for (const auto& [path, file] : consumer.files) {
    if (file.kind != TreeFile::Kind::kElf) continue;
    ++elf_files;
    if (!file.capi.is_extension()) continue;  // a library it bundles: not imported by Python
    ++extensions;
    const std::string where = consumer.format == TreeFormat::kElf ? consumer.input : consumer.input + "!" + path;
    ConsumerVerdict verdict = judge_consumer(where, file.capi, old_modules, new_modules, tree, diff.layout_breaks);
    if (verdict.outcome == ConsumerVerdict::Outcome::kFails) {
      const auto failing = std::find_if(verdict.imports.begin(), verdict.imports.end(),
                                        [](const ConsumerImport& i) { return !i.satisfied; });
      add(diff, AbiCode::kConsumerImportFails, where, failing == verdict.imports.end() ? "" : failing->module,
          fmt::format("{} will fail to import against NEW: {}", where, verdict.reason));
    } else if (verdict.outcome == ConsumerVerdict::Outcome::kReadsWrongData) {
      for (const auto& import : verdict.imports) {
        for (const auto& read : import.wrong_layouts) {
          add(diff, AbiCode::kStructLayoutChanged, where, import.module,
              fmt::format("{} imports against NEW, but reads struct {} with the wrong layout: {}.{} passes it, and "
                          "its layout changed ({})",
                          where, read.struct_name, import.module, read.function, read.change));
        }
      }
    } else if (verdict.outcome == ConsumerVerdict::Outcome::kUnreadable) {
      add(diff, AbiCode::kCapiReadPartially, where, file.capi.module_init,
          fmt::format("consumer {}: {}; nothing is promised about it", where, verdict.reason));
    }
    diff.consumers.push_back(std::move(verdict));
  }
  if (extensions == 0 && consumer.format == TreeFormat::kElf) {
    return readers::error_in(consumer.input,
                             "is an ELF file that exports no PyInit_<name>: not a Python extension module. --consumer "
                             "takes extension modules built against OLD, or a wheel or directory that holds some");
  }
  if (extensions == 0) {
    return readers::error_in(
        consumer.input,
        fmt::format("is a {} of {} files ({} of them ELF), none a Python extension module (an ELF shared object "
                    "exporting PyInit_<name>): --consumer takes extension modules built against OLD, or a wheel or "
                    "directory that holds some",
                    to_string(consumer.format), consumer.files.size(), elf_files));
  }
  return {};
}

}  // namespace cudacompat::abi
