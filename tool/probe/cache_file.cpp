#include "probe/cache_file.h"

namespace cudacompat {

Expected<std::optional<CacheFile>> read_cache_file(const fs::path& file, const CacheFileRules& rules) {
  std::error_code ec;
  if (!fs::exists(file, ec)) return std::optional<CacheFile>();
  Expected<std::string> text = read_text_file(file, rules.max_bytes);
  if (!text) return Error{text.error().message};
  Expected<json::Document> parsed = json::Document::parse(*text);
  if (!parsed) return Error{file.string() + " " + rules.not_json};
  const json::Value document = parsed->root();
  if (!document.is_object()) return Error{file.string() + " is not a JSON object"};
  std::optional<json::Value> stored_key = document.find("key");
  if (!stored_key || !stored_key->is_string()) return Error{file.string() + " has no string at 'key'"};
  std::string key = stored_key->text();
  return std::optional<CacheFile>(CacheFile{std::move(*parsed), std::move(key)});
}

Expected<bool> write_cache_file(const fs::path& file, const std::string& key,
                                std::initializer_list<std::pair<std::string_view, json::Tree>> fields) {
  json::Tree document = json::Tree::object();
  document.set("key", key);
  for (const auto& [name, value] : fields) document.set(name, value);
  return write_if_changed(file, document.dump(1) + "\n");
}

}  // namespace cudacompat
