// RAPIDS' dependencies.yaml (rapids-dependency-file-generator): the one file from which their
// conda environments, requirements files and pyproject.toml dependencies are generated. Each group
// under `dependencies:` has `common` lists and `specific` lists chosen by a matrix ({cuda: "12.*"});
// the generator takes, per `specific` item, the first matrix entry that matches (an empty or null
// matrix matches anything). Entries keep that choice as CUDA globs (Declared::cuda_when/unless),
// so the rules judge only what the generator would write for the toolkit checked against.
#include <fmt/format.h>

#include <algorithm>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/yaml_input.h"

namespace cudacompat::pins {

using requirements::parse_conda_spec;
namespace {

using detail::line_diagnostic;
using detail::line_of;

class RapidsDependenciesReader {
 public:
  explicit RapidsDependenciesReader(DeclaredFile& out) : out_(out) {}

  void read_group(const std::string& group, const YAML::Node& node) {
    if (!node.IsMap()) {
      wrong_type(node, fmt::format("`common:`/`specific:` under dependencies.{}", group));
      return;
    }
    const std::string section = "dependencies." + group;
    if (auto common = detail::child(node, "common")) {
      for_each_item(*common, section + ".common",
                    [&](const YAML::Node& item) { read_packages(item, pep508(item), section, {}, {}); });
    }
    if (auto specific = detail::child(node, "specific")) {
      for_each_item(*specific, section + ".specific", [&](const YAML::Node& item) {
        auto matrices = detail::child(item, "matrices");
        if (!matrices || !matrices->IsSequence()) {
          error(item, fmt::format("expected a `matrices:` list in {}.specific", section));
          return;
        }
        std::vector<std::string> before;  // the CUDA globs of the matrix entries tried first
        for (const YAML::Node& choice : *matrices) {
          std::optional<std::string> cuda = cuda_glob(choice);
          std::vector<std::string> when;
          if (cuda) when.push_back(*cuda);
          read_packages(choice, pep508(item), section, when, before);
          if (cuda) before.push_back(*cuda);
          // An entry that matches any CUDA ends the list for every version: later ones never apply.
          if (!cuda && !other_keys(choice)) break;
        }
      });
    }
  }

 private:
  template <class Each>
  void for_each_item(const YAML::Node& list, const std::string& where, Each&& each) {
    if (!list.IsSequence()) {
      wrong_type(list, fmt::format("a list in {}", where));
      return;
    }
    for (const YAML::Node& item : list) each(item);
  }

  // The `cuda:` value of a matrix entry's matrix; nullopt when it names none (null, {}, or
  // only other keys such as arch or py, which this check does not choose between).
  static std::optional<std::string> cuda_glob(const YAML::Node& choice) {
    auto matrix = detail::child(choice, "matrix");
    if (!matrix || !matrix->IsMap()) return std::nullopt;
    auto cuda = detail::child(*matrix, "cuda");
    if (!cuda || !cuda->IsScalar()) return std::nullopt;
    return cuda->Scalar();
  }

  // Whether the matrix names keys other than cuda (arch, py, cuda_suffixed...): such an entry is
  // one of several for the same CUDA versions, and the ones after it may still apply.
  static bool other_keys(const YAML::Node& choice) {
    auto matrix = detail::child(choice, "matrix");
    if (!matrix || !matrix->IsMap()) return false;
    return std::any_of(matrix->begin(), matrix->end(),
                       [](const auto& key) { return !key.first.IsScalar() || key.first.Scalar() != "cuda"; });
  }

  // output_types says which syntax the strings are in: conda's match specs for `conda` alone,
  // PEP 508 as soon as requirements or pyproject files are generated from them too.
  static bool pep508(const YAML::Node& item) {
    auto types = detail::child(item, "output_types");
    if (!types) return false;
    auto names_pip = [](const std::string& type) { return type == "requirements" || type == "pyproject"; };
    if (types->IsScalar()) return names_pip(types->Scalar());
    if (!types->IsSequence()) return false;
    return std::any_of(types->begin(), types->end(),
                       [&](const YAML::Node& type) { return type.IsScalar() && names_pip(type.Scalar()); });
  }

  // `item`'s packages, in PEP 508 (`python`) or conda's syntax as its list's output_types say.
  void read_packages(const YAML::Node& item, bool python, const std::string& section,
                     const std::vector<std::string>& when, const std::vector<std::string>& unless) {
    auto packages = detail::child(item, "packages");
    if (!packages || packages->IsNull()) return;
    if (!packages->IsSequence()) {
      wrong_type(*packages, fmt::format("a `packages:` list in {}", section));
      return;
    }
    for (const YAML::Node& package : *packages) {
      if (auto pip = detail::child(package, "pip"); pip && pip->IsSequence()) {  // conda's `- pip: [...]`
        for (const YAML::Node& text : *pip)
          if (text.IsScalar()) add(text, section + ".pip", true, when, unless);
        continue;
      }
      if (!package.IsScalar()) {
        wrong_type(package, fmt::format("a package string in {}", section));
        continue;
      }
      add(package, section, python, when, unless);
    }
  }

  void add(const YAML::Node& node, const std::string& section, bool python, const std::vector<std::string>& when,
           const std::vector<std::string>& unless) {
    const std::string& text = node.Scalar();
    if (text.starts_with('-')) return;  // pip options
    Declared where = detail::entry_at(out_.file, line_of(node), SourceKind::kRapidsDependencies, section, text);
    where.cuda_when = when;
    where.cuda_unless = unless;
    if (python) {
      detail::add_python_requirement(out_, text, std::move(where));
      return;
    }
    auto spec = parse_conda_spec(text);
    if (!spec) {
      out_.errors.push_back(line_diagnostic(codes::kEntryUnreadable, out_.file, line_of(node), spec.error().message));
      return;
    }
    out_.entries.push_back(detail::conda_entry(*spec, std::move(where)));
  }

  void error(const YAML::Node& node, const std::string& what) {
    out_.errors.push_back(line_diagnostic(codes::kEntryWrongType, out_.file, line_of(node), what));
  }

  void wrong_type(const YAML::Node& node, std::string_view expected) {
    out_.errors.push_back(detail::wrong_type(out_.file, node, expected));
  }

  DeclaredFile& out_;
};

}  // namespace

Expected<DeclaredFile> read_rapids_dependencies(const std::string& path) {
  auto document = detail::read_yaml(path);
  if (!document) return document.error();
  const auto found = detail::child(*document, "dependencies");
  if (!found || !found->IsMap())
    return error_in(path, "not a rapids-dependency-file-generator file: expected a top-level `dependencies:` map");
  DeclaredFile out = detail::declared_file(path, SourceKind::kRapidsDependencies);
  RapidsDependenciesReader reader(out);
  auto walked = detail::walk_yaml(path, [&] {
    for (const auto& group : *found)
      if (group.first.IsScalar()) reader.read_group(group.first.Scalar(), group.second);
  });
  if (!walked) return walked.error();
  std::stable_sort(out.entries.begin(), out.entries.end(),
                   [](const Declared& a, const Declared& b) { return a.line < b.line; });
  return out;
}

}  // namespace cudacompat::pins
