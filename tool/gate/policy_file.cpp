#include "gate/policy_file.h"

#include <fmt/format.h>

#include <toml++/toml.h>
#include <algorithm>
#include <fstream>
#include <sstream>

#include "common/text.h"

namespace cudacompat::gate {
namespace {

int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

std::string where(const std::string& file, int line) { return fmt::format("{}:{}", file, line); }

// Every code of the finding table with this name (the audit and pin --check share two names). The
// gate's own codes are not among them, nor doctor's: the policy sets the levels of the checks'
// results, and what the gate says of its inputs keeps its own.
std::vector<findings::FindingCode> codes_named(std::string_view name) {
  std::vector<findings::FindingCode> codes;
  for (const auto& info : findings::finding_table()) {
    if (info.name == name && info.reporter != findings::Reporter::kGate && info.reporter != findings::Reporter::kDoctor)
      codes.push_back(info.code);
  }
  return codes;
}

Expected<std::vector<const toml::node*>> array_items(const toml::node& node, const std::string& at,
                                                     std::string_view key) {
  const auto* array = node.as_array();
  if (!array) return Error{fmt::format("{}: `{}` must be an array, such as [\"sm_80\", \"sm_90\"]", at, key)};
  std::vector<const toml::node*> items;
  for (const auto& item : *array) items.push_back(&item);
  return items;
}

Expected<std::vector<int>> gpu_array(const toml::node& node, const std::string& at, std::string_view key) {
  auto items = array_items(node, at, key);
  if (!items) return items.error();
  std::vector<std::string> names;
  for (const auto* item : *items) {
    if (auto text = item->value<std::string>()) {
      names.push_back(*text);
    } else if (auto number = item->value<std::int64_t>()) {
      names.push_back(std::to_string(*number));
    } else {
      return Error{fmt::format("{}: `{}` lists GPUs as strings (\"sm_90\") or numbers (90)", at, key)};
    }
  }
  auto gpus = audit::parse_gpu_list(join(names, ","));
  if (!gpus) return Error{fmt::format("{}: `{}`: {}", at, key, gpus.error().message)};
  return gpus;
}

Expected<bool> boolean(const toml::node& node, const std::string& at, std::string_view key) {
  if (auto value = node.value<bool>()) return *value;
  return Error{fmt::format("{}: `{}` must be true or false", at, key)};
}

Expected<void> read_majors(const toml::node& node, const std::string& at, audit::Policy& policy) {
  auto items = array_items(node, at, "cuda-majors");
  if (!items) return items.error();
  std::vector<int> majors;
  for (const auto* item : *items) {
    auto major = item->value<std::int64_t>();
    if (!major || *major < 1) return Error{fmt::format("{}: `cuda-majors` lists CUDA majors as numbers (12, 13)", at)};
    majors.push_back(static_cast<int>(*major));
  }
  if (majors.empty()) return Error{fmt::format("{}: `cuda-majors` is empty: no artifact could pass", at)};
  std::sort(majors.begin(), majors.end());
  majors.erase(std::unique(majors.begin(), majors.end()), majors.end());
  // The audit bounds majors from below and above: a gap could not be enforced, so it is refused.
  if (majors.back() - majors.front() + 1 != static_cast<int>(majors.size())) {
    return Error{fmt::format("{}: `cuda-majors` must be consecutive majors (such as [12, 13]); {} has a gap", at,
                             fmt::join(majors, ", "))};
  }
  policy.min_cuda_major = majors.front();
  policy.max_cuda_major = majors.back();
  return {};
}

Expected<std::set<findings::FindingCode>> code_array(const toml::node& node, const std::string& at,
                                                     std::string_view key) {
  auto items = array_items(node, at, key);
  if (!items) return items.error();
  std::set<findings::FindingCode> codes;
  for (const auto* item : *items) {
    auto name = item->value<std::string>();
    auto named = name ? codes_named(*name) : std::vector<findings::FindingCode>{};
    if (named.empty()) {
      return Error{
          fmt::format("{}: `{}`: {} is not a finding code (docs/reference/findings lists them, such as "
                      "\"no-ptx\" or \"capi-lost\")",
                      at, key, name ? "'" + *name + "'" : std::string("an item that is not a string"))};
    }
    codes.insert(named.begin(), named.end());
  }
  return codes;
}

// One key of the file into the policy.
Expected<void> read_key(const std::string& key, const toml::node& node, const std::string& at, GatePolicy& policy) {
  audit::Policy& rules = policy.audit;
  if (key == "version") return {};  // checked before
  if (key == "min-driver") {
    auto text = node.value<std::string>();
    if (text) rules.min_driver = Version::parse(*text);
    if (!text || !rules.min_driver) {
      return Error{fmt::format("{}: `min-driver` must be a driver version as a string, such as \"535.54.03\"", at)};
    }
    return {};
  }
  if (key == "require-arch" || key == "require-sass") {
    auto gpus = gpu_array(node, at, key);
    if (!gpus) return gpus.error();
    (key == "require-arch" ? rules.require_arch : rules.require_sass) = *gpus;
    return {};
  }
  if (key == "require-ptx" || key == "forbid-libcuda") {
    auto value = boolean(node, at, key);
    if (!value) return value.error();
    (key == "require-ptx" ? rules.require_ptx : rules.forbid_libcuda) = *value;
    return {};
  }
  if (key == "cuda-majors") return read_majors(node, at, rules);
  auto codes = code_array(node, at, key);  // errors, warnings
  if (!codes) return codes.error();
  (key == "errors" ? policy.errors : policy.warnings) = *codes;
  return {};
}

}  // namespace

const std::vector<std::string>& policy_keys() {
  static const std::vector<std::string> keys = {"version",        "min-driver",  "require-arch",
                                                "require-sass",   "require-ptx", "cuda-majors",
                                                "forbid-libcuda", "errors",      "warnings"};
  return keys;
}

Expected<GatePolicy> parse_policy(std::string_view text, const std::string& file) {
  toml::table table;
  try {
    table = toml::parse(text, file);
  } catch (const toml::parse_error& error) {
    return Error{fmt::format("{}:{}: not a TOML file: {}", file, error.source().begin.line, error.description())};
  }
  const toml::node* version = table.get("version");
  if (!version) {
    return Error{fmt::format("{}: no `version`: a gate policy starts with `version = 1` (docs/release-gate.md)", file)};
  }
  if (version->value<std::int64_t>() != 1) {
    return Error{
        fmt::format("{}: `version` must be 1, the only version this cudacompat reads", where(file, line_of(*version)))};
  }
  GatePolicy policy;
  policy.file = file;
  for (const auto& [key, node] : table) {
    const std::string name(key.str());
    const std::string at = where(file, line_of(node));
    if (std::find(policy_keys().begin(), policy_keys().end(), name) == policy_keys().end()) {
      return Error{
          fmt::format("{}: unknown key `{}`; a version-1 gate policy knows {}", at, name, join(policy_keys(), ", "))};
    }
    if (auto read = read_key(name, node, at, policy); !read) return read.error();
  }
  for (auto code : policy.errors) {
    if (policy.warnings.contains(code)) {
      return Error{fmt::format("{}: `{}` is listed both in `errors` and in `warnings`: keep it in one", file,
                               findings::info(code).name)};
    }
    // An audit warning the policy makes an error is the audit's own rule (--fail-on), so that the
    // audit's report and the gate's agree on it.
    const auto& info = findings::info(code);
    if (info.reporter == findings::Reporter::kAudit && info.warning) policy.audit.forbid_warning_codes.push_back(code);
  }
  return policy;
}

Expected<GatePolicy> read_policy_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{fmt::format("--policy {}: cannot be read (no such file, or not readable)", path)};
  std::ostringstream text;
  text << in.rdbuf();
  return parse_policy(text.str(), path);
}

}  // namespace cudacompat::gate
