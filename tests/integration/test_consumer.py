#!/usr/bin/env python3
"""CMake integration tests: configure (and build) tests/integration/consumer against cudacompat.

Each case is a function named as a sentence. A pytest module: a test per case, test_<case>, which
ctest runs one per process (tests/integration/CMakeLists.txt, with --case-arg package_dir= and
work_dir=; the names come from `list`). By hand, as before:
    test_consumer.py <case> --package-dir <cudacompat build tree> --work-dir <scratch>
Exit 0 pass, 1 fail (with the reason), 77 skipped (with the reason).
"""

import argparse
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from case_checks import Skip, check, fail, run_case, skip  # noqa: E402
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment  # noqa: E402
from toolkit_farm import debian_toolkit_copy  # noqa: E402
from toolkit_presence import needs_a_toolkit, probe_report, toolkit_here  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CONSUMER = os.path.join(HERE, "consumer")


class Case:
    def __init__(self, package_dir, work_dir):
        self.package_dir = package_dir
        self.work_dir = work_dir

    def configure(self, name, *args, env=None, hide_toolkits=False, keep_toolkits=(), expect_success=True):
        """A configure of the consumer. hide_toolkits: on a machine with no toolkit but those in
        keep_toolkits (their directories), whatever else this machine has installed."""
        build = os.path.join(self.work_dir, name)
        command = ["cmake", "-S", CONSUMER, "-B", build, "-G", "Ninja", f"-Dcudacompat_DIR={self.package_dir}", *args]
        full_env = dict(os.environ)
        full_env.pop("CUDACOMPAT_CUDA", None)
        full_env.update(env or {})
        if hide_toolkits:
            command = hidden_toolkits_command(command, keep=keep_toolkits)
            full_env = hidden_toolkits_environment(full_env, keep=keep_toolkits)
        run = subprocess.run(command, env=full_env, capture_output=True, text=True, timeout=300)
        # CMake wraps long messages: compare words, not line breaks.
        output = " ".join((run.stdout + run.stderr).split())
        if expect_success and run.returncode != 0:
            fail(f"configure failed (exit {run.returncode}):\n{output}")
        if not expect_success and run.returncode == 0:
            fail(f"configure succeeded but should have stopped:\n{output}")
        return build, output

    def build(self, build, hide_toolkits=False):
        command, env = ["cmake", "--build", build, "-j2"], None
        if hide_toolkits:
            command, env = hidden_toolkits_command(command), hidden_toolkits_environment()
        run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        check(run.returncode == 0, f"build failed:\n{run.stdout}{run.stderr}")
        return run.stdout

    def needs_a_toolkit(self):
        """Skips the case, with the reason, on a machine where cudacompat's own probe found none."""
        needs_a_toolkit(self.package_dir, "this case")

    def toolkit_here(self):
        return toolkit_here(self.package_dir)

    report = staticmethod(probe_report)

    @staticmethod
    def header(build):
        with open(os.path.join(build, "include", "cudacompat", "config.h")) as f:
            return f.read()


