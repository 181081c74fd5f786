#!/usr/bin/env bash
# Regenerates fuzz/corpus/fuzz_probe_text from what real toolkits write: host_config.h, the
# CUDA_VERSION line of cuda.h, version.json, `nvcc --version`, `nvcc --list-gpu-arch` and
# `nvcc --dryrun` of each toolkit given, plus a line in the format of /proc/driver/nvidia/version
# and package names as PyPI spells them. The first byte of a seed picks the reader (fuzz_probe_text.cpp).
#
# Usage: fuzz/make_probe_text_seeds.sh [CUDA_ROOT...]   (default /usr/local/cuda and the toolkits
# ci/install-toolkits.sh installs under /opt/cudacompat/toolkits)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/corpus/fuzz_probe_text"
rm -rf "$out" && mkdir -p "$out"
roots=("$@")
if ((${#roots[@]} == 0)); then
  roots=(/usr/local/cuda)
  for root in /opt/cudacompat/toolkits/cuda-11.8/usr/lib/nvidia-cuda-toolkit /opt/cudacompat/toolkits/cuda-12.4/usr/lib/nvidia-cuda-toolkit; do
    [[ -x "$root/bin/nvcc" ]] && roots+=("$root")
  done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo '__global__ void k() {}' > "$work/k.cu"

seed() {  # seed <reader byte 0-7> <name>: stdin, at most 4 KiB, behind the reader byte
  # shellcheck disable=SC2059 # the format is the reader byte's octal escape, made on purpose
  { printf "\\$(printf '%03o' "$1")"; head -c 4096; } > "$out/$2"
}
n=0
for root in "${roots[@]}"; do
  n=$((n + 1))
  nvcc="$root/bin/nvcc"
  # include/ in the toolkit, or ../../include beside Debian's usr/lib/nvidia-cuda-toolkit
  include=$(dirname "$(find -L "$root/include" "$root/../../include" -maxdepth 1 -name cuda.h 2>/dev/null | head -1)")
  host_config="$include/crt/host_config.h"
  grep -B2 -A2 'unsupported' "$host_config" | seed 0 "host_config.$n"
  grep -m1 -B3 -A3 '#define CUDA_VERSION' "$include/cuda.h" | seed 1 "cuda_h.$n" || true
  [[ -f "$root/version.json" ]] && seed 2 "version_json.$n" < "$root/version.json"
  "$nvcc" --version | seed 3 "nvcc_version.$n"
  "$nvcc" --list-gpu-arch 2>/dev/null | seed 4 "list_gpu_arch.$n" || true
  (cd "$work" && "$nvcc" --dryrun -c k.cu 2>&1) | seed 5 "dryrun.$n"
done
# No toolkit installed here has a version.json: the shape NVIDIA's installers write (identify.h).
printf '{\n   "cuda" : {\n      "name" : "CUDA SDK",\n      "version" : "12.4.1"\n   }\n}\n' | seed 2 version_json
printf 'NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.65.06  Release Build  (dvs-builder@U16-I3-B03-4-3)  Sun Jul 27 06:54:38 UTC 2025\nGCC version:  gcc version 13.3.0 (Ubuntu 13.3.0-6ubuntu2~24.04)\n' | seed 6 proc_driver_version
for name in nvidia-cublas-cu12 cupy-cuda12x cupy-cuda110 jax-cuda12-plugin nvidia-cuda-runtime nvidia-x-cu99999999999; do
  printf '%s' "$name" | seed 7 "package.$name"
done
# shellcheck disable=SC2012 # a count for the log, of names made above
ls "$out" | wc -l
