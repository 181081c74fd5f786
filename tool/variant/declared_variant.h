// The audit's check of a wheel's declared variant (`*.dist-info/variant.json`, ours or anyone's)
// against the variant derive_variant() reads from its binaries, and against what NVIDIA's provider
// would select (nvidia_provider.h). It lives here, above the audit, because the derivation does:
// the audit command hands it to run_audit as an audit::PackageCheck, so the audit's writers (table,
// JSON, SARIF) and its exit code treat its findings as they treat the package checks'.
//
//   variant-sm-arch-undeclared        a binary carries NN_real / NN_virtual the variant omits
//   variant-sm-arch-absent            the variant names a value no binary carries
//   variant-lower-bound-below-floor   below the CUDA version of the audit's driver floor (or none)
//   variant-upper-bound-too-high      above the next major of the one the wheel is tied to; not
//                                     judged where nothing ties it to one (libcurand.so.10 serves 11
//                                     and 12)
//   variant-not-selected-where-it-runs, variant-arch-specific-target, variant-newest-gpu-only:
//                                     where the provider's rules differ from what the driver runs
#pragma once

#include <vector>

#include "audit/audit.h"
#include "common/expected.h"
#include "findings/findings.h"

namespace cudacompat::variant {

// The findings for one package of the report: none for a package that is not a wheel or has no
// variant.json. An error, for the audit to report as an input it could not read (exit 2), where
// the variant.json is not one PEP 825 variant of the `nvidia` namespace (read_variants_json's
// messages), a bound is not a version, or no variant can be derived from the binaries.
Expected<std::vector<findings::Finding>> check_declared_variant(const audit::AuditReport& report,
                                                                const audit::PackageReport& package,
                                                                const audit::Judge& judge);

}  // namespace cudacompat::variant
