// The grammar of packaging/_parser.py, one method per rule; the tokens are in pep508_tokens.cpp.
#include "requirements/pep508.h"

#include <fmt/format.h>

#include "requirements/pep508_tokens.h"

namespace cudacompat::requirements {
namespace {

using namespace pep508_detail;

// Nested parentheses in a marker: Python stops with a RecursionError near 1000; a limit keeps a
// hostile line from exhausting the stack here.
constexpr int kMaxMarkerDepth = 100;

class RequirementParser {
 public:
  explicit RequirementParser(std::string_view text) : text_(text) {}

  Expected<Requirement> parse() {
    Requirement requirement;
    if (!parse_requirement(requirement)) return error_;
    requirement.normalized_name = normalize_python_name(requirement.name);
    return requirement;
  }

 private:
  bool at_end() const { return pos_ >= text_.size(); }
  bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  void skip_blanks() { pos_ += blank_run_at(text_, pos_); }
  std::size_t column(std::size_t pos) const { return pos + 1; }

  // A keyword (`and`, `in`, ...) at the cursor, followed by a word boundary.
  bool keyword_at(std::string_view word) const {
    return text_.substr(pos_, word.size()) == word &&
           (pos_ + word.size() >= text_.size() || !is_word_byte(text_[pos_ + word.size()]));
  }

  bool fail(std::string_view expected) {
    std::string_view before = text_.substr(0, pos_);
    while (!before.empty() && (before.back() == ' ' || before.back() == '\t')) before.remove_suffix(1);
    const std::string found = at_end() ? "the end" : fmt::format("'{}'", shown(text_.substr(pos_), 20));
    const std::string after = before.empty()
                                  ? ""
                                  : fmt::format(" after '{}{}'", before.size() > 40 ? "..." : "",
                                                shown(before.substr(before.size() > 40 ? before.size() - 40 : 0)));
    error_ = Error{fmt::format("expected {}{} at column {}, found {}", expected, after, column(pos_), found)};
    return false;
  }

  // For what is wrong with a token that was read: "{what} at column N: '{the token on}'".
  bool refuse(std::string_view what) {
    error_ = Error{fmt::format("{} at column {}: '{}'", what, column(pos_), shown(text_.substr(pos_), 20))};
    return false;
  }

  // requirement = WS? IDENTIFIER WS? extras? WS? (AT URL (WS marker?)? | specifier WS? marker?) END
  bool parse_requirement(Requirement& requirement) {
    skip_blanks();
    auto name_end = match_identifier(text_, pos_);
    if (!name_end) return fail("a package name (letters, digits, '.', '_', '-'; not ending in '.' or '-')");
    requirement.name = std::string(text_.substr(pos_, *name_end - pos_));
    pos_ = *name_end;
    skip_blanks();
    if (at('[') && !parse_extras(requirement.extras)) return false;
    skip_blanks();
    if (at('@')) return parse_url_and_marker(requirement);
    if (!parse_specifier(requirement.specifier)) return false;
    skip_blanks();
    if (at_end()) return true;
    if (!at(';')) {
      if (!requirement.specifier.empty()) return fail("',' and another specifier, ';' or the end");
      if (at('='))
        return fail("a version specifier ('==' pins a version; '=' alone is conda's syntax), ';' or the end");
      return fail("a version specifier, '@ URL', ';' or the end");
    }
    return parse_requirement_marker(requirement.marker);
  }

  // extras = '[' WS? (IDENTIFIER (WS? ',' WS? IDENTIFIER)*)? WS? ']'
  bool parse_extras(std::vector<std::string>& extras) {
    const std::size_t open = pos_++;
    skip_blanks();
    if (auto end = match_identifier(text_, pos_)) {
      extras.emplace_back(text_.substr(pos_, *end - pos_));
      pos_ = *end;
      for (;;) {
        skip_blanks();
        if (match_identifier(text_, pos_)) return fail("',' between extras");
        if (!at(',')) break;
        ++pos_;
        skip_blanks();
        end = match_identifier(text_, pos_);
        if (!end) return fail("an extra name after ','");
        extras.emplace_back(text_.substr(pos_, *end - pos_));
        pos_ = *end;
      }
    }
    skip_blanks();
    if (!at(']')) return fail(fmt::format("',' or ']' (for the '[' at column {})", column(open)));
    ++pos_;
    return true;
  }

  // AT WS? URL (WS (';' marker)?)?: the URL runs to the first of Python's whitespace (`\S+`), and
  // only a blank or the end may follow it.
  bool parse_url_and_marker(Requirement& requirement) {
    ++pos_;
    skip_blanks();
    const std::size_t start = pos_;
    while (!at_end() && python_space_at(text_, pos_) == 0) ++pos_;
    if (pos_ == start) return fail("a URL");
    requirement.url = std::string(text_.substr(start, pos_ - start));
    if (at_end()) return true;
    if (!at(' ') && !at('\t')) return fail("a blank (space or tab) or the end after the URL");
    skip_blanks();
    if (at_end()) return true;
    if (!at(';')) return fail("';' or the end after the URL and a blank");
    return parse_requirement_marker(requirement.marker);
  }

