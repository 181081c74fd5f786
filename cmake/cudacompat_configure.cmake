#[=======================================================================[.rst:
cudacompat_configure
--------------------

.. code-block:: cmake

  cudacompat_configure([REQUIRES <what>...])

The usual sequence in one call: ``cudacompat_probe(EARLY)``, ``cudacompat_enable_cuda()``,
``cudacompat_probe()`` and ``cudacompat_add_config_target()``. The feature probes compile during
CMake's CUDA compiler checks, so they add almost nothing to a cold configure. A macro, because it
enables a language.

``REQUIRES`` declares what the project needs of a toolkit besides nvcc and the CUDA runtime, and a
toolkit is judged by that: ``CCCL`` (the CUB, Thrust and libcu++ headers) and CUDA libraries by the
names the knowledge base gives them, in any case (``cuBLAS``, ``cuFFT``, ``cuRAND``, ``cuSOLVER``,
``cuSPARSE``, ``NVRTC``, ``nvJitLink``, ...; ``cudacompat probe --requires x`` lists them). A
candidate that lacks one is unusable, with the missing file named. Without ``REQUIRES`` the default
is the safe one, ``CCCL``: a project that uses no CUB, Thrust nor libcu++ says
``REQUIRES`` with what it does use (or ``REQUIRES`` alone for the runtime only) and is no longer
refused a toolkit without the CCCL headers. Sets ``CUDACOMPAT_REQUIRES`` in the caller's scope (the
same list can be given as that variable, e.g. ``-DCUDACOMPAT_REQUIRES=CCCL;cuBLAS``).

Under ``CCCL`` (said, or the default), the toolkit's C++ dialect floor (CUDA 13's CCCL 3 needs C++17)
is checked at the end of the top-level directory against every target with a ``.cu`` source and a
``CUDA_STANDARD`` below it: configure stops when ``REQUIRES`` names CCCL, and warns when CCCL is only
the default, rather than the build failing minutes later with "Thrust requires at least C++17".

``find_package(CUDAToolkit)`` after this call finds the toolkit it chose, whatever the project's
``cmake_minimum_required`` (under CMP0074's old behaviour ``find_package()`` ignores
``CUDAToolkit_ROOT``, but FindCUDAToolkit takes the CUDA compiler's toolkit first, and this call set
that compiler).

Typical use::

  project(mykernels LANGUAGES CXX)
  find_package(cudacompat REQUIRED)      # or add_subdirectory / FetchContent
  cudacompat_configure()
  if(CUDACOMPAT_BUILD_CUDA)
    add_library(k kernels.cu) ...
  else()
    add_library(k kernels_cpu.cpp) ...
  endif()
  target_link_libraries(k PRIVATE cudacompat::config)
  cudacompat_print_summary()
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_probe.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_enable_cuda.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_add_config_target.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_print_summary.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_pin.cmake")

macro(cudacompat_configure)
  # Checked before anything runs: a stray argument costs no probe.
  cmake_parse_arguments(_cudacompat_configure "" "" "REQUIRES" ${ARGN})
  cudacompat_detail_check_arguments(cudacompat_configure "REQUIRES" "${_cudacompat_configure_UNPARSED_ARGUMENTS}")
  set(_cudacompat_configure_arguments ${ARGN})
  if("REQUIRES" IN_LIST _cudacompat_configure_arguments)
    set(CUDACOMPAT_REQUIRES "${_cudacompat_configure_REQUIRES}")
    set(_CUDACOMPAT_REQUIRES_SOURCE "REQUIRES of cudacompat_configure()")
  endif()
  cudacompat_probe(EARLY)
  cudacompat_enable_cuda()
  cudacompat_probe()
  cudacompat_add_config_target()
endmacro()
