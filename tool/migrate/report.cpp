#include "migrate/report.h"

#include <fmt/format.h>

#include <map>

#include "common/display_text.h"
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
  out.insert(out.end(), report.scan.skipped.begin(), report.scan.skipped.end());
  for (const auto& file : report.scan.files)  // the "warnings" key's, with their codes
    out.insert(out.end(), file.scan.warnings.begin(), file.scan.warnings.end());
  if (report.fix) out.insert(out.end(), report.fix->not_fixed.begin(), report.fix->not_fixed.end());
  return out;
}

namespace {

// Source lines and names as migrate's JSON has always written them: a byte sequence that is not
// UTF-8 (a Latin-1 comment) becomes U+FFFD, each maximal ill-formed part once, as Python's
// decode(errors="replace") does; migrate quotes source, where \xNN would read as C escapes.
json::Tree text(std::string_view value) { return json::Tree(utf8_replaced(value)); }

json::Tree texts(const std::vector<std::string>& values) {
  json::Tree list = json::Tree::array();
  for (const auto& value : values) list.push(text(value));
  return list;
}

json::Tree finding_json(const Finding& f) {
  json::Tree j{{"file", text(f.file)},
               {"line", f.line},
               {"column", f.column},
               {"code", findings::to_string(f.code)},
               {"severity", to_string(f.severity)},
               {"entity", text(f.entity)},
               {"since", text(f.since)},
               {"what", text(f.what)},
               {"instead", text(f.instead)},
               {"shim", f.shim.empty() ? json::Tree(nullptr) : text(f.shim)},
               {"source", text(f.source)},
               {"fixable", !f.edits.empty()}};
  if (!f.dialect_of.empty()) j.set("dialect_of", text(f.dialect_of));
  j.set("conditional_on", f.condition.empty() ? json::Tree(nullptr) : text(f.condition));
  return j;
}

// {file, reason} per diagnostic: the "skipped" and "not_fixed" keys, as they were before diagnostics.
json::Tree file_reason_json(const std::vector<Diagnostic>& items) {
  json::Tree list = json::Tree::array();
  for (const auto& item : items) list.push({{"file", text(item.where)}, {"reason", text(item.message)}});
  return list;
}

// The "warnings" key: each file's warnings as {file, reason}, in the files' order.
json::Tree warnings_json(const std::vector<FileResult>& files) {
  json::Tree list = json::Tree::array();
  for (const auto& file : files)
    for (const auto& warning : file.scan.warnings)
      list.push({{"file", text(file.file)}, {"reason", text(warning.message)}});
  return list;
}

}  // namespace

void write_json(std::ostream& out, const Report& report) {
  auto root = report_envelope("migrate", 1, diagnostics(report));
  root.set("to", report.rules.to.major_minor());
  root.set("from", report.rules.from.major_minor());
  // Findings in files no translation unit includes: apart, as not built (a vendored library the
  // build does not use, a header nothing includes).
  json::Tree built = json::Tree::array();
  json::Tree not_built = json::Tree::array();
  json::Tree not_built_files = json::Tree::array();
  for (const auto& file : report.scan.files) {
    for (const auto& f : file.scan.findings) (file.built ? built : not_built).push(finding_json(f));
    if (!file.built) not_built_files.push(text(file.file));
  }
  root.set("findings", std::move(built));
  root.set("not_built", std::move(not_built));
  root.set("skipped", file_reason_json(report.scan.skipped));
  root.set("warnings", warnings_json(report.scan.files));
  root.set("files_scanned", report.scan.files.size());
  root.set("translation_units", report.scan.units);
  root.set("files_not_built", std::move(not_built_files));
  root.set("lines_scanned", report.scan.lines);
  if (report.fix) {
    root.set("fixed", texts(report.fix->fixed));
    root.set("edits_applied", report.fix->edits);
    root.set("not_fixed", file_reason_json(report.fix->not_fixed));
  }
  out << root.dump(2) << "\n";
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
  for (const auto& s : report.scan.skipped) out << s.where << ": skipped: " << s.message << "\n";
  for (const auto& file : report.scan.files)
    for (const auto& warning : file.scan.warnings) out << file.file << ": warning: " << warning.message << "\n";
  if (report.fix) {
    for (const auto& f : report.fix->fixed) out << f << ": fixed\n";
    for (const auto& n : report.fix->not_fixed) out << n.where << ": " << n.message << "\n";
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
