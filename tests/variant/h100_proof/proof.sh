#!/bin/bash
# Issue 35's H100 proof: uv 0.13.8 chooses among the kernel library's null, cu12 and cu13 variant
# wheels (built by cudacompat.build_backend's variant mode) on a real GPU and driver, and the
# chosen variant's kernel runs. Everything comes from the folder beside this script (no network).
set -u
here=$(cd "$(dirname "$0")" && pwd)
exec > >(tee "$OUT/proof.log") 2>&1
echo "== machine"; date -u
nvidia-smi | tee "$OUT/nvidia-smi.txt"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
echo "python3: $(command -v python3) $(python3 --version 2>&1)"
mkdir -p /tmp/uvw && python3 -c "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall('/tmp/uvw')" "$here"/uv-0.13.8-*.whl
uv=$(ls /tmp/uvw/uv-*.data/scripts/uv) && chmod +x "$uv" && "$uv" --version
for v in $(compgen -e | grep '^NV_VARIANT_PROVIDER_FORCE_\|^UV_\|^PIP_'); do unset "$v"; done
export UV_NO_CONFIG=1 UV_CACHE_DIR=/tmp/uv-cache
echo "== the folder (sha256)"; (cd "$here/wheels" && sha256sum ./*)

KERNEL='
import json
from array import array
import cudacompat_kernels as ck
n = 1 << 20
x = array("f", [float(i % 1000) for i in range(n)]); y = array("f", [1.0] * n)
used = ck.axpy(2.0, x, y)
right = all(y[i] == 2.0 * (i % 1000) + 1.0 for i in range(n))
total, top = ck.sum(x), ck.max_value(x)
expected = float(sum(i % 1000 for i in range(n)))
print(json.dumps({"axpy ran on": used, "axpy right": right, "sum": total, "sum right": abs(total - expected) <= 1e-6 * expected,
                  "max": top, "max right": top == 999.0, "backend": ck.backend(), "loaded": ck.loaded_backend(),
                  "built with": ck.build_info().cuda_version}))
'
install() {  # NAME [VAR=VALUE...]: uv pip install cudacompat-kernels into a fresh venv, print the variant
  local name=$1; shift
  "$uv" venv -q --python python3 "/tmp/$name"
  echo "\$ env $* uv pip install --preview-features wheel-variants --no-index --find-links wheels cudacompat-kernels"
  env "$@" VIRTUAL_ENV="/tmp/$name" "$uv" pip install --preview-features wheel-variants --no-index --find-links "$here/wheels" cudacompat-kernels
  echo "exit $?"
  local label
  label=$(cat /tmp/"$name"/lib/python*/site-packages/cudacompat_kernels-*.dist-info/variant.json 2>/dev/null \
    | python3 -c "import json, sys; print(next(iter(json.load(sys.stdin)['variants'])))")
  echo "installed variant: ${label:-none}"
  "$uv" pip list --python "/tmp/$name/bin/python" 2>/dev/null | grep -i 'cudacompat\|nvidia'
}
run_kernel() {
  echo "\$ /tmp/$1/bin/python -c <axpy, sum, max on 2^20 floats>"
  /tmp/"$1"/bin/python -c "$KERNEL"; echo "exit $?"
}

echo; echo "== 1. this machine as it is (driver and GPU detected by uv's NVIDIA provider)"
"$uv" venv -q --python python3 /tmp/probe
VIRTUAL_ENV=/tmp/probe "$uv" pip install -v --dry-run --preview-features wheel-variants --no-index --find-links "$here/wheels" \
  cudacompat-kernels 2>&1 | grep -i 'variant\|nvidia ::\|driver\|sm_arch' | head -40
install here
run_kernel here
echo; echo "== 2. a CUDA 12.8 driver forced"
install forced128 NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION=12.8
run_kernel forced128
echo; echo "== 3. an sm_80 GPU forced with the real driver (no variant has sm_80 code)"
install forced80 NV_VARIANT_PROVIDER_FORCE_SM_ARCH=8.0
run_kernel forced80