def expected_default_architectures(report):
    """The documented policy, recomputed from the supported list the toolkit itself gave, less what
    its nvcc deprecates."""
    deprecated = set((report["architectures"].get("deprecated") or {}).get("value", []))
    supported = [a for a in report["architectures"]["supported"]["value"] if a.isdigit() and a not in deprecated]
    families = {}
    for arch in sorted(supported, key=int):
        families.setdefault(int(arch) // 10, arch)
    archs = [families[f] + "-real" for f in sorted(families)]
    archs[-1] = families[max(families)]
    return archs


# ----------------------------------------------------------------------------------------------
CASES = {}


def case(function):
    CASES[function.__name__] = function
    return function


@case
def the_real_toolkit_builds_kernels_for_the_default_architectures(case):
    case.needs_a_toolkit()
    build, output = case.configure("real-toolkit")
    report = case.report(build)
    check(report["decision"]["build_cuda"] is True, f"build_cuda is false: {report['decision']['reason']}")
    check(report["toolkit"]["found"], "no toolkit found")
    for key in ["version", "root", "layout"]:
        check(report["toolkit"][key]["source"], f"toolkit.{key} has no source")
    check(
        report["architectures"]["value"] == expected_default_architectures(report),
        f"architectures {report['architectures']['value']} are not the default policy",
    )
    check("build CUDA YES" in output, "the configure summary does not say the kernels are built")
    header = case.header(build)
    check("#define CUDACOMPAT_BUILD_CUDA 1" in header, "config.h says CUDA is off")
    case.build(build)
    library = os.path.join(build, "libconsumer_kernels.a")
    sections = subprocess.run(["readelf", "-S", "-W", library], capture_output=True, text=True).stdout
    check(".nv_fatbin" in sections, "the built library carries no GPU code (.nv_fatbin)")
    # Every requested SASS architecture is in the fatbin: its ELF entries name sm_XX.
    with open(library, "rb") as f:
        data = f.read()
    for sass in report["architectures"]["sass"]:
        check(f"arch = {sass}".encode() in data or sass.encode() in data, f"{sass} is missing from the built kernels")


@case
def with_no_toolkit_auto_builds_the_cpu_implementation_and_says_why(case):
    build, output = case.configure("hidden-auto", hide_toolkits=True)
    report = case.report(build)
    check(report["decision"]["build_cuda"] is False, "build_cuda is true with every toolkit hidden")
    check("no usable CUDA toolkit" in report["decision"]["reason"], report["decision"]["reason"])
    check("build CUDA NO" in output, "the summary does not say the kernels are skipped")
    check("#define CUDACOMPAT_BUILD_CUDA 0" in case.header(build), "config.h says CUDA is on")
    case.build(build, hide_toolkits=True)


@case
def with_no_toolkit_on_stops_configure_with_what_is_missing(case):
    _, output = case.configure("hidden-on", "-DCUDACOMPAT_CUDA=ON", hide_toolkits=True, expect_success=False)
    check("requires a CUDA toolkit" in output, output)
    check("CUDAToolkit_ROOT" in output, "the message does not say how to point at a toolkit")
    # Where it looked, and how to look further; the prefix names the setting it is about.
    check(
        "searched CUDAToolkit_ROOT, CUDA_HOME" in output and "-DCUDACOMPAT_TOOLKIT_SEARCH_PATH=" in output,
        f"the message does not say where it looked and how to widen the search:\n{output}",
    )
    check("CUDACOMPAT_CUDA=ON (CMake variable) requires" in output, f"the prefix does not name the setting:\n{output}")


@case
def an_unsupported_architecture_stops_configure_and_lists_the_supported_ones(case):
    case.needs_a_toolkit()
    _, output = case.configure("bad-arch", "-DCMAKE_CUDA_ARCHITECTURES=35;90", expect_success=False)
    check(
        "CUDACOMPAT_CUDA=AUTO (default):" not in output, f"the architecture error is prefixed with the mode:\n{output}"
    )
    check("asks for 35" in output and "does not support" in output, output)
    check("It supports:" in output, "the supported architectures are not listed")


@case
def native_architectures_are_refused_because_they_need_a_gpu(case):
    case.needs_a_toolkit()
    _, output = case.configure("native", "-DCMAKE_CUDA_ARCHITECTURES=native", expect_success=False)
    check("needs a GPU" in output, output)


@case
def the_environment_variable_turns_cuda_off(case):
    build, _ = case.configure("env-off", env={"CUDACOMPAT_CUDA": "OFF"})
    decision = case.report(build)["decision"]
    check(decision["build_cuda"] is False, "CUDACOMPAT_CUDA=OFF in the environment was ignored")
    check(decision["mode_source"] == "CUDACOMPAT_CUDA (environment)", decision["mode_source"])
    check(decision["reason"].startswith("CUDACOMPAT_CUDA=OFF (environment): "), decision["reason"])
    # The environment is read on every configure, not frozen into the cache.
    build, _ = case.configure("env-off")
    decision = case.report(build)["decision"]
    check(
        decision["mode_source"] != "CUDACOMPAT_CUDA (environment)" and decision["build_cuda"] is case.toolkit_here(),
        f"the old environment value stuck in the cache: {decision}",
    )


@case
def off_reports_the_toolkit_it_found_without_selecting_it(case):
    case.needs_a_toolkit()
    build, output = case.configure("off-not-selected", "-DCUDACOMPAT_CUDA=OFF")
    check(
        case.report(build)["decision"]["reason"].startswith("CUDACOMPAT_CUDA=OFF (CMake variable): "),
        case.report(build)["decision"]["reason"],
    )
    check(
        re.search(r"candidate .* selected", output) is None,
        f"under OFF the summary says a toolkit was selected:\n{output}",
    )
    check(
        "found, not used (CUDACOMPAT_CUDA=OFF)" in output,
        f"the summary does not say the toolkit is not used:\n{output}",
    )
    header = case.header(build)
    check(
        "#define CUDACOMPAT_CTK_VERSION 0" in header and re.search(r"CUDACOMPAT_HAS_\w+ 1", header) is None,
        f"a CPU-only header says a CUDA API is available:\n{header}",
    )


@case
def a_cmake_variable_beats_the_environment(case):
    case.needs_a_toolkit()
    build, _ = case.configure("var-beats-env", "-DCUDACOMPAT_CUDA=ON", env={"CUDACOMPAT_CUDA": "OFF"})
    decision = case.report(build)["decision"]
    check(decision["build_cuda"] is True and decision["mode"] == "ON", json.dumps(decision))


@case
def cuda_version_selects_and_an_absent_version_lists_what_is_installed(case):
    case.needs_a_toolkit()
    build, _ = case.configure("select-version", "-DCUDACOMPAT_CUDA_VERSION=>=11.0")
    check(case.report(build)["decision"]["build_cuda"] is True, "a range matching the toolkit was refused")
    _, output = case.configure("absent-version", "-DCUDACOMPAT_CUDA_VERSION=10.2", expect_success=False)
    check("matches no usable toolkit" in output and "installed:" in output, output)
    # Each candidate with its reason, and how to search further.
    check(
        re.search(r"CUDA 1[1-9]\.\d+\.\d+ at \S+ \(\w+\) \(does not match 10\.2\)", output) is not None,
        f"the message does not give each candidate's reason:\n{output}",
    )
    check(
        "CUDACOMPAT_TOOLKIT_SEARCH_PATH" in output and "even under AUTO" in output,
        f"the message does not say how to widen the search or that it stops AUTO:\n{output}",
    )
    check(
        "CUDACOMPAT_CUDA=AUTO (default): CUDACOMPAT_CUDA_VERSION" not in output,
        f"the message is prefixed with the mode, not the setting it is about:\n{output}",
    )


@case
def a_no_change_reconfigure_rewrites_nothing_and_rebuilds_nothing(case):
    build, _ = case.configure("no-change", "-DCUDACOMPAT_ARCHS=90")
    case.build(build)
    header = os.path.join(build, "include", "cudacompat", "config.h")
    report = os.path.join(build, "cudacompat-probe.json")
    stamps = (os.stat(header).st_mtime_ns, os.stat(report).st_mtime_ns)
    time.sleep(0.05)
    case.configure("no-change", "-DCUDACOMPAT_ARCHS=90")
    check((os.stat(header).st_mtime_ns, os.stat(report).st_mtime_ns) == stamps, "the reconfigure rewrote its outputs")
    dry = subprocess.run(["ninja", "-C", build, "-n"], capture_output=True, text=True).stdout
    check("no work to do" in dry, f"a no-change reconfigure left work to do:\n{dry}")


def cache_value(build, name):
    with open(os.path.join(build, "CMakeCache.txt")) as f:
        for line in f:
            if line.startswith(name + ":"):
                return line.split("=", 1)[1].strip()
    return None


@case
def the_users_architectures_and_host_compiler_survive_a_reconfigure(case):
    case.needs_a_toolkit()
    compiler = shutil.which("g++") or shutil.which("c++")
    build, _ = case.configure(
        "user-choices", "-DCMAKE_CUDA_ARCHITECTURES=90-real", f"-DCMAKE_CUDA_HOST_COMPILER={compiler}"
    )
    for run in ("first", "second"):
        report = case.report(build)
        check(report["architectures"]["value"] == ["90-real"], f"{run} run: {report['architectures']}")
        check(
            report["architectures"]["source"] == "CMAKE_CUDA_ARCHITECTURES",
            f"{run} run: {report['architectures']['source']}",
        )
        check(
            report["host_compiler"]["requested"]["source"] == "CMAKE_CUDA_HOST_COMPILER",
            f"{run} run: {report['host_compiler']['requested']}",
        )
        check(cache_value(build, "CMAKE_CUDA_ARCHITECTURES") == "90-real", "the cache lost the user's architectures")
        case.configure("user-choices")


@case
def the_default_architectures_land_in_cmakes_cache(case):
    case.needs_a_toolkit()
    build, _ = case.configure("default-archs")
    report = case.report(build)
    check(
        cache_value(build, "CMAKE_CUDA_ARCHITECTURES") == ";".join(report["architectures"]["value"]),
        f"CMAKE_CUDA_ARCHITECTURES={cache_value(build, 'CMAKE_CUDA_ARCHITECTURES')}, "
        f"report {report['architectures']['value']}",
    )
    case.configure("default-archs")
    check(
        case.report(build)["architectures"]["source"].startswith("default policy"),
        "a reconfigure took our own value for the user's",
    )


SIDE_BY_SIDE = "/opt/cudacompat/toolkits"


def side_by_side_toolkits():
    manifest = os.path.join(SIDE_BY_SIDE, "manifest.json")
    if not os.path.exists(manifest):
        raise Skip(f"no {manifest}: ci/install-toolkits.sh installs the side-by-side toolkits")
    with open(manifest) as f:
        return {t["name"]: t for t in json.load(f)["toolkits"]}


@case
def selecting_11_8_with_gcc_12_as_cuda_host_compiler_stops_and_names_the_installed_g_11(case):
    # Without CMAKE_CUDA_HOST_COMPILER, nvcc 11.8 uses Debian's gcc wrappers (g++-11) and builds;
    # given GCC 12 explicitly, it must stop.
    side_by_side_toolkits()
    _, output = case.configure(
        "select-118-gcc12",
        f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SIDE_BY_SIDE}",
        "-DCUDACOMPAT_CUDA_VERSION=11.8",
        "-DCMAKE_CUDA_HOST_COMPILER=/usr/bin/g++-12",
        expect_success=False,
    )
    check("is not supported by CUDA 11.8.89" in output, output)
    check("GCC <= 11" in output and "/usr/bin/g++-11" in output, "the message does not name the supported g++-11")
    check(
        "CUDACOMPAT_HOST_COMPILER=auto" in output and "CUDACOMPAT_ALLOW_UNSUPPORTED_COMPILER=ON" in output,
        "the message does not give both fixes",
    )


