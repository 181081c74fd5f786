#!/usr/bin/env python3
"""`cudacompat gate` against the pipeline a maintainer would script, on pairs of real releases, in one run.

Usage: bench_gate.py CUDACOMPAT [--pair OLD.whl NEW.whl]... [--runs N] [--cuobjdump BIN] [--auditwheel BIN]

ours:     cudacompat gate NEW --previous OLD --json   (audit of NEW, abi-diff OLD -> NEW, pin --check:
                                                      both wheels read in place, nothing extracted)
          cudacompat abi-diff --json OLD NEW          (abi-diff alone)
          cudacompat audit --json NEW                 (the audit alone: the gate still reads NEW twice,
                                                      once for each, so gate ~ abi-diff + audit)
pipeline  unzip -q OLD; unzip -q NEW                   (what every tool below needs: they read files)
          auditwheel show NEW                          (what NEW needs from the system, its platform tag)
          cuobjdump --list-elf --list-ptx              on every ELF member of OLD and of NEW, one after
                                                       another (the GPU code of both releases: the
                                                       gate compares them)
          abidiff OLD/x.so NEW/x.so                    on every shared object under the same path in both
          Its stages are timed apart: unzip + abidiff is abi-diff's alternative
          (bench/abi/bench_abi_diff.py, the same pairing).

Without --pair, two pairs from the wheel cache ($CUDACOMPAT_WHEEL_CACHE, else
/var/cache/cudacompat/wheels): cuda-python 12.6.0 -> 12.6.1 (cp312, x86-64; the abi tests download
them) and cupy-cuda12x 13.6.0 -> 14.2.0 (cp312, x86-64, 113 and 136 MB; `ci/install-toolkits.sh
wheels` downloads them, pinned by sha256). A pair whose wheels are missing is skipped, and said.
Each wheel is read once first (page cache warm). Each run times ours and the pipeline alternately;
the run of least wall time of each is reported, with its CPU time (user + system of every process:
the steadier figure on a shared machine) and its peak resident set (the pipeline's: of its largest
process; its steps run one after another). Prints `uptime` before and after: the machine's load.
Exit 0 when every target of issue 36 is met (gate >= 10x the pipeline's wall time on every pair,
abi-diff alone >= 5x unzip + abidiff on the cuda-python pair), 1 when one is not, 77 when a tool or
every pair is missing.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(BENCH, "abi"), os.path.join(BENCH, "audit")]
from bench_abi_diff import CPU, shared_object_pairs, timed  # noqa: E402 - the abi benchmark owns them
from bench_audit import DEFAULT_CUOBJDUMP  # noqa: E402
from bench_package_audit import elf_members  # noqa: E402

WHEEL_CACHE = os.environ.get("CUDACOMPAT_WHEEL_CACHE", "/var/cache/cudacompat/wheels")
DEFAULT_PAIRS = [
    (
        "cuda_python-12.6.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        "cuda_python-12.6.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        "`ctest -L abi` downloads them",
    ),
    (
        "cupy_cuda12x-13.6.0-cp312-cp312-manylinux2014_x86_64.whl",
        "cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
        "`ci/install-toolkits.sh wheels` downloads them",
    ),
]
GATE_TARGET = 10.0  # issue 36: the gate at least 10x faster than the pipeline
ABI_TARGET = 5.0  # issue 36: abi-diff alone at least 5x faster than unzip + abidiff, on cuda-python
FINDING = '"code":'  # one per finding in abi-diff's JSON, as bench_abi_diff.py counts them
ABIDIFF_ERROR = 1 | 2  # abidiff's exit bits for "could not compare" and "usage"; 4 and 8 are ABI changes


class Cost:
    """Wall and CPU seconds and peak RSS (KiB) of one or more commands run one after another."""

    def __init__(self, wall=0.0, cpu=0.0, peak=0):
        self.wall, self.cpu, self.peak = wall, cpu, peak

    def __add__(self, other):
        return Cost(self.wall + other.wall, self.cpu + other.cpu, max(self.peak, other.peak))


def step(command, accept=(0,)):
    """(Cost, exit code, stdout) of one command; an exit code outside `accept` ends the benchmark,
    since a pipeline that failed would be timed for less than its work."""
    CPU[0] = 0.0
    wall, rss, code, out = timed(command)
    if accept is not None and code not in accept:
        sys.exit(f"bench_gate: `{' '.join(command)}` exited {code}")
    return Cost(wall, CPU[0], rss), code, out


def ours(cudacompat, old, new):
    """The gate's and abi-diff's costs, with what each said."""
    gate, _, out = step([cudacompat, "gate", new, "--previous", old, "--json"], accept=(0, 1))
    report = json.loads(out)
    errors = sum(r["level"] == "error" for a in report["artifacts"] for r in a["results"])
    if not report["artifacts"] or not report["artifacts"][0].get("previous"):
        sys.exit(f"bench_gate: the gate did not pair {new} with {old}: nothing was compared")
    abi, _, out = step([cudacompat, "abi-diff", "--json", old, new], accept=(0, 1))
    audit = step([cudacompat, "audit", "--json", new], accept=(0, 1))[0]
    return {
        "gate": gate,
        "abi-diff": abi,
        "audit": audit,
        "said": f"gate: {report['verdict']}, {errors} errors; abi-diff: {out.count(FINDING)} findings",
    }


def pipeline(args, old, new):
    """The scripted pipeline's cost per stage, with what it said."""
    stages = {name: Cost() for name in ("unzip", "auditwheel", "cuobjdump", "abidiff")}
    with tempfile.TemporaryDirectory(prefix="bench-gate-") as scratch:
        start = time.perf_counter()
        sides = []
        for name, wheel in (("old", old), ("new", new)):
            sides.append(os.path.join(scratch, name))
            stages["unzip"] += step(["unzip", "-q", wheel, "-d", sides[-1]])[0]
        stages["auditwheel"] += step([args.auditwheel, "show", new])[0]
        with_gpu_code = members = 0
        for side in sides:
            for path in elf_members(side):
                # cuobjdump exits 255 on a member without GPU code: any status is an answer
                cost, _, out = step([args.cuobjdump, "--list-elf", "--list-ptx", path], accept=None)
                stages["cuobjdump"] += cost
                members += 1
                with_gpu_code += bool(out.strip())
        pairs = shared_object_pairs(old, new)
        changed = failed = 0
        for member in pairs:
            cost, code, _ = step(["abidiff", *(os.path.join(side, member) for side in sides)], accept=None)
            stages["abidiff"] += cost
            failed += bool(code & ABIDIFF_ERROR)
            changed += code != 0 and not code & ABIDIFF_ERROR
        if failed:
            sys.exit(f"bench_gate: abidiff could not compare {failed} of {len(pairs)} pairs of {old} and {new}")
        total = sum(stages.values(), Cost())
        total.wall = time.perf_counter() - start  # the script's own walk of the trees counts too
    said = (
        f"cuobjdump: {with_gpu_code} of {members} ELF members with GPU code; "
        f"abidiff: {changed} of {len(pairs)} pairs changed"
    )
    return {"pipeline": total, "unzip + abidiff": stages["unzip"] + stages["abidiff"], "stages": stages, "said": said}


