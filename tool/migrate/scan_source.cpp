// The source scanner: tokens of the code the target compiles (tokens.h), then the rules of the
// step, each a small function over the token list. Names are matched as tokens, never inside
// comments or strings; a removed field only on an object declared as cudaDeviceProp (or a class
// derived from it, in this file or another of its units), or inside such a class's members.
#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

#include "migrate/scan.h"
#include "migrate/tokens.h"

namespace cudacompat::migrate {
namespace {

using Names = std::set<std::string, std::less<>>;

bool is(const Token& t, std::string_view text) { return t.text == text; }
bool is_ident(const Token& t) { return t.kind == TokenKind::kIdentifier; }

struct Context {
  Context(std::string_view file_, std::string_view text_, const MigrationRules& rules_,
          const std::vector<Token>& tokens_, const Names& defined_here_, const std::vector<std::string>& conditions_,
          const UnitNames* unit_)
      : file(file_),
        text(text_),
        rules(rules_),
        tokens(tokens_),
        defined_here(defined_here_),
        conditions(conditions_),
        unit(unit_) {}
  std::string_view file;
  std::string_view text;
  const MigrationRules& rules;
  const std::vector<Token>& tokens;
  const Names& defined_here;
  const std::vector<std::string>& conditions;  // Tokenized::conditions
  const UnitNames* unit;
  Names device_prop_types{"cudaDeviceProp"};                       // cudaDeviceProp and the classes derived from it
  Names own_device_prop_types;                                     // those this file derives itself
  std::vector<std::pair<std::size_t, std::size_t>> member_bodies;  // [{, }] of their members' code
  Names own_texture_references;
  Names device_props;        // objects of type cudaDeviceProp (variables, parameters, members, arrays)
  Names memory_locations;    // objects of type cudaMemLocation / CUmemLocation
  Names edge_data;           // objects of type cudaGraphEdgeData / CUgraphEdgeData (and pointers to them)
  Names texture_references;  // texture<float, 1> tex; surface<void, 2> surf; (removed in 12.0)
  std::map<std::string, std::string, std::less<>>
      prop_device;  // prop -> the device of cudaGetDeviceProperties(&prop, device)
  FileScan out;

