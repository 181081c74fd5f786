#include "readers/wheel_metadata.h"

#include <fmt/format.h>

#include <set>

#include "readers/header_fields.h"

namespace cudacompat::readers {

std::string_view dist_info_file(std::string_view member) {
  const std::size_t slash = member.find('/');
  if (slash == std::string_view::npos || member.find('/', slash + 1) != std::string_view::npos) return {};
  constexpr std::string_view kSuffix = ".dist-info";
  const std::string_view directory = member.substr(0, slash);
  if (directory.size() <= kSuffix.size() || directory.substr(directory.size() - kSuffix.size()) != kSuffix) return {};
  return member.substr(slash + 1);
}

Expected<CoreMetadata> parse_core_metadata(std::string_view text) {
  auto fields = read_header_fields(text);
  if (!fields) return Error{"METADATA: " + fields.error().message};
  CoreMetadata metadata;
  for (const auto& field : *fields) {
    if (field_is(field, "Name") && metadata.name.empty()) {
      metadata.name = field.value;
      metadata.name_line = field.line;
    } else if (field_is(field, "Version") && metadata.version.empty()) {
      metadata.version = field.value;
      metadata.version_line = field.line;
    } else if (field_is(field, "Requires-Dist")) {
      metadata.requires_dist.push_back(field.value);
    } else if (field_is(field, "Import-Name") || field_is(field, "Import-Namespace")) {
      // "pkg.sub; private": the top-level name is what a wheel's directory is judged against.
      const std::string value = field.value.substr(0, field.value.find_first_of(".; \t"));
      if (!value.empty()) metadata.import_names.push_back(value);
    }
  }
  if (metadata.name.empty()) return Error{"METADATA: no Name field in its header block"};
  if (metadata.version.empty()) return Error{"METADATA: no Version field in its header block"};
  return metadata;
}

Expected<std::vector<std::string>> parse_wheel_tags(std::string_view text) {
  auto fields = read_header_fields(text);
  if (!fields) return Error{"WHEEL: " + fields.error().message};
  std::vector<std::string> tags;
  for (const auto& field : *fields) {
    if (field_is(field, "Tag")) tags.push_back(field.value);
  }
  return tags;
}

namespace {

// Splits one CSV line into fields; quoted fields may hold ',' and doubled '"'.
Expected<std::vector<std::string>> split_csv(std::string_view line) {
  std::vector<std::string> fields(1);
  std::size_t i = 0;
  bool at_field_start = true;
  while (i < line.size()) {
    const char c = line[i];
    if (at_field_start && c == '"') {
      ++i;
      for (;;) {
        if (i >= line.size()) return Error{"a quoted field is not closed"};
        if (line[i] == '"') {
          if (i + 1 < line.size() && line[i + 1] == '"') {
            fields.back() += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        fields.back() += line[i++];
      }
      if (i < line.size() && line[i] != ',') return Error{fmt::format("unexpected '{}' after a quoted field", line[i])};
      at_field_start = false;
      continue;
    }
    if (c == ',') {
      fields.emplace_back();
      at_field_start = true;
    } else {
      fields.back() += c;
      at_field_start = false;
    }
    ++i;
  }
  return fields;
}

bool all_digits(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace

Expected<RecordEntry> parse_record_line(std::string_view line, int number) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  auto fields = split_csv(line);
  if (!fields) return Error{fmt::format("RECORD line {}: {}", number, fields.error().message)};
  if (fields->size() != 3) {
    return Error{fmt::format("RECORD line {}: expected 3 fields (path,hash,size), found {}", number, fields->size())};
  }
  RecordEntry entry;
  entry.path = (*fields)[0];
  entry.line = number;
  const std::string& hash = (*fields)[1];
  entry.size = (*fields)[2];
  if (entry.path.empty()) return Error{fmt::format("RECORD line {}: the path is empty", number)};
  if (!hash.empty()) {
    const std::size_t equals = hash.find('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == hash.size()) {
      return Error{fmt::format("RECORD line {}: expected a hash such as sha256=<digest>, found '{}'", number, hash)};
    }
    entry.algorithm = hash.substr(0, equals);
    entry.digest = hash.substr(equals + 1);
  }
  if (!entry.size.empty() && !all_digits(entry.size)) {
    return Error{fmt::format("RECORD line {}: the size '{}' is not a number", number, entry.size)};
  }
  return entry;
}

std::vector<RecordEntry> parse_record(std::string_view text, std::vector<RecordProblem>& problems) {
  std::vector<RecordEntry> entries;
  int number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (trim_space(line).empty()) continue;
    auto entry = parse_record_line(line, number);
    if (entry) {
      entries.push_back(std::move(*entry));
    } else {
      RecordProblem problem;
      problem.kind = RecordProblem::Kind::kMalformed;
      problem.path = "RECORD";
      problem.found = entry.error().message;
      problems.push_back(std::move(problem));
    }
  }
  return entries;
}

std::vector<RecordProblem> verify_record(const std::vector<RecordEntry>& entries,
                                         const std::map<std::string, MemberDigest, std::less<>>& members,
                                         std::string_view record_path) {
  std::vector<RecordProblem> problems;
  auto problem = [&](RecordProblem::Kind kind, std::string path, std::string expected, std::string found) {
    RecordProblem item;
    item.kind = kind;
    item.path = std::move(path);
    item.expected = std::move(expected);
    item.found = std::move(found);
    problems.push_back(std::move(item));
  };
  std::set<std::string_view> listed;
  for (const auto& entry : entries) {
    listed.insert(entry.path);
    auto member = members.find(entry.path);
    if (member == members.end()) {
      problem(RecordProblem::Kind::kMissingFromArchive, entry.path, fmt::format("listed on line {}", entry.line),
              "no such member");
      continue;
    }
    if (!entry.size.empty() && entry.size != std::to_string(member->second.size)) {
      problem(RecordProblem::Kind::kSizeMismatch, entry.path, entry.size + " bytes",
              fmt::format("{} bytes", member->second.size));
    }
    if (entry.algorithm == "sha256" && entry.digest != member->second.sha256) {
      problem(RecordProblem::Kind::kHashMismatch, entry.path, "sha256=" + entry.digest,
              "sha256=" + member->second.sha256);
    }
  }
  const std::string directory(record_path.substr(0, record_path.rfind('/') + 1));
  for (const auto& [path, digest] : members) {
    if (listed.count(path)) continue;
    if (path == directory + "RECORD" || path == directory + "RECORD.jws" || path == directory + "RECORD.p7s") continue;
    problem(RecordProblem::Kind::kMissingFromRecord, path, "an entry in RECORD", "none");
  }
  return problems;
}

}  // namespace cudacompat::readers
