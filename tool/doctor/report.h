// The doctor's outputs: a table for people, JSON for programs (the fields are documented in
// `cudacompat doctor --help` and follow DoctorReport).
#pragma once

#include <ostream>
#include <string>

#include "doctor/verdicts.h"

namespace cudacompat::doctor {

void write_table(std::ostream& out, const DoctorReport& report);
void write_json(std::ostream& out, const DoctorReport& report, const std::string& tool_version);

}  // namespace cudacompat::doctor
