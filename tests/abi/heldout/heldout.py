#!/usr/bin/env python3
"""The held-out set of issue 32: real release pairs that abi-diff had not been run on when the truth
was recorded, with real imports (Cython consumers) and the real loader (a C program) as the truth.

Usage:
  heldout.py truth CACHE            build the consumers against OLD, import/load them against NEW,
                                    write expected.json beside this script (run before abi-diff)
  heldout.py check CUDACOMPAT CACHE replay: rebuild, re-import (must equal expected.json), run abi-diff
                                    once per pair and fail where its verdict differs from the import

How the pairs and consumers were chosen: README.md. Exit 77 (skip) when a wheel is neither in
CACHE nor downloadable, or a compiler, Cython or the CUDA headers are missing. ctest runs `check` as
a case of tests/abi/test_abi_diff.py (abi.heldout_release_pairs_get_the_verdict_their_real_imports_give).
"""

import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "support"))
from case_checks import fail, run_case, skip  # noqa: E402
from pip_wheels import download_wheels, install_wheels  # noqa: E402

EXPECTED = os.path.join(HERE, "expected.json")
PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_28_x86_64")

# Cython consumers, each a few cimported functions of a public module of cuda-bindings.
RUNTIME_BASICS = (
    "from cuda.bindings.cyruntime cimport cudaGetErrorName, cudaGetDeviceCount, cudaDeviceSynchronize\n"
    "from cuda.bindings.cyruntime cimport cudaGetLastError, cudaError_t\n"
    "def calls():\n"
    "    cdef int n = 0\n"
    "    return [<int>cudaGetDeviceCount(&n), <int>cudaDeviceSynchronize(), <int>cudaGetLastError(),\n"
    "            cudaGetErrorName(<cudaError_t>0)]\n"
)
DRIVER_BASICS = (
    "from cuda.bindings.cydriver cimport cuInit, cuDeviceGetCount, cuGetErrorString, cuDriverGetVersion, CUresult\n"
    "def calls():\n"
    "    cdef int n = 0\n"
    "    cdef const char* text = NULL\n"
    "    return [<int>cuInit(0), <int>cuDeviceGetCount(&n), <int>cuDriverGetVersion(&n),\n"
    "            <int>cuGetErrorString(<CUresult>0, &text)]\n"
)
NVRTC_BASICS = (
    "from cuda.bindings.cynvrtc cimport nvrtcVersion, nvrtcGetErrorString, nvrtcResult\n"
    "def calls():\n"
    "    cdef int major = 0, minor = 0\n"
    "    return [<int>nvrtcVersion(&major, &minor), nvrtcGetErrorString(<nvrtcResult>0)]\n"
)
DEVICE_PROPERTIES = (
    "from cuda.bindings.cyruntime cimport cudaGetDeviceProperties, cudaDeviceProp\n"
    "def count():\n"
    "    cdef cudaDeviceProp prop\n"
    "    if cudaGetDeviceProperties(&prop, 0) != 0:\n"
    "        return None\n"
    "    return prop.multiProcessorCount\n"
)
# 12.9.1 -> 13.0.1 changed cudaMemPrefetchAsync's and cuCtxCreate's signatures and removed
# cuCtxCreate_v3 and cudaEventElapsedTime_v2 (seen by importing both releases' __pyx_capi__ while
# choosing; see README.md).
CHANGED_IN_13 = (
    "from cuda.bindings.cyruntime cimport cudaMemPrefetchAsync, cudaStream_t\n"
    "def prefetch():\n"
    "    return <int>cudaMemPrefetchAsync(NULL, 0, 0, <cudaStream_t>0)\n"
)
REMOVED_IN_13 = (
    "from cuda.bindings.cydriver cimport cuCtxCreate_v3, CUcontext, CUdevice\n"
    "def create():\n"
    "    cdef CUcontext context\n"
    "    return <int>cuCtxCreate_v3(&context, NULL, 0, 0, <CUdevice>0)\n"
)

