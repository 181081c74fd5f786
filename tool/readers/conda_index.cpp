#include "readers/conda_index.h"

#include <fmt/format.h>

#include "common/json_value.h"

namespace cudacompat::readers {
namespace {

Expected<std::vector<std::string>> string_list(const json::Value& index, const char* key) {
  std::vector<std::string> list;
  auto found = index.find(key);
  if (!found || found->is_null()) return list;
  if (!found->is_array()) return Error{fmt::format("index.json: '{}' is not a list", key)};
  for (const auto& item : found->items()) {
    if (!item.is_string())
      return Error{fmt::format("index.json: '{}' holds {}, not a match spec string", key, item.type_name())};
    list.push_back(item.text());
  }
  return list;
}

}  // namespace

Expected<CondaIndex> parse_conda_index(std::string_view text) {
  // No exceptions: a malformed file is a value, as for every reader.
  const auto document = json::Document::parse(text);
  if (!document) return Error{"index.json: not valid JSON"};
  const json::Value index = document->root();
  if (!index.is_object()) return Error{"index.json: expected a JSON object"};
  CondaIndex result;
  const std::pair<const char*, std::string*> kFields[] = {
      {"name", &result.name}, {"version", &result.version}, {"subdir", &result.subdir}};
  for (auto [key, into] : kFields) {
    auto found = index.find(key);
    if (!found) {
      if (into == &result.subdir) continue;
      return Error{fmt::format("index.json: no '{}'", key)};
    }
    if (!found->is_string()) return Error{fmt::format("index.json: '{}' is not a string", key)};
    *into = found->text();
  }
  auto depends = string_list(index, "depends");
  if (!depends) return depends.error();
  auto constrains = string_list(index, "constrains");
  if (!constrains) return constrains.error();
  result.depends = std::move(*depends);
  result.constrains = std::move(*constrains);
  return result;
}

}  // namespace cudacompat::readers