@case
def selecting_11_8_with_auto_picks_g_11_and_builds(case):
    side_by_side_toolkits()
    build, _ = case.configure(
        "select-118-auto",
        f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SIDE_BY_SIDE}",
        "-DCUDACOMPAT_CUDA_VERSION=11.8",
        "-DCUDACOMPAT_HOST_COMPILER=auto",
        "-DCUDACOMPAT_ARCHS=80-real",
    )
    report = case.report(build)
    check(report["toolkit"]["version"]["value"].startswith("11.8."), report["toolkit"]["version"]["value"])
    check(report["host_compiler"]["path"].endswith("g++-11"), report["host_compiler"]["path"])
    check(cache_value(build, "CMAKE_CUDA_HOST_COMPILER").endswith("g++-11"), "CMake was not given g++-11")
    case.build(build)


@case
def a_version_range_selects_the_matching_toolkit(case):
    side_by_side_toolkits()
    build, _ = case.configure(
        "select-range", f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SIDE_BY_SIDE}", "-DCUDACOMPAT_CUDA_VERSION=>=12.0,<13"
    )
    version = case.report(build)["toolkit"]["version"]["value"]
    check(version.startswith("12."), f"a range of 12.x selected {version}")


@case
def a_toolkit_whose_pieces_disagree_is_refused_naming_both_versions(case):
    toolkits = side_by_side_toolkits()
    mix = os.path.join(case.work_dir, "careless-mix")
    os.makedirs(os.path.join(mix, "bin"))
    os.makedirs(os.path.join(mix, "lib64"))
    real_nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    with open(os.path.join(mix, "bin", "nvcc"), "w") as f:
        f.write(f'#!/bin/sh\nexec "{real_nvcc}" "$@"\n')
    os.chmod(os.path.join(mix, "bin", "nvcc"), 0o755)
    shutil.copytree(toolkits["cuda-12.4"]["include_dirs"][0], os.path.join(mix, "include"), symlinks=True)
    open(os.path.join(mix, "lib64", "libcudart.so"), "w").close()
    _, output = case.configure("mix", f"-DCUDAToolkit_ROOT={mix}", expect_success=False)
    check("disagree" in output and "says 12.4" in output, output)
    check(
        f"CUDAToolkit_ROOT (CMake variable): the toolkit at {mix} cannot be used" in output,
        f"the message does not start with the setting it is about:\n{output}",
    )
    check(re.search(r"nvcc --version \([^)]*\) says 1[3-9]\.", output) is not None, "the nvcc version is not named")


