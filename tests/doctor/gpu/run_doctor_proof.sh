#!/usr/bin/env bash
# On a machine with a GPU (through the device tool, carrying prepare_doctor_proof.sh's folder):
# doctor's verdicts against what the driver does, case by case, for every fatbin and executable
# that every toolkit of the matrix built (check_doctor_on_gpu.py), then doctor on the frameworks
# installed there. Writes doctor-vs-driver.json and .md, and the GPU's description, into OUT_DIR.
#
# usage: tests/doctor/gpu/run_doctor_proof.sh CARRY_DIR OUT_DIR [--skip-frameworks]
set -uo pipefail
carry=$(cd "$1" && pwd)
out=$2
shift 2
mkdir -p "${out}"
export LD_LIBRARY_PATH="${carry}/lib${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader | tee "${out}/gpu.txt"
"${carry}/cudacompat" --version | tee -a "${out}/gpu.txt"
python3 tests/doctor/gpu/check_doctor_on_gpu.py "${carry}/cudacompat" "${carry}/fatbins" "${out}/doctor-vs-driver.json" "$@"
