// The audit's JSON (docs/audit.md's schema): the envelope, the summary, the packages and every
// artifact's fields, written file by file.
#include <gtest/gtest.h>

#include "audit/report.h"
#include "audit_command.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using cudacompat::testing::parsed_json;
using testing::audit;
using testing::fixture;
using testing::text_of;

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

}  // namespace
}  // namespace cudacompat::audit
