// The typed reads of the knowledge base's JSON (tool/knowledge/json_fields.cpp): each returns the
// value it reads, or throws a KnowledgeBaseError that says where in the file and what was expected.
// Directly on parsed JSON, and through KnowledgeBase::from_json_text where a section reads them.
#include "knowledge/json_fields.h"

#include <gtest/gtest.h>

#include <string>

#include "knowledge/knowledge_base.h"
#include "knowledge_test_support.h"

namespace cudacompat {
namespace {

using testing::kMinimal;
using testing::refusal;
using testing::replace;

// The document outlives the values read from it.
json::Document parsed(const std::string& text) {
  auto document = json::Document::parse(text);
  EXPECT_TRUE(document.ok()) << text;
  return std::move(document).value();
}

// The message of the KnowledgeBaseError that `read` throws, or "" when it throws none.
template <class Read>
std::string thrown(Read read) {
  try {
    read();
  } catch (const KnowledgeBaseError& e) {
    return e.what();
  }
  return "";
}

TEST(KnowledgeBase, RefusesASectionThatMustBeAListWhenItIsAnObject) {
  EXPECT_NE(refusal(replace(kMinimal, R"("versioned_symbols": [])", R"("versioned_symbols": {})"))
                .find("versioned_symbols: expected a list"),
            std::string::npos);
  const std::string features =
      replace(kMinimal, R"("features": [{"name": "BF16", "what": "cuda_bf16.h", "introduced": "11.0"}])",
              R"("features": {"BF16": {"name": "BF16", "what": "cuda_bf16.h"}})");
  EXPECT_NE(refusal(features).find("features: expected a list"), std::string::npos) << refusal(features);
}

TEST(KnowledgeBase, RefusesAnIntegerTooLargeForAnIntInsteadOfTruncatingIt) {
  const std::string message = refusal(replace(kMinimal, R"("gcc_max": 14)", R"("gcc_max": 4294967310)"));
  EXPECT_NE(message.find("releases[12.8].gcc_max: the integer is out of range"), std::string::npos) << message;
}

TEST(KnowledgeJson, AMissingMemberIsRefusedNamingTheKeyAndWhere) {
  const json::Document document = parsed(R"({"a": 1})");
  EXPECT_EQ(knowledge_json::member(document.root(), "a", "here").integer(), 1);
  EXPECT_EQ(thrown([&] { knowledge_json::member(document.root(), "b", "releases[12.4]"); }),
            "knowledge base: releases[12.4]: missing \"b\"");
}

TEST(KnowledgeJson, ATextMemberMustBeAStringAndSaysWhichMemberIsNot) {
  const json::Document document = parsed(R"({"name": "BF16", "count": 3})");
  EXPECT_EQ(knowledge_json::text_member(document.root(), "name", "features[0]"), "BF16");
  EXPECT_EQ(thrown([&] { knowledge_json::text_member(document.root(), "count", "features[0]"); }),
            "knowledge base: features[0].count: expected a string");
}

TEST(KnowledgeJson, AnOptionalTextIsEmptyWhenAbsentOrNullButStillMustBeAString) {
  const json::Document document = parsed(R"({"null": null, "text": "x", "number": 1})");
  EXPECT_EQ(knowledge_json::optional_text(document.root(), "absent", "w"), "");
  EXPECT_EQ(knowledge_json::optional_text(document.root(), "null", "w"), "");
  EXPECT_EQ(knowledge_json::optional_text(document.root(), "text", "w"), "x");
  EXPECT_FALSE(knowledge_json::optional_member(document.root(), "null").has_value());
  EXPECT_TRUE(knowledge_json::optional_member(document.root(), "number").has_value());
  EXPECT_EQ(thrown([&] { knowledge_json::optional_text(document.root(), "number", "w"); }),
            "knowledge base: w.number: expected a string");
}

TEST(KnowledgeJson, AVersionMustBeAStringOfDigitsAndDots) {
  const json::Document document = parsed(R"({"good": "12.4.1", "word": "twelve", "number": 12.4})");
  const json::Value root = document.root();
  EXPECT_EQ(knowledge_json::version_value(*root.find("good"), "v").to_string(), "12.4.1");
  EXPECT_EQ(thrown([&] { knowledge_json::version_value(*root.find("word"), "releases[0].cuda"); }),
            "knowledge base: releases[0].cuda: 'twelve' is not a version");
  EXPECT_EQ(thrown([&] { knowledge_json::version_value(*root.find("number"), "releases[0].cuda"); }),
            "knowledge base: releases[0].cuda: expected a version string");
}

TEST(KnowledgeJson, AnIntegerMemberRefusesFractionsAndKeepsTheExtremesOfAnInt) {
  const json::Document document =
      parsed(R"({"low": -2147483648, "high": 2147483647, "over": 2147483648, "fraction": 1.5})");
  const json::Value root = document.root();
  EXPECT_EQ(knowledge_json::int_member(root, "low", "w"), -2147483647 - 1);
  EXPECT_EQ(knowledge_json::int_member(root, "high", "w"), 2147483647);
  EXPECT_EQ(thrown([&] { knowledge_json::int_member(root, "over", "w"); }),
            "knowledge base: w.over: the integer is out of range");
  EXPECT_EQ(thrown([&] { knowledge_json::int_member(root, "fraction", "w"); }),
            "knowledge base: w.fraction: expected an integer");
}

TEST(KnowledgeJson, AStringListRefusesAnyItemThatIsNotAString) {
  const json::Document document = parsed(R"({"good": ["a", "b"], "mixed": ["a", 1], "empty": []})");
  const json::Value root = document.root();
  EXPECT_EQ(knowledge_json::string_list(*root.find("good"), "w"), (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(knowledge_json::string_list(*root.find("empty"), "w").empty());
  EXPECT_EQ(thrown([&] { knowledge_json::string_list(*root.find("mixed"), "w.mixed"); }),
            "knowledge base: w.mixed: expected a list of strings");
  EXPECT_TRUE(knowledge_json::optional_strings(root, "absent", "w").empty());
  EXPECT_EQ(knowledge_json::optional_strings(root, "good", "w"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(thrown([&] { knowledge_json::optional_strings(root, "mixed", "w"); }),
            "knowledge base: w.mixed: expected a list of strings");
}

TEST(KnowledgeJson, ListsAndObjectsAreRefusedAsEachOtherWithTheExpectationGiven) {
  const json::Document document = parsed(R"({"list": [1, 2], "object": {"a": 1, "b": 2}})");
  const json::Value root = document.root();
  EXPECT_EQ(knowledge_json::list(*root.find("list"), "w").size(), 2u);
  const auto members = knowledge_json::object_members(*root.find("object"), "w");
  ASSERT_EQ(members.size(), 2u);
  EXPECT_EQ(members[0].first, "a");
  EXPECT_EQ(members[1].first, "b");
  EXPECT_EQ(thrown([&] { knowledge_json::list(*root.find("object"), "w"); }), "knowledge base: w: expected a list");
  EXPECT_EQ(thrown([&] { knowledge_json::object_members(*root.find("list"), "w"); }),
            "knowledge base: w: expected an object");
  EXPECT_EQ(thrown([&] { knowledge_json::object_members(*root.find("list"), "w", "expected an object of strings"); }),
            "knowledge base: w: expected an object of strings");
}

}  // namespace
}  // namespace cudacompat
