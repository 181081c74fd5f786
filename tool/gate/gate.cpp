#include "gate/gate.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <future>
#include <map>

#include "abi/compare.h"
#include "abi/package_tree.h"
#include "abi/reach.h"
#include "abi/report.h"
#include "audit/audit.h"
#include "audit/package_checks.h"
#include "audit/report.h"
#include "gate/fetch_previous.h"
#include "knowledge/knowledge_base.h"
#include "pin/check.h"
#include "requirements/conda_spec.h"
#include "requirements/pep508.h"
#include "variant/declared_variant.h"

namespace cudacompat::gate {
namespace {

constexpr std::string_view kToolVersion = CUDACOMPAT_VERSION_STRING;

void adopt_run(GateReport& report, sarif::Run run, const std::string& check) {
  report.runs.push_back(std::move(run));
  report.run_checks.push_back(check);
}

// Each result of the run last adopted that is about `path` (a package on disk), for its artifact.
void attach_results_at(GateReport& report, const std::map<std::string, std::size_t>& artifact_of_path) {
  const std::size_t run = report.runs.size() - 1;
  for (std::size_t i = 0; i < report.runs[run].results.size(); ++i) {
    const auto& locations = report.runs[run].results[i].locations;
    if (locations.empty()) continue;
    if (auto found = artifact_of_path.find(locations.front().path); found != artifact_of_path.end())
      report.artifacts[found->second].results.push_back({run, i});
  }
}

void check_audit(const audit::AuditReport& audited, GateReport& report,
                 const std::map<std::string, std::size_t>& artifact_of_path) {
  adopt_run(report, audit::sarif_run(audited, std::string(kToolVersion)), "audit");
  attach_results_at(report, artifact_of_path);
  for (auto diagnostic : audit::diagnostics(audited)) {
    if (diagnostic.severity != Diagnostic::Severity::kError) continue;
    diagnostic.fix = "nothing is judged for an artifact that cannot be read: fix or remove it";
    report.diagnostics.push_back(std::move(diagnostic));
  }
}

// Both sides of a pair, read before any check. NEW is read with the audit's reading kept
// (audit_reading_kept), so that the audit judges it from the same pass instead of reading it again.
struct PairReading {
  std::optional<Expected<abi::PackageTree>> old_tree;
  std::optional<Expected<abi::PackageTree>> new_tree;
  bool audit_reading_kept = false;
};

PairReading read_pair(const ArtifactReport& artifact) {
  PairReading reading;
  // OLD and NEW on two threads: each reading is independent, and nothing is compared until both are.
  auto new_reading = std::async(std::launch::async, [&] {
    abi::TreeReadOptions keep;
    keep.keep_audit_reading = true;
    auto tree = abi::read_package_tree(artifact.artifact.path, keep);
    reading.audit_reading_kept = static_cast<bool>(tree);
    // A package that the audit's reading fails on (a member only RECORD's hashing inflates, say) is
    // read as abi-diff alone reads it, and left to the audit to read and report: what the gate says
    // of it is what it said when each check read the package itself.
    if (!tree) tree = abi::read_package_tree(artifact.artifact.path);
    return tree;
  });
  reading.old_tree = abi::read_package_tree(artifact.previous->path);
  reading.new_tree = new_reading.get();
  return reading;
}

// Hands the audit the NEW packages already read, so that it reads only the others.
void share_audit_readings(const GateReport& report, std::vector<std::optional<PairReading>>& readings,
                          audit::AuditOptions& audit_options) {
  for (std::size_t i = 0; i < readings.size(); ++i) {
    if (!readings[i] || !readings[i]->audit_reading_kept) continue;
    abi::PackageTree& tree = **readings[i]->new_tree;
    audit::InspectedFile inspected;
    inspected.artifacts = std::move(tree.audit_artifacts);
    inspected.metadata = tree.metadata;
    audit_options.already_read.insert_or_assign(report.artifacts[i].artifact.path, std::move(inspected));
  }
}

// One side of abi-diff for a pair, or the error diagnostic that says why it could not be read.
std::optional<abi::PackageTree> tree_or_diagnostic(Expected<abi::PackageTree>&& tree, const std::string& path,
                                                   ArtifactReport& artifact) {
  if (tree) return std::move(tree).value();
  artifact.diagnostics.push_back(Diagnostic::error("artifact-unreadable", tree.error().message, path,
                                                   "nothing is judged for an artifact that cannot be read"));
  return std::nullopt;
}

// A consumer wheel is checked against the pairs it could be installed beside (same Python tag and
// machine); a directory or a lone extension module against every pair.
bool consumer_applies(const std::string& consumer, const Artifact& artifact) {
  auto consumers = collect_artifacts({consumer}, "--consumer");
  if (!consumers || consumers->size() != 1 || (*consumers)[0].kind != "wheel" || artifact.kind != "wheel") return true;
  const Artifact& wheel = (*consumers)[0];
  return wheel.machine == artifact.machine &&
         (wheel.python_tag == artifact.python_tag || wheel.python_tag.starts_with("py") ||
          artifact.python_tag.starts_with("py"));
}

void check_pair(const GateOptions& options, const std::vector<abi::PackageTree>& consumers, PairReading&& reading,
                ArtifactReport& artifact, GateReport& report) {
  auto old_tree = tree_or_diagnostic(std::move(*reading.old_tree), artifact.previous->path, artifact);
  auto new_result = tree_or_diagnostic(std::move(*reading.new_tree), artifact.artifact.path, artifact);
  if (!old_tree || !new_result) return;
  const abi::PackageTree& new_tree = *new_result;
  abi::AbiDiff diff = abi::compare_trees(*old_tree, new_tree);
  for (std::size_t i = 0; i < consumers.size(); ++i) {
    if (!consumer_applies(options.consumers[i], artifact.artifact)) continue;
    abi::PackageTree consumer = consumers[i];  // resolving its string-table imports is per OLD
    abi::resolve_consumer_string_table_capi(consumer, *old_tree);
    if (auto checked = abi::check_consumer(consumer, *old_tree, new_tree, diff); !checked) {
      artifact.diagnostics.push_back(
          Diagnostic::error("consumer-unreadable", checked.error().message, options.consumers[i]));
    }
  }
  abi::judge_reach(*old_tree, diff);  // after the consumers: what one of them imports is theirs to break
  for (const auto& verdict : diff.consumers) {
    artifact.consumers.push_back({verdict.consumer, std::string(abi::to_string(verdict.outcome)), verdict.reason});
  }
  for (auto diagnostic : abi::diagnostics(diff)) artifact.diagnostics.push_back(std::move(diagnostic));
  adopt_run(report, abi::sarif_run(*old_tree, new_tree, diff, kToolVersion), "abi-diff");
  const std::size_t run = report.runs.size() - 1;
  for (std::size_t i = 0; i < report.runs[run].results.size(); ++i) artifact.results.push_back({run, i});
}

// The package's own declared dependencies as pin --check's entries: a wheel's Requires-Dist, a
// conda package's depends and constrains. nullopt when the pin rules have no reader for its kind.
std::optional<pins::DeclaredFile> declared_by(const readers::PackageMetadata& metadata, const std::string& path,
                                              std::vector<std::string>& unreadable) {
  pins::DeclaredFile file;
  file.file = path;
  if (metadata.kind == readers::PackageKind::kWheel) {
    for (const auto& line : metadata.requires_dist) {
      auto requirement = requirements::parse_requirement(line);
      if (!requirement) {
        unreadable.push_back(fmt::format("Requires-Dist: {}: {}", line, requirement.error().message));
        continue;
      }
      pins::Declared entry;
      entry.file = path;
      entry.ecosystem = requirements::Ecosystem::kPython;
      entry.name = requirement->normalized_name;
      entry.spec = requirement->specifier;
      entry.extras = requirement->extras;
      entry.url = requirement->url;
      entry.marker = requirement->marker;
      entry.section = "Requires-Dist";
      entry.raw = line;
      file.entries.push_back(std::move(entry));
    }
    return file;
  }
  if (metadata.kind == readers::PackageKind::kConda) {
    file.source = pins::SourceKind::kCondaRecipe;
    auto add = [&](const std::vector<std::string>& specs, const std::string& section) {
      for (const auto& text : specs) {
        auto spec = requirements::parse_conda_spec(text);
        if (!spec) {
          unreadable.push_back(fmt::format("{}: {}: {}", section, text, spec.error().message));
          continue;
        }
        pins::Declared entry;
        entry.file = path;
        entry.source = pins::SourceKind::kCondaRecipe;
        entry.ecosystem = requirements::Ecosystem::kConda;
        entry.name = spec->name;
        entry.spec = spec->version;
        entry.section = section;
        entry.raw = text;
        file.entries.push_back(std::move(entry));
      }
    };
    add(metadata.conda_depends, "depends");
    add(metadata.conda_constrains, "constrains");
    return file;
  }
  return std::nullopt;
}

void check_pins(const audit::Judge& judge, const audit::AuditReport& audited, GateReport& report,
                const std::map<std::string, std::size_t>& artifact_of_path) {
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  pins::CheckReport checked;
  for (const auto& package : audited.packages) {
    auto found = artifact_of_path.find(package.name);
    if (found == artifact_of_path.end() || !package.metadata) continue;
    ArtifactReport& artifact = report.artifacts[found->second];
    std::vector<std::string> unreadable;
    auto declared = declared_by(*package.metadata, artifact.artifact.path, unreadable);
    for (const auto& problem : unreadable) {
      artifact.diagnostics.push_back(Diagnostic::error("dependency-unreadable", problem, artifact.artifact.path,
                                                       "fix the package's metadata: the entry is no requirement"));
    }
    if (!declared) {
      artifact.diagnostics.push_back(
          Diagnostic::note("pin-check-not-run", "pin --check has no rules for a Debian package's Depends: not checked",
                           artifact.artifact.path));
      continue;
    }
    // The rules judge a dependency against the CUDA the package is built for: the major its
    // binaries use (the audit's reading), at minor 0 since no binary names its toolkit's minor
    // for sure.
    std::vector<const readers::ArtifactFacts*> facts;
    std::vector<const audit::ArtifactVerdict*> verdicts;
    for (std::size_t member : package.members) {
      facts.push_back(&audited.artifacts[member].facts);
      verdicts.push_back(&audited.artifacts[member].verdict);
    }
    const std::set<int> majors = audit::used_majors(facts, verdicts, judge.libraries());
    if (majors.size() != 1) {
      artifact.diagnostics.push_back(Diagnostic::note(
          "pin-check-not-run",
          majors.empty() ? "pin --check not run on its dependencies: none of its binaries needs a CUDA library, so "
                           "no CUDA major judges them"
                         : fmt::format("pin --check not run on its dependencies: its binaries use CUDA {} together",
                                       fmt::join(majors, " and ")),
          artifact.artifact.path));
      continue;
    }
    const int major = *majors.begin();
    pins::CheckContext context{*Version::parse(fmt::format("{}.0", major)),
                               fmt::format("CUDA {}, the major its binaries use", major)};
    pins::check_declared(*declared, context, knowledge, checked);
  }
  for (const auto& error : checked.errors) {
    report.diagnostics.push_back(Diagnostic::error("dependency-unreadable", error));
  }
  adopt_run(report, pins::check_sarif_run(checked, std::string(kToolVersion)), "pin-check");
  attach_results_at(report, artifact_of_path);
}

void relevel(GateReport& report, const GatePolicy& policy) {
  for (auto& run : report.runs) {
    for (auto& result : run.results) {
      if (policy.errors.contains(result.code)) result.level = sarif::Level::kError;
      if (policy.warnings.contains(result.code)) result.level = sarif::Level::kWarning;
    }
  }
}

}  // namespace

std::string_view to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::kShip:
      return "ship";
    case Verdict::kDoNotShip:
      return "do-not-ship";
    case Verdict::kBadInput:
      break;
  }
  return "bad-input";
}