  const Token* at(std::size_t i) const { return i < tokens.size() ? &tokens[i] : nullptr; }
  bool at_is(std::size_t i, std::string_view text) const { return i < tokens.size() && tokens[i].text == text; }
};

Code code_of(const Rule& rule) {
  if (rule.severity == Severity::kDeprecated) return Code::kDeprecatedApi;
  if (rule.kind.ends_with("header")) return Code::kRemovedHeader;
  if (rule.kind.starts_with("cccl-")) return Code::kRemovedCcclEntity;
  if (rule.kind == "function") return Code::kRemovedFunction;
  if (rule.kind == "enumerator") return Code::kRemovedEnumerator;
  if (rule.kind == "macro") return Code::kRemovedMacro;
  if (rule.kind == "field") return Code::kRemovedField;
  if (rule.kind == "signature") return Code::kChangedSignature;
  return Code::kRemovedType;
}

std::string what_of(const Rule& rule, std::string_view entity) {
  const std::string release = rule.since.major_minor();
  if (rule.severity == Severity::kDeprecated) return fmt::format("{} is deprecated in CUDA {}", entity, release);
  if (rule.kind == "signature")
    return fmt::format("{} takes other parameters since CUDA {}: this call has the old shape", entity, release);
  if (rule.kind == "field") return fmt::format("cudaDeviceProp has no field {} since CUDA {}", rule.name, release);
  if (rule.kind.ends_with("header"))
    return fmt::format("CUDA {} has no {} (\"No such file or directory\")", release, entity);
  if (rule.kind.starts_with("cccl-")) return fmt::format("{} was removed in CCCL 3.0 (CUDA {})", entity, release);
  return fmt::format("{} was removed in CUDA {}", entity, release);
}

Finding& report(Context& c, const Token& at, const Rule& rule, std::string entity) {
  Finding f;
  f.file = std::string(c.file);
  f.line = at.line;
  f.column = at.column;
  f.code = code_of(rule);
  f.severity = rule.severity;
  f.what = what_of(rule, entity);
  f.entity = std::move(entity);
  f.since = rule.since.major_minor();
  f.instead = rule.instead;
  f.shim = rule.shim;
  f.source = rule.source;
  if (at.condition >= 0 && static_cast<std::size_t>(at.condition) < c.conditions.size())
    f.condition = c.conditions[static_cast<std::size_t>(at.condition)];
  c.out.findings.push_back(std::move(f));
  return c.out.findings.back();
}

// The index of the token that closes the bracket at `open` (or tokens.size()).
std::size_t matching(const Context& c, std::size_t open) {
  const std::string_view o = c.tokens[open].text;
  const std::string_view close = o == "(" ? ")" : o == "[" ? "]" : o == "{" ? "}" : ">";
  int depth = 0;
  for (std::size_t i = open; i < c.tokens.size(); ++i) {
    if (c.tokens[i].text == o)
      ++depth;
    else if (c.tokens[i].text == close && --depth == 0)
      return i;
  }
  return c.tokens.size();
}

// The arguments of the call whose `(` is at `open`: [first, last) token ranges.
std::vector<std::pair<std::size_t, std::size_t>> arguments(const Context& c, std::size_t open) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  const std::size_t close = matching(c, open);
  if (close == c.tokens.size() || close == open + 1) return out;
  int depth = 0;
  std::size_t start = open + 1;
  for (std::size_t i = open + 1; i < close; ++i) {
    const std::string_view t = c.tokens[i].text;
    if (t == "(" || t == "[" || t == "{")
      ++depth;
    else if (t == ")" || t == "]" || t == "}")
      --depth;
    else if (t == "," && depth == 0) {
      out.emplace_back(start, i);
      start = i + 1;
    }
  }
  out.emplace_back(start, close);
  return out;
}

// Declarations: `cudaDeviceProp p`, `const cudaDeviceProp& p`, `cudaDeviceProp* props`,
// `std::vector<cudaDeviceProp> props`, `cudaDeviceProp a, b[4]`, `struct cudaDeviceProp p`.
// `struct properties_t : public cudaDeviceProp { ... }`: a type whose objects are device properties,
// and whose members read the fields unqualified. Its body, and the bodies of its members defined
// out of the class (`bool properties_t::usable() const { return computeMode ...; }`), are where a
// removed field is read without `.` or `->`.
void collect_derived_types(Context& c) {
  for (std::size_t i = 0; i + 2 < c.tokens.size(); ++i) {
    if (!(is(c.tokens[i], "struct") || is(c.tokens[i], "class")) || !is_ident(c.tokens[i + 1])) continue;
    std::size_t k = i + 2;
    if (c.at_is(k, "final")) ++k;
    if (!c.at_is(k, ":")) continue;
    bool derived = false;
    for (; k < c.tokens.size() && !is(c.tokens[k], "{") && !is(c.tokens[k], ";"); ++k)
      derived |= is(c.tokens[k], "cudaDeviceProp");
    if (!derived || k == c.tokens.size() || !is(c.tokens[k], "{")) continue;
    c.device_prop_types.emplace(c.tokens[i + 1].text);
    c.own_device_prop_types.emplace(c.tokens[i + 1].text);
    c.member_bodies.emplace_back(k, matching(c, k));
  }
  // `typedef cudaDeviceProp DeviceProp;`, `using DeviceProp = cudaDeviceProp;`: other names of the type
  for (std::size_t i = 0; i + 3 < c.tokens.size(); ++i) {
    if (is(c.tokens[i], "typedef") && is(c.tokens[i + 1], "cudaDeviceProp") && is_ident(c.tokens[i + 2]) &&
        is(c.tokens[i + 3], ";")) {
      c.device_prop_types.emplace(c.tokens[i + 2].text);
      c.own_device_prop_types.emplace(c.tokens[i + 2].text);
    }
    if (is(c.tokens[i], "using") && is_ident(c.tokens[i + 1]) && is(c.tokens[i + 2], "=") &&
        is(c.tokens[i + 3], "cudaDeviceProp") && c.at_is(i + 4, ";")) {
      c.device_prop_types.emplace(c.tokens[i + 1].text);
      c.own_device_prop_types.emplace(c.tokens[i + 1].text);
    }
  }
  if (c.unit) c.device_prop_types.insert(c.unit->device_prop_types.begin(), c.unit->device_prop_types.end());
  for (std::size_t i = 0; i + 3 < c.tokens.size(); ++i) {
    if (!is_ident(c.tokens[i]) || is(c.tokens[i], "cudaDeviceProp") ||
        !c.device_prop_types.contains(c.tokens[i].text) || !is(c.tokens[i + 1], "::") || !is_ident(c.tokens[i + 2]) ||
        !is(c.tokens[i + 3], "("))
      continue;
    std::size_t k = matching(c, i + 3);  // the parameters; then const, noexcept, -> T, : inits
    while (k < c.tokens.size() && !is(c.tokens[k], "{") && !is(c.tokens[k], ";")) ++k;
    if (k < c.tokens.size() && is(c.tokens[k], "{")) c.member_bodies.emplace_back(k, matching(c, k));
  }
}

// The names declared with a type the rules follow: device properties, memory locations, graph edges.
void collect_typed_names(Context& c) {
  for (std::size_t i = 0; i < c.tokens.size(); ++i) {
    const Token& t = c.tokens[i];
    if (!is_ident(t)) continue;
    Names* into = nullptr;
    if (c.device_prop_types.contains(t.text) && !c.at_is(i + 1, "::") && !c.at_is(i + 1, "("))
      into = &c.device_props;
    else if (t.text == "cudaMemLocation" || t.text == "CUmemLocation")
      into = &c.memory_locations;
    else if (t.text == "cudaGraphEdgeData" || t.text == "CUgraphEdgeData")
      into = &c.edge_data;
    if (!into) continue;
    std::size_t j = i + 1;
    for (;;) {
      while (j < c.tokens.size() &&
             (is(c.tokens[j], "&") || is(c.tokens[j], "*") || is(c.tokens[j], "&&") || is(c.tokens[j], "const") ||
              is(c.tokens[j], ">") || is(c.tokens[j], "volatile") || is(c.tokens[j], "__restrict__")))
        ++j;
      if (j >= c.tokens.size() || !is_ident(c.tokens[j])) break;
      into->emplace(c.tokens[j].text);
      ++j;
      if (c.at_is(j, "[")) j = matching(c, j) + 1;
      if (c.at_is(j, "=") || c.at_is(j, "{") || c.at_is(j, "(")) break;  // initialisers end the easy part
      if (!c.at_is(j, ",")) break;
      ++j;
    }
  }
}

// texture<...> NAME / surface<...> NAME: references, whose every use breaks where the template is gone
void collect_texture_references(Context& c) {
  for (std::size_t i = 0; i + 1 < c.tokens.size(); ++i) {
    const Token& t = c.tokens[i];
    if (!(is(t, "texture") || is(t, "surface")) || !is(c.tokens[i + 1], "<")) continue;
    if (!c.rules.by_identifier.contains(t.text)) continue;
    if (i > 0 && (is(c.tokens[i - 1], ".") || is(c.tokens[i - 1], "->") || is(c.tokens[i - 1], "::"))) continue;
    std::size_t close = matching(c, i + 1);
    if (close + 1 < c.tokens.size() && is_ident(c.tokens[close + 1])) {
      c.texture_references.emplace(c.tokens[close + 1].text);
      c.own_texture_references.emplace(c.tokens[close + 1].text);
    }
  }
  if (c.unit) c.texture_references.insert(c.unit->texture_references.begin(), c.unit->texture_references.end());
}

// What the file provides itself: its #defines and pointer declarators of names the rules know.
void collect_provided_names(Context& c) {
  auto known = [&c](std::string_view name) {
    return c.rules.by_identifier.contains(name) || c.rules.signatures.contains(name);
  };
  for (const auto& name : c.defined_here)
    if (known(name)) c.out.provides.insert(name);
  for (std::size_t i = 1; i + 1 < c.tokens.size(); ++i) {
    if (is_ident(c.tokens[i]) && is(c.tokens[i - 1], "*") && known(c.tokens[i].text) &&
        (is(c.tokens[i + 1], ";") || is(c.tokens[i + 1], "=") || is(c.tokens[i + 1], ",") ||
         is(c.tokens[i + 1], ")")) &&
        (i < 2 || !is(c.tokens[i - 2], "(") || is(c.tokens[i + 1], ")")))
      c.out.provides.emplace(c.tokens[i].text);
  }
}

// cudaGetDeviceProperties(&prop, device): the device a --fix reads the attribute of
void collect_property_devices(Context& c) {
  for (std::size_t i = 0; i + 1 < c.tokens.size(); ++i) {
    if (!(is(c.tokens[i], "cudaGetDeviceProperties") || is(c.tokens[i], "cudaGetDeviceProperties_v2")) ||
        !is(c.tokens[i + 1], "("))
      continue;
    auto args = arguments(c, i + 1);
    if (args.size() != 2 || args[0].second - args[0].first != 2 || !is(c.tokens[args[0].first], "&") ||
        args[1].second - args[1].first != 1)
      continue;
    const Token& device = c.tokens[args[1].first];
    if (device.kind != TokenKind::kIdentifier && device.kind != TokenKind::kNumber) continue;
    std::string prop(c.tokens[args[0].first + 1].text);
    auto [it, added] = c.prop_device.emplace(prop, std::string(device.text));
    if (!added && it->second != device.text) it->second.clear();  // two devices: no fix
  }
}

void collect_declarations(Context& c) {
  collect_derived_types(c);
  collect_typed_names(c);
  collect_texture_references(c);
  collect_provided_names(c);
  collect_property_devices(c);
}

bool in_member_body(const Context& c, std::size_t i) {
  for (auto [open, close] : c.member_bodies)
    if (i > open && i < close) return true;
  return false;
}

// `return computeMode != ...;` in a member of a class derived from cudaDeviceProp: the inherited
// field, read without `.` or `->` (a local or parameter of the same name would hide it).
bool rule_inherited_field(Context& c, std::size_t i) {
  auto found = c.rules.fields.find(c.tokens[i].text);
  if (found == c.rules.fields.end() || !in_member_body(c, i)) return false;
  static const Names before_an_expression = {"return", "case", "sizeof", "throw", "else", "do", "co_return"};
  if (i > 0 && (is(c.tokens[i - 1], "::") ||
                (is_ident(c.tokens[i - 1]) && !before_an_expression.contains(c.tokens[i - 1].text))))
    return false;                         // qualified, or a declaration of that name
  if (c.at_is(i + 1, "(")) return false;  // a call, not the field
  report(c, c.tokens[i], *found->second, "cudaDeviceProp::" + std::string(c.tokens[i].text));
  return true;
}

// The object whose field is read at `i`: `prop` in `prop.clockRate`, `props[i].clockRate` (indexed) and
// `getCurrentDeviceProperties()->clockRate` (a call). Empty where no object is found.
struct FieldObject {
  std::size_t object = 0;
  bool indexed = false;
  bool call = false;
};

std::optional<FieldObject> field_object(const Context& c, std::size_t i) {
  FieldObject o{i - 2, false, false};
  if (is(c.tokens[o.object], "]")) {  // walk back over [ ... ]
    int depth = 0;
    for (std::size_t k = o.object + 1; k-- > 0;) {
      if (is(c.tokens[k], "]"))
        ++depth;
      else if (is(c.tokens[k], "[") && --depth == 0) {
        o.object = k == 0 ? 0 : k - 1;
        o.indexed = true;
        break;
      }
    }
  }
  if (is(c.tokens[o.object], ")") && !o.indexed) {
    int depth = 0;
    for (std::size_t k = o.object + 1; k-- > 0;) {
      if (is(c.tokens[k], ")"))
        ++depth;
      else if (is(c.tokens[k], "(") && --depth == 0) {
        if (k == 0) return std::nullopt;
        o.object = k - 1;
        o.call = true;
        break;
      }
    }
    if (!o.call) return std::nullopt;
  }
  if (!is_ident(c.tokens[o.object])) return std::nullopt;
  return o;
}

// --fix: an expression with the same int value, where the device is known and the field is read
// (not written, not its address taken, not a member of something else, not through an index or a call).
void fix_removed_field(Context& c, Finding& f, std::size_t i, const FieldObject& o, const Rule& rule) {
  const Token& field = c.tokens[i];
  const std::size_t object = o.object;
  auto device = c.prop_device.find(c.tokens[object].text);
  const Token* next = c.at(i + 1);
  const bool written = next && (is(*next, "=") || is(*next, "+=") || is(*next, "-=") || is(*next, "++") ||
                                is(*next, "--") || is(*next, "*=") || is(*next, "/="));
  const bool address_taken = object > 0 && is(c.tokens[object - 1], "&");
  const bool member_of_something = object > 0 && (is(c.tokens[object - 1], ".") || is(c.tokens[object - 1], "->"));
  if (rule.fix == "attribute" && !o.indexed && !o.call && device != c.prop_device.end() && !device->second.empty() &&
      !written && !address_taken && !member_of_something) {
    const std::size_t begin = c.tokens[object].offset;
    const std::size_t end = field.offset + field.text.size();
    f.edits.push_back(
        {begin, end - begin,
         fmt::format("[&] {{ int value_ = 0; cudaDeviceGetAttribute(&value_, {}, {}); return value_; }}()",
                     rule.attribute, device->second)});
  }
}

// prop.clockRate, props[i].clockRate, this->prop_.clockRate
void rule_removed_field(Context& c, std::size_t i) {
  const Token& field = c.tokens[i];
  auto found = c.rules.fields.find(field.text);
  if (found == c.rules.fields.end() || i < 2) return;
  auto o = field_object(c, i);
  if (!o) return;
  const std::string_view object = c.tokens[o->object].text;
  if (object == "this" && in_member_body(c, o->object)) {
    report(c, field, *found->second, "cudaDeviceProp::" + std::string(field.text));
    return;
  }
  // Where the object's type is not declared in the file, a name that says it holds device
  // properties decides: `getCurrentDeviceProperties()->clockRate`, `devProp.clockRate`.
  const bool declared = !o->call && c.device_props.contains(object);
  const bool says_properties =
      object.find("Prop") != std::string_view::npos || object.find("prop") != std::string_view::npos;
  if (!declared && !says_properties) return;
  Finding& f = report(c, field, *found->second, "cudaDeviceProp::" + std::string(field.text));
  fix_removed_field(c, f, i, *o, *found->second);
}

// tex2D(texRef, x, y), surf2Dwrite(v, surfRef, x, y): calls on a texture or surface reference (the
// template is gone, and so are these overloads: nvcc 13.0 says "no instance of overloaded function
// tex1Dfetch"). Other uses of the reference are not findings: after the failed declaration the
// compiler reports nothing more about them (`texRef.filterMode = ...` is silently error-typed).
bool rule_texture_reference_use(Context& c, std::size_t i) {
  const Token& t = c.tokens[i];
  if (c.texture_references.empty()) return false;
  const bool fetch = (t.text.starts_with("tex") || t.text.starts_with("surf")) && c.at_is(i + 1, "(");
  if (fetch) {
    auto args = arguments(c, i + 1);
    for (auto [first, last] : args) {
      if (last - first == 1 && c.texture_references.contains(c.tokens[first].text)) {
        auto rule = c.rules.by_identifier.find(t.text.starts_with("tex") ? "texture" : "surface");
        Finding& f = report(c, t, *rule->second, std::string(t.text) + "(" + std::string(c.tokens[first].text) + ")");
        f.what = fmt::format("{} on a {} reference: the reference API was removed in CUDA {}", t.text,
                             rule->second->name, rule->second->since.major_minor());
        return true;
      }
    }
    return false;
  }
  return false;
}

// cub::DeviceReduce::Sum(temp, bytes, in, out, n, stream, true): the debug_synchronous overloads
// CCCL 3.0 removed. Only a literal true/false or a name that says debug as the last argument.
bool rule_cub_debug_synchronous(Context& c, std::size_t i) {
  const Rule* rule = c.rules.cub_debug_synchronous;
  if (!rule || !is(c.tokens[i], "cub") || !c.at_is(i + 1, "::") || !c.at(i + 2) ||
      !c.tokens[i + 2].text.starts_with("Device") || !c.at_is(i + 3, "::") || !c.at(i + 4) || !c.at_is(i + 5, "("))
    return false;
  auto args = arguments(c, i + 5);
  if (args.size() < 3) return false;
  auto [first, last] = args.back();
  if (last - first != 1) return false;
  const std::string_view t = c.tokens[first].text;
  if (t != "true" && t != "false" && t.find("debug") == std::string_view::npos) return false;
  const std::string name = fmt::format("cub::{}::{}", c.tokens[i + 2].text, c.tokens[i + 4].text);
  Finding& f = report(c, c.tokens[i], *rule, name + "(..., debug_synchronous)");
  f.what =
      fmt::format("{} has no debug_synchronous overload since CCCL 3.0 (CUDA {})", name, rule->since.major_minor());
  return true;
}

// cub::Sum, thrust::identity<T>, ::cub::Max()
bool rule_qualified(Context& c, std::size_t i) {
  if (!c.at_is(i + 1, "::") || !c.at(i + 2) || !is_ident(c.tokens[i + 2])) return false;
  if (i > 0 && is(c.tokens[i - 1], "::") && !(i == 1 || !is_ident(c.tokens[i - 2]))) return false;  // a::cub::Sum
  const std::string name = std::string(c.tokens[i].text) + "::" + std::string(c.tokens[i + 2].text);
  auto found = c.rules.by_qualified.find(name);
  if (found == c.rules.by_qualified.end()) return false;
  if (c.at_is(i + 3, "::")) return false;  // thrust::identity::something: not the removed entity
  Finding& f = report(c, c.tokens[i], *found->second, name);
  if (found->second->fix == "functor" && !c.at_is(i + 3, "<")) {
    const std::size_t begin = c.tokens[i].offset;
    std::size_t last = i + 2;
    std::string replacement = found->second->instead;
    if (c.at_is(i + 3, "(") && c.at_is(i + 4, ")")) {  // cub::Sum() -> cuda::std::plus<>{}
      last = i + 4;
      replacement += "{}";
    }
    const std::size_t end = c.tokens[last].offset + c.tokens[last].text.size();
    f.edits.push_back({begin, end - begin, replacement});
  }
  return true;
}

// cudaMemPrefetchAsync(ptr, n, device, stream): the old shape, judged by the argument count and,
// where both shapes take as many arguments, by the changed parameter's argument.
void rule_signature(Context& c, std::size_t i, const Rule& rule) {
  if (!c.at_is(i + 1, "(")) return;
  auto args = arguments(c, i + 1);
  const int count = static_cast<int>(args.size());
  auto accepts = [count](std::pair<int, int> r) { return count >= r.first && count <= r.second; };
  bool new_shape = false;
  for (auto r : rule.new_arities) new_shape |= accepts(r);
  const bool old_shape = accepts(rule.old_arity);
  if (!old_shape) return;  // neither: not a call we understand, or the new shape only
  if (new_shape) {
    // Both accept this many: the changed parameter's argument decides, where its new type is one
    // whose arguments can be told apart (a location, edge data); otherwise stay silent (precision).
    if (rule.changed_at < 0 || rule.changed_at >= count) return;
    const bool wants_location = rule.changed_to.find("Location") != std::string::npos;
    const bool wants_edges = rule.changed_to.find("EdgeData") != std::string::npos;
    if (!wants_location && !wants_edges) return;
    auto [first, last] = args[rule.changed_at];
    if (last - first == 1 && wants_edges &&
        (is(c.tokens[first], "nullptr") || is(c.tokens[first], "NULL") || is(c.tokens[first], "0")))
      return;  // a null pointer fits the old and the new parameter
    for (std::size_t k = first; k < last; ++k) {
      const std::string_view t = c.tokens[k].text;
      if (wants_location &&
          (t == "{" || c.memory_locations.contains(t) || t.find("ocation") != std::string_view::npos ||
           t.find("Loc") != std::string_view::npos || t.starts_with("loc")))
        return;  // a cudaMemLocation
      if (wants_edges && (c.edge_data.contains(t) || t.find("dge") != std::string_view::npos ||
                          t.find("Data") != std::string_view::npos || t.find("data") != std::string_view::npos))
        return;  // edge data
    }
  }
  report(c, c.tokens[i], rule, std::string(c.tokens[i].text));
}

void rule_identifier(Context& c, std::size_t i) {
  const Token& t = c.tokens[i];
  if (c.defined_here.contains(t.text)) return;  // the file's own compat macro
  if (i > 0) {
    const Token& prev = c.tokens[i - 1];
    if (is(prev, ".") || is(prev, "->")) return;                       // a member of something else
    if (is(prev, "::") && i > 1 && is_ident(c.tokens[i - 2])) return;  // ns::name: another namespace's
  }
  if (auto s = c.rules.signatures.find(t.text); s != c.rules.signatures.end()) {
    rule_signature(c, i, *s->second);
    return;
  }
  auto found = c.rules.by_identifier.find(t.text);
  if (found == c.rules.by_identifier.end()) return;
  const Rule& rule = *found->second;
  // texture<float, 1>, surface<void, 2>: the templates, not the many variables named texture
  if ((rule.name == "texture" || rule.name == "surface") && !c.at_is(i + 1, "<")) return;
  Finding& f = report(c, t, rule, std::string(t.text));
  if (rule.fix == "rename" && !rule.instead.empty()) f.edits.push_back({t.offset, t.text.size(), rule.instead});
}

}  // namespace

