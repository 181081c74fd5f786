#!/usr/bin/env python3
"""Options and file names work in any order, for every subcommand: the same command written with
its options before, between and after its files gives the same exit code and the same answer, and
an option given without its value is a usage error that says so (it never takes the next option,
or a file, as its value).

  check_option_order.py build/bin/cudacompat SCRATCH_DIR
"""
import json
import os
import subprocess
import sys

FAILURES = []


def run(tool, *args):
    result = subprocess.run([tool, *args], capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout, result.stderr


def same_in_every_order(label, tool, orders, normalize=lambda out: out, expect_code=None):
    """Runs each argument list of `orders`; all must agree on exit code and normalized stdout."""
    failures_before = len(FAILURES)
    results = [run(tool, *args) for args in orders]
    codes = {code for code, _, _ in results}
    if len(codes) != 1:
        FAILURES.append(f"{label}: exit codes differ by order: " +
                        "; ".join(f"{' '.join(a)} -> {c} ({e.strip()[:200]})" for a, (c, _, e) in zip(orders, results)))
        return None
    code = codes.pop()
    if expect_code is not None and code != expect_code:
        FAILURES.append(f"{label}: exit {code}, expected {expect_code}: {results[0][2].strip()[:300]}")
    answers = [normalize(out) for _, out, _ in results]
    if any(answer != answers[0] for answer in answers):
        FAILURES.append(f"{label}: the output differs by order")
    print(f"{'ok' if len(FAILURES) == failures_before else 'FAIL'}: {label} ({len(orders)} orders, exit {code})")
    return results[0]


def usage_error(label, tool, args, says):
    code, out, err = run(tool, *args)
    if code != 2 or says not in out + err:
        FAILURES.append(f"{label}: {' '.join(args)} -> exit {code}, expected 2 saying {says!r}: {(out + err)[:300]}")
    else:
        print(f"ok: {label}")


def main():
    tool, scratch = sys.argv[1], sys.argv[2]
    os.makedirs(scratch, exist_ok=True)
    commands = run(tool, "--help")[1]
    requirements = os.path.join(scratch, "requirements.txt")
    with open(requirements, "w") as f:
        f.write("cuda-python>=12\n")
    constraints = os.path.join(scratch, "constraints.txt")
    with open(constraints, "w") as f:
        f.write("nvidia-cuda-runtime-cu12>=12.4,<13\n")

    # pin --check: the command, and its options around and between two files.
    first = same_in_every_order("pin --check", tool, [
        ["pin", "--check", "--cuda", "12.6", requirements, constraints, "--json"],
        ["pin", requirements, "--check", "--cuda", "12.6", constraints, "--json"],
        ["pin", "--cuda", "12.6", requirements, constraints, "--json", "--check"],
        ["pin", "--json", "--cuda=12.6", "--check", requirements, constraints],
    ], expect_code=1)
    if first:
        report = json.loads(first[1])
        if report["cuda"] != "12.6" or report["sources"] != 2 or report["errors"]:
            FAILURES.append(f"pin --check read its options as files: {first[1][:400]}")
    usage_error("pin: files without --check are refused", tool, ["pin", "--cuda", "12.6", requirements],
                "only with --check")
    usage_error("pin: --check without files is refused", tool, ["pin", "--check", "--cuda", "12.6"],
                "--check needs files")
    usage_error("pin: an option without its value names it", tool, ["pin", "--check", requirements, "--env", "--cuda",
                                                                   "12.6"], "--env needs a value")
    # pin: list options take one value each (or a comma list), never the words after them.
    same_in_every_order("pin", tool, [
        ["pin", "--library", "cudart,cublas", "--cuda", "12.4", "--no-comments"],
        ["pin", "--cuda", "12.4", "--no-comments", "--library", "cudart", "--library", "cublas"],
        ["pin", "--no-comments", "--library=cudart,cublas", "--cuda", "12.4"],
    ], expect_code=0)

    if "matrix" in commands:
        same_in_every_order("matrix", tool, [
            ["matrix", "--cuda", "12.4", "--archs", "80,90", "--format", "json"],
            ["matrix", "--format", "json", "--archs", "80,90", "--cuda", "12.4"],
        ], expect_code=0)
        usage_error("matrix: a stray word is refused", tool, ["matrix", "--cuda", "12.4", "stray"], "stray")

    if "audit" in commands:
        artifact = os.path.realpath("/bin/true")

        def artifacts(out):
            return [a.get("path") for a in json.loads(out).get("artifacts", [])]
        same_in_every_order("audit", tool, [
            ["audit", "--json", "--fail-on", "no-ptx", "--no-progress", artifact],
            ["audit", artifact, "--json", "--fail-on", "no-ptx", "--no-progress"],
            ["audit", "--fail-on", "no-ptx", artifact, "--no-progress", "--json"],
        ], normalize=artifacts, expect_code=0)
        usage_error("audit: an option without its value names it", tool, ["audit", artifact, "--fail-on", "--json"],
                    "--fail-on needs a value")

    if "doctor" in commands:
        artifact = os.path.realpath("/bin/true")

        def verdict_inputs(out):
            return sorted(str(a.get("path", a.get("file", ""))) for a in json.loads(out).get("artifacts", []))
        same_in_every_order("doctor", tool, [
            ["doctor", "--json", artifact],
            ["doctor", artifact, "--json"],
        ], normalize=verdict_inputs)

    if "probe" in commands:
        def decision(out):
            report = json.loads(out)
            return json.dumps({k: report.get(k) for k in ("toolkit", "decision")}, sort_keys=True)
        same_in_every_order("probe", tool, [
            ["probe", "--json", "--features", "skip", "--mode", "AUTO"],
            ["probe", "--mode", "AUTO", "--json", "--features", "skip"],
        ], normalize=decision)
        usage_error("probe: a stray word is refused", tool, ["probe", "--features", "skip", "stray"], "stray")

    for failure in FAILURES:
        print("FAIL:", failure)
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
