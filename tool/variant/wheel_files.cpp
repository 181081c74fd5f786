#include "variant/wheel_files.h"

#include <zip.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <vector>

#include "common/text.h"
#include "readers/mapped_file.h"
#include "readers/record_hash.h"
#include "readers/wheel_metadata.h"
#include "readers/wheel_reader.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::variant {
namespace {

namespace fs = std::filesystem;

}  // namespace

bool is_variant_json_member(std::string_view member) {
  constexpr std::string_view kSuffix = ".dist-info/variant.json";
  return member.size() > kSuffix.size() && member.substr(member.size() - kSuffix.size()) == kSuffix &&
         member.find('/') == member.size() - kSuffix.size() + std::string_view(".dist-info").size();
}

Expected<WheelName> parse_wheel_name(const std::string& file_name) {
  const std::string base = std::filesystem::path(file_name).filename().string();
  constexpr std::string_view kWhl = ".whl";
  if (base.size() <= kWhl.size() || base.substr(base.size() - kWhl.size()) != kWhl) {
    return Error{base + " is not a wheel file name: it needs to end in .whl"};
  }
  auto parts = split(base.substr(0, base.size() - kWhl.size()), '-');
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
  // The three tags come just before the label, if any: count them from the end.
  const std::size_t platform = parts.size() - (name.label ? 2 : 1);
  name.python_tag = parts[platform - 2];
  name.abi_tag = parts[platform - 1];
  name.platform_tag = parts[platform];
  return name;
}

Expected<std::optional<std::string>> read_variant_json_member(const std::string& wheel_path) {
  auto mapped = readers::MappedFile::open(wheel_path);
  if (!mapped) return mapped.error();
  std::optional<std::string> text;
  std::vector<std::string> errors;
  auto read = readers::read_zip(
      mapped->bytes(), [](std::string_view name, readers::ByteView) { return is_variant_json_member(name); },
      readers::ZipMemberVisitor([&](std::string_view, readers::ByteView contents, const readers::DataExtents&) {
        text = std::string(reinterpret_cast<const char*>(contents.data()), contents.size());
      }),
      [&](Error error) { errors.push_back(error.message); });
  if (!read) return Error{wheel_path + ": " + read.error().message};
  if (!errors.empty()) return Error{wheel_path + ": " + join(errors, "; ")};
  return text;
}

namespace {

std::string normalized(const std::string& name) {
  std::string out;
  for (char c : name) {
    char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    if (lower == '_' || lower == '.') lower = '-';
    if (lower == '-' && !out.empty() && out.back() == '-') continue;
    out.push_back(lower);
  }
  return out;
}

std::string underscored(std::string name) {
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
}

// RECORD's rows: path, hash, size; a path with a comma is quoted (csv).
struct RecordRow {
  std::string path, hash, size;
};
std::vector<RecordRow> record_rows(const std::string& text) {
  std::vector<RecordRow> rows;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    start = end + 1;
    if (line.empty()) continue;
    std::size_t last = line.rfind(',');
    std::size_t middle = last == std::string::npos || last == 0 ? std::string::npos : line.rfind(',', last - 1);
    if (middle == std::string::npos) continue;
    std::string path = line.substr(0, middle);
    if (path.size() >= 2 && path.front() == '"' && path.back() == '"') path = path.substr(1, path.size() - 2);
    rows.push_back({path, line.substr(middle + 1, last - middle - 1), line.substr(last + 1)});
  }
  return rows;
}

std::string record_path(const std::string& path) {
  if (path.find_first_of(",\"") == std::string::npos) return path;
  std::string quoted = "\"";
  for (char c : path) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string record_hash(const std::string& data) {
  readers::Sha256 hash;
  hash.update(reinterpret_cast<const std::uint8_t*>(data.data()), data.size());
  return "sha256=" + hash.finish_record_form();
}

struct ZipCloser {
  void operator()(zip_t* archive) const {
    if (archive != nullptr) zip_discard(archive);
  }
};
using ZipHandle = std::unique_ptr<zip_t, ZipCloser>;

std::string zip_message(zip_t* archive) { return zip_strerror(archive); }

Expected<std::string> read_member(zip_t* archive, zip_uint64_t index, const std::string& name) {
  zip_stat_t stat;
  if (zip_stat_index(archive, index, 0, &stat) != 0) return Error{name + ": " + zip_message(archive)};
  std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(zip_fopen_index(archive, index, 0), &zip_fclose);
  if (!file) return Error{name + ": " + zip_message(archive)};
  std::string data(stat.size, '\0');
  if (zip_fread(file.get(), data.data(), stat.size) != static_cast<zip_int64_t>(stat.size)) {
    return Error{name + ": cannot be read whole"};
  }
  return data;
}

Expected<void> add_text(zip_t* archive, const std::string& name, const std::string& text,
                        std::vector<std::string>& keep) {
  keep.push_back(text);  // libzip reads the buffer when the archive is closed
  zip_source_t* source = zip_source_buffer(archive, keep.back().data(), keep.back().size(), 0);
  if (source == nullptr || zip_file_add(archive, name.c_str(), source, ZIP_FL_ENC_UTF_8) < 0) {
    if (source != nullptr) zip_source_free(source);
    return Error{name + ": " + zip_message(archive)};
  }
  return {};
}

}  // namespace

