// json::Document and json::Tree (json_value.h) over Jansson, a compiled C library: its header is
// declarations only, so this file compiles in a fraction of a second where nlohmann/json's
// templates took three (the configure-time tool's build waits for it). Jansson keeps an object's
// members in insertion order, limits nesting to 2048 levels (no stack overflow on hostile input),
// and refuses strings that are not UTF-8, which Tree escapes first.
#include "common/json_value.h"

#include <jansson.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iterator>

#include "common/display_text.h"

namespace cudacompat::json {

namespace {

json_t* node(const void* pointer) { return const_cast<json_t*>(static_cast<const json_t*>(pointer)); }

// Jansson refuses a string that is not UTF-8; the bytes are kept, written \xNN (display_text.h).
json_t* new_string(std::string_view text) {
  const std::string safe = utf8_escaped(text);
  return json_stringn(safe.data(), safe.size());
}

// Each of Jansson's types: its own name, which a type error gives, and the JSON type it is, which
// type_name() gives (Jansson tells integers from reals and true from false; JSON does not).
struct JanssonType {
  json_type type;
  const char* jansson_name;
  std::string_view json_name;
};
constexpr JanssonType kJanssonTypes[] = {{JSON_OBJECT, "object", "object"}, {JSON_ARRAY, "array", "array"},
                                         {JSON_STRING, "string", "string"}, {JSON_INTEGER, "integer", "number"},
                                         {JSON_REAL, "real", "number"},     {JSON_TRUE, "true", "boolean"},
                                         {JSON_FALSE, "false", "boolean"},  {JSON_NULL, "null", "null"}};

// The entry of `value`'s type; JSON_NULL's for no value at all.
const JanssonType& jansson_type_of(const json_t* value) {
  for (const auto& entry : kJanssonTypes)
    if (value && entry.type == json_typeof(value)) return entry;
  return kJanssonTypes[std::size(kJanssonTypes) - 1];
}

[[noreturn]] void type_error(const char* wanted, const json_t* value) {
  throw TypeError(std::string("a JSON ") + wanted + " was read from a " + jansson_type_of(value).jansson_name);
}

// Jansson writes a control character as \u001B; Python's json module, and every report this tool
// wrote before it had one JSON library, as \u001b. Outside strings JSON text has no backslash, and
// inside one a backslash always starts an escape, so each \u found by skipping escapes is one.
void lowercase_unicode_escapes(std::string& text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != '\\') continue;
    if (text[i + 1] == 'u')
      for (std::size_t k = i + 2; k < i + 6 && k < text.size(); ++k)
        text[k] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[k])));
    ++i;  // the escaped character, which may itself be a backslash
  }
}

}  // namespace

bool Value::is_null() const { return json_is_null(node(node_)); }
bool Value::is_object() const { return json_is_object(node(node_)); }
bool Value::is_array() const { return json_is_array(node(node_)); }
bool Value::is_string() const { return json_is_string(node(node_)); }
bool Value::is_integer() const { return json_is_integer(node(node_)); }
bool Value::is_boolean() const { return json_is_boolean(node(node_)); }

std::string_view Value::type_name() const { return jansson_type_of(node(node_)).json_name; }

std::optional<Value> Value::find(std::string_view key) const {
  json_t* object = node(node_);
  if (!json_is_object(object)) return std::nullopt;
  json_t* found = json_object_get(object, std::string(key).c_str());
  if (!found) return std::nullopt;
  return Value(found);
}

