// The PEP 508 parser on stdin, for check_pep508_against_packaging.py. Each input line is one
// requirement string encoded as a JSON string (so that strings holding line breaks or NULs travel
// intact); each output line is `E <message>` or `OK <json>` with the parsed parts.
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "requirements/pep508.h"

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    auto input = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!input.is_string()) {
      std::cerr << "pep508_oracle: not a JSON string: " << line << "\n";
      return 2;
    }
    auto parsed = cudacompat::requirements::parse_requirement(input.get<std::string>());
    if (!parsed) {
      std::cout << "E "
                << nlohmann::json(parsed.error().message).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                << "\n";
      continue;
    }
    nlohmann::json parts = {{"name", parsed->name},     {"normalized_name", parsed->normalized_name},
                            {"extras", parsed->extras}, {"specifier", parsed->specifier},
                            {"url", parsed->url},       {"marker", parsed->marker}};
    std::cout << "OK " << parts.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
  return 0;
}