def summary_row(output, key):
    """A row of the configure summary (the output with its whitespace collapsed): the text after `key`
    up to the next row's key."""
    match = re.search(
        re.escape(key) + r" (.*?) (?:features \(no\)|GPU / driver|build CUDA|candidate|host compiler|architectures|$)",
        output,
    )
    return match.group(1) if match else None


@case
def a_second_toolkit_made_unusable_is_listed_in_the_summary_with_its_reason(case):
    case.needs_a_toolkit()
    toolkits = side_by_side_toolkits()
    if "cuda-12.4" not in toolkits:
        raise Skip("no CUDA 12.4 under " + SIDE_BY_SIDE)
    # A CUDA 12.4 whose nvcc runs but whose headers are gone, in a scratch search directory.
    scratch = os.path.join(case.work_dir, "unusable-search")
    shutil.rmtree(scratch, ignore_errors=True)
    broken = os.path.join(scratch, "cuda-12.4")
    os.makedirs(os.path.join(broken, "bin"))
    with open(os.path.join(broken, "bin", "nvcc"), "w") as f:
        f.write(f'#!/bin/sh\nexec "{toolkits["cuda-12.4"]["nvcc"]}" "$@"\n')
    os.chmod(os.path.join(broken, "bin", "nvcc"), 0o755)
    build, output = case.configure("unusable-candidate", f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={scratch}")
    report = case.report(build)
    candidate = next((c for c in report["toolkit"]["candidates"] if c["root"] == broken), None)
    check(
        candidate is not None and not candidate["usable"] and candidate["problems"],
        f"the probe found {broken} unusable, with problems: {candidate}",
    )
    check(
        f"candidate {broken} 12.4.131 [standard] unusable: {candidate['problems'][0]}" in output,
        f"the summary gives the candidate's reason ({candidate['problems'][0]}):\n{output}",
    )


@case
def cuda_off_summary_lists_the_features_config_h_sets(case):
    case.needs_a_toolkit()
    build, output = case.configure("off-summary", "-DCUDACOMPAT_CUDA=OFF")
    header = case.header(build)
    set_in_header = sorted(re.findall(r"#define CUDACOMPAT_HAS_(\w+) 1", header))
    check(set_in_header == [], f"config.h sets no feature under OFF: {set_in_header}")
    check(summary_row(output, "features (yes)") == "-", f"the OFF summary lists no feature as yes:\n{output}")
    check("config.h sets every feature to 0 when CUDA is not built" in output, f"and says why:\n{output}")
    # The same rows under AUTO agree with config.h too.
    build, output = case.configure("auto-summary")
    header = case.header(build)
    yes = (summary_row(output, "features (yes)") or "").split()
    check(
        sorted(yes) == sorted(re.findall(r"#define CUDACOMPAT_HAS_(\w+) 1", header)) and yes,
        f"the AUTO summary's features (yes) are config.h's ones: {yes}",
    )


def cuda_13_0_for_the_dialect_floor(case):
    case.needs_a_toolkit()
    # The toolkit the consumer gets is the one cudacompat's own build chose (the same search).
    version = case.report(case.package_dir)["toolkit"]["version"]["value"]
    if not version.startswith("13."):
        raise Skip(f"this machine's default toolkit is CUDA {version}; the case needs CCCL 3 (CUDA 13)")


@case
def requires_cccl_with_cuda_13_and_cuda_standard_14_stops_configure_naming_cxx_17(case):
    cuda_13_0_for_the_dialect_floor(case)
    _, output = case.configure(
        "dialect-14", "-DCONSUMER_REQUIRES=CCCL", "-DCONSUMER_CUDA_STANDARD=14", expect_success=False
    )
    check(
        "needs C++17 or newer" in output
        and "consumer_kernels (CUDA_STANDARD 14)" in output
        and "CUDA_STANDARD 17" in output,
        f"configure stops naming the target, C++17 and the fix:\n{output}",
    )
    # Said only where it applies: C++17 configures; CCCL left to the default warns instead of stopping.
    case.configure("dialect-17", "-DCONSUMER_REQUIRES=CCCL", "-DCONSUMER_CUDA_STANDARD=17")
    _, output = case.configure("dialect-default", "-DCONSUMER_CUDA_STANDARD=14")
    check(
        "CMake Warning" in output and "needs C++17 or newer" in output and "cudacompat_configure(REQUIRES)" in output,
        f"with CCCL only the default, a warning that says how to declare no CCCL:\n{output}",
    )


@case
def find_package_cudatoolkit_under_cmake_3_10_policies_finds_the_toolkit_cudacompat_chose(case):
    # CUDAToolkit_ROOT is ignored by find_package() under CMP0074's OLD behaviour (cmake_minimum_required
    # below 3.12); the toolkit cudacompat chose must still be the one CMake's FindCUDAToolkit finds.
    toolkits = side_by_side_toolkits()
    if "cuda-12.4" not in toolkits:
        raise Skip("no CUDA 12.4 under " + SIDE_BY_SIDE)
    project = os.path.join(case.work_dir, "cmp0074-project")
    os.makedirs(project, exist_ok=True)
    with open(os.path.join(project, "CMakeLists.txt"), "w") as f:
        f.write(
            "cmake_minimum_required(VERSION 3.10)\nproject(old_policies LANGUAGES CXX)\n"
            "find_package(cudacompat REQUIRED CONFIG)\ncudacompat_configure(REQUIRES)\n"
            "cmake_policy(GET CMP0074 policy)\nfind_package(CUDAToolkit REQUIRED)\n"
            'message(STATUS "CMP0074=${policy} CUDAToolkit ${CUDAToolkit_VERSION} in ${CUDAToolkit_BIN_DIR}")\n'
        )
    build = os.path.join(case.work_dir, "cmp0074")
    # The machine's other toolkits hidden: a CUDA 12.4 in /usr/local/cuda-12.4 (a workstation) is
    # searched first and would be chosen, and the case would not test the side-by-side one.
    command = [
        "cmake",
        "-S",
        project,
        "-B",
        build,
        "-G",
        "Ninja",
        f"-Dcudacompat_DIR={case.package_dir}",
        f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SIDE_BY_SIDE}",
        "-DCUDACOMPAT_CUDA_VERSION=12.4",
    ]
    run = subprocess.run(
        hidden_toolkits_command(command, keep=(SIDE_BY_SIDE,)),
        env=hidden_toolkits_environment(keep=(SIDE_BY_SIDE,)),
        capture_output=True,
        text=True,
        timeout=300,
    )
    output = " ".join((run.stdout + run.stderr).split())
    check(run.returncode == 0, f"configure failed:\n{output}")
    found = re.search(r"CMP0074=(\S*) CUDAToolkit (\S+) in (\S+)", output)
    check(found and found.group(1) != "NEW", f"the project runs with CMP0074 not NEW: {found and found.group(0)}")
    check(
        found.group(2).startswith("12.4.") and found.group(3).startswith(toolkits["cuda-12.4"]["root"]),
        f"find_package(CUDAToolkit) found the toolkit cudacompat chose (CUDA 12.4): {found.group(0)}",
    )


