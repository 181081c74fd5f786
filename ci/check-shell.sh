#!/usr/bin/env bash
# Fails when a shell script of cudacompat's own (a .sh file, or any file whose #! line names a
# shell) has a problem shellcheck finds, at every severity, and names each file with what to do. The
# scripts it follows with `source` are checked in place (-x). shellcheck is Debian bookworm's
# (0.9.0, installed by ci/install-deps.sh): another version knows other checks, and a gate that moves
# with the machine is no gate. Real projects' files kept as test data are theirs (ci/lib/own_files.sh).
#
#   ci/check-shell.sh [PATH...]   the project's own shell scripts, or those at or below PATHs
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=ci/lib/own_files.sh
source "$root/ci/lib/own_files.sh"
shellcheck="${SHELLCHECK:-shellcheck}"
pinned=0.9.0
found=$("$shellcheck" --version 2>/dev/null | sed -n 's/^version: //p' || true)
if [[ "$found" != "$pinned" ]]; then
  echo "check-shell: shellcheck $pinned not found (${found:+found $found at $(command -v "$shellcheck"); }Debian bookworm's);" \
       "install it with ci/install-deps.sh (Debian package shellcheck)" >&2
  exit 77
fi
if (($#)); then
  listed=$(gate_files "$@")
else
  listed=$(cd "$root" && own_files .)
fi
cd "$root"
# A script is a .sh or .bash file, or one whose first line runs a shell (.ci/run has no suffix).
# shellcheck disable=SC2016 # awk's program, run by xargs: its $0 is awk's
mapfile -t files < <(tr '\n' '\0' <<<"$listed" | xargs -0 -r awk '
  FNR == 1 {
    if (FILENAME ~ /\.(sh|bash)$/ || $0 ~ /^#!.*[\/ ](ba|da|k)?sh([ \t]|$)/) print FILENAME
    nextfile
  }')
if ((${#files[@]} == 0)); then
  echo "check-shell: no shell scripts in ${*:-the repository}" >&2
  exit 2
fi
if ! report=$("$shellcheck" --external-sources --source-path=SCRIPTDIR --format=gcc -- "${files[@]}"); then
  mapfile -t failing < <(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: .*/\1/p' <<<"$report" | uniq)
  echo "check-shell: ${#failing[@]} of ${#files[@]} shell scripts have problems shellcheck finds:" >&2
  awk '{print "  " $0}' <<<"$report" >&2
  echo "fix: by hand, as https://www.shellcheck.net/wiki/SC<number> shows, then: ci/check-shell.sh ${failing[*]}" >&2
  echo "     (a deliberate case gets '# shellcheck disable=SC<number> # why' on the line above it)" >&2
  exit 1
fi
echo "check-shell: ${#files[@]} shell scripts pass shellcheck $found"
