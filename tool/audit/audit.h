// `cudacompat audit` as a library call: inputs -> facts -> verdicts -> policy violations.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "audit/artifact.h"
#include "audit/device_code.h"
#include "audit/inputs.h"
#include "audit/policy.h"
#include "audit/verdicts.h"

namespace cudacompat::audit {

struct AuditOptions {
  std::vector<std::string> inputs;
  DeviceCodeOptions device;
  unsigned jobs = 2;
  Policy policy;
  ProgressCallback progress;
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
};

struct AuditReport {
  std::vector<std::string> inputs;
  std::vector<AuditedArtifact> artifacts;
  std::vector<PackageReport> packages;
  std::vector<std::string> input_errors;  // inputs that do not exist or cannot be listed
  std::vector<Violation> violations;      // every artifact's and package's, in order
  std::size_t files_read = 0;
  std::size_t files_skipped = 0;  // found in directories, not binaries
  double seconds = 0;

  std::optional<Version> min_driver;  // the newest of the artifacts' minimum drivers
  std::size_t min_driver_artifact = 0;

  std::size_t error_count() const;
  std::size_t warning_count() const;
  std::size_t container_count() const;
  std::size_t entry_count() const;
};

AuditReport run_audit(const AuditOptions& options, const Judge& judge);

// 0 clean, 1 policy violations, 2 unreadable inputs (which wins over violations).
int audit_exit_code(const AuditReport& report);

// Where every artifact with GPU code runs with a driver new enough for all of them.
struct RunSets {
  bool any_code = false;
  Version driver;  // the driver the sets are for
  std::vector<int> sass, jit, no;
};
RunSets combined_runs(const AuditReport& report, const Judge& judge);

// Where all the artifacts with device code run: the weakest status over them, per GPU and driver.
RunStatus combined_status(const AuditReport& report, const Judge& judge, int gpu_sm, const Version& driver);

}  // namespace cudacompat::audit
