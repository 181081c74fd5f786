#include "variant/variant_json.h"

#include <algorithm>
#include <regex>
#include <set>

#include "common/json_value.h"
#include "common/text.h"

namespace cudacompat::variant {
namespace {

// The plugin NVIDIA's own indexes name for the namespace (wheelnext/nvidia-variant-provider).
json::Tree providers() {
  json::Tree nvidia = {{"plugin-api", "nvidia_variant_provider.plugin:NvidiaVariantPlugin"},
                       {"requires", std::vector<std::string>{"nvidia-variant-provider>=0.0.1,<1.0.0"}}};
  json::Tree tree = json::Tree::object();
  tree.set(kNamespace, std::move(nvidia));
  return tree;
}

json::Tree properties_tree(const FeatureValues& properties) {
  json::Tree tree = json::Tree::object();
  if (properties.empty()) return tree;
  json::Tree features = json::Tree::object();
  for (const auto& [feature, values] : properties) {
    std::vector<std::string> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    features.set(feature, json::Tree(sorted));
  }
  tree.set(kNamespace, std::move(features));
  return tree;
}

std::string document(const json::Tree& variants) {
  json::Tree root = {{"$schema", kSchemaUrl},
                     {"default-priorities", json::Tree{{"namespace", std::vector<std::string>{kNamespace}}}},
                     {"providers", providers()},
                     {"variants", variants}};
  return root.dump(2) + "\n";
}

Expected<FeatureValues> read_properties(const json::Value& value, const std::string& where, const std::string& label) {
  if (!value.is_object()) return Error{where + ": variants." + label + " is not an object of namespaces"};
  FeatureValues properties;
  for (const auto& [name, features] : value.members()) {
    if (name != kNamespace) {
      return Error{where + ": variants." + label + " names the namespace `" + name + "`; cudacompat knows only `" +
                   kNamespace + "` (NVIDIA's provider): check that file with variantlib instead"};
    }
    if (!features.is_object())
      return Error{where + ": variants." + label + "." + name + " is not an object of features"};
    for (const auto& [feature, values] : features.members()) {
      std::vector<std::string> texts;
      if (values.is_array()) {
        for (const auto& item : values.items()) {
          if (!item.is_string()) break;
          texts.push_back(item.text());
        }
      }
      if (!values.is_array() || texts.size() != values.size() || texts.empty()) {
        return Error{where + ": variants." + label + "." + name + "." + feature +
                     " is not a non-empty list of strings: PEP 825 gives each feature a list of values"};
      }
      std::sort(texts.begin(), texts.end());
      properties[feature] = texts;
    }
  }
  return properties;
}

}  // namespace

std::optional<int> tied_cuda_major(const FeatureValues& properties) {
  auto major_minor = [](const std::string& value) -> std::optional<std::pair<int, int>> {
    const auto dot = value.find('.');
    try {
      const int major = std::stoi(value.substr(0, dot));
      const int minor = dot == std::string::npos ? 0 : std::stoi(value.substr(dot + 1));
      return std::make_pair(major, minor);
    } catch (const std::exception&) {
      return std::nullopt;
    }
  };
  if (auto upper = properties.find(kUpperBound); upper != properties.end() && !upper->second.empty()) {
    if (auto bound = major_minor(upper->second.front())) return bound->second == 0 ? bound->first - 1 : bound->first;
  }
  if (auto lower = properties.find(kLowerBound); lower != properties.end() && !lower->second.empty()) {
    if (auto bound = major_minor(lower->second.front())) return bound->first;
  }
  return std::nullopt;
}

FeatureValues feature_values(const WheelVariant& variant) {
  FeatureValues properties;
  for (const auto& property : variant.properties) properties[property.feature].push_back(property.value);
  for (auto& [feature, values] : properties) std::sort(values.begin(), values.end());
  return properties;
}

Expected<void> check_label(const std::string& label) {
  static const std::regex allowed("[0-9a-z._]{1,16}");
  if (!std::regex_match(label, allowed)) {
    return Error{"variant label `" + label + "` is not 1 to 16 characters of 0-9, a-z, `.` and `_` (PEP 825)"};
  }
  return {};
}

Expected<std::string> variant_json_text(const std::string& label, const FeatureValues& properties) {
  if (auto checked = check_label(label); !checked) return checked.error();
  if (label == kNullLabel && !properties.empty()) {
    return Error{"the null variant has no properties, and this wheel has some: give it another label"};
  }
  json::Tree variants = json::Tree::object();
  variants.set(label, properties_tree(properties));
  return document(variants);
}

Expected<std::vector<DeclaredVariant>> read_variants_json(std::string_view text, const std::string& where) {
  auto parsed = json::Document::parse(text);
  if (!parsed) return Error{where + ": not JSON: " + parsed.error().message};
  auto root = parsed->root();
  if (!root.is_object()) return Error{where + ": not a JSON object: PEP 825 files are objects"};
  auto schema = root.find("$schema");
  if (!schema || !schema->is_string()) return Error{where + ": no `$schema`: PEP 825 files name their schema"};
  if (schema->text() != kSchemaUrl && schema->text() != kVariantlibSchemaUrl) {
    return Error{where + ": unknown `$schema` " + schema->text() + "; cudacompat reads " + kSchemaUrl + " and " +
                 kVariantlibSchemaUrl + ": write it with one of those"};
  }
  auto variants = root.find("variants");
  if (!variants || !variants->is_object()) return Error{where + ": no `variants` object: PEP 825 requires one"};
  std::vector<DeclaredVariant> declared;
  for (const auto& [label, value] : variants->members()) {
    if (auto checked = check_label(label); !checked) return Error{where + ": " + checked.error().message};
    auto properties = read_properties(value, where, label);
    if (!properties) return properties.error();
    declared.push_back({label, *properties});
  }
  return declared;
}

Expected<std::string> index_json_text(const std::vector<DeclaredVariant>& variants) {
  std::map<std::string, FeatureValues> by_label;
  std::map<FeatureValues, std::string> by_properties;
  for (const auto& variant : variants) {
    auto [known, inserted] = by_label.emplace(variant.label, variant.properties);
    if (!inserted && known->second != variant.properties) {
      return Error{"two wheels label different properties `" + variant.label + "`: a label names one variant"};
    }
    auto [same, added] = by_properties.emplace(variant.properties, variant.label);
    if (!added && same->second != variant.label) {
      return Error{"labels `" + same->second + "` and `" + variant.label +
                   "` have the same properties: an installer could not tell them apart"};
    }
  }
  json::Tree tree = json::Tree::object();
  for (const auto& [label, properties] : by_label) tree.set(label, properties_tree(properties));
  return document(tree);
}

}  // namespace cudacompat::variant
