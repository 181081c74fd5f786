"""`cudacompat doctor` on this machine, end to end.

A pytest module (tests/doctor/CMakeLists.txt runs it with --cudacompat and --case-arg cc=C_COMPILER
--case-arg fake-libcuda-c=fake_libcuda.c).

Every CUDA library an artifact needs is compared with what `ldd` finds (ldd runs the real dynamic
loader: the oracle for resolution). The driver cases use a fake libcuda.so.1 compiled here and
put on LD_LIBRARY_PATH, answering CUDA 13.0 with one sm_90 GPU; the artifacts are compiled here
with the real nvcc. A test skips where the machine cannot hold it (a real driver present, no toolkit).
"""

import json
import os
import re
import shutil
import subprocess
import zipfile

import pytest
from case_checks import fail, skip
from pip_wheels import download_wheels

CUDA = "/usr/local/cuda"
NVCC = os.path.join(CUDA, "bin", "nvcc")
CUPY13_WHEEL = "/var/cache/cudacompat/wheels/cupy_cuda13x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl"
KERNEL = (
    "__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }\n"
    'extern "C" void launch(float* x) { scale<<<1, 32>>>(x, 2.0f); }\n'
)


def doctor(tool, args, env=None):
    run = subprocess.run([tool, "doctor", "--json"] + args, capture_output=True, text=True, env=env, timeout=240)
    if run.returncode < 0:
        fail(f"doctor crashed with signal {-run.returncode}: {run.stderr}")
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError as error:
        fail(f"not JSON ({error}): {run.stdout[:2000]} {run.stderr}")
    return run.returncode, report, run.stderr


def diagnostics_of(report, code):
    """The envelope's diagnostics of `code`: each reason a thing will not run is one, with the
    message the table prints (the report's `problems`)."""
    return [d for d in report["diagnostics"] if d["code"] == code]


def ldd(path, env=None):
    """soname -> path, or None for "not found", as the real loader resolves it."""
    out = subprocess.run(["ldd", path], capture_output=True, text=True, env=env).stdout
    found = {}
    for line in out.splitlines():
        match = re.match(r"\s+(\S+) => (.*?)(?: \(0x[0-9a-f]+\))?$", line)
        if match:
            found[match.group(1)] = None if match.group(2) == "not found" else os.path.realpath(match.group(2))
    return found


def check_against_ldd(artifact, env=None):
    oracle = ldd(artifact["path"], env)
    if not artifact["libraries"]:
        fail(f"{artifact['path']}: no CUDA library reported")
    for library in artifact["libraries"]:
        soname = library["soname"]
        if soname not in oracle:
            fail(f"{artifact['path']}: ldd does not list {soname}")
        ours = os.path.realpath(library["path"]) if library["resolved"] else None
        if ours != oracle[soname]:
            fail(f"{artifact['path']}: {soname}: doctor says {ours} via {library['via']}, ldd says {oracle[soname]}")
    print(f"ok: {artifact['path']}: {len(artifact['libraries'])} CUDA libraries resolve as ldd resolves them")


def require_no_driver():
    if os.path.exists("/proc/driver/nvidia/version"):
        skip("this machine has an NVIDIA driver")
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    if "libcuda.so.1" in cache:
        skip("this machine has libcuda.so.1")


def check_no_driver(code, report):
    if code != 1:
        fail(f"exit {code}, expected 1 (no driver, the artifacts need CUDA)")
    summary = report["driver"]["summary"]
    if report["driver"]["present"] or not summary.startswith("no NVIDIA driver: libcuda.so.1 not found (dlopen error"):
        fail(f"driver not reported missing: {summary}")
    for artifact in report["artifacts"]:
        if artifact["will_run"] or not any("no NVIDIA driver" in p for p in artifact["problems"]):
            fail(f"{artifact['path']}: 'no NVIDIA driver' not among its problems: {artifact['problems']}")
        if not artifact["gpu_note"] or "no GPU to judge" not in artifact["gpu_note"]:
            fail(f"{artifact['path']}: gpu_note {artifact['gpu_note']!r}")


def fetch_cupy_wheel():
    """Downloads the real CuPy wheel into the cache the other CUDA wheels live in; skips offline."""
    cache = os.path.dirname(CUPY13_WHEEL)
    run = download_wheels(cache, "cupy-cuda13x==14.2.0", python_version="3.12", platforms=("manylinux2014_x86_64",))
    if run.returncode != 0 or not os.path.exists(CUPY13_WHEEL):
        skip("the real CuPy wheel could not be fetched from PyPI: " + run.stderr.strip()[-200:])


