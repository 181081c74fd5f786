"""One case of the package checks of `cudacompat audit`: builds a real package around a library
compiled here with nvcc (CUDA 13 and CUDA 12 toolkits), audits it, and compares the exit code and the
package's finding codes with what the case expects. Exit 77 (skip) when a toolkit is missing."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_packages  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77


def build_library(nvcc, work, tag, host_compiler=None, runpath=None):
    """libmine.so needing libcudart.so.<major>, built once per toolkit and RUNPATH (atomically, tests
    run in parallel). `runpath`: its DT_RUNPATH, as cudacompat_set_wheel_runpath() links it."""
    out = os.path.join(work, f"libmine-{tag}.so")
    if os.path.exists(out):
        return out
    if not nvcc or not os.path.exists(nvcc):
        print(f"skip: no nvcc for {tag} at {nvcc}")
        sys.exit(SKIP)
    # A wrapper left behind by a removed toolkit (/usr/local/bin/nvcc execing a missing one) is no nvcc.
    if subprocess.run([nvcc, "--version"], capture_output=True).returncode != 0:
        print(f"skip: {nvcc} (for {tag}) does not answer --version: its toolkit is missing")
        sys.exit(SKIP)
    fd, partial = tempfile.mkstemp(dir=work, suffix=".so")
    os.close(fd)
    command = [nvcc, "-shared", "-Xcompiler", "-fPIC", "-cudart", "shared", "-arch=sm_75",
               "-Xlinker", "-soname=libmine.so.1", "-o", partial, os.path.join(HERE, "kernel.cu")]
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--nvcc13", required=True)
    parser.add_argument("--nvcc12", required=True)
    parser.add_argument("--host12", default="")
    parser.add_argument("--stub", required=True, help="a real libcuda.so stub to graft")
    parser.add_argument("--case", required=True)
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    case_dir = tempfile.mkdtemp(dir=args.work, prefix=args.case + "-")

    # The wheels' libraries carry the RUNPATH into the NVIDIA wheel they declare (mine/_mine.so ->
    # site-packages/nvidia/cu13/lib); the "bare" one has none, as a .deb's library should.
    def lib13():
        return read(build_library(args.nvcc13, args.work, "cuda13", runpath="$ORIGIN/../nvidia/cu13/lib"))

    def lib13_bare():
        return read(build_library(args.nvcc13, args.work, "cuda13-bare"))

    def lib13_nested():  # the RUNPATH of mine/_mine.so, installed one directory deeper
        return read(build_library(args.nvcc13, args.work, "cuda13-nested", runpath="$ORIGIN/../nvidia/cu13/lib:$ORIGIN"))

    def lib13_two_deep():  # the RUNPATH of mine/sub/_mine.so
        return read(build_library(args.nvcc13, args.work, "cuda13-two-deep", runpath="$ORIGIN/../../nvidia/cu13/lib"))

    def lib12():
        return read(build_library(args.nvcc12, args.work, "cuda12", args.host12 or None,
                                  runpath="$ORIGIN/../nvidia/cuda_runtime/lib"))

    def lib12_to_cu13():  # a CUDA 12 library pointed at CUDA 13's directory
        return read(build_library(args.nvcc12, args.work, "cuda12-to-cu13", args.host12 or None,
                                  runpath="$ORIGIN/../nvidia/cu13/lib"))

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
        "wheel_cuda13_declared": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["nvidia-cuda-runtime>=13.0,<14"]), 0, []),
        "wheel_cuda12_cu12": lambda: (make_packages.wheel(out("mine_cu12-1.0-py3-none-linux_x86_64.whl"), "mine-cu12", "1.0", {W: lib12()}, ["nvidia-cuda-runtime-cu12>=12.4,<13"]), 0, []),
        "wheel_toolkit_extra": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["cuda-toolkit[cudart]==13.*"]), 0, []),
        "wheel_cuda13_declares_cu12": lambda: (make_packages.wheel(out("mine_cu12-1.0-py3-none-linux_x86_64.whl"), "mine-cu12", "1.0", {W: lib13()}, ["nvidia-cuda-runtime-cu12>=12.4,<13"]), 1, ["declared-major-unused", "undeclared-cuda-dependency"]),
        "wheel_undeclared": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["numpy>=1.26"]), 1, ["undeclared-cuda-dependency"]),
        "wheel_grafted_libcuda": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13(), "mine.libs/libcuda-1a2b3c4d.so.1": read(args.stub)}, ["nvidia-cuda-runtime>=13.0,<14"]), 1, ["grafted-driver-library"]),
        "wheel_no_ceiling": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["nvidia-cuda-runtime>=13.0"]), 1, ["no-upper-bound"]),
        "wheel_tampered_record": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["nvidia-cuda-runtime>=13.0,<14"], tamper=tamper_hash), 1, ["record-mismatch"]),
        "wheel_unlisted_file": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13()}, ["nvidia-cuda-runtime>=13.0,<14"], tamper=drop_entry), 1, ["record-mismatch"]),
        "wheel_cuda13_without_runpath": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {W: lib13_bare()}, ["nvidia-cuda-runtime>=13.0,<14"]), 1, ["cuda-wheel-not-on-runpath"]),
        "wheel_cuda13_runpath_from_the_wrong_depth": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {"mine/sub/_mine.so": lib13_nested()}, ["cuda-toolkit[cudart]==13.*"]), 1, ["cuda-wheel-not-on-runpath"]),
        "wheel_cuda13_binary_in_the_data_platlib_directory": lambda: (make_packages.wheel(out("mine-1.0-py3-none-linux_x86_64.whl"), "mine", "1.0", {"mine/_mine.so": lib13(), "mine.data/platlib/sub/_mine.so": lib13()}, ["nvidia-cuda-runtime>=13.0,<14"]), 0, []),
        "wheel_cuda12_runpath_into_cuda13s_directory": lambda: (make_packages.wheel(out("mine_cu12-1.0-py3-none-linux_x86_64.whl"), "mine-cu12", "1.0", {W: lib12_to_cu13()}, ["nvidia-cuda-runtime-cu12>=12.4,<13"]), 1, ["cuda-wheel-not-on-runpath"]),
        # A renamed build that copied the extension modules and not the package around them.
        # The same with the extension module deeper down and no __init__.py anywhere (NiftyPET/NIMPA's
        # niftypet/nimpa/prc/improc.so without `wheel.packages`).
        "wheel_nested_extension_without_any_package": lambda: (make_packages.wheel(out("mine_cu13-1.0-py3-none-linux_x86_64.whl"), "mine-cu13", "1.0", {"mine/sub/_mine.so": lib13_two_deep()}, ["nvidia-cuda-runtime>=13.0,<14"], package_init=False), 1, ["extensions-outside-package"]),
        "wheel_extensions_without_their_package": lambda: (make_packages.wheel(out("mine_cu13-1.0-py3-none-linux_x86_64.whl"), "mine-cu13", "1.0", {W: lib13(), "mine/_other.abi3.so": lib13()}, ["nvidia-cuda-runtime>=13.0,<14"], package_init=False), 1, ["extensions-outside-package"]),
        "wheel_extensions_in_a_declared_namespace": lambda: (make_packages.wheel(out("mine_cu13-1.0-py3-none-linux_x86_64.whl"), "mine-cu13", "1.0", {W: lib13()}, ["nvidia-cuda-runtime>=13.0,<14"], package_init=False, metadata_lines=["Import-Namespace: mine"]), 0, []),
        "deb_cuda13_declared": lambda: (make_packages.deb(out("libmine1_1.0_amd64.deb"), "libmine1", "1.0", {L: lib13_bare()}, "cuda-cudart-13-0, libc6 (>= 2.34)"), 0, []),
        "deb_cuda12_alternatives": lambda: (make_packages.deb(out("libmine1_1.0_amd64.deb"), "libmine1", "1.0", {L: lib12()}, "libc6 (>= 2.34),\n libcudart12 (>= 12.4) | cuda-cudart-12-4"), 0, []),
        "deb_cuda13_declares_12": lambda: (make_packages.deb(out("libmine1_1.0_amd64.deb"), "libmine1", "1.0", {L: lib13()}, "libcudart12 (>= 12.4)"), 1, ["declared-major-unused", "undeclared-cuda-dependency"]),
        "deb_no_ceiling": lambda: (make_packages.deb(out("libmine1_1.0_amd64.deb"), "libmine1", "1.0", {L: lib13()}, "cuda-cudart-13-0, nvidia-cuda-toolkit (>= 13.0)"), 1, ["no-upper-bound"]),
        "conda_cuda13_declared": lambda: (make_packages.conda(out("mine-1.0-0.conda"), "mine", "1.0", {"lib/libmine.so.1": lib13()}, ["cuda-cudart >=13.0,<14", "cuda-version >=13,<14"]), 0, []),
        "conda_tarball_cuda12_declared": lambda: (make_packages.conda(out("mine-1.0-0.tar.bz2"), "mine", "1.0", {"lib/libmine.so.1": lib12()}, ["cuda-cudart >=12.4,<13"], ["cuda-version >=12,<13"]), 0, []),
        "conda_no_ceiling": lambda: (make_packages.conda(out("mine-1.0-0.conda"), "mine", "1.0", {"lib/libmine.so.1": lib13()}, ["cuda-cudart >=13.0,<14"], ["cuda-version >=13.0"]), 1, ["no-upper-bound"]),
        "conda_cuda13_declares_12": lambda: (make_packages.conda(out("mine-1.0-0.conda"), "mine", "1.0", {"lib/libmine.so.1": lib13()}, ["cuda-cudart >=12.4,<13", "cuda-version >=12,<13"]), 1, ["declared-major-unused", "undeclared-cuda-dependency"]),
    }
    if args.case == "real_packages":
        return real_packages(args.cli)
    built = cases[args.case]()
    package = next(os.path.join(case_dir, name) for name in os.listdir(case_dir))
    _, expected_rc, expected_codes = built
    rc, report = audit(args.cli, package)
    codes = codes_of(report)
    messages = [f["message"] for p in report["packages"] for f in p["findings"]]
    if rc != expected_rc or codes != expected_codes or not any(p.get("metadata") for p in report["packages"]):
        print(f"FAIL {args.case}: exit {rc} (expected {expected_rc}), codes {codes} (expected {expected_codes})")
        print("\n".join(messages))
        return 1
    print(f"ok {args.case}: exit {rc}, codes {codes}")
    for message in messages:
        print("  " + message)
    shutil.rmtree(case_dir)
    return 0


def real_packages(cli):
    """Third-party packages: read without errors, metadata found; their findings are printed."""
    wanted = ["/var/cache/cudacompat/wheels/cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
              "/var/cache/cudacompat/wheels/nvidia_cuda_runtime-13.5.37-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
              "/var/cache/cudacompat/debs/trixie/libcudart12_12.4.127~12.4.1-2_amd64.deb",
              "/var/cache/cudacompat/debs/bookworm/libcudart11.0_11.8.89~11.8.0-5~deb12u1_amd64.deb"]
    present = [p for p in wanted if os.path.exists(p)]
    if not present:
        print("skip: no package cache")
        return SKIP
    failed = False
    for path in present:
        rc, report = audit(cli, path)
        errors = report["input_errors"] + [e for f in report["files"] for e in f.get("errors", [])]
        metadata = [p["metadata"] for p in report["packages"] if p.get("metadata")]
        print(f"{os.path.basename(path)}: exit {rc}, codes {codes_of(report)}, errors {errors}")
        if rc not in (0, 1) or errors or not metadata:
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
