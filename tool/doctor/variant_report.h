// `doctor --variants`' part of the report: a section of the table, the JSON's "variants" object
// (schemas/cudacompat-doctor-1.schema.json), and its share of the exit code.
#pragma once

#include <ostream>

#include "common/json_value.h"
#include "doctor/variant_check.h"

namespace cudacompat::doctor {

void write_variants_table(std::ostream& out, const VariantSetCheck& check);
json::Tree variants_json(const VariantSetCheck& check);
// 2 when the set could not be read; 1 when a release's chosen variant does not run here or none
// is chosen; else 0.
int variants_exit_code(const VariantSetCheck& check);

}  // namespace cudacompat::doctor
