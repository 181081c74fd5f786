// `doctor --variants`' part of the report (variant_report.cpp): the table's section, the JSON's
// "variants" object and the exit code, for choices made from an index the tool wrote
// (variant_set_fixture.h).
#include "doctor/variant_report.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "doctor/report.h"
#include "json_text.h"
#include "variant_set_fixture.h"

namespace cudacompat::doctor {
namespace {

using cudacompat::testing::ScratchDir;

std::string table_of(const VariantSetCheck& check) {
  std::ostringstream out;
  write_variants_table(out, check);
  return out.str();
}

TEST(VariantsTable, SaysWhatTheProviderSeesWhatAnInstallerChoosesAndWhyForEachVariant) {
  ScratchDir dir;
  const std::string index = testing::write_demo_index(dir);
  const VariantSetCheck check = check_variants(index, testing::machine_with("13.0", 90), testing::judge());
  const std::string table = table_of(check);
  EXPECT_TRUE(table.starts_with("\nVariants (" + index +
                                "): NVIDIA's provider sees driver reports CUDA 13.0; GPUs: sm_90\n"
                                "  demo-1.0: an installer chooses cu13_90\n"
                                "    * cu13_90    cuda_version_lower_bound=13.0 sm_arch=90_real\n"))
      << table;
  EXPECT_NE(table.find("    x cu12_80    cuda_version_lower_bound=12.0 sm_arch=80_real\n"), std::string::npos) << table;
  EXPECT_NE(table.find("; no wheel here: judged from its declared properties only\n"), std::string::npos) << table;
  EXPECT_EQ(table.find("will not run"), std::string::npos) << table;
}

TEST(VariantsTable, SaysWhyTheChosenVariantWillNotRunOrThatNoneIsChosen) {
  ScratchDir dir;
  const std::string index = testing::write_demo_index(dir);
  dir.write("demo-1.0-py3-none-any-cu13_90.whl", "not a zip archive\n");
  const std::string unreadable = table_of(check_variants(index, testing::machine_with("13.0", 90), testing::judge()));
  EXPECT_NE(unreadable.find("; does NOT run here\n"), std::string::npos) << unreadable;
  EXPECT_NE(unreadable.find("    will not run: the installer's choice, cu13_90, does not run here: "),
            std::string::npos)
      << unreadable;
  const std::string none = table_of(check_variants(index, testing::machine_with("13.0", 75), testing::judge()));
  EXPECT_NE(none.find("  demo-1.0: an installer chooses none\n"), std::string::npos) << none;
}

TEST(VariantsJson, CarriesTheMachineTheChoiceAndEachVariantsVerdict) {
  ScratchDir dir;
  const std::string index = testing::write_demo_index(dir);
  const VariantSetCheck check = check_variants(index, testing::machine_with("13.0", 90), testing::judge());
  std::ostringstream out;
  out << variants_json(check).dump(-1);
  const auto document = cudacompat::testing::parsed_json(out.str());
  const auto root = document.root();
  EXPECT_EQ(root.at("path").text(), index);
  EXPECT_EQ(root.at("cuda_driver").text(), "13.0");
  EXPECT_EQ(root.at("gpus").item(0).integer(), 90);
  EXPECT_GT(root.at("supported").size(), 0u);
  const auto release = root.at("releases").item(0);
  EXPECT_EQ(release.at("name").text(), "demo");
  EXPECT_EQ(release.at("index").text(), index);
  EXPECT_EQ(release.at("chosen").text(), "cu13_90");
  const auto chosen = release.at("variants").item(0);
  EXPECT_TRUE(chosen.at("compatible").boolean());
  EXPECT_EQ(chosen.at("properties").at("sm_arch").item(0).text(), "90_real");
  EXPECT_TRUE(chosen.at("wheel").is_null());
  EXPECT_TRUE(chosen.at("runs").is_null());
  EXPECT_FALSE(release.at("variants").item(1).at("compatible").boolean());
}

// 2 when the set could not be read, 1 when a chosen variant does not run or none is chosen; the
// doctor's JSON carries the larger of its own code and this one.
TEST(VariantsExitCode, IsTwoForAnUnreadableSetAndOneWhenTheChoiceDoesNotRun) {
  ScratchDir dir;
  const std::string index = testing::write_demo_index(dir);
  const DoctorReport here = testing::machine_with("13.0", 90);
  const VariantSetCheck runs = check_variants(index, here, testing::judge());
  EXPECT_EQ(variants_exit_code(runs), 0);
  const VariantSetCheck none = check_variants(index, testing::machine_with("13.0", 75), testing::judge());
  EXPECT_EQ(variants_exit_code(none), 1);
  const VariantSetCheck unreadable = check_variants(dir.write("x.txt", "").string(), here, testing::judge());
  EXPECT_EQ(variants_exit_code(unreadable), 2);

  std::ostringstream out;
  write_json(out, here, &none);
  const auto document = cudacompat::testing::parsed_json(out.str());
  EXPECT_EQ(document.root().at("exit_code").integer(), 1);
  EXPECT_EQ(document.root().at("variants").at("releases").item(0).at("chosen").is_null(), true);
  EXPECT_EQ(document.root().at("diagnostics").item(0).at("code").text(), "no-variant-chosen");
}

}  // namespace
}  // namespace cudacompat::doctor
