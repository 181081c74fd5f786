// Cargo.lock: what Cargo resolved, one [[package]] per crate and version.
#include <fmt/format.h>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"
#include "pin/toml_input.h"

namespace cudacompat::pins {

Expected<DeclaredFile> read_cargo_lock(const std::string& path) {
  auto input = detail::read_toml(path);
  if (!input) return input.error();
  DeclaredFile out = detail::declared_file(path, SourceKind::kCargoLock);
  const toml::node* packages = input->document.get("package");
  if (!packages) return out;  // a workspace with no dependencies at all
  const detail::LineIndex lines(input->text);
  const toml::array* list = packages->as_array();
  if (!list || !list->is_array_of_tables()) {
    return detail::line_error(path, detail::line_of(*packages),
                              fmt::format("expected [[package]] tables, found {}", detail::toml_type_name(*packages)));
  }
  for (const toml::node& package : *list) {
    const toml::table& fields = *package.as_table();
    const auto* name = fields["name"].as_string();
    const auto* version = fields["version"].as_string();
    if (!name || !version) {
      out.errors.push_back(detail::line_diagnostic(codes::kEntryWrongType, path, detail::line_of(package),
                                                   "expected a [[package]] with a name and a version (both strings)"));
      continue;
    }
    const int line = detail::line_of(*name);
    Declared entry = detail::entry_at(path, line, SourceKind::kCargoLock, "package",
                                      std::string(detail::trim_blanks(lines.line(line))));
    entry.ecosystem = Ecosystem::kCargo;
    entry.name = name->get();
    entry.version = version->get();
    out.entries.push_back(std::move(entry));
  }
  return out;
}

}  // namespace cudacompat::pins
