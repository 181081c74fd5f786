#[=======================================================================[.rst:
cudacompat_configure
--------------------

.. code-block:: cmake

  cudacompat_configure()

The usual sequence in one call: ``cudacompat_probe(EARLY)``, ``cudacompat_enable_cuda()``,
``cudacompat_probe()`` and ``cudacompat_add_config_target()``. The feature probes compile during
CMake's CUDA compiler checks, so they add almost nothing to a cold configure. A macro, because it
enables a language.

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
  cmake_parse_arguments(_cudacompat_configure "" "" "" ${ARGN})
  cudacompat_detail_check_arguments(cudacompat_configure "" "${_cudacompat_configure_UNPARSED_ARGUMENTS}")
  cudacompat_probe(EARLY)
  cudacompat_enable_cuda()
  cudacompat_probe()
  cudacompat_add_config_target()
endmacro()
