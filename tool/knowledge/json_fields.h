// Typed reads of the knowledge base's JSON, shared by its section readers. Each throws
// KnowledgeBaseError naming where in the file the problem is ("releases[12.4].ptx_isa: ...");
// KnowledgeBase::parse turns that into an Error at its boundary.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "knowledge/version.h"

namespace cudacompat::knowledge_json {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what);
const json& member(const json& object, const char* key, const std::string& where);
std::string text_member(const json& object, const char* key, const std::string& where);
// The member's text, or "" when the key is absent or null.
std::string optional_text(const json& object, const char* key, const std::string& where);
Version version_value(const json& value, const std::string& where);
int int_member(const json& object, const char* key, const std::string& where);
std::vector<std::string> string_list(const json& value, const std::string& where);
std::vector<std::string> optional_strings(const json& object, const char* key, const std::string& where);

}  // namespace cudacompat::knowledge_json
