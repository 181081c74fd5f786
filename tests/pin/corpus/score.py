#!/usr/bin/env python3
"""Scores `cudacompat pin --check` against the hand-judged corpus in this folder.

For every file of expected.json and every CUDA version it is judged at, runs
`cudacompat pin --cuda V --json --check FILE`, matches the tool's findings to the expected ones
on (file, line, code, package), and prints one row per (file, version), the totals (precision,
recall) and every disagreement: a false positive with the tool's message, a false negative with
the reason it was expected.

Exit codes: 0 scored (and above the bars, if given), 1 below --min-precision or --min-recall,
2 the corpus or the tool could not be read (an expected entry that is not on its line, a file
missing, output that is not JSON).
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CODES = ("wrong-major", "no-upper-bound", "known-bad", "mixed-majors", "duplicate-variants", "empty-range")


def package_key(name):
    """PEP 503 normalisation without extras, so `cupy-cuda13x[ctk]` and `CuPy_CUDA13x` are one name."""
    return re.sub(r"[-_.]+", "-", name.split("[", 1)[0].strip()).lower()


def load_expected(corpus):
    """The expectations, each checked against its file: a line number that drifted is an error."""
    with open(os.path.join(corpus, "expected.json"), encoding="utf-8") as handle:
        document = json.load(handle)
    problems = []
    for entry in document["files"]:
        path = os.path.join(corpus, entry["file"])
        if not os.path.isfile(path):
            problems.append(f"{entry['file']}: listed in expected.json but not in the corpus")
            continue
        lines = open(path, encoding="utf-8").read().split("\n")
        for version, findings in entry["versions"].items():
            for finding in findings:
                if finding["code"] not in CODES:
                    problems.append(f"{entry['file']}:{finding['line']}: unknown code {finding['code']!r}")
                line = finding["line"]
                if not 1 <= line <= len(lines) or lines[line - 1].strip() != finding["entry"]:
                    problems.append(
                        f"{entry['file']}:{line} (CUDA {version}): expected entry {finding['entry']!r} "
                        f"is not on that line"
                    )
                if not finding.get("why"):
                    problems.append(f"{entry['file']}:{line} (CUDA {version}): no `why`")
    return document, problems


def run_tool(tool, corpus, relative, version):
    """The tool's findings for one file at one version, or an error string."""
    command = [tool, "pin", "--cuda", version, "--json", "--check", os.path.join(corpus, relative)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        tail = (result.stderr or result.stdout).strip().splitlines()[-1:] or ["no output"]
        return None, f"exit {result.returncode}, no JSON report: {tail[0]}"
    errors = [str(error) for error in report.get("errors", [])]
    return report.get("findings", []), ("; ".join(errors) if errors else None)


def score(tool, corpus, document):
    rows, false_positives, false_negatives, errors = [], [], [], []
    totals = collections.Counter()
    per_code = collections.defaultdict(collections.Counter)
    # A run is at the file's own CUDA version when the hand-judged expectation holds no wrong-major
    # finding (the file's packages fit that major), at a mismatched one otherwise.
    per_kind = collections.defaultdict(collections.Counter)
    for entry in document["files"]:
        for version, expected in entry["versions"].items():
            reported, error = run_tool(tool, corpus, entry["file"], version)
            if error:
                errors.append(f"{entry['file']} at CUDA {version}: {error}")
            reported = reported or []
            wanted = collections.Counter((f["line"], f["code"], package_key(f["package"])) for f in expected)
            got = collections.Counter(
                (f.get("line"), f.get("code"), package_key(f.get("package", ""))) for f in reported
            )
            matched = wanted & got
            tp, fp, fn = sum(matched.values()), sum((got - wanted).values()), sum((wanted - got).values())
            totals.update(tp=tp, fp=fp, fn=fn)
            kind = "mismatched" if any(f["code"] == "wrong-major" for f in expected) else "own"
            per_kind[kind].update(tp=tp, fp=fp, fn=fn, runs=1)
            for key, count in matched.items():
                per_code[key[1]]["tp"] += count
            unmatched_got = got - wanted
            for finding in reported:
                key = (finding.get("line"), finding.get("code"), package_key(finding.get("package", "")))
                if unmatched_got[key] > 0:
                    unmatched_got[key] -= 1
                    per_code[key[1]]["fp"] += 1
                    false_positives.append(
                        dict(
                            file=entry["file"],
                            cuda=version,
                            line=key[0],
                            code=key[1],
                            package=finding.get("package", ""),
                            message=finding.get("message", ""),
                        )
                    )
            unmatched_wanted = wanted - got
            for finding in expected:
                key = (finding["line"], finding["code"], package_key(finding["package"]))
                if unmatched_wanted[key] > 0:
                    unmatched_wanted[key] -= 1
                    per_code[key[1]]["fn"] += 1
                    false_negatives.append(
                        dict(
                            file=entry["file"],
                            cuda=version,
                            line=key[0],
                            code=key[1],
                            package=finding["package"],
                            why=finding["why"],
                        )
                    )
            rows.append(
                dict(
                    file=entry["file"],
                    cuda=version,
                    expected=len(expected),
                    reported=len(reported),
                    tp=tp,
                    fp=fp,
                    fn=fn,
                    error=error,
                )
            )
    precision = totals["tp"] / (totals["tp"] + totals["fp"]) if totals["tp"] + totals["fp"] else 1.0
    recall = totals["tp"] / (totals["tp"] + totals["fn"]) if totals["tp"] + totals["fn"] else 1.0
    return dict(
        tool=tool,
        files=len(document["files"]),
        runs=len(rows),
        tp=totals["tp"],
        fp=totals["fp"],
        fn=totals["fn"],
        precision=precision,
        recall=recall,
        per_code={code: dict(counts) for code, counts in sorted(per_code.items())},
        per_kind={kind: dict(counts) for kind, counts in sorted(per_kind.items())},
        rows=rows,
        false_positives=false_positives,
        false_negatives=false_negatives,
        errors=errors,
    )


def print_text(result):
    width = max(len(row["file"]) for row in result["rows"])
    print(f"{'file':<{width}}  cuda  expected  reported  tp  fp  fn")
    for row in result["rows"]:
        flag = "  (error)" if row["error"] else ""
        print(
            f"{row['file']:<{width}}  {row['cuda']:<4}  {row['expected']:>8}  {row['reported']:>8}  "
            f"{row['tp']:>2}  {row['fp']:>2}  {row['fn']:>2}{flag}"
        )
    print()
    for code, counts in result["per_code"].items():
        print(f"  {code:<18} tp {counts.get('tp', 0):>3}  fp {counts.get('fp', 0):>3}  fn {counts.get('fn', 0):>3}")
    print()
    if result["false_positives"]:
        print("False positives (reported, not expected):")
        for f in result["false_positives"]:
            print(f"  {f['file']}:{f['line']} CUDA {f['cuda']} {f['code']} {f['package']}: {f['message']}")
        print()
    if result["false_negatives"]:
        print("False negatives (expected, not reported):")
        for f in result["false_negatives"]:
            print(f"  {f['file']}:{f['line']} CUDA {f['cuda']} {f['code']} {f['package']}: {f['why']}")
        print()
    if result["errors"]:
        print("Errors the tool reported:")
        for error in result["errors"]:
            print(f"  {error}")
        print()
    print(
        f"{result['files']} files, {result['runs']} (file, CUDA) runs: {result['tp']} agreed, "
        f"{result['fp']} false positives, {result['fn']} false negatives"
    )
    for kind, counts in result["per_kind"].items():
        tp, fp, fn = counts.get("tp", 0), counts.get("fp", 0), counts.get("fn", 0)
        print(
            f"  at {'the file' + chr(39) + 's own CUDA version' if kind == 'own' else 'a mismatched CUDA version'}"
            f" ({counts.get('runs', 0)} runs): precision {tp / (tp + fp) if tp + fp else 1:.1%}"
            f"  recall {tp / (tp + fn) if tp + fn else 1:.1%}"
            f"  ({tp} agreed, {fp} false positives, {fn} false negatives)"
        )
    print(f"precision {result['precision']:.1%}  recall {result['recall']:.1%}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tool", default=os.environ.get("CUDACOMPAT", "cudacompat"), help="the cudacompat binary")
    parser.add_argument("--corpus", default=HERE, help="the folder holding expected.json (default: this script's)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--min-precision", type=float, help="exit 1 below this precision (0..1)")
    parser.add_argument("--min-recall", type=float, help="exit 1 below this recall (0..1)")
    args = parser.parse_args()

    document, problems = load_expected(args.corpus)
    if problems:
        for problem in problems:
            print(f"score.py: {problem}", file=sys.stderr)
        print("score.py: fix expected.json (the line numbers and entries must match the stored files)", file=sys.stderr)
        return 2
    try:
        result = score(args.tool, args.corpus, document)
    except (OSError, subprocess.TimeoutExpired) as error:
        print(f"score.py: could not run {args.tool}: {error}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        print()
    else:
        print_text(result)
    unreadable = [row for row in result["rows"] if row["error"] and row["error"].startswith("exit ")]
    if unreadable:
        print(f"score.py: {len(unreadable)} runs gave no JSON report", file=sys.stderr)
        return 2
    below = []
    if args.min_precision is not None and result["precision"] < args.min_precision:
        below.append(f"precision {result['precision']:.1%} < {args.min_precision:.1%}")
    if args.min_recall is not None and result["recall"] < args.min_recall:
        below.append(f"recall {result['recall']:.1%} < {args.min_recall:.1%}")
    if below:
        print("score.py: below the bar: " + ", ".join(below), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
