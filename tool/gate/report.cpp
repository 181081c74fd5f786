#include "gate/report.h"

#include <fmt/format.h>

#include <algorithm>

#include "common/display_text.h"
#include "common/report_envelope.h"
#include "findings/findings.h"
#include "gate/gate_diagnostics.h"

namespace cudacompat::gate {
namespace {

using json = json::Tree;

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
  for (const auto& file : report.files)
    warnings += std::count_if(file.diagnostics.begin(), file.diagnostics.end(), warning);
  switch (report.verdict()) {
    case Verdict::kShip:
      return fmt::format("SHIP: no check stops the release ({} warning{})", warnings, warnings == 1 ? "" : "s");
    case Verdict::kDoNotShip:
      return fmt::format("DO NOT SHIP: {} error{}, {} warning{}", errors, errors == 1 ? "" : "s", warnings,
                         warnings == 1 ? "" : "s");
    case Verdict::kBadInput:
      break;
  }
  return "NO VERDICT: an input could not be read (the errors above say which); nothing is passed";
}

void write_diagnostic(std::ostream& out, const Diagnostic& d, std::string_view indent) {
  out << fmt::format("{}{:<8} {}: {}\n", indent, to_string(d.severity), d.code, terminal_safe(d.message));
  if (!d.fix.empty()) out << fmt::format("{}         fix: {}\n", indent, terminal_safe(d.fix));
}

json result_json(const GateReport& report, const ResultRef& ref) {
  const sarif::Result& result = report.runs[ref.run].results[ref.result];
  json item = {{"check", report.run_checks[ref.run]},
               {"code", std::string(findings::info(result.code).name)},
               {"level", std::string(sarif::to_string(result.level))},
               {"message", result.message}};
  if (auto at = where(result); !at.empty()) item.set("where", at);
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

// An artifact's or a --check file's diagnostics and results, as the table prints them.
void write_results(std::ostream& out, const GateReport& report, const std::vector<Diagnostic>& diagnostics,
                   const std::vector<ResultRef>& results) {
  for (const auto& d : diagnostics) write_diagnostic(out, d, "  ");
  std::size_t shown = 0;
  for (const auto& ref : results) {
    const sarif::Result& result = report.runs[ref.run].results[ref.result];
    if (result.level == sarif::Level::kNote) continue;
    out << fmt::format("  {:<8} {:<9} {:<24} {}: {}\n", sarif::to_string(result.level), report.run_checks[ref.run],
                       findings::info(result.code).name, terminal_safe(where(result)), terminal_safe(result.message));
    ++shown;
  }
  const std::size_t notes = results.size() - shown;
  if (notes > 0) out << fmt::format("  ({} informational note{}: --json lists them)\n", notes, notes == 1 ? "" : "s");
}

json results_json(const GateReport& report, const std::vector<ResultRef>& refs) {
  json results = json::array();
  for (const auto& ref : refs) results.push(result_json(report, ref));
  return results;
}

}  // namespace

void write_table(std::ostream& out, const GateReport& report) {
  if (!report.policy_file.empty()) out << "policy " << terminal_safe(report.policy_file) << "\n";
  for (const auto& artifact : report.artifacts) {
    out << fmt::format("\n{} ({})\n", terminal_safe(artifact.artifact.path),
                       terminal_safe(artifact.artifact.describe()));
    out << fmt::format("  previous: {}\n", artifact.previous ? terminal_safe(artifact.previous->path) : "none");
    write_results(out, report, artifact.diagnostics, artifact.results);
    for (const auto& consumer : artifact.consumers) {
      out << fmt::format("  consumer {:<10} {}{}\n", consumer.outcome, terminal_safe(consumer.consumer),
                         consumer.reason.empty() ? "" : ": " + terminal_safe(consumer.reason));
    }
  }
  for (const auto& file : report.files) {
    out << fmt::format("\n{} (dependency file, pin --check at {})\n", terminal_safe(file.path), report.files_cuda);
    write_results(out, report, file.diagnostics, file.results);
  }
  if (!report.diagnostics.empty()) out << "\n";
  for (const auto& d : report.diagnostics) write_diagnostic(out, d, "");
  out << "\n" << verdict_line(report) << "\n";
}

void write_json(std::ostream& out, const GateReport& report) {
  json document = report_envelope("gate", 1, report.diagnostics);
  document.set("verdict", std::string(to_string(report.verdict())));
  document.set("exit_code", report.exit_code());
  document.set("policy", report.policy_file.empty() ? json(nullptr) : json(report.policy_file));
  document.set("errors", report.count(sarif::Level::kError));
  document.set("warnings", report.count(sarif::Level::kWarning));
  json artifacts = json::array();
  for (const auto& artifact : report.artifacts) {
    json item = artifact_json(artifact.artifact);
    item.set("previous", artifact.previous ? artifact_json(*artifact.previous) : json(nullptr));
    item.set("results", results_json(report, artifact.results));
    json consumers = json::array();
    for (const auto& consumer : artifact.consumers) {
      consumers.push({{"consumer", consumer.consumer}, {"outcome", consumer.outcome}, {"reason", consumer.reason}});
    }
    item.set("consumers", consumers);
    item.set("diagnostics", to_json(artifact.diagnostics));
    artifacts.push(item);
  }
  document.set("artifacts", artifacts);
  json dropped = json::array();
  for (const auto& artifact : report.dropped) dropped.push(artifact_json(artifact));
  document.set("dropped", dropped);
  // Only with --check, so that a gate without it writes what it always wrote.
  if (!report.files.empty()) {
    json files = json::array();
    for (const auto& file : report.files) {
      files.push({{"path", file.path},
                  {"cuda", report.files_cuda},
                  {"results", results_json(report, file.results)},
                  {"diagnostics", to_json(file.diagnostics)}});
    }
    document.set("files", files);
  }
  out << document.dump(2) << "\n";
}

void write_sarif(std::ostream& out, const GateReport& report) {
  // Diagnostics that stop the verdict are the log's execution errors, on the first run: a SARIF
  // reader then sees that the gate did not judge everything. Every diagnostic is also a result of
  // a last run of the gate's own codes, whose rules link to their reference.
  std::vector<sarif::Run> runs = report.runs;
  std::vector<Diagnostic> all = report.diagnostics;
  for (const auto& artifact : report.artifacts)
    all.insert(all.end(), artifact.diagnostics.begin(), artifact.diagnostics.end());
  for (const auto& file : report.files) all.insert(all.end(), file.diagnostics.begin(), file.diagnostics.end());
  if (!runs.empty()) {
    for (const auto& d : all)
      if (d.severity == Diagnostic::Severity::kError) {
        Diagnostic error = d;
        error.message = d.where + ": " + d.message;  // the notification's text names the input
        runs.front().errors.push_back(std::move(error));
      }
  }
  if (!all.empty()) runs.push_back(diagnostics_run(all, CUDACOMPAT_VERSION_STRING));
  sarif::write(out, runs);
}

namespace {

constexpr std::string_view kStyle = R"css(
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1400px; color: #1d2430; padding: 0 1em; }
h1 { font-size: 1.5em; } h2 { font-size: 1.1em; margin-top: 2em; border-bottom: 1px solid #d8dee8; }
.verdict { font-size: 1.3em; font-weight: 600; padding: .5em .8em; border-radius: 4px; display: inline-block; }
.ship { background: #dff3e4; color: #14532d; } .do-not-ship { background: #fde2e1; color: #7f1d1d; }
.bad-input { background: #fff3cd; color: #6b4e00; }
table { border-collapse: collapse; width: 100%; margin: .5em 0; } td, th { text-align: left; padding: .25em .5em; vertical-align: top; border-bottom: 1px solid #eef1f5; }
.error { color: #b91c1c; font-weight: 600; } .warning { color: #a16207; font-weight: 600; } .note { color: #475569; }
code { font-size: .92em; } details { margin: .5em 0; }
)css";

std::string html_row(const std::vector<std::string>& cells, const std::string& level) {
  std::string row = "<tr>";
  for (std::size_t i = 0; i < cells.size(); ++i) {
    row += i == 0 && !level.empty() ? fmt::format("<td class=\"{}\">{}</td>", level, cells[i])
                                    : "<td>" + cells[i] + "</td>";
  }
  return row + "</tr>\n";
}

std::string results_table(const GateReport& report, const std::vector<ResultRef>& results, bool notes) {
  std::string rows;
  for (const auto& ref : results) {
    const sarif::Result& result = report.runs[ref.run].results[ref.result];
    if ((result.level == sarif::Level::kNote) != notes) continue;
    const std::string level(sarif::to_string(result.level));
    rows += html_row({level, html_escaped(report.run_checks[ref.run]),
                      "<code>" + html_escaped(findings::info(result.code).name) + "</code>",
                      "<code>" + html_escaped(where(result)) + "</code>", html_escaped(result.message)},
                     level);
  }
  if (rows.empty()) return "";
  return "<table><tr><th>level</th><th>check</th><th>code</th><th>where</th><th>message</th></tr>\n" + rows +
         "</table>\n";
}

}  // namespace

void write_html(std::ostream& out, const GateReport& report) {
  const std::string verdict(to_string(report.verdict()));
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>cudacompat gate: " << verdict
      << "</title>\n<style>" << kStyle << "</style></head><body>\n<h1>cudacompat gate</h1>\n";
  out << fmt::format("<p class=\"verdict {}\">{}</p>\n", verdict, html_escaped(verdict_line(report)));
  if (!report.policy_file.empty()) out << "<p>Policy: <code>" << html_escaped(report.policy_file) << "</code></p>\n";
  auto diagnostics = [&](const std::vector<Diagnostic>& list) {
    if (list.empty()) return;
    out << "<ul>\n";
    for (const auto& d : list) {
      out << fmt::format("<li class=\"{}\">{} <code>{}</code>: {}{}</li>\n", to_string(d.severity),
                         to_string(d.severity), html_escaped(d.code), html_escaped(d.message),
                         d.fix.empty() ? "" : " (fix: " + html_escaped(d.fix) + ")");
    }
    out << "</ul>\n";
  };
  diagnostics(report.diagnostics);
  for (const auto& artifact : report.artifacts) {
    out << "<h2><code>" << html_escaped(artifact.artifact.path) << "</code></h2>\n";
    out << "<p>" << html_escaped(artifact.artifact.describe()) << "; previous: "
        << (artifact.previous ? "<code>" + html_escaped(artifact.previous->path) + "</code>" : std::string("none"))
        << "</p>\n";
    diagnostics(artifact.diagnostics);
    out << results_table(report, artifact.results, false);
    if (!artifact.consumers.empty()) {
      out << "<table><tr><th>consumer</th><th>module</th><th>why</th></tr>\n";
      for (const auto& consumer : artifact.consumers) {
        const std::string level = consumer.outcome == "imports" ? "" : "error";
        out << html_row({html_escaped(consumer.outcome), "<code>" + html_escaped(consumer.consumer) + "</code>",
                         html_escaped(consumer.reason)},
                        level);
      }
      out << "</table>\n";
    }
    if (const std::string notes = results_table(report, artifact.results, true); !notes.empty()) {
      out << "<details><summary>informational notes</summary>\n" << notes << "</details>\n";
    }
  }
  for (const auto& file : report.files) {
    out << "<h2><code>" << html_escaped(file.path) << "</code></h2>\n";
    out << "<p>dependency file, pin --check at " << html_escaped(report.files_cuda) << "</p>\n";
    diagnostics(file.diagnostics);
    out << results_table(report, file.results, false);
  }
  out << fmt::format("<p>cudacompat {}</p>\n</body></html>\n", html_escaped(CUDACOMPAT_VERSION_STRING));
}

}  // namespace cudacompat::gate
