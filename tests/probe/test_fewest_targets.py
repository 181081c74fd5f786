"""CUDACOMPAT_ARCHS_SHAPE=fewest judged by the real compiler and the real reader: a one-unit project
(fewest_targets_project/) configured against this build's cudacompat and its toolkit, compiled by
nvcc, and its object read back by `cudacompat audit --json`. The expectations come from the list
asked and from what the audit reads, never from the rewrite's own answer.

    python -m pytest -p case_checks test_fewest_targets.py --cudacompat build/bin/cudacompat \\
        --case-arg package-dir=build
"""

import json
import os
import re

from case_checks import expect, run, run_json, skip
from toolkit_presence import probe_report

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.join(HERE, "fewest_targets_project")
ASKED = ["90", "100", "103", "120", "121"]  # Hopper, two Blackwell datacenter and two consumer GPUs
SIDE_BY_SIDE = "/opt/cudacompat/toolkits"  # ci/install-toolkits.sh


def cmake(*arguments):
    env = {k: v for k, v in os.environ.items() if k not in ("CUDACOMPAT_CUDA", "CUDAARCHS")}
    done = run(["cmake", *arguments], env=env, timeout=300)
    return done.returncode, " ".join((done.stdout + done.stderr).split())  # CMake wraps long lines


def configure(package, build, root, *settings):
    return cmake(
        "-S",
        PROJECT,
        "-B",
        build,
        "-G",
        "Ninja",
        f"-Dcudacompat_DIR={package}",
        f"-DCUDAToolkit_ROOT={root}",
        *settings,
    )


