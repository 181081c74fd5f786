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

std::string_view command_of(Reporter reporter) {
  switch (reporter) {
    case Reporter::kAudit:
    case Reporter::kAuditPolicy:
      return "audit";
    case Reporter::kAbiDiff:
      return "abi-diff";
    case Reporter::kPin:
      return "pin --check";
    case Reporter::kMigrate:
      return "migrate";
    case Reporter::kGate:
      return "gate";
    case Reporter::kDoctor:
      return "doctor";
  }
  return "audit";
}

std::string reference_path(const FindingInfo& info) {
  // One page per subcommand, named as its hand-written page is ("pin --check" -> pin-check.md, the
  // gate's release-gate.md); the audit's policies share the audit's page, where no policy is named
  // like a warning. The anchor is the heading's slug, which GitHub and the site (MyST) both make of a
  // code's name unchanged.
  std::string page(command_of(info.reporter));
  if (const std::size_t space = page.find(" --"); space != std::string::npos) page.replace(space, 3, "-");
  if (info.reporter == Reporter::kGate) page = "release-gate";
  if (info.reporter == Reporter::kDoctor) page = "commands";  // doctor's hand-written page: "Pins, doctor and abi-diff"
  return "docs/reference/findings/" + page + ".md#" + std::string(info.name);
}

std::string_view to_string(Breaks breaks) {
  switch (breaks) {
    case Breaks::kBinary:
      return "binary";
    case Breaks::kSource:
      return "source";
    case Breaks::kNone:
      break;
  }
  return "none";
}

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

bool is_package_metadata_finding(FindingCode code) {
  switch (code) {
    case FindingCode::kUndeclaredCudaDependency:
    case FindingCode::kDeclaredMajorUnused:
    case FindingCode::kGraftedDriverLibrary:
    case FindingCode::kNoUpperBound:
    case FindingCode::kRecordMismatch:
    case FindingCode::kCudaWheelNotOnRunpath:
    case FindingCode::kExtensionsOutsidePackage:
    case FindingCode::kVariantSmArchUndeclared:
    case FindingCode::kVariantSmArchAbsent:
    case FindingCode::kVariantLowerBoundBelowFloor:
    case FindingCode::kVariantUpperBoundTooHigh:
      return true;
    default:
      return false;
  }
}

}  // namespace cudacompat::findings
