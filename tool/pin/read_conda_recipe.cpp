// Conda recipes: rattler-build's recipe.yaml and conda-build's meta.yaml. Both list match specs
// under requirements.{build,host,run,...}, at the top and per output; they differ in their Jinja
// (meta.yaml is a template, recipe.yaml is YAML with `${{ }}` values) and in how a selector is
// written (an `if:/then:/else:` item, a `# [linux]` comment). Every branch is read: which one a
// build takes is decided on the build machine, and a bad pin in either is worth reporting.
#include <algorithm>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "pin/diagnostic_codes.h"
#include "pin/jinja_placeholders.h"
#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/recipe_conditions.h"
#include "pin/yaml_input.h"

namespace cudacompat::pins {

using requirements::parse_conda_spec;
namespace {

using detail::line_diagnostic;
using detail::line_of;

// run_constraints is rattler-build's name, run_constrained conda-build's.
constexpr std::string_view kRequirementLists[] = {"build", "host", "run", "run_constraints", "run_constrained"};

class CondaRecipeReader {
 public:
  // `file_expressions`: what mask_jinja took out of a meta.yaml before YAML read it (none for recipe.yaml).
  // `line_conditions`: a meta.yaml's selectors and `{% if %}` blocks per line (none for recipe.yaml).
  // `settings`: the variables a meta.yaml sets to its own literal values (none for recipe.yaml).
  CondaRecipeReader(DeclaredFile& out, std::vector<std::string> file_expressions,
                    std::vector<std::vector<std::string>> line_conditions, std::map<std::string, std::string> settings,
                    std::string_view text)
      : out_(out),
        file_expressions_(std::move(file_expressions)),
        line_conditions_(std::move(line_conditions)),
        settings_(std::move(settings)) {
    for (std::size_t start = 0; start <= text.size();) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      text_lines_.emplace_back(text.substr(start, end - start));
      start = end + 1;
    }
  }

  void read(const YAML::Node& root) {
    if (!root.IsMap()) {
      wrong_type(root, "a recipe (a map)");
      return;
    }
    const auto outputs = detail::child(root, "outputs");
    const bool has_outputs = outputs && outputs->IsSequence() && outputs->size() > 0;
    // The top level's skips hold for every output; a meta.yaml's are the `skip:` lines before its
    // first output (conda-build reads each selector line on its own, so several may stand there).
    const int first_output_line = has_outputs ? line_of((*outputs)[0]) : 0;
    const std::vector<std::vector<std::string>> top = skips(root, 1, first_output_line);
    std::size_t first = out_.entries.size();
    if (auto requirements = detail::child(root, "requirements")) read_requirements(*requirements, "requirements");
    mark_skipped(first, top, {});
    if (!has_outputs) return;
    for (std::size_t i = 0; i < outputs->size(); ++i) {
      const YAML::Node output = (*outputs)[i];
      const int end = i + 1 < outputs->size() ? line_of((*outputs)[i + 1]) : 0;
      first = out_.entries.size();
      if (auto requirements = detail::child(output, "requirements"))
        read_requirements(*requirements, fmt::format("outputs.{}.requirements", output_name(output, i)));
      mark_skipped(first, top, skips(output, line_of(output), end));
    }
  }

 private:
  // The `skip` conditions of a recipe or an output, each a list that skips where all hold. A
  // meta.yaml's `skip: true  # [selector]` lines between `from` and `to` (0: the end; YAML keeps
  // only the last of repeated keys, so the text is read), with their {% if %} blocks; a
  // recipe.yaml's `build: skip:` expression or list of expressions. A meta.yaml's `skip: {{ expr }}`
  // skips where the expression holds; one whose value cannot be told (`skip: {{ python !=
  // min_python }}`) skips nothing: the output is judged.
  std::vector<std::vector<std::string>> skips(const YAML::Node& node, int from, int to) const {
    std::vector<std::vector<std::string>> found;
    if (!line_conditions_.empty()) {
      for (int line = std::max(from, 1); (to == 0 || line < to) && line <= static_cast<int>(text_lines_.size());
           ++line) {
        std::string_view text = text_lines_[static_cast<std::size_t>(line) - 1];
        text = detail::trim_blanks(text.substr(0, text.find('#')));
        std::vector<std::string> conditions = line_conditions_[static_cast<std::size_t>(line) - 1];
        // `skip: {{ not (compiler("cuda").startswith("nvcc") and cuda_compiler_version == "11.8") }}`:
        // conda-build renders the expression; it skips where the expression holds.
        if (text.starts_with("skip:") && text.ends_with("}}")) {
          std::string_view value = detail::trim_blanks(text.substr(5));
          if (!value.starts_with("{{")) continue;
          conditions.emplace_back(detail::trim_blanks(value.substr(2, value.size() - 4)));
        } else if (text != "skip: true" && text != "skip: True" && text != "skip: yes") {
          continue;
        }
        found.push_back(std::move(conditions));
      }
      return found;
    }
    auto build = detail::child(node, "build");
    if (!build) return found;
    auto skip = detail::child(*build, "skip");
    if (!skip) return found;
    if (skip->IsScalar()) {
      const std::string value = written(skip->Scalar());
      if (value == "true" || value == "True")
        found.push_back({});
      else if (value.find("${{") == std::string::npos && value != "false" && value != "False")
        found.push_back({value});
    } else if (skip->IsSequence()) {
      for (const YAML::Node& item : *skip)
        if (item.IsScalar()) found.push_back({written(item.Scalar())});
    }
    return found;
  }

