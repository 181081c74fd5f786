#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR
# Installs real CUDA toolkits side by side, each in its own prefix, for testing cudacompat
# against them on a CPU-only machine (Debian bookworm, CUDA 13.0 preinstalled). See
# ci/toolkits.md. Never touches /usr/local/cuda-13.0 and never installs a driver library.
#
#   ci/install-toolkits.sh [--verify] [11.8] [12.4] [pip13] [13.0] [cuobjdump] [wheels]   (default: all)
#
# Idempotent: each toolkit has a stamp recording what was installed; a rerun with the same
# pins only checks stamps. Downloads are cached in ${CUDACOMPAT_CACHE:-/var/cache/cudacompat}.
# Writes /opt/cudacompat/toolkits/manifest.json. --verify also prints each toolkit's facts.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/common.sh
source "$here/lib/common.sh"
# shellcheck source=lib/debs.sh
source "$here/lib/debs.sh"
# shellcheck source=lib/pip.sh
source "$here/lib/pip.sh"
# shellcheck source=lib/manifest.sh
source "$here/lib/manifest.sh"

# Bump when the way a prefix is laid out or fixed up changes: forces a reinstall.
FIXUP_REV=4

# CUDA 11.8 from bookworm non-free. nvidia-cuda-dev and libcuinj64-11.8 depend on
# `libcuda1 (>= 520) | libnvidia-tesla-cuda1 | libcuda.so.1 | libcuda-11.8-1` (the driver),
# so the toolkit is unpacked with dpkg -x, never installed.
V118=11.8.89~11.8.0-5~deb12u1
DEBS_118=(nvidia-cuda-toolkit="$V118" nvidia-cuda-dev="$V118" libcudart11.0="$V118"
  libnvvm4="$V118" libnvrtc11.2="$V118" libnvrtc-builtins11.8="$V118"
  libthrust-dev=1.17.2-2 libcub-dev=1.17.2-2 libcu++-dev=1.8.1-2)
HOSTCXX_118=g++-11

# CUDA 12.4 from trixie non-free (and trixie main for CCCL), unpacked, never installed.
V124=12.4.127~12.4.1-2
DEBS_124=(nvidia-cuda-toolkit=12.4.131~12.4.1-2 libnvvm4=12.4.131~12.4.1-2
  nvidia-cuda-dev="$V124" libcudart12="$V124" libnvrtc12="$V124" libnvrtc-builtins12.4="$V124"
  libnvjitlink12="$V124" libnvfatbin12="$V124"
  libthrust-dev=2.3.2-2 libcub-dev=2.3.2-2 libcu++-dev=2.3.2-2)
HOSTCXX_124=g++-12

# Newest CUDA 13 from PyPI (unsuffixed names are CUDA 13). nvidia-cuda-cccl has its own
# version scheme; 13.3.5.0.6 is the newest published.
WHEELS_PIP13=(nvidia-cuda-nvcc==13.5.37 nvidia-cuda-crt==13.5.37 nvidia-nvvm==13.5.37
  nvidia-cuda-runtime==13.5.37 nvidia-cuda-cccl==13.3.5.0.6)
HOSTCXX_PIP13=g++-12
WHEELS_CUOBJDUMP=(nvidia-cuda-cuobjdump==13.5.37)

# The preinstalled toolkit: verified and listed, never modified.
CUDA130=/usr/local/cuda-13.0
HOSTCXX_130=g++-12

# Wheels the tests and benchmarks read, never installed: CuPy 14.2.0 for CUDA 12, cp312 x86-64
# (136 MB), the ~100 MB wheel of the variant benchmark (bench/variants/make_variant.py) and of the
# audit's package tests; CuPy 13.6.0 (113 MB), its previous release for the gate benchmark
# (bench/gate/bench_gate.py). FILE SHA256 NAME==VER PYTHON PLATFORM.
TEST_WHEELS=(
  "cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl f82141761f2c81905d49387464ae29438887956d99063381c93a1d5d1b7d32e8 cupy-cuda12x==14.2.0 3.12 manylinux2014_x86_64"
  "cupy_cuda12x-13.6.0-cp312-cp312-manylinux2014_x86_64.whl 79b0cacb5e8b190ef409f9e03f06ac8de1b021b0c0dda47674d446f5557e0eb1 cupy-cuda12x==13.6.0 3.12 manylinux2014_x86_64"
)

ALL=(11.8 12.4 pip13 13.0 cuobjdump wheels)

# ensure_host_packages PKG...: apt-get install (from bookworm main) what is missing.
ensure_host_packages() {
  local p missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  timed "apt-get install ${missing[*]}" apt_install "${missing[@]}"
}

