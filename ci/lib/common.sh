# shellcheck shell=bash disable=SC2034
# Shared helpers for ci/install-toolkits.sh: logging, timing, stamps, apt with lock waiting.

CUDACOMPAT_ROOT=${CUDACOMPAT_ROOT:-/opt/cudacompat}
CUDACOMPAT_CACHE=${CUDACOMPAT_CACHE:-/var/cache/cudacompat}
TOOLKITS_DIR="$CUDACOMPAT_ROOT/toolkits"
TOOLS_DIR="$CUDACOMPAT_ROOT/tools"
STAMP_DIR="$TOOLKITS_DIR/.stamps"
FRAGMENT_DIR="$TOOLKITS_DIR/.manifest.d"

log()  { printf '[install-toolkits] %s\n' "$*" >&2; }
warn() { printf '[install-toolkits] WARNING: %s\n' "$*" >&2; }
die()  { printf '[install-toolkits] ERROR: %s\n' "$*" >&2; exit 1; }

# timed LABEL CMD...: run CMD, then print how long it took.
timed() {
  local label=$1 start rc=0
  shift
  start=$(date +%s)
  "$@" || rc=$?
  if ((rc == 0)); then log "$label: $(($(date +%s) - start))s"
  else log "$label: failed (exit $rc) after $(($(date +%s) - start))s"; fi
  return "$rc"
}

# stamp_ok NAME SPEC: true when NAME was installed from exactly SPEC.
stamp_ok() {
  [[ -f "$STAMP_DIR/$1.stamp" ]] && [[ "$(cat "$STAMP_DIR/$1.stamp")" == "$2" ]]
}

stamp_write() {
  mkdir -p "$STAMP_DIR"
  printf '%s\n' "$2" >"$STAMP_DIR/$1.stamp.tmp"
  mv -f "$STAMP_DIR/$1.stamp.tmp" "$STAMP_DIR/$1.stamp"
}

# apt_get ARGS...: apt-get that waits for (never races) another apt/dpkg process.
# DPkg::Lock::Timeout covers the dpkg lock; the retry loop covers the lists/archives locks.
apt_get() {
  local try out
  out=$(mktemp)
  for try in $(seq 1 60); do
    if DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 "$@" 2>"$out"; then
      cat "$out" >&2; rm -f "$out"; return 0
    fi
    if ! grep -qiE 'could not get lock|unable to lock|is another process using it' "$out"; then
      cat "$out" >&2; rm -f "$out"; return 1
    fi
    log "apt is busy (another apt/dpkg process holds its lock), waiting (try $try)"
    sleep 10
  done
  cat "$out" >&2; rm -f "$out"
  return 1
}

# replace_dir STAGING FINAL: move a fully prepared STAGING tree into place.
replace_dir() {
  rm -rf "$2.old"
  [[ -e "$2" ]] && mv "$2" "$2.old"
  mv "$1" "$2"
  rm -rf "$2.old"
}

# nvcc_release NVCC: "11.8.89" from the "V11.8.89" in `nvcc --version`.
nvcc_release() {
  "$1" --version | sed -n 's/.*release [0-9.]*, V\([0-9.]*\).*/\1/p'
}

# smoke_compile NVCC HOSTCXX ARCH: compile a trivial kernel with -c (no GPU needed).
smoke_compile() {
  local dir rc=0
  dir=$(mktemp -d)
  printf '__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }\n' >"$dir/k.cu"
  "$1" -ccbin "$2" -arch="$3" -c "$dir/k.cu" -o "$dir/k.o" || rc=$?
  rm -rf "$dir"
  ((rc == 0)) || die "$1 could not compile a trivial kernel for $3 with $2"
  log "smoke test: $1 -ccbin $2 -arch=$3 -c: ok"
}
