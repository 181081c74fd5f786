#!/usr/bin/env bash
# cudacompat's own wheel, built once per version and source, kept in a wheel cache and reused: the
# isolated build environment of every project whose build-system.requires names cudacompat then
# installs it from there (PIP_FIND_LINKS) instead of compiling the tool from source each time.
#
# usage: ci/cudacompat-wheelhouse.sh [--cache DIR] [--source DIR] [--wheel FILE]
#   --cache DIR   the wheel cache (default: ${XDG_CACHE_HOME:-$HOME/.cache}/cudacompat-wheels); keep it
#                 between CI jobs as you keep pip's cache
#   --source DIR  the cudacompat source tree (default: this script's)
#   --wheel FILE  a wheel already built from that source (ci/build-packages.sh's dist/tool/*.whl):
#                 fills the cache with it instead of building one
# Prints the directory that holds the wheel for this source, DIR/cudacompat-<version>-<key>, where
# <key> is the SHA-256 (first 16 digits) of the files the wheel is built from (CMakeLists.txt,
# CMakePresets.json, VERSION, pyproject.toml, README.md, cmake/, compat/, probes/, python/, tool/),
# tracked by git, as they are on disk: a new commit that touches none of them reuses the wheel; one
# changed byte in them builds anew. Then:
#   export PIP_FIND_LINKS="$(ci/cudacompat-wheelhouse.sh)"
#   pip wheel -w dist .          # an isolated build whose requires name cudacompat takes the wheel
# Says on stderr whether it reused or built, and how long the build took. Exit 0, or 2 on bad input.
set -euo pipefail

cache="${XDG_CACHE_HOME:-${HOME}/.cache}/cudacompat-wheels"
source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
wheel=""
while (($#)); do
  case "$1" in
    --cache) cache="$2"; shift 2 ;;
    --source) source_dir="$(cd "$2" && pwd)"; shift 2 ;;
    --wheel) wheel="$2"; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "cudacompat-wheelhouse.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [[ ! -f "${source_dir}/VERSION" || ! -f "${source_dir}/pyproject.toml" ]]; then
  echo "cudacompat-wheelhouse.sh: ${source_dir} is not a cudacompat source tree (no VERSION and pyproject.toml)" >&2
  exit 2
fi
version="$(tr -d '[:space:]' < "${source_dir}/VERSION")"
inputs=(CMakeLists.txt CMakePresets.json VERSION pyproject.toml README.md cmake compat probes python tool)
if ! git -C "${source_dir}" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  echo "cudacompat-wheelhouse.sh: ${source_dir} is not a git checkout; its tracked files make the key (clone it, or use a release's wheel)" >&2
  exit 2
fi
# Path and content of each input file, in git's order: the key of what the wheel is built from.
key="$(cd "${source_dir}" && git ls-files -z -- "${inputs[@]}" \
  | while IFS= read -r -d '' file; do printf '%s\0' "${file}"; sha256sum < "${file}"; done \
  | sha256sum | cut -c1-16)"
directory="${cache}/cudacompat-${version}-${key}"

if compgen -G "${directory}/cudacompat-${version}-*.whl" > /dev/null; then
  echo "cudacompat-wheelhouse.sh: reused $(basename "${directory}"/cudacompat-"${version}"-*.whl) (key ${key})" >&2
  echo "${directory}"
  exit 0
fi
staging="$(mktemp -d "${cache}.staging.XXXXXX" 2> /dev/null || { mkdir -p "$(dirname "${cache}")"; mktemp -d "${cache}.staging.XXXXXX"; })"
trap 'rm -rf "${staging}"' EXIT
if [[ -n "${wheel}" ]]; then
  case "$(basename "${wheel}")" in
    cudacompat-"${version}"-*.whl) cp "${wheel}" "${staging}/" ;;
    *) echo "cudacompat-wheelhouse.sh: --wheel ${wheel} is not a cudacompat ${version} wheel (cudacompat-${version}-*.whl)" >&2; exit 2 ;;
  esac
  echo "cudacompat-wheelhouse.sh: filled with ${wheel} (key ${key})" >&2
else
  start=$(date +%s)
  python3 -m pip wheel --no-deps --disable-pip-version-check --quiet -w "${staging}" "${source_dir}" >&2
  echo "cudacompat-wheelhouse.sh: built $(basename "${staging}"/cudacompat-*.whl) in $(($(date +%s) - start)) s (key ${key})" >&2
fi
# Renamed into place whole: a job that runs at the same time never sees half a cache entry.
mkdir -p "${cache}"
chmod 755 "${staging}"
if ! mv -T "${staging}" "${directory}" 2> /dev/null; then
  [[ -d "${directory}" ]] || { echo "cudacompat-wheelhouse.sh: cannot write ${directory}" >&2; exit 2; }
fi
trap - EXIT
echo "${directory}"
