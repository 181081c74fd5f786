#include "migrate/tokens.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <optional>
#include <utility>

#include "migrate/diagnostic_codes.h"

namespace cudacompat::migrate {
namespace {

using Macros = std::map<std::string, long long, std::less<>>;

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }

// The identifier `text` starts with ("" for none): a directive's macro name.
std::string_view leading_identifier(std::string_view text) {
  std::size_t k = 0;
  while (k < text.size() && ident_char(text[k])) ++k;
  return text.substr(0, k);
}

// ------------------------------------------------------------------ #if expressions
// A recursive-descent evaluator of C preprocessor conditions over three values: a number, or
// unknown (a name the target does not define for sure). `0 && x` and `1 || x` are decided whatever x.
struct Value {
  std::optional<long long> number;
  static Value unknown() { return {}; }
  static Value of(long long v) { return {v}; }
};

class ConditionParser {
 public:
  ConditionParser(std::string_view text, const Macros& macros, const Macros& local,
                  const std::set<std::string, std::less<>>& undefined,
                  const std::set<std::string, std::less<>>& defined_here, const ExternalMacros* external = nullptr,
                  std::set<std::string, std::less<>>* unknown = nullptr, bool unknown_is_undefined = false)
      : text_(text),
        macros_(macros),
        local_(local),
        undefined_(undefined),
        defined_here_(defined_here),
        external_(external),
        unknown_(unknown),
        unknown_is_undefined_(unknown_is_undefined) {}

  Value parse() {
    Value v = ternary();
    skip_space();
    if (pos_ < text_.size()) return Value::unknown();  // trailing text we do not understand
    return v;
  }

 private:
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool eat(std::string_view op) {
    skip_space();
    if (text_.substr(pos_, op.size()) != op) return false;
    // `&` must not eat `&&`, `|` not `||`, `<` not `<=`/`<<`, `>` not `>=`/`>>`, `!` not `!=`
    if (op.size() == 1 && pos_ + 1 < text_.size()) {
      const char next = text_[pos_ + 1];
      if ((op == "&" && next == '&') || (op == "|" && next == '|') || (op == "<" && (next == '=' || next == '<')) ||
          (op == ">" && (next == '=' || next == '>')) || (op == "!" && next == '=') || (op == "=" && next == '='))
        return false;
    }
    pos_ += op.size();
    return true;
  }
  std::string_view identifier() {
    skip_space();
    std::size_t start = pos_;
    if (pos_ < text_.size() && ident_start(text_[pos_])) {
      while (pos_ < text_.size() && ident_char(text_[pos_])) ++pos_;
    }
    return text_.substr(start, pos_ - start);
  }
  Value lookup(std::string_view name) const {
    if (undefined_.contains(name)) return Value::of(0);
    if (auto it = local_.find(name); it != local_.end()) return Value::of(it->second);
    if (auto it = macros_.find(name); it != macros_.end()) return Value::of(it->second);
    if (external_)
      if (auto it = external_->values.find(name); it != external_->values.end()) return Value::of(it->second);
    if (name == "true") return Value::of(1);
    if (name == "false") return Value::of(0);
    if (unknown_) unknown_->emplace(name);
    return unknown_is_undefined_ ? Value::of(0) : Value::unknown();
  }
  Value defined(std::string_view name) const {
    if (undefined_.contains(name)) return Value::of(0);
    if (local_.contains(name) || macros_.contains(name) || defined_here_.contains(name)) return Value::of(1);
    if (external_ && external_->defined.contains(name)) return Value::of(1);
    if (unknown_) unknown_->emplace(name);
    return unknown_is_undefined_ ? Value::of(0) : Value::unknown();
  }