def load():
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def mib(kib):
    return kib / 1024


def bench_pair(args, old, new):
    for wheel in (old, new):  # page cache warm for both sides alike
        with open(wheel, "rb") as f:
            while f.read(1 << 24):
                pass
    runs = []
    for _ in range(args.runs):  # alternate, so both see the same machine load
        runs.append((ours(args.cudacompat, old, new), pipeline(args, old, new)))
    best = {}
    for key, side in (("gate", 0), ("abi-diff", 0), ("pipeline", 1), ("unzip + abidiff", 1)):
        best[key] = min((run[side][key] for run in runs), key=lambda cost: cost.wall)
    stages = min((run[1] for run in runs), key=lambda p: p["pipeline"].wall)["stages"]
    print(
        f"\nOLD {os.path.basename(old)} ({os.path.getsize(old) / 1e6:.0f} MB)\n"
        f"NEW {os.path.basename(new)} ({os.path.getsize(new) / 1e6:.0f} MB)"
    )
    walls = {
        key: ", ".join(f"{run[side][key].wall:.2f}" for run in runs)
        for key, side in (("gate", 0), ("abi-diff", 0), ("audit", 0), ("pipeline", 1))
    }
    print(
        f"  runs, wall s: gate {walls['gate']}; abi-diff {walls['abi-diff']}; audit NEW alone {walls['audit']}; "
        f"pipeline {walls['pipeline']}"
    )
    print(
        "  pipeline stages (its best run), wall / CPU / peak RSS: "
        + "; ".join(
            f"{name} {cost.wall:.2f} s / {cost.cpu:.2f} s / {mib(cost.peak):.0f} MiB" for name, cost in stages.items()
        )
    )
    print(f"  {runs[0][0]['said']}\n  {runs[0][1]['said']}")
    return best


