#!/usr/bin/env bash
# Prepares the check of the audit's "where it runs" verdicts on a real GPU: compiles one small
# fatbin per rule (SASS of the same and other majors, a/f targets, PTX forward and `a` PTX, LZ4 and
# zstd compression) and writes the audit's verdicts next to them. Then, on a machine with a GPU and
# its driver: python3 DIR/gpu_check.py (loads each fatbin with cuModuleLoadData and compares).
#
# Usage: tests/audit/gpu_check_prepare.sh OUT_DIR [CUDACOMPAT_BIN] [NVCC]
set -euo pipefail
out=$1
cudacompat=${2:-build/bin/cudacompat}
nvcc=${3:-/usr/local/cuda/bin/nvcc}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cu="$here/fixtures/kernel.cu"
fatbin() { "$nvcc" -fatbin -o "$out/$1" "$cu" "${@:2}"; }
fatbin sm86_sass.fatbin -gencode arch=compute_86,code=sm_86
fatbin sm80_sass.fatbin -gencode arch=compute_80,code=sm_80
fatbin sm90_sass.fatbin -gencode arch=compute_90,code=sm_90
fatbin sm90a_sass.fatbin -gencode arch=compute_90a,code=sm_90a
fatbin sm100f_sass.fatbin -gencode arch=compute_100f,code=sm_100f
fatbin compute86_ptx.fatbin -gencode arch=compute_86,code=compute_86
fatbin compute90a_ptx.fatbin -gencode arch=compute_90a,code=compute_90a
fatbin compute100_ptx.fatbin -gencode arch=compute_100,code=compute_100
fatbin sm75_lz4_all.fatbin -gencode 'arch=compute_75,code=[sm_75,compute_75]' --compress-mode=speed -Xfatbin -compress-all
fatbin sm90_zstd_all.fatbin -gencode arch=compute_90,code=sm_90 --compress-mode=size -Xfatbin -compress-all
"$cudacompat" audit --json --no-progress "$out" > "$out/audit.json"
cp "$here/gpu_check.py" "$out/"
echo "prepared $out: run python3 $out/gpu_check.py where a GPU and its driver are"
