# cudacompat_readers: bytes -> facts (ELF, fatbins, archives, wheels, .deb and conda packages),
# with no knowledge base and no command line. The audit, doctor and abi-diff build on it. Included by
# tool/audit/CMakeLists.txt and by the fuzz build, which compiles it with the sanitizers (one list of
# sources, one target).
include_guard(GLOBAL)
find_package(fmt REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)  # conda's info/index.json
find_package(LibArchive REQUIRED)          # the tar members of .deb and conda packages
find_package(OpenSSL REQUIRED COMPONENTS Crypto)  # SHA-256 of wheel members, for RECORD
find_package(PkgConfig REQUIRED)
# zstd, LZ4 and libzip through pkg-config: Debian's libzip CMake package names tools (zipcmp) that
# the -dev package does not install, and fails to load.
foreach(_module IN ITEMS ZSTD:libzstd LZ4:liblz4 LIBZIP:libzip)
  string(REPLACE ":" ";" _module "${_module}")
  list(GET _module 0 _name)
  list(GET _module 1 _package)
  if(NOT TARGET PkgConfig::CUDACOMPAT_${_name})
    pkg_check_modules(CUDACOMPAT_${_name} REQUIRED IMPORTED_TARGET GLOBAL ${_package})
  endif()
endforeach()
set(_readers_dir "${CMAKE_CURRENT_LIST_DIR}")
add_library(cudacompat_readers STATIC
  "${_readers_dir}/mapped_file.cpp"
  "${_readers_dir}/elf_reader.cpp"
  "${_readers_dir}/fatbin_reader.cpp"
  "${_readers_dir}/payload_prefix.cpp"
  "${_readers_dir}/ptx_preamble.cpp"
  "${_readers_dir}/cubin_note.cpp"
  "${_readers_dir}/archive_reader.cpp"
  "${_readers_dir}/wheel_reader.cpp"
  "${_readers_dir}/record_hash.cpp"
  # packages: their metadata, and the tar members of .deb and conda packages
  "${_readers_dir}/header_fields.cpp"
  "${_readers_dir}/wheel_metadata.cpp"
  "${_readers_dir}/deb_control.cpp"
  "${_readers_dir}/conda_index.cpp"
  "${_readers_dir}/tar_reader.cpp"
  "${_readers_dir}/package_inspect.cpp"
  "${_readers_dir}/device_code.cpp"
  "${_readers_dir}/artifact.cpp"
  "${_readers_dir}/inspect.cpp")
# Sources include "readers/elf_reader.h": tool/ is the include root, as for the other libraries.
target_include_directories(cudacompat_readers PUBLIC "${_readers_dir}/..")
target_compile_features(cudacompat_readers PUBLIC cxx_std_20)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  target_compile_options(cudacompat_readers PRIVATE -O2)  # the readers walk hundreds of thousands of headers per run
endif()
if(TARGET cudacompat_common)
  target_link_libraries(cudacompat_readers PUBLIC cudacompat_common)
else()  # the standalone fuzz build: only the two helpers the readers use
  target_sources(cudacompat_readers PRIVATE "${_readers_dir}/../common/expected.cpp"
                                                  "${_readers_dir}/../common/display_text.cpp")
endif()
target_link_libraries(cudacompat_readers
  PUBLIC fmt::fmt
  PRIVATE PkgConfig::CUDACOMPAT_ZSTD PkgConfig::CUDACOMPAT_LZ4 PkgConfig::CUDACOMPAT_LIBZIP nlohmann_json::nlohmann_json
          LibArchive::LibArchive OpenSSL::Crypto)
