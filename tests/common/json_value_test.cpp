// json::Document and json::Tree (common/json_value.h): the tool's one door to a JSON library. The
// reports were written with nlohmann/json before; it is the reference their text is checked against.
#include "common/json_value.h"

#include <gtest/gtest.h>

#include <limits>
#include <nlohmann/json.hpp>
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

// The same values as json::Tree and as nlohmann::ordered_json, for comparing their text.
struct Both {
  Tree tree = Tree::object();
  nlohmann::ordered_json reference = nlohmann::ordered_json::object();
  template <class T>
  void set(const std::string& key, const T& value) {
    tree.set(key, value);
    reference[key] = value;
  }
};

TEST(JsonTree, WritesTheTextNlohmannJsonWroteForTheSameValues) {
  Both both;
  both.set("text",
           std::string("tab\t quote\" backslash\\ slash/ bell\x07 escape\x1b del\x7f caf\xc3\xa9 \xe2\x82\xac"));
  both.set("literal", std::string("\\u001B is text, not an escape"));
  both.set("numbers", std::vector<long long>{0, -1, std::numeric_limits<long long>::max()});
  both.set("sizes", std::vector<std::size_t>{0, 4096});
  both.set("seconds", std::vector<double>{0.0, 0.012, 1.5, 12.25, 0.1, 123.456, 86400.0});
  both.set("flags", std::vector<bool>{true, false});
  both.set("nothing", nullptr);
  both.set("empty_list", std::vector<std::string>{});
  Tree nested = Tree::object();
  nested.set("inner", Tree::object()).set("list", std::vector<std::string>{"a"});
  both.tree.set("nested", nested);
  both.reference["nested"] = {{"inner", nlohmann::ordered_json::object()}, {"list", {"a"}}};
  for (int indent : {-1, 1, 2}) EXPECT_EQ(both.tree.dump(indent), both.reference.dump(indent)) << indent;
}

TEST(JsonTree, WritesKeysInOrderWhenAskedAsNlohmannJsonsSortedObjectsDid) {
  Tree tree{{"zeta", 1}, {"Beta", {{"b", 1}, {"a", 2}}}, {"alpha", std::vector<Tree>{{{"y", 1}, {"x", 2}}}}};
  tree.set("_under", true);
  nlohmann::json reference = nlohmann::json::parse(tree.dump(-1));  // std::map: sorted keys
  EXPECT_EQ(tree.dump(2, Tree::KeyOrder::kSorted), reference.dump(2));
  EXPECT_EQ(tree.dump(-1, Tree::KeyOrder::kSorted),
            R"({"Beta":{"a":2,"b":1},"_under":true,"alpha":[{"x":2,"y":1}],"zeta":1})");
  EXPECT_EQ(tree.dump(-1).substr(0, 9), R"({"zeta":1)");  // as set, unless asked
}

TEST(JsonTree, CopiesAValueReadFromADocumentKeepingItsMembersOrder) {
  Document document = parsed(R"({"b": [1, 2.5, "x", null, true], "a": {"z": {}, "y": []}})");
  EXPECT_EQ(Tree(document.root()).dump(-1), R"({"b":[1,2.5,"x",null,true],"a":{"z":{},"y":[]}})");
  EXPECT_EQ(Tree(*document.root().find("a")).dump(-1), R"({"z":{},"y":[]})");
}

TEST(JsonValue, NamesTheTypeItHoldsAndReadsAnyNumberAsADouble) {
  Document document = parsed(R"({"o": {}, "a": [], "s": "", "i": 3, "r": 2.5, "t": true, "n": null})");
  std::string names;
  for (const auto& [key, value] : document.root().members()) names += key + "=" + std::string(value.type_name()) + " ";
  EXPECT_EQ(names, "a=array i=number n=null o=object r=number s=string t=boolean ");
  EXPECT_EQ(document.root().find("i")->number(), 3.0);
  EXPECT_EQ(document.root().find("r")->number(), 2.5);
  EXPECT_FALSE(document.root().find("s")->number());
}

// migrate's JSON replaces what is not UTF-8 as nlohmann's dump(error_handler_t::replace) did, one
// U+FFFD per maximal ill-formed part (common/display_text.h, utf8_replaced).
TEST(Utf8Replaced, ReplacesWhatIsNotUtf8AsNlohmannJsonsReplaceHandlerDid) {
  for (const std::string text : {"plain", "caf\xe9 au lait", "\xff\xfe", "\xe2\x82", "\xe2\x82x", "\xed\xa0\x80",
                                 "\xf0\x9f\x98\x80 ok \xf0\x9f\x98", "\xc0\xaf", "\xf4\x90\x80\x80", "\xe0\x80\x80",
                                 "a\xc3", "\x80\x80z", "\xf1\x80\x80\xe2\x82\xac"}) {
    const std::string reference = nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    EXPECT_EQ(Tree(utf8_replaced(text)).dump(-1), reference) << utf8_escaped(text);
  }
}

}  // namespace
}  // namespace cudacompat::json
