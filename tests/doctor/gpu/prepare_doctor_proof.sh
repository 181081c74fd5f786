#!/usr/bin/env bash
# Builds, on the CI machine (no GPU), what run_doctor_proof.sh needs on the GPU machine, into
# CARRY_DIR (default .device/doctor-proof, which the device tool carries): the fatbins and
# executables of every toolkit of the matrix (make_fatbins.sh), and build/bin/cudacompat with the
# shared libraries it needs beyond the C and C++ runtimes (the GPU machine has no network).
#
# usage: tests/doctor/gpu/prepare_doctor_proof.sh [CARRY_DIR] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
carry=${1:-.device/doctor-proof}
build=${2:-build}
rm -rf "${carry}"
mkdir -p "${carry}/lib"
bash tests/doctor/gpu/make_fatbins.sh "${carry}/fatbins"
cp "${build}/bin/cudacompat" "${carry}/"
# Every library ldd resolves, but those of the C and C++ runtimes, which the GPU machine has newer.
ldd "${build}/bin/cudacompat" | awk '/=> \// { print $3 }' |
  grep -vE '/(libc|libm|libstdc\+\+|libgcc_s|libpthread|libdl|librt|ld-linux[^/]*)\.so' |
  while read -r library; do cp -L "${library}" "${carry}/lib/"; done
ls -la "${carry}" "${carry}/lib"