# 12.9.0 -> 12.9.1 removed get_nvvm_dso_version_suffix from the private cuda.bindings._internal.utils
# (whose .pxd the wheel ships): a consumer that reaches into it breaks; the release alone breaks no one.
PRIVATE_REMOVED = (
    "from cuda.bindings._internal.utils cimport get_nvvm_dso_version_suffix\n"
    "def suffix(int driver):\n"
    "    return get_nvvm_dso_version_suffix(driver)\n"
)
# 13.0.3 -> 13.1.0 removed cpdef read and write from the public cuda.bindings.cufile.
CUFILE_READ = (
    "from cuda.bindings.cufile cimport read\ndef call(fh, buf, size_t size):\n    return read(fh, buf, size, 0, 0)\n"
)
# cuda-bindings 12.9.1 still ships the deprecated cuda.ccudart shim (cimport * of cyruntime); 13.0.1
# does not.
LEGACY_CCUDART = (
    "from cuda.ccudart cimport cudaGetErrorName, cudaError_t\n"
    "def name(int error):\n"
    "    return cudaGetErrorName(<cudaError_t>error)\n"
)

BASE = {
    "runtime_basics": RUNTIME_BASICS,
    "driver_basics": DRIVER_BASICS,
    "nvrtc_basics": NVRTC_BASICS,
    "device_properties": DEVICE_PROPERTIES,
}
# (name, project, OLD, NEW, CUDA headers to compile the consumers with, consumers)
PAIRS = (
    (
        "cuda-bindings 11.8.6 -> 11.8.7",
        "cuda-bindings",
        "11.8.6",
        "11.8.7",
        "/opt/cudacompat/toolkits/cuda-11.8/usr/include",
        BASE,
    ),
    (
        "cuda-bindings 12.9.0 -> 12.9.1",
        "cuda-bindings",
        "12.9.0",
        "12.9.1",
        "/opt/cudacompat/toolkits/cuda-12.4/usr/include",
        dict(BASE, private_removed=PRIVATE_REMOVED),
    ),
    ("cuda-bindings 13.0.0 -> 13.0.1", "cuda-bindings", "13.0.0", "13.0.1", "/usr/local/cuda/include", BASE),
    (
        "cuda-bindings 13.0.3 -> 13.1.0",
        "cuda-bindings",
        "13.0.3",
        "13.1.0",
        "/usr/local/cuda/include",
        dict(BASE, cufile_read=CUFILE_READ),
    ),
    (
        "cuda-bindings 12.9.1 -> 13.0.1",
        "cuda-bindings",
        "12.9.1",
        "13.0.1",
        "/opt/cudacompat/toolkits/cuda-12.4/usr/include",
        dict(BASE, changed_in_13=CHANGED_IN_13, removed_in_13=REMOVED_IN_13, legacy_ccudart=LEGACY_CCUDART),
    ),
    (
        "nvidia-curand-cu12 10.3.5.147 -> 10.3.7.77",
        "nvidia-curand-cu12",
        "10.3.5.147",
        "10.3.7.77",
        "/opt/cudacompat/toolkits/cuda-12.4/usr/include",
        None,
    ),
)
# Headers a pair's consumers need beyond the toolkit's: cufile.h (cuda.bindings.cycufile includes it)
# is not in the CUDA 13.0 toolkit installed here; nvidia-cufile 1.15.0.42 is the cufile that
# cuda-toolkit 13.0.0 pins.
EXTRA_HEADERS = {"cuda-bindings 13.0.3 -> 13.1.0": ("nvidia-cufile", "1.15.0.42", "nvidia/cu13/include")}
# The exact files the truth was recorded on (pip download from PyPI on 2026-11-26): a replay on other
# bytes would not be the same experiment. A table of wheel and hash, one a line as `sha256sum` pairs
# them: the long names stay unwrapped (E501 waived per line).
SHA256 = {
    "cuda_bindings-11.8.6-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl": "35ba7facfb8c858fbe207bb70436b30aba44aff48f8fbcae3f1125257f14f021",  # noqa: E501
    "cuda_bindings-11.8.7-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl": "e7931f45d94658eb0e3244afae0879039ab9a3774fa3fa8b2e0bb04b960fcabf",  # noqa: E501
    "cuda_bindings-12.9.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl": "f543acf44f1d119c148c49937810451541a8618b054cc779fb1fa21ab46da64c",  # noqa: E501
    "cuda_bindings-12.9.1-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl": "28123f71133e158a376d21dc504392c09544e1504b0dc3510d521a4433778846",  # noqa: E501
    "cuda_bindings-13.0.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl": "d74f0f6de5006a4ffd2dd30544b10359488d9af71d1cb755205cb3094102a2d9",  # noqa: E501
    "cuda_bindings-13.0.1-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl": "92f0ca5bed7a0fcc4245a4d471a04d5dcd08b14f06d3c1404381f15975d778dd",  # noqa: E501
    "cuda_bindings-13.0.3-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl": "9afede5937474864aa794eb57399dbdf5d2b05427aadcac275209b0857528a61",  # noqa: E501
    "cuda_bindings-13.1.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl": "e4e4e396ebb051bd268ec3f97c7cf350fbf2eee8ff5cf0b572218ea52fde0960",  # noqa: E501
    "nvidia_curand_cu12-10.3.5.147-py3-none-manylinux2014_x86_64.whl": "a88f583d4e0bb643c49743469964103aa59f7f708d862c3ddb0fc07f851e3b8b",  # noqa: E501
    "nvidia_curand_cu12-10.3.7.77-py3-none-manylinux2014_x86_64.whl": "99f1a32f1ac2bd134897fc7a203f779303261268a65762a623bf30cc9fe79117",  # noqa: E501
    "nvidia_cufile-1.15.0.42-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl": "c8f9813eff24d61586699c615e39817e2b4e4f642cace32733c2ab6f663a7eab",  # noqa: E501
    "cuda_pathfinder-1.1.0-py3-none-any.whl": "3e66fe0af8ead20eca25e077d2e0cb2dcc027d4297d550a74f99a0211e610799",
}
PATHFINDER = "cuda-pathfinder==1.1.0"  # what cuda-bindings 12.9.1+ require (~=1.1), pure Python

