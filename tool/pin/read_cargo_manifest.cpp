// Cargo.toml: the dependency tables of a package, of its targets and of its workspace, in each of
// the forms Cargo accepts (https://doc.rust-lang.org/cargo/reference/specifying-dependencies.html).
#include <fmt/format.h>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/toml_input.h"

namespace cudacompat::pins {
namespace {

using detail::line_diagnostic;
using detail::line_of;

// The dependency tables of a package or a target; the '_' spellings are Cargo's older ones, still read.
constexpr std::string_view kDependencyTables[] = {"dependencies", "dev-dependencies", "build-dependencies",
                                                  "dev_dependencies", "build_dependencies"};

// A key as TOML would need it written in a section name: bare when it can be, quoted otherwise.
std::string section_key(std::string_view key) {
  const bool bare = !key.empty() && key.find_first_not_of(
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789_-") == std::string_view::npos;
  if (bare) return std::string(key);
  return key.find('\'') == std::string_view::npos ? fmt::format("'{}'", key) : fmt::format("\"{}\"", key);
}

class CargoManifestReader {
 public:
  CargoManifestReader(std::string_view text, DeclaredFile& out) : lines_(text), out_(out) {}

  void read(const toml::table& root) {
    read_dependency_tables(root, "");
    if (const toml::table* targets = root["target"].as_table()) {
      for (const auto& [cfg, target] : detail::in_file_order(*targets)) {
        if (const toml::table* table = target->as_table())
          read_dependency_tables(*table, fmt::format("target.{}.", section_key(cfg->str())));
      }
    }
    if (const toml::node* workspace = root.at_path("workspace.dependencies").node())
      read_dependencies(*workspace, "workspace.dependencies");
  }

 private:
  void read_dependency_tables(const toml::table& table, const std::string& prefix) {
    for (std::string_view name : kDependencyTables)
      if (const toml::node* dependencies = table.get(name))
        read_dependencies(*dependencies, prefix + std::string(name));
  }

  void read_dependencies(const toml::node& node, const std::string& section) {
    const toml::table* table = node.as_table();
    if (!table) {
      error(line_of(node),
            fmt::format("expected a table of dependencies in [{}], found {}", section, detail::toml_type_name(node)));
      return;
    }
    for (const auto& [key, value] : detail::in_file_order(*table)) read_dependency(*key, *value, section);
  }

  // `name = "req"`, `name = { version = ..., package = ..., features = [...] }`, or [section.name].
  void read_dependency(const toml::key& key, const toml::node& value, const std::string& section) {
    Declared entry =
        detail::entry_at(out_.file, line_of(key), SourceKind::kCargoManifest, section, raw_text(key, value));
    entry.ecosystem = Ecosystem::kCargo;
    entry.name = key.str();
    if (const auto* requirement = value.as_string()) {
      entry.spec = requirement->get();
      out_.entries.push_back(std::move(entry));
      return;
    }
    const toml::table* fields = value.as_table();
    if (!fields) {
      error(entry.line, fmt::format("expected a version string or a table for dependency '{}' in [{}], found {}",
                                    key.str(), section, detail::toml_type_name(value)));
      return;
    }
    if (!read_string_field(*fields, "version", key.str(), entry.spec) ||
        !read_string_field(*fields, "package", key.str(), entry.name)) {
      return;
    }
    if (const toml::node* features = fields->get("features")) {
      const toml::array* list = features->as_array();
      for (std::size_t i = 0; list && i < list->size(); ++i) {
        if (const auto* feature = list->get(i)->as_string()) {
          entry.features.push_back(feature->get());
          entry.feature_lines.push_back(line_of(*list->get(i)));
        } else
          list = nullptr;
      }
      if (!list) {
        error(line_of(*features), fmt::format("expected an array of strings for the features of '{}'", key.str()));
        return;
      }
    }
    out_.entries.push_back(std::move(entry));
  }

  // An optional string field of a dependency table; false (and an error) when it is not a string.
  bool read_string_field(const toml::table& fields, std::string_view name, std::string_view dependency,
                         std::string& into) {
    const toml::node* field = fields.get(name);
    if (!field) return true;
    if (const auto* text = field->as_string()) {
      into = text->get();
      return true;
    }
    error(line_of(*field), fmt::format("expected a string for the {} of dependency '{}', found {}", name, dependency,
                                       detail::toml_type_name(*field)));
    return false;
  }

  // `key = value` as written when it is on one line; the header line for a [section.name] table.
  std::string raw_text(const toml::key& key, const toml::node& value) const {
    const auto& begin = key.source().begin;
    const auto& end = value.source().end;
    const toml::table* table = value.as_table();
    if ((table && !table->is_inline()) || end.line != begin.line)
      return std::string(detail::trim_blanks(lines_.line(static_cast<int>(begin.line))));
    return std::string(
        lines_.columns(static_cast<int>(begin.line), static_cast<int>(begin.column), static_cast<int>(end.column)));
  }

  void error(int line, const std::string& what) {
    out_.errors.push_back(line_diagnostic(codes::kEntryWrongType, out_.file, line, what));
  }

  detail::LineIndex lines_;
  DeclaredFile& out_;
};

}  // namespace

Expected<DeclaredFile> read_cargo_manifest(const std::string& path) {
  auto input = detail::read_toml(path);
  if (!input) return input.error();
  DeclaredFile out = detail::declared_file(path, SourceKind::kCargoManifest);
  CargoManifestReader(input->text, out).read(input->document);
  detail::sort_by_line(out.entries);
  return out;
}

}  // namespace cudacompat::pins
