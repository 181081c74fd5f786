// `cudacompat audit` as a library call: inputs -> facts -> verdicts -> policy violations.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "audit/inputs.h"
#include "audit/policy.h"
#include "audit/verdicts.h"
#include "common/diagnostic.h"
#include "common/expected.h"
#include "readers/artifact.h"
#include "readers/device_code.h"
#include "readers/package_metadata.h"

namespace cudacompat::audit {

struct AuditReport;
struct PackageReport;

// A check of one package that a library above the audit owns (tool/variant holds a wheel's declared
// variant.json to what it derives from the binaries): the audit cannot include it, so the command
// line hands it in. Called for every package after the audit's own checks; its findings join the
// package's (and its violations, as the package checks' do); an error is an input that could not
// be read (exit 2), named by the package.
using PackageCheck =
    std::function<Expected<std::vector<Finding>>(const AuditReport&, const PackageReport&, const Judge&)>;

struct AuditOptions {
  std::vector<std::string> inputs;
  DeviceCodeOptions device;
  unsigned jobs = 2;
  Policy policy;
  ProgressCallback progress;
  // Inputs that cannot be read are still listed, but do not make the exit code 2.
  bool skip_unreadable = false;
  std::vector<PackageCheck> package_checks;
  // Files a caller has already read as inspect_files would (the gate reads each NEW package once,
  // for the audit and abi-diff: abi::TreeReadOptions::keep_audit_reading), keyed by the path the
  // input expands to: they are judged as they are, not read again. The caller answers for having
  // read them with `device`'s options.
  std::map<std::string, InspectedFile, std::less<>> already_read;
};

struct AuditedArtifact {
  ArtifactFacts facts;
  ArtifactVerdict verdict;
  std::vector<Violation> violations;
};

struct PackageReport {
  std::string name;                  // the input: a wheel, a directory, a file
  std::vector<std::size_t> members;  // indices into AuditReport::artifacts
  std::vector<Finding> findings;
  // A package file (wheel with METADATA, .deb, conda package): what it says about itself.
  std::optional<PackageMetadata> metadata;
};

struct AuditReport {
  std::vector<std::string> inputs;
  std::vector<AuditedArtifact> artifacts;
  std::vector<PackageReport> packages;
  std::vector<Diagnostic> input_errors;  // inputs that do not exist or cannot be listed
  std::vector<Violation> violations;     // every artifact's and package's, in order
  std::size_t files_read = 0;
  std::size_t files_skipped = 0;  // found in directories, not binaries
  double seconds = 0;

  std::optional<Version> min_driver;  // the newest of the artifacts' minimum drivers
  bool min_driver_exact = true;       // false: a conservative lower bound (see ArtifactVerdict)
  std::size_t min_driver_artifact = 0;
  bool skip_unreadable = false;

  std::size_t error_count() const;
  std::size_t warning_count() const;
  std::size_t container_count() const;
  std::size_t entry_count() const;
};

AuditReport run_audit(const AuditOptions& options, const Judge& judge);

// 0 clean, 1 policy violations, 2 unreadable inputs (which wins over violations, unless the
// report was made with skip_unreadable).
int audit_exit_code(const AuditReport& report);

// How the artifacts with GPU code, together, cover one GPU under one driver.
enum class Coverage {
  kNative,  // every one of them has SASS for it
  kJit,     // every one of them runs, some through the PTX JIT
  kSome,    // some of them run, some do not
  kNone,    // none of them runs (or the driver is too old for the GPU or for them)
};
std::string_view to_string(Coverage coverage);  // "sass", "jit", "some", "none"

struct GpuCoverage {
  int gpu = 0;
  Coverage coverage = Coverage::kNone;
  std::size_t running = 0;               // artifacts with GPU code that run
  std::size_t total = 0;                 // artifacts with GPU code
  std::vector<std::size_t> not_running;  // indices into AuditReport::artifacts
};

// Under `driver`, or, with nullopt, under a driver new enough for every artifact (its PTX ISA
// included, whether or not the knowledge base lists that driver yet).
GpuCoverage coverage_at(const AuditReport& report, const Judge& judge, int gpu_sm,
                        const std::optional<Version>& driver);

// Every known GPU's coverage with a driver new enough for all the artifacts.
struct RunSets {
  bool any_code = false;
  Version driver;  // the newest driver the knowledge base lists, or the artifacts' floor when higher
  std::vector<GpuCoverage> gpus;
  std::vector<int> of(Coverage coverage) const;
};
RunSets combined_runs(const AuditReport& report, const Judge& judge);

}  // namespace cudacompat::audit