std::vector<std::pair<std::string, Value>> Value::members() const {
  std::vector<std::pair<std::string, Value>> result;
  json_t* object = node(node_);
  if (!json_is_object(object)) return result;
  result.reserve(json_object_size(object));
  for (void* it = json_object_iter(object); it; it = json_object_iter_next(object, it))
    result.emplace_back(json_object_iter_key(it), Value(json_object_iter_value(it)));
  std::sort(result.begin(), result.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return result;
}

std::vector<Value> Value::items() const {
  std::vector<Value> result;
  json_t* array = node(node_);
  if (!json_is_array(array)) return result;
  result.reserve(json_array_size(array));
  for (std::size_t i = 0; i < json_array_size(array); ++i) result.push_back(Value(json_array_get(array, i)));
  return result;
}

Value Value::at(std::string_view key) const {
  json_t* object = node(node_);
  if (!json_is_object(object)) type_error("object", object);
  json_t* found = json_object_get(object, std::string(key).c_str());
  if (!found) throw TypeError("a JSON object has no member \"" + utf8_escaped(key) + "\"");
  return Value(found);
}

Value Value::item(std::size_t index) const {
  json_t* array = node(node_);
  if (!json_is_array(array)) type_error("array", array);
  if (index >= json_array_size(array))
    throw TypeError("item " + std::to_string(index) + " was read from a JSON array of " +
                    std::to_string(json_array_size(array)));
  return Value(json_array_get(array, index));
}

std::size_t Value::size() const {
  json_t* value = node(node_);
  if (json_is_array(value)) return json_array_size(value);
  if (json_is_object(value)) return json_object_size(value);
  return 0;
}

std::string Value::text() const {
  json_t* value = node(node_);
  if (!json_is_string(value)) type_error("string", value);
  return std::string(json_string_value(value), json_string_length(value));
}

std::optional<long long> Value::integer() const {
  json_t* value = node(node_);
  if (!json_is_integer(value)) type_error("integer", value);
  return static_cast<long long>(json_integer_value(value));
}

bool Value::boolean() const {
  json_t* value = node(node_);
  if (!json_is_boolean(value)) type_error("boolean", value);
  return json_is_true(value);
}

std::optional<double> Value::number() const {
  json_t* value = node(node_);
  if (!json_is_number(value)) return std::nullopt;
  return json_number_value(value);
}

struct Document::Tree {
  json_t* root = nullptr;
  ~Tree() { json_decref(root); }
};

Document::Document(std::unique_ptr<Tree> tree) : tree_(std::move(tree)) {}
Document::Document(Document&&) noexcept = default;
Document& Document::operator=(Document&&) noexcept = default;
Document::~Document() = default;

Expected<Document> Document::parse(std::string_view text) {
  json_error_t error;
  // Any value at the top, as the JSON standard allows; "\u0000" inside a string is kept, not refused.
  json_t* root = json_loadb(text.data(), text.size(), JSON_DECODE_ANY | JSON_ALLOW_NUL, &error);
  if (!root)
    return Error{"line " + std::to_string(error.line) + ", column " + std::to_string(error.column) + ": " + error.text};
  auto tree = std::make_unique<Tree>();
  tree->root = root;
  return Document(std::move(tree));
}

Value Document::root() const { return Value(tree_->root); }

// A Tree owns one reference to its json_t; copies are deep, so that changing one never changes another.
struct Tree::Node {
  json_t* value;
  explicit Node(json_t* owned) : value(owned ? owned : json_null()) {}
  ~Node() { json_decref(value); }
};

Tree::Tree() : node_(std::make_unique<Node>(json_null())) {}
Tree::Tree(bool value) : node_(std::make_unique<Node>(json_boolean(value))) {}
Tree::Tree(double value) : node_(std::make_unique<Node>(json_real(value))) {}
Tree::Tree(std::string text) : node_(std::make_unique<Node>(new_string(text))) {}
Tree::Tree(IntegerTag, long long value) : node_(std::make_unique<Node>(json_integer(value))) {}
Tree::Tree(std::initializer_list<std::pair<std::string_view, Tree>> members) : Tree(object()) {
  for (const auto& [key, value] : members) set(key, value);
}

Tree::Tree(const Value& value) : node_(std::make_unique<Node>(json_deep_copy(node(value.node_)))) {}

Tree Tree::object() {
  Tree tree;
  tree.node_ = std::make_unique<Node>(json_object());
  return tree;
}

Tree Tree::array() {
  Tree tree;
  tree.node_ = std::make_unique<Node>(json_array());
  return tree;
}

Tree& Tree::set(std::string_view key, Tree value) {
  if (json_is_null(node_->value)) *this = object();
  // Jansson replaces a member of the same key where it stands, as an ordered JSON object should. Its
  // keys are C strings: valid UTF-8 (escaped as values are), cut at a NUL byte, which no key we write has.
  json_object_set(node_->value, utf8_escaped(key).c_str(), value.node_->value);
  return *this;
}

Tree& Tree::push(Tree value) {
  if (json_is_null(node_->value)) *this = array();
  json_array_append(node_->value, value.node_->value);
  return *this;
}

std::string Tree::dump(int indent, KeyOrder order) const {
  // Reals as %.15g: "0.25" and "0.1", not 0.10000000000000001.
  const std::size_t flags = JSON_ENCODE_ANY | JSON_REAL_PRECISION(15) |
                            (indent < 0 ? JSON_COMPACT : static_cast<std::size_t>(JSON_INDENT(indent))) |
                            (order == KeyOrder::kSorted ? JSON_SORT_KEYS : 0);
  char* text = json_dumps(node_->value, flags);
  if (!text) return "null";  // only when memory runs out
  std::string result(text);
  std::free(text);
  lowercase_unicode_escapes(result);
  return result;
}

Tree::Tree(const Tree& other) : node_(std::make_unique<Node>(json_deep_copy(other.node_->value))) {}
Tree::Tree(Tree&& other) noexcept = default;
Tree& Tree::operator=(Tree other) noexcept {
  node_ = std::move(other.node_);
  return *this;
}
Tree::~Tree() = default;

}  // namespace cudacompat::json
