"""The composite GitHub Action (action.yml): validated by check-jsonschema's GitHub schema, and its
`run:` steps run here as GitHub would run them.

A pytest module (tests/github_action/CMakeLists.txt runs it with --cudacompat, --source-dir,
--wheel-cache and --case-arg tool-wheel-dir=DIR):

1. `check-jsonschema --builtin-schema vendor.github-actions action.yml` passes (and shellcheck of the
   run: steps, where shellcheck is installed).
2. Each `run:` step is run in order with bash -eo pipefail (GitHub's `shell: bash`), its `env:`
   values with `${{ inputs.* }}` and `${{ steps.<id>.outputs.* }}` filled in as GitHub does, and
   $GITHUB_OUTPUT a file whose name=value lines become the step's outputs. `uses:` steps (the SARIF
   upload) need GitHub and are listed as not run. Inputs: cuda '>=12.4,<14', a real wheel
   (NVIDIA's CUDA 12.0 runtime), a policy it violates (--min-driver 470.57.02).
3. The install step pip-installs cudacompat's own wheel (the one `packages` builds, in
   TOOL_WHEEL_DIR) into a fresh virtual environment; where none was built, the step is not run and
   the built bin/cudacompat is put on PATH instead (said in the output).
4. The outputs are checked against the tool itself: the matrix is `cudacompat matrix`'s, the audit
   step's exit code is the audit's (1), its SARIF log parses and names the violation, and the last
   step fails the job with that code. Then with a policy the wheel meets, every step passes; and with
   a previous-release (NVIDIA's CUDA 12.8 runtime, newer than the wheel), the gate step's exit code is
   the gate's (1) and its SARIF log holds a run per check.
5. With no previous-release (previous-from-pypi's default), the gate step compares against the wheel's
   newest older release on PyPI: the one PyPI's JSON API lists, and the gate's own verdict on it
   (skipped offline); previous-from-pypi 'false' runs no gate.
Skipped where check-jsonschema or PyYAML is missing, or the wheel cannot be fetched.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from case_checks import cached_wheel, expect, skip

EXPRESSION = re.compile(r"\$\{\{\s*(inputs|steps)\.([\w-]+)(?:\.outputs\.([\w-]+))?\s*\}\}")


def fill(value, inputs, outputs):
    """${{ inputs.x }} and ${{ steps.id.outputs.y }}: the only expressions action.yml's env: uses."""

    def replace(match):
        kind, name, output = match.groups()
        if kind == "inputs":
            expect(name in inputs, f"action.yml uses an undeclared input {name}")
            return inputs[name]
        return outputs.get(name, {}).get(output, "")

    rest = EXPRESSION.sub(replace, str(value))
    expect("${{" not in rest, f"an expression this test does not evaluate: {value}")
    return rest


def read_outputs(path):
    outputs = {}
    with open(path, encoding="utf-8") as stream:
        for line in stream:
            if "=" in line:
                name, value = line.rstrip("\n").split("=", 1)
                outputs[name] = value
    return outputs


def run_action(action, given, env, workdir):
    """Runs the run: steps; returns (outputs per step id, exit code of the first failing step or 0, log)."""
    inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    inputs.update(given)
    outputs, log = {}, []
    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {index}")
        if "uses" in step:
            log.append(f"[not run here] {name}: uses {step['uses']} (needs GitHub)")
            continue
        expect(step.get("shell") == "bash", f"{name}: composite run steps need shell: bash")
        expect("${{" not in step["run"], f"{name}: an expression inside run: (inputs go through env:)")
        if step.get("skip-install"):
            continue
        step_env = dict(env)
        for key, value in step.get("env", {}).items():
            step_env[key] = fill(value, inputs, outputs)
        output_file = os.path.join(workdir, f"output-{index}")
        open(output_file, "w").close()
        step_env["GITHUB_OUTPUT"] = output_file
        result = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
            cwd=workdir,
            env=step_env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        log.append(
            f"[exit {result.returncode}] {name}\n"
            + "\n".join("    " + line for line in (result.stdout + result.stderr).strip().splitlines()[-12:])
        )
        if "id" in step:
            outputs[step["id"]] = read_outputs(output_file)
        if result.returncode != 0:
            return outputs, result.returncode, log
    return outputs, 0, log


