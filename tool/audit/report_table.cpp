#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "audit/report.h"
#include "common/display_text.h"

namespace cudacompat::audit {

std::string compact_sass_list(const std::vector<GpuTarget>& targets) {
  std::string text;
  for (const auto& target : targets) {
    text += text.empty() ? target.sm_name() : " " + target.number_name();
  }
  return text;
}

std::string compact_lto_list(const std::vector<GpuTarget>& targets) {
  std::string text;
  for (const auto& target : targets) {
    text += text.empty() ? target.lto_name() : " " + target.number_name();
  }
  return text;
}

std::string compact_ptx_list(const std::vector<PtxTarget>& targets) {
  // Grouped by ISA: "compute_75 120 (9.0)".
  std::map<Version, std::vector<GpuTarget>> by_isa;
  for (const auto& ptx : targets) by_isa[ptx.isa].push_back(ptx.target);
  std::string text;
  for (const auto& [isa, list] : by_isa) {
    std::string names;
    for (const auto& target : list) names += names.empty() ? target.compute_name() : " " + target.number_name();
    text += fmt::format("{}{} ({})", text.empty() ? "" : ", ", names, isa.to_string());
  }
  return text;
}

std::string gpu_list(const std::vector<int>& gpus) {
  std::string text;
  for (int gpu : gpus) text += (text.empty() ? "" : " ") + gpu_name(gpu);
  return text;
}

std::string short_path(const ArtifactFacts& facts) {
  const std::string& package = facts.package;
  // A member of a named archive or wheel: the archive's file name and the member.
  if (facts.path.size() > package.size() && facts.path.compare(0, package.size(), package) == 0 &&
      (facts.path[package.size()] == '(' || facts.path[package.size()] == '!')) {
    const std::size_t slash = package.find_last_of('/');
    return (slash == std::string::npos ? package : package.substr(slash + 1)) + facts.path.substr(package.size());
  }
  if (facts.path.size() > package.size() + 1 && facts.path.compare(0, package.size(), package) == 0 &&
      facts.path[package.size()] == '/') {
    return facts.path.substr(package.size() + 1);
  }
  if (!package.empty() && package.back() == '/' && facts.path.compare(0, package.size(), package) == 0 &&
      facts.path.size() > package.size()) {
    return facts.path.substr(package.size());
  }
  return facts.path;
}

bool has_cuda_content(const AuditedArtifact& artifact) {
  return artifact.facts.entry_count() > 0 || !artifact.verdict.cuda_libraries.empty() ||
         !artifact.verdict.versioned_symbols.empty() || !artifact.facts.errors.empty();
}

namespace {

std::string cuda_libraries_cell(const ArtifactVerdict& verdict) {
  std::string text;
  for (const auto& library : verdict.cuda_libraries) {
    // libcublasLt.so.13 -> cublasLt.13
    std::string name = library.soname;
    if (name.rfind("lib", 0) == 0) name = name.substr(3);
    std::size_t so = name.find(".so");
    if (so != std::string::npos) name.erase(so, 3);
    text += (text.empty() ? "" : " ") + name;
  }
  return text.empty() ? "-" : text;
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

}  // namespace

void write_table(std::ostream& out, const AuditReport& report, const Judge& judge, const TableOptions& options) {
  const char* bold = options.color ? "\x1b[1m" : "";
  const char* red = options.color ? "\x1b[31m" : "";
  const char* yellow = options.color ? "\x1b[33m" : "";
  const char* reset = options.color ? "\x1b[0m" : "";

  out << fmt::format(
      "{}cudacompat audit{}: {} file{} read ({} skipped), {} artifact{}, {} fatbin containers, {} GPU code "
      "entries, {:.2f} s\n\n",
      bold, reset, report.files_read, report.files_read == 1 ? "" : "s", report.files_skipped, report.artifacts.size(),
      report.artifacts.size() == 1 ? "" : "s", report.container_count(), report.entry_count(), report.seconds);

  struct Row {
    std::string file, libs, sass, ptx, lto, driver, flags;
  };
  std::vector<Row> rows;
  std::size_t hidden = 0;
  for (const auto& artifact : report.artifacts) {
    if (!options.all_files && !has_cuda_content(artifact)) {
      ++hidden;
      continue;
    }
    const auto& verdict = artifact.verdict;
    Row row;
    row.file = terminal_safe(short_path(artifact.facts));
    row.libs = terminal_safe(cuda_libraries_cell(verdict));
    row.sass = verdict.sass.empty() ? "-" : compact_sass_list(verdict.sass);
    row.ptx = verdict.ptx.empty() ? "-" : compact_ptx_list(verdict.ptx);
    row.lto = verdict.lto.empty() ? "-" : compact_lto_list(verdict.lto);
    row.driver = !verdict.min_driver        ? "-"
                 : verdict.min_driver_exact ? verdict.min_driver->to_string()
                                            : ">=" + verdict.min_driver->to_string();
    std::string flags;
    if (!artifact.facts.errors.empty())
      flags += fmt::format("{} error{} ", artifact.facts.errors.size(), artifact.facts.errors.size() == 1 ? "" : "s");
    for (const auto& warning : verdict.warnings) flags += std::string(warning.name()) + " ";
    if (!flags.empty()) flags.pop_back();
    row.flags = flags.empty() ? "-" : flags;
    rows.push_back(std::move(row));
  }
  Row header{"FILE", "CUDA LIBRARIES", "SASS", "PTX (ISA)", "LTO-IR", "MIN DRIVER", "WARNINGS"};
  // LTO-IR gets a column only where some file carries it: most never do.
  const bool lto_column = std::any_of(rows.begin(), rows.end(), [](const Row& row) { return row.lto != "-"; });
  std::size_t w_file = header.file.size(), w_libs = header.libs.size(), w_sass = header.sass.size(),
              w_ptx = header.ptx.size(), w_lto = header.lto.size(), w_driver = header.driver.size();
  for (const auto& row : rows) {
    w_file = std::max(w_file, row.file.size());
    w_libs = std::max(w_libs, row.libs.size());
    w_sass = std::max(w_sass, row.sass.size());
    w_ptx = std::max(w_ptx, row.ptx.size());
    w_lto = std::max(w_lto, row.lto.size());
    w_driver = std::max(w_driver, row.driver.size());
  }
  w_file = std::min<std::size_t>(w_file, 48);
  w_libs = std::min<std::size_t>(w_libs, 34);
  w_sass = std::min<std::size_t>(w_sass, 64);
  w_ptx = std::min<std::size_t>(w_ptx, 44);
  w_lto = std::min<std::size_t>(w_lto, 32);
  auto print = [&](const Row& row, const char* flag_colour) {
    const std::string lto = lto_column ? fmt::format("{:<{}}  ", fit(row.lto, w_lto), w_lto) : std::string();
    out << fmt::format("{:<{}}  {:<{}}  {:<{}}  {:<{}}  {}{:<{}}  {}{}{}\n", fit_path(row.file, w_file), w_file,
                       fit(row.libs, w_libs), w_libs, fit(row.sass, w_sass), w_sass, fit(row.ptx, w_ptx), w_ptx, lto,
                       row.driver, w_driver, flag_colour, row.flags, row.flags == "-" ? "" : reset);
  };
  out << bold;
  print(header, "");
  out << reset;
  for (const auto& row : rows) print(row, row.flags.find("error") != std::string::npos ? red : yellow);
  if (hidden)
    out << fmt::format("({} more artifact{} without CUDA libraries or GPU code; --all lists them)\n", hidden,
                       hidden == 1 ? "" : "s");

  // Summary over everything audited.
  out << "\n";
  if (report.min_driver) {
    const auto& artifact = report.artifacts[report.min_driver_artifact];
    out << fmt::format("{}Minimum driver{}: {}{}, set by {}: {}\n", bold, reset,
                       report.min_driver_exact ? "" : ">=", report.min_driver->to_string(),
                       terminal_safe(short_path(artifact.facts)),
                       terminal_safe(artifact.verdict.reasons.front().detail));
    if (!report.min_driver_exact) {
      out << "  (a conservative lower bound: something audited is newer than the knowledge base; see the "
             "unknown-to-knowledge and floor-unknown warnings)\n";
    }
  } else {
    out << fmt::format("{}Minimum driver{}: none found (no CUDA libraries, device code or versioned CUDA symbols)\n",
                       bold, reset);
  }
  const RunSets runs = combined_runs(report, judge);
  if (runs.any_code) {
    const std::size_t total = runs.gpus.empty() ? 0 : runs.gpus.front().total;
    out << fmt::format("{}GPUs{} ({} artifact{} with GPU code, driver {}):\n", bold, reset, total,
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
        names += (k ? ", " : "") + terminal_safe(short_path(report.artifacts[gpu.not_running[k]].facts));
      }
      if (gpu.not_running.size() > 4) names += fmt::format(" and {} more", gpu.not_running.size() - 4);
      out << fmt::format("    {}: {} of {} run it; not {}\n", gpu_name(gpu.gpu), gpu.running, gpu.total, names);
    }
  }

