#!/usr/bin/env bash
# Regenerates the seed corpora in fuzz/corpus/ from real files: objects and cubins compiled here
# with nvcc (small kernels, few architectures), a tiny shared library with a .nv_fatbin section and
# a fatbin embedded in .rodata, the first bytes of the CUDA 13 libraries, and a tiny wheel. Seeds are
# kept small (a few KB) so that the fuzzers start fast and the replay tests stay cheap.
#
# Usage: fuzz/make_seeds.sh [CUDA_ROOT]   (default /usr/local/cuda); needs nvcc, gcc, python3.
set -euo pipefail
cuda=${1:-/usr/local/cuda}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
nvcc="$cuda/bin/nvcc"
cd "$work"

cat > k.cu <<'CU'
__global__ void add(float* a, const float* b, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] += b[i]; }
void launch(float* a, const float* b, int n) { add<<<(n + 255) / 256, 256>>>(a, b, n); }
CU
"$nvcc" -c -o multi.o k.cu -gencode arch=compute_90a,code=sm_90a -gencode arch=compute_100f,code=sm_100f \
  -gencode arch=compute_75,code=compute_75
"$nvcc" -c -o lz4.o k.cu -gencode 'arch=compute_80,code=[sm_80,compute_80]' --compress-mode=speed -Xfatbin -compress-all
"$nvcc" -c -o zstd.o k.cu -gencode 'arch=compute_80,code=[sm_80,compute_80]' --compress-mode=size -Xfatbin -compress-all
"$nvcc" -c -o rdc.o -rdc=true k.cu -gencode arch=compute_90,code=sm_90
"$nvcc" -c -o lto.o -rdc=true k.cu -gencode arch=compute_90,code=lto_90
"$nvcc" -cubin -o sm_90a.cubin k.cu -arch=sm_90a
"$nvcc" -fatbin -o plain.fatbin k.cu -gencode 'arch=compute_75,code=[sm_75,compute_75]' --compress-mode=none
"$nvcc" -fatbin -o zstd.fatbin k.cu -gencode arch=compute_90,code=compute_90
"$nvcc" -fatbin -o lz4.fatbin k.cu -gencode arch=compute_90,code=compute_90 --compress-mode=speed

# A tiny shared library: DT_NEEDED libcudart.so.13, imports cudaMalloc and cuMemAdvise_v2 (versioned
# name), a .nv_fatbin section and a fatbin embedded in .rodata, as cuBLASLt and cuFFT do.
cat > tiny.c <<'C'
extern int cudaMalloc(void**, unsigned long);
extern int cuMemAdvise_v2(void);
__asm__(".section .nv_fatbin,\"a\"\n.balign 8\n.incbin \"lz4.fatbin\"\n.previous");
__asm__(".section .rodata\n.balign 8\n.globl embedded_fatbin\nembedded_fatbin:\n.incbin \"zstd.fatbin\"\n.previous");
int tiny(void** p) { return cudaMalloc(p, 16) + cuMemAdvise_v2(); }
C
echo 'int cudaMalloc(void** p, unsigned long n) { return 0; } int cuMemAdvise_v2(void) { return 0; }' > stub.c
gcc -shared -fPIC -o libcudart.so.13 -Wl,-soname,libcudart.so.13 stub.c
# shellcheck disable=SC2016 # the linker, not the shell, expands $ORIGIN
gcc -shared -fPIC -Os -o libtiny.so tiny.c -L. -l:libcudart.so.13 -Wl,-rpath,'$ORIGIN' \
  -Wl,-z,noseparate-code -Wl,--hash-style=gnu -s

# A tiny ar archive and a tiny wheel.
ar rcs libtiny.a rdc.o
mkdir -p wheel/tiny && cp libtiny.so wheel/tiny/ && echo 'import ctypes' > wheel/tiny/__init__.py
python3 - <<'PY'
import zipfile
with zipfile.ZipFile("tiny-0.1-py3-none-linux_x86_64.whl", "w") as z:
    z.write("wheel/tiny/__init__.py", "tiny/__init__.py", compress_type=zipfile.ZIP_DEFLATED)
    z.write("wheel/tiny/libtiny.so", "tiny/libtiny.so", compress_type=zipfile.ZIP_DEFLATED)
    z.write("libtiny.a", "tiny/libtiny.a", compress_type=zipfile.ZIP_STORED)
    z.writestr("tiny-0.1.dist-info/WHEEL", "Wheel-Version: 1.0\n")
PY

rm -rf "$here/corpus"
mkdir -p "$here/corpus/fuzz_elf" "$here/corpus/fuzz_fatbin" "$here/corpus/fuzz_zip"
cp multi.o lz4.o zstd.o rdc.o lto.o sm_90a.cubin libtiny.so "$here/corpus/fuzz_elf/"
# Truncated real headers: the first 4 KiB (ELF header, program headers) of CUDA 13 libraries.
for lib in libcudart.so.13 libcufft.so.12; do
  [[ -f "$cuda/lib/$lib" ]] && head -c 4096 "$cuda/lib/$lib" > "$here/corpus/fuzz_elf/head-$lib"
done
cp plain.fatbin zstd.fatbin lz4.fatbin "$here/corpus/fuzz_fatbin/"
# The first container of libcublas.so.13's .nv_fatbin, cut to 4 KiB (zstd entries, extended headers).
python3 - "$cuda/lib/libcublas.so.13" "$here/corpus/fuzz_fatbin/head-libcublas-nv_fatbin" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
shoff, = struct.unpack_from("<Q", data, 0x28)
size, count, names = struct.unpack_from("<HHH", data, 0x3a)
sections = [struct.unpack_from("<IIQQQQ", data, shoff + i * size) for i in range(count)]
strtab = sections[names][4]
for name, _, _, _, offset, length in sections:
    end = data.index(b"\0", strtab + name)
    if data[strtab + name:end] == b".nv_fatbin":
        open(sys.argv[2], "wb").write(data[offset:offset + 4096])
PY
cp tiny-0.1-py3-none-linux_x86_64.whl libtiny.a "$here/corpus/fuzz_zip/"
ls -l "$here"/corpus/*
