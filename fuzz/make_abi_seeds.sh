#!/usr/bin/env bash
# Regenerates the seeds of abi-diff's x86-64 reader from Cython modules built here: one module that
# exports six functions (three share a signature, two another: GCC loads such a signature string
# once into a callee-saved register, the case the data-flow pass exists for) and one consumer that
# cimports all six, each compiled at -O2 and -O3. fuzz_abi gets the stripped -O3 modules (ELF),
# fuzz_x86_64_calls the bare .text sections (raw code). Written by this project; no third-party
# bytes.
#
# Usage: fuzz/make_abi_seeds.sh   (needs python3 with Cython, gcc, Python.h, readelf)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

cat > shared_sigs.pxd <<'PXD'
cdef int add_one(int x) noexcept nogil
cdef int add_two(int x) noexcept nogil
cdef int add_three(int x) noexcept nogil
cdef double scale(double x, double y) noexcept nogil
cdef double shift(double x, double y) noexcept nogil
cdef const char* label(int x) noexcept nogil
PXD
cat > shared_sigs.pyx <<'PYX'
# cython: language_level=3
cdef int add_one(int x) noexcept nogil:
    return x + 1
cdef int add_two(int x) noexcept nogil:
    return x + 2
cdef int add_three(int x) noexcept nogil:
    return x + 3
cdef double scale(double x, double y) noexcept nogil:
    return x * y
cdef double shift(double x, double y) noexcept nogil:
    return x + y
cdef const char* label(int x) noexcept nogil:
    return b"label"
PYX
cat > uses_shared_sigs.pyx <<'PYX'
# cython: language_level=3
from shared_sigs cimport add_one, add_two, add_three, scale, shift, label
def run(int x):
    return add_one(x) + add_two(x) + add_three(x) + <int>scale(x, 2.0) + <int>shift(x, 1.0) + len(label(x))
PYX
include=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
for module in shared_sigs uses_shared_sigs; do
  python3 -m cython -3 "$module.pyx" -o "$module.c"
  for level in O2 O3; do gcc -shared -fPIC "-$level" -s -I"$include" "$module.c" -o "${module}_$level.so"; done
done

# The .text section's bytes, from the section header table readelf prints.
text_of() {
  local offset size
  read -r offset size < <(readelf -SW "$1" | awk '$2 == ".text" { print $5, $6 }')
  tail -c +$((16#$offset + 1)) "$1" | head -c $((16#$size)) > "$2"
}
mkdir -p "$here/corpus/fuzz_x86_64_calls" "$here/corpus/fuzz_abi"
text_of shared_sigs_O3.so "$here/corpus/fuzz_x86_64_calls/cython_exporter_of_six_functions_O3.text"
text_of uses_shared_sigs_O2.so "$here/corpus/fuzz_x86_64_calls/cython_consumer_of_six_functions_O2.text"
text_of uses_shared_sigs_O3.so "$here/corpus/fuzz_x86_64_calls/cython_consumer_of_six_functions_O3.text"
cp shared_sigs_O3.so "$here/corpus/fuzz_abi/cython_module_O3_exporting_six_functions_sharing_signatures.so"
cp uses_shared_sigs_O3.so "$here/corpus/fuzz_abi/cython_consumer_O3_importing_six_functions.so"
