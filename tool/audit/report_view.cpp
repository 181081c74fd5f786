#include "audit/report_view.h"

#include <fmt/format.h>

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
  view.sections = fatbin_sections(artifact.facts);
  for (const auto& library : verdict.cuda_libraries) view.libraries.push_back(library.soname);
  return view;
}

}  // namespace

const ArtifactView* ReportView::min_driver_set_by() const {
  return report->min_driver ? &artifacts[report->min_driver_artifact] : nullptr;
}

ReportView make_report_view(const AuditReport& report) {
  ReportView view;
  view.report = &report;
  view.errors = report.input_errors;
  for (const auto& artifact : report.artifacts) {
    ArtifactView& shown = view.artifacts.emplace_back(artifact_view(artifact));
    for (const auto& warning : artifact.verdict.warnings) view.warnings.push_back({&warning, shown.path});
    view.errors.insert(view.errors.end(), artifact.facts.errors.begin(), artifact.facts.errors.end());
  }
  for (const auto& package : report.packages) {
    for (const auto& finding : package.findings) view.warnings.push_back({&finding, package.name});
  }
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
