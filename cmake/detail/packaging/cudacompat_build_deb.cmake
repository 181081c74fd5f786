# Internal. Run by the <NAME>-deb target (cmake -P), after the library is built:
#
#   cmake -DSETTINGS=<deb>/settings.cmake -DLIBRARY=<built library> -DCUDACOMPAT_TOOL=<bin/cudacompat>
#         -DCONFIG=<config> -P cudacompat_build_deb.cmake
#
# 1. `cudacompat audit` of the library: the CUDA libraries it needs (DT_NEEDED), which the pins
#    depend on, and the others go to dpkg-shlibdeps;
# 2. dpkg-shlibdeps (libc6, libstdc++6, libgcc-s1 at the versions the library's symbols need), with
#    the CUDA libraries mapped away through debian/shlibs.local so it neither fails on them nor
#    invents a dependency the pins already state;
# 3. cpack with the package's own CPackConfig.cmake, into a scratch directory;
# 4. `cudacompat audit` of the two packages: a CUDA library their binaries need that no Depends
#    provides (or any other package check that fails) stops here, with the audit's findings;
# 5. the two .deb files copied next to OUTPUT_DIRECTORY's files under temporary names, then renamed:
#    OUTPUT_DIRECTORY never holds half a package, nor one package of the pair.
cmake_minimum_required(VERSION 3.25)
foreach(input IN ITEMS SETTINGS LIBRARY CUDACOMPAT_TOOL)
  if(NOT ${input})
    message(FATAL_ERROR "cudacompat_build_deb: -D${input}=... is required")
  endif()
endforeach()
include("${SETTINGS}")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_package_audit.cmake")
set(context "cudacompat: Debian packages of ${NAME}")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/debian")

# 1. The CUDA libraries the library loads, as the audit names them (the knowledge base's sonames,
# the driver's). Those found in the toolkit's library directories, and the driver's (which come
# with the driver, never from a package a library can depend on), are mapped away from
# dpkg-shlibdeps: the pins depend on them, and the audit of the packages (step 4) checks that they
# cover each one. Any other (NCCL installed from libnccl2, say) is dpkg-shlibdeps' to name.
cudacompat_detail_audit_cuda_libraries(cuda_libraries "${context}" "${CUDACOMPAT_TOOL}" "${LIBRARY}")
set(shlibs_local "")
foreach(entry IN LISTS cuda_libraries)
  string(REGEX REPLACE "=.*" "" soname "${entry}")
  set(mapped FALSE)
  if(entry MATCHES "=1$")
    set(mapped TRUE)
  endif()
  foreach(dir IN LISTS CUDA_LIB_DIRS)
    if(EXISTS "${dir}/${soname}")
      set(mapped TRUE)
    endif()
  endforeach()
  if(NOT mapped)
    continue()
  endif()
  if(NOT soname MATCHES "^(lib[^.]+)\\.so\\.([0-9.]+)$")
    message(
      FATAL_ERROR
      "${context}: ${LIBRARY} needs ${soname}, a CUDA library without a versioned soname; "
      "needed: lib<name>.so.<version>. Link the versioned CUDA library (CUDA::<lib>)."
    )
  endif()
  string(APPEND shlibs_local "${CMAKE_MATCH_1} ${CMAKE_MATCH_2} cudacompat-pinned-cuda\n")
endforeach()

# 2. libc6, libstdc++6, libgcc-s1 and anything else the library needs from Debian packages.
file(WRITE "${WORK_DIR}/debian/shlibs.local" "${shlibs_local}")
# dpkg-shlibdeps reads the source package's name from debian/control.
file(WRITE "${WORK_DIR}/debian/control" "Source: ${NAME}\n\nPackage: ${RUNTIME_PACKAGE}\nArchitecture: any\n")
# -l: where the CUDA libraries are (the build tree's library has no RPATH to them); shlibs.local
# answers for them once found. The warning that the library is not yet in its package directory is
# dropped: it is analysed where it was built, which is the same file stripped later.
set(search "")
foreach(dir IN LISTS CUDA_LIB_DIRS)
  list(APPEND search "-l${dir}")
endforeach()
execute_process(
  COMMAND "${DPKG_SHLIBDEPS}" -O ${search} "-e${LIBRARY}"
  WORKING_DIRECTORY "${WORK_DIR}"
  OUTPUT_VARIABLE shlibdeps
  ERROR_VARIABLE error
  RESULT_VARIABLE result
)
if(NOT result EQUAL 0 OR NOT shlibdeps MATCHES "shlibs:Depends=([^\n]*)")
  message(
    FATAL_ERROR
    "${context}: dpkg-shlibdeps could not name the packages ${LIBRARY} needs (${result}): "
    "${error}${shlibdeps}\nEvery library it links must come from a Debian package with shlibs "
    "information (or be a CUDA library the pins cover)."
  )
endif()
string(REPLACE ", " ";" system_depends "${CMAKE_MATCH_1}")
list(FILTER system_depends EXCLUDE REGEX "cudacompat-pinned-cuda")
list(JOIN system_depends ", " system_depends)
set(depends "${PINS_DEPENDS}")
if(system_depends)
  set(depends "${system_depends}, ${depends}")
endif()

# 3. The packages, in the scratch directory.
set(cpack_dir "${WORK_DIR}/cpack")
set(config_args "")
if(CONFIG)
  set(config_args -C "${CONFIG}")
endif()
execute_process(
  COMMAND
    "${CPACK}" --config "${CPACK_CONFIG}" -B "${cpack_dir}" ${config_args} -D
    "CPACK_DEBIAN_${RUNTIME_VAR}_PACKAGE_DEPENDS=${depends}"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE error
)
set(
  expected
  "${RUNTIME_PACKAGE}_${DEB_VERSION}_${ARCHITECTURE}.deb"
  "${DEV_PACKAGE}_${DEB_VERSION}_${ARCHITECTURE}.deb"
)
set(missing "")
foreach(deb IN LISTS expected)
  if(NOT EXISTS "${cpack_dir}/${deb}")
    list(APPEND missing "${deb}")
  endif()
endforeach()
if(NOT result EQUAL 0 OR missing)
  message(
    FATAL_ERROR
    "${context}: cpack failed (${result}); not made: ${missing}. Nothing was written into "
    "${OUTPUT_DIRECTORY}.\n${output}${error}"
  )
endif()

# 4. The audit of what would be shipped.
set(built "")
foreach(deb IN LISTS expected)
  list(APPEND built "${cpack_dir}/${deb}")
endforeach()
cudacompat_detail_audit_packages("${context}" "${CUDACOMPAT_TOOL}" ${built})

# 5. Into OUTPUT_DIRECTORY, all or nothing.
file(MAKE_DIRECTORY "${OUTPUT_DIRECTORY}")
foreach(deb IN LISTS expected)
  file(COPY_FILE "${cpack_dir}/${deb}" "${OUTPUT_DIRECTORY}/.${deb}.partial")
endforeach()
foreach(deb IN LISTS expected)
  file(RENAME "${OUTPUT_DIRECTORY}/.${deb}.partial" "${OUTPUT_DIRECTORY}/${deb}")
  message(STATUS "${OUTPUT_DIRECTORY}/${deb}")
endforeach()
message(STATUS "Depends of ${RUNTIME_PACKAGE}: ${depends}")
