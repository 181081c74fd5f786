// A port of the `semver` crate's parser and evaluator (src/parse.rs, src/eval.rs, 1.0.x), which
// Cargo calls for every dependency requirement: the same grammar, quirks included ("1.*.*" is a
// wildcard, "^1.*" means ^1, whitespace is ' ' only), and the same error wording.
#include "requirements/cargo_semver.h"

#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <limits>
#include <tuple>

#include "common/enum_names.h"
#include "common/scan.h"

namespace cudacompat::requirements {
namespace {

enum class Part : std::uint8_t { kMajor, kMinor, kPatch, kPre, kBuild };

std::string_view part_name(Part part) {
  constexpr std::array<std::string_view, 5> kNames{"major version number", "minor version number",
                                                   "patch version number", "pre-release identifier", "build metadata"};
  return kNames[static_cast<std::size_t>(part)];
}

using scan::is_digit;
bool is_identifier_char(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-'; }

// The next character as written, a whole UTF-8 sequence when it is one, for error messages.
std::string next_char(std::string_view text) {
  auto lead = static_cast<unsigned char>(text.front());
  std::size_t length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return fmt::format("'{}'", text.substr(0, std::min(length, text.size())));
}

std::string_view trim_spaces(std::string_view text) {  // the crate trims ' ' only, not tabs
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  return text;
}

bool starts_with(std::string_view text, char c) { return !text.empty() && text.front() == c; }

// '*', 'x' or 'X', consumed.
std::optional<char> eat_wildcard(std::string_view& text) {
  if (text.empty() || (text.front() != '*' && text.front() != 'x' && text.front() != 'X')) return std::nullopt;
  char wildcard = text.front();
  text.remove_prefix(1);
  return wildcard;
}

Expected<std::uint64_t> numeric_identifier(std::string_view& text, Part part) {
  std::size_t length = 0;
  std::uint64_t value = 0;
  while (length < text.size() && is_digit(text[length])) {
    if (value == 0 && length > 0) return Error{fmt::format("invalid leading zero in {}", part_name(part))};
    auto digit = static_cast<std::uint64_t>(text[length] - '0');
    if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
      return Error{fmt::format("value of {} exceeds u64::MAX", part_name(part))};
    value = value * 10 + digit;
    ++length;
  }
  if (length == 0) {
    if (text.empty()) return Error{fmt::format("unexpected end of input while parsing {}", part_name(part))};
    return Error{fmt::format("unexpected character {} while parsing {}", next_char(text), part_name(part))};
  }
  text.remove_prefix(length);
  return value;
}

Expected<void> dot(std::string_view& text, Part part) {
  if (starts_with(text, '.')) {
    text.remove_prefix(1);
    return {};
  }
  if (text.empty()) return Error{fmt::format("unexpected end of input while parsing {}", part_name(part))};
  return Error{fmt::format("unexpected character {} after {}", next_char(text), part_name(part))};
}

// Dot-separated identifiers of [0-9A-Za-z-]; "" when the text does not start with one.
Expected<std::string> identifier(std::string_view& text, Part part) {
  std::size_t accumulated = 0;
  std::size_t segment = 0;
  bool has_nondigit = false;
  for (;;) {
    std::size_t at = accumulated + segment;
    char c = at < text.size() ? text[at] : '\0';
    if (is_identifier_char(c)) {
      ++segment;
      has_nondigit = has_nondigit || !is_digit(c);
      continue;
    }
    if (segment == 0) {
      if (accumulated == 0 && c != '.') return std::string();
      return Error{fmt::format("empty identifier segment in {}", part_name(part))};
    }
    // Numeric pre-release identifiers compare by value, so "01" would be ambiguous; build metadata may.
    if (part == Part::kPre && segment > 1 && !has_nondigit && text[accumulated] == '0')
      return Error{fmt::format("invalid leading zero in {}", part_name(part))};
    accumulated += segment;
    if (c != '.') break;
    ++accumulated;
    segment = 0;
    has_nondigit = false;
  }
  std::string result(text.substr(0, accumulated));
  text.remove_prefix(accumulated);
  return result;
}

// A "-PRE" or "+BUILD" part after the patch number: non-empty when present.
Expected<void> optional_suffix(std::string_view& text, char marker, Part part, std::string& out, Part& last) {
  if (!starts_with(text, marker)) return {};
  text.remove_prefix(1);
  last = part;
  auto parsed = identifier(text, part);
  if (!parsed) return parsed.error();
  if (parsed->empty()) return Error{fmt::format("empty identifier segment in {}", part_name(part))};
  out = std::move(*parsed);
  return {};
}

struct ParsedComparator {
  CargoComparator comparator;
  Part last = Part::kMajor;  // the part read last, for "expected comma after ..."
};

constexpr EnumName<CargoOperator> kCargoOperators[] = {
    // Two-character operators first, so ">=" is not read as ">".
    {CargoOperator::kGreaterEqual, ">="}, {CargoOperator::kLessEqual, "<="}, {CargoOperator::kExact, "="},
    {CargoOperator::kGreater, ">"},       {CargoOperator::kLess, "<"},       {CargoOperator::kTilde, "~"},
    {CargoOperator::kCaret, "^"},
};

Expected<ParsedComparator> comparator(std::string_view& text) {
  ParsedComparator parsed;
  CargoComparator& c = parsed.comparator;
  const auto* op = name_at_start(kCargoOperators, text);
  bool default_op = op == nullptr;
  if (!default_op) {
    c.op = op->value;
    text.remove_prefix(op->name.size());
  }
  text = trim_spaces(text);

  auto major = numeric_identifier(text, Part::kMajor);
  if (!major) return major.error();
  c.major = *major;
  bool minor_is_wildcard = false;
  if (starts_with(text, '.')) {
    text.remove_prefix(1);
    parsed.last = Part::kMinor;
    if (eat_wildcard(text)) {
      minor_is_wildcard = true;
      if (default_op) c.op = CargoOperator::kWildcard;
    } else {
      auto minor = numeric_identifier(text, Part::kMinor);
      if (!minor) return minor.error();
      c.minor = *minor;
    }
  }
  if (starts_with(text, '.')) {
    text.remove_prefix(1);
    parsed.last = Part::kPatch;
    if (eat_wildcard(text)) {
      if (default_op) c.op = CargoOperator::kWildcard;
    } else if (minor_is_wildcard) {
      return Error{"unexpected character after wildcard in version req"};
    } else {
      auto patch = numeric_identifier(text, Part::kPatch);
      if (!patch) return patch.error();
      c.patch = *patch;
    }
  }
  if (c.patch) {
    std::string build;  // accepted and ignored, as the crate does
    if (auto pre = optional_suffix(text, '-', Part::kPre, c.pre, parsed.last); !pre) return pre.error();
    if (auto meta = optional_suffix(text, '+', Part::kBuild, build, parsed.last); !meta) return meta.error();
  }
  text = trim_spaces(text);
  return parsed;
}

Expected<std::vector<CargoComparator>> comparator_list(std::string_view text) {
  constexpr std::size_t kMaxComparators = 32;
  std::vector<CargoComparator> result;
  for (;;) {
    std::string_view start = text;
    auto parsed = comparator(text);
    if (!parsed) {
      std::string_view rest = start;
      if (auto wildcard = eat_wildcard(rest)) {
        rest = trim_spaces(rest);
        if (rest.empty() || starts_with(rest, ','))
          return Error{fmt::format("wildcard req ({}) must be the only comparator in the version req", *wildcard)};
      }
      return parsed.error();
    }
    result.push_back(parsed->comparator);
    if (text.empty()) return result;
    if (!starts_with(text, ','))
      return Error{fmt::format("expected comma after {}, found {}", part_name(parsed->last), next_char(text))};
    text = trim_spaces(text.substr(1));
    if (result.size() == kMaxComparators) return Error{"excessive number of version comparators"};
  }
}

std::strong_ordering compare_pre(std::string_view a, std::string_view b) {
  // A release (no pre-release) sorts after every pre-release of it.
  if (a.empty() || b.empty()) return a.empty() <=> b.empty();
  for (;;) {
    std::string_view left = a.substr(0, a.find('.'));
    std::string_view right = b.substr(0, b.find('.'));
    bool left_numeric = std::all_of(left.begin(), left.end(), is_digit);
    bool right_numeric = std::all_of(right.begin(), right.end(), is_digit);
    if (left_numeric != right_numeric) return left_numeric ? std::strong_ordering::less : std::strong_ordering::greater;
    if (left_numeric && left.size() != right.size()) return left.size() <=> right.size();  // no leading zeros
    if (auto c = left.compare(right) <=> 0; c != 0) return c;
    bool left_more = left.size() < a.size();
    bool right_more = right.size() < b.size();
    if (!left_more || !right_more) return left_more <=> right_more;  // a longer list sorts after its prefix
    a.remove_prefix(left.size() + 1);
    b.remove_prefix(right.size() + 1);
  }
}

// The semver crate's matches_exact / matches_greater / matches_less: missing parts are wildcards.
bool matches_exact(const CargoComparator& c, const SemVer& v) {
  if (v.major != c.major) return false;
  if (c.minor && v.minor != *c.minor) return false;
  if (c.patch && v.patch != *c.patch) return false;
  return v.pre == c.pre;
}

bool matches_greater(const CargoComparator& c, const SemVer& v) {
  if (v.major != c.major) return v.major > c.major;
  if (!c.minor) return false;
  if (v.minor != *c.minor) return v.minor > *c.minor;
  if (!c.patch) return false;
  if (v.patch != *c.patch) return v.patch > *c.patch;
  return compare_pre(v.pre, c.pre) > 0;
}

bool matches_less(const CargoComparator& c, const SemVer& v) {
  if (v.major != c.major) return v.major < c.major;
  if (!c.minor) return false;
  if (v.minor != *c.minor) return v.minor < *c.minor;
  if (!c.patch) return false;
  if (v.patch != *c.patch) return v.patch < *c.patch;
  return compare_pre(v.pre, c.pre) < 0;
}

bool matches_tilde(const CargoComparator& c, const SemVer& v) {
  if (v.major != c.major) return false;
  if (c.minor && v.minor != *c.minor) return false;
  if (c.patch && v.patch != *c.patch) return v.patch > *c.patch;
  return compare_pre(v.pre, c.pre) >= 0;
}

// ^1.2.3 := >=1.2.3, <2.0.0; ^0.2.3 := >=0.2.3, <0.3.0; ^0.0.3 := =0.0.3; ^0.0 := <0.1.0; ^0 := <1.0.0.
bool matches_caret(const CargoComparator& c, const SemVer& v) {
  if (v.major != c.major) return false;
  if (!c.minor) return true;
  std::uint64_t minor = *c.minor;
  if (!c.patch) return c.major > 0 ? v.minor >= minor : v.minor == minor;
  std::uint64_t patch = *c.patch;
  if (c.major > 0) {
    if (v.minor != minor) return v.minor > minor;
    if (v.patch != patch) return v.patch > patch;
  } else if (minor > 0) {
    if (v.minor != minor) return false;
    if (v.patch != patch) return v.patch > patch;
  } else if (v.minor != minor || v.patch != patch) {
    return false;
  }
  return compare_pre(v.pre, c.pre) >= 0;
}

// A pre-release version is considered only by a comparator that names a pre-release of the same
// major.minor.patch: ^1.2.3-alpha admits 1.2.3-beta, never 1.3.0-alpha.
bool names_prerelease_of(const CargoComparator& c, const SemVer& v) {
  return c.major == v.major && c.minor == v.minor && c.patch == v.patch && !c.pre.empty();
}

// The first release after every M[.m[.p]] version: the last number given plus one (1.2 -> 1.3.0);
// nullopt where that number is already the largest there is.
std::optional<SemVer> next_release(std::uint64_t major, std::optional<std::uint64_t> minor = std::nullopt,
                                   std::optional<std::uint64_t> patch = std::nullopt) {
  constexpr std::uint64_t kLargest = std::numeric_limits<std::uint64_t>::max();
  if (minor && patch) {
    if (*patch == kLargest) return std::nullopt;
    return SemVer{major, *minor, *patch + 1, {}, {}};
  }
  if (minor) {
    if (*minor == kLargest) return std::nullopt;
    return SemVer{major, *minor + 1, 0, {}, {}};
  }
  if (major == kLargest) return std::nullopt;
  return SemVer{major + 1, 0, 0, {}, {}};
}

// The smallest version above this comparator's exact versions: 1.2.3 -> 1.2.4, 1.2 -> 1.3.0,
// 1.2.3-alpha -> 1.2.3-alpha.0 (the least identifier list that extends it).
std::optional<SemVer> after_exact(const CargoComparator& c) {
  if (c.patch && !c.pre.empty()) return SemVer{c.major, *c.minor, *c.patch, c.pre + ".0", {}};
  return next_release(c.major, c.minor, c.patch);
}

}  // namespace

Expected<SemVer> SemVer::parse(std::string_view text) {
  auto fail = [&](const Error& error) {
    return Error{fmt::format("invalid SemVer version '{}': {}", text, error.message)};
  };
  if (text.empty()) return fail(Error{"empty string, expected a semver version"});
  std::string_view rest = text;
  SemVer v;
  auto major = numeric_identifier(rest, Part::kMajor);
  if (!major) return fail(major.error());
  if (auto d = dot(rest, Part::kMajor); !d) return fail(d.error());
  auto minor = numeric_identifier(rest, Part::kMinor);
  if (!minor) return fail(minor.error());
  if (auto d = dot(rest, Part::kMinor); !d) return fail(d.error());
  auto patch = numeric_identifier(rest, Part::kPatch);
  if (!patch) return fail(patch.error());
  v.major = *major;
  v.minor = *minor;
  v.patch = *patch;
  Part last = Part::kPatch;
  if (auto pre = optional_suffix(rest, '-', Part::kPre, v.pre, last); !pre) return fail(pre.error());
  if (auto build = optional_suffix(rest, '+', Part::kBuild, v.build, last); !build) return fail(build.error());
  if (!rest.empty())
    return fail(Error{fmt::format("unexpected character {} after {}", next_char(rest), part_name(last))});
  return v;
}

std::string SemVer::to_string() const {
  std::string text = fmt::format("{}.{}.{}", major, minor, patch);
  if (!pre.empty()) text += "-" + pre;
  if (!build.empty()) text += "+" + build;
  return text;
}

std::strong_ordering operator<=>(const SemVer& a, const SemVer& b) {
  if (auto c = std::tie(a.major, a.minor, a.patch) <=> std::tie(b.major, b.minor, b.patch); c != 0) return c;
  return compare_pre(a.pre, b.pre);
}

bool CargoComparator::admits(const SemVer& v) const {
  switch (op) {
    case CargoOperator::kExact:
    case CargoOperator::kWildcard:
      return matches_exact(*this, v);
    case CargoOperator::kGreater:
      return matches_greater(*this, v);
    case CargoOperator::kGreaterEqual:
      return matches_exact(*this, v) || matches_greater(*this, v);
    case CargoOperator::kLess:
      return matches_less(*this, v);
    case CargoOperator::kLessEqual:
      return matches_exact(*this, v) || matches_less(*this, v);
    case CargoOperator::kTilde:
      return matches_tilde(*this, v);
    case CargoOperator::kCaret:
      return matches_caret(*this, v);
  }
  return false;
}

std::optional<SemVer> CargoComparator::exclusive_upper_bound() const {
  switch (op) {
    case CargoOperator::kGreater:
    case CargoOperator::kGreaterEqual:
      return std::nullopt;
    case CargoOperator::kLess:
      return SemVer{major, minor.value_or(0), patch.value_or(0), pre, {}};
    case CargoOperator::kExact:
    case CargoOperator::kWildcard:
    case CargoOperator::kLessEqual:
      return after_exact(*this);
    case CargoOperator::kTilde:
      return next_release(major, minor);
    case CargoOperator::kCaret:
      if (major > 0 || !minor) return next_release(major);
      if (*minor > 0 || !patch) return next_release(0, minor);
      return next_release(0, minor, patch);
  }
  return std::nullopt;
}

std::string CargoComparator::to_string() const {
  constexpr std::array<std::string_view, 8> kSpellings{"=", ">", ">=", "<", "<=", "~", "^", ""};
  std::string text = fmt::format("{}{}", kSpellings[static_cast<std::size_t>(op)], major);
  if (minor) {
    text += fmt::format(".{}", *minor);
    if (patch) {
      text += fmt::format(".{}", *patch);
      if (!pre.empty()) text += "-" + pre;
    } else if (op == CargoOperator::kWildcard) {
      text += ".*";
    }
  } else if (op == CargoOperator::kWildcard) {
    text += ".*";
  }
  return text;
}

Expected<CargoRequirement> CargoRequirement::parse(std::string_view text) {
  auto fail = [&](const Error& error) {
    return Error{fmt::format("invalid Cargo version requirement '{}': {}", text, error.message)};
  };
  std::string_view rest = trim_spaces(text);
  std::string_view after_wildcard = rest;
  if (auto wildcard = eat_wildcard(after_wildcard)) {
    after_wildcard = trim_spaces(after_wildcard);
    if (after_wildcard.empty()) return CargoRequirement{};
    if (starts_with(after_wildcard, ','))
      return fail(Error{fmt::format("wildcard req ({}) must be the only comparator in the version req", *wildcard)});
    return fail(Error{"unexpected character after wildcard in version req"});
  }
  auto parsed = comparator_list(rest);
  if (!parsed) return fail(parsed.error());
  CargoRequirement requirement;
  requirement.comparators_ = std::move(*parsed);
  return requirement;
}

bool CargoRequirement::matches(const SemVer& v) const {
  if (!std::all_of(comparators_.begin(), comparators_.end(), [&](const auto& c) { return c.admits(v); })) return false;
  if (!v.is_prerelease()) return true;
  return std::any_of(comparators_.begin(), comparators_.end(),
                     [&](const auto& c) { return names_prerelease_of(c, v); });
}

std::optional<SemVer> CargoRequirement::upper_bound() const {
  std::optional<SemVer> tightest;
  for (const auto& c : comparators_)
    if (auto bound = c.exclusive_upper_bound(); bound && (!tightest || *bound < *tightest)) tightest = std::move(bound);
  return tightest;
}

std::string CargoRequirement::to_string() const {
  if (comparators_.empty()) return "*";
  std::string text;
  for (const auto& c : comparators_) text += (text.empty() ? "" : ", ") + c.to_string();
  return text;
}

}  // namespace cudacompat::requirements
