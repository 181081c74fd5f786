// What the readers (read_*.cpp) share: errors that name file:line, lines by number, and the step
// from a parsed requirement (PEP 508 or conda) to a Declared entry. Internal to the pin readers.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "pin/declared.h"
#include "requirements/conda_spec.h"
#include "requirements/pep508.h"

namespace cudacompat::pins::detail {

using requirements::CondaSpec;
using requirements::Requirement;

// "requirements.txt:12: what": the file and line named once, where the entry is found.
Error line_error(std::string_view file, int line, std::string_view what);
// The same sentence as a DeclaredFile::errors entry: `code` from pin/diagnostic_codes.h, `where`
// the "file:line" (the file alone when `line` is 0), so --json can say which entry and why.
Diagnostic line_diagnostic(const char* code, std::string_view file, int line, std::string_view what);

std::string_view trim_blanks(std::string_view text);  // spaces, tabs and a '\r' at either end

// The file's bytes, or an Error naming it. A UTF-8 byte order mark is dropped: editors on Windows
// write one, and pip, TOML and YAML readers ignore it.
[[nodiscard]] Expected<std::string> read_input(const std::string& path);

// The lines of a text by 1-based number, for the `raw` text of entries whose parser (toml++,
// yaml-cpp) gives positions only. The text must outlive the index.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  std::string_view line(int number) const;  // without its line break; "" outside the text
  // The text of `line` from 1-based `column` on, to `end_column` (exclusive) when given; columns
  // count UTF-8 characters, as toml++'s do.
  std::string_view columns(int line, int column, int end_column = 0) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;
};

// What a reader returns before it has read anything: `file` read as `source`, nothing in it yet.
DeclaredFile declared_file(std::string file, SourceKind source);

// An entry of `source` at file:line, in `section`, written as `raw`; the reader fills in the rest.
// (GCC warns about designated initializers that leave Declared's other members out.)
Declared entry_at(std::string file, int line, SourceKind source, std::string section, std::string raw);

// `where` with its name, spec, extras and marker filled from `requirement` (Ecosystem::kPython).
Declared python_entry(const Requirement& requirement, Declared where);

// `where` with its name and spec filled from `spec` (Ecosystem::kConda); the build string is dropped.
Declared conda_entry(const CondaSpec& spec, Declared where);

// pip installs a bare URL, archive or directory without a PEP 508 name (`submodules/simple-knn`,
// `git+https://...`, `./pkg.whl`, `.`): nothing there to judge, and no reason to stop the file.
bool names_no_requirement(std::string_view text);
// A note (DeclaredFile::notes) that line `line` is such a text, and not judged.
void note_not_a_requirement(DeclaredFile& out, int line, std::string_view text);

// The index URL of a pip option line (--extra-index-url, --index-url, -i, --find-links, -f), or nullopt.
std::optional<std::string> index_url_option(std::string_view line);
// Whether that option replaces PyPI (--index-url, -i) rather than adding an index beside it.
bool index_option_replaces_pypi(std::string_view line);
// Sets Declared::index_url on the untagged Python entries from `first_entry` on that one of
// `index_urls` serves in a CUDA build (pip's index options apply to the whole file), and
// Declared::index_beside_pypi unless the file's options replace PyPI (`replaces_pypi`).
void apply_index_urls(DeclaredFile& out, std::size_t first_entry, const std::vector<std::string>& index_urls,
                      bool replaces_pypi);

// Parses `text` as PEP 508 and adds the entry to `out`, or an error naming where.file:where.line.
void add_python_requirement(DeclaredFile& out, std::string_view text, Declared where);

}  // namespace cudacompat::pins::detail
