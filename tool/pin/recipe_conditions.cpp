#include "pin/recipe_conditions.h"

#include <cctype>

#include "knowledge/version.h"

namespace cudacompat::pins {
namespace {

constexpr const char* kTrue = "\001true";  // booleans, kept apart from any string a recipe writes
constexpr const char* kFalse = "\001false";
constexpr const char* kNone = "\001none";  // Python's None: falsy, equal to nothing but itself

// A recursive-descent reader of one expression; any construct it does not know makes the whole
// answer unknown (nullopt), never a guess.
class Evaluator {
 public:
  Evaluator(std::string_view text, const std::map<std::string, std::string>& variables)
      : text_(text), variables_(variables) {}

  std::optional<bool> run() {
    std::optional<std::string> value = disjunction();
    skip_blanks();
    if (failed_ || at_ < text_.size() || !value) return std::nullopt;
    return truth(*value);
  }

 private:
  using Value = std::optional<std::string>;  // nullopt: unknown

  static std::optional<bool> truth(const std::string& value) {
    if (value == kTrue) return true;
    if (value == kFalse || value == kNone) return false;
    if (value.empty() || value == "0") return false;
    return true;
  }
  static Value boolean(std::optional<bool> b) { return b ? Value(*b ? kTrue : kFalse) : std::nullopt; }

  Value disjunction() { return operand_chain("or", true, &Evaluator::conjunction); }
  Value conjunction() { return operand_chain("and", false, &Evaluator::negation); }

  // Python's `a or b` and `a and b` give an operand, not a boolean: `(cuda_compiler_version or "")`
  // is the version, or "" where it is None. `decides` is the truth of a left operand that decides
  // alone (true for `or`, false for `and`); an unknown one (None) decides with a right that has it.
  Value operand_chain(std::string_view op, bool decides, Value (Evaluator::*operand)()) {
    Value left = (this->*operand)();
    while (keyword(op)) {
      Value right = (this->*operand)();
      std::optional<bool> a = left ? truth(*left) : std::nullopt;
      if (a == decides) continue;  // left stays
      left = a == !decides ? right : (right && truth(*right) == decides) ? boolean(decides) : std::nullopt;
    }
    return left;
  }

  Value negation() {
    if (keyword("not")) {
      Value value = negation();
      return value ? boolean(!*truth(*value)) : std::nullopt;
    }
    return comparison();
  }

  Value comparison() {
    Value left = primary();
    skip_blanks();
    // `x in ("10.2", "11.0")`, `x not in (...)`: membership in a tuple or list of values.
    const std::size_t before = at_;
    const bool negated = keyword("not");
    if (keyword("in")) {
      skip_blanks();
      if (at_ < text_.size() && text_[at_] != '(' && text_[at_] != '[') {
        // `'linux' in sys_platform` (PEP 508): a substring of a string.
        Value haystack = primary();
        if (!left || !haystack || haystack->starts_with('\001')) return std::nullopt;
        return boolean((haystack->find(*left) != std::string::npos) != negated);
      }
      std::optional<std::vector<Value>> items = sequence();
      if (!items || !left) return std::nullopt;
      bool unknown = false, found = false;
      for (const Value& item : *items) {
        if (!item)
          unknown = true;
        else if (compare(*left, *item, "==") == true)
          found = true;
      }
      if (!found && unknown) return std::nullopt;
      return boolean(found != negated);
    }
    at_ = before;
    for (std::string_view op : {"==", "!=", ">=", "<=", ">", "<"}) {
      if (text_.substr(at_, op.size()) != op) continue;
      at_ += op.size();
      Value right = primary();
      if (!left || !right) return std::nullopt;
      return boolean(compare(*left, *right, op));
    }
    return left;
  }

  static std::optional<bool> compare(const std::string& a, const std::string& b, std::string_view op) {
    auto va = Version::parse(a), vb = Version::parse(b);
    int order;
    if (va && vb) {
      order = *va < *vb ? -1 : *vb < *va ? 1 : 0;
    } else {
      if (op != "==" && op != "!=") return std::nullopt;  // ordering of words: not ours to guess
      order = a == b ? 0 : 1;
    }
    if (op == "==") return order == 0;
    if (op == "!=") return order != 0;
    if (op == ">=") return order >= 0;
    if (op == "<=") return order <= 0;
    if (op == ">") return order > 0;
    return order < 0;
  }

