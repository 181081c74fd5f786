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
// A driver floor as every writer shows it: "580.65.06", or ">=580.65.06" for a conservative lower
// bound (something audited is newer than the knowledge base); empty where there is no floor.
std::string driver_floor(const std::optional<Version>& driver, bool exact);

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
  std::string min_driver;               // driver_floor; empty where there is none
  std::vector<FatbinSection> sections;  // by section name
  std::vector<std::string> libraries;   // the CUDA libraries' sonames, in the verdict's order

  const ArtifactFacts& facts() const { return artifact->facts; }
  const ArtifactVerdict& verdict() const { return artifact->verdict; }
};

// One line of the report's findings. The view lists them in one order that every writer walks:
// the warnings (every artifact's in artifact order, then every package's), the errors (the inputs
// that could not be read, then every artifact's), the policy violations (every artifact's, then every
// package's), and last the notes, which only SARIF and the HTML artifact details show. Each kind is
// one contiguous slice, so the table's sections are slices of the list.
struct ListedFinding {
  enum class Kind { kWarning, kError, kViolation, kNote };
  Kind kind = Kind::kWarning;
  std::string code;     // the finding's name, the violated rule; empty for an error
  std::string where;    // the artifact's short path or the package's name; a violation's path; empty for an error
  std::string message;  // as the report says it (the writers escape it)
  // Whose it is: an index into ReportView::artifacts, or none (a package's, an input's).
  std::optional<std::size_t> artifact;
  const Finding* finding = nullptr;      // a warning's or a note's
  const Diagnostic* error = nullptr;     // an error's
  const Violation* violation = nullptr;  // a violation's
};

struct ReportView {
  const AuditReport* report = nullptr;
  // The report's order: every writer lists the artifacts in it.
  std::vector<ArtifactView> artifacts;
  // Every finding, in the one order above.
  std::vector<ListedFinding> findings;
  std::string min_driver;  // the report's driver_floor; empty where there is none
  std::size_t containers = 0;
  std::size_t entries = 0;
  // Every known GPU's coverage with a driver new enough for all: where a judge made the view.
  std::optional<RunSets> runs;

  // The artifact that sets the minimum driver; null when there is none.
  const ArtifactView* min_driver_set_by() const;
  // How many findings of a kind: the summary's counts ("warnings", "errors", "policy violations").
  std::size_t count(ListedFinding::Kind kind) const;
  // The errors, in the list's order: the JSON's diagnostics.
  std::vector<Diagnostic> errors() const;
};

ReportView make_report_view(const AuditReport& report);
ReportView make_report_view(const AuditReport& report, const Judge& judge);

}  // namespace cudacompat::audit
