// Build files: CMake, Makefiles, setup.py and pyproject.toml. Line by line, comments removed; each
// rule looks only at lines that mention what it is about (architecture lists, -gencode/-arch flags,
// C++ dialect settings, find_package(CUDAToolkit) versions).
#include <fmt/format.h>

#include <regex>

#include "common/gpu_target.h"
#include "migrate/scan.h"

namespace cudacompat::migrate {
namespace {

struct Line {
  std::string_view text;  // without its comment
  std::size_t offset;     // of text[0] in the file
  int number;
};

// Lines, each without a trailing `# comment` (a `#` inside double quotes is kept).
std::vector<Line> lines_of(std::string_view text, FileKind kind) {
  std::vector<Line> out;
  std::size_t start = 0;
  int number = 1;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    bool quoted = false;
    for (std::size_t k = 0; k < line.size(); ++k) {
      if (line[k] == '"') quoted = !quoted;
      if (line[k] == '#' && !quoted && kind != FileKind::kOther) {
        line = line.substr(0, k);
        break;
      }
    }
    out.push_back({line, start, number});
    if (end == text.size()) break;
    start = end + 1;
    ++number;
  }
  return out;
}

Finding finding(std::string_view file, const Line& line, std::size_t column, Code code, std::string entity,
                std::string since, std::string what, std::string instead, std::string source) {
  Finding f;
  f.file = std::string(file);
  f.line = line.number;
  f.column = static_cast<int>(column) + 1;
  f.code = code;
  f.severity = Severity::kWillNotCompile;
  f.entity = std::move(entity);
  f.since = std::move(since);
  f.what = std::move(what);
  f.instead = std::move(instead);
  f.source = std::move(source);
  return f;
}

GpuTarget lowest_supported_target(const MigrationRules& rules) {
  // The oldest plain (not a/f) architecture the target accepts: what a dropped one is raised to.
  GpuTarget best;
  for (const auto& arch : rules.target_architectures) {
    const auto target = GpuTarget::parse_cmake(arch);
    if (!target || target->feature != GpuFeature::kNone) continue;
    if (best.number() == 0 || target->number() < best.number()) best = *target;
  }
  return best;
}
std::string lowest_supported(const MigrationRules& rules) { return lowest_supported_target(rules).number_name(); }

// The nvcc name of a dropped architecture ("60" -> "sm_60"); the knowledge base's names all parse.
std::string sm_name_of(const std::string& arch) { return GpuTarget::parse_cmake(arch)->sm_name(); }

std::string dropped_what(const MigrationRules& rules, const std::string& arch) {
  return fmt::format("nvcc {} does not compile for {} (\"Unsupported gpu architecture\")", rules.to.major_minor(),
                     sm_name_of(arch));
}
std::string dropped_source(const MigrationRules& rules) {
  return fmt::format(
      "knowledge base: releases[].arch_changes (architectures CUDA {} accepts, checked with nvcc --list-gpu-arch)",
      rules.to.major_minor());
}

// One entry of an architecture list, and the edit that removes it with one separator beside it.
struct ListEntry {
  std::string arch;        // "60"
  std::size_t begin, end;  // the entry in the line, suffix (-real, +PTX) included
};

// Edits for a list's dropped entries: removed where another entry stays, else the first raised to
// the target's oldest and the rest removed (a list never ends up empty, nor with duplicates).
void list_edits(const Line& line, const std::vector<ListEntry>& entries, const MigrationRules& rules,
                const std::string& raised, std::vector<Finding>& findings) {
  // Raise the last dropped entry (the newest, and the one that usually carries +PTX / -virtual).
  std::size_t raise = entries.size();
  bool any_kept = false;
  for (std::size_t k = 0; k < entries.size(); ++k) {
    if (rules.dropped_architectures.contains(entries[k].arch))
      raise = k;
    else
      any_kept = true;
  }
  if (any_kept) raise = entries.size();
  std::size_t finding = 0;
  for (std::size_t k = 0; k < entries.size(); ++k) {
    const ListEntry& e = entries[k];
    if (!rules.dropped_architectures.contains(e.arch)) continue;
    Finding& f = findings[finding++];
    if (k == raise) {
      f.edits.push_back(
          {line.offset + e.begin, e.arch.size() + (raised.find('.') != std::string::npos ? 1 : 0), raised});
      continue;
    }
    std::size_t begin = e.begin, end = e.end;
    const std::string_view text = line.text;
    if (end < text.size() && (text[end] == ';' || text[end] == ' ' || text[end] == ','))
      ++end;
    else if (begin > 0 && (text[begin - 1] == ';' || text[begin - 1] == ' ' || text[begin - 1] == ','))
      --begin;
    f.edits.push_back({line.offset + begin, end - begin, ""});
  }
}

// CMAKE_CUDA_ARCHITECTURES / CUDA_ARCHITECTURES / CUDAARCHS lists: "60;70;80-real", 60 70 80.
void rule_architecture_list(std::string_view file, const Line& line, const MigrationRules& rules, FileScan& out) {
  static const std::regex setting(R"((CMAKE_CUDA_ARCHITECTURES|CUDA_ARCHITECTURES|CUDAARCHS)\b)");
  static const std::regex entry(R"((^|[\s;"=(])(\d{2,3}[af]?)(-real|-virtual)?(?=$|[\s;")]))");
  std::string text(line.text);
  std::smatch m;
  if (!std::regex_search(text, m, setting)) return;
  // A list compared in a condition (`"${CMAKE_CUDA_ARCHITECTURES}" STREQUAL "52"`) is read, not set:
  // no toolkit compiles the number it is compared with.
  static const std::regex comparison(R"(\b(STREQUAL|EQUAL|MATCHES|IN_LIST|STRLESS|STRGREATER|VERSION_[A-Z]+)\b)");
  if (std::regex_search(text, comparison)) return;
  const std::size_t from = static_cast<std::size_t>(m.position(0) + m.length(0));
  std::string rest = text.substr(from);
  std::vector<ListEntry> entries;
  std::vector<Finding> findings;
  for (auto it = std::sregex_iterator(rest.begin(), rest.end(), entry); it != std::sregex_iterator(); ++it) {
    const std::string arch = (*it)[2];
    const std::size_t column = from + static_cast<std::size_t>(it->position(2));
    entries.push_back({arch, column, column + arch.size() + static_cast<std::size_t>((*it)[3].length())});
    if (!rules.dropped_architectures.contains(arch)) continue;
    findings.push_back(finding(file, line, column, Code::kDroppedArchitecture, sm_name_of(arch), rules.to.major_minor(),
                               dropped_what(rules, arch), "drop it, or raise it to " + lowest_supported(rules),
                               dropped_source(rules)));
  }
  list_edits(line, entries, rules, lowest_supported(rules), findings);
  for (auto& f : findings) out.findings.push_back(std::move(f));
}

// -gencode arch=compute_60,code=sm_60, -arch=sm_60, --gpu-architecture sm_60, code=[sm_60,compute_60]
void rule_architecture_flags(std::string_view file, const Line& line, const MigrationRules& rules, FileScan& out) {
  if (!mentions_nvcc_target(line.text)) return;
  static const std::regex target(R"(\b(sm|compute)_(\d{2,3}[af]?)\b)");
  std::string text(line.text);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), target); it != std::sregex_iterator(); ++it) {
    const std::string arch = (*it)[2];
    if (!rules.dropped_architectures.contains(arch)) continue;
    const std::size_t column = static_cast<std::size_t>(it->position(0));
    const std::string spelled = (*it)[0];
    const GpuCodeKind kind = GpuTarget::parse_nvcc(spelled)->kind;  // the regex matched sm_ or compute_
    Finding f = finding(
        file, line, column, Code::kDroppedArchitecture, spelled, rules.to.major_minor(), dropped_what(rules, arch),
        lowest_supported_target(rules).with_kind(kind).nvcc_name() + " or newer", dropped_source(rules));
    f.edits.push_back({line.offset + static_cast<std::size_t>(it->position(2)), arch.size(), lowest_supported(rules)});
    out.findings.push_back(std::move(f));
  }
}

