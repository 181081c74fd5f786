#!/usr/bin/env python3
"""Scores `cudacompat migrate` against the compilers' verdicts on the corpus.

Usage: score_migrate.py CUDACOMPAT CORPUS VERDICTS [--bars] [--markdown FILE] [--disagreements FILE]

For each toolkit pair (11.8 -> 12.4, 12.4 -> 13.0) it runs
  cudacompat migrate --from OLD --to NEW --json corpus/PROJECT
on every project judged on that pair, and compares with compiler_verdicts.json (made by
compile_corpus.py) over the translation units the old toolkit compiles:

recall      every line where the new toolkit gives an error whose cause (error_causes.py) is an
            API, CCCL, dialect or architecture change must carry a "will-not-compile" (or
            "will-not-link") finding at that file and line (or another line of the same statement),
            or, for an error inside a macro's expansion, a finding on the same entity in the body of
            a macro that the error's line uses (EDG reports it at each use, never at the #define);
            counted once per error line. An error whose cause is the dialect (CCCL's "requires at least
            C++17") is reported by the compiler at a CCCL #include, but set by the build: it is
            predicted by a will-not-compile dialect-too-old finding of the same project for that
            unit's compiler (dialect_of "cuda" for a .cu unit, "host" for the others, or unsaid).
precision   files: every file of a unit that compiles on the new toolkit, in which no unit gets an
            error, must get no "will-not-compile" finding.
            findings: a "will-not-compile" finding is right when the new toolkit gives an error at
            its line (any cause), or names the entity of an error ("identifier \"X\" is undefined",
            "has no member \"X\"") in a unit that includes the file: EDG reports those at the
            first use only. Findings in files whose every unit stopped at a fatal error (the
            compiler saw no further) or that no compiled unit includes are not judged.
            The compiler still hides some real breaks: it says nothing about an expression that
            involves an entity whose declaration already failed (`tex1Dfetch(tex, i)` after
            `texture<float> tex;`), so a right finding there can count as wrong; this precision is
            printed, not held to the bar.
not built   findings in source files that no unit compiles (no unit's nvcc -MD names them: a vendored
            library beside the one the build uses) must be in the report's "not_built" list, never
            in "findings"; counted per pair, and held to zero with --bars. The other way round, every
            file some unit's nvcc -MD names should be built in migrate's eyes (not in its
            "files_not_built"); those that are not are counted (a header reached only through a
            system header, which migrate does not follow: cuda-samples' GL/glext.h), and the
            findings in them, which would be real breaks hidden as not built, are held to zero
            with --bars.
Exit 0 with --bars when both pairs reach recall >= 95 % and file precision >= 95 % and no finding in
a file no unit compiles is mixed into "findings", 1 when not,
2 on bad input, 77 when the cudacompat given has no `migrate` command yet.
"""

import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from error_causes import PREDICTABLE, cause_of  # noqa: E402

BAR = 0.95
BREAKS = ("will-not-compile", "will-not-link")
# errors after which the compiler sees no further: a missing header, EDG's catastrophic errors, an
# `#error` (cudafe++ stops there: cuda-api-wrappers' .cu units report CCCL's dialect #error and
# nothing of the removed field their headers read, which g++ reports in its host units)
FATAL = ("No such file or directory", "catastrophic", "timed out", "#error")


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as error:
        print(f"cannot read {path}: {error}", file=sys.stderr)
        sys.exit(2)


def source_line(project_dir, file, line, cache={}):  # noqa: B006 - the default is the memo of files read, on purpose
    path = os.path.join(project_dir, file)
    if path not in cache:
        try:
            with open(path, errors="replace") as f:
                cache[path] = f.read().splitlines()
        except OSError:
            cache[path] = []
    lines = cache[path]
    return lines[line - 1] if 0 < line <= len(lines) else ""


def same_statement(project_dir, file, a, b):
    """Whether lines a and b of a file are one statement: equal, or nothing between them ends or
    opens one (no ';', '{' or '}'). EDG puts an error in a macro argument at the line where the
    macro's invocation starts (`checkCudaErrors(` on one line, the call on the next)."""
    if a == b:
        return True
    low, high = min(a, b), max(a, b)
    if high - low > 8:
        return False
    between = "".join(source_line(project_dir, file, n) for n in range(low, high))
    return not any(c in between for c in ";{}")


def macro_defined_at(project_dir, file, line):
    """The name of the macro whose #define (continued with backslashes) holds `line`, or None."""
    while line > 0:
        text = source_line(project_dir, file, line)
        defined = re.match(r"\s*#\s*define\s+(\w+)", text)
        if defined:
            return defined.group(1)
        if not source_line(project_dir, file, line - 1).rstrip().endswith("\\"):
            return None
        line -= 1
    return None


