#!/usr/bin/env python3
"""The compiler's verdict on every translation unit of the migrate corpus, with the old and the new
toolkit of each pair (11.8 -> 12.4, 12.4 -> 13.0).

Usage:
  compile_corpus.py all CORPUS VERDICTS [--jobs N] [--only PREFIX]
      compile every unit with both toolkits of its pairs; write VERDICTS (JSON)
  compile_corpus.py check CORPUS VERDICTS [--sample N] [--seed S] [--max-seconds T]
      recompile N random units (default 12) and check the cached verdicts still hold: the same
      ok/failed and the same error lines. Exit 0 hold, 1 differ, 77 a toolkit is missing.

The cheapest pipeline that still runs every semantic check of the CUDA front ends (measured on
cuda-samples' reduction_kernel.cu with nvcc 13.0: `-c` 24.8 s, `-cuda` 17.1 s, `-cuda` with
`-Xcicc --device-syntax-only` 11.8 s, `-E` 0.8 s):
  .cu:  nvcc -arch=sm_80 -cuda -Xcicc --device-syntax-only
        host side: preprocess + cudafe++ (EDG, every host and device function body);
        device side: preprocess with __CUDA_ARCH__=800 + cicc's EDG front end, no NVVM code
        generation. The host compiler never compiles the cudafe++ output (it only preprocesses).
        nvcc 11.8's cicc has no --device-syntax-only, so it runs its code generation too.
  .cu of projects that only build PTX (candle, dfdx): nvcc -ptx -Xcicc --device-syntax-only.
  .cpp/.c: nvcc -c -Xcompiler -fsyntax-only (what nvcc does with host files: the host compiler).
One architecture (sm_80: both 11.8 and 13.0 support it). The host compiler is the one the
toolkit manifest names for each toolkit (ci/install-toolkits.sh).

Each error is recorded as file:line (relative to the project, when it is in the corpus) and its
message; an error inside a toolkit header is also placed at the first corpus line of its
"detected during" / "In file included from" context, because that is the line a user changes.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

ARCH = "sm_80"
TOOLKITS_MANIFEST = os.environ.get("CUDACOMPAT_TOOLKITS_MANIFEST", "/opt/cudacompat/toolkits/manifest.json")
TOOLKIT_NAMES = {"11.8": "cuda-11.8", "12.4": "cuda-12.4", "13.0": "cuda-13.0"}
TIMEOUT_S = 300

# EDG (cudafe++/cicc): "path(12): error: message" or "path(12): catastrophic error: message";
# GCC: "path:12:5: error: message" / "fatal error:"; nvcc itself: "nvcc fatal   : message".
EDG_ERROR = re.compile(r"^(?P<file>[^\s()][^()]*?)\((?P<line>\d+)\): (?:catastrophic )?error(?: #\d+-D)?: (?P<msg>.*)$")
GCC_ERROR = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?:fatal )?error: (?P<msg>.*)$")
NVCC_FATAL = re.compile(r"^nvcc fatal\s*: (?P<msg>.*)$")
# Where an error in a header came from: EDG's "path(12): here" and GCC's "In file included from
# path:12" / "required from here" lines.
EDG_CONTEXT = re.compile(r"^\s*(?P<file>[^\s()][^()]*?)\((?P<line>\d+)\): here")
GCC_CONTEXT = re.compile(r"^(?:In file included from|\s+from) (?P<file>[^:]+):(?P<line>\d+)")
GCC_REQUIRED = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):\d+:\s+required from")


def toolkits():
    try:
        with open(TOOLKITS_MANIFEST) as f:
            entries = {t["name"]: t for t in json.load(f)["toolkits"]}
    except (OSError, ValueError, KeyError) as error:
        return None, f"cannot read {TOOLKITS_MANIFEST} ({error}): run ci/install-toolkits.sh"
    found = {}
    for version, name in TOOLKIT_NAMES.items():
        entry = entries.get(name)
        if not entry or not os.access(entry["nvcc"], os.X_OK):
            return None, f"toolkit {name} is not installed (run ci/install-toolkits.sh)"
        found[version] = entry
    return found, None


def nvcc_version(entry):
    out = subprocess.run([entry["nvcc"], "--version"], capture_output=True, text=True).stdout
    match = re.search(r"release [\d.]+, V([\d.]+)", out)
    return match.group(1) if match else out.strip().splitlines()[-1]


def command(entry, version, project_dir, unit, include_dirs, scratch, device_only=False, flags=None):
    """The nvcc command for one unit. `flags` ({"cu": [...], "host": [...]}, from the manifest) are
    what the project's build adds for CUDA and for host files (its CUDA and C++ dialects)."""
    source = os.path.join(project_dir, unit)
    cmd = [
        entry["nvcc"],
        "-ccbin",
        entry["host_compiler"],
        f"-arch={ARCH}",
        "-MD",
        "-MF",
        os.path.join(scratch, "deps.d"),
    ]
    cmd += [f"-I{os.path.join(project_dir, d)}" for d in include_dirs]
    cmd += (flags or {}).get("cu" if unit.endswith(".cu") else "host", [])
    if unit.endswith(".cu") and device_only:  # projects that only build PTX (nvcc --ptx)
        cmd += ["-ptx", "-o", os.path.join(scratch, "out.ptx")]
        if version != "11.8":
            cmd += ["-Xcicc", "--device-syntax-only"]
    elif unit.endswith(".cu"):
        cmd += ["-cuda", "-o", os.path.join(scratch, "out.ii")]
        if version != "11.8":  # 11.8's cicc has no syntax-only mode
            cmd += ["-Xcicc", "--device-syntax-only"]
    else:
        cmd += ["-c", "-Xcompiler", "-fsyntax-only", "-o", os.path.join(scratch, "out.o")]
    return cmd + [source]