@case
def the_default_policy_on_cuda_11_8_leaves_out_what_its_nvcc_deprecates_and_builds_without_the_warning(case):
    toolkits = side_by_side_toolkits()
    if "cuda-11.8" not in toolkits:
        raise Skip("no CUDA 11.8 under " + SIDE_BY_SIDE)
    build, _ = case.configure(
        "default-118",
        f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SIDE_BY_SIDE}",
        "-DCUDACOMPAT_CUDA_VERSION=11.8",
        "-DCUDACOMPAT_HOST_COMPILER=auto",
    )
    report = case.report(build)
    deprecated = (report["architectures"].get("deprecated") or {}).get("value", [])
    check(
        deprecated == ["35", "37"] and "nvcc --dryrun" in report["architectures"]["deprecated"]["source"],
        f"nvcc 11.8 itself deprecates sm_35 and sm_37: {report['architectures'].get('deprecated')}",
    )
    archs = report["architectures"]["value"]
    check(
        archs == expected_default_architectures(report) and not any(a.startswith(("35", "37")) for a in archs),
        f"the default policy leaves them out: {archs}",
    )
    log = case.build(build)
    check("deprecated" not in log, f"no deprecation warning from nvcc in the build:\n{log}")


# One list for every toolkit: the Maxwell-to-Volta architectures CUDA 13 dropped, and sm_110, which
# only CUDA 13 has.
ONE_LIST = "50;52;53;60;61;62;70;72;110"


def every_toolkit():
    """Each real toolkit of the matrix, by name: root to give CUDAToolkit_ROOT."""
    toolkits = {name: t["root"] for name, t in side_by_side_toolkits().items()}
    if os.path.isdir("/usr/local/cuda-13.0"):
        toolkits["cuda-13.0"] = "/usr/local/cuda-13.0"
    return toolkits


def clamped_on_every_toolkit(case, names):
    for name in names:
        root = every_toolkit().get(name)
        if root is None:
            raise Skip(f"no {name} installed here (ci/install-toolkits.sh installs the matrix)")
        build, output = case.configure(
            f"clamp-{name}",
            f"-DCUDAToolkit_ROOT={root}",
            f"-DCUDACOMPAT_ARCHS={ONE_LIST}",
            "-DCUDACOMPAT_ARCHS_POLICY=clamp",
            "-DCUDACOMPAT_HOST_COMPILER=auto",
        )
        report = case.report(build)
        check(report["decision"]["build_cuda"] is True, f"{name}: {report['decision']['reason']}")
        # What was dropped is what this toolkit's own list lacks, each named with why.
        supported = set(report["architectures"]["supported"]["value"])
        lacking = [a for a in ONE_LIST.split(";") if a not in supported]
        kept = [a for a in ONE_LIST.split(";") if a in supported]
        check(lacking, f"{name} supports the whole list {ONE_LIST}: the case tests nothing")
        adjustments = report["architectures"]["adjustments"]
        for arch in lacking:
            note = next((a for a in adjustments if a.startswith(f"dropped {arch}: ")), None)
            check(
                note is not None and re.search(r"CUDA \d+\.\d+", note),
                f"{name}: {arch} is not reported with why: {adjustments}",
            )
            check(
                f"CUDACOMPAT_ARCHS_POLICY=clamp: dropped {arch}: " in output,
                f"{name}: configure does not say {arch} was dropped",
            )
        built = [a.split("-")[0] for a in report["architectures"]["value"]]
        check(built == kept, f"{name}: built {built}, expected the supported part of the list {kept}")
        # Every entry of the list carries PTX, so the newest kept one still does: GPUs newer than the toolkit JIT it.
        check(report["architectures"]["ptx"] == [f"compute_{a}" for a in kept], f"{name}: {report['architectures']}")
        check(
            cache_value(build, "CMAKE_CUDA_ARCHITECTURES") == ";".join(report["architectures"]["value"]),
            f"{name}: CMake was not given the clamped list",
        )


