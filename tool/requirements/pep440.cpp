#include "requirements/pep440.h"

#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <tuple>

#include "common/enum_names.h"
#include "common/scan.h"

namespace cudacompat::requirements {
namespace {

// Python's str.isspace() for ASCII, which is what packaging's \s and strip() see.
bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= '\x1c' && c <= '\x1f'); }
using scan::is_digit;
bool is_alnum(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
char to_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::string ascii_lower(std::string_view text) {
  std::string lowered(text);
  for (char& c : lowered) c = to_lower(c);
  return lowered;
}

std::string_view strip(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// A position in the text being parsed. packaging's version regex is a sequence of optional,
// possessive groups, so reading each group greedily and never going back accepts exactly its
// language.
struct Cursor {
  std::string_view text;
  std::size_t pos = 0;
  bool too_large = false;  // some number did not fit 64 bits

  char peek(std::size_t ahead = 0) const { return pos + ahead < text.size() ? text[pos + ahead] : '\0'; }
  bool done() const { return pos >= text.size(); }
  bool eat(char c) {
    if (done() || text[pos] != c) return false;
    ++pos;
    return true;
  }
  bool eat_separator() {  // [._-]
    if (peek() != '.' && peek() != '_' && peek() != '-') return false;
    ++pos;
    return true;
  }
  bool eat_word(std::string_view word) {  // case-insensitive, as packaging's re.IGNORECASE
    if (text.size() - pos < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
      if (to_lower(text[pos + i]) != word[i]) return false;
    pos += word.size();
    return true;
  }
  std::string_view digits() {
    std::size_t start = pos;
    while (is_digit(peek())) ++pos;
    return text.substr(start, pos - start);
  }
  // The digits here as a number, 0 when there are none (packaging's implicit 0: "1.0a" is 1.0a0).
  std::uint64_t number() {
    std::uint64_t value = 0;
    for (char c : digits()) {
      auto digit = static_cast<std::uint64_t>(c - '0');
      too_large = too_large || value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10;
      value = value * 10 + digit;
    }
    return value;
  }
  void skip_spaces() {
    while (!done() && is_space(text[pos])) ++pos;
  }
};

// The spellings of pre-release letters, longest first where one is a prefix of another, as
// packaging's alternation tries them.
constexpr std::array<std::pair<std::string_view, Pep440Version::PreKind>, 8> kPreLetters{{
    {"alpha", Pep440Version::PreKind::kAlpha},
    {"a", Pep440Version::PreKind::kAlpha},
    {"beta", Pep440Version::PreKind::kBeta},
    {"b", Pep440Version::PreKind::kBeta},
    {"preview", Pep440Version::PreKind::kReleaseCandidate},
    {"pre", Pep440Version::PreKind::kReleaseCandidate},
    {"c", Pep440Version::PreKind::kReleaseCandidate},
    {"rc", Pep440Version::PreKind::kReleaseCandidate},
}};

constexpr std::string_view kVersionForm = "[N!]N(.N)*[{a|b|rc}N][.postN][.devN][+local]";

// The optional groups of packaging's version pattern, each read greedily; where a group is absent
// the cursor stays where it was.
std::optional<std::uint64_t> read_epoch(Cursor& at) {
  Cursor ahead = at;
  std::uint64_t epoch = ahead.number();
  if (ahead.pos == at.pos || !ahead.eat('!')) return std::nullopt;
  at = ahead;
  return epoch;
}

std::optional<Pep440Version::Pre> read_pre(Cursor& at) {
  std::size_t start = at.pos;
  at.eat_separator();
  for (const auto& [spelling, kind] : kPreLetters) {
    if (!at.eat_word(spelling)) continue;
    at.eat_separator();
    return Pep440Version::Pre{kind, at.number()};
  }
  at.pos = start;
  return std::nullopt;
}

std::optional<std::uint64_t> read_post(Cursor& at) {
  std::size_t start = at.pos;
  if (at.peek() == '-' && is_digit(at.peek(1))) {  // "1.0-1": an implicit post-release
    ++at.pos;
    return at.number();
  }
  at.eat_separator();
  if (at.eat_word("post") || at.eat_word("rev") || at.eat_word("r")) {
    at.eat_separator();
    return at.number();
  }
  at.pos = start;
  return std::nullopt;
}

std::optional<std::uint64_t> read_dev(Cursor& at) {
  std::size_t start = at.pos;
  at.eat_separator();
  if (at.eat_word("dev")) {
    at.eat_separator();
    return at.number();
  }
  at.pos = start;
  return std::nullopt;
}

// "+Ubuntu-007.b" -> {"ubuntu", "7", "b"}: parts of letters and digits, any of . _ - between them.
std::vector<std::string> read_local(Cursor& at) {
  std::vector<std::string> parts;
  if (at.peek() != '+' || !is_alnum(at.peek(1))) return parts;
  ++at.pos;
  do {
    std::size_t start = at.pos;
    while (is_alnum(at.peek())) ++at.pos;
    std::string part = ascii_lower(at.text.substr(start, at.pos - start));
    if (std::all_of(part.begin(), part.end(), is_digit))
      part.erase(0, std::min(part.find_first_not_of('0'), part.size() - 1));
    parts.push_back(std::move(part));
  } while ((at.peek() == '.' || at.peek() == '_' || at.peek() == '-') && is_alnum(at.peek(1)) && at.eat_separator());
  return parts;
}

// Local labels compare part by part: letters before numbers, numbers by value, and a label that
// is a prefix of another sorts first.
std::strong_ordering compare_local_part(const std::string& a, const std::string& b) {
  bool a_number = !a.empty() && std::all_of(a.begin(), a.end(), is_digit);
  bool b_number = !b.empty() && std::all_of(b.begin(), b.end(), is_digit);
  if (a_number != b_number) return a_number ? std::strong_ordering::greater : std::strong_ordering::less;
  if (a_number && a.size() != b.size()) return a.size() <=> b.size();  // no leading zeros: longer is larger
  return a.compare(b) <=> 0;
}

// The release without its trailing zeros, so that 1.0.0 compares equal to 1.
std::span<const std::uint64_t> trimmed_release(const std::vector<std::uint64_t>& release) {
  std::size_t size = release.size();
  while (size > 0 && release[size - 1] == 0) --size;
  return {release.data(), size};
}

// packaging's _cmpkey suffix: where pre, post and dev put a version among its release's family.
auto suffix_key(const Pep440Version& v) {
  // A dev release with neither pre nor post sorts before every pre-release of its release.
  int pre_rank = v.pre ? static_cast<int>(v.pre->kind) : (!v.post && v.dev ? -1 : 3);
  return std::tuple(pre_rank, v.pre ? v.pre->number : 0, v.post ? 1 : 0, v.post.value_or(0), v.dev ? 0 : 1,
                    v.dev.value_or(0));
}

bool same_release_and_pre(const Pep440Version& a, const Pep440Version& b) {
  auto ra = trimmed_release(a.release);
  auto rb = trimmed_release(b.release);
  return a.epoch == b.epoch && std::equal(ra.begin(), ra.end(), rb.begin(), rb.end()) && a.pre == b.pre;
}

// The smallest version of the next prefix: release 1.2 -> 1.3.dev0 (the end of ==1.2.* and ~=1.2.x).
Pep440Version next_prefix_dev0(std::uint64_t epoch, std::vector<std::uint64_t> release) {
  ++release.back();
  Pep440Version next;
  next.epoch = epoch;
  next.release = std::move(release);
  next.dev = 0;
  return next;
}

// >V excludes V's post-releases and local versions (PEP 440) unless V is a post or dev release;
// packaging then starts at the next post or dev release.
bool is_greater(const Pep440Version& v, const Pep440Version& spec) {
  if (spec.dev) {
    Pep440Version next = spec;
    next.dev = *spec.dev + 1;
    return v >= next;
  }
  if (spec.post) {
    Pep440Version next = spec;
    next.post = *spec.post + 1;
    next.dev = 0;
    return v >= next;
  }
  bool in_post_family = same_release_and_pre(v, spec) && (v.post || !v.dev);
  return v > spec && !in_post_family;
}

// <V excludes V's pre-releases unless V is one itself: it ends at V.dev0.
bool is_less(const Pep440Version& v, const Pep440Version& spec) {
  if (spec.is_prerelease()) return v < spec;
  Pep440Version bound = spec;
  bound.dev = 0;
  return v < bound;
}

bool is_in_prefix(const Pep440Version& v, const Pep440Version& prefix) {
  Pep440Version start = prefix.base();
  start.dev = 0;
  return v >= start && v < next_prefix_dev0(prefix.epoch, prefix.release);
}

// ==V without a local label admits V's local versions (==1.0 admits 1.0+cu124); with one, only V.
bool is_equal(const Pep440Version& v, const Pep440Version& spec) {
  return spec.local.empty() ? v.public_version() == spec : v == spec;
}

bool is_compatible(const Pep440Version& v, const Pep440Version& spec) {
  // ~=1.4.2 is >=1.4.2,==1.4.*; ~=2.2 is >=2.2,==2.*: the prefix drops the last release number.
  std::vector<std::uint64_t> prefix(spec.release.begin(), spec.release.end() - 1);
  return v >= spec && v < next_prefix_dev0(spec.epoch, std::move(prefix));
}

// packaging's canonical form of a clause, which decides which clauses str(SpecifierSet) prints once.
std::string canonical_clause(const Pep440Clause& clause) {
  if (clause.op == Pep440Operator::kArbitrary || clause.is_wildcard() || !clause.version) return clause.to_string();
  Pep440Version canonical = *clause.version;
  if (clause.op != Pep440Operator::kCompatible)  // packaging keeps ~='s trailing zeros: ~=1.0 is not ~=1
    while (canonical.release.size() > 1 && canonical.release.back() == 0) canonical.release.pop_back();
  return std::string(pep440_operator_spelling(clause.op)) + canonical.to_string();
}

constexpr EnumName<Pep440Operator> kOperators[] = {
    // Longest first, so "===" is not read as "==" and "<=" not as "<".
    {Pep440Operator::kArbitrary, "==="}, {Pep440Operator::kCompatible, "~="}, {Pep440Operator::kEqual, "=="},
    {Pep440Operator::kNotEqual, "!="},   {Pep440Operator::kLessEqual, "<="},  {Pep440Operator::kGreaterEqual, ">="},
    {Pep440Operator::kLess, "<"},        {Pep440Operator::kGreater, ">"},
};

constexpr std::string_view kOperatorList = "~=, ==, !=, <=, >=, <, >, ===";

}  // namespace

Expected<Pep440Version> Pep440Version::parse(std::string_view text) {
  Cursor at{text};
  Pep440Version v;
  at.skip_spaces();
  if (!at.eat('v')) at.eat('V');
  v.epoch = read_epoch(at).value_or(0);
  if (!is_digit(at.peek()))
    return Error{fmt::format("'{}' is not a PEP 440 version: it does not start with a release number (the form is {})",
                             text, kVersionForm)};
  v.release.push_back(at.number());
  while (at.peek() == '.' && is_digit(at.peek(1))) {
    ++at.pos;
    v.release.push_back(at.number());
  }
  v.pre = read_pre(at);
  v.post = read_post(at);
  v.dev = read_dev(at);
  v.local = read_local(at);
  at.skip_spaces();

  if (!at.done())
    return Error{fmt::format("'{}' is not a PEP 440 version: unexpected '{}' after '{}' (the form is {})", text,
                             text.substr(at.pos), text.substr(0, at.pos), kVersionForm)};
  if (at.too_large) return Error{fmt::format("'{}' is not a supported version: a number exceeds 2^64-1", text)};
  return v;
}

std::string Pep440Version::to_string() const {
  std::string text = epoch ? fmt::format("{}!", epoch) : "";
  for (std::size_t i = 0; i < release.size(); ++i) text += fmt::format("{}{}", i ? "." : "", release[i]);
  if (pre) {
    constexpr std::array<std::string_view, 3> kLetters{"a", "b", "rc"};
    text += fmt::format("{}{}", kLetters[static_cast<std::size_t>(pre->kind)], pre->number);
  }
  if (post) text += fmt::format(".post{}", *post);
  if (dev) text += fmt::format(".dev{}", *dev);
  for (std::size_t i = 0; i < local.size(); ++i) text += (i ? "." : "+") + local[i];
  return text;
}

Pep440Version Pep440Version::public_version() const {
  Pep440Version v = *this;
  v.local.clear();
  return v;
}

Pep440Version Pep440Version::base() const {
  Pep440Version v;
  v.epoch = epoch;
  v.release = release;
  return v;
}

std::strong_ordering operator<=>(const Pep440Version& a, const Pep440Version& b) {
  if (auto c = a.epoch <=> b.epoch; c != 0) return c;
  auto ra = trimmed_release(a.release);
  auto rb = trimmed_release(b.release);
  if (auto c = std::lexicographical_compare_three_way(ra.begin(), ra.end(), rb.begin(), rb.end()); c != 0) return c;
  if (auto c = suffix_key(a) <=> suffix_key(b); c != 0) return c;
  // No local label sorts before any local label.
  if (a.local.empty() || b.local.empty()) return !a.local.empty() <=> !b.local.empty();
  return std::lexicographical_compare_three_way(a.local.begin(), a.local.end(), b.local.begin(), b.local.end(),
                                                compare_local_part);
}

std::string_view pep440_operator_spelling(Pep440Operator op) { return name_of(kOperators, op); }

Expected<Pep440Clause> Pep440Clause::parse(std::string_view text) {
  std::string_view clause = strip(text);
  const auto* known = name_at_start(kOperators, clause);
  if (!known) return Error{fmt::format("'{}' does not start with an operator (one of {})", clause, kOperatorList)};
  Pep440Clause result;
  result.op = known->value;
  result.version_text = std::string(strip(clause.substr(known->name.size())));
  std::string_view version = result.version_text;
  std::string_view op = known->name;

  bool has_space = std::any_of(version.begin(), version.end(), is_space);
  if (result.op == Pep440Operator::kArbitrary) {
    // === takes any text up to whitespace, ';' (a marker) or ')' (a parenthesised requirement).
    if (has_space || version.find_first_of(";)") != std::string_view::npos)
      return Error{fmt::format("'{}': '===' takes one word without whitespace, ';' or ')'", clause)};
    if (auto parsed = Pep440Version::parse(version)) result.version = std::move(*parsed);
    return result;
  }
  if (has_space) return Error{fmt::format("'{}': a version has no whitespace inside", clause)};

  bool wildcard = version.size() >= 2 && version.substr(version.size() - 2) == ".*";
  if (wildcard) version.remove_suffix(2);
  if (version.empty()) return Error{fmt::format("'{}': '{}' must be followed by a version", clause, op)};
  auto parsed = Pep440Version::parse(version);
  if (!parsed) return Error{fmt::format("'{}': {}", clause, parsed.error().message)};
  const Pep440Version& v = *parsed;
  bool equality = result.op == Pep440Operator::kEqual || result.op == Pep440Operator::kNotEqual;

  if (wildcard && !equality)
    return Error{fmt::format("'{}': a '.*' prefix match is allowed only with == and !=", clause)};
  if (wildcard && (v.pre || v.post || v.dev || !v.local.empty()))
    return Error{fmt::format("'{}': '.*' must follow the release numbers alone (==12.*, ==12.4.*)", clause)};
  if (!v.local.empty() && !equality)
    return Error{fmt::format("'{}': a local label (+...) is allowed only with == and !=", clause)};
  if (result.op == Pep440Operator::kCompatible && v.release.size() < 2)
    return Error{fmt::format("'{}': ~= needs at least two release numbers (~=12.4, not ~=12)", clause)};
  result.version = std::move(*parsed);
  return result;
}

bool Pep440Clause::is_wildcard() const {
  return version_text.size() >= 2 && version_text.substr(version_text.size() - 2) == ".*";
}

bool Pep440Clause::admits(const Pep440Version& v) const {
  if (op == Pep440Operator::kArbitrary) return ascii_lower(v.to_string()) == ascii_lower(version_text);
  const Pep440Version& spec = *version;
  switch (op) {
    case Pep440Operator::kCompatible:
      return is_compatible(v, spec);
    case Pep440Operator::kEqual:
      return is_wildcard() ? is_in_prefix(v, spec) : is_equal(v, spec);
    case Pep440Operator::kNotEqual:
      return is_wildcard() ? !is_in_prefix(v, spec) : !is_equal(v, spec);
    case Pep440Operator::kLessEqual:
      return v.public_version() <= spec;  // <=1.0 admits 1.0+cu124
    case Pep440Operator::kGreaterEqual:
      return v >= spec;
    case Pep440Operator::kLess:
      return is_less(v, spec);
    case Pep440Operator::kGreater:
      return is_greater(v, spec);
    case Pep440Operator::kArbitrary:
      break;
  }
  return false;
}

std::string Pep440Clause::to_string() const { return std::string(pep440_operator_spelling(op)) + version_text; }

Expected<Pep440Specifier> Pep440Specifier::parse(std::string_view text) {
  std::vector<Pep440Clause> clauses;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = std::min(text.find(',', start), text.size());
    std::string_view piece = strip(text.substr(start, comma - start));
    start = comma + 1;
    if (piece.empty()) continue;  // packaging skips empty pieces: ">=1,,<2" and "" are valid
    auto clause = Pep440Clause::parse(piece);
    if (!clause) return Error{fmt::format("invalid PEP 440 specifier '{}': {}", text, clause.error().message)};
    clauses.push_back(std::move(*clause));
  }
  return Pep440Specifier(std::move(clauses));
}

bool Pep440Specifier::contains_item(std::string_view item_text, const Pep440Version* parsed,
                                    std::optional<bool> prereleases) const {
  if (prereleases == false && parsed && parsed->is_prerelease()) return false;
  return std::all_of(clauses_.begin(), clauses_.end(), [&](const Pep440Clause& clause) {
    if (clause.op == Pep440Operator::kArbitrary) return ascii_lower(item_text) == ascii_lower(clause.version_text);
    return parsed && clause.admits(*parsed);
  });
}

bool Pep440Specifier::contains(const Pep440Version& v, std::optional<bool> prereleases) const {
  return contains_item(v.to_string(), &v, prereleases);
}

bool Pep440Specifier::contains(std::string_view version_text, std::optional<bool> prereleases) const {
  auto parsed = Pep440Version::parse(version_text);
  return contains_item(version_text, parsed ? &*parsed : nullptr, prereleases);
}

std::vector<Pep440Version> Pep440Specifier::filter(const std::vector<Pep440Version>& versions,
                                                   std::optional<bool> prereleases) const {
  if (!prereleases && names_prerelease()) prereleases = true;
  std::vector<Pep440Version> admitted;
  for (const auto& v : versions)
    if (contains(v, prereleases.value_or(true))) admitted.push_back(v);
  bool any_final = std::any_of(admitted.begin(), admitted.end(), [](const auto& v) { return !v.is_prerelease(); });
  if (!prereleases && any_final) std::erase_if(admitted, [](const Pep440Version& v) { return v.is_prerelease(); });
  return admitted;
}

bool Pep440Specifier::names_prerelease() const {
  return std::any_of(clauses_.begin(), clauses_.end(), [](const Pep440Clause& clause) {
    if (clause.op == Pep440Operator::kNotEqual || clause.is_wildcard()) return false;
    return clause.version && clause.version->is_prerelease();
  });
}

bool Pep440Specifier::has_upper_bound() const {
  return std::any_of(clauses_.begin(), clauses_.end(), [](const Pep440Clause& clause) {
    switch (clause.op) {
      case Pep440Operator::kNotEqual:
      case Pep440Operator::kGreaterEqual:
      case Pep440Operator::kGreater:
        return false;
      default:
        return true;
    }
  });
}

std::string Pep440Specifier::to_string() const {
  std::vector<const Pep440Clause*> sorted;
  for (const auto& clause : clauses_) sorted.push_back(&clause);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto* a, const auto* b) { return a->to_string() < b->to_string(); });
  std::vector<std::string> seen;
  std::string text;
  for (const auto* clause : sorted) {
    std::string canonical = canonical_clause(*clause);
    if (std::find(seen.begin(), seen.end(), canonical) != seen.end()) continue;
    seen.push_back(std::move(canonical));
    text += (text.empty() ? "" : ",") + clause->to_string();
  }
  return text;
}

}  // namespace cudacompat::requirements
