# Tests of the pin readers (labels `unit;pins`): each reader on fixtures modelled on real projects'
# files and on malformed ones (tests/pin/fixtures), an environment built in a scratch directory,
# and the PEP 508 parser against Python's `packaging` on thousands of strings.
find_package(GTest REQUIRED)
include(GoogleTest)
find_package(Python3 COMPONENTS Interpreter)
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

# Reads requirement strings on stdin, prints the parsed parts: the C++ half of the comparison.
add_executable(cudacompat_pep508_oracle "${CMAKE_CURRENT_LIST_DIR}/pep508_oracle.cpp")
target_link_libraries(cudacompat_pep508_oracle PRIVATE cudacompat_pin_readers)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_readers_tests PRIVATE cudacompat_warnings)
  target_link_libraries(cudacompat_pep508_oracle PRIVATE cudacompat_warnings)
endif()
if(Python3_Interpreter_FOUND)
  add_test(
    NAME pins.pep508_agrees_with_packaging
    COMMAND
      "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/check_pep508_against_packaging.py" --oracle
      "$<TARGET_FILE:cudacompat_pep508_oracle>"
  )
  # 77: Python's `packaging` is not installed.
  set_tests_properties(
    pins.pep508_agrees_with_packaging
    PROPERTIES LABELS "unit;pins" SKIP_RETURN_CODE 77 TIMEOUT 120
  )
endif()
