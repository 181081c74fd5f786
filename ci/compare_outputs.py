#!/usr/bin/env python3
"""Runs every cudacompat command over the repository's own corpora with two builds and prints where
their outputs differ: the check that a refactor changes nothing for users.

Usage: compare_outputs.py OLD_TOOL NEW_TOOL [--only COMMAND ...] [--jobs N] [--show N] [--list]

What is run (each as a table and as JSON, where the command has both):
  matrix      three CUDA ranges, GitHub, GitLab and JSON
  pin         pins for four CUDA releases in every output format
  pin --check every file of tests/pin/corpus and of each held-out set, at each CUDA release judged
  probe       each toolkit of /opt/cudacompat/toolkits and /usr/local/cuda (feature probes skipped), with
              the default architectures and each way a requested list is judged
  audit       every wheel of the wheel cache and each toolkit's runtime library, also as SARIF and
              as the --html page (compared with the table it comes with)
  doctor      the same artifacts
  abi-diff    the release pairs of the wheel cache
  migrate     each project of tests/migrate/corpus and corpus2, at each release pair judged

How outputs are compared: the exit code and the table must be identical byte for byte, measured
durations ("0.83 s") aside; JSON is compared as data, its measured durations (`seconds`) aside, and
a difference only in the envelope (top-level `schema`, `schema_version`, `tool`, `version`) and
`diagnostics` is counted apart ("envelope only").
An invocation whose input is missing on this machine is skipped and counted, never failed.
Run it with the same build twice (OLD_TOOL = NEW_TOOL) to see which outputs are not deterministic.
Exit 0: no difference; 1: some output differs; 2: bad usage.
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLKITS = "/opt/cudacompat/toolkits"
WHEELS = os.environ.get("CUDACOMPAT_WHEEL_CACHE", "/var/cache/cudacompat/wheels")
ENVELOPE = ("schema", "schema_version", "tool", "version", "diagnostics")
# Measured durations differ from run to run by nature; they are compared as present or absent.
VOLATILE = ("seconds",)
# Stands for a --html file in an argv: run() writes it to a fresh folder and appends it to the output.
HTML_FILE = "{html}"
MEASURED_TEXT = re.compile(r"\b\d+\.\d+ s\b")  # "0.83 s" in the audit's summary line
COMMANDS = ("matrix", "pin", "pin-check", "probe", "audit", "doctor", "abi-diff", "gate", "migrate")
# Release pairs abi-diff is compared on, by wheel file name prefix (OLD, NEW), where both are cached.
ABI_PAIRS = (
    ("cuda_python-12.6.0-cp312-cp312-manylinux_2_17_x86_64", "cuda_python-12.6.1-cp312-cp312-manylinux_2_17_x86_64"),
    ("cuda_python-12.6.0-cp312-cp312-manylinux_2_17_x86_64", "cuda_python-12.6.2-cp312-cp312-manylinux_2_17_x86_64"),
    ("cuda_python-11.8.4-cp311", "cuda_python-11.8.5-cp311"),
    ("cuda_bindings-12.8.0-cp311", "cuda_bindings-12.9.0-cp311"),
    ("cuda_bindings-12.9.0-cp311", "cuda_bindings-13.0.0-cp311"),
    ("nvidia_cuda_runtime_cu12-12.8.90", "nvidia_cuda_runtime_cu12-12.9.79"),
    ("nvidia_curand_cu12-10.3.5.147", "nvidia_curand_cu12-10.3.7.77"),
)


def with_formats(name, argv, json_flag="--json"):
    """A table run and a JSON run of one command line."""
    return [(name + " [table]", argv), (name + " [json]", argv + [json_flag])]


def matrix_runs():
    runs = []
    for cuda in (">=11.8,<14", "12", ">=12.4"):
        for form in ("github", "gitlab", "json"):
            runs.append((f"matrix --cuda {cuda} --format {form}", ["matrix", "--cuda", cuda, "--format", form]))
    runs.append(
        (
            "matrix archs 80,90,120 gcc,clang --format json",
            ["matrix", "--cuda", ">=12.4", "--archs", "80,90,120", "--host-compilers", "gcc,clang", "--format", "json"],
        )
    )
    return runs


def pin_runs():
    runs = []
    for cuda in ("11.8", "12.4", "12.6", "13.0"):
        for form in ("requirements", "pyproject", "constraints", "conda", "cargo", "debian", "cmake", "json"):
            argv = [
                "pin",
                "--cuda",
                cuda,
                "--library",
                "cudart,cublas,nvrtc",
                "--python",
                "cuda-python",
                "--format",
                form,
            ]
            runs.append((f"pin --cuda {cuda} --format {form}", argv))
        runs.append((f"pin --cuda {cuda} --metapackage", ["pin", "--cuda", cuda, "--metapackage"]))
    return runs


def pin_check_runs():
    runs = []
    for expected in sorted(glob.glob(os.path.join(ROOT, "tests", "pin", "*", "expected.json"))):
        corpus = os.path.dirname(expected)
        with open(expected, encoding="utf-8") as handle:
            entries = json.load(handle)["files"]
        for entry in entries:
            path = os.path.join(corpus, entry["file"])
            for cuda in sorted(entry["versions"]):
                name = f"pin --check --cuda {cuda} {os.path.relpath(path, ROOT)}"
                runs += with_formats(name, ["pin", "--cuda", cuda, "--check", path])
    return runs


def toolkit_roots():
    roots = ["/usr/local/cuda"] if os.path.isdir("/usr/local/cuda") else []
    try:
        with open(os.path.join(TOOLKITS, "manifest.json"), encoding="utf-8") as handle:
            roots += [toolkit["root"] for toolkit in json.load(handle)["toolkits"]]
    except (OSError, ValueError, KeyError):
        pass
    return roots


def probe_runs():
    runs = []
    for root in toolkit_roots():
        argv = ["probe", "--root", root, "--features", "skip", "--archs", "75;80;90"]
        runs += with_formats(f"probe --root {root}", argv)
        runs += with_formats(f"probe --root {root} (default architectures)", argv[:-2])
        # Every way a request is judged: expanded, refused, rejected, dropped, nothing left, PTX moved.
        for archs, policy in (
            ("all-major", "strict"),
            ("native", "strict"),
            ("35;50;120", "strict"),
            ("35;50;120", "clamp"),
            ("37;35", "clamp"),
            ("35-virtual;80-real", "clamp"),
        ):
            runs.append(
                (
                    f"probe --root {root} --archs {archs} --archs-policy {policy}",
                    argv[:-1] + [archs, "--archs-policy", policy],
                )
            )
    return runs


def artifacts():
    """Wheels of the cache and each toolkit's runtime library: what audit and doctor read."""
    found = sorted(glob.glob(os.path.join(WHEELS, "*.whl")))
    for root in toolkit_roots():
        found += sorted(glob.glob(os.path.join(root, "**", "libcudart.so.*.*"), recursive=True))[:1]
    return found


