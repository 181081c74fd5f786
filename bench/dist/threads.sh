#!/bin/bash
# bench/dist/threads.sh CARRY_DIR OUT_DIR   (CARRY_DIR as for device_run.sh)
# nvcc --threads on 16 cores: local builds only (no cluster), pinned to cores 0-15, ninja's default
# parallelism there (16 + 2 jobs), with and without --threads 4 (the four architectures of a unit at
# once), over the 17 CUTLASS units and over the first 4 (a build with fewer units than cores).
set -u
carry=$1
out=$2
for limit in 17 4; do
  for threads in 0 4; do
    extra=(); [ "$threads" != 0 ] && extra=(--nvcc-threads "$threads")
    DIST_SCALE_BASE=/tmp/dist-threads bench/dist/device_run.sh "$carry" "$out/l$limit-t$threads" \
      --servers "" --client-cpus 0-15 --jobs-local 18 --limit "$limit" "${extra[@]}" 2>&1 | grep -E "^\| local|wall_s" | tail -2
  done
done
