// `cudacompat variant`: wheel variants (PEP 825, NVIDIA's `nvidia` namespace) derived from what the
// audit reads in a wheel's binaries (tool/variant/).
//
//   variant show WHEEL... [--json]     the derived properties and what each comes from
//   variant json WHEEL [--label L]     the wheel's *.dist-info/variant.json, on stdout or -o FILE
//   variant index DIR                  {name}-{version}-variants.json for the variant wheels in DIR
//   variant make WHEEL... -o DIR       each wheel rewritten as a variant wheel of its unsuffixed name
#include <CLI/CLI.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>

#include "audit/audit.h"
#include "audit/cuda_libraries.h"
#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/report_output.h"
#include "common/display_text.h"
#include "common/files.h"
#include "common/report_envelope.h"
#include "knowledge/knowledge_base.h"
#include "variant/properties.h"
#include "variant/variant_json.h"
#include "variant/variant_set.h"
#include "variant/wheel_files.h"

namespace cudacompat::cli {
namespace {

namespace fs = std::filesystem;

struct VariantCommandOptions {
  std::vector<std::string> wheels;
  std::string directory, label, output, out_dir;
  bool json = false;
};

int usage_error(const std::string& message) {
  std::cerr << "cudacompat variant: " << terminal_safe(message) << "\n";
  return kExitUsage;
}

struct Derived {
  std::vector<variant::WheelVariant> variants;
  std::vector<Diagnostic> diagnostics;  // inputs that could not be read or derived
};

// The audit over the wheels, then each wheel's variant. An input that is not a readable wheel is
// an error diagnostic: nothing is derived from half a wheel.
Derived derive(const std::vector<std::string>& wheels) {
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  const audit::CudaLibraryTable libraries = audit::CudaLibraryTable::from_knowledge(knowledge);
  audit::Judge judge(knowledge, libraries);
  audit::AuditOptions options;
  options.inputs = wheels;
  audit::AuditReport report = audit::run_audit(options, judge);
  Derived derived;
  derived.diagnostics = report.input_errors;
  for (const auto& artifact : report.artifacts) {
    for (const auto& error : artifact.facts.errors) {
      derived.diagnostics.push_back(Diagnostic::error("input-unreadable", error.message, artifact.facts.path));
    }
  }
  for (const auto& package : report.packages) {
    auto variant = variant::derive_variant(report, package, judge);
    if (!variant) {
      derived.diagnostics.push_back(Diagnostic::error("variant-not-derived", variant.error().message, package.name));
      continue;
    }
    derived.variants.push_back(std::move(*variant));
  }
  return derived;
}

bool has_errors(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::kError; });
}

void print_diagnostics(const std::vector<Diagnostic>& diagnostics) {
  for (const auto& d : diagnostics) {
    std::cerr << "cudacompat variant: " << to_string(d.severity) << ": " << terminal_safe(d.message);
    if (!d.where.empty()) std::cerr << " (" << terminal_safe(d.where) << ")";
    if (!d.fix.empty()) std::cerr << "; " << terminal_safe(d.fix);
    std::cerr << "\n";
  }
}

json::Tree variant_tree(const variant::WheelVariant& v) {
  json::Tree properties = json::Tree::array();
  for (const auto& p : v.properties) {
    properties.push(json::Tree{{"namespace", variant::kNamespace},
                               {"feature", p.feature},
                               {"value", p.value},
                               {"property", p.text()},
                               {"why", p.why},
                               {"sources", p.sources}});
  }
  return json::Tree{{"wheel", v.wheel},
                    {"name", v.name},
                    {"version", v.version},
                    {"label", v.default_label()},
                    {"properties", std::move(properties)}};
}

int run_show(const VariantCommandOptions& o) {
  Derived derived = derive(o.wheels);
  std::vector<Diagnostic> all = derived.diagnostics;
  for (const auto& v : derived.variants) all.insert(all.end(), v.diagnostics.begin(), v.diagnostics.end());
  auto json_writer = [&](std::ostream& out) {
    json::Tree wheels = json::Tree::array();
    for (const auto& v : derived.variants) wheels.push(variant_tree(v));
    json::Tree root = report_envelope("variant", 1, all);
    root.set("wheels", std::move(wheels));
    out << root.dump(2) << "\n";
  };
  auto table_writer = [&](std::ostream& out) {
    for (const auto& v : derived.variants) {
      out << terminal_safe(v.wheel) << "\n  " << terminal_safe(v.name) << " " << terminal_safe(v.version)
          << ", variant label " << v.default_label() << "\n";
      if (v.properties.empty()) out << "  no properties: the null variant (no GPU code, no CUDA library)\n";
      for (const auto& p : v.properties) {
        std::string first = p.sources.empty() ? "" : p.sources.front();
        std::string more = p.sources.size() > 1 ? " and " + std::to_string(p.sources.size() - 1) + " more" : "";
        out << "  " << p.text() << "\n      " << terminal_safe(p.why) << "\n      from " << terminal_safe(first) << more
            << "\n";
      }
    }
  };
  write_report(o.json ? OutputKind::kJson : OutputKind::kTable, {table_writer, json_writer, {}}, std::cout);
  if (!o.json) print_diagnostics(all);
  return has_errors(derived.diagnostics) ? kExitUsage : kExitOk;
}

