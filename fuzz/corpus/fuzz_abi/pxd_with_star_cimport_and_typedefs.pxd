from cuda.bindings.cyruntime cimport *
cdef extern from "cuda_runtime_api.h":
    """
    #pragma message ( "inline C in a docstring" )
    """
    ctypedef void* cudaStream_t
    cdef enum cudaLimit:
        cudaLimitStackSize = 0  # a comment
    cudaError_t cudaDeviceReset() nogil
cdef const char* cudaGetErrorName(cudaError_t error) except ?NULL nogil
ctypedef void (*cudaHostFn_t)(void* userData)
cdef struct dim3:
    unsigned int x
cdef class Stream:
    cdef cudaStream_t handle