def entity_name(finding):
    """The name a compiler's message gives a finding's entity: `clockRate` for
    cudaDeviceProp::clockRate, `tex2D` for a fetch from a texture reference, tex2D(texRef)."""
    return finding.get("entity", "").split("::")[-1].split("(")[0]


def run_migrate(tool, old, new, project_dir):
    run = subprocess.run(
        [tool, "migrate", "--from", old, "--to", new, "--json", project_dir], capture_output=True, text=True
    )
    if run.returncode not in (0, 1):
        return None, f"exit {run.returncode}: {run.stderr.strip()[:500]}"
    try:
        report = json.loads(run.stdout)
    except ValueError as error:
        return None, f"not JSON ({error}): {run.stdout[:200]}"
    findings = []

    def relative(path):
        full = path if os.path.isabs(path) else os.path.join(project_dir, path)
        if not os.path.exists(full):
            full = os.path.abspath(path)
        return os.path.relpath(os.path.realpath(full), os.path.realpath(project_dir))

    for finding in report.get("findings", []) + [{**f, "not_built": True} for f in report.get("not_built", [])]:
        findings.append({**finding, "file": relative(finding.get("file", ""))})
    # files migrate says no unit includes, as a pseudo-finding the caller separates
    findings += [{"not_built_file": True, "file": relative(path)} for path in report.get("files_not_built", [])]
    return findings, None


