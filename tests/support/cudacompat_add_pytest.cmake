# cudacompat_add_pytest(FILE <test_x.py> PREFIX <folder> TESTS <name>... [FUNCTION <function>]
#                       [ARGS <option>...] [LABELS <label>...] [TIMEOUT <seconds>])
#
# Registers one ctest test per test function of a pytest module: <PREFIX>.<name> runs
# `python -m pytest -p case_checks <FILE>::test_<name> <ARGS>`. With FUNCTION, the names are the ids
# of one parametrized function instead (names that are no Python identifier, `cuda-11.8`):
# <PREFIX>.<name> runs <FILE>::test_<function>[<name>]. One ctest test per function, not per
# file, so that the CI summary names the case that failed, and each case keeps its own timeout,
# fixtures and dependencies (set_tests_properties on <PREFIX>.<name> after this call). The plugin
# (tests/support/case_checks.py) turns a run whose test skipped into exit 77, ctest's skip, and
# -rfEs prints the reason as a line starting with SKIPPED (what the CPU-only-machine check reads).
# Where pytest is not installed (ci/install-python-deps.sh installs it), each test is registered as
# a skip that says so.
include_guard(GLOBAL)

# The cache of downloaded wheels the tests share (every pytest module gets it as --wheel-cache, the
# C++ tests that read wheels as a definition): $CUDACOMPAT_CACHE/wheels, as ci/ fills it.
if(DEFINED ENV{CUDACOMPAT_CACHE})
  set(CUDACOMPAT_TEST_WHEEL_CACHE "$ENV{CUDACOMPAT_CACHE}/wheels")
else()
  set(CUDACOMPAT_TEST_WHEEL_CACHE "/var/cache/cudacompat/wheels")
endif()

find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  execute_process(
    COMMAND "${Python3_EXECUTABLE}" -c "import pytest"
    RESULT_VARIABLE _cudacompat_pytest_missing
    OUTPUT_QUIET
    ERROR_QUIET
  )
else()
  set(_cudacompat_pytest_missing 1)
endif()

function(cudacompat_add_pytest)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "FILE;PREFIX;TIMEOUT;FUNCTION" "TESTS;ARGS;LABELS")
  if(NOT arg_FILE OR NOT arg_PREFIX OR NOT arg_TESTS)
    message(FATAL_ERROR "cudacompat_add_pytest: FILE, PREFIX and TESTS are required")
  endif()
  if(NOT IS_ABSOLUTE "${arg_FILE}")
    set(arg_FILE "${CMAKE_CURRENT_SOURCE_DIR}/${arg_FILE}")
  endif()
  if(NOT EXISTS "${arg_FILE}")
    message(FATAL_ERROR "cudacompat_add_pytest: no test module ${arg_FILE}")
  endif()
  if(NOT arg_TIMEOUT)
    set(arg_TIMEOUT 300)
  endif()
  foreach(_name IN LISTS arg_TESTS)
    set(_test "${arg_PREFIX}.${_name}")
    set(_node "${arg_FILE}::test_${_name}")
    if(arg_FUNCTION)
      set(_node "${arg_FILE}::test_${arg_FUNCTION}[${_name}]")
    endif()
    if(_cudacompat_pytest_missing)
      cudacompat_add_skipped_test(
        "${_test}"
        "${arg_LABELS}"
        "pytest is not installed: ci/install-python-deps.sh installs it"
      )
      continue()
    endif()
    # No bytecode and no .pytest_cache are written into the source tree. Each test is its own pytest
    # process, so its start-up is paid per test (twice in CI: the CPU-only machine check runs them
    # again): no plugin that setuptools entry points would load, and none of pytest's own that no
    # test uses (doctest, junitxml, pastebin, legacypath's tmpdir/testdir, stepwise).
    add_test(
      NAME "${_test}"
      COMMAND
        "${CMAKE_COMMAND}" -E env "PYTHONPATH=${PROJECT_SOURCE_DIR}/tests/support" PYTHONDONTWRITEBYTECODE=1
        PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 "${Python3_EXECUTABLE}" -m pytest -p case_checks -p no:cacheprovider -p
        no:doctest -p no:junitxml -p no:pastebin -p no:legacypath -p no:stepwise -o tmp_path_retention_policy=failed -s
        -q -rfEs --tb=short --no-header "--rootdir=${PROJECT_SOURCE_DIR}" "${_node}" --wheel-cache
        "${CUDACOMPAT_TEST_WHEEL_CACHE}" ${arg_ARGS}
    )
    set_tests_properties(
      "${_test}"
      PROPERTIES LABELS "${arg_LABELS}" TIMEOUT ${arg_TIMEOUT} SKIP_RETURN_CODE 77
    )
  endforeach()
endfunction()
