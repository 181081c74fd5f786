// The variants of a release as an installer finds them (tool/variant/variant_set.cpp): a folder of
// variant wheels, or an index file with its wheels beside it, on wheels written here.
#include "variant/variant_set.h"

#include <gtest/gtest.h>

#include <string>

#include "variant_test_support.h"

namespace cudacompat::variant {
namespace {

namespace fs = std::filesystem;
using namespace testing;

// A variant wheel `{name}-{version}-py3-none-any-{label}.whl` whose variant.json declares `declared`.
fs::path variant_wheel(const fs::path& dir, const std::string& name, const std::string& version,
                       const std::string& label, const std::string& declared, const FeatureValues& properties) {
  auto json = variant_json_text(declared, properties);
  EXPECT_TRUE(json.ok()) << json.error().message;
  return write_wheel(dir, name + "-" + version + "-py3-none-any-" + label + ".whl", name, version, {},
                     {{"variant.json", json.ok() ? *json : ""}});
}

const FeatureValues kTiedTo13{{"cuda_version_upper_bound", {"14"}}};

TEST(ReadVariantFolder, GroupsTheVariantWheelsByReleaseInLabelOrderAndLeavesOthersOut) {
  TempDir dir;
  const auto null = variant_wheel(dir.path(), "tiny", "1.0", "null", "null", {});
  const auto cu13 = variant_wheel(dir.path(), "tiny", "1.0", "cu13", "cu13", kTiedTo13);
  variant_wheel(dir.path(), "other", "2.0", "cu13", "cu13", kTiedTo13);
  write_wheel(dir.path(), "tiny-1.0-py3-none-any.whl", "tiny", "1.0", {});  // no label: no variant
  auto releases = read_variant_folder(dir.path().string());
  ASSERT_TRUE(releases.ok()) << releases.error().message;
  ASSERT_EQ(releases->size(), 2u);
  EXPECT_EQ(releases->at(0).release(), "other-2.0");
  const VariantRelease& tiny = releases->at(1);
  EXPECT_EQ(tiny.release(), "tiny-1.0");
  ASSERT_EQ(tiny.variants.size(), 2u);
  EXPECT_EQ(tiny.variants[0].label, "cu13");
  EXPECT_EQ(tiny.variants[0].properties, kTiedTo13);
  EXPECT_EQ(tiny.variants[1].label, "null");
  EXPECT_EQ(tiny.wheels.at("cu13"), cu13.string());
  EXPECT_EQ(tiny.wheels.at("null"), null.string());
  EXPECT_EQ(tiny.index, "");
}

// Why read_variant_folder refuses `dir` ("", and a failure, where it reads it).
std::string refusal_of(const fs::path& dir) {
  auto releases = read_variant_folder(dir.string());
  EXPECT_FALSE(releases.ok()) << dir;
  return releases.ok() ? "" : releases.error().message;
}

TEST(ReadVariantFolder, RefusesALabelledWheelWithoutVariantJson) {
  TempDir dir;
  const auto wheel = write_wheel(dir.path(), "tiny-1.0-py3-none-any-cu13.whl", "tiny", "1.0", {});
  EXPECT_EQ(refusal_of(dir.path()),
            wheel.string() + " has the variant label `cu13` in its name but no *.dist-info/variant.json");
}

TEST(ReadVariantFolder, RefusesAVariantJsonThatDeclaresAnotherLabelThanTheFileName) {
  TempDir dir;
  const auto wheel = variant_wheel(dir.path(), "tiny", "1.0", "cu13", "cu12", kTiedTo13);
  EXPECT_EQ(refusal_of(dir.path()),
            wheel.string() + ": its variant.json must declare exactly the label `cu13` of its file name");
}

TEST(ReadVariantFolder, RefusesAVariantJsonItCannotReadNamingTheMember) {
  TempDir dir;
  const auto wheel = write_wheel(dir.path(), "tiny-1.0-py3-none-any-cu13.whl", "tiny", "1.0", {},
                                 {{"variant.json", "{\"variants\": {}}"}});
  const std::string refusal = refusal_of(dir.path());
  EXPECT_EQ(refusal.rfind(wheel.string() + "!variant.json: no `$schema`", 0), 0u) << refusal;
}

// The index names the release; the wheels beside it of that release are found by their labels.
TEST(ReadVariantSet, ReadsAnIndexFileAndTheWheelsOfItsReleaseBesideIt) {
  TempDir dir;
  auto index = index_json_text({{"cu13", kTiedTo13}, {"null", {}}});
  ASSERT_TRUE(index.ok());
  const fs::path path = dir.path() / "tiny-1.0-variants.json";
  audit::testing::write_file(path, *index);
  const auto cu13 = variant_wheel(dir.path(), "tiny", "1.0", "cu13", "cu13", kTiedTo13);
  variant_wheel(dir.path(), "tiny", "0.9", "null", "null", {});  // another release's
  auto releases = read_variant_set(path.string());
  ASSERT_TRUE(releases.ok()) << releases.error().message;
  ASSERT_EQ(releases->size(), 1u);
  const VariantRelease& release = releases->front();
  EXPECT_EQ(release.name, "tiny");
  EXPECT_EQ(release.version, "1.0");
  EXPECT_EQ(release.index, path.string());
  ASSERT_EQ(release.variants.size(), 2u);
  EXPECT_EQ(release.wheels.size(), 1u);
  EXPECT_EQ(release.wheels.at("cu13"), cu13.string());
}

TEST(ReadVariantSet, ReadsAFolderAsReadVariantFolderDoes) {
  TempDir dir;
  variant_wheel(dir.path(), "tiny", "1.0", "cu13", "cu13", kTiedTo13);
  auto releases = read_variant_set(dir.path().string());
  ASSERT_TRUE(releases.ok()) << releases.error().message;
  ASSERT_EQ(releases->size(), 1u);
  EXPECT_EQ(releases->front().variants.front().label, "cu13");
}

TEST(ReadVariantSet, RefusesAPathThatIsNeitherAFolderNorAnIndexFile) {
  TempDir dir;
  auto missing = read_variant_set((dir.path() / "nothing").string());
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message, (dir.path() / "nothing").string() +
                                         " does not exist: give a folder of variant wheels or an index file "
                                         "{name}-{version}-variants.json");
  const fs::path other = dir.path() / "variants.json";
  audit::testing::write_file(other, "{}");
  auto misnamed = read_variant_set(other.string());
  ASSERT_FALSE(misnamed.ok());
  EXPECT_EQ(misnamed.error().message, other.string() +
                                          " is neither a folder of variant wheels nor an index file "
                                          "{name}-{version}-variants.json (PEP 825)");
}

}  // namespace
}  // namespace cudacompat::variant