std::string unsuffixed_name(const std::string& name) {
  std::vector<std::string> kept;
  for (const auto& segment : split(normalized(name), '-')) {
    if (!requirements::major_named_by(segment)) kept.push_back(segment);
  }
  return join(kept, "-");
}

std::string unsuffixed_version(const std::string& version) {
  auto plus = version.find('+');
  if (plus == std::string::npos || !requirements::cuda_build_of_version(version)) return version;
  return version.substr(0, plus);
}

namespace {

// The wheel being rewritten, as every step of the rewrite needs it: the source archive and the
// .dist-info folder's old and new names.
struct WheelRewrite {
  std::string wheel_path;
  zip_t* source = nullptr;
  zip_int64_t count = 0;
  std::string old_info, old_prefix;     // "foo_cu12-1.0.dist-info" and "foo_cu12-1.0"
  std::string metadata;                 // the old METADATA, whole
  int name_line = 0, version_line = 0;  // its Name and Version fields' lines, as the header reader numbers them
  std::string new_name, new_version, new_prefix, new_info;

  // The member's name in the new wheel: the .dist-info and .data folders follow the new prefix.
  std::string renamed(const std::string& member) const {
    for (const std::string& folder : {old_prefix + ".dist-info/", old_prefix + ".data/"}) {
      if (member.rfind(folder, 0) == 0) {
        return new_prefix + folder.substr(old_prefix.size()) + member.substr(folder.size());
      }
    }
    return member;
  }

  // The members the new wheel writes anew rather than copies: METADATA, variant.json, RECORD and
  // the old RECORD's signatures (RECORD.jws, RECORD.p7s), which would no longer match.
  bool is_written_anew(const std::string& member) const {
    return member == old_info + "/RECORD" || member == old_info + "/METADATA" || member == old_info + "/variant.json" ||
           member.rfind(old_info + "/RECORD.", 0) == 0;
  }
};

// The .dist-info folder that holds METADATA (the last one listed, if several).
Expected<std::string> dist_info_folder(const WheelRewrite& wheel) {
  std::string old_info;
  for (zip_int64_t i = 0; i < wheel.count; ++i) {
    std::string member = zip_get_name(wheel.source, i, 0);
    auto slash = member.find('/');
    if (slash != std::string::npos && member.substr(slash) == "/METADATA" && member.substr(0, slash).size() > 10 &&
        member.substr(slash - 10, 10) == ".dist-info") {
      old_info = member.substr(0, slash);
    }
  }
  if (old_info.empty()) return Error{wheel.wheel_path + ": no *.dist-info/METADATA: not a wheel"};
  return old_info;
}

// METADATA's own Name and Version (the first of each in its header, as readers/ reads every RFC 822
// header), where they stand, and the new names made of them.
Expected<void> read_names(WheelRewrite& wheel) {
  const std::string where = wheel.wheel_path + "!" + wheel.old_info + "/METADATA";
  auto metadata =
      read_member(wheel.source, zip_name_locate(wheel.source, (wheel.old_info + "/METADATA").c_str(), 0), where);
  if (!metadata) return metadata.error();
  wheel.metadata = *metadata;
  auto core = readers::parse_core_metadata(wheel.metadata);
  if (!core) return Error{wheel.wheel_path + "!" + wheel.old_info + "/" + core.error().message};
  wheel.name_line = core->name_line;
  wheel.version_line = core->version_line;
  wheel.old_prefix = wheel.old_info.substr(0, wheel.old_info.size() - std::string(".dist-info").size());
  wheel.new_name = unsuffixed_name(core->name);
  wheel.new_version = unsuffixed_version(core->version);
  wheel.new_prefix = underscored(wheel.new_name) + "-" + wheel.new_version;
  wheel.new_info = wheel.new_prefix + ".dist-info";
  return {};
}

// The variant wheel's file: the new name and version, the old file's tags, then the label.
fs::path variant_wheel_path(const WheelRewrite& wheel, const std::string& file, const WheelName& name,
                            const std::string& label, const std::string& out_dir) {
  std::string tags = file.substr(name.name.size() + 1 + name.version.size(),
                                 file.size() - 4 - name.name.size() - 1 - name.version.size());
  return fs::path(out_dir) / (wheel.new_prefix + tags + "-" + label + ".whl");
}

// Copies every member not written anew, compressed as it is, under its new name; returns the old
// RECORD's text.
Expected<std::string> copy_members(const WheelRewrite& wheel, zip_t* target) {
  std::string record_text;
  for (zip_int64_t i = 0; i < wheel.count; ++i) {
    std::string member = zip_get_name(wheel.source, i, 0);
    if (member == wheel.old_info + "/RECORD") {
      auto text = read_member(wheel.source, i, wheel.wheel_path + "!" + member);
      if (!text) return text.error();
      record_text = *text;
      continue;
    }
    if (wheel.is_written_anew(member)) continue;
    zip_source_t* copy = zip_source_zip(target, wheel.source, i, ZIP_FL_COMPRESSED, 0, -1);
    if (copy == nullptr || zip_file_add(target, wheel.renamed(member).c_str(), copy, ZIP_FL_ENC_UTF_8) < 0) {
      if (copy != nullptr) zip_source_free(copy);
      return Error{wheel.wheel_path + "!" + member + ": cannot be copied: " + zip_message(target)};
    }
  }
  return record_text;
}

// The new RECORD: the old rows of the copied members renamed, then the members written anew.
std::string new_record(const WheelRewrite& wheel, const std::string& record_text, const std::string& new_metadata,
                       const std::string& variant_json) {
  std::string record;
  for (const auto& row : record_rows(record_text)) {
    if (wheel.is_written_anew(row.path)) continue;
    record += record_path(wheel.renamed(row.path)) + "," + row.hash + "," + row.size + "\n";
  }
  const std::string& info = wheel.new_info;
  record += info + "/METADATA," + record_hash(new_metadata) + "," + std::to_string(new_metadata.size()) + "\n";
  record += info + "/variant.json," + record_hash(variant_json) + "," + std::to_string(variant_json.size()) + "\n";
  record += info + "/RECORD,,\n";
  return record;
}

// METADATA with its Name and Version lines replaced by the new name and version; every other byte as
// it was (the description below the header may say "Name:" too).
std::string rewritten_metadata(const WheelRewrite& wheel) {
  std::string out;
  int line = 0;
  for (std::size_t start = 0; start < wheel.metadata.size();) {
    const std::size_t end = wheel.metadata.find('\n', start);
    const std::size_t next = end == std::string::npos ? wheel.metadata.size() : end + 1;
    ++line;
    if (line == wheel.name_line) {
      out += "Name: " + wheel.new_name + "\n";
    } else if (line == wheel.version_line) {
      out += "Version: " + wheel.new_version + "\n";
    } else {
      out.append(wheel.metadata, start, next - start);
    }
    start = next;
  }
  return out;
}

// Writes the members written anew into `target`; `keep` holds their bytes until the archive closes.
Expected<void> add_new_members(const WheelRewrite& wheel, zip_t* target, const std::string& record_text,
                               const std::string& variant_json, std::vector<std::string>& keep) {
  const std::string new_metadata = rewritten_metadata(wheel);
  if (auto added = add_text(target, wheel.new_info + "/METADATA", new_metadata, keep); !added) return added.error();
  if (auto added = add_text(target, wheel.new_info + "/variant.json", variant_json, keep); !added) return added.error();
  return add_text(target, wheel.new_info + "/RECORD", new_record(wheel, record_text, new_metadata, variant_json), keep);
}

// Closes `target` (written at `temporary`) and renames it to `out`, so that a failure never
// leaves half a wheel under the final name.
Expected<void> close_into_place(ZipHandle& target, const std::string& temporary, const fs::path& out) {
  std::error_code error;
  if (zip_close(target.get()) != 0) {
    std::string message = zip_message(target.get());
    fs::remove(temporary, error);
    return Error{temporary + ": cannot be written: " + message};
  }
  target.release();
  fs::rename(temporary, out, error);
  if (error) return Error{out.string() + ": " + error.message()};
  return {};
}

}  // namespace

