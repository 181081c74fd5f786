#!/usr/bin/env python3
"""What compiling each of the tool's libraries as one unity source saves (tool/cudacompat_tool_library.cmake):
every library's sources compiled one by one against the same library as its one unity file, side by
side in one run, with the same compiler and flags (those ninja gives the unity file, in a configured
build tree). Prints the CPU seconds (user + system of the compiler) of each library both ways, the
totals and the ratio. No compiler cache: the compiler is called directly, objects go to a scratch
folder. CPU time, not wall time, is compared, so a busy machine changes little; --jobs compiles
that many files at once.

    bench/build/unity_sources.py --build build [--jobs 2] [--only cudacompat_probe ...]
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile


def unity_commands(build):
    """{library: (its unity file's compile command, the sources the unity file includes)} for every
    library of tool/ that ninja compiles as a unity file."""
    listing = subprocess.run(["ninja", "-C", build, "-t", "commands"], capture_output=True, text=True, check=True)
    found = {}
    for line in listing.stdout.splitlines():
        unity = re.search(r" -c (\S*/tool/\S*CMakeFiles/(\w+)\.dir/Unity/unity_\d+_cxx\.cxx)$", line)
        if not unity:
            continue
        path = unity.group(1) if os.path.isabs(unity.group(1)) else os.path.join(build, unity.group(1))
        with open(path) as f:
            sources = re.findall(r'^#include "(.+)"$', f.read(), re.M)
        found.setdefault(unity.group(2), []).append((line, path, sources))
    return found


def cpu_seconds(command, cwd):
    """The compiler's user + system CPU seconds for one compile; exits naming it if it fails."""
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"the compile failed: {shlex.join(command)}\n{process.stderr.read().decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime


def compile_command(line, source, output):
    """The unity file's command for SOURCE instead: the launcher (ccache) dropped, the output in scratch."""
    words = shlex.split(line)
    while words and os.path.basename(words[0]) in ("ccache", "ccache-launcher.sh"):
        words = words[1:]
    for flag in ("-MF", "-MT"):  # ninja's dependency file: not wanted here
        if flag in words:
            del words[words.index(flag) : words.index(flag) + 2]
    words = [w for w in words if w != "-MD"]
    words[words.index("-o") + 1] = output
    words[words.index("-c") + 1] = source
    return words


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", required=True, help="a configured build tree (ninja)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", nargs="+", help="these libraries only (cudacompat_probe, ...)")
    args = parser.parse_args()
    build = os.path.abspath(args.build)
    libraries = unity_commands(build)
    if args.only:
        libraries = {name: batches for name, batches in libraries.items() if name in args.only}
    if not libraries:
        sys.exit(f"no unity file of tool/ in {build}: configure it first (cmake --preset default)")
    with tempfile.TemporaryDirectory() as scratch, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = {}
        for name, batches in libraries.items():
            for index, (line, unity, sources) in enumerate(batches):
                jobs[(name, "unity", index)] = pool.submit(
                    cpu_seconds, compile_command(line, unity, os.path.join(scratch, f"{name}-{index}.o")), build
                )
                for number, source in enumerate(sources):
                    output = os.path.join(scratch, f"{name}-{index}-{number}.o")
                    jobs[(name, "one by one", f"{index}-{number}")] = pool.submit(
                        cpu_seconds, compile_command(line, source, output), build
                    )
        totals = {"one by one": 0.0, "unity": 0.0}
        print(f"{'library':28} {'files':>5} {'one by one':>11} {'unity':>8} {'ratio':>6}")
        for name, batches in sorted(libraries.items()):
            spent = {way: sum(f.result() for key, f in jobs.items() if key[:2] == (name, way)) for way in totals}
            files = sum(len(sources) for _, _, sources in batches)
            for way in totals:
                totals[way] += spent[way]
            print(
                f"{name:28} {files:5} {spent['one by one']:10.1f}s {spent['unity']:7.1f}s "
                f"{spent['one by one'] / spent['unity']:5.2f}x"
            )
    print(
        f"{'all':28} {'':5} {totals['one by one']:10.1f}s {totals['unity']:7.1f}s "
        f"{totals['one by one'] / totals['unity']:5.2f}x  (CPU seconds of the compiler, {args.jobs} at once)"
    )


if __name__ == "__main__":
    main()
