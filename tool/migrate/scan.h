// The scan of one file: what in it breaks on the target release, where, and the edits that fix
// the mechanical cases. Each file is scanned on its own (one job per file), from its bytes.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "findings/findings.h"
#include "migrate/rules.h"

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
};

enum class FileKind { kSource, kCMake, kMake, kPythonBuild, kOther };
// By name: .cu/.cuh/.c/.cc/.cpp/.h/... sources, CMakeLists.txt/*.cmake, Makefile/*.mk, setup.py/pyproject.toml.
FileKind kind_of(std::string_view file_name);

struct FileScan {
  std::vector<Finding> findings;
  std::vector<std::string> warnings;  // the file was scanned, but something in it was not understood
  // Names of the rules that the file defines or declares itself (`#define cudaThreadSynchronize ...`,
  // `extern tcuCtxCreate* cuCtxCreate;`): what the project provides is not the toolkit's, in any
  // file of the tree (a compat header serves the files that include it).
  std::set<std::string, std::less<>> provides;
  std::vector<std::string> includes;  // its #includes as written: where what it uses may be provided
  int lines = 0;
  bool understood = true;  // false: --fix leaves the file alone (see warnings)
};

// `text` is the file's bytes; `file` its name as reported.
FileScan scan_source(std::string_view file, std::string_view text, const MigrationRules& rules);
FileScan scan_build_file(std::string_view file, std::string_view text, FileKind kind, const MigrationRules& rules);
FileScan scan_text(std::string_view file, std::string_view text, FileKind kind, const MigrationRules& rules);

}  // namespace cudacompat::migrate
