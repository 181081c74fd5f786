# Tests of cudacompat_requirements (tool/requirements/CMakeLists.txt): unit tests of PEP 440 and Cargo
# requirements, and differential tests that ask the reference implementations the same thousands
# of questions: Python's `packaging` (what pip uses) and Cargo itself, resolving offline.
find_package(GTest REQUIRED)
include(GoogleTest)
find_package(Python3 COMPONENTS Interpreter)

if(NOT TARGET cudacompat_requirements)
  return()
endif()

add_executable(
  cudacompat_requirements_tests
  "${CMAKE_CURRENT_LIST_DIR}/pep440_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/cargo_semver_test.cpp"
)
target_link_libraries(cudacompat_requirements_tests PRIVATE cudacompat_requirements GTest::gtest_main)
gtest_discover_tests(cudacompat_requirements_tests DISCOVERY_TIMEOUT 60)
# Labels `unit;pins` (cudacompat_label_discovered_tests in tests/CMakeLists.txt says why not PROPERTIES LABELS).
cudacompat_label_discovered_tests(cudacompat_requirements_tests "unit;pins")

# One question per line on stdin, one answer per line on stdout (see the file's header).
add_executable(cudacompat_version_oracle "${CMAKE_CURRENT_LIST_DIR}/version_oracle.cpp")
target_link_libraries(cudacompat_version_oracle PRIVATE cudacompat_requirements)

if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_requirements_tests PRIVATE cudacompat_warnings)
  target_link_libraries(cudacompat_version_oracle PRIVATE cudacompat_warnings)
endif()

if(Python3_Interpreter_FOUND)
  # Exits 77 (skipped) where `packaging` is not installed (ci/install-python-deps.sh installs it).
  add_test(
    NAME pins.pep440_agrees_with_packaging
    COMMAND
      "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/check_pep440_against_packaging.py"
      "$<TARGET_FILE:cudacompat_version_oracle>"
  )
  set_tests_properties(
    pins.pep440_agrees_with_packaging
    PROPERTIES LABELS "unit;pins" SKIP_RETURN_CODE 77 TIMEOUT 300
  )
  # Exits 77 (skipped) where cargo is not installed (neither on PATH nor in $HOME/.cargo/bin).
  add_test(
    NAME pins.cargo_requirements_agree_with_cargo
    COMMAND
      "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/check_cargo_against_cargo.py"
      "$<TARGET_FILE:cudacompat_version_oracle>"
  )
  set_tests_properties(
    pins.cargo_requirements_agree_with_cargo
    PROPERTIES LABELS "unit;pins" SKIP_RETURN_CODE 77 TIMEOUT 600
  )
endif()
