#!/usr/bin/env bash
# Fails when a CMake file of cudacompat's own does not follow .gersemirc, or calls a command gersemi
# does not know (a function defined outside .gersemirc's `definitions`, or a misspelt one), and
# names each file with the command that fixes it. gersemi is pinned in ci/requirements-test.lock
# and installed by ci/install-python-deps.sh: another version formats some calls differently, and a
# gate that moves with the machine is no gate. Real projects' files kept as test data are theirs
# (ci/lib/own_files.sh).
#
# gersemi rather than cmake-format: cmakelang (cmake-format, cmake-lint) has had no release since
# 2021 and misreads newer CMake syntax; gersemi is maintained, knows every command of the CMake
# modules, reads the project's own function signatures, and checks that it changed no meaning
# (--safe, which --fix uses).
#
#   ci/check-cmake-format.sh [--fix] [PATH...]   the project's own CMake files, or those at or below
#                                                PATHs; --fix rewrites them in place
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=ci/lib/own_files.sh
source "$root/ci/lib/own_files.sh"
fix=0
if [[ "${1:-}" == --fix ]]; then
  fix=1
  shift
fi
gersemi="${GERSEMI:-gersemi}"
pinned=$(sed -n 's/^gersemi==\([^ ]*\).*/\1/p' "$root/ci/requirements-test.lock")
found=$("$gersemi" --version 2>/dev/null | awk 'NR == 1 {print $2}' || true)
if [[ "$found" != "$pinned" ]]; then
  echo "check-cmake-format: gersemi $pinned not found (${found:+found $found at $(command -v "$gersemi"); }pinned in ci/requirements-test.lock);" \
       "install it with ci/install-python-deps.sh" >&2
  exit 77
fi
if (($#)); then
  listed=$(gate_files "$@")
else
  listed=$(cd "$root" && own_files '*.cmake' '*.cmake.in' '*CMakeLists.txt')
fi
mapfile -t files < <(grep -E '(^|/)(CMakeLists\.txt|[^/]*\.cmake|[^/]*\.cmake\.in)$' <<<"$listed" || true)
if ((${#files[@]} == 0)); then
  echo "check-cmake-format: no CMake files in ${*:-the repository}" >&2
  exit 2
fi
cd "$root"
# The configuration is named, not searched for: a scratch folder outside the repository has none.
# No cache: it lives outside the repository and would make the gate's answer depend on the machine.
options=(--config "$root/.gersemirc" --no-cache --workers 2)
if ((fix)); then
  "$gersemi" --in-place --safe "${options[@]}" -- "${files[@]}"
  exit 0
fi
if ! report=$("$gersemi" --check --warnings-as-errors "${options[@]}" -- "${files[@]}" 2>&1); then
  report=${report//"$root/"/}
  mapfile -t failing < <(sed -n -e 's/ would be reformatted$//p' -e 's/^\(.*\):[0-9]*:[0-9]*$/\1/p' <<<"$report" |
                         LC_ALL=C sort -u)
  echo "check-cmake-format: ${#failing[@]} of ${#files[@]} files do not follow .gersemirc:" >&2
  sed -e '/^$/d' -e 's/^/  /' <<<"$report" >&2
  echo "fix: ci/check-cmake-format.sh --fix ${failing[*]}" >&2
  echo "     (an unknown command is a function gersemi cannot see: add its file to .gersemirc's definitions)" >&2
  exit 1
fi
echo "check-cmake-format: ${#files[@]} files follow .gersemirc (gersemi $found)"
