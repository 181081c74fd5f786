# shellcheck shell=bash
# The one list of cudacompat's own files, which the style gates (ci/check-*.sh) check. Real
# projects' files kept as test data are theirs, not ours: they stay as their authors wrote them, so
# no gate reformats or lints them. They are found by the provenance recorded beside them, not by a
# list of folders to keep up to date:
#   - a folder with SOURCE.md or LICENSES.md (an adoption case study, a pin corpus or held-out set)
#     records where the files below it come from: its subfolders are theirs, while the record and
#     the drivers beside it (tests/pin/corpus/score.py) are ours;
#   - a folder with a LICENSE* or COPYING* file is the root of a project copied whole (the migrate
#     corpora, a vendored third-party tree): it and everything below it are theirs;
#   - fuzz/corpus holds the fuzzers' inputs, malformed on purpose.
# A file copied from elsewhere without its provenance recorded stays ours, and the gates say so.
#
#   own_files PATHSPEC...   prints the tracked files that match and are ours, one per line,
#                           relative to the repository root (run from it).

own_files() {
  git ls-files -- "$@" | awk -v markers="$(git ls-files -- '*SOURCE.md' '*LICENSES.md' '*LICENSE*' '*COPYING*')" '
    BEGIN {
      n = split(markers, marker, "\n")
      for (i = 1; i <= n; i++) {
        slash = match(marker[i], /\/[^\/]*$/)
        if (!slash) continue  # the repository root: cudacompat itself
        dir = substr(marker[i], 1, slash)
        name = substr(marker[i], slash + 1)
        if (name == "SOURCE.md" || name == "LICENSES.md") record[dir] = 1
        else if (name ~ /^(LICENSE|COPYING)/) root[dir] = 1
      }
    }
    /^fuzz\/corpus\// { next }
    {
      # Walk the file'"'"'s folders from the top: a project root anywhere above it, or a record above
      # its own folder, makes it theirs.
      theirs = 0
      rest = $0
      prefix = ""
      while ((slash = index(rest, "/")) > 0) {
        prefix = prefix substr(rest, 1, slash)
        rest = substr(rest, slash + 1)
        if (prefix in root || (prefix in record && index(rest, "/") > 0)) { theirs = 1; break }
      }
      if (!theirs) print
    }'
}

#   gate_files PATH...      prints the files at or below each PATH, as absolute paths (a gate
#                           runs from the repository root), for a gate pointed at given files or
#                           folders: its tests plant bad files in a scratch folder
gate_files() {
  local path
  for path in "$@"; do
    if [[ -d "$path" ]]; then
      find "$(cd "$path" && pwd)" -name .git -prune -o -type f -print | LC_ALL=C sort
    elif [[ -e "$path" ]]; then
      printf '%s/%s\n' "$(cd "$(dirname "$path")" && pwd)" "$(basename "$path")"
    else
      echo "no such file or folder: $path" >&2
      return 2
    fi
  done
}
