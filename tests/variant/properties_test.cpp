// A wheel's variant properties derived from the audit's verdicts of its binaries
// (tool/variant/properties.cpp), on wheels written around the fixture libkernels.so (nvcc 13:
// sm_86 SASS, compute_86 PTX, libcudart.so.13 needed). That the values match cuobjdump on real
// wheels is test_variants.py's.
#include "variant/properties.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "variant/variant_json.h"
#include "variant_test_support.h"

namespace cudacompat::variant {
namespace {

namespace fs = std::filesystem;
using namespace testing;

Expected<WheelVariant> derived_of(const audit::AuditReport& report) {
  EXPECT_EQ(report.packages.size(), 1u);
  return derive_variant(report, report.packages.at(0), audit::testing::judge());
}

const VariantProperty* property(const WheelVariant& variant, const std::string& feature) {
  for (const auto& each : variant.properties)
    if (each.feature == feature) return &each;
  return nullptr;
}

TEST(DeriveVariant, TakesSmArchFromTheBinariesAndTheBoundsFromTheirFloorAndCudaMajor) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto report = audit_of({kernels_wheel(dir.path())});
  auto variant = derived_of(report);
  ASSERT_TRUE(variant.ok()) << variant.error().message;
  EXPECT_EQ(variant->name, "tiny-cu13");
  EXPECT_EQ(variant->version, "1.0");
  EXPECT_EQ(variant->values_of(kSmArch), (std::vector<std::string>{"86_real", "86_virtual"}));
  EXPECT_EQ(variant->values_of(kUpperBound), (std::vector<std::string>{"14"}));
  // The lower bound: the CUDA version a driver at the wheel's driver floor reports.
  ASSERT_TRUE(report.min_driver.has_value());
  const auto cuda = audit::testing::judge().knowledge().cuda_supported_by(*report.min_driver);
  ASSERT_TRUE(cuda.has_value());
  EXPECT_EQ(variant->values_of(kLowerBound), (std::vector<std::string>{cuda->major_minor()}));
  EXPECT_EQ(variant->default_label(), "cu13");
  // Sorted by feature, then value.
  ASSERT_EQ(variant->properties.size(), 4u);
  EXPECT_EQ(variant->properties[0].text(), "nvidia :: cuda_version_lower_bound :: " + cuda->major_minor());
  EXPECT_EQ(variant->properties[3].text(), "nvidia :: sm_arch :: 86_virtual");
}

TEST(DeriveVariant, SaysWhyAndWhichMembersGiveEachProperty) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto wheel = kernels_wheel(dir.path());
  auto variant = derived_of(audit_of({wheel}));
  ASSERT_TRUE(variant.ok()) << variant.error().message;
  const VariantProperty* sass = nullptr;
  const VariantProperty* ptx = nullptr;
  for (const auto& each : variant->properties) {
    if (each.value == "86_real") sass = &each;
    if (each.value == "86_virtual") ptx = &each;
  }
  ASSERT_TRUE(sass && ptx);
  EXPECT_EQ(sass->why, "SASS for sm_86 (or its a/f form)");
  EXPECT_EQ(ptx->why, "PTX for compute_86 (or its a/f form)");
  ASSERT_EQ(sass->sources.size(), 1u);
  EXPECT_NE(sass->sources[0].find("tiny/_kernels.so"), std::string::npos) << sass->sources[0];
  const VariantProperty* upper = property(*variant, kUpperBound);
  ASSERT_NE(upper, nullptr);
  EXPECT_EQ(upper->why, "tied to CUDA 13: not selected on a driver of CUDA 14 or newer");
  // libcudart.so.13 and the name's -cu13 both say so.
  EXPECT_EQ(upper->sources.size(), 2u);
  EXPECT_NE(std::find(upper->sources.begin(), upper->sources.end(), "Name: tiny-cu13"), upper->sources.end());
}

