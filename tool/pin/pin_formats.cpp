// render_pins: one PinSet in each ecosystem's own syntax, each line with a comment saying why.

#include <fmt/format.h>

#include "common/enum_names.h"
#include "common/json_value.h"
#include "common/text.h"
#include "pin/pins.h"

namespace cudacompat::pins {

namespace {

// The one table of format names: parsing and the list of choices (in this order) read it.
constexpr EnumName<PinFormat> kFormatNames[] = {{PinFormat::kRequirements, "requirements"},
                                                {PinFormat::kPyproject, "pyproject"},
                                                {PinFormat::kConstraints, "constraints"},
                                                {PinFormat::kConda, "conda"},
                                                {PinFormat::kCargo, "cargo"},
                                                {PinFormat::kDebian, "debian"},
                                                {PinFormat::kCmake, "cmake"},
                                                {PinFormat::kJson, "json"}};

std::string header(const PinSet& set, const char* comment) {
  return fmt::format("{} cudacompat pin: CUDA {} ({}); floor CUDA {}\n", comment, set.cuda.to_string(), set.cuda_source,
                     set.floor.to_string());
}

std::string pep508(const Pin& pin, bool with_extras) {
  std::string name = pin.package;
  if (with_extras && !pin.extras.empty()) name += "[" + join(pin.extras, ",") + "]";
  return name + pin.requirement();
}

// One pin's line, ending in the comment that says why when comments are on.
std::string with_why(const std::string& line, const Pin& pin, bool comments) {
  return line + (comments ? "  # " + pin.why : "") + "\n";
}

std::string python_lines(const PinSet& set, bool comments, bool constraints) {
  std::string text = comments ? header(set, "#") : "";
  for (const auto& pin : set.pins) {
    if (pin.ecosystem != PinEcosystem::kPypi) continue;
    // pip refuses extras in a constraints file: the constraint is on the distribution.
    text += with_why(pep508(pin, !constraints), pin, comments);
  }
  return text;
}

std::string pyproject(const PinSet& set, bool comments) {
  std::string text = comments ? header(set, "#") : "";
  text += "dependencies = [\n";
  for (const auto& pin : set.pins) {
    if (pin.ecosystem != PinEcosystem::kPypi) continue;
    text += with_why("  \"" + pep508(pin, true) + "\",", pin, comments);
  }
  return text + "]\n";
}

std::string conda(const PinSet& set, bool comments) {
  std::string text = comments ? header(set, "#") : "";
  text += "requirements:\n";
  for (const char* section : {"run", "run_constraints"}) {
    std::string lines;
    for (const auto& pin : set.pins) {
      if (pin.ecosystem != PinEcosystem::kConda || pin.section != section) continue;
      lines += with_why("    - " + pin.package + " " + pin.requirement(), pin, comments);
    }
    if (!lines.empty()) text += fmt::format("  {}:\n{}", section, lines);
  }
  return text;
}

std::string cargo(const PinSet& set, bool comments) {
  std::string text = comments ? header(set, "#") : "";
  text += "[dependencies]\n";
  for (const auto& pin : set.pins) {
    if (pin.ecosystem != PinEcosystem::kCargo) continue;
    std::vector<std::string> features;
    for (const auto& feature : pin.features) features.push_back("\"" + feature + "\"");
    std::string line = fmt::format("{} = {{ version = \"{}\"", pin.package, pin.requirement());
    if (!features.empty()) line += ", features = [" + join(features, ", ") + "]";
    text += with_why(line + " }", pin, comments);
  }
  return text;
}

std::string debian(const PinSet& set, bool comments) {
  std::string text = comments ? header(set, "#") : "";
  std::vector<std::string> relations;
  for (const auto& pin : set.pins) {
    if (pin.ecosystem != PinEcosystem::kDebian) continue;
    std::vector<std::string> names = {pin.package};
    names.insert(names.end(), pin.alternatives.begin(), pin.alternatives.end());
    if (comments) text += "# " + pin.why + "\n";
    relations.push_back(join(names, " | "));
  }
  // An empty Depends field is not valid control syntax: say why there is none instead.
  if (relations.empty()) return text + "# no Debian package is known for the CUDA libraries asked for\n";
  return text + "Depends: " + join(relations, ",\n ") + "\n";
}

std::string cmake(const PinSet& set, bool comments) {
  std::string text = comments ? header(set, "#") : "";
  for (const auto& pin : set.pins) {
    if (pin.ecosystem != PinEcosystem::kCmake) continue;
    if (comments) text += "# " + pin.why + "\n";
    text += fmt::format("find_package(CUDAToolkit {} REQUIRED)\n", pin.floor);
    text += fmt::format(
        "if(CUDAToolkit_VERSION VERSION_GREATER_EQUAL {0})\n"
        "  message(FATAL_ERROR \"CUDA ${{CUDAToolkit_VERSION}} found; this build is pinned to CUDA >={1},<{0} "
        "(cudacompat pin). Point CUDAToolkit_ROOT at a CUDA {2}.x toolkit.\")\n"
        "endif()\n",
        pin.ceiling, pin.floor, set.floor.major);
  }
  return text;
}

std::string json_document(const PinSet& set) {
  json::Tree pins = json::Tree::array();
  for (const auto& pin : set.pins) {
    json::Tree entry{{"ecosystem", std::string(to_string(pin.ecosystem))}, {"package", pin.package}};
    if (!pin.section.empty()) entry.set("section", pin.section);
    if (!pin.extras.empty()) entry.set("extras", pin.extras);
    if (!pin.features.empty()) entry.set("features", pin.features);
    entry.set("requirement", pin.requirement());
    entry.set("floor", pin.floor);
    entry.set("ceiling", pin.ceiling);
    if (!pin.ceiling_inclusive.empty()) entry.set("ceiling_inclusive", pin.ceiling_inclusive);
    entry.set("excluded", pin.excluded);
    if (!pin.alternatives.empty()) entry.set("alternatives", pin.alternatives);
    if (!pin.library_dirs.empty()) entry.set("library_dirs", pin.library_dirs);
    entry.set("why", pin.why);
    pins.push(std::move(entry));
  }
  json::Tree document{{"cuda", set.cuda.to_string()},   {"cuda_source", set.cuda_source},
                      {"floor", set.floor.to_string()}, {"floor_reasons", set.floor_reasons},
                      {"pins", std::move(pins)},        {"warnings", messages(set.warnings)}};
  return document.dump(2) + "\n";
}

}  // namespace

std::optional<PinFormat> pin_format_from_name(std::string_view name) { return value_named(kFormatNames, name); }

const std::vector<std::string>& pin_format_names() {
  static const std::vector<std::string> names = names_in(kFormatNames);
  return names;
}

std::string render_pins(const PinSet& set, PinFormat format, bool with_comments) {
  switch (format) {
    case PinFormat::kRequirements:
      return python_lines(set, with_comments, false);
    case PinFormat::kConstraints:
      return python_lines(set, with_comments, true);
    case PinFormat::kPyproject:
      return pyproject(set, with_comments);
    case PinFormat::kConda:
      return conda(set, with_comments);
    case PinFormat::kCargo:
      return cargo(set, with_comments);
    case PinFormat::kDebian:
      return debian(set, with_comments);
    case PinFormat::kCmake:
      return cmake(set, with_comments);
    case PinFormat::kJson:
      return json_document(set);
  }
  return {};
}

}  // namespace cudacompat::pins
