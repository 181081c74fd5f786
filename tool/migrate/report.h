// The outputs of `cudacompat migrate`: a table for people and JSON for tools, from one walk.
#pragma once

#include <ostream>
#include <string_view>

#include "migrate/fix.h"
#include "migrate/tree.h"

namespace cudacompat::migrate {

struct Report {
  const MigrationRules& rules;
  const TreeScan& scan;
  const FixResult* fix = nullptr;  // with --fix
};

void write_table(std::ostream& out, const Report& report);
void write_json(std::ostream& out, const Report& report);
// Whether something will break: a finding that is not only a deprecation.
bool breaks(const TreeScan& scan);

}  // namespace cudacompat::migrate