def row(label, ours_name, ours_cost, theirs_name, theirs_cost):
    return (
        f"| {label} | {ours_name} | {ours_cost.wall:.2f} s | {theirs_name} | {theirs_cost.wall:.2f} s "
        f"| **{theirs_cost.wall / ours_cost.wall:.1f}x** | {theirs_cost.cpu / ours_cost.cpu:.1f}x "
        f"| {mib(ours_cost.peak):.0f} MiB | {mib(theirs_cost.peak):.0f} MiB |"
    )


def label(old, new):
    """`cuda-python 12.6.0 -> 12.6.1` from two wheel names."""
    a, b = os.path.basename(old).split("-"), os.path.basename(new).split("-")
    return f"{a[0].replace('_', '-')} {a[1]} -> {b[1]}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("--pair", nargs=2, action="append", default=[], metavar=("OLD", "NEW"))
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--cuobjdump", default=DEFAULT_CUOBJDUMP)
    parser.add_argument("--auditwheel", default=shutil.which("auditwheel") or "auditwheel")
    args = parser.parse_args()
    if not os.access(args.cudacompat, os.X_OK):
        parser.error(f"{args.cudacompat} is not an executable: give the build's bin/cudacompat")
    for tool, how in (
        (args.cuobjdump, "ci/install-toolkits.sh cuobjdump"),
        (args.auditwheel, "ci/requirements-test.lock"),
        ("abidiff", "Debian's abigail-tools, ci/install-deps.sh"),
        ("unzip", "Debian's unzip"),
        ("/usr/bin/time", "Debian's time"),
    ):
        if not shutil.which(tool):
            print(f"bench_gate: {tool} not found (it comes from {how}); nothing measured", file=sys.stderr)
            return 77
    pairs = [tuple(pair) for pair in args.pair]
    if not pairs:
        for old, new, how in DEFAULT_PAIRS:
            paths = [os.path.join(WHEEL_CACHE, name) for name in (old, new)]
            missing = [path for path in paths if not os.path.isfile(path)]
            if missing:
                print(f"bench_gate: skipping {label(old, new)}: {', '.join(missing)} missing ({how})")
            else:
                pairs.append(tuple(paths))
    for path in (p for pair in pairs for p in pair):
        if not os.path.isfile(path):
            parser.error(f"{path} is not a file: give two wheels to --pair")
    if not pairs:
        print("bench_gate: no pair of wheels to measure", file=sys.stderr)
        return 77
    print(
        f"before: {load()}\n{args.cudacompat}; pipeline: {args.auditwheel}, {args.cuobjdump}, "
        f"{shutil.which('abidiff')}; best of {args.runs} run(s)"
    )
    results = [(label(old, new), bench_pair(args, old, new)) for old, new in pairs]
    print(f"\nafter: {load()}\n")
    print("| pair | ours | s | pipeline | s | ratio (wall) | ratio (CPU) | ours' peak | pipeline's peak |")
    print("|---|---|---|---|---|---|---|---|---|")
    met = True
    for name, best in results:
        print(row(name, "gate", best["gate"], "unzip + auditwheel + cuobjdump + abidiff", best["pipeline"]))
        print(row(name, "abi-diff", best["abi-diff"], "unzip + abidiff", best["unzip + abidiff"]))
    print()
    for name, best in results:
        gate = best["pipeline"].wall / best["gate"].wall
        verdicts = [
            f"gate {gate:.1f}x the pipeline: target {GATE_TARGET:.0f}x {'met' if gate >= GATE_TARGET else 'NOT met'}"
        ]
        met &= gate >= GATE_TARGET
        if name.startswith("cuda-python"):
            abi = best["unzip + abidiff"].wall / best["abi-diff"].wall
            verdicts.append(
                f"abi-diff {abi:.1f}x unzip + abidiff: target {ABI_TARGET:.0f}x "
                f"{'met' if abi >= ABI_TARGET else 'NOT met'}"
            )
            met &= abi >= ABI_TARGET
        print(f"{name}: {'; '.join(verdicts)}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
