// `cudacompat matrix --format` (tool/matrix/matrix_formats.cpp): the format names, each CI's job
// limit, and the GitHub, GitLab and JSON texts of matrices planned from the knowledge base this
// build embeds. That real CIs' schema checkers accept them is test_matrix_cli.py's.
#include "matrix/matrix_formats.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "json_text.h"
#include "matrix_test_support.h"

namespace cudacompat::matrix {
namespace {

using testing::plan;

Matrix with_jobs(std::size_t count) {
  Matrix matrix = plan("12.4");
  Job job = matrix.jobs.front();
  matrix.jobs.assign(count, job);
  return matrix;
}

TEST(MatrixLimits, GithubRefusesMoreThan256JobsAndSaysHowToSplit) {
  EXPECT_TRUE(check_job_limit(with_jobs(256), MatrixFormat::kGithub).ok());
  auto over = check_job_limit(with_jobs(257), MatrixFormat::kGithub);
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().message.find("256"), std::string::npos);
  EXPECT_NE(over.error().message.find("split"), std::string::npos);
}

TEST(MatrixLimits, GitlabRefusesMoreThan200JobsAndJsonHasNoLimit) {
  EXPECT_TRUE(check_job_limit(with_jobs(200), MatrixFormat::kGitlab).ok());
  EXPECT_FALSE(check_job_limit(with_jobs(201), MatrixFormat::kGitlab).ok());
  EXPECT_TRUE(check_job_limit(with_jobs(1000), MatrixFormat::kJson).ok());
}

TEST(MatrixFormats, GithubIsOneLineOfStringValuesUnderInclude) {
  Matrix matrix = plan("12.4");
  std::string text = render_matrix(matrix, {"12.4", {}, {CompilerFamily::kGcc}}, MatrixFormat::kGithub);
  ASSERT_EQ(std::count(text.begin(), text.end(), '\n'), 1);
  const auto document = testing::parsed_json(text);
  const auto include = document.root().at("include");
  ASSERT_EQ(include.size(), matrix.jobs.size());
  for (const auto& job : include.items())
    for (const auto& [key, value] : job.members()) EXPECT_TRUE(value.is_string()) << key;
  EXPECT_EQ(include.item(1).at("cxx").text(), "g++-13");
}

TEST(MatrixFormatNames, EachNameReadsBackAsItsFormatAndNoOtherNameReads) {
  EXPECT_EQ(matrix_format_names(), (std::vector<std::string>{"github", "gitlab", "json"}));
  for (const auto& name : matrix_format_names()) {
    auto format = matrix_format_from_name(name);
    ASSERT_TRUE(format.has_value()) << name;
    EXPECT_EQ(matrix_format_names()[static_cast<std::size_t>(*format)], name);
  }
  EXPECT_FALSE(matrix_format_from_name("GitHub").has_value());
  EXPECT_FALSE(matrix_format_from_name("yaml").has_value());
  EXPECT_FALSE(matrix_format_from_name("").has_value());
}

TEST(MatrixLimits, EachFormatsLimitIsItsCIsAndTheRefusalNamesTheCountAndTheRange) {
  EXPECT_EQ(job_limit(MatrixFormat::kGithub), std::optional<std::size_t>(256));
  EXPECT_EQ(job_limit(MatrixFormat::kGitlab), std::optional<std::size_t>(200));
  EXPECT_FALSE(job_limit(MatrixFormat::kJson).has_value());
  auto over = check_job_limit(with_jobs(201), MatrixFormat::kGitlab);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error().message.rfind("201 jobs for --cuda '12.4', and GitLab runs at most 200 jobs", 0), 0u)
      << over.error().message;
}

// GitLab's variables are named for it (CUDA_VERSION, CUDA_PINS), upper case; the title is left out.
TEST(MatrixFormats, GitlabListsEachJobsVariablesAsQuotedStringsUnderAHiddenJob) {
  const Matrix matrix = plan("12.4");
  ASSERT_FALSE(matrix.jobs.empty());
  const std::string text = render_matrix(matrix, {"12.4", {}, {CompilerFamily::kGcc}}, MatrixFormat::kGitlab);
  EXPECT_NE(
      text.find("--cuda '12.4' --archs all --host-compilers gcc`: " + std::to_string(matrix.jobs.size()) + " jobs.\n"),
      std::string::npos)
      << text;
  EXPECT_NE(text.find("\n.cudacompat-matrix:\n  parallel:\n    matrix:\n      - CUDA_VERSION: \"12.4\"\n"),
            std::string::npos)
      << text;
  std::size_t listed = 0;
  for (std::size_t at = text.find("      - "); at != std::string::npos; at = text.find("      - ", at + 1)) ++listed;
  EXPECT_EQ(listed, matrix.jobs.size());
  EXPECT_NE(text.find("        CXX: \"" + matrix.jobs.front().compiler.cxx() + "\"\n"), std::string::npos) << text;
  EXPECT_NE(text.find("        CUDA_PINS: \""), std::string::npos) << text;
  EXPECT_EQ(text.find("NAME:"), std::string::npos) << "GitLab names its jobs from the values";
  EXPECT_EQ(text.find("VARIANT:"), std::string::npos) << "no --variants, no variant variables";
}

