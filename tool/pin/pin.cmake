# The ranges and their formats: small, no parsing of user files, so the probe-only copy of the
# tool a consumer's configure builds has them too (cudacompat_pin() runs `cudacompat pin`).
add_library(cudacompat_pin STATIC
  "${CMAKE_CURRENT_LIST_DIR}/plan_pins.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/pin_formats.cpp")
target_link_libraries(cudacompat_pin PUBLIC cudacompat_knowledge)
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin PRIVATE cudacompat_warnings)
endif()

# `pin --check` and `pin --from-artifact`: with the audit, the version requirements and the readers.
if(CUDACOMPAT_BUILD_AUDIT AND TARGET cudacompat_requirements AND TARGET cudacompat_pin_readers)
  add_library(cudacompat_pin_check STATIC
    "${CMAKE_CURRENT_LIST_DIR}/artifact_needs.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/check_rules.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/check_sarif.cpp")
  target_link_libraries(cudacompat_pin_check PUBLIC cudacompat_pin cudacompat_requirements cudacompat_pin_readers
                                                    cudacompat_audit cudacompat_sarif)
  if(TARGET cudacompat_warnings)
    target_link_libraries(cudacompat_pin_check PRIVATE cudacompat_warnings)
  endif()
endif()
