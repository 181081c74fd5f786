// JSON text must be Unicode, and the names the tool reports are bytes: a string that is not UTF-8
// makes nlohmann::json::dump() throw. The writers that use nlohmann (the audit, doctor, pin, matrix)
// pass their document through utf8_safe() first; bytes are kept, written \xNN
// (common/display_text.h). The probe report (json::Tree, common/json_value.h) escapes as it builds.
#pragma once

#include <string>

#include "common/display_text.h"

namespace cudacompat {

// `value` with every string and every object key valid UTF-8.
template <class Json>
Json utf8_safe(const Json& value) {
  if (value.is_string()) return Json(utf8_escaped(value.template get_ref<const std::string&>()));
  if (value.is_array()) {
    Json list = Json::array();
    for (const auto& item : value) list.push_back(utf8_safe(item));
    return list;
  }
  if (value.is_object()) {
    Json object = Json::object();
    for (const auto& [key, item] : value.items()) object[utf8_escaped(key)] = utf8_safe(item);
    return object;
  }
  return value;
}

}  // namespace cudacompat
