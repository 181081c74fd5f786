// C, C++ and CUDA source as tokens of the code a target toolkit compiles: comments, string
// contents and preprocessor lines are not tokens; branches of #if/#ifdef/#elif/#else that the
// target does not compile are skipped, and branches whose condition cannot be decided are kept.
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::migrate {

enum class TokenKind { kIdentifier, kNumber, kString, kPunct };

struct Token {
  TokenKind kind;
  std::string_view text;  // a view of the file's bytes
  std::size_t offset;
  int line;
  int column;
};

struct Tokenized {
  std::vector<Token> tokens;
  std::set<std::string, std::less<>> defined_here;  // names the file #defines itself (its own compat macros)
  std::vector<std::string> includes;                // the active #includes, as written ("thrust/sort.h")
  std::vector<Token> include_tokens;                // the same, each the path's text and where it starts
  std::vector<std::string> problems;                // unbalanced #if/#endif, unterminated comments
  int lines = 0;
};

// Tokenizes `text`, judging each #if by `macros` (what the target toolkit defines; a name absent
// from it is unknown, not 0, since the build may define it).
Tokenized tokenize(std::string_view text, const std::map<std::string, long long, std::less<>>& macros);

// The value of a preprocessor condition: true, false, or unknown.
enum class Truth { kFalse, kTrue, kUnknown };
Truth evaluate_condition(std::string_view expression, const std::map<std::string, long long, std::less<>>& macros);

}  // namespace cudacompat::migrate
