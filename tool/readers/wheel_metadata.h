// A wheel's own description of itself, from its .dist-info directory: METADATA (core metadata:
// Name, Version, Requires-Dist), WHEEL (Tag) and RECORD (every file with its SHA-256 and size),
// and RECORD checked against the bytes the wheel really holds.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "readers/package_metadata.h"
#include "readers/result.h"

namespace cudacompat::readers {

// "pkg-1.0.dist-info/METADATA" -> "METADATA" when `member` is a file of a top-level .dist-info
// directory; "" otherwise.
std::string_view dist_info_file(std::string_view member);

struct CoreMetadata {
  std::string name;
  std::string version;
  std::vector<std::string> requires_dist;  // as written, markers and extras included
  std::vector<std::string> import_names;   // Import-Name and Import-Namespace (PEP 794): top-level name only
  int name_line = 0;                       // where Name and Version stand (1-based), for a rewrite that
  int version_line = 0;                    // keeps every other byte (variant make)
};
// Name and Version are required (an Error names the missing one); Requires-Dist may repeat.
[[nodiscard]] Expected<CoreMetadata> parse_core_metadata(std::string_view text);

// WHEEL's Tag lines ("cp312-cp312-manylinux_2_17_x86_64").
[[nodiscard]] Expected<std::vector<std::string>> parse_wheel_tags(std::string_view text);

// One RECORD line (CSV as Python's csv module writes it: fields with ',' or '"' are quoted and
// '"' doubled). An Error says what is wrong with it.
[[nodiscard]] Expected<RecordEntry> parse_record_line(std::string_view line, int number);
// Every line; malformed ones go to `problems` (kMalformed) and the rest are still read.
std::vector<RecordEntry> parse_record(std::string_view text, std::vector<RecordProblem>& problems);

// RECORD against the archive: each entry's hash and size against its member's, entries naming no
// member, and members RECORD does not list (RECORD itself and its signatures RECORD.jws and
// RECORD.p7s are exempt, as the spec makes them). Only sha256 hashes are checked; an entry with
// another algorithm has its size checked.
std::vector<RecordProblem> verify_record(const std::vector<RecordEntry>& entries,
                                         const std::map<std::string, MemberDigest, std::less<>>& members,
                                         std::string_view record_path);

}  // namespace cudacompat::readers
