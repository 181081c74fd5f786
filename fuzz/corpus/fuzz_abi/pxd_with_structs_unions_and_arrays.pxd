cdef extern from "driver_types.h":
    cdef struct CUuuid_st:
        char bytes[16]
    ctypedef CUuuid_st cudaUUID_t
    cdef struct cudaDeviceProp:
        char name[256]
        cudaUUID_t uuid
        int *a, b
        int maxThreadsDim[3]
        union:
            int i
            float f
        void (*callback)(int, void*)
        int reserved[63]
    cdef union cudaLaunchAttributeValue:
        char pad[64]
        unsigned int priority
ctypedef cudaDeviceProp* cudaDeviceProp_ptr
ctypedef int arr4[4]
cdef struct Local: int x
cdef cudaError_t cudaGetDeviceProperties(cudaDeviceProp* prop, int device) nogil