def test_passes_the_github_schema_and_its_steps_gate_a_wheel_on_the_policy(
    source_dir, tool, wheel_cache, case_arg, scratch
):
    source, tool_wheels = source_dir, case_arg("tool-wheel-dir")
    try:
        import yaml
    except ImportError:
        skip("PyYAML is needed: ci/install-python-deps.sh installs it")
    if shutil.which("check-jsonschema") is None:
        skip("check-jsonschema is needed: ci/install-python-deps.sh installs it")
    path = os.path.join(source, "action.yml")
    checked = subprocess.run(
        ["check-jsonschema", "--builtin-schema", "vendor.github-actions", path], capture_output=True, text=True
    )
    print(
        f"check-jsonschema --builtin-schema vendor.github-actions action.yml: exit {checked.returncode}: "
        f"{checked.stdout.strip()}"
    )
    expect(checked.returncode == 0, f"action.yml fails GitHub's schema: {checked.stdout}{checked.stderr}")
    with open(path, encoding="utf-8") as stream:
        action = yaml.safe_load(stream)
    expect(action["runs"]["using"] == "composite", "not a composite action")
    if shutil.which("shellcheck"):  # where the machine has it (Debian's shellcheck); not required
        with tempfile.TemporaryDirectory() as scripts:
            paths = []
            for index, step in enumerate(action["runs"]["steps"]):
                if "run" in step:
                    paths.append(os.path.join(scripts, f"step-{index}.sh"))
                    with open(paths[-1], "w") as stream:
                        stream.write("#!/bin/bash\n" + step["run"])
            linted = subprocess.run(["shellcheck", *paths], capture_output=True, text=True)
            print(f"shellcheck of the {len(paths)} run: steps: exit {linted.returncode}")
            expect(linted.returncode == 0, f"shellcheck: {linted.stdout}")

    env = {key: value for key, value in os.environ.items() if not key.startswith("GITHUB_")}
    # A wheel older than the built tool was built from other sources (a build tree reused after a
    # change): installing it would test an old cudacompat. The tool on PATH stands in for it.
    found = sorted(glob.glob(os.path.join(tool_wheels, "cudacompat-*.whl")))
    built = [w for w in found if os.path.getmtime(w) >= os.path.getmtime(tool)]
    for stale in sorted(set(found) - set(built)):
        print(f"left aside {os.path.basename(stale)}: older than {tool}")
    install = action["runs"]["steps"][0]
    expect("pip install" in install["run"], "the first step does not pip-install cudacompat")
    # No previous release from PyPI here (the default): the next test covers it.
    inputs = {
        "cuda": ">=12.4,<14",
        "wheels": "dist/*.whl",
        "policy": "--min-driver 470.57.02",
        "previous-from-pypi": "false",
    }
    if built:
        venv = os.path.join(scratch, "venv")
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        env["PATH"] = os.path.join(venv, "bin") + os.pathsep + env["PATH"]
        env["VIRTUAL_ENV"] = venv
        inputs["package"] = built[-1]
        print(f"installing cudacompat's own wheel {os.path.basename(built[-1])} into a fresh venv")
    else:
        install["skip-install"] = True
        env["PATH"] = os.path.dirname(tool) + os.pathsep + env["PATH"]
        print(
            f"no cudacompat wheel in {tool_wheels} (the packages test builds it): the install step is not "
            f"run, {tool} is on PATH instead"
        )
    work = os.path.join(scratch, "work")
    os.makedirs(os.path.join(work, "dist"))
    runtime = cached_wheel(wheel_cache, "nvidia_cuda_runtime_cu12", "12.0.146")
    shutil.copyfile(runtime, os.path.join(work, "dist", os.path.basename(runtime)))

    outputs, code, log = run_action(action, inputs, env, work)
    print("\n".join(log))
    expect(code == 1, f"the action exits {code} for a wheel that violates --min-driver 470.57.02, expected 1")
    matrix = json.loads(outputs["matrix"]["matrix"])
    direct = subprocess.run(
        [tool, "matrix", "--cuda", ">=12.4,<14", "--format", "github"], capture_output=True, text=True
    )
    expect(matrix == json.loads(direct.stdout), "the action's matrix is not `cudacompat matrix --format github`'s")
    expect(int(outputs["matrix"]["jobs"]) == len(matrix["include"]) > 0, "the jobs output is not the matrix's size")
    expect(outputs["audit"]["exit-code"] == "1", f"audit step exit-code {outputs['audit'].get('exit-code')}")
    with open(os.path.join(work, outputs["audit"]["sarif-file"]), encoding="utf-8") as stream:
        log_ = json.load(stream)
    rules = [result["ruleId"] for result in log_["runs"][0]["results"]]
    expect("min-driver" in rules, f"the SARIF log has no min-driver result: {rules}")
    print(f"matrix: {len(matrix['include'])} jobs; audit exit 1; SARIF results {sorted(set(rules))}")

    outputs, code, log = run_action(action, {**inputs, "policy": "--min-driver 525.60.13"}, env, work)
    print("\n".join(log))
    expect(code == 0, f"the action fails ({code}) for a wheel that meets --min-driver 525.60.13")
    expect(outputs["audit"]["exit-code"] == "0", "audit step exit-code is not 0 for a met policy")
    expect(outputs["gate"] == {}, f"the gate ran without a previous-release input: {outputs['gate']}")

    # The gate step: the wheel (runtime 12.0.146) against a "last release" that is newer (12.8.90):
    # entry points are removed, so it must not ship, and the job fails with the gate's code.
    previous = cached_wheel(wheel_cache, "nvidia_cuda_runtime_cu12", "12.8.90")
    os.makedirs(os.path.join(work, "previous"))
    shutil.copyfile(previous, os.path.join(work, "previous", os.path.basename(previous)))
    gated = {**inputs, "policy": "--min-driver 525.60.13", "previous-release": "previous/*.whl"}
    outputs, code, log = run_action(action, gated, env, work)
    print("\n".join(log))
    direct = subprocess.run(
        [
            tool,
            "gate",
            os.path.join(work, "dist", os.path.basename(runtime)),
            "--previous",
            os.path.join(work, "previous", os.path.basename(previous)),
        ],
        capture_output=True,
    )
    expect(
        outputs["gate"]["exit-code"] == str(direct.returncode) == "1" and code == 1,
        f"gate step exit-code {outputs['gate'].get('exit-code')}, the gate itself {direct.returncode}, the "
        f"action {code}: expected 1 for a release that removes entry points",
    )
    with open(os.path.join(work, outputs["gate"]["sarif-file"]), encoding="utf-8") as stream:
        gate_log = json.load(stream)
    rules = {result["ruleId"] for run in gate_log["runs"] for result in run["results"]}
    # The audit's, abi-diff's and pin --check's runs, then the gate's own: the platform tag changed
    # between the two releases (linux_x86_64 to manylinux), which the gate notes.
    expect(
        len(gate_log["runs"]) == 4 and {"symbol-removed", "platform-tag-changed"} <= rules,
        f"the gate's SARIF log: {len(gate_log['runs'])} runs, rules {sorted(rules)}",
    )
    print(f"gate: exit 1; SARIF {len(gate_log['runs'])} runs, rules {sorted(rules)}")


