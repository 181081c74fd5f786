#include "cli/command_help.h"

#include <stdexcept>
#include <string>

namespace cudacompat::cli {
namespace {

// In the order of `cudacompat --help`; raw strings, so each line stands as it prints.
constexpr CommandHelp kCommandHelp[] = {
    {"probe", "Find the CUDA toolkits here and decide what to build with them, without a GPU",
     R"(Finds and identifies CUDA toolkits, checks the host compiler, chooses GPU architectures, probes API features
and decides whether to build CUDA code; never needs a GPU, a driver or nvidia-smi. cudacompat_configure()
runs it at configure time.
Exit 0: done. Exit 1: configure should stop (the reason is printed). Exit 2: usage error.

Examples:
  cudacompat probe                                   # the table a configure prints
  cudacompat probe --cuda-version 12.4 --search-path /opt/cudacompat/toolkits --json
  cudacompat probe --mode OFF --features skip        # a CPU-only decision, no compilation
  cudacompat probe --dist --build-dir build          # are this tree's CUDA compiles distributed, and why not)"},
    {"pin", "Write strict CUDA dependency pins for a toolkit, or check a project's (--check)",
     R"(Writes strict dependency ranges for the CUDA toolkit a build uses (pip, conda, Cargo, Debian, CMake), or
checks a project's files and environments for bad ones (--check, --env; the files are never modified).
The floor is what the build needs (its toolkit's release, raised by what --from-artifact files call),
the ceiling the next CUDA major, and known-bad releases are excluded.
Exit 0: written, or nothing found. Exit 1: --check found something. Exit 2: bad input or usage.

Examples:
  cudacompat pin --cuda 12.6 --library cudart,cufft --python cuda-python
  cudacompat pin --cuda 11.8 --cudarc 0.11.4 --format cargo
  cudacompat pin --check --cuda 12.6 requirements.txt pyproject.toml)"},
    {"audit", "Report what built artifacts need to run: CUDA libraries, GPU code, driver",
     R"(Reads built artifacts (executables, shared libraries, objects, static archives, cubins, fatbins, wheels,
directories) and reports the CUDA libraries they need, the GPU code they carry, the oldest driver that runs
them and the GPUs they run on. Never loads or runs them.
Exit 0: clean. Exit 1: policy violations. Exit 2: usage error or unreadable input.

Examples:
  cudacompat audit dist/mylib-1.0-cp312-manylinux_2_28_x86_64.whl
  cudacompat audit --min-driver 525.60.13 --require-arch sm_80,sm_90 --max-cuda-major 12 build/lib
  cudacompat audit --json --html report.html /usr/local/cuda/lib64)"},
    {"doctor", "Say whether artifacts will run on this machine, and if not, why",
     R"(Reports the NVIDIA driver (libcuda.so.1 loaded with dlopen, else /proc/driver/nvidia/version), its GPUs,
the CUDA libraries the loader and the Python environment provide, and for each artifact (file, wheel,
directory): where each needed CUDA library resolves under the loader's rules (DT_RPATH, LD_LIBRARY_PATH,
DT_RUNPATH, ld.so.cache, default directories; for a wheel member, $ORIGIN is its directory under the
Python environment's site-packages), whether the driver meets its minimum, and whether each GPU runs it
natively, through the PTX JIT, or not at all. Never runs the artifacts.
Exit 0: everything runs here. Exit 1: something will not: a CUDA library does not resolve, the driver is
older than an artifact's minimum, a GPU cannot run an artifact's GPU code, the installed driver fails
(a missing symbol, a cuInit error), or an artifact needs CUDA (a CUDA library or GPU code) and there is no
driver or no GPU here to run it. Without artifacts, only a broken driver gives 1. Exit 2: usage error or
an input that cannot be read.
With --variants, also exit 1 when the variant an installer would choose does not run here or none would be
chosen, and 2 when the set cannot be read.

Examples:
  cudacompat doctor                                  # the machine only: driver, GPUs, CUDA libraries
  cudacompat doctor --variants dist/                  # which variant uv would install here, and whether it runs
  cudacompat doctor dist/mylib_cu12-1.0-py3-none-manylinux_2_34_x86_64.whl --python .venv/bin/python)"},
    {"matrix", "Write the CI job matrix (CUDA release x host compiler) for GitHub, GitLab or JSON",
     R"(Writes the CI jobs a CUDA kernel library needs, from the knowledge base: each CUDA release in a range
(one job per minor release) x each host compiler family x its oldest and newest supported major, with
the architectures that release accepts and its pins. For GitHub Actions (strategy.matrix via fromJSON),
GitLab CI (parallel:matrix) or as JSON.
Exit 0: written. Exit 2: bad input (an empty or unknown range, architecture or compiler family), or more
jobs than GitHub (256) or GitLab (200) accepts.

Examples:
  cudacompat matrix --cuda '>=11.8,<14' --host-compilers gcc,clang --format github
  cudacompat matrix --cuda '>=12.4' --archs 80,90,100,120 --format gitlab -o ci/cuda-matrix.yml
  cudacompat matrix --cuda '>=12.8,<14' --archs 80,90,100,120 --variants --format github)"},
    {"abi-diff", "Say what changed between two releases for the code built against them",
     R"(OLD and NEW are each a wheel, a .deb, a .conda or conda .tar.bz2, a directory, or one shared object, of the
same kind. Files are paired by their path in the package, shared objects also by SONAME stem. Compares
dynamic exports (name and version node), SONAME and the CUDA libraries needed, GPU code (the audit's
verdicts), the Cython C API of each extension module (__pyx_capi__, its functions and their signature
strings, re-exports followed), .pxd files and their cdef declarations, Python modules, and declared
dependencies. Each finding says whether it breaks binary consumers (built against OLD) or source
consumers (recompiling against NEW).
Findings in private modules (no public .pxd reaches them), in tests/benchmarks/examples packages, and
symbols no shipped header declares are kept, as informational, saying why.
Exit 0: nothing breaks. Exit 1: something breaks (or a --fail-on code was found). Exit 2: bad input or usage.
With --consumer, the exit is the consumers' verdict: 1 only if one of them fails to import against NEW or
its imports could not be read, whatever else the release breaks (--fail-on still adds its codes).

Examples:
  cudacompat abi-diff cuda_python-12.6.0-cp312-...whl cuda_python-12.6.1-cp312-...whl
  cudacompat abi-diff old/libfoo.so.1 new/libfoo.so.1 --consumer dist/myext-1.0-cp312-linux_x86_64.whl --json)"},
    {"migrate", "What in a source tree breaks on a newer CUDA toolkit, and the fix",
     R"(Scans C, C++ and CUDA sources and headers (their #if judged for the target), CMakeLists.txt and *.cmake, Makefiles, setup.py and pyproject.toml. Each finding gives file:line:column, what breaks, since which release, what to write instead and, where a change must build on both toolkits, the cudacompat shim.
Exit 0: nothing breaks (deprecations only). Exit 1: something will. Exit 2: bad usage, or nothing could be scanned (unreadable inputs are reported and the rest is still scanned).
Examples:
  cudacompat migrate --from 12.4 --to 13.0 src/ CMakeLists.txt
  cudacompat migrate --from 12.4 --json --fix .
  cudacompat migrate --from 12.4 --to 13.0 --format sarif src/ > migrate.sarif)"},
    {"variant", "Wheel variants (PEP 825) derived from the binaries",
     R"(The nvidia namespace's properties (sm_arch, cuda_version_lower_bound, cuda_version_upper_bound) derived
from what the audit reads in the wheel's binaries, never typed. Exit 0: written. Exit 2: bad input.

Examples:
  cudacompat variant show dist/mylib_cu13-1.0-cp312-cp312-manylinux_2_28_x86_64.whl
  cudacompat variant json dist/mylib-1.0-cp312-cp312-manylinux_2_28_x86_64.whl -o variant.json
  cudacompat variant index dist/
  cudacompat variant make -o variants/ dist/mylib_cu12-1.0-cp312-cp312-manylinux_2_28_x86_64.whl)"},
    {"variant show", "Print a wheel's derived variant properties and their sources", ""},
    {"variant json", "Write a wheel's *.dist-info/variant.json", ""},
    {"variant index", "Write {name}-{version}-variants.json for a folder of variant wheels", ""},
    {"variant make", "Rewrite wheels (-cuNN names, +cuNNN versions) as variant wheels of their unsuffixed name", ""},
    {"gate", "Say whether the packages about to ship can ship: every check, one verdict",
     R"(NEW and --previous are wheels, .deb files, conda packages, or directories of them. Each NEW artifact is paired
with the --previous one of the same kind, name, Python tag and machine (a wheel's platform tag without its
libc floor); what cannot be paired is said, and not fatal. Each NEW artifact gets the audit (with the
policy's rules), abi-diff against its pair with every applicable --consumer (a consumer wheel applies to the
pairs of its Python tag and machine), and pin --check of its own declared dependencies (Requires-Dist, conda
depends) against the CUDA major its binaries use. --check runs pin --check on the repository's own dependency
files, against --cuda or the one CUDA major NEW's binaries use, and reports them under each file. The policy file (docs/release-gate.md) sets the audit's
rules and which finding codes are errors or warnings.
--previous pypi:NAME==VERSION runs `python3 -m pip download --no-deps` (your pip configuration applies) into
$CUDACOMPAT_GATE_CACHE, else $XDG_CACHE_HOME/cudacompat/previous, else ~/.cache/cudacompat/previous; a
wheel already there is used without asking the index. --consumer pypi:NAME==VERSION is fetched the same way,
for every Python tag and machine of the NEW wheels. --previous conda:CHANNEL::NAME==VERSION (or
conda:NAME==VERSION, your configured channels) runs your conda, mamba or micromamba (`create --download-only
--no-deps`, your .condarc applies) with its package cache in that cache's conda/CHANNEL folder; without one
installed it is exit 2. A release that cannot be fetched is exit 2.
Exit 0: ship (no error). Exit 1: do not ship. Exit 2: bad input or usage; nothing is passed.

Examples:
  cudacompat gate dist/ --previous last-release/ --policy release-gate.toml
  cudacompat gate dist/*.whl --previous pypi:cuda-python==12.6.0
  cudacompat gate cuda_python-12.6.1-cp312-...whl --previous cuda_python-12.6.0-cp312-...whl --consumer rmm.whl --format sarif)"},
    {"help", "The help of the tool or of a subcommand; --format json for all of it as data", ""},
};

}  // namespace

const CommandHelp& command_help(std::string_view name) {
  for (const CommandHelp& help : kCommandHelp)
    if (help.name == name) return help;
  throw std::out_of_range("no help text for the subcommand " + std::string(name) + " (tool/cli/command_help.cpp)");
}

}  // namespace cudacompat::cli
