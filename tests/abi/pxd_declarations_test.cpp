// The .pxd reader (pxd_declarations.cpp) on small declarations written as Cython writes them: the
// module-level names, includes and cimports, and the members of structs.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "abi/pxd_declarations.h"

namespace cudacompat::abi {
namespace {

TEST(PxdDeclarations, ReadsFunctionsTypedefsEnumsAndStarCimports) {
  const auto pxd = read_pxd_declarations(
      "from cuda.bindings.cyruntime cimport *\n"
      "cdef extern from \"cuda_runtime_api.h\":\n"
      "    ctypedef void* cudaStream_t\n"
      "    cdef enum cudaLimit:\n"
      "        cudaLimitStackSize = 0  # a comment\n"
      "    cudaError_t cudaDeviceReset() nogil\n"
      "cdef const char* cudaGetErrorName(cudaError_t error) except ?NULL nogil\n"
      "ctypedef void (*cudaHostFn_t)(void* userData)\n"
      "cdef struct dim3:\n"
      "    unsigned int x\n");
  for (const char* name : {"cudaStream_t", "cudaLimit", "cudaLimitStackSize", "cudaDeviceReset", "cudaGetErrorName",
                           "cudaHostFn_t", "dim3"}) {
    EXPECT_TRUE(pxd.names.contains(name)) << name;
  }
  EXPECT_FALSE(pxd.names.contains("cudaError_t"));
  EXPECT_FALSE(pxd.names.contains("x"));  // a field of dim3, not a module-level name
  ASSERT_EQ(pxd.star_cimports.size(), 1u);
  EXPECT_EQ(pxd.star_cimports.front(), "cuda.bindings.cyruntime");
}

// cuda-bindings 12.9.0's cyruntime.pxd (line 13): its types moved into a .pxi it includes.
TEST(PxdDeclarations, RecordsEachIncludeAsWrittenAndDeclaresNothingForIt) {
  const auto pxd = read_pxd_declarations(
      "from libc.stdint cimport uint32_t, uint64_t\n"
      "\n"
      "include \"cyruntime_types.pxi\"\n"
      "include '../shared.pxi'  # a comment\n"
      "\n"
      "ctypedef unsigned int GLenum\n");
  EXPECT_EQ(pxd.includes, (std::vector<std::string>{"cyruntime_types.pxi", "../shared.pxi"}));
  EXPECT_EQ(pxd.names, (std::set<std::string, std::less<>>{"uint32_t", "uint64_t", "GLenum"}));
}

// rmm/_cuda/stream.pxd: `from rmm.pylibrmm.stream cimport Stream` makes `from rmm._cuda.stream
// cimport Stream` work; the name is declared by the re-exporting module.
TEST(PxdDeclarations, NamesReExportedWithFromCimportAreDeclaredUnderTheNameTheyBind) {
  const auto pxd = read_pxd_declarations(
      "from rmm.pylibrmm.stream cimport Stream\n"
      "from libc.stdint cimport uint32_t as u32, int64_t\n"
      "from .memory_resource cimport (DeviceMemoryResource,\n"
      "                               get_current_device_resource as current)\n"
      "from cuda.bindings.cyruntime cimport *\n"
      "from rmm.pylibrmm import stream\n");
  EXPECT_EQ(pxd.names,
            (std::set<std::string, std::less<>>{"Stream", "u32", "int64_t", "DeviceMemoryResource", "current"}));
  EXPECT_EQ(pxd.star_cimports, std::vector<std::string>{"cuda.bindings.cyruntime"});
}

// What is indented under a class, struct, union, scoped enum, fused type or function body belongs
// to it; what is under `cdef extern`, `cdef:` or a compile-time IF is the module's, and so are the
// values of an unscoped enum (C scoping).
TEST(PxdDeclarations, MembersOfClassesStructsAndFunctionBodiesAreNotModuleLevelNames) {
  const auto pxd = read_pxd_declarations(
      "cdef class DeviceBuffer:\n"
      "    cdef unique_ptr[device_buffer] c_obj\n"
      "    cdef public object stream\n"
      "    cdef size_t c_size(self) except *\n"
      "    cpdef copy_to_host(self, ary=*, stream=*)\n"
      "cdef extern from \"rmm/device_buffer.hpp\" namespace \"rmm\" nogil:\n"
      "    cdef cppclass device_buffer:\n"
      "        device_buffer(size_t size,\n"
      "                      cuda_stream_view stream) except +\n"
      "        void resize(size_t new_size) except +\n"
      "    ctypedef struct cudaDeviceProp:\n"
      "        char name[256]\n"
      "        int major\n"
      "    cdef enum cudaLimit:\n"
      "        cudaLimitStackSize = 0\n"
      "        cudaLimitPrintfFifoSize, cudaLimitMallocHeapSize\n"
      "    cpdef enum class Scoped:\n"
      "        scoped_value\n"
      "    ctypedef union u:\n"
      "        int as_int\n"
      "ctypedef fused floating:\n"
      "    float\n"
      "    double\n"
      "cdef:\n"
      "    int module_counter\n"
      "cdef inline size_t rounded(size_t n) nogil:\n"
      "    cdef size_t step = 256\n"
      "    return (n + step - 1) // step * step\n"
      "IF UNAME_SYSNAME == \"Linux\":\n"
      "    ctypedef int linux_only\n"
      "cdef struct dim3:\n"
      "\tunsigned int x\n"
      "int after_the_blocks\n");
  EXPECT_EQ(pxd.names, (std::set<std::string, std::less<>>{
                           "DeviceBuffer", "device_buffer", "cudaDeviceProp", "cudaLimit", "cudaLimitStackSize",
                           "cudaLimitPrintfFifoSize", "cudaLimitMallocHeapSize", "Scoped", "u", "floating",
                           "module_counter", "rounded", "linux_only", "dim3", "after_the_blocks"}));
}

// Decorators and Python/Cython keywords are words of the language, wherever they stand.
TEST(PxdDeclarations, KeywordsAndDecoratorsAreNeverDeclarations) {
  const auto pxd = read_pxd_declarations(
      "@cython.final\n"
      "@staticmethod\n"
      "@cython.boundscheck(False)\n"
      "cdef int helper(int n)\n"
      "cdef extern from *:\n"
      "    pass\n"
      "cdef enum:\n"
      "    pass\n"
      "cdef struct void:\n"
      "    pass\n"
      "ctypedef void* EGLImageKHR\n");
  EXPECT_EQ(pxd.names, (std::set<std::string, std::less<>>{"helper", "EGLImageKHR"}));
}

TEST(PxdStructs, MembersKeepTheirArraysTheirOwnPointersAndNestedBlocks) {
  const auto pxd = read_pxd_declarations(
      "cdef extern from \"x.h\":\n"
      "    cdef struct Outer:\n"
      "        char name[256]\n"
      "        int *a, b\n"
      "        union:\n"
      "            int i\n"
      "            float f\n"
      "        void (*callback)(int)\n"
      "        unsigned   int  flags\n"
      "    ctypedef Outer Alias\n"
      "    ctypedef struct Forward\n");
  ASSERT_TRUE(pxd.structs.contains("Outer"));
  const auto& members = pxd.structs.at("Outer").members;
  ASSERT_EQ(members.size(), 6u);
  EXPECT_EQ(members[0], (PxdMember{"char", "name", "[256]"}));
  EXPECT_EQ(members[1], (PxdMember{"int*", "a", ""}));
  EXPECT_EQ(members[2], (PxdMember{"int", "b", ""}));
  EXPECT_EQ(members[3], (PxdMember{"union Outer.4", "", ""}));
  EXPECT_EQ(members[4].name, "callback");
  EXPECT_EQ(members[5], (PxdMember{"unsigned int", "flags", ""}));
  ASSERT_TRUE(pxd.structs.contains("Outer.4"));
  EXPECT_TRUE(pxd.structs.at("Outer.4").is_union);
  EXPECT_EQ(pxd.structs.at("Outer.4").members.size(), 2u);
  EXPECT_EQ(pxd.ctypedefs.at("Alias"), "Outer");
  EXPECT_FALSE(pxd.ctypedefs.contains("Forward"));  // `ctypedef struct Forward` names the struct itself
  EXPECT_TRUE(pxd.names.contains("Outer"));         // still a module-level name for the source side
  EXPECT_FALSE(pxd.names.contains("name"));         // members are not
}

}  // namespace
}  // namespace cudacompat::abi
