# `cudacompat pin` end to end: the seed scenarios, every format read back by the tool that reads
# it, `pin --check` on every file kind, and the pins handed to the real resolvers.
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND OR NOT TARGET cudacompat_pin_check)
  return()
endif()
set(_pin_tool "$<TARGET_FILE:cudacompat>")
set(_pin_cuda_root "${CUDACOMPAT_CTK_ROOT}")
if(NOT _pin_cuda_root)
  set(_pin_cuda_root /usr/local/cuda)
endif()
# Each a pytest module, a ctest test per function (cudacompat_add_pytest).
cudacompat_add_pytest(
  FILE test_pin_cli.py
  PREFIX pins
  TESTS cli_scenarios_formats_and_every_file_kind
  ARGS --cudacompat "${_pin_tool}" --case-arg "cxx=${CMAKE_CXX_COMPILER}" --case-arg "cuda-root=${_pin_cuda_root}"
  LABELS integration pins
)
cudacompat_add_pytest(
  FILE resolvers/test_prove_pins.py
  PREFIX pins
  TESTS
    pip_resolves_the_pins_for_every_toolkit
    cargo_resolves_the_pins_for_every_toolkit
    conda_resolves_the_pins_for_every_toolkit
  ARGS --cudacompat "${_pin_tool}" --case-arg "knowledge=${PROJECT_SOURCE_DIR}/compat/knowledge.json"
  LABELS integration pins
)
cudacompat_add_pytest(
  FILE test_env.py
  PREFIX pins
  TESTS env_check_of_a_real_virtual_environment
  ARGS --cudacompat "${_pin_tool}"
  LABELS integration pins
)
cudacompat_add_pytest(
  FILE test_configure_pins.py
  PREFIX pins
  TESTS configure_writes_the_pins_next_to_the_probe_report
  ARGS --cudacompat "${_pin_tool}" --case-arg "build-dir=${CMAKE_BINARY_DIR}"
  LABELS integration pins
  TIMEOUT 60
)
