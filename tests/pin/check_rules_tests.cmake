# Unit tests of `pin --check`'s rule functions over one context (tool/pin/check_*.cpp), labels
# `unit;pins`.
find_package(GTest REQUIRED)
include(GoogleTest)
if(NOT TARGET cudacompat_pin_check) # built with the audit only
  return()
endif()

# One test file per source it tests (ci/test_mirror.py), all in one executable: one link, not one per file.
add_executable(
  cudacompat_pin_check_rules_tests
  "${CMAKE_CURRENT_LIST_DIR}/check_cargo_rules_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_context_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_fixes_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_rules_test.cpp"
)
target_link_libraries(
  cudacompat_pin_check_rules_tests
  PRIVATE cudacompat_pin_check cudacompat_test_support GTest::gtest_main
)
# Compiled as one unity source: gtest's headers parsed once, not once per file (clean builds are CI time).
set_target_properties(cudacompat_pin_check_rules_tests PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_check_rules_tests PRIVATE cudacompat_warnings)
endif()
gtest_discover_tests(cudacompat_pin_check_rules_tests TEST_PREFIX "pins." DISCOVERY_TIMEOUT 60)
# Labels `unit;pins` (cudacompat_label_discovered_tests in tests/CMakeLists.txt says why not PROPERTIES LABELS).
cudacompat_label_discovered_tests(cudacompat_pin_check_rules_tests "unit;pins")
