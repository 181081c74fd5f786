#!/usr/bin/env bash
# Prepares a fresh machine of this project's kind: the Debian packages cudacompat builds with,
# and the real CUDA toolkits (11.8, 12.4, newest 13.x) its matrix tests compare against.
# Idempotent and cached: a second run takes about a second.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"${here}/install-deps.sh"
"${here}/install-python-deps.sh"
"${here}/install-toolkits.sh"