@case
def one_architecture_list_configures_on_cuda_11_8_and_12_4_under_the_clamp_policy(case):
    clamped_on_every_toolkit(case, ["cuda-11.8", "cuda-12.4"])


@case
def one_architecture_list_configures_on_cuda_13_0_and_the_pip_toolkit_under_the_clamp_policy(case):
    clamped_on_every_toolkit(case, ["cuda-13.0", "pip-cuda13"])


@case
def one_architecture_list_under_the_strict_policy_stops_naming_why_and_the_clamp_policy(case):
    case.needs_a_toolkit()
    _, output = case.configure("strict", f"-DCUDACOMPAT_ARCHS={ONE_LIST}", expect_success=False)
    check("CUDACOMPAT_ARCHS asks for" in output and "does not support" in output, output)
    check(
        re.search(r"50: CUDA \d+\.\d+ dropped it", output) is not None,
        f"the message does not say why 50 is refused:\n{output}",
    )
    check("CUDACOMPAT_ARCHS_POLICY=clamp" in output, f"the message does not name the clamp policy:\n{output}")


@case
def setting_cmake_cuda_architectures_after_configure_warns(case):
    case.needs_a_toolkit()
    build, output = case.configure(
        "archs-after", "-DCUDACOMPAT_ARCHS=90-real", "-DCONSUMER_ARCHITECTURES_AFTER=80-real"
    )
    check(
        "CMAKE_CUDA_ARCHITECTURES was set to '80-real'" in output and "chose '90-real'" in output,
        f"no warning that the project overrode the architectures:\n{output}",
    )
    check("CUDACOMPAT_ARCHS" in output.split("CMAKE_CUDA_ARCHITECTURES was set to")[1], "the warning gives no fix")
    _, quiet = case.configure("archs-not-after", "-DCUDACOMPAT_ARCHS=90-real")
    check("CMAKE_CUDA_ARCHITECTURES was set to" not in quiet, f"a project that leaves them alone is warned:\n{quiet}")


def nvcc_commands(case, build):
    """The nvcc command lines of a real build of the consumer (rebuilt from clean), as ninja ran them."""
    subprocess.run(["cmake", "--build", build, "--target", "clean"], capture_output=True, text=True, check=True)
    run = subprocess.run(["cmake", "--build", build, "-j2", "-v"], capture_output=True, text=True, timeout=600)
    check(run.returncode == 0, f"build failed:\n{run.stdout}{run.stderr}")
    commands = [
        line for line in run.stdout.splitlines() if "nvcc" in line and "scale_cuda.cu" in line and " -c " in line
    ]
    check(commands, f"the build ran no nvcc on scale_cuda.cu:\n{run.stdout}")
    return commands


THREADS_ROW = re.compile(
    r"nvcc threads (--threads (\d+)|not passed[^:]*): (\S+) targets, "
    r"(\d+) cores, (\d+) MB available / (\d+) MB a thread"
)


@case
def nvcc_gets_threads_from_targets_cores_and_memory_and_the_summary_says_why(case):
    case.needs_a_toolkit()
    # Two real targets: nvcc compiles both at once when the machine has two cores and the memory.
    build, output = case.configure("nvcc-threads", "-DCUDACOMPAT_ARCHS=80-real;90-real")
    row = THREADS_ROW.search(output)
    check(row is not None, f"the summary has no nvcc threads row with its reason:\n{output}")
    _, passed, targets, cores, available_mb, budget_mb = row.groups()
    check(targets == "2", f"the summary counts {targets} targets for 80-real;90-real, not 2")
    check(int(cores) == os.cpu_count(), f"the summary says {cores} cores; this machine has {os.cpu_count()}")
    with open("/proc/meminfo") as f:
        total_mb = int(re.search(r"MemTotal:\s+(\d+) kB", f.read()).group(1)) // 1024
    check(0 < int(available_mb) <= total_mb, f"available memory {available_mb} MB is not within 0..{total_mb} MB")
    check(budget_mb == "1536", f"the default per-thread budget is {budget_mb} MB, not the documented 1536")
    expected = min(2, int(cores), int(available_mb) // int(budget_mb))
    commands = nvcc_commands(case, build)
    if expected >= 2:
        check(
            passed == str(expected), f"the summary says --threads {passed}; min(targets, cores, memory) is {expected}"
        )
        check(
            all(f"--threads {expected}" in c for c in commands), f"nvcc was not given --threads {expected}:\n{commands}"
        )
    else:
        check(passed is None, f"the summary passes --threads {passed} where min(targets, cores, memory) is {expected}")
        check(not any("--threads" in c for c in commands), f"nvcc was given --threads on one thread:\n{commands}")
    # Both architectures are still built, whatever the threads.
    with open(os.path.join(build, "libconsumer_kernels.a"), "rb") as f:
        data = f.read()
    for sass in ("sm_80", "sm_90"):
        check(sass.encode() in data, f"{sass} is missing from the kernels built with --threads")
    # A budget bigger than this machine's memory leaves one thread: no flag, and the summary says so.
    _, tight = case.configure("nvcc-threads", "-DCUDACOMPAT_NVCC_THREAD_MEMORY_MB=100000000")
    check(
        "nvcc threads not passed (1 thread, nvcc's default): 2 targets" in tight and "/ 100000000 MB a thread" in tight,
        f"the memory bound did not take the threads to one, or the summary does not say so:\n{tight}",
    )
    check(
        not any("--threads" in c for c in nvcc_commands(case, build)), "nvcc was given --threads past the memory bound"
    )


@case
def nvcc_11_8_is_given_threads_and_builds_with_them(case):
    # --threads came with CUDA 11.2: the oldest toolkit of the matrix has it, and its nvcc is the judge.
    side_by_side_toolkits()
    build, output = case.configure(
        "nvcc-threads-118",
        f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SIDE_BY_SIDE}",
        "-DCUDACOMPAT_CUDA_VERSION=11.8",
        "-DCUDACOMPAT_HOST_COMPILER=auto",
        "-DCUDACOMPAT_ARCHS=70-real;80-real",
        "-DCUDACOMPAT_NVCC_THREADS=2",
    )
    check(case.report(build)["toolkit"]["version"]["value"].startswith("11.8."), "CUDA 11.8 was not selected")
    check(
        "nvcc threads --threads 2: CUDACOMPAT_NVCC_THREADS" in output,
        f"the summary does not give --threads 2:\n{output}",
    )
    commands = nvcc_commands(case, build)
    check(
        all("--threads 2" in c and "cuda-11.8" in c for c in commands),
        f"nvcc 11.8 was not given --threads 2:\n{commands}",
    )


