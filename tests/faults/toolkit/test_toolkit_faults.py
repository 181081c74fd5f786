#!/usr/bin/env python3
"""Fault matrix: half-broken CUDA toolkits made from the real ones, and what the probe says.

Each case builds a fixture from a REAL toolkit (a symlink farm of /usr/local/cuda-13.0 or of
Debian's unpacked CUDA 11.8, with nvcc copied so that nvcc.profile's _HERE_ is the fixture), breaks
one part (a wrapper around the real nvcc that breaks one query, a header removed, cicc or ptxas
missing or broken, ...), runs `bin/cudacompat probe` (a few cases: a full CMake configure of
tests/integration/consumer) and checks the exit code, the decision, the message, and that nothing
else was written.

Every case runs in a private mount namespace where the machine's own toolkits are hidden (their
directories are covered by empty file systems; the real trees stay reachable only under the case's
scratch directory, for the fixtures to use), so that AUTO cannot fall back to another toolkit.

A pytest module: a test per case, test_<case> (tests/faults/toolkit/CMakeLists.txt runs each with
--cudacompat and --case-arg package_dir=, work_dir=), which runs the case in its namespace as the
command line does. The command line, for the table and for one case by hand:

    test_toolkit_faults.py list
    test_toolkit_faults.py <case> --tool build/bin/cudacompat --package-dir build --work-dir <scratch>
    test_toolkit_faults.py --table docs/faults-toolkit.md --tool ... --package-dir ... --work-dir ...
Exit 0 pass, 1 fail (with the reason), 77 skipped (with the reason).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "support"))
from tree_state import tree_state  # noqa: E402
from case_checks import SKIP, Skip, check, expect, fail, skip  # noqa: E402
from toolkit_farm import debian_toolkit_copy, explode, farm, original_debian_file, remove, write  # noqa: E402
from hidden_toolkits import hidden_toolkits_command  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CONSUMER = os.path.join(os.path.dirname(os.path.dirname(HERE)), "integration", "consumer")
SYSTEM_CUDA = "/usr/local/cuda-13.0"
SIDE_BY_SIDE = "/opt/cudacompat/toolkits"
SAFE_PATH = "/usr/sbin:/usr/bin:/sbin:/bin"  # no nvcc on it: the toolkit is found through CUDA_HOME only
CLEARED = [
    "CUDA_HOME",
    "CUDA_PATH",
    "CUDAToolkit_ROOT",
    "CUDACOMPAT_CUDA",
    "CUDACOMPAT_TOOLKIT_SEARCH_PATH",
    "CUDAHOSTCXX",
    "CXX",
    "CUDAARCHS",
    "CUDACXX",
]


# ---------------------------------------------------------------------------------------------
# Fixtures: symlink farms of real toolkits with one part broken.


class Fixtures:
    def __init__(self, case):
        self.case = case

    def cuda13(self, name="cuda-13.0-broken"):
        """/usr/local/cuda-13.0 as a symlink farm with its own copy of nvcc."""
        real = self.case.real13
        root = os.path.join(self.case.scratch, "fixtures", os.fsdecode(name))  # bytes that are not UTF-8 survive
        farm(real, root)
        explode(root, "bin")
        # targets/x86_64-linux/{include,lib} are relative links: made inside the fixture, they lead to
        # the fixture's include/ and lib/, which nvcc.profile then uses.
        if os.path.isdir(os.path.join(real, "targets", "x86_64-linux")):
            explode(root, "targets/x86_64-linux")
        nvcc = os.path.join(root, "bin", "nvcc")
        os.unlink(nvcc)
        shutil.copy2(os.path.join(real, "bin", "nvcc"), nvcc)
        return root

    def cuda13_with_nvcc_wrapper(self, option, behaviour):
        """The real nvcc, except that `option` does `behaviour` (hang, fail, print garbage)."""
        root = self.cuda13()
        bin_dir = os.path.join(root, "bin")
        os.rename(os.path.join(bin_dir, "nvcc"), os.path.join(bin_dir, "nvcc.real"))
        write(
            os.path.join(bin_dir, "nvcc"),
            "#!/bin/sh\n# cudacompat fault: the real nvcc, except " + option + "\n"
            'for argument in "$@"; do\n'
            f'  case "$argument" in {option}) {behaviour} ;; esac\n'
            "done\n"
            f'exec "{bin_dir}/nvcc.real" "$@"\n',
            0o755,
        )
        return root

    def pip_wheels(self):
        """The PyPI-wheel toolkit (.../nvidia/cu13) as a symlink farm with its own copy of nvcc."""
        real = os.path.join(self.case.real_toolkits, "pip-cuda13", "nvidia", "cu13")
        if not os.path.isdir(real):
            raise Skip("no pip-wheel toolkit under " + SIDE_BY_SIDE)
        root = os.path.join(self.case.scratch, "fixtures", "site-packages", "nvidia", "cu13")
        farm(real, root)
        explode(root, "bin")
        os.unlink(os.path.join(root, "bin", "nvcc"))
        shutil.copy2(os.path.join(real, "bin", "nvcc"), os.path.join(root, "bin", "nvcc"))
        return root

    def debian118(self, name="cuda-11.8-broken"):
        """Debian's CUDA 11.8 (unpacked) as a symlink farm; its nvcc wrapper resolves through readlink -f,
        so usr/bin holds a copy of it."""
        real = os.path.join(self.case.real_toolkits, "cuda-11.8")
        if not os.path.isdir(real):
            raise Skip("no Debian CUDA 11.8 under " + SIDE_BY_SIDE)
        root = os.path.join(self.case.scratch, "fixtures", name)
        farm(real, root)
        return root

    def debian118_with_its_original_profile(self):
        """Debian's CUDA 11.8 relocated to a prefix, its nvcc.profile's NVVMIR_LIBRARY_DIR as Debian
        writes it (/usr/lib/nvidia-cuda-toolkit/libdevice, read from the cached .deb), relocated to the
        prefix; ci/install-toolkits.sh rewrites that line for the side-by-side toolkits."""
        real = os.path.join(self.case.real_toolkits, "cuda-11.8")
        manifest = os.path.join(self.case.real_toolkits, "manifest.json")
        if not os.path.isdir(real) or not os.path.exists(manifest):
            raise Skip("no Debian CUDA 11.8 under " + SIDE_BY_SIDE)
        with open(manifest) as f:
            packages = next(t for t in json.load(f)["toolkits"] if t["name"] == "cuda-11.8")["packages"]
        deb = os.path.join(
            os.environ.get("CUDACOMPAT_CACHE", "/var/cache/cudacompat"),
            "debs",
            "bookworm",
            next(p for p in packages if p.startswith("nvidia-cuda-toolkit_")),
        )
        if not os.path.exists(deb):
            raise Skip(f"no {deb}: ci/install-toolkits.sh caches it when it installs CUDA 11.8")
        original = original_debian_file(deb, "./etc/nvcc.profile")
        line = next(l for l in original.splitlines() if l.startswith("NVVMIR_LIBRARY_DIR"))
        check("/usr/lib/nvidia-cuda-toolkit/libdevice" in line, f"Debian's profile changed: {line}")
        root = debian_toolkit_copy(real, os.path.join(self.case.scratch, "fixtures", "cuda-11.8-debian-profile"))
        profile = os.path.join(root, "etc", "nvcc.profile")
        with open(profile) as f:
            ours = f.read()
        relocated = line.replace("/usr/lib/nvidia-cuda-toolkit", "$(_HERE_)/..")
        write(profile, re.sub(r"(?m)^NVVMIR_LIBRARY_DIR.*$", lambda _: relocated, ours))
        return root


# ---------------------------------------------------------------------------------------------
# Running the probe and checking what it did.


def tmp_entries():
    try:
        return {n for n in os.listdir("/tmp") if n.startswith("cudacompat-probe-")}
    except OSError:
        return set()


class Case:
    def __init__(self, args, scratch):
        self.args = args
        self.tool = os.path.abspath(args.tool)
        self.package_dir = os.path.abspath(args.package_dir) if args.package_dir else None
        self.scratch = scratch
        self.real13 = os.path.join(scratch, "real", "cuda-13.0")
        self.real_toolkits = os.path.join(scratch, "real", "toolkits")
        self.fixtures = Fixtures(self)
        self.out = os.path.join(scratch, "out")
        self.header_sentinel = "/* cudacompat fault matrix: the header of an earlier, successful run */\n"

    def probe(
        self,
        toolkit=None,
        *args,
        mode="AUTO",
        timeout=3,
        as_nobody=False,
        env=None,
        expect_exit=0,
        features="skip",
        cache=None,
    ):
        """Runs `cudacompat probe --json` on a toolkit found through CUDA_HOME; checks the exit code, that
        stdout is one complete JSON document in valid UTF-8, that the fixture and everything outside the
        scratch directory are unchanged, and that a failed run left the earlier header alone."""
        os.makedirs(self.out, exist_ok=True)
        work = os.path.join(self.scratch, "work")
        tmp = os.path.join(self.scratch, "tmp")
        for d in (work, tmp):
            os.makedirs(d, exist_ok=True)
        report = os.path.join(self.out, "cudacompat-probe.json")
        header = os.path.join(self.out, "config.h")
        write(header, self.header_sentinel)
        remove(report)
        command = [
            self.tool,
            "probe",
            "--json",
            "--features",
            features,
            "--timeout",
            str(timeout),
            "--work-dir",
            work,
            "--report",
            report,
            "--header",
            header,
            "--cache",
            cache or os.path.join(self.out, "feature-cache.json"),
        ]
        if mode:
            command += ["--mode", mode]
        command += list(args)
        full_env = {k: v for k, v in os.environ.items() if k not in CLEARED}
        full_env.update({"PATH": SAFE_PATH, "TMPDIR": tmp, "LC_ALL": "C"})
        if toolkit is not None:
            full_env["CUDA_HOME"] = toolkit
        full_env.update(env or {})
        if as_nobody:
            for d in (self.out, work, tmp):
                os.chmod(d, 0o777)
            for f in os.listdir(self.out):
                os.chmod(os.path.join(self.out, f), 0o666)
            command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"] + command
        before_fixture = tree_state(toolkit) if toolkit and os.path.isdir(toolkit) else None
        before_tmp = tmp_entries()
        started = time.monotonic()
        run = subprocess.run(command, env=full_env, capture_output=True, timeout=120)
        self.seconds = time.monotonic() - started
        stdout, stderr = run.stdout, run.stderr
        for name, stream in (("stdout", stdout), ("stderr", stderr)):
            try:
                stream.decode("utf-8")
            except UnicodeDecodeError as error:
                fail(f"{name} is not valid UTF-8 ({error}): {stream[:300]!r}")
        stdout, stderr = stdout.decode(), stderr.decode()
        check(
            run.returncode == expect_exit,
            f"exit {run.returncode}, expected {expect_exit}\nstderr: {stderr}\nstdout: {stdout[:3000]}",
        )
        try:
            result = json.loads(stdout)
        except ValueError as error:
            fail(f"stdout is not one complete JSON document ({error}): {stdout[:500]}")
        with open(report, "rb") as f:
            written = f.read()
        check(json.loads(written.decode("utf-8")) == result, "the report file differs from the JSON printed")
        with open(header, encoding="utf-8") as f:
            header_text = f.read()
        if run.returncode != 0:
            check(header_text == self.header_sentinel, "a failed run replaced the header")
            check(result["decision"].get("error"), "a failed run has no decision.error in its report")
            check(
                result["decision"]["error"] in " ".join(stderr.split())
                or " ".join(result["decision"]["error"].split())[:200] in " ".join(stderr.split()),
                "stderr does not carry the decision's error",
            )
        else:
            flag = 1 if result["decision"]["build_cuda"] else 0
            check(f"#define CUDACOMPAT_BUILD_CUDA {flag}\n" in header_text, "the header does not match the decision")
        if before_fixture is not None:
            check(tree_state(toolkit) == before_fixture, "the run changed the toolkit's tree")
        check(tmp_entries() == before_tmp, "the run left cudacompat-probe-* in /tmp")
        check(not os.listdir(tmp), f"the run left files in its TMPDIR: {os.listdir(tmp)}")
        self.last_stderr = stderr
        return result

    def expect_cpu_only(self, result, *words):
        decision = result["decision"]
        check(decision["build_cuda"] is False, f"build_cuda is true: {decision['reason']}")
        check("error" not in decision, f"AUTO stopped instead of building CPU-only: {decision.get('error')}")
        reason = " ".join(decision["reason"].split())
        check("no usable CUDA toolkit" in reason, f"the reason does not say no toolkit was usable: {reason}")
        for word in words:
            check(word in reason, f"the reason does not name '{word}': {reason}")
        check(result["toolkit"]["found"] is False, "a broken toolkit was selected")

    def expect_stop(self, result, *words):
        error = " ".join(result["decision"]["error"].split())
        for word in words:
            check(word in error, f"the error does not say '{word}': {error}")
        return error

    def configure(self, name, toolkit, *args, expect_success=True):
        """A full CMake configure of the consumer project, the toolkit found through CUDA_HOME."""
        if not self.package_dir:
            raise Skip("no --package-dir: the CMake cases need the cudacompat build tree")
        build = os.path.join(self.scratch, name)
        env = {k: v for k, v in os.environ.items() if k not in CLEARED}
        env.update({"PATH": SAFE_PATH, "TMPDIR": os.path.join(self.scratch, "tmp")})
        os.makedirs(env["TMPDIR"], exist_ok=True)
        if toolkit:
            env["CUDA_HOME"] = toolkit
        command = ["cmake", "-S", CONSUMER, "-B", build, "-G", "Ninja", f"-Dcudacompat_DIR={self.package_dir}", *args]
        run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
        output = " ".join((run.stdout + run.stderr).split())
        if expect_success:
            check(run.returncode == 0, f"configure failed (exit {run.returncode}):\n{output}")
        else:
            check(run.returncode != 0, f"configure succeeded but should have stopped:\n{output}")
        return build, output

    def cmake_never_checked_cuda(self, build, output):
        check(
            "CUDA compiler identification" not in output and "Check for working CUDA compiler" not in output,
            f"CMake ran its own CUDA compiler checks on a toolkit the probe found broken:\n{output}",
        )
        cache = os.path.join(build, "CMakeCache.txt")
        if os.path.exists(cache):
            with open(cache) as f:
                check("CMAKE_CUDA_COMPILER:" not in f.read(), "CMAKE_CUDA_COMPILER was set")


# ---------------------------------------------------------------------------------------------
CASES = {}


def case(broken, mode, expected):
    def register(function):
        function.broken, function.mode, function.expected = broken, mode, expected
        CASES[function.__name__] = function
        return function

    return register


HANG = "exec sleep 60"


@case(
    "`nvcc --list-gpu-arch` hangs (wrapper around the real nvcc)",
    "AUTO",
    "CPU-only, reason names --list-gpu-arch and the time-out",
)
def list_gpu_arch_hangs_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper("--list-gpu-arch", HANG)
    result = c.probe(toolkit, timeout=1)
    c.expect_cpu_only(result, "--list-gpu-arch", "did not finish within 1000 ms")
    check(c.seconds < 10, f"the hang cost {c.seconds:.1f} s")


@case("`nvcc --list-gpu-arch` hangs", "ON", "exit 1: requires a toolkit, names the hang, how to fix")
def list_gpu_arch_hangs_stops_on_and_says_how_to_fix_it(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper("--list-gpu-arch", HANG)
    result = c.probe(toolkit, mode="ON", timeout=1, expect_exit=1)
    c.expect_stop(
        result,
        "requires a CUDA toolkit",
        "--list-gpu-arch",
        "did not finish",
        "reinstall the toolkit",
        "Install one, or point CUDAToolkit_ROOT",
    )


@case("`nvcc --list-gpu-arch` exits 3 with an error", "AUTO", "CPU-only, reason quotes nvcc's error")
def list_gpu_arch_fails_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper(
        "--list-gpu-arch", "echo 'nvcc fatal : cannot load libnvvm' >&2; exit 3"
    )
    c.expect_cpu_only(c.probe(toolkit), "--list-gpu-arch failed", "exited with 3", "cannot load libnvvm")


@case("`nvcc --list-gpu-arch` prints garbage and exits 0", "AUTO", "CPU-only, reason says no architecture was named")
def list_gpu_arch_printing_garbage_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper("--list-gpu-arch", "echo 'Segmentation fault (core dumped)'; exit 0")
    c.expect_cpu_only(c.probe(toolkit), "named no GPU architecture", "Segmentation fault")


@case("`nvcc --version` hangs", "AUTO", "CPU-only, reason names the time-out")
def nvcc_version_hangs_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper("--version", HANG)
    c.expect_cpu_only(c.probe(toolkit, timeout=1), "--version", "did not finish within 1000 ms")


@case("`nvcc --version` prints garbage", "AUTO", "CPU-only, reason says no 'release X.Y'")
def nvcc_version_printing_garbage_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper("--version", "echo 'hello'; exit 0")
    c.expect_cpu_only(c.probe(toolkit), "printed no 'release X.Y'")


@case("`nvcc --dryrun` fails", "AUTO", "CPU-only, reason names --dryrun")
def nvcc_dryrun_fails_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper("--dryrun", "echo 'nvcc fatal : broken profile' >&2; exit 1")
    c.expect_cpu_only(c.probe(toolkit), "nvcc --dryrun failed", "broken profile")


@case(
    "nvvm/bin/cicc crashes on every compilation",
    "AUTO",
    "CPU-only, reason: the compile check failed, with cicc's words",
)
def compiling_fails_because_cicc_crashes_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    write(
        os.path.join(explode(toolkit, "nvvm/bin"), "cicc"),
        "#!/bin/sh\necho 'cicc: internal error: out of cheese' >&2\nexit 139\n",
        0o755,
    )
    c.expect_cpu_only(c.probe(toolkit, timeout=20), "the compile check", "failed", "out of cheese")


@case("nvvm/bin/cicc hangs on every compilation", "ON", "exit 1: the compile check did not finish, how to fix")
def compiling_hangs_stops_on_with_the_time_out(c):
    toolkit = c.fixtures.cuda13()
    write(os.path.join(explode(toolkit, "nvvm/bin"), "cicc"), "#!/bin/sh\nexec sleep 60\n", 0o755)
    result = c.probe(toolkit, mode="ON", timeout=3, expect_exit=1)
    c.expect_stop(
        result,
        "requires a CUDA toolkit",
        "the compile check",
        "did not finish within 3000 ms",
        "reinstall the toolkit's compiler",
    )


@case("nvvm/bin/cicc missing", "AUTO", "CPU-only, reason: cicc (NVVM) is missing")
def cicc_missing_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(explode(toolkit, "nvvm/bin"), "cicc"))
    c.expect_cpu_only(c.probe(toolkit), "cicc (NVVM) is missing", "reinstall")


@case("nvvm/bin/cicc not executable (mode 0644)", "AUTO", "CPU-only, reason: cicc is not an executable file")
def cicc_not_executable_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    write(os.path.join(explode(toolkit, "nvvm/bin"), "cicc"), "not a program\n", 0o644)
    c.expect_cpu_only(c.probe(toolkit), "cicc (NVVM)", "is not an executable file")


@case("bin/ptxas missing", "AUTO", "CPU-only, reason: ptxas is missing")
def ptxas_missing_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(toolkit, "bin", "ptxas"))
    c.expect_cpu_only(c.probe(toolkit), "ptxas is missing")


@case("bin/ptxas missing", "ON", "exit 1: names ptxas, how to fix")
def ptxas_missing_stops_on_and_names_it(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(toolkit, "bin", "ptxas"))
    c.expect_stop(
        c.probe(toolkit, mode="ON", expect_exit=1), "requires a CUDA toolkit", "ptxas is missing", "reinstall"
    )


@case("include/cccl/cuda removed (no libcu++)", "AUTO", "CPU-only, reason: the CCCL headers are missing")
def cccl_headers_missing_make_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(explode(toolkit, "include/cccl"), "cuda"))
    c.expect_cpu_only(c.probe(toolkit), "the CCCL headers are missing", "cuda/std/version", "nvidia-cuda-cccl")


@case("include/cccl/cub removed", "ON", "exit 1: names cub/version.cuh and the package")
def cub_headers_missing_stop_on_naming_the_package(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(explode(toolkit, "include/cccl"), "cub"))
    c.expect_stop(
        c.probe(toolkit, mode="ON", expect_exit=1), "CCCL headers are missing", "cub/version.cuh", "libcub-dev"
    )


@case(
    "pip-wheel toolkit (nvidia/cu13) without nvidia-cuda-cccl (include/cccl removed)",
    "AUTO",
    "CPU-only, reason names the CCCL headers and nvidia-cuda-cccl",
)
def pip_wheels_without_nvidia_cuda_cccl_make_auto_build_cpu_only(c):
    toolkit = c.fixtures.pip_wheels()
    remove(os.path.join(explode(toolkit, "include"), "cccl"))
    c.expect_cpu_only(c.probe(toolkit), "the CCCL headers are missing", "nvidia-cuda-cccl")


@case("Debian 11.8 without libcub-dev (usr/include/cub removed)", "AUTO", "CPU-only, reason names cub/version.cuh")
def debian_11_8_without_libcub_dev_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.debian118()
    remove(os.path.join(explode(toolkit, "usr/include"), "cub"))
    c.expect_cpu_only(c.probe(toolkit), "cub/version.cuh", "libcub-dev")


@case(
    "include/cccl removed (no CUB, Thrust nor libcu++); the project declares REQUIRES without CCCL",
    "AUTO",
    "refused by default (CPU-only, names the CCCL headers); cudacompat_configure(REQUIRES cudart) builds CUDA",
)
def cccl_headers_missing_are_refused_by_default_and_accepted_when_requires_leaves_cccl_out(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(explode(toolkit, "include"), "cccl"))
    c.expect_cpu_only(c.probe(toolkit), "the CCCL headers are missing", "REQUIRES")
    waived = c.probe(toolkit, "--requires", "cudart", timeout=20)
    check(waived["decision"]["build_cuda"] is True, f"REQUIRES cudart still refused it: {waived['decision']['reason']}")
    check(waived["requirements"]["cccl"] is False, json.dumps(waived["requirements"]))
    # Through CMake: the default refuses it, the project's declaration accepts it, and CMake's own
    # CUDA checks pass on it.
    build, output = c.configure("default", toolkit)
    check("build CUDA NO" in output and "CCCL headers are missing" in output, output)
    build, output = c.configure("requires-cudart", toolkit, "-DCONSUMER_REQUIRES=cudart", "-DCUDACOMPAT_ARCHS=80-real")
    check("build CUDA YES" in output, output)
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        requirements = json.load(f)["requirements"]
    check(requirements["source"].startswith("REQUIRES of cudacompat_configure()"), json.dumps(requirements))


@case(
    "a library the project declares is missing: REQUIRES nvJitLink (CUDA 12 on) with Debian's 11.8",
    "ON",
    "exit 1: names libnvJitLink, the library directory and REQUIRES; REQUIRES cuBLAS (there) passes",
)
def a_library_named_in_requires_that_is_missing_stops_on_naming_it(c):
    toolkit = c.fixtures.debian118()
    c.expect_stop(
        c.probe(toolkit, "--requires", "CCCL,nvJitLink", mode="ON", expect_exit=1, timeout=20),
        "no nvJitLink library (libnvJitLink.so or libnvJitLink_static.a)",
        "x86_64-linux-gnu",
        "REQUIRES",
    )
    present = c.probe(toolkit, "--requires", "CCCL,cuBLAS", mode="ON", timeout=20)
    check(present["requirements"]["libraries"] == ["cublas"], json.dumps(present["requirements"]))
    misspelt = c.probe(toolkit, "--requires", "cuBLASS", mode="ON", expect_exit=1, timeout=20)
    c.expect_stop(misspelt, "names 'cuBLASS'", "it knows: CCCL cudart cublas")


@case(
    "Debian 11.8 relocated with its original nvcc.profile (NVVMIR_LIBRARY_DIR = .../nvidia-cuda-toolkit/libdevice)",
    "AUTO",
    "CPU-only, reason: CMake cannot derive the library root, with the fix; the fix applied, CMake's "
    "enable_language(CUDA) and find_package(CUDAToolkit) pass",
)
def debian_11_8_with_its_original_nvcc_profile_is_unusable_until_cmake_can_find_its_library_root(c):
    toolkit = c.fixtures.debian118_with_its_original_profile()
    result = c.probe(toolkit, timeout=20)
    c.expect_cpu_only(result, "Couldn't find CUDA library root", "nvvm/libdevice", "Fix:")
    # CMake agrees: its own enable_language(CUDA), given this nvcc, stops the same way.
    plain = os.path.join(c.scratch, "plain")
    write(
        os.path.join(plain, "CMakeLists.txt"),
        "cmake_minimum_required(VERSION 3.25)\nproject(plain LANGUAGES CXX)\nenable_language(CUDA)\n",
    )
    run = subprocess.run(
        [
            "cmake",
            "-S",
            plain,
            "-B",
            os.path.join(plain, "build"),
            "-G",
            "Ninja",
            f"-DCMAKE_CUDA_COMPILER={toolkit}/usr/bin/nvcc",
            "-DCMAKE_CUDA_ARCHITECTURES=80",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PATH": SAFE_PATH},
    )
    check(
        run.returncode != 0 and "Couldn't find CUDA library root" in run.stdout + run.stderr,
        f"CMake did not stop as the probe predicted (exit {run.returncode}):\n{run.stdout}{run.stderr}",
    )
    # The fix the message gives, run as written: then the probe and CMake both accept the toolkit.
    reason = " ".join(result["decision"]["reason"].split())
    fix = re.search(r"mkdir -p (\S+) && ln -s (\S+) (\S+?)\)", reason)
    check(fix is not None, f"the reason gives no command to run: {reason}")
    nvvm = fix.group(1)
    check(nvvm.startswith(toolkit), f"the fix writes outside the toolkit: {nvvm}")
    explode(toolkit, os.path.relpath(os.path.dirname(nvvm), toolkit))
    os.makedirs(nvvm)
    os.symlink(fix.group(2), fix.group(3))
    check(c.probe(toolkit, timeout=20)["decision"]["build_cuda"] is True, "the fix did not make the toolkit usable")
    build, output = c.configure("fixed", toolkit, "-DCUDACOMPAT_ARCHS=80-real")
    check("build CUDA YES" in output and "CUDAToolkit" in output, output)


@case("include/crt/host_config.h missing", "AUTO", "CPU-only, reason names crt/host_config.h")
def host_config_h_missing_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(explode(toolkit, "include/crt"), "host_config.h"))
    c.expect_cpu_only(c.probe(toolkit), "no crt/host_config.h")


@case("include/crt/host_config.h unreadable (mode 0600, run as nobody)", "AUTO", "CPU-only, reason: not readable")
def host_config_h_unreadable_as_nobody_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    crt = explode(toolkit, "include/crt")
    path = os.path.join(crt, "host_config.h")
    os.unlink(path)
    shutil.copy(os.path.join(c.real13, "include", "crt", "host_config.h"), path)
    os.chmod(path, 0o600)
    c.expect_cpu_only(c.probe(toolkit, as_nobody=True), "host_config.h is not readable")


@case("include/ unreadable (mode 0700, run as nobody)", "AUTO", "CPU-only, reason: no cuda.h under include")
def unreadable_include_directory_as_nobody_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    include = explode(toolkit, "include")
    os.chmod(include, 0o700)
    c.expect_cpu_only(c.probe(toolkit, as_nobody=True), "no cuda.h")


@case("lib/libcudart* removed (no runtime library)", "AUTO", "CPU-only, reason: no libcudart")
def runtime_library_missing_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    lib = explode(toolkit, "lib")
    for name in os.listdir(lib):
        if name.startswith("libcudart"):
            remove(os.path.join(lib, name))
    c.expect_cpu_only(c.probe(toolkit), "no libcudart")


@case("bin/nvcc is a dangling symlink", "AUTO", "CPU-only, reason: no nvcc")
def nvcc_as_a_dangling_symlink_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    nvcc = os.path.join(toolkit, "bin", "nvcc")
    os.unlink(nvcc)
    os.symlink("/nonexistent/cuda/bin/nvcc", nvcc)
    c.expect_cpu_only(c.probe(toolkit), "no nvcc at")


@case("bin/nvcc.profile points nowhere (TOP = /nonexistent)", "AUTO", "CPU-only, reason: cicc is missing")
def an_nvcc_profile_pointing_nowhere_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    profile = os.path.join(toolkit, "bin", "nvcc.profile")
    with open(profile) as f:
        text = f.read()
    write(profile, re.sub(r"(?m)^TOP\s*=.*$", "TOP = /nonexistent/cuda", text))
    c.expect_cpu_only(c.probe(toolkit), "cicc (NVVM) is missing", "/nonexistent/cuda")


@case("version.json says 12.4.1, cuda.h and nvcc say 13.0", "AUTO", "exit 1: the pieces disagree, each witness named")
def version_json_disagreeing_with_cuda_h_stops_naming_each_witness(c):
    toolkit = c.fixtures.cuda13()
    write(os.path.join(toolkit, "version.json"), '{"cuda": {"name": "CUDA SDK", "version": "12.4.1"}}\n')
    error = c.expect_stop(
        c.probe(toolkit, expect_exit=1), "disagree", "version.json", "says 12.4.1", "cuda.h", "says 13.0"
    )
    check("reinstall" in error, error)


@case("include/cuda.h without CUDA_VERSION", "AUTO", "CPU-only, reason: cuda.h does not define CUDA_VERSION")
def cuda_h_without_cuda_version_makes_auto_build_cpu_only(c):
    toolkit = c.fixtures.cuda13()
    include = explode(toolkit, "include")
    with open(os.path.join(c.real13, "include", "cuda.h")) as f:
        text = f.read()
    write(os.path.join(include, "cuda.h"), re.sub(r"(?m)^#define CUDA_VERSION .*$", "/* removed */", text))
    c.expect_cpu_only(c.probe(toolkit), "does not define CUDA_VERSION")


@case(
    "toolkit path with a non-UTF-8 byte and spaces (`cuda \\xff 13`), otherwise intact",
    "AUTO",
    "YES; --json, report, table and header valid UTF-8 with \\xff escaped",
)
def a_path_with_a_non_utf8_byte_and_spaces_is_escaped_and_builds(c):
    toolkit = os.fsdecode(c.fixtures.cuda13(b"cuda \xff 13"))
    result = c.probe(toolkit, timeout=20)
    check(result["decision"]["build_cuda"] is True, result["decision"]["reason"])
    root = result["toolkit"]["root"]["value"]
    check(root.endswith("cuda \\xff 13"), f"the root is not shown with the byte escaped: {root!r}")
    with open(os.path.join(c.out, "config.h"), "rb") as f:
        header = f.read().decode("utf-8")
    check("cuda \\xff 13" in header, "the header comment does not name the escaped path")
    table = subprocess.run(
        [c.tool, "probe", "--features", "skip", "--timeout", "20", "--work-dir", os.path.join(c.scratch, "work")],
        env={"PATH": SAFE_PATH, "CUDA_HOME": toolkit, "TMPDIR": os.path.join(c.scratch, "tmp")},
        capture_output=True,
    )
    check(table.returncode == 0, table.stderr.decode(errors="replace"))
    text = table.stdout.decode("utf-8")
    check("cuda \\xff 13" in text, "the table does not show the escaped path")


@case(
    "CMAKE_CUDA_HOST_COMPILER=/nonexistent/g++-42", "AUTO", "exit 1: the compiler cannot be used, supported ones named"
)
def a_host_compiler_that_does_not_exist_stops_with_the_fix(c):
    result = c.probe(
        c.real13,
        "--host-compiler",
        "/nonexistent/g++-42",
        "--host-compiler-source",
        "CMAKE_CUDA_HOST_COMPILER",
        expect_exit=1,
        timeout=20,
    )
    c.expect_stop(result, "/nonexistent/g++-42", "CMAKE_CUDA_HOST_COMPILER", "cannot be used", "Fixes:", "/usr/bin/g++")


@case(
    "Debian 11.8 with CMAKE_CUDA_HOST_COMPILER=g++-12 (too new: 11.8 accepts GCC <= 11)",
    "AUTO",
    "exit 1: not supported, names /usr/bin/g++-11 and both fixes",
)
def a_host_compiler_too_new_stops_and_names_the_installed_g_11(c):
    toolkit = os.path.join(c.real_toolkits, "cuda-11.8")
    if not os.path.isdir(toolkit):
        raise Skip("no Debian CUDA 11.8")
    result = c.probe(
        toolkit,
        "--host-compiler",
        "/usr/bin/g++-12",
        "--host-compiler-source",
        "CMAKE_CUDA_HOST_COMPILER",
        expect_exit=1,
        timeout=20,
    )
    c.expect_stop(
        result,
        "is not supported by CUDA 11.8",
        "GCC <= 11",
        "/usr/bin/g++-11",
        "CUDACOMPAT_HOST_COMPILER=auto",
        "CUDACOMPAT_ALLOW_UNSUPPORTED_COMPILER=ON",
    )


@case(
    "Debian 11.8 (distro-unpacked), system compiler GCC 12, no host compiler set",
    "AUTO",
    "YES: judged by nvcc.profile's wrapper, which runs g++-11",
)
def debian_11_8_is_judged_by_its_wrappers_g_11_and_auto_says_yes(c):
    toolkit = os.path.join(c.real_toolkits, "cuda-11.8")
    if not os.path.isdir(toolkit):
        raise Skip("no Debian CUDA 11.8")
    result = c.probe(
        toolkit, "--host-compiler", "/usr/bin/c++", "--host-compiler-source", "CMAKE_CXX_COMPILER", timeout=20
    )
    check(result["decision"]["build_cuda"] is True, result["decision"]["reason"])
    host = result["host_compiler"]
    check(host["path"] == "/usr/bin/g++-11" and host["version"].startswith("11."), json.dumps(host))
    check(host["nvcc_default"] is True, "the judged compiler is not nvcc's default")
    check(
        "wrapper" in host["requested"]["source"] and "nvidia-cuda-toolkit/bin/gcc" in host["requested"]["source"],
        host["requested"]["source"],
    )
    check("CMAKE_CXX_COMPILER" in host.get("ignored", ""), "the ignored CMAKE_CXX_COMPILER is not reported")
    check(result["compile_check"]["ran"] is True, json.dumps(result["compile_check"]))


@case(
    "Debian 11.8, CMake configure with GCC 12 as CMAKE_CXX_COMPILER",
    "AUTO",
    "configure succeeds, CMAKE_CUDA_HOST_COMPILER=/usr/bin/g++-11",
)
def debian_11_8_configure_with_gcc_12_enables_cuda_with_g_11(c):
    toolkit = os.path.join(c.real_toolkits, "cuda-11.8")
    if not os.path.isdir(toolkit):
        raise Skip("no Debian CUDA 11.8")
    build, output = c.configure(
        "configure-118", toolkit, "-DCMAKE_CXX_COMPILER=/usr/bin/g++-12", "-DCUDACOMPAT_ARCHS=80-real"
    )
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        report = json.load(f)
    check(report["decision"]["build_cuda"] is True, report["decision"]["reason"])
    with open(os.path.join(build, "CMakeCache.txt")) as f:
        cache = f.read()
    check(
        re.search(r"^CMAKE_CUDA_HOST_COMPILER:FILEPATH=/usr/bin/g\+\+-11$", cache, re.M) is not None,
        "CMake was not given g++-11 as the CUDA host compiler",
    )
    check("The CUDA compiler identification is NVIDIA 11.8" in output, f"CMake did not enable CUDA 11.8:\n{output}")


@case(
    "include/cccl/cuda removed; CMake configure of the consumer",
    "AUTO",
    "configure succeeds CPU-only; CMake never runs its CUDA compiler checks",
)
def cccl_missing_configure_builds_cpu_only_without_cmakes_cuda_checks(c):
    toolkit = c.fixtures.cuda13()
    remove(os.path.join(explode(toolkit, "include/cccl"), "cuda"))
    build, output = c.configure("configure-cccl", toolkit)
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        report = json.load(f)
    check(report["decision"]["build_cuda"] is False, "CUDA is on with the CCCL headers missing")
    check("CCCL headers are missing" in output, "the configure output does not say why")
    c.cmake_never_checked_cuda(build, output)
    with open(os.path.join(build, "include", "cudacompat", "config.h")) as f:
        check("#define CUDACOMPAT_BUILD_CUDA 0" in f.read(), "config.h says CUDA is on")


@case(
    "`nvcc --list-gpu-arch` fails; CMake configure with CUDACOMPAT_CUDA=ON",
    "ON",
    "configure stops with the probe's message; CMake never runs its CUDA compiler checks",
)
def list_gpu_arch_failing_stops_an_on_configure_before_cmakes_cuda_checks(c):
    toolkit = c.fixtures.cuda13_with_nvcc_wrapper(
        "--list-gpu-arch", "echo 'nvcc fatal : cannot load libnvvm' >&2; exit 3"
    )
    build, output = c.configure("configure-on", toolkit, "-DCUDACOMPAT_CUDA=ON", expect_success=False)
    check("requires a CUDA toolkit" in output and "--list-gpu-arch" in output, output)
    c.cmake_never_checked_cuda(build, output)


def malformed_cache_case(text, words):
    def run(c):
        cache = os.path.join(c.out, "feature-cache.json")
        os.makedirs(c.out, exist_ok=True)
        write(cache, text)
        result = c.probe(c.real13, timeout=30, features="foreground", cache=cache)
        check(result["decision"]["build_cuda"] is True, result["decision"]["reason"])
        warnings = " ".join(result["warnings"])
        for word in ["feature-probe cache", "ignored, the probes run again", *words]:
            check(word in warnings, f"no warning saying '{word}': {result['warnings']}")
        with open(cache) as f:
            check(json.load(f)["key"], "the rerun did not replace the malformed cache")

    return run


CASES["a_feature_cache_that_is_not_json_is_ignored_with_a_warning"] = malformed_cache_case(
    "garbage\x00\xff", ["not valid JSON"]
)
CASES["a_truncated_feature_cache_is_ignored_with_a_warning"] = malformed_cache_case(
    '{"key": "0123", "values": {"BF16": 1', ["not valid JSON"]
)
CASES["a_feature_cache_with_wrong_types_is_ignored_with_a_warning"] = malformed_cache_case(
    '{"key": "0123", "source": "x", "values": {"BF16": "yes"}}', ["not an integer"]
)
CASES["a_feature_cache_of_the_wrong_shape_is_ignored_with_a_warning"] = malformed_cache_case(
    "[1, 2, 3]", ["not a JSON object"]
)
for _name, _what in [
    ("a_feature_cache_that_is_not_json_is_ignored_with_a_warning", "feature-probe cache file is not JSON"),
    ("a_truncated_feature_cache_is_ignored_with_a_warning", "feature-probe cache file truncated"),
    ("a_feature_cache_with_wrong_types_is_ignored_with_a_warning", "feature-probe cache: a value is a string"),
    ("a_feature_cache_of_the_wrong_shape_is_ignored_with_a_warning", "feature-probe cache is a JSON array"),
]:
    CASES[_name].broken, CASES[_name].mode = _what, "AUTO"
    CASES[_name].expected = "YES; a warning naming the defect, the probes rerun and rewrite the cache"


@case("compile-check cache file has the wrong types", "AUTO", "YES; a warning, the check runs again")
def a_malformed_compile_check_cache_is_ignored_with_a_warning(c):
    cache = os.path.join(c.out, "feature-cache.json")
    os.makedirs(c.out, exist_ok=True)
    write(cache + ".compile-check.json", '{"key": ["not", "a", "string"], "ok": "yes"}')
    result = c.probe(c.real13, timeout=20, cache=cache)
    check(result["decision"]["build_cuda"] is True, result["decision"]["reason"])
    check(
        any("compile-check cache" in w and "ignored" in w for w in result["warnings"]),
        f"no warning: {result['warnings']}",
    )
    check(
        result["compile_check"]["ran"] and not result["compile_check"]["from_cache"],
        json.dumps(result["compile_check"]),
    )
    again = c.probe(c.real13, timeout=20, cache=cache)
    check(again["compile_check"]["from_cache"] is True, "the rerun did not cache the compile check")


# ---------------------------------------------------------------------------------------------
# Isolation, one case per process.


def namespace_command(scratch, inner):
    if shutil.which("setpriv") is None:
        raise Skip("setpriv (util-linux) is not installed: cannot run the cases as nobody")
    # The directory alone is not a toolkit: on a machine whose toolkits are hidden (an empty file
    # system over it) or removed, it may stay behind empty.
    if not os.path.isfile(os.path.join(SYSTEM_CUDA, "bin", "nvcc")):
        raise Skip(f"no toolkit at {SYSTEM_CUDA} (no bin/nvcc): the fixtures are made from the real toolkit")
    # Every toolkit of the machine is hidden, not only the two the fixtures are made from: with a
    # second CUDA in /usr/local/cuda-X.Y (a workstation), AUTO would rightly take that one.
    views = {
        source: os.path.join(scratch, "real", view)
        for source, view in [(SYSTEM_CUDA, "cuda-13.0"), (SIDE_BY_SIDE, "toolkits")]
    }
    # A /tmp of the case's own where the scratch directory allows it: each case checks that the
    # probe left nothing in /tmp, which other processes of the machine (other tests, other builds)
    # write to meanwhile.
    outside_tmp = not (os.path.realpath(scratch) + os.sep).startswith("/tmp" + os.sep)
    return hidden_toolkits_command(inner, views, private_tmp=outside_tmp)


def run_case(name, args):
    scratch = os.path.join(args.work_dir, name)
    if not args.inside:
        subprocess.run(["chmod", "-R", "u+rwX", scratch], capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)
        os.makedirs(scratch)
        os.chmod(scratch, 0o755)
        inner = [
            sys.executable,
            os.path.abspath(__file__),
            name,
            "--inside",
            "--tool",
            args.tool,
            "--work-dir",
            args.work_dir,
        ]
        if args.package_dir:
            inner += ["--package-dir", args.package_dir]
        command = namespace_command(scratch, inner)
        run = subprocess.run(command, capture_output=True, text=True, timeout=600)
        if run.returncode == 0:  # a passing case leaves nothing behind; a failing one keeps its fixture to look at
            shutil.rmtree(scratch, ignore_errors=True)
        return run.returncode, (run.stdout + run.stderr).strip()
    try:
        CASES[name](Case(args, scratch))
    except Skip as reason:
        return SKIP, f"SKIPPED: {reason}"
    except AssertionError as error:
        return 1, f"FAILED: {error}"
    return 0, "PASSED"


def table(args):
    rows = [
        "# Fault matrix: half-broken CUDA toolkits",
        "",
        "Generated by `tests/faults/toolkit/test_toolkit_faults.py --table` (`ctest -L faults` runs the same "
        "cases). Each fixture is made from a real toolkit (a symlink farm of `/usr/local/cuda-13.0` or Debian's "
        "unpacked CUDA 11.8 with one part removed, replaced or broken; nvcc wrappers exec the real nvcc except for "
        "one query), in a private mount namespace where the machine's own toolkits are hidden. Every case also "
        "checks that stdout is one complete JSON document in valid UTF-8, that the toolkit's tree and `/tmp` are "
        "unchanged, that nvcc left nothing in its TMPDIR, and that a failed run did not replace the header.",
        "",
        "| case | what is broken | mode | expected result | result |",
        "|---|---|---|---|---|",
    ]
    total = 0.0
    failures = 0
    for name in sorted(CASES):
        started = time.monotonic()
        try:
            code, text = run_case(name, args)
        except Skip as reason:
            code, text = SKIP, f"SKIPPED: {reason}"
        seconds = time.monotonic() - started
        total += seconds
        result = {0: "pass", SKIP: "skipped"}.get(code, "FAIL")
        if code not in (0, SKIP):
            failures += 1
            print(f"{name}: {text}", file=sys.stderr)
        function = CASES[name]
        rows.append(
            f"| `{name}` | {function.broken} | {function.mode} | {function.expected} | {result} ({seconds:.1f} s) |"
        )
        print(f"{result:7} {seconds:5.1f} s  {name}", file=sys.stderr)
    rows += [
        "",
        f"{len(CASES)} cases, {len(CASES) - failures} without failure, {total:.1f} s in all (one after another).",
        "",
    ]
    with open(args.table, "w") as f:
        f.write("\n".join(rows))
    return 1 if failures else 0


def _test_of(name):
    """The pytest test of one case: the case run in its namespace, as `test_toolkit_faults.py <case>` runs it.
    The work folder is the build tree's, outside /tmp, so that the case's own /tmp is private."""

    def test(tool, case_arg):
        args = argparse.Namespace(
            tool=tool,
            package_dir=os.path.abspath(case_arg("package_dir")),
            work_dir=os.path.abspath(case_arg("work_dir")),
            inside=False,
        )
        try:
            code, text = run_case(name, args)
        except Skip as reason:
            code, text = SKIP, f"SKIPPED: {reason}"
        print(text)
        if code == SKIP:
            skip(text.removeprefix("SKIPPED: "))
        expect(code == 0, f"{name} exits {code}: {text}")

    test.__doc__ = f"{CASES[name].broken} ({CASES[name].mode}): {CASES[name].expected}"
    return test


for _name in CASES:
    globals()[f"test_{_name}"] = _test_of(_name)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("case", nargs="?", choices=sorted(CASES) + ["list"])
    parser.add_argument("--tool", help="bin/cudacompat to test")
    parser.add_argument("--package-dir", help="the cudacompat build tree, for the CMake configure cases")
    parser.add_argument("--work-dir", help="scratch directory (one subdirectory per case)")
    parser.add_argument("--table", help="run every case and write the markdown table to this file")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.case == "list":
        print("\n".join(sorted(CASES)))
        return 0
    if not args.tool or not args.work_dir:
        parser.error("--tool and --work-dir are required")
    args.tool, args.work_dir = os.path.abspath(args.tool), os.path.abspath(args.work_dir)
    if args.package_dir:
        args.package_dir = os.path.abspath(args.package_dir)
    if args.table:
        return table(args)
    if not args.case:
        parser.error("name a case, or give --table")
    try:
        code, text = run_case(args.case, args)
    except Skip as reason:
        code, text = SKIP, f"SKIPPED: {reason}"
    print(text)
    return code


if __name__ == "__main__":
    sys.exit(main())
