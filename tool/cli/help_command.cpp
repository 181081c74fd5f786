// `cudacompat help [SUBCOMMAND] [--format text|json]`: the help `--help` prints, and with
// `--format json` every subcommand's description, details and options as data, and every finding
// code the subcommands report, from the one table (findings/findings.h). The JSON is read from the
// same CLI11 objects `--help` prints and the same table SARIF reads, so the documentation site's
// command and finding references (docs/generate_reference.py) cannot drift from the tool. The
// findings are part of this one document rather than a `help findings` of their own: the
// positional names a subcommand, and the site is generated from one run. Hidden from the
// subcommand list: it is for the site and scripts; people type `--help`.
#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/add_command.h"
#include "cli/commands.h"
#include "common/json_value.h"
#if CUDACOMPAT_WITH_AUDIT
#include "findings/findings.h"
#include "sarif/sarif.h"
#endif

namespace cudacompat::cli {
namespace {

struct HelpCommandOptions {
  std::string subcommand;
  std::string format = "text";
};

std::vector<CLI::App*> visible_subcommands(CLI::App& app) {
  std::vector<CLI::App*> out;
  for (CLI::App* command : app.get_subcommands([](CLI::App* c) { return !c->get_group().empty(); }))
    out.push_back(command);
  return out;
}

json::Tree option_json(const CLI::Option& option) {
  json::Tree out;
  out.set("name", option.get_name(false, true));
  out.set("positional", option.get_positional());
  out.set("flag", option.get_expected_max() == 0);
  out.set("required", option.get_required());
  out.set("repeatable", option.get_expected_max() > 1 || option.get_items_expected_max() > 1);
  out.set("type", option.get_type_name());
  out.set("default", option.get_default_str());
  out.set("group", option.get_group());
  out.set("description", option.get_description());
  return out;
}

// `prefix` names the command a nested subcommand belongs to ("variant " for `variant show`).
json::Tree command_json(const CLI::App& command, const std::string& prefix = "") {
  json::Tree out;
  out.set("name", prefix + command.get_name());
  out.set("summary", command.get_description());
  out.set("details", command.get_footer());
  out.set("help", command.help("cudacompat"));
  json::Tree options = json::Tree::array();
  for (const CLI::Option* option : command.get_options()) {
    if (option == command.get_help_ptr()) continue;
    options.push(option_json(*option));
  }
  out.set("options", std::move(options));
  // Nested subcommands (`variant show`, `variant make`), each with its own options.
  json::Tree subcommands = json::Tree::array();
  for (const CLI::App* nested : command.get_subcommands([](const CLI::App*) { return true; }))
    subcommands.push(command_json(*nested, prefix + command.get_name() + " "));
  out.set("subcommands", std::move(subcommands));
  return out;
}

// Every code `command` reports (every code where it is null), with what the table knows of it.
json::Tree findings_json(const CLI::App* command) {
  json::Tree out = json::Tree::array();
#if CUDACOMPAT_WITH_AUDIT
  for (const findings::FindingInfo& info : findings::finding_table()) {
    const std::string_view reporting = findings::command_of(info.reporter);
    // "pin --check" is reported by the subcommand pin.
    if (command != nullptr && reporting.substr(0, reporting.find(' ')) != command->get_name()) continue;
    json::Tree finding;
    finding.set("code", info.name);
    finding.set("command", reporting);
    finding.set("policy", info.reporter == findings::Reporter::kAuditPolicy);
    finding.set("warning", info.warning);
    finding.set("level", sarif::to_string(sarif::default_level(info)));
    finding.set("breaks", findings::to_string(info.breaks));
    finding.set("package_metadata", findings::is_package_metadata_finding(info.code));
    finding.set("summary", info.summary);
    finding.set("details", info.details);
    finding.set("fix", info.fix);
    finding.set("reference", findings::reference_path(info));
    finding.set("help_uri", sarif::help_uri(info));
    out.push(std::move(finding));
  }
#else
  (void)command;  // the probe-only build reports no findings
#endif
  return out;
}

int run(CLI::App& app, const HelpCommandOptions& o) {
  const CLI::App* chosen = nullptr;
  if (!o.subcommand.empty()) {
    for (CLI::App* command : visible_subcommands(app))
      if (command->get_name() == o.subcommand) chosen = command;
    if (chosen == nullptr) {
      std::cerr << "cudacompat help: there is no subcommand " << o.subcommand << "; `cudacompat --help` lists them\n";
      return kExitUsage;
    }
  }
  if (o.format == "text") {
    // Not app.help(): while `help` runs it is the selected subcommand, and CLI11 hands the help of
    // an app with a selected subcommand to that subcommand, so `cudacompat help` would print help's
    // own help instead of the tool's.
    std::cout << (chosen ? chosen->help("cudacompat")
                         : app.get_formatter()->make_help(&app, "cudacompat", CLI::AppFormatMode::Normal));
    return kExitOk;
  }
  json::Tree document;
  document.set("program", "cudacompat");
  document.set("version", CUDACOMPAT_VERSION_STRING);
  document.set("summary", app.get_description());
  json::Tree subcommands = json::Tree::array();
  for (CLI::App* command : visible_subcommands(app))
    if (chosen == nullptr || command == chosen) subcommands.push(command_json(*command));
  document.set("subcommands", std::move(subcommands));
  document.set("findings", findings_json(chosen));
  std::cout << document.dump(2) << "\n";
  return kExitOk;
}

}  // namespace

void add_help_command(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<HelpCommandOptions>();
  CLI::App* help = add_described_subcommand(app, "help");
  help->group("");  // hidden from `cudacompat --help`
  help->add_option("subcommand", options->subcommand, "the subcommand whose help to print (default: the tool's)");
  help->add_option("--format", options->format,
                   "text (default: what --help prints) or json (every subcommand, option and finding code)")
      ->check(CLI::IsMember({"text", "json"}));
  help->callback([&app, options, &exit_code] { exit_code = run(app, *options); });
}

}  // namespace cudacompat::cli
