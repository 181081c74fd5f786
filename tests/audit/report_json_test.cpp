// The audit's JSON (docs/audit.md's schema): the envelope, the summary, the packages and every
// artifact's fields, written file by file.
#include <gtest/gtest.h>

#include <sstream>

#include "audit/report.h"
#include "audit_command.h"
#include "hand_built_facts.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using cudacompat::testing::parsed_json;
using namespace testing;

TEST(AuditCommand, JsonHoldsTheDocumentedFields) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({"--json", fixture("libkernels.so").string(), fixture("multi.o").string()});
  ASSERT_EQ(result.exit_code, 0) << result.errors;
  const auto report = parsed_json(result.output);
  EXPECT_EQ(report.root().at("schema").text(), "cudacompat-audit/1");
  const auto files = report.root().at("files");
  ASSERT_EQ(files.size(), 2u);
  const auto library = files.item(0);
  EXPECT_NE(library.at("path").text().find("libkernels.so"), std::string::npos);
  std::vector<std::string> needed;
  for (const auto& name : library.at("needed").items()) needed.push_back(name.text());
  EXPECT_NE(std::find(needed.begin(), needed.end(), "libcudart.so.13"), needed.end());
  EXPECT_EQ(text_of(library.at("sass")), R"(["sm_86"])");
  EXPECT_EQ(library.at("ptx").item(0).at("arch").text(), "compute_86");
  EXPECT_EQ(library.at("ptx").item(0).at("isa").text(), "9.0");
  EXPECT_EQ(library.at("min_driver").text(), "580.65.06");
  EXPECT_EQ(text_of(library.at("cuda_libraries").item(0).at("cuda_majors")), "[13]");
  const auto object = files.item(1);
  EXPECT_EQ(text_of(object.at("sass")), R"(["sm_90a","sm_100f"])");
  EXPECT_EQ(object.at("format").text(), "object");
  EXPECT_TRUE(report.root().at("summary").at("min_driver").is_string());
}

TEST(AuditCommand, JsonEntriesListEveryFatbinEntry) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({"--json", "--entries", fixture("lz4.o").string()});
  const auto report = parsed_json(result.output);
  const auto entries = report.root().at("files").item(0).at("entries");
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries.item(0).at("compression").text(), "lz4");
  EXPECT_EQ(entries.item(1).at("kind").text(), "ptx");
  EXPECT_EQ(entries.item(1).at("isa_from").text(), "text");
}

std::string json_of(const AuditReport& report, const JsonOptions& options = {}) {
  std::ostringstream out;
  write_json(out, report, judge(), options);
  return out.str();
}

TEST(AuditJson, AReportOfNothingIsAWholeDocumentWithTheEnvelopeAndNoFiles) {
  const AuditReport report;
  const auto document = parsed_json(json_of(report));
  EXPECT_EQ(document.root().at("schema").text(), "cudacompat-audit/1");
  EXPECT_EQ(document.root().at("tool").text(), "cudacompat");
  EXPECT_EQ(document.root().at("files").size(), 0u);
  EXPECT_EQ(document.root().at("diagnostics").size(), 0u);
  EXPECT_TRUE(document.root().at("summary").at("min_driver").is_null());
  EXPECT_TRUE(document.root().at("summary").at("runs_with_driver").is_null());
}

