// PEP 440 versions and specifier sets with the meaning Python's `packaging` 26.x gives them (the
// implementation pip vendors), so that `cudacompat pin --check` judges a requirement as pip would.
// tests/requirements/check_pep440_against_packaging.py proves the two agree on thousands of generated cases.
//
// Numbers are 64-bit: a version with a larger number (packaging's are unbounded) is an Error here.
// Whitespace is ASCII whitespace (plus \x1c-\x1f, as Python's str.isspace()).
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace cudacompat::requirements {

struct Pep440Version {
  enum class PreKind : std::uint8_t { kAlpha, kBeta, kReleaseCandidate };  // in release order
  struct Pre {
    PreKind kind = PreKind::kAlpha;
    std::uint64_t number = 0;
    friend auto operator<=>(const Pre&, const Pre&) = default;
  };

  std::uint64_t epoch = 0;
  std::vector<std::uint64_t> release;  // never empty after parse()
  std::optional<Pre> pre;
  std::optional<std::uint64_t> post;
  std::optional<std::uint64_t> dev;
  std::vector<std::string> local;  // "+ubuntu.1" -> {"ubuntu", "1"}: lower case, digits without leading zeros

  // Every spelling packaging accepts ("v1.0", "1.0-alpha1", "1.0.post-1", "1.0_RC2", " 1.0 "),
  // normalised as packaging.version.Version normalises it.
  static Expected<Pep440Version> parse(std::string_view text);

  // As str(packaging.version.Version(text)): "1!2.0rc1.post3.dev4+local.7".
  std::string to_string() const;

  bool is_prerelease() const { return pre.has_value() || dev.has_value(); }
  // The same version without its local label ("1.0+cu124" -> "1.0").
  Pep440Version public_version() const;
  // Epoch and release only ("1!2.0rc1.post3" -> "1!2.0").
  Pep440Version base() const;

  // packaging's order: dev < pre (a < b < rc) < release < post; trailing zeros do not count
  // (1.0 == 1.0.0); a local label sorts after the same public version without one.
  friend std::strong_ordering operator<=>(const Pep440Version& a, const Pep440Version& b);
  friend bool operator==(const Pep440Version& a, const Pep440Version& b) { return (a <=> b) == 0; }
};

enum class Pep440Operator : std::uint8_t {
  kCompatible,    // ~=
  kEqual,         // ==  (with "X.*": prefix match)
  kNotEqual,      // !=  (with "X.*": outside the prefix)
  kLessEqual,     // <=
  kGreaterEqual,  // >=
  kLess,          // <
  kGreater,       // >
  kArbitrary,     // === (case-insensitive string equality)
};

// "~=", "==", ...: the one table of spellings.
std::string_view pep440_operator_spelling(Pep440Operator op);

// One clause of a specifier set: an operator and the version text as written.
struct Pep440Clause {
  Pep440Operator op = Pep440Operator::kGreaterEqual;
  std::string version_text;  // without surrounding whitespace; "12.*" keeps its ".*"
  // The version of version_text (without a trailing ".*"); for === the text's version if it is
  // one, else nullopt.
  std::optional<Pep440Version> version;

  // ">=12.0", "==12.*", "===foo": errors say what was found and what is allowed.
  static Expected<Pep440Clause> parse(std::string_view text);

  bool is_wildcard() const;
  // Whether v satisfies this clause alone, before any pre-release policy.
  bool admits(const Pep440Version& v) const;
  std::string to_string() const;  // operator + version_text
};

// A comma-separated specifier set: ">=12.0,<13.0a0,!=12.6.1"; "" admits everything.
class Pep440Specifier {
 public:
  Pep440Specifier() = default;
  explicit Pep440Specifier(std::vector<Pep440Clause> clauses) : clauses_(std::move(clauses)) {}

  static Expected<Pep440Specifier> parse(std::string_view text);

  // packaging's SpecifierSet.contains(Version(v), prereleases) in 26.x: every clause admits v, and
  // a pre-release is refused only when prereleases is false. A lone version has no alternatives,
  // so the PEP 440 rule "no pre-releases unless nothing else matches" does not exclude it; filter()
  // applies that rule to a list. packaging < 26 (and pip choosing among releases) excluded them:
  // contains(v, names_prerelease()) gives that answer.
  bool contains(const Pep440Version& v, std::optional<bool> prereleases = std::nullopt) const;
  // SpecifierSet.contains(text): as above, but === compares the text as written, and a text that
  // is no version is admitted only by === clauses (or by an empty set).
  bool contains(std::string_view version_text, std::optional<bool> prereleases = std::nullopt) const;

  // SpecifierSet.filter(versions, prereleases): the admitted versions in their order. With
  // prereleases unset and no clause naming a pre-release, pre-releases are dropped when a final
  // release is admitted too (PEP 440: pre-releases only when nothing else matches).
  std::vector<Pep440Version> filter(const std::vector<Pep440Version>& versions,
                                    std::optional<bool> prereleases = std::nullopt) const;

  // Some clause names a pre-release (">=13.0rc1"; not "!=" nor "==X.*"): filter() keeps them.
  bool names_prerelease() const;
  // Some clause caps the versions from above: <, <=, ~=, ==, ==X.*, ===.
  bool has_upper_bound() const;

  bool empty() const { return clauses_.empty(); }
  const std::vector<Pep440Clause>& clauses() const { return clauses_; }
  // As str(SpecifierSet): clauses sorted by their text, equal ones (==1.0, ==1.0.0) once.
  std::string to_string() const;

 private:
  bool contains_item(std::string_view item_text, const Pep440Version* parsed, std::optional<bool> prereleases) const;

  std::vector<Pep440Clause> clauses_;
};

}  // namespace cudacompat::requirements
