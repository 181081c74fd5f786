// json::Document and json::Tree (common/json_value.h): the one door to the JSON library for the
// knowledge base, the probe's caches, version.json and the probe report.
#include "common/json_value.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "common/display_text.h"

namespace cudacompat::json {
namespace {

Document parsed(const std::string& text) {
  Expected<Document> document = Document::parse(text);
  EXPECT_TRUE(document) << text;
  return std::move(document).value();
}

TEST(JsonValue, ReadsObjectsArraysAndScalarsThroughViewsOfTheDocument) {
  Document document = parsed(R"({"b": [1, "two", true, null], "a": {"x": "y"}})");
  Value root = document.root();
  ASSERT_TRUE(root.is_object());
  EXPECT_EQ(root.size(), 2u);
  std::optional<Value> list = root.find("b");
  ASSERT_TRUE(list && list->is_array());
  std::vector<Value> items = list->items();
  ASSERT_EQ(items.size(), 4u);
  EXPECT_EQ(items[0].integer(), 1);
  EXPECT_EQ(items[1].text(), "two");
  EXPECT_TRUE(items[2].boolean());
  EXPECT_TRUE(items[3].is_null());
  EXPECT_EQ(root.find("a")->find("x")->text(), "y");
  EXPECT_FALSE(root.contains("c"));
  EXPECT_FALSE(items[1].find("x")) << "a string has no members";
  EXPECT_TRUE(items[1].items().empty()) << "a string has no items";
}

TEST(JsonValue, ListsAnObjectsMembersInKeyOrder) {
  Document document = parsed(R"({"zeta": 1, "alpha": 2, "mid": 3})");
  std::vector<std::string> keys;
  for (const auto& [key, value] : document.root().members()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"alpha", "mid", "zeta"}));
}

TEST(JsonValue, SaysWhereTextIsNotJson) {
  Expected<Document> truncated = Document::parse("{\"cuda\": ");
  ASSERT_FALSE(truncated);
  EXPECT_NE(truncated.error().message.find("line 1"), std::string::npos) << truncated.error().message;
  EXPECT_FALSE(Document::parse(""));
  EXPECT_FALSE(Document::parse("{} trailing"));
}

TEST(JsonValue, ReadsIntegersOfTheLongLongRangeAndRefusesOneBeyondItInsteadOfWrapping) {
  Document document = parsed(R"([9223372036854775807, -9223372036854775808, 1.5, 1e3])");
  std::vector<Value> items = document.root().items();
  EXPECT_EQ(items[0].integer(), std::numeric_limits<long long>::max());
  EXPECT_EQ(items[1].integer(), std::numeric_limits<long long>::min());
  EXPECT_FALSE(items[2].is_integer());
  EXPECT_FALSE(items[3].is_integer());
  Expected<Document> too_big = Document::parse("[18446744073709551615]");
  ASSERT_FALSE(too_big);
  EXPECT_NE(too_big.error().message.find("integer"), std::string::npos) << too_big.error().message;
}

TEST(JsonValue, RefusesNestingTooDeepInsteadOfOverflowingTheStack) {
  Expected<Document> deep = Document::parse(std::string(1'000'000, '[') + std::string(1'000'000, ']'));
  ASSERT_FALSE(deep);
  EXPECT_NE(deep.error().message.find("line 1"), std::string::npos) << deep.error().message;
}

TEST(JsonValue, KeepsANulCharacterInsideAString) {
  Document document = parsed(R"(["a\u0000b"])");
  EXPECT_EQ(document.root().items()[0].text(), std::string("a\0b", 3));
}

TEST(JsonValue, ThrowsATypeErrorNotACrashWhenAScalarIsReadAsTheWrongType) {
  Document document = parsed(R"({"n": 5, "s": "x"})");
  EXPECT_THROW((void)document.root().find("n")->text(), TypeError);
  EXPECT_THROW((void)document.root().find("s")->integer(), TypeError);
  EXPECT_THROW((void)document.root().find("s")->boolean(), TypeError);
}

TEST(JsonTree, WritesMembersInTheOrderTheyWereSetAndReplacesInPlace) {
  Tree tree{{"zeta", 1}, {"alpha", "a"}, {"list", std::vector<std::string>{"x", "y"}}};
  tree.set("alpha", false);
  tree.set("empty", Tree());
  tree.set("nested", {{"seconds", 0.25}, {"none", std::optional<std::string>()}});
  EXPECT_EQ(tree.dump(-1),
            R"({"zeta":1,"alpha":false,"list":["x","y"],"empty":null,"nested":{"seconds":0.25,"none":null}})");
  Tree list;
  list.push(7L).push(std::optional<std::string>("v"));
  EXPECT_EQ(list.dump(-1), R"([7,"v"])");
  EXPECT_EQ(Tree::object().dump(-1), "{}");
  EXPECT_EQ(Tree::array().dump(-1), "[]");
}

TEST(JsonTree, WritesBytesThatAreNotUtf8AsEscapesInValuesAndKeysInsteadOfThrowing) {
  Tree tree{{"root", "/opt/cu\xff"}};
  tree.set("k\xfe", 1);
  std::string text;
  ASSERT_NO_THROW(text = tree.dump(2));
  EXPECT_TRUE(is_valid_utf8(text));
  EXPECT_NE(text.find(R"("/opt/cu\\xff")"), std::string::npos) << text;
  EXPECT_NE(text.find(R"("k\\xfe")"), std::string::npos) << text;
}

TEST(JsonTree, ReadsBackWhatItWrote) {
  Tree tree{{"key", "abc"}, {"values", {{"A", 1}, {"B", -2}}}, {"ok", true}};
  Document document = parsed(tree.dump(1));
  EXPECT_EQ(document.root().find("key")->text(), "abc");
  EXPECT_EQ(document.root().find("values")->find("B")->integer(), -2);
  EXPECT_TRUE(document.root().find("ok")->boolean());
}

}  // namespace
}  // namespace cudacompat::json
