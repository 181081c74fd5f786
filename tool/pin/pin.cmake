# The ranges and their formats: small, no parsing of user files, so the probe-only copy of the
# tool a consumer's configure builds has them too (cudacompat_pin() runs `cudacompat pin`).
cudacompat_tool_library(cudacompat_pin SOURCES plan_pins.cpp pin_formats.cpp PUBLIC cudacompat_knowledge)

# `pin --check` and `pin --from-artifact`: with the audit, the version requirements and the readers.
if(CUDACOMPAT_BUILD_AUDIT AND TARGET cudacompat_requirements AND TARGET cudacompat_pin_readers)
  cudacompat_tool_library(
    cudacompat_pin_check
    SOURCES
      artifact_needs.cpp
      check_context.cpp
      check_rules.cpp
      check_pypi_rules.cpp
      check_conda_rules.cpp
      check_cargo_rules.cpp
      check_set_rules.cpp
      check_fixes.cpp
      check_sarif.cpp
      recheck_corrections.cpp
    PUBLIC cudacompat_pin cudacompat_requirements cudacompat_pin_readers cudacompat_audit cudacompat_sarif
  )
endif()