  // `( value, ... )` or `[ value, ... ]`, or nullopt (failed) when the text is not one.
  std::optional<std::vector<Value>> sequence() {
    skip_blanks();
    if (at_ >= text_.size() || (text_[at_] != '(' && text_[at_] != '[')) {
      fail();
      return std::nullopt;
    }
    const char close = text_[at_] == '(' ? ')' : ']';
    ++at_;
    std::vector<Value> items;
    skip_blanks();
    while (at_ < text_.size() && text_[at_] != close) {
      items.push_back(single());
      skip_blanks();
      if (at_ < text_.size() && text_[at_] == ',') ++at_;
      skip_blanks();
      if (failed_) return std::nullopt;
    }
    if (at_ >= text_.size()) {
      fail();
      return std::nullopt;
    }
    ++at_;
    return items;
  }

  // A value and its string methods: `.startswith("12")`, `.endswith(...)` (any other call is unknown).
  Value primary() {
    Value value = single();
    skip_blanks();
    while (!failed_ && at_ < text_.size() && text_[at_] == '.') {
      ++at_;
      const std::size_t start = at_;
      while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) ++at_;
      const std::string_view method = text_.substr(start, at_ - start);
      skip_blanks();
      if (at_ >= text_.size() || text_[at_] != '(') return fail();
      ++at_;
      Value argument = disjunction();
      skip_blanks();
      if (at_ >= text_.size() || text_[at_] != ')') return fail();
      ++at_;
      if ((method != "startswith" && method != "endswith") || !value || !argument || value->starts_with('\001'))
        value.reset();
      else if (method == "startswith")
        value = boolean(value->starts_with(*argument));
      else
        value = boolean(value->ends_with(*argument));
      skip_blanks();
    }
    return value;
  }

  Value single() {
    skip_blanks();
    if (at_ >= text_.size()) return fail();
    const char c = text_[at_];
    if (c == '(') {
      ++at_;
      Value value = disjunction();
      skip_blanks();
      if (at_ >= text_.size() || text_[at_] != ')') return fail();
      ++at_;
      return value;
    }
    if (c == '\'' || c == '"') {
      const std::size_t end = text_.find(c, at_ + 1);
      if (end == std::string_view::npos) return fail();
      std::string value(text_.substr(at_ + 1, end - at_ - 1));
      at_ = end + 1;
      return filters(value);
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      const std::size_t start = at_;
      while (at_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[at_])) || text_[at_] == '.')) ++at_;
      return filters(std::string(text_.substr(start, at_ - start)));
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      const std::size_t start = at_;
      while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) ++at_;
      const std::string name(text_.substr(start, at_ - start));
      skip_blanks();
      if (at_ < text_.size() && text_[at_] == '(') return call();
      if (at_ < text_.size() && text_[at_] == '[') return fail();
      Value value;
      if (name == "None" || name == "none" || name == "undefined")
        value = kNone;
      else if (name == "True" || name == "true")
        value = kTrue;
      else if (name == "False" || name == "false")
        value = kFalse;
      else if (auto found = variables_.find(name); found != variables_.end())
        value = found->second;
      return filters(value);
    }
    return fail();
  }

  // A call (`compiler("cuda")`, rattler-build's `match(cuda_compiler_version, ">=12")`): its
  // arguments are read, its value is unknown. Unknown is not a failure: `and`/`or` still give an
  // answer when another operand decides it (`compiler("cuda").startswith("nvcc") and
  // cuda_compiler_version == "11.8"` is false at 12.4, whatever the compiler).
  Value call() {
    ++at_;  // '('
    skip_blanks();
    while (!failed_ && at_ < text_.size() && text_[at_] != ')') {
      disjunction();
      skip_blanks();
      if (at_ < text_.size() && text_[at_] == ',') ++at_;
      skip_blanks();
    }
    if (failed_ || at_ >= text_.size()) return fail();
    ++at_;  // ')'
    return std::nullopt;
  }

  // `value|int`, `value|float`, `value|string`: the same text; any other filter is unknown.
  Value filters(Value value) {
    skip_blanks();
    while (at_ < text_.size() && text_[at_] == '|') {
      ++at_;
      skip_blanks();
      const std::size_t start = at_;
      while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) ++at_;
      const std::string_view filter = text_.substr(start, at_ - start);
      if (filter != "int" && filter != "float" && filter != "string") value.reset();
      skip_blanks();
    }
    return value;
  }

  bool keyword(std::string_view word) {
    skip_blanks();
    if (text_.substr(at_, word.size()) != word) return false;
    const std::size_t after = at_ + word.size();
    if (after < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[after])) || text_[after] == '_'))
      return false;
    at_ = after;
    return true;
  }

  void skip_blanks() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }

  Value fail() {
    failed_ = true;
    return std::nullopt;
  }

  std::string_view text_;
  const std::map<std::string, std::string>& variables_;
  std::size_t at_ = 0;
  bool failed_ = false;
};

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace

