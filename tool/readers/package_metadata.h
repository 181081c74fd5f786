// What a package says about itself, read from its own metadata before any judging: a wheel's
// METADATA, WHEEL and RECORD, a Debian package's control file, a conda package's info/index.json.
// The package checks (package_checks.h) compare this with the binaries the package ships.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::readers {

enum class PackageKind { kWheel, kDeb, kConda };
std::string_view to_string(PackageKind kind);  // "wheel", "deb", "conda"

// One alternative of a Debian relation: "libcudart12 (>= 12.4)", "foo:any".
struct DebRelation {
  std::string name;       // "libcudart12" (without ":any")
  std::string qualifier;  // "any" from "foo:any", else ""
  std::string op;         // "<<", "<=", "=", ">=", ">>" ("<" and ">" as written); "" without a version
  std::string version;    // "12.4"
};
// "a (>= 1) | b": every alternative that satisfies the relation.
using DebAlternatives = std::vector<DebRelation>;

struct RecordEntry {
  std::string path;
  std::string algorithm;  // "sha256"; "" when RECORD gives no hash (RECORD itself)
  std::string digest;     // URL-safe base64 without padding, as written
  std::string size;       // as written; "" when not given
  int line = 0;
};

// A RECORD entry that does not describe the wheel's bytes, or a member RECORD does not list.
struct RecordProblem {
  enum class Kind { kHashMismatch, kSizeMismatch, kMissingFromArchive, kMissingFromRecord, kMalformed, kNoRecord };
  Kind kind = Kind::kMalformed;
  std::string path;
  std::string expected;  // what RECORD says
  std::string found;     // what the archive holds
};

// A member's size and SHA-256 (RECORD form), as read from the archive.
struct MemberDigest {
  std::uint64_t size = 0;
  std::string sha256;
};

struct PackageMetadata {
  PackageKind kind = PackageKind::kWheel;
  std::string file;  // the package file, as the report names it
  std::string name;
  std::string version;
  std::vector<std::string> requires_dist;      // wheel: Requires-Dist lines, as written
  std::vector<std::string> tags;               // wheel: WHEEL's Tag lines
  std::vector<DebAlternatives> depends;        // deb: Pre-Depends and Depends
  std::string architecture;                    // deb: Architecture; conda: subdir
  std::vector<std::string> conda_depends;      // conda: match specs, as written
  std::vector<std::string> conda_constrains;   // conda: run constraints, as written
  std::vector<RecordProblem> record_problems;  // wheel
  std::vector<std::string> members;            // wheel: every member's path, in the archive's order
  // wheel: the top-level names its metadata says it provides: METADATA's Import-Name and
  // Import-Namespace (PEP 794, first component), and setuptools' top_level.txt
  std::vector<std::string> import_names;
};

}  // namespace cudacompat::readers