@case
def cudacompat_nvcc_threads_overrides_the_count_and_0_passes_no_threads(case):
    case.needs_a_toolkit()
    build, output = case.configure(
        "nvcc-threads-0", "-DCUDACOMPAT_ARCHS=80-real;90-real", "-DCUDACOMPAT_NVCC_THREADS=0"
    )
    check(
        "nvcc threads not passed: CUDACOMPAT_NVCC_THREADS=0" in output,
        f"the summary does not say the override left --threads off:\n{output}",
    )
    check(
        not any("--threads" in c for c in nvcc_commands(case, build)),
        "CUDACOMPAT_NVCC_THREADS=0 still gave nvcc --threads",
    )
    # A number is passed as it is, past the targets and cores: the user's choice.
    _, output = case.configure("nvcc-threads-0", "-DCUDACOMPAT_NVCC_THREADS=3")
    check(
        "nvcc threads --threads 3: CUDACOMPAT_NVCC_THREADS" in output,
        f"the summary does not give the override:\n{output}",
    )
    commands = nvcc_commands(case, build)
    check(
        all(c.count("--threads") == 1 and "--threads 3" in c for c in commands),
        f"nvcc was not given --threads 3 once:\n{commands}",
    )
    _, bad = case.configure("nvcc-threads-0", "-DCUDACOMPAT_NVCC_THREADS=many", expect_success=False)
    check(
        "CUDACOMPAT_NVCC_THREADS is 'many'" in bad and "Fix:" in bad, f"a bad value is not refused with the fix:\n{bad}"
    )


@case
def a_reconfigure_keeps_the_toolkit_when_a_second_one_of_the_same_release_appears_earlier(case):
    toolkits = side_by_side_toolkits()
    if "cuda-12.4" not in toolkits:
        raise Skip("no CUDA 12.4 under " + SIDE_BY_SIDE)
    earlier = os.path.join(case.work_dir, "earlier")
    os.makedirs(earlier)
    search = f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={earlier};{SIDE_BY_SIDE}"
    args = (search, "-DCUDACOMPAT_CUDA_VERSION=12.4", "-DCUDACOMPAT_ARCHS=90-real")
    # The machine's other toolkits hidden: a CUDA 12.4 in /usr/local/cuda-12.4 (a workstation) is
    # searched before both and would be taken, and the case would test nothing.
    configure = functools.partial(case.configure, hide_toolkits=True, keep_toolkits=(SIDE_BY_SIDE,))
    build, _ = configure("keep", *args)
    first = case.report(build)["toolkit"]["root"]["value"]
    check(first.startswith(toolkits["cuda-12.4"]["root"] + "/"), f"the first configure chose {first}")
    # A second CUDA 12.4 appears, earlier in the search: a fresh tree takes it...
    second = debian_toolkit_copy(toolkits["cuda-12.4"]["root"], os.path.join(earlier, "cuda-12.4"))
    fresh, _ = configure("fresh", *args)
    taken = case.report(fresh)["toolkit"]["root"]["value"]
    check(taken.startswith(second + "/"), f"a fresh tree took {taken}, not the earlier toolkit: the case tests nothing")
    # ...and the existing tree keeps its own, and says so.
    _, output = configure("keep", *args)
    report = case.report(build)
    check(
        report["toolkit"]["root"]["value"] == first, f"the reconfigure switched to {report['toolkit']['root']['value']}"
    )
    check(
        f"kept CUDA {report['toolkit']['version']['value']} at {first}: this build tree already uses it, though the "
        f"search now finds CUDA {report['toolkit']['version']['value']} at {second}/usr" in output,
        f"the reconfigure does not say it kept the toolkit, and instead of which:\n{output}",
    )
    # Asking for the other one is a change the user makes: a fresh tree, or CUDAToolkit_ROOT, which
    # CMake cannot honour in this tree, and says so.
    _, output = configure("keep", *args, f"-DCUDAToolkit_ROOT={second}", expect_success=False)
    check("cannot switch compilers" in output and "fresh build directory" in output, output)


