"""The gate's own codes and its --check of a repository's dependency files.

A pytest module (tests/gate/CMakeLists.txt runs each test with --cudacompat and --wheel-cache):
  - every code the gate prints is a row of the one finding table (tool/findings, `help gate --format
    json`): the gate makes its own diagnostics from their rows (tool/gate/gate_diagnostics.h), and the
    diagnostics it takes from the audit and abi-diff must have a gate row of the same code;
  - in SARIF, the gate's diagnostics are results of a run whose rules link to their reference;
  - `--check FILE` runs pin --check on real dependency files of the pin corpus (tests/pin/corpus,
    where each file's repository, commit and license are recorded): a known-bad pin stops the release,
    naming it, under its file; a clean file ships.
Skipped where the cuRAND wheels (tests/abi/heldout's pair) are not cached and cannot be downloaded.
"""

import glob
import json
import os
import re
import subprocess
import tempfile

from case_checks import ROOT, cached_wheel, expect, fail, run, run_json

# The files of the functions whose diagnostics the gate takes in (gate.cpp: audit::diagnostics and the
# audit's input errors, abi::diagnostics), beside the gate's own sources.
ADOPTED_FROM = ("tool/audit/audit.cpp", "tool/audit/inputs.cpp", "tool/audit/report_json.cpp", "tool/abi/report.cpp")
MADE_HERE = glob.glob(os.path.join(ROOT, "tool", "gate", "*.cpp")) + [
    os.path.join(ROOT, "tool", "cli", "gate_command.cpp")
]
DIAGNOSTIC = re.compile(r'Diagnostic::(?:error|warning|note)\(\s*"([a-z0-9-]+)"')

FLASHINFER = "tests/pin/corpus/flashinfer-ai__flashinfer/requirements.txt"  # line 25: cuda-python>=12.0
WARP = "tests/pin/corpus/NVIDIA__warp/pyproject.toml"  # its one CUDA entry is bounded and admits nothing bad


def gate_codes(tool):
    document = run_json(tool, ["help", "gate", "--format", "json"], codes=(0,))
    return {finding["code"]: finding for finding in document["findings"]}


def source(path):
    with open(path, encoding="utf-8") as stream:
        return stream.read()


def curand_pair(cache):
    return cached_wheel(cache, "nvidia_curand_cu12", "10.3.5.147"), cached_wheel(
        cache, "nvidia_curand_cu12", "10.3.7.77"
    )


def test_every_code_the_gate_prints_is_a_row_of_the_finding_table(tool):
    codes = gate_codes(tool)
    expect(codes, "`help gate --format json` lists no finding codes of the gate")
    for code, finding in codes.items():
        expect(
            finding["reference"].startswith("docs/reference/findings/release-gate.md#"),
            f"{code}: its reference {finding['reference']} is not on the gate's page",
        )
    for path in MADE_HERE:
        made = DIAGNOSTIC.findall(source(path))
        expect(
            not made,
            f"{os.path.relpath(path, ROOT)} makes diagnostics {made} by hand: make them with "
            "gate_diagnostic(FindingCode), from their row of the finding table",
        )
    adopted = {code: path for path in ADOPTED_FROM for code in DIAGNOSTIC.findall(source(os.path.join(ROOT, path)))}
    expect(adopted, f"no diagnostic codes found in {ADOPTED_FROM}: has the code moved?")
    missing = {code: path for code, path in adopted.items() if code not in codes}
    expect(not missing, f"the gate prints codes with no gate row in tool/findings/findings.toml: {missing}")
    print(f"{len(codes)} gate codes; taken from the checks: {sorted(adopted)}")


def test_the_gates_diagnostics_are_sarif_results_whose_rules_link_to_their_reference(tool, wheel_cache, scratch):
    old, new = curand_pair(wheel_cache)
    other = cached_wheel(wheel_cache, "nvidia_cuda_runtime_cu12", "12.0.146")
    done = run([tool, "gate", new, other, "--previous", old, "--format", "sarif"], cwd=scratch)
    expect(done.returncode == 0, f"an unpaired artifact is not fatal: exit {done.returncode}: {done.stderr[-400:]}")
    log = json.loads(done.stdout)
    gate_runs = [r for r in log["runs"] if "gate" in r["tool"]["driver"]["rules"][0]["properties"]["tags"]]
    expect(len(gate_runs) == 1, f"{len(gate_runs)} runs of the gate's own codes, expected 1")
    rules = gate_runs[0]["tool"]["driver"]["rules"]
    results = gate_runs[0]["results"]
    codes = gate_codes(tool)
    expect({r["id"] for r in rules} == set(codes), "the gate run's rules are not the gate's codes")
    for rule in rules:
        expect(rule["helpUri"] == codes[rule["id"]]["help_uri"], f"{rule['id']}: helpUri {rule['helpUri']}")
    unpaired = [r for r in results if r["ruleId"] == "artifact-unpaired"]
    expect(len(unpaired) == 1 and unpaired[0]["level"] == "warning", f"artifact-unpaired results: {unpaired}")
    print(f"gate run: {len(results)} results, {[r['ruleId'] for r in results]}")


