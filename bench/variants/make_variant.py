"""Deriving and writing a wheel variant against the audit of the same wheel, and against variantlib
make-variant with the properties typed (the issue's budget: variant make under 1.5x the audit).

Usage: make_variant.py CUDACOMPAT [WHEEL]
One run each, on CuPy 14.2.0 for CUDA 12 (cp312 x86-64, 136 MB: the ~100 MB wheel of the issue's
budget; ci/install-toolkits.sh `wheels` puts it in the wheel cache, pinned by its sha256) unless
WHEEL is given. variantlib 0.2.2 runs in a scratch virtual environment that uv
fills from PyPI (make-variant needs `build`, which the test packages do not install); it is given
the properties our derivation found, with --skip-plugin-validation --no-isolation as its own
instructions say for a machine without the provider. Prints the three times and the ratios.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT = Path("/var/cache/cudacompat/wheels/cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl")
PYPROJECT = """[variant.default-priorities]
namespace = ["nvidia"]

[variant.providers.nvidia]
requires = ["nvidia-variant-provider>=0.0.1,<1.0.0"]
plugin-api = "nvidia_variant_provider.plugin:NvidiaVariantPlugin"
"""


def timed(argv: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):  # the audit exits 1 on findings
        sys.exit(f"{' '.join(argv)}: exit {done.returncode}\n{done.stderr}")
    return elapsed


def main() -> None:
    tool = sys.argv[1]
    wheel = Path(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT
    if not wheel.exists():
        sys.exit(f"{wheel} does not exist: `ci/install-toolkits.sh wheels` puts it in the wheel cache, or give a WHEEL")
    shown = json.loads(
        subprocess.run([tool, "variant", "show", "--json", str(wheel)], capture_output=True, text=True).stdout
    )
    [entry] = shown["wheels"]
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        venv = root / "venv"
        subprocess.run(
            [sys.executable, "-m", "uv", "venv", "--quiet", "--python", sys.executable, str(venv)], check=True
        )
        subprocess.run(
            [
                sys.executable,
                "-m",
                "uv",
                "pip",
                "install",
                "--quiet",
                "--python",
                str(venv / "bin" / "python"),
                "variantlib==0.2.2",
                "build",
            ],
            check=True,
        )
        (root / "pyproject.toml").write_text(PYPROJECT)
        for out in ("ours", "theirs"):
            (root / out).mkdir()
        audit = timed([tool, "audit", "--json", str(wheel)])
        ours = timed([tool, "variant", "make", "-o", str(root / "ours"), str(wheel)])
        properties = [arg for p in entry["properties"] for arg in ("-p", p["property"])]
        theirs = timed(
            [
                str(venv / "bin" / "variantlib"),
                "make-variant",
                "-f",
                str(wheel),
                "-o",
                str(root / "theirs"),
                *properties,
                "--skip-plugin-validation",
                "--no-isolation",
                "--pyproject-toml",
                str(root / "pyproject.toml"),
                "--variant-label",
                entry["label"],
            ]
        )
    size = wheel.stat().st_size / 1e6
    print(f"wheel: {wheel.name} ({size:.0f} MB), {len(entry['properties'])} properties")
    print(f"cudacompat audit --json:              {audit:6.2f} s")
    print(f"cudacompat variant make (derive+write): {ours:6.2f} s  ({ours / audit:.2f}x the audit; budget 1.5x)")
    print(f"variantlib make-variant (typed):      {theirs:6.2f} s  ({theirs / ours:.1f}x ours)")
    print("| wheel | MB | audit s | variant make s | ratio to the audit | variantlib make-variant s |")
    print(f"| {wheel.name} | {size:.0f} | {audit:.2f} | {ours:.2f} | {ours / audit:.2f} | {theirs:.2f} |")


if __name__ == "__main__":
    main()
