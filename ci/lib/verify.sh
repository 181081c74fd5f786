# shellcheck shell=bash
# `ci/install-toolkits.sh --verify`: prints, for every toolkit in the manifest, the facts the
# toolkit itself reports. Read-only apart from temporary files.

# header_for NAME INCLUDE_DIRS(colon-separated): first INCLUDE_DIR/NAME that exists.
header_for() {
  local d
  IFS=: read -ra dirs <<<"$2"
  for d in "${dirs[@]}"; do
    [[ -e "$d/$1" ]] && { echo "$d/$1"; return 0; }
  done
  return 1
}

# newest_sm NVCC: highest sm_NN that `nvcc --list-gpu-arch` lists (sm_90 if it cannot list).
newest_sm() {
  local arch
  arch=$("$1" --list-gpu-arch 2>/dev/null | sed -n 's/^compute_\([0-9]*\)$/\1/p' | sort -n | tail -1)
  echo "sm_${arch:-90}"
}

verify_cccl() {
  local incs=$1 f
  for f in cub/version.cuh thrust/version.h cuda/std/__cccl/version.h \
    cuda/std/detail/libcxx/include/__cccl/version.h cuda/std/detail/__config; do
    f=$(header_for "$f" "$incs") || continue
    echo "  $f:"
    grep -hE '^#\s*define\s+(CUB_VERSION|THRUST_VERSION|CCCL_VERSION|_LIBCUDACXX_CUDA_API_VERSION)\b' "$f" \
      | sed 's/^/    /' || true
  done
  f=$(header_for cub/cub.cuh "$incs") || return 0
  echo "  'Sum' as a word under $(dirname "$f"):"
  grep -rnwE 'struct Sum|using Sum|Sum' "$(dirname "$f")" | grep -E 'struct Sum|using Sum|class Sum' \
    | sed "s|^$(dirname "$f")/|    |" || echo "    (no struct/using/class Sum)"
}

# verify_compile NVCC HOSTCXX ARCH SOURCE: compile SOURCE with -c, print the verdict.
verify_compile() {
  local dir rc=0
  dir=$(mktemp -d)
  printf '%s\n' "$4" >"$dir/t.cu"
  "$1" -ccbin "$2" -arch="$3" -c "$dir/t.cu" -o "$dir/t.o" >"$dir/log" 2>&1 || rc=$?
  if ((rc == 0)); then echo "  nvcc -ccbin $2 -arch=$3 -c: ok ($(stat -c %s "$dir/t.o") bytes)"
  else echo "  nvcc -ccbin $2 -arch=$3 -c: FAILED"; sed 's/^/    /' "$dir/log" | head -20; fi
  rm -rf "$dir"
}

# verify_toolkit NAME NVCC INCLUDE_DIRS ROOT HOSTCXX
verify_toolkit() {
  local name=$1 nvcc=$2 incs=$3 root=$4 hostcxx=$5 f sm
  echo "=== $name ($nvcc)"
  "$nvcc" --version | sed 's/^/  /'
  echo "  --list-gpu-arch: $("$nvcc" --list-gpu-arch 2>&1 | tr '\n' ' ')"
  f=$(header_for cuda.h "$incs") && echo "  $f: $(grep -E '^#define CUDA_VERSION' "$f")"
  f=$(header_for crt/host_config.h "$incs") && {
    echo "  $f:"
    grep -nE '^#\s*if.*(__GNUC__ *[<>]|__clang_major__ *[<>]|__GRCO|__HORIZON__\)$)' "$f" | sed 's/^/    /'
  }
  f=$(find "$root" -maxdepth 3 -name version.json -print -quit)
  echo "  version.json: ${f:-none under $root}"
  if [[ $(head -c2 "$nvcc") == '#!' ]]; then
    echo "  $nvcc is a script:"; sed 's/^/    | /' "$nvcc"
  fi
  sm=$(newest_sm "$nvcc")
  verify_compile "$nvcc" "$hostcxx" "$sm" '__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }'
  verify_cccl "$incs"
  verify_compile "$nvcc" "$hostcxx" sm_90 '#include <cub/cub.cuh>
__global__ void k(int* x) { cub::Sum op; x[0] = op(x[1], x[2]); }'
}

verify_manifest() {
  local line
  while IFS=$'\t' read -r -a line; do
    verify_toolkit "${line[@]}"
  done < <(python3 - "$1" <<'EOF'
import json, sys
for t in json.load(open(sys.argv[1]))["toolkits"]:
    print("\t".join([t["name"], t["nvcc"], ":".join(t["include_dirs"]), t["root"],
                     t["host_compiler"]]))
EOF
  )
  python3 - "$1" <<'EOF'
import json, subprocess, sys
for t in json.load(open(sys.argv[1]))["tools"]:
    print(f"=== {t['name']} ({t['path']})")
    print("  " + subprocess.run([t["path"], "--version"], capture_output=True, text=True)
          .stdout.strip().replace("\n", "\n  "))
EOF
}
