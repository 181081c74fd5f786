#include "findings/finding_data.h"

#include <fmt/format.h>

#include <toml++/toml.h>
#include <algorithm>
#include <array>
#include <cstddef>
#include <exception>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "common/enum_names.h"
#include "requirements/cuda_rules.h"

namespace cudacompat::findings {
namespace {

struct CodeSpelling {
  FindingCode code;
  std::string_view spelling;  // "NoPtx"
};

// How findings.toml names each code: its enumerator without the `k`, spelt by the preprocessor so that
// the two cannot differ. The one list of the enum's values the tool has, in the enum's order: the
// static_assert below holds it, and read_finding_data wants a row for each.
#define CUDACOMPAT_FINDING_CODE(enumerator) \
  CodeSpelling { FindingCode::enumerator, std::string_view(#enumerator).substr(1) }
constexpr CodeSpelling kCodeSpellings[] = {
    CUDACOMPAT_FINDING_CODE(kNoPtx),
    CUDACOMPAT_FINDING_CODE(kArchSpecificOnly),
    CUDACOMPAT_FINDING_CODE(kLibcudaLinked),
    CUDACOMPAT_FINDING_CODE(kUnusedCudaLibrary),
    CUDACOMPAT_FINDING_CODE(kMixedCudaMajors),
    CUDACOMPAT_FINDING_CODE(kUnknownToKnowledge),
    CUDACOMPAT_FINDING_CODE(kFloorUnknown),
    CUDACOMPAT_FINDING_CODE(kLtoIrOnly),
    CUDACOMPAT_FINDING_CODE(kUndeclaredCudaDependency),
    CUDACOMPAT_FINDING_CODE(kDeclaredMajorUnused),
    CUDACOMPAT_FINDING_CODE(kGraftedDriverLibrary),
    CUDACOMPAT_FINDING_CODE(kNoUpperBound),
    CUDACOMPAT_FINDING_CODE(kRecordMismatch),
    CUDACOMPAT_FINDING_CODE(kCudaWheelNotOnRunpath),
    CUDACOMPAT_FINDING_CODE(kExtensionsOutsidePackage),
    CUDACOMPAT_FINDING_CODE(kVariantSmArchUndeclared),
    CUDACOMPAT_FINDING_CODE(kVariantSmArchAbsent),
    CUDACOMPAT_FINDING_CODE(kVariantLowerBoundBelowFloor),
    CUDACOMPAT_FINDING_CODE(kVariantUpperBoundTooHigh),
    CUDACOMPAT_FINDING_CODE(kVariantNotSelectedWhereItRuns),
    CUDACOMPAT_FINDING_CODE(kVariantArchSpecificTarget),
    CUDACOMPAT_FINDING_CODE(kVariantNewestGpuOnly),
    CUDACOMPAT_FINDING_CODE(kPtxIsaHeaderDiffers),
    CUDACOMPAT_FINDING_CODE(kStaticRuntime),
    CUDACOMPAT_FINDING_CODE(kFileRemoved),
    CUDACOMPAT_FINDING_CODE(kSonameChanged),
    CUDACOMPAT_FINDING_CODE(kSymbolRemoved),
    CUDACOMPAT_FINDING_CODE(kSymbolAdded),
    CUDACOMPAT_FINDING_CODE(kCudaLibraryAdded),
    CUDACOMPAT_FINDING_CODE(kCudaLibraryDropped),
    CUDACOMPAT_FINDING_CODE(kCudaMajorChanged),
    CUDACOMPAT_FINDING_CODE(kSassArchitectureDropped),
    CUDACOMPAT_FINDING_CODE(kPtxDropped),
    CUDACOMPAT_FINDING_CODE(kDriverFloorRaised),
    CUDACOMPAT_FINDING_CODE(kGpuDropped),
    CUDACOMPAT_FINDING_CODE(kCapiLost),
    CUDACOMPAT_FINDING_CODE(kCapiFunctionRemoved),
    CUDACOMPAT_FINDING_CODE(kCapiSignatureChanged),
    CUDACOMPAT_FINDING_CODE(kStructLayoutChanged),
    CUDACOMPAT_FINDING_CODE(kCapiReexported),
    CUDACOMPAT_FINDING_CODE(kCapiFunctionAdded),
    CUDACOMPAT_FINDING_CODE(kCapiReadPartially),
    CUDACOMPAT_FINDING_CODE(kMemberNameEscapes),
    CUDACOMPAT_FINDING_CODE(kConsumerImportFails),
    CUDACOMPAT_FINDING_CODE(kPxdRemoved),
    CUDACOMPAT_FINDING_CODE(kPxdDeclarationRemoved),
    CUDACOMPAT_FINDING_CODE(kPythonModuleRemoved),
    CUDACOMPAT_FINDING_CODE(kDependencyMajorChanged),
    CUDACOMPAT_FINDING_CODE(kDependencyCeilingDropped),
    CUDACOMPAT_FINDING_CODE(kPinWrongMajor),
    CUDACOMPAT_FINDING_CODE(kPinNoUpperBound),
    CUDACOMPAT_FINDING_CODE(kPinKnownBad),
    CUDACOMPAT_FINDING_CODE(kPinMixedMajors),
    CUDACOMPAT_FINDING_CODE(kPinDuplicateVariants),
    CUDACOMPAT_FINDING_CODE(kPinEmptyRange),
    CUDACOMPAT_FINDING_CODE(kPolicyMinDriver),
    CUDACOMPAT_FINDING_CODE(kPolicyRequireArch),
    CUDACOMPAT_FINDING_CODE(kPolicyRequireSass),
    CUDACOMPAT_FINDING_CODE(kPolicyRequirePtx),
    CUDACOMPAT_FINDING_CODE(kPolicyMaxCudaMajor),
    CUDACOMPAT_FINDING_CODE(kPolicyMinCudaMajor),
    CUDACOMPAT_FINDING_CODE(kPolicyForbidLibcuda),
    CUDACOMPAT_FINDING_CODE(kRemovedFunction),
    CUDACOMPAT_FINDING_CODE(kRemovedEnumerator),
    CUDACOMPAT_FINDING_CODE(kRemovedType),
    CUDACOMPAT_FINDING_CODE(kRemovedField),
    CUDACOMPAT_FINDING_CODE(kRemovedMacro),
    CUDACOMPAT_FINDING_CODE(kChangedSignature),
    CUDACOMPAT_FINDING_CODE(kRemovedCcclEntity),
    CUDACOMPAT_FINDING_CODE(kDroppedArchitecture),
    CUDACOMPAT_FINDING_CODE(kDialectTooOld),
    CUDACOMPAT_FINDING_CODE(kToolkitVersionPinned),
    CUDACOMPAT_FINDING_CODE(kDeprecatedApi),
    CUDACOMPAT_FINDING_CODE(kRemovedHeader),
    CUDACOMPAT_FINDING_CODE(kPythonModuleMoved),
    CUDACOMPAT_FINDING_CODE(kArtifactUnreadable),
    CUDACOMPAT_FINDING_CODE(kInputUnreadable),
    CUDACOMPAT_FINDING_CODE(kConsumerUnreadable),
    CUDACOMPAT_FINDING_CODE(kDependencyUnreadable),
    CUDACOMPAT_FINDING_CODE(kDependencyFileUnreadable),
    CUDACOMPAT_FINDING_CODE(kArtifactUnpaired),
    CUDACOMPAT_FINDING_CODE(kPreviousArtifactDropped),
    CUDACOMPAT_FINDING_CODE(kNoPreviousRelease),
    CUDACOMPAT_FINDING_CODE(kPlatformTagChanged),
    CUDACOMPAT_FINDING_CODE(kPinCheckNotRun),
    CUDACOMPAT_FINDING_CODE(kDoctorArtifactUnreadable),
    CUDACOMPAT_FINDING_CODE(kVariantSetUnreadable),
    CUDACOMPAT_FINDING_CODE(kLibraryNotFound),
    CUDACOMPAT_FINDING_CODE(kLibraryUnusable),
    CUDACOMPAT_FINDING_CODE(kDriverTooOld),
    CUDACOMPAT_FINDING_CODE(kGpuCodeUnloadable),
    CUDACOMPAT_FINDING_CODE(kNoDriver),
    CUDACOMPAT_FINDING_CODE(kDriverUnusable),
    CUDACOMPAT_FINDING_CODE(kNoGpuVisible),
    CUDACOMPAT_FINDING_CODE(kDriverVersionUnknown),
    CUDACOMPAT_FINDING_CODE(kGpuCannotRun),
    CUDACOMPAT_FINDING_CODE(kDriverSymbolMissing),
    CUDACOMPAT_FINDING_CODE(kDriverCallFailed),
    CUDACOMPAT_FINDING_CODE(kVariantWheelUnreadable),
    CUDACOMPAT_FINDING_CODE(kNoVariantChosen),
    CUDACOMPAT_FINDING_CODE(kChosenVariantDoesNotRun),
};
#undef CUDACOMPAT_FINDING_CODE

constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < std::size(kCodeSpellings); ++i) {
    if (static_cast<std::size_t>(kCodeSpellings[i].code) != i) return false;
  }
  return std::size(kCodeSpellings) == static_cast<std::size_t>(FindingCode::kChosenVariantDoesNotRun) + 1;
}
static_assert(in_enum_order(), "kCodeSpellings lists every FindingCode once, in the enum's order");

// The rows whose names the requirement rules own (tool/requirements): the audit's package checks that
// are requirement rules report them under the rules' names, and pin --check's codes are the rules,
// summary and all. Only their prose is in the file.
struct RuleRow {
  FindingCode code;
  requirements::RuleCode rule;
  bool pin_check;  // name and summary the rule's, reported by pin --check as warnings
};
constexpr RuleRow kRuleRows[] = {
    {FindingCode::kMixedCudaMajors, requirements::RuleCode::kMixedMajors, false},
    {FindingCode::kNoUpperBound, requirements::RuleCode::kNoUpperBound, false},
    {FindingCode::kPinWrongMajor, requirements::RuleCode::kWrongMajor, true},
    {FindingCode::kPinNoUpperBound, requirements::RuleCode::kNoUpperBound, true},
    {FindingCode::kPinKnownBad, requirements::RuleCode::kKnownBad, true},
    {FindingCode::kPinMixedMajors, requirements::RuleCode::kMixedMajors, true},
    {FindingCode::kPinDuplicateVariants, requirements::RuleCode::kDuplicateVariants, true},
    {FindingCode::kPinEmptyRange, requirements::RuleCode::kEmptyRange, true},
};

// `severity`: whether a row is a warning (the reporters' and `breaks`' spellings are findings.h's).
constexpr EnumName<bool> kSeverities[] = {{true, "warning"}, {false, "note"}};

// The keys of each kind of row: all required but the flags (kOptionalKeys).
constexpr std::string_view kOrdinaryKeys[] = {"code",   "name",    "reporter", "severity",    "summary",
                                              "breaks", "details", "fix",      "input-error", "package-metadata"};
constexpr std::string_view kRuleNamedKeys[] = {"code",    "reporter", "severity",    "summary",         "breaks",
                                               "details", "fix",      "input-error", "package-metadata"};
constexpr std::string_view kPinCheckKeys[] = {"code", "details", "fix"};
constexpr std::string_view kOptionalKeys[] = {"input-error", "package-metadata"};

template <class Range>
std::string joined(const Range& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + std::string(item);
  return out;
}

std::string at(const toml::node& node) { return fmt::format("findings.toml:{}", node.source().begin.line); }

// Reads one row's fields in turn and keeps the first error, so that reading a row is a list of its
// fields.
class RowReader {
 public:
  RowReader(const toml::table& row, std::string_view spelling) : row_(row), spelling_(spelling) {}

