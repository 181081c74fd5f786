// `cudacompat doctor`: will these artifacts run on this machine, and if not, why. Reads the
// artifacts (the audit's readers) and asks the driver through dlopen; never runs the artifacts.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>

#include "audit/audit.h"
#include "audit/cuda_libraries.h"
#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/report_output.h"
#include "common/display_text.h"
#include "doctor/report.h"
#include "doctor/variant_report.h"
#include "doctor/verdicts.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::cli {
namespace {

struct DoctorCommandOptions {
  std::vector<std::string> inputs;
  bool json = false;
  std::string python = "python3";
  std::string libcuda = "libcuda.so.1";
  std::string variants;  // a folder of variant wheels or an index file
};

int run(const DoctorCommandOptions& o) {
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  const audit::CudaLibraryTable libraries = audit::CudaLibraryTable::from_knowledge(knowledge);
  audit::Judge judge(knowledge, libraries);

  doctor::DoctorInputs inputs;
  doctor::DriverQueryOptions driver_options;
  driver_options.libcuda = o.libcuda;
  inputs.driver = doctor::query_driver(knowledge, driver_options);
  std::string cache_source;
  inputs.loader = doctor::LoaderEnvironment::current(cache_source);
  doctor::InventoryOptions inventory_options;
  inventory_options.python = o.python;
  inputs.machine = doctor::take_inventory(inputs.loader, libraries, knowledge, inventory_options);
  inputs.machine.cache_source = cache_source;

  audit::AuditReport audit_report;
  if (!o.inputs.empty()) {
    audit::AuditOptions audit_options;
    audit_options.inputs = o.inputs;
    audit_report = audit::run_audit(audit_options, judge);
    inputs.audit = &audit_report;
  }
  const doctor::DoctorReport report = doctor::diagnose(std::move(inputs), judge);
  std::optional<doctor::VariantSetCheck> variants;
  if (!o.variants.empty()) variants = doctor::check_variants(o.variants, report, judge);
  write_report(o.json ? OutputKind::kJson : OutputKind::kTable,
               {[&](std::ostream& out) {
                  doctor::write_table(out, report);
                  if (variants) doctor::write_variants_table(out, *variants);
                },
                [&](std::ostream& out) { doctor::write_json(out, report, variants ? &*variants : nullptr); },
                {}},
               std::cout);
  int code = doctor::doctor_exit_code(report);
  if (variants) code = std::max(code, doctor::variants_exit_code(*variants));
  return exit_saying_why(code, "doctor", "some inputs could not be read (listed above)",
                         "something will not run here (the reasons and fixes are listed above)");
}

}  // namespace

void add_doctor_command(CLI::App& app, int& exit_code) {
  auto [doctor, options] = add_command<DoctorCommandOptions>(app, exit_code, "doctor", run);
  doctor->add_option("inputs", options->inputs, "Files, wheels and directories to check (none: the machine only)");
  doctor->add_flag("--json", options->json, "Print JSON instead of the table");
  doctor->add_option("--python", options->python,
                     "The Python interpreter whose environment is read (site-packages, NVIDIA wheels, CUDA "
                     "packages); default python3 on PATH");
  doctor->add_option("--libcuda", options->libcuda,
                     "The driver library to load instead of libcuda.so.1 (a path or a soname), e.g. to check a "
                     "driver that is not installed system-wide");
  doctor->add_option("--variants", options->variants,
                     "A folder of variant wheels (PEP 825) or an index file {name}-{version}-variants.json: say "
                     "which variant of each release an installer (uv, variantlib with NVIDIA's provider) would "
                     "choose on this machine, and whether its GPU code runs here");
}

}  // namespace cudacompat::cli
