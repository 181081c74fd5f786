// Every finding code the tool's checkers report (what the audit can say about an artifact beyond its
// facts, what abi-diff can say about two releases of one), in one enum with one table of names: the
// command line validates option values against it and builds its help from it, the SARIF writer
// takes its rule ids and links from it, and the site's finding reference is generated from it. The
// table is data, tool/findings/findings.toml (one row per code: its name, summary, reporter and
// prose), embedded in the binary and read on first use (finding_data.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/enum_names.h"

namespace cudacompat::findings {

// A new code is an enumerator here, its spelling in finding_data.cpp's kCodeSpellings (in this order;
// a static_assert there holds it to the last enumerator) and its row in findings.toml.
enum class FindingCode {
  // warnings: something a maintainer should fix
  kNoPtx,
  kArchSpecificOnly,
  kLibcudaLinked,
  kUnusedCudaLibrary,
  kMixedCudaMajors,
  kUnknownToKnowledge,
  kFloorUnknown,
  kLtoIrOnly,
  // warnings about a package's metadata against its binaries (package_checks.h); these fail the
  // audit without --fail-on: a package that declares what it does not need, or needs what it does
  // not declare, installs environments that do not work
  kUndeclaredCudaDependency,
  kDeclaredMajorUnused,
  kGraftedDriverLibrary,
  kNoUpperBound,
  kRecordMismatch,
  kCudaWheelNotOnRunpath,
  kExtensionsOutsidePackage,
  // a wheel's declared variant (*.dist-info/variant.json) against its binaries (tool/variant); the
  // first four fail the audit whatever the policy, as the package checks above: the variant lies
  kVariantSmArchUndeclared,
  kVariantSmArchAbsent,
  kVariantLowerBoundBelowFloor,
  kVariantUpperBoundTooHigh,
  // where NVIDIA's provider selects otherwise than the driver runs
  kVariantNotSelectedWhereItRuns,
  kVariantArchSpecificTarget,
  kVariantNewestGpuOnly,
  // notes: facts worth knowing
  kPtxIsaHeaderDiffers,
  kStaticRuntime,
  // abi-diff: what changed from one release to the next (tool/abi)
  // files and shared objects
  kFileRemoved,
  kSonameChanged,
  kSymbolRemoved,
  kSymbolAdded,
  kCudaLibraryAdded,
  kCudaLibraryDropped,
  kCudaMajorChanged,
  // GPU code, through the audit's facts and verdicts
  kSassArchitectureDropped,
  kPtxDropped,
  kDriverFloorRaised,
  kGpuDropped,
  // Cython C API
  kCapiLost,
  kCapiFunctionRemoved,
  kCapiSignatureChanged,
  kStructLayoutChanged,
  kCapiReexported,
  kCapiFunctionAdded,
  kCapiReadPartially,
  kMemberNameEscapes,
  kConsumerImportFails,
  // source
  kPxdRemoved,
  kPxdDeclarationRemoved,
  kPythonModuleRemoved,
  // package metadata
  kDependencyMajorChanged,
  kDependencyCeilingDropped,
  // pin --check: the requirement rules (tool/requirements/cuda_rules.h), named and described by them
  kPinWrongMajor,
  kPinNoUpperBound,
  kPinKnownBad,
  kPinMixedMajors,
  kPinDuplicateVariants,
  kPinEmptyRange,
  // audit's policies: what a maintainer requires (--min-driver, ...), named as the options
  kPolicyMinDriver,
  kPolicyRequireArch,
  kPolicyRequireSass,
  kPolicyRequirePtx,
  kPolicyMaxCudaMajor,
  kPolicyMinCudaMajor,
  kPolicyForbidLibcuda,
  // migrate: what in a source tree breaks on a newer toolkit (tool/migrate)
  kRemovedFunction,
  kRemovedEnumerator,
  kRemovedType,
  kRemovedField,
  kRemovedMacro,
  kChangedSignature,
  kRemovedCcclEntity,
  kDroppedArchitecture,
  kDialectTooOld,
  kToolkitVersionPinned,
  kDeprecatedApi,
  kRemovedHeader,
  // source, continued: a module that left its path for another
  kPythonModuleMoved,
  // the gate's own: what it could not pair, read or check (tool/gate), beside the checks' codes
  kArtifactUnreadable,
  kInputUnreadable,
  kConsumerUnreadable,
  kDependencyUnreadable,
  kDependencyFileUnreadable,
  kArtifactUnpaired,
  kPreviousArtifactDropped,
  kNoPreviousRelease,
  kPlatformTagChanged,
  kPinCheckNotRun,
  // doctor's: why an artifact will not run on this machine, what its driver failed, and what it
  // could not read (tool/doctor); each reason is a diagnostic of the command's report
  kDoctorArtifactUnreadable,
  kVariantSetUnreadable,
  kLibraryNotFound,
  kLibraryUnusable,
  kDriverTooOld,
  kGpuCodeUnloadable,
  kNoDriver,
  kDriverUnusable,
  kNoGpuVisible,
  kDriverVersionUnknown,
  kGpuCannotRun,
  kDriverSymbolMissing,
  kDriverCallFailed,
  kVariantWheelUnreadable,
  kNoVariantChosen,
  kChosenVariantDoesNotRun,
};

// Which subcommand reports a code. A name is unique within one reporter; the audit and pin --check
// share two (no-upper-bound, mixed-majors), each one rule owned by tool/requirements.
enum class Reporter {
  kAudit,        // the audit's warnings and notes about an artifact or package
  kAbiDiff,      // abi-diff's differences between two releases
  kPin,          // pin --check's findings in a project's files
  kAuditPolicy,  // the audit's policy violations (--min-driver, --require-arch, ...)
  kMigrate,      // migrate's findings in a source tree
  kGate,         // the gate's own diagnostics: an input it could not pair, read or check
  kDoctor,       // doctor's reasons a thing will not run here, and the inputs it could not read
};

// The one table of reporters: how findings.toml's `reporter` names each (`name`), the subcommand that
// reports its codes as typed (`command`), and its page of the finding reference (`page`). A page is
// named as its subcommand's hand-written page is ("pin --check": pin-check.md, the gate's
// release-gate.md, doctor's commands.md: "Pins, doctor and abi-diff"); the audit's policies share the
// audit's page, where no policy is named like a warning.
struct ReporterInfo {
  Reporter value;
  std::string_view name;
  std::string_view command;
  std::string_view page;
};
inline constexpr ReporterInfo kReporterInfo[] = {
    {Reporter::kAudit, "audit", "audit", "audit"},
    {Reporter::kAuditPolicy, "audit-policy", "audit", "audit"},
    {Reporter::kAbiDiff, "abi-diff", "abi-diff", "abi-diff"},
    {Reporter::kPin, "pin", "pin --check", "pin-check"},
    {Reporter::kMigrate, "migrate", "migrate", "migrate"},
    {Reporter::kGate, "gate", "gate", "release-gate"},
    {Reporter::kDoctor, "doctor", "doctor", "commands"},
};

// Whom an abi-diff difference breaks.
enum class Breaks {
  kBinary,  // code built against OLD, run against NEW, fails (import error, missing symbol)
  kSource,  // code recompiled against NEW fails (a removed .pxd, declaration or module)
  kNone,    // informational (and every audit finding: the audit judges one release)
};
// Its spellings: to_string's and findings.toml's `breaks`.
inline constexpr EnumName<Breaks> kBreaksNames[] = {
    {Breaks::kBinary, "binary"}, {Breaks::kSource, "source"}, {Breaks::kNone, "none"}};
std::string_view to_string(Breaks breaks);  // "binary", "source", "none"

struct FindingInfo {
  FindingCode code;
  std::string_view name;     // "no-ptx"
  bool warning;              // false: a note
  std::string_view summary;  // one line, for help texts, tables and SARIF's shortDescription
  Reporter reporter;
  Breaks breaks;
  // What the finding reference (reference_path) says beyond the summary: when the code is reported,
  // in Markdown; "" where the summary says it all. The site's pages are generated from these, so
  // what a code means is written once, in findings.toml.
  std::string_view details = "";
  // What to do about it; "" for the informational codes, which ask for nothing.
  std::string_view fix = "";
  // The gate's codes for an input that no check could read: the gate gives no verdict (exit 2),
  // and SARIF's level is error. False for every other code.
  bool input_error = false;
  // The audit's codes about a package's metadata: they fail the audit whatever the policy.
  bool package_metadata = false;
};

// Every row of findings.toml, in its order; read from the embedded file on the first call.
const std::vector<FindingInfo>& finding_table();
// The subcommand that reports a reporter's codes, as typed: "audit", "abi-diff", "pin --check", "migrate", "gate".
std::string_view command_of(Reporter reporter);
// Where a code is documented, relative to the repository root: its reporter's generated page of the
// finding reference, at the heading named after the code ("docs/reference/findings/audit.md#no-ptx").
// docs/generate_reference.py writes the pages from `cudacompat help --format json`, which carries
// this path; SARIF's helpUri is it under the project's URL. A code's name is unique on its page.
std::string reference_path(const FindingInfo& info);
const FindingInfo& info(FindingCode code);
std::string_view to_string(FindingCode code);
// The code of that name that `reporter` reports (audit --fail-on does not take abi-diff's codes).
std::optional<FindingCode> parse_finding_code(std::string_view name, Reporter reporter = Reporter::kAudit);
// "file-removed, soname-changed, ...": every code `reporter` reports, for help texts and errors.
std::string code_list(Reporter reporter);
// "no-ptx, arch-specific-only, ...": the audit's warning codes, for help texts and error messages.
std::string warning_code_list();
// A diagnostic of `code`: its name, its severity (an error for an input no check could read and for
// every doctor code, each a reason a thing will not run; else a warning or a note as the row says)
// and its fix (the row's, where `fix` is empty).
Diagnostic diagnostic(FindingCode code, std::string message, std::string where = {}, std::string fix = {});
// Whether a finding is about a package's metadata: such findings fail the audit whatever the policy.
bool is_package_metadata_finding(FindingCode code);

struct Finding {
  FindingCode code;
  std::string message;  // a sentence that says what to do
  std::string_view name() const { return to_string(code); }
};
}  // namespace cudacompat::findings
