// pyproject.toml: the PEP 508 strings of PEP 621 ([project]), PEP 518 ([build-system]), PEP 735
// ([dependency-groups]), rapids-build-backend ([tool.rapids-build-backend] requires) and uv's
// [tool.uv] override-dependencies and dependency-metadata.
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/recipe_conditions.h"
#include "pin/toml_input.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins {
namespace {

using detail::line_diagnostic;
using detail::line_of;

// Each string of the array at `node` as one requirement of `section`. A dependency group's
// {include-group = "..."} tables name other groups, not packages: they give no entry, and are kept
// in DeclaredFile::group_includes (what installing the group installs too).
void read_requirement_array(DeclaredFile& out, const toml::node& node, const std::string& section,
                            bool include_groups_allowed = false) {
  const toml::array* array = node.as_array();
  if (!array) {
    out.errors.push_back(line_diagnostic(codes::kEntryWrongType, out.file, line_of(node),
                                         fmt::format("expected an array of PEP 508 strings in {}, "
                                                     "found {}",
                                                     section, detail::toml_type_name(node))));
    return;
  }
  for (const toml::node& item : *array) {
    if (const auto* text = item.as_string()) {
      Declared where = detail::entry_at(out.file, line_of(item), SourceKind::kPyproject, section, text->get());
      detail::add_python_requirement(out, text->get(), std::move(where));
    } else if (include_groups_allowed && item.is_table() && item.as_table()->contains("include-group")) {
      if (const auto* included = item.as_table()->get("include-group"); included && included->is_string())
        out.group_includes[section.substr(section.find('.') + 1)].push_back(included->as_string()->get());
    } else {
      out.errors.push_back(line_diagnostic(
          codes::kEntryWrongType, out.file, line_of(item),
          fmt::format("expected a PEP 508 string in {}, found {}", section, detail::toml_type_name(item))));
    }
  }
}

// A table of arrays: [project.optional-dependencies] and [dependency-groups].
void read_named_arrays(DeclaredFile& out, const toml::node& node, const std::string& section,
                       bool include_groups_allowed) {
  const toml::table* table = node.as_table();
  if (!table) {
    out.errors.push_back(
        line_diagnostic(codes::kEntryWrongType, out.file, line_of(node),
                        fmt::format("expected a table in {}, found {}", section, detail::toml_type_name(node))));
    return;
  }
  for (const auto& [key, value] : detail::in_file_order(*table))
    read_requirement_array(out, *value, fmt::format("{}.{}", section, key->str()), include_groups_allowed);
}

// An extra that names the project itself (unsloth's colab = ["unsloth[cu121onlytorch211]", ...])
// installs those extras with it: kept in group_includes as PEP 735's include-group is.
void read_self_references(DeclaredFile& out, const toml::table& root) {
  const toml::node* name = root.at_path("project.name").node();
  if (!name || !name->is_string()) return;
  const std::string project = requirements::normalize_python_name(name->as_string()->get());
  constexpr std::string_view kExtras = "project.optional-dependencies.";
  for (const Declared& entry : out.entries)
    if (entry.name == project && entry.section.starts_with(kExtras))
      for (const auto& extra : entry.extras) out.group_includes[entry.section.substr(kExtras.size())].push_back(extra);
  // The self-reference is no package to judge: what it brings is judged where it is written.
  std::erase_if(out.entries, [&](const Declared& entry) { return entry.name == project; });
}

// uv's [[tool.uv.dependency-metadata]] gives a package's requirements in place of those it publishes
// (prime-rl: modelexpress 0.3.0 with `nixl[cu12]`): where that package is a requirement of the file, uv
// installs what `requires-dist` lists with it, so those are requirements of the file too.
void read_uv_dependency_metadata(DeclaredFile& out, const toml::table& root) {
  const toml::array* tables = root.at_path("tool.uv.dependency-metadata").as_array();
  if (!tables) return;
  std::set<std::string> required;
  for (const Declared& entry : out.entries) required.insert(entry.name);
  for (const toml::node& node : *tables) {
    const toml::table* table = node.as_table();
    if (!table) continue;
    const auto* name = table->get_as<std::string>("name");
    const toml::node* requires_dist = table->get("requires-dist");
    if (!name || !requires_dist || !required.contains(requirements::normalize_python_name(name->get()))) continue;
    read_requirement_array(out, *requires_dist, "tool.uv.dependency-metadata");
  }
}

// The `[[tool.uv.index]]` entries with a URL, in the file's order (uv's order of priority).
struct UvIndex {
  std::string name;  // "" where the entry has none
  std::string url;
  bool is_explicit = false;  // serves only the sources that name it
};
std::vector<UvIndex> uv_indexes(const toml::table& root) {
  std::vector<UvIndex> found;
  if (const toml::array* indexes = root.at_path("tool.uv.index").as_array())
    for (const toml::node& index : *indexes)
      if (const toml::table* table = index.as_table())
        if (const auto* url = table->get_as<std::string>("url")) {
          const auto* name = table->get_as<std::string>("name");
          const auto* is_explicit = table->get_as<bool>("explicit");
          found.push_back({name ? name->get() : "", url->get(), is_explicit && is_explicit->get()});
        }
  return found;
}

// The extra a source's marker requires: `extra == 'cu13'` alone (QuACK, heldout12), or in a conjunction of extra
// comparisons (SkyRL's `extra == 'sglang' and extra != 'vllm'`, heldout13). uv applies such a source only where
// that extra is installed, as it does `extra = "cu13"`. "" for any other marker (`or`, parentheses, two extras
// required, other variables), judged on linux by marker_applies_on_linux above.
std::string extra_of_marker(const toml::value<std::string>* marker) {
  if (!marker) return "";
  const std::string& text = marker->get();
  if (text.find_first_of("()") != std::string::npos || std::regex_search(text, std::regex(R"(\bor\b)"))) return "";
  static const std::regex kExtraComparison(R"(^\s*extra\s*(==|!=)\s*(['"])([A-Za-z0-9._-]+)\2\s*$)");
  std::string required;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t next = text.find(" and ", start);
    const std::string conjunct = text.substr(start, next == std::string::npos ? std::string::npos : next - start);
    std::smatch match;
    if (!std::regex_match(conjunct, match, kExtraComparison)) return "";
    if (match[1] == "==") {
      if (!required.empty()) return "";  // two extras required at once: not a scope this model has
      required = match[3].str();
    }
    if (next == std::string::npos) break;
    start = next + 5;
  }
  return required;
}

