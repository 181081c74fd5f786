#include "abi/struct_layouts.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

#include "abi/compare.h"
#include "common/scan.h"

namespace cudacompat::abi {
namespace {

// The structs and ctypedefs a module's .pxd makes visible, by name: its own declarations, the files
// it includes (pasted in, as Cython pastes them) and the modules it star-cimports. Per module, not
// per package: cuda-bindings' generator names anonymous unions `anon_union11` in cydriver.pxd and in
// cyruntime_types.pxi alike, two different types.
struct LayoutScope {
  std::map<std::string, std::pair<const PxdStruct*, std::string>, std::less<>> structs;  // -> (body, file)
  std::map<std::string, const std::string*, std::less<>> ctypedefs;
};

void add_to_scope(const PackageTree& tree, const std::string& path, const TreeFile& file, LayoutScope& scope,
                  int depth) {
  for (const auto& [name, body] : file.pxd.structs) scope.structs.try_emplace(name, &body, path);
  for (const auto& [name, type] : file.pxd.ctypedefs) scope.ctypedefs.try_emplace(name, &type);
  if (depth > 8) return;
  for (const auto& [included_path, included] : included_files(tree, path, file)) {
    add_to_scope(tree, *included_path, *included, scope, depth + 1);
  }
  for (const auto& module : file.pxd.star_cimports) {
    for (const auto& [other_path, other] : tree.files) {
      if (other.kind == TreeFile::Kind::kPxd && python_module_of(other_path) == module) {
        add_to_scope(tree, other_path, other, scope, depth + 1);
      }
    }
  }
}

// The scope of `module`'s .pxd in `tree`; nullopt when the package ships none (nothing to compare).
std::optional<LayoutScope> module_scope(const PackageTree& tree, const std::string& module) {
  for (const auto& [path, file] : tree.files) {
    if (file.kind != TreeFile::Kind::kPxd || python_module_of(path) != module) continue;
    LayoutScope scope;
    add_to_scope(tree, path, file, scope, 0);
    return scope;
  }
  return std::nullopt;
}

using scan::trim;

// A member's type with its ctypedefs resolved, qualifiers and tags dropped and its pointers kept:
// `cudaUUID_t` and `CUuuid_st` are one type, `const cudaDeviceProp*` is `cudaDeviceProp*`.
std::string resolved_type(std::string type, const LayoutScope& scope) {
  for (int depth = 0; depth < 16; ++depth) {
    std::string_view text = trim(type);
    for (bool stripped = true; stripped;) {
      stripped = false;
      for (std::string_view word : {"const ", "volatile ", "struct ", "union ", "enum "}) {
        if (text.starts_with(word)) {
          text = trim(text.substr(word.size()));
          stripped = true;
        }
      }
    }
    std::size_t stars = 0;
    while (!text.empty() && (text.back() == '*' || text.back() == ' ')) {
      stars += text.back() == '*';
      text.remove_suffix(1);
    }
    if (text.ends_with(" const")) text.remove_suffix(6);
    std::string base = demangled_cython_type(trim(text));
    auto alias = scope.ctypedefs.find(base);
    if (alias == scope.ctypedefs.end() || *alias->second == base) return base + std::string(stars, '*');
    type = *alias->second + std::string(stars, '*');
  }
  return type;
}

std::string member_text(const PxdMember& member) {
  return fmt::format("{} {}{}", member.type, member.name, member.array);
}

std::string difference(const PxdStruct& old_body, const LayoutScope& old_scope, const PxdStruct& new_body,
                       const LayoutScope& new_scope, int depth);

// Bytes a member takes on the LP64 machines abi-diff reads (x86-64, aarch64), where that is certain
// without the headers: C's scalar types, pointers, and arrays of them; nullopt otherwise (a struct,
// an enum, a type only the headers define).
std::optional<std::size_t> member_size(const PxdMember& member, const LayoutScope& scope) {
  static const std::map<std::string, std::size_t, std::less<>> kScalars = {
      {"char", 1},     {"signed char", 1},  {"unsigned char", 1},  {"bool", 1},      {"int8_t", 1},
      {"uint8_t", 1},  {"short", 2},        {"unsigned short", 2}, {"int16_t", 2},   {"uint16_t", 2},
      {"int", 4},      {"unsigned int", 4}, {"unsigned", 4},       {"float", 4},     {"int32_t", 4},
      {"uint32_t", 4}, {"long", 8},         {"unsigned long", 8},  {"long long", 8}, {"unsigned long long", 8},
      {"double", 8},   {"size_t", 8},       {"ssize_t", 8},        {"int64_t", 8},   {"uint64_t", 8},
      {"intptr_t", 8}, {"uintptr_t", 8},    {"ptrdiff_t", 8}};
  std::string type = resolved_type(member.type, scope);
  std::string array = member.array;
  if (auto bracket = type.find('['); bracket != std::string::npos) {  // an array ctypedef: `ctypedef int arr4[4]`
    array = type.substr(bracket) + array;
    type.erase(bracket);
  }
  std::size_t size = 0;
  if (type.ends_with('*') || type.find("(*") != std::string::npos) {
    size = 8;
  } else if (auto scalar = kScalars.find(type); scalar != kScalars.end()) {
    size = scalar->second;
  } else {
    return std::nullopt;
  }
  for (std::size_t open = array.find('['); open != std::string::npos; open = array.find('[', open + 1)) {
    const auto close = array.find(']', open);
    const std::string count = array.substr(open + 1, close == std::string::npos ? 0 : close - open - 1);
    if (count.empty() || count.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    size *= std::stoul(count);
  }
  return size;
}

// A union whose members OLD had are unchanged and whose new members each fit in one OLD already
// had (`unsigned int nvlinkUtilCentricScheduling` beside `char pad[64]`): its members all sit at
// offset 0 and its size did not grow, so nothing built against OLD reads or writes elsewhere.
bool union_grew_within_its_size(const PxdStruct& old_body, const LayoutScope& old_scope, const PxdStruct& new_body,
                                const LayoutScope& new_scope) {
  if (!old_body.is_union || !new_body.is_union) return false;
  std::size_t largest = 0;
  for (const auto& member : old_body.members) largest = std::max(largest, member_size(member, old_scope).value_or(0));
  for (std::size_t i = old_body.members.size(); i < new_body.members.size(); ++i) {
    const auto size = member_size(new_body.members[i], new_scope);
    if (!size || *size > largest) return false;
  }
  return true;
}

// Why two members differ, "" when they are the same: by name, array and type, where a struct held
// by value is compared by its members (the generator that writes cuda-bindings' .pxd files numbers
// its anonymous structs afresh in each release: `anon_union11` in one is `anon_union9` in the next).
std::string member_difference(const PxdMember& before, const LayoutScope& old_scope, const PxdMember& after,
                              const LayoutScope& new_scope, int depth) {
  if (before.name != after.name || before.array != after.array) return "differs";
  const std::string old_type = resolved_type(before.type, old_scope);
  const std::string new_type = resolved_type(after.type, new_scope);
  auto old_body = old_scope.structs.find(old_type);
  auto new_body = new_scope.structs.find(new_type);
  if (old_body != old_scope.structs.end() && new_body != new_scope.structs.end()) {  // by value: its members count
    if (depth > 8) return old_type == new_type ? "" : "differs";
    std::string inner = difference(*old_body->second.first, old_scope, *new_body->second.first, new_scope, depth + 1);
    if (inner.empty()) return "";
    return fmt::format("holds {} by value, whose layout changed: {}", old_type, inner);
  }
  return old_type == new_type ? "" : "differs";
}

// The first member that differs, in words; "" when the two bodies are the same layout.
std::string difference(const PxdStruct& old_body, const LayoutScope& old_scope, const PxdStruct& new_body,
                       const LayoutScope& new_scope, int depth) {
  const auto& old_members = old_body.members;
  const auto& new_members = new_body.members;
  const std::string counts = fmt::format("{} members in OLD, {} in NEW", old_members.size(), new_members.size());
  if (old_body.is_union != new_body.is_union) {
    return fmt::format("it was a {} and is a {} in NEW", old_body.is_union ? "union" : "struct",
                       new_body.is_union ? "union" : "struct");
  }
  for (std::size_t i = 0; i < old_members.size() && i < new_members.size(); ++i) {
    const std::string why = member_difference(old_members[i], old_scope, new_members[i], new_scope, depth);
    if (why.empty()) continue;
    if (why == "differs") {
      return fmt::format("member {} `{}` is `{}` in NEW ({})", i + 1, member_text(old_members[i]),
                         member_text(new_members[i]), counts);
    }
    return fmt::format("member {} `{}` {}", i + 1, member_text(old_members[i]), why);
  }
  if (old_members.size() > new_members.size()) {
    return fmt::format("member {} `{}` is gone in NEW ({})", new_members.size() + 1,
                       member_text(old_members[new_members.size()]), counts);
  }
  if (new_members.size() > old_members.size() &&
      !union_grew_within_its_size(old_body, old_scope, new_body, new_scope)) {
    return fmt::format("member {} `{}` is new in NEW ({})", old_members.size() + 1,
                       member_text(new_members[old_members.size()]), counts);
  }
  return {};
}

// Struct name -> what changed in it: its own members, or the members of a struct it holds by value.
std::map<std::string, std::string> changed_structs(const LayoutScope& old_scope, const LayoutScope& new_scope) {
  std::map<std::string, std::string> changed;
  for (const auto& [name, old_entry] : old_scope.structs) {
    auto found = new_scope.structs.find(name);
    if (found == new_scope.structs.end()) continue;  // gone: the .pxd findings say so
    std::string change = difference(*old_entry.first, old_scope, *found->second.first, new_scope, 0);
    if (!change.empty()) changed.emplace(name, std::move(change));
  }
  return changed;
}

// The struct names a signature string names, through ctypedefs and Cython's mangled type names
// (`cudaError_t (struct cudaDeviceProp *, int)` -> cudaDeviceProp), pointers or not.
std::set<std::string> structs_named(std::string_view signature, const LayoutScope& scope) {
  std::set<std::string> names;
  for (std::size_t i = 0; i < signature.size();) {
    const auto is_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    if (!is_word(signature[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < signature.size() && is_word(signature[end])) ++end;
    std::string type = resolved_type(std::string(signature.substr(i, end - i)), scope);
    if (scope.structs.contains(type)) names.insert(std::move(type));
    i = end;
  }
  return names;
}

}  // namespace

std::string demangled_cython_type(std::string_view name) {
  constexpr std::string_view kPrefix = "__pyx_t_";
  if (!name.starts_with(kPrefix)) return std::string(name);
  std::string_view rest = name.substr(kPrefix.size());
  // One `<length><component>_` per module component, then the name itself.
  while (!rest.empty() && std::isdigit(static_cast<unsigned char>(rest.front()))) {
    std::size_t length = 0;
    std::size_t digits = 0;
    while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits]))) {
      length = length * 10 + static_cast<std::size_t>(rest[digits] - '0');
      ++digits;
    }
    if (digits + length + 1 > rest.size() || rest[digits + length] != '_') return std::string(name);
    rest.remove_prefix(digits + length + 1);
  }
  return rest.empty() ? std::string(name) : std::string(rest);
}

