// json::Document and json::Tree (common/json_value.h): the tool's one door to a JSON library. Tree's
// text is checked against Python's json module, the reference every reader of the reports uses: the
// expected texts below are its output, printed by json_reference_texts.py beside this file.
#include "common/json_value.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <utility>

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

TEST(JsonValue, ATypeErrorNamesWhatWasWantedAndJanssonsTypeOfWhatWasFound) {
  Document document = parsed(R"({"i": 5, "r": 2.5, "f": false, "n": null})");
  const auto message = [&](const char* key, auto read) {
    try {
      read(*document.root().find(key));
    } catch (const TypeError& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("i", [](const Value& v) { (void)v.text(); }), "a JSON string was read from a integer");
  EXPECT_EQ(message("r", [](const Value& v) { (void)v.integer(); }), "a JSON integer was read from a real");
  EXPECT_EQ(message("f", [](const Value& v) { (void)v.item(0); }), "a JSON array was read from a false");
  EXPECT_EQ(message("n", [](const Value& v) { (void)v.boolean(); }), "a JSON boolean was read from a null");
}

TEST(JsonValue, ReadsAMemberOrItemByKeyOrIndexAndNamesTheOneThatIsMissing) {
  Document document = parsed(R"({"runs": [{"id": "a"}, {"id": "b"}], "n": 5})");
  EXPECT_EQ(document.root().at("runs").item(1).at("id").text(), "b");
  try {
    (void)document.root().at("run");
    ADD_FAILURE() << "a missing member was read";
  } catch (const TypeError& error) {
    EXPECT_NE(std::string(error.what()).find("\"run\""), std::string::npos) << error.what();
  }
  try {
    (void)document.root().at("runs").item(2);
    ADD_FAILURE() << "an item past the end was read";
  } catch (const TypeError& error) {
    EXPECT_NE(std::string(error.what()).find("item 2"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("of 2"), std::string::npos) << error.what();
  }
  EXPECT_THROW((void)document.root().at("n").at("x"), TypeError) << "a number has no members";
  EXPECT_THROW((void)document.root().item(0), TypeError) << "an object has no items";
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

// Python's json module's text of the same values (json_reference_texts.py prints these).
const std::string kValuesIndentNone =
    "{\"text\":\"tab\\t quote\\\" backslash\\\\ slash/ bell\\u0007 escape\\u001b del\x7f caf\xc3\xa9 "
    "\xe2\x82\xac\",\"literal\":\"\\\\u001B is text, not an "
    "escape\",\"numbers\":[0,-1,9223372036854775807],\"sizes\":[0,4096],\"seconds\":[0.0,0.012,1.5,12.25,0.1,123.456,"
    "86400.0],\"flags\":[true,false],\"nothing\":null,\"empty_list\":[],\"nested\":{\"inner\":{},\"list\":[\"a\"]}}";
const std::string kValuesIndent1 =
    "{\n"
    " \"text\": \"tab\\t quote\\\" backslash\\\\ slash/ bell\\u0007 escape\\u001b del\x7f caf\xc3\xa9 \xe2\x82\xac\",\n"
    " \"literal\": \"\\\\u001B is text, not an escape\",\n"
    " \"numbers\": [\n"
    "  0,\n"
    "  -1,\n"
    "  9223372036854775807\n"
    " ],\n"
    " \"sizes\": [\n"
    "  0,\n"
    "  4096\n"
    " ],\n"
    " \"seconds\": [\n"
    "  0.0,\n"
    "  0.012,\n"
    "  1.5,\n"
    "  12.25,\n"
    "  0.1,\n"
    "  123.456,\n"
    "  86400.0\n"
    " ],\n"
    " \"flags\": [\n"
    "  true,\n"
    "  false\n"
    " ],\n"
    " \"nothing\": null,\n"
    " \"empty_list\": [],\n"
    " \"nested\": {\n"
    "  \"inner\": {},\n"
    "  \"list\": [\n"
    "   \"a\"\n"
    "  ]\n"
    " }\n"
    "}";
const std::string kValuesIndent2 =
    "{\n"
    "  \"text\": \"tab\\t quote\\\" backslash\\\\ slash/ bell\\u0007 escape\\u001b del\x7f caf\xc3\xa9 "
    "\xe2\x82\xac\",\n"
    "  \"literal\": \"\\\\u001B is text, not an escape\",\n"
    "  \"numbers\": [\n"
    "    0,\n"
    "    -1,\n"
    "    9223372036854775807\n"
    "  ],\n"
    "  \"sizes\": [\n"
    "    0,\n"
    "    4096\n"
    "  ],\n"
    "  \"seconds\": [\n"
    "    0.0,\n"
    "    0.012,\n"
    "    1.5,\n"
    "    12.25,\n"
    "    0.1,\n"
    "    123.456,\n"
    "    86400.0\n"
    "  ],\n"
    "  \"flags\": [\n"
    "    true,\n"
    "    false\n"
    "  ],\n"
    "  \"nothing\": null,\n"
    "  \"empty_list\": [],\n"
    "  \"nested\": {\n"
    "    \"inner\": {},\n"
    "    \"list\": [\n"
    "      \"a\"\n"
    "    ]\n"
    "  }\n"
    "}";
const std::string kSortedIndent2 =
    "{\n"
    "  \"Beta\": {\n"
    "    \"a\": 2,\n"
    "    \"b\": 1\n"
    "  },\n"
    "  \"_under\": true,\n"
    "  \"alpha\": [\n"
    "    {\n"
    "      \"x\": 2,\n"
    "      \"y\": 1\n"
    "    }\n"
    "  ],\n"
    "  \"zeta\": 1\n"
    "}";

TEST(JsonTree, WritesTheTextPythonsJsonModuleWritesForTheSameValues) {
  Tree tree = Tree::object();
  tree.set("text", "tab\t quote\" backslash\\ slash/ bell\x07 escape\x1b del\x7f caf\xc3\xa9 \xe2\x82\xac");
  tree.set("literal", "\\u001B is text, not an escape");
  tree.set("numbers", std::vector<long long>{0, -1, std::numeric_limits<long long>::max()});
  tree.set("sizes", std::vector<std::size_t>{0, 4096});
  tree.set("seconds", std::vector<double>{0.0, 0.012, 1.5, 12.25, 0.1, 123.456, 86400.0});
  tree.set("flags", std::vector<bool>{true, false});
  tree.set("nothing", nullptr);
  tree.set("empty_list", std::vector<std::string>{});
  Tree nested = Tree::object();
  nested.set("inner", Tree::object()).set("list", std::vector<std::string>{"a"});
  tree.set("nested", nested);
  EXPECT_EQ(tree.dump(-1), kValuesIndentNone);
  EXPECT_EQ(tree.dump(1), kValuesIndent1);
  EXPECT_EQ(tree.dump(2), kValuesIndent2);
}

TEST(JsonTree, WritesKeysInOrderWhenAskedAsPythonsSortKeysDoes) {
  Tree tree{{"zeta", 1}, {"Beta", {{"b", 1}, {"a", 2}}}, {"alpha", std::vector<Tree>{{{"y", 1}, {"x", 2}}}}};
  tree.set("_under", true);
  EXPECT_EQ(tree.dump(2, Tree::KeyOrder::kSorted), kSortedIndent2);
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

// migrate's JSON replaces what is not UTF-8 as Python's bytes.decode("utf-8", "replace") does: one
// U+FFFD per maximal ill-formed part (common/display_text.h, utf8_replaced). The pairs are the input
// and Python's json.dumps of its decoding (json_reference_texts.py).
const std::pair<std::string, std::string> kReplaced[] = {
    {"plain", "\"plain\""},
    {"caf\xe9 au lait", "\"caf\xef\xbf\xbd au lait\""},
    {"\xff\xfe", "\"\xef\xbf\xbd\xef\xbf\xbd\""},
    {"\xe2\x82", "\"\xef\xbf\xbd\""},
    {"\xe2\x82x", "\"\xef\xbf\xbdx\""},
    {"\xed\xa0\x80", "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\""},
    {"\xf0\x9f\x98\x80 ok \xf0\x9f\x98", "\"\xf0\x9f\x98\x80 ok \xef\xbf\xbd\""},
    {"\xc0\xaf", "\"\xef\xbf\xbd\xef\xbf\xbd\""},
    {"\xf4\x90\x80\x80", "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\""},
    {"\xe0\x80\x80", "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\""},
    {"a\xc3", "\"a\xef\xbf\xbd\""},
    {"\x80\x80z", "\"\xef\xbf\xbd\xef\xbf\xbdz\""},
    {"\xf1\x80\x80\xe2\x82\xac", "\"\xef\xbf\xbd\xe2\x82\xac\""},
};

TEST(Utf8Replaced, ReplacesEachMaximalIllFormedPartWithOneReplacementCharacterAsPythonDoes) {
  for (const auto& [text, reference] : kReplaced)
    EXPECT_EQ(Tree(utf8_replaced(text)).dump(-1), reference) << utf8_escaped(text);
}

}  // namespace
}  // namespace cudacompat::json
