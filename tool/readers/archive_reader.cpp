#include "readers/archive_reader.h"

#include <fmt/format.h>

namespace cudacompat::readers {
namespace {

constexpr std::uint64_t kMagicSize = 8;
constexpr std::uint64_t kMemberHeaderSize = 60;

std::string_view trim_right(std::string_view text) {
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

bool parse_decimal(std::string_view text, std::uint64_t* value) {
  text = trim_right(text);
  if (text.empty() || text.size() > 19) return false;
  std::uint64_t result = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    result = result * 10 + static_cast<std::uint64_t>(c - '0');
  }
  *value = result;
  return true;
}

}  // namespace

bool looks_like_archive(ByteView bytes) { return bytes.starts_with("!<arch>\n") || bytes.starts_with("!<thin>\n"); }

Expected<void> read_archive(ByteView bytes, std::string_view file_name, std::vector<ArchiveMember>& members) {
  if (bytes.starts_with("!<thin>\n")) {
    return error_at(file_name, 0, "thin archive: its members are separate files; audit those instead");
  }
  if (!bytes.starts_with("!<arch>\n")) return error_at(file_name, 0, "not an ar archive: \"!<arch>\\n\" is missing");
  std::string_view long_names;
  std::uint64_t at = kMagicSize;
  while (at < bytes.size()) {
    if (bytes.size() - at == 1 && bytes.read<char>(at) == '\n') break;  // final padding
    if (!bytes.contains(at, kMemberHeaderSize)) {
      return error_at(file_name, at,
                      fmt::format("archive member header needs 60 bytes, only {} are left", bytes.size() - at));
    }
    std::string_view header = bytes.sub(at, kMemberHeaderSize).as_string();
    if (header.substr(58, 2) != "`\n") {
      return error_at(file_name, at + 58, "archive member header does not end with \"`\\n\"");
    }
    std::uint64_t size = 0;
    if (!parse_decimal(header.substr(48, 10), &size)) {
      return error_at(
          file_name, at + 48,
          fmt::format("archive member size '{}' is not a decimal number", trim_right(header.substr(48, 10))));
    }
    const std::uint64_t data = at + kMemberHeaderSize;
    if (!bytes.contains(data, size)) {
      return error_at(
          file_name, at + 48,
          fmt::format("archive member of {} bytes goes past the end of the archive ({} bytes)", size, bytes.size()));
    }
    std::string_view raw_name = trim_right(header.substr(0, 16));
    ByteView content = bytes.sub(data, size);
    std::uint64_t content_offset = data;
    std::string name;
    if (raw_name == "/" || raw_name == "/SYM64/" || raw_name == "__.SYMDEF" || raw_name == "__.SYMDEF SORTED") {
      // symbol table
    } else if (raw_name == "//") {
      long_names = content.as_string();
    } else if (raw_name.size() > 1 && raw_name[0] == '/' && raw_name[1] >= '0' && raw_name[1] <= '9') {
      std::uint64_t offset = 0;
      if (!parse_decimal(raw_name.substr(1), &offset) || offset >= long_names.size()) {
        return error_at(file_name, at,
                        fmt::format("archive member name '{}' points outside the long-name table", raw_name));
      }
      std::string_view rest = long_names.substr(offset);
      std::size_t end = rest.find_first_of("/\n");
      name = std::string(rest.substr(0, end));
    } else if (raw_name.rfind("#1/", 0) == 0) {  // BSD: the name follows the header
      std::uint64_t length = 0;
      if (!parse_decimal(raw_name.substr(3), &length) || length > size) {
        return error_at(file_name, at, fmt::format("BSD archive member name length '{}' is invalid", raw_name));
      }
      name = std::string(content.sub(0, length).c_string_at(0));
      content = content.from(length);
      content_offset += length;
    } else {
      if (!raw_name.empty() && raw_name.back() == '/') raw_name.remove_suffix(1);
      name = std::string(raw_name);
    }
    if (!name.empty()) members.push_back(ArchiveMember{std::move(name), content_offset, content});
    at = data + size + (size & 1);
  }
  return {};
}

}  // namespace cudacompat::readers