// A requirement of an extra is the user's choice; one without ties the wheel to its major.
TEST(DeriveVariant, RefusesAWheelTiedToTwoMajorsButNotForARequirementOfAnExtra) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const std::string library = audit::testing::read_file(audit::testing::fixture("libkernels.so"));
  const auto with_extra =
      write_wheel(dir.path(), "tiny-1.0-py3-none-linux_x86_64.whl", "tiny", "1.0", {{"tiny/_kernels.so", library}}, {},
                  "Requires-Dist: nvidia-cublas-cu12; extra == \"cu12\"\n");
  auto chosen = derived_of(audit_of({with_extra}));
  ASSERT_TRUE(chosen.ok()) << chosen.error().message;
  EXPECT_EQ(chosen->values_of(kUpperBound), (std::vector<std::string>{"14"}));

  const auto required = write_wheel(dir.path(), "tied-1.0-py3-none-linux_x86_64.whl", "tied", "1.0",
                                    {{"tied/_kernels.so", library}}, {}, "Requires-Dist: nvidia-cublas-cu12\n");
  auto refused = derived_of(audit_of({required}));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("is tied to more than one CUDA major: CUDA 12 (Requires-Dist: "
                                         "nvidia-cublas-cu12), CUDA 13 ("),
            std::string::npos)
      << refused.error().message;
  EXPECT_NE(refused.error().message.find("build one wheel per major"), std::string::npos);
}

TEST(DeriveVariant, AWheelWithoutGpuCodeOrCudaIsTheNullVariant) {
  TempDir dir;
  const auto wheel = write_wheel(dir.path(), "plain-1.0-py3-none-any.whl", "plain", "1.0",
                                 {{"plain/__init__.py", "print('hello')\n"}});
  auto variant = derived_of(audit_of({wheel}));
  ASSERT_TRUE(variant.ok()) << variant.error().message;
  EXPECT_TRUE(variant->properties.empty());
  EXPECT_EQ(variant->default_label(), kNullLabel);
}

TEST(DeriveVariant, RefusesAPackageThatIsNoWheel) {
  SKIP_WITHOUT_FIXTURES();
  const auto library = audit::testing::fixture("libkernels.so");
  auto variant = derived_of(audit_of({library}));
  ASSERT_FALSE(variant.ok());
  EXPECT_NE(variant.error().message.find("is not a wheel with a METADATA file"), std::string::npos)
      << variant.error().message;
}

// LTO-IR is loaded by no driver: it has no sm_arch value, and a note says so.
TEST(DeriveVariant, LeavesLtoIrOutWithANote) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const std::string library = audit::testing::read_file(audit::testing::fixture("libkernels.so"));
  const std::string lto = audit::testing::read_file(audit::testing::fixture("lto_only.fatbin"));
  const auto wheel = write_wheel(dir.path(), "tiny_cu13-1.0-py3-none-linux_x86_64.whl", "tiny-cu13", "1.0",
                                 {{"tiny/_kernels.so", library}, {"tiny/lto.fatbin", lto}});
  auto variant = derived_of(audit_of({wheel}));
  ASSERT_TRUE(variant.ok()) << variant.error().message;
  EXPECT_EQ(variant->values_of(kSmArch), (std::vector<std::string>{"86_real", "86_virtual"}));
  ASSERT_EQ(variant->diagnostics.size(), 1u);
  EXPECT_EQ(variant->diagnostics[0].code, "variant-lto-ir-left-out");
  EXPECT_NE(variant->diagnostics[0].where.find("tiny/lto.fatbin"), std::string::npos);
}

TEST(WheelVariant, IsLabelledByItsLowerBoundsMajorWithoutAnUpperBoundAndGpuWithNeither) {
  WheelVariant variant;
  variant.properties = {{kLowerBound, "12.4", "", {}}, {kSmArch, "90_real", "", {}}};
  EXPECT_EQ(variant.default_label(), "cu12");
  variant.properties = {{kSmArch, "90_real", "", {}}};
  EXPECT_EQ(variant.default_label(), "gpu");
  EXPECT_EQ(variant.values_of(kLowerBound), std::vector<std::string>{});
}

}  // namespace
}  // namespace cudacompat::variant
