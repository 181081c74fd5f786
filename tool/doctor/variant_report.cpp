#include "doctor/variant_report.h"

#include <fmt/format.h>

#include "common/display_text.h"
#include "common/text.h"

namespace cudacompat::doctor {
namespace {

using json = cudacompat::json::Tree;

std::string machine_text(const variant::MachineForVariants& machine) {
  std::vector<std::string> gpus;
  for (int sm : machine.gpus) gpus.push_back(gpu_name(sm));
  return fmt::format("driver reports CUDA {}; GPUs: {}",
                     machine.cuda_driver ? machine.cuda_driver->major_minor() : "none",
                     gpus.empty() ? "none" : join(gpus, ", "));
}

std::string values_text(const variant::DeclaredVariant& variant) {
  if (variant.properties.empty()) return "(no properties)";
  std::vector<std::string> parts;
  for (const auto& [feature, values] : variant.properties) parts.push_back(feature + "=" + join(values, ","));
  return join(parts, " ");
}

std::string runs_text(const VariantWheelCheck& wheel) {
  if (wheel.wheel.empty()) return "no wheel here: judged from its declared properties only";
  if (!wheel.runs) return "its GPU code not judged (no driver or no GPU here)";
  return *wheel.runs ? "runs here" : "does NOT run here";
}

}  // namespace

void write_variants_table(std::ostream& out, const VariantSetCheck& check) {
  out << "\nVariants (" << terminal_safe(check.path) << "): NVIDIA's provider sees "
      << terminal_safe(machine_text(check.machine)) << "\n";
  for (const auto& error : check.errors) out << "  error: " << terminal_safe(error.message) << "\n";
  for (const auto& release : check.releases) {
    const auto* chosen = release.choice.chosen();
    out << fmt::format("  {}: an installer chooses {}\n", terminal_safe(release.release.release()),
                       chosen ? chosen->variant.label : std::string("none"));
    for (std::size_t i = 0; i < release.choice.variants.size(); ++i) {
      const auto& ranked = release.choice.variants[i];
      const auto& wheel = release.wheels[i];
      out << fmt::format("    {} {:<10} {}\n", ranked.compatible ? (i == 0 ? "*" : " ") : "x",
                         terminal_safe(ranked.variant.label), terminal_safe(values_text(ranked.variant)));
      out << fmt::format("      {}; {}\n", terminal_safe(ranked.why), runs_text(wheel));
      for (const auto& problem : wheel.problems) out << "      " << terminal_safe(problem.message) << "\n";
    }
    for (const auto& note : release.notes) out << "    note: " << terminal_safe(note.message) << "\n";
    for (const auto& problem : release.problems) out << "    will not run: " << terminal_safe(problem.message) << "\n";
  }
}

json variants_json(const VariantSetCheck& check) {
  json supported = json::array();
  bool supported_listed = false;  // from the first release that lists any
  json releases = json::array();
  for (const auto& release : check.releases) {
    if (!supported_listed) {
      for (const auto& feature : release.choice.supported)
        supported.push({{"feature", feature.feature}, {"values", feature.values}});
      supported_listed = !release.choice.supported.empty();
    }
    json variants = json::array();
    for (std::size_t i = 0; i < release.choice.variants.size(); ++i) {
      const auto& ranked = release.choice.variants[i];
      const auto& wheel = release.wheels[i];
      json properties = json::object();
      for (const auto& [feature, values] : ranked.variant.properties) properties.set(feature, values);
      variants.push({{"label", ranked.variant.label},
                     {"properties", properties},
                     {"compatible", ranked.compatible},
                     {"why", ranked.why},
                     {"wheel", wheel.wheel.empty() ? json(nullptr) : json(wheel.wheel)},
                     {"runs", wheel.runs ? json(*wheel.runs) : json(nullptr)},
                     {"problems", messages(wheel.problems)}});
    }
    const auto* chosen = release.choice.chosen();
    releases.push({{"name", release.release.name},
                   {"version", release.release.version},
                   {"index", release.release.index.empty() ? json(nullptr) : json(release.release.index)},
                   {"chosen", chosen ? json(chosen->variant.label) : json(nullptr)},
                   {"variants", variants},
                   {"notes", messages(release.notes)},
                   {"problems", messages(release.problems)}});
  }
  return {{"path", check.path},
          {"cuda_driver", check.machine.cuda_driver ? json(check.machine.cuda_driver->major_minor()) : json(nullptr)},
          {"gpus", check.machine.gpus},
          {"supported", supported},
          {"releases", releases}};
}

int variants_exit_code(const VariantSetCheck& check) {
  if (!check.errors.empty()) return 2;
  for (const auto& release : check.releases) {
    if (!release.problems.empty()) return 1;
  }
  return 0;
}

}  // namespace cudacompat::doctor
