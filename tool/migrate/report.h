// The outputs of `cudacompat migrate`: a table for people, JSON for tools and SARIF for code review.
#pragma once

#include <ostream>
#include <string_view>

#include "migrate/fix.h"
#include "migrate/tree.h"
#include "sarif/sarif.h"

namespace cudacompat::migrate {

struct Report {
  const MigrationRules& rules;
  const TreeScan& scan;
  const FixResult* fix = nullptr;  // with --fix
};

void write_table(std::ostream& out, const Report& report);
void write_json(std::ostream& out, const Report& report);
// SARIF 2.1.0 (docs/sarif.md): each finding at its file, line and column.
sarif::Run sarif_run(const Report& report, const std::string& tool_version);
void write_sarif(std::ostream& out, const Report& report, const std::string& tool_version);
// Whether something will break: a finding that is not only a deprecation.
bool breaks(const TreeScan& scan);

}  // namespace cudacompat::migrate
