// Versions of CUDA toolkits, drivers, PTX ISAs and compilers, and the selectors users write.
#pragma once

#include "common/expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat {

// A dotted version of up to four numeric parts ("13.0.88", "580.65.06", "8.5"). Missing parts
// are zero; `parts` says how many were written, so "12.4" prints as "12.4", not "12.4.0".
struct Version {
  int major = 0;
  int minor = 0;
  int patch = 0;
  int build = 0;
  int parts = 0;
  std::string spelled;  // as written when parsed ("580.65.06" keeps its zero); printed by to_string

  // Strict: digits and dots only, 1 to 4 parts, each part below 1e6. Nullopt for anything else.
  static std::optional<Version> parse(std::string_view text);
  // From CUDA_VERSION / CUDART_VERSION: 1000 * major + 10 * minor (13000 -> 13.0).
  static Version from_cuda_version_macro(int value);

  std::string to_string() const;
  // "13.0" whatever the number of parts.
  std::string major_minor() const;
  int cuda_version_macro() const { return major * 1000 + minor * 10; }
  bool same_major_minor(const Version& other) const { return major == other.major && minor == other.minor; }

  // Negative, zero or positive as this version is older than, the same as or newer than `other`:
  // by number, whatever the parts or spelling ("12.4" == "12.4.0"). The comparison operators are
  // written out rather than a C++20 <=>: the configure-time tool is C++17 (tool/bootstrap.cmake).
  int compare(const Version& other) const;
  friend bool operator==(const Version& a, const Version& b) { return a.compare(b) == 0; }
  friend bool operator!=(const Version& a, const Version& b) { return a.compare(b) != 0; }
  friend bool operator<(const Version& a, const Version& b) { return a.compare(b) < 0; }
  friend bool operator<=(const Version& a, const Version& b) { return a.compare(b) <= 0; }
  friend bool operator>(const Version& a, const Version& b) { return a.compare(b) > 0; }
  friend bool operator>=(const Version& a, const Version& b) { return a.compare(b) >= 0; }
};

// A selector such as "12.4", "13", ">=12.0,<13", "<12.2": a comma-separated conjunction of
// comparisons; a bare version matches every release it prefixes ("12" matches 12.x, "12.4"
// matches 12.4.131).
class VersionSpec {
 public:
  [[nodiscard]] static Expected<VersionSpec> parse(std::string_view text);
  bool matches(const Version& version) const;
  const std::string& text() const { return text_; }

 private:
  enum class Op { kPrefix, kEqual, kLess, kLessEqual, kGreater, kGreaterEqual };
  struct Clause {
    Op op;
    Version version;
  };
  std::vector<Clause> clauses_;
  std::string text_;
};

}  // namespace cudacompat
