#[=======================================================================[.rst:
cudacompat_print_summary
------------------------

.. code-block:: cmake

  cudacompat_print_summary()

Prints the probe's facts and decision as a table (the same facts as ``cudacompat-probe.json``):
which toolkit was found and how it was identified, the host compiler, the GPU architectures, the
features, why the kernels are or are not being built, and the ``--threads`` nvcc is given
(see ``cudacompat_enable_cuda``).
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")

function(cudacompat_print_summary)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "")
  cudacompat_detail_check_arguments(cudacompat_print_summary "" "${arg_UNPARSED_ARGUMENTS}")
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat")
  get_property(summary GLOBAL PROPERTY CUDACOMPAT_PROBE_SUMMARY)
  # nvcc --threads is decided by cudacompat_enable_cuda, after the probe wrote its table.
  if(CUDACOMPAT_BUILD_CUDA AND DEFINED CUDACOMPAT_NVCC_THREADS_REASON)
    string(APPEND summary "  nvcc threads      ${CUDACOMPAT_NVCC_THREADS_REASON}\n")
  endif()
  string(REGEX REPLACE "\n$" "" summary "${summary}")
  message(STATUS "cudacompat configure summary (details: ${CUDACOMPAT_PROBE_REPORT})\n${summary}")
endfunction()