def nvcc(directory, name, options):
    """The kernel compiled by the real nvcc with `options` into directory/name (one skip and one
    failure message for every artifact the cases build)."""
    if not os.path.exists(NVCC):
        skip("no nvcc at " + NVCC)
    source = os.path.join(directory, "kernel.cu")
    with open(source, "w") as out:
        out.write(KERNEL)
    output = os.path.join(directory, name)
    command = [NVCC, *options, "-o", output, source]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        fail(" ".join(command) + ": " + run.stderr)
    return output


def compile_kernel(directory, name, gencode):
    return nvcc(directory, name, ["-shared", "-Xcompiler", "-fPIC", "-cudart", "shared", *gencode])


def compile_fatbin(directory, name, gencode):
    """A standalone fatbin of the kernel, as cuModuleLoadData takes it (tests/doctor/gpu loads the same)."""
    return nvcc(directory, name, ["-fatbin", *gencode])


def fake_driver_env(directory, cc, source, extra=()):
    fake = os.path.join(directory, "driver")
    os.makedirs(fake, exist_ok=True)
    real = os.path.join(fake, "libcuda.so.580.65.06")
    subprocess.run([cc, "-shared", "-fPIC", "-Wl,-soname,libcuda.so.1", "-o", real, source, *extra], check=True)
    os.symlink("libcuda.so.580.65.06", os.path.join(fake, "libcuda.so.1"))
    env = dict(os.environ, LD_LIBRARY_PATH=fake, FAKE_CUDA_VERSION="13000", FAKE_CUDA_SM="90")
    env.pop("FAKE_CUINIT_ERROR", None)
    return env


def one_artifact(report):
    if len(report["artifacts"]) != 1:
        fail(f"expected one artifact, got {[a['path'] for a in report['artifacts']]}")
    return report["artifacts"][0]


@pytest.fixture
def cc(case_arg):
    """The C compiler the fake driver is built with."""
    return case_arg("cc")


@pytest.fixture
def fake_source(case_arg):
    """fake_libcuda.c: a libcuda.so.1 that answers CUDA 13.0 with one sm_90 GPU."""
    return case_arg("fake-libcuda-c")


@pytest.fixture
def work(scratch):
    return scratch


def test_no_driver_is_reported_and_cuda_libraries_resolve_where_ldd_finds_them(tool):
    require_no_driver()
    cublas = os.path.join(CUDA, "lib64", "libcublas.so.13")
    if not os.path.exists(cublas):
        skip("no " + cublas)
    code, report, _ = doctor(tool, [cublas])
    check_no_driver(code, report)
    check_against_ldd(one_artifact(report))
    # The machine alone: nothing was asked to run, so no driver is reported but not a failure.
    code, report, _ = doctor(tool, [])
    if code != 0 or report["driver"]["present"] or report["artifacts"]:
        fail(f"machine only: exit {code}, driver {report['driver']['summary']}")


def test_a_directory_of_cuda_libraries_resolves_where_ldd_finds_them(tool, work):
    require_no_driver()
    library = compile_kernel(work, "libkernels.so", ["-gencode", "arch=compute_86,code=sm_86"])
    os.makedirs(os.path.join(work, "pkg"))
    shutil.move(library, os.path.join(work, "pkg", "libkernels.so"))
    code, report, _ = doctor(tool, [os.path.join(work, "pkg")])
    check_no_driver(code, report)
    check_against_ldd(one_artifact(report))


def test_sm80_sass_with_ptx_runs_through_the_jit_on_an_sm90_gpu(tool, cc, fake_source, work):
    env = fake_driver_env(work, cc, fake_source)
    library = compile_kernel(work, "libk80.so", ["-gencode", "arch=compute_80,code=[sm_80,compute_80]"])
    code, report, stderr = doctor(tool, [library], env)
    driver = report["driver"]
    if not driver["usable"] or driver["cuda_version"] != "13.0" or driver["driver_version"] != "580.65.06":
        fail(f"fake driver not read: {driver}")
    if [g["sm"] for g in driver["gpus"]] != [90]:
        fail(f"gpus: {driver['gpus']}")
    artifact = one_artifact(report)
    gpus = artifact["gpus"]
    if len(gpus) != 1 or gpus[0]["status"] != "jit" or "compute_80" not in gpus[0]["reason"]:
        fail(f"expected PTX JIT on sm_90: {gpus}")
    if code != 0 or not artifact["will_run"] or artifact["driver_ok"] is not True:
        fail(f"exit {code}, problems {artifact['problems']}: {stderr}")
    check_against_ldd(artifact, env)
    print("ok: sm_80 SASS + compute_80 PTX: PTX JIT on sm_90, exit 0")


