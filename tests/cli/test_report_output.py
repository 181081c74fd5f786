"""How every command that writes a report chooses and writes it (tool/cli/report_output.cpp): --json
and --format read with the same words for every command, before any input is read; one output per
run; the --html file written whole, never over an input; the one line on stderr that says why the
exit code is not 0.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import os

from case_checks import expect, skip
from command_line import (
    json_of,
    needs_subcommand,
    refused_leaving_input,
    requirements_file,
    run_tool,
    usage_error,
    write_file,
)

NVBLAS = "/usr/local/cuda/lib64/libnvblas.so.13"  # needs libcublas.so.13: a CUDA 13 library, read in milliseconds


def test_every_report_command_refuses_json_with_sarif_in_the_same_words_before_reading_anything(tool, scratch):
    requirements = requirements_file(scratch)
    # One owner of the choice (tool/cli/report_output.h): each command that writes a report says
    # the same sentence, before it reads its inputs (these do not exist, so a command that read
    # them first would say that instead).
    missing = os.path.join(scratch, "missing")
    commands = {
        "pin": ["pin", "--check", requirements],
        "audit": ["audit", missing],
        "abi-diff": ["abi-diff", missing, missing + "-new"],
        "migrate": ["migrate", missing],
        "gate": ["gate", missing],
    }
    subcommands = run_tool(tool, "--help")[1]
    for name, argv in commands.items():
        if f"  {name} " not in subcommands:
            continue  # a build without the audit (CUDACOMPAT_BUILD_AUDIT=OFF) has pin only
        usage_error(
            f"{name} --json --format sarif",
            tool,
            argv + ["--json", "--format", "sarif"],
            f"cudacompat {name}: --json and --format sarif ask for two outputs: give one",
        )
    # pin's --format also names the pin formats; with --check only the report's three are taken.
    usage_error(
        "pin --check --format pyproject",
        tool,
        ["pin", "--check", requirements, "--format", "pyproject"],
        "cudacompat pin: --format pyproject: the report's formats are table (the default), json and sarif",
    )


def test_json_and_format_json_are_one_output_and_format_sarif_another(tool, scratch):
    needs_subcommand(tool, "migrate")
    source = write_file(scratch, "a.cu", "int f(cudaDeviceProp p) { return p.clockRate; }\n")
    scan = ["migrate", "--from", "12.4", "--to", "13.0", source]
    outputs = {}
    for name, options in {
        "--json": ["--json"],
        "--format json": ["--format", "json"],
        "--json --format json": ["--json", "--format", "json"],
        "--format sarif": ["--format", "sarif"],
        "--format table": ["--format", "table"],
        "no option": [],
    }.items():
        code, out, err = run_tool(tool, *scan, *options)
        expect(code == 1, f"migrate {name} of a removed field exited {code}: {err}")
        outputs[name] = out
    expect(
        outputs["--json"] == outputs["--format json"] == outputs["--json --format json"],
        "--json and --format json write different reports",
    )
    expect(json_of("--json", outputs["--json"])["schema"] == "cudacompat-migrate/1", "--json is not migrate's JSON")
    expect(json_of("--format sarif", outputs["--format sarif"])["version"] == "2.1.0", "--format sarif is not SARIF")
    expect(outputs["--format table"] == outputs["no option"], "the table is not the default")
    expect(not outputs["no option"].lstrip().startswith("{"), "the table is JSON")
    usage_error("--format xml", tool, [*scan, "--format", "xml"], "--format: xml not in {table,json,sarif}")


def test_html_file_is_written_whole_and_never_over_an_input(tool, scratch):
    needs_subcommand(tool, "audit")
    html = write_file(scratch, "report.html", "the old report\n")
    code, _, err = run_tool(tool, "audit", "--html", html, "/bin/true")
    expect(code == 0, f"audit --html exited {code}: {err}")
    with open(html) as f:
        text = f.read()
    expect(
        text.lstrip().lower().startswith("<!doctype html") and "the old report" not in text, "--html was not replaced"
    )
    expect(os.listdir(scratch) == ["report.html"], f"--html left files beside it: {os.listdir(scratch)}")
    _, err = usage_error(
        "--html naming an input",
        tool,
        ["audit", "--html", html, "/bin/true", html],
        f"--html '{html}' would overwrite what the report reads (the input '{html}'); write it elsewhere",
    )
    with open(html) as f:
        expect(f.read() == text, "audit wrote over an input named as --html")
    # A library inside a directory the audit reads is an input too; a previous report there is not.
    folder = os.path.join(scratch, "dist")
    os.makedirs(folder)
    library = os.path.join(folder, "libtrue.so")
    with open("/bin/true", "rb") as source, open(library, "wb") as copy:
        copy.write(source.read())
    refused_leaving_input(
        "--html naming a library inside an input folder",
        tool,
        ["audit", folder, "--html", library],
        f"--html '{library}' would overwrite what the report reads (the input '{folder}'); write it elsewhere",
        library,
    )
    inside = write_file(folder, "report.html", "last week's report\n")
    code, _, err = run_tool(tool, "audit", folder, "--html", inside)
    expect(code in (0, 1), f"audit --html over an old report inside its input folder exited {code}: {err}")
    with open(inside) as f:
        expect("last week's report" not in f.read(), "the old report inside the input folder was not replaced")
    os.remove(inside)
    nowhere = os.path.join(scratch, "missing", "report.html")
    usage_error(
        "--html in a folder that is not there",
        tool,
        ["audit", "--html", nowhere, "/bin/true"],
        f"cannot write --html file '{nowhere}': No such file or directory",
    )
    expect(not os.path.exists(os.path.dirname(nowhere)), "a failed --html write created its folder")


def test_a_nonzero_exit_says_why_in_one_line_after_the_report(tool, scratch):
    needs_subcommand(tool, "audit")
    if not os.path.isfile(NVBLAS):
        skip(f"no {NVBLAS}: the case needs a library of CUDA 13's")
    code, out, err = run_tool(tool, "audit", "--max-cuda-major", "12", NVBLAS)
    expect(code == 1 and err.strip().splitlines()[-1] == "cudacompat audit: 1 policy violation", f"exit {code}: {err}")
    expect(out.strip(), "audit printed no report before its reason")
    code, out, err = run_tool(tool, "audit", os.path.join(scratch, "gone"))
    expect(code == 2 and "cudacompat audit: 1 input could not be read" in err, f"exit {code}: {err}")
    code, out, err = run_tool(tool, "audit", "/bin/true")
    expect(code == 0 and "cudacompat audit:" not in err, f"a clean audit exited {code} saying: {err}")
