// The command line: exit codes, the JSON schema's fields, the HTML page, the table.
#include <gtest/gtest.h>

#include <algorithm>

#include "common/subprocess.h"
#include "json_text.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using cudacompat::testing::parsed_json;
using testing::cuda_library;
using testing::fixture;
using testing::read_file;
using testing::TempDir;
using testing::write_file;

// A value as one line of JSON text, for comparing a list with the one expected.
std::string text_of(const json::Value& value) { return json::Tree(value).dump(-1); }

ProcessResult audit(std::vector<std::string> arguments) {
  arguments.insert(arguments.begin(), {CUDACOMPAT_AUDIT_CLI, "audit"});
  return run_process(arguments, std::chrono::seconds(60));
}

TEST(AuditCommand, ExitsZeroAndPrintsATableForCleanInputs) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({fixture("libkernels.so").string()});
  ASSERT_TRUE(result.started) << result.failure;
  EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
  EXPECT_NE(result.output.find("libkernels.so"), std::string::npos);
  EXPECT_NE(result.output.find("sm_86"), std::string::npos);
  EXPECT_NE(result.output.find("580.65.06"), std::string::npos);  // libcudart.so.13, PTX ISA 9.0
}

TEST(AuditCommand, ExitsOneListingEveryPolicyViolation) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({"--min-driver", "525.60.13", "--require-arch", "sm_80,sm_90", "--max-cuda-major", "12",
                       fixture("libkernels.so").string()});
  EXPECT_EQ(result.exit_code, 1) << result.output << result.errors;
  for (const char* rule : {"min-driver", "require-arch", "max-cuda-major"}) {
    EXPECT_NE(result.output.find(std::string(": ") + rule + ": "), std::string::npos) << rule << "\n" << result.output;
  }
  EXPECT_NE(result.output.find("cannot run on sm_80"), std::string::npos) << result.output;
  EXPECT_NE(result.errors.find("policy violation"), std::string::npos);
}

TEST(AuditCommand, ExitsTwoForAMissingInputWithTheReason) {
  auto result = audit({"/nonexistent/libfoo.so"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.output.find("/nonexistent/libfoo.so: No such file or directory"), std::string::npos)
      << result.output;
}

TEST(AuditCommand, ExitsTwoForABadOptionValue) {
  auto result = audit({"--require-arch", "sm_90a", cuda_library("libcudart.so.13").string()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.errors.find("--require-arch"), std::string::npos) << result.errors;
}

TEST(AuditCommand, ExitsTwoForACorruptFileAndStillReportsTheOthers) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  std::string good = read_file(fixture("rdc.o"));
  write_file(dir.path() / "good.o", good);
  write_file(dir.path() / "bad.o", good.substr(0, good.size() / 2));
  auto result = audit({"--json", dir.path().string()});
  EXPECT_EQ(result.exit_code, 2);
  const auto report = parsed_json(result.output);
  ASSERT_EQ(report.root().at("files").size(), 2u);
  for (const auto& file : report.root().at("files").items()) {
    if (file.at("path").text().find("bad.o") != std::string::npos) {
      ASSERT_EQ(file.at("errors").size(), 1u);
      EXPECT_NE(file.at("errors").item(0).text().find("bad.o: at offset 0x"), std::string::npos);
    } else {
      EXPECT_EQ(text_of(file.at("sass")), R"(["sm_90"])");
    }
  }
}

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

TEST(AuditCommand, WritesOneSelfContainedHtmlPageWithTheGrid) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto page = dir.path() / "audit.html";
  auto result = audit({"--html", page.string(), fixture("tiny-0.1-py3-none-linux_x86_64.whl").string()});
  EXPECT_EQ(result.exit_code, 0) << result.errors;
  std::string html = read_file(page);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("<table class=\"grid\">"), std::string::npos);
  EXPECT_NE(html.find("<th>sm_86</th>"), std::string::npos);
  EXPECT_NE(html.find("580.65.06"), std::string::npos);
  EXPECT_NE(html.find("tiny/_kernels.so"), std::string::npos);
  // Self-contained: no scripts, styles or images fetched from anywhere.
  EXPECT_EQ(html.find("src="), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
  EXPECT_EQ(html.find("http"), std::string::npos);
}

TEST(AuditCommand, ReadsTheBuilderToolkitFromCubinNotesUnlessToldNotTo) {
  SKIP_WITHOUT_FIXTURES();  // built here with nvcc 13, which writes .note.nv.tkinfo
  auto builders = [](const std::vector<std::string>& extra) {
    std::vector<std::string> arguments = {"--json"};
    arguments.insert(arguments.end(), extra.begin(), extra.end());
    arguments.push_back(fixture("libkernels.so").string());
    auto result = audit(arguments);
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const auto document = parsed_json(result.output);
    const auto file = document.root().at("files").item(0);
    std::vector<std::string> toolkits;
    for (const auto& toolkit : file.at("builder_toolkits").items()) toolkits.push_back(toolkit.text());
    return std::make_pair(toolkits, file.at("toolkit_notes_read").integer().value_or(-1));
  };
  const auto [sampled, sampled_read] = builders({});
  ASSERT_EQ(sampled.size(), 1u) << ::testing::PrintToString(sampled);
  EXPECT_EQ(sampled[0].substr(0, 3), "13.");
  EXPECT_GE(sampled_read, 1);
  const auto [none, none_read] = builders({"--toolkit-notes", "none"});
  EXPECT_TRUE(none.empty()) << ::testing::PrintToString(none);
  EXPECT_EQ(none_read, 0);
}

}  // namespace
}  // namespace cudacompat::audit