def test_sass_for_the_gpu_runs_even_when_its_ptx_needs_a_newer_driver(tool, cc, fake_source, work):
    # CuPy 14.2's cub module: sm_90 SASS, and compute_120 PTX of ISA 9.2 that only a CUDA 13.2
    # driver JITs. It runs on a CUDA 13.0 driver's sm_90 (seen on an H100, docs/packages.md).
    if not os.path.exists(CUPY13_WHEEL):
        fetch_cupy_wheel()
    with zipfile.ZipFile(CUPY13_WHEEL) as wheel:
        member = next(n for n in wheel.namelist() if n.startswith("cupy/cuda/cub.") and n.endswith(".so"))
        library = wheel.extract(member, work)
    env = fake_driver_env(work, cc, fake_source)
    code, report, _ = doctor(tool, [library], env)
    artifact = one_artifact(report)
    gpus = artifact["gpus"]
    if len(gpus) != 1 or gpus[0]["status"] != "sass" or not artifact["will_run"]:
        fail(f"expected its sm_90 SASS to run on the 580 driver: exit {code}, {gpus}, {artifact['problems']}")
    if "on GPUs that JIT-compile it" not in (artifact.get("driver_reason") or ""):
        fail(f"the PTX's own floor is not mentioned: {artifact.get('driver_reason')}")
    print("ok: CuPy's cub module runs from SASS on a CUDA 13.0 driver: " + artifact["driver_reason"])


def test_sm100a_sass_only_does_not_run_on_an_sm90_gpu(tool, cc, fake_source, work):
    env = fake_driver_env(work, cc, fake_source)
    library = compile_kernel(work, "libk100a.so", ["-gencode", "arch=compute_100a,code=sm_100a"])
    code, report, _ = doctor(tool, [library], env)
    artifact = one_artifact(report)
    gpus = artifact["gpus"]
    if len(gpus) != 1 or gpus[0]["status"] != "no" or "compute_90" not in (gpus[0]["fix"] or ""):
        fail(f"expected 'not at all' on sm_90 with a fix: {gpus}")
    if code != 1 or artifact["will_run"]:
        fail(f"exit {code}, will_run {artifact['will_run']}")
    found = diagnostics_of(report, "gpu-cannot-run")
    if [(d["severity"], d["where"], d["message"], d["fix"]) for d in found] != [
        ("error", artifact["path"], artifact["problems"][0], gpus[0]["fix"])
    ]:
        fail(
            f"expected one gpu-cannot-run error at {artifact['path']} saying {artifact['problems']}: "
            f"{report['diagnostics']}"
        )
    print("ok: sm_100a SASS only: does not run on sm_90, exit 1: " + gpus[0]["reason"])


def test_an_lto_ir_only_fatbin_runs_on_no_gpu_and_says_how_to_fix_it(tool, cc, fake_source, work):
    # The driver never loads LTO-IR: on an H100 this fatbin fails cuModuleLoadData with 209.
    env = fake_driver_env(work, cc, fake_source)
    fatbin = compile_fatbin(work, "lto90.fatbin", ["-gencode", "arch=compute_90,code=lto_90"])
    code, report, _ = doctor(tool, [fatbin], env)
    artifact = one_artifact(report)
    gpus = artifact["gpus"]
    if code != 1 or artifact["will_run"]:
        fail(f"expected 'will not run', exit 1: exit {code}, will_run {artifact['will_run']}")
    if len(gpus) != 1 or gpus[0]["status"] != "no" or "LTO-IR" not in gpus[0]["reason"]:
        fail(f"expected sm_90 'not at all' because of the LTO-IR: {gpus}")
    if artifact.get("lto_ir") != "lto_90" or artifact["sass"] or artifact["ptx"]:
        fail(
            f"GPU code listed as SASS {artifact['sass']!r}, PTX {artifact['ptx']!r}, LTO-IR {artifact.get('lto_ir')!r}"
        )
    if artifact["min_driver"] is not None:
        fail(f"LTO-IR set a driver floor of its own: {artifact['min_driver']}")
    problem = " ".join(artifact["problems"])
    for part in ("no GPU can load it", "code=sm_90", "code=compute_90", "-dlto"):
        if part not in problem:
            fail(f"{part!r} not in the problem: {artifact['problems']}")
    print("ok: lto_90 alone: will not run, exit 1: " + artifact["problems"][0])


def test_lto_ir_beside_sm90_sass_runs_from_the_sass(tool, cc, fake_source, work):
    env = fake_driver_env(work, cc, fake_source)
    fatbin = compile_fatbin(work, "lto90_sm90.fatbin", ["-gencode", "arch=compute_90,code=[lto_90,sm_90]"])
    code, report, _ = doctor(tool, [fatbin], env)
    artifact = one_artifact(report)
    gpus = artifact["gpus"]
    if code != 0 or not artifact["will_run"] or len(gpus) != 1 or gpus[0]["status"] != "sass":
        fail(f"expected sm_90 SASS to run: exit {code}, {gpus}, {artifact['problems']}")
    if artifact["runs_sass"] != [90] or artifact["runs_jit_only"] or artifact.get("lto_ir") != "lto_90":
        fail(
            f"expected the SASS's GPUs only (sm_90), LTO-IR listed: runs_sass {artifact['runs_sass']}, "
            f"runs_jit_only {artifact['runs_jit_only']}, lto_ir {artifact.get('lto_ir')!r}"
        )
    print("ok: lto_90 + sm_90: runs from the SASS: " + gpus[0]["reason"])


