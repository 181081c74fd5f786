// What a wheel's file name and variant.json say, and a wheel rewritten as a variant wheel
// (tool/variant/wheel_files.cpp), on wheels written here around the fixture libkernels.so. That
// installers take the made wheels is test_variants.py's.
#include "variant/wheel_files.h"

#include <gtest/gtest.h>

#include <string>

#include "variant_test_support.h"

namespace cudacompat::variant {
namespace {

namespace fs = std::filesystem;
using namespace testing;

WheelName wheel_name(const std::string& file_name) {
  auto name = parse_wheel_name(file_name);
  EXPECT_TRUE(name.ok()) << name.error().message;
  return name.ok() ? *name : WheelName{};
}

TEST(ParseWheelName, ReadsTheFiveTagsOfAPlainWheel) {
  const WheelName name = wheel_name("/any/dir/cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl");
  EXPECT_EQ(name.name, "cupy_cuda12x");
  EXPECT_EQ(name.version, "14.2.0");
  EXPECT_EQ(name.python_tag, "cp312");
  EXPECT_EQ(name.abi_tag, "cp312");
  EXPECT_EQ(name.platform_tag, "manylinux2014_x86_64");
  EXPECT_FALSE(name.label.has_value());
}

// A build tag starts with a digit and stands before the python tag; a label is last.
TEST(ParseWheelName, TellsALabelFromABuildTag) {
  EXPECT_EQ(wheel_name("tiny-1.0-py3-none-any-cu13.whl").label, "cu13");
  EXPECT_EQ(wheel_name("tiny-1.0-py3-none-any-cu13.whl").platform_tag, "any");
  EXPECT_FALSE(wheel_name("tiny-1.0-1-py3-none-any.whl").label.has_value());
  EXPECT_EQ(wheel_name("tiny-1.0-1-py3-none-any.whl").python_tag, "py3");
  EXPECT_EQ(wheel_name("tiny-1.0-1-py2.py3-none-any-null.whl").label, "null");
  EXPECT_EQ(wheel_name("tiny-1.0-1-py2.py3-none-any-null.whl").python_tag, "py2.py3");
}

TEST(ParseWheelName, RefusesWhatIsNoWheelsFileName) {
  auto sdist = parse_wheel_name("tiny-1.0.tar.gz");
  ASSERT_FALSE(sdist.ok());
  EXPECT_EQ(sdist.error().message, "tiny-1.0.tar.gz is not a wheel file name: it needs to end in .whl");
  for (const char* bad : {"tiny-1.0-py3.whl", "tiny-1.0-1-py3-none-any-cu13-x.whl", ".whl"})
    EXPECT_FALSE(parse_wheel_name(bad).ok()) << bad;
  EXPECT_NE(parse_wheel_name("tiny-1.0-py3.whl").error().message.find("{name}-{version}(-{build})?"),
            std::string::npos);
}

TEST(IsVariantJsonMember, OnlyTheTopLevelDistInfosVariantJson) {
  EXPECT_TRUE(is_variant_json_member("tiny-1.0.dist-info/variant.json"));
  EXPECT_FALSE(is_variant_json_member("tiny/tiny-1.0.dist-info/variant.json"));
  EXPECT_FALSE(is_variant_json_member("tiny-1.0.dist-info/sub/variant.json"));
  EXPECT_FALSE(is_variant_json_member("tiny-1.0.data/variant.json"));
  EXPECT_FALSE(is_variant_json_member(".dist-info/variant.json"));
  EXPECT_FALSE(is_variant_json_member("tiny-1.0.dist-info/variant.jsonx"));
}

TEST(ReadVariantJsonMember, GivesTheTextWhereThereIsOneNothingWhereNotAndAnErrorForNoZip) {
  TempDir dir;
  const std::string text = "{\"variants\": {}}\n";
  const auto with = write_wheel(dir.path(), "a-1.0-py3-none-any-x.whl", "a", "1.0", {}, {{"variant.json", text}});
  const auto without = write_wheel(dir.path(), "b-1.0-py3-none-any.whl", "b", "1.0", {});
  auto read = read_variant_json_member(with.string());
  ASSERT_TRUE(read.ok()) << read.error().message;
  EXPECT_EQ(read->value_or("none"), text);
  auto none = read_variant_json_member(without.string());
  ASSERT_TRUE(none.ok()) << none.error().message;
  EXPECT_FALSE(none->has_value());
  audit::testing::write_file(dir.path() / "c-1.0-py3-none-any.whl", "not a zip");
  auto broken = read_variant_json_member((dir.path() / "c-1.0-py3-none-any.whl").string());
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().message.rfind((dir.path() / "c-1.0-py3-none-any.whl").string() + ": ", 0), 0u);
}

TEST(Unsuffixed, NamesLoseTheirCudaSegmentAndVersionsTheirCudaBuild) {
  EXPECT_EQ(unsuffixed_name("nvidia-curand-cu12"), "nvidia-curand");
  EXPECT_EQ(unsuffixed_name("cupy-cuda13x"), "cupy");
  EXPECT_EQ(unsuffixed_name("Tiny_Kernels.CU13"), "tiny-kernels");
  EXPECT_EQ(unsuffixed_name("tiny"), "tiny");
  EXPECT_EQ(unsuffixed_version("2.5.1+cu124"), "2.5.1");
  EXPECT_EQ(unsuffixed_version("2.5.1+local"), "2.5.1+local");
  EXPECT_EQ(unsuffixed_version("2.5.1"), "2.5.1");
}

// The .dist-info follows the new name, METADATA says it, RECORD describes the new members truly
// and keeps the copied members' rows.
TEST(MakeVariantWheel, RenamesTheWheelAndItsMetadataAndWritesATrueRecord) {
  SKIP_WITHOUT_FIXTURES();
  TempDir in, out;
  const auto wheel = kernels_wheel(in.path());
  const std::string json = "{\"made\": true}\n";
  auto made = make_variant_wheel(wheel.string(), "cu13", json, out.path().string());
  ASSERT_TRUE(made.ok()) << made.error().message;
  EXPECT_EQ(made->name, "tiny");
  EXPECT_EQ(made->version, "1.0");
  EXPECT_EQ(fs::path(made->path), out.path() / "tiny-1.0-py3-none-linux_x86_64-cu13.whl");

  const auto metadata = zip_member(made->path, "tiny-1.0.dist-info/METADATA");
  ASSERT_TRUE(metadata.has_value());
  EXPECT_NE(metadata->find("\nName: tiny\nVersion: 1.0\n"), std::string::npos) << *metadata;
  EXPECT_NE(metadata->find("The description, where Name: is no header."), std::string::npos) << *metadata;
  EXPECT_EQ(zip_member(made->path, "tiny-1.0.dist-info/variant.json"), json);
  EXPECT_FALSE(zip_member(made->path, "tiny_cu13-1.0.dist-info/METADATA").has_value());
  EXPECT_EQ(zip_member(made->path, "tiny/_kernels.so"), zip_member(wheel, "tiny/_kernels.so"));

  const auto record = zip_member(made->path, "tiny-1.0.dist-info/RECORD");
  const auto old_record = zip_member(wheel, "tiny_cu13-1.0.dist-info/RECORD");
  ASSERT_TRUE(record && old_record);
  const std::string kernels_row = old_record->substr(0, old_record->find('\n') + 1);
  EXPECT_EQ(kernels_row.rfind("tiny/_kernels.so,sha256=", 0), 0u) << kernels_row;
  EXPECT_NE(record->find(kernels_row), std::string::npos) << *record;
  EXPECT_NE(record->find("tiny-1.0.dist-info/WHEEL,"), std::string::npos) << *record;
  EXPECT_NE(record->find("tiny-1.0.dist-info/METADATA," + testing::record_hash(*metadata) + "," +
                         std::to_string(metadata->size()) + "\n"),
            std::string::npos)
      << *record;
  EXPECT_NE(record->find("tiny-1.0.dist-info/variant.json," + testing::record_hash(json) + "," +
                         std::to_string(json.size()) + "\n"),
            std::string::npos)
      << *record;
  EXPECT_TRUE(record->ends_with("tiny-1.0.dist-info/RECORD,,\n")) << *record;
  EXPECT_EQ(record->find("tiny_cu13"), std::string::npos) << *record;
}

// METADATA's header is read as every RFC 822 header of a package is (readers/header_fields.h): field
// names in any case, values trimmed, and a header line that is no field refused with the member and
// the line. Only the Name and Version lines change; the rest, the body's "Name:" too, stays as it was.
TEST(MakeVariantWheel, ReadsMetadataAsThePackageReadersDoAndRefusesAHeaderLineThatIsNoField) {
  TempDir in, out;
  const fs::path wheel = in.path() / "tiny_cu13-1.0-py3-none-any.whl";
  write_zip(wheel, {{"tiny_cu13-1.0.dist-info/METADATA",
                     "Metadata-Version: 2.1\nname:   tiny-cu13  \r\nVERSION: 1.0+cu130\nSummary: s\n\nName: body\n"},
                    {"tiny_cu13-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\nTag: py3-none-any\n"}});
  auto made = make_variant_wheel(wheel.string(), "cu13", "{}", out.path().string());
  ASSERT_TRUE(made.ok()) << made.error().message;
  EXPECT_EQ(made->name, "tiny");
  EXPECT_EQ(made->version, "1.0");
  EXPECT_EQ(zip_member(made->path, "tiny-1.0.dist-info/METADATA"),
            "Metadata-Version: 2.1\nName: tiny\nVersion: 1.0\nSummary: s\n\nName: body\n");

  const fs::path bad = in.path() / "bad_cu13-1.0-py3-none-any.whl";
  write_zip(bad, {{"bad_cu13-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName bad\nVersion: 1.0\n\n"}});
  auto refused = make_variant_wheel(bad.string(), "cu13", "{}", out.path().string());
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message,
            bad.string() + "!bad_cu13-1.0.dist-info/METADATA: line 2: expected 'Name: value', found 'Name bad'");
  EXPECT_FALSE(fs::exists(out.path() / "bad-1.0-py3-none-any-cu13.whl"));  // nothing half written
}

