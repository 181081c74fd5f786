#!/usr/bin/env python3
"""The tool cache of add_subdirectory / FetchContent consumers (label `configure`).

A consumer that takes cudacompat from its source tree builds the configure-time tool in its first
configure and stores it in the tool cache (CUDACOMPAT_TOOL_CACHE); every later build tree of the
same sources takes it from there. Each case is a function named as a sentence. A pytest module: a
test per case, test_<case>, which ctest runs one per process, in the order below (the first fills
the cache the next two use), with --case-arg source=, work_dir= and compiler= (CMakeLists.txt here;
the names come from `list`). By hand, as before:
    test_tool_cache.py <case> --source <cudacompat source tree> --work-dir <scratch> --compiler <c++>
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
from case_checks import Skip, check, run_case, skip  # noqa: E402
from release_archive import release_archive  # noqa: E402
from toolkit_presence import probe_report  # noqa: E402

CONSUMER = os.path.join(HERE, "subdirectory_consumer")
BUILT = "building the configure-time tool"
FROM_CACHE = "(tool cache)"


class Case:
    def __init__(self, args):
        self.source = os.path.abspath(args.source)
        self.work = os.path.abspath(args.work_dir)
        self.compiler = args.compiler
        self.cache = os.path.join(self.work, "tool-cache")

    def configure(self, tree, cache_through_env=False, extra=(), path_first=None, expect_failure=False):
        build = os.path.join(self.work, tree)
        command = [
            "cmake",
            "-S",
            CONSUMER,
            "-B",
            build,
            "-G",
            "Ninja",
            f"-DCUDACOMPAT_SOURCE_DIR={self.source}",
            f"-DCMAKE_CXX_COMPILER={self.compiler}",
            "-DCONSUMER_WRITES_PINS=ON",
            *extra,
        ]  # later -D win
        env = dict(os.environ)
        for variable in ("CUDACOMPAT_TOOL_CACHE", "CUDACOMPAT_BOOTSTRAP_CXX"):
            env.pop(variable, None)
        if path_first:
            env["PATH"] = path_first + os.pathsep + env["PATH"]
        if cache_through_env:
            env["CUDACOMPAT_TOOL_CACHE"] = self.cache
        elif not any(argument.startswith("-DCUDACOMPAT_TOOL_CACHE=") for argument in extra):
            command.append(f"-DCUDACOMPAT_TOOL_CACHE={self.cache}")
        run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        output = " ".join((run.stdout + run.stderr).split())  # CMake wraps long messages
        if expect_failure:
            check(run.returncode != 0, f"configure of {build} should have failed:\n{output}")
        else:
            check(run.returncode == 0, f"configure of {build} failed (exit {run.returncode}):\n{output}")
        return build, output

    def entries(self):
        if not os.path.isdir(self.cache):
            return []
        return sorted(os.listdir(self.cache))

    def the_entries(self, *tools):
        """The cache's entries, checked to be exactly one of each of TOOLS under one key."""
        entries = self.entries()
        keys = {
            re.fullmatch(r"(cudacompat(?:-pin)?)-([0-9a-f]{32})", e).group(2)
            for e in entries
            if re.fullmatch(r"(cudacompat(?:-pin)?)-([0-9a-f]{32})", e)
        }
        check(
            len(keys) == 1 and entries == sorted(f"{tool}-{next(iter(keys))}" for tool in tools),
            f"the tool cache {self.cache} should hold {', '.join(tools)} under one key and nothing else, "
            f"holds {entries}",
        )
        return [os.path.join(self.cache, entry) for entry in entries]

    def the_entry(self):
        """The probe's tool, with the pin's beside it under the same key where the first tree
        writes pins (it does where its configure chose a toolkit: no toolkit, no pins to write)."""
        tools = ("cudacompat", "cudacompat-pin") if self.first_tree_builds_cuda() else ("cudacompat",)
        return self.the_entries(*tools)[0]

    def first_tree_builds_cuda(self):
        return probe_report(os.path.join(self.work, "first"))["decision"]["build_cuda"]

    def version(self):
        with open(os.path.join(self.source, "VERSION")) as f:
            return f.read().strip()

    def check_answers(self, tool):
        run = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30)
        check(
            run.returncode == 0 and run.stdout.strip() == f"cudacompat {self.version()}",
            f"{tool} --version: exit {run.returncode}, printed {run.stdout!r} {run.stderr!r}",
        )

    def key(self, source, compiler=None):
        run = subprocess.run(
            [
                "cmake",
                f"-DSOURCE={source}",
                f"-DCOMPILER={compiler or self.compiler}",
                "-P",
                os.path.join(HERE, "key_of.cmake"),
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
        check(run.returncode == 0, f"key_of.cmake failed on {source}: {run.stderr}")
        return run.stderr.strip()


def an_empty_tool_cache_gets_the_probes_tool_built_and_stored_and_no_pin_tool(case):
    shutil.rmtree(case.work, ignore_errors=True)
    os.makedirs(case.work)
    build, output = case.configure("first", extra=["-DCONSUMER_WRITES_PINS=OFF"])
    check(BUILT in output, f"the first configure should have built the tool:\n{output}")
    [tool] = case.the_entries("cudacompat")  # stored under its key, no staging file left behind
    check(os.stat(tool).st_mode & stat.S_IXUSR, f"{tool} is not executable")
    case.check_answers(tool)
    check(os.path.isfile(os.path.join(build, "cudacompat-probe.json")), "the probe wrote no report")
    check(
        not os.path.exists(os.path.join(build, "_cudacompat_bootstrap", "bin", "cudacompat-pin")),
        "a configure that writes no pins built the pin's tool",
    )


def cudacompat_pin_builds_the_pin_tool_beside_it_from_the_same_objects(case):
    build, output = case.configure("first")  # the same tree, now with cudacompat_pin()
    if not case.first_tree_builds_cuda():
        # No toolkit chosen: cudacompat_pin() has nothing to pin, and must not build its tool.
        check(
            "no pins written" in output and BUILT not in output and len(case.the_entries("cudacompat")) == 1,
            f"with no toolkit chosen, cudacompat_pin() should write no pins and build nothing:\n{output}",
        )
        raise Skip(
            "building the pin's tool needs a chosen toolkit (cudacompat_pin() writes no pins without "
            "one, and building nothing then was checked): " + probe_report(build)["decision"]["reason"]
        )
    check(
        f"{BUILT} cudacompat-pin" in output and f"{BUILT} cudacompat " not in output,
        f"only the pin's tool should have been built:\n{output}",
    )
    probe_tool, pin_tool = case.the_entries("cudacompat", "cudacompat-pin")
    case.check_answers(pin_tool)
    # Its log: the shared object library was up to date, only the pin's own file and the link ran.
    log = os.path.join(build, "_cudacompat_bootstrap", ".ninja_log")
    with open(log) as f:
        outputs = [line.split("\t")[3] for line in f if not line.startswith("#")]
    rebuilt_core = [o for o in outputs if "cudacompat_bootstrap_core" in o]
    check(len(rebuilt_core) == len(set(rebuilt_core)), f"the core objects were compiled twice: {rebuilt_core}")
    if "no pins written" not in output:  # pins are written when a toolkit was chosen
        check(os.path.isfile(os.path.join(build, "cudacompat-pins.requirements.txt")), "cudacompat_pin wrote no pins")
    run = subprocess.run([probe_tool, "pin"], capture_output=True, text=True, timeout=30)
    check(
        run.returncode == 2 and "expected probe or --version" in run.stderr,
        f"the probe's tool should refuse `pin` with a usage error, got {run.returncode}: {run.stderr}",
    )


def a_second_build_tree_takes_the_tool_from_the_cache_without_building(case):
    tool = case.the_entry()
    before = os.stat(tool).st_mtime_ns
    build, output = case.configure("second", cache_through_env=True)  # the environment variable, this time
    check(
        FROM_CACHE in output and BUILT not in output,
        f"the second build tree should have taken the tool from the cache, not built it:\n{output}",
    )
    check(
        not os.path.exists(os.path.join(build, "_cudacompat_bootstrap")),
        "the second build tree has a _cudacompat_bootstrap directory: something was built",
    )
    check(os.stat(tool).st_mtime_ns == before and case.the_entry() == tool, "the cached tool was rewritten")
    check(os.path.isfile(os.path.join(build, "cudacompat-probe.json")), "the probe wrote no report")


def a_corrupted_cached_tool_is_detected_and_rebuilt(case):
    tool = case.the_entry()
    with open(tool, "r+b") as f:  # a half-restored CI cache: the right name, a cut-off file
        f.truncate(4096)
    # The first tree still has its bootstrap build directory: the rebuild is an up-to-date check.
    build, output = case.configure("first")
    check(
        "is unusable" in output and BUILT in output,
        f"configure should have said the cached tool is unusable and rebuilt it:\n{output}",
    )
    check(case.the_entry() == tool, "the rebuilt tool is not stored under the same key")
    case.check_answers(tool)


def a_subproject_puts_nothing_of_cudacompat_in_the_consumers_all_or_install(case):
    # CPU-only, so that the consumer's own build is one C++ file; the tool comes from the cache.
    build, _ = case.configure("invisible", cache_through_env=True, extra=["-DCUDACOMPAT_CUDA=OFF"])
    ours = os.path.join(build, "cudacompat") + os.sep  # the subproject's binary directory
    commands = subprocess.run(
        ["ninja", "-C", build, "-t", "commands", "all"], capture_output=True, text=True, timeout=60
    ).stdout
    theirs = [line for line in commands.splitlines() if ours in line or "bin/cudacompat" in line]
    check(not theirs, "the consumer's `all` builds cudacompat's targets:\n" + "\n".join(theirs[:10]))
    run = subprocess.run(["cmake", "--build", build, "-j2"], capture_output=True, text=True, timeout=600)
    check(run.returncode == 0, f"the consumer's build failed:\n{run.stdout}{run.stderr}")
    check(not os.path.exists(os.path.join(build, "bin", "cudacompat")), "the consumer's `all` built bin/cudacompat")
    prefix = os.path.join(case.work, "invisible-prefix")
    shutil.rmtree(prefix, ignore_errors=True)
    run = subprocess.run(["cmake", "--install", build, "--prefix", prefix], capture_output=True, text=True, timeout=120)
    check(run.returncode == 0, f"the consumer's install failed:\n{run.stdout}{run.stderr}")
    installed = sorted(os.path.relpath(os.path.join(d, f), prefix) for d, _, files in os.walk(prefix) for f in files)
    check(
        installed == ["lib/libconsumer_kernels.a"],
        f"the consumer's install should hold its own library and nothing of cudacompat, holds {installed}",
    )
    # Asked for (CUDACOMPAT_INSTALL=ON), the tool is in `all` and installed with the package.
    build, _ = case.configure(
        "invisible", cache_through_env=True, extra=["-DCUDACOMPAT_CUDA=OFF", "-DCUDACOMPAT_INSTALL=ON"]
    )
    commands = subprocess.run(
        ["ninja", "-C", build, "-t", "commands", "all"], capture_output=True, text=True, timeout=60
    ).stdout
    check("bin/cudacompat" in commands, "with CUDACOMPAT_INSTALL=ON the consumer's `all` does not build bin/cudacompat")
    with open(os.path.join(build, "cudacompat", "cmake_install.cmake")) as f:
        script = f.read()
    check("cudacompatConfig.cmake" in script, "with CUDACOMPAT_INSTALL=ON the CMake package is not installed")


def fetchcontent_of_a_release_archive_by_url_and_hash_configures_and_builds(case):
    # The release archive: `git archive` of this source tree's tracked files as they are now.
    archive, sha256 = release_archive(case.source, case.work)
    build = os.path.join(case.work, "fetchcontent")
    shutil.rmtree(build, ignore_errors=True)
    env = dict(os.environ, CUDACOMPAT_TOOL_CACHE=case.cache)
    command = [
        "cmake",
        "-S",
        os.path.join(HERE, "fetchcontent_consumer"),
        "-B",
        build,
        "-G",
        "Ninja",
        f"-DCMAKE_CXX_COMPILER={case.compiler}",
        "-DCUDACOMPAT_CUDA=OFF",
    ]
    wrong = subprocess.run(
        command + [f"-DCUDACOMPAT_URL=file://{archive}", f"-DCUDACOMPAT_SHA256={'0' * 64}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    check(
        wrong.returncode != 0 and f"actual: '{sha256}'" in wrong.stdout + wrong.stderr,
        f"a wrong URL_HASH was not refused:\n{wrong.stdout}{wrong.stderr}",
    )
    shutil.rmtree(build, ignore_errors=True)
    run = subprocess.run(
        command + [f"-DCUDACOMPAT_URL=file://{archive}", f"-DCUDACOMPAT_SHA256={sha256}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = " ".join((run.stdout + run.stderr).split())
    check(run.returncode == 0, f"the FetchContent consumer's configure failed:\n{output}")
    check(FROM_CACHE in output, f"the archive's tool was not the cached one (same sources, same key):\n{output}")
    check(os.path.isfile(os.path.join(build, "cudacompat-probe.json")), "the probe wrote no report")
    run = subprocess.run(["cmake", "--build", build, "-j2"], capture_output=True, text=True, timeout=600)
    check(run.returncode == 0, f"the FetchContent consumer's build failed:\n{run.stdout}{run.stderr}")
    check(os.path.isfile(os.path.join(build, "libconsumer_kernels.a")), "the consumer's library was not built")


def a_changed_tool_source_gets_a_new_key_and_a_moved_copy_the_same(case):
    copy = os.path.join(case.work, "source-copy")
    shutil.rmtree(copy, ignore_errors=True)
    for part in ("tool", "probes", "compat", "cmake"):  # what the key reads
        shutil.copytree(os.path.join(case.source, part), os.path.join(copy, part), symlinks=True)
    shutil.copy2(os.path.join(case.source, "VERSION"), copy)
    original = case.key(case.source)
    check(re.fullmatch(r"[0-9a-f]{32}", original), f"not a key: {original!r}")
    check(
        case.key(copy) == original, "a copy of the same sources elsewhere got another key: a CI cache would never hit"
    )
    source = os.path.join(copy, "tool", "probe", "decision.cpp")
    with open(source, "ab") as f:
        f.write(b"\n")  # one byte
    changed = case.key(copy)
    check(changed != original, f"one byte more in {source} left the key at {original}: a stale tool would be used")
    # The compiler is part of the key by what it is, not by the name it was given.
    real = os.path.realpath(shutil.which(case.compiler) or case.compiler)
    check(case.key(case.source, real) == original, f"{case.compiler} and its real path {real} got different keys")
    other = shutil.which("clang++") if "clang" not in real else shutil.which("g++")
    check(other, "this test needs a second C++ compiler (clang++ and g++: ci/install-deps.sh installs both)")
    check(case.key(case.source, other) not in ("", original), f"{other} got the key of {case.compiler}")
    shutil.rmtree(copy, ignore_errors=True)


def a_gcc_projects_tool_is_built_with_clang_when_there_is_one(case):
    # The first tree, configured with GCC (the compiler ctest passes), built its tools with clang++.
    clang = shutil.which("clang++")
    check(clang, "this test needs clang++ on the PATH (ci/install-deps.sh installs it)")
    with open(os.path.join(case.work, "first", "_cudacompat_bootstrap", "CMakeCache.txt")) as f:
        compiler = re.search(r"^CMAKE_CXX_COMPILER:[A-Z]+=(.*)$", f.read(), re.M).group(1)
    check(
        os.path.realpath(compiler) == os.path.realpath(clang),
        f"the configure-time tool was built with {compiler}, expected clang++ ({clang})",
    )


def a_clang_that_cannot_build_the_tool_is_replaced_by_the_projects_compiler(case):
    # A clang++ first on the PATH that fails every compilation, as one too old for C++20 would.
    broken = os.path.join(case.work, "broken-clang")
    os.makedirs(broken, exist_ok=True)
    with open(os.path.join(broken, "clang++"), "w") as f:
        f.write("#!/bin/sh\necho 'error: this clang++ is broken on purpose' >&2\nexit 1\n")
    os.chmod(os.path.join(broken, "clang++"), 0o755)
    build, output = case.configure(
        "broken-clang-tree", path_first=broken, extra=["-DCUDACOMPAT_TOOL_CACHE=OFF", "-DCONSUMER_WRITES_PINS=OFF"]
    )
    check(
        "could not build the configure-time tool" in output and "broken on purpose" in output,
        f"configure should have said why clang++ was given up:\n{output}",
    )
    check(os.path.isfile(os.path.join(build, "cudacompat-probe.json")), "the probe wrote no report")
    with open(os.path.join(build, "CMakeCache.txt")) as f:
        check("_CUDACOMPAT_BOOTSTRAP_CLANG_FAILED:INTERNAL=ON" in f.read(), "the failure was not remembered")
    # Configured again, the tree does not try the broken compiler a second time.
    _, again = case.configure(
        "broken-clang-tree", path_first=broken, extra=["-DCUDACOMPAT_TOOL_CACHE=OFF", "-DCONSUMER_WRITES_PINS=OFF"]
    )
    check(
        "broken on purpose" not in again and BUILT not in again,
        f"the second configure should have used the tree's own tool:\n{again}",
    )


def a_bootstrap_compiler_that_does_not_exist_stops_configure_with_what_to_do(case):
    _, output = case.configure(
        "no-such-compiler",
        expect_failure=True,
        extra=["-DCUDACOMPAT_BOOTSTRAP_CXX=no-such-c++-compiler", "-DCUDACOMPAT_TOOL_CACHE=OFF"],
    )
    check(
        "CUDACOMPAT_BOOTSTRAP_CXX is 'no-such-c++-compiler', which is not a program here" in output
        and "unset it" in output,
        f"the error should say what was asked and how to fix it:\n{output}",
    )


def a_missing_dependency_is_named_with_its_debian_package(case):
    # The configure-time copy's own configure (what the bootstrap runs), with fmt made unfindable.
    build = os.path.join(case.work, "no-fmt")
    shutil.rmtree(build, ignore_errors=True)
    run = subprocess.run(
        [
            "cmake",
            "-S",
            os.path.join(case.source, "tool"),
            "-B",
            build,
            "-G",
            "Ninja",
            f"-DCMAKE_CXX_COMPILER={case.compiler}",
            "-DCUDACOMPAT_TOOL_BOOTSTRAP=ON",
            "-DCUDACOMPAT_BUILD_AUDIT=OFF",
            "-DCMAKE_DISABLE_FIND_PACKAGE_fmt=ON",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = " ".join((run.stdout + run.stderr).split())
    check(run.returncode != 0, f"configure without fmt succeeded:\n{output}")
    check(
        "fmt (Debian: libfmt-dev)" in output
        and "ci/install-deps.sh" in output
        and "jansson" not in output.split("were not found:")[-1].split(".")[0].lower(),  # found, so not listed
        f"the error should name fmt and its package (and only what is missing):\n{output}",
    )
    shutil.rmtree(build, ignore_errors=True)
    # Jansson has no CMake package on Debian: found by its header and library, hidden here by
    # ignoring the two directories that hold them (fmt's package directory below them stays).
    include = os.path.dirname(find_file_in("jansson.h", ["/usr/include", "/usr/local/include"]))
    library = os.path.dirname(find_file_in("libjansson.so", ["/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"]))
    run = subprocess.run(
        [
            "cmake",
            "-S",
            os.path.join(case.source, "tool"),
            "-B",
            build,
            "-G",
            "Ninja",
            f"-DCMAKE_CXX_COMPILER={case.compiler}",
            "-DCUDACOMPAT_TOOL_BOOTSTRAP=ON",
            "-DCUDACOMPAT_BUILD_AUDIT=OFF",
            f"-DCMAKE_IGNORE_PATH={include};{library}",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = " ".join((run.stdout + run.stderr).split())
    check(run.returncode != 0, f"configure without Jansson succeeded:\n{output}")
    check(
        "Jansson 2.7 or newer (Debian: libjansson-dev)" in output
        and "fmt" not in output.split("were not found:")[-1].split(".")[0],
        f"the error should name Jansson and its package (and only what is missing):\n{output}",
    )
    shutil.rmtree(build, ignore_errors=True)


def find_file_in(name, directories):
    """The first DIRECTORY/NAME that exists; the test needs the real Jansson to hide it."""
    for directory in directories:
        if os.path.exists(os.path.join(directory, name)):
            return os.path.join(directory, name)
    raise AssertionError(f"{name} is in none of {directories}: install libjansson-dev (ci/install-deps.sh)")


CASES = [
    an_empty_tool_cache_gets_the_probes_tool_built_and_stored_and_no_pin_tool,
    cudacompat_pin_builds_the_pin_tool_beside_it_from_the_same_objects,
    a_second_build_tree_takes_the_tool_from_the_cache_without_building,
    a_corrupted_cached_tool_is_detected_and_rebuilt,
    a_subproject_puts_nothing_of_cudacompat_in_the_consumers_all_or_install,
    fetchcontent_of_a_release_archive_by_url_and_hash_configures_and_builds,
    a_changed_tool_source_gets_a_new_key_and_a_moved_copy_the_same,
    a_gcc_projects_tool_is_built_with_clang_when_there_is_one,
    a_clang_that_cannot_build_the_tool_is_replaced_by_the_projects_compiler,
    a_bootstrap_compiler_that_does_not_exist_stops_configure_with_what_to_do,
    a_missing_dependency_is_named_with_its_debian_package,
]


def _test_of(function):
    """The pytest test of one case, in the shared work folder the cases fill in order; the cases' own
    Skip (no chosen toolkit) is pytest's skip."""

    def test(case_arg):
        args = argparse.Namespace(
            source=case_arg("source"), work_dir=case_arg("work_dir"), compiler=case_arg("compiler")
        )
        try:
            function(Case(args))
        except Skip as reason:
            skip(str(reason))

    test.__doc__ = function.__doc__
    return test


for _function in CASES:
    globals()[f"test_{_function.__name__}"] = _test_of(_function)


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
    return run_case(lambda: next(c for c in CASES if c.__name__ == args.case)(Case(args)))


if __name__ == "__main__":
    sys.exit(main())
