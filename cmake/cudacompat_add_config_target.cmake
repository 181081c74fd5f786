#[=======================================================================[.rst:
cudacompat_add_config_target
----------------------------

.. code-block:: cmake

  cudacompat_add_config_target()

Defines the INTERFACE target ``cudacompat::config``: linking it puts the generated
``cudacompat/config.h`` (from ``cudacompat_probe``) and the hand-written compat shims
(``cudacompat/shims/*.h``) on the include path, for C++ and CUDA sources alike.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")

function(cudacompat_add_config_target)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "")
  cudacompat_detail_check_arguments(cudacompat_add_config_target "" "${arg_UNPARSED_ARGUMENTS}")
  if(TARGET cudacompat::config)
    return()
  endif()
  if(NOT CUDACOMPAT_SHIMS_INCLUDE_DIR)
    get_filename_component(CUDACOMPAT_SHIMS_INCLUDE_DIR "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../compat/include" ABSOLUTE)
  endif()
  add_library(cudacompat_config INTERFACE)
  add_library(cudacompat::config ALIAS cudacompat_config)
  target_include_directories(
    cudacompat_config
    INTERFACE "$<BUILD_INTERFACE:${CMAKE_BINARY_DIR}/include>" "$<BUILD_INTERFACE:${CUDACOMPAT_SHIMS_INCLUDE_DIR}>"
  )
  target_compile_features(cudacompat_config INTERFACE cxx_std_17)
endfunction()
