"""`cudacompat help [SUBCOMMAND] [--format text|json]` (tool/cli/help_command.cpp): the help that
--help prints, and with --format json every visible subcommand, its options and nested
subcommands, and the finding codes each reports, from the objects --help prints.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json

from case_checks import expect
from command_line import json_of, run_tool, usage_error


def test_help_prints_what_help_options_print_and_refuses_an_unknown_subcommand(tool):
    def named(text):
        # --help names the program as it was started (argv[0]); help names it cudacompat.
        return text.replace(f"Usage: {tool} ", "Usage: cudacompat ")

    code, out, err = run_tool(tool, "help")
    _, expected, _ = run_tool(tool, "--help")
    expect(code == 0 and named(out) == named(expected), f"`help` exited {code} and printed:\n{out[:400]}")
    code, out, err = run_tool(tool, "help", "pin")
    _, expected, _ = run_tool(tool, "pin", "--help")
    expect(code == 0 and named(out) == named(expected), f"`help pin` exited {code} and printed:\n{out[:400]}")
    usage_error(
        "help of no such subcommand",
        tool,
        ["help", "frobnicate"],
        "cudacompat help: there is no subcommand frobnicate; `cudacompat --help` lists them",
    )
    # help is hidden from the list, so it is not a subcommand help describes.
    usage_error("help help", tool, ["help", "help"], "there is no subcommand help")
    usage_error("help --format yaml", tool, ["help", "--format", "yaml"], "--format: yaml not in {text,json}")


def test_help_json_lists_each_subcommand_with_its_options_and_nested_subcommands(tool):
    code, out, err = run_tool(tool, "help", "--format", "json")
    expect(code == 0, f"help --format json exited {code}: {err}")
    document = json_of("help --format json", out)
    _, version, _ = run_tool(tool, "--version")
    expect(f"cudacompat {document['version']}\n" == version, f"help's version {document['version']} is not {version}")
    by_name = {command["name"]: command for command in document["subcommands"]}
    expect("help" not in by_name and "pin" in by_name, f"help --format json lists {sorted(by_name)}")
    options = {option["name"]: option for option in by_name["pin"]["options"]}
    expect("--help" not in options, "help --format json lists --help as an option")
    expect(
        options["--library"]["repeatable"] and not options["--library"]["flag"] and options["--no-comments"]["flag"],
        f"pin's options as data: {json.dumps(options.get('--library'))}",
    )
    if "variant" in by_name:
        nested = [command["name"] for command in by_name["variant"]["subcommands"]]
        expect("variant show" in nested and "variant make" in nested, f"variant's nested subcommands: {nested}")


def test_help_json_of_one_subcommand_keeps_only_the_findings_it_reports(tool):
    _, out, _ = run_tool(tool, "help", "--format", "json")
    everything = json_of("help --format json", out)
    _, out, _ = run_tool(tool, "help", "pin", "--format", "json")
    pin = json_of("help pin --format json", out)
    expect([c["name"] for c in pin["subcommands"]] == ["pin"], "help pin lists other subcommands")
    commands = {finding["command"] for finding in pin["findings"]}
    expect(commands <= {"pin --check"}, f"help pin lists the findings of {commands}")
    wanted = [f["code"] for f in everything["findings"] if f["command"].split(" ")[0] == "pin"]
    expect([f["code"] for f in pin["findings"]] == wanted, "help pin does not list every finding pin reports")
