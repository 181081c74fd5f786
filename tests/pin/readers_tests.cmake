# Tests of the pin readers (labels `unit;pins`): each reader on fixtures modelled on real projects'
# files and on malformed ones (tests/pin/fixtures) and an environment built in a scratch directory
# (the PEP 508 parser against Python's `packaging`: tests/requirements).
find_package(GTest REQUIRED)
include(GoogleTest)
if(NOT TARGET cudacompat_pin_readers) # built with the audit only
  return()
endif()

# One test file per source it tests (ci/test_mirror.py), all in one executable: one link, not one per
# file. The PEP 508 and conda-spec tests are tool/requirements' (tests/requirements) but run here, as
# readers.Pep508.* and readers.CondaSpec.*, the names CI has always listed them under.
add_executable(
  cudacompat_pin_readers_tests
  "${CMAKE_CURRENT_LIST_DIR}/jinja_placeholders_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_cargo_lock_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_cargo_manifest_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_conda_environment_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_conda_recipe_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_declared_file_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_environment_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_pyproject_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_rapids_dependencies_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/read_requirements_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/reader_support_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/recipe_conditions_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/toml_input_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/yaml_input_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/../requirements/conda_spec_test.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/../requirements/pep508_test.cpp"
)
target_link_libraries(
  cudacompat_pin_readers_tests
  PRIVATE cudacompat_pin_readers cudacompat_test_support GTest::gtest_main
)
target_compile_definitions(
  cudacompat_pin_readers_tests
  PRIVATE
    "CUDACOMPAT_PIN_FIXTURES=\"${CMAKE_CURRENT_LIST_DIR}/fixtures\""
    "CUDACOMPAT_PIN_CORPUS=\"${CMAKE_CURRENT_LIST_DIR}/corpus\""
)
# The prefix makes every test's name say which suite it belongs to: `ctest -R reader`.
gtest_discover_tests(cudacompat_pin_readers_tests TEST_PREFIX "readers." DISCOVERY_TIMEOUT 60)
# Labels `unit;pins` (cudacompat_label_discovered_tests in tests/CMakeLists.txt says why not PROPERTIES LABELS).
cudacompat_label_discovered_tests(cudacompat_pin_readers_tests "unit;pins")

if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_readers_tests PRIVATE cudacompat_warnings)
endif()
# Compiled as one unity source: gtest's headers parsed once, not once per file (clean builds are CI
# time; two batches cost more CPU, and CI's -j2 has other files to compile beside this one).
set_target_properties(cudacompat_pin_readers_tests PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0)
