#include "knowledge/json_fields.h"

#include <limits>

#include "knowledge/knowledge_base.h"

namespace cudacompat::knowledge_json {

void fail(const std::string& where, const std::string& what) {
  throw KnowledgeBaseError("knowledge base: " + where + ": " + what);
}

Value member(const Value& object, const char* key, const std::string& where) {
  std::optional<Value> value = object.find(key);
  if (!value) fail(where, std::string("missing \"") + key + "\"");
  return *value;
}

std::string text_member(const Value& object, const char* key, const std::string& where) {
  Value value = member(object, key, where);
  if (!value.is_string()) fail(where + "." + key, "expected a string");
  return value.text();
}

std::optional<Value> optional_member(const Value& object, const char* key) {
  std::optional<Value> value = object.find(key);
  if (value && value->is_null()) return std::nullopt;
  return value;
}

std::string optional_text(const Value& object, const char* key, const std::string& where) {
  if (!optional_member(object, key)) return {};
  return text_member(object, key, where);
}

Version version_value(const Value& value, const std::string& where) {
  if (!value.is_string()) fail(where, "expected a version string");
  auto version = Version::parse(value.text());
  if (!version) fail(where, "'" + value.text() + "' is not a version");
  return *version;
}

int int_member(const Value& object, const char* key, const std::string& where) {
  Value value = member(object, key, where);
  if (!value.is_integer()) fail(where + "." + key, "expected an integer");
  std::optional<long long> number = value.integer();
  if (!number || *number < std::numeric_limits<int>::min() || *number > std::numeric_limits<int>::max())
    fail(where + "." + key, "the integer is out of range");
  return static_cast<int>(*number);
}

std::vector<std::string> string_list(const Value& value, const std::string& where) {
  if (!value.is_array()) fail(where, "expected a list of strings");
  std::vector<std::string> items;
  for (const Value& item : value.items()) {
    if (!item.is_string()) fail(where, "expected a list of strings");
    items.push_back(item.text());
  }
  return items;
}

std::vector<std::string> optional_strings(const Value& object, const char* key, const std::string& where) {
  std::optional<Value> value = optional_member(object, key);
  if (!value) return {};
  return string_list(*value, where + "." + key);
}

std::vector<Value> list(const Value& value, const std::string& where) {
  if (!value.is_array()) fail(where, "expected a list");
  return value.items();
}

std::vector<std::pair<std::string, Value>> object_members(const Value& value, const std::string& where,
                                                          const char* expected) {
  if (!value.is_object()) fail(where, expected);
  return value.members();
}

}  // namespace cudacompat::knowledge_json
