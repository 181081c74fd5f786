// What the knowledge tests share: a small knowledge base to break, and the refusal it raises.
// Inline, as the test files are built as one unity source.
#pragma once

#include <string>

#include "knowledge/knowledge_base.h"

namespace cudacompat::testing {

// Two releases, one feature: the least a knowledge base must hold, for a test to change one field.
inline constexpr const char* kMinimal = R"({"schema_version": 1,
  "releases": [
    {"version": "12.0", "driver_floor": "525.60.13", "bundled_drivers": {"12.0.0": "525.60.13"}, "ptx_isa": "8.0",
     "gcc_max": 12, "clang_max": 14, "arch_changes": {"add": ["50", "90", "90a"]}},
    {"version": "12.8", "driver_floor": "525.60.13", "bundled_drivers": {"12.8.0": "570.26"}, "ptx_isa": "8.7",
     "gcc_max": 14, "clang_max": 19, "arch_changes": {"add": ["100"], "drop": ["50"]}}],
  "features": [{"name": "BF16", "what": "cuda_bf16.h", "introduced": "11.0"}],
  "versioned_symbols": []})";

inline std::string replace(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

// The message of the KnowledgeBaseError that `text` raises, or "" when it is accepted.
inline std::string refusal(const std::string& text) {
  try {
    KnowledgeBase::from_json_text(text);
  } catch (const KnowledgeBaseError& e) {
    return e.what();
  }
  return "";
}

}  // namespace cudacompat::testing