int run_json(const VariantCommandOptions& o) {
  Derived derived = derive(o.wheels);
  if (has_errors(derived.diagnostics) || derived.variants.size() != 1) {
    print_diagnostics(derived.diagnostics);
    return usage_error("variant json reads one wheel; nothing was written");
  }
  const auto& v = derived.variants.front();
  const std::string label = o.label.empty() ? v.default_label() : o.label;
  auto text = variant::variant_json_text(label, variant::feature_values(v));
  if (!text) return usage_error(text.error().message + "; nothing was written");
  print_diagnostics(v.diagnostics);
  if (o.output.empty()) {
    std::cout << *text;
    return kExitOk;
  }
  if (auto written = write_if_changed(o.output, *text); !written) return usage_error(written.error().message);
  return kExitOk;
}

// Every variant wheel of DIR (a label in its file name) grouped by {name}-{version}; each group's
// index file written beside them. Nothing is written when any wheel's variant.json cannot be read.
int run_index(const VariantCommandOptions& o) {
  std::error_code error;
  if (!fs::is_directory(o.directory, error)) return usage_error(o.directory + " is not a directory of wheels");
  auto releases = variant::read_variant_folder(o.directory);
  if (!releases) return usage_error(releases.error().message + "; nothing was written");
  std::map<std::string, std::string> texts;
  for (const auto& release : *releases) {
    auto text = variant::index_json_text(release.variants);
    if (!text) return usage_error(release.release() + ": " + text.error().message + "; nothing was written");
    texts[release.release()] = *text;
  }
  for (const auto& [release, text] : texts) {
    fs::path path = fs::path(o.directory) / (release + "-variants.json");
    if (auto written = write_if_changed(path, text); !written) return usage_error(written.error().message);
    std::cout << path.string() << "\n";
  }
  if (texts.empty()) return usage_error(o.directory + " holds no variant wheel (a label after the platform tag)");
  return kExitOk;
}

// Each wheel derived, then rewritten into OUT_DIR as the variant of its unsuffixed name. Nothing is
// written unless every wheel derives.
int run_make(const VariantCommandOptions& o) {
  std::error_code error;
  if (!fs::is_directory(o.out_dir, error)) return usage_error("-o " + o.out_dir + " is not a directory");
  Derived derived = derive(o.wheels);
  if (has_errors(derived.diagnostics)) {
    print_diagnostics(derived.diagnostics);
    return usage_error("nothing was written");
  }
  if (!o.label.empty() && derived.variants.size() != 1) return usage_error("--label names the variant of one wheel");
  for (const auto& v : derived.variants) {
    const std::string label = o.label.empty() ? v.default_label() : o.label;
    auto text = variant::variant_json_text(label, variant::feature_values(v));
    if (!text) return usage_error(v.wheel + ": " + text.error().message);
    auto made = variant::make_variant_wheel(v.wheel, label, *text, o.out_dir);
    if (!made) return usage_error(made.error().message);
    print_diagnostics(v.diagnostics);
    std::cout << made->path << "\n";
  }
  return kExitOk;
}

}  // namespace

void add_variant_command(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<VariantCommandOptions>();
  CLI::App* command = add_described_subcommand(app, "variant");
  command->require_subcommand(1);

  CLI::App* show = add_described_subcommand(*command, "show");
  show->add_option("wheels", options->wheels, "The wheels to derive the variants of")->required();
  show->add_flag("--json", options->json, "Print JSON (schemas/cudacompat-variant-1.schema.json)");
  show->callback([options, &exit_code] { exit_code = run_show(*options); });

  CLI::App* json = add_described_subcommand(*command, "json");
  json->add_option("wheel", options->wheels, "The wheel")->required()->expected(1);
  json->add_option("--label", options->label,
                   "The variant label (default: cuN from the bounds, null without properties)");
  json->add_option("-o,--output", options->output, "Write to this file instead of stdout");
  json->callback([options, &exit_code] { exit_code = run_json(*options); });

  CLI::App* index = add_described_subcommand(*command, "index");
  index->add_option("directory", options->directory, "The folder")->required();
  index->callback([options, &exit_code] { exit_code = run_index(*options); });

  CLI::App* make = add_described_subcommand(*command, "make");
  make->add_option("wheels", options->wheels, "The wheels to rewrite as variant wheels")->required();
  make->add_option("-o,--output-dir", options->out_dir, "The folder the variant wheels are written to")->required();
  make->add_option("--label", options->label,
                   "The variant label (default: cuN from the bounds, null without properties)");
  make->callback([options, &exit_code] { exit_code = run_make(*options); });
}

}  // namespace cudacompat::cli
