"""cudacompat's own kernel library as Debian and conda packages, from this build tree: the
`cudacompat-packages` target builds them, lintian passes them, and `cudacompat audit` finds the
metadata in agreement with the binaries (the CUDA runtime of this build's major, with a ceiling).

A pytest module (tests/packages/CMakeLists.txt runs it with --case-arg build-dir=BUILD_DIR); skipped
where the build has no CUDA toolkit.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from case_checks import skip
from checklist import check, expect_every_check_passed


def run(command: list) -> subprocess.CompletedProcess:
    print("$ " + " ".join(map(str, command)), flush=True)
    return subprocess.run([str(c) for c in command], capture_output=True, text=True)


def test_kernel_library_debs_and_conda_from_this_build_pass_lintian_and_the_audit(case_arg) -> None:
    build = Path(case_arg("build-dir")).resolve()
    cache = (build / "CMakeCache.txt").read_text()
    if (
        not re.search(r"^CUDACOMPAT_BUILD_CUDA:INTERNAL=(ON|TRUE|1)$", cache, re.M)
        and "cudacompat-kernels-deb" not in run(["cmake", "--build", build, "--target", "help"]).stdout
    ):
        skip("this build has no CUDA toolkit, so no packages per CUDA major")
    built = run(["cmake", "--build", build, "--target", "cudacompat-packages"])
    check(
        built.returncode == 0,
        f"cmake --build --target cudacompat-packages: {built.stdout[-1500:]}{built.stderr[-1500:]}",
    )
    out = build / "packages"
    debs = sorted(out.glob("libcudacompat-kernels*.deb"))
    condas = sorted(out.glob("cudacompat-kernels-*.conda"))
    check(
        len(debs) == 2 and len(condas) == 1,
        f"two .debs (runtime and -dev) and a .conda in {out}: {[p.name for p in debs + condas]}",
    )
    probe = json.loads((build / "cudacompat-probe.json").read_text())
    version = probe["toolkit"]["version"]["value"]
    major_minor = ".".join(version.split(".")[:2])
    major = int(version.split(".")[0])
    for deb in debs:
        check(f"+cuda{major_minor}_" in deb.name, f"{deb.name} carries CUDA {major_minor} in its version")
        lint = run(["lintian", "--fail-on", "error,warning", deb])
        check(lint.returncode == 0, f"lintian passes {deb.name}: {lint.stdout.strip()[-600:]}")
    tool = build / "bin" / "cudacompat"
    for package in debs + condas:
        audit = run([tool, "audit", "--json", package])
        try:
            report = json.loads(audit.stdout)
            findings = [f.get("code", f) for a in report.get("artifacts", []) for f in a.get("findings", [])]
        except json.JSONDecodeError:
            findings = [audit.stderr.strip()[-300:]]
        check(
            audit.returncode == 0,
            f"cudacompat audit of {package.name} is clean (exit {audit.returncode}; findings {findings})",
        )
    runtime = next((d for d in debs if "-dev" not in d.name), None)
    if runtime:
        depends = run(["dpkg-deb", "-f", runtime, "Depends"]).stdout.strip()
        expected = f"cuda-cudart-{major}-{major_minor.split('.')[1]}"
        check(expected in depends, f"{runtime.name} depends on {expected}: {depends}")
    expect_every_check_passed()
