"""A machine described to `cudacompat doctor --variants` without a GPU: a stand-in driver
(tests/doctor/fake_libcuda.c built as libcuda.so.1, answering FAKE_CUDA_VERSION and FAKE_CUDA_SM,
FAKE_CUDA_SMS for several GPUs) on LD_LIBRARY_PATH, doctor's report read there, and the variant
it chooses. The doctor's variant tests and the kernel library's variant test share it."""

import json
import os
import subprocess
from pathlib import Path

import case_checks


def fake_driver(directory: Path, cc: str, source: str, driver: str = "580.65.06") -> Path:
    """The folder `directory`/driver-<driver> holding the stand-in libcuda.so.1, built with `cc`."""
    fake = directory / f"driver-{driver}"
    fake.mkdir(parents=True, exist_ok=True)
    real = fake / f"libcuda.so.{driver}"
    subprocess.run([cc, "-shared", "-fPIC", "-Wl,-soname,libcuda.so.1", "-o", real, source], check=True)
    (fake / "libcuda.so.1").symlink_to(real.name)
    return fake


def machine_env(fake: Path, cuda: str, sm: int) -> dict:
    """The environment in which the stand-in driver in `fake` answers CUDA `cuda` with one sm_`sm` GPU."""
    major, minor = (int(p) for p in cuda.split("."))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FAKE_", "NV_VARIANT_PROVIDER_FORCE_"))}
    env.update(LD_LIBRARY_PATH=str(fake), FAKE_CUDA_VERSION=str(major * 1000 + minor * 10), FAKE_CUDA_SM=str(sm))
    return env


def doctor(tool: str, env: dict, variants: Path, codes=(0, 1)) -> dict:
    """`doctor --json --variants VARIANTS` in `env`: its report, its exit code one of `codes` and the
    one the report gives."""
    done = case_checks.run([str(tool), "doctor", "--json", "--variants", str(variants)], env=env)
    assert done.returncode in codes, f"doctor --variants {variants}: exit {done.returncode}\n{done.stderr}"
    document = json.loads(done.stdout)
    assert document["exit_code"] == done.returncode, (document["exit_code"], done.returncode)
    return document


def order_of(document: dict) -> tuple:
    """The variant doctor chooses, and the labels of the compatible ones in its order."""
    [release] = document["variants"]["releases"]
    return release["chosen"], [v["label"] for v in release["variants"] if v["compatible"]]
