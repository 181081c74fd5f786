# Prints the tool-cache key of the cudacompat source tree SOURCE, as its own
# cmake/detail/cudacompat_bootstrap_key.cmake computes it for the compiler COMPILER:
#   cmake -DSOURCE=<tree> -DCOMPILER=<c++> -DCOMPILER_ID=GNU -DCOMPILER_VERSION=12.2.0 -P key_of.cmake
set(CMAKE_CXX_COMPILER "${COMPILER}")
set(CMAKE_CXX_COMPILER_ID "${COMPILER_ID}")
set(CMAKE_CXX_COMPILER_VERSION "${COMPILER_VERSION}")
include("${SOURCE}/cmake/detail/cudacompat_bootstrap_key.cmake")
cudacompat_detail_bootstrap_key(key "${SOURCE}")
message("${key}")
