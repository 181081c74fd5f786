"""Builds and runs the Rust guide's crate (docs/examples/rust-crate) with the real cargo, offline:
its build.rs must take the probe's decision, the CUDA path where `cudacompat probe` says a usable
toolkit is here and the CPU path with CUDACOMPAT_CUDA=OFF. A pytest module (tests/docs/CMakeLists.txt
runs it with --cudacompat and --case-arg work-dir=DIR); skipped where there is no cargo.
"""

import json
import os
import shutil

from case_checks import expect, run, skip

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_rust_guide_crate_takes_the_probe_decision_with_cargo(tool, case_arg):
    work = os.path.abspath(case_arg("work-dir"))
    cargo = shutil.which("cargo")
    if cargo is None:
        skip("no cargo on PATH")
    crate = os.path.join(work, "rust-crate")
    shutil.rmtree(crate, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "docs", "examples", "rust-crate"), crate)
    probed = run([tool, "probe", "--json", "--features", "skip"], env=dict(os.environ, CUDACOMPAT_CUDA="AUTO"))
    expect(probed.returncode in (0, 1), f"cudacompat probe --json exited {probed.returncode}: {probed.stderr}")
    expected_auto = "cuda" if json.loads(probed.stdout)["decision"]["build_cuda"] else "cpu"
    failures = []
    for mode, expected in (("AUTO", expected_auto), ("OFF", "cpu")):
        # Cargo's state is the test's own (target, CARGO_HOME: no lock or registry shared with another
        # test's cargo); the toolchain is still rustup's, found through RUSTUP_HOME or $HOME.
        env = dict(
            os.environ,
            CUDACOMPAT=tool,
            CUDACOMPAT_CUDA=mode,
            CARGO_TARGET_DIR=os.path.join(work, "target"),
            CARGO_HOME=os.path.join(work, "cargo-home"),
            CARGO_NET_OFFLINE="true",
        )
        ran = run([cargo, "run", "--offline", "--quiet"], cwd=crate, env=env)
        said = ran.stdout.strip()
        print(
            f"CUDACOMPAT_CUDA={mode}: cargo run exited {ran.returncode}: {said!r}"
            + (f"\n{ran.stderr[-3000:]}" if ran.returncode else "")
        )
        if ran.returncode != 0 or said != f"mykernels built with the {expected} backend":
            failures.append(
                f"CUDACOMPAT_CUDA={mode}: expected the {expected} backend: {ran.stdout}{ran.stderr[-1500:]}"
            )
    expect(not failures, "\n".join("FAILED: " + failure for failure in failures))
