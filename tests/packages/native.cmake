# Debian packages (CPack, lintian-clean) and conda packages (rattler-build) of a consumer library,
# one per CUDA major: tests/packages/fixtures/minilib built for CUDA 12.4 and 13.0, its packages
# read back with lintian, dpkg-deb, readelf and the .conda's index.json, and the bad inputs that
# must stop (label `packages`). Included from tests/packages/CMakeLists.txt; uses only
# Python3_EXECUTABLE, CMAKE_BINARY_DIR and PROJECT_SOURCE_DIR. Skips (77) on a machine without
# lintian, dpkg-dev, zstd, py-rattler-build or the real CUDA 12.4 under /opt/cudacompat/toolkits
# (CUDACOMPAT_TOOLKIT_SEARCH_PATH in the environment points elsewhere).
if(NOT Python3_EXECUTABLE)
  find_package(Python3 COMPONENTS Interpreter)
endif()
if(NOT Python3_EXECUTABLE)
  return()
endif()
add_test(
  NAME packages.deb_and_conda_of_a_consumer_library_for_cuda_12_and_13
  COMMAND
    "${Python3_EXECUTABLE}" "${PROJECT_SOURCE_DIR}/tests/packages/check_deb_and_conda.py" "${CMAKE_BINARY_DIR}"
    "${PROJECT_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/tests/packages/deb_and_conda"
)
# Two fixture builds (one GPU architecture each) and four refused configures: about a minute on
# two cores; the limit leaves room for a loaded CI machine.
set_tests_properties(
  packages.deb_and_conda_of_a_consumer_library_for_cuda_12_and_13
  PROPERTIES LABELS "packages;integration" TIMEOUT 240 SKIP_RETURN_CODE 77
)
