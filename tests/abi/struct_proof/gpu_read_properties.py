"""The GPU half of the proof of abi-diff's struct-layout-changed on cuda-bindings 12.9.0 -> 13.0.0.

Two Cython consumers were built on a machine without a GPU against cuda-bindings 12.9.0 (its .pxd,
CUDA 12.4's runtime headers, Python 3.12): uses_device_properties cimports cudaGetDeviceProperties
and reads struct cudaDeviceProp; uses_device_count cimports cudaGetDeviceCount. Here each is imported
against the real 12.9.0 and 13.0.0 wheels (unpacked into fresh directories, nothing built here), and
what it reads is printed beside what PyTorch and CuPy report for the same GPU.

How the run of 2026-11-26 was made (docs/abi-diff.md, "On the GPU"): on the machine without a GPU,
with the cp312 wheels of cuda-bindings 12.9.0 and 13.0.0 (pip download --python-version 3.12) and
12.9.0's unpacked into env129/, for each NAME in uses_device_properties, uses_device_count:
    python3 -m cython --cplus -I env129 NAME.pyx -o NAME.cpp          # Cython 3.0.12
    g++ -shared -fPIC -O2 -I PYTHON3.12/include/python3.12 -I CUDA-12.4/include NAME.cpp \
        -o NAME.cpython-312-x86_64-linux-gnu.so
then the two .so files, the two wheels and this script were carried to the GPU machine in one folder
and run there with `python3 FOLDER/gpu_read_properties.py` (its Python 3.12.3, its CuPy and PyTorch).
"""

import glob
import json
import os
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = [
    "name",
    "major",
    "minor",
    "totalGlobalMem",
    "sharedMemPerBlock",
    "warpSize",
    "multiProcessorCount",
    "l2CacheSize",
    "maxThreadsPerMultiProcessor",
]
READ = """
import json, sys
import cuda.bindings, uses_device_properties, uses_device_count
print(json.dumps({"bindings": cuda.bindings.__version__, "from": cuda.bindings.__file__,
                  "properties": uses_device_properties.properties(0), "count": uses_device_count.count()}))
"""


def reference():
    values = {}
    try:
        import cupy

        p = cupy.cuda.runtime.getDeviceProperties(0)
        values["cupy " + cupy.__version__] = {f: (p[f].decode() if isinstance(p[f], bytes) else p[f]) for f in FIELDS}
    except Exception as error:  # a reference missing is said, not hidden
        print(f"cupy: {type(error).__name__}: {error}")
    try:
        import torch

        p = torch.cuda.get_device_properties(0)
        values["torch " + torch.__version__] = {
            "name": p.name,
            "major": p.major,
            "minor": p.minor,
            "totalGlobalMem": p.total_memory,
            "sharedMemPerBlock": getattr(p, "shared_memory_per_block", None),
            "warpSize": getattr(p, "warp_size", None),
            "multiProcessorCount": p.multi_processor_count,
            "l2CacheSize": getattr(p, "L2_cache_size", None),
            "maxThreadsPerMultiProcessor": getattr(p, "max_threads_per_multi_processor", None),
        }
    except Exception as error:
        print(f"torch: {type(error).__name__}: {error}")
    return values


def main():
    print("python", sys.version.split()[0], sys.executable)
    print(
        subprocess.run(
            ["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"], capture_output=True, text=True
        ).stdout.strip()
    )
    refs = reference()
    read = {}
    scratch = tempfile.mkdtemp()
    for wheel in sorted(glob.glob(os.path.join(HERE, "cuda_bindings-*.whl"))):
        version = os.path.basename(wheel).split("-")[1]
        target = os.path.join(scratch, "env-" + version)
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(target)
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([HERE, target]))
        run = subprocess.run([sys.executable, "-c", READ], capture_output=True, text=True, env=env, cwd=scratch)
        line = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else ""
        print(f"\nagainst cuda-bindings {version}: exit {run.returncode}")
        if run.stderr.strip():
            print(run.stderr.strip()[-2000:])
        if line:
            data = json.loads(line)
            print(json.dumps(data))
            read[version] = data
    print(
        "\n| field | "
        + " | ".join(refs)
        + " | "
        + " | ".join(f"consumer (built against 12.9.0) imported against {v}" for v in read)
        + " |"
    )
    print("|---" * (1 + len(refs) + len(read)) + "|")
    truth = next(iter(refs.values()), {})
    for field in FIELDS:
        cells = [str(r.get(field)) for r in refs.values()]
        for data in read.values():
            got = data["properties"].get(field)
            mark = "" if not truth else (" (right)" if got == truth.get(field) else " (WRONG)")
            cells.append(f"{got}{mark}")
        print(f"| {field} | " + " | ".join(cells) + " |")
    for version, data in read.items():
        wrong = [f for f in FIELDS if truth and data["properties"].get(f) != truth.get(f)]
        print(
            f"\nagainst {version}: cudaGetDeviceProperties returned {data['properties']['error']}, "
            f"{len(FIELDS) - len(wrong)} of {len(FIELDS)} fields right"
            + (f"; wrong: {', '.join(wrong)}" if wrong else "")
            + f"; cudaGetDeviceCount (unchanged layout) gave {data['count']}"
        )


main()
