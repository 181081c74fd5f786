// The one file that compiles nlohmann/json for json::Document and json::Tree (json_value.h).
#include "common/json_value.h"

#include <limits>
#include <nlohmann/json.hpp>

#include "common/json_text.h"

namespace cudacompat::json {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

const json& node(const void* pointer) { return *static_cast<const json*>(pointer); }

}  // namespace

bool Value::is_null() const { return node(node_).is_null(); }
bool Value::is_object() const { return node(node_).is_object(); }
bool Value::is_array() const { return node(node_).is_array(); }
bool Value::is_string() const { return node(node_).is_string(); }
bool Value::is_integer() const { return node(node_).is_number_integer(); }
bool Value::is_boolean() const { return node(node_).is_boolean(); }

std::optional<Value> Value::find(std::string_view key) const {
  const json& object = node(node_);
  if (!object.is_object()) return std::nullopt;
  auto found = object.find(key);
  if (found == object.end()) return std::nullopt;
  return Value(&*found);
}

std::vector<std::pair<std::string, Value>> Value::members() const {
  std::vector<std::pair<std::string, Value>> result;
  const json& object = node(node_);
  if (!object.is_object()) return result;
  result.reserve(object.size());
  for (auto it = object.begin(); it != object.end(); ++it) result.emplace_back(it.key(), Value(&it.value()));
  return result;
}

std::vector<Value> Value::items() const {
  std::vector<Value> result;
  const json& array = node(node_);
  if (!array.is_array()) return result;
  result.reserve(array.size());
  for (const json& item : array) result.push_back(Value(&item));
  return result;
}

std::size_t Value::size() const {
  const json& value = node(node_);
  return value.is_array() || value.is_object() ? value.size() : 0;
}

const std::string& Value::text() const {
  const json& value = node(node_);
  if (!value.is_string()) throw TypeError(std::string("a JSON string was read from a ") + value.type_name());
  return value.get_ref<const std::string&>();
}

std::optional<long long> Value::integer() const {
  const json& value = node(node_);
  if (value.is_number_unsigned()) {
    auto number = value.get<json::number_unsigned_t>();
    if (number > static_cast<json::number_unsigned_t>(std::numeric_limits<long long>::max())) return std::nullopt;
    return static_cast<long long>(number);
  }
  if (!value.is_number_integer()) throw TypeError(std::string("a JSON integer was read from a ") + value.type_name());
  return static_cast<long long>(value.get<json::number_integer_t>());
}

bool Value::boolean() const {
  const json& value = node(node_);
  if (!value.is_boolean()) throw TypeError(std::string("a JSON boolean was read from a ") + value.type_name());
  return value.get<bool>();
}

struct Document::Tree {
  json root;
};

Document::Document(std::unique_ptr<Tree> tree) : tree_(std::move(tree)) {}
Document::Document(Document&&) noexcept = default;
Document& Document::operator=(Document&&) noexcept = default;
Document::~Document() = default;

Expected<Document> Document::parse(std::string_view text) {
  auto tree = std::make_unique<Tree>();
  try {
    tree->root = json::parse(text);
  } catch (const json::exception& e) {
    return Error{e.what()};
  }
  return Document(std::move(tree));
}

Value Document::root() const { return Value(&tree_->root); }

struct Tree::Node {
  ordered_json value;
};

Tree::Tree() : node_(std::make_unique<Node>()) {}
Tree::Tree(bool value) : node_(std::make_unique<Node>(Node{value})) {}
Tree::Tree(double value) : node_(std::make_unique<Node>(Node{value})) {}
Tree::Tree(std::string text) : node_(std::make_unique<Node>(Node{std::move(text)})) {}
Tree::Tree(const std::vector<std::string>& texts) : node_(std::make_unique<Node>(Node{texts})) {}
Tree::Tree(IntegerTag, long long value) : node_(std::make_unique<Node>(Node{value})) {}
Tree::Tree(std::initializer_list<std::pair<std::string_view, Tree>> members) : Tree(object()) {
  for (const auto& [key, value] : members) set(key, value);
}

Tree Tree::object() {
  Tree tree;
  tree.node_->value = ordered_json::object();
  return tree;
}

Tree Tree::array() {
  Tree tree;
  tree.node_->value = ordered_json::array();
  return tree;
}

Tree& Tree::set(std::string_view key, Tree value) {
  node_->value[std::string(key)] = std::move(value.node_->value);
  return *this;
}

Tree& Tree::push(Tree value) {
  node_->value.push_back(std::move(value.node_->value));
  return *this;
}

std::string Tree::dump(int indent) const {
  // utf8_safe() makes every string valid UTF-8; the error handler is a second guard, never a throw.
  return utf8_safe(node_->value).dump(indent, ' ', false, ordered_json::error_handler_t::replace);
}

Tree::Tree(const Tree& other) : node_(std::make_unique<Node>(*other.node_)) {}
Tree::Tree(Tree&& other) noexcept = default;
Tree& Tree::operator=(Tree other) noexcept {
  node_ = std::move(other.node_);
  return *this;
}
Tree::~Tree() = default;

}  // namespace cudacompat::json