  void check_keys(std::span<const std::string_view> keys) {
    for (const auto& [key, value] : row_) {
      if (std::find(keys.begin(), keys.end(), key.str()) == keys.end())
        fail(fmt::format("unknown key `{}` (a row of this kind has: {})", key.str(), joined(keys)));
    }
    std::vector<std::string_view> required;
    for (std::string_view key : keys) {
      if (std::find(std::begin(kOptionalKeys), std::end(kOptionalKeys), key) == std::end(kOptionalKeys))
        required.push_back(key);
    }
    for (std::string_view key : required) {
      if (!row_.contains(key))
        fail(fmt::format("no `{}`: a row of this kind needs all of {} (the file's header says what each is)", key,
                         joined(required)));
    }
  }

  std::string_view text(std::string_view key) {
    const toml::node* node = row_.get(key);
    if (node == nullptr) return {};  // check_keys said so
    if (const auto* value = node->as_string()) return value->get();
    fail(fmt::format("`{}` is not a string", key));
    return {};
  }

  // The value `choices` spells as the row's `key` says (a table of {value, name} entries).
  template <class Entry, std::size_t N>
  decltype(Entry::value) choice(std::string_view key, const Entry (&choices)[N]) {
    const std::string_view value = text(key);
    if (const auto meaning = value_named(choices, value)) return *meaning;
    if (row_.contains(key))
      fail(fmt::format("`{} = \"{}\"`: expected one of {}", key, value, joined(names_in(choices))));
    return choices[0].value;
  }

