#include "migrate/scan.h"

#include <algorithm>
#include <array>

namespace cudacompat::migrate {

FileKind kind_of(std::string_view name) {
  const std::size_t slash = name.find_last_of('/');
  const std::string_view base = slash == std::string_view::npos ? name : name.substr(slash + 1);
  if (base == "CMakeLists.txt") return FileKind::kCMake;
  if (base == "Makefile" || base == "makefile" || base == "GNUmakefile") return FileKind::kMake;
  if (base == "setup.py" || base == "pyproject.toml") return FileKind::kPythonBuild;
  const std::size_t dot = base.find_last_of('.');
  if (dot == std::string_view::npos) return FileKind::kOther;
  std::string ext(base.substr(dot + 1));
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  static constexpr std::array<std::string_view, 16> sources = {"cu", "cuh", "c",   "cc",  "cpp", "cxx", "c++", "h",
                                                               "hh", "hpp", "hxx", "h++", "inl", "inc", "ipp", "tcc"};
  if (std::find(sources.begin(), sources.end(), ext) != sources.end()) return FileKind::kSource;
  if (ext == "cmake") return FileKind::kCMake;
  if (ext == "mk" || ext == "mak") return FileKind::kMake;
  return FileKind::kOther;
}

FileScan scan_text(std::string_view file, std::string_view text, FileKind kind, const MigrationRules& rules,
                   const UnitNames* unit) {
  FileScan scan =
      kind == FileKind::kSource ? scan_source(file, text, rules, unit) : scan_build_file(file, text, kind, rules);
  std::stable_sort(scan.findings.begin(), scan.findings.end(), [](const Finding& a, const Finding& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  return scan;
}

}  // namespace cudacompat::migrate
