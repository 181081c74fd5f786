#include "json_text.h"

#include <stdexcept>
#include <string>

#include "common/display_text.h"

namespace cudacompat::testing {

json::Document parsed_json(std::string_view text) {
  Expected<json::Document> document = json::Document::parse(text);
  if (!document)
    throw std::runtime_error("expected JSON, found text the parser refused (" + document.error().message +
                             "): " + utf8_escaped(text.substr(0, 200)));
  return std::move(document).value();
}

}  // namespace cudacompat::testing
