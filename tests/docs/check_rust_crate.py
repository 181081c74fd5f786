#!/usr/bin/env python3
"""Builds and runs the Rust guide's crate (docs/examples/rust-crate) with the real cargo, offline:
its build.rs must take the probe's decision, the CUDA path where `cudacompat probe` says a usable
toolkit is here and the CPU path with CUDACOMPAT_CUDA=OFF. Usage: check_rust_crate.py TOOL WORK_DIR.
Exit 0 both ways right, 1 otherwise, 77 no cargo.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    tool, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    cargo = shutil.which("cargo")
    if cargo is None:
        print("SKIPPED: no cargo on PATH")
        return 77
    crate = os.path.join(work, "rust-crate")
    shutil.rmtree(crate, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "docs", "examples", "rust-crate"), crate)
    probed = subprocess.run([tool, "probe", "--json", "--features", "skip"], capture_output=True, text=True,
                            env=dict(os.environ, CUDACOMPAT_CUDA="AUTO"))
    expected_auto = "cuda" if json.loads(probed.stdout)["decision"]["build_cuda"] else "cpu"
    failures = []
    for mode, expected in (("AUTO", expected_auto), ("OFF", "cpu")):
        # Cargo's state is the test's own (target, CARGO_HOME: no lock or registry shared with another
        # test's cargo); the toolchain is still rustup's, found through RUSTUP_HOME or $HOME.
        env = dict(os.environ, CUDACOMPAT=tool, CUDACOMPAT_CUDA=mode, CARGO_TARGET_DIR=os.path.join(work, "target"),
                   CARGO_HOME=os.path.join(work, "cargo-home"), CARGO_NET_OFFLINE="true")
        run = subprocess.run([cargo, "run", "--offline", "--quiet"], cwd=crate, capture_output=True, text=True, env=env)
        said = run.stdout.strip()
        print(f"CUDACOMPAT_CUDA={mode}: cargo run exited {run.returncode}: {said!r}"
              + (f"\n{run.stderr[-3000:]}" if run.returncode else ""))
        if run.returncode != 0 or said != f"mykernels built with the {expected} backend":
            failures.append(f"CUDACOMPAT_CUDA={mode}: expected the {expected} backend: {run.stdout}{run.stderr[-1500:]}")
    for failure in failures:
        print("FAILED:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
