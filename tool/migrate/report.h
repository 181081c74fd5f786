// The outputs of `cudacompat migrate`: a table for people, JSON for tools and SARIF for code review.
#pragma once

#include <ostream>
#include <string_view>

#include "common/diagnostic.h"
#include "migrate/fix.h"
#include "migrate/tree.h"
#include "sarif/sarif.h"

namespace cudacompat::migrate {

struct Report {
  const MigrationRules& rules;
  const TreeScan& scan;
  const FixResult* fix = nullptr;  // with --fix
};

// What the run says besides its findings: files skipped (errors: they were not judged), files not
// understood (warnings), and with --fix the files left alone (notes). The JSON's "diagnostics".
std::vector<Diagnostic> diagnostics(const Report& report);
void write_table(std::ostream& out, const Report& report);
void write_json(std::ostream& out, const Report& report);
// SARIF 2.1.0 (docs/sarif.md): each finding at its file, line and column.
sarif::Run sarif_run(const Report& report, const std::string& tool_version);
void write_sarif(std::ostream& out, const Report& report, const std::string& tool_version);
// Whether something will break: a finding that is not only a deprecation.
bool breaks(const TreeScan& scan);

}  // namespace cudacompat::migrate
