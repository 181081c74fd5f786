#[=======================================================================[.rst:
cudacompat_enable_cuda
----------------------

.. code-block:: cmake

  cudacompat_enable_cuda()

The toggle. After ``cudacompat_probe()``: when ``CUDACOMPAT_BUILD_CUDA`` is true, points CMake at
the toolkit the probe chose (``CMAKE_CUDA_COMPILER``, ``CMAKE_CUDA_HOST_COMPILER``,
``CUDAToolkit_ROOT``, extra ``CMAKE_CUDA_FLAGS``), calls ``enable_language(CUDA)``, then sets
``CMAKE_CUDA_ARCHITECTURES`` (in the cache; a later change of it by the project warns, since the
probe never checked that list); otherwise does nothing, and the
project builds its CPU implementations. A macro, because ``enable_language`` must be called at
directory scope.

nvcc ``--threads N`` (compile a unit's architectures at once rather than one after another, which
is also what lets sccache-dist send them to several servers together) is added to
``CMAKE_CUDA_FLAGS`` in the caller's directory scope (the cache keeps the user's own flags), with
N = min(the build's real and virtual targets, logical cores, available memory / per-thread budget),
and printed by ``cudacompat_print_summary`` with that reason. Not passed when N is 1 (nvcc's
default), when the toolkit's nvcc predates ``--threads`` (CUDA 11.2), or when ``CMAKE_CUDA_FLAGS``
already has ``--threads``/``-t``. The decision is kept in the cache while the toolkit, the
architectures and the settings below stay the same: a reconfigure with less free memory does not
change the flags and rebuild everything. The bound is per nvcc call: a build running J units at once
uses up to J × N threads, so a build at ``-j J`` on a tight machine sets the budget J times higher
or the count itself.

.. cmake:variable:: CUDACOMPAT_NVCC_THREADS

  ``0``: pass no ``--threads`` (nvcc's default, one target at a time). ``N``: ``--threads N``.
  Unset: computed as above.

.. cmake:variable:: CUDACOMPAT_NVCC_THREAD_MEMORY_MB

  The per-thread memory budget in MB, default 1536: the peak RSS of one cicc or ptxas, measured
  with ``/usr/bin/time`` on CUDA 13.0 for two architectures, was 210 MB for a unit of
  cudacompat's kernels (``sum.cu``, CUB's reduce) and 568 MB for a unit of CUB radix and segmented
  sorts over four key/value types; 1536 leaves 2.7 times the heavier one. Units that instantiate
  large template kernels (flash-attention, CUTLASS) can take gigabytes a thread: measure yours
  (``/usr/bin/time -f %M nvcc ...`` prints the largest cicc/ptxas in KB) and set this above it.

Result Variables (cache, INTERNAL): ``CUDACOMPAT_NVCC_THREADS_USED`` (the N passed, 0 when none)
and ``CUDACOMPAT_NVCC_THREADS_REASON`` (the summary's sentence).

Result Variables: those of ``enable_language(CUDA)``. ``CUDAToolkit_ROOT`` is set to the chosen
toolkit, so a later ``find_package(CUDAToolkit)`` (for ``CUDA::cudart`` and the other libraries)
finds the same one.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_watch_architectures.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_nvcc_threads.cmake")

macro(cudacompat_enable_cuda)
  # A macro: the parsed arguments land in the caller's scope, under a prefix of their own.
  cmake_parse_arguments(_cudacompat_enable_cuda "" "" "" ${ARGN})
  cudacompat_detail_check_arguments(cudacompat_enable_cuda "" "${_cudacompat_enable_cuda_UNPARSED_ARGUMENTS}")
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.enable_cuda")
  if(CUDACOMPAT_BUILD_CUDA)
    if(DEFINED CACHE{CMAKE_CUDA_COMPILER} AND NOT CMAKE_CUDA_COMPILER STREQUAL CUDACOMPAT_NVCC)
      message(
        FATAL_ERROR
        "This build tree was configured with the CUDA compiler ${CMAKE_CUDA_COMPILER}; the probe now chose "
        "${CUDACOMPAT_NVCC} (CUDA ${CUDACOMPAT_CTK_VERSION}). CMake cannot switch compilers in an existing build "
        "tree: use a fresh build directory for the other toolkit."
      )
    endif()
    set(CMAKE_CUDA_COMPILER "${CUDACOMPAT_NVCC}" CACHE FILEPATH "CUDA compiler chosen by cudacompat_probe")
    set(
      CMAKE_CUDA_HOST_COMPILER
      "${CUDACOMPAT_CUDA_HOST_COMPILER}"
      CACHE FILEPATH
      "host compiler chosen by cudacompat_probe"
    )
    # So that the next configure's probe knows whether this value came from us or from the user.
    if(_CUDACOMPAT_HOST_FROM_USER)
      unset(_CUDACOMPAT_HOST_COMPILER_SET_BY_US CACHE)
    else()
      set(_CUDACOMPAT_HOST_COMPILER_SET_BY_US "${CUDACOMPAT_CUDA_HOST_COMPILER}" CACHE INTERNAL "")
    endif()
    if(NOT DEFINED CUDAToolkit_ROOT)
      set(CUDAToolkit_ROOT "${CUDACOMPAT_CTK_ROOT}")
      set(_CUDACOMPAT_ROOT_SET_BY_US "${CUDACOMPAT_CTK_ROOT}")
    endif()
    foreach(_cudacompat_flag IN LISTS CUDACOMPAT_CUDA_FLAGS)
      if(NOT CMAKE_CUDA_FLAGS MATCHES "(^| )${_cudacompat_flag}( |$)")
        set(
          CMAKE_CUDA_FLAGS
          "${CMAKE_CUDA_FLAGS} ${_cudacompat_flag}"
          CACHE STRING
          "Flags used by the CUDA compiler"
          FORCE
        )
      endif()
    endforeach()
    # The architectures are set after enable_language: CMake compiles its ABI check for every
    # architecture in CMAKE_CUDA_ARCHITECTURES, and one (its default, or the user's own) is enough.
    enable_language(CUDA)
    # A project that sets CMAKE_CUDA_ARCHITECTURES from here on overrides this choice: it warns.
    # Watched (and the choice recorded) first, so that this set is never taken for an override.
    cudacompat_detail_watch_architectures("${CUDACOMPAT_CUDA_ARCHITECTURES}" "cudacompat-probe.json: architectures")
    set(CMAKE_CUDA_ARCHITECTURES "${CUDACOMPAT_CUDA_ARCHITECTURES}" CACHE STRING "chosen by cudacompat_probe" FORCE)
    if(_CUDACOMPAT_ARCHS_FROM_USER)
      unset(_CUDACOMPAT_ARCHS_SET_BY_US CACHE)
      # A request in CMAKE_CUDA_ARCHITECTURES that the probe rewrote (clamp, CUDACOMPAT_ARCHS_SHAPE)
      # is overwritten above: remembered, so that the next configure asks for it again.
      if(
        NOT _CUDACOMPAT_CMAKE_ARCHS_REQUEST STREQUAL ""
        AND NOT _CUDACOMPAT_CMAKE_ARCHS_REQUEST STREQUAL CUDACOMPAT_CUDA_ARCHITECTURES
      )
        set(_CUDACOMPAT_ARCHS_REWRITTEN "${CUDACOMPAT_CUDA_ARCHITECTURES}" CACHE INTERNAL "")
        set(_CUDACOMPAT_ARCHS_REWRITTEN_FROM "${_CUDACOMPAT_CMAKE_ARCHS_REQUEST}" CACHE INTERNAL "")
      else()
        unset(_CUDACOMPAT_ARCHS_REWRITTEN CACHE)
        unset(_CUDACOMPAT_ARCHS_REWRITTEN_FROM CACHE)
      endif()
    else()
      set(_CUDACOMPAT_ARCHS_SET_BY_US "${CUDACOMPAT_CUDA_ARCHITECTURES}" CACHE INTERNAL "")
    endif()
    # nvcc --threads: decided once and kept while its inputs stay the same, so that a reconfigure on a
    # machine whose free memory moved does not change the flags and rebuild every unit. A normal
    # variable, not the cache: the cache keeps the user's own flags, and a changed decision replaces
    # the old flag instead of adding a second.
    set(
      _cudacompat_threads_key
      "${CUDACOMPAT_CTK_VERSION}|${CUDACOMPAT_CUDA_ARCHITECTURES}|${CUDACOMPAT_NVCC_THREADS}|${CUDACOMPAT_NVCC_THREAD_MEMORY_MB}|${CMAKE_CUDA_FLAGS}"
    )
    if(NOT _cudacompat_threads_key STREQUAL "${_CUDACOMPAT_NVCC_THREADS_KEY}")
      cudacompat_detail_nvcc_threads(
        _cudacompat_threads
        _cudacompat_threads_reason
        "${CUDACOMPAT_CTK_VERSION}"
        "${CUDACOMPAT_CUDA_ARCHITECTURES}"
        "${CMAKE_CUDA_FLAGS}"
      )
      set(CUDACOMPAT_NVCC_THREADS_USED "${_cudacompat_threads}" CACHE INTERNAL "cudacompat: nvcc --threads (0: none)")
      set(CUDACOMPAT_NVCC_THREADS_REASON "${_cudacompat_threads_reason}" CACHE INTERNAL "cudacompat: why")
      set(_CUDACOMPAT_NVCC_THREADS_KEY "${_cudacompat_threads_key}" CACHE INTERNAL "")
    endif()
    if(CUDACOMPAT_NVCC_THREADS_USED GREATER 0)
      string(APPEND CMAKE_CUDA_FLAGS " --threads ${CUDACOMPAT_NVCC_THREADS_USED}")
    endif()
  endif()
  list(POP_BACK CMAKE_MESSAGE_CONTEXT)
endmacro()
