// `cudacompat gate` as a library call: the packages about to ship, each paired with its
// counterpart in the last release, run through the checks that exist (the audit against the policy,
// abi-diff against the counterpart and the downstream consumers, pin --check on the package's own
// declared dependencies, the variant check inside the audit) and judged once: ship or do not.
//
// Every check's results are kept as its SARIF run (tool/sarif): one result shape (code from the one
// finding table, level, message, location) for the table, the JSON and the SARIF log alike. The
// policy re-levels codes; the verdict is "no result at error level, and every input read".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "gate/artifacts.h"
#include "gate/policy_file.h"
#include "knowledge/version.h"
#include "sarif/sarif.h"

namespace cudacompat::gate {

struct GateOptions {
  std::vector<std::string> fresh;     // NEW: files or directories
  std::vector<std::string> previous;  // --previous: files, directories or pypi:NAME==VERSION
  std::string cache;                  // where fetched releases are kept; "" for previous_cache_directory()
  std::vector<std::string> consumers;
  // --check: the repository's own dependency files (requirements, pyproject, Cargo, conda), judged
  // by pin --check's rules against files_cuda, else the one CUDA major NEW's binaries use.
  std::vector<std::string> dependency_files;
  std::optional<Version> files_cuda;
  GatePolicy policy;
  unsigned jobs = 2;
};

// Where a check's result sits: the run (index into GateReport::runs) and the result in it.
struct ResultRef {
  std::size_t run = 0;
  std::size_t result = 0;
};

// One downstream extension module against one pair.
struct ConsumerOutcome {
  std::string consumer;  // the module, as abi-diff names it ("x.whl!pkg/_lib.so")
  std::string outcome;   // "imports", "fails", "breaks", "unreadable" (abi::ConsumerVerdict)
  std::string reason;
};

struct ArtifactReport {
  Artifact artifact;
  std::optional<Artifact> previous;
  std::vector<ResultRef> results;  // in check order: audit, abi-diff, pin-check
  std::vector<ConsumerOutcome> consumers;
  std::vector<Diagnostic> diagnostics;  // what was not checked for it, and why
};

// One --check file: pin --check's results about it, and what could not be read in it.
struct FileReport {
  std::string path;
  std::vector<ResultRef> results;
  std::vector<Diagnostic> diagnostics;
};

enum class Verdict { kShip, kDoNotShip, kBadInput };
std::string_view to_string(Verdict verdict);  // "ship", "do-not-ship", "bad-input"

struct GateReport {
  std::vector<ArtifactReport> artifacts;
  std::vector<Artifact> dropped;  // in the last release, continued by none of NEW
  std::vector<FileReport> files;  // --check, in the order given
  std::string files_cuda;         // the CUDA the files were judged against, and where it came from
  // One per check run: the audit's (over every NEW artifact), one abi-diff per pair, pin --check's.
  std::vector<sarif::Run> runs;
  std::vector<std::string> run_checks;  // the check of each run: "audit", "abi-diff", "pin-check"
  std::vector<Diagnostic> diagnostics;  // about the whole run
  std::string policy_file;

  std::size_t count(sarif::Level level) const;
  Verdict verdict() const;
  int exit_code() const;  // 0 ship, 1 do not ship, 2 bad input
};

// Bad input that stops everything before any check (a missing file, two OLD artifacts for one NEW,
// an unreadable consumer) is an Error; an input a check cannot read is an error diagnostic in the
// report (verdict kBadInput), so that what was read is still shown and nothing passes.
Expected<GateReport> run_gate(const GateOptions& options);

}  // namespace cudacompat::gate
