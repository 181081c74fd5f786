// pyproject.toml: the PEP 508 strings of PEP 621 ([project]), PEP 518 ([build-system]), PEP 735
// ([dependency-groups]) and rapids-build-backend ([tool.rapids-build-backend] requires).
#include <fmt/format.h>

#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/toml_input.h"

namespace cudacompat::pins {
namespace {

using detail::line_error;
using detail::line_of;

// Each string of the array at `node` as one requirement of `section`. A dependency group's
// {include-group = "..."} tables name other groups, not packages: they give no entry, and are kept
// in DeclaredFile::group_includes (what installing the group installs too).
void read_requirement_array(DeclaredFile& out, const toml::node& node, const std::string& section,
                            bool include_groups_allowed = false) {
  const toml::array* array = node.as_array();
  if (!array) {
    out.errors.push_back(line_error(out.file, line_of(node),
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
      out.errors.push_back(
          line_error(out.file, line_of(item),
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
        line_error(out.file, line_of(node),
                   fmt::format("expected a table in {}, found {}", section, detail::toml_type_name(node))));
    return;
  }
  for (const auto& [key, value] : detail::in_file_order(*table))
    read_requirement_array(out, *value, fmt::format("{}.{}", section, key->str()), include_groups_allowed);
}

}  // namespace

Expected<DeclaredFile> read_pyproject(const std::string& path) {
  auto text = detail::read_input(path);
  if (!text) return text.error();
  auto document = detail::parse_toml(*text, path);
  if (!document) return document.error();
  DeclaredFile out{.file = path, .source = SourceKind::kPyproject, .entries = {}, .errors = {}, .group_includes = {}};
  const toml::table& root = *document;
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
  detail::sort_by_line(out.entries);
  return out;
}

}  // namespace cudacompat::pins
