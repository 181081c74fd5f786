// A library that calls cuMemAdvise_v2 (CUDA >= 12.2) through the driver API, declared here with
// the driver's C ABI so that any toolkit's cuda.h compiles it: `cudacompat pin --from-artifact`
// must raise the floor to 12.2.
#include <cuda.h>

extern "C" CUresult CUDAAPI cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice,
                                           CUmemLocation location);

int advise(CUdeviceptr pointer, size_t bytes, CUmem_advise advice, CUmemLocation location) {
  return cuMemAdvise_v2(pointer, bytes, advice, location);
}