// TORCH_CUDA_ARCH_LIST="6.0 7.0 8.0+PTX" (PyTorch's extension builds)
void rule_torch_arch_list(std::string_view file, const Line& line, const MigrationRules& rules, FileScan& out) {
  const std::size_t at = line.text.find("TORCH_CUDA_ARCH_LIST");
  if (at == std::string_view::npos) return;
  static const std::regex entry(R"((^|[\s;"'=,\[])(\d{1,2})\.(\d)(\+PTX)?(?=$|[\s;"',\]]))");
  std::string rest(line.text.substr(at));
  const std::string dotted = lowest_supported_target(rules).capability_name();
  std::vector<ListEntry> entries;
  std::vector<Finding> findings;
  for (auto it = std::sregex_iterator(rest.begin(), rest.end(), entry); it != std::sregex_iterator(); ++it) {
    // The architecture as the knowledge base names it ("6.0" -> "60"); an entry that is no compute
    // capability (a leading zero) stays as written, an architecture no release drops.
    const auto capability = GpuTarget::parse_capability(std::string((*it)[2]) + "." + std::string((*it)[3]));
    const std::string arch = capability ? capability->number_name() : it->str(0);
    const std::size_t column = at + static_cast<std::size_t>(it->position(2));
    const std::size_t length = static_cast<std::size_t>((*it)[2].length() + 1 + (*it)[3].length());
    entries.push_back({arch, column, column + length + static_cast<std::size_t>((*it)[4].length())});
    if (!rules.dropped_architectures.contains(arch)) continue;
    findings.push_back(finding(file, line, column, Code::kDroppedArchitecture, sm_name_of(arch), rules.to.major_minor(),
                               dropped_what(rules, arch), "drop it, or raise it to " + dotted, dropped_source(rules)));
  }
  list_edits(line, entries, rules, dotted, findings);
  for (auto& f : findings) out.findings.push_back(std::move(f));
}

