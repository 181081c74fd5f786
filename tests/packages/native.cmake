# Debian packages (CPack, lintian-clean) and conda packages (rattler-build) of a consumer library,
# one per CUDA major: tests/packages/fixtures/minilib built for CUDA 12.4 and 13.0, its packages
# read back with lintian, dpkg-deb, readelf and the .conda's index.json, and the bad inputs that
# must stop (label `packages`). Included from tests/packages/CMakeLists.txt; uses only
# cudacompat_add_pytest, CMAKE_BINARY_DIR and PROJECT_SOURCE_DIR. Skips on a machine without
# lintian, dpkg-dev, zstd, py-rattler-build or the real CUDA 12.4 under /opt/cudacompat/toolkits
# (CUDACOMPAT_TOOLKIT_SEARCH_PATH in the environment points elsewhere).
# Two fixture builds (one GPU architecture each) and four refused configures: about a minute on
# two cores; the limit leaves room for a loaded CI machine.
cudacompat_add_pytest(
  FILE "${PROJECT_SOURCE_DIR}/tests/packages/test_deb_and_conda.py"
  PREFIX packages
  TESTS deb_and_conda_of_a_consumer_library_for_cuda_12_and_13
  ARGS --case-arg "build-dir=${CMAKE_BINARY_DIR}" --case-arg "scratch=${CMAKE_BINARY_DIR}/tests/packages/deb_and_conda"
  LABELS packages integration
  TIMEOUT 240
)
