# Tests of the pin readers (labels `unit;pins`): each reader on fixtures modelled on real projects'
# files and on malformed ones (tests/pin/fixtures) and an environment built in a scratch directory
# (the PEP 508 parser against Python's `packaging`: tests/requirements).
find_package(GTest REQUIRED)
include(GoogleTest)
if(NOT TARGET cudacompat_pin_readers) # built with the audit only
  return()
endif()

add_executable(cudacompat_pin_readers_tests "${CMAKE_CURRENT_LIST_DIR}/readers_test.cpp")
target_link_libraries(
  cudacompat_pin_readers_tests
  PRIVATE cudacompat_pin_readers cudacompat_test_support GTest::gtest_main
)
target_compile_definitions(
  cudacompat_pin_readers_tests
  PRIVATE "CUDACOMPAT_PIN_FIXTURES=\"${CMAKE_CURRENT_LIST_DIR}/fixtures\""
)
# The prefix makes every test's name say which suite it belongs to: `ctest -R reader`.
gtest_discover_tests(cudacompat_pin_readers_tests TEST_PREFIX "readers." DISCOVERY_TIMEOUT 60)
# Labels `unit;pins` (cudacompat_label_discovered_tests in tests/CMakeLists.txt says why not PROPERTIES LABELS).
cudacompat_label_discovered_tests(cudacompat_pin_readers_tests "unit;pins")

if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_readers_tests PRIVATE cudacompat_warnings)
endif()
