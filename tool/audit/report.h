// The audit's outputs: a table for people at a terminal, JSON for programs (schema in
// docs/audit.md), one self-contained HTML page with the GPU x driver grid, and SARIF for code review.
#pragma once

#include <ostream>
#include <string>

#include "audit/audit.h"
#include "sarif/sarif.h"

namespace cudacompat::audit {

struct TableOptions {
  bool all_files = false;  // list artifacts without CUDA content too
  bool color = false;      // ANSI colours (on a terminal)
};

struct JsonOptions {
  bool entries = false;  // every fatbin entry of every artifact (large for CUDA libraries)
};

// What the run says besides its verdicts: inputs it could not read or list, and artifacts it could
// not read ("artifact-unreadable", at the artifact's path). The JSON's "diagnostics".
std::vector<Diagnostic> diagnostics(const AuditReport& report);

void write_table(std::ostream& out, const AuditReport& report, const Judge& judge, const TableOptions& options = {});
void write_json(std::ostream& out, const AuditReport& report, const Judge& judge, const JsonOptions& options = {});
void write_html(std::ostream& out, const AuditReport& report, const Judge& judge, const std::string& tool_version);
// SARIF 2.1.0 (docs/sarif.md): warnings, notes and policy violations as results at their files.
sarif::Run sarif_run(const AuditReport& report, const std::string& tool_version);
void write_sarif(std::ostream& out, const AuditReport& report, const std::string& tool_version);

// Shared by the outputs.
std::string compact_sass_list(const std::vector<GpuTarget>& targets);  // "sm_75 80 86 90a"
std::string compact_ptx_list(const std::vector<PtxTarget>& targets);   // "compute_75 120 (ISA 9.0)"
std::string compact_lto_list(const std::vector<GpuTarget>& targets);   // "lto_90 100a"
std::string gpu_list(const std::vector<int>& gpus);                    // "sm_75 sm_80"
// The path without the package directory in front ("libcublas.so.13" for lib/libcublas.so.13).
std::string short_path(const ArtifactFacts& facts);
bool has_cuda_content(const AuditedArtifact& artifact);

}  // namespace cudacompat::audit