def test_a_known_bad_pin_in_a_check_file_stops_the_release_naming_it_and_a_clean_file_ships(tool, wheel_cache):
    old, new = curand_pair(wheel_cache)
    bad, clean = os.path.join(ROOT, FLASHINFER), os.path.join(ROOT, WARP)
    # The cuRAND pair ships on its own; its library needs no CUDA library, so --cuda says what to judge at.
    done = run([tool, "gate", new, "--previous", old, "--check", bad])
    expect(
        done.returncode == 2 and "--cuda" in done.stderr and bad in done.stderr,
        f"--check with no CUDA major to judge at: exit {done.returncode}, expected 2 naming --cuda: {done.stderr}",
    )
    document = run_json(
        tool, ["gate", new, "--previous", old, "--check", bad, "--check", clean, "--cuda", "12.0", "--json"]
    )
    expect(
        document["verdict"] == "do-not-ship" and document["exit_code"] == 1,
        f"a known-bad cuda-python pin: verdict {document['verdict']}, expected do-not-ship",
    )
    files = {f["path"]: f for f in document.get("files", [])}
    expect(set(files) == {bad, clean}, f"the report's files {sorted(files)}, expected the two given")
    known_bad = [r for r in files[bad]["results"] if r["code"] == "known-bad"]
    expect(
        known_bad
        and known_bad[0]["level"] == "error"
        and "12.6.1" in known_bad[0]["message"]
        and known_bad[0]["where"] == bad + ":25",
        f"{FLASHINFER}: no known-bad error at line 25 naming cuda-python 12.6.1: {files[bad]['results']}",
    )
    expect(not files[clean]["results"] and not files[clean]["diagnostics"], f"{WARP}: {files[clean]}")
    for artifact in document["artifacts"]:
        expect(
            all(r["check"] != "pin-check" or r["where"].startswith(artifact["path"]) for r in artifact["results"]),
            f"a file's finding is listed under the artifact {artifact['path']}",
        )
    table = run([tool, "gate", new, "--previous", old, "--check", bad, "--cuda", "12.0"])
    expect(
        table.returncode == 1 and "DO NOT SHIP" in table.stdout and f"{bad} (dependency file" in table.stdout,
        f"the table does not group the finding under its file:\n{table.stdout[-1500:]}",
    )
    document = run_json(tool, ["gate", new, "--previous", old, "--check", clean, "--cuda", "12.0", "--json"])
    expect(document["verdict"] == "ship", f"{WARP} alone: verdict {document['verdict']}, expected ship")
    missing = run([tool, "gate", new, "--previous", old, "--check", bad + ".gone", "--cuda", "12.0"])
    expect(
        missing.returncode == 2 and "dependency-file-unreadable" in missing.stdout and "NO VERDICT" in missing.stdout,
        f"a --check file that does not exist: exit {missing.returncode}:\n{missing.stdout[-800:]}",
    )
    # A line of bytes that are not text (an escape sequence and 0xff): the table stays valid UTF-8,
    # moves no cursor, and shows each byte as \xNN, as pin --check does.
    with tempfile.TemporaryDirectory() as scratch:
        odd = os.path.join(scratch, "requirements.txt")
        with open(odd, "wb") as f:
            f.write(b"cuda-python==12.6.1\x1b[2J\xff\n")
        shown = subprocess.run(
            [tool, "gate", new, "--previous", old, "--check", odd, "--cuda", "12.0"], capture_output=True
        )
    try:
        text = shown.stdout.decode("utf-8")
    except UnicodeDecodeError as e:
        fail(f"the table of a --check file holding byte 0xff is not UTF-8: {e}")
    expect(
        shown.returncode == 2 and "\x1b" not in text and "\\xff" in text,
        f"a --check file of odd bytes: exit {shown.returncode}, expected 2 and the bytes shown as \\xNN:\n"
        f"{text[-800:]}",
    )
    print(table.stdout)
