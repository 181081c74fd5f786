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
add_test(
  NAME pins.cli_scenarios_formats_and_every_file_kind
  COMMAND
    "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/check_pin_cli.py" "${_pin_tool}" "${CMAKE_CXX_COMPILER}"
    "${_pin_cuda_root}"
)
set_tests_properties(
  pins.cli_scenarios_formats_and_every_file_kind
  PROPERTIES LABELS "integration;pins" TIMEOUT 300 SKIP_RETURN_CODE 77
)
foreach(_resolver IN ITEMS pip cargo conda)
  add_test(
    NAME pins.${_resolver}_resolves_the_pins_for_every_toolkit
    COMMAND
      "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/resolvers/prove_pins.py" ${_resolver} "${_pin_tool}"
      "${PROJECT_SOURCE_DIR}/compat/knowledge.json"
  )
  set_tests_properties(
    pins.${_resolver}_resolves_the_pins_for_every_toolkit
    PROPERTIES LABELS "integration;pins" TIMEOUT 300 SKIP_RETURN_CODE 77
  )
endforeach()
add_test(
  NAME pins.env_check_of_a_real_virtual_environment
  COMMAND "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/check_env.py" "${_pin_tool}"
)
set_tests_properties(
  pins.env_check_of_a_real_virtual_environment
  PROPERTIES LABELS "integration;pins" TIMEOUT 300 SKIP_RETURN_CODE 77
)
add_test(
  NAME pins.configure_writes_the_pins_next_to_the_probe_report
  COMMAND
    "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/check_configure_pins.py" "${_pin_tool}" "${CMAKE_BINARY_DIR}"
)
set_tests_properties(
  pins.configure_writes_the_pins_next_to_the_probe_report
  PROPERTIES LABELS "integration;pins" TIMEOUT 60 SKIP_RETURN_CODE 77
)
