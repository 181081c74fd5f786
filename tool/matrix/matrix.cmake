# `cudacompat matrix`: the CI jobs (toolkit × host compiler × architectures, with pins) from the
# knowledge base. Not in the probe-only copy of the tool a consumer's configure builds: included by
# tool/CMakeLists.txt only with the audit (CUDACOMPAT_BUILD_AUDIT), as doctor is.
add_library(cudacompat_matrix STATIC
  "${CMAKE_CURRENT_LIST_DIR}/plan_matrix.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/matrix_formats.cpp")
target_link_libraries(cudacompat_matrix PUBLIC cudacompat_pin)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_matrix PRIVATE cudacompat_warnings)
endif()
