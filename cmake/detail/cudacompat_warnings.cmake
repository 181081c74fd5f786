# cudacompat_detail_add_warnings_target()
#
# Internal. Defines the INTERFACE target ``cudacompat_warnings`` (alias ``cudacompat::warnings``)
# that cudacompat's own targets link PRIVATE: the kernel library and its tests, and the tool.
#
#   C++ sources   -Wall -Wextra -Wpedantic (GCC, Clang), /W4 (MSVC); plus -Werror (/WX) when the
#                 cache option CUDACOMPAT_WERROR is ON (default OFF, so a newer compiler's new
#                 warning never breaks a user's build; CI turns it on)
#   CUDA sources  -Xcompiler=-Wall only, and never an error: nvcc's generated host code and the
#                 toolkits' own headers (CCCL, cuda_fp16/bf16) warn, differently in every toolkit
#                 of the matrix, and none of that is ours to fix
#
# Linked PRIVATE, so consumers of a library never inherit cudacompat's warning policy. Defined
# before add_subdirectory(tool) in the top-level CMakeLists.txt; idempotent.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_check_arguments.cmake")

function(cudacompat_detail_add_warnings_target)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "")
  cudacompat_detail_check_arguments(cudacompat_detail_add_warnings_target "" "${arg_UNPARSED_ARGUMENTS}")
  if(TARGET cudacompat_warnings)
    return()
  endif()
  option(CUDACOMPAT_WERROR "Treat warnings in cudacompat's own C++ sources as errors (never in CUDA sources)" OFF)

  add_library(cudacompat_warnings INTERFACE)
  add_library(cudacompat::warnings ALIAS cudacompat_warnings)
  set(cxx_gnu "$<COMPILE_LANG_AND_ID:CXX,GNU,Clang,AppleClang>")
  set(cxx_msvc "$<COMPILE_LANG_AND_ID:CXX,MSVC>")
  set(werror "$<BOOL:${CUDACOMPAT_WERROR}>")
  target_compile_options(
    cudacompat_warnings
    INTERFACE
      "$<${cxx_gnu}:-Wall;-Wextra;-Wpedantic>"
      "$<$<AND:${cxx_gnu},${werror}>:-Werror>"
      # GCC 12 at -O3 reports -Wrestrict inside libstdc++'s own std::string code (GCC bug 105329,
      # fixed in 13): not ours, and it would stop every -Werror build on Debian bookworm.
      "$<$<AND:$<COMPILE_LANG_AND_ID:CXX,GNU>,$<VERSION_LESS:$<CXX_COMPILER_VERSION>,13>>:-Wno-restrict>"
      "$<${cxx_msvc}:/W4>"
      "$<$<AND:${cxx_msvc},${werror}>:/WX>"
      # nvcc passes -Xcompiler options to the host compiler for the host half of a .cu file.
      "$<$<COMPILE_LANG_AND_ID:CUDA,NVIDIA>:-Xcompiler=-Wall>"
  )
endfunction()
