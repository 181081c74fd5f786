#include "pin/yaml_input.h"

#include <algorithm>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include "common/enum_names.h"
#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"

namespace cudacompat::pins::detail {

namespace {

// Aborts the counting parse once the budget is spent: nothing after that point is needed.
struct BudgetSpent {
  YAML::Mark mark;
};

// How many nodes a walk of the first document visits, counted from the parser's events without
// building the document: an alias (*name) counts the whole of what its anchor (&name) holds, as a
// walk of YAML::Load's tree would visit it again. yaml-cpp's tree shares an aliased node, so a
// few hundred bytes of nested aliases load in little memory, and every walk of them is
// exponential ("billion laughs"): 429 bytes were 5.3 GB and 27 s before this count.
class ExpansionCounter : public YAML::EventHandler {
 public:
  explicit ExpansionCounter(std::size_t budget) : budget_(budget) {}

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { leaf(mark, anchor); }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string&) override {
    leaf(mark, anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    add(mark, anchor < sizes_.size() ? sizes_[anchor] : 1);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, anchor);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, anchor);
  }
  void OnMapEnd() override { close(); }

 private:
  struct Open {
    YAML::anchor_t anchor;
    std::size_t size;  // nodes a walk visits in this collection so far, itself included
  };

  // Every count stays at most budget_ + 1: nothing overflows, and the first excess stops the parse.
  void count(const YAML::Mark& mark, std::size_t nodes) {
    total_ += std::min(nodes, budget_ + 1);
    if (total_ > budget_) throw BudgetSpent{mark};
  }
  void add_to_parent(std::size_t nodes) {
    if (!open_.empty()) open_.back().size = std::min(open_.back().size + nodes, budget_ + 1);
  }
  void add(const YAML::Mark& mark, std::size_t nodes) {
    count(mark, nodes);
    add_to_parent(nodes);
  }
  void remember(YAML::anchor_t anchor, std::size_t size) {
    if (anchor == YAML::NullAnchor) return;
    if (sizes_.size() <= anchor) sizes_.resize(anchor + 1, 1);
    sizes_[anchor] = size;
  }
  void leaf(const YAML::Mark& mark, YAML::anchor_t anchor) {
    remember(anchor, 1);
    add(mark, 1);
  }
  void open(const YAML::Mark& mark, YAML::anchor_t anchor) {
    count(mark, 1);
    open_.push_back({anchor, 1});
  }
  void close() {
    if (open_.empty()) return;
    const Open done = open_.back();
    open_.pop_back();
    remember(done.anchor, done.size);
    add_to_parent(done.size);  // total_ counted each of its nodes as it came
  }

  std::size_t budget_;
  std::size_t total_ = 0;
  std::vector<Open> open_;
  std::vector<std::size_t> sizes_;  // by anchor: nodes a walk visits through an alias of it
};

}  // namespace

Expected<YAML::Node> parse_yaml(const std::string& text, const std::string& file) {
  try {
    std::istringstream stream(text);
    YAML::Parser parser(stream);
    ExpansionCounter counter(kMaxYamlNodes);
    parser.HandleNextDocument(counter);
  } catch (const BudgetSpent& spent) {
    return line_error(file, spent.mark.line + 1,
                      fmt::format("the YAML holds more than {} nodes, counting each alias (*name) as the nodes it "
                                  "names: a dependency file holds a few hundred, and aliases nested to multiply a "
                                  "document are refused; write the lists out",
                                  kMaxYamlNodes));
  } catch (const YAML::Exception& error) {
    return yaml_error(file, error);
  } catch (const std::exception& error) {
    return error_in(file, fmt::format("cannot parse as YAML: {}", error.what()));
  }
  try {
    return YAML::Load(text);
  } catch (const YAML::Exception& error) {
    return yaml_error(file, error);
  } catch (const std::exception& error) {  // bad_alloc on a huge document: a value, not a crash
    return error_in(file, fmt::format("cannot parse as YAML: {}", error.what()));
  }
}

Error yaml_error(const std::string& file, const YAML::Exception& error) {
  // yaml-cpp's parser stops at 500 nested collections with the message of an unreadable file
  // (DepthGuard<500> in singledocparser.cpp): say what it means.
  const std::string what =
      error.msg == YAML::ErrorMsg::BAD_FILE
          ? "collections nested more than 500 deep (yaml-cpp's limit): a dependency file nests a few"
          : error.msg;
  if (error.mark.is_null()) return error_in(file, fmt::format("malformed YAML: {}", what));
  return line_error(file, error.mark.line + 1,
                    fmt::format("malformed YAML at column {}: {}", error.mark.column + 1, what));
}

Expected<YAML::Node> read_yaml(const std::string& path) {
  auto text = read_input(path);
  if (!text) return text.error();
  return parse_yaml(*text, path);
}

std::optional<YAML::Node> child(const YAML::Node& map, std::string_view key) {
  if (!map.IsDefined() || !map.IsMap()) return std::nullopt;
  const YAML::Node value = map[std::string(key)];
  if (!value.IsDefined()) return std::nullopt;
  return value;
}

int line_of(const YAML::Node& node) {
  const int line = node.Mark().line;
  return line >= 0 ? line + 1 : 0;
}

constexpr EnumName<YAML::NodeType::value> kYamlTypeNames[] = {{YAML::NodeType::Sequence, "a list"},
                                                              {YAML::NodeType::Map, "a map"},
                                                              {YAML::NodeType::Scalar, "a string"},
                                                              {YAML::NodeType::Null, "nothing"},
                                                              {YAML::NodeType::Undefined, "nothing"}};

std::string_view yaml_type_name(const YAML::Node& node) { return name_of(kYamlTypeNames, node.Type()); }

Diagnostic wrong_type(std::string_view file, const YAML::Node& node, std::string_view expected) {
  return line_diagnostic(codes::kEntryWrongType, file, line_of(node),
                         fmt::format("expected {}, found {}", expected, yaml_type_name(node)));
}

}  // namespace cudacompat::pins::detail