def test_the_fewest_shape_compiles_one_family_target_per_major_and_every_gpu_asked_still_runs_natively(
    tool, case_arg, scratch
):
    package = case_arg("package-dir")
    report = probe_report(package)
    if not report["toolkit"]["found"]:
        skip(f"needs a CUDA toolkit: {report['decision']['reason']}")
    supported = report["architectures"]["supported"]["value"]
    if "100f" not in supported or "120f" not in supported or not set(ASKED) <= set(supported):
        skip(
            f"needs a toolkit with the family targets sm_100f and sm_120f (CUDA 12.9 or later) and {ASKED}; "
            f"this build's has {supported}"
        )
    root = report["toolkit"]["root"]["value"]
    build = os.path.join(scratch, "build")

    # A value that is neither shape stops configure, naming both.
    code, output = configure(
        package, build, root, f"-DCUDACOMPAT_ARCHS={';'.join(ASKED)}", "-DCUDACOMPAT_ARCHS_SHAPE=smallest"
    )
    expect(
        code != 0 and "CUDACOMPAT_ARCHS_SHAPE is 'smallest'; it must be asked" in output and "or fewest" in output,
        f"CUDACOMPAT_ARCHS_SHAPE=smallest did not stop configure with what it must be (exit {code}):\n{output}",
    )

    # The request through CMAKE_CUDA_ARCHITECTURES, the entry configure then overwrites with the
    # rewritten list: a reconfigure must still read the request, not the rewrite.
    code, output = configure(
        package,
        build,
        root,
        f"-DCMAKE_CUDA_ARCHITECTURES={';'.join(ASKED)}",
        "-UCUDACOMPAT_ARCHS",
        "-DCUDACOMPAT_ARCHS_SHAPE=fewest",
    )
    expect(code == 0, f"configure failed (exit {code}):\n{output}")
    said = re.search(r"CUDACOMPAT_ARCHS_SHAPE=fewest: targets: (\d+) asked → (\d+) compiled \(([^)]*)\)", output)
    expect(said, f"configure does not say what the fewest shape compiles:\n{output}")
    code, again = cmake(build)
    expect(
        code == 0 and said.group(0) in again,
        f"a reconfigure does not say the same as the first ({said.group(0)!r}):\n{again}",
    )
    asked_targets, compiled_targets = int(said.group(1)), int(said.group(2))
    expect(
        asked_targets == 2 * len(ASKED),
        f"{ASKED} is {2 * len(ASKED)} nvcc targets (SASS and PTX each); configure says {asked_targets}",
    )
    expect(compiled_targets < asked_targets, f"the fewest shape compiles {compiled_targets} of {asked_targets}")
    expect(
        "shape fewest: targets:" in output and "reshaped sm_100f replaces sm_100, sm_103" in output,
        f"the summary table has no shape row with its reasons:\n{output}",
    )
    threads = re.search(r"nvcc threads (?:--threads \d+|not passed[^:]*): (\d+) targets", output)
    expect(
        threads and int(threads.group(1)) == compiled_targets,
        f"nvcc --threads counted {threads and threads.group(1)} targets, not the {compiled_targets} compiled",
    )
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        shape = json.load(f)["architectures"]["shape"]
    expect(
        shape["asked"] == ASKED and shape["targets_compiled"] == compiled_targets,
        f"the report's architectures.shape does not match the summary: {shape}",
    )

    done = run(["cmake", "--build", build], timeout=600)
    expect(done.returncode == 0, f"the build failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    objects = [os.path.join(d, f) for d, _, files in os.walk(build) for f in files if f.endswith(".cu.o")]
    expect(len(objects) == 1, f"expected the one object of scale.cu, found {objects}")
    audit = run_json(tool, ["audit", "--json", objects[0]], cwd=scratch)
    unit = audit["files"][0]
    sass, ptx = unit["sass"], [p["arch"] for p in unit["ptx"]]
    expect(
        len(sass) + len(ptx) == compiled_targets,
        f"the object holds {sass} and {ptx}, not the {compiled_targets} targets configure said",
    )
    # Every GPU asked for runs natively (the audit's own verdict from the cubins it read).
    missing = [f"sm_{a}" for a in ASKED if f"sm_{a}" not in unit["runs_sass"]]
    expect(not missing, f"{missing} do not run natively: the object's SASS is {sass}, runs_sass {unit['runs_sass']}")
    # Each SM major asked twice is one family cubin, for its oldest minor; PTX once, for the newest asked.
    for major in {int(a) // 10 for a in ASKED}:
        minors = sorted(int(a) % 10 for a in ASKED if int(a) // 10 == major)
        in_family = [s for s in sass if int(re.sub(r"\D", "", s)) // 10 == major]
        if len(minors) > 1:
            expect(
                in_family == [f"sm_{major}{minors[0]}f"],
                f"major {major} (asked {minors}) compiled {in_family}, not one family target",
            )
    newest = max(ASKED, key=int)
    expect(ptx == [f"compute_{newest}"], f"PTX {ptx}, not once for the newest asked (compute_{newest})")


def test_cuda_12_4_has_no_family_targets_and_the_fewest_shape_keeps_its_sass_as_asked_saying_why(tool, scratch):
    toolkit = os.path.join(SIDE_BY_SIDE, "cuda-12.4")
    if not os.path.isdir(toolkit):
        skip(f"no CUDA 12.4 at {toolkit} (ci/install-toolkits.sh installs it)")
    asked = ["80", "86", "89", "90"]
    report = run_json(
        tool,
        [
            "probe",
            "--search-path",
            SIDE_BY_SIDE,
            "--cuda-version",
            "12.4",
            "--archs",
            ",".join(asked),
            "--archs-shape",
            "fewest",
            "--features",
            "skip",
            "--work-dir",
            scratch,
            "--json",
        ],
        codes=(0,),
        cwd=scratch,
    )
    expect(report["toolkit"]["version"]["value"].startswith("12.4."), f"not CUDA 12.4: {report['toolkit']}")
    architectures = report["architectures"]
    expect(
        not any(a.endswith("f") for a in architectures["supported"]["value"]),
        f"CUDA 12.4 lists family targets: {architectures['supported']['value']}",
    )
    expect(
        architectures["sass"] == [f"sm_{a}" for a in asked],
        f"the SASS of {asked} is not kept as asked: {architectures['sass']}",
    )
    reasons = " ".join(architectures["shape"]["adjustments"])
    expect(
        "as asked: CUDA 12.4" in reasons and "has no family target sm_80f" in reasons,
        f"the report does not say why the SASS stays as asked: {architectures['shape']}",
    )
