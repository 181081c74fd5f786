// The parsers of package metadata: RECORD lines and their check against a wheel's members, Debian
// control files (continuation lines, alternatives), conda's index.json, core metadata.
#include <gtest/gtest.h>

#include "readers/conda_index.h"
#include "readers/deb_control.h"
#include "readers/record_hash.h"
#include "readers/wheel_metadata.h"

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

TEST(Record, HashIsUrlSafeBase64WithoutPadding) {
  Sha256 hash;
  hash.update(reinterpret_cast<const std::uint8_t*>("abc"), 3);
  // python: base64.urlsafe_b64encode(hashlib.sha256(b"abc").digest()).rstrip(b"=")
  EXPECT_EQ(hash.finish_record_form(), "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
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

TEST(DebControl, ReadsContinuationLinesAndAlternatives) {
  auto control = parse_deb_control(
      "Package: libmine1\nVersion: 1.0-1\nArchitecture: amd64\nPre-Depends: dpkg (>= 1.19)\n"
      "Depends: libc6 (>= 2.34),\n libcudart12 (>= 12.4) | cuda-cudart-12-4,\n\tfoo:any [amd64] <!nocheck>\n"
      "Description: short\n long\n .\n more\n");
  ASSERT_TRUE(control) << control.error().message;
  EXPECT_EQ(control->package, "libmine1");
  EXPECT_EQ(control->architecture, "amd64");
  ASSERT_EQ(control->depends.size(), 4u);
  EXPECT_EQ(control->depends[0][0].name, "dpkg");  // Pre-Depends first
  ASSERT_EQ(control->depends[2].size(), 2u);
  EXPECT_EQ(control->depends[2][0].name, "libcudart12");
  EXPECT_EQ(control->depends[2][0].op, ">=");
  EXPECT_EQ(control->depends[2][0].version, "12.4");
  EXPECT_EQ(control->depends[2][1].name, "cuda-cudart-12-4");
  EXPECT_EQ(control->depends[3][0].name, "foo");
  EXPECT_EQ(control->depends[3][0].qualifier, "any");
}

TEST(DebControl, RejectsMalformedRelationsWithTheLine) {
  auto control = parse_deb_control("Package: a\nVersion: 1\nDepends: libc6 (>= 2.34\n");
  ASSERT_FALSE(control);
  EXPECT_NE(control.error().message.find("line 3"), std::string::npos) << control.error().message;
  EXPECT_FALSE(parse_deb_relations("a (~= 1)"));
  EXPECT_FALSE(parse_deb_relations("a | "));
  EXPECT_FALSE(parse_deb_control("Version: 1\n"));
}

TEST(CondaIndex, ReadsNameVersionDependsAndConstrains) {
  auto index = parse_conda_index(
      R"({"name": "mine", "version": "1.0", "subdir": "linux-64", "depends": ["cuda-cudart >=13.0,<14"],
          "constrains": ["cuda-version >=13,<14"], "build": "0"})");
  ASSERT_TRUE(index) << index.error().message;
  EXPECT_EQ(index->name, "mine");
  EXPECT_EQ(index->depends, std::vector<std::string>{"cuda-cudart >=13.0,<14"});
  EXPECT_EQ(index->constrains, std::vector<std::string>{"cuda-version >=13,<14"});
}

TEST(CondaIndex, RejectsWhatIsNotAnIndex) {
  EXPECT_FALSE(parse_conda_index("{"));
  EXPECT_FALSE(parse_conda_index("[]"));
  EXPECT_FALSE(parse_conda_index(R"({"name": "x"})"));
  EXPECT_FALSE(parse_conda_index(R"({"name": "x", "version": "1", "depends": [1]})"));
}

}  // namespace
}  // namespace cudacompat::readers
