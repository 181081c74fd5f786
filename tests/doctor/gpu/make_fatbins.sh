#!/usr/bin/env bash
# The GPU code whose fate on a GPU `cudacompat doctor` predicts (check_doctor_on_gpu.py loads each
# fatbin with cuModuleLoadData there and runs each executable): one kernel, compiled here (no GPU)
# by every toolkit of the matrix (ci/install-toolkits.sh's manifest), for targets an sm_90 GPU
# (H100, H200) runs natively, through the PTX JIT, or not at all, SASS with PTX newer than the
# GPU machine's driver (580, CUDA 13.0) included, and LTO-IR (code=lto_90), which the driver never
# loads: alone, beside sm_90 SASS, and beside compute_90 PTX.
#
# usage: make_fatbins.sh OUT_DIR [MANIFEST]
# Names: <toolkit>_<what>.fatbin and <toolkit>_<what>.exe (the executables link the runtime
# statically, nvcc's default, so they need nothing but the driver there).
set -euo pipefail
out="$1"
manifest=${2:-/opt/cudacompat/toolkits/manifest.json}
mkdir -p "${out}"
kernel="${out}/kernel.cu"
program="${out}/program.cu"
echo 'extern "C" __global__ void bump(float* x) { x[threadIdx.x] += 1.0f; }' >"${kernel}"
cat >"${program}" <<'EOF'
#include <cstdio>
#include <cuda_runtime.h>
__global__ void bump(float* x) { x[threadIdx.x] += 1.0f; }
int main() {
  float* data = nullptr;
  cudaError_t status = cudaMalloc(&data, 32 * sizeof(float));
  if (status == cudaSuccess) status = cudaMemset(data, 0, 32 * sizeof(float));
  if (status == cudaSuccess) {
    bump<<<1, 32>>>(data);
    status = cudaGetLastError();
  }
  if (status == cudaSuccess) status = cudaDeviceSynchronize();
  float host[32] = {};
  if (status == cudaSuccess) status = cudaMemcpy(host, data, sizeof(host), cudaMemcpyDeviceToHost);
  if (status == cudaSuccess && host[31] != 1.0f) {
    std::printf("wrong result %f\n", host[31]);
    return 3;
  }
  std::printf("%s\n", cudaGetErrorName(status));
  return status == cudaSuccess ? 0 : 1;
}
EOF

# name nvcc host_compiler major.minor, one line per toolkit of the manifest
toolkits=$(python3 - "${manifest}" <<'EOF'
import json, sys
for t in json.load(open(sys.argv[1]))["toolkits"]:
    if t.get("nvcc"):
        major_minor = ".".join(t["version"].split(".")[:2])
        print(t["name"], t["nvcc"], t.get("host_compiler") or "g++", major_minor)
EOF
)
[[ -n ${toolkits} ]] || { echo "make_fatbins.sh: no toolkit with nvcc in ${manifest}: run ci/install-toolkits.sh" >&2; exit 2; }

while read -r name nvcc host version; do
  tag=${name//./}  # cuda-11.8 -> cuda-118
  major=${version%%.*}
  build() {  # build WHAT KIND(fatbin|exe) GENCODE...
    local what=$1 kind=$2
    shift 2
    if [[ ${kind} == fatbin ]]; then
      "${nvcc}" -ccbin "${host}" -fatbin "$@" -o "${out}/${tag}_${what}.fatbin" "${kernel}"
    else
      "${nvcc}" -ccbin "${host}" "$@" -o "${out}/${tag}_${what}.exe" "${program}"
    fi
  }
  build sass_sm90 fatbin -gencode arch=compute_90,code=sm_90
  build sass_sm90_ptx_compute90 fatbin -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90
  build sass_sm80_only fatbin -gencode arch=compute_80,code=sm_80
  build ptx_compute80_only fatbin -gencode arch=compute_80,code=compute_80
  build lto90_only fatbin -gencode arch=compute_90,code=lto_90
  build lto90_sass_sm90 fatbin -gencode 'arch=compute_90,code=[lto_90,sm_90]'
  build lto90_ptx_compute90 fatbin -gencode 'arch=compute_90,code=[lto_90,compute_90]'
  build sass_sm90_ptx_compute90 exe -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90
  build sass_sm80_only exe -gencode arch=compute_80,code=sm_80
  build ptx_compute80_only exe -gencode arch=compute_80,code=compute_80
  if ((major >= 12)); then
    build sass_sm90a fatbin -gencode arch=compute_90a,code=sm_90a
  fi
  if ((major >= 13)); then
    build sass_sm100a_only fatbin -gencode arch=compute_100a,code=sm_100a
    build sass_sm100_ptx_compute100 fatbin -gencode arch=compute_100,code=sm_100 -gencode arch=compute_100,code=compute_100
  fi
done <<<"${toolkits}"
rm -f "${kernel}" "${program}"
ls "${out}"
