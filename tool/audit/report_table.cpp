#include <fmt/format.h>

#include <optional>

#include <algorithm>

#include "audit/report.h"
#include "common/display_text.h"

namespace cudacompat::audit {
namespace {

// ANSI colours on a terminal, nothing elsewhere.
struct Style {
  const char* bold = "";
  const char* red = "";
  const char* yellow = "";
  const char* reset = "";
};

Style style_for(const TableOptions& options) {
  if (!options.color) return {};
  return {"\x1b[1m", "\x1b[31m", "\x1b[33m", "\x1b[0m"};
}

struct Row {
  std::string file, libs, sass, ptx, lto, driver, flags;
};

std::string cuda_libraries_cell(const ArtifactView& artifact) {
  std::string text;
  for (std::string name : artifact.libraries) {
    // libcublasLt.so.13 -> cublasLt.13
    if (name.rfind("lib", 0) == 0) name = name.substr(3);
    std::size_t so = name.find(".so");
    if (so != std::string::npos) name.erase(so, 3);
    text += (text.empty() ? "" : " ") + name;
  }
  return text.empty() ? "-" : text;
}

std::string flags_cell(const ArtifactView& artifact) {
  const auto& errors = artifact.facts().errors;
  std::string flags;
  if (!errors.empty()) flags += fmt::format("{} error{} ", errors.size(), errors.size() == 1 ? "" : "s");
  for (const auto& warning : artifact.verdict().warnings) flags += std::string(warning.name()) + " ";
  if (!flags.empty()) flags.pop_back();
  return flags.empty() ? "-" : flags;
}

Row row_of(const ArtifactView& artifact) {
  auto or_dash = [](const std::string& text) { return text.empty() ? std::string("-") : text; };
  return {terminal_safe(artifact.path), terminal_safe(cuda_libraries_cell(artifact)),
          or_dash(artifact.sass),       or_dash(artifact.ptx),
          or_dash(artifact.lto),        or_dash(artifact.min_driver),
          flags_cell(artifact)};
}

std::string fit(const std::string& text, std::size_t width) {
  if (text.size() <= width) return text;
  return text.substr(0, width - 1) + "~";
}

// Paths keep their end (the file and member names), not their start.
std::string fit_path(const std::string& text, std::size_t width) {
  if (text.size() <= width) return text;
  return "~" + text.substr(text.size() - (width - 1));
}

// Each column as wide as its widest cell, up to a limit; LTO-IR gets a column only where some file
// carries it: most never do.
struct Columns {
  std::size_t file, libs, sass, ptx, lto, driver;
  bool lto_column = false;
};

Columns columns_for(const Row& header, const std::vector<Row>& rows) {
  Columns widths{header.file.size(), header.libs.size(), header.sass.size(),
                 header.ptx.size(),  header.lto.size(),  header.driver.size()};
  for (const auto& row : rows) {
    widths.file = std::max(widths.file, row.file.size());
    widths.libs = std::max(widths.libs, row.libs.size());
    widths.sass = std::max(widths.sass, row.sass.size());
    widths.ptx = std::max(widths.ptx, row.ptx.size());
    widths.lto = std::max(widths.lto, row.lto.size());
    widths.driver = std::max(widths.driver, row.driver.size());
    widths.lto_column = widths.lto_column || row.lto != "-";
  }
  widths.file = std::min<std::size_t>(widths.file, 48);
  widths.libs = std::min<std::size_t>(widths.libs, 34);
  widths.sass = std::min<std::size_t>(widths.sass, 64);
  widths.ptx = std::min<std::size_t>(widths.ptx, 44);
  widths.lto = std::min<std::size_t>(widths.lto, 32);
  return widths;
}

void print_row(std::ostream& out, const Row& row, const Columns& w, const char* flag_colour, const Style& style) {
  const std::string lto = w.lto_column ? fmt::format("{:<{}}  ", fit(row.lto, w.lto), w.lto) : std::string();
  out << fmt::format("{:<{}}  {:<{}}  {:<{}}  {:<{}}  {}{:<{}}  {}{}{}\n", fit_path(row.file, w.file), w.file,
                     fit(row.libs, w.libs), w.libs, fit(row.sass, w.sass), w.sass, fit(row.ptx, w.ptx), w.ptx, lto,
                     row.driver, w.driver, flag_colour, row.flags, row.flags == "-" ? "" : style.reset);
}

void write_heading(std::ostream& out, const ReportView& view, const Style& style) {
  const AuditReport& report = *view.report;
  out << fmt::format(
      "{}cudacompat audit{}: {} file{} read ({} skipped), {} artifact{}, {} fatbin containers, {} GPU code "
      "entries, {:.2f} s\n\n",
      style.bold, style.reset, report.files_read, report.files_read == 1 ? "" : "s", report.files_skipped,
      view.artifacts.size(), view.artifacts.size() == 1 ? "" : "s", view.containers, view.entries, report.seconds);
}

// The artifacts with CUDA content (all of them with --all), and a line for those left out.
void write_rows(std::ostream& out, const ReportView& view, const TableOptions& options, const Style& style) {
  std::vector<Row> rows;
  for (const auto& artifact : view.artifacts) {
    if (options.all_files || artifact.cuda_content) rows.push_back(row_of(artifact));
  }
  const Row header{"FILE", "CUDA LIBRARIES", "SASS", "PTX (ISA)", "LTO-IR", "MIN DRIVER", "WARNINGS"};
  const Columns widths = columns_for(header, rows);
  out << style.bold;
  print_row(out, header, widths, "", style);
  out << style.reset;
  for (const auto& row : rows) {
    print_row(out, row, widths, row.flags.find("error") != std::string::npos ? style.red : style.yellow, style);
  }
  if (const std::size_t hidden = view.artifacts.size() - rows.size()) {
    out << fmt::format("({} more artifact{} without CUDA libraries or GPU code; --all lists them)\n", hidden,
                       hidden == 1 ? "" : "s");
  }
}

void write_min_driver(std::ostream& out, const ReportView& view, const Style& style) {
  const AuditReport& report = *view.report;
  const ArtifactView* set_by = view.min_driver_set_by();
  if (!set_by) {
    out << fmt::format("{}Minimum driver{}: none found (no CUDA libraries, device code or versioned CUDA symbols)\n",
                       style.bold, style.reset);
    return;
  }
  out << fmt::format("{}Minimum driver{}: {}, set by {}: {}\n", style.bold, style.reset, view.min_driver,
                     terminal_safe(set_by->path), terminal_safe(set_by->verdict().reasons.front().detail));
  if (!report.min_driver_exact) {
    out << "  (a conservative lower bound: something audited is newer than the knowledge base; see the "
           "unknown-to-knowledge and floor-unknown warnings)\n";
  }
}

// The GPUs that run everything, some of it, or none of it; and which artifacts do not run where only
// some do (the first four).
void write_gpus(std::ostream& out, const ReportView& view, const Style& style) {
  const RunSets& runs = *view.runs;
  if (!runs.any_code) return;
  const std::size_t total = runs.gpus.empty() ? 0 : runs.gpus.front().total;
  out << fmt::format("{}GPUs{} ({} artifact{} with GPU code, driver {}):\n", style.bold, style.reset, total,
                     total == 1 ? "" : "s", runs.driver.to_string());
  auto line = [&](const char* what, Coverage coverage) {
    auto gpus = runs.of(coverage);
    out << fmt::format("  {:<34}{}\n", what, gpus.empty() ? "-" : gpu_list(gpus));
  };
  line("all run it natively (SASS):", Coverage::kNative);
  line("all run it, some through PTX JIT:", Coverage::kJit);
  line("only some run it:", Coverage::kSome);
  line("none runs it:", Coverage::kNone);
  for (const auto& gpu : runs.gpus) {
    if (gpu.coverage != Coverage::kSome) continue;
    std::string names;
    for (std::size_t k = 0; k < gpu.not_running.size() && k < 4; ++k) {
      names += (k ? ", " : "") + terminal_safe(view.artifacts[gpu.not_running[k]].path);
    }
    if (gpu.not_running.size() > 4) names += fmt::format(" and {} more", gpu.not_running.size() - 4);
    out << fmt::format("    {}: {} of {} run it; not {}\n", gpu_name(gpu.gpu), gpu.running, gpu.total, names);
  }
}

// The view's findings, each kind a section under its heading; the table does not show notes.
void write_problems(std::ostream& out, const ReportView& view, const Style& style) {
  using Kind = ListedFinding::Kind;
  const AuditReport& report = *view.report;
  const char* errors_title = report.skip_unreadable ? "Not read (skipped: --skip-unreadable)" : "Errors";
  std::optional<Kind> section;
  for (const auto& line : view.findings) {
    if (line.kind == Kind::kNote) continue;
    if (line.kind != section) {
      section = line.kind;
      if (line.kind == Kind::kWarning) out << fmt::format("\n{}Warnings{}:\n", style.bold, style.reset);
      if (line.kind == Kind::kError)
        out << fmt::format("\n{}{}{}{}:\n", style.bold, style.red, errors_title, style.reset);
      if (line.kind == Kind::kViolation) {
        out << fmt::format("\n{}{}Policy violations{} ({}):\n", style.bold, style.red, style.reset,
                           view.count(Kind::kViolation));
      }
    }
    if (line.kind == Kind::kWarning) {
      out << fmt::format("  {}{}{}: {}: {}\n", style.yellow, terminal_safe(line.where), style.reset, line.code,
                         terminal_safe(line.message));
    } else if (line.kind == Kind::kError) {
      out << "  " << terminal_safe(line.message) << "\n";
    } else {
      out << fmt::format("  {}: {}: {}\n", terminal_safe(line.where), line.code, terminal_safe(line.message));
    }
  }
}

}  // namespace

void write_table(std::ostream& out, const AuditReport& report, const Judge& judge, const TableOptions& options) {
  const ReportView view = make_report_view(report, judge);
  const Style style = style_for(options);
  write_heading(out, view, style);
  write_rows(out, view, options, style);
  out << "\n";  // the summary over everything audited
  write_min_driver(out, view, style);
  write_gpus(out, view, style);
  write_problems(out, view, style);
}

}  // namespace cudacompat::audit
