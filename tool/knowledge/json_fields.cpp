#include "knowledge/json_fields.h"

#include "knowledge/knowledge_base.h"

namespace cudacompat::knowledge_json {

void fail(const std::string& where, const std::string& what) {
  throw KnowledgeBaseError("knowledge base: " + where + ": " + what);
}

const json& member(const json& object, const char* key, const std::string& where) {
  if (!object.is_object() || !object.contains(key)) fail(where, std::string("missing \"") + key + "\"");
  return object.at(key);
}

std::string text_member(const json& object, const char* key, const std::string& where) {
  const json& value = member(object, key, where);
  if (!value.is_string()) fail(where + "." + key, "expected a string");
  return value.get<std::string>();
}

std::string optional_text(const json& object, const char* key, const std::string& where) {
  if (!object.is_object() || !object.contains(key) || object.at(key).is_null()) return {};
  return text_member(object, key, where);
}

Version version_value(const json& value, const std::string& where) {
  if (!value.is_string()) fail(where, "expected a version string");
  auto version = Version::parse(value.get<std::string>());
  if (!version) fail(where, "'" + value.get<std::string>() + "' is not a version");
  return *version;
}

int int_member(const json& object, const char* key, const std::string& where) {
  const json& value = member(object, key, where);
  if (!value.is_number_integer()) fail(where + "." + key, "expected an integer");
  return value.get<int>();
}

std::vector<std::string> string_list(const json& value, const std::string& where) {
  if (!value.is_array()) fail(where, "expected a list of strings");
  std::vector<std::string> items;
  for (const auto& item : value) {
    if (!item.is_string()) fail(where, "expected a list of strings");
    items.push_back(item.get<std::string>());
  }
  return items;
}

std::vector<std::string> optional_strings(const json& object, const char* key, const std::string& where) {
  if (!object.contains(key) || object.at(key).is_null()) return {};
  return string_list(object.at(key), where + "." + key);
}

}  // namespace cudacompat::knowledge_json
