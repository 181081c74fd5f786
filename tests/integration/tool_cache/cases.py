#!/usr/bin/env python3
"""The tool cache of add_subdirectory / FetchContent consumers (label `configure`).

A consumer that takes cudacompat from its source tree builds the configure-time tool in its first
configure and stores it in the tool cache (CUDACOMPAT_TOOL_CACHE); every later build tree of the
same sources takes it from there. Each case is a function named as a sentence; ctest runs one per
process, in the order below (the first fills the cache the next two use):
    cases.py <case> --source <cudacompat source tree> --work-dir <scratch> --compiler <c++>
Exit 0 pass, 1 fail (with the reason).
"""
import argparse
import os
import re
import shutil
import stat
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "support"))
from case_checks import check, fail  # noqa: E402

CONSUMER = os.path.join(HERE, "subdirectory_consumer")
BUILT = "building the configure-time tool"
FROM_CACHE = "(tool cache)"


class Case:
    def __init__(self, args):
        self.source = os.path.abspath(args.source)
        self.work = os.path.abspath(args.work_dir)
        self.compiler = args.compiler
        self.cache = os.path.join(self.work, "tool-cache")

    def configure(self, tree, cache_through_env=False):
        build = os.path.join(self.work, tree)
        command = ["cmake", "-S", CONSUMER, "-B", build, "-G", "Ninja", f"-DCUDACOMPAT_SOURCE_DIR={self.source}",
                   f"-DCMAKE_CXX_COMPILER={self.compiler}"]
        env = dict(os.environ)
        env.pop("CUDACOMPAT_TOOL_CACHE", None)
        if cache_through_env:
            env["CUDACOMPAT_TOOL_CACHE"] = self.cache
        else:
            command.append(f"-DCUDACOMPAT_TOOL_CACHE={self.cache}")
        run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        output = " ".join((run.stdout + run.stderr).split())  # CMake wraps long messages
        check(run.returncode == 0, f"configure of {build} failed (exit {run.returncode}):\n{output}")
        return build, output

    def entries(self):
        if not os.path.isdir(self.cache):
            return []
        return sorted(os.listdir(self.cache))

    def the_entry(self):
        entries = self.entries()
        tools = [e for e in entries if re.fullmatch(r"cudacompat-[0-9a-f]{32}", e)]
        check(len(tools) == 1 and tools == entries,
              f"the tool cache {self.cache} should hold exactly one tool and nothing else, holds {entries}")
        return os.path.join(self.cache, tools[0])

    def version(self):
        with open(os.path.join(self.source, "VERSION")) as f:
            return f.read().strip()

    def check_answers(self, tool):
        run = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30)
        check(run.returncode == 0 and run.stdout.strip() == f"cudacompat {self.version()}",
              f"{tool} --version: exit {run.returncode}, printed {run.stdout!r} {run.stderr!r}")

    def key(self, source):
        run = subprocess.run(["cmake", f"-DSOURCE={source}", f"-DCOMPILER={self.compiler}", "-DCOMPILER_ID=GNU",
                              "-DCOMPILER_VERSION=12.2.0", "-P", os.path.join(HERE, "key_of.cmake")],
                             capture_output=True, text=True, timeout=60)
        check(run.returncode == 0, f"key_of.cmake failed on {source}: {run.stderr}")
        return run.stderr.strip()


def an_empty_tool_cache_gets_the_tool_built_and_stored(case):
    shutil.rmtree(case.work, ignore_errors=True)
    os.makedirs(case.work)
    build, output = case.configure("first")
    check(BUILT in output, f"the first configure should have built the tool:\n{output}")
    tool = case.the_entry()  # stored under its key, no staging file left behind
    check(os.stat(tool).st_mode & stat.S_IXUSR, f"{tool} is not executable")
    case.check_answers(tool)
    check(os.path.isfile(os.path.join(build, "cudacompat-probe.json")), "the probe wrote no report")
    if "no pins written" not in output:  # pins are written when a toolkit was chosen
        check(os.path.isfile(os.path.join(build, "cudacompat-pins.requirements.txt")), "cudacompat_pin wrote no pins")