  Value ternary() {
    Value c = logical_or();
    if (!eat("?")) return c;
    Value a = ternary();
    if (!eat(":")) return Value::unknown();
    Value b = ternary();
    if (!c.number) return (a.number && b.number && *a.number == *b.number) ? a : Value::unknown();
    return *c.number ? a : b;
  }
  Value logical_or() {
    return short_circuit("||", true, [this] { return logical_and(); });
  }
  Value logical_and() {
    return short_circuit("&&", false, [this] { return binary(0); });
  }
  // `||` (decisive: true) and `&&` (decisive: false) over values that may be unknown: a side known
  // to be `decisive` decides whatever the other is; two known sides that do not give the other
  // answer; anything else is unknown.
  template <typename Operand>
  Value short_circuit(std::string_view op, bool decisive, Operand operand) {
    const auto decides = [decisive](const Value& v) { return v.number && (*v.number != 0) == decisive; };
    Value a = operand();
    while (eat(op)) {
      Value b = operand();
      if (decides(a) || decides(b))
        a = Value::of(decisive ? 1 : 0);
      else if (a.number && b.number)
        a = Value::of(decisive ? 0 : 1);
      else
        a = Value::unknown();
    }
    return a;
  }
  // Binary operators by level: | ^ & (== !=) (< <= > >=) (<< >>) (+ -) (* / %)
  Value binary(int level) {
    static const std::vector<std::vector<std::string_view>> levels = {
        {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"}};
    if (level == static_cast<int>(levels.size())) return unary();
    Value a = binary(level + 1);
    for (;;) {
      std::string_view op;
      for (std::string_view candidate : levels[level]) {
        if (eat(candidate)) {
          op = candidate;
          break;
        }
      }
      if (op.empty()) return a;
      Value b = binary(level + 1);
      if (!a.number || !b.number) {
        a = Value::unknown();
        continue;
      }
      const long long x = *a.number, y = *b.number;
      long long r = 0;
      if (op == "|")
        r = x | y;
      else if (op == "^")
        r = x ^ y;
      else if (op == "&")
        r = x & y;
      else if (op == "==")
        r = x == y;
      else if (op == "!=")
        r = x != y;
      else if (op == "<")
        r = x < y;
      else if (op == "<=")
        r = x <= y;
      else if (op == ">")
        r = x > y;
      else if (op == ">=")
        r = x >= y;
      else if (op == "<<")
        r = (y >= 0 && y < 63) ? x << y : 0;
      else if (op == ">>")
        r = (y >= 0 && y < 63) ? x >> y : 0;
      else if (op == "+")
        r = static_cast<long long>(static_cast<unsigned long long>(x) + static_cast<unsigned long long>(y));
      else if (op == "-")
        r = static_cast<long long>(static_cast<unsigned long long>(x) - static_cast<unsigned long long>(y));
      else if (op == "*")
        r = static_cast<long long>(static_cast<unsigned long long>(x) * static_cast<unsigned long long>(y));
      else if (op == "/" || op == "%") {
        if (y == 0 || (x == LLONG_MIN && y == -1)) {
          a = Value::unknown();
          continue;
        }
        r = op == "/" ? x / y : x % y;
      }
      a = Value::of(r);
    }
  }
  Value unary() {
    if (eat("!")) {
      Value v = unary();
      return v.number ? Value::of(!*v.number) : v;
    }
    if (eat("-")) {
      Value v = unary();
      return v.number && *v.number != LLONG_MIN ? Value::of(-*v.number) : Value::unknown();
    }
    if (eat("+")) return unary();
    if (eat("~")) {
      Value v = unary();
      return v.number ? Value::of(~*v.number) : v;
    }
    return primary();
  }
  Value primary() {
    if (++depth_ > 200) return Value::unknown();  // nesting deeper than any real header: give up, keep the branch
    struct Leave {
      int& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    skip_space();
    if (eat("(")) {
      Value v = ternary();
      if (!eat(")")) return Value::unknown();
      return v;
    }
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) return number();
    if (pos_ < text_.size() && text_[pos_] == '\'') {  // a character literal: rare, its value rarely matters
      while (++pos_ < text_.size() && text_[pos_] != '\'') {
      }
      ++pos_;
      return Value::unknown();
    }
    std::string_view name = identifier();
    if (name.empty()) {
      pos_ = text_.size();
      return Value::unknown();
    }
    if (name == "defined") {
      const bool parenthesised = eat("(");
      std::string_view macro = identifier();
      if (parenthesised && !eat(")")) return Value::unknown();
      return defined(macro);
    }
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '(') return call(name);
    return lookup(name);
  }
  // Function-like macros whose meaning is known: the toolkit-version tests of CCCL and cudacompat.
  Value call(std::string_view name) {
    eat("(");
    std::vector<Value> args;
    if (!eat(")")) {
      do args.push_back(ternary());
      while (eat(","));
      if (!eat(")")) return Value::unknown();
    }
    const bool version_test = name == "CUDACOMPAT_CTK_AT_LEAST" || name == "CUDACOMPAT_CTK_BELOW" ||
                              name == "_CCCL_CTK_AT_LEAST" || name == "_CCCL_CTK_BELOW";
    if (!version_test || args.size() != 2 || !args[0].number || !args[1].number) return Value::unknown();
    Value version = lookup("CUDART_VERSION");
    if (!version.number) return Value::unknown();
    const long long wanted = *args[0].number * 1000 + *args[1].number * 10;
    const bool at_least = *version.number >= wanted;
    return Value::of(name.ends_with("AT_LEAST") ? at_least : !at_least);
  }
  Value number() {
    std::size_t start = pos_;
    while (pos_ < text_.size() && (ident_char(text_[pos_]) || text_[pos_] == '\'')) ++pos_;
    std::string digits;
    for (char c : text_.substr(start, pos_ - start))
      if (c != '\'') digits += c;
    while (!digits.empty() &&
           (digits.back() == 'u' || digits.back() == 'U' || digits.back() == 'l' || digits.back() == 'L'))
      digits.pop_back();
    try {
      std::size_t used = 0;
      int base = 10;
      std::string body = digits;
      if (body.size() > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) {
        base = 16;
        body = body.substr(2);
      } else if (body.size() > 2 && body[0] == '0' && (body[1] == 'b' || body[1] == 'B')) {
        base = 2;
        body = body.substr(2);
      } else if (body.size() > 1 && body[0] == '0') {
        base = 8;
      }
      long long v = std::stoll(body, &used, base);
      if (used != body.size()) return Value::unknown();
      return Value::of(v);
    } catch (...) {
      return Value::unknown();
    }
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  const Macros& macros_;
  const Macros& local_;
  const std::set<std::string, std::less<>>& undefined_;
  const std::set<std::string, std::less<>>& defined_here_;
  const ExternalMacros* external_;
  std::set<std::string, std::less<>>* unknown_;  // collects the names that left a value unknown
  bool unknown_is_undefined_;                    // what a build that defines none of them sees
};

Truth truth_of(Value v) {
  if (!v.number) return Truth::kUnknown;
  return *v.number ? Truth::kTrue : Truth::kFalse;
}

// ------------------------------------------------------------------ the tokenizer

enum class Taken { kNo, kMaybe, kYes };
struct Conditional {
  bool enclosing_active;
  bool active;
  Taken taken;
  int line;
  std::string guard;  // `#ifndef NAME`: an include guard when NAME is #defined next
  // The branch a build that defines none of the undecided macros takes has been seen; `seen`: the
  // undecided macros of the branches so far; `depends`: those the current branch needs defined
  // (empty where it is the default branch).
  bool default_taken = false;
  std::vector<std::string> seen;
  std::vector<std::string> depends;
  // The host compiler's view (no nvcc macros): a branch it takes has been seen; the current branch
  // is one only nvcc compiles.
  bool host_taken = false;
  bool cuda_only = false;
};

// What nvcc defines and a host compiler compiling a .cpp unit does not.
const std::set<std::string, std::less<>>& nvcc_only_macros() {
  static const std::set<std::string, std::less<>> names = {
      "__CUDACC__",    "__NVCC__",       "__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__",
      "__CUDA_ARCH__", "__CUDACC_RDC__", "__CUDACC_EWP__",       "__CUDACC_RTC__",       "__CUDA_ARCH_LIST__"};
  return names;
}

// Names a compiler or platform defines (reserved: _NAME, __NAME) or a build defines by convention:
// a branch on them is not "code that depends on a macro nothing defines".
bool platform_macro(std::string_view name) {
  static const std::set<std::string_view> conventional = {"WIN32", "WIN64", "NDEBUG", "linux", "unix", "DEBUG"};
  return name.starts_with("_") || conventional.contains(name);
}

class Tokenizer {
 public:
  Tokenizer(std::string_view text, const Macros& macros, const ExternalMacros* external)
      : text_(text), macros_(macros), external_(external) {}

  Tokenized run() {
    bool line_start = true;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '\n') {
        newline();
        line_start = true;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++pos_;
        continue;
      }
      if (c == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '\n' || text_[pos_ + 1] == '\r')) {
        ++pos_;
        continue;
      }
      if (skip_comment() != Comment::kNone) continue;
      if (c == '#' && line_start) {
        directive();
        line_start = true;
        continue;
      }
      line_start = false;
      token();
    }
    for (const Conditional& open : stack_)
      problem(codes::kUnbalancedConditional, open.line, "#if at line " + std::to_string(open.line) + " has no #endif");
    out_.defined_values = local_;
    out_.lines = (line_ - 1) + (text_.empty() || text_.back() == '\n' ? 0 : 1);
    return std::move(out_);
  }

