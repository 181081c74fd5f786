# cython: language_level=3
# Built against cuda-bindings 12.9.0 (CUDA 12.x runtime headers): reads struct cudaDeviceProp at the
# offsets those headers give.
from libc.string cimport memset
from cuda.bindings.cyruntime cimport cudaGetDeviceProperties, cudaDeviceProp, cudaError_t
def properties(int device):
    cdef cudaDeviceProp prop
    memset(&prop, 0, sizeof(prop))
    cdef cudaError_t error = cudaGetDeviceProperties(&prop, device)
    return {"error": <int>error, "sizeof": sizeof(prop), "name": prop.name[:64].decode(errors="replace").split("\0")[0],
            "major": prop.major, "minor": prop.minor, "totalGlobalMem": prop.totalGlobalMem,
            "sharedMemPerBlock": prop.sharedMemPerBlock, "warpSize": prop.warpSize,
            "multiProcessorCount": prop.multiProcessorCount, "l2CacheSize": prop.l2CacheSize,
            "maxThreadsPerMultiProcessor": prop.maxThreadsPerMultiProcessor}
