// What an audit report shows, decided once for every writer (table, JSON, HTML, SARIF): the
// artifacts in the order they are listed, each with its cells' values; the warnings and errors in
// the order the summary lists them, and the counts, which are the lengths of those lists. The
// writers only format it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "audit/audit.h"

namespace cudacompat::audit {

// Cells shared by the writers (and by doctor).
std::string compact_sass_list(const std::vector<GpuTarget>& targets);  // "sm_75 80 86 90a"
std::string compact_ptx_list(const std::vector<PtxTarget>& targets);   // "compute_75 120 (ISA 9.0)"
std::string compact_lto_list(const std::vector<GpuTarget>& targets);   // "lto_90 100a"
std::string gpu_list(const std::vector<int>& gpus);                    // "sm_75 sm_80"
// The path without the package directory in front ("libcublas.so.13" for lib/libcublas.so.13).
std::string short_path(const ArtifactFacts& facts);
bool has_cuda_content(const AuditedArtifact& artifact);

// One fatbin section of an artifact (".nv_fatbin", "__nv_relfatbin"), with what it holds.
struct FatbinSection {
  std::string name;
  std::size_t containers = 0;
  std::size_t entries = 0;
};

struct ArtifactView {
  const AuditedArtifact* artifact = nullptr;
  std::string path;                     // short_path: what the table, HTML and findings show
  bool cuda_content = false;            // the table lists only these unless --all
  std::string sass, ptx, lto;           // the compact lists; empty where there is none
  std::vector<FatbinSection> sections;  // by section name
  std::vector<std::string> libraries;   // the CUDA libraries' sonames, in the verdict's order

  const ArtifactFacts& facts() const { return artifact->facts; }
  const ArtifactVerdict& verdict() const { return artifact->verdict; }
};

// A warning as the summary lists it: an artifact's (at its short path) or a package's (at its name).
struct PlacedFinding {
  const Finding* finding = nullptr;
  std::string where;
};

struct ReportView {
  const AuditReport* report = nullptr;
  // The report's order: every writer lists the artifacts in it.
  std::vector<ArtifactView> artifacts;
  // Every artifact's warnings in artifact order, then every package's findings: the "warnings" count.
  std::vector<PlacedFinding> warnings;
  // The inputs that could not be read, then every artifact's errors: the "errors" count, and the
  // JSON's diagnostics.
  std::vector<Diagnostic> errors;
  std::size_t containers = 0;
  std::size_t entries = 0;
  // Every known GPU's coverage with a driver new enough for all: where a judge made the view.
  std::optional<RunSets> runs;

  // The artifact that sets the minimum driver; null when there is none.
  const ArtifactView* min_driver_set_by() const;
};

ReportView make_report_view(const AuditReport& report);
ReportView make_report_view(const AuditReport& report, const Judge& judge);

}  // namespace cudacompat::audit
