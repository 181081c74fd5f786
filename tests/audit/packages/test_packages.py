"""The package checks of `cudacompat audit`: each test builds a real package around a library
compiled here with nvcc (CUDA 13 and CUDA 12 toolkits), audits it, and compares the exit code and the
package's finding codes with what its case expects; one reads real third-party packages. Skipped
when a toolkit (or the package cache) is missing.

A pytest module, a test per case (tests/audit/packages/CMakeLists.txt runs it with --cudacompat and
--case-arg work, nvcc13, nvcc12, host12 and stub).
"""

import json
import os
import shutil
import subprocess
import tempfile

import make_packages  # beside this module: pytest puts its folder on sys.path
from case_checks import expect, skip

HERE = os.path.dirname(os.path.abspath(__file__))


def build_library(nvcc, work, tag, host_compiler=None, runpath=None):
    """libmine.so needing libcudart.so.<major>, built once per toolkit and RUNPATH (atomically, tests
    run in parallel). `runpath`: its DT_RUNPATH, as cudacompat_set_wheel_runpath() links it."""
    out = os.path.join(work, f"libmine-{tag}.so")
    if os.path.exists(out):
        return out
    if not nvcc or not os.path.exists(nvcc):
        skip(f"no nvcc for {tag} at {nvcc}")
    # A wrapper left behind by a removed toolkit (/usr/local/bin/nvcc execing a missing one) is no nvcc.
    if subprocess.run([nvcc, "--version"], capture_output=True).returncode != 0:
        skip(f"{nvcc} (for {tag}) does not answer --version: its toolkit is missing")
    fd, partial = tempfile.mkstemp(dir=work, suffix=".so")
    os.close(fd)
    command = [
        nvcc,
        "-shared",
        "-Xcompiler",
        "-fPIC",
        "-cudart",
        "shared",
        "-arch=sm_75",
        "-Xlinker",
        "-soname=libmine.so.1",
        "-o",
        partial,
        os.path.join(HERE, "kernel.cu"),
    ]
    if host_compiler:
        command[1:1] = ["-ccbin", host_compiler]
    if runpath:
        command[1:1] = ["-Xlinker", "--enable-new-dtags", "-Xlinker", "-rpath", "-Xlinker", runpath]
    subprocess.run(command, check=True)
    os.replace(partial, out)
    return out


def read(path):
    with open(path, "rb") as f:
        return f.read()


