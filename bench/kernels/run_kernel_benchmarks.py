#!/usr/bin/env python3
"""The kernels' bandwidth against a copy's, for the builds of every toolkit of the matrix.

    run_kernel_benchmarks.py build --out DIR [--versions 11.8 12.4 13.0 13.5] [--archs 90-real]
    run_kernel_benchmarks.py run BINARY... [--json-out FILE] [--filter REGEX] [--min-ratio 0.9]

`build` configures this project once per toolkit (as tests/matrix/build_project.py selects them:
CUDACOMPAT_CUDA_VERSION over /opt/cudacompat/toolkits and /usr/local/cuda) and copies each build's
cudacompat_kernels_bench to DIR/cudacompat_kernels_bench-<version>.

`run` runs each binary (Google Benchmark, JSON), then prints per build and size each kernel's
bandwidth (every byte read or written, GB/s) and its ratio to the reference: a device-to-device
cudaMemcpyAsync for the GPU kernels, memcpy for the CPU fallbacks. Exits 1 when a GPU kernel stays
below --min-ratio of the copy at 256 MiB and up (the issue's target), 0 otherwise.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MIB = 1 << 20
TARGET_BYTES = 256 * MIB


def build(args):
    os.makedirs(args.out, exist_ok=True)
    tool = os.path.join(ROOT, "build", "bin", "cudacompat")
    if not os.access(tool, os.X_OK):
        sys.exit(f"{tool} is missing: build the project first (ci/main.sh)")
    for version in args.versions:
        work = os.path.join(args.work_dir, f"bench-{version}")
        shutil.rmtree(work, ignore_errors=True)
        configure = [
            "cmake",
            "-S",
            ROOT,
            "-B",
            work,
            "-G",
            "Ninja",
            "-DCMAKE_BUILD_TYPE=Release",
            "-DCUDACOMPAT_BUILD_TESTS=ON",
            f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={args.search_path}",
            f"-DCUDACOMPAT_CUDA_VERSION={version}",
            "-DCUDACOMPAT_CUDA=ON",
            "-DCUDACOMPAT_HOST_COMPILER=auto",
            f"-DCUDACOMPAT_ARCHS={args.archs}",
            f"-DCUDACOMPAT_EXECUTABLE={tool}",
        ]
        for command in (configure, ["cmake", "--build", work, "--target", "cudacompat_kernels_bench", "-j2"]):
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"CUDA {version}: {' '.join(command)} failed:\n{run.stdout[-4000:]}{run.stderr[-4000:]}")
        with open(os.path.join(work, "cudacompat-probe.json")) as f:
            found = json.load(f)["toolkit"]["version"]["value"]
        if not (found == version or found.startswith(version + ".")):
            sys.exit(f"CUDACOMPAT_CUDA_VERSION={version} built with CUDA {found}")
        target = os.path.join(args.out, f"cudacompat_kernels_bench-{version}")
        shutil.copy2(os.path.join(work, "kernels", "bench", "cudacompat_kernels_bench"), target)
        print(f"CUDA {found}: {target}", flush=True)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


def parse_name(name):
    """("gpu", "axpy", bytes) from "gpu_axpy/268435456/manual_time"."""
    match = re.match(r"(cpu|gpu)_(\w+)/(\d+)", name)
    return (match.group(1), match.group(2), int(match.group(3))) if match else None


def run(args):
    reports, failures = [], []
    for binary in args.binaries:
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            command = [
                binary,
                f"--benchmark_out={out.name}",
                "--benchmark_out_format=json",
                f"--benchmark_filter={args.filter}",
                f"--benchmark_repetitions={args.repetitions}",
                "--benchmark_report_aggregates_only=true",
                f"--benchmark_min_time={args.min_time}",
            ]
            done = subprocess.run(command, capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit(f"{binary} failed (exit {done.returncode}):\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
            with open(out.name) as f:
                report = json.load(f)
        build_cuda = report["context"].get("cudacompat_cuda_version", "?")
        rates, errors = {}, []
        for entry in report["benchmarks"]:
            parsed = parse_name(entry["name"])
            if not parsed:
                continue
            if entry.get("error_occurred"):
                errors.append(f"{entry['name']}: {entry.get('error_message')}")
                continue
            if entry.get("aggregate_name", "median") != "median":
                continue
            rates[parsed] = entry["bytes_per_second"]
        rows = []
        for (side, kernel, size), rate in sorted(rates.items()):
            if kernel in ("copy", "memcpy"):
                continue
            reference = rates.get((side, "copy" if side == "gpu" else "memcpy", size))
            ratio = rate / reference if reference else None
            rows.append(
                {
                    "side": side,
                    "kernel": kernel,
                    "bytes": size,
                    "gb_per_s": rate / 1e9,
                    "reference_gb_per_s": reference / 1e9 if reference else None,
                    "ratio": ratio,
                }
            )
            if side == "gpu" and size >= TARGET_BYTES and (ratio is None or ratio < args.min_ratio):
                failures.append(
                    f"CUDA {build_cuda} {kernel} at {size // MIB} MiB: "
                    f"{'no copy reference' if ratio is None else f'{ratio:.1%} of the copy'}"
                )
        reports.append(
            {
                "binary": os.path.basename(binary),
                "cuda": build_cuda,
                "rows": rows,
                "errors": errors,
                "host": report["context"].get("host_name"),
                "cpus": report["context"].get("num_cpus"),
            }
        )
        print(f"\n{os.path.basename(binary)} (built with CUDA {build_cuda})")
        print(f"  {'kernel':<10} {'size':>9} {'GB/s':>9} {'reference GB/s':>15} {'ratio':>7}")
        for row in rows:
            reference = f"{row['reference_gb_per_s']:.1f}" if row["reference_gb_per_s"] else "-"
            ratio = f"{row['ratio']:.3f}" if row["ratio"] is not None else "-"
            print(
                f"  {row['side'] + ' ' + row['kernel']:<10} {row['bytes'] // MIB:>5} MiB {row['gb_per_s']:>9.1f} "
                f"{reference:>15} {ratio:>7}"
            )
        for error in errors:
            print(f"  skipped: {error}")
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump({"min_ratio": args.min_ratio, "reports": reports, "failures": failures}, f, indent=2)
    if failures:
        print("\nbelow the target:\n  " + "\n  ".join(failures))
        return 1
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", required=True)
    b.add_argument("--versions", nargs="+", default=["11.8", "12.4", "13.0", "13.5"])
    b.add_argument("--archs", default="90-real", help="H100 and H200 are sm_90")
    b.add_argument("--search-path", default="/opt/cudacompat/toolkits")
    b.add_argument("--work-dir", default=os.path.join(ROOT, "build-kernel-bench"))
    b.add_argument("--keep", action="store_true", help="keep the build trees")
    r = sub.add_parser("run")
    r.add_argument("binaries", nargs="+")
    r.add_argument("--json-out")
    r.add_argument("--filter", default=".")
    r.add_argument("--repetitions", type=int, default=5)
    r.add_argument("--min-time", default="0.2")
    r.add_argument("--min-ratio", type=float, default=0.9)
    args = parser.parse_args()
    if args.command == "build":
        build(args)
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
