// `doctor --variants` (variant_check.cpp): the variant an installer chooses here from an index the
// tool wrote (variant_set_fixture.h), whether the chosen wheel can be judged, and the set and the
// choices it cannot make.
#include "doctor/variant_check.h"

#include <gtest/gtest.h>

#include <string>

#include "variant_set_fixture.h"

namespace cudacompat::doctor {
namespace {

using cudacompat::testing::ScratchDir;

TEST(MachineForVariants, GivesTheProviderTheDriversCudaOnlyWhereProgramsCanUseIt) {
  DoctorReport report = testing::machine_with("13.0", 90);
  report.driver.gpus.push_back({1, "another GPU", 80});
  const auto usable = machine_for_variants(report.driver);
  ASSERT_TRUE(usable.cuda_driver.has_value());
  EXPECT_EQ(usable.cuda_driver->major_minor(), "13.0");
  EXPECT_EQ(usable.gpus, (std::vector<int>{90, 80}));
  report.driver.problems.push_back(Diagnostic::error("driver-call-failed", "cuInit failed"));
  const auto broken = machine_for_variants(report.driver);
  EXPECT_FALSE(broken.cuda_driver.has_value());
  EXPECT_EQ(broken.gpus.size(), 2u);
}

// An sm_90 GPU under a CUDA 13.0 driver: the provider selects cu13_90. The index has no wheels
// beside it, so their GPU code is not judged and nothing is wrong.
TEST(CheckVariants, ChoosesTheVariantTheProviderSelectsForTheNewestGpu) {
  ScratchDir dir;
  const std::string index = testing::write_demo_index(dir);
  const VariantSetCheck check = check_variants(index, testing::machine_with("13.0", 90), testing::judge());
  EXPECT_TRUE(check.errors.empty());
  ASSERT_EQ(check.releases.size(), 1u);
  const VariantReleaseCheck& release = check.releases[0];
  EXPECT_EQ(release.release.release(), "demo-1.0");
  ASSERT_NE(release.choice.chosen(), nullptr);
  EXPECT_EQ(release.choice.chosen()->variant.label, "cu13_90");
  ASSERT_EQ(release.wheels.size(), 2u);
  EXPECT_EQ(release.wheels[0].label, "cu13_90");
  EXPECT_EQ(release.wheels[0].wheel, "");
  EXPECT_FALSE(release.wheels[0].runs.has_value());
  ASSERT_NE(release.chosen(), nullptr);
  EXPECT_EQ(release.chosen()->label, "cu13_90");
  EXPECT_TRUE(release.problems.empty());
  EXPECT_TRUE(diagnostics(check).empty());
}

// An sm_75 GPU: no variant's SASS is for it and there is no null variant, so an installer installs none.
TEST(CheckVariants, SaysWhenNoVariantIsChosen) {
  ScratchDir dir;
  const VariantSetCheck check =
      check_variants(testing::write_demo_index(dir), testing::machine_with("13.0", 75), testing::judge());
  ASSERT_EQ(check.releases.size(), 1u);
  EXPECT_EQ(check.releases[0].choice.chosen(), nullptr);
  EXPECT_EQ(check.releases[0].chosen(), nullptr);
  ASSERT_EQ(check.releases[0].problems.size(), 1u);
  const Diagnostic& problem = check.releases[0].problems[0];
  EXPECT_EQ(problem.code, "no-variant-chosen");
  EXPECT_EQ(problem.message.rfind("no variant of demo-1.0 is compatible here and it has no null variant: an "
                                  "installer installs none of them (",
                                  0),
            0u)
      << problem.message;
}

// The chosen variant's wheel is beside the index but is no wheel at all: it cannot be judged, so
// the installer's choice does not run, and doctor says both.
TEST(CheckVariants, AChosenWheelThatCannotBeReadDoesNotRun) {
  ScratchDir dir;
  const std::string index = testing::write_demo_index(dir);
  const std::string wheel = dir.write("demo-1.0-py3-none-any-cu13_90.whl", "not a zip archive\n").string();
  const VariantSetCheck check = check_variants(index, testing::machine_with("13.0", 90), testing::judge());
  ASSERT_EQ(check.releases.size(), 1u);
  const VariantReleaseCheck& release = check.releases[0];
  ASSERT_NE(release.chosen(), nullptr);
  EXPECT_EQ(release.chosen()->wheel, wheel);
  EXPECT_EQ(release.chosen()->runs, std::optional<bool>(false));
  ASSERT_EQ(release.chosen()->problems.size(), 1u);
  EXPECT_EQ(release.chosen()->problems[0].code, "variant-wheel-unreadable");
  ASSERT_EQ(release.problems.size(), 1u);
  EXPECT_EQ(release.problems[0].code, "chosen-variant-does-not-run");
  EXPECT_EQ(release.problems[0].message.rfind("the installer's choice, cu13_90, does not run here: " + wheel, 0), 0u)
      << release.problems[0].message;
}

TEST(CheckVariants, ASetThatIsNeitherAFolderNorAnIndexIsAnError) {
  ScratchDir dir;
  const std::string notes = dir.write("notes.txt", "hello\n").string();
  const VariantSetCheck check = check_variants(notes, testing::machine_with("13.0", 90), testing::judge());
  EXPECT_TRUE(check.releases.empty());
  ASSERT_EQ(check.errors.size(), 1u);
  EXPECT_EQ(check.errors[0].code, "variant-set-unreadable");
  EXPECT_NE(check.errors[0].message.find("neither a folder of variant wheels nor an index file"), std::string::npos)
      << check.errors[0].message;
  EXPECT_EQ(diagnostics(check).size(), 1u);
}

}  // namespace
}  // namespace cudacompat::doctor
