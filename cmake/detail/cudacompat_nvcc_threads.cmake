# How many architectures one nvcc call compiles at once (`--threads N`): without it, a unit's
# targets go through cicc and ptxas one after another, and sccache-dist sends them out one after
# another too. N = min(targets of the build, cores, available memory / per-thread budget): past the
# targets there is nothing to run, past the cores the threads only queue, and past the memory the
# machine swaps or the OOM killer ends the build (a flash-attention unit takes gigabytes a thread).
include_guard(GLOBAL)

# nvcc's real and virtual targets in CMake's architecture list: `90` is sm_90 and compute_90 (two),
# `90-real` and `90-virtual` one each. An empty result for `all`, `all-major` and `native`, whose
# count only CMake's own expansion knows.
function(cudacompat_detail_count_nvcc_targets out architectures)
  set(count 0)
  foreach(arch IN LISTS architectures)
    if(arch MATCHES "^[0-9]+[a-z]?-(real|virtual)$")
      math(EXPR count "${count} + 1")
    elseif(arch MATCHES "^[0-9]+[a-z]?$")
      math(EXPR count "${count} + 2")
    else()
      set(${out} "" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} ${count} PARENT_SCOPE)
endfunction()

# Sets <out_threads> (0: no flag) and <out_reason> (a sentence for the summary) for nvcc
# <ctk_version> building <architectures>, from CUDACOMPAT_NVCC_THREADS,
# CUDACOMPAT_NVCC_THREAD_MEMORY_MB and this machine's cores and available memory.
function(
  cudacompat_detail_nvcc_threads
  out_threads
  out_reason
  ctk_version
  architectures
  user_cuda_flags
)
  set(budget_mb 1536)
  if(DEFINED CUDACOMPAT_NVCC_THREAD_MEMORY_MB AND NOT CUDACOMPAT_NVCC_THREAD_MEMORY_MB STREQUAL "")
    if(NOT CUDACOMPAT_NVCC_THREAD_MEMORY_MB MATCHES "^[1-9][0-9]*$")
      message(
        FATAL_ERROR
        "CUDACOMPAT_NVCC_THREAD_MEMORY_MB is '${CUDACOMPAT_NVCC_THREAD_MEMORY_MB}'; it must be a whole number of "
        "megabytes above 0 (the peak memory of one cicc or ptxas of your heaviest unit), e.g. 1536. "
        "Fix: set it to such a number, or unset it for the default."
      )
    endif()
    set(budget_mb ${CUDACOMPAT_NVCC_THREAD_MEMORY_MB})
  endif()
  if(DEFINED CUDACOMPAT_NVCC_THREADS AND NOT CUDACOMPAT_NVCC_THREADS STREQUAL "")
    if(NOT CUDACOMPAT_NVCC_THREADS MATCHES "^[0-9]+$")
      message(
        FATAL_ERROR
        "CUDACOMPAT_NVCC_THREADS is '${CUDACOMPAT_NVCC_THREADS}'; it must be a whole number: 0 leaves nvcc's "
        "--threads alone, N passes --threads N. Fix: set it to such a number, or unset it to let cudacompat "
        "choose from the targets, cores and memory."
      )
    endif()
  endif()

  # A --threads (or -t) the user put in CMAKE_CUDA_FLAGS is theirs: nvcc would see two.
  if(user_cuda_flags MATCHES "(^| )(--threads|-t)([ =]|$)")
    set(${out_threads} 0 PARENT_SCOPE)
    set(${out_reason} "not passed: CMAKE_CUDA_FLAGS already sets --threads" PARENT_SCOPE)
    return()
  endif()
  # nvcc has had --threads since CUDA 11.2.
  if(ctk_version VERSION_LESS 11.2)
    set(${out_threads} 0 PARENT_SCOPE)
    set(${out_reason} "not passed: nvcc ${ctk_version} has no --threads (CUDA 11.2 and later)" PARENT_SCOPE)
    return()
  endif()
  if(DEFINED CUDACOMPAT_NVCC_THREADS AND NOT CUDACOMPAT_NVCC_THREADS STREQUAL "")
    if(CUDACOMPAT_NVCC_THREADS EQUAL 0)
      set(${out_threads} 0 PARENT_SCOPE)
      set(${out_reason} "not passed: CUDACOMPAT_NVCC_THREADS=0 (nvcc's default, one target at a time)" PARENT_SCOPE)
    else()
      set(${out_threads} ${CUDACOMPAT_NVCC_THREADS} PARENT_SCOPE)
      set(${out_reason} "--threads ${CUDACOMPAT_NVCC_THREADS}: CUDACOMPAT_NVCC_THREADS" PARENT_SCOPE)
    endif()
    return()
  endif()

  cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
  cmake_host_system_information(RESULT available_mb QUERY AVAILABLE_PHYSICAL_MEMORY)
  math(EXPR by_memory "${available_mb} / ${budget_mb}")
  cudacompat_detail_count_nvcc_targets(targets "${architectures}")
  set(threads ${cores})
  if(by_memory LESS threads)
    set(threads ${by_memory})
  endif()
  if(NOT targets STREQUAL "" AND targets LESS threads)
    set(threads ${targets})
  endif()
  if(targets STREQUAL "")
    set(targets_said "targets not counted (${architectures})")
  else()
    set(targets_said "${targets} targets")
  endif()
  set(why "${targets_said}, ${cores} cores, ${available_mb} MB available / ${budget_mb} MB a thread")
  if(threads LESS 2)
    # One thread is nvcc's default: no flag, and the summary says why.
    set(${out_threads} 0 PARENT_SCOPE)
    set(${out_reason} "not passed (1 thread, nvcc's default): ${why}" PARENT_SCOPE)
  else()
    set(${out_threads} ${threads} PARENT_SCOPE)
    set(${out_reason} "--threads ${threads}: ${why}" PARENT_SCOPE)
  endif()
endfunction()
