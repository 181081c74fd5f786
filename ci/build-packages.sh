#!/usr/bin/env bash
# Builds every package of cudacompat's kernel library, one per CUDA major, then audits them:
#   <out>/tool/cudacompat-*.whl                      cudacompat itself (pip wheel ., scikit-build-core), repaired
#   <out>/wheels/cuda-<X.Y>/cudacompat_kernels_cu<N>-*.whl   per toolkit, repaired by auditwheel
#   <build>/packages/*.deb, *.conda                 the .debs and .conda of the build tree's toolkit
# Run after ci/main.sh (which installs the toolkits and builds <build>).
#
# usage: ci/build-packages.sh [--out DIR] [--build DIR] [--archs LIST] [--wheels-only] [CUDA_VERSION...]
#   CUDA versions default to 12.4 13.0 13.5, found under $CUDACOMPAT_TOOLKIT_SEARCH_PATH
#   (default /opt/cudacompat/toolkits) or at /usr/local/cuda; --archs defaults to each toolkit's policy.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${root}/dist"
build="${root}/build"
archs=""
wheels_only=0
cudas=()
while (($#)); do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --build) build="$2"; shift 2 ;;
    --archs) archs="$2"; shift 2 ;;
    --wheels-only) wheels_only=1; shift ;;
    -h|--help) sed -n '2,11p' "${BASH_SOURCE[0]}"; exit 0 ;;
    -*) echo "build-packages.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) cudas+=("$1"); shift ;;
  esac
done
((${#cudas[@]})) || cudas=(12.4 13.0 13.5)
search_path="${CUDACOMPAT_TOOLKIT_SEARCH_PATH:-/opt/cudacompat/toolkits}"
mkdir -p "${out}"
out="$(cd "${out}" && pwd)"
work="${out}/.work"

echo "== cudacompat's own wheel"
rm -rf "${out}/tool" "${work}/raw-tool"
python3 -m pip wheel "${root}" --no-build-isolation --no-deps --quiet -w "${work}/raw-tool" -C "build-dir=${work}/build-tool"
# The libraries the tool links (libzip, fmt, yaml-cpp, ...) go inside: a manylinux wheel for PyPI.
python3 -m auditwheel repair -w "${out}/tool" "${work}/raw-tool"/cudacompat-*.whl
# A build environment with that wheel: the kernels build with the cudacompat that pip installed.
[[ -x "${work}/venv/bin/python" ]] || python3 -m venv --system-site-packages "${work}/venv"
"${work}/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall "${out}"/tool/cudacompat-*.whl

for cuda in "${cudas[@]}"; do
  echo "== the kernel wheel for CUDA ${cuda}"
  defines=(-C "cmake.define.CUDACOMPAT_CUDA_VERSION=${cuda}" -C "cmake.define.CUDACOMPAT_TOOLKIT_SEARCH_PATH=${search_path}")
  [[ -z "${archs}" ]] || defines+=(-C "cmake.define.CUDACOMPAT_ARCHS=${archs}")
  rm -rf "${work}/raw-${cuda}" "${out}/wheels/cuda-${cuda}"
  "${work}/venv/bin/python" -m pip wheel "${root}/kernels" --no-build-isolation --no-deps --quiet \
    -w "${work}/raw-${cuda}" -C "build-dir=${work}/build-kernels-${cuda}" "${defines[@]}"
  # The CUDA runtime is a dependency (nvidia-cuda-runtime*), never grafted into the wheel.
  python3 -m auditwheel repair --exclude 'libcudart.so.*' -w "${out}/wheels/cuda-${cuda}" "${work}/raw-${cuda}"/*.whl
done

packages=("${out}"/wheels/cuda-*/*.whl)
if ((!wheels_only)); then
  echo "== the .debs and the .conda of ${build}"
  cmake --build "${build}" --target cudacompat-packages
  packages+=("${build}"/packages/*.deb "${build}"/packages/*.conda)
fi

echo "== the audit of every package"
"${work}/venv/bin/cudacompat" audit "${packages[@]}"