# The C consumer of the native pair: a program that uses a few curand entry points, linked against
# OLD's libcurand.so.10 with OLD's headers; the loader (LD_BIND_NOW) is the truth against NEW.
CURAND_PROGRAM = r"""
#include <stdio.h>
#include <curand.h>
int main(int argc, char** argv) {
  int version = 0;
  curandGetVersion(&version);
  if (argc > 1) {  /* never taken: the calls only make the loader bind the symbols */
    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
    curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32);
    curandSetPseudoRandomGeneratorSeed(g, 1234ULL);
    curandGenerateUniform(g, (float*)0, 0);
    curandGenerateNormalDouble(g, (double*)0, 0, 0.0, 1.0);
    curandDestroyGenerator(g);
  }
  printf("ok %d\n", version);
  return 0;
}
"""
CURAND_USED = (
    "curandGetVersion",
    "curandCreateGenerator",
    "curandCreateGeneratorHost",
    "curandSetPseudoRandomGeneratorSeed",
    "curandGenerateUniform",
    "curandGenerateNormalDouble",
    "curandDestroyGenerator",
)
IMPORT = (
    "import importlib, sys\n"
    "try:\n"
    "    importlib.import_module(sys.argv[1])\n"
    "    print('ok')\n"
    "except Exception as error:\n"
    "    print(f'{type(error).__name__}: {error}')\n"
)
# dlopen NEW's library and look up every name given: the names the loader cannot find.
DLSYM = (
    "import ctypes, sys\n"
    "lib = ctypes.CDLL(sys.argv[1])\n"
    "print('\\n'.join(n for n in sys.argv[2:] if not hasattr(lib, n)))\n"
)


def wheel_of(cache, project, version):
    stem = project.replace("-", "_")
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    for pattern in (
        f"{stem}-{version}-{tag}-{tag}-manylinux*x86_64.whl",
        f"{stem}-{version}-py3-none-manylinux*x86_64.whl",
        f"{stem}-{version}-py3-none-any.whl",
    ):
        found = sorted(glob.glob(os.path.join(cache, pattern)))
        if found:
            return checked(found[0])
    run = download_wheels(
        cache,
        f"{project}=={version}",
        python_version=f"{sys.version_info.major}.{sys.version_info.minor}",
        platforms=PLATFORMS,
        timeout=600,
    )
    if run.returncode != 0:
        skip(f"{project} {version} is not in {cache} and could not be downloaded: {run.stderr.strip()[-300:]}")
    return wheel_of(cache, project, version)


def checked(path):
    """The wheel, if it is the file the truth was recorded on; otherwise a failure that says so."""
    name = os.path.basename(path)
    if name not in SHA256:
        fail(
            f"{path} is not one of the wheels the truth was recorded on ({', '.join(sorted(SHA256))}); "
            "remove it from the cache so that the recorded one is downloaded"
        )
    with open(path, "rb") as data:
        digest = hashlib.sha256(data.read()).hexdigest()
    if digest != SHA256[name]:
        fail(f"{path} has sha256 {digest}, the truth was recorded on {SHA256[name]}: delete it and rerun")
    return path