def relative(path, project_dir, cwd):
    full = os.path.normpath(os.path.join(cwd, path))
    root = os.path.normpath(project_dir) + os.sep
    return full[len(root) :] if full.startswith(root) else None


def parse_errors(output, project_dir, cwd):
    """[{file, line, message, at}] where file is project-relative (None: outside the corpus) and
    `at` is the first corpus location of the error's context ([file, line] or None)."""
    errors, lines = [], output.splitlines()
    pending_includes = []
    for index, text in enumerate(lines):
        include = GCC_CONTEXT.match(text)
        if include:
            pending_includes.append((include["file"], int(include["line"])))
            continue
        match = EDG_ERROR.match(text) or GCC_ERROR.match(text)
        if not match and NVCC_FATAL.match(text):
            errors.append({"file": None, "line": 0, "message": NVCC_FATAL.match(text)["msg"].strip(), "at": None})
            continue
        if not match:
            if not text.startswith((" ", "\t")) and not GCC_REQUIRED.match(text):
                pending_includes = (
                    [] if "In function" not in text and "At global scope" not in text else pending_includes
                )
            continue
        file = relative(match["file"], project_dir, cwd)
        context = list(pending_includes)
        for follow in lines[index + 1 : index + 40]:
            if EDG_ERROR.match(follow) or GCC_ERROR.match(follow):
                break
            where = EDG_CONTEXT.match(follow) or GCC_REQUIRED.match(follow)
            if where:
                context.append((where["file"], int(where["line"])))
        at = None
        if file is None:
            for ctx_file, ctx_line in context:
                rel = relative(ctx_file, project_dir, cwd)
                if rel is not None:
                    at = [rel, ctx_line]
                    break
        error = {"file": file, "line": int(match["line"]), "message": match["msg"].strip(), "at": at}
        if file is None:  # the toolkit header, from its include/ down: what the cause rules read
            error["header"] = re.sub(r"^.*?/include/", "", os.path.normpath(os.path.join(cwd, match["file"])))
        errors.append(error)
    unique, seen = [], set()
    for error in errors:
        key = (error["file"], error["line"], error["message"])
        if key not in seen:
            seen.add(key)
            unique.append(error)
    return unique


def parse_includes(deps_path, project_dir):
    try:
        with open(deps_path) as f:
            text = f.read().replace("\\\n", " ")
    except OSError:
        return []
    paths = text.split(":", 1)[1].split() if ":" in text else []
    root = os.path.normpath(project_dir) + os.sep
    return sorted({os.path.normpath(p)[len(root) :] for p in paths if os.path.normpath(p).startswith(root)})


def compile_unit(entry, version, project_dir, unit, project):
    with tempfile.TemporaryDirectory(prefix="migrate-corpus-") as scratch:
        cmd = command(
            entry,
            version,
            project_dir,
            unit,
            project["include_dirs"],
            scratch,
            project.get("device_only", False),
            project.get("flags"),
        )
        start = time.perf_counter()
        try:
            run = subprocess.run(
                cmd, capture_output=True, text=True, errors="replace", timeout=TIMEOUT_S, cwd=project_dir
            )
            output, code = run.stdout + run.stderr, run.returncode
        except subprocess.TimeoutExpired:
            output, code = f"nvcc fatal   : timed out after {TIMEOUT_S} s", -1
        seconds = time.perf_counter() - start
        errors = parse_errors(output, project_dir, project_dir)
        if code != 0 and not errors:
            errors = [
                {
                    "file": None,
                    "line": 0,
                    "message": (output.strip().splitlines() or ["exit %d" % code])[-1][:300],
                    "at": None,
                }
            ]
        return {
            "ok": code == 0,
            "errors": errors,
            "seconds": round(seconds, 2),
            "includes": parse_includes(os.path.join(scratch, "deps.d"), project_dir),
        }


def units_of(corpus):
    with open(os.path.join(corpus, "manifest.json")) as f:
        manifest = json.load(f)
    for project in manifest["projects"]:
        versions = sorted({v for pair in project["pairs"] for v in pair.split("->")})
        for unit in project["units"]:
            yield project, unit, versions


