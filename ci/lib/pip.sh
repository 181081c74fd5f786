# shellcheck shell=bash
# PyPI side of ci/install-toolkits.sh: pinned wheels, cached, installed with pip --target.

WHEEL_CACHE="$CUDACOMPAT_CACHE/wheels"

# wheel_cached NAME==VER: true when a wheel for exactly that version is in the cache.
wheel_cached() {
  local name=${1%%==*} ver=${1#*==}
  compgen -G "$WHEEL_CACHE/${name//-/_}-${ver}-*.whl" >/dev/null
}

# pip_target DEST NAME==VER...: install exactly these wheels (and no others) into DEST.
pip_target() {
  local dest=$1 spec missing=()
  shift
  mkdir -p "$WHEEL_CACHE"
  for spec in "$@"; do wheel_cached "$spec" || missing+=("$spec"); done
  if ((${#missing[@]})); then
    log "downloading wheels: ${missing[*]}"
    env -u PIP_FIND_LINKS python3 -m pip download -q --no-deps --only-binary=:all: --no-cache-dir \
      --disable-pip-version-check -d "$WHEEL_CACHE" "${missing[@]}"
  fi
  rm -rf "$dest.staging"
  env -u PIP_FIND_LINKS python3 -m pip install -q --no-deps --no-index --find-links "$WHEEL_CACHE" \
    --disable-pip-version-check --root-user-action=ignore --no-compile \
    --target "$dest.staging" "$@"
  replace_dir "$dest.staging" "$dest"
}

# cache_wheel FILE SHA256 NAME==VER PYTHON PLATFORM: a wheel kept in the cache as an input of the
# tests and benchmarks (never installed), downloaded once for that Python and platform and checked
# against its pinned sha256 (pip's --require-hashes).
cache_wheel() {
  local file=$1 sha=$2 spec=$3 python=$4 platform=$5 req
  mkdir -p "$WHEEL_CACHE"
  if [[ ! -f "$WHEEL_CACHE/$file" ]]; then
    req=$(mktemp)
    printf '%s --hash=sha256:%s\n' "$spec" "$sha" >"$req"
    log "downloading $file"
    env -u PIP_FIND_LINKS python3 -m pip download -q --no-deps --only-binary=:all: --require-hashes \
      --disable-pip-version-check --python-version "$python" --platform "$platform" \
      -d "$WHEEL_CACHE" -r "$req"
    rm -f "$req"
  fi
  [[ "$(sha256sum "$WHEEL_CACHE/$file" | cut -d' ' -f1)" == "$sha" ]] ||
    die "$WHEEL_CACHE/$file: its sha256 is not the pinned $sha; remove it and rerun"
}
