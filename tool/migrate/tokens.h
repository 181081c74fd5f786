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

#include "common/diagnostic.h"

namespace cudacompat::migrate {

enum class TokenKind { kIdentifier, kNumber, kString, kPunct };

struct Token {
  TokenKind kind;
  std::string_view text;  // a view of the file's bytes
  std::size_t offset;
  int line;
  int column;
  int condition = -1;  // index in Tokenized::conditions: the undecided macros this token depends on
};

// What the other files of a translation unit #define, as far as the file's #if needs to know:
// the preprocessor sees a header's #define before the file that includes it reads its #if.
struct ExternalMacros {
  std::map<std::string, long long, std::less<>> values;  // NAME with one integer value everywhere
  std::set<std::string, std::less<>> defined;            // every NAME defined (for #ifdef, defined())
};

struct Tokenized {
  std::vector<Token> tokens;
  std::vector<Token> macro_body_tokens;             // the replacement lists of the active #defines
  std::set<std::string, std::less<>> defined_here;  // names the file #defines itself (its own compat macros)
  std::map<std::string, long long, std::less<>> defined_values;  // NAME -> value, for #defines of one integer
  std::vector<std::string> includes;                             // the active #includes, as written ("thrust/sort.h")
  std::vector<char> include_quoted;                              // per include: "..." (1) or <...> (0)
  // per include: only nvcc reads it (`#ifdef __CUDACC__`, `#if __CUDACC_VER_MAJOR__ >= 9`); the
  // host compiler, which compiles a .cpp unit, does not define those
  std::vector<char> include_cuda_only;
  // The macros a kept branch depends on that neither the target nor the unit defines ("USE_TEX",
  // "GPU_DWT_TESTING, DEBUG"): a token's `condition` indexes this list.
  std::vector<std::string> conditions;
  std::set<std::string, std::less<>> undecided;  // every name an #if could not decide
  std::vector<Token> include_tokens;             // the same, each the path's text and where it starts
  // Unbalanced #if/#endif, unterminated comments: warnings whose `where` is the line alone ("12"),
  // since the tokenizer does not know the file; scan_text puts the file before it.
  std::vector<Diagnostic> problems;
  int lines = 0;
};

// Tokenizes `text`, judging each #if by `macros` (what the target toolkit defines; a name absent
// from it is unknown, not 0, since the build may define it).
// `external`: what the other files of the units that include this one define.
Tokenized tokenize(std::string_view text, const std::map<std::string, long long, std::less<>>& macros,
                   const ExternalMacros* external = nullptr);

// The value of a preprocessor condition: true, false, or unknown.
enum class Truth { kFalse, kTrue, kUnknown };
Truth evaluate_condition(std::string_view expression, const std::map<std::string, long long, std::less<>>& macros);

}  // namespace cudacompat::migrate