def audit_runs():
    runs = []
    for artifact in artifacts():
        argv = ["audit", "--no-progress", artifact]
        runs += with_formats(f"audit {os.path.basename(artifact)}", argv)
        runs.append((f"audit {os.path.basename(artifact)} [sarif]", argv + ["--format", "sarif"]))
        runs.append((f"audit {os.path.basename(artifact)} [html]", argv + ["--html", HTML_FILE]))
    return runs


def doctor_runs():
    runs = []
    for artifact in artifacts():
        runs += with_formats(f"doctor {os.path.basename(artifact)}", ["doctor", artifact])
    return runs


def cached_wheel(prefix):
    # x86-64 only: the cache also holds aarch64 wheels of the same releases, for the reader's own tests.
    matches = sorted(glob.glob(os.path.join(WHEELS, prefix + "*x86_64*.whl")))
    return matches[0] if matches else None


def abi_runs():
    runs = []
    for old_prefix, new_prefix in ABI_PAIRS:
        old, new = cached_wheel(old_prefix), cached_wheel(new_prefix)
        if old and new:
            runs += with_formats(f"abi-diff {old_prefix} -> {new_prefix}", ["abi-diff", old, new])
        else:
            runs.append((f"abi-diff {old_prefix} -> {new_prefix}", None))
    return runs


def gate_runs():
    """The release gate over each abi-diff pair: NEW as the release about to ship, OLD as --previous."""
    runs = []
    for old_prefix, new_prefix in ABI_PAIRS:
        old, new = cached_wheel(old_prefix), cached_wheel(new_prefix)
        if old and new:
            runs += with_formats(f"gate {new_prefix} --previous {old_prefix}", ["gate", new, "--previous", old])
        else:
            runs.append((f"gate {new_prefix} --previous {old_prefix}", None))
    return runs


def migrate_runs():
    runs = []
    for manifest in sorted(glob.glob(os.path.join(ROOT, "tests", "migrate", "corpus*", "manifest.json"))):
        corpus = os.path.dirname(manifest)
        with open(manifest, encoding="utf-8") as handle:
            projects = json.load(handle)["projects"]
        for project in projects:
            tree = os.path.join(corpus, project["id"])
            for pair in project.get("pairs", []):
                old, new = pair.split("->")
                name = f"migrate --from {old} --to {new} {os.path.relpath(tree, ROOT)}"
                runs += with_formats(name, ["migrate", "--jobs", "1", "--from", old, "--to", new, tree])
    return runs