  bool flag(std::string_view key) {
    const toml::node* node = row_.get(key);
    if (node == nullptr) return false;
    if (const auto* value = node->as_boolean()) return value->get();
    fail(fmt::format("`{}` is not true or false", key));
    return false;
  }

  const std::optional<Error>& error() const { return error_; }

 private:
  void fail(std::string what) {
    if (!error_) error_ = Error{fmt::format("{}: the row of {}: {}", at(row_), spelling_, what)};
  }

  const toml::table& row_;
  std::string_view spelling_;
  std::optional<Error> error_;
};

const RuleRow* rule_row(FindingCode code) {
  for (const RuleRow& row : kRuleRows) {
    if (row.code == code) return &row;
  }
  return nullptr;
}

// pin --check's rows: the rule's name and summary, the file's prose.
FindingInfo pin_check_row(FindingCode code, requirements::RuleCode rule, RowReader& fields) {
  fields.check_keys(kPinCheckKeys);
  std::string_view summary;
  for (const auto& entry : requirements::rule_table()) {
    if (entry.code == rule) summary = entry.summary;
  }
  return {code,
          requirements::to_string(rule),
          true,
          summary,
          Reporter::kPin,
          Breaks::kNone,
          fields.text("details"),
          fields.text("fix")};
}

// Every other row: all from the file, but the name where a requirement rule owns it.
FindingInfo table_row(FindingCode code, const RuleRow* rule, RowReader& fields) {
  if (rule != nullptr)
    fields.check_keys(kRuleNamedKeys);
  else
    fields.check_keys(kOrdinaryKeys);
  FindingInfo info{code,
                   rule != nullptr ? requirements::to_string(rule->rule) : fields.text("name"),
                   fields.choice("severity", kSeverities),
                   fields.text("summary"),
                   fields.choice("reporter", kReporterInfo),
                   fields.choice("breaks", kBreaksNames)};
  info.details = fields.text("details");
  info.fix = fields.text("fix");
  info.input_error = fields.flag("input-error");
  info.package_metadata = fields.flag("package-metadata");
  return info;
}

Expected<FindingInfo> read_row(const toml::node& node) {
  const toml::table* row = node.as_table();
  if (row == nullptr) return Error{at(node) + ": a [[finding]] row is not a table"};
  const toml::node* code_node = row->get("code");
  const std::string_view spelling = code_node != nullptr && code_node->is_string()
                                        ? std::string_view(code_node->as_string()->get())
                                        : std::string_view();
  const CodeSpelling* code = nullptr;
  for (const CodeSpelling& known : kCodeSpellings) {
    if (known.spelling == spelling) code = &known;
  }
  if (code == nullptr) {
    return Error{
        fmt::format("{}: a row whose `code` is {}: expected a FindingCode enumerator without its `k` "
                    "(`NoPtx`); a new code is an enumerator in findings.h first",
                    at(node), spelling.empty() ? "missing or not a string" : fmt::format("`{}`", spelling))};
  }
  RowReader fields(*row, spelling);
  const RuleRow* rule = rule_row(code->code);
  FindingInfo info = rule != nullptr && rule->pin_check ? pin_check_row(code->code, rule->rule, fields)
                                                        : table_row(code->code, rule, fields);
  if (fields.error()) return *fields.error();
  return info;
}

Expected<std::shared_ptr<const toml::table>> parse(std::string_view toml_text) {
  try {
    return std::make_shared<const toml::table>(toml::parse(toml_text, std::string_view("findings.toml")));
  } catch (const toml::parse_error& error) {
    return Error{fmt::format("findings.toml:{}:{}: {}", error.source().begin.line, error.source().begin.column,
                             error.description())};
  } catch (const std::exception& error) {
    return Error{fmt::format("findings.toml: {}", error.what())};
  }
}

}  // namespace

Expected<FindingData> read_finding_data(std::string_view toml_text) {
  Expected<std::shared_ptr<const toml::table>> document = parse(toml_text);
  if (!document) return document.error();
  for (const auto& [key, value] : **document) {
    if (key.str() != "finding")
      return Error{fmt::format("{}: `{}`: the file holds [[finding]] rows only", at(value), key.str())};
  }
  const toml::array* rows = (*document)->get_as<toml::array>("finding");
  if (rows == nullptr) return Error{"findings.toml: no [[finding]] rows"};
  FindingData data;
  data.storage = *document;
  std::array<bool, std::size(kCodeSpellings)> seen{};
  for (const toml::node& node : *rows) {
    Expected<FindingInfo> row = read_row(node);
    if (!row) return row.error();
    bool& row_seen = seen[static_cast<std::size_t>(row->code)];
    if (row_seen)
      return Error{fmt::format("{}: a second row of {}: each code has one", at(node),
                               kCodeSpellings[static_cast<std::size_t>(row->code)].spelling)};
    row_seen = true;
    data.rows.push_back(*row);
  }
  for (std::size_t i = 0; i < seen.size(); ++i) {
    if (!seen[i])
      return Error{fmt::format("findings.toml: no row of {}: every FindingCode needs one", kCodeSpellings[i].spelling)};
  }
  return data;
}

}  // namespace cudacompat::findings
