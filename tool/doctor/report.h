// The doctor's outputs: a table for people, JSON for programs (the fields are documented in
// `cudacompat doctor --help` and follow DoctorReport).
#pragma once

#include <ostream>
#include <string>

#include "doctor/variant_check.h"
#include "doctor/verdicts.h"

namespace cudacompat::doctor {

void write_table(std::ostream& out, const DoctorReport& report);
// What the run says besides its verdicts, in the table's order: inputs it could not read or list,
// the driver's problems, and each artifact's errors and reasons it will not run (each at the
// artifact's path; codes from tool/findings). The JSON's "diagnostics".
std::vector<Diagnostic> diagnostics(const DoctorReport& report);
// With `variants` (doctor --variants), the JSON has a "variants" object as well.
void write_json(std::ostream& out, const DoctorReport& report, const VariantSetCheck* variants = nullptr);

}  // namespace cudacompat::doctor