std::string describe(const LayoutBreak& broken) {
  std::vector<std::string> names;
  for (const auto& function : broken.functions) names.push_back(function.module + "." + function.name);
  std::string listed;
  for (std::size_t i = 0; i < names.size() && i < 8; ++i) listed += (i ? ", " : "") + names[i];
  if (names.size() > 8) listed += fmt::format(", and {} more", names.size() - 8);
  return fmt::format(
      "struct {} changed its layout: {}; {} exported function{} pass{} it under an unchanged "
      "signature string ({}): extensions built against OLD that cimport {} import, and read and "
      "write it at OLD's offsets",
      broken.struct_name, broken.change, names.size(), names.size() == 1 ? "" : "s", names.size() == 1 ? "es" : "",
      listed, names.size() == 1 ? "it" : "them");
}

std::vector<WrongLayoutRead> wrong_layout_reads(const std::vector<LayoutBreak>& breaks, std::string_view module,
                                                const std::vector<std::string>& functions) {
  std::vector<WrongLayoutRead> reads;
  for (const auto& name : functions) {
    for (const auto& broken : breaks) {
      for (const auto& function : broken.functions) {
        if (function.module == module && function.name == name) {
          reads.push_back({name, broken.struct_name, broken.change});
        }
      }
    }
  }
  return reads;
}