std::size_t GateReport::count(sarif::Level level) const {
  std::size_t n = 0;
  for (const auto& run : runs) {
    for (const auto& result : run.results) n += result.level == level;
  }
  return n;
}

Verdict GateReport::verdict() const {
  auto error = [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::kError; };
  bool bad = std::any_of(diagnostics.begin(), diagnostics.end(), error);
  for (const auto& artifact : artifacts)
    bad |= std::any_of(artifact.diagnostics.begin(), artifact.diagnostics.end(), error);
  for (const auto& run : runs) bad |= !run.errors.empty();
  if (bad) return Verdict::kBadInput;
  return count(sarif::Level::kError) > 0 ? Verdict::kDoNotShip : Verdict::kShip;
}

int GateReport::exit_code() const {
  switch (verdict()) {
    case Verdict::kShip:
      return 0;
    case Verdict::kDoNotShip:
      return 1;
    case Verdict::kBadInput:
      break;
  }
  return 2;
}

Expected<GateReport> run_gate(const GateOptions& options) {
  auto fresh = collect_artifacts(options.fresh, "NEW");
  if (!fresh) return fresh.error();
  // `pypi:NAME==VERSION` is fetched for the NEW wheels' tags first; files and directories as given.
  std::vector<std::string> previous_inputs;
  for (const auto& input : options.previous) {
    if (!is_requirement_input(input)) {
      previous_inputs.push_back(input);
      continue;
    }
    auto fetched = fetch_previous(input, *fresh, options.cache.empty() ? previous_cache_directory() : options.cache);
    if (!fetched) return fetched.error();
    previous_inputs.insert(previous_inputs.end(), fetched->begin(), fetched->end());
  }
  auto previous = collect_artifacts(previous_inputs, "--previous");
  if (!previous) return previous.error();
  auto pairing = pair_artifacts(*fresh, *previous);
  if (!pairing) return pairing.error();
  // Consumers are read once, before any check: one that cannot be read stops the gate.
  std::vector<abi::PackageTree> consumers;
  for (const auto& input : options.consumers) {
    auto consumer = abi::read_package_tree(input);
    if (!consumer) {
      return Error{
          fmt::format("--consumer {}; --consumer takes downstream packages built against the last release "
                      "(wheels, directories or extension modules)",
                      consumer.error().message)};
    }
    consumers.push_back(std::move(consumer).value());
  }

  GateReport report;
  report.policy_file = options.policy.file;
  std::map<std::string, std::size_t> artifact_of_path;
  for (std::size_t i = 0; i < fresh->size(); ++i) {
    ArtifactReport artifact{(*fresh)[i], std::nullopt, {}, {}, {}};
    if (pairing->previous[i]) {
      artifact.previous = (*previous)[*pairing->previous[i]];
      if (artifact.previous->platform_tag != artifact.artifact.platform_tag) {
        artifact.diagnostics.push_back(
            Diagnostic::note("platform-tag-changed",
                             fmt::format("the platform tag moved from {} to {}", artifact.previous->platform_tag,
                                         artifact.artifact.platform_tag),
                             artifact.artifact.path));
      }
    } else if (!options.previous.empty()) {
      artifact.diagnostics.push_back(Diagnostic::warning(
          "artifact-unpaired",
          fmt::format("no {} among --previous: abi-diff and the consumer checks not run for it",
                      artifact.artifact.describe()),
          artifact.artifact.path, "give the last release's artifact of the same name, Python tag and machine"));
    }
    artifact_of_path.emplace(artifact.artifact.path, report.artifacts.size());
    report.artifacts.push_back(std::move(artifact));
  }
  for (std::size_t i : pairing->dropped) report.dropped.push_back((*previous)[i]);
  for (const auto& dropped : report.dropped) {
    report.diagnostics.push_back(
        Diagnostic::warning("previous-artifact-dropped",
                            fmt::format("the last release had {}; no NEW artifact continues it", dropped.describe()),
                            dropped.path, "build it, or say in the release notes that it is dropped"));
  }
  if (options.previous.empty()) {
    report.diagnostics.push_back(Diagnostic::note("no-previous-release",
                                                  "no --previous: abi-diff and the consumer checks not run", "",
                                                  "give the last release with --previous"));
  }

  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  const audit::CudaLibraryTable libraries = audit::CudaLibraryTable::from_knowledge(knowledge);
  const audit::Judge judge(knowledge, libraries);
  audit::AuditOptions audit_options;
  for (const auto& artifact : *fresh) audit_options.inputs.push_back(artifact.path);
  audit_options.jobs = options.jobs;
  audit_options.policy = options.policy.audit;
  // A wheel that declares a variant.json is held to it, as `cudacompat audit` does.
  audit_options.package_checks.push_back(variant::check_declared_variant);
  // Each package is read once: the pairs first, NEW keeping the audit's reading for the audit.
  std::vector<std::optional<PairReading>> readings(report.artifacts.size());
  for (std::size_t i = 0; i < report.artifacts.size(); ++i) {
    if (report.artifacts[i].previous) readings[i] = read_pair(report.artifacts[i]);
  }
  share_audit_readings(report, readings, audit_options);
  const audit::AuditReport audited = audit::run_audit(audit_options, judge);

  check_audit(audited, report, artifact_of_path);
  for (std::size_t i = 0; i < report.artifacts.size(); ++i) {
    if (readings[i]) check_pair(options, consumers, std::move(*readings[i]), report.artifacts[i], report);
  }
  check_pins(judge, audited, report, artifact_of_path);
  relevel(report, options.policy);
  return report;
}

}  // namespace cudacompat::gate
