# Unit tests of what package names say about their CUDA major (tool/requirements/cuda_packages.cpp),
# labels `unit;pins`.
find_package(GTest REQUIRED)
include(GoogleTest)
if(NOT TARGET cudacompat_requirements)
  return()
endif()

add_executable(cudacompat_requirements_cuda_packages_tests "${CMAKE_CURRENT_LIST_DIR}/cuda_packages_test.cpp")
target_link_libraries(cudacompat_requirements_cuda_packages_tests PRIVATE cudacompat_requirements GTest::gtest_main)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_requirements_cuda_packages_tests PRIVATE cudacompat_warnings)
endif()
gtest_discover_tests(cudacompat_requirements_cuda_packages_tests TEST_PREFIX "pins." DISCOVERY_TIMEOUT 60)
# Labels `unit;pins` (cudacompat_label_discovered_tests in tests/CMakeLists.txt says why not PROPERTIES LABELS).
cudacompat_label_discovered_tests(cudacompat_requirements_cuda_packages_tests "unit;pins")