Expected<MadeWheel> make_variant_wheel(const std::string& wheel_path, const std::string& label,
                                       const std::string& variant_json, const std::string& out_dir) {
  const std::string file = std::filesystem::path(wheel_path).filename().string();
  auto name = parse_wheel_name(file);
  if (!name) return name.error();
  if (name->label) return Error{wheel_path + " is a variant wheel already (label `" + *name->label + "`)"};
  int error = 0;
  ZipHandle source(zip_open(wheel_path.c_str(), ZIP_RDONLY, &error));
  if (!source)
    return Error{wheel_path + ": cannot be opened as a zip archive (libzip error " + std::to_string(error) + ")"};
  WheelRewrite wheel;
  wheel.wheel_path = wheel_path;
  wheel.source = source.get();
  wheel.count = zip_get_num_entries(source.get(), 0);
  auto old_info = dist_info_folder(wheel);
  if (!old_info) return old_info.error();
  wheel.old_info = *old_info;
  if (auto names = read_names(wheel); !names) return names.error();

  const fs::path out = variant_wheel_path(wheel, file, *name, label, out_dir);
  std::error_code exists;
  if (fs::exists(out, exists)) return Error{out.string() + " exists already: nothing was overwritten"};
  const std::string temporary = out.string() + ".cudacompat-tmp";
  ZipHandle target(zip_open(temporary.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error));
  if (!target) return Error{temporary + ": cannot be created (libzip error " + std::to_string(error) + ")"};
  std::vector<std::string> keep;
  keep.reserve(4);
  auto record_text = copy_members(wheel, target.get());
  if (!record_text) return record_text.error();
  if (auto added = add_new_members(wheel, target.get(), *record_text, variant_json, keep); !added) return added.error();
  if (auto closed = close_into_place(target, temporary, out); !closed) return closed.error();
  return MadeWheel{out.string(), wheel.new_name, wheel.new_version};
}

}  // namespace cudacompat::variant