  void mark_skipped(std::size_t first, const std::vector<std::vector<std::string>>& top,
                    const std::vector<std::vector<std::string>>& own) {
    for (std::size_t i = first; i < out_.entries.size(); ++i) {
      out_.entries[i].skip_when.insert(out_.entries[i].skip_when.end(), top.begin(), top.end());
      out_.entries[i].skip_when.insert(out_.entries[i].skip_when.end(), own.begin(), own.end());
    }
  }

  // conda-build names an output with `name:`, rattler-build with `package: {name:}`.
  std::string output_name(const YAML::Node& output, std::size_t index) const {
    auto name = detail::child(output, "name");
    if (auto package = detail::child(output, "package"); !name && package) name = detail::child(*package, "name");
    return name && name->IsScalar() ? written(name->Scalar()) : std::to_string(index);
  }

  void read_requirements(const YAML::Node& requirements, const std::string& section) {
    if (requirements.IsNull()) return;
    if (!requirements.IsMap()) {
      wrong_type(requirements, fmt::format("a map of build/host/run lists in {}", section));
      return;
    }
    for (const auto& item : requirements) {
      const std::string key = item.first.IsScalar() ? item.first.Scalar() : "";
      for (std::string_view list : kRequirementLists)
        if (key == list) read_list(item.second, section + "." + key);
    }
  }

  // A list of match specs, where an item may be an `if:/then:/else:` selector.
  void read_list(const YAML::Node& node, const std::string& section, const std::vector<std::string>& conditions = {}) {
    if (node.IsNull()) return;
    if (node.IsScalar()) {
      read_spec(node, section, conditions);
      return;
    }
    if (auto condition = detail::child(node, "if")) {
      const std::string expression = condition->IsScalar() ? written(condition->Scalar()) : "";
      for (const char* branch : {"then", "else"}) {
        std::vector<std::string> under = conditions;
        if (!expression.empty())
          under.push_back(branch == std::string_view("then") ? expression : "not (" + expression + ")");
        if (auto list = detail::child(node, branch)) read_list(*list, section, under);
      }
      return;
    }
    if (!node.IsSequence()) {
      wrong_type(node, fmt::format("a match spec, a list or an if/then selector in {}", section));
      return;
    }
    for (const YAML::Node& item : node) read_list(item, section, conditions);
  }

  // The spec as written; its own `{{ }}` expressions set aside while conda's syntax is read.
  void read_spec(const YAML::Node& node, const std::string& section, const std::vector<std::string>& conditions) {
    const std::string text = written(node.Scalar());
    const detail::JinjaMasked masked = detail::mask_jinja(text, false);
    auto spec = parse_conda_spec(masked.text);
    if (!spec) {
      error(line_of(node), detail::unmask_jinja(spec.error().message, masked.expressions));
      return;
    }
    // The recipe's own `{% set %}` values are rendered now; the variant's are judged per toolkit.
    spec->name = substitute_known_variables(detail::unmask_jinja(spec->name, masked.expressions), settings_);
    spec->version = substitute_known_variables(detail::unmask_jinja(spec->version, masked.expressions), settings_);
    Declared where = detail::entry_at(out_.file, line_of(node), SourceKind::kCondaRecipe, section, text);
    where.conditions = conditions;
    const int line = line_of(node);
    if (line >= 1 && static_cast<std::size_t>(line) <= line_conditions_.size())
      for (const auto& condition : line_conditions_[static_cast<std::size_t>(line) - 1])
        where.conditions.push_back(condition);
    out_.entries.push_back(detail::conda_entry(*spec, std::move(where)));
  }

  std::string written(const std::string& scalar) const { return detail::unmask_jinja(scalar, file_expressions_); }

  void error(int line, const std::string& what) {
    out_.errors.push_back(line_diagnostic(codes::kEntryWrongType, out_.file, line, what));
  }

  void wrong_type(const YAML::Node& node, std::string_view expected) {
    out_.errors.push_back(detail::wrong_type(out_.file, node, expected));
  }

  DeclaredFile& out_;
  std::vector<std::string> file_expressions_;
  std::vector<std::vector<std::string>> line_conditions_;
  std::map<std::string, std::string> settings_;
  std::vector<std::string> text_lines_;
};

Expected<DeclaredFile> read_recipe(const std::string& path, bool jinja_template) {
  auto text = detail::read_input(path);
  if (!text) return text.error();
  detail::JinjaMasked masked;
  if (jinja_template) masked = detail::mask_jinja(*text, true);
  auto document = detail::parse_yaml(jinja_template ? masked.text : *text, path);
  if (!document) return document.error();
  DeclaredFile out = detail::declared_file(path, SourceKind::kCondaRecipe);
  if (!masked.macros.empty())
    out.notes.push_back(
        Diagnostic::note(codes::kJinjaMacroNotExpanded,
                         fmt::format("{}: its Jinja macros ({}) are not expanded where they are called: what they "
                                     "write is not judged",
                                     path, fmt::join(masked.macros, ", ")),
                         path));
  CondaRecipeReader reader(out, std::move(masked.expressions),
                           jinja_template ? meta_yaml_line_conditions(*text) : std::vector<std::vector<std::string>>{},
                           jinja_template ? meta_yaml_literal_settings(*text) : std::map<std::string, std::string>{},
                           *text);
  if (auto walked = detail::walk_yaml(path, [&] { reader.read(*document); }); !walked) return walked.error();
  return out;
}

}  // namespace

Expected<DeclaredFile> read_rattler_recipe(const std::string& path) { return read_recipe(path, false); }

Expected<DeclaredFile> read_conda_build_recipe(const std::string& path) { return read_recipe(path, true); }

}  // namespace cudacompat::pins
