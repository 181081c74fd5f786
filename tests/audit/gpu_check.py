# Loads each fatbin prepared by gpu_check_prepare.sh with cuModuleLoadData on the GPU of this
# machine and compares the outcome with the audit's verdict for that GPU (runs natively, through
# the PTX JIT, or not at all). Exit 1 on a disagreement.
import ctypes
import json
import os
import sys

cuda = ctypes.CDLL("libcuda.so.1")


def check(rc, what):
    if rc != 0:
        name = ctypes.c_char_p()
        cuda.cuGetErrorName(rc, ctypes.byref(name))
        raise SystemExit(f"{what}: {name.value}")


check(cuda.cuInit(0), "cuInit")
version = ctypes.c_int()
check(cuda.cuDriverGetVersion(ctypes.byref(version)), "version")
device = ctypes.c_int()
check(cuda.cuDeviceGet(ctypes.byref(device), 0), "device")
major, minor = ctypes.c_int(), ctypes.c_int()
check(cuda.cuDeviceGetAttribute(ctypes.byref(major), 75, device), "cc major")
check(cuda.cuDeviceGetAttribute(ctypes.byref(minor), 76, device), "cc minor")
gpu = f"sm_{major.value}{minor.value}"
name = ctypes.create_string_buffer(128)
cuda.cuDeviceGetName(name, 128, device)
context = ctypes.c_void_p()
create = cuda.cuCtxCreate_v2
check(create(ctypes.byref(context), 0, device), "context")
print(f"GPU {name.value.decode()} ({gpu}), driver API {version.value}")
print(os.popen("nvidia-smi --query-gpu=driver_version --format=csv,noheader").read().strip())
here = os.path.dirname(os.path.abspath(__file__))
report = json.load(open(os.path.join(here, "audit.json")))
agree = 0
for f in report["files"]:
    data = open(os.path.join(here, os.path.basename(f["path"])), "rb").read()
    module = ctypes.c_void_p()
    rc = cuda.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(data))
    err = ctypes.c_char_p()
    cuda.cuGetErrorName(rc, ctypes.byref(err))
    loaded = rc == 0
    predicted = "sass" if gpu in f["runs_sass"] else "jit" if gpu in f["runs_jit_only"] else "no"
    ok = loaded == (predicted != "no")
    agree += ok
    print(
        f"{os.path.basename(f['path']):24} audit: {predicted:4}  "
        f"GPU: {'loads' if loaded else err.value.decode():40} {'agree' if ok else 'DISAGREE'}"
    )
    if loaded:
        cuda.cuModuleUnload(module)
print(f"{agree} of {len(report['files'])} agree")
sys.exit(0 if agree == len(report["files"]) else 1)
