# cudacompat_pin_versions: PEP 440 versions and specifier sets (pep440.h), Cargo versions and
# requirements (cargo_semver.h), conda's specs in PEP 440's syntax (conda_version.h). No dependency beyond cudacompat_common, so every library that
# judges a requirement can link it. tests/pin/versions_tests.cmake proves both against their
# reference implementations (Python's `packaging`, Cargo itself).
add_library(cudacompat_pin_versions STATIC
  "${CMAKE_CURRENT_LIST_DIR}/pep440.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/cargo_semver.cpp"
  "${CMAKE_CURRENT_LIST_DIR}/conda_version.cpp")
target_link_libraries(cudacompat_pin_versions PUBLIC cudacompat_common)
target_compile_features(cudacompat_pin_versions PUBLIC cxx_std_20)  # <=>, std::span, std::erase_if
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_pin_versions PRIVATE cudacompat_warnings)
endif()