def install(cache, wheel, target):
    """pip install --no-deps --target of the wheel, with cuda-pathfinder where its metadata requires it
    (an environment pip would make, without the driver). One pip run for both: a second --target
    install into the same `cuda` namespace directory would be skipped."""
    wheels = [wheel]
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(archive.read(n).decode() for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
    if re.search(r"^Requires-Dist: cuda-pathfinder", metadata, re.M):
        name, version = PATHFINDER.split("==")
        wheels.append(wheel_of(cache, name, version))
    install_wheels(target, *wheels, timeout=600)


def build_cython(name, source, pxd_root, includes, directory):
    """Cython 3 from PyPI, then g++ -O2 for the Python running this script."""
    pyx = os.path.join(directory, name + ".pyx")
    with open(pyx, "w") as out:
        out.write("# cython: language_level=3\n" + source)
    cpp = os.path.join(directory, name + ".cpp")
    cythonized = subprocess.run(
        [sys.executable, "-m", "cython", "--cplus", "-I", pxd_root, pyx, "-o", cpp],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if cythonized.returncode != 0:
        fail(f"Cython could not build the consumer {name} against {pxd_root}: {cythonized.stderr.strip()[-2000:]}")
    so = os.path.join(directory, name + sysconfig.get_config_var("EXT_SUFFIX"))
    # Quiet unless it fails: the deprecated cuda.ccudart shim prints a #warning on every build.
    compiled = subprocess.run(
        [
            shutil.which("g++"),
            "-shared",
            "-fPIC",
            "-O2",
            "-I",
            sysconfig.get_paths()["include"],
            *[w for i in includes for w in ("-I", i)],
            cpp,
            "-o",
            so,
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if compiled.returncode != 0:
        fail(f"g++ could not compile the consumer {name} ({cpp}): {compiled.stderr.strip()[-2000:]}")
    return so


def import_in(directory, env, name, cwd):
    run_env = dict(os.environ, PYTHONPATH=os.pathsep.join([directory, env]))
    return subprocess.run(
        [sys.executable, "-c", IMPORT, name], capture_output=True, text=True, env=run_env, cwd=cwd, timeout=120
    ).stdout.strip()


def declared_exports(env):
    """Every libcurand entry point OLD both exports and declares in the headers it ships."""
    lib = glob.glob(os.path.join(env, "nvidia", "curand", "lib", "libcurand.so.*"))[0]
    out = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True, check=True).stdout
    exported = {line.split()[-1].split("@")[0] for line in out.splitlines() if line.split()}
    words = set()
    for header in glob.glob(os.path.join(env, "nvidia", "curand", "include", "*.h")):
        with open(header, errors="replace") as text:
            words |= set(re.findall(r"\b(curand\w*)\s*\(", text.read()))
    return lib, sorted(exported & words)


def native_truth(cache, project, old, new, include, scratch):
    envs = {}
    for label, version in (("old", old), ("new", new)):
        envs[label] = os.path.join(scratch, f"native-{label}")
        install(cache, wheel_of(cache, project, version), envs[label])
    old_lib, declared = declared_exports(envs["old"])
    new_lib = glob.glob(os.path.join(envs["new"], "nvidia", "curand", "lib", "libcurand.so.*"))[0]
    source = os.path.join(scratch, "uses_curand.c")
    with open(source, "w") as out:
        out.write(CURAND_PROGRAM)
    program = os.path.join(scratch, "uses_curand")
    subprocess.run(
        [
            shutil.which("gcc"),
            "-O2",
            "-I",
            os.path.join(envs["old"], "nvidia", "curand", "include"),
            "-I",
            include,
            source,
            old_lib,
            "-o",
            program,
        ],
        check=True,
        timeout=300,
    )
    result = {}
    for label in ("old", "new"):
        lib_dir = os.path.dirname(old_lib if label == "old" else new_lib)
        run = subprocess.run(
            [program],
            capture_output=True,
            text=True,
            timeout=60,
            env=dict(os.environ, LD_LIBRARY_PATH=lib_dir, LD_BIND_NOW="1"),
        )
        result[label] = "ok" if run.returncode == 0 else (run.stderr.strip() or f"exit {run.returncode}")
    missing = subprocess.run(
        [sys.executable, "-c", DLSYM, new_lib, *declared], capture_output=True, text=True, check=True, timeout=120
    ).stdout.split()
    return {
        "uses_curand (program)": result["new"],
        "loaded against OLD": result["old"],
        "declared_entry_points": len(declared),
        "declared_missing_in_new": missing,
    }


def gather(cache, scratch, with_tool=None):
    """For every pair: what each consumer's import (or the program's load) does against NEW; and, with
    the tool, abi-diff's verdicts."""
    try:
        import Cython  # noqa: F401
    except ImportError:
        skip("Cython is not installed (ci/install-python-deps.sh installs it from PyPI)")
    for tool in ("g++", "gcc", "nm"):
        if not shutil.which(tool):
            skip(f"{tool} is not installed")
    truth, tool_said = {}, {}
    for name, project, old, new, include, consumers in PAIRS:
        if not os.path.exists(os.path.join(include, "cuda_runtime_api.h")):
            skip(f"no CUDA headers at {include} (ci/install-toolkits.sh installs them)")
        directory = os.path.join(scratch, re.sub(r"\W+", "_", name))
        os.makedirs(directory)
        if consumers is None:
            truth[name] = native_truth(cache, project, old, new, include, directory)
        else:
            envs = {}
            for label, version in (("old", old), ("new", new)):
                envs[label] = os.path.join(directory, "env-" + label)
                install(cache, wheel_of(cache, project, version), envs[label])
            built = os.path.join(directory, "consumers")
            os.makedirs(built)
            includes = [include]
            if name in EXTRA_HEADERS:
                project_h, version_h, below = EXTRA_HEADERS[name]
                headers = os.path.join(directory, "headers")
                install(cache, wheel_of(cache, project_h, version_h), headers)
                includes.append(os.path.join(headers, below))
            modules = {c: build_cython(c, src, envs["old"], includes, built) for c, src in consumers.items()}
            truth[name] = {}
            for consumer in modules:
                against_old = import_in(built, envs["old"], consumer, directory)
                if against_old != "ok":
                    fail(f"{name}: {consumer} does not import against OLD, which it was built against: {against_old}")
                truth[name][consumer] = import_in(built, envs["new"], consumer, directory)
        if with_tool:
            tool_said[name] = run_tool(
                with_tool, cache, project, old, new, None if consumers is None else list(modules.values())
            )
    return truth, tool_said


def run_tool(tool, cache, project, old, new, consumers):
    old_wheel, new_wheel = wheel_of(cache, project, old), wheel_of(cache, project, new)
    said = {}
    alone = subprocess.run(
        [tool, "abi-diff", "--json", old_wheel, new_wheel], capture_output=True, text=True, timeout=600
    )
    if alone.returncode not in (0, 1):
        fail(f"abi-diff {old_wheel} {new_wheel} exited {alone.returncode}: {alone.stderr.strip()}")
    report = json.loads(alone.stdout)
    said["release exit"] = alone.returncode
    said["breaking findings"] = sorted(
        {
            (f["code"], f["breaks"], f.get("file", ""), f.get("subject", ""))
            for f in report["findings"]
            if f["breaks"] != "none"
        }
    )
    if consumers:
        run = subprocess.run(
            [tool, "abi-diff", "--json", old_wheel, new_wheel, *[w for c in consumers for w in ("--consumer", c)]],
            capture_output=True,
            text=True,
            timeout=600,
        )
        if run.returncode not in (0, 1):
            fail(f"abi-diff with consumers exited {run.returncode}: {run.stderr.strip()}")
        said["consumer exit"] = run.returncode
        lines = json.loads(run.stdout)["consumers"]
        # A consumer that "breaks" imports but reads a struct whose layout changed: what its import does
        # is "ok", which is what this set's truth records; the wrong values it then reads are judged on
        # the GPU (docs/gpu-proof/struct-layout-h100-2026-11-26.log), not by an import.
        said["consumers"] = {
            os.path.basename(c["consumer"]).split(".")[0]: "ok"
            if c["satisfied"] or c["verdict"] == "breaks"
            else c["reason"]
            for c in lines
        }
        said["wrong layouts"] = {
            os.path.basename(c["consumer"]).split(".")[0]: c["reason"] for c in lines if c["verdict"] == "breaks"
        }
    return said


def consumers_of(pair):
    return next(p[5] for p in PAIRS if p[0] == pair)


def is_public(source):
    """A consumer of public modules only: none of the modules it cimports has a component with a
    leading underscore."""
    modules = re.findall(r"^from ([\w.]+) cimport", source, re.M)
    return not any(part.startswith("_") for module in modules for part in module.split("."))


def score(expected, truth, said):
    """Rows of the score table, and the disagreements."""
    rows, wrong = [], []
    for name, *_ in PAIRS:
        got = said[name]
        real = expected[name]
        if "consumers" in got:
            for consumer, imported in real.items():
                predicted = got["consumers"].get(consumer, "(no line)")
                agree = predicted == imported
                layout = got.get("wrong layouts", {}).get(consumer)
                rows.append((name, consumer, f"{predicted} ({layout})" if layout else predicted, imported, agree))
                if not agree:
                    wrong.append(f"{name}: {consumer}: abi-diff said {predicted!r}, the import said {imported!r}")
            want = 0 if all(v == "ok" for v in expected[name].values()) else 1
            rows.append(
                (
                    name,
                    "(exit with every consumer)",
                    f"exit {got['consumer exit']}",
                    f"exit {want}",
                    got["consumer exit"] == want,
                )
            )
            if got["consumer exit"] != want:
                wrong.append(
                    f"{name}: with its consumers abi-diff exited {got['consumer exit']}, the imports call for {want}"
                )
        else:
            used = [f for f in got["breaking findings"] if f[3] in CURAND_USED]
            predicted = "ok" if not used else f"breaks: {used}"
            agree = (predicted == "ok") == (real["uses_curand (program)"] == "ok")
            rows.append((name, "uses_curand (C program)", predicted, real["uses_curand (program)"], agree))
            if not agree:
                wrong.append(f"{name}: uses_curand: abi-diff {predicted}, the loader {real['uses_curand (program)']}")
            symbols = sorted(f[3] for f in got["breaking findings"] if f[0] == "symbol-removed")
            agree = symbols == sorted(real["declared_missing_in_new"])
            rows.append(
                (
                    name,
                    f"all {real['declared_entry_points']} declared entry points (dlsym)",
                    f"{len(symbols)} breaking symbol-removed",
                    f"{len(real['declared_missing_in_new'])} missing",
                    agree,
                )
            )
            if not agree:
                wrong.append(
                    f"{name}: breaking symbol-removed {symbols}, dlsym misses {real['declared_missing_in_new']}"
                )
        # The release alone: exit 1 exactly when a consumer of its public API (no module with a leading
        # underscore, the rule) or a program using its declared symbols breaks.
        release_breaks = (
            bool(real.get("declared_missing_in_new"))
            if "consumers" not in got
            else any(
                verdict != "ok"
                for consumer, verdict in expected[name].items()
                if is_public(consumers_of(name)[consumer])
            )
        )
        want = 1 if release_breaks else 0
        rows.append(
            (
                name,
                "(release alone, no consumer)",
                f"exit {got['release exit']}",
                f"exit {want}",
                got["release exit"] == want,
            )
        )
        if got["release exit"] != want:
            wrong.append(
                f"{name}: alone abi-diff exited {got['release exit']} (its public consumers call for {want}), "
                f"{len(got['breaking findings'])} breaking findings: {got['breaking findings'][:8]}"
                f"{' ...' if len(got['breaking findings']) > 8 else ''}"
            )
    return rows, wrong


def record_truth(cache):
    """Builds the consumers against OLD, imports/loads them against NEW and writes expected.json."""
    with tempfile.TemporaryDirectory() as scratch:
        truth, _ = gather(cache, scratch)
    with open(EXPECTED, "w") as out:
        json.dump(truth, out, indent=2, sort_keys=True)
        out.write("\n")
    print(json.dumps(truth, indent=2, sort_keys=True))


def replay(tool, cache):
    """The replay: the imports must still give expected.json, and abi-diff the imports' verdicts."""
    with open(EXPECTED) as text:
        expected = json.load(text)
    with tempfile.TemporaryDirectory() as scratch:
        truth, said = gather(cache, scratch, with_tool=tool)
    if truth != expected:
        fail(f"the real imports no longer give the recorded truth: recorded {expected}, now {truth}")
    rows, wrong = score(expected, truth, said)
    print("| pair | consumer | abi-diff says | the import / loader does | same |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(str(c).replace("|", "\\|") for c in row[:4]) + f" | {'yes' if row[4] else 'NO'} |")
    print(f"\n{sum(r[4] for r in rows)} of {len(rows)} verdicts agree")
    if wrong:
        fail("\n" + "\n".join(wrong))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "truth":
        return run_case(lambda: record_truth(sys.argv[2]))
    if len(sys.argv) != 4 or sys.argv[1] != "check":
        print(__doc__)
        return 2
    return run_case(lambda: replay(sys.argv[2], sys.argv[3]))


if __name__ == "__main__":
    sys.exit(main())
