// Typed reads of the knowledge base's JSON, shared by its section readers. Each throws
// KnowledgeBaseError naming where in the file the problem is ("releases[12.4].ptx_isa: ...");
// KnowledgeBase::parse turns that into an Error at its boundary.
#pragma once

#include <string>
#include <vector>

#include "common/json_value.h"
#include "knowledge/version.h"

namespace cudacompat::knowledge_json {

using json::Value;

[[noreturn]] void fail(const std::string& where, const std::string& what);
Value member(const Value& object, const char* key, const std::string& where);
std::string text_member(const Value& object, const char* key, const std::string& where);
// The member's text, or "" when the key is absent or null.
std::string optional_text(const Value& object, const char* key, const std::string& where);
Version version_value(const Value& value, const std::string& where);
// The member, when `object` has it and it is not null.
std::optional<Value> optional_member(const Value& object, const char* key);
int int_member(const Value& object, const char* key, const std::string& where);
std::vector<std::string> string_list(const Value& value, const std::string& where);
std::vector<std::string> optional_strings(const Value& object, const char* key, const std::string& where);
// The items of a list; fails unless `value` is one.
std::vector<Value> list(const Value& value, const std::string& where);
// The members of an object; fails unless `value` is one.
std::vector<std::pair<std::string, Value>> object_members(const Value& value, const std::string& where,
                                                          const char* expected = "expected an object");

}  // namespace cudacompat::knowledge_json
