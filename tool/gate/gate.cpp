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
#include "common/enum_names.h"
#include "gate/fetch_previous.h"
#include "gate/gate_diagnostics.h"
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

// Each result of the run last adopted that is about `path` (a package on disk), for its artifact;
// one about a --check file, for that file.
void attach_results_at(GateReport& report, const std::map<std::string, std::size_t>& artifact_of_path) {
  const std::size_t run = report.runs.size() - 1;
  for (std::size_t i = 0; i < report.runs[run].results.size(); ++i) {
    const auto& locations = report.runs[run].results[i].locations;
    if (locations.empty()) continue;
    if (auto found = artifact_of_path.find(locations.front().path); found != artifact_of_path.end()) {
      report.artifacts[found->second].results.push_back({run, i});
      continue;
    }
    for (auto& file : report.files)
      if (file.path == locations.front().path) file.results.push_back({run, i});
  }
}

void check_audit(const audit::AuditReport& audited, GateReport& report,
                 const std::map<std::string, std::size_t>& artifact_of_path) {
  adopt_run(report, audit::sarif_run(audited, std::string(kToolVersion)), "audit");
  attach_results_at(report, artifact_of_path);
  for (auto diagnostic : audit::diagnostics(audited)) {
    if (diagnostic.severity != Diagnostic::Severity::kError) continue;
    report.diagnostics.push_back(adopted(std::move(diagnostic)));
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

// Hands the audit the NEW package already read, so that it is not read again. Only its facts are
// kept, not the tree: the gate holds one pair's trees at a time.
void share_audit_reading(const ArtifactReport& artifact, PairReading& reading, audit::AuditOptions& audit_options) {
  if (!reading.audit_reading_kept) return;
  abi::PackageTree& tree = **reading.new_tree;
  audit::InspectedFile inspected;
  inspected.artifacts = std::move(tree.audit_artifacts);
  inspected.metadata = tree.metadata;
  audit_options.already_read.insert_or_assign(artifact.artifact.path, std::move(inspected));
}

// One side of abi-diff for a pair, or the error diagnostic that says why it could not be read.
std::optional<abi::PackageTree> tree_or_diagnostic(Expected<abi::PackageTree>&& tree, const std::string& path,
                                                   ArtifactReport& artifact) {
  if (tree) return std::move(tree).value();
  artifact.diagnostics.push_back(
      gate_diagnostic(findings::FindingCode::kArtifactUnreadable, tree.error().message, path));
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

// abi-diff of one pair with its consumers: the consumers' verdicts and the diagnostics go to the
// artifact at once; the SARIF run is returned, for the report to take after the audit's run. The
// trees are released on return: what the report keeps of a pair is its results.
std::optional<sarif::Run> check_pair(const GateOptions& options, const std::vector<abi::PackageTree>& consumers,
                                     PairReading&& reading, ArtifactReport& artifact) {
  auto old_tree = tree_or_diagnostic(std::move(*reading.old_tree), artifact.previous->path, artifact);
  auto new_result = tree_or_diagnostic(std::move(*reading.new_tree), artifact.artifact.path, artifact);
  if (!old_tree || !new_result) return std::nullopt;
  const abi::PackageTree& new_tree = *new_result;
  abi::AbiDiff diff = abi::compare_trees(*old_tree, new_tree);
  for (std::size_t i = 0; i < consumers.size(); ++i) {
    if (!consumer_applies(options.consumers[i], artifact.artifact)) continue;
    abi::PackageTree consumer = consumers[i];  // resolving its string-table imports is per OLD
    abi::resolve_consumer_string_table_capi(consumer, *old_tree);
    if (auto checked = abi::check_consumer(consumer, *old_tree, new_tree, diff); !checked) {
      artifact.diagnostics.push_back(
          gate_diagnostic(findings::FindingCode::kConsumerUnreadable, checked.error().message, options.consumers[i]));
    }
  }
  abi::judge_reach(*old_tree, diff);  // after the consumers: what one of them imports is theirs to break
  for (const auto& verdict : diff.consumers) {
    artifact.consumers.push_back({verdict.consumer, std::string(abi::to_string(verdict.outcome)), verdict.reason});
  }
  for (auto diagnostic : abi::diagnostics(diff)) artifact.diagnostics.push_back(adopted(std::move(diagnostic)));
  return abi::sarif_run(*old_tree, new_tree, diff, kToolVersion);
}

// The pairs' abi-diff runs, in artifact order after the audit's run.
void adopt_pair_runs(std::vector<std::optional<sarif::Run>>& pair_runs, GateReport& report) {
  for (std::size_t a = 0; a < pair_runs.size(); ++a) {
    if (!pair_runs[a]) continue;
    adopt_run(report, std::move(*pair_runs[a]), "abi-diff");
    const std::size_t run = report.runs.size() - 1;
    for (std::size_t i = 0; i < report.runs[run].results.size(); ++i) report.artifacts[a].results.push_back({run, i});
  }
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

// The CUDA the repository's --check files are judged against: --cuda, else the one major NEW's
// binaries use (at minor 0, as for a package's own dependencies).
Expected<pins::CheckContext> files_context(const GateOptions& options, const std::set<int>& majors) {
  if (options.files_cuda)
    return pins::CheckContext{*options.files_cuda, "CUDA " + options.files_cuda->to_string() + " from --cuda"};
  if (majors.size() == 1) {
    const int major = *majors.begin();
    return pins::CheckContext{*Version::parse(fmt::format("{}.0", major)),
                              fmt::format("CUDA {}, the major NEW's binaries use", major)};
  }
  return Error{fmt::format(
      "--check {}: no CUDA version to judge it against: {}; give the toolkit the project builds with, such as "
      "--cuda 12.6",
      options.dependency_files.front(),
      majors.empty() ? std::string("none of NEW's binaries needs a CUDA library")
                     : fmt::format("NEW's binaries use CUDA {} together", fmt::join(majors, " and ")))};
}

// The repository's own dependency files, each judged as `pin --check FILE` judges it and reported
// under its file: what cannot be read is the file's error, and no verdict.
void check_files(const pins::CheckContext& context, const GateOptions& options, pins::CheckReport& checked,
                 GateReport& report) {
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  report.files_cuda = context.cuda_source;
  for (const auto& path : options.dependency_files) {
    FileReport file{path, {}, {}};
    const std::size_t first_error = checked.errors.size();
    pins::check_file(path, context, knowledge, checked);
    for (std::size_t i = first_error; i < checked.errors.size(); ++i) {
      file.diagnostics.push_back(
          gate_diagnostic(findings::FindingCode::kDependencyFileUnreadable, checked.errors[i].message, path));
    }
    checked.errors.resize(first_error);
    report.files.push_back(std::move(file));
  }
}

Expected<void> check_pins(const audit::Judge& judge, const audit::AuditReport& audited, const GateOptions& options,
                          GateReport& report, const std::map<std::string, std::size_t>& artifact_of_path) {
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  pins::CheckReport checked;
  std::set<int> all_majors;  // every CUDA major NEW's binaries use, for the --check files
  for (const auto& package : audited.packages) {
    auto found = artifact_of_path.find(package.name);
    if (found == artifact_of_path.end() || !package.metadata) continue;
    ArtifactReport& artifact = report.artifacts[found->second];
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
    all_majors.insert(majors.begin(), majors.end());
    std::vector<std::string> unreadable;
    auto declared = declared_by(*package.metadata, artifact.artifact.path, unreadable);
    for (const auto& problem : unreadable) {
      artifact.diagnostics.push_back(
          gate_diagnostic(findings::FindingCode::kDependencyUnreadable, problem, artifact.artifact.path));
    }
    if (!declared) {
      artifact.diagnostics.push_back(gate_diagnostic(
          findings::FindingCode::kPinCheckNotRun,
          "pin --check has no rules for a Debian package's Depends: not checked", artifact.artifact.path));
      continue;
    }
    if (majors.size() != 1) {
      artifact.diagnostics.push_back(gate_diagnostic(
          findings::FindingCode::kPinCheckNotRun,
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
    report.diagnostics.push_back(gate_diagnostic(findings::FindingCode::kDependencyUnreadable, error.message));
  }
  checked.errors.clear();
  if (!options.dependency_files.empty()) {
    auto context = files_context(options, all_majors);
    if (!context) return context.error();
    check_files(*context, options, checked, report);
  }
  adopt_run(report, pins::check_sarif_run(checked, std::string(kToolVersion)), "pin-check");
  attach_results_at(report, artifact_of_path);
  return {};
}

void relevel(GateReport& report, const GatePolicy& policy) {
  for (auto& run : report.runs) {
    for (auto& result : run.results) {
      if (policy.errors.contains(result.code)) result.level = sarif::Level::kError;
      if (policy.warnings.contains(result.code)) result.level = sarif::Level::kWarning;
    }
  }
}

// --previous as files and directories: `pypi:NAME==VERSION` is fetched for the NEW wheels' tags
// first; files and directories as given.
Expected<std::vector<std::string>> previous_inputs(const GateOptions& options, const std::vector<Artifact>& fresh) {
  std::vector<std::string> inputs;
  for (const auto& input : options.previous) {
    if (!is_requirement_input(input)) {
      inputs.push_back(input);
      continue;
    }
    auto fetched = fetch_previous(input, fresh, options.cache.empty() ? previous_cache_directory() : options.cache);
    if (!fetched) return fetched.error();
    inputs.insert(inputs.end(), fetched->begin(), fetched->end());
  }
  return inputs;
}

// Consumers are read once, before any check: one that cannot be read stops the gate.
Expected<std::vector<abi::PackageTree>> read_consumers(const std::vector<std::string>& inputs) {
  std::vector<abi::PackageTree> consumers;
  for (const auto& input : inputs) {
    auto consumer = abi::read_package_tree(input);
    if (!consumer) {
      return Error{
          fmt::format("--consumer {}; --consumer takes downstream packages built against the last release "
                      "(wheels, directories or extension modules)",
                      consumer.error().message)};
    }
    consumers.push_back(std::move(consumer).value());
  }
  return consumers;
}

// One NEW artifact with its OLD counterpart (null when none): a moved platform tag, or no
// counterpart while --previous was given, is said in its diagnostics.
ArtifactReport paired_artifact(const Artifact& fresh, const Artifact* previous, bool previous_given) {
  ArtifactReport artifact{fresh, std::nullopt, {}, {}, {}};
  if (previous) {
    artifact.previous = *previous;
    if (artifact.previous->platform_tag != artifact.artifact.platform_tag) {
      artifact.diagnostics.push_back(
          gate_diagnostic(findings::FindingCode::kPlatformTagChanged,
                          fmt::format("the platform tag moved from {} to {}", artifact.previous->platform_tag,
                                      artifact.artifact.platform_tag),
                          artifact.artifact.path));
    }
  } else if (previous_given) {
    artifact.diagnostics.push_back(
        gate_diagnostic(findings::FindingCode::kArtifactUnpaired,
                        fmt::format("no {} among --previous: abi-diff and the consumer checks not run for it",
                                    artifact.artifact.describe()),
                        artifact.artifact.path));
  }
  return artifact;
}

// The report's artifacts (NEW, in order, each paired), the OLD ones no NEW one continues, and a
// gate without --previous said once. Returns each artifact's index by path.
std::map<std::string, std::size_t> add_artifacts(const GateOptions& options, const std::vector<Artifact>& fresh,
                                                 const std::vector<Artifact>& previous, const Pairing& pairing,
                                                 GateReport& report) {
  std::map<std::string, std::size_t> artifact_of_path;
  for (std::size_t i = 0; i < fresh.size(); ++i) {
    const Artifact* counterpart = pairing.previous[i] ? &previous[*pairing.previous[i]] : nullptr;
    ArtifactReport artifact = paired_artifact(fresh[i], counterpart, !options.previous.empty());
    artifact_of_path.emplace(artifact.artifact.path, report.artifacts.size());
    report.artifacts.push_back(std::move(artifact));
  }
  for (std::size_t i : pairing.dropped) report.dropped.push_back(previous[i]);
  for (const auto& dropped : report.dropped) {
    report.diagnostics.push_back(gate_diagnostic(
        findings::FindingCode::kPreviousArtifactDropped,
        fmt::format("the last release had {}; no NEW artifact continues it", dropped.describe()), dropped.path));
  }
  if (options.previous.empty()) {
    report.diagnostics.push_back(gate_diagnostic(findings::FindingCode::kNoPreviousRelease,
                                                 "no --previous: abi-diff and the consumer checks not run"));
  }
  return artifact_of_path;
}

// NEW's audit, as `cudacompat audit` runs it under the gate's policy.
audit::AuditOptions gate_audit_options(const GateOptions& options, const std::vector<Artifact>& fresh) {
  audit::AuditOptions audit_options;
  for (const auto& artifact : fresh) audit_options.inputs.push_back(artifact.path);
  audit_options.jobs = options.jobs;
  audit_options.policy = options.policy.audit;
  // A wheel that declares a variant.json is held to it, as `cudacompat audit` does.
  audit_options.package_checks.push_back(variant::check_declared_variant);
  return audit_options;
}

// Each package is read once: the pairs first, one at a time, NEW keeping the audit's reading for the
// audit; each pair's trees are released once abi-diff has judged it, so the gate's memory is that
// of its largest pair, not of all of them. Returns each artifact's abi-diff run, if it was paired.
std::vector<std::optional<sarif::Run>> check_pairs(const GateOptions& options,
                                                   const std::vector<abi::PackageTree>& consumers, GateReport& report,
                                                   audit::AuditOptions& audit_options) {
  std::vector<std::optional<sarif::Run>> pair_runs(report.artifacts.size());
  for (std::size_t i = 0; i < report.artifacts.size(); ++i) {
    if (!report.artifacts[i].previous) continue;
    PairReading reading = read_pair(report.artifacts[i]);
    share_audit_reading(report.artifacts[i], reading, audit_options);
    pair_runs[i] = check_pair(options, consumers, std::move(reading), report.artifacts[i]);
  }
  return pair_runs;
}

}  // namespace

constexpr EnumName<Verdict> kVerdictNames[] = {
    {Verdict::kShip, "ship"}, {Verdict::kDoNotShip, "do-not-ship"}, {Verdict::kBadInput, "bad-input"}};

std::string_view to_string(Verdict verdict) { return name_of(kVerdictNames, verdict); }

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
  for (const auto& file : files) bad |= std::any_of(file.diagnostics.begin(), file.diagnostics.end(), error);
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
  auto inputs = previous_inputs(options, *fresh);
  if (!inputs) return inputs.error();
  auto previous = collect_artifacts(*inputs, "--previous");
  if (!previous) return previous.error();
  auto pairing = pair_artifacts(*fresh, *previous);
  if (!pairing) return pairing.error();
  auto consumers = read_consumers(options.consumers);
  if (!consumers) return consumers.error();

  GateReport report;
  report.policy_file = options.policy.file;
  const std::map<std::string, std::size_t> artifact_of_path =
      add_artifacts(options, *fresh, *previous, *pairing, report);

  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  const audit::CudaLibraryTable libraries = audit::CudaLibraryTable::from_knowledge(knowledge);
  const audit::Judge judge(knowledge, libraries);
  audit::AuditOptions audit_options = gate_audit_options(options, *fresh);
  std::vector<std::optional<sarif::Run>> pair_runs = check_pairs(options, *consumers, report, audit_options);
  const audit::AuditReport audited = audit::run_audit(audit_options, judge);

  check_audit(audited, report, artifact_of_path);
  adopt_pair_runs(pair_runs, report);
  if (auto pinned = check_pins(judge, audited, options, report, artifact_of_path); !pinned) return pinned.error();
  relevel(report, options.policy);
  return report;
}

}  // namespace cudacompat::gate
