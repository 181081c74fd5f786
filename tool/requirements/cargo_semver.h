// Cargo's versions and dependency version requirements ("0.11.4", "^1.2", "~1.2.3", ">=1.2, <2",
// "1.*", "=0.0.3"), with the meaning Cargo gives them (the `semver` crate's VersionReq, which Cargo
// parses a dependency's `version` with), so that `cudacompat pin --check` judges a Cargo.toml as
// Cargo resolves it. tests/requirements/check_cargo_against_cargo.py proves the two agree by letting Cargo
// itself resolve hundreds of requirements offline.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace cudacompat::requirements {

// A SemVer 2.0 version: MAJOR.MINOR.PATCH[-PRE][+BUILD], parsed as strictly as Cargo does (no
// leading zeros, no 'v', no whitespace, no missing parts).
struct SemVer {
  std::uint64_t major = 0;
  std::uint64_t minor = 0;
  std::uint64_t patch = 0;
  std::string pre;    // "alpha.1"; empty for a release
  std::string build;  // "cu124"; kept for to_string(), ignored by ordering and equality (SemVer 2.0)

  static Expected<SemVer> parse(std::string_view text);
  std::string to_string() const;
  bool is_prerelease() const { return !pre.empty(); }

  // SemVer 2.0 precedence: a pre-release sorts before its release; identifiers compare one by
  // one, numeric ones by value and before alphanumeric ones, a longer list after its prefix.
  friend std::strong_ordering operator<=>(const SemVer& a, const SemVer& b);
  friend bool operator==(const SemVer& a, const SemVer& b) { return (a <=> b) == 0; }
};

enum class CargoOperator : std::uint8_t {
  kExact,         // =1.2.3
  kGreater,       // >1.2.3
  kGreaterEqual,  // >=1.2.3
  kLess,          // <1.2.3
  kLessEqual,     // <=1.2.3
  kTilde,         // ~1.2.3
  kCaret,         // ^1.2.3, and a bare 1.2.3
  kWildcard,      // 1.*, 1.2.*
};

// One comparator: an operator and a partial version (1, 1.2, 1.2.3, 1.2.3-alpha.1).
struct CargoComparator {
  CargoOperator op = CargoOperator::kCaret;
  std::uint64_t major = 0;
  std::optional<std::uint64_t> minor;
  std::optional<std::uint64_t> patch;
  std::string pre;  // only with a patch number

  // Whether v satisfies this comparator alone, before the pre-release rule of CargoRequirement.
  bool admits(const SemVer& v) const;
  // The smallest release that no version satisfying this comparator reaches: ^0.11.4 -> 0.12.0,
  // <=1.2.3 -> 1.2.4; nullopt for > and >= (and where no version lies above: ^18446744073709551615).
  std::optional<SemVer> exclusive_upper_bound() const;
  std::string to_string() const;  // as the semver crate prints it: "^0.11.4", "1.*", "=0.0.3"
};

class CargoRequirement {
 public:
  // Comma-separated comparators, or "*" ("x", "X") alone for any version; "" is an error, as in
  // Cargo. Errors name the input and say what was found where.
  static Expected<CargoRequirement> parse(std::string_view text);

  // Every comparator admits v; a pre-release only when some comparator names a pre-release of
  // the same major.minor.patch (^1.2.3-alpha admits 1.2.3-beta, not 1.2.4-alpha).
  bool matches(const SemVer& v) const;
  bool has_upper_bound() const { return upper_bound().has_value(); }
  // The smallest release none of the matching versions reaches (the tightest comparator's).
  std::optional<SemVer> upper_bound() const;

  const std::vector<CargoComparator>& comparators() const { return comparators_; }  // empty for "*"
  std::string to_string() const;  // "*" or the comparators joined by ", " (the semver crate's Display)

 private:
  std::vector<CargoComparator> comparators_;
};

}  // namespace cudacompat::requirements
