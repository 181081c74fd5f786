// `cudacompat abi-diff OLD NEW`: what changed between two releases of a package for the code built
// against OLD (binary consumers) and the code recompiled against NEW (source consumers). Reads both
// sides with the audit's readers; never imports or runs what it reads.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <future>
#include <iostream>
#include <memory>
#include <set>
#include <utility>

#include "abi/compare.h"
#include "abi/reach.h"
#include "abi/report.h"
#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/report_output.h"

namespace cudacompat::cli {
namespace {

struct AbiDiffOptions {
  std::string old_input;
  std::string new_input;
  std::vector<std::string> consumers;
  std::vector<std::string> fail_on;
  ReportOptions report;
};

int fail(const std::string& message) {
  std::cerr << "cudacompat abi-diff: " << message << "\n";
  return kExitUsage;
}

// The codes --fail-on names, or an Error naming the first that is not one.
Expected<std::set<abi::AbiCode>> fail_on_codes(const std::vector<std::string>& names) {
  std::set<abi::AbiCode> codes;
  for (const auto& name : names) {
    auto code = abi::parse_abi_code(name);
    if (!code)
      return Error{fmt::format("--fail-on {}: not a finding code; the codes are {}", name, abi::abi_code_list())};
    codes.insert(*code);
  }
  return codes;
}

struct Releases {
  abi::PackageTree old_tree, new_tree;
};

// OLD and NEW read, or why they cannot be compared (one file twice, unreadable, two formats).
Expected<Releases> read_releases(const AbiDiffOptions& o) {
  std::error_code error;
  if (std::filesystem::equivalent(o.old_input, o.new_input, error))
    return Error{fmt::format("OLD and NEW are the same file ({}): give two releases to compare", o.old_input)};
  // OLD and NEW are read on two threads (each reading is independent, and nothing is compared until
  // both are read, so the output is that of reading them in turn); OLD's error is reported first.
  auto new_reading = std::async(std::launch::async, [&] { return abi::read_package_tree(o.new_input); });
  auto old_tree = abi::read_package_tree(o.old_input);
  auto new_tree = new_reading.get();
  if (!old_tree) return old_tree.error();
  if (!new_tree) return new_tree.error();
  if (old_tree->format != new_tree->format) {
    return Error{
        fmt::format("OLD is a {} and NEW a {}: compare two releases of one package in one format "
                    "(two wheels, two .debs, two directories, ...)",
                    abi::to_string(old_tree->format), abi::to_string(new_tree->format))};
  }
  return Releases{std::move(old_tree).value(), std::move(new_tree).value()};
}

// Each --consumer read and judged against both releases, into diff.
Expected<void> check_consumers(const std::vector<std::string>& inputs, const Releases& releases, abi::AbiDiff& diff) {
  for (const auto& input : inputs) {
    const std::string takes =
        "--consumer takes Python extension modules built against OLD (an ELF shared object exporting "
        "PyInit_<name>), or a wheel or directory that holds some";
    auto consumer = abi::read_package_tree(input);
    if (!consumer) return Error{fmt::format("--consumer {}; {}", consumer.error().message, takes)};
    abi::resolve_consumer_string_table_capi(*consumer, releases.old_tree);
    if (auto checked = abi::check_consumer(*consumer, releases.old_tree, releases.new_tree, diff); !checked)
      return Error{fmt::format("--consumer {}", checked.error().message)};
  }
  return {};
}

// The exit code, said on stderr when it is not 0. With --consumer, the verdict is the consumers':
// a release may break others and not them.
int verdict(const AbiDiffOptions& o, const std::set<abi::AbiCode>& fail_on, const abi::AbiDiff& diff) {
  bool failed = false;
  for (const auto& finding : diff.findings) {
    if (!fail_on.empty()) {
      failed |= fail_on.contains(finding.code);
    } else if (o.consumers.empty()) {
      failed |= finding.breaks() != abi::Breaks::kNone;
    }
  }
  if (failed) std::cerr << "cudacompat abi-diff: NEW breaks consumers of OLD (the findings above say how)\n";
  if (!o.consumers.empty() && diff.consumers_fail()) {
    std::cerr << "cudacompat abi-diff: a --consumer fails to import against NEW, or its imports could not be read "
                 "(the consumers above say which)\n";
    failed = true;
  }
  return failed ? kExitFindings : kExitOk;
}

int run(const AbiDiffOptions& o) {
  const Expected<OutputKind> output = choose_output(o.report);
  if (!output) return fail(output.error().message);
  const Expected<std::set<abi::AbiCode>> fail_on = fail_on_codes(o.fail_on);
  if (!fail_on) return fail(fail_on.error().message);
  const Expected<Releases> releases = read_releases(o);
  if (!releases) return fail(releases.error().message);
  const abi::PackageTree& old_tree = releases->old_tree;
  const abi::PackageTree& new_tree = releases->new_tree;
  abi::AbiDiff diff = abi::compare_trees(old_tree, new_tree);
  if (Expected<void> checked = check_consumers(o.consumers, *releases, diff); !checked)
    return fail(checked.error().message);
  // After the consumers: a private module that one of them imports is theirs to break.
  abi::judge_reach(old_tree, diff);
  write_report(*output,
               {[&](std::ostream& out) { abi::write_table(out, old_tree, new_tree, diff); },
                [&](std::ostream& out) { abi::write_json(out, old_tree, new_tree, diff); },
                [&](std::ostream& out) { abi::write_sarif(out, old_tree, new_tree, diff, CUDACOMPAT_VERSION_STRING); }},
               std::cout);
  return verdict(o, *fail_on, diff);
}

}  // namespace

void add_abi_diff_command(CLI::App& app, int& exit_code) {
  auto [command, options] = add_command<AbiDiffOptions>(app, exit_code, "abi-diff", run);
  command->add_option("OLD", options->old_input, "the earlier release")->required();
  command->add_option("NEW", options->new_input, "the later release")->required();
  command->add_option("--consumer", options->consumers,
                      "extension modules built against OLD (a wheel, a directory or a .so; repeat the option for "
                      "several): say whether each imports against NEW, and why not");
  command
      ->add_option("--fail-on", options->fail_on,
                   "exit 1 only for these codes, comma-separated or the option repeated (default: any finding that "
                   "breaks a consumer): " +
                       abi::abi_code_list())
      ->delimiter(',');
  add_report_options(*command, options->report, "write JSON instead of the table",
                     "table (default), json (as --json) or sarif (SARIF 2.1.0 for code scanning: docs/sarif.md)");
}

}  // namespace cudacompat::cli
