"""Our own toolkit matrix (tests/matrix/) agrees with `cudacompat matrix`.

A pytest module (tests/ci_matrix/CMakeLists.txt runs it with --cudacompat and
--case-arg manifest=/opt/cudacompat/toolkits/manifest.json). For every toolkit ci/install-toolkits.sh
installed (its manifest) and the preinstalled one:
  - its release is a job of `cudacompat matrix --cuda '>=11.8,<14' --format json`;
  - the host compiler the toolkit matrix builds it with (the manifest's host_compiler, its real
    `-dumpversion`) lies between that release's oldest and newest GCC jobs;
  - the job's architectures are what the toolkit's own `nvcc --list-gpu-arch` lists (the knowledge
    base the matrix is written from, cross-checked by the toolkit itself).
A missing manifest is a failure, not a skip: CI installs the toolkits.
"""

import json
import re

from case_checks import expect, fail, run


def test_every_installed_toolkit_and_its_host_compiler_is_in_the_matrix(tool, case_arg):
    manifest_path = case_arg("manifest")
    try:
        with open(manifest_path) as stream:
            manifest = json.load(stream)
    except OSError as error:
        fail(f"cannot read {manifest_path} ({error}): run ci/install-toolkits.sh (ci/setup.sh does)")
    result = run([tool, "matrix", "--cuda", ">=11.8,<14", "--format", "json"], timeout=60)
    expect(result.returncode == 0, f"cudacompat matrix exited {result.returncode}: {result.stderr}")
    jobs = json.loads(result.stdout)["jobs"]
    for toolkit in manifest["toolkits"]:
        minor = ".".join(toolkit["version"].split(".")[:2])
        mine = [job for job in jobs if job["cuda"] == minor and job["host_compiler"]["family"] == "gcc"]
        expect(mine, f"{toolkit['name']} (CUDA {minor}) is not in the matrix")
        versions = sorted(job["host_compiler"]["version"] for job in mine)
        used = run([toolkit["host_compiler"], "-dumpversion"], timeout=30)
        major = int(used.stdout.strip().split(".")[0])
        expect(
            versions[0] <= major <= versions[-1],
            f"{toolkit['name']}: the toolkit matrix builds with {toolkit['host_compiler']} (GCC {major}), "
            f"outside the matrix's GCC {versions[0]}..{versions[-1]} for CUDA {minor}",
        )
        listed = run([toolkit["nvcc"], "--list-gpu-arch"], timeout=60)
        nvcc_archs = sorted({m for m in re.findall(r"compute_(\d+)", listed.stdout)}, key=int)
        expect(listed.returncode == 0 and nvcc_archs, f"{toolkit['nvcc']} --list-gpu-arch failed: {listed.stderr}")
        expect(
            mine[0]["architectures"] == nvcc_archs,
            f"{toolkit['name']}: the matrix's architectures {mine[0]['architectures']} differ from nvcc "
            f"--list-gpu-arch {nvcc_archs}",
        )
        print(
            f"{toolkit['name']}: CUDA {minor}, GCC {versions[0]}..{versions[-1]} in the matrix, "
            f"built with GCC {major}; "
            f"architectures {';'.join(nvcc_archs)} as nvcc lists them"
        )
