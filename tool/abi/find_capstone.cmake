# Capstone, the x86-64 disassembler under abi-diff's Cython C-API reader (call_sites_x86_64.cpp),
# found through pkg-config as PkgConfig::CUDACOMPAT_CAPSTONE. Included by tool/abi and by the fuzz
# build, which compiles the same reader.
include_guard(GLOBAL)
find_package(PkgConfig REQUIRED)
if(NOT TARGET PkgConfig::CUDACOMPAT_CAPSTONE)
  pkg_check_modules(CUDACOMPAT_CAPSTONE IMPORTED_TARGET GLOBAL capstone>=4.0)
  if(NOT CUDACOMPAT_CAPSTONE_FOUND)
    message(
      FATAL_ERROR
      "cudacompat: Capstone 4.0 or newer was not found through pkg-config (capstone.pc): abi-diff "
      "decodes x86-64 code with it. Install it (Debian/Ubuntu: apt-get install libcapstone-dev; "
      "ci/install-deps.sh installs every package the build needs), or point PKG_CONFIG_PATH at "
      "a Capstone installation."
    )
  endif()
endif()
