// A correction is offered only if the tool itself finds nothing on the corrected line: the file
// is copied with that one line replaced (same name, so the same reader reads it), read and
// checked again against the same toolkit. A corrected line that would still be flagged (a rename
// that re-admits a known-bad release, a ceiling that leaves another major in) is withdrawn, and
// `why_no_correction` says what the check found on it.
#include <atomic>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <unistd.h>

#include "common/text.h"
#include "pin/check.h"
#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"

namespace cudacompat::pins {
namespace {

namespace fs = std::filesystem;

// A fresh directory for one copy; removed with its file when the check of it is done.
fs::path fresh_directory() {
  static std::atomic<unsigned> counter{0};
  std::error_code ec;
  fs::path directory =
      fs::temp_directory_path(ec) / fmt::format("cudacompat-recheck-{}-{}", static_cast<long>(getpid()), counter++);
  fs::create_directories(directory, ec);
  return directory;
}

}  // namespace

void recheck_corrections(CheckReport& report, std::size_t first_finding, const std::string& path,
                         const CheckContext& context, const KnowledgeBase& knowledge) {
  auto text = detail::read_input(path);
  if (!text) return;
  const std::vector<std::string> lines = split(*text, '\n');
  for (std::size_t i = first_finding; i < report.findings.size(); ++i) {
    CheckFinding& finding = report.findings[i];
    if (finding.corrected.empty() || finding.file != path || finding.line < 1 ||
        static_cast<std::size_t>(finding.line) > lines.size())
      continue;
    std::vector<std::string> changed = lines;
    std::string& line = changed[static_cast<std::size_t>(finding.line) - 1];
    const bool carriage_return = !line.empty() && line.back() == '\r';
    line = finding.corrected + (carriage_return ? "\r" : "");
    const fs::path directory = fresh_directory();
    const fs::path copy = directory / fs::path(path).filename();
    {
      std::ofstream out(copy, std::ios::binary);
      for (std::size_t n = 0; n < changed.size(); ++n) out << changed[n] << (n + 1 < changed.size() ? "\n" : "");
    }
    CheckReport again;
    if (auto file = read_declared_file(copy.string())) check_declared(*file, context, knowledge, again);
    std::error_code ec;
    fs::remove_all(directory, ec);
    for (const CheckFinding& left : again.findings) {
      if (left.line != finding.line) continue;
      finding.why_no_correction =
          fmt::format("the corrected line `{}` would still be flagged ({}: {}): no drop-in line is offered",
                      finding.corrected, left.code, left.message);
      finding.corrected.clear();
      break;
    }
  }
}

void check_file(const std::string& path, const CheckContext& context, const KnowledgeBase& knowledge,
                CheckReport& report) {
  auto file = read_declared_file(path);
  if (!file) {
    report.errors.push_back(Diagnostic::error(codes::kFileUnreadable, file.error().message, path));
    return;
  }
  const std::size_t first_finding = report.findings.size();
  check_declared(*file, context, knowledge, report);
  recheck_corrections(report, first_finding, path, context, knowledge);
}

}  // namespace cudacompat::pins
