#!/usr/bin/env python3
"""Our own toolkit matrix (tests/matrix/) agrees with `cudacompat matrix`.

    check_installed_toolkits.py <bin/cudacompat> <manifest.json>

For every toolkit ci/install-toolkits.sh installed (its manifest) and the preinstalled one:
  - its release is a job of `cudacompat matrix --cuda '>=11.8,<14' --format json`;
  - the host compiler the toolkit matrix builds it with (the manifest's host_compiler, its real
    `-dumpversion`) lies between that release's oldest and newest GCC jobs;
  - the job's architectures are what the toolkit's own `nvcc --list-gpu-arch` lists (the knowledge
    base the matrix is written from, cross-checked by the toolkit itself).
Exit 0 pass, 1 fail (a missing manifest is a failure: CI installs the toolkits).
"""
import json
import re
import subprocess
import sys

failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}", flush=True)


def main():
    tool, manifest_path = sys.argv[1], sys.argv[2]
    try:
        manifest = json.load(open(manifest_path))
    except OSError as error:
        print(f"FAIL: cannot read {manifest_path} ({error}): run ci/install-toolkits.sh (ci/setup.sh does)")
        return 1
    result = subprocess.run([tool, "matrix", "--cuda", ">=11.8,<14", "--format", "json"], capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        print(f"FAIL: cudacompat matrix exited {result.returncode}: {result.stderr}")
        return 1
    jobs = json.loads(result.stdout)["jobs"]
    for toolkit in manifest["toolkits"]:
        minor = ".".join(toolkit["version"].split(".")[:2])
        mine = [job for job in jobs if job["cuda"] == minor and job["host_compiler"]["family"] == "gcc"]
        if not mine:
            expect(False, f"{toolkit['name']} (CUDA {minor}) is not in the matrix")
            continue
        versions = sorted(job["host_compiler"]["version"] for job in mine)
        used = subprocess.run([toolkit["host_compiler"], "-dumpversion"], capture_output=True, text=True, timeout=30)
        major = int(used.stdout.strip().split(".")[0])
        expect(versions[0] <= major <= versions[-1],
               f"{toolkit['name']}: the toolkit matrix builds with {toolkit['host_compiler']} (GCC {major}), "
               f"outside the matrix's GCC {versions[0]}..{versions[-1]} for CUDA {minor}")
        listed = subprocess.run([toolkit["nvcc"], "--list-gpu-arch"], capture_output=True, text=True, timeout=60)
        nvcc_archs = sorted({m for m in re.findall(r"compute_(\d+)", listed.stdout)}, key=int)
        expect(listed.returncode == 0 and nvcc_archs, f"{toolkit['nvcc']} --list-gpu-arch failed: {listed.stderr}")
        expect(mine[0]["architectures"] == nvcc_archs,
               f"{toolkit['name']}: the matrix's architectures {mine[0]['architectures']} differ from nvcc --list-gpu-arch {nvcc_archs}")
        print(f"{toolkit['name']}: CUDA {minor}, GCC {versions[0]}..{versions[-1]} in the matrix, built with GCC {major}; "
              f"architectures {';'.join(nvcc_archs)} as nvcc lists them")
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
