#include "abi/module_moves.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string_view>
#include <tuple>

namespace cudacompat::abi {
namespace {

// What a package holds under one module name (a module can be a .py, an extension and a .pxd at once).
struct Module {
  const CythonCapi* capi = nullptr;  // an extension module's
};

std::map<std::string, Module> modules_of(const PackageTree& tree) {
  std::map<std::string, Module> modules;
  for (const auto& [path, file] : tree.files) {
    const bool extension = file.kind == TreeFile::Kind::kElf && file.capi.is_extension();
    if (!extension && file.kind != TreeFile::Kind::kPython && file.kind != TreeFile::Kind::kPxd) continue;
    std::string name = python_module_of(path);
    if (name.empty()) continue;
    auto& module = modules[std::move(name)];
    if (extension) module.capi = &file.capi;
  }
  return modules;
}

std::string_view last_name(std::string_view module) {
  const auto dot = module.rfind('.');
  return dot == std::string_view::npos ? module : module.substr(dot + 1);
}

// How many trailing dotted names two modules share: cuda._lib.utils and cuda.bindings._lib.utils, 2.
std::size_t common_suffix(std::string_view a, std::string_view b) {
  std::size_t names = 0;
  while (!a.empty() && !b.empty() && last_name(a) == last_name(b)) {
    ++names;
    const auto a_dot = a.rfind('.');
    const auto b_dot = b.rfind('.');
    if (a_dot == std::string_view::npos || b_dot == std::string_view::npos) break;
    a = a.substr(0, a_dot);
    b = b.substr(0, b_dot);
  }
  return names;
}

std::size_t shared_functions(const Module& a, const Module& b) {
  if (!a.capi || !b.capi || a.capi->exports.empty()) return 0;
  std::set<std::string_view> names;
  for (const auto& function : b.capi->exports) names.insert(function.name);
  return static_cast<std::size_t>(std::count_if(a.capi->exports.begin(), a.capi->exports.end(),
                                                [&](const CapiFunction& f) { return names.contains(f.name); }));
}

}  // namespace

std::map<std::string, ModuleMove> find_module_moves(const PackageTree& old_tree, const PackageTree& new_tree) {
  std::map<std::string, ModuleMove> moves;
  if (old_tree.format == TreeFormat::kElf || new_tree.format == TreeFormat::kElf) return moves;
  const auto old_modules = modules_of(old_tree);
  const auto new_modules = modules_of(new_tree);
  for (const auto& [old_name, old_module] : old_modules) {
    if (new_modules.contains(old_name)) continue;
    // (C-API functions shared, same last name, common dotted suffix): the best wins, if it is alone.
    using Score = std::tuple<std::size_t, bool, std::size_t>;
    Score best{};
    const std::string* best_name = nullptr;
    bool tied = false;
    for (const auto& [new_name, new_module] : new_modules) {
      if (old_modules.contains(new_name)) continue;  // not new in NEW: it did not come from elsewhere
      std::size_t shared = shared_functions(old_module, new_module);
      if (shared * 2 < (old_module.capi ? old_module.capi->exports.size() : 0)) shared = 0;
      const bool same_name = last_name(old_name) == last_name(new_name);
      if (shared == 0 && !same_name) continue;
      const Score score{shared, same_name, common_suffix(old_name, new_name)};
      if (!best_name || score > best) {
        best = score;
        best_name = &new_name;
        tied = false;
      } else if (score == best) {
        tied = true;
      }
    }
    if (!best_name || tied) continue;
    moves[old_name] = {*best_name, std::get<0>(best) > 0
                                       ? fmt::format("it exports {} of the same {} C-API functions", std::get<0>(best),
                                                     old_module.capi->exports.size())
                                       : std::string("the same name")};
  }
  // A package renamed with its modules (cuda._cuda -> cuda.bindings._bindings): every module directly
  // in it moved into one package that is new in NEW. Deepest first, so that a package whose
  // subpackages moved this way is judged after them.
  for (auto it = old_modules.rbegin(); it != old_modules.rend(); ++it) {
    const std::string& old_name = it->first;
    if (new_modules.contains(old_name) || moves.contains(old_name)) continue;
    const std::string prefix = old_name + ".";
    std::set<std::string> parents;
    std::size_t children = 0;
    std::size_t moved = 0;
    for (auto child = old_modules.upper_bound(prefix); child != old_modules.end() && child->first.starts_with(prefix);
         ++child) {
      if (child->first.find('.', prefix.size()) != std::string::npos) continue;  // deeper down
      ++children;
      auto move = moves.find(child->first);
      if (move == moves.end()) continue;
      ++moved;
      parents.insert(move->second.to.substr(0, move->second.to.rfind('.')));
    }
    if (children == 0 || moved != children || parents.size() != 1) continue;
    const std::string& parent = *parents.begin();
    if (!new_modules.contains(parent) || old_modules.contains(parent)) continue;
    moves[old_name] = {parent, fmt::format("its {} modules moved there", children)};
  }
  return moves;
}

}  // namespace cudacompat::abi
