#!/usr/bin/env bash
# Installs the Debian packages cudacompat builds and tests with, on a fresh machine of the
# cpp-kernels kind (Debian bookworm, CUDA 13.0 preinstalled). Idempotent: packages already
# present are not fetched again, and apt's lists are refreshed only when something is missing.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3
  libjansson-dev       # the tool's one JSON library (common/json_value.h): a C library, cheap to compile against
  libcli11-dev         # the cudacompat command line
  libfmt-dev           # message formatting
  libgtest-dev libgmock-dev libbenchmark-dev
  libzstd-dev liblz4-dev libzip-dev   # the audit: compressed fatbins and wheels
  libdeflate-dev                      # the wheel reader inflates each member in one call (tool/readers/wheel_reader.cpp)
  clang-14 libclang-rt-14-dev         # libFuzzer and the sanitizers
  clang-format-14                     # the format gate (ci/check-format.sh): one pinned version
  shellcheck                          # the shell gate (ci/check-shell.sh): Debian bookworm's 0.9.0
  clang lld                           # clang++ and ld.lld, which build the configure-time tool in two thirds of the time of g++
  binutils                            # readelf, the audit's ground truth for DT_NEEDED
  libtomlplusplus-dev libyaml-cpp-dev # pin --check: pyproject.toml, Cargo.toml/lock, conda YAML
  libarchive-dev libssl-dev           # the audit of packages: .deb/.conda members, RECORD's SHA-256
  lintian dpkg-dev fakeroot zstd bzip2  # lintian checks the .debs; zstd and bzip2 make and read conda packages
  ccache                              # CUDACOMPAT_COMPILER_CACHE=ccache (Debian's is built with hiredis: redis remote storage)
  redis-server redis-tools            # the shared compiler cache's remote store, started by tests/cache and bench/cache
  bubblewrap                          # the sandbox of sccache-dist's build servers, started by tests/dist (0.3+; bookworm's 0.8)
  openssl                             # makes the CA and certificate of tests/cache's TLS Redis (rediss://)
  libcapstone-dev                     # Capstone: abi-diff decodes x86-64 code with it (tool/abi/call_sites_x86_64.cpp)
  zlib1g-dev                          # zlib: abi-diff inflates the string table of Cython 3.2 modules (tool/abi/cython_capi.cpp)
  abigail-tools                       # libabigail's abidiff: the anchor abi-diff is compared with (tests/abi, bench/abi)
  python3-dev                         # Python.h: the Cython consumers that abi-diff --consumer is checked against
  chromium                            # a real browser looks at the built documentation site (ctest -L docs)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "cudacompat: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "cudacompat: build dependencies already installed"
fi
