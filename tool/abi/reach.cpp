#include "abi/reach.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::abi {
namespace {

bool has_private_component(std::string_view module) {
  std::size_t start = 0;
  while (true) {
    if (start < module.size() && module[start] == '_') return true;
    const auto dot = module.find('.', start);
    if (dot == std::string_view::npos) return false;
    start = dot + 1;
  }
}

// The test, benchmark or example package a path lies in ("cuda/bindings/tests"), or "".
std::string test_package_of(std::string_view path) {
  static constexpr std::array<std::string_view, 4> kNames = {"tests", "test", "benchmarks", "examples"};
  std::size_t start = 0;
  for (auto slash = path.find('/'); slash != std::string_view::npos; slash = path.find('/', start)) {
    const std::string_view part = path.substr(start, slash - start);
    if (std::find(kNames.begin(), kNames.end(), part) != kNames.end()) return std::string(path.substr(0, slash));
    start = slash + 1;
  }
  return {};
}

// `from .x cimport` in module a.b.c's .pxd is a.b.x; `..x`, a.x.
std::string resolve_cimport(const std::string& importer, std::string_view cimported) {
  if (!cimported.starts_with('.')) return std::string(cimported);
  std::string base = importer;
  while (cimported.starts_with('.')) {
    base = base.substr(0, std::min(base.size(), base.rfind('.')));
    cimported.remove_prefix(1);
  }
  if (cimported.empty()) return base;
  return base.empty() ? std::string(cimported) : base + "." + std::string(cimported);
}

// The modules a consumer built against OLD can cimport from: every public `.pxd` OLD ships, and
// every module those cimport, followed through the `.pxd` files OLD ships.
std::set<std::string> reachable_from_public_pxd(const PackageTree& tree) {
  std::map<std::string, const TreeFile*> pxd;
  for (const auto& [path, file] : tree.files) {
    if (file.kind == TreeFile::Kind::kPxd) pxd.emplace(python_module_of(path), &file);
  }
  std::set<std::string> reached;
  std::deque<std::string> pending;
  for (const auto& [module, file] : pxd) {
    std::string as_path = module + "/";
    std::replace(as_path.begin(), as_path.end(), '.', '/');
    if (!has_private_component(module) && test_package_of(as_path).empty() && reached.insert(module).second)
      pending.push_back(module);
  }
  while (!pending.empty()) {
    const std::string module = pending.front();
    pending.pop_front();
    auto found = pxd.find(module);
    if (found == pxd.end()) continue;
    for (const auto& cimported : found->second->pxd.cimported_modules) {
      std::string target = resolve_cimport(module, cimported);
      if (pxd.contains(target) && reached.insert(target).second) pending.push_back(target);
    }
  }
  return reached;
}

// "_ZN4cuda6detail3fooEv" -> "foo", "_Z3barif" -> "bar", "_ZN3FooC1Ev" -> "Foo": the name a header
// declares for a mangled symbol (its innermost name; a constructor or destructor, its class).
std::string declared_name(std::string_view symbol) {
  if (auto at = symbol.find('@'); at != std::string_view::npos) symbol = symbol.substr(0, at);
  if (!symbol.starts_with("_Z")) return std::string(symbol);
  std::size_t i = 2;
  const bool nested = i < symbol.size() && symbol[i] == 'N';
  if (nested) ++i;
  std::string_view last;
  while (i < symbol.size()) {
    while (i < symbol.size() && (symbol[i] == 'K' || symbol[i] == 'V' || symbol[i] == 'r' || symbol[i] == 'L')) ++i;
    if (i >= symbol.size() || !std::isdigit(static_cast<unsigned char>(symbol[i]))) break;
    std::size_t length = 0;
    while (i < symbol.size() && std::isdigit(static_cast<unsigned char>(symbol[i])))
      length = length * 10 + static_cast<std::size_t>(symbol[i++] - '0');
    if (i + length > symbol.size()) break;
    last = symbol.substr(i, length);
    i += length;
    if (!nested) break;
  }
  return std::string(last.empty() ? symbol : last);
}

bool is_capi_code(AbiCode code) {
  return code == AbiCode::kCapiLost || code == AbiCode::kCapiFunctionRemoved || code == AbiCode::kCapiSignatureChanged;
}

// What of a module a finding is about, for the one rule of who can reach a module: a --consumer
// that imports it always does; otherwise the C API and the .pxd are reached by a `cimport`, through
// the public .pxd files OLD ships, and a Python module by its name alone. The C API and the source
// findings share this rule (they had two copies of it) so that a module is never private for one
// and public for the other. Where they differ, it says why: a C API that no public .pxd leads to
// cannot be cimported whatever its name, while a source file (a .pxd, a .pxi, a .py) is private only
// by a leading underscore, since it is itself what a consumer would build against.
enum class Surface { kCapi, kPxd, kPythonModule };

// Why nobody built against OLD can reach `module` through `surface`, or nullopt where someone can.
std::optional<std::string> private_because(const std::string& module, Surface surface,
                                           const std::set<std::string>& reachable,
                                           const std::set<std::string>& consumed) {
  if (module.empty() || consumed.contains(module)) return std::nullopt;
  const bool underscore = has_private_component(module);
  if (surface == Surface::kPythonModule) {
    if (!underscore) return std::nullopt;
    return fmt::format("{} is private: its name has a leading underscore", module);
  }
  if (reachable.contains(module) || (surface == Surface::kPxd && !underscore)) return std::nullopt;
  return fmt::format("{} is private: {}, no .pxd that OLD ships cimports it, and no --consumer imports it", module,
                     underscore ? "its name has a leading underscore" : "OLD ships no .pxd for it");
}

// A struct-layout-changed finding (at the .pxd or .pxi that declares the struct) reaches someone
// if a module exporting a function that passes the struct does (the C-API rule above).
void judge_layout_reach(AbiFinding& finding, const std::vector<LayoutBreak>& breaks,
                        const std::set<std::string>& reachable, const std::set<std::string>& consumed) {
  const auto broken = std::find_if(breaks.begin(), breaks.end(), [&](const LayoutBreak& b) {
    return b.file == finding.file && b.struct_name == finding.subject;
  });
  if (broken == breaks.end()) return;
  std::set<std::string> modules;
  for (const auto& function : broken->functions) {
    if (reachable.contains(function.module) || consumed.contains(function.module)) return;
    modules.insert(function.module);
  }
  std::string listed;
  for (const auto& module : modules) listed += (listed.empty() ? "" : ", ") + module;
  finding.informational_because = fmt::format(
      "every module that passes it is private ({}): no .pxd that OLD ships cimports it, and no --consumer imports it",
      listed);
}

// Which surface of its module a finding is about (the C API, a .pxd, a Python module), for
// private_because; nullopt for the findings judged otherwise.
std::optional<Surface> surface_of(const AbiFinding& finding, const TreeFile& file) {
  const bool extension = file.kind == TreeFile::Kind::kElf && file.capi.is_extension();
  if (is_capi_code(finding.code) ||
      (finding.code == AbiCode::kFileRemoved && extension && !file.capi.exports.empty())) {
    return Surface::kCapi;
  }
  // The same rule for what a consumer's source sees: a private .pxd (or one of its declarations)
  // that no public .pxd cimports, and a private Python module, are nobody's to build against.
  if (finding.code == AbiCode::kPxdDeclarationRemoved || finding.code == AbiCode::kPxdRemoved) return Surface::kPxd;
  if (finding.code == AbiCode::kPythonModuleRemoved) return Surface::kPythonModule;
  return std::nullopt;
}

// What judge_reach judges every finding of OLD by.
struct Reach {
  std::set<std::string> reachable;       // modules a public .pxd of OLD leads to
  std::set<std::string> consumed;        // modules a --consumer imports
  std::set<std::string_view> consumers;  // the --consumer files
  std::set<std::string_view> declared;   // the identifiers OLD's headers declare
  std::size_t headers = 0;               // how many headers OLD ships
};

Reach reach_of(const PackageTree& old_tree, const AbiDiff& diff) {
  Reach reach;
  reach.reachable = reachable_from_public_pxd(old_tree);
  for (const auto& consumer : diff.consumers) {
    reach.consumers.insert(consumer.consumer);
    for (const auto& import : consumer.imports) reach.consumed.insert(import.module);
  }
  for (const auto& [path, file] : old_tree.files) {
    if (file.kind != TreeFile::Kind::kHeader) continue;
    ++reach.headers;
    reach.declared.insert(file.identifiers.begin(), file.identifiers.end());
  }
  return reach;
}

// A removed symbol of a library (not an extension module) that ships headers breaks only code
// that can call it: code built from a header that declares it.
void judge_symbol_reach(AbiFinding& finding, const Reach& reach) {
  const std::string name = declared_name(finding.subject);
  // A reserved name (`__cudaRegisterTexture`) is the library's interface to a compiler, which
  // generates calls to it from headers other packages ship (nvcc's crt/host_runtime.h): breaking.
  if (reach.declared.contains(name) || name.starts_with("__")) return;
  finding.informational_because = fmt::format(
      "{} is declared in none of the {} headers OLD ships: code built from them does not call it", name, reach.headers);
}

// One breaking finding about `file` of OLD.
void judge_finding(AbiFinding& finding, const TreeFile& file, const Reach& reach,
                   const std::vector<LayoutBreak>& breaks) {
  if (std::string package = test_package_of(finding.file); !package.empty()) {
    finding.informational_because =
        fmt::format("in {}, a test, benchmark or example package: nobody builds against it", package);
    return;
  }
  if (auto surface = surface_of(finding, file)) {
    if (auto why = private_because(python_module_of(finding.file), *surface, reach.reachable, reach.consumed))
      finding.informational_because = std::move(*why);
    return;
  }
  if (finding.code == AbiCode::kStructLayoutChanged) {
    // The struct is declared in a .pxd or .pxi; who reads it is whoever imports a function that
    // passes it: it breaks someone if one of those functions' modules is within reach.
    judge_layout_reach(finding, breaks, reach.reachable, reach.consumed);
    return;
  }
  const bool extension = file.kind == TreeFile::Kind::kElf && file.capi.is_extension();
  if (finding.code == AbiCode::kSymbolRemoved && !extension && reach.headers > 0) judge_symbol_reach(finding, reach);
}

}  // namespace

void judge_reach(const PackageTree& old_tree, AbiDiff& diff) {
  // Two lone ELF files carry no package around them: no .pxd, no headers, nothing to judge reach by.
  if (old_tree.format == TreeFormat::kElf) return;
  const Reach reach = reach_of(old_tree, diff);
  for (auto& finding : diff.findings) {
    // A consumer's own verdict is not OLD's to judge (its path may look like one of OLD's).
    if (finding.breaks() == Breaks::kNone || finding.code == AbiCode::kConsumerImportFails ||
        reach.consumers.contains(finding.file))
      continue;
    auto old_file = old_tree.files.find(finding.file);
    if (old_file == old_tree.files.end()) continue;  // about the package as a whole, or about a consumer
    judge_finding(finding, old_file->second, reach, diff.layout_breaks);
  }
}

}  // namespace cudacompat::abi
