#!/bin/sh
# The compiler launcher of CI's main build (ci/main.sh passes it as CMAKE_CXX_COMPILER_LAUNCHER):
# ccache (ci/install-deps.sh), its cache in the build tree, or where CI's own CCACHE_DIR says (a CI
# cache path); never the user's ~/.ccache by surprise.
# CCACHE_BASEDIR is the build tree: a path below it is hashed relative to the compile's directory,
# so a tree configured again below it with the same flags (tests/cpu_only_machine's build with
# every toolkit hidden, in build/tests/cpu_only_machine/work/build) takes the objects the main
# build made instead of compiling them; the sources' absolute paths are the same in both.
# A file, not `env;CCACHE_DIR=...;ccache`: one path passes through -D and add_test unsplit.
#   ci/ccache-launcher.sh COMPILER ARGS...   (or ccache's own options: ci/ccache-launcher.sh --print-stats)
root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
CCACHE_DIR=${CCACHE_DIR:-$root/build/ccache}
CCACHE_BASEDIR=$root/build
export CCACHE_DIR CCACHE_BASEDIR
exec ccache "$@"