// CMAKE_CUDA_STANDARD 14, CXX_STANDARD 14, -std=c++14: below the dialect the target's CCCL needs.
void rule_dialect(std::string_view file, const Line& line, const MigrationRules& rules, FileScan& out) {
  if (rules.cxx_min == 0) return;
  static const std::regex setting(R"(\b((?:CMAKE_)?(?:CUDA|CXX)_STANDARD)\b[\s"]+(\d\d)\b)");
  static const std::regex flag(R"((?:-std=|--std[= ]|/std:)(?:c|gnu)\+\+(\d\d)\b)");
  std::string text(line.text);
  // Whose dialect: CUDA_STANDARD, CMAKE_CUDA_FLAGS, CUDA_NVCC_FLAGS, NVCCFLAGS are nvcc's;
  // CXX_STANDARD, CMAKE_CXX_FLAGS, CXXFLAGS the host compiler's.
  auto whose = [&text](const std::smatch& m, bool setting_match) -> std::string {
    const std::string said = setting_match ? m[1].str() : text;
    if (said.find("CUDA") != std::string::npos || said.find("NVCC") != std::string::npos ||
        said.find("nvcc") != std::string::npos)
      return "cuda";
    if (said.find("CXX") != std::string::npos) return "host";
    return "";
  };
  auto check = [&](const std::regex& pattern, int group, const std::string& what_prefix) {
    for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern); it != std::sregex_iterator(); ++it) {
      const int year = std::stoi((*it)[group]);
      const int standard = year >= 90 ? year - 100 : year;  // c++98 -> -2
      if (standard >= rules.cxx_min) continue;
      const std::size_t column = static_cast<std::size_t>(it->position(group));
      Finding f = finding(file, line, column, Code::kDialectTooOld, what_prefix + std::string((*it)[group]),
                          rules.to.major_minor(),
                          fmt::format("CUDA {}'s CCCL needs C++{} (\"#error Thrust requires at least C++17\")",
                                      rules.to.major_minor(), rules.cxx_min),
                          fmt::format("C++{}", rules.cxx_min), rules.cxx_min_source);
      f.edits.push_back({line.offset + column, 2, std::to_string(rules.cxx_min)});
      f.dialect_of = whose(*it, &pattern == &setting);
      if (f.dialect_of == "host")
        f.what = fmt::format("the host compiler's dialect, for host files that include CCCL: {}", f.what);
      out.findings.push_back(std::move(f));
    }
  };
  check(setting, 2, "C++");
  check(flag, 1, "c++");
}

