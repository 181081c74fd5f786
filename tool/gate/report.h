// The gate's outputs, all walking the same GateReport: a table grouped by artifact, JSON in the
// common envelope (schemas/cudacompat-gate-1.schema.json), one SARIF 2.1.0 log with a run per
// check, and an HTML page.
#pragma once

#include <ostream>

#include "gate/gate.h"

namespace cudacompat::gate {

void write_table(std::ostream& out, const GateReport& report);
void write_json(std::ostream& out, const GateReport& report);
void write_sarif(std::ostream& out, const GateReport& report);
// One self-contained page for a person: the verdict first, then each artifact with its pair, its
// errors and warnings, its consumers, and its notes folded away.
void write_html(std::ostream& out, const GateReport& report);

}  // namespace cudacompat::gate