apt_install() {
  apt_get install -y -qq --no-install-recommends "$@" \
    || { apt_get update -qq && apt_get install -y -qq --no-install-recommends "$@"; }
}

# up_to_date NAME SPEC FILE: stamp matches and FILE (the nvcc) still exists.
up_to_date() {
  if stamp_ok "$1" "$2" && [[ -x $3 && -f "$FRAGMENT_DIR/$1.json" ]]; then
    log "$1: up to date ($STAMP_DIR/$1.stamp)"
    return 0
  fi
  return 1
}

# install_unpacked NAME PREFIX DEBDIR HOSTCXX DEB...: dpkg -x a Debian toolkit into PREFIX.
install_unpacked() {
  local name=$1 prefix=$2 debdir=$3 hostcxx=$4
  shift 4
  local staging="$prefix.staging" version
  rm -rf "$staging"
  timed "$name: dpkg -x ${#@} .debs" unpack_debs "$staging" "$debdir" "$@"
  fixup_distro_prefix "$staging"
  smoke_compile "$staging/usr/bin/nvcc" "$hostcxx" sm_90
  replace_dir "$staging" "$prefix"
  version=$(nvcc_release "$prefix/usr/bin/nvcc")
  manifest_fragment toolkit "$FRAGMENT_DIR/$name.json" name="$name" version="$version" \
    layout=unpacked-distro root="$prefix" nvcc="$prefix/usr/bin/nvcc" \
    nvcc_real="$prefix/usr/lib/nvidia-cuda-toolkit/bin/nvcc" \
    include_dirs="$prefix/usr/include" library_dir="$prefix/usr/lib/x86_64-linux-gnu" \
    nvcc_profile="$prefix/etc/nvcc.profile" host_compiler="/usr/bin/$hostcxx" \
    source="Debian packages unpacked with dpkg -x" packages="$(cat "$prefix/.cudacompat-debs")"
  log "$name: installed $version in $prefix"
}

install_118() {
  local prefix="$TOOLKITS_DIR/cuda-11.8" spec="rev=$FIXUP_REV ${DEBS_118[*]}"
  up_to_date cuda-11.8 "$spec" "$prefix/usr/bin/nvcc" && return 0
  local debdir="$CUDACOMPAT_CACHE/debs/bookworm"
  bookworm_nonfree_enable
  ensure_host_packages "$HOSTCXX_118"
  log "cuda-11.8: nvidia-cuda-dev needs a driver library (libcuda1), so it is unpacked, not installed"
  if [[ -n "$(missing_debs "$debdir" "${DEBS_118[@]}")" ]]; then
    timed "cuda-11.8: download" fetch_debs "$debdir" "${DEBS_118[@]}"
  fi
  install_unpacked cuda-11.8 "$prefix" "$debdir" "$HOSTCXX_118" "${DEBS_118[@]}"
  stamp_write cuda-11.8 "$spec"
}

install_124() {
  local prefix="$TOOLKITS_DIR/cuda-12.4" spec="rev=$FIXUP_REV ${DEBS_124[*]}" conf
  up_to_date cuda-12.4 "$spec" "$prefix/usr/bin/nvcc" && return 0
  local debdir="$CUDACOMPAT_CACHE/debs/trixie"
  ensure_host_packages "$HOSTCXX_124"
  if [[ -n "$(missing_debs "$debdir" "${DEBS_124[@]}")" ]]; then
    conf=$(trixie_apt_conf)
    trixie_apt_ready "$conf"
    APT_CONFIG=$conf timed "cuda-12.4: download" fetch_debs "$debdir" "${DEBS_124[@]}"
  fi
  install_unpacked cuda-12.4 "$prefix" "$debdir" "$HOSTCXX_124" "${DEBS_124[@]}"
  stamp_write cuda-12.4 "$spec"
}

install_pip13() {
  local root="$TOOLKITS_DIR/pip-cuda13" spec="rev=$FIXUP_REV ${WHEELS_PIP13[*]}"
  local cu="$TOOLKITS_DIR/pip-cuda13/nvidia/cu13" version
  up_to_date pip-cuda13 "$spec" "$cu/bin/nvcc" && return 0
  ensure_host_packages "$HOSTCXX_PIP13"
  timed "pip-cuda13: pip install --target" pip_target "$root" "${WHEELS_PIP13[@]}"
  smoke_compile "$cu/bin/nvcc" "$HOSTCXX_PIP13" sm_90
  version=$(nvcc_release "$cu/bin/nvcc")
  manifest_fragment toolkit "$FRAGMENT_DIR/pip-cuda13.json" name=pip-cuda13 version="$version" \
    layout=pip-wheel root="$cu" nvcc="$cu/bin/nvcc" \
    include_dirs="$cu/include:$cu/include/cccl" library_dir="$cu/lib" \
    nvcc_profile="$cu/bin/nvcc.profile" host_compiler="/usr/bin/$HOSTCXX_PIP13" \
    pip_target="$root" source="PyPI wheels, pip install --target" packages="${WHEELS_PIP13[*]}"
  stamp_write pip-cuda13 "$spec"
  log "pip-cuda13: installed $version in $root"
}

