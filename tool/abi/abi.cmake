# cudacompat_abi: `cudacompat abi-diff`, what changed between two releases of a package for the
# code built against it. Reads both sides with the audit's readers (cudacompat_readers),
# adds the readers the audit has no use for (Cython C APIs, .pxd declarations), and compares.
# Included by tool/CMakeLists.txt when the audit is built.
include_guard(GLOBAL)
set(_abi_dir "${CMAKE_CURRENT_LIST_DIR}")
add_library(cudacompat_abi STATIC
  # bytes -> facts
  "${_abi_dir}/cython_capi.cpp"
  "${_abi_dir}/pxd_declarations.cpp"
  "${_abi_dir}/package_tree.cpp"
  # facts -> findings
  "${_abi_dir}/abi_findings.cpp"
  "${_abi_dir}/compare.cpp"
  # outputs
  "${_abi_dir}/report.cpp"
  "${_abi_dir}/report_sarif.cpp")
# Sources include "abi/cython_capi.h": tool/ is the include root, as for the other libraries.
target_include_directories(cudacompat_abi PUBLIC "${_abi_dir}/..")
target_compile_features(cudacompat_abi PUBLIC cxx_std_20)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  target_compile_options(cudacompat_abi PRIVATE -O2)  # scans every byte of code: see tool/audit/CMakeLists.txt
endif()
target_link_libraries(cudacompat_abi
  PUBLIC cudacompat_readers cudacompat_common cudacompat_sarif fmt::fmt
  PRIVATE cudacompat_audit nlohmann_json::nlohmann_json)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_abi PRIVATE cudacompat_warnings)
endif()
