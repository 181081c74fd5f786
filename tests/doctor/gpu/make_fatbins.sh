#!/usr/bin/env bash
# The fatbins whose fate on a GPU `cudacompat doctor` predicts (check_doctor_on_gpu.py loads each
# with cuModuleLoadData there): one kernel, compiled here (no GPU) for other targets each time.
# usage: make_fatbins.sh OUT_DIR   (CUDA 13.0 at /usr/local/cuda, CUDA 13.5 under /opt/cudacompat)
set -euo pipefail
out="$1"; mkdir -p "${out}"
src="${out}/kernel.cu"
echo 'extern "C" __global__ void bump(float* x) { x[threadIdx.x] += 1.0f; }' > "${src}"
nvcc=/usr/local/cuda/bin/nvcc
nvcc135=/opt/cudacompat/toolkits/pip-cuda13/nvidia/cu13/bin/nvcc
"${nvcc}" -fatbin -gencode arch=compute_90,code=sm_90 -o "${out}/sass_sm90.fatbin" "${src}"
"${nvcc}" -fatbin -gencode arch=compute_80,code=sm_80 -o "${out}/sass_sm80_only.fatbin" "${src}"
"${nvcc}" -fatbin -gencode arch=compute_80,code=compute_80 -o "${out}/ptx_compute80_only.fatbin" "${src}"
"${nvcc}" -fatbin -gencode arch=compute_100a,code=sm_100a -o "${out}/sass_sm100a_only.fatbin" "${src}"
"${nvcc}" -fatbin -gencode arch=compute_90a,code=sm_90a -o "${out}/sass_sm90a.fatbin" "${src}"
# PTX of the newest toolkit: an ISA newer than a CUDA 13.0 driver (580) compiles.
"${nvcc135}" -fatbin -gencode arch=compute_90,code=compute_90 -o "${out}/ptx_cuda135_only.fatbin" "${src}"
rm -f "${src}"
ls "${out}"
