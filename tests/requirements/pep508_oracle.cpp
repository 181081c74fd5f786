// The PEP 508 parser on stdin, for test_pep508_against_packaging.py. Each input line is one
// requirement string encoded as a JSON string (so that strings holding line breaks or NULs travel
// intact); each output line is `E <message>` or `OK <json>` with the parsed parts. Text that is not
// UTF-8 is written with U+FFFD in its place (utf8_replaced), as Python decodes it with "replace".
#include <iostream>
#include <string>

#include "common/display_text.h"
#include "common/json_value.h"
#include "requirements/pep508.h"

namespace {

using cudacompat::utf8_replaced;
using cudacompat::json::Tree;

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    auto input = cudacompat::json::Document::parse(line);
    if (!input || !input->root().is_string()) {
      std::cerr << "pep508_oracle: not a JSON string: " << line << "\n";
      return 2;
    }
    auto parsed = cudacompat::requirements::parse_requirement(input->root().text());
    if (!parsed) {
      std::cout << "E " << Tree(utf8_replaced(parsed.error().message)).dump(-1) << "\n";
      continue;
    }
    Tree extras = Tree::array();
    for (const auto& extra : parsed->extras) extras.push(utf8_replaced(extra));
    const Tree parts{{"name", utf8_replaced(parsed->name)},
                     {"normalized_name", utf8_replaced(parsed->normalized_name)},
                     {"extras", extras},
                     {"specifier", utf8_replaced(parsed->specifier)},
                     {"url", utf8_replaced(parsed->url)},
                     {"marker", utf8_replaced(parsed->marker)}};
    std::cout << "OK " << parts.dump(-1) << "\n";
  }
  return 0;
}