def audit(cli, path):
    result = subprocess.run([cli, "audit", "--json", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    report = json.loads(result.stdout)
    return result.returncode, report


def codes_of(report):
    return sorted({f["code"] for p in report["packages"] for f in p["findings"]})


def check_case(tool, case_arg, case):
    """Builds the package of `case` (a key of the table below), audits it and compares."""
    work, nvcc13, nvcc12 = case_arg("work"), case_arg("nvcc13"), case_arg("nvcc12")
    host12, stub = case_arg("host12", ""), case_arg("stub")  # stub: a real libcuda.so stub to graft
    os.makedirs(work, exist_ok=True)
    case_dir = tempfile.mkdtemp(dir=work, prefix=case + "-")

    # The wheels' libraries carry the RUNPATH into the NVIDIA wheel they declare (mine/_mine.so ->
    # site-packages/nvidia/cu13/lib); the "bare" one has none, as a .deb's library should.
    def lib13():
        return read(build_library(nvcc13, work, "cuda13", runpath="$ORIGIN/../nvidia/cu13/lib"))

    def lib13_bare():
        return read(build_library(nvcc13, work, "cuda13-bare"))

    def lib13_nested():  # the RUNPATH of mine/_mine.so, installed one directory deeper
        return read(build_library(nvcc13, work, "cuda13-nested", runpath="$ORIGIN/../nvidia/cu13/lib:$ORIGIN"))

    def lib13_two_deep():  # the RUNPATH of mine/sub/_mine.so
        return read(build_library(nvcc13, work, "cuda13-two-deep", runpath="$ORIGIN/../../nvidia/cu13/lib"))

    def lib12():
        return read(build_library(nvcc12, work, "cuda12", host12 or None, runpath="$ORIGIN/../nvidia/cuda_runtime/lib"))

    def lib12_to_cu13():  # a CUDA 12 library pointed at CUDA 13's directory
        return read(build_library(nvcc12, work, "cuda12-to-cu13", host12 or None, runpath="$ORIGIN/../nvidia/cu13/lib"))

    def out(name):
        return os.path.join(case_dir, name)

    W = "mine/_mine.so"
    L = "usr/lib/x86_64-linux-gnu/libmine.so.1"

    def tamper_hash(members, record):
        record[0] = record[0].replace("sha256=", "sha256=AAAA", 1)

    def drop_entry(members, record):
        del record[0]

    # case -> (builder returning the package path, expected exit code, expected finding codes)
    cases = {
        "wheel_cuda13_declared": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {W: lib13()},
                ["nvidia-cuda-runtime>=13.0,<14"],
            ),
            0,
            [],
        ),
        "wheel_cuda12_cu12": lambda: (
            make_packages.wheel(
                out("mine_cu12-1.0-py3-none-linux_x86_64.whl"),
                "mine-cu12",
                "1.0",
                {W: lib12()},
                ["nvidia-cuda-runtime-cu12>=12.4,<13"],
            ),
            0,
            [],
        ),
        "wheel_toolkit_extra": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["cuda-toolkit[cudart]==13.*"]
            ),
            0,
            [],
        ),
        "wheel_cuda13_declares_cu12": lambda: (
            make_packages.wheel(
                out("mine_cu12-1.0-py3-none-linux_x86_64.whl"),
                "mine-cu12",
                "1.0",
                {W: lib13()},
                ["nvidia-cuda-runtime-cu12>=12.4,<13"],
            ),
            1,
            ["declared-major-unused", "undeclared-cuda-dependency"],
        ),
        "wheel_undeclared": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["numpy>=1.26"]
            ),
            1,
            ["undeclared-cuda-dependency"],
        ),
        "wheel_grafted_libcuda": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {W: lib13(), "mine.libs/libcuda-1a2b3c4d.so.1": read(stub)},
                ["nvidia-cuda-runtime>=13.0,<14"],
            ),
            1,
            ["grafted-driver-library"],
        ),
        "wheel_no_ceiling": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["nvidia-cuda-runtime>=13.0"]
            ),
            1,
            ["no-upper-bound"],
        ),
        "wheel_tampered_record": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {W: lib13()},
                ["nvidia-cuda-runtime>=13.0,<14"],
                tamper=tamper_hash,
            ),
            1,
            ["record-mismatch"],
        ),
        "wheel_unlisted_file": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {W: lib13()},
                ["nvidia-cuda-runtime>=13.0,<14"],
                tamper=drop_entry,
            ),
            1,
            ["record-mismatch"],
        ),
        "wheel_cuda13_without_runpath": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {W: lib13_bare()},
                ["nvidia-cuda-runtime>=13.0,<14"],
            ),
            1,
            ["cuda-wheel-not-on-runpath"],
        ),
        "wheel_cuda13_runpath_from_the_wrong_depth": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {"mine/sub/_mine.so": lib13_nested()},
                ["cuda-toolkit[cudart]==13.*"],
            ),
            1,
            ["cuda-wheel-not-on-runpath"],
        ),
        "wheel_cuda13_binary_in_the_data_platlib_directory": lambda: (
            make_packages.wheel(
                out("mine-1.0-py3-none-linux_x86_64.whl"),
                "mine",
                "1.0",
                {"mine/_mine.so": lib13(), "mine.data/platlib/sub/_mine.so": lib13()},
                ["nvidia-cuda-runtime>=13.0,<14"],
            ),
            0,
            [],
        ),
        "wheel_cuda12_runpath_into_cuda13s_directory": lambda: (
            make_packages.wheel(
                out("mine_cu12-1.0-py3-none-linux_x86_64.whl"),
                "mine-cu12",
                "1.0",
                {W: lib12_to_cu13()},
                ["nvidia-cuda-runtime-cu12>=12.4,<13"],
            ),
            1,
            ["cuda-wheel-not-on-runpath"],
        ),
        # A renamed build that copied the extension modules and not the package around them.
        # The same with the extension module deeper down and no __init__.py anywhere (NiftyPET/NIMPA's
        # niftypet/nimpa/prc/improc.so without `wheel.packages`).
        "wheel_nested_extension_without_any_package": lambda: (
            make_packages.wheel(
                out("mine_cu13-1.0-py3-none-linux_x86_64.whl"),
                "mine-cu13",
                "1.0",
                {"mine/sub/_mine.so": lib13_two_deep()},
                ["nvidia-cuda-runtime>=13.0,<14"],
                package_init=False,
            ),
            1,
            ["extensions-outside-package"],
        ),
        "wheel_extensions_without_their_package": lambda: (
            make_packages.wheel(
                out("mine_cu13-1.0-py3-none-linux_x86_64.whl"),
                "mine-cu13",
                "1.0",
                {W: lib13(), "mine/_other.abi3.so": lib13()},
                ["nvidia-cuda-runtime>=13.0,<14"],
                package_init=False,
            ),
            1,
            ["extensions-outside-package"],
        ),
        "wheel_extensions_in_a_declared_namespace": lambda: (
            make_packages.wheel(
                out("mine_cu13-1.0-py3-none-linux_x86_64.whl"),
                "mine-cu13",
                "1.0",
                {W: lib13()},
                ["nvidia-cuda-runtime>=13.0,<14"],
                package_init=False,
                metadata_lines=["Import-Namespace: mine"],
            ),
            0,
            [],
        ),
        "deb_cuda13_declared": lambda: (
            make_packages.deb(
                out("libmine1_1.0_amd64.deb"), "libmine1", "1.0", {L: lib13_bare()}, "cuda-cudart-13-0, libc6 (>= 2.34)"
            ),
            0,
            [],
        ),
        "deb_cuda12_alternatives": lambda: (
            make_packages.deb(
                out("libmine1_1.0_amd64.deb"),
                "libmine1",
                "1.0",
                {L: lib12()},
                "libc6 (>= 2.34),\n libcudart12 (>= 12.4) | cuda-cudart-12-4",
            ),
            0,
            [],
        ),
        "deb_cuda13_declares_12": lambda: (
            make_packages.deb(out("libmine1_1.0_amd64.deb"), "libmine1", "1.0", {L: lib13()}, "libcudart12 (>= 12.4)"),
            1,
            ["declared-major-unused", "undeclared-cuda-dependency"],
        ),
        "deb_no_ceiling": lambda: (
            make_packages.deb(
                out("libmine1_1.0_amd64.deb"),
                "libmine1",
                "1.0",
                {L: lib13()},
                "cuda-cudart-13-0, nvidia-cuda-toolkit (>= 13.0)",
            ),
            1,
            ["no-upper-bound"],
        ),
        "conda_cuda13_declared": lambda: (
            make_packages.conda(
                out("mine-1.0-0.conda"),
                "mine",
                "1.0",
                {"lib/libmine.so.1": lib13()},
                ["cuda-cudart >=13.0,<14", "cuda-version >=13,<14"],
            ),
            0,
            [],
        ),
        "conda_tarball_cuda12_declared": lambda: (
            make_packages.conda(
                out("mine-1.0-0.tar.bz2"),
                "mine",
                "1.0",
                {"lib/libmine.so.1": lib12()},
                ["cuda-cudart >=12.4,<13"],
                ["cuda-version >=12,<13"],
            ),
            0,
            [],
        ),
        "conda_no_ceiling": lambda: (
            make_packages.conda(
                out("mine-1.0-0.conda"),
                "mine",
                "1.0",
                {"lib/libmine.so.1": lib13()},
                ["cuda-cudart >=13.0,<14"],
                ["cuda-version >=13.0"],
            ),
            1,
            ["no-upper-bound"],
        ),
        "conda_cuda13_declares_12": lambda: (
            make_packages.conda(
                out("mine-1.0-0.conda"),
                "mine",
                "1.0",
                {"lib/libmine.so.1": lib13()},
                ["cuda-cudart >=12.4,<13", "cuda-version >=12,<13"],
            ),
            1,
            ["declared-major-unused", "undeclared-cuda-dependency"],
        ),
    }
    built = cases[case]()
    package = next(os.path.join(case_dir, name) for name in os.listdir(case_dir))
    _, expected_rc, expected_codes = built
    rc, report = audit(tool, package)
    codes = codes_of(report)
    messages = [f["message"] for p in report["packages"] for f in p["findings"]]
    expect(
        rc == expected_rc and codes == expected_codes and any(p.get("metadata") for p in report["packages"]),
        f"{case}: exit {rc} (expected {expected_rc}), codes {codes} (expected {expected_codes}), metadata "
        f"read: {any(p.get('metadata') for p in report['packages'])}\n" + "\n".join(messages),
    )
    print(f"ok {case}: exit {rc}, codes {codes}")
    for message in messages:
        print("  " + message)
    shutil.rmtree(case_dir)