TEST(MakeVariantWheel, RefusesToOverwriteAndToRelabelAVariantWheel) {
  SKIP_WITHOUT_FIXTURES();
  TempDir in, out;
  const auto wheel = kernels_wheel(in.path());
  ASSERT_TRUE(make_variant_wheel(wheel.string(), "cu13", "{}", out.path().string()).ok());
  auto again = make_variant_wheel(wheel.string(), "cu13", "{}", out.path().string());
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().message, (out.path() / "tiny-1.0-py3-none-linux_x86_64-cu13.whl").string() +
                                       " exists already: nothing was overwritten");
  const std::string made = (out.path() / "tiny-1.0-py3-none-linux_x86_64-cu13.whl").string();
  auto relabel = make_variant_wheel(made, "gpu", "{}", out.path().string());
  ASSERT_FALSE(relabel.ok());
  EXPECT_EQ(relabel.error().message, made + " is a variant wheel already (label `cu13`)");
}

TEST(MakeVariantWheel, RefusesAZipWithoutMetadataAndAFileThatIsNoZip) {
  TempDir in, out;
  const fs::path bare = in.path() / "bare-1.0-py3-none-any.whl";
  write_zip(bare, {{"bare/__init__.py", ""}});
  auto no_metadata = make_variant_wheel(bare.string(), "cu13", "{}", out.path().string());
  ASSERT_FALSE(no_metadata.ok());
  EXPECT_EQ(no_metadata.error().message, bare.string() + ": no *.dist-info/METADATA: not a wheel");
  const fs::path text = in.path() / "text-1.0-py3-none-any.whl";
  audit::testing::write_file(text, "not a zip");
  auto no_zip = make_variant_wheel(text.string(), "cu13", "{}", out.path().string());
  ASSERT_FALSE(no_zip.ok());
  EXPECT_EQ(no_zip.error().message.rfind(text.string() + ": cannot be opened as a zip archive", 0), 0u);
  EXPECT_TRUE(fs::is_empty(out.path())) << "nothing is left behind";
}

}  // namespace
}  // namespace cudacompat::variant