FileScan scan_source(std::string_view file, std::string_view text, const MigrationRules& rules, const UnitNames* unit) {
  Tokenized tokenized = tokenize(text, rules.target_macros, unit ? &unit->macros : nullptr);
  Context c{file, text, rules, tokenized.tokens, tokenized.defined_here, tokenized.conditions, unit};
  c.out.lines = tokenized.lines;
  c.out.includes = std::move(tokenized.includes);
  c.out.include_quoted = std::move(tokenized.include_quoted);
  c.out.include_cuda_only = std::move(tokenized.include_cuda_only);
  c.out.defined_values = tokenized.defined_values;
  c.out.defined_names = tokenized.defined_here;
  c.out.undecided = std::move(tokenized.undecided);
  for (auto& problem : tokenized.problems) {
    problem.where = std::string(file) + ":" + problem.where;
    c.out.warnings.push_back(std::move(problem));
    c.out.understood = false;
  }
  collect_declarations(c);
  for (const Token& include : tokenized.include_tokens) {
    std::string_view path = include.text;
    while (path.starts_with("./")) path.remove_prefix(2);
    if (auto found = rules.headers.find(path); found != rules.headers.end())
      report(c, include, *found->second, std::string(path));
  }
  for (std::size_t i = 0; i < c.tokens.size(); ++i) {
    if (!is_ident(c.tokens[i])) continue;
    if (i > 0 && (is(c.tokens[i - 1], ".") || is(c.tokens[i - 1], "->"))) {
      rule_removed_field(c, i);
      continue;
    }
    if (rule_inherited_field(c, i)) continue;
    if (rule_cub_debug_synchronous(c, i)) continue;
    if (rule_qualified(c, i)) continue;
    if (rule_texture_reference_use(c, i)) continue;
    rule_identifier(c, i);
  }
  // Macro bodies: only the names that are gone, wherever they are (a body's arguments are the
  // macro's parameters, so calls there are not judged by their shape).
  // A texture reference's fetch in a body breaks each use too (SHOC's qtclustering kernels).
  Context body{file, text, rules, tokenized.macro_body_tokens, tokenized.defined_here, tokenized.conditions, unit};
  body.texture_references = c.texture_references;
  for (std::size_t i = 0; i < body.tokens.size(); ++i)
    if (is_ident(body.tokens[i]) && !rules.signatures.contains(body.tokens[i].text) &&
        !rule_texture_reference_use(body, i))
      rule_identifier(body, i);
  c.out.texture_references = std::move(c.own_texture_references);
  c.out.device_prop_types = std::move(c.own_device_prop_types);
  for (Finding& finding : body.out.findings) c.out.findings.push_back(std::move(finding));
  std::stable_sort(c.out.findings.begin(), c.out.findings.end(), [](const Finding& a, const Finding& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  return std::move(c.out);
}

}  // namespace cudacompat::migrate
