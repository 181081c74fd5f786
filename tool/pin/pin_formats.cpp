// render_pins: one PinSet in each ecosystem's own syntax, each line with a comment saying why.

#include <fmt/format.h>

#include "common/enum_names.h"
#include "common/json_value.h"
#include "common/text.h"
#include "pin/pins.h"

namespace cudacompat::pins {

namespace {

std::string header(const PinSet& set, const char* comment) {
  return fmt::format("{} cudacompat pin: CUDA {} ({}); floor CUDA {}\n", comment, set.cuda.to_string(), set.cuda_source,
                     set.floor.to_string());
}

// The pins of one ecosystem, in the set's order: each format writes one ecosystem's pins.
std::vector<const Pin*> pins_of(const PinSet& set, PinEcosystem ecosystem) {
  std::vector<const Pin*> pins;
  for (const auto& pin : set.pins)
    if (pin.ecosystem == ecosystem) pins.push_back(&pin);
  return pins;
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

// Each format below writes the pins that follow the header (render_pins writes the header).
std::string python_lines(const PinSet& set, bool comments, bool constraints) {
  std::string text;
  // pip refuses extras in a constraints file: the constraint is on the distribution.
  for (const Pin* pin : pins_of(set, PinEcosystem::kPypi)) text += with_why(pep508(*pin, !constraints), *pin, comments);
  return text;
}

std::string requirements_file(const PinSet& set, bool comments) { return python_lines(set, comments, false); }

std::string constraints_file(const PinSet& set, bool comments) { return python_lines(set, comments, true); }

std::string pyproject(const PinSet& set, bool comments) {
  std::string text = "dependencies = [\n";
  for (const Pin* pin : pins_of(set, PinEcosystem::kPypi))
    text += with_why("  \"" + pep508(*pin, true) + "\",", *pin, comments);
  return text + "]\n";
}

std::string conda(const PinSet& set, bool comments) {
  std::string text = "requirements:\n";
  for (const char* section : {"run", "run_constraints"}) {
    std::string lines;
    for (const Pin* pin : pins_of(set, PinEcosystem::kConda)) {
      if (pin->section == section)
        lines += with_why("    - " + pin->package + " " + pin->requirement(), *pin, comments);
    }
    if (!lines.empty()) text += fmt::format("  {}:\n{}", section, lines);
  }
  return text;
}

std::string cargo(const PinSet& set, bool comments) {
  std::string text = "[dependencies]\n";
  for (const Pin* pin : pins_of(set, PinEcosystem::kCargo)) {
    std::vector<std::string> features;
    for (const auto& feature : pin->features) features.push_back("\"" + feature + "\"");
    std::string line = fmt::format("{} = {{ version = \"{}\"", pin->package, pin->requirement());
    if (!features.empty()) line += ", features = [" + join(features, ", ") + "]";
    text += with_why(line + " }", *pin, comments);
  }
  return text;
}

std::string debian(const PinSet& set, bool comments) {
  std::string text;
  std::vector<std::string> relations;
  for (const Pin* pin : pins_of(set, PinEcosystem::kDebian)) {
    std::vector<std::string> names = {pin->package};
    names.insert(names.end(), pin->alternatives.begin(), pin->alternatives.end());
    if (comments) text += "# " + pin->why + "\n";
    relations.push_back(join(names, " | "));
  }
  // An empty Depends field is not valid control syntax: say why there is none instead.
  if (relations.empty()) return text + "# no Debian package is known for the CUDA libraries asked for\n";
  return text + "Depends: " + join(relations, ",\n ") + "\n";
}

std::string cmake(const PinSet& set, bool comments) {
  std::string text;
  for (const Pin* pin : pins_of(set, PinEcosystem::kCmake)) {
    if (comments) text += "# " + pin->why + "\n";
    text += fmt::format("find_package(CUDAToolkit {} REQUIRED)\n", pin->floor);
    text += fmt::format(
        "if(CUDAToolkit_VERSION VERSION_GREATER_EQUAL {0})\n"
        "  message(FATAL_ERROR \"CUDA ${{CUDAToolkit_VERSION}} found; this build is pinned to CUDA >={1},<{0} "
        "(cudacompat pin). Point CUDAToolkit_ROOT at a CUDA {2}.x toolkit.\")\n"
        "endif()\n",
        pin->ceiling, pin->floor, set.floor.major);
  }
  return text;
}

// JSON has no comments: each pin's why is a field.
std::string json_document(const PinSet& set, bool /*comments*/) {
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

// The one table of formats: parsing, the list of choices (in this order) and render_pins read it.
struct FormatInfo {
  PinFormat value;
  std::string_view name;
  std::string (*pins)(const PinSet& set, bool comments);  // the pins in the format's syntax
  bool header;  // opens with the "# cudacompat pin" line when comments are on (JSON has no comments)
};
constexpr FormatInfo kFormats[] = {{PinFormat::kRequirements, "requirements", requirements_file, true},
                                   {PinFormat::kPyproject, "pyproject", pyproject, true},
                                   {PinFormat::kConstraints, "constraints", constraints_file, true},
                                   {PinFormat::kConda, "conda", conda, true},
                                   {PinFormat::kCargo, "cargo", cargo, true},
                                   {PinFormat::kDebian, "debian", debian, true},
                                   {PinFormat::kCmake, "cmake", cmake, true},
                                   {PinFormat::kJson, "json", json_document, false}};

}  // namespace

std::optional<PinFormat> pin_format_from_name(std::string_view name) { return value_named(kFormats, name); }

const std::vector<std::string>& pin_format_names() {
  static const std::vector<std::string> names = names_in(kFormats);
  return names;
}

std::string render_pins(const PinSet& set, PinFormat format, bool with_comments) {
  const FormatInfo* info = entry_of(kFormats, format);
  if (info == nullptr) return {};
  return (with_comments && info->header ? header(set, "#") : "") + info->pins(set, with_comments);
}

}  // namespace cudacompat::pins
