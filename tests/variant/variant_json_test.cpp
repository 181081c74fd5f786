// PEP 825's files written and read (tool/variant/variant_json.cpp): a wheel's variant.json and a
// release's index file, the labels they allow, and the CUDA major a variant's bounds tie it to.
// uv and variantlib reading what this writes is test_variants.py's.
#include "variant/variant_json.h"

#include <gtest/gtest.h>

#include <string>

#include "json_text.h"

namespace cudacompat::variant {
namespace {

const FeatureValues kCu13Properties{
    {kLowerBound, {"13.0"}}, {kUpperBound, {"14"}}, {kSmArch, {"90_virtual", "86_real"}}};

std::string file_with(const std::string& variants, const std::string& schema = kSchemaUrl) {
  return R"({"$schema": ")" + schema + R"(", "variants": )" + variants + "}";
}

// The message of the error reading `text` gives, or "" when it reads.
std::string refusal(const std::string& text) {
  auto read = read_variants_json(text, "x.json");
  return read ? "" : read.error().message;
}

TEST(CheckLabel, AcceptsOneToSixteenOfDigitsLowercaseDotAndUnderscore) {
  for (const char* good : {"cu13", "null", "a", "cu12.cpu_x", "0123456789abcdef"})
    EXPECT_TRUE(check_label(good).ok()) << good;
  for (const char* bad : {"", "0123456789abcdefg", "CU13", "cu-13", "cu 13"}) {
    auto checked = check_label(bad);
    ASSERT_FALSE(checked.ok()) << bad;
    EXPECT_EQ(checked.error().message,
              std::string("variant label `") + bad + "` is not 1 to 16 characters of 0-9, a-z, `.` and `_` (PEP 825)");
  }
}

TEST(VariantJsonText, ReadsBackAsTheOneVariantItWasWrittenFromWithItsValuesSorted) {
  auto text = variant_json_text("cu13", kCu13Properties);
  ASSERT_TRUE(text.ok()) << text.error().message;
  auto read = read_variants_json(*text, "variant.json");
  ASSERT_TRUE(read.ok()) << read.error().message;
  ASSERT_EQ(read->size(), 1u);
  EXPECT_EQ(read->front().label, "cu13");
  EXPECT_EQ(read->front().properties.at(kSmArch), (std::vector<std::string>{"86_real", "90_virtual"}));
  EXPECT_EQ(read->front().properties,
            (FeatureValues{{kLowerBound, {"13.0"}}, {kUpperBound, {"14"}}, {kSmArch, {"86_real", "90_virtual"}}}));
  const auto document = cudacompat::testing::parsed_json(*text);
  EXPECT_EQ(document.root().at("$schema").text(), kSchemaUrl);
  EXPECT_EQ(document.root().at("default-priorities").at("namespace").item(0).text(), "nvidia");
  EXPECT_EQ(document.root().at("providers").at("nvidia").at("plugin-api").text(),
            "nvidia_variant_provider.plugin:NvidiaVariantPlugin");
}

TEST(VariantJsonText, TheNullVariantHasNoPropertiesAndABadLabelIsRefused) {
  auto null = variant_json_text(kNullLabel, {});
  ASSERT_TRUE(null.ok());
  EXPECT_EQ(cudacompat::testing::parsed_json(*null).root().at("variants").at("null").size(), 0u);
  auto with_properties = variant_json_text(kNullLabel, kCu13Properties);
  ASSERT_FALSE(with_properties.ok());
  EXPECT_NE(with_properties.error().message.find("the null variant has no properties"), std::string::npos);
  EXPECT_FALSE(variant_json_text("CU13", kCu13Properties).ok());
}

TEST(ReadVariantsJson, AcceptsVariantlibsSchemaBesidesPep825s) {
  auto read = read_variants_json(file_with(R"({"cu12": {"nvidia": {"sm_arch": ["90_real"]}}})", kVariantlibSchemaUrl),
                                 "x.json");
  ASSERT_TRUE(read.ok()) << read.error().message;
  EXPECT_EQ(read->front().label, "cu12");
}

TEST(ReadVariantsJson, RefusesWhatIsNoPep825FileSayingWhatWasFound) {
  EXPECT_EQ(refusal("{").rfind("x.json: not JSON: ", 0), 0u) << refusal("{");
  EXPECT_EQ(refusal("[]"), "x.json: not a JSON object: PEP 825 files are objects");
  EXPECT_EQ(refusal(R"({"variants": {}})"), "x.json: no `$schema`: PEP 825 files name their schema");
  EXPECT_EQ(refusal(file_with("{}", "https://example.com/v9.json"))
                .rfind("x.json: unknown `$schema` https://example.com/v9.json; cudacompat reads ", 0),
            0u);
  EXPECT_EQ(refusal(R"({"$schema": ")" + std::string(kSchemaUrl) + R"("})"),
            "x.json: no `variants` object: PEP 825 requires one");
}

TEST(ReadVariantsJson, RefusesOtherNamespacesAndValuesThatAreNoListOfStrings) {
  EXPECT_NE(refusal(file_with(R"({"cu13": {"x86_64": {"level": ["v3"]}}})"))
                .find("x.json: variants.cu13 names the namespace `x86_64`; cudacompat knows only `nvidia`"),
            std::string::npos);
  for (const char* values : {R"("90_real")", "[]", R"(["90_real", 1])"}) {
    EXPECT_EQ(refusal(file_with(std::string(R"({"cu13": {"nvidia": {"sm_arch": )") + values + "}}}")),
              "x.json: variants.cu13.nvidia.sm_arch is not a non-empty list of strings: PEP 825 gives each feature a "
              "list of values")
        << values;
  }
  EXPECT_EQ(refusal(file_with(R"({"cu13": []})")), "x.json: variants.cu13 is not an object of namespaces");
  EXPECT_EQ(refusal(file_with(R"({"Cu13": {}})")).rfind("x.json: variant label `Cu13`", 0), 0u);
}

TEST(TiedCudaMajor, IsBelowTheExclusiveUpperBoundElseTheLowerBoundsMajor) {
  EXPECT_EQ(tied_cuda_major({{kUpperBound, {"14"}}}), 13);
  EXPECT_EQ(tied_cuda_major({{kUpperBound, {"14.0"}}}), 13);
  EXPECT_EQ(tied_cuda_major({{kUpperBound, {"12.9"}}, {kLowerBound, {"11.8"}}}), 12);
  EXPECT_EQ(tied_cuda_major({{kLowerBound, {"12.4"}}}), 12);
  EXPECT_EQ(tied_cuda_major({{kUpperBound, {"next"}}, {kLowerBound, {"11.8"}}}), 11);
  EXPECT_FALSE(tied_cuda_major({{kSmArch, {"90_real"}}}).has_value());
  EXPECT_FALSE(tied_cuda_major({}).has_value());
}

TEST(FeatureValues, GroupsAWheelsPropertiesByFeatureInLexicalOrder) {
  WheelVariant wheel;
  wheel.properties = {{kSmArch, "90_real", "", {}}, {kUpperBound, "14", "", {}}, {kSmArch, "120_real", "", {}}};
  EXPECT_EQ(feature_values(wheel), (FeatureValues{{kSmArch, {"120_real", "90_real"}}, {kUpperBound, {"14"}}}));
}

TEST(IndexJsonText, ListsEachLabelOnceAndReadsBackAsTheVariants) {
  const DeclaredVariant cu13{"cu13", kCu13Properties}, null{kNullLabel, {}};
  auto text = index_json_text({null, cu13, cu13});
  ASSERT_TRUE(text.ok()) << text.error().message;
  auto read = read_variants_json(*text, "tiny-1.0-variants.json");
  ASSERT_TRUE(read.ok()) << read.error().message;
  ASSERT_EQ(read->size(), 2u);
  EXPECT_EQ(read->at(0).label, "cu13");
  EXPECT_EQ(read->at(1).label, "null");
  EXPECT_TRUE(read->at(1).properties.empty());
}

TEST(IndexJsonText, RefusesALabelOfTwoVariantsAndTwoLabelsOfOne) {
  const DeclaredVariant cu13{"cu13", kCu13Properties};
  auto relabelled = index_json_text({cu13, {"gpu", kCu13Properties}});
  ASSERT_FALSE(relabelled.ok());
  EXPECT_EQ(relabelled.error().message,
            "labels `cu13` and `gpu` have the same properties: an installer could not tell them apart");
  auto changed = index_json_text({cu13, {"cu13", {{kUpperBound, {"14"}}}}});
  ASSERT_FALSE(changed.ok());
  EXPECT_EQ(changed.error().message, "two wheels label different properties `cu13`: a label names one variant");
}

}  // namespace
}  // namespace cudacompat::variant
