// JSON in and out through one compiled file. The configure-time tool (a consumer's first configure
// waits for its build) reads the knowledge base, the probe's caches and version.json, and writes
// the probe report, through these two small classes; only json_value.cpp knows the library behind
// them (Jansson, a C library whose header costs nothing to compile, where nlohmann/json's templates
// were two thirds of that build).
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

  // Objects. Absent for a value that is no object.
  std::optional<Value> find(std::string_view key) const;
  bool contains(std::string_view key) const { return find(key).has_value(); }
  // Members in key order (a JSON object's order carries no meaning; this one is stable).
  std::vector<std::pair<std::string, Value>> members() const;

  // Arrays: the items; none for a value that is no array.
  std::vector<Value> items() const;
  std::size_t size() const;  // items of an array, members of an object, else 0

  // Scalars; TypeError unless is_string() / is_integer() / is_boolean().
  std::string text() const;
  // Absent when the integer does not fit in a long long (the parser refuses one that does not).
  std::optional<long long> integer() const;
  bool boolean() const;

 private:
  friend class Document;
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
  Tree(const std::vector<std::string>& texts);
  template <class Integer, std::enable_if_t<std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>, int> = 0>
  Tree(Integer value) : Tree(IntegerTag{}, static_cast<long long>(value)) {}
  template <class T>
  Tree(const std::optional<T>& value) : Tree(value ? Tree(*value) : Tree()) {}
  // {{"key", value}, ...}: an object with these members in this order.
  Tree(std::initializer_list<std::pair<std::string_view, Tree>> members);

  static Tree object();
  static Tree array();

  // An object's member, replacing one of the same key; a null Tree becomes an object first.
  Tree& set(std::string_view key, Tree value);
  // An array's next item; a null Tree becomes an array first.
  Tree& push(Tree value);

  // The text, indented by `indent` spaces per level. Strings and keys that are not UTF-8 are
  // written with their bytes as \xNN (common/display_text.h), so this never throws.
  std::string dump(int indent) const;

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