// One source of [tool.uv.sources] (a table), as uv takes it on linux x86_64; none where its
// marker does not hold there, or where it names neither a known index nor a URL.
struct UvSource {
  std::string index_url;   // from an index of [[tool.uv.index]]
  std::string direct_url;  // from `url = ...`
  std::string section;     // "" for every requirement of the name, else the one extra or group it is scoped to
};

std::optional<UvSource> uv_source_of(const toml::node& node, const std::map<std::string, std::string>& index_urls) {
  const toml::table* source = node.as_table();
  if (!source) return std::nullopt;
  // NeMo RL's `{ index = "pypi", marker = "sys_platform == 'darwin'" }` beside `pytorch-cu129` leaves
  // one index on linux x86_64, where markers are judged. A marker that cannot be told there still counts.
  if (const auto* marker = source->get_as<std::string>("marker"))
    if (marker_applies_on_linux(marker->get()) == false) return std::nullopt;
  UvSource found;
  if (const auto* extra = source->get_as<std::string>("extra"))
    found.section = "project.optional-dependencies." + extra->get();
  else if (auto marked = extra_of_marker(source->get_as<std::string>("marker")); !marked.empty())
    found.section = "project.optional-dependencies." + marked;
  else if (const auto* group = source->get_as<std::string>("group"))
    found.section = "dependency-groups." + group->get();
  if (const auto* index = source->get_as<std::string>("index")) {
    if (auto url = index_urls.find(index->get()); url != index_urls.end()) found.index_url = url->second;
  } else if (const auto* url = source->get_as<std::string>("url")) {
    found.direct_url = url->get();
  }
  if (found.index_url.empty() && found.direct_url.empty()) return std::nullopt;
  return found;
}

// Sets the build of each requirement of `name` that exactly one of `taken` applies to.
void apply_uv_sources(DeclaredFile& out, const std::string& name, const std::vector<UvSource>& taken) {
  for (Declared& entry : out.entries) {
    // uv's sources serve the project's own requirements only, not those of its dependencies, which is
    // what dependency-metadata lists (NeMo RL's `torch` for flash-attn, heldout4).
    if (entry.name != name || !entry.url.empty() || requirements::cuda_build_of_version(entry.spec) ||
        entry.section == "tool.uv.dependency-metadata")
      continue;
    std::set<std::pair<std::string, std::string>> applying;
    for (const UvSource& source : taken)
      if (source.section.empty() || source.section == entry.section)
        applying.insert({source.index_url, source.direct_url});
    if (applying.size() != 1) continue;  // several sources, or none: which build is installed is not one
    const auto& [index_url, direct_url] = *applying.begin();
    // The package's own source replaces the indexes every package is looked up on (read_uv_indexes):
    // uv takes it from there alone, never beside PyPI, whatever the index strategy.
    entry.index_url.clear();
    entry.index_beside_pypi = false;
    if (!direct_url.empty())
      entry.url = direct_url;
    else if (!requirements::index_serves_one_build_of(index_url, name))
      entry.index_url = index_url;
  }
}

