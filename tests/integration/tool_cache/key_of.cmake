# Prints the tool-cache key of the cudacompat source tree SOURCE, as its own
# cmake/detail/cudacompat_bootstrap_key.cmake computes it for the compiler COMPILER (a path):
#   cmake -DSOURCE=<tree> -DCOMPILER=<c++> -P key_of.cmake
include("${SOURCE}/cmake/detail/cudacompat_bootstrap_key.cmake")
cudacompat_detail_bootstrap_key(key "${SOURCE}" "${COMPILER}")
message("${key}")
