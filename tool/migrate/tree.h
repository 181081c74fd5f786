// The inputs of a migrate run: files and directories walked into the files worth scanning, each
// read and scanned in its own job; what cannot be scanned is reported, never silently passed.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "migrate/scan.h"

namespace cudacompat::migrate {

struct FileResult {
  std::string file;
  FileKind kind = FileKind::kOther;
  FileScan scan;
  bool utf8 = true;
  // false: no translation unit of the tree includes the file (a vendored library beside the one
  // the build uses, a header nothing includes): its findings are reported apart and do not make
  // the tree break.
  bool built = true;
};

struct TreeScan {
  std::vector<FileResult> files;  // scanned, in path order
  // What was not scanned, an error each: code per reason (migrate/diagnostic_codes.h), `where` the
  // path, `message` the reason (what was found, and how to have it scanned).
  std::vector<Diagnostic> skipped;
  long long lines = 0;
  std::size_t units = 0;  // translation units found (.cu, .cpp, .cc, .c, .cxx), vendored libraries' aside
};

struct ScanOptions {
  std::size_t max_file_bytes = 64u << 20;  // larger files are skipped, with the size said
  unsigned jobs = 0;                       // 0: one per hardware thread
};

TreeScan scan_paths(const std::vector<std::string>& paths, const MigrationRules& rules, const ScanOptions& options);

// Whether `text` is valid UTF-8; when not, `bad_offset` is the first bad byte.
bool is_utf8(std::string_view text, std::size_t& bad_offset);

}  // namespace cudacompat::migrate