def test_gates_against_the_newest_older_release_on_pypi_by_default(source_dir, tool, wheel_cache, scratch):
    """With no previous-release, the gate step finds each wheel's newest older release with pip; the
    release it picks is the one PyPI's JSON API lists (a second source, read here with packaging), and
    its verdict is the gate's own on that release. previous-from-pypi 'false' turns it off."""
    try:
        import yaml
        from packaging.version import Version
    except ImportError:
        skip("PyYAML and packaging are needed: ci/install-python-deps.sh installs them")
    import urllib.request

    project, version = "nvidia-cuda-runtime-cu12", "12.0.146"
    try:
        with urllib.request.urlopen(f"https://pypi.org/pypi/{project}/json", timeout=60) as response:
            releases = json.load(response)["releases"]
    except OSError as error:
        skip(f"PyPI cannot be reached from here: {error}")
    listed = [
        Version(v)
        for v, files in releases.items()
        if files and not all(f.get("yanked") for f in files) and not Version(v).is_prerelease
    ]
    expected = f"pypi:{project}=={max(v for v in listed if v < Version(version))}"

    with open(os.path.join(source_dir, "action.yml"), encoding="utf-8") as stream:
        action = yaml.safe_load(stream)
    action["runs"]["steps"][0]["skip-install"] = True  # the built tool stands in (the test above installs it)
    env = {key: value for key, value in os.environ.items() if not key.startswith("GITHUB_")}
    env["PATH"] = os.path.dirname(tool) + os.pathsep + env["PATH"]
    env["CUDACOMPAT_GATE_CACHE"] = os.path.join(scratch, "gate-cache")
    work = os.path.join(scratch, "work")
    os.makedirs(os.path.join(work, "dist"))
    runtime = cached_wheel(wheel_cache, project.replace("-", "_"), version)
    wheel = os.path.join(work, "dist", os.path.basename(runtime))
    shutil.copyfile(runtime, wheel)
    inputs = {"cuda": ">=12.4,<14", "wheels": "dist/*.whl", "policy": "--min-driver 525.60.13"}

    outputs, code, log = run_action(action, inputs, env, work)
    print("\n".join(log))
    chosen = outputs.get("gate", {}).get("previous-release")
    expect(
        chosen == expected,
        f"the gate step compared against {chosen!r}; PyPI's newest release of {project} "
        f"older than {version} is {expected!r}",
    )
    direct = subprocess.run([tool, "gate", wheel, "--previous", expected], capture_output=True, text=True, env=env)
    expect(
        outputs["gate"]["exit-code"] == str(direct.returncode) and code == direct.returncode,
        f"gate step exit-code {outputs['gate'].get('exit-code')}, the action {code}, `cudacompat gate "
        f"--previous {expected}` {direct.returncode}: {direct.stderr[-300:]}",
    )
    with open(os.path.join(work, outputs["gate"]["sarif-file"]), encoding="utf-8") as stream:
        runs = json.load(stream)["runs"]
    expect(len(runs) == 3, f"the gate's SARIF log has {len(runs)} runs, expected one per check (3)")
    print(f"default previous release: {chosen} (PyPI's JSON agrees); gate exit {direct.returncode}")

    outputs, code, log = run_action(action, {**inputs, "previous-from-pypi": "false"}, env, work)
    expect(
        code == 0 and outputs["gate"] == {}, f"previous-from-pypi 'false' still gated: exit {code}, {outputs['gate']}"
    )
