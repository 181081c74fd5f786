#!/usr/bin/env python3
"""How fast `cudacompat pin` answers, side by side with what users run today.

  pin           `cudacompat pin --cuda 12.4 ...` (every format's work: plan and render), process
                start included; no alternative writes such pins, so it is measured alone.
  pin --env     `cudacompat pin --check --env` over an environment of 300+ installed distributions
                (real METADATA files of this interpreter's site-packages, copied under further names),
                against `pip list --path` and `importlib.metadata.distributions()` reading the same
                names and versions, which is what collect_env-style checkers do before judging anything.

  pin --check   `cudacompat pin --check` of every real file of tests/pin/corpus, one process per
                file as a pre-commit hook runs it; with --before OLD_CUDACOMPAT, the same files
                through an older build, side by side (the two alternate, run by run), with the ratio.

usage: bench_pin.py CUDACOMPAT [--runs N] [--before OLD_CUDACOMPAT]
"""

import argparse
import os
import site
import statistics
import subprocess
import sys
import tempfile
import time


def timed(command, runs, env=None):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def make_environment(root, count):
    """A site-packages of `count` distributions made from the real METADATA files here."""
    target = os.path.join(root, "lib", "python3.11", "site-packages")
    os.makedirs(target)
    sources = []
    for directory in site.getsitepackages():
        if os.path.isdir(directory):
            sources += [os.path.join(directory, d) for d in os.listdir(directory) if d.endswith(".dist-info")]
    sources = [s for s in sources if os.path.exists(os.path.join(s, "METADATA"))]
    made = 0
    while made < count:
        for source in sources:
            if made >= count:
                break
            with open(os.path.join(source, "METADATA"), encoding="utf-8", errors="replace") as f:
                text = f.read()
            name = f"bench-dist-{made}"
            lines = text.split("\n")
            lines = [f"Name: {name}" if l.startswith("Name:") else l for l in lines]
            info = os.path.join(target, f"bench_dist_{made}-1.0.dist-info")
            os.makedirs(info)
            with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
            made += 1
    # and the CUDA packages the check is about
    for name, version in (
        ("nvidia-cuda-runtime-cu12", "12.4.127"),
        ("cuda-python", "12.6.1"),
        ("cupy-cuda12x", "14.1.0"),
    ):
        info = os.path.join(target, f"{name.replace('-', '_')}-{version}.dist-info")
        os.makedirs(info)
        with open(os.path.join(info, "METADATA"), "w") as f:
            f.write(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n\n")
    return target, len(os.listdir(target))


CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "pin", "corpus")


def corpus_files():
    files = []
    for root, _, names in os.walk(CORPUS):
        files += [
            os.path.join(root, n)
            for n in names
            if n.endswith((".txt", ".toml", ".lock", ".yaml", ".yml")) and n != "expected.json"
        ]
    return sorted(files)


def check_corpus(tools, runs):
    """Median over runs of the total time to check every corpus file, one process per file."""
    files = corpus_files()
    totals = {tool: [] for tool in tools}
    slowest = {tool: 0.0 for tool in tools}
    for _ in range(runs):
        for tool in tools:  # alternating, so a drift of the machine's speed hits both alike
            total = 0.0
            for path in files:
                start = time.perf_counter()
                subprocess.run(
                    [tool, "pin", "--cuda", "12.9", "--check", path, "--json"],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
                elapsed = time.perf_counter() - start
                total += elapsed
                slowest[tool] = max(slowest[tool], elapsed)
            totals[tool].append(total)
    return len(files), {tool: statistics.median(t) for tool, t in totals.items()}, slowest


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--before", help="an older cudacompat to time pin --check of the corpus against")
    args = parser.parse_args()
    print(f"cudacompat pin benchmark, median of {args.runs} runs each (process start included)")
    pin = timed(
        [args.tool, "pin", "--cuda", "12.4", "--library", "cudart,cublas,cufft", "--python", "cuda-python"], args.runs
    )
    print(f"  pin --cuda 12.4 (3 libraries + cuda-python)   {pin * 1000:7.1f} ms")
    pin_json = timed([args.tool, "pin", "--cuda", "12.4", "--format", "json"], args.runs)
    print(f"  pin --cuda 12.4 --format json                  {pin_json * 1000:7.1f} ms")
    with tempfile.TemporaryDirectory(prefix="cudacompat-bench-env-") as root:
        target, count = make_environment(root, 320)
        ours = timed([args.tool, "pin", "--cuda", "12.4", "--env", root], args.runs)
        pip_list = timed(
            [sys.executable, "-m", "pip", "list", "--path", target, "--disable-pip-version-check"], args.runs
        )
        metadata = timed(
            [
                sys.executable,
                "-c",
                "import importlib.metadata as m, sys; "
                f"[(d.metadata['Name'], d.version) for d in m.distributions(path=[{target!r}])]",
            ],
            args.runs,
        )
        print(f"  environment of {count} distributions:")
        print(f"    cudacompat pin --check --env (judged)        {ours * 1000:7.1f} ms")
        print(
            f"    pip list --path (listed only)               {pip_list * 1000:7.1f} ms   ratio {pip_list / ours:5.1f}x"
        )
        print(
            f"    importlib.metadata.distributions() (listed) {metadata * 1000:7.1f} ms   ratio {metadata / ours:5.1f}x"
        )
    tools = [args.tool] + ([args.before] if args.before else [])
    count, totals, slowest = check_corpus(tools, max(3, args.runs // 4))
    print(f"  pin --check of the {count} corpus files, one process each (median of {max(3, args.runs // 4)} passes):")
    print(
        f"    this build                                  {totals[args.tool] * 1000:7.1f} ms in all, "
        f"{totals[args.tool] / count * 1000:5.1f} ms a file, slowest file {slowest[args.tool] * 1000:5.1f} ms"
    )
    if args.before:
        print(
            f"    --before build                              {totals[args.before] * 1000:7.1f} ms in all, "
            f"{totals[args.before] / count * 1000:5.1f} ms a file, slowest file {slowest[args.before] * 1000:5.1f} ms"
            f"   ratio {totals[args.before] / totals[args.tool]:5.2f}x"
        )


if __name__ == "__main__":
    main()