def score_pair(tool, corpus, verdicts, old, new):
    pair = f"{old}->{new}"
    expected, error_lines, clean_candidates, dirty, scope, fatal_only = {}, set(), set(), set(), set(), {}
    findings, problems, units, projects, messages = [], [], 0, 0, {}
    compiled = set()  # (project, file) of every file some unit of the corpus includes (any toolkit)
    for project in load(os.path.join(corpus, "manifest.json"))["projects"]:
        if pair not in project["pairs"]:
            continue
        project_dir = os.path.abspath(os.path.join(corpus, project["id"]))
        judged = False
        for unit in project["units"]:
            verdict = verdicts["units"].get(f"{project['id']}/{unit}", {})
            if not verdict.get(old, {}).get("ok") or new not in verdict:
                continue
            judged, units = True, units + 1
            files = {(project["id"], f) for f in [unit] + verdict[old]["includes"]}
            compiled.update(files)
            scope.update(files)
            result = verdict[new]
            stopped = any(any(word in e["message"] for word in FATAL) for e in result["errors"])
            for f in files:
                fatal_only[f] = fatal_only.get(f, True) and stopped
            if result["ok"]:
                clean_candidates.update(files)
            for f in files:
                messages.setdefault(f, set()).update(e["message"] for e in result["errors"])
            for error in result["errors"]:
                where = (error["file"], error["line"]) if error["file"] else tuple(error["at"] or (None, 0))
                if where[0] is None:
                    continue
                key = (project["id"], where[0], where[1])
                error_lines.add(key)
                dirty.add(key[:2])
                cause = cause_of(error["message"], source_line(project_dir, where[0], where[1]), error.get("header"))
                if key not in expected or (cause in PREDICTABLE and expected[key]["cause"] not in PREDICTABLE):
                    expected[key] = {"message": error["message"], "cause": cause, "unit": unit}
        if not judged:
            continue
        projects += 1
        found, problem = run_migrate(tool, old, new, project_dir)
        if problem:
            problems.append(f"{project['id']}: migrate failed: {problem}")
            continue
        findings += [{**f, "project": project["id"]} for f in found]
        for unit in project["units"]:  # units judged on the other pair only still compile these files
            for judged_on in verdicts["units"].get(f"{project['id']}/{unit}", {}).values():
                compiled.update((project["id"], f) for f in [unit] + judged_on.get("includes", []))
    sources = (".cu", ".cuh", ".h", ".hpp", ".hh", ".hxx", ".cpp", ".cc", ".c", ".inl", ".inc")
    # a file nvcc -MD names for some unit that migrate calls not built: its include resolution missed
    unbuilt_compiled = sorted({(f["project"], f["file"]) for f in findings if f.get("not_built_file")} & compiled)
    findings = [f for f in findings if not f.get("not_built_file")]
    mixed = [
        f
        for f in findings
        if not f.get("not_built") and f["file"].endswith(sources) and (f["project"], f["file"]) not in compiled
    ]
    not_built = [f for f in findings if f.get("not_built")]
    hidden = [f for f in not_built if (f["project"], f["file"]) in compiled]  # real breaks called not built
    findings = [f for f in findings if not f.get("not_built")]
    dialect_findings = {
        (f["project"], f.get("dialect_of", ""))
        for f in findings
        if f.get("code") == "dialect-too-old" and f.get("severity") in BREAKS
    }
    breaking = {(f["project"], f["file"], f.get("line", 0)) for f in findings if f.get("severity") in BREAKS}
    by_file = {}
    for project, file, line in breaking:
        by_file.setdefault((project, file), set()).add(line)

    # findings in macro bodies: (project, entity, macro name)
    in_macros = set()
    for f in findings:
        if f.get("severity") in BREAKS:
            macro = macro_defined_at(os.path.join(corpus, f["project"]), f["file"], f.get("line", 0))
            if macro:
                in_macros.add((f["project"], entity_name(f), macro, f["file"]))
    credited_macro_files = set()  # files whose macro-body finding explains an error at a use

    def predicted(key):
        project, file, line = key
        project_dir = os.path.join(corpus, project)
        if any(same_statement(project_dir, file, line, other) for other in by_file.get((project, file), ())):
            return True
        if expected.get(key, {}).get("cause") == "dialect":
            compiler = "cuda" if expected[key]["unit"].endswith(".cu") else "host"
            return (project, compiler) in dialect_findings or (project, "") in dialect_findings
        message, text = expected.get(key, {}).get("message", ""), source_line(project_dir, file, line)
        credits = [
            (p, where)
            for p, entity, macro, where in in_macros
            if p == project and f'"{entity}"' in message and re.search(rf"\b{re.escape(macro)}\b", text)
        ]
        credited_macro_files.update(credits)
        return bool(credits)

    wanted = {k: v for k, v in expected.items() if v["cause"] in PREDICTABLE}
    missed = {k: v for k, v in wanted.items() if not predicted(k)}
    # a file whose macro breaks every unit that uses it is not clean, though the compiler reports
    # the error at the uses, in other files
    clean = clean_candidates - dirty - credited_macro_files
    wnc = [f for f in findings if f.get("severity") == "will-not-compile"]
    false_files = sorted({(f["project"], f["file"]) for f in wnc} & clean)
    judged_findings = [
        f for f in wnc if (f["project"], f["file"]) in scope and not fatal_only.get((f["project"], f["file"]))
    ]
    errors_by_file = {}
    for project, file, line in error_lines:
        errors_by_file.setdefault((project, file), set()).add(line)

    def confirmed(f):
        project_dir = os.path.join(corpus, f["project"])
        if any(
            same_statement(project_dir, f["file"], f.get("line", 0), line)
            for line in errors_by_file.get((f["project"], f["file"]), ())
        ):
            return True
        # EDG names an undefined identifier or a missing member once per unit: a later use of the
        # same entity is confirmed by that error in a unit that includes the file
        name = f'"{entity_name(f)}"'
        return len(name) > 2 and any(name in m for m in messages.get((f["project"], f["file"]), ()))

    right = [f for f in judged_findings if confirmed(f)]
    wrong = [f for f in judged_findings if not confirmed(f)]
    by_cause = {}
    for key, value in expected.items():
        entry = by_cause.setdefault(value["cause"], [0, 0])
        entry[0] += 1
        entry[1] += predicted(key)
    ratio = lambda a, b: a / b if b else 1.0  # noqa: E731
    return {
        "pair": pair,
        "projects": projects,
        "units": units,
        "problems": problems,
        "wanted": len(wanted),
        "found": len(wanted) - len(missed),
        "recall": ratio(len(wanted) - len(missed), len(wanted)),
        "clean_files": len(clean),
        "false_files": len(false_files),
        "file_precision": ratio(len(clean) - len(false_files), len(clean)),
        "judged_findings": len(judged_findings),
        "right_findings": len(right),
        "finding_precision": ratio(len(right), len(judged_findings)),
        "unjudged_findings": len(wnc) - len(judged_findings),
        "by_cause": by_cause,
        "missed": missed,
        "false_files_list": false_files,
        "wrong": wrong,
        "not_built": len(not_built),
        "mixed": mixed,
        "unbuilt_compiled": unbuilt_compiled,
        "hidden": hidden,
    }


def table(scores):
    rows = [
        "| pair | projects | units | error lines to predict | found | recall | clean files | with a false "
        "will-not-compile | file precision | will-not-compile findings judged | right | finding precision |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    rows[0] += (
        " findings reported as not built | findings in files no unit compiles, not reported apart |"
        " files a unit compiles that migrate calls not built (findings in them) |"
    )
    rows[1] += "---|"
    for s in scores:
        rows.append(
            f"| {s['pair']} | {s['projects']} | {s['units']} | {s['wanted']} | {s['found']} | {s['recall']:.1%} | "
            f"{s['clean_files']} | {s['false_files']} | {s['file_precision']:.1%} | {s['judged_findings']} | "
            f"{s['right_findings']} | {s['finding_precision']:.1%} | {s['not_built']} | {len(s['mixed'])} | "
            f"{len(s['unbuilt_compiled'])} ({len(s['hidden'])}) |"
        )
    rows += ["", "| pair | cause (error_causes.py) | error lines | with a finding at the line |", "|---|---|---|---|"]
    for s in scores:
        for cause, (lines, hit) in sorted(s["by_cause"].items()):
            rows.append(f"| {s['pair']} | {cause}{'' if cause in PREDICTABLE else ' (not scored)'} | {lines} | {hit} |")
    return "\n".join(rows)


