#!/usr/bin/env bash
# The run-time side on a machine with a GPU, in one go (issue 11): the kernel benchmarks of every
# toolkit's build against a device-to-device copy, the kernel tests (device API included), the
# wheels' lazy backends, the device API on CuPy and PyTorch arrays, and doctor's verdicts against
# the driver and the frameworks installed there.
#
# usage: tests/gpu/run_runtime_checks.sh CARRY_DIR OUT_DIR
# CARRY_DIR (built on the CI machine by tests/gpu/prepare_runtime_checks.sh) holds bench/ (one
# cudacompat_kernels_bench-<cuda> per toolkit), lib/ (libbenchmark), tests/ (the kernel test
# binary), fatbins/, the cudacompat wheel, the kernel wheels and the NVIDIA runtime wheels.
# Every step runs whatever the others did; the exit status counts the steps that failed.
set -u
carry=$(cd "$1" && pwd)
out=$2
mkdir -p "${out}"
log="${out}/summary.log"
export LD_LIBRARY_PATH="${carry}/lib${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}"
failed=0
step() {  # step NAME COMMAND...: run it, its output into the log, and count a failure
  local name=$1
  shift
  echo "=== ${name}: $*" >>"${log}"
  "$@" >>"${log}" 2>&1
  local status=$?
  echo "=== ${name}: exit ${status}" | tee -a "${log}"
  [[ ${status} -eq 0 ]] || failed=$((failed + 1))
}

step gpu nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.memory --format=csv
step kernel-benchmarks python3 bench/kernels/run_kernel_benchmarks.py run "${carry}"/bench/cudacompat_kernels_bench-* \
  --filter gpu_ --json-out "${out}/kernel_bench.json"
step kernel-tests "${carry}/tests/cudacompat_kernels_test" --gtest_brief=1
step wheels python3 tests/packages/gpu/check_wheels_on_gpu.py "${carry}" "${out}/wheels.json"
# shellcheck disable=SC2012 # the one venv this script's steps made, a plain name
site=$(ls -d /tmp/venv-cu13/lib/python3*/site-packages 2>/dev/null | head -1)
step device-api python3 tests/packages/gpu/check_device_api_on_gpu.py "${site}" "${out}/device_api.json"
python3 -m venv /tmp/venv-tool >>"${log}" 2>&1
/tmp/venv-tool/bin/python -m pip install --no-index --disable-pip-version-check --quiet "${carry}"/cudacompat-*.whl >>"${log}" 2>&1
step doctor-vs-driver python3 tests/doctor/gpu/check_doctor_on_gpu.py /tmp/venv-tool/bin/cudacompat "${carry}/fatbins" \
  "${out}/doctor.json"
step doctor-here /tmp/venv-tool/bin/cudacompat doctor
/tmp/venv-tool/bin/cudacompat doctor --json >"${out}/doctor_machine.json" 2>>"${log}"
torch_lib=$(python3 -c 'import os, torch; print(os.path.join(os.path.dirname(torch.__file__), "lib"))' 2>/dev/null)
/tmp/venv-tool/bin/cudacompat audit --json "${torch_lib}"/libcaffe2_nvrtc.so >"${out}/torch_nvrtc_audit.json" 2>>"${log}"
echo "steps failed: ${failed}" | tee -a "${log}"
exit "${failed}"
