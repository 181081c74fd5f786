"""`cudacompat pin --check --env` on a real virtual environment with real packages from PyPI: a
CUDA 12 runtime wheel next to a CUDA 13 one and cuda-python 12.6.0, judged against CUDA 13.0.
Skipped when PyPI cannot be reached (nothing to check against then).

A pytest module (tests/pin/pin_tests.cmake runs it with --cudacompat).
"""

import json
import os
import sys

from case_checks import expect, run, skip

PACKAGES = ["nvidia-cuda-runtime-cu12==12.4.127", "nvidia-cuda-runtime==13.0.96", "cuda-python==12.6.0"]


def test_env_check_of_a_real_virtual_environment(tool, scratch):
    venv = os.path.join(scratch, "venv")
    made = run([sys.executable, "-m", "venv", "--without-pip", venv])
    expect(made.returncode == 0, f"python -m venv {venv} failed: {made.stderr}")
    found = run(
        [os.path.join(venv, "bin", "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]
    )
    expect(found.returncode == 0, f"the new environment's python cannot name its site-packages: {found.stderr}")
    site = found.stdout.strip()
    # pip of this interpreter installs into the new environment's site-packages, with the metadata
    # of a real install (INSTALLER, RECORD, METADATA as the wheels ship it).
    result = run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--target",
            site,
            *PACKAGES,
        ]
    )
    if result.returncode != 0:
        skip(f"could not install {PACKAGES} from PyPI: {result.stderr.strip()[-300:]}")
    listed = sorted(n for n in os.listdir(site) if n.endswith(".dist-info"))
    print(f"installed: {listed}")
    rc = run([tool, "pin", "--cuda", "13.0", "--env", venv, "--json"])
    report = json.loads(rc.stdout)
    by_code = {}
    for finding in report["findings"]:
        by_code.setdefault(finding["code"], []).append(finding["package"])
    expect(rc.returncode == 1, f"exit 1 for findings ({rc.returncode})")
    expect(
        sorted(by_code.get("wrong-major", [])) == ["cuda-python", "nvidia-cuda-runtime-cu12"],
        f"CUDA 13.0: the cu12 runtime and cuda-python 12.6.0 are the wrong major: {by_code.get('wrong-major')}",
    )
    # CUDA 12's runtime wheel installs nvidia/cuda_runtime/, CUDA 13's nvidia/cu13/: they live
    # together by design, and NVIDIA's component wheels say nothing of the process's major.
    expect(
        "duplicate-variants" not in by_code and "mixed-majors" not in by_code,
        f"the cu12 and CUDA 13 runtimes are not duplicates, nor a mix of majors: {sorted(by_code)}",
    )
    expect(
        all(f["file"].endswith("METADATA") and f["line"] >= 1 for f in report["findings"]),
        "each finding names the METADATA it comes from",
    )
    rc = run([tool, "pin", "--cuda", "12.6", "--env", site, "--json"])
    wrong = sorted(f["package"] for f in json.loads(rc.stdout)["findings"] if f["code"] == "wrong-major")
    expect(
        wrong == ["nvidia-cuda-runtime"],
        f"CUDA 12.6, the site-packages directory given itself: only the CUDA 13 runtime is wrong: {wrong}",
    )
