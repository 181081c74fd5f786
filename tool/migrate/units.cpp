#include "migrate/units.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <unordered_map>

namespace cudacompat::migrate {
namespace fs = std::filesystem;
namespace {

using Names = std::set<std::string, std::less<>>;

bool unit_file(std::string_view path) {
  for (std::string_view ext : {".cu", ".cpp", ".cc", ".cxx", ".c", ".c++"})
    if (path.ends_with(ext)) return true;
  return false;
}

// CCCL's headers, and the toolkit headers that include libcu++ (nvcc 13.0 says "libcu++ requires at
// least C++ 17" at `#include <cooperative_groups.h>`).
bool includes_cccl(std::string_view include) {
  return include.starts_with("thrust/") || include.starts_with("cub/") || include.starts_with("cuda/") ||
         include.starts_with("nv/") || include.starts_with("cooperative_groups");
}

std::string normal(std::string_view path) { return fs::path(path).lexically_normal().generic_string(); }

std::size_t common_prefix(std::string_view a, std::string_view b) {
  std::size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

bool under(const std::string& path, const std::string& folder) {
  return path.size() > folder.size() && path.starts_with(folder) && path[folder.size()] == '/';
}

// The folders that hold a copy of CUB or Thrust (`third_party/cub` for third_party/cub/cub/cub.cuh),
// unless the copy is what was asked to be scanned.
std::vector<std::string> vendored_libraries(const std::vector<std::string>& paths,
                                            const std::vector<std::string>& roots) {
  std::set<std::string> given;
  for (const auto& root : roots) {
    std::string r = normal(root);
    while (r.size() > 1 && r.back() == '/') r.pop_back();
    given.insert(r);
  }
  std::set<std::string> out;
  for (const std::string& p : paths) {
    for (std::string_view marker : {"cub/cub.cuh", "thrust/version.h"}) {
      if (!p.ends_with(marker) || (p.size() > marker.size() && p[p.size() - marker.size() - 1] != '/')) continue;
      std::string root = p.substr(0, p.size() - marker.size());
      if (!root.empty()) root.pop_back();
      if (!root.empty() && root != "." && !given.contains(root)) out.insert(root);
    }
  }
  return {out.begin(), out.end()};
}

// A folder of third-party code by the names projects give them (third_party/, 3rdparty/,
// external/, vendor/, deps/, submodules/): `third_party/Limbo` for third_party/Limbo/src/x.h.
// Only below a folder given on the command line (a library scanned as itself is not third-party).
std::string third_party_root(const std::string& path, const std::vector<std::string>& roots) {
  static const std::set<std::string, std::less<>> names = {"third_party", "thirdparty", "third-party", "3rdparty",
                                                           "external",    "externals",  "extern",      "vendor",
                                                           "vendored",    "deps",       "submodules"};
  std::size_t start = 0;
  for (const auto& root : roots) {
    std::string r = normal(root);
    while (r.size() > 1 && r.back() == '/') r.pop_back();
    if ((path.starts_with(r + "/") || r == ".") && r.size() + 1 > start) start = r == "." ? 0 : r.size() + 1;
  }
  std::size_t at = start;
  while (at < path.size()) {
    const std::size_t slash = path.find('/', at);
    if (slash == std::string::npos) break;  // the file's own name
    if (names.contains(std::string_view(path).substr(at, slash - at))) {
      const std::size_t next = path.find('/', slash + 1);
      return next == std::string::npos ? path.substr(0, slash) : path.substr(0, next);
    }
    at = slash + 1;
  }
  return {};
}

class Graph {
 public:
  Graph(const std::vector<FileResult>& results, const std::vector<std::optional<Diagnostic>>& skipped,
        const std::vector<std::string>& roots) {
    paths_.reserve(results.size());
    for (const auto& result : results) paths_.push_back(normal(result.file));
    vendored_ = vendored_libraries(paths_, roots);
    for (std::size_t i = 0; i < paths_.size(); ++i) {
      const std::string* copy = vendored_root(i);
      library_.push_back(copy ? *copy : third_party_root(paths_[i], roots));
    }
    for (std::size_t i = 0; i < results.size(); ++i) {
      if (skipped[i]) continue;
      by_path_.emplace(paths_[i], i);
      by_name_[fs::path(paths_[i]).filename().string()].push_back(i);
    }
    edges_.resize(results.size());
    from_toolkit_.resize(results.size());
    for (std::size_t i = 0; i < results.size(); ++i) {
      if (skipped[i]) continue;
      const auto& scan = results[i].scan;
      for (std::size_t k = 0; k < scan.includes.size(); ++k) {
        const bool quoted = k < scan.include_quoted.size() && scan.include_quoted[k];
        const bool cuda_only = k < scan.include_cuda_only.size() && scan.include_cuda_only[k];
        const auto found = resolve(i, scan.includes[k], quoted);
        if (found) edges_[i].push_back({*found, cuda_only});
        from_toolkit_[i].push_back(found ? 0 : 1);
      }
    }
  }

  const std::string& path(std::size_t i) const { return paths_[i]; }
  // Whether include `k` of file `i` is not a file of the tree (the toolkit's, or the system's).
  bool from_toolkit(std::size_t i, std::size_t k) const { return k < from_toolkit_[i].size() && from_toolkit_[i][k]; }
  // The third-party code a file is part of (a vendored CUB or Thrust, a third_party/NAME folder),
  // or empty: the project's own.
  const std::string& library(std::size_t i) const { return library_[i]; }
  // The vendored copy of CUB or Thrust a file is in, or nullptr.
  const std::string* vendored_root(std::size_t i) const {
    for (const auto& root : vendored_)
      if (under(paths_[i], root)) return &root;
    return nullptr;
  }

  // Every file unit `seed` includes, directly or not, itself first; a host unit (`host`) does not
  // follow what only nvcc includes.
  std::vector<std::size_t> closure(std::size_t seed, bool host) const {
    std::vector<std::size_t> out{seed};
    std::set<std::size_t> seen{seed};
    for (std::size_t at = 0; at < out.size(); ++at)
      for (const Edge& next : edges_[out[at]])
        if (!(host && next.cuda_only) && seen.insert(next.to).second) out.push_back(next.to);
    return out;
  }

 private:
  // As the preprocessor: "x.h" beside the including file first; then the file of the tree whose path
  // ends with the one written (what an -I of the build finds), the nearest to the including file
  // where several do; else the toolkit's. A copy of CUB or Thrust in the tree is beside the
  // toolkit's: `<cub/...>` from outside it is the toolkit's (what a build that gives no -I to the
  // copy compiles), as is any other header the toolkit ships that the tree does not have.
  std::optional<std::size_t> resolve(std::size_t from, const std::string& include, bool quoted) const {
    if (quoted) {
      auto found = by_path_.find(normal((fs::path(paths_[from]).parent_path() / include).generic_string()));
      if (found != by_path_.end()) return found->second;
    }
    const std::string* from_root = vendored_root(from);
    std::string suffix = normal(include);
    while (suffix.starts_with("../")) suffix.erase(0, 3);
    auto named = by_name_.find(fs::path(suffix).filename().string());
    if (named == by_name_.end()) return std::nullopt;
    std::optional<std::size_t> best;
    std::size_t best_shared = 0;
    for (std::size_t k : named->second) {
      const std::string& candidate = paths_[k];
      if (k == from || !(candidate == suffix || candidate.ends_with("/" + suffix))) continue;
      if (const std::string* root = vendored_root(k); root && root != from_root) continue;
      const std::size_t shared = common_prefix(candidate, paths_[from]);
      if (!best || shared > best_shared) best = k, best_shared = shared;
    }
    return best;
  }

  std::vector<std::string> paths_;
  std::vector<std::string> vendored_;
  std::vector<std::string> library_;
  std::unordered_map<std::string, std::size_t> by_path_;
  std::unordered_map<std::string, std::vector<std::size_t>> by_name_;
  struct Edge {
    std::size_t to;
    bool cuda_only;
  };
  std::vector<std::vector<Edge>> edges_;
  std::vector<std::vector<char>> from_toolkit_;  // per file, per include: not in the tree
};

// What the files of one unit declare, for the others.
struct Declared {
  Names textures, types, defined;
  std::map<std::string, long long, std::less<>> values;
  Names conflicting;  // defined with two values in the unit's files

  void add(const FileScan& scan, const Names& relevant) {
    textures.insert(scan.texture_references.begin(), scan.texture_references.end());
    types.insert(scan.device_prop_types.begin(), scan.device_prop_types.end());
    for (const auto& name : scan.defined_names)
      if (relevant.contains(name)) defined.insert(name);
    for (const auto& [name, value] : scan.defined_values) {
      if (!relevant.contains(name)) continue;
      auto [it, added] = values.emplace(name, value);
      if (!added && it->second != value) conflicting.insert(name);
    }
  }
  // What a unit declares, kept for one of its files: of the macros, only those the file's #if
  // could not decide (a handful, where a unit may define thousands).
  void merge_for(const Declared& unit, const FileScan& file) {
    textures.insert(unit.textures.begin(), unit.textures.end());
    types.insert(unit.types.begin(), unit.types.end());
    for (const auto& name : file.undecided) {
      if (!unit.defined.contains(name)) continue;
      defined.insert(name);
      if (unit.conflicting.contains(name)) conflicting.insert(name);
      if (auto v = unit.values.find(name); v != unit.values.end()) {
        auto [it, added] = values.emplace(name, v->second);
        if (!added && it->second != v->second) conflicting.insert(name);
      }
    }
  }
};

// What is new to the file in what its units declare; nullopt when nothing is.
std::optional<UnitNames> news_for(const FileScan& scan, const Declared& declared) {
  UnitNames names;
  for (const auto& t : declared.textures)
    if (!scan.texture_references.contains(t)) names.texture_references.insert(t);
  for (const auto& t : declared.types)
    if (!scan.device_prop_types.contains(t)) names.device_prop_types.insert(t);
  for (const auto& name : declared.defined) {
    if (scan.defined_names.contains(name) || !scan.undecided.contains(name)) continue;  // its own guard
    names.macros.defined.insert(name);
    if (auto it = declared.values.find(name); it != declared.values.end() && !declared.conflicting.contains(name))
      names.macros.values.emplace(name, it->second);
  }
  if (names.texture_references.empty() && names.device_prop_types.empty() && names.macros.defined.empty())
    return std::nullopt;
  // the whole of what the units declare: a second scan starts again from the file's bytes
  names.texture_references.insert(declared.textures.begin(), declared.textures.end());
  names.device_prop_types.insert(declared.types.begin(), declared.types.end());
  return names;
}

}  // namespace

TreeUnits find_units(const std::vector<FileResult>& results, const std::vector<std::optional<Diagnostic>>& skipped,
                     const std::vector<std::string>& roots) {
  TreeUnits out;
  const std::size_t n = results.size();
  out.built.assign(n, true);
  out.names.assign(n, std::nullopt);
  Graph graph(results, skipped, roots);
  auto vendored_root = [&graph](std::size_t i) { return graph.vendored_root(i); };
  std::vector<std::size_t> seeds;
  for (std::size_t i = 0; i < n; ++i)
    if (!skipped[i] && results[i].kind == FileKind::kSource && unit_file(graph.path(i)) && !vendored_root(i))
      seeds.push_back(i);
  out.units = seeds.size();
  if (seeds.empty()) {  // nothing to follow: every file stands for itself, as before units were known
    for (const auto& result : results)
      for (const auto& include : result.scan.includes)
        if (includes_cccl(include)) out.cuda_units_include_cccl = out.host_units_include_cccl = true;
    return out;
  }
  Names relevant;  // the macros some #if could not decide: the only #defines worth passing on
  for (const auto& result : results) relevant.insert(result.scan.undecided.begin(), result.scan.undecided.end());
  std::vector<bool> reached(n, false);
  std::vector<Declared> for_file(n);
  for (std::size_t seed : seeds) {
    const bool host = !graph.path(seed).ends_with(".cu");
    const std::vector<std::size_t> files = graph.closure(seed, host);
    Declared declared;
    bool cccl = false;
    for (std::size_t f : files) {
      reached[f] = true;
      declared.add(results[f].scan, relevant);
      const FileScan& scan = results[f].scan;
      for (std::size_t k = 0; k < scan.includes.size(); ++k)
        cccl |= includes_cccl(scan.includes[k]) && graph.from_toolkit(f, k) &&
                !(host && k < scan.include_cuda_only.size() && scan.include_cuda_only[k]);
    }
    (host ? out.host_units_include_cccl : out.cuda_units_include_cccl) |= cccl;
    for (std::size_t f : files) for_file[f].merge_for(declared, results[f].scan);
  }
  // Third-party code is built where a unit includes it; its build files where a unit includes a
  // file of it. The project's own headers stay built though no unit here includes them: a
  // header-only library's users compile them.
  std::set<std::string> in_use;
  for (std::size_t i = 0; i < n; ++i)
    if (reached[i] && !graph.library(i).empty()) in_use.insert(graph.library(i));
  for (std::size_t i = 0; i < n; ++i) {
    if (skipped[i] || graph.library(i).empty()) continue;
    out.built[i] = results[i].kind == FileKind::kSource ? reached[i] : in_use.contains(graph.library(i));
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (skipped[i]) continue;
    if (reached[i]) out.names[i] = news_for(results[i].scan, for_file[i]);
  }
  return out;
}

}  // namespace cudacompat::migrate
