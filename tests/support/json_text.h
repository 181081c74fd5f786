// Shared by the C++ suites that read the tool's JSON output: the text as a json::Document.
#pragma once

#include <string_view>

#include "common/json_value.h"

namespace cudacompat::testing {

// The parsed text; where it is no JSON, an exception that fails the test (GoogleTest reports it)
// with the parser's message and the start of the text, instead of each suite checking by hand.
json::Document parsed_json(std::string_view text);

}  // namespace cudacompat::testing
