// `pin --check`'s PyPI rules (tool/pin/check_pypi_rules.cpp): the CUDA build a line names
// (named_build), when PyTorch's index does not decide the build pip installs
// (index_outranked_by_pypi), and rules::rule_pypi alone on requirements files.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "check_test_support.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;
using testing::ScratchDir;

constexpr const char* kCu124Index = "https://download.pytorch.org/whl/cu124";

Declared python(const std::string& name, const std::string& spec = {}) {
  Declared entry;
  entry.file = "requirements.txt";
  entry.line = 1;
  entry.ecosystem = Ecosystem::kPython;
  entry.name = name;
  entry.spec = spec;
  entry.raw = name + spec;
  return entry;
}

// The rules' context over an empty file at `cuda`, for the functions that read one entry.
struct Context {
  explicit Context(const std::string& cuda) : options(check_tests::toolkit(cuda)) {}
  DeclaredFile file;
  CheckContext options;
  CheckReport report;
  rules::RuleContext c{file, options, KnowledgeBase::embedded(), report};
};

CheckReport pypi_rule(const std::string& path, const std::string& cuda) {
  return apply_rule(path, cuda, [](rules::RuleContext& c, const Declared& entry) { rules::rule_pypi(c, entry); });
}

TEST(PinCheckPypiRules, NamesTheBuildALineSaysByItsLocalVersionUrlIndexOrExtra) {
  Context context("12.4");
  rules::RuleContext& c = context.c;

  const auto local = rules::named_build(c, python("torch", "==2.4.0+cu121"));
  ASSERT_TRUE(local.has_value());
  EXPECT_EQ(local->major, 12);
  EXPECT_EQ(local->said_by, "its local version +cu121");

  Declared from_url = python("torch");
  from_url.url = "https://download.pytorch.org/whl/cu118/torch-2.4.0%2Bcu118-cp312-cp312-linux_x86_64.whl";
  const auto url = rules::named_build(c, from_url);
  ASSERT_TRUE(url.has_value());
  EXPECT_EQ(url->major, 11);
  EXPECT_NE(url->said_by.find("its URL"), std::string::npos) << url->said_by;

  Declared indexed = python("torch", "==2.4.0");
  indexed.index_url = kCu124Index;
  const auto index = rules::named_build(c, indexed);
  ASSERT_TRUE(index.has_value());
  EXPECT_EQ(index->major, 12);
  EXPECT_NE(index->said_by.find(std::string("it resolves through the index ") + kCu124Index), std::string::npos)
      << index->said_by;

  Declared extra = python("jax");
  extra.extras = {"cuda13"};
  const auto major_extra = rules::named_build(c, extra);
  ASSERT_TRUE(major_extra.has_value());
  EXPECT_EQ(major_extra->major, 13);
  EXPECT_EQ(major_extra->said_by, "its extra [cuda13] installs the CUDA 13 build");

  EXPECT_FALSE(rules::named_build(c, python("torch", ">=2.4")).has_value());
  // A conda entry's version is no PEP 440 local version.
  Declared conda = python("pytorch", "==2.4.0+cu121");
  conda.ecosystem = Ecosystem::kConda;
  EXPECT_FALSE(rules::named_build(c, conda).has_value());
  EXPECT_FALSE(rules::cuda_build_named(c, conda));
}

TEST(PinCheckPypiRules, SaysWhenPypiOutranksATorchIndexThatStoppedServingItsBuild) {
  const auto& builds = KnowledgeBase::embedded().packages().torch_builds;
  auto has = [&](const std::string& release, const std::string& tag) {
    auto found = builds.find(release);
    return found != builds.end() && std::find(found->second.begin(), found->second.end(), tag) != found->second.end();
  };
  ASSERT_TRUE(has("2.6", "cu124") && !has("2.7", "cu124")) << "the test reads torch 2.6 as the last with cu124";

  Context context("12.4");
  rules::RuleContext& c = context.c;
  Declared torch = python("torch");
  torch.index_url = kCu124Index;
  torch.index_beside_pypi = true;
  const auto why = rules::index_outranked_by_pypi(c, torch);
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("torch 2.7 has no cu124 build"), std::string::npos) << *why;
  EXPECT_NE(why->find("its newest torch with it is 2.6"), std::string::npos) << *why;
  // Then the index does not name the build either.
  EXPECT_FALSE(rules::named_build(c, torch).has_value());

  torch.spec = "<2.7";
  EXPECT_FALSE(rules::index_outranked_by_pypi(c, torch).has_value());
  EXPECT_EQ(rules::named_build(c, torch).value_or(rules::NamedBuild{}).major, 12);

  // torchvision 0.(x+15) goes with torch 2.x: 0.22 is torch 2.7's.
  Declared vision = python("torchvision", "<0.22");
  vision.index_url = kCu124Index;
  vision.index_beside_pypi = true;
  EXPECT_FALSE(rules::index_outranked_by_pypi(c, vision).has_value());
  vision.spec = ">=0.22";
  const auto vision_why = rules::index_outranked_by_pypi(c, vision);
  ASSERT_TRUE(vision_why.has_value());
  EXPECT_NE(vision_why->find("torchvision 0.22.0"), std::string::npos) << *vision_why;

  // An index that replaces PyPI (--index-url) serves every release pip installs.
  torch.spec.clear();
  torch.index_beside_pypi = false;
  EXPECT_FALSE(rules::index_outranked_by_pypi(c, torch).has_value());
  // Other packages of the index are not judged by torch's releases.
  Declared numpy = python("numpy");
  numpy.index_url = kCu124Index;
  numpy.index_beside_pypi = true;
  EXPECT_FALSE(rules::index_outranked_by_pypi(c, numpy).has_value());
}

