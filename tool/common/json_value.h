// JSON in and out through one compiled file, for the whole tool: the knowledge base, the probe's
// caches and report, every command's --json and SARIF, conda's index.json. Only json_value.cpp
// knows the library behind these small classes (Jansson, a C library whose header costs nothing to
// compile, where nlohmann/json's templates were two thirds of the configure-time tool's build).
//
//   json::Document  a parsed document, read through json::Value views into it;
//   json::Tree      an ordered document being built, written out as text.
//
// Reads check the type first and never throw on a document's content: a wrong type is the caller's
// error to report ("expected a string"). Value's scalar accessors throw json::TypeError only when
// called without that check, a bug in the caller, never a crash.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/expected.h"

namespace cudacompat::json {

struct TypeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A view of one value in a Document; valid while the Document lives.
class Value {
 public:
  bool is_null() const;
  bool is_object() const;
  bool is_array() const;
  bool is_string() const;
  bool is_integer() const;  // a JSON number without fraction or exponent
  bool is_boolean() const;
  // "object", "array", "string", "number", "boolean" or "null": for a message that says what was
  // found where something else was needed.
  std::string_view type_name() const;

  // Objects. Absent for a value that is no object.
  std::optional<Value> find(std::string_view key) const;
  bool contains(std::string_view key) const { return find(key).has_value(); }
  // Members in key order (a JSON object's order carries no meaning; this one is stable).
  std::vector<std::pair<std::string, Value>> members() const;

  // Arrays: the items; none for a value that is no array.
  std::vector<Value> items() const;

  // For a reader that knows the document's shape (a test of a report this tool wrote): the member
  // or the item, and TypeError naming the key or index when there is none, as the scalar accessors
  // do for a wrong type. A reader of input it did not write uses find() and items() instead.
  Value at(std::string_view key) const;
  Value item(std::size_t index) const;
  std::size_t size() const;  // items of an array, members of an object, else 0

  // Scalars; TypeError unless is_string() / is_integer() / is_boolean().
  std::string text() const;
  // Absent when the integer does not fit in a long long (the parser refuses one that does not).
  std::optional<long long> integer() const;
  bool boolean() const;
  // Any JSON number, integer or not, as a double; absent for a value that is no number.
  std::optional<double> number() const;

 private:
  friend class Document;
  friend class Tree;
  explicit Value(const void* node) : node_(node) {}
  const void* node_;
};

class Document {
 public:
  // The parser's message (line and column) when `text` is not JSON.
  static Expected<Document> parse(std::string_view text);
  Value root() const;

  Document(Document&&) noexcept;
  Document& operator=(Document&&) noexcept;
  ~Document();

 private:
  struct Tree;
  explicit Document(std::unique_ptr<Tree> tree);
  std::unique_ptr<Tree> tree_;
};

// A JSON value under construction; objects keep their members in the order they were set.
class Tree {
 public:
  Tree();  // null
  Tree(std::nullptr_t) : Tree() {}
  Tree(bool value);
  Tree(double value);
  Tree(const char* text) : Tree(std::string(text)) {}
  Tree(std::string text);
  Tree(std::string_view text) : Tree(std::string(text)) {}
  // An array of these items.
  template <class T>
  Tree(const std::vector<T>& items) : Tree(array()) {
    for (const auto& item : items) push(Tree(item));
  }
  template <class Integer, std::enable_if_t<std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>, int> = 0>
  Tree(Integer value) : Tree(IntegerTag{}, static_cast<long long>(value)) {}
  template <class T>
  Tree(const std::optional<T>& value) : Tree(value ? Tree(*value) : Tree()) {}
  // {{"key", value}, ...}: an object with these members in this order.
  Tree(std::initializer_list<std::pair<std::string_view, Tree>> members);
  // A copy of a value read from a Document (a report that passes on what another program wrote).
  explicit Tree(const Value& value);

  static Tree object();
  static Tree array();

  // An object's member, replacing one of the same key; a null Tree becomes an object first.
  Tree& set(std::string_view key, Tree value);
  // An array's next item; a null Tree becomes an array first.
  Tree& push(Tree value);

  // How dump() orders an object's members: as they were set, or by key (bytewise), which some
  // reports have always been written in and keep.
  enum class KeyOrder { kAsSet, kSorted };

  // The text, indented by `indent` spaces per level (-1: on one line, no spaces). Strings and keys
  // that are not UTF-8 are written with their bytes as \xNN (common/display_text.h), so this never
  // throws. Control characters are \b \f \n \r \t or \u00xx in lowercase hex, as Python's json
  // module writes them; reals as the shortest of %.15g ("0.25", "1.0").
  std::string dump(int indent, KeyOrder order = KeyOrder::kAsSet) const;

  Tree(const Tree& other);
  Tree(Tree&& other) noexcept;
  Tree& operator=(Tree other) noexcept;
  ~Tree();

 private:
  struct IntegerTag {};
  Tree(IntegerTag, long long value);
  struct Node;
  std::unique_ptr<Node> node_;
};

}  // namespace cudacompat::json
