#!/usr/bin/env bash
# Builds, on the CI machine (no GPU), what tests/gpu/run_runtime_checks.sh needs on the GPU machine,
# into CARRY_DIR (default .whl, which the device tool carries): the kernel benchmark for every
# toolkit of the matrix (sm_90: H100/H200), libbenchmark, the kernel test binary, the doctor
# fatbins, and the wheels (cudacompat, the kernels for CUDA 13.0 and 12.4, the NVIDIA runtimes).
# Needs ci/main.sh's build (build/) and the cached NVIDIA runtime wheels.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
carry=${1:-.whl}
mkdir -p "${carry}/bench" "${carry}/lib" "${carry}/tests" "${carry}/fatbins"
python3 bench/kernels/run_kernel_benchmarks.py build --out "${carry}/bench"
cp -L /usr/lib/x86_64-linux-gnu/libbenchmark.so.1debian "${carry}/lib/"
cmake --build build --target cudacompat_kernels_test
cp build/kernels/tests/cudacompat_kernels_test "${carry}/tests/"
bash tests/doctor/gpu/make_fatbins.sh "${carry}/fatbins"
bash ci/build-packages.sh --wheels-only --archs 90-real --out /tmp/runtime-check-wheels 13.0 12.4
find /tmp/runtime-check-wheels/tool /tmp/runtime-check-wheels/wheels -name "*.whl" -exec cp {} "${carry}/" \;
# The runtimes the kernel wheels depend on: the GPU machine has no network.
python3 -m pip download --quiet --no-deps --only-binary=:all: --disable-pip-version-check -d "${carry}" \
  "nvidia-cuda-runtime==13.5.37" "nvidia-cuda-runtime-cu12==12.9.79"
