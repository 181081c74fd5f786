#include "findings/findings.h"

#include <cstdio>
#include <cstdlib>
#include <utility>

#include "findings/finding_data.h"

namespace cudacompat::findings {
namespace {

// The embedded table, read once. Its tests (tests/findings) read the same text, so a broken file fails
// the build's tests; were one shipped anyway, the tool stops with the reason rather than run on half
// a table.
FindingData embedded_finding_data() {
  Expected<FindingData> data = read_finding_data(kEmbeddedFindingTable);
  if (!data) {
    std::fprintf(stderr, "cudacompat: the finding table built into this binary is broken: %s\n",
                 data.error().message.c_str());
    std::abort();
  }
  return std::move(data).value();
}

const ReporterInfo& reporter_info(Reporter reporter) {
  const ReporterInfo* entry = entry_of(kReporterInfo, reporter);
  return entry != nullptr ? *entry : kReporterInfo[0];
}

}  // namespace

const std::vector<FindingInfo>& finding_table() {
  static const FindingData data = embedded_finding_data();
  return data.rows;
}

const FindingInfo& info(FindingCode code) {
  for (const auto& entry : finding_table()) {
    if (entry.code == code) return entry;
  }
  return finding_table().front();
}

std::string_view to_string(FindingCode code) { return info(code).name; }

std::string_view command_of(Reporter reporter) { return reporter_info(reporter).command; }

std::string reference_path(const FindingInfo& info) {
  // The anchor is the heading's slug, which GitHub and the site (MyST) both make of a code's name
  // unchanged.
  return "docs/reference/findings/" + std::string(reporter_info(info.reporter).page) + ".md#" + std::string(info.name);
}

std::string_view to_string(Breaks breaks) { return name_of(kBreaksNames, breaks); }

std::optional<FindingCode> parse_finding_code(std::string_view name, Reporter reporter) {
  for (const auto& info : finding_table()) {
    if (info.name == name && info.reporter == reporter) return info.code;
  }
  if (reporter != Reporter::kAudit) return std::nullopt;
  if (name == "mixed-cuda-majors") return FindingCode::kMixedCudaMajors;  // its name before 0.1's requirement rules
  return std::nullopt;
}

std::string code_list(Reporter reporter) {
  std::string list;
  for (const auto& info : finding_table()) {
    if (info.reporter != reporter) continue;
    if (!list.empty()) list += ", ";
    list += info.name;
  }
  return list;
}

std::string warning_code_list() {
  std::string list;
  for (const auto& info : finding_table()) {
    if (!info.warning || info.reporter != Reporter::kAudit) continue;
    if (!list.empty()) list += ", ";
    list += info.name;
  }
  return list;
}

Diagnostic diagnostic(FindingCode code, std::string message, std::string where, std::string fix) {
  const FindingInfo& row = info(code);
  Diagnostic out;
  if (row.input_error || row.reporter == Reporter::kDoctor)
    out.severity = Diagnostic::Severity::kError;
  else
    out.severity = row.warning ? Diagnostic::Severity::kWarning : Diagnostic::Severity::kNote;
  out.code = std::string(row.name);
  out.message = std::move(message);
  out.where = std::move(where);
  out.fix = fix.empty() ? std::string(row.fix) : std::move(fix);
  return out;
}

bool is_package_metadata_finding(FindingCode code) { return info(code).package_metadata; }

}  // namespace cudacompat::findings
