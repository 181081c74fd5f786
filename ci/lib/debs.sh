# shellcheck shell=bash
# Debian side of ci/install-toolkits.sh: the bookworm non-free source, a private apt
# configuration for trixie, cached .deb downloads, and unpacking a toolkit into a prefix.

DEBIAN_MIRROR=http://deb.debian.org/debian   # as in /etc/apt/sources.list.d/debian.sources
NONFREE_SOURCES=/etc/apt/sources.list.d/cudacompat-nonfree.sources

# The system's apt sees bookworm non-free through a separate deb822 file; the existing
# sources files are left alone.
bookworm_nonfree_enable() {
  local want
  want="# cudacompat (ci/install-toolkits.sh): Debian bookworm non-free, for CUDA 11.8 .debs.
Types: deb
URIs: $DEBIAN_MIRROR
Suites: bookworm bookworm-updates
Components: non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg"
  if [[ ! -f $NONFREE_SOURCES ]] || [[ "$(cat "$NONFREE_SOURCES")" != "$want" ]]; then
    printf '%s\n' "$want" >"$NONFREE_SOURCES"
    log "wrote $NONFREE_SOURCES"
  fi
  local lists=/var/lib/apt/lists
  eval "$(apt-config shell lists Dir::State::Lists/d)"
  if ! compgen -G "$lists/*_dists_bookworm_non-free_binary-amd64_Packages*" >/dev/null; then
    timed "apt-get update (bookworm non-free)" apt_get update -qq
  fi
}

# Trixie is only ever seen through this private configuration (own sources, lists,
# cache, empty dpkg status), so the system's apt never learns about trixie.
trixie_apt_conf() {
  local dir="$CUDACOMPAT_CACHE/apt-trixie"
  mkdir -p "$dir/sources.list.d" "$dir/state/lists/partial" "$dir/cache/archives/partial"
  find "$dir/sources.list.d" -type f ! -name trixie.sources -delete
  cat >"$dir/sources.list.d/trixie.sources" <<EOF
Types: deb
URIs: $DEBIAN_MIRROR
Suites: trixie
Components: main non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  cat >"$dir/apt.conf" <<EOF
Dir::State "$dir/state";
Dir::State::Lists "$dir/state/lists";
Dir::State::status "/dev/null";
Dir::Cache "$dir/cache";
Dir::Etc::SourceList "/dev/null";
Dir::Etc::SourceParts "$dir/sources.list.d";
Dir::Etc::Preferences "/dev/null";
Dir::Etc::PreferencesParts "/dev/null";
APT::Architectures { "amd64"; };
Acquire::Languages "none";
EOF
  echo "$dir/apt.conf"
}

trixie_apt_ready() {
  if ! APT_CONFIG=$1 apt-cache show nvidia-cuda-toolkit >/dev/null 2>&1; then
    APT_CONFIG=$1 timed "apt-get update (private trixie lists)" apt_get update -qq
  fi
}

# cached_deb DIR PKG VER: path of a cached .deb of PKG (exact VER first, else any version).
cached_deb() {
  local f
  for f in "$1/${2}_${3//:/%3a}_"*.deb "$1/${2}_"*.deb; do
    [[ -f $f ]] && dpkg-deb -f "$f" Package >/dev/null 2>&1 && { echo "$f"; return 0; }
  done
  return 1
}

