#include "migrate/report.h"

#include <fmt/format.h>

#include <map>
#include <nlohmann/json.hpp>

#include "common/report_envelope.h"

namespace cudacompat::migrate {

// Files no unit builds do not make the tree break: the build never compiles them.
bool breaks(const TreeScan& scan) {
  for (const auto& file : scan.files)
    if (file.built)
      for (const auto& finding : file.scan.findings)
        if (finding.severity != Severity::kDeprecated) return true;
  return false;
}

std::vector<Diagnostic> diagnostics(const Report& report) {
  std::vector<Diagnostic> out;
  for (const auto& s : report.scan.skipped) out.push_back(Diagnostic::error("file-skipped", s.reason, s.file));
  for (const auto& file : report.scan.files)  // the same warnings as report.scan.warnings, with their codes
    out.insert(out.end(), file.scan.warnings.begin(), file.scan.warnings.end());
  if (report.fix)
    for (const auto& n : report.fix->not_fixed) out.push_back(Diagnostic::note("not-fixed", n.reason, n.file));
  return out;
}

void write_json(std::ostream& out, const Report& report) {
  auto root = report_envelope_as<nlohmann::ordered_json>("migrate", 1, diagnostics(report));
  root["to"] = report.rules.to.major_minor();
  root["from"] = report.rules.from.major_minor();
  root["findings"] = nlohmann::ordered_json::array();
  // Findings in files no translation unit includes: apart, as not built (a vendored library the
  // build does not use, a header nothing includes).
  root["not_built"] = nlohmann::ordered_json::array();
  for (const auto& file : report.scan.files) {
    for (const auto& f : file.scan.findings) {
      nlohmann::ordered_json j;
      j["file"] = f.file;
      j["line"] = f.line;
      j["column"] = f.column;
      j["code"] = std::string(findings::to_string(f.code));
      j["severity"] = std::string(to_string(f.severity));
      j["entity"] = f.entity;
      j["since"] = f.since;
      j["what"] = f.what;
      j["instead"] = f.instead;
      j["shim"] = f.shim.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(f.shim);
      j["source"] = f.source;
      j["fixable"] = !f.edits.empty();
      if (!f.dialect_of.empty()) j["dialect_of"] = f.dialect_of;
      j["conditional_on"] = f.condition.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(f.condition);
      root[file.built ? "findings" : "not_built"].push_back(std::move(j));
    }
  }
  auto list = [](const std::vector<Skipped>& items) {
    nlohmann::ordered_json array = nlohmann::ordered_json::array();
    for (const auto& item : items) array.push_back({{"file", item.file}, {"reason", item.reason}});
    return array;
  };
  root["skipped"] = list(report.scan.skipped);
  root["warnings"] = list(report.scan.warnings);
  root["files_scanned"] = report.scan.files.size();
  root["translation_units"] = report.scan.units;
  nlohmann::ordered_json not_built_files = nlohmann::ordered_json::array();
  for (const auto& file : report.scan.files)
    if (!file.built) not_built_files.push_back(file.file);
  root["files_not_built"] = std::move(not_built_files);
  root["lines_scanned"] = report.scan.lines;
  if (report.fix) {
    root["fixed"] = report.fix->fixed;
    root["edits_applied"] = report.fix->edits;
    root["not_fixed"] = list(report.fix->not_fixed);
  }
  out << root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
}

void write_table(std::ostream& out, const Report& report) {
  std::map<Severity, int> counts;
  auto write = [&](const Finding& f, std::string_view prefix) {
    out << fmt::format("{}{}:{}:{}: {} [{}] {}\n", prefix, f.file, f.line, f.column, to_string(f.severity),
                       findings::to_string(f.code), f.what);
    if (!f.condition.empty())
      out << "    only where the build defines " << f.condition
          << " (nothing the toolkit or its units has defines it)\n";
    if (!f.instead.empty()) out << "    instead: " << f.instead << "\n";
    if (!f.shim.empty()) out << "    on both toolkits: " << f.shim << "\n";
    if (!f.edits.empty() && !report.fix) out << "    --fix rewrites it\n";
  };
  int not_built = 0, not_built_files = 0;
  for (const auto& file : report.scan.files) {
    if (!file.built) {
      not_built += static_cast<int>(file.scan.findings.size());
      not_built_files += !file.scan.findings.empty();
      continue;
    }
    for (const auto& f : file.scan.findings) {
      ++counts[f.severity];
      write(f, "");
    }
  }
  if (not_built) {
    out << fmt::format(
        "not built: {} findings in {} files that no translation unit here includes (a vendored "
        "library beside the one the build uses?); they do not change the verdict:\n",
        not_built, not_built_files);
    for (const auto& file : report.scan.files)
      if (!file.built)
        for (const auto& f : file.scan.findings) write(f, "  not built: ");
  }
  for (const auto& s : report.scan.skipped) out << s.file << ": skipped: " << s.reason << "\n";
  for (const auto& w : report.scan.warnings) out << w.file << ": warning: " << w.reason << "\n";
  if (report.fix) {
    for (const auto& f : report.fix->fixed) out << f << ": fixed\n";
    for (const auto& n : report.fix->not_fixed) out << n.file << ": " << n.reason << "\n";
  }
  int total = 0;
  for (auto [severity, n] : counts) total += n;
  out << fmt::format("CUDA {} -> {}: {} files, {} lines scanned; {} findings", report.rules.from.major_minor(),
                     report.rules.to.major_minor(), report.scan.files.size(), report.scan.lines, total);
  if (total) {
    std::string parts;
    for (auto [severity, n] : counts)
      parts += fmt::format("{}{} {}", parts.empty() ? "" : ", ", n, to_string(severity));
    out << " (" << parts << ")";
  }
  if (not_built) out << fmt::format("; {} more in files not built", not_built);
  if (!report.scan.skipped.empty()) out << fmt::format("; {} skipped", report.scan.skipped.size());
  out << "\n";
}

}  // namespace cudacompat::migrate
