// `doctor --variants`: which variant of each release an installer would choose on this machine
// (variant::choose_variant, NVIDIA's provider and the installers' ranking) and whether the chosen
// wheel's GPU code runs here (judge_gpu over the audit's verdicts, on every GPU, with the judged
// driver). Where the installer's rules and the driver disagree it says so: a variant the provider
// never selects that would run here (PTX of an older major, which the driver JIT-compiles), a
// chosen variant that does not run (an `a` target on a newer GPU of its major; an older GPU than
// the newest, which alone decides).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "audit/audit.h"
#include "doctor/verdicts.h"
#include "variant/selection.h"
#include "variant/variant_set.h"

namespace cudacompat::doctor {

struct VariantWheelCheck {
  std::string label;
  std::string wheel;                 // "" when the set has no wheel for the label (an index alone)
  std::optional<bool> runs;          // nullopt: no wheel to read, or no GPU to judge
  std::vector<Diagnostic> problems;  // each reason it does not run here
};

struct VariantReleaseCheck {
  variant::VariantRelease release;
  variant::VariantChoice choice;
  std::vector<VariantWheelCheck> wheels;  // one per variant, in choice order
  std::vector<Diagnostic> notes;          // where the installer's choice and the driver disagree
  std::vector<Diagnostic> problems;       // the chosen variant does not run here, or none is chosen

  const VariantWheelCheck* chosen() const;
};

struct VariantSetCheck {
  std::string path;
  variant::MachineForVariants machine;
  std::vector<VariantReleaseCheck> releases;
  std::vector<Diagnostic> errors;  // what could not be read: exit 2
};

// The provider's view of the machine doctor found: the CUDA version the driver reports and every
// GPU's compute capability.
variant::MachineForVariants machine_for_variants(const DriverInfo& driver);

// What the check says besides its choices: the set's errors, then each release's notes and problems.
std::vector<Diagnostic> diagnostics(const VariantSetCheck& check);

VariantSetCheck check_variants(const std::string& path, const DoctorReport& report, const audit::Judge& judge);

}  // namespace cudacompat::doctor