TEST(MatrixFormats, JsonCarriesTheRequestEachJobsPinsAndTheReleasesLeftOut) {
  const Matrix matrix = plan(">=12.0,<13", "100");  // 100 is Blackwell: releases before 12.8 lack it
  ASSERT_FALSE(matrix.jobs.empty());
  ASSERT_FALSE(matrix.left_out.empty());
  auto architectures = parse_architectures("100", testing::kb());
  ASSERT_TRUE(architectures.ok());
  const auto document = testing::parsed_json(
      render_matrix(matrix, {">=12.0,<13", *architectures, {CompilerFamily::kGcc}}, MatrixFormat::kJson));
  const auto root = document.root();
  EXPECT_EQ(root.at("cuda_range").text(), ">=12.0,<13");
  EXPECT_EQ(root.at("architectures").text(), "100");
  EXPECT_FALSE(root.find("variants").has_value()) << "set only with --variants";
  ASSERT_EQ(root.at("jobs").size(), matrix.jobs.size());
  const auto job = root.at("jobs").item(0);
  EXPECT_EQ(job.at("name").text(), matrix.jobs.front().name());
  EXPECT_EQ(job.at("cmake_cuda_architectures").text(), "100");
  EXPECT_EQ(job.at("host_compiler").at("cxx").text(), matrix.jobs.front().compiler.cxx());
  EXPECT_EQ(job.at("requirements").size(), matrix.jobs.front().requirement_lines().size());
  EXPECT_TRUE(job.at("pins").is_object());
  ASSERT_EQ(root.at("left_out").size(), matrix.left_out.size());
  EXPECT_EQ(root.at("left_out").item(0).at("cuda").text(), matrix.left_out.front().cuda.to_string());
  EXPECT_EQ(root.at("left_out").item(0).at("why").text(), matrix.left_out.front().why);
}

// --variants: each job names its label and the properties its build should derive; the null
// variant's job builds without a toolkit.
TEST(MatrixFormats, GithubVariantJobsNameTheirLabelPropertiesAndWhetherCudaIsOn) {
  auto architectures = parse_architectures("90", testing::kb());
  ASSERT_TRUE(architectures.ok());
  MatrixRequest request{"13", *architectures, {CompilerFamily::kGcc}, true};
  auto matrix = plan_matrix(request, testing::kb());
  ASSERT_TRUE(matrix.ok()) << matrix.error().message;
  const auto document = testing::parsed_json(render_matrix(*matrix, request, MatrixFormat::kGithub));
  const auto include = document.root().at("include");
  ASSERT_EQ(include.size(), matrix->jobs.size());
  bool cuda_job = false, null_job = false;
  for (std::size_t i = 0; i < include.size(); ++i) {
    const Job& job = matrix->jobs[i];
    ASSERT_TRUE(job.variant.has_value());
    const auto item = include.item(i);
    EXPECT_EQ(item.at("variant").text(), job.variant->label);
    EXPECT_EQ(item.at("cudacompat_cuda").text(), job.cuda_off ? "OFF" : "ON");
    if (job.cuda_off) {
      null_job = true;
      EXPECT_EQ(item.at("variant_properties").text(), "");
      EXPECT_EQ(item.at("pins").text(), "");
      EXPECT_EQ(item.at("cuda").text(), "");
    } else {
      cuda_job = true;
      EXPECT_NE(item.at("variant_properties").text().find("nvidia :: sm_arch :: 90_real"), std::string::npos)
          << item.at("variant_properties").text();
      EXPECT_NE(item.at("variant_properties").text().find("nvidia :: cuda_version_upper_bound :: 14"),
                std::string::npos)
          << item.at("variant_properties").text();
    }
  }
  EXPECT_TRUE(cuda_job && null_job);
}

}  // namespace
}  // namespace cudacompat::matrix