def test_real_third_party_wheels_and_debs_are_read_without_errors(tool):
    """Third-party packages: read without errors, metadata found; their findings are printed."""
    wanted = [
        "/var/cache/cudacompat/wheels/cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
        "/var/cache/cudacompat/wheels/nvidia_cuda_runtime-13.5.37-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
        "/var/cache/cudacompat/debs/trixie/libcudart12_12.4.127~12.4.1-2_amd64.deb",
        "/var/cache/cudacompat/debs/bookworm/libcudart11.0_11.8.89~11.8.0-5~deb12u1_amd64.deb",
    ]
    present = [p for p in wanted if os.path.exists(p)]
    if not present:
        skip("no package cache")
    failed = []
    for path in present:
        rc, report = audit(tool, path)
        errors = report["input_errors"] + [e for f in report["files"] for e in f.get("errors", [])]
        metadata = [p["metadata"] for p in report["packages"] if p.get("metadata")]
        print(f"{os.path.basename(path)}: exit {rc}, codes {codes_of(report)}, errors {errors}")
        if rc not in (0, 1) or errors or not metadata:
            failed.append(f"{os.path.basename(path)}: exit {rc}, errors {errors}, metadata found: {bool(metadata)}")
    expect(not failed, "not read cleanly: " + "; ".join(failed))