def test_lto_ir_beside_compute90_ptx_runs_through_the_jit(tool, cc, fake_source, work):
    env = fake_driver_env(work, cc, fake_source)
    fatbin = compile_fatbin(work, "lto90_compute90.fatbin", ["-gencode", "arch=compute_90,code=[lto_90,compute_90]"])
    code, report, _ = doctor(tool, [fatbin], env)
    artifact = one_artifact(report)
    gpus = artifact["gpus"]
    if (
        code != 0
        or not artifact["will_run"]
        or len(gpus) != 1
        or gpus[0]["status"] != "jit"
        or "compute_90" not in gpus[0]["reason"]
    ):
        fail(f"expected the compute_90 PTX through the JIT: exit {code}, {gpus}, {artifact['problems']}")
    if artifact["runs_sass"] or 90 not in artifact["runs_jit_only"]:
        fail(f"runs_sass {artifact['runs_sass']}, runs_jit_only {artifact['runs_jit_only']}")
    print("ok: lto_90 + compute_90: PTX JIT on sm_90: " + gpus[0]["reason"])


def test_a_wheel_member_resolves_against_the_chosen_python_environment(tool, work):
    site = "/opt/cudacompat/toolkits/pip-cuda13"  # NVIDIA's CUDA 13 wheels, unpacked
    runtime = os.path.join(site, "nvidia", "cu13", "lib", "libcudart.so.13")
    if not os.path.exists(runtime):
        skip("no " + runtime)
    # An interpreter whose site-packages is that tree: `--python` chooses the environment.
    python = os.path.join(work, "python")
    with open(python, "w") as out:
        out.write(f"#!/bin/sh\necho {site}\n")
    os.chmod(python, 0o755)
    library = compile_kernel(
        work,
        "_C.so",
        [
            "-gencode",
            "arch=compute_90,code=sm_90",
            "-Xlinker",
            "--enable-new-dtags",
            "-Xlinker",
            "-rpath",
            "-Xlinker",
            "$ORIGIN/../nvidia/cu13/lib",
        ],
    )
    wheel = os.path.join(work, "demo-1.0-cp311-cp311-linux_x86_64.whl")
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.write(library, "demo/_C.so")
        archive.writestr("demo-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: demo\nVersion: 1.0\n")
        archive.writestr("demo-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: false\n")
        archive.writestr("demo-1.0.dist-info/RECORD", "")
    code, report, stderr = doctor(tool, ["--python", python, wheel])
    if report["machine"]["python"]["site_packages"] != site:
        fail(f"site-packages: {report['machine']['python']}")
    names = {p["name"]: p["cuda_major"] for p in report["machine"]["python"]["packages"]}
    if names.get("nvidia-cuda-runtime") != 13:
        fail(f"CUDA packages: {names}")
    artifact = one_artifact(report)
    cudart = [lib for lib in artifact["libraries"] if lib["soname"] == "libcudart.so.13"]
    if (
        not cudart
        or not cudart[0]["resolved"]
        or os.path.realpath(cudart[0]["path"]) != os.path.realpath(runtime)
        or cudart[0]["via"] != "DT_RUNPATH $ORIGIN/../nvidia/cu13/lib"
    ):
        fail(f"libcudart.so.13 of the wheel member: {cudart}")
    if artifact["origin"] != os.path.join(site, "demo"):
        fail(f"$ORIGIN: {artifact['origin']}")
    print(f"ok: {artifact['path']}: libcudart.so.13 -> {cudart[0]['path']} ({cudart[0]['via']})")


def test_a_driver_missing_a_symbol_is_reported_without_a_crash(tool, cc, fake_source, work):
    env = fake_driver_env(work, cc, fake_source, ["-DFAKE_OMIT_GET_NAME"])
    code, report, _ = doctor(tool, [], env)
    problems = report["driver"]["problems"]
    if code != 1 or not any("does not export cuDeviceGetName" in p for p in problems):
        fail(f"exit {code}, problems {problems}")
    missing = diagnostics_of(report, "driver-symbol-missing")
    if [d["message"] for d in missing] != problems or any(d["severity"] != "error" for d in missing):
        fail(f"the driver's problems {problems} are not its driver-symbol-missing errors: {report['diagnostics']}")
    print("ok: " + problems[0])
