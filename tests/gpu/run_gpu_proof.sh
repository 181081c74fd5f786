#!/usr/bin/env bash
# The GPU proof (issue 3): runs the kernel-library test binaries that the toolkit matrix built on
# a GPU-less machine, one set per toolkit (<build>/gpu-proof/<toolkit>/), on a machine with a GPU.
# Every GPU test must run (none skipped) and pass: GPU results against the CPU fallbacks on fresh
# random inputs, prefetch and advice through the shims (runtime and driver API), and the shimmed
# device attributes against the driver's own.
#
#   tests/gpu/run_gpu_proof.sh [proof-dir] [log-dir]
# Through the device tool: carry build/gpu-proof, and the logs come back from $OUT.
set -uo pipefail
proof=${1:-build/gpu-proof}
logs=${2:-${OUT:-/tmp/cudacompat-gpu-proof}}
mkdir -p "$logs"

nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader | tee "$logs/gpu.txt"
status=0
printf '%-12s %-10s %-16s %-28s %-10s\n' toolkit version layout kernels_test driver_test | tee "$logs/summary.txt"
for dir in "$proof"/*/; do
  name=$(basename "$dir")
  version=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['version'])" "$dir/toolkit.json")
  layout=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['layout'])" "$dir/toolkit.json")
  results=()
  for test in cudacompat_kernels_test cudacompat_kernels_driver_test; do
    log="$logs/$name.log"  # one file per toolkit: the device tool returns at most 8 files
    echo "=== $test" >>"$log"
    "$dir/$test" >"$logs/current.log" 2>&1
    rc=$?
    cat "$logs/current.log" >>"$log"
    log="$logs/current.log"
    passed=$(grep -oP '\[  PASSED  \] \K[0-9]+' "$log" || echo 0)
    skipped=$(grep -oP '\[  SKIPPED \] \K[0-9]+' "$log" || echo 0)
    failed=$(grep -oP '\[  FAILED  \] \K[0-9]+(?= test)' "$log" || echo 0)
    verdict="pass"
    if [[ $rc -ne 0 || $failed -ne 0 ]]; then verdict="FAIL"; status=1; fi
    # A GPU test that skipped did not prove anything: on this machine every one must run.
    if grep -q '^\[  SKIPPED \] Gpu\.' "$log"; then verdict="SKIPPED-GPU"; status=1; fi
    results+=("$verdict($passed/$((passed + failed + skipped)))")
  done
  printf '%-12s %-10s %-16s %-28s %-10s\n' "$name" "$version" "$layout" "${results[0]}" "${results[1]}" | tee -a "$logs/summary.txt"
done
rm -f "$logs/current.log"
grep -h "random seed\|backend:\|clock " "$logs"/*.log | sort | uniq -c | tee "$logs/details.txt"
exit $status