# The ctest name of each case (tests/audit/packages/CMakeLists.txt) -> its key in check_case's table;
# a table of one pair a line, so the few long names stay unwrapped (E501 waived per line).
CASES = {
    "a_wheel_that_declares_the_cuda_13_runtime_it_needs_passes": "wheel_cuda13_declared",
    "a_cu12_wheel_built_with_cuda_12_that_declares_the_cu12_runtime_passes": "wheel_cuda12_cu12",
    "a_wheel_that_declares_a_cuda_toolkit_extra_of_its_major_passes": "wheel_toolkit_extra",
    "a_wheel_whose_binaries_need_cuda_13_but_declare_cu12_fails": "wheel_cuda13_declares_cu12",
    "a_wheel_that_needs_the_cuda_runtime_but_declares_no_cuda_dependency_fails": "wheel_undeclared",
    "a_wheel_with_a_grafted_hash_named_libcuda_fails": "wheel_grafted_libcuda",
    "a_wheel_whose_cuda_dependency_has_no_ceiling_fails": "wheel_no_ceiling",
    "a_wheel_whose_record_hash_was_tampered_with_fails": "wheel_tampered_record",
    "a_wheel_with_a_file_missing_from_record_fails": "wheel_unlisted_file",
    "a_wheel_whose_binary_has_no_runpath_into_its_declared_cuda_13_runtime_fails": "wheel_cuda13_without_runpath",
    "a_wheel_whose_runpath_is_written_for_another_directory_depth_fails": "wheel_cuda13_runpath_from_the_wrong_depth",
    "a_wheel_binary_under_data_platlib_with_a_runpath_into_the_cuda_13_runtime_passes": "wheel_cuda13_binary_in_the_data_platlib_directory",  # noqa: E501
    "a_cu12_wheel_whose_runpath_points_into_cuda_13s_directory_fails": "wheel_cuda12_runpath_into_cuda13s_directory",
    "a_wheel_with_extension_modules_in_a_directory_without_init_or_a_named_package_fails": "wheel_extensions_without_their_package",  # noqa: E501
    "a_wheel_with_an_extension_module_two_directories_down_and_no_init_anywhere_fails": "wheel_nested_extension_without_any_package",  # noqa: E501
    "a_wheel_with_extension_modules_in_a_namespace_its_metadata_declares_passes": "wheel_extensions_in_a_declared_namespace",  # noqa: E501
    "a_deb_that_depends_on_the_cuda_13_runtime_it_needs_passes": "deb_cuda13_declared",
    "a_deb_with_alternatives_for_the_cuda_12_runtime_passes": "deb_cuda12_alternatives",
    "a_deb_whose_binaries_need_cuda_13_but_depend_on_libcudart12_fails": "deb_cuda13_declares_12",
    "a_deb_with_an_open_ended_toolkit_dependency_fails": "deb_no_ceiling",
    "a_conda_package_that_pins_its_cuda_major_passes": "conda_cuda13_declared",
    "a_conda_tarball_built_with_cuda_12_that_pins_cuda_12_passes": "conda_tarball_cuda12_declared",
    "a_conda_package_whose_cuda_version_has_no_ceiling_fails": "conda_no_ceiling",
    "a_conda_package_built_for_cuda_13_that_pins_cuda_12_fails": "conda_cuda13_declares_12",
}


def _test_of(case):
    def test(tool, case_arg):
        check_case(tool, case_arg, case)

    return test


# A test function per case, named as ctest names it (test_<name>), so that ctest runs each alone.
for _name, _case in CASES.items():
    globals()[f"test_{_name}"] = _test_of(_case)