// find_package(CUDAToolkit 12.4 EXACT) or a range 11.8...12.9 that excludes the target.
void rule_find_package(std::string_view file, const Line& line, const MigrationRules& rules, FileScan& out) {
  static const std::regex call(
      R"(find_package\s*\(\s*CUDAToolkit\s+(\d+(?:\.\d+)*)(?:\.\.\.(<)?(\d+(?:\.\d+)*))?([^)]*))", std::regex::icase);
  std::string text(line.text);
  std::smatch m;
  if (!std::regex_search(text, m, call)) return;
  const auto low = Version::parse(m[1].str());
  const bool exact = m[4].str().find("EXACT") != std::string::npos;
  bool excludes = false;
  if (m[3].matched) {
    const auto high = Version::parse(m[3].str());
    if (high) {
      // A range's bound is a prefix: 12.9 admits 12.9.x; `<` excludes the bound itself.
      excludes = m[2].matched ? !(rules.to < *high)
                              : (rules.to > *high && !(high->parts <= 2 && rules.to.same_major_minor(*high)) &&
                                 !(high->parts == 1 && rules.to.major == high->major));
    }
  } else if (exact && low) {
    excludes = !(low->parts == 1 ? rules.to.major == low->major : rules.to.same_major_minor(*low));
  }
  if (!excludes) return;
  Finding f = finding(
      file, line, static_cast<std::size_t>(m.position(1)), Code::kToolkitVersionPinned,
      "CUDAToolkit " + m[1].str() + (m[3].matched ? "..." + m[3].str() : ""), rules.to.major_minor(),
      fmt::format("find_package(CUDAToolkit) refuses CUDA {}", rules.to.major_minor()),
      fmt::format("a range that admits {} (e.g. {}...{})", rules.to.major_minor(), m[1].str(), rules.to.major + 1),
      "CMake FindCUDAToolkit: a version range's upper end bounds the toolkit found");
  f.severity = Severity::kWillNotCompile;
  out.findings.push_back(std::move(f));
}

}  // namespace

FileScan scan_build_file(std::string_view file, std::string_view text, FileKind kind, const MigrationRules& rules) {
  FileScan out;
  auto lines = lines_of(text, kind);
  out.lines = text.empty() ? 0 : static_cast<int>(lines.size()) - (text.back() == '\n' ? 1 : 0);
  for (const Line& line : lines) {
    rule_architecture_list(file, line, rules, out);
    rule_architecture_flags(file, line, rules, out);
    rule_torch_arch_list(file, line, rules, out);
    rule_dialect(file, line, rules, out);
    if (kind == FileKind::kCMake) rule_find_package(file, line, rules, out);
  }
  // An architecture list entry is also an -arch flag's match when a line has both: report it once.
  std::sort(out.findings.begin(), out.findings.end(),
            [](const Finding& a, const Finding& b) { return std::tie(a.line, a.column) < std::tie(b.line, b.column); });
  out.findings.erase(
      std::unique(out.findings.begin(), out.findings.end(),
                  [](const Finding& a, const Finding& b) { return a.line == b.line && a.column == b.column; }),
      out.findings.end());
  return out;
}

}  // namespace cudacompat::migrate