BUILDERS = {
    "matrix": matrix_runs,
    "pin": pin_runs,
    "pin-check": pin_check_runs,
    "probe": probe_runs,
    "audit": audit_runs,
    "doctor": doctor_runs,
    "abi-diff": abi_runs,
    "gate": gate_runs,
    "migrate": migrate_runs,
}


def run(tool, argv):
    # A fixed environment: no toolkit choice, cache or colour from the caller's shell.
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("CUDACOMPAT_", "CUDA", "NVCC")) and key not in ("CUDAARCHS", "CUDAHOSTCXX")
    }
    env["NO_COLOR"] = "1"
    with tempfile.TemporaryDirectory(prefix="compare-outputs-") as scratch:
        html = os.path.join(scratch, "report.html")
        writes_html = HTML_FILE in argv
        argv = [html if arg == HTML_FILE else arg for arg in argv]
        done = subprocess.run(
            [tool] + argv, capture_output=True, text=True, errors="replace", env=env, cwd=ROOT, timeout=900
        )
        if writes_html:
            with open(html, encoding="utf-8", errors="replace") as page:
                return done.returncode, done.stdout + "\n--- html ---\n" + page.read()
    return done.returncode, done.stdout


def steady(document):
    """The document with every measured duration replaced by a mark that it was there."""
    if isinstance(document, dict):
        return {key: "<measured>" if key in VOLATILE else steady(value) for key, value in document.items()}
    if isinstance(document, list):
        return [steady(value) for value in document]
    return document


def without_envelope(document):
    if isinstance(document, dict):
        return {key: value for key, value in steady(document).items() if key not in ENVELOPE}
    return document


def compare(name, old, new):
    """None when equal; else (kind, detail)."""
    (old_code, old_out), (new_code, new_out) = old, new
    if old_code != new_code:
        return "exit code", f"{old_code} -> {new_code}"
    if old_out == new_out or MEASURED_TEXT.sub("<measured> s", old_out) == MEASURED_TEXT.sub("<measured> s", new_out):
        return None
    if name.endswith("[json]") or (name.startswith(("matrix", "pin --cuda")) and "json" in name):
        try:
            old_doc, new_doc = json.loads(old_out), json.loads(new_out)
        except ValueError:
            return "output", first_difference(old_out, new_out)
        if steady(old_doc) == steady(new_doc):
            return None
        if without_envelope(old_doc) == without_envelope(new_doc):
            return "envelope only", ""
        return "json", first_difference(
            json.dumps(without_envelope(old_doc), indent=1, sort_keys=True),
            json.dumps(without_envelope(new_doc), indent=1, sort_keys=True),
        )
    return "output", first_difference(old_out, new_out)


def first_difference(old, new):
    old_lines, new_lines = old.splitlines(), new.splitlines()
    for number, (a, b) in enumerate(zip(old_lines, new_lines), 1):
        if a != b:
            return f"line {number}: -{a[:160]!r} +{b[:160]!r}"
    return f"{len(old_lines)} lines -> {len(new_lines)} lines"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--only", nargs="+", choices=COMMANDS, help="run only these commands")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", type=int, default=20, help="differences printed in full per command")
    parser.add_argument("--list", action="store_true", help="print the invocations and run nothing")
    args = parser.parse_args()
    for tool in (args.old, args.new):
        if not os.access(tool, os.X_OK):
            parser.error(
                f"{tool} is not an executable cudacompat; build one (cmake --build build --target "
                f"cudacompat) and pass build/bin/cudacompat"
            )

    plan = [(command, name, argv) for command in (args.only or COMMANDS) for name, argv in BUILDERS[command]()]
    if args.list:
        for command, name, argv in plan:
            print(f"{command}: {name}" + ("" if argv else "  (input missing: skipped)"))
        return 0

    def both(item):
        command, name, argv = item
        if argv is None:
            return command, name, "skipped", ""
        verdict = compare(name, run(args.old, argv), run(args.new, argv))
        return (command, name) + (verdict if verdict else ("same", ""))

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(both, plan))

    differing = 0
    for command in args.only or COMMANDS:
        mine = [result for result in results if result[0] == command]
        counts = {}
        for _, _, kind, _ in mine:
            counts[kind] = counts.get(kind, 0) + 1
        print(f"{command:10} {len(mine):4} runs: " + ", ".join(f"{counts[k]} {k}" for k in sorted(counts)))
        shown = 0
        for _, name, kind, detail in mine:
            if kind in ("same", "skipped", "envelope only"):
                continue
            differing += 1
            if shown < args.show:
                print(f"    {kind}: {name}\n        {detail}")
                shown += 1
    total = len(results)
    same = sum(1 for result in results if result[2] == "same")
    print(
        f"\n{total} runs: {same} identical, {differing} differ, "
        f"{sum(1 for r in results if r[2] == 'envelope only')} differ in the JSON envelope only, "
        f"{sum(1 for r in results if r[2] == 'skipped')} skipped (input missing here)"
    )
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
