# Unit tests of `pin --check`'s rule functions over one context (tool/pin/check_*.cpp), labels
# `unit;pins`.
find_package(GTest REQUIRED)
include(GoogleTest)
if(NOT TARGET cudacompat_pin_check) # built with the audit only
  return()
endif()

# One test file per source it tests (ci/test_mirror.py), all in one executable: one link, not one per file.
# The ranges (plan_pins.cpp, pin_formats.cpp) are tested here too: cudacompat_pin_check links them.
add_executable(
  cudacompat_pin_check_rules_tests
  "${CMAKE_CURRENT_LIST_DIR}/artifact_needs_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_cargo_rules_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_conda_rules_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_context_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_fixes_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_pypi_rules_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_rules_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_sarif_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/check_set_rules_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/pin_formats_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/plan_pins_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/recheck_corrections_test.cpp"
)
target_link_libraries(
  cudacompat_pin_check_rules_tests
  PRIVATE cudacompat_pin_check cudacompat_test_support GTest::gtest_main
)
# artifact_needs_test.cpp reads a library that calls the driver API (the audit's driver_user.cpp,
# which imports two versioned entry points), linked here against the toolkit's stub libcuda.so as a
# project links it; without a toolkit's cuda.h the path is "" and that test skips.
set(_pin_check_driver_user "")
set(_pin_check_ctk "${CUDACOMPAT_CTK_ROOT}")
if(NOT _pin_check_ctk)
  set(_pin_check_ctk /usr/local/cuda)
endif()
if(EXISTS "${_pin_check_ctk}/include/cuda.h" AND EXISTS "${_pin_check_ctk}/lib64/stubs/libcuda.so")
  set(_pin_check_driver_user "${CMAKE_CURRENT_BINARY_DIR}/pin_check_fixtures/libdriver_user.so")
  set(_pin_check_driver_source "${CMAKE_CURRENT_LIST_DIR}/../audit/fixtures/driver_user.cpp")
  add_custom_command(
    OUTPUT "${_pin_check_driver_user}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/pin_check_fixtures"
    COMMAND
      "${CMAKE_CXX_COMPILER}" -shared -fPIC "-I${_pin_check_ctk}/include" -o "${_pin_check_driver_user}"
      "${_pin_check_driver_source}" "-L${_pin_check_ctk}/lib64/stubs" -lcuda
    DEPENDS "${_pin_check_driver_source}"
    VERBATIM
    COMMENT "pin check fixture libdriver_user.so"
  )
  add_custom_target(cudacompat_pin_check_fixtures DEPENDS "${_pin_check_driver_user}")
  add_dependencies(cudacompat_pin_check_rules_tests cudacompat_pin_check_fixtures)
endif()
target_compile_definitions(
  cudacompat_pin_check_rules_tests
  PRIVATE "CUDACOMPAT_PIN_DRIVER_USER=\"${_pin_check_driver_user}\""
)
# Compiled as one unity source: gtest's headers parsed once, not once per file (clean builds are CI time).
set_target_properties(cudacompat_pin_check_rules_tests PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_check_rules_tests PRIVATE cudacompat_warnings)
endif()
gtest_discover_tests(cudacompat_pin_check_rules_tests TEST_PREFIX "pins." DISCOVERY_TIMEOUT 60)
# Labels `unit;pins` (cudacompat_label_discovered_tests in tests/CMakeLists.txt says why not PROPERTIES LABELS).
cudacompat_label_discovered_tests(cudacompat_pin_check_rules_tests "unit;pins")
