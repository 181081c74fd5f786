#include "readers/deb_control.h"

#include <fmt/format.h>

#include "readers/header_fields.h"

namespace cudacompat::readers {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

Expected<DebRelation> parse_alternative(std::string_view text) {
  text = trim_space(text);
  std::size_t i = 0;
  while (i < text.size() && !is_space(text[i]) && text[i] != '(' && text[i] != '[' && text[i] != '<') ++i;
  DebRelation relation;
  std::string_view name = text.substr(0, i);
  if (const std::size_t colon = name.find(':'); colon != std::string_view::npos) {
    relation.qualifier = std::string(name.substr(colon + 1));
    name = name.substr(0, colon);
  }
  if (name.empty()) return Error{fmt::format("expected a package name, found '{}'", text)};
  relation.name = std::string(name);
  std::string_view rest = trim_space(text.substr(i));
  if (!rest.empty() && rest.front() == '(') {
    const std::size_t close = rest.find(')');
    if (close == std::string_view::npos) return Error{fmt::format("'(' without ')' in '{}'", text)};
    std::string_view inside = trim_space(rest.substr(1, close - 1));
    std::size_t op_end = 0;
    while (op_end < inside.size() && (inside[op_end] == '<' || inside[op_end] == '>' || inside[op_end] == '='))
      ++op_end;
    relation.op = std::string(inside.substr(0, op_end));
    relation.version = std::string(trim_space(inside.substr(op_end)));
    static constexpr std::string_view kOperators[] = {"<<", "<=", "=", ">=", ">>", "<", ">"};
    bool known = false;
    for (auto op : kOperators) known = known || relation.op == op;
    if (!known || relation.version.empty()) {
      return Error{fmt::format("expected '(op version)' with op one of << <= = >= >>, found '({})'", inside)};
    }
    rest = trim_space(rest.substr(close + 1));
  }
  // Architecture restrictions [amd64] and build profiles <!nocheck> limit where the relation applies;
  // an installed binary package keeps them only in rare cases, and they never name a package.
  while (!rest.empty() && (rest.front() == '[' || rest.front() == '<')) {
    const char closing = rest.front() == '[' ? ']' : '>';
    const std::size_t close = rest.find(closing);
    if (close == std::string_view::npos)
      return Error{fmt::format("'{}' without '{}' in '{}'", rest.front(), closing, text)};
    rest = trim_space(rest.substr(close + 1));
  }
  if (!rest.empty()) return Error{fmt::format("unexpected '{}' after '{}'", rest, relation.name)};
  return relation;
}

template <class Each>
Expected<void> split_each(std::string_view text, char separator, Each each) {
  for (;;) {
    const std::size_t at = text.find(separator);
    if (auto result = each(text.substr(0, at)); !result) return result;
    if (at == std::string_view::npos) return {};
    text = text.substr(at + 1);
  }
}

}  // namespace

Expected<std::vector<DebAlternatives>> parse_deb_relations(std::string_view value) {
  std::vector<DebAlternatives> relations;
  if (trim_space(value).empty()) return relations;
  auto result = split_each(value, ',', [&](std::string_view relation) -> Expected<void> {
    if (trim_space(relation).empty()) return {};  // "a, , b" and a trailing comma: dpkg accepts them
    DebAlternatives alternatives;
    auto inner = split_each(relation, '|', [&](std::string_view alternative) -> Expected<void> {
      auto parsed = parse_alternative(alternative);
      if (!parsed) return parsed.error();
      alternatives.push_back(std::move(*parsed));
      return {};
    });
    if (!inner) return inner;
    relations.push_back(std::move(alternatives));
    return {};
  });
  if (!result) return result.error();
  return relations;
}

Expected<DebControl> parse_deb_control(std::string_view text) {
  auto fields = read_header_fields(text);
  if (!fields) return Error{"control: " + fields.error().message};
  DebControl control;
  std::vector<DebAlternatives> pre_depends, depends;
  for (const auto& field : *fields) {
    if (field_is(field, "Package")) {
      control.package = field.value;
    } else if (field_is(field, "Version")) {
      control.version = field.value;
    } else if (field_is(field, "Architecture")) {
      control.architecture = field.value;
    } else if (field_is(field, "Depends") || field_is(field, "Pre-Depends")) {
      auto relations = parse_deb_relations(field.value);
      if (!relations) {
        return Error{fmt::format("control line {}: {}: {}", field.line, field.name, relations.error().message)};
      }
      auto& into = field_is(field, "Depends") ? depends : pre_depends;
      into.insert(into.end(), relations->begin(), relations->end());
    }
  }
  if (control.package.empty()) return Error{"control: no Package field"};
  if (control.version.empty()) return Error{"control: no Version field"};
  control.depends = std::move(pre_depends);
  control.depends.insert(control.depends.end(), depends.begin(), depends.end());
  return control;
}

}  // namespace cudacompat::readers
