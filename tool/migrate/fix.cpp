#include "migrate/fix.h"

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace cudacompat::migrate {
namespace fs = std::filesystem;

std::string apply_edits(std::string_view text, std::vector<Edit> edits) {
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset < b.offset; });
  std::string out;
  std::size_t at = 0;
  for (const Edit& edit : edits) {
    out.append(text.substr(at, edit.offset - at));
    out.append(edit.replacement);
    at = edit.offset + edit.length;
  }
  out.append(text.substr(at));
  return out;
}

namespace {

std::string write_atomically(const std::string& file, const std::string& text) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) return "cannot stat it";
  const std::string temporary = file + ".cudacompat-migrate.tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.flush();
    if (!out) {
      std::remove(temporary.c_str());
      return "cannot write " + temporary;
    }
  }
  ::chmod(temporary.c_str(), info.st_mode & 07777);
  std::error_code error;
  fs::rename(temporary, file, error);
  if (error) {
    std::remove(temporary.c_str());
    return "cannot replace it: " + error.message();
  }
  return {};
}

// A file left alone, and why: a note at the file, its message as the table prints it.
Diagnostic not_fixed(const std::string& file, const std::string& why) {
  return Diagnostic::note("not-fixed", "not fixed: " + why, file);
}

}  // namespace

FixResult apply_fixes(const TreeScan& scan) {
  FixResult result;
  for (const FileResult& file : scan.files) {
    if (!file.built) continue;  // a vendored copy the build does not compile is not the project's to rewrite
    std::vector<Edit> edits;
    for (const Finding& finding : file.scan.findings)
      edits.insert(edits.end(), finding.edits.begin(), finding.edits.end());
    if (edits.empty()) continue;
    if (!file.scan.understood) {
      result.not_fixed.push_back(not_fixed(
          file.file, file.scan.warnings.empty() ? std::string("not understood") : file.scan.warnings.front().message));
      continue;
    }
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset < b.offset; });
    bool overlap = false;
    for (std::size_t i = 1; i < edits.size(); ++i)
      overlap |= edits[i].offset < edits[i - 1].offset + edits[i - 1].length;
    if (overlap) {
      result.not_fixed.push_back(not_fixed(file.file, "two fixes touch the same text"));
      continue;
    }
    std::ifstream in(file.file, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!edits.empty() && edits.back().offset + edits.back().length > text.size()) {
      result.not_fixed.push_back(not_fixed(file.file, "it changed since it was scanned"));
      continue;
    }
    std::string problem = write_atomically(file.file, apply_edits(text, edits));
    if (!problem.empty()) {
      result.not_fixed.push_back(not_fixed(file.file, problem));
      continue;
    }
    result.fixed.push_back(file.file);
    result.edits += static_cast<int>(edits.size());
  }
  return result;
}

}  // namespace cudacompat::migrate
