// The scan of one file: what in it breaks on the target release, where, and the edits that fix
// the mechanical cases. Each file is scanned on its own (one job per file), from its bytes, and
// scanned again with what the other files of its translation units declare (UnitNames): a texture
// reference declared in a header, a class derived from cudaDeviceProp, a macro a header defines.
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "findings/findings.h"
#include "migrate/rules.h"
#include "migrate/tokens.h"

namespace cudacompat::migrate {

// Finding codes: the project's one table (tool/findings), reporter kMigrate.
using Code = findings::FindingCode;

// A replacement of bytes [offset, offset + length) of the file.
struct Edit {
  std::size_t offset = 0;
  std::size_t length = 0;
  std::string replacement;
};

struct Finding {
  std::string file;
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in bytes
  Code code = Code::kRemovedFunction;
  Severity severity = Severity::kWillNotCompile;
  std::string entity;  // "cudaThreadSynchronize", "cudaDeviceProp::clockRate", "sm_60"
  std::string since;   // "13.0"
  std::string what;    // a sentence: what breaks
  std::string instead;
  std::string shim;  // "cudacompat/shims/memory.h: ..." or empty
  std::string source;
  std::vector<Edit> edits;  // empty: no mechanical fix
  // The macros the finding's code depends on that neither the target nor any file of a unit that
  // includes it defines ("GPU_DWT_TESTING"): it breaks only where the build defines them.
  std::string condition;
  // Build files: which compiler a dialect setting is for, "cuda" (CUDA_STANDARD, CUDA flags) or
  // "host" (CXX_STANDARD, CXX flags); empty where the line does not say.
  std::string dialect_of;
};

// What the files of the translation units that include a file declare, for the names a file
// cannot resolve alone (the preprocessor and the compiler see the whole unit).
struct UnitNames {
  std::set<std::string, std::less<>> texture_references;  // texture<...> NAME; surface<...> NAME;
  std::set<std::string, std::less<>> device_prop_types;   // classes derived from cudaDeviceProp
  ExternalMacros macros;                                  // #defines of the unit's other files
};

enum class FileKind { kSource, kCMake, kMake, kPythonBuild, kOther };
// By name: .cu/.cuh/.c/.cc/.cpp/.h/... sources, CMakeLists.txt/*.cmake, Makefile/*.mk, setup.py/pyproject.toml.
FileKind kind_of(std::string_view file_name);

struct FileScan {
  std::vector<Finding> findings;
  // The file was scanned, but something in it was not understood: warnings with the file (and line
  // where known) in `where`, codes in migrate/diagnostic_codes.h.
  std::vector<Diagnostic> warnings;
  // Names of the rules that the file defines or declares itself (`#define cudaThreadSynchronize ...`,
  // `extern tcuCtxCreate* cuCtxCreate;`): what the project provides is not the toolkit's, in any
  // file of the tree (a compat header serves the files that include it).
  std::set<std::string, std::less<>> provides;
  std::vector<std::string> includes;    // its #includes as written: where what it uses may be provided
  std::vector<char> include_quoted;     // per include: "..." (1) or <...> (0)
  std::vector<char> include_cuda_only;  // per include: only nvcc reads it (Tokenized::include_cuda_only)
  // What the file declares for the other files of its units (UnitNames), and the macro names its
  // #if could not decide (the only #defines of other files worth passing to it).
  std::set<std::string, std::less<>> texture_references;
  std::set<std::string, std::less<>> device_prop_types;
  std::map<std::string, long long, std::less<>> defined_values;
  std::set<std::string, std::less<>> defined_names;
  std::set<std::string, std::less<>> undecided;
  int lines = 0;
  bool understood = true;  // false: --fix leaves the file alone (see warnings)
};

// `text` is the file's bytes; `file` its name as reported.
FileScan scan_source(std::string_view file, std::string_view text, const MigrationRules& rules,
                     const UnitNames* unit = nullptr);
FileScan scan_build_file(std::string_view file, std::string_view text, FileKind kind, const MigrationRules& rules);
FileScan scan_text(std::string_view file, std::string_view text, FileKind kind, const MigrationRules& rules,
                   const UnitNames* unit = nullptr);

}  // namespace cudacompat::migrate