TEST(PinCheckPypiRules, ReportsAWrongMajorAloneByTheBuildTheLineNamesOrThePackagesName) {
  ScratchDir scratch;
  const auto path = scratch.write("requirements.txt", "torch==2.4.0+cu121\nnvidia-cuda-runtime-cu11\n").string();
  const CheckReport report = pypi_rule(path, "13.0");
  ASSERT_EQ(codes_of(report), (std::vector<std::string>{kWrongMajor, kWrongMajor}));
  EXPECT_EQ(report.findings[0].message,
            "torch is a CUDA 12 build (its local version +cu121) but the toolkit is CUDA 13.0");
  EXPECT_EQ(report.findings[1].line, 2);
  EXPECT_EQ(report.findings[1].message, "nvidia-cuda-runtime-cu11 is built for CUDA 11 but the toolkit is CUDA 13.0");
}

TEST(PinCheckPypiRules, ReportsACudaNumberedPackageWhoseRangeAdmitsNoReleaseOfTheToolkitsMajor) {
  ScratchDir scratch;
  const auto path = scratch.write("requirements.txt", "cuda-python>=11.8,<12\n").string();
  const CheckReport report = pypi_rule(path, "12.4");
  ASSERT_EQ(codes_of(report), std::vector<std::string>{kWrongMajor});
  EXPECT_EQ(report.findings[0].message,
            "cuda-python admits no release of cuda-python for CUDA 12, the toolkit's major");
}

TEST(PinCheckPypiRules, ReportsTheKnownBadReleasesARangeAdmitsAndAMissingCeiling) {
  const auto cuda = Version::parse("12.4");
  ASSERT_TRUE(cuda.has_value());
  std::vector<std::string> bad;
  for (const auto* known :
       requirements::known_bad_releases(KnowledgeBase::embedded().packages(), "pypi", "cuda-python", *cuda))
    for (const auto& version : known->versions)
      if (version.starts_with("12.")) bad.push_back(version);
  ASSERT_GE(bad.size(), 2u) << "the test reads two known-bad cuda-python 12 releases";

  ScratchDir scratch;
  const auto path =
      scratch.write("requirements.txt", "cuda-python>=12.0,<13\ncuda-python>=12.0\ncuda-python\n").string();
  const CheckReport report = pypi_rule(path, "12.4");
  ASSERT_EQ(codes_of(report),
            (std::vector<std::string>{kKnownBad, kKnownBad, kNoUpperBound, kKnownBad, kNoUpperBound}));
  for (const auto& version : bad)
    EXPECT_NE(report.findings[0].message.find(version), std::string::npos) << report.findings[0].message;
  EXPECT_EQ(report.findings[0].message.rfind("cuda-python admits the known-bad releases ", 0), 0u)
      << report.findings[0].message;
  EXPECT_EQ(report.findings[2].message, "cuda-python has no upper bound: a future major release would be installed");
  EXPECT_EQ(report.findings[4].message,
            "cuda-python has no upper bound: a future major release (or any release) would be installed");
}

TEST(PinCheckPypiRules, ReportsASpecifierItCannotReadAsAnErrorAndJudgesNothingElse) {
  Context context("12.4");
  const Declared entry = python("cuda-python", ">=>12");
  rules::rule_pypi(context.c, entry);
  EXPECT_TRUE(context.report.findings.empty());
  ASSERT_EQ(context.report.errors.size(), 1u);
  EXPECT_EQ(context.report.errors[0].code, "entry-unreadable");
  EXPECT_EQ(context.report.errors[0].where, "requirements.txt:1");
  EXPECT_EQ(context.report.errors[0].message.rfind("requirements.txt:1: cuda-python: ", 0), 0u)
      << context.report.errors[0].message;
}

}  // namespace
}  // namespace cudacompat::pins