def a_second_build_tree_takes_the_tool_from_the_cache_without_building(case):
    tool = case.the_entry()
    before = os.stat(tool).st_mtime_ns
    build, output = case.configure("second", cache_through_env=True)  # the environment variable, this time
    check(FROM_CACHE in output and BUILT not in output,
          f"the second build tree should have taken the tool from the cache, not built it:\n{output}")
    check(not os.path.exists(os.path.join(build, "_cudacompat_bootstrap")),
          "the second build tree has a _cudacompat_bootstrap directory: something was built")
    check(os.stat(tool).st_mtime_ns == before and case.the_entry() == tool, "the cached tool was rewritten")
    check(os.path.isfile(os.path.join(build, "cudacompat-probe.json")), "the probe wrote no report")


def a_corrupted_cached_tool_is_detected_and_rebuilt(case):
    tool = case.the_entry()
    with open(tool, "r+b") as f:  # a half-restored CI cache: the right name, a cut-off file
        f.truncate(4096)
    # The first tree still has its bootstrap build directory: the rebuild is an up-to-date check.
    build, output = case.configure("first")
    check("is unusable" in output and BUILT in output,
          f"configure should have said the cached tool is unusable and rebuilt it:\n{output}")
    check(case.the_entry() == tool, "the rebuilt tool is not stored under the same key")
    case.check_answers(tool)


def a_changed_tool_source_gets_a_new_key_and_a_moved_copy_the_same(case):
    copy = os.path.join(case.work, "source-copy")
    shutil.rmtree(copy, ignore_errors=True)
    for part in ("tool", "probes", "compat", "cmake"):  # what the key reads
        shutil.copytree(os.path.join(case.source, part), os.path.join(copy, part), symlinks=True)
    shutil.copy2(os.path.join(case.source, "VERSION"), copy)
    original = case.key(case.source)
    check(re.fullmatch(r"[0-9a-f]{32}", original), f"not a key: {original!r}")
    check(case.key(copy) == original, "a copy of the same sources elsewhere got another key: a CI cache would never hit")
    source = os.path.join(copy, "tool", "probe", "decision.cpp")
    with open(source, "ab") as f:
        f.write(b"\n")  # one byte
    changed = case.key(copy)
    check(changed != original, f"one byte more in {source} left the key at {original}: a stale tool would be used")
    other_compiler = subprocess.run(["cmake", f"-DSOURCE={case.source}", f"-DCOMPILER={case.compiler}",
                                     "-DCOMPILER_ID=GNU", "-DCOMPILER_VERSION=11.4.0", "-P",
                                     os.path.join(HERE, "key_of.cmake")], capture_output=True, text=True)
    check(other_compiler.stderr.strip() not in ("", original), "another compiler version got the same key")
    shutil.rmtree(copy, ignore_errors=True)


def a_missing_dependency_is_named_with_its_debian_package(case):
    # The configure-time copy's own configure (what the bootstrap runs), with fmt made unfindable.
    build = os.path.join(case.work, "no-fmt")
    shutil.rmtree(build, ignore_errors=True)
    run = subprocess.run(["cmake", "-S", os.path.join(case.source, "tool"), "-B", build, "-G", "Ninja",
                          f"-DCMAKE_CXX_COMPILER={case.compiler}", "-DCUDACOMPAT_TOOL_BOOTSTRAP=ON",
                          "-DCUDACOMPAT_BUILD_AUDIT=OFF", "-DCMAKE_DISABLE_FIND_PACKAGE_fmt=ON"],
                         capture_output=True, text=True, timeout=120)
    output = " ".join((run.stdout + run.stderr).split())
    check(run.returncode != 0, f"configure without fmt succeeded:\n{output}")
    check("fmt (Debian: libfmt-dev)" in output and "ci/install-deps.sh" in output and "nlohmann" not in
          output.split("were not found:")[-1].split(".")[0],
          f"the error should name fmt and its package (and only what is missing):\n{output}")
    shutil.rmtree(build, ignore_errors=True)


CASES = [an_empty_tool_cache_gets_the_tool_built_and_stored,
         a_second_build_tree_takes_the_tool_from_the_cache_without_building,
         a_corrupted_cached_tool_is_detected_and_rebuilt,
         a_changed_tool_source_gets_a_new_key_and_a_moved_copy_the_same,
         a_missing_dependency_is_named_with_its_debian_package]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("case", choices=["list"] + [c.__name__ for c in CASES])
    parser.add_argument("--source")
    parser.add_argument("--work-dir")
    parser.add_argument("--compiler")
    args = parser.parse_args()
    if args.case == "list":
        print("\n".join(c.__name__ for c in CASES))
        return 0
    try:
        next(c for c in CASES if c.__name__ == args.case)(Case(args))
    except AssertionError as error:
        print(f"FAIL: {error}")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
