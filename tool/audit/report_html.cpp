#include <fmt/format.h>

#include <algorithm>
#include <map>

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

}  // namespace

void write_html(std::ostream& out, const AuditReport& report, const Judge& judge, const std::string& tool_version) {
  std::string inputs;
  for (const auto& input : report.inputs)
    inputs += (inputs.empty() ? "" : ", ") + ("<code>" + escape(input) + "</code>");
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      << "<title>cudacompat audit</title>\n<style>" << kStyle << "</style></head><body>\n";
  out << fmt::format("<h1>cudacompat audit</h1>\n<p class=\"muted\">{} &middot; cudacompat {} &middot; {:.2f} s</p>\n",
                     inputs, escape(tool_version), report.seconds);

  // Headline cards.
  const std::size_t errors = report.error_count();
  const std::size_t warnings = report.warning_count();
  out << "<div class=\"cards\">\n";
  out << fmt::format("<div class=\"card\"><b>{}</b>minimum driver</div>\n",
                     report.min_driver ? report.min_driver->to_string() : "&ndash;");
  out << fmt::format("<div class=\"card\"><b>{}</b>artifacts ({} files)</div>\n", report.artifacts.size(),
                     report.files_read);
  out << fmt::format("<div class=\"card\"><b>{}</b>GPU code entries in {} fatbins</div>\n", report.entry_count(),
                     report.container_count());
  out << fmt::format("<div class=\"card{}\"><b>{}</b>warnings</div>\n", warnings ? " warn" : "", warnings);
  out << fmt::format("<div class=\"card{}\"><b>{}</b>errors</div>\n", errors ? " bad" : "", errors);
  out << fmt::format("<div class=\"card{}\"><b>{}</b>policy violations</div>\n",
                     report.violations.empty() ? "" : " bad", report.violations.size());
  out << "</div>\n";
  if (report.min_driver) {
    const auto& artifact = report.artifacts[report.min_driver_artifact];
    out << fmt::format("<p>The minimum driver is set by <code>{}</code>: {}.</p>\n", escape(short_path(artifact.facts)),
                       escape(artifact.verdict.reasons.front().detail));
  }

  // The grid: GPUs (newest first) x drivers (oldest first).
  const RunSets runs = combined_runs(report, judge);
  out << "<h2>Where it runs</h2>\n";
  if (!runs.any_code) {
    out << "<p>No GPU code was found, so there is no grid: these artifacts carry no kernels.</p>\n";
  } else {
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
      for (const auto& [release, driver] : judge.release_drivers()) {
        auto gpu_driver = judge.driver_for_gpu(gpu);
        if (gpu_driver && driver < *gpu_driver) {
          out << fmt::format("<td class=\"na\" title=\"driver {} predates {}\">&middot;</td>", driver.to_string(),
                             gpu_name(gpu));
          continue;
        }
        const GpuCoverage cell = coverage_at(report, judge, gpu, driver);
        const char* css = "no";
        std::string mark = "&#10007;";
        std::string title =
            fmt::format("{} with driver {} (CUDA {}): ", gpu_name(gpu), driver.to_string(), release.to_string());
        switch (cell.coverage) {
          case Coverage::kNative:
            css = "sass";
            mark = "&#10003;";
            title += "native code (SASS) in every artifact";
            break;
          case Coverage::kJit:
            css = "jit";
            mark = "JIT";
            title += "every artifact runs, some through the PTX JIT";
            break;
          case Coverage::kSome:
            css = "some";
            mark = fmt::format("{}/{}", cell.running, cell.total);
            title += fmt::format("{} of {} artifacts run; not:", cell.running, cell.total);
            for (std::size_t k = 0; k < cell.not_running.size() && k < 8; ++k) {
              title += " " + short_path(report.artifacts[cell.not_running[k]].facts);
            }
            if (cell.not_running.size() > 8) title += fmt::format(" and {} more", cell.not_running.size() - 8);
            break;
          case Coverage::kNone:
            title += "no artifact runs (driver too old, or no code for this GPU)";
            break;
        }
        out << fmt::format("<td class=\"{}\" title=\"{}\">{}</td>", css, escape(title), mark);
      }
      out << "</tr>\n";
    }
    out << "</tbody></table>\n";
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

  // Findings.
  if (warnings || errors || !report.violations.empty()) {
    out << "<h2>Findings</h2>\n<ul class=\"findings\">\n";
    for (const auto& violation : report.violations) {
      out << fmt::format("<li><span class=\"tag err\">{}</span> <code>{}</code>: {}</li>\n", escape(violation.rule),
                         escape(violation.path), escape(violation.message));
    }
    for (const auto& error : report.input_errors)
      out << fmt::format("<li><span class=\"tag err\">error</span> {}</li>\n", escape(error.message));
    for (const auto& artifact : report.artifacts) {
      for (const auto& error : artifact.facts.errors) {
        out << fmt::format("<li><span class=\"tag err\">error</span> {}</li>\n", escape(error.message));
      }
      for (const auto& warning : artifact.verdict.warnings) {
        out << fmt::format("<li><span class=\"tag warn\">{}</span> <code>{}</code>: {}</li>\n",
                           escape(std::string(warning.name())), escape(short_path(artifact.facts)),
                           escape(warning.message));
      }
    }
    for (const auto& package : report.packages) {
      for (const auto& finding : package.findings) {
        out << fmt::format("<li><span class=\"tag warn\">{}</span> <code>{}</code>: {}</li>\n", escape(finding.name()),
                           escape(package.name), escape(finding.message));
      }
    }
    out << "</ul>\n";
  }

  // Per-file details.
  out << "<h2>Artifacts</h2>\n<table class=\"files\"><thead><tr><th>file</th><th>CUDA libraries</th><th>SASS</th>"
         "<th>PTX (ISA)</th><th>min driver</th><th>findings</th></tr></thead><tbody>\n";
  for (const auto& artifact : report.artifacts) {
    const auto& facts = artifact.facts;
    const auto& verdict = artifact.verdict;
    std::vector<std::string> libraries;
    for (const auto& library : verdict.cuda_libraries) libraries.push_back(library.soname);
    std::string findings = tags(verdict.warnings, "warn") + tags(verdict.notes, "");
    for (std::size_t i = 0; i < facts.errors.size(); ++i) findings += "<span class=\"tag err\">error</span>";
    out << "<tr><td><details><summary><code>" << escape(short_path(facts)) << "</code></summary><div class=\"detail\">";
    out << fmt::format("format: {} &middot; {} bytes{}<br>", format_name(facts.format), facts.size,
                       facts.soname.empty() ? "" : " &middot; soname <code>" + escape(facts.soname) + "</code>");
    out << "needed: " << list_or_dash(facts.needed) << "<br>";
    if (!facts.runpath.empty()) out << "runpath: " << list_or_dash(facts.runpath) << "<br>";
    if (!facts.rpath.empty()) out << "rpath: " << list_or_dash(facts.rpath) << "<br>";
    if (!facts.containers.empty()) {
      std::map<std::string, std::pair<std::size_t, std::size_t>> sections;
      for (const auto& container : facts.containers) {
        ++sections[container.section].first;
        sections[container.section].second += container.entries.size();
      }
      out << "fatbins:";
      for (const auto& [name, counts] : sections) {
        out << fmt::format(" <code>{}</code> {} containers / {} entries;", escape(name), counts.first, counts.second);
      }
      out << "<br>compression:";
      for (const auto& [kind, count] : verdict.compression) out << fmt::format(" {} {};", kind, count);
      out << "<br>";
    }
    for (const auto& reason : verdict.reasons) {
      out << fmt::format("driver &ge; {} ({}): {}<br>", reason.driver.to_string(),
                         escape(std::string(to_string(reason.rule))), escape(reason.detail));
    }
    if (!verdict.lto.empty()) out << "LTO-IR: " << escape(compact_lto_list(verdict.lto)) << "<br>";
    if (!verdict.cannot_run.empty()) out << "cannot run on: " << escape(gpu_list(verdict.cannot_run)) << "<br>";
    for (const auto& note : verdict.notes) out << "note: " << escape(note.message) << "<br>";
    for (const auto& error : facts.errors)
      out << "<span class=\"tag err\">error</span> " << escape(error.message) << "<br>";
    out << "</div></details></td>";
    out << "<td>" << list_or_dash(libraries) << "</td>";
    out << "<td class=\"mono\">" << (verdict.sass.empty() ? "&ndash;" : escape(compact_sass_list(verdict.sass)))
        << "</td>";
    out << "<td class=\"mono\">" << (verdict.ptx.empty() ? "&ndash;" : escape(compact_ptx_list(verdict.ptx)))
        << "</td>";
    out << "<td class=\"mono\">" << (verdict.min_driver ? verdict.min_driver->to_string() : "&ndash;") << "</td>";
    out << "<td>" << findings << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
  out << "<p class=\"muted\">Read from the bytes alone: nothing was loaded or run. Rules: docs/audit.md.</p>\n";
  out << "</body></html>\n";
}

}  // namespace cudacompat::audit
