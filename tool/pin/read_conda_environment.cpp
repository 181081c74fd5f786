// A conda environment file (`conda env create -f environment.yml`): match specs, and a `pip:`
// list that conda hands to pip as a requirements file.
#include <fmt/format.h>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/yaml_input.h"

namespace cudacompat::pins {

using requirements::parse_conda_spec;
namespace {

using detail::line_diagnostic;
using detail::line_error;
using detail::line_of;

void read_pip_list(DeclaredFile& out, const YAML::Node& list) {
  if (!list.IsSequence()) {
    out.errors.push_back(detail::wrong_type(out.file, list, "a list of PEP 508 strings under 'pip:'"));
    return;
  }
  const std::size_t first_entry = out.entries.size();
  std::vector<std::string> index_urls;
  bool replaces_pypi = false;
  for (const YAML::Node& item : list) {
    if (!item.IsScalar()) {
      out.errors.push_back(detail::wrong_type(out.file, item, "a PEP 508 string under 'pip:'"));
      continue;
    }
    const std::string& text = item.Scalar();
    if (auto index = detail::index_url_option(text)) {
      index_urls.push_back(*index);
      replaces_pypi = replaces_pypi || detail::index_option_replaces_pypi(text);
      continue;
    }
    if (text.starts_with('-')) {  // pip options (-r file, -e .) declare no versioned package here
      if (text.starts_with("-e") || text.starts_with("--editable"))
        detail::note_not_a_requirement(out, line_of(item), text);
      continue;
    }
    if (!requirements::parse_requirement(text) && detail::names_no_requirement(text)) {
      detail::note_not_a_requirement(out, line_of(item), text);
      continue;
    }
    Declared where = detail::entry_at(out.file, line_of(item), SourceKind::kCondaEnvironment, "dependencies.pip", text);
    detail::add_python_requirement(out, text, std::move(where));
  }
  detail::apply_index_urls(out, first_entry, index_urls, replaces_pypi);
}

// `replaced_by`: the line of a later `pip:` mapping, or 0 for the last. conda reads `dependencies`
// with Dependencies.parse (conda/env/env.py), which calls dict.update for every mapping, so a later
// `pip:` list replaces an earlier one and `conda env create` installs only the last.
void read_conda_item(DeclaredFile& out, const YAML::Node& item, int replaced_by) {
  if (auto pip = detail::child(item, "pip")) {
    if (replaced_by != 0) {
      out.notes.push_back(
          Diagnostic::note(codes::kPipListReplaced,
                           fmt::format("{}:{}: this 'pip:' list is replaced by the one at line {} (conda keeps "
                                       "only the last 'pip:' mapping of dependencies), so conda never installs "
                                       "it: not judged",
                                       out.file, line_of(item), replaced_by),
                           fmt::format("{}:{}", out.file, line_of(item))));
      return;
    }
    read_pip_list(out, *pip);
    return;
  }
  if (!item.IsScalar()) {
    out.errors.push_back(detail::wrong_type(out.file, item, "a match spec or a 'pip:' list in dependencies"));
    return;
  }
  auto spec = parse_conda_spec(item.Scalar());
  if (!spec) {
    out.errors.push_back(line_diagnostic(codes::kEntryUnreadable, out.file, line_of(item), spec.error().message));
    return;
  }
  Declared where =
      detail::entry_at(out.file, line_of(item), SourceKind::kCondaEnvironment, "dependencies", item.Scalar());
  out.entries.push_back(detail::conda_entry(*spec, std::move(where)));
}

}  // namespace

Expected<DeclaredFile> read_conda_environment(const std::string& path) {
  auto document = detail::read_yaml(path);
  if (!document) return document.error();
  const auto found = detail::child(*document, "dependencies");
  if (!found) return error_in(path, "not a conda environment file: expected a top-level 'dependencies:' list");
  const YAML::Node& dependencies = *found;
  DeclaredFile out = detail::declared_file(path, SourceKind::kCondaEnvironment);
  if (dependencies.IsNull()) return out;
  if (!dependencies.IsSequence()) {
    return line_error(
        path, line_of(dependencies),
        fmt::format("expected a list under 'dependencies:', found {}", detail::yaml_type_name(dependencies)));
  }
  auto walked = detail::walk_yaml(path, [&] {
    int last_pip = 0;
    for (const YAML::Node& item : dependencies)
      if (detail::child(item, "pip")) last_pip = line_of(item);
    for (const YAML::Node& item : dependencies)
      read_conda_item(out, item, detail::child(item, "pip") && line_of(item) != last_pip ? last_pip : 0);
  });
  if (!walked) return walked.error();
  return out;
}

}  // namespace cudacompat::pins
