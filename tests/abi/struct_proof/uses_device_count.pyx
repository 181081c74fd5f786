# cython: language_level=3
from cuda.bindings.cyruntime cimport cudaGetDeviceCount, cudaError_t
def count():
    cdef int n = -1
    cdef cudaError_t error = cudaGetDeviceCount(&n)
    return {"error": <int>error, "count": n}