// uv's [tool.uv.sources]: a package's source is an index of [[tool.uv.index]] (`torch = [{ index =
// "pytorch-cu128", marker = ... }]`), whose URL says which build is installed, or a direct URL (`vllm =
// { url = ".../vllm-0.26.0+cu129-...whl" }`), whose wheel name says it. uv takes a source only where it
// applies: where its marker holds (judged on linux x86_64), and for one scoped to an extra or a dependency
// group (`{ index = "vllm-cu130", group = "cuda13" }`) only where that extra or group is installed, so it
// fixes the build of the requirement written in that extra or group, not of the same name elsewhere
// (open-instruct's cuda12 group, heldout8). Where more than one source applies, which is used is not one.
void read_uv_sources(DeclaredFile& out, const toml::table& root) {
  std::map<std::string, std::string> index_urls;
  for (const UvIndex& index : uv_indexes(root))
    if (!index.name.empty()) index_urls[index.name] = index.url;
  const toml::table* sources = root.at_path("tool.uv.sources").as_table();
  if (!sources) return;
  for (const auto& [package, value] : *sources) {
    std::vector<UvSource> taken;
    auto take = [&](const toml::node& node) {
      if (auto found = uv_source_of(node, index_urls)) taken.push_back(std::move(*found));
    };
    if (const toml::array* list = value.as_array())
      for (const toml::node& item : *list) take(item);
    else
      take(value);
    apply_uv_sources(out, requirements::normalize_python_name(package.str()), taken);
  }
}

// uv's indexes for every requirement: `[tool.uv] index-url` and `extra-index-url` (its older spellings)
// and each `[[tool.uv.index]]` not marked `explicit` (an explicit one serves only the sources that name
// it, read_uv_sources). Under uv's default index strategy (`first-index`) a package found on one of them
// is taken from it alone, PyPI's newer releases unseen (FastVideo's `extra-index-url = [".../whl/cu128"]`
// installs cu128 torch whatever its version), so the index stands in for PyPI, unlike pip's
// --extra-index-url; `index-strategy = "unsafe-best-match"` reads them beside PyPI, as pip does.
void read_uv_indexes(DeclaredFile& out, const toml::table& root) {
  std::vector<std::string> urls;
  if (const toml::array* extra = root.at_path("tool.uv.extra-index-url").as_array())
    for (const toml::node& url : *extra)
      if (const auto* text = url.as_string()) urls.push_back(text->get());
  for (const UvIndex& index : uv_indexes(root))
    if (!index.is_explicit) urls.push_back(index.url);
  if (const auto* main = root.at_path("tool.uv.index-url").as_string()) urls.push_back(main->get());
  if (urls.empty()) return;
  const auto* strategy = root.at_path("tool.uv.index-strategy").as_string();
  detail::apply_index_urls(out, 0, urls, !(strategy && strategy->get() == "unsafe-best-match"));
}

}  // namespace

Expected<DeclaredFile> read_pyproject(const std::string& path) {
  auto input = detail::read_toml(path);
  if (!input) return input.error();
  DeclaredFile out = detail::declared_file(path, SourceKind::kPyproject);
  const toml::table& root = input->document;
  if (const toml::node* requires_list = root.at_path("build-system.requires").node())
    read_requirement_array(out, *requires_list, "build-system.requires");
  // rapids-build-backend adds these to the build environment (RAPIDS' pyproject.toml files).
  if (const toml::node* rapids = root.at_path("tool.rapids-build-backend.requires").node())
    read_requirement_array(out, *rapids, "tool.rapids-build-backend.requires");
  if (const toml::node* dependencies = root.at_path("project.dependencies").node())
    read_requirement_array(out, *dependencies, "project.dependencies");
  if (const toml::node* optional = root.at_path("project.optional-dependencies").node())
    read_named_arrays(out, *optional, "project.optional-dependencies", false);
  if (const toml::node* groups = root.get("dependency-groups"))
    read_named_arrays(out, *groups, "dependency-groups", true);
  // uv installs each of these in place of every requirement of its name, whichever set asks for it
  // (Earth2Studio's eval recipe: natten==0.21.6+torch2110cu130), so the file names that build.
  if (const toml::node* overrides = root.at_path("tool.uv.override-dependencies").node())
    read_requirement_array(out, *overrides, "tool.uv.override-dependencies");
  read_self_references(out, root);
  read_uv_dependency_metadata(out, root);
  read_uv_indexes(out, root);
  read_uv_sources(out, root);  // a package's own source outranks the indexes every package is looked up on
  detail::sort_by_line(out.entries);
  return out;
}

}  // namespace cudacompat::pins
