#include <fmt/format.h>

#include <algorithm>

#include "audit/report.h"
#include "common/display_text.h"

namespace cudacompat::audit {
namespace {

std::string escape(std::string_view raw) { return html_escaped(raw); }

constexpr std::string_view kStyle = R"css(
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em auto; max-width: 1400px; color: #1d2430; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: .2em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #d8dee8; padding-bottom: .2em; }
.muted { color: #5d6778; } code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 12.5px; }
.cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 1.2em 0; }
.card { border: 1px solid #d8dee8; border-radius: 8px; padding: 10px 14px; min-width: 150px; background: #f8fafc; }
.card b { display: block; font-size: 1.5em; } .card.bad b { color: #b42318; } .card.warn b { color: #b54708; }
table.grid { border-collapse: collapse; font-size: 12px; }
table.grid th, table.grid td { border: 1px solid #fff; padding: 3px 5px; text-align: center; }
table.grid thead th { background: #eef2f7; font-weight: 600; vertical-align: bottom; }
table.grid thead th span { display: block; font-weight: 400; color: #5d6778; }
table.grid tbody th { background: #eef2f7; text-align: right; white-space: nowrap; }
td.sass { background: #2e9e5b; color: #fff; } td.jit { background: #f2b134; color: #3b2a00; }
td.no { background: #e5534b; color: #fff; } td.some { background: #f6d0a8; color: #6b3a00; font-size: 11px; } td.na { background: #e9edf2; color: #98a2b3; }
.legend span { display: inline-block; padding: 2px 8px; margin-right: 8px; border-radius: 4px; font-size: 12px; }
table.files { border-collapse: collapse; width: 100%; font-size: 13px; }
table.files th, table.files td { border-bottom: 1px solid #e4e8ef; padding: 5px 6px; text-align: left; vertical-align: top; }
table.files th { background: #eef2f7; position: sticky; top: 0; }
details > summary { cursor: pointer; } details .detail { margin: .4em 0 .8em 1.2em; }
.tag { display: inline-block; border-radius: 4px; padding: 0 5px; margin: 1px; font-size: 11.5px; background: #e9edf2; }
.tag.warn { background: #fdefc8; color: #7a4a00; } .tag.err { background: #fbd5d2; color: #8a1c12; }
ul.findings li { margin: .2em 0; }
)css";

std::string tags(const std::vector<Finding>& findings, const char* css) {
  std::string html;
  for (const auto& finding : findings) {
    html += fmt::format("<span class=\"tag {}\" title=\"{}\">{}</span>", css, escape(finding.message),
                        escape(finding.name()));
  }
  return html;
}

std::string list_or_dash(const std::vector<std::string>& items) {
  if (items.empty()) return "&ndash;";
  std::string html;
  for (const auto& item : items) html += (html.empty() ? "" : ", ") + ("<code>" + escape(item) + "</code>");
  return html;
}

std::string code_or_dash(const std::string& text) { return text.empty() ? "&ndash;" : escape(text); }

void write_head(std::ostream& out, const AuditReport& report, const std::string& tool_version) {
  std::string inputs;
  for (const auto& input : report.inputs)
    inputs += (inputs.empty() ? "" : ", ") + ("<code>" + escape(input) + "</code>");
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      << "<title>cudacompat audit</title>\n<style>" << kStyle << "</style></head><body>\n";
  out << fmt::format("<h1>cudacompat audit</h1>\n<p class=\"muted\">{} &middot; cudacompat {} &middot; {:.2f} s</p>\n",
                     inputs, escape(tool_version), report.seconds);
}

// The headline cards, and which artifact sets the minimum driver.
void write_cards(std::ostream& out, const ReportView& view) {
  const AuditReport& report = *view.report;
  const std::size_t warnings = view.count(ListedFinding::Kind::kWarning);
  const std::size_t errors = view.count(ListedFinding::Kind::kError);
  out << "<div class=\"cards\">\n";
  out << fmt::format("<div class=\"card\"><b>{}</b>minimum driver</div>\n", code_or_dash(view.min_driver));
  out << fmt::format("<div class=\"card\"><b>{}</b>artifacts ({} files)</div>\n", view.artifacts.size(),
                     report.files_read);
  out << fmt::format("<div class=\"card\"><b>{}</b>GPU code entries in {} fatbins</div>\n", view.entries,
                     view.containers);
  out << fmt::format("<div class=\"card{}\"><b>{}</b>warnings</div>\n", warnings ? " warn" : "", warnings);
  out << fmt::format("<div class=\"card{}\"><b>{}</b>errors</div>\n", errors ? " bad" : "", errors);
  out << fmt::format("<div class=\"card{}\"><b>{}</b>policy violations</div>\n",
                     report.violations.empty() ? "" : " bad", report.violations.size());
  out << "</div>\n";
  if (const ArtifactView* set_by = view.min_driver_set_by()) {
    out << fmt::format("<p>The minimum driver is set by <code>{}</code>: {}.</p>\n", escape(set_by->path),
                       escape(set_by->verdict().reasons.front().detail));
  }
}

// One cell of the grid: how the artifacts together run on `gpu` under the first driver of `release`.
std::string grid_cell(const ReportView& view, const Judge& judge, int gpu, const Version& release,
                      const Version& driver) {
  auto gpu_driver = judge.driver_for_gpu(gpu);
  if (gpu_driver && driver < *gpu_driver) {
    return fmt::format("<td class=\"na\" title=\"driver {} predates {}\">&middot;</td>", driver.to_string(),
                       gpu_name(gpu));
  }
  const GpuCoverage cell = coverage_at(*view.report, judge, gpu, driver);
  std::string title =
      fmt::format("{} with driver {} (CUDA {}): ", gpu_name(gpu), driver.to_string(), release.to_string());
  switch (cell.coverage) {
    case Coverage::kNative:
      title += "native code (SASS) in every artifact";
      return fmt::format("<td class=\"sass\" title=\"{}\">&#10003;</td>", escape(title));
    case Coverage::kJit:
      title += "every artifact runs, some through the PTX JIT";
      return fmt::format("<td class=\"jit\" title=\"{}\">JIT</td>", escape(title));
    case Coverage::kSome:
      title += fmt::format("{} of {} artifacts run; not:", cell.running, cell.total);
      for (std::size_t k = 0; k < cell.not_running.size() && k < 8; ++k) {
        title += " " + view.artifacts[cell.not_running[k]].path;
      }
      if (cell.not_running.size() > 8) title += fmt::format(" and {} more", cell.not_running.size() - 8);
      return fmt::format("<td class=\"some\" title=\"{}\">{}/{}</td>", escape(title), cell.running, cell.total);
    case Coverage::kNone:
      break;
  }
  title += "no artifact runs (driver too old, or no code for this GPU)";
  return fmt::format("<td class=\"no\" title=\"{}\">&#10007;</td>", escape(title));
}

// The grid: GPUs (newest first) x drivers (oldest first).
void write_grid(std::ostream& out, const ReportView& view, const Judge& judge) {
  out << "<p class=\"legend\"><span class=\"sass\" style=\"background:#2e9e5b;color:#fff\">SASS</span>"
         "<span style=\"background:#f2b134\">PTX JIT</span>"
         "<span style=\"background:#f6d0a8\">some artifacts (n/m run)</span>"
         "<span style=\"background:#e5534b;color:#fff\">does not run</span>"
         "<span style=\"background:#e9edf2;color:#98a2b3\">driver older than the GPU</span>"
         "Every artifact with GPU code must run for a cell to be green or amber; the drivers are the first of each "
         "CUDA release.</p>\n";
  out << "<table class=\"grid\"><thead><tr><th>GPU \\ driver</th>";
  for (const auto& [release, driver] : judge.release_drivers()) {
    out << fmt::format("<th>{}<span>CUDA {}</span></th>", driver.to_string(), release.to_string());
  }
  out << "</tr></thead><tbody>\n";
  std::vector<int> gpus = judge.known_gpus();
  std::reverse(gpus.begin(), gpus.end());
  for (int gpu : gpus) {
    out << fmt::format("<tr><th>{}</th>", gpu_name(gpu));
    for (const auto& [release, driver] : judge.release_drivers()) out << grid_cell(view, judge, gpu, release, driver);
    out << "</tr>\n";
  }
  out << "</tbody></table>\n";
}

void write_where_it_runs(std::ostream& out, const ReportView& view, const Judge& judge) {
  const RunSets& runs = *view.runs;
  out << "<h2>Where it runs</h2>\n";
  if (!runs.any_code) {
    out << "<p>No GPU code was found, so there is no grid: these artifacts carry no kernels.</p>\n";
    return;
  }
  write_grid(out, view, judge);
  auto listed = [&](Coverage coverage) {
    auto gpus = runs.of(coverage);
    return gpus.empty() ? std::string("none") : escape(gpu_list(gpus));
  };
  out << fmt::format(
      "<p>With driver {}: every artifact has SASS for {}; every artifact runs, some through the PTX "
      "JIT, on {}; only some run on {}; none on {}.</p>\n",
      runs.driver.to_string(), listed(Coverage::kNative), listed(Coverage::kJit), listed(Coverage::kSome),
      listed(Coverage::kNone));
}

// The view's findings in its one order (the table's): warnings, errors, policy violations. The notes
// are under each artifact's details, not here.
void write_findings(std::ostream& out, const ReportView& view) {
  using Kind = ListedFinding::Kind;
  if (view.findings.empty() || view.findings.front().kind == Kind::kNote) return;
  out << "<h2>Findings</h2>\n<ul class=\"findings\">\n";
  for (const auto& line : view.findings) {
    if (line.kind == Kind::kError) {
      out << fmt::format("<li><span class=\"tag err\">error</span> {}</li>\n", escape(line.message));
    } else if (line.kind != Kind::kNote) {
      out << fmt::format("<li><span class=\"tag {}\">{}</span> <code>{}</code>: {}</li>\n",
                         line.kind == Kind::kWarning ? "warn" : "err", escape(line.code), escape(line.where),
                         escape(line.message));
    }
  }
  out << "</ul>\n";
}

// What opens under an artifact's name: its format, links, fatbins, the reasons for its driver floor.
void write_artifact_detail(std::ostream& out, const ArtifactView& artifact) {
  const ArtifactFacts& facts = artifact.facts();
  const ArtifactVerdict& verdict = artifact.verdict();
  out << fmt::format("format: {} &middot; {} bytes{}<br>", format_name(facts.format), facts.size,
                     facts.soname.empty() ? "" : " &middot; soname <code>" + escape(facts.soname) + "</code>");
  out << "needed: " << list_or_dash(facts.needed) << "<br>";
  if (!facts.runpath.empty()) out << "runpath: " << list_or_dash(facts.runpath) << "<br>";
  if (!facts.rpath.empty()) out << "rpath: " << list_or_dash(facts.rpath) << "<br>";
  if (!artifact.sections.empty()) {
    out << "fatbins:";
    for (const auto& section : artifact.sections) {
      out << fmt::format(" <code>{}</code> {} containers / {} entries;", escape(section.name), section.containers,
                         section.entries);
    }
    out << "<br>compression:";
    for (const auto& [kind, count] : verdict.compression) out << fmt::format(" {} {};", kind, count);
    out << "<br>";
  }
  for (const auto& reason : verdict.reasons) {
    out << fmt::format("driver &ge; {} ({}): {}<br>", reason.driver.to_string(),
                       escape(std::string(to_string(reason.rule))), escape(reason.detail));
  }
  if (!artifact.lto.empty()) out << "LTO-IR: " << escape(artifact.lto) << "<br>";
  if (!verdict.cannot_run.empty()) out << "cannot run on: " << escape(gpu_list(verdict.cannot_run)) << "<br>";
  for (const auto& note : verdict.notes) out << "note: " << escape(note.message) << "<br>";
  for (const auto& error : facts.errors)
    out << "<span class=\"tag err\">error</span> " << escape(error.message) << "<br>";
}

// Every artifact, with or without CUDA content (the table hides those without, unless --all).
void write_artifacts(std::ostream& out, const ReportView& view) {
  out << "<h2>Artifacts</h2>\n<table class=\"files\"><thead><tr><th>file</th><th>CUDA libraries</th><th>SASS</th>"
         "<th>PTX (ISA)</th><th>min driver</th><th>findings</th></tr></thead><tbody>\n";
  for (const auto& artifact : view.artifacts) {
    const ArtifactVerdict& verdict = artifact.verdict();
    std::string findings = tags(verdict.warnings, "warn") + tags(verdict.notes, "");
    for (std::size_t i = 0; i < artifact.facts().errors.size(); ++i) findings += "<span class=\"tag err\">error</span>";
    out << "<tr><td><details><summary><code>" << escape(artifact.path) << "</code></summary><div class=\"detail\">";
    write_artifact_detail(out, artifact);
    out << "</div></details></td>";
    out << "<td>" << list_or_dash(artifact.libraries) << "</td>";
    out << "<td class=\"mono\">" << code_or_dash(artifact.sass) << "</td>";
    out << "<td class=\"mono\">" << code_or_dash(artifact.ptx) << "</td>";
    out << "<td class=\"mono\">" << code_or_dash(artifact.min_driver) << "</td>";
    out << "<td>" << findings << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
}

}  // namespace

void write_html(std::ostream& out, const AuditReport& report, const Judge& judge, const std::string& tool_version) {
  const ReportView view = make_report_view(report, judge);
  write_head(out, report, tool_version);
  write_cards(out, view);
  write_where_it_runs(out, view, judge);
  write_findings(out, view);
  write_artifacts(out, view);
  out << "<p class=\"muted\">Read from the bytes alone: nothing was loaded or run. Rules: docs/audit.md.</p>\n";
  out << "</body></html>\n";
}

}  // namespace cudacompat::audit