def run_all(args):
    found, problem = toolkits()
    if problem:
        print(f"SKIP: {problem}")
        return 77
    verdicts = {"units": {}}
    if os.path.exists(args.verdicts):
        with open(args.verdicts) as f:
            verdicts = json.load(f)  # resume: units already judged are kept
    verdicts["pipeline"] = {
        "arch": ARCH,
        "cu": "nvcc -cuda -Xcicc --device-syntax-only (11.8: nvcc -cuda)",
        "host": "nvcc -c -Xcompiler -fsyntax-only",
    }
    verdicts["nvcc"] = {v: nvcc_version(e) for v, e in found.items()}
    verdicts["host_compiler"] = {v: e["host_compiler"] for v, e in found.items()}

    def one(item):
        key, project, unit, version = item
        project_dir = os.path.abspath(os.path.join(args.corpus, project["id"]))
        return key, version, compile_unit(found[version], version, project_dir, unit, project)

    # first the toolkits each unit builds with today; the new toolkit only for units they compile
    # (a unit its old toolkit cannot compile is dropped from the corpus)
    for phase in ("old", "new"):
        work = []
        for project, unit, versions in units_of(args.corpus):
            key = f"{project['id']}/{unit}"
            if args.only and not key.startswith(args.only):
                continue
            olds = {pair.split("->")[0] for pair in project["pairs"]}
            judged = verdicts["units"].get(key, {})
            if phase == "new" and not all(judged.get(v, {}).get("ok") for v in olds):
                continue
            for version in versions:
                if version not in judged and (version in olds) == (phase == "old"):
                    work.append((key, project, unit, version))
        print(f"{phase} toolkits: {len(work)} compilations to run with {args.jobs} jobs", flush=True)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for done, (key, version, verdict) in enumerate(pool.map(one, work), 1):
                verdicts["units"].setdefault(key, {})[version] = verdict
                print(
                    f"[{done}/{len(work)}] {version} {'ok  ' if verdict['ok'] else 'FAIL'} "
                    f"{verdict['seconds']:6.1f}s {key}",
                    flush=True,
                )
                if done % 20 == 0:
                    save(verdicts, args.verdicts)
        save(verdicts, args.verdicts)
    return 0


def save(verdicts, path):
    verdicts["units"] = dict(sorted(verdicts["units"].items()))
    with open(path + ".tmp", "w") as out:
        json.dump(verdicts, out, indent=1, sort_keys=True)
        out.write("\n")
    os.replace(path + ".tmp", path)


def error_lines(verdict):
    return sorted({(e["file"] or "", e["line"]) for e in verdict["errors"]})


def run_check(args):
    found, problem = toolkits()
    if problem:
        print(f"SKIP: {problem}")
        return 77
    with open(args.verdicts) as f:
        verdicts = json.load(f)
    for version, expected in verdicts["nvcc"].items():
        actual = nvcc_version(found[version])
        if actual != expected:
            print(f"SKIP: the cached verdicts were made with nvcc {expected} for {version}; installed is {actual}")
            return 77
    # units whose cached compilations all took under --max-seconds, so that the check fits CI
    units = [
        u
        for u in units_of(args.corpus)
        if all(verdicts["units"][f"{u[0]['id']}/{u[1]}"].get(v, {}).get("seconds", 0) <= args.max_seconds for v in u[2])
    ]
    rng = random.Random(args.seed)
    # sample units that break on the new toolkit as well as units that do not, so both kinds of
    # cached verdict are rechecked every run
    broken = [u for u in units if not all(verdicts["units"][f"{u[0]['id']}/{u[1]}"].get(v, {}).get("ok") for v in u[2])]
    clean = [u for u in units if u not in broken]
    sample = rng.sample(broken, min(len(broken), args.sample // 2))
    sample += rng.sample(clean, min(len(clean), args.sample - len(sample)))
    failures = 0
    for project, unit, versions in sample:
        key = f"{project['id']}/{unit}"
        project_dir = os.path.abspath(os.path.join(args.corpus, project["id"]))
        for version in versions:
            cached = verdicts["units"][key].get(version)
            if cached is None:
                continue
            now = compile_unit(found[version], version, project_dir, unit, project)
            same = now["ok"] == cached["ok"] and error_lines(now) == error_lines(cached)
            print(
                f"{'holds ' if same else 'DIFFERS'} {version} {key}: cached {'ok' if cached['ok'] else 'fails'} "
                f"({len(error_lines(cached))} error lines), "
                f"now {'ok' if now['ok'] else 'fails'} ({len(error_lines(now))})"
            )
            if not same:
                failures += 1
                for line in sorted(set(error_lines(now)) ^ set(error_lines(cached)))[:10]:
                    print(f"    only {'now' if line in error_lines(now) else 'cached'}: {line[0]}:{line[1]}")
    print(f"{'FAIL' if failures else 'PASS'}: {failures} of the rechecked verdicts differ from {args.verdicts}")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["all", "check"])
    parser.add_argument("corpus")
    parser.add_argument("verdicts")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default="")
    parser.add_argument("--sample", type=int, default=12)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-seconds", type=float, default=float("inf"))
    args = parser.parse_args()
    if args.seed is None:
        args.seed = int(time.time())
        print(f"seed {args.seed}")
    sys.exit(run_all(args) if args.mode == "all" else run_check(args))


if __name__ == "__main__":
    main()
