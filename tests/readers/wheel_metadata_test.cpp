// A wheel's metadata (tool/readers/wheel_metadata.cpp): RECORD lines and their check against the
// wheel's members, and core metadata (METADATA).
#include "readers/wheel_metadata.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "readers/record_hash.h"

namespace cudacompat::readers {
namespace {

TEST(Record, ReadsPathHashAndSize) {
  auto entry = parse_record_line("mine/_mine.so,sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU,0\r", 3);
  ASSERT_TRUE(entry) << entry.error().message;
  EXPECT_EQ(entry->path, "mine/_mine.so");
  EXPECT_EQ(entry->algorithm, "sha256");
  EXPECT_EQ(entry->digest, "47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU");
  EXPECT_EQ(entry->size, "0");
  EXPECT_EQ(entry->line, 3);
}

TEST(Record, ReadsQuotedPathsWithCommasAndQuotes) {
  auto entry = parse_record_line(R"("a,b ""c"".txt",sha256=x,1)", 1);
  ASSERT_TRUE(entry) << entry.error().message;
  EXPECT_EQ(entry->path, "a,b \"c\".txt");
}

TEST(Record, AcceptsRecordItselfWithoutHashOrSize) {
  auto entry = parse_record_line("mine-1.0.dist-info/RECORD,,", 9);
  ASSERT_TRUE(entry);
  EXPECT_TRUE(entry->algorithm.empty());
  EXPECT_TRUE(entry->size.empty());
}

TEST(Record, RejectsWrongFieldCountsBadHashesAndSizes) {
  EXPECT_FALSE(parse_record_line("only,two", 1));
  EXPECT_FALSE(parse_record_line("a,sha256,1", 1));
  EXPECT_FALSE(parse_record_line("a,sha256=x,12kB", 1));
  EXPECT_FALSE(parse_record_line("\"open,sha256=x,1", 1));
}

TEST(Record, VerifyFindsMismatchesAndMissingEntriesBothWays) {
  std::vector<RecordProblem> problems;
  auto entries =
      parse_record("a.so,sha256=good,4\nb.so,sha256=bad,4\ngone.so,sha256=x,1\nd.dist-info/RECORD,,\n", problems);
  ASSERT_TRUE(problems.empty());
  std::map<std::string, MemberDigest, std::less<>> members{
      {"a.so", {4, "good"}}, {"b.so", {5, "other"}}, {"extra.py", {1, "e"}}, {"d.dist-info/RECORD", {10, "r"}}};
  auto found = verify_record(entries, members, "d.dist-info/RECORD");
  std::vector<RecordProblem::Kind> kinds;
  for (const auto& problem : found) kinds.push_back(problem.kind);
  EXPECT_EQ(kinds, (std::vector<RecordProblem::Kind>{
                       RecordProblem::Kind::kSizeMismatch, RecordProblem::Kind::kHashMismatch,
                       RecordProblem::Kind::kMissingFromArchive, RecordProblem::Kind::kMissingFromRecord}));
  EXPECT_EQ(found.back().path, "extra.py");
}

TEST(CoreMetadata, ReadsNameVersionAndEveryRequiresDistUntilTheBody) {
  auto metadata = parse_core_metadata(
      "Metadata-Version: 2.1\nName: mine-cu12\nVersion: 1.0\nLicense: line one\n        line two\n"
      "Requires-Dist: nvidia-cuda-runtime-cu12>=12.4,<13\nrequires-dist: cuda-toolkit[cudart]==12.*; extra == \"ctk\"\n"
      "\nRequires-Dist: not-a-header-in-the-body\n");
  ASSERT_TRUE(metadata) << metadata.error().message;
  EXPECT_EQ(metadata->name, "mine-cu12");
  EXPECT_EQ(metadata->version, "1.0");
  EXPECT_EQ(metadata->requires_dist, (std::vector<std::string>{"nvidia-cuda-runtime-cu12>=12.4,<13",
                                                               "cuda-toolkit[cudart]==12.*; extra == \"ctk\""}));
}

TEST(CoreMetadata, SaysOnWhichLinesTheFirstNameAndVersionStand) {
  auto metadata =
      parse_core_metadata("Metadata-Version: 2.1\nSummary: a\n  b\nname: x\nVersion: 1\nName: y\n\nName: z\n");
  ASSERT_TRUE(metadata) << metadata.error().message;
  EXPECT_EQ(metadata->name, "x");
  EXPECT_EQ(metadata->name_line, 4);
  EXPECT_EQ(metadata->version_line, 5);
}

TEST(CoreMetadata, ReadsTheTopLevelNameOfEveryImportNameAndImportNamespace) {
  auto metadata = parse_core_metadata(
      "Metadata-Version: 2.5\nName: mine-cu13\nVersion: 1.0\nImport-Name: mine\nImport-Name: mine.sub; private\n"
      "Import-Namespace: nvidia\n\nImport-Name: body\n");
  ASSERT_TRUE(metadata) << metadata.error().message;
  EXPECT_EQ(metadata->import_names, (std::vector<std::string>{"mine", "mine", "nvidia"}));
}

TEST(CoreMetadata, NamesWhatIsMissing) {
  auto metadata = parse_core_metadata("Name: x\n");
  ASSERT_FALSE(metadata);
  EXPECT_NE(metadata.error().message.find("Version"), std::string::npos);
  EXPECT_FALSE(parse_core_metadata(" continuation first\n"));
}

}  // namespace
}  // namespace cudacompat::readers
