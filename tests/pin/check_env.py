#!/usr/bin/env python3
"""`cudacompat pin --check --env` on a real virtual environment with real packages from PyPI: a
CUDA 12 runtime wheel next to a CUDA 13 one and cuda-python 12.6.0, judged against CUDA 13.0.
Exit 77 when PyPI cannot be reached (nothing to check against then).

usage: check_env.py CUDACOMPAT
"""
import json
import os
import subprocess
import sys
import tempfile

PACKAGES = ["nvidia-cuda-runtime-cu12==12.4.127", "nvidia-cuda-runtime==13.0.96", "cuda-python==12.6.0"]
failures = []


def check(condition, message):
    print(("ok    " if condition else "FAIL  ") + message)
    if not condition:
        failures.append(message)


def main():
    tool = sys.argv[1]
    with tempfile.TemporaryDirectory(prefix="cudacompat-env-") as work:
        venv = os.path.join(work, "venv")
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
        site = subprocess.run([os.path.join(venv, "bin", "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              capture_output=True, text=True, check=True).stdout.strip()
        # pip of this interpreter installs into the new environment's site-packages, with the metadata
        # of a real install (INSTALLER, RECORD, METADATA as the wheels ship it).
        result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                 "--no-deps", "--target", site, *PACKAGES], capture_output=True, text=True)
        if result.returncode != 0:
            print(f"SKIP: could not install {PACKAGES} from PyPI: {result.stderr.strip()[-300:]}")
            return 77
        listed = sorted(n for n in os.listdir(site) if n.endswith(".dist-info"))
        print(f"installed: {listed}")
        rc = subprocess.run([tool, "pin", "--cuda", "13.0", "--env", venv, "--json"], capture_output=True, text=True)
        report = json.loads(rc.stdout)
        by_code = {}
        for finding in report["findings"]:
            by_code.setdefault(finding["code"], []).append(finding["package"])
        check(rc.returncode == 1, f"exit 1 for findings ({rc.returncode})")
        check(sorted(by_code.get("wrong-major", [])) == ["cuda-python", "nvidia-cuda-runtime-cu12"],
              f"CUDA 13.0: the cu12 runtime and cuda-python 12.6.0 are the wrong major: {by_code.get('wrong-major')}")
        # CUDA 12's runtime wheel installs nvidia/cuda_runtime/, CUDA 13's nvidia/cu13/: they live
        # together by design, and NVIDIA's component wheels say nothing of the process's major.
        check("duplicate-variants" not in by_code and "mixed-majors" not in by_code,
              f"the cu12 and CUDA 13 runtimes are not duplicates, nor a mix of majors: {sorted(by_code)}")
        check(all(f["file"].endswith("METADATA") and f["line"] >= 1 for f in report["findings"]),
              "each finding names the METADATA it comes from")
        rc = subprocess.run([tool, "pin", "--cuda", "12.6", "--env", site, "--json"], capture_output=True, text=True)
        wrong = sorted(f["package"] for f in json.loads(rc.stdout)["findings"] if f["code"] == "wrong-major")
        check(wrong == ["nvidia-cuda-runtime"], f"CUDA 12.6, the site-packages directory given itself: only the CUDA 13 runtime is wrong: {wrong}")
    print(f"{len(failures)} failed" if failures else "pin --env: all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