 private:
  char peek(std::size_t ahead) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
  bool active() const { return stack_.empty() || stack_.back().active; }
  void newline() {
    ++pos_;
    ++line_;
    line_begin_ = pos_;
  }
  void skip_line_comment() {
    while (pos_ < text_.size() && text_[pos_] != '\n') {
      if (text_[pos_] == '\\' && peek(1) == '\n') {  // a continued // comment continues on the next line
        ++pos_;
        newline();
        continue;
      }
      ++pos_;
    }
  }
  enum class Comment { kNone, kLine, kBlock };
  // The comment that starts at pos_, skipped; kNone (nothing skipped) where none starts there.
  Comment skip_comment() {
    if (text_[pos_] != '/') return Comment::kNone;
    if (peek(1) == '/') {
      skip_line_comment();
      return Comment::kLine;
    }
    if (peek(1) == '*') {
      skip_block_comment();
      return Comment::kBlock;
    }
    return Comment::kNone;
  }
  // A backslash-newline (or backslash-CR-LF) at pos_, skipped: the line goes on on the next one.
  bool skip_continuation() {
    if (text_[pos_] != '\\' || !(peek(1) == '\n' || (peek(1) == '\r' && peek(2) == '\n'))) return false;
    pos_ += peek(1) == '\r' ? 2 : 1;
    newline();
    return true;
  }
  void skip_block_comment() {
    const int start_line = line_;
    pos_ += 2;
    while (pos_ < text_.size() && !(text_[pos_] == '*' && peek(1) == '/')) {
      if (text_[pos_] == '\n')
        newline();
      else
        ++pos_;
    }
    if (pos_ >= text_.size()) {
      problem(codes::kUnterminatedComment, start_line,
              "the comment opened at line " + std::to_string(start_line) + " is never closed");
      return;
    }
    pos_ += 2;
  }
  void push(TokenKind kind, std::size_t start) {
    if (!active()) return;
    target_->push_back(Token{kind, text_.substr(start, pos_ - start), start, line_,
                             static_cast<int>(start - line_begin_) + 1, condition_});
  }
  void quoted(char quote) {
    ++pos_;
    while (pos_ < text_.size() && text_[pos_] != quote && text_[pos_] != '\n') {
      if (text_[pos_] == '\\' && pos_ + 1 < text_.size()) {
        if (text_[pos_ + 1] == '\n') {
          ++pos_;
          newline();
          continue;
        }
        ++pos_;
      }
      ++pos_;
    }
    if (pos_ < text_.size() && text_[pos_] == quote) ++pos_;
  }
  // R"delim( ... )delim"
  void raw_string() {
    std::size_t open = text_.find('(', pos_);
    if (open == std::string_view::npos || open - pos_ > 17) {
      quoted('"');
      return;
    }
    std::string close = ")" + std::string(text_.substr(pos_ + 1, open - pos_ - 1)) + "\"";
    std::size_t end = text_.find(close, open);
    end = end == std::string_view::npos ? text_.size() : end + close.size();
    for (; pos_ < end; ++pos_)
      if (text_[pos_] == '\n') {
        ++line_;
        line_begin_ = pos_ + 1;
      }
  }
  void token() {
    const std::size_t start = pos_;
    const char c = text_[pos_];
    if (ident_start(c)) {
      while (pos_ < text_.size() && ident_char(text_[pos_])) ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '"' || text_[pos_] == '\'')) {  // u8"..", L'x', R"(..)"
        std::string_view prefix = text_.substr(start, pos_ - start);
        if (prefix == "R" || prefix == "u8R" || prefix == "uR" || prefix == "UR" || prefix == "LR") {
          if (text_[pos_] == '"') {
            raw_string();
            push(TokenKind::kString, start);
            return;
          }
        } else if (prefix == "u8" || prefix == "u" || prefix == "U" || prefix == "L") {
          quoted(text_[pos_]);
          push(TokenKind::kString, start);
          return;
        }
      }
      push(TokenKind::kIdentifier, start);
      return;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && std::isdigit(static_cast<unsigned char>(peek(1))))) {
      while (pos_ < text_.size()) {
        const char d = text_[pos_];
        if ((d == '+' || d == '-') && pos_ > start &&
            (text_[pos_ - 1] == 'e' || text_[pos_ - 1] == 'E' || text_[pos_ - 1] == 'p' || text_[pos_ - 1] == 'P')) {
          ++pos_;
          continue;
        }
        if (!(ident_char(d) || d == '.' || (d == '\'' && ident_char(peek(1))))) break;
        ++pos_;
      }
      push(TokenKind::kNumber, start);
      return;
    }
    if (c == '"' || c == '\'') {
      quoted(c);
      push(TokenKind::kString, start);
      return;
    }
    static constexpr std::string_view two[] = {
        "::", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "|=", "&=", "^=", "%=", "++", "--"};
    for (std::string_view op : two) {
      if (text_.substr(pos_, 2) == op) {
        pos_ += 2;
        push(TokenKind::kPunct, start);
        return;
      }
    }
    ++pos_;
    push(TokenKind::kPunct, start);
  }

  // One logical line (continuations joined), comments removed.
  std::string logical_line() {
    std::string line;
    while (pos_ < text_.size() && text_[pos_] != '\n') {
      const Comment comment = skip_comment();
      if (comment == Comment::kLine) break;
      if (comment == Comment::kBlock || skip_continuation())
        line += ' ';  // a comment, and a continued line's break, each read as a space
      else
        line += text_[pos_++];
    }
    return line;
  }

  // The replacement list of the #define whose name ends at `from`, lexed as code into
  // out_.macro_body_tokens: a removed name in a macro's body breaks every use of the macro (the
  // compiler reports it where the macro is used, once per use).
  void lex_macro_body(std::size_t from, std::size_t end, int line, std::size_t line_begin) {
    const std::size_t saved_pos = pos_, saved_line_begin = line_begin_;
    const int saved_line = line_;
    pos_ = from;
    line_ = line;
    line_begin_ = line_begin;
    target_ = &out_.macro_body_tokens;
    while (pos_ < end && text_[pos_] != '\n') {
      const Comment comment = skip_comment();
      if (comment == Comment::kLine) break;  // the body ends where a // comment starts
      if (comment == Comment::kBlock || skip_continuation()) continue;
      if (std::isspace(static_cast<unsigned char>(text_[pos_])))
        ++pos_;
      else
        token();
    }
    target_ = &out_.tokens;
    pos_ = saved_pos;
    line_ = saved_line;
    line_begin_ = saved_line_begin;
  }

  // One preprocessor directive, from its '#': the conditionals kept on stack_, and what an active
  // #include, #define or #undef says.
  void directive() {
    const int line = line_;
    const std::size_t line_begin = line_begin_;
    directive_at_ = pos_;
    ++pos_;  // '#'
    std::string body = logical_line();
    std::string_view rest(body);
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.front()))) rest.remove_prefix(1);
    std::size_t n = 0;
    while (n < rest.size() && ident_char(rest[n])) ++n;
    const std::string_view keyword = rest.substr(0, n);
    std::string_view argument = rest.substr(n);
    while (!argument.empty() && std::isspace(static_cast<unsigned char>(argument.front()))) argument.remove_prefix(1);
    if (keyword == "if" || keyword == "ifdef" || keyword == "ifndef") {
      open_conditional(keyword, argument, line);
    } else if (keyword == "elif" || keyword == "elifdef" || keyword == "elifndef") {
      next_branch(keyword, argument, line);
    } else if (keyword == "else") {
      else_branch(line);
    } else if (keyword == "endif") {
      close_conditional(line);
    } else if (keyword == "include" && active()) {
      include(argument, line);
    } else if (keyword == "define" && active()) {
      define(argument, line, line_begin);
    } else if (keyword == "undef" && active()) {
      undef(argument);
    }
  }
  // #if, #ifdef, #ifndef: a branch opened, taken, not taken or undecided.
  void open_conditional(std::string_view keyword, std::string_view argument, int line) {
    const bool enclosing = active();
    Truth t = Truth::kFalse;
    std::set<std::string, std::less<>> unknown;
    bool by_default = false;  // taken where none of the undecided macros is defined
    if (enclosing) {
      if (keyword == "if") {
        t = evaluate(argument, &unknown);
        by_default = t == Truth::kUnknown && evaluate_by_default(argument);
      } else {
        Value d = lookup_defined(leading_identifier(argument));
        t = truth_of(d);
        if (t == Truth::kUnknown) unknown.emplace(leading_identifier(argument));
        by_default = keyword == "ifndef";
        if (keyword == "ifndef" && t != Truth::kUnknown) t = t == Truth::kTrue ? Truth::kFalse : Truth::kTrue;
      }
    }
    const Truth host = enclosing ? host_truth(keyword, argument) : Truth::kFalse;
    stack_.push_back({enclosing,
                      enclosing && t != Truth::kFalse,
                      t == Truth::kTrue      ? Taken::kYes
                      : t == Truth::kUnknown ? Taken::kMaybe
                                             : Taken::kNo,
                      line,
                      keyword == "ifndef" ? std::string(leading_identifier(argument)) : std::string(),
                      false,
                      {},
                      {},
                      host == Truth::kTrue,
                      host == Truth::kFalse && t != Truth::kFalse});
    if (t == Truth::kUnknown) depend_on(unknown, by_default);
  }
  // #elif, #elifdef, #elifndef: the next branch of the open conditional.
  void next_branch(std::string_view keyword, std::string_view argument, int line) {
    if (stack_.empty()) {
      problem(codes::kUnbalancedConditional, line,
              "#" + std::string(keyword) + " at line " + std::to_string(line) + " has no #if");
      return;
    }
    Conditional& top = stack_.back();
    if (top.taken == Taken::kYes || !top.enclosing_active) {
      top.active = false;
      return;
    }
    std::set<std::string, std::less<>> unknown;
    Truth t = keyword == "elif" ? evaluate(argument, &unknown) : truth_of(lookup_defined(leading_identifier(argument)));
    if (keyword != "elif" && t == Truth::kUnknown) unknown.emplace(leading_identifier(argument));
    const bool by_default =
        keyword == "elif" ? t == Truth::kUnknown && evaluate_by_default(argument) : keyword == "elifndef";
    const Truth host = host_truth(keyword, argument);
    top.cuda_only = t != Truth::kFalse && (top.host_taken || host == Truth::kFalse);
    top.host_taken = top.host_taken || host == Truth::kTrue;
    if (keyword == "elifndef" && t != Truth::kUnknown) t = t == Truth::kTrue ? Truth::kFalse : Truth::kTrue;
    top.active = t != Truth::kFalse;
    top.guard.clear();
    top.depends.clear();
    if (t == Truth::kUnknown) depend_on(unknown, by_default);
    refresh_condition();
    if (t == Truth::kTrue)
      top.taken = Taken::kYes;
    else if (t == Truth::kUnknown)
      top.taken = Taken::kMaybe;
  }
  void else_branch(int line) {
    if (stack_.empty()) {
      problem(codes::kUnbalancedConditional, line, "#else at line " + std::to_string(line) + " has no #if");
      return;
    }
    Conditional& top = stack_.back();
    top.active = top.enclosing_active && top.taken != Taken::kYes;
    top.taken = Taken::kYes;
    top.guard.clear();
    // the default branch, unless an earlier one was: then it needs what that one did not
    top.depends = top.default_taken ? top.seen : std::vector<std::string>{};
    top.cuda_only = top.host_taken;
    refresh_condition();
  }
  void close_conditional(int line) {
    if (stack_.empty()) {
      problem(codes::kUnbalancedConditional, line, "#endif at line " + std::to_string(line) + " has no #if");
      return;
    }
    stack_.pop_back();
    refresh_condition();
  }
  // An active #include: its path, how it is quoted, and where it is in the file.
  void include(std::string_view argument, int line) {
    std::size_t open = argument.find_first_of("\"<");
    std::size_t close = open == std::string_view::npos ? open : argument.find_first_of("\">", open + 1);
    if (close != std::string_view::npos) {
      const std::string_view path = argument.substr(open + 1, close - open - 1);
      out_.includes.emplace_back(path);
      out_.include_quoted.push_back(argument[open] == '"' ? 1 : 0);
      out_.include_cuda_only.push_back(
          std::any_of(stack_.begin(), stack_.end(), [](const Conditional& c) { return c.cuda_only; }) ? 1 : 0);
      // where the path is in the file: found again on the directive's first line (a continued
      // #include line is left without a position, and without a finding)
      const std::size_t line_start = text_.rfind('\n', directive_at_ == 0 ? 0 : directive_at_ - 1);
      const std::size_t begin = line_start == std::string_view::npos ? 0 : line_start + 1;
      const std::size_t end = text_.find('\n', directive_at_);
      const std::size_t at = text_.substr(0, end).find(path, directive_at_);
      if (at != std::string_view::npos && at >= begin)
        out_.include_tokens.push_back(
            {TokenKind::kString, text_.substr(at, path.size()), at, line, static_cast<int>(at - begin) + 1});
    }
  }
  // An active #define: its body lexed for findings, an include guard recognised, its value kept.
  void define(std::string_view argument, int line, std::size_t line_begin) {
    std::string_view name = leading_identifier(argument);
    if (name.empty()) return;
    const std::size_t after_keyword = text_.find("define", directive_at_) + 6;
    if (const std::size_t at = text_.find(name, after_keyword); at < pos_) {
      std::size_t body = at + name.size();
      if (body < pos_ && text_[body] == '(') body = text_.find(')', body);  // function-like: its parameters
      if (body < pos_) lex_macro_body(body + (text_[body] == ')' ? 1 : 0), pos_, line, line_begin);
    }
    if (!stack_.empty() && stack_.back().guard == name) {  // #ifndef NAME / #define NAME: an include guard
      stack_.back().depends.clear();
      stack_.back().seen.clear();
      stack_.back().guard.clear();
      refresh_condition();
    }
    out_.defined_here.emplace(name);
    undefined_.erase(std::string(name));
    std::string_view value = argument.substr(name.size());
    if (!value.empty() && value.front() == '(') return;  // function-like
    Value v = ConditionParser(value, macros_, local_, undefined_, out_.defined_here).parse();
    if (v.number)
      local_[std::string(name)] = *v.number;
    else
      local_.erase(std::string(name));
  }
  void undef(std::string_view argument) {
    std::string name(leading_identifier(argument));
    local_.erase(name);
    out_.defined_here.erase(name);
    undefined_.insert(name);
  }
  Value lookup_defined(std::string_view name) const {
    if (undefined_.contains(name)) return Value::of(0);
    if (local_.contains(name) || macros_.contains(name) || out_.defined_here.contains(name)) return Value::of(1);
    if (external_ && external_->defined.contains(name)) return Value::of(1);
    return Value::unknown();
  }
  Truth evaluate(std::string_view expression, std::set<std::string, std::less<>>* unknown = nullptr) {
    return truth_of(
        ConditionParser(expression, macros_, local_, undefined_, out_.defined_here, external_, unknown).parse());
  }
  // The condition as the host compiler sees it, which defines none of nvcc's macros.
  Truth host_truth(std::string_view keyword, std::string_view argument) {
    std::set<std::string, std::less<>> undefined = undefined_;
    undefined.insert(nvcc_only_macros().begin(), nvcc_only_macros().end());
    if (keyword == "if" || keyword == "elif")
      return truth_of(ConditionParser(argument, macros_, local_, undefined, out_.defined_here, external_).parse());
    std::size_t k = 0;
    while (k < argument.size() && ident_char(argument[k])) ++k;
    const std::string_view name = argument.substr(0, k);
    Truth t = undefined.contains(name) ? Truth::kFalse : truth_of(lookup_defined(name));
    if (keyword.ends_with("ifndef") && t != Truth::kUnknown) t = t == Truth::kTrue ? Truth::kFalse : Truth::kTrue;
    return t;
  }
  bool evaluate_by_default(std::string_view expression) {
    return truth_of(
               ConditionParser(expression, macros_, local_, undefined_, out_.defined_here, external_, nullptr, true)
                   .parse()) == Truth::kTrue;
  }
  // The branch just opened could not be decided because of `unknown`: a build that defines none of
  // them takes it (`by_default`), or it is code only a build that defines one of them compiles.
  void depend_on(const std::set<std::string, std::less<>>& unknown, bool by_default) {
    out_.undecided.insert(unknown.begin(), unknown.end());
    Conditional& top = stack_.back();
    std::vector<std::string> names;
    for (const auto& name : unknown)
      if (!platform_macro(name)) names.push_back(name);
    for (const auto& name : names)
      if (std::find(top.seen.begin(), top.seen.end(), name) == top.seen.end()) top.seen.push_back(name);
    if (by_default && !top.default_taken)
      top.default_taken = true;
    else
      top.depends = names.empty() ? std::vector<std::string>{} : top.seen;
    refresh_condition();
  }
  // condition_: the undecided macros of every open branch, as one of out_.conditions
  void refresh_condition() {
    std::vector<std::string_view> names;
    for (const auto& frame : stack_)
      for (const auto& name : frame.depends)
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    std::string joined;
    for (auto name : names) joined += (joined.empty() ? "" : ", ") + std::string(name);
    condition_ = -1;
    if (joined.empty()) return;
    auto found = std::find(out_.conditions.begin(), out_.conditions.end(), joined);
    condition_ = static_cast<int>(found - out_.conditions.begin());
    if (found == out_.conditions.end()) out_.conditions.push_back(std::move(joined));
  }

  // A warning about the text at `line`; its `where` is the line alone (Tokenized::problems).
  void problem(const char* code, int line, std::string message) {
    out_.problems.push_back(Diagnostic::warning(code, std::move(message), std::to_string(line)));
  }

  std::string_view text_;
  const Macros& macros_;
  const ExternalMacros* external_;
  int condition_ = -1;  // of the tokens pushed now
  Macros local_;
  std::set<std::string, std::less<>> undefined_;
  std::vector<Conditional> stack_;
  Tokenized out_;
  std::vector<Token>* target_ = &out_.tokens;  // where push() puts tokens: the code's, or a macro body's
  std::size_t pos_ = 0;
  std::size_t directive_at_ = 0;  // the '#' of the directive being read
  std::size_t line_begin_ = 0;
  int line_ = 1;
};

}  // namespace

Truth evaluate_condition(std::string_view expression, const Macros& macros) {
  static const Macros none;
  static const std::set<std::string, std::less<>> undefined;
  return truth_of(ConditionParser(expression, macros, none, undefined, undefined).parse());
}

Tokenized tokenize(std::string_view text, const Macros& macros, const ExternalMacros* external) {
  return Tokenizer(text, macros, external).run();
}

}  // namespace cudacompat::migrate
