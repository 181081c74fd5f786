#include "audit/report_view.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace cudacompat::audit {

std::string compact_sass_list(const std::vector<GpuTarget>& targets) {
  std::string text;
  for (const auto& target : targets) {
    text += text.empty() ? target.sm_name() : " " + target.number_name();
  }
  return text;
}

std::string compact_lto_list(const std::vector<GpuTarget>& targets) {
  std::string text;
  for (const auto& target : targets) {
    text += text.empty() ? target.lto_name() : " " + target.number_name();
  }
  return text;
}

std::string compact_ptx_list(const std::vector<PtxTarget>& targets) {
  // Grouped by ISA: "compute_75 120 (9.0)".
  std::map<Version, std::vector<GpuTarget>> by_isa;
  for (const auto& ptx : targets) by_isa[ptx.isa].push_back(ptx.target);
  std::string text;
  for (const auto& [isa, list] : by_isa) {
    std::string names;
    for (const auto& target : list) names += names.empty() ? target.compute_name() : " " + target.number_name();
    text += fmt::format("{}{} ({})", text.empty() ? "" : ", ", names, isa.to_string());
  }
  return text;
}

std::string gpu_list(const std::vector<int>& gpus) {
  std::string text;
  for (int gpu : gpus) text += (text.empty() ? "" : " ") + gpu_name(gpu);
  return text;
}

std::string short_path(const ArtifactFacts& facts) {
  const std::string& package = facts.package;
  // A member of a named archive or wheel: the archive's file name and the member.
  if (facts.path.size() > package.size() && facts.path.compare(0, package.size(), package) == 0 &&
      (facts.path[package.size()] == '(' || facts.path[package.size()] == '!')) {
    const std::size_t slash = package.find_last_of('/');
    return (slash == std::string::npos ? package : package.substr(slash + 1)) + facts.path.substr(package.size());
  }
  if (facts.path.size() > package.size() + 1 && facts.path.compare(0, package.size(), package) == 0 &&
      facts.path[package.size()] == '/') {
    return facts.path.substr(package.size() + 1);
  }
  if (!package.empty() && package.back() == '/' && facts.path.compare(0, package.size(), package) == 0 &&
      facts.path.size() > package.size()) {
    return facts.path.substr(package.size());
  }
  return facts.path;
}

bool has_cuda_content(const AuditedArtifact& artifact) {
  return artifact.facts.entry_count() > 0 || !artifact.verdict.cuda_libraries.empty() ||
         !artifact.verdict.versioned_symbols.empty() || !artifact.facts.errors.empty();
}

std::string driver_floor(const std::optional<Version>& driver, bool exact) {
  if (!driver) return "";
  return (exact ? "" : ">=") + driver->to_string();
}

namespace {

std::vector<FatbinSection> fatbin_sections(const ArtifactFacts& facts) {
  std::map<std::string, FatbinSection> by_name;
  for (const auto& container : facts.containers) {
    FatbinSection& section = by_name[container.section];
    section.name = container.section;
    ++section.containers;
    section.entries += container.entries.size();
  }
  std::vector<FatbinSection> sections;
  for (auto& [name, section] : by_name) sections.push_back(std::move(section));
  return sections;
}

ArtifactView artifact_view(const AuditedArtifact& artifact) {
  const ArtifactVerdict& verdict = artifact.verdict;
  ArtifactView view;
  view.artifact = &artifact;
  view.path = short_path(artifact.facts);
  view.cuda_content = has_cuda_content(artifact);
  view.sass = compact_sass_list(verdict.sass);
  view.ptx = compact_ptx_list(verdict.ptx);
  view.lto = compact_lto_list(verdict.lto);
  view.min_driver = driver_floor(verdict.min_driver, verdict.min_driver_exact);
  view.sections = fatbin_sections(artifact.facts);
  for (const auto& library : verdict.cuda_libraries) view.libraries.push_back(library.soname);
  return view;
}

using Kind = ListedFinding::Kind;

ListedFinding finding_line(Kind kind, const Finding& finding, const std::string& where,
                           std::optional<std::size_t> artifact) {
  return {kind, std::string(finding.name()), where, finding.message, artifact, &finding, nullptr, nullptr};
}

ListedFinding error_line(const Diagnostic& error, std::optional<std::size_t> artifact) {
  return {Kind::kError, "", "", error.message, artifact, nullptr, &error, nullptr};
}

ListedFinding violation_line(const Violation& violation, std::optional<std::size_t> artifact) {
  return {Kind::kViolation, violation.rule, violation.path, violation.message, artifact, nullptr, nullptr, &violation};
}

void list_warnings(ReportView& view) {
  for (std::size_t i = 0; i < view.artifacts.size(); ++i) {
    for (const auto& warning : view.artifacts[i].verdict().warnings)
      view.findings.push_back(finding_line(Kind::kWarning, warning, view.artifacts[i].path, i));
  }
  for (const auto& package : view.report->packages) {
    for (const auto& finding : package.findings)
      view.findings.push_back(finding_line(Kind::kWarning, finding, package.name, std::nullopt));
  }
}

void list_errors(ReportView& view) {
  for (const auto& error : view.report->input_errors) view.findings.push_back(error_line(error, std::nullopt));
  for (std::size_t i = 0; i < view.artifacts.size(); ++i) {
    for (const auto& error : view.artifacts[i].facts().errors) view.findings.push_back(error_line(error, i));
  }
}

// The report's violations are every artifact's in artifact order, then the packages' (audit()
// appends them so): the first ones are matched to their artifacts, the rest are packages'.
void list_violations(ReportView& view) {
  const std::vector<Violation>& violations = view.report->violations;
  std::size_t next = 0;
  for (std::size_t i = 0; i < view.artifacts.size(); ++i) {
    for (std::size_t k = 0; k < view.artifacts[i].artifact->violations.size() && next < violations.size(); ++k)
      view.findings.push_back(violation_line(violations[next++], i));
  }
  for (; next < violations.size(); ++next) view.findings.push_back(violation_line(violations[next], std::nullopt));
}

void list_notes(ReportView& view) {
  for (std::size_t i = 0; i < view.artifacts.size(); ++i) {
    for (const auto& note : view.artifacts[i].verdict().notes)
      view.findings.push_back(finding_line(Kind::kNote, note, view.artifacts[i].path, i));
  }
}

}  // namespace

const ArtifactView* ReportView::min_driver_set_by() const {
  return report->min_driver ? &artifacts[report->min_driver_artifact] : nullptr;
}

std::size_t ReportView::count(ListedFinding::Kind kind) const {
  return static_cast<std::size_t>(
      std::count_if(findings.begin(), findings.end(), [&](const ListedFinding& line) { return line.kind == kind; }));
}

std::vector<Diagnostic> ReportView::errors() const {
  std::vector<Diagnostic> errors;
  for (const auto& line : findings) {
    if (line.error) errors.push_back(*line.error);
  }
  return errors;
}

ReportView make_report_view(const AuditReport& report) {
  ReportView view;
  view.report = &report;
  for (const auto& artifact : report.artifacts) view.artifacts.push_back(artifact_view(artifact));
  list_warnings(view);
  list_errors(view);
  list_violations(view);
  list_notes(view);
  view.min_driver = driver_floor(report.min_driver, report.min_driver_exact);
  view.containers = report.container_count();
  view.entries = report.entry_count();
  return view;
}

ReportView make_report_view(const AuditReport& report, const Judge& judge) {
  ReportView view = make_report_view(report);
  view.runs = combined_runs(report, judge);
  return view;
}

}  // namespace cudacompat::audit