# deb_cached DIR PKG=VER: true when exactly that version is in the cache.
deb_cached() {
  local pkg=${2%%=*} ver=${2#*=}
  [[ -f "$1/${pkg}_${ver//:/%3a}_amd64.deb" || -f "$1/${pkg}_${ver//:/%3a}_all.deb" ]]
}

# missing_debs DIR PKG=VER...: prints the specs that are not cached.
missing_debs() {
  local dir=$1 spec
  shift
  for spec in "$@"; do deb_cached "$dir" "$spec" || echo "$spec"; done
}

# fetch_debs DIR PKG=VER...: download each pinned .deb into DIR (apt-get download, with
# APT_CONFIG from the caller's environment). If the pinned version cannot be had, the lists
# are refreshed once; if Debian no longer serves it at all, a cached or the archive's
# current version is taken, loudly.
fetch_debs() {
  local dir=$1 spec pkg ver tmp refreshed=0
  shift
  mkdir -p "$dir"
  tmp=$(mktemp -d "$dir/.download.XXXXXX")
  chown _apt "$tmp" 2>/dev/null || true
  for spec in "$@"; do
    pkg=${spec%%=*} ver=${spec#*=}
    deb_cached "$dir" "$spec" && continue
    log "downloading $pkg=$ver"
    if ! (cd "$tmp" && apt_get download -qq "$pkg=$ver"); then
      if ((!refreshed)); then
        refreshed=1
        apt_get update -qq && (cd "$tmp" && apt_get download -qq "$pkg=$ver") && { mv "$tmp"/*.deb "$dir/"; continue; }
      fi
      cached_deb "$dir" "$pkg" "$ver" >/dev/null && { warn "$spec unavailable; using cached $(cached_deb "$dir" "$pkg" "$ver")"; continue; }
      warn "$pkg=$ver is no longer in the archive; taking its current version"
      (cd "$tmp" && apt_get download -qq "$pkg")
    fi
    mv "$tmp"/*.deb "$dir/"
  done
  rm -rf "$tmp"
}

# unpack_debs PREFIX DIR PKG=VER...: dpkg -x each cached .deb into PREFIX (never installed).
unpack_debs() {
  local prefix=$1 dir=$2 spec deb
  shift 2
  mkdir -p "$prefix"
  for spec in "$@"; do
    deb=$(cached_deb "$dir" "${spec%%=*}" "${spec#*=}") || die "no cached .deb for $spec"
    dpkg -x "$deb" "$prefix"
    printf '%s\n' "$(basename "$deb")" >>"$prefix/.cudacompat-debs"
  done
}

# The Debian layout hard-codes /usr and /etc in two places; make the prefix self-contained:
#  - usr/lib/nvidia-cuda-toolkit/bin/nvcc.profile -> /etc/nvcc.profile (absolute) becomes a
#    relative link to PREFIX/etc/nvcc.profile, rewritten with $(_HERE_)-relative paths;
#  - usr/bin/nvcc (`exec /usr/lib/nvidia-cuda-toolkit/bin/nvcc "$@"`) execs the prefix's nvcc.
# Nothing else in the unpacked trees points at an absolute path (checked below).
fixup_distro_prefix() {
  local prefix=$1 bin="$1/usr/lib/nvidia-cuda-toolkit/bin"
  [[ -x "$bin/nvcc" ]] || die "$bin/nvcc missing after unpacking"
  write_distro_profile >"$prefix/etc/nvcc.profile"
  ln -sfn ../../../../etc/nvcc.profile "$bin/nvcc.profile"
  rewrite_nvcc_wrapper "$prefix/usr/bin/nvcc"
  chmod 755 "$prefix/usr/bin/nvcc"
  # Debian's compatibility tree /usr/lib/cuda (nvvm/libdevice, include, ...) is made of
  # absolute links into /usr; point them into the prefix, where CMake's CUDA support looks.
  local link target
  while IFS= read -r -d '' link; do
    target=$(readlink "$link")
    [[ $target == /usr/* ]] && ln -sfn "$prefix$target" "$link"
  done < <(find "$prefix" -type l -lname '/usr/*' -print0)
  local abs
  abs=$(find "$prefix" -type l -lname '/*' ! -lname "$prefix/*" -printf '%P -> %l\n')
  [[ -z $abs ]] || warn "absolute symlinks left in $prefix: $abs"
}

# rewrite_nvcc_wrapper FILE: Debian's wrapper, with /usr/lib/nvidia-cuda-toolkit replaced by
# the same directory of this prefix (found from the wrapper's own location). 11.8's wrapper
# is just the exec; 12.4's also prepends that directory to PATH, which is kept.
# shellcheck disable=SC2016  # $usr, $0 and $@ are for the wrapper, not for this script
rewrite_nvcc_wrapper() {
  local wrapper=$1
  grep -q '^exec /usr/lib/nvidia-cuda-toolkit/bin/nvcc "\$@"$' "$wrapper" \
    || die "unexpected Debian nvcc wrapper $wrapper: $(cat "$wrapper")"
  sed -i -e '1a # cudacompat: the Debian wrapper, with /usr replaced by the usr/ of this unpacked prefix.' \
    -e '1a usr=$(dirname "$(dirname "$(readlink -f "$0")")")' \
    -e 's|/usr/lib/nvidia-cuda-toolkit/|${usr}/lib/nvidia-cuda-toolkit/|g' "$wrapper"
}

# nvcc.profile for an unpacked Debian toolkit. $(_HERE_) is usr/lib/nvidia-cuda-toolkit/bin.
# PATH puts the prefix's own gcc/g++ selector scripts, cicc, ptxas, fatbinary, nvlink and
# cudafe++ first, so no other toolkit's tools on the caller's PATH are picked up.
write_distro_profile() {
  cat <<'EOF'
# cudacompat: Debian's /etc/nvcc.profile, made relative to this unpacked prefix.
# Predefined variables: _SPACE_, _HERE_, _TARGET_DIR_, _TARGET_SIZE_, _NVVM_BRANCH_
# Through Debian's usr/lib/cuda tree, whose name ends in nvvm/libdevice: CMake's CUDA support
# derives the toolkit's library root from that (CMakeDetermineCUDACompiler.cmake).
NVVMIR_LIBRARY_DIR = $(_HERE_)/../../cuda/nvvm/libdevice

PATH		+= $(_HERE_):$(_HERE_)/../../../bin:

INCLUDES	+= "-I$(_HERE_)/../../../include" $(_SPACE_)

LIBRARIES	=+ $(_SPACE_) "-L$(_HERE_)/../../x86_64-linux-gnu/stubs" "-L$(_HERE_)/../../x86_64-linux-gnu"
EOF
}
