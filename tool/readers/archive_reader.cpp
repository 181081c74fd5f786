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

// The member header at `at`: 60 bytes, ending in "`\n", with a decimal size whose data fits the
// archive. Returns the size.
Expected<std::uint64_t> read_member_header(ByteView bytes, std::uint64_t at, std::string_view file_name) {
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
    return error_at(file_name, at + 48,
                    fmt::format("archive member size '{}' is not a decimal number", trim_right(header.substr(48, 10))));
  }
  if (!bytes.contains(at + kMemberHeaderSize, size)) {
    return error_at(
        file_name, at + 48,
        fmt::format("archive member of {} bytes goes past the end of the archive ({} bytes)", size, bytes.size()));
  }
  return size;
}

// The member's name from its header's raw name: GNU (a trailing '/', or "/N" into the long-name
// table "//", which it records), or BSD ("#1/N": the name is the first N bytes of the data, which
// `member` then starts after). The symbol tables and "//" get no name: they are not members.
Expected<void> name_member(std::string_view raw_name, std::uint64_t at, std::string_view file_name,
                           std::string_view& long_names, ArchiveMember& member) {
  if (raw_name == "/" || raw_name == "/SYM64/" || raw_name == "__.SYMDEF" || raw_name == "__.SYMDEF SORTED") {
    // symbol table
  } else if (raw_name == "//") {
    long_names = member.bytes.as_string();
  } else if (raw_name.size() > 1 && raw_name[0] == '/' && raw_name[1] >= '0' && raw_name[1] <= '9') {
    std::uint64_t offset = 0;
    if (!parse_decimal(raw_name.substr(1), &offset) || offset >= long_names.size()) {
      return error_at(file_name, at,
                      fmt::format("archive member name '{}' points outside the long-name table", raw_name));
    }
    std::string_view rest = long_names.substr(offset);
    std::size_t end = rest.find_first_of("/\n");
    member.name = std::string(rest.substr(0, end));
  } else if (raw_name.rfind("#1/", 0) == 0) {  // BSD: the name follows the header
    std::uint64_t length = 0;
    if (!parse_decimal(raw_name.substr(3), &length) || length > member.bytes.size()) {
      return error_at(file_name, at, fmt::format("BSD archive member name length '{}' is invalid", raw_name));
    }
    member.name = std::string(member.bytes.sub(0, length).c_string_at(0));
    member.bytes = member.bytes.from(length);
    member.offset += length;
  } else {
    if (!raw_name.empty() && raw_name.back() == '/') raw_name.remove_suffix(1);
    member.name = std::string(raw_name);
  }
  return {};
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
    auto size = read_member_header(bytes, at, file_name);
    if (!size) return size.error();
    const std::uint64_t data = at + kMemberHeaderSize;
    ArchiveMember member{{}, data, bytes.sub(data, *size)};
    const std::string_view raw_name = trim_right(bytes.sub(at, 16).as_string());
    if (auto named = name_member(raw_name, at, file_name, long_names, member); !named) return named.error();
    if (!member.name.empty()) members.push_back(std::move(member));
    at = data + *size + (*size & 1);
  }
  return {};
}

}  // namespace cudacompat::readers