TEST(AuditJson, TheSummaryNamesTheArtifactThatSetsTheFloorAndCountsWhatTheReportHolds) {
  AlreadyRead files;
  files.add("libold.so", shared_library({"libcudart.so.12"}));
  ArtifactFacts kernels = shared_library({"libcudart.so.13"});
  add_entry(kernels, EntryKind::kSass, 90);
  add_entry(kernels, EntryKind::kPtx, 90);
  files.add("libnew.so", kernels);
  files.options.policy.min_driver = *Version::parse("525.60.13");
  const AuditReport report = files.run();
  const auto document = parsed_json(json_of(report));
  const auto summary = document.root().at("summary");
  EXPECT_EQ(summary.at("artifacts").integer(), 2);
  EXPECT_EQ(summary.at("files_read").integer(), 2);
  EXPECT_EQ(summary.at("entries").integer(), 2);
  EXPECT_EQ(summary.at("min_driver").text(), report.min_driver->to_string());
  EXPECT_EQ(summary.at("min_driver_set_by").text(), "libnew.so");
  EXPECT_EQ(summary.at("violations").integer(), static_cast<long long>(report.violations.size()));
  EXPECT_NE(text_of(summary.at("runs_sass")).find("\"sm_90\""), std::string::npos) << text_of(summary);
  // The files in the report's order, each with its violations.
  const auto files_json = document.root().at("files");
  ASSERT_EQ(files_json.size(), 2u);
  EXPECT_EQ(files_json.item(0).at("path").text(), "libold.so");
  EXPECT_EQ(files_json.item(1).at("path").text(), "libnew.so");
  EXPECT_EQ(text_of(files_json.item(1).at("sass")), R"(["sm_90"])");
  EXPECT_EQ(files_json.item(1).at("violations").item(0).at("rule").text(), "min-driver");
  EXPECT_EQ(document.root().at("violations").size(), report.violations.size());
}

TEST(AuditJson, EntriesAreListedOnlyWhenAskedAndPtxSaysWhereItsIsaCameFrom) {
  AlreadyRead files;
  ArtifactFacts kernels = shared_library({"libcudart.so.13"});
  add_entry(kernels, EntryKind::kPtx, 90, 0, Compression::kNone, 9, 0);
  files.add("libk.so", kernels);
  const AuditReport report = files.run();
  const auto without = parsed_json(json_of(report));
  EXPECT_FALSE(without.root().at("files").item(0).find("entries").has_value());
  JsonOptions options;
  options.entries = true;
  const auto with = parsed_json(json_of(report, options));
  const auto entries = with.root().at("files").item(0).at("entries");
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries.item(0).at("kind").text(), "ptx");
  EXPECT_EQ(entries.item(0).at("isa").text(), "9.0");
  EXPECT_EQ(entries.item(0).at("isa_from").text(), "header");  // neither read from the text nor checked
}

TEST(AuditJson, APackagesMetadataListsItsDependenciesAsWrittenWithDebianAlternativesJoined) {
  AlreadyRead files;
  PackageMetadata deb;
  deb.kind = PackageKind::kDeb;
  deb.name = "libkernels1";
  deb.version = "1.0-1";
  deb.depends = {{{"libcudart12", "", ">=", "12.4"}, {"libcudart13", "", "", ""}}, {{"libc6", "", "", ""}}};
  files.add("libkernels1_1.0-1_amd64.deb", shared_library(), deb);
  const AuditReport report = files.run();
  const auto document = parsed_json(json_of(report));
  ASSERT_EQ(document.root().at("packages").size(), 1u);
  const auto package = document.root().at("packages").item(0);
  const auto metadata = package.at("metadata");
  EXPECT_EQ(metadata.at("kind").text(), "deb");
  EXPECT_EQ(metadata.at("name").text(), "libkernels1");
  EXPECT_EQ(text_of(metadata.at("dependencies")), R"(["libcudart12 (>= 12.4) | libcudart13","libc6"])");
  EXPECT_FALSE(metadata.find("tags").has_value());  // a wheel's alone
  EXPECT_EQ(text_of(package.at("artifacts")), R"(["libkernels1_1.0-1_amd64.deb"])");
}

TEST(AuditJson, TheDiagnosticsAreTheInputsThatCouldNotBeReadWithTheirCode) {
  AuditOptions options;
  options.inputs = {"/nonexistent/libfoo.so"};
  const AuditReport report = run_audit(options, judge());
  const auto document = parsed_json(json_of(report));
  const auto diagnostics_json = document.root().at("diagnostics");
  ASSERT_EQ(diagnostics_json.size(), 1u);
  EXPECT_EQ(diagnostics_json.item(0).at("code").text(), "input-unreadable");
  EXPECT_EQ(diagnostics_json.item(0).at("severity").text(), "error");
  EXPECT_NE(document.root().at("input_errors").item(0).text().find("/nonexistent/libfoo.so"), std::string::npos);
}

}  // namespace
}  // namespace cudacompat::audit
