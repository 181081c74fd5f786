#!/usr/bin/env python3
"""CUDACOMPAT_ARCHS_SHAPE=fewest against the list as asked, on cudacompat's own kernel library
(kernels/, its 8 CUDA units), with the real nvcc and the real reader (issue 37, item 2).

Both shapes are configured from the same request (default 90;100;103;120;121) against the same
cudacompat build and toolkit; then, alternating asked and fewest `--repeat` times, the CUDA objects
(target cudacompat_kernels_cuda_objects) are rebuilt from clean with `--jobs` ninja jobs and nvcc's
`--threads` off (CUDACOMPAT_NVCC_THREADS=0), so that both shapes compile one target at a time and
the time measured is the compile work itself. For each build: wall seconds and the CPU seconds of
the compilers (user + system of the reaped children). Then `cudacompat audit --json` of each
shape's objects: the SASS and PTX entries they hold, and whether every GPU asked for runs natively
(the audit's runs_sass, read from the cubins).

    python3 bench/targets/bench_fewest_targets.py --cudacompat-build build --work-dir /tmp/fewest \\
        [--archs '90;100;103;120;121'] [--repeat 2] [--jobs 1] [--json results.json]

Exit 1 where a build fails or a GPU asked for does not run natively; 77 where the build's toolkit
has no family targets (CUDA 12.9 and later have them).
"""

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
KERNELS = os.path.join(REPO, "kernels")
TARGET = "cudacompat_kernels_cuda_objects"
SHAPES = ("asked", "fewest")


def run(command, **kwargs):
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed (exit {done.returncode}):\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return done


def configure(args, shape):
    build = os.path.join(args.work_dir, shape)
    shutil.rmtree(build, ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if k not in ("CUDACOMPAT_CUDA", "CUDAARCHS")}
    done = run(
        [
            "cmake",
            "-S",
            KERNELS,
            "-B",
            build,
            "-G",
            "Ninja",
            f"-Dcudacompat_DIR={args.cudacompat_build}",
            f"-DCUDACOMPAT_ARCHS={args.archs}",
            f"-DCUDACOMPAT_ARCHS_SHAPE={shape}",
            "-DCUDACOMPAT_NVCC_THREADS=0",
            "-DCUDACOMPAT_KERNELS_BUILD_TESTS=OFF",
        ],
        env=env,
        timeout=600,
    )
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        architectures = json.load(f)["architectures"]
    said = [line for line in done.stdout.splitlines() if "CUDACOMPAT_ARCHS_SHAPE=fewest" in line]
    return build, architectures, said


def timed_build(build, jobs):
    run(["cmake", "--build", build, "--target", "clean"])
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    run(["cmake", "--build", build, "--target", TARGET, "--", f"-j{jobs}"], timeout=3600)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def audited(tool, build, asked):
    objects = sorted(os.path.join(d, f) for d, _, files in os.walk(build) for f in files if f.endswith(".cu.o"))
    done = subprocess.run([tool, "audit", "--json", *objects], capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"cudacompat audit failed (exit {done.returncode}): {done.stderr[-2000:]}")
    report = json.loads(done.stdout)
    files = [f for f in report["files"] if f["sass"] or f["ptx"]]
    not_native = sorted({f"sm_{a}" for a in asked for f in files if f"sm_{a}" not in f["runs_sass"]})
    return {
        "units": len(files),
        "sass_entries": sum(len(f["sass"]) for f in files),
        "ptx_entries": sum(len(f["ptx"]) for f in files),
        "sass": sorted({s for f in files for s in f["sass"]}),
        "ptx": sorted({p["arch"] for f in files for p in f["ptx"]}),
        "not_native": not_native,
        "runs_sass": report["summary"]["runs_sass"],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cudacompat-build", required=True, help="a configured and built cudacompat tree")
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--archs", default="90;100;103;120;121")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", help="write the results here too")
    args = parser.parse_args()
    args.cudacompat_build = os.path.abspath(args.cudacompat_build)
    tool = os.path.join(args.cudacompat_build, "bin", "cudacompat")
    asked = [a for a in args.archs.replace(",", ";").split(";") if a]

    shapes = {}
    for shape in SHAPES:
        build, architectures, said = configure(args, shape)
        if shape == "fewest" and not any(s.endswith("f") for s in architectures["supported"]["value"]):
            print(f"SKIPPED: the toolkit has no family targets: {architectures['supported']}")
            return 77
        shapes[shape] = {"build": build, "cmake_list": architectures["value"], "said": said, "wall": [], "cpu": []}
    for _ in range(args.repeat):  # alternated, so that a change in the machine's load hits both
        for shape in SHAPES:
            wall, cpu = timed_build(shapes[shape]["build"], args.jobs)
            shapes[shape]["wall"].append(wall)
            shapes[shape]["cpu"].append(cpu)
    for shape in SHAPES:
        shapes[shape]["audit"] = audited(tool, shapes[shape]["build"], asked)

    print(f"asked: {';'.join(asked)}; {args.repeat} clean builds of {TARGET} each, -j{args.jobs}, no nvcc --threads")
    for line in shapes["fewest"]["said"]:
        print(line.strip())
    print(f"{'shape':7} {'CMake list':42} {'SASS':>5} {'PTX':>4} {'wall s (median)':>16} {'CPU s (median)':>15}")
    for shape in SHAPES:
        s, a = shapes[shape], shapes[shape]["audit"]
        print(
            f"{shape:7} {';'.join(s['cmake_list']):42} {a['sass_entries']:>5} {a['ptx_entries']:>4} "
            f"{statistics.median(s['wall']):>16.1f} {statistics.median(s['cpu']):>15.1f}"
        )
        print(
            f"        every build: wall {', '.join(f'{w:.1f}' for w in s['wall'])}; "
            f"CPU {', '.join(f'{c:.1f}' for c in s['cpu'])}; SASS {a['sass']}; PTX {a['ptx']}"
        )
        print(f"        not native on: {a['not_native'] or 'none of ' + str(len(asked)) + ' asked'}")
    wall_ratio = statistics.median(shapes["asked"]["wall"]) / statistics.median(shapes["fewest"]["wall"])
    cpu_ratio = statistics.median(shapes["asked"]["cpu"]) / statistics.median(shapes["fewest"]["cpu"])
    print(f"asked / fewest: wall {wall_ratio:.2f}x, CPU {cpu_ratio:.2f}x")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {
                    "asked": asked,
                    "repeat": args.repeat,
                    "jobs": args.jobs,
                    "shapes": shapes,
                    "wall_ratio": wall_ratio,
                    "cpu_ratio": cpu_ratio,
                },
                f,
                indent=1,
            )
    failed = [shape for shape in SHAPES if shapes[shape]["audit"]["not_native"]]
    if failed:
        print(f"FAILED: a GPU asked for does not run natively in {failed}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