std::optional<bool> evaluate_condition(std::string_view expression,
                                       const std::map<std::string, std::string>& variables) {
  return Evaluator(expression, variables).run();
}

namespace {

// Each bare-variable expression replaced by its value; an expression `variables` cannot answer
// (unknown, a boolean, not a bare name) is kept as written with `keep_unknown`, else ends it.
std::optional<std::string> substitute(std::string_view text, const std::map<std::string, std::string>& variables,
                                      bool keep_unknown) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find("{{", at);
    if (open == std::string_view::npos) {
      out += text.substr(at);
      break;
    }
    const std::size_t close = text.find("}}", open + 2);
    if (close == std::string_view::npos) {
      if (!keep_unknown) return std::nullopt;
      out += text.substr(at);
      break;
    }
    std::size_t start = open;
    if (start > at && text[start - 1] == '$') --start;  // rattler-build's ${{ ... }}
    out += text.substr(at, start - at);
    auto value = variables.find(std::string(trimmed(text.substr(open + 2, close - open - 2))));
    if (value == variables.end() || value->second.starts_with('\001')) {  // unknown, or a boolean
      if (!keep_unknown) return std::nullopt;
      out += text.substr(start, close + 2 - start);
    } else {
      out += value->second;
    }
    at = close + 2;
  }
  return out;
}

}  // namespace

std::optional<std::string> substitute_variables(std::string_view text,
                                                const std::map<std::string, std::string>& variables) {
  return substitute(text, variables, false);
}

std::string substitute_known_variables(std::string_view text, const std::map<std::string, std::string>& variables) {
  return *substitute(text, variables, true);
}

std::map<std::string, std::string> meta_yaml_literal_settings(std::string_view text) {
  const std::vector<std::vector<std::string>> conditions = meta_yaml_line_conditions(text);
  std::map<std::string, int> times_set;
  std::map<std::string, std::string> literal;
  std::size_t line = 0;
  for (std::size_t start = 0; start <= text.size(); ++line) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view row = text.substr(start, end - start);
    start = end + 1;
    // Each `{% set NAME = VALUE %}` statement of the line (scanned, not matched with std::regex,
    // whose backtracking recurses once per character of an untrusted line).
    for (std::size_t at = row.find("{%"); at != std::string_view::npos; at = row.find("{%", at + 2)) {
      const std::size_t close = row.find("%}", at + 2);
      if (close == std::string_view::npos) break;
      std::string_view statement = trimmed(row.substr(at + 2, close - at - 2));
      if (statement.starts_with('-')) statement = trimmed(statement.substr(1));
      if (statement.ends_with('-')) statement = trimmed(statement.substr(0, statement.size() - 1));
      if (!statement.starts_with("set") || statement.size() < 4 ||
          !std::isspace(static_cast<unsigned char>(statement[3])))
        continue;
      const std::size_t equals = statement.find('=');
      if (equals == std::string_view::npos) continue;
      const std::string name(trimmed(statement.substr(3, equals - 3)));
      const std::string_view value = trimmed(statement.substr(equals + 1));
      if (name.empty()) continue;
      ++times_set[name];
      const bool quoted = value.size() >= 2 && (value.front() == '"' || value.front() == '\'') &&
                          value.back() == value.front() &&
                          value.substr(1, value.size() - 2).find(value.front()) == std::string_view::npos;
      if (quoted && line < conditions.size() && conditions[line].empty())
        literal[name] = std::string(value.substr(1, value.size() - 2));
    }
  }
  std::map<std::string, std::string> settings;
  for (const auto& [name, value] : literal)
    if (times_set[name] == 1) settings[name] = value;
  return settings;
}

