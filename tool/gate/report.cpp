#include "gate/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "common/report_envelope.h"
#include "findings/findings.h"

namespace cudacompat::gate {
namespace {

using json = nlohmann::ordered_json;

// "x.whl!pkg/_C.so::symbol" or the path: where in the artifact a result is.
std::string where(const sarif::Result& result) {
  if (result.locations.empty()) return "";
  const auto& location = result.locations.front();
  std::string text = location.logical_name.empty() ? location.path : location.logical_name;
  if (location.line > 0) text += fmt::format(":{}", location.line);
  return text;
}

std::string verdict_line(const GateReport& report) {
  const std::size_t errors = report.count(sarif::Level::kError);
  // Warnings: the checks' and what the gate itself says (an unpaired or dropped artifact).
  std::size_t warnings = report.count(sarif::Level::kWarning);
  auto warning = [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::kWarning; };
  warnings += std::count_if(report.diagnostics.begin(), report.diagnostics.end(), warning);
  for (const auto& artifact : report.artifacts)
    warnings += std::count_if(artifact.diagnostics.begin(), artifact.diagnostics.end(), warning);
  switch (report.verdict()) {
    case Verdict::kShip:
      return fmt::format("SHIP: no check stops the release ({} warning{})", warnings, warnings == 1 ? "" : "s");
    case Verdict::kDoNotShip:
      return fmt::format("DO NOT SHIP: {} error{} (listed above), {} warning{}", errors, errors == 1 ? "" : "s",
                         warnings, warnings == 1 ? "" : "s");
    case Verdict::kBadInput:
      break;
  }
  return "NO VERDICT: an input could not be read (the errors above say which); nothing is passed";
}

void write_diagnostic(std::ostream& out, const Diagnostic& d, std::string_view indent) {
  out << fmt::format("{}{:<8} {}: {}\n", indent, to_string(d.severity), d.code, d.message);
  if (!d.fix.empty()) out << fmt::format("{}         fix: {}\n", indent, d.fix);
}

json result_json(const GateReport& report, const ResultRef& ref) {
  const sarif::Result& result = report.runs[ref.run].results[ref.result];
  json item = {{"check", report.run_checks[ref.run]},
               {"code", std::string(findings::info(result.code).name)},
               {"level", std::string(sarif::to_string(result.level))},
               {"message", result.message}};
  if (auto at = where(result); !at.empty()) item["where"] = at;
  return item;
}

json artifact_json(const Artifact& artifact) {
  json item = {{"path", artifact.path},
               {"kind", artifact.kind},
               {"name", artifact.name},
               {"version", artifact.version},
               {"python_tag", artifact.python_tag},
               {"machine", artifact.machine}};
  return item;
}

}  // namespace

void write_table(std::ostream& out, const GateReport& report) {
  if (!report.policy_file.empty()) out << "policy " << report.policy_file << "\n";
  for (const auto& artifact : report.artifacts) {
    out << fmt::format("\n{} ({})\n", artifact.artifact.path, artifact.artifact.describe());
    out << fmt::format("  previous: {}\n", artifact.previous ? artifact.previous->path : "none");
    for (const auto& d : artifact.diagnostics) write_diagnostic(out, d, "  ");
    std::size_t shown = 0;
    for (const auto& ref : artifact.results) {
      const sarif::Result& result = report.runs[ref.run].results[ref.result];
      if (result.level == sarif::Level::kNote) continue;
      out << fmt::format("  {:<8} {:<9} {:<24} {}: {}\n", sarif::to_string(result.level), report.run_checks[ref.run],
                         findings::info(result.code).name, where(result), result.message);
      ++shown;
    }
    const std::size_t notes = artifact.results.size() - shown;
    if (notes > 0) out << fmt::format("  ({} informational note{}: --json lists them)\n", notes, notes == 1 ? "" : "s");
    for (const auto& consumer : artifact.consumers) {
      out << fmt::format("  consumer {:<10} {}{}\n", consumer.outcome, consumer.consumer,
                         consumer.reason.empty() ? "" : ": " + consumer.reason);
    }
  }
  if (!report.diagnostics.empty()) out << "\n";
  for (const auto& d : report.diagnostics) write_diagnostic(out, d, "");
  out << "\n" << verdict_line(report) << "\n";
}

void write_json(std::ostream& out, const GateReport& report) {
  json document = report_envelope_as<json>("gate", 1, report.diagnostics);
  document["verdict"] = std::string(to_string(report.verdict()));
  document["exit_code"] = report.exit_code();
  document["policy"] = report.policy_file.empty() ? json(nullptr) : json(report.policy_file);
  document["errors"] = report.count(sarif::Level::kError);
  document["warnings"] = report.count(sarif::Level::kWarning);
  json artifacts = json::array();
  for (const auto& artifact : report.artifacts) {
    json item = artifact_json(artifact.artifact);
    item["previous"] = artifact.previous ? artifact_json(*artifact.previous) : json(nullptr);
    json results = json::array();
    for (const auto& ref : artifact.results) results.push_back(result_json(report, ref));
    item["results"] = results;
    json consumers = json::array();
    for (const auto& consumer : artifact.consumers) {
      consumers.push_back(
          {{"consumer", consumer.consumer}, {"outcome", consumer.outcome}, {"reason", consumer.reason}});
    }
    item["consumers"] = consumers;
    item["diagnostics"] = json::parse(to_json(artifact.diagnostics).dump(-1));
    artifacts.push_back(item);
  }
  document["artifacts"] = artifacts;
  json dropped = json::array();
  for (const auto& artifact : report.dropped) dropped.push_back(artifact_json(artifact));
  document["dropped"] = dropped;
  out << document.dump(2) << "\n";
}

void write_sarif(std::ostream& out, const GateReport& report) {
  // Diagnostics that stop the verdict are the log's execution errors, on the first run: a SARIF
  // reader then sees that the gate did not judge everything.
  std::vector<sarif::Run> runs = report.runs;
  if (!runs.empty()) {
    auto add = [&](const Diagnostic& d) {
      if (d.severity == Diagnostic::Severity::kError) runs.front().errors.push_back(d.where + ": " + d.message);
    };
    for (const auto& d : report.diagnostics) add(d);
    for (const auto& artifact : report.artifacts)
      for (const auto& d : artifact.diagnostics) add(d);
  }
  sarif::write(out, runs);
}

}  // namespace cudacompat::gate
