#!/usr/bin/env bash
# Only cuobjdump (the audit's ground truth and benchmark baseline), pinned, from PyPI's
# nvidia-cuda-cuobjdump into /opt/cudacompat/tools/cuobjdump: ci/install-toolkits.sh owns that step.
set -euo pipefail
exec "$(dirname "${BASH_SOURCE[0]}")/install-toolkits.sh" cuobjdump
