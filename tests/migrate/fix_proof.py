#!/usr/bin/env python3
"""`migrate --fix` proven by the compilers: the corpus units that break on the new toolkit, fixed,
compile there, and with the old toolkit where the fix uses a cudacompat shim.

Usage: fix_proof.py CUDACOMPAT CORPUS VERDICTS -I SHIM_INCLUDE_DIR... [--keep DIR]

For each pair (old -> new) and each project judged on it: copy the project, run
  cudacompat migrate --from OLD --to NEW --fix COPY
then compile, in the copy, every unit that the old toolkit compiles and the new one does not
(compiler_verdicts.json) and of which --fix rewrote a file, with the new toolkit; and with the old
one too when a rewritten file of the unit now includes a cudacompat header. -I gives the include
directories the shims need (the repository's compat/include and a build tree's include/ for the
generated config.h).
Prints, per pair, how many broken units compile after --fix, and which do not with their first
error. Exit 0 when every unit --fix rewrote compiles, 1 when one does not, 77 when the toolkits or
the migrate command are missing.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compile_corpus  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("corpus")
    parser.add_argument("verdicts")
    parser.add_argument("-I", dest="includes", action="append", default=[])
    parser.add_argument("--keep", help="fix the copies here and leave them (default: a temporary folder)")
    args = parser.parse_args()
    found, problem = compile_corpus.toolkits()
    if problem:
        print(f"SKIP: {problem}")
        sys.exit(77)
    if subprocess.run([args.cudacompat, "migrate", "--help"], capture_output=True).returncode != 0:
        print(f"SKIP: {args.cudacompat} has no migrate command")
        sys.exit(77)
    with open(args.verdicts) as f:
        verdicts = json.load(f)
    with open(os.path.join(args.corpus, "manifest.json")) as f:
        projects = json.load(f)["projects"]
    scratch = args.keep or tempfile.mkdtemp(prefix="migrate-fix-")
    includes = [os.path.abspath(d) for d in args.includes]
    rewritten_failures = 0
    try:
        for pair in sorted({p for project in projects for p in project["pairs"]}):
            old, new = pair.split("->")
            broken = fixed = rewritten = shimmed = shim_ok = 0
            notes = []
            for project in projects:
                if pair not in project["pairs"]:
                    continue
                judged = {u: verdicts["units"].get(f"{project['id']}/{u}", {}) for u in project["units"]}
                units = [
                    u for u, v in judged.items() if v.get(old, {}).get("ok") and not v.get(new, {"ok": True})["ok"]
                ]
                if not units:
                    continue
                copy = os.path.join(scratch, pair.replace("->", "-to-"), project["id"])
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(os.path.join(args.corpus, project["id"]), copy)
                before = {p: open(p, "rb").read() for p in walk(copy)}
                run = subprocess.run(
                    [args.cudacompat, "migrate", "--from", old, "--to", new, "--fix", copy],
                    capture_output=True,
                    text=True,
                )
                if run.returncode not in (0, 1):
                    notes.append(f"{project['id']}: migrate --fix exited {run.returncode}: {run.stderr.strip()[:300]}")
                changed = {os.path.relpath(p, copy) for p in walk(copy) if before.get(p) != open(p, "rb").read()}
                fix_project = {**project, "include_dirs": project["include_dirs"] + includes}
                for unit in units:
                    broken += 1
                    files = {unit, *verdicts["units"][f"{project['id']}/{unit}"][old]["includes"]}
                    touched = bool(files & changed)
                    rewritten += touched
                    if not touched:  # --fix left every file of it alone: it still breaks, as recorded
                        notes.append(f"not rewritten: {project['id']}/{unit}")
                        continue
                    now = compile_corpus.compile_unit(found[new], new, copy, unit, fix_project)
                    fixed += now["ok"]
                    if not now["ok"]:
                        rewritten_failures += touched
                        first = now["errors"][0] if now["errors"] else {"file": "?", "line": 0, "message": "?"}
                        notes.append(
                            f"still fails on {new}{' (rewritten)' if touched else ''}: {project['id']}/{unit}: "
                            f"{first['file']}:{first['line']}: {first['message'][:140]}"
                        )
                    uses_shim = any(
                        "cudacompat" in open(os.path.join(copy, f), errors="replace").read() for f in files & changed
                    )
                    if uses_shim:
                        shimmed += 1
                        then = compile_corpus.compile_unit(found[old], old, copy, unit, fix_project)
                        shim_ok += then["ok"]
                        if not then["ok"]:
                            rewritten_failures += 1
                            first = then["errors"][0] if then["errors"] else {"file": "?", "line": 0, "message": "?"}
                            notes.append(
                                f"fixed file fails on {old}: {project['id']}/{unit}: "
                                f"{first['file']}:{first['line']}: {first['message'][:140]}"
                            )
            print(
                f"{pair}: {fixed} of {broken} broken units compile on {new} after --fix "
                f"({rewritten} had a file rewritten); {shim_ok} of {shimmed} that use a shim compile on {old}"
            )
            for note in notes:
                print("  " + note)
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)
    sys.exit(1 if rewritten_failures else 0)


def walk(root):
    for base, _, names in os.walk(root):
        for name in names:
            yield os.path.join(base, name)


if __name__ == "__main__":
    main()
