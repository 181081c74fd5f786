#include "readers/ptx_preamble.h"

#include <fmt/format.h>

#include <array>

#include "readers/payload_prefix.h"

namespace cudacompat::readers {
namespace {

// The preamble follows a few comment lines; nvcc 11.x-13.x put it within the first 1 KiB.
constexpr std::size_t kPrefixBytes = 4096;

bool parse_version(std::string_view text, int* major, int* minor) {
  std::size_t dot = text.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 >= text.size()) return false;
  auto number = [](std::string_view digits, int* out) {
    if (digits.empty() || digits.size() > 4) return false;
    int value = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return false;
      value = value * 10 + (c - '0');
    }
    *out = value;
    return true;
  };
  return number(text.substr(0, dot), major) && number(text.substr(dot + 1), minor);
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

}  // namespace

Expected<PtxPreamble> parse_ptx_preamble(std::string_view text, std::string_view file_name, std::uint64_t offset) {
  PtxPreamble preamble;
  bool have_version = false;
  while (!text.empty()) {
    std::size_t newline = text.find('\n');
    std::string_view line = trim(text.substr(0, newline));
    text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
    if (line.rfind(".version", 0) == 0) {
      std::string_view value = trim(line.substr(8));
      if (!parse_version(value, &preamble.isa_major, &preamble.isa_minor)) {
        return error_at(file_name, offset, fmt::format("PTX .version line '{}' is not MAJOR.MINOR", line));
      }
      have_version = true;
    } else if (line.rfind(".target", 0) == 0) {
      std::string_view value = trim(line.substr(7));
      value = value.substr(0, value.find_first_of(", \t"));
      preamble.target = std::string(value);
      break;  // .target follows .version
    }
  }
  if (!have_version) {
    return error_at(file_name, offset, "PTX text has no .version line in its first 4 KiB");
  }
  return preamble;
}

Expected<PtxPreamble> read_ptx_preamble(ByteView bytes, const FatbinEntry& entry, std::string_view file_name) {
  std::array<char, kPrefixBytes> buffer{};
  auto produced = read_payload_prefix(bytes, entry, buffer.data(), buffer.size(), "PTX");
  if (!produced) return error_in(file_name, produced.error().message);
  return parse_ptx_preamble(std::string_view(buffer.data(), *produced), file_name, entry.payload_offset);
}

}  // namespace cudacompat::readers