std::optional<bool> marker_applies_on_linux(std::string_view marker) {
  static const std::map<std::string, std::string> kLinux = {
      {"sys_platform", "linux"}, {"platform_system", "Linux"},       {"platform_machine", "x86_64"},
      {"os_name", "posix"},      {"implementation_name", "cpython"}, {"platform_python_implementation", "CPython"}};
  return evaluate_condition(marker, kLinux);
}

std::map<std::string, std::string> variant_variables(int major, int minor) {
  const std::string version = std::to_string(major) + "." + std::to_string(minor);
  std::map<std::string, std::string> variables = {
      {"cuda_version", version},
      {"cuda_compiler_version", version},
      {"cuda_major", std::to_string(major)},
      {"cuda_minor", std::to_string(minor)},
      // conda-forge's compiler variant: nvcc up to CUDA 11, cuda-nvcc since 12
      {"cuda_compiler", major >= 12 ? "cuda-nvcc" : "nvcc"},
      {"build_platform", "linux-64"},
      {"host_platform", "linux-64"},
      {"target_platform", "linux-64"}};
  for (const char* yes : {"linux", "linux64", "unix", "x86_64", "x86"}) variables[yes] = kTrue;
  for (const char* no : {"win", "win64", "win32", "osx", "arm64", "aarch64", "ppc64le", "s390x", "linux32"})
    variables[no] = kFalse;
  return variables;
}

std::vector<std::vector<std::string>> meta_yaml_line_conditions(std::string_view text) {
  struct Block {
    std::vector<std::string> branches;  // the `if` and `elif` conditions so far
    bool in_else = false;
  };
  std::vector<Block> open;
  std::vector<std::vector<std::string>> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    // The blocks around the line, as they stand at its start.
    std::vector<std::string> conditions;
    for (const Block& block : open) {
      for (std::size_t i = 0; i + 1 < block.branches.size(); ++i)
        conditions.push_back("not (" + block.branches[i] + ")");
      conditions.push_back(block.in_else ? "not (" + block.branches.back() + ")" : block.branches.back());
    }
    // Its own selector: `# [expr]` at the end.
    if (std::size_t hash = line.rfind("# ["); hash != std::string_view::npos) {
      std::string_view selector = trimmed(line.substr(hash + 3));
      if (!selector.empty() && selector.back() == ']')
        conditions.emplace_back(trimmed(selector.substr(0, selector.size() - 1)));
    }
    lines.push_back(std::move(conditions));
    // The statements on the line change what the following lines are under.
    for (std::size_t at = line.find("{%"); at != std::string_view::npos; at = line.find("{%", at + 2)) {
      const std::size_t close = line.find("%}", at + 2);
      if (close == std::string_view::npos) break;
      std::string_view statement = trimmed(line.substr(at + 2, close - at - 2));
      if (!statement.empty() && statement.front() == '-') statement = trimmed(statement.substr(1));
      if (!statement.empty() && statement.back() == '-') statement = trimmed(statement.substr(0, statement.size() - 1));
      auto word = [&](std::string_view keyword) {
        return statement.substr(0, keyword.size()) == keyword &&
               (statement.size() == keyword.size() ||
                std::isspace(static_cast<unsigned char>(statement[keyword.size()])));
      };
      if (word("if")) {
        open.push_back({{std::string(trimmed(statement.substr(2)))}, false});
      } else if (word("elif") && !open.empty()) {
        open.back().branches.emplace_back(trimmed(statement.substr(4)));
      } else if (word("else") && !open.empty()) {
        open.back().in_else = true;
      } else if (word("endif") && !open.empty()) {
        open.pop_back();
      }
    }
    start = end + 1;
  }
  return lines;
}

}  // namespace cudacompat::pins
