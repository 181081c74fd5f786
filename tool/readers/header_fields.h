// The "Name: value" header blocks of RFC 822 that both Python's core metadata (METADATA) and Debian's
// control files use: a field per line, continuation lines starting with a space or a tab.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "readers/result.h"

namespace cudacompat::readers {

struct HeaderField {
  std::string name;   // as written
  std::string value;  // trimmed; continuation lines joined with '\n', each trimmed
  int line = 0;       // 1-based line of the field name
};

// The fields up to the first empty line (the end of the header block; METADATA's body follows it).
// A line that is neither a field nor a continuation is an Error naming its line.
[[nodiscard]] Expected<std::vector<HeaderField>> read_header_fields(std::string_view text);

// Whether `field` is `name`, ignoring ASCII case (field names are case-insensitive in both formats).
bool field_is(const HeaderField& field, std::string_view name);

std::string_view trim_space(std::string_view text);

}  // namespace cudacompat::readers