  std::size_t warnings = 0;
  for (const auto& artifact : report.artifacts) {
    for (const auto& warning : artifact.verdict.warnings) {
      if (!warnings++) out << fmt::format("\n{}Warnings{}:\n", bold, reset);
      out << fmt::format("  {}{}{}: {}: {}\n", yellow, terminal_safe(short_path(artifact.facts)), reset, warning.name(),
                         terminal_safe(warning.message));
    }
  }
  for (const auto& package : report.packages) {
    for (const auto& finding : package.findings) {
      if (!warnings++) out << fmt::format("\n{}Warnings{}:\n", bold, reset);
      out << fmt::format("  {}{}{}: {}: {}\n", yellow, terminal_safe(package.name), reset, finding.name(),
                         terminal_safe(finding.message));
    }
  }
  std::size_t errors = 0;
  const char* errors_title = report.skip_unreadable ? "Not read (skipped: --skip-unreadable)" : "Errors";
  for (const auto& error : report.input_errors) {
    if (!errors++) out << fmt::format("\n{}{}{}{}:\n", bold, red, errors_title, reset);
    out << "  " << terminal_safe(error.message) << "\n";
  }
  for (const auto& artifact : report.artifacts) {
    for (const auto& error : artifact.facts.errors) {
      if (!errors++) out << fmt::format("\n{}{}{}{}:\n", bold, red, errors_title, reset);
      out << "  " << terminal_safe(error.message) << "\n";
    }
  }
  if (!report.violations.empty()) {
    out << fmt::format("\n{}{}Policy violations{} ({}):\n", bold, red, reset, report.violations.size());
    for (const auto& violation : report.violations) {
      out << fmt::format("  {}: {}: {}\n", terminal_safe(violation.path), violation.rule,
                         terminal_safe(violation.message));
    }
  }
}

}  // namespace cudacompat::audit
