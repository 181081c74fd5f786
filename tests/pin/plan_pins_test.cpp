// The ranges of `cudacompat pin` (tool/pin/plan_pins.cpp) from the embedded knowledge base: the floor
// from the toolkit and what the artifacts need, the ceiling at the next major, known-bad releases
// excluded (or, in Cargo, fenced off with an inclusive ceiling), and requests it refuses.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pin/pins.h"

namespace cudacompat::pins {
namespace {

PinRequest request_for(const std::string& cuda) {
  PinRequest request;
  auto version = Version::parse(cuda);
  EXPECT_TRUE(version.has_value()) << cuda;
  request.cuda = version.value_or(Version{});
  request.cuda_source = "--cuda";
  return request;
}

PinSet planned(const PinRequest& request) {
  auto set = plan_pins(request, KnowledgeBase::embedded());
  EXPECT_TRUE(set.ok()) << (set.ok() ? "" : set.error().message);
  return set.ok() ? *set : PinSet{};
}

const Pin* pin_of(const PinSet& set, PinEcosystem ecosystem, const std::string& package) {
  for (const Pin& pin : set.pins)
    if (pin.ecosystem == ecosystem && pin.package == package) return &pin;
  return nullptr;
}

bool has_warning(const PinSet& set, const std::string& code) {
  return std::any_of(set.warnings.begin(), set.warnings.end(),
                     [&](const Diagnostic& warning) { return warning.code == code; });
}

TEST(PlanPins, PinsTheRuntimeInEveryEcosystemFromTheToolkitsMinorToTheNextMajor) {
  const PinSet set = planned(request_for("12.4.131"));
  EXPECT_EQ(set.floor.to_string(), "12.4");
  ASSERT_FALSE(set.floor_reasons.empty());
  EXPECT_EQ(set.floor_reasons[0], "built with CUDA 12.4.131 (--cuda)");

  const ReleasePackages* release = KnowledgeBase::embedded().packages().release(*Version::parse("12.4"));
  ASSERT_NE(release, nullptr);
  const WheelFacts& wheel = release->wheels.at("cudart");
  const Pin* runtime = pin_of(set, PinEcosystem::kPypi, wheel.package);
  ASSERT_NE(runtime, nullptr) << wheel.package;
  EXPECT_EQ(runtime->requirement(), ">=" + wheel.first + ",<" + std::to_string(wheel.major + 1));
  EXPECT_FALSE(runtime->library_dirs.empty());

  const Pin* version = pin_of(set, PinEcosystem::kConda, "cuda-version");
  ASSERT_NE(version, nullptr);
  EXPECT_EQ(version->section, "run_constraints");
  EXPECT_EQ(version->requirement(), ">=12.4,<13");
  ASSERT_NE(pin_of(set, PinEcosystem::kConda, KnowledgeBase::embedded().packages().conda_packages.at("cudart")),
            nullptr);
  const Pin* cmake = pin_of(set, PinEcosystem::kCmake, "CUDAToolkit");
  ASSERT_NE(cmake, nullptr);
  EXPECT_EQ(cmake->requirement(), ">=12.4,<13");
  EXPECT_NE(pin_of(set, PinEcosystem::kCargo, "cudarc"), nullptr);
  EXPECT_TRUE(std::any_of(set.pins.begin(), set.pins.end(),
                          [](const Pin& pin) { return pin.ecosystem == PinEcosystem::kDebian; }));
}

TEST(PlanPins, StartsAtTheMajorsFirstReleaseWhenOnlyAMajorIsGiven) {
  const PinSet set = planned(request_for("12"));
  EXPECT_EQ(set.floor.to_string(), "12.0");
  EXPECT_EQ(set.floor_reasons.at(0), "CUDA 12 (--cuda), any minor release");
}

TEST(PlanPins, RaisesTheFloorToWhatTheArtifactsNeedAndRefusesANeedOfAnotherMajor) {
  PinRequest request = request_for("12.4");
  request.needs.cuda = *Version::parse("12.6");
  request.needs.reasons = {"libx.so imports cuCtxCreate_v4 (CUDA 12.6, versioned entry point)"};
  const PinSet raised = planned(request);
  EXPECT_EQ(raised.floor.to_string(), "12.6");
  EXPECT_EQ(raised.floor_reasons.back(), request.needs.reasons.front());

  // An older need leaves the toolkit's floor.
  request.needs.cuda = *Version::parse("12.2");
  EXPECT_EQ(planned(request).floor.to_string(), "12.4");

  request.needs.cuda = *Version::parse("13.0");
  auto newer_major = plan_pins(request, KnowledgeBase::embedded());
  ASSERT_FALSE(newer_major.ok());
  EXPECT_NE(newer_major.error().message.find("the artifacts need CUDA 13.0"), std::string::npos)
      << newer_major.error().message;

  PinRequest loads = request_for("12.4");
  loads.needs.majors = {11};
  auto other_libraries = plan_pins(loads, KnowledgeBase::embedded());
  ASSERT_FALSE(other_libraries.ok());
  EXPECT_NE(other_libraries.error().message.find("the artifacts load CUDA 11 libraries but the toolkit is CUDA 12.4"),
            std::string::npos)
      << other_libraries.error().message;
}

TEST(PlanPins, RefusesAComponentTheKnowledgeBaseDoesNotKnowNamingTheKnownOnes) {
  PinRequest request = request_for("12.4");
  request.components = {"cudart", "no-such-library"};
  auto set = plan_pins(request, KnowledgeBase::embedded());
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.error().message.rfind("no NVIDIA wheel is known for the component 'no-such-library'; known: ", 0), 0u)
      << set.error().message;
  EXPECT_NE(set.error().message.find("cudart"), std::string::npos) << set.error().message;
}

TEST(PlanPins, PinsTheMetapackageWithEachComponentOnceAsAnExtra) {
  PinRequest request = request_for("12.4");
  request.metapackage = true;
  request.components = {"cudart", "cublas", "cudart"};
  const PinSet set = planned(request);
  const Pin* toolkit = pin_of(set, PinEcosystem::kPypi, "cuda-toolkit");
  ASSERT_NE(toolkit, nullptr);
  EXPECT_EQ(toolkit->extras, (std::vector<std::string>{"cublas", "cudart"}));
  EXPECT_EQ(toolkit->floor, "12.4");
  EXPECT_EQ(toolkit->ceiling, "13");
  EXPECT_EQ(toolkit->library_dirs.size(), 2u);  // cuBLAS's and the runtime's
}

TEST(PlanPins, ExcludesTheKnownBadReleasesInsideAPythonPackagesRange) {
  const auto& facts = KnowledgeBase::embedded().packages();
  std::vector<std::string> expected;
  for (const auto& bad : facts.known_bad)
    if (bad.ecosystem == "pypi" && bad.package == "cuda-python")
      for (const auto& version : bad.versions)
        if (version.starts_with("12.")) expected.push_back(version);
  ASSERT_FALSE(expected.empty()) << "the knowledge base lists no known-bad cuda-python 12 release";
  std::sort(expected.begin(), expected.end(),
            [](const std::string& a, const std::string& b) { return *leading_version(a) < *leading_version(b); });

  PinRequest request = request_for("12.4");
  request.python = {"cuda-python"};
  const PinSet set = planned(request);
  const Pin* pin = pin_of(set, PinEcosystem::kPypi, "cuda-python");
  ASSERT_NE(pin, nullptr);
  EXPECT_EQ(pin->excluded, expected);
  EXPECT_EQ(pin->ceiling, "13");
  EXPECT_NE(pin->why.find("known-bad: "), std::string::npos) << pin->why;
  // The CUDA 11 releases are outside the range and not excluded.
  EXPECT_TRUE(std::none_of(pin->excluded.begin(), pin->excluded.end(),
                           [](const std::string& version) { return version.starts_with("11."); }));
}

TEST(PlanPins, FencesOffABadCudarcReleaseWithAnInclusiveCeilingOrAFloorAboveIt) {
  // cudarc 0.11.7 needs CUDA 12.2 (knowledge base: packages.cudarc.needs_cuda).
  PinRequest below = request_for("12.0");
  below.cudarc = "0.11.4";
  const PinSet fenced_set = planned(below);
  const Pin* fenced = pin_of(fenced_set, PinEcosystem::kCargo, "cudarc");
  ASSERT_NE(fenced, nullptr);
  EXPECT_EQ(fenced->requirement(), ">=0.11.4, <=0.11.6");
  EXPECT_EQ(fenced->features, std::vector<std::string>{"cuda-12000"});

  below.cudarc = "0.11.7";
  const PinSet moved = planned(below);
  const Pin* above = pin_of(moved, PinEcosystem::kCargo, "cudarc");
  ASSERT_NE(above, nullptr);
  EXPECT_EQ(above->requirement(), ">=0.11.8, <0.12.0");

  PinRequest at = request_for("12.4");
  at.cudarc = "0.11.4";
  const PinSet open_set = planned(at);
  const Pin* open = pin_of(open_set, PinEcosystem::kCargo, "cudarc");
  ASSERT_NE(open, nullptr);
  EXPECT_EQ(open->requirement(), ">=0.11.4, <0.12.0");
  EXPECT_EQ(open->features, std::vector<std::string>{"cuda-12040"});

  at.cudarc = "eleven";
  const PinSet unread = planned(at);
  EXPECT_TRUE(has_warning(unread, "cudarc-not-a-version"));
  const Pin* newest = pin_of(unread, PinEcosystem::kCargo, "cudarc");
  ASSERT_NE(newest, nullptr);
  EXPECT_EQ(newest->floor, KnowledgeBase::embedded().packages().cudarc_versions.back());
}

TEST(PlanPins, WarnsWhenTheKnowledgeBaseHasNoPackageFactsForTheFloor) {
  const PinSet set = planned(request_for("12.99"));
  EXPECT_EQ(set.floor.to_string(), "12.99");
  EXPECT_TRUE(has_warning(set, "release-not-in-knowledge"));
  EXPECT_FALSE(has_warning(planned(request_for("12.4")), "release-not-in-knowledge"));
}

TEST(PlanPins, WritesEachRangeInItsEcosystemsSyntax) {
  Pin pin;
  pin.floor = "1.2";
  pin.ceiling = "2";
  pin.excluded = {"1.5", "1.7"};
  EXPECT_EQ(pin.requirement(), ">=1.2,<2,!=1.5,!=1.7");
  pin.ecosystem = PinEcosystem::kCargo;
  pin.excluded.clear();
  pin.ceiling.clear();
  pin.ceiling_inclusive = "1.4";
  EXPECT_EQ(pin.requirement(), ">=1.2, <=1.4");
  EXPECT_EQ(Pin{}.requirement(), "");
  EXPECT_EQ(to_string(PinEcosystem::kPypi), "pypi");
  EXPECT_EQ(to_string(PinEcosystem::kDebian), "debian");
  EXPECT_EQ(to_string(PinEcosystem::kCmake), "cmake");
}

}  // namespace
}  // namespace cudacompat::pins