@case
def the_kernel_library_builds_and_passes_its_tests_with_cuda_off(case):
    source = os.path.join(os.path.dirname(os.path.dirname(HERE)), "kernels")
    build = os.path.join(case.work_dir, "kernels-off")
    configure = subprocess.run(
        [
            "cmake",
            "-S",
            source,
            "-B",
            build,
            "-G",
            "Ninja",
            f"-Dcudacompat_DIR={case.package_dir}",
            "-DCUDACOMPAT_CUDA=OFF",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    check(configure.returncode == 0, configure.stdout + configure.stderr)
    check(case.report(build)["decision"]["build_cuda"] is False, "CUDACOMPAT_CUDA=OFF built CUDA")
    case.build(build)
    with open(os.path.join(build, "CMakeCache.txt")) as f:
        check("CMAKE_CUDA_COMPILER:" not in f.read(), "CUDA was enabled in a CPU-only build")
    tests = subprocess.run([os.path.join(build, "tests", "cudacompat_kernels_test")], capture_output=True, text=True)
    check(tests.returncode == 0, tests.stdout)
    check("built without CUDA" in tests.stdout, "the CPU-only build does not say so")


@case
def the_command_line_tool_answers_help_version_and_probe_json(case):
    tool = os.path.join(case.package_dir, "bin", "cudacompat")
    helped = subprocess.run([tool, "--help"], capture_output=True, text=True)
    check(helped.returncode == 0 and "probe" in helped.stdout, helped.stdout + helped.stderr)
    version = subprocess.run([tool, "--version"], capture_output=True, text=True)
    check(version.returncode == 0 and re.search(r"cudacompat \d+\.\d+\.\d+", version.stdout), version.stdout)
    probed = subprocess.run([tool, "probe", "--json", "--features", "skip"], capture_output=True, text=True)
    check(probed.returncode == 0, probed.stderr)
    report = json.loads(probed.stdout)
    for key in ("toolkit", "host_compiler", "architectures", "features", "decision"):
        check(key in report, f"the JSON report has no {key}")
    check(isinstance(report["decision"]["build_cuda"], bool), "decision.build_cuda is not a bool")
    misuse = subprocess.run([tool, "probe", "--mode", "SOMETIMES"], capture_output=True, text=True)
    check(misuse.returncode == 2, f"a bad --mode exited {misuse.returncode}, not 2")
    unknown = subprocess.run([tool, "frobnicate"], capture_output=True, text=True)
    check(unknown.returncode == 2, f"an unknown subcommand exited {unknown.returncode}, not 2")


@case
def an_installed_package_configures_and_builds_a_consumer(case):
    prefix = os.path.join(case.work_dir, "prefix")
    installed = subprocess.run(
        ["cmake", "--install", case.package_dir, "--prefix", prefix], capture_output=True, text=True
    )
    check(installed.returncode == 0, installed.stdout + installed.stderr)
    # No generated header of cudacompat's own build: it would shadow the consumer's own.
    check(
        not os.path.exists(os.path.join(prefix, "include", "cudacompat", "config.h")),
        "the install ships cudacompat's own generated config.h",
    )
    check(os.path.isdir(os.path.join(prefix, "include", "cudacompat", "shims")), "the install lacks the shims")
    package = os.path.join(prefix, "lib", "cmake", "cudacompat")
    build = os.path.join(case.work_dir, "consumer")
    configure = subprocess.run(
        [
            "cmake",
            "-S",
            CONSUMER,
            "-B",
            build,
            "-G",
            "Ninja",
            f"-Dcudacompat_DIR={package}",
            "-DCUDACOMPAT_ARCHS=90-real",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    check(configure.returncode == 0, configure.stdout + configure.stderr)
    check(
        os.path.realpath(cache_value(build, "CUDACOMPAT_EXECUTABLE"))
        == os.path.realpath(os.path.join(prefix, "bin", "cudacompat")),
        "the consumer did not use the installed tool",
    )
    check(
        case.report(build)["decision"]["build_cuda"] is case.toolkit_here(),
        f"build_cuda is not what this machine allows: {case.report(build)['decision']}",
    )
    case.build(build)


@case
def paths_with_spaces_work(case):
    build, _ = case.configure("path with spaces", "-DCUDACOMPAT_ARCHS=90-real")
    check(
        case.report(build)["decision"]["build_cuda"] is case.toolkit_here(),
        f"build_cuda is not what this machine allows: {case.report(build)['decision']}",
    )
    case.build(build)


def run_in(name, package_dir, work_dir):
    """Runs case NAME in a fresh WORK_DIR/NAME against the cudacompat build tree PACKAGE_DIR."""
    work = os.path.join(work_dir, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    CASES[name](Case(package_dir, work))


def _test_of(name):
    """The pytest test of one case; the cases' own Skip (a toolkit this machine lacks) is pytest's skip."""

    def test(case_arg):
        try:
            run_in(name, os.path.abspath(case_arg("package_dir")), os.path.abspath(case_arg("work_dir")))
        except Skip as reason:
            skip(str(reason))

    test.__doc__ = CASES[name].__doc__
    return test


for _name in CASES:
    globals()[f"test_{_name}"] = _test_of(_name)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("case", choices=sorted(CASES) + ["list"])
    parser.add_argument("--package-dir")
    parser.add_argument("--work-dir")
    args = parser.parse_args()
    if args.case == "list":
        print("\n".join(sorted(CASES)))
        return 0
    return run_case(lambda: run_in(args.case, args.package_dir, args.work_dir))


if __name__ == "__main__":
    sys.exit(main())
