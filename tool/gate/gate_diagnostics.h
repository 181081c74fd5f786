// What the gate says beside the checks' results: an artifact it could not pair, read or check. Each
// is a Diagnostic whose code, severity and fix are its row of the one finding table
// (tool/findings, Reporter::kGate), so that `cudacompat help`, the finding reference and SARIF's
// helpUri know every code the gate prints, and one problem has one fix text.
#pragma once

#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "findings/findings.h"
#include "sarif/sarif.h"

namespace cudacompat::gate {

// The gate's diagnostic of `code`: severity and fix from its row.
Diagnostic gate_diagnostic(findings::FindingCode code, std::string message, std::string where = {});

// A check's own diagnostic (the audit's input-unreadable, abi-diff's consumer-unreadable) as the gate
// reports it: the gate's row of the same code sets severity and fix. A code with no gate row is kept
// as the check made it (tests/gate/test_gate_codes.py fails while one exists).
Diagnostic adopted(Diagnostic diagnostic);

// The gate's diagnostics as one SARIF run of the gate's codes, each at its `where`.
sarif::Run diagnostics_run(const std::vector<Diagnostic>& diagnostics, const std::string& tool_version);

}  // namespace cudacompat::gate
