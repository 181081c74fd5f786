# cudacompat_detail_probe_key(<out_var> <args>...)
#
# Internal. A fingerprint of everything a probe run depends on: the tool, its arguments, the
# environment variables it reads, and the times of the files and directories whose change could
# change its answer (the chosen toolkit's nvcc, cuda.h and host_config.h, the host compiler, the
# directories searched for toolkits). cudacompat_probe skips the tool when the fingerprint equals
# the last run's, so a no-change reconfigure costs a few stat calls.
include_guard(GLOBAL)

function(cudacompat_detail_probe_key out_var)
  set(text "${ARGN}")
  foreach(
    variable
    IN
    ITEMS
      PATH
      CUDAToolkit_ROOT
      CUDA_HOME
      CUDA_PATH
      CUDACOMPAT_CUDA
      CUDAARCHS
      CXX
      CUDAHOSTCXX
      CUDACOMPAT_TOOLKIT_SEARCH_PATH
  )
    string(APPEND text "|${variable}=$ENV{${variable}}")
  endforeach()
  set(
    watched
    "${CUDACOMPAT_NVCC}"
    "${CUDACOMPAT_CUDA_HOST_COMPILER}"
    "${CMAKE_CXX_COMPILER}"
    /usr/local
    /usr/local/cuda
    /usr/bin/nvcc
    /usr/include/cuda.h
  )
  if(CUDACOMPAT_CTK_ROOT)
    list(
      APPEND watched
      "${CUDACOMPAT_CTK_ROOT}"
      "${CUDACOMPAT_CTK_ROOT}/include/cuda.h"
      "${CUDACOMPAT_CTK_ROOT}/include/crt/host_config.h"
    )
  endif()
  string(REPLACE ":" ";" search_dirs "$ENV{CUDACOMPAT_TOOLKIT_SEARCH_PATH};${CUDACOMPAT_TOOLKIT_SEARCH_PATH}")
  list(APPEND watched ${search_dirs})
  foreach(path IN LISTS watched ARGN)
    if(IS_ABSOLUTE "${path}" AND EXISTS "${path}")
      file(TIMESTAMP "${path}" time "%s")
      string(APPEND text "|${path}@${time}")
    endif()
  endforeach()
  string(SHA1 key "${text}")
  set(${out_var} "${key}" PARENT_SCOPE)
endfunction()