def disagreements(scores):
    out = []
    for s in scores:
        out.append(
            f"== {s['pair']}: {len(s['missed'])} error lines without a finding (recall), "
            f"{len(s['wrong'])} will-not-compile findings where the compiler gives no error, "
            f"{s['false_files']} clean files with one"
        )
        out += [f"problem: {p}" for p in s["problems"]]
        for (project, file, line), value in sorted(s["missed"].items()):
            out.append(f"missed  {project}/{file}:{line}: [{value['cause']}] {value['message'][:160]}")
        for project, file in s["unbuilt_compiled"]:
            out.append(f"unbuilt {project}/{file}: nvcc -MD names it for a unit, migrate says no unit includes it")
        for finding in sorted(s["mixed"], key=lambda f: (f["project"], f["file"], f.get("line", 0))):
            out.append(
                f"mixed   {finding['project']}/{finding['file']}:{finding.get('line', 0)}: {finding.get('code', '')} "
                f"{finding.get('entity', '')} (no unit compiles this file, yet it is among the findings)"
            )
        for finding in sorted(s["wrong"], key=lambda f: (f["project"], f["file"], f.get("line", 0))):
            out.append(
                f"false   {finding['project']}/{finding['file']}:{finding.get('line', 0)}: "
                f"{finding.get('code', '')} {finding.get('entity', '')} ({finding.get('what', '')[:100]})"
            )
    return "\n".join(out) + "\n"


BEGIN, END = "<!-- score_migrate.py: begin -->", "<!-- score_migrate.py: end -->"


def write_section(path, text):
    """Replaces the part of the document between BEGIN and END with `text` (the rest is prose)."""
    with open(path) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        sys.exit(f"{path} has no {BEGIN} ... {END} section to write the table into")
    head, rest = doc.split(BEGIN, 1)
    with open(path + ".tmp", "w") as out:
        out.write(head + BEGIN + "\n" + text + "\n" + END + rest.split(END, 1)[1])
    os.replace(path + ".tmp", path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("corpus")
    parser.add_argument("verdicts")
    parser.add_argument("--bars", action="store_true")
    parser.add_argument("--markdown")
    parser.add_argument("--disagreements")
    args = parser.parse_args()
    probe = subprocess.run([args.cudacompat, "migrate", "--help"], capture_output=True, text=True)
    if probe.returncode != 0:
        print(f"SKIP: {args.cudacompat} has no migrate command (migrate --help exited {probe.returncode})")
        sys.exit(77)
    verdicts = load(args.verdicts)
    pairs = sorted(
        {p for project in load(os.path.join(args.corpus, "manifest.json"))["projects"] for p in project["pairs"]}
    )
    scores = [score_pair(args.cudacompat, args.corpus, verdicts, *pair.split("->")) for pair in pairs]
    text = table(scores)
    print(text)
    listing = disagreements(scores)
    print(listing)
    if args.disagreements:
        with open(args.disagreements, "w") as out:
            out.write(listing)
    if args.markdown:
        command = f"tests/migrate/score_migrate.py {args.cudacompat} {args.corpus} {args.verdicts}"
        write_section(args.markdown, f"`{command}` printed:\n\n" + text)
    if any(s["problems"] for s in scores):
        print("FAIL: migrate failed on part of the corpus")
        sys.exit(1)
    if args.bars:
        below = [
            f"{s['pair']} {name} {s[name]:.1%}"
            for s in scores
            for name in ("recall", "file_precision")
            if s[name] < BAR
        ]
        below += [
            f"{s['pair']}: {len(s['mixed'])} findings in files no unit compiles, not reported apart"
            for s in scores
            if s["mixed"]
        ]
        below += [
            f"{s['pair']}: {len(s['hidden'])} findings in files a unit compiles reported as not built"
            for s in scores
            if s["hidden"]
        ]
        print(f"FAIL: below {BAR:.0%}: {', '.join(below)}" if below else f"PASS: every pair at or above {BAR:.0%}")
        sys.exit(1 if below else 0)


if __name__ == "__main__":
    main()