std::vector<LayoutBreak> find_layout_breaks(const PackageTree& old_tree, const PackageTree& new_tree) {
  std::map<std::string, LayoutBreak> found;  // by struct name, over every module that passes it
  for (const auto& [path, file] : old_tree.files) {
    if (file.kind != TreeFile::Kind::kElf || !file.capi.is_extension() || file.capi.exports.empty()) continue;
    const std::string module = old_tree.format == TreeFormat::kElf ? file.capi.module_init : python_module_of(path);
    const auto* new_functions = effective_capi(new_tree, module, nullptr);
    if (!new_functions) continue;  // capi-lost says so
    const auto old_scope = module_scope(old_tree, module);
    const auto new_scope = module_scope(new_tree, module);
    if (!old_scope || !new_scope) continue;  // no declarations to compare
    const auto changed = changed_structs(*old_scope, *new_scope);
    if (changed.empty()) continue;
    std::map<std::string, const std::string*> new_signatures;
    for (const auto& function : *new_functions) new_signatures.emplace(function.name, &function.signature);
    for (const auto& function : file.capi.exports) {
      auto kept = new_signatures.find(function.name);
      // A changed signature fails the import already (capi-signature-changed): only the same one hides a layout.
      if (kept == new_signatures.end() || *kept->second != function.signature) continue;
      for (const auto& name : structs_named(function.signature, *old_scope)) {
        auto change = changed.find(name);
        if (change == changed.end()) continue;
        auto [entry, fresh] = found.try_emplace(name);
        if (fresh) entry->second = {name, old_scope->structs.at(name).second, change->second, {}};
        entry->second.functions.push_back({module, function.name});
      }
    }
  }
  std::vector<LayoutBreak> breaks;
  for (auto& [name, broken] : found) {
    std::sort(broken.functions.begin(), broken.functions.end());
    broken.functions.erase(std::unique(broken.functions.begin(), broken.functions.end()), broken.functions.end());
    breaks.push_back(std::move(broken));
  }
  return breaks;
}

}  // namespace cudacompat::abi
