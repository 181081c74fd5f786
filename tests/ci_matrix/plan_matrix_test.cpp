// `cudacompat matrix` planning (tool/matrix/plan_matrix.h), on the knowledge base this build
// embeds: the facts a CI matrix is written from. Its formats are matrix_formats_test.cpp's.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "matrix/plan_matrix.h"
#include "matrix_test_support.h"

namespace cudacompat::matrix {
namespace {

using testing::kb;
using testing::plan;

std::vector<const Job*> jobs_of(const Matrix& matrix, const std::string& cuda) {
  std::vector<const Job*> found;
  for (const auto& job : matrix.jobs)
    if (job.cuda.to_string() == cuda) found.push_back(&job);
  return found;
}

// The jobs point into the matrix: a temporary one would leave them dangling.
std::vector<const Job*> jobs_of(Matrix&& matrix, const std::string& cuda) = delete;

std::vector<int> compiler_majors(const std::vector<const Job*>& jobs) {
  std::vector<int> majors;
  for (const auto* job : jobs) majors.push_back(job->compiler.major);
  return majors;
}

// Whether each item's presence in the list is the one wanted; names the items whose is not.
::testing::AssertionResult presence(const std::vector<std::string>& list, std::initializer_list<std::string> items,
                                    bool wanted) {
  std::string wrong;
  for (const auto& item : items)
    if ((std::find(list.begin(), list.end(), item) != list.end()) != wanted) wrong += " " + item;
  if (wrong.empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << (wanted ? "not in the list:" : "in the list:") << wrong;
}

::testing::AssertionResult has_all(const std::vector<std::string>& list, std::initializer_list<std::string> items) {
  return presence(list, items, true);
}

::testing::AssertionResult has_none(const std::vector<std::string>& list, std::initializer_list<std::string> items) {
  return presence(list, items, false);
}

TEST(PlanMatrix, EveryReleaseInTheRangeGetsItsOldestAndNewestGcc) {
  Matrix matrix = plan(">=11.8,<14");
  std::vector<std::string> releases;
  for (const auto& release : kb().releases())
    if (release.version >= *Version::parse("11.8") && release.version < *Version::parse("14"))
      releases.push_back(release.version.to_string());
  ASSERT_FALSE(releases.empty());
  for (const auto& cuda : releases) {
    auto jobs = jobs_of(matrix, cuda);
    ASSERT_EQ(jobs.size(), 2u) << cuda;
    EXPECT_EQ(jobs[0]->compiler.role, "oldest");
    EXPECT_EQ(jobs[1]->compiler.role, "newest");
    EXPECT_LT(jobs[0]->compiler.major, jobs[1]->compiler.major) << cuda;
  }
  EXPECT_EQ(matrix.jobs.size(), 2 * releases.size());
}

TEST(PlanMatrix, CudaElevenEightsNewestGccIsElevenAndItsOldestIsSix) {
  Matrix matrix = plan("11.8");
  auto jobs = jobs_of(matrix, "11.8");
  ASSERT_EQ(compiler_majors(jobs), (std::vector<int>{6, 11}));
  EXPECT_EQ(jobs[1]->compiler.cc(), "gcc-11");
  EXPECT_EQ(jobs[1]->compiler.cxx(), "g++-11");
}

TEST(PlanMatrix, CudaThirteenJobsStartAtGccSevenAsItsThrustRequires) {
  Matrix matrix = plan("13.0");
  EXPECT_EQ(compiler_majors(jobs_of(matrix, "13.0")), (std::vector<int>{7, 15}));
}

TEST(PlanMatrix, ClangJobsUseTheClangLimits) {
  Matrix matrix = plan("12.4", "all", "clang");
  auto jobs = jobs_of(matrix, "12.4");
  ASSERT_EQ(compiler_majors(jobs), (std::vector<int>{7, 17}));
  EXPECT_EQ(jobs[0]->compiler.family, CompilerFamily::kClang);
  EXPECT_EQ(jobs[1]->compiler.cxx(), "clang++-17");
}

TEST(PlanMatrix, CudaThirteenCarriesNoArchitectureItDropped) {
  Matrix matrix = plan(">=13.0,<14");
  auto jobs = jobs_of(matrix, "13.0");
  ASSERT_FALSE(jobs.empty());
  for (const auto* job : jobs) {
    EXPECT_TRUE(has_none(job->architectures, {"70", "50"}));
    EXPECT_TRUE(has_all(job->architectures, {"75", "120"}));
  }
}

TEST(PlanMatrix, CudaElevenEightCarriesNoBlackwellArchitecture) {
  Matrix matrix = plan("11.8");
  auto jobs = jobs_of(matrix, "11.8");
  ASSERT_FALSE(jobs.empty());
  EXPECT_TRUE(has_none(jobs[0]->architectures, {"100", "120"}));
  EXPECT_TRUE(has_all(jobs[0]->architectures, {"90"}));
}

TEST(PlanMatrix, AllMeansThePlainArchitecturesWithoutSuffixedVariants) {
  Matrix matrix = plan("12.9");
  auto jobs = jobs_of(matrix, "12.9");
  ASSERT_FALSE(jobs.empty());
  EXPECT_TRUE(has_all(jobs[0]->architectures, {"100"}));
  EXPECT_TRUE(has_none(jobs[0]->architectures, {"100a", "120f"}));
}

TEST(PlanMatrix, RequestedArchitecturesAreIntersectedWithWhatEachReleaseAccepts) {
  Matrix matrix = plan(">=11.8,<14", "70,90a,120");
  auto old = jobs_of(matrix, "11.8");
  ASSERT_FALSE(old.empty());
  EXPECT_EQ(old[0]->architectures, std::vector<std::string>({"70"}));
  auto twelve = jobs_of(matrix, "12.8");
  ASSERT_FALSE(twelve.empty());
  EXPECT_EQ(twelve[0]->architectures, std::vector<std::string>({"70", "90a", "120"}));
  auto thirteen = jobs_of(matrix, "13.0");
  ASSERT_FALSE(thirteen.empty());
  EXPECT_EQ(thirteen[0]->architectures, std::vector<std::string>({"90a", "120"}));
}

TEST(PlanMatrix, AReleaseThatAcceptsNoneOfTheArchitecturesIsLeftOutWithTheReason) {
  Matrix matrix = plan(">=11.8,<14", "120");
  EXPECT_TRUE(jobs_of(matrix, "11.8").empty());
  EXPECT_FALSE(jobs_of(matrix, "12.8").empty());
  ASSERT_FALSE(matrix.left_out.empty());
  EXPECT_EQ(matrix.left_out.front().cuda.to_string(), "11.8");
  EXPECT_NE(matrix.left_out.front().why.find("120"), std::string::npos);
}

TEST(PlanMatrix, EachJobCarriesThePinsOfItsOwnRelease) {
  Matrix twelve = plan("12.4");
  auto jobs = jobs_of(twelve, "12.4");
  ASSERT_FALSE(jobs.empty());
  pins::PinRequest request;
  request.cuda = *Version::parse("12.4");
  request.cuda_source = "cudacompat matrix";
  auto expected = pins::plan_pins(request, kb());
  ASSERT_TRUE(expected.ok());
  EXPECT_EQ(pins::render_pins(jobs[0]->pins, pins::PinFormat::kRequirements, false),
            pins::render_pins(*expected, pins::PinFormat::kRequirements, false));
  ASSERT_FALSE(jobs[0]->requirement_lines().empty());
  EXPECT_EQ(jobs[0]->requirement_lines().front().rfind("nvidia-cuda-runtime-cu12>=12.4", 0), 0u);
}

TEST(PlanMatrix, TheNewestKnownPatchReleaseIsNamedAndUnknownOnesAreNot) {
  Matrix matrix = plan("12.4");
  auto jobs = jobs_of(matrix, "12.4");
  ASSERT_FALSE(jobs.empty());
  ASSERT_TRUE(jobs[0]->newest_patch.has_value());
  EXPECT_EQ(jobs[0]->newest_patch->to_string(), "12.4.1");
  Matrix newest = plan("13.5");
  auto unknown = jobs_of(newest, "13.5");
  ASSERT_FALSE(unknown.empty());
  EXPECT_FALSE(unknown[0]->newest_patch.has_value());
}

TEST(PlanMatrixInput, AnEmptyRangeIsRefused) {
  auto matrix = plan_matrix({"", {}, {CompilerFamily::kGcc}}, kb());
  ASSERT_FALSE(matrix.ok());
  EXPECT_NE(matrix.error().message.find("empty"), std::string::npos);
}

TEST(PlanMatrixInput, ARangeNoReleaseMatchesNamesTheKnownReleases) {
  auto matrix = plan_matrix({">=14,<15", {}, {CompilerFamily::kGcc}}, kb());
  ASSERT_FALSE(matrix.ok());
  EXPECT_NE(matrix.error().message.find("matches no CUDA release"), std::string::npos);
  EXPECT_NE(matrix.error().message.find("11.8"), std::string::npos);
}

TEST(PlanMatrixInput, AnArchitectureNoReleaseAcceptsIsRefused) {
  auto selection = parse_architectures("75,95", kb());
  ASSERT_FALSE(selection.ok());
  EXPECT_NE(selection.error().message.find("'95'"), std::string::npos);
  EXPECT_FALSE(parse_architectures("native", kb()).ok());
  EXPECT_FALSE(parse_architectures("", kb()).ok());
}

TEST(PlanMatrixInput, SmPrefixedArchitecturesAreReadAsTheirNumber) {
  auto selection = parse_architectures("sm_90,compute_120", kb());
  ASSERT_TRUE(selection.ok()) << selection.error().message;
  EXPECT_EQ(*selection->requested, std::vector<std::string>({"90", "120"}));
}

TEST(PlanMatrixInput, AnUnknownHostCompilerFamilyIsRefusedWithTheKnownOnes) {
  auto families = parse_compiler_families("gcc,msvc");
  ASSERT_FALSE(families.ok());
  EXPECT_NE(families.error().message.find("'msvc'"), std::string::npos);
  EXPECT_NE(families.error().message.find("gcc, clang"), std::string::npos);
  EXPECT_FALSE(parse_compiler_families(",").ok());
}

TEST(PlanMatrixInput, ArchitecturesNoReleaseInTheRangeAcceptsLeaveNoJobAndSaySo) {
  auto selection = parse_architectures("35", kb());
  ASSERT_TRUE(selection.ok());
  auto matrix = plan_matrix({">=13.0", *selection, {CompilerFamily::kGcc}}, kb());
  ASSERT_FALSE(matrix.ok());
  EXPECT_NE(matrix.error().message.find("no job"), std::string::npos);
}

}  // namespace
}  // namespace cudacompat::matrix
