#include "variant/wheel_files.h"

#include <filesystem>
#include <vector>

#include "common/text.h"
#include "readers/mapped_file.h"
#include "readers/wheel_reader.h"

namespace cudacompat::variant {
namespace {

std::vector<std::string> split_dashes(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    std::size_t dash = text.find('-', start);
    parts.push_back(text.substr(start, dash - start));
    if (dash == std::string::npos) return parts;
    start = dash + 1;
  }
}

bool is_variant_json(std::string_view member) {
  constexpr std::string_view kSuffix = ".dist-info/variant.json";
  return member.size() > kSuffix.size() && member.substr(member.size() - kSuffix.size()) == kSuffix &&
         member.find('/') == member.size() - kSuffix.size() + std::string_view(".dist-info").size();
}

}  // namespace

Expected<WheelName> parse_wheel_name(const std::string& file_name) {
  const std::string base = std::filesystem::path(file_name).filename().string();
  constexpr std::string_view kWhl = ".whl";
  if (base.size() <= kWhl.size() || base.substr(base.size() - kWhl.size()) != kWhl) {
    return Error{base + " is not a wheel file name: it needs to end in .whl"};
  }
  auto parts = split_dashes(base.substr(0, base.size() - kWhl.size()));
  auto starts_with_digit = [](const std::string& part) { return !part.empty() && part[0] >= '0' && part[0] <= '9'; };
  WheelName name;
  if (parts.size() == 5) {
    // name-version-python-abi-platform
  } else if (parts.size() == 6 && !starts_with_digit(parts[2])) {
    name.label = parts[5];
  } else if (parts.size() == 6) {
    // a build tag, no label
  } else if (parts.size() == 7 && starts_with_digit(parts[2])) {
    name.label = parts[6];
  } else {
    return Error{base + " is not a wheel file name: it needs {name}-{version}(-{build})?-{python}-{abi}-{platform}" +
                 "(-{label})?.whl"};
  }
  name.name = parts[0];
  name.version = parts[1];
  return name;
}

Expected<std::optional<std::string>> read_variant_json_member(const std::string& wheel_path) {
  auto mapped = readers::MappedFile::open(wheel_path);
  if (!mapped) return mapped.error();
  std::optional<std::string> text;
  std::vector<std::string> errors;
  auto read = readers::read_zip(
      mapped->bytes(), [](std::string_view name, readers::ByteView) { return is_variant_json(name); },
      readers::ZipMemberVisitor([&](std::string_view, readers::ByteView contents, const readers::DataExtents&) {
        text = std::string(reinterpret_cast<const char*>(contents.data()), contents.size());
      }),
      [&](Error error) { errors.push_back(error.message); });
  if (!read) return Error{wheel_path + ": " + read.error().message};
  if (!errors.empty()) return Error{wheel_path + ": " + join(errors, "; ")};
  return text;
}

}  // namespace cudacompat::variant