install_test_wheels() {
  local entry
  for entry in "${TEST_WHEELS[@]}"; do
    # shellcheck disable=SC2086 # each entry is five words, split on purpose
    cache_wheel $entry
  done
}

install_cuobjdump() {
  local root="$TOOLS_DIR/cuobjdump" spec="rev=$FIXUP_REV ${WHEELS_CUOBJDUMP[*]}" exe version
  exe="$root/nvidia/cu13/bin/cuobjdump"
  up_to_date cuobjdump "$spec" "$exe" && return 0
  timed "cuobjdump: pip install --target" pip_target "$root" "${WHEELS_CUOBJDUMP[@]}"
  version=$("$exe" --version | sed -n 's/.*release [0-9.]*, V\([0-9.]*\).*/\1/p')
  [[ -n $version ]] || die "$exe --version did not run"
  manifest_fragment tool "$FRAGMENT_DIR/cuobjdump.json" name=cuobjdump version="$version" \
    path="$exe" pip_target="$root" source="PyPI wheel, pip install --target" \
    packages="${WHEELS_CUOBJDUMP[*]}"
  stamp_write cuobjdump "$spec"
  log "cuobjdump: installed $version at $exe"
}

# The preinstalled 13.0 is only checked and listed.
check_130() {
  local nvcc="$CUDA130/bin/nvcc" version spec
  [[ -x $nvcc ]] || { warn "no preinstalled toolkit at $CUDA130; not listed"; return 0; }
  version=$(nvcc_release "$nvcc")
  spec="rev=$FIXUP_REV preinstalled $version"
  up_to_date cuda-13.0 "$spec" "$nvcc" && return 0
  ensure_host_packages "$HOSTCXX_130"
  smoke_compile "$nvcc" "$HOSTCXX_130" sm_90
  manifest_fragment toolkit "$FRAGMENT_DIR/cuda-13.0.json" name=cuda-13.0 version="$version" \
    layout=standard root="$CUDA130" nvcc="$nvcc" include_dirs="$CUDA130/include:$CUDA130/include/cccl" \
    library_dir="$CUDA130/lib64" host_compiler="/usr/bin/$HOSTCXX_130" \
    source="preinstalled (verified only, never modified)"
  stamp_write cuda-13.0 "$spec"
}

usage() { sed -n '3,11p' "$0" | sed 's/^# \{0,1\}//'; }

main() {
  local verify=0 selected=() t start
  for t in "$@"; do
    case $t in
      --verify) verify=1 ;;
      -h|--help) usage; return 0 ;;
      all) selected+=("${ALL[@]}") ;;
      11.8|12.4|pip13|13.0|cuobjdump|wheels) selected+=("$t") ;;
      *) usage; die "unknown toolkit '$t'" ;;
    esac
  done
  ((${#selected[@]})) || selected=("${ALL[@]}")
  [[ $(id -u) -eq 0 ]] || die "run as root (installs under $CUDACOMPAT_ROOT and uses apt)"
  mkdir -p "$TOOLKITS_DIR" "$TOOLS_DIR" "$CUDACOMPAT_CACHE"
  exec 9>"$CUDACOMPAT_ROOT/.install.lock"
  flock 9
  start=$(date +%s)
  for t in "${selected[@]}"; do
    case $t in
      11.8) timed "cuda-11.8 total" install_118 ;;
      12.4) timed "cuda-12.4 total" install_124 ;;
      pip13) timed "pip-cuda13 total" install_pip13 ;;
      13.0) check_130 ;;
      cuobjdump) timed "cuobjdump total" install_cuobjdump ;;
      wheels) timed "test wheels" install_test_wheels ;;
    esac
  done
  manifest_assemble
  log "done in $(($(date +%s) - start))s: ${selected[*]}"
  if ((verify)); then
    # shellcheck source=lib/verify.sh
    source "$here/lib/verify.sh"
    verify_manifest "$TOOLKITS_DIR/manifest.json"
  fi
}

main "$@"