  // specifier = '(' WS? version_many WS? ')' | WS? version_many WS?
  // version_many = (SPECIFIER (WS? ',' WS? SPECIFIER)*)?   (a trailing ',' is accepted, as pip does)
  bool parse_specifier(std::string& specifier) {
    const bool parenthesised = at('(');
    const std::size_t open = pos_;
    if (parenthesised) ++pos_;
    skip_blanks();
    const std::size_t start = pos_;
    std::size_t end = pos_;
    if (auto list_end = match_whole_specifier_list(text_, pos_)) {  // packaging reads the list whole first
      end = *list_end;
      while (end > start && (text_[end - 1] == ' ' || text_[end - 1] == '\t')) --end;
      specifier = std::string(text_.substr(start, end - start));
      return close_specifier(parenthesised, open, end);
    }
    while (auto token_end = match_version_specifier(text_, pos_)) {
      const std::size_t token_start = pos_;
      pos_ = end = *token_end;
      if (text_.substr(pos_, 2) == ".*") {
        pos_ = token_start;
        return refuse("'.*' follows only '==' or '!=' and a plain release number");
      }
      if (at('+')) {
        pos_ = token_start;
        return refuse("a local version label (+...) follows only '==' or '!='");
      }
      skip_blanks();
      if (!at(',')) break;
      end = ++pos_;
      skip_blanks();
    }
    specifier = std::string(text_.substr(start, end - start));
    if (auto piece = invalid_specifier_piece(specifier)) {
      pos_ = start;
      return refuse(
          fmt::format("'{}' is not a version specifier (an arbitrary '===' version ends at a comma)", shown(*piece)));
    }
    return close_specifier(parenthesised, open, end);
  }

  // After the specifiers ending at `end`: the ')' of a '(' at `open`.
  bool close_specifier(bool parenthesised, std::size_t open, std::size_t end) {
    pos_ = end;
    skip_blanks();
    if (parenthesised && !at(')')) {
      return fail(fmt::format("a version specifier or ')' (for the '(' at column {})", column(open)));
    }
    if (parenthesised) ++pos_;
    return true;
  }

  // ';' marker WS? END
  bool parse_requirement_marker(std::string& marker) {
    ++pos_;
    const std::size_t start = pos_;
    if (!parse_marker(0)) return false;
    std::size_t end = pos_;
    while (end > start && (text_[end - 1] == ' ' || text_[end - 1] == '\t')) --end;
    skip_blanks();
    if (!at_end()) return fail("'and', 'or' or the end of the marker");
    std::string_view text = text_.substr(start, end - start);
    text.remove_prefix(blank_run_at(text, 0));
    marker = std::string(text);
    return true;
  }

  // marker = marker_atom (BOOLOP marker_atom)*
  bool parse_marker(int depth) {
    if (!parse_marker_atom(depth)) return false;
    while (keyword_at("and") || keyword_at("or")) {
      pos_ += at('a') ? 3 : 2;
      if (!parse_marker_atom(depth)) return false;
    }
    return true;
  }

  // marker_atom = WS? ('(' WS? marker WS? ')' | marker_item) WS?
  bool parse_marker_atom(int depth) {
    skip_blanks();
    if (at('(')) {
      if (depth >= kMaxMarkerDepth) return fail(fmt::format("at most {} nested parentheses", kMaxMarkerDepth));
      const std::size_t open = pos_++;
      skip_blanks();
      if (!parse_marker(depth + 1)) return false;
      skip_blanks();
      if (!at(')')) return fail(fmt::format("')' (for the '(' at column {})", column(open)));
      ++pos_;
    } else if (!parse_marker_item()) {
      return false;
    }
    skip_blanks();
    return true;
  }

  // marker_item = WS? marker_var WS? marker_op WS? marker_var WS?
  bool parse_marker_item() {
    skip_blanks();
    if (!parse_marker_value()) return false;
    skip_blanks();
    if (!parse_marker_op()) return false;
    skip_blanks();
    if (!parse_marker_value()) return false;
    skip_blanks();
    return true;
  }

  // marker_var = VARIABLE | QUOTED_STRING
  bool parse_marker_value() {
    if (auto end = match_marker_variable(text_, pos_)) {
      pos_ = *end;
      return true;
    }
    if (!at('\'') && !at('"')) {
      return fail("a marker variable (python_version, sys_platform, platform_machine, extra, ...) or a quoted string");
    }
    const std::size_t close = text_.find(text_[pos_], pos_ + 1);
    if (close == std::string_view::npos) return fail("a quoted string with its closing quote");
    if (auto why = quoted_string_error(text_.substr(pos_, close + 1 - pos_))) {
      return fail(fmt::format("a valid Python string literal, not one with {}", *why));
    }
    pos_ = close + 1;
    return true;
  }

  // marker_op = 'in' | 'not' WS 'in' | OP
  bool parse_marker_op() {
    if (keyword_at("in")) {
      pos_ += 2;
      return true;
    }
    if (keyword_at("not")) {
      pos_ += 3;
      const std::size_t blanks = blank_run_at(text_, pos_);
      if (blanks == 0) return fail("a blank after 'not'");
      pos_ += blanks;
      if (!keyword_at("in")) return fail("'in' after 'not'");
      pos_ += 2;
      return true;
    }
    for (std::string_view op : {"===", "==", "~=", "!=", "<=", ">=", "<", ">"}) {
      if (text_.substr(pos_, op.size()) == op) {
        pos_ += op.size();
        return true;
      }
    }
    return fail("a marker operator (<, <=, ==, !=, >=, >, ~=, ===, in, not in)");
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  Error error_;
};

}  // namespace

Expected<Requirement> parse_requirement(std::string_view text) { return RequirementParser(text).parse(); }

std::string normalize_python_name(std::string_view name) {
  std::string normalized;
  normalized.reserve(name.size());
  for (char c : name) {
    if (c == '-' || c == '_' || c == '.') {
      if (normalized.empty() || normalized.back() != '-') normalized += '-';
    } else {
      normalized += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
  }
  return normalized;
}

}  // namespace cudacompat::requirements
