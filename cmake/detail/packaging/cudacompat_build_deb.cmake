# Internal. Run by the <NAME>-deb target (cmake -P), after the library is built:
#
#   cmake -DSETTINGS=<deb>/settings.cmake -DLIBRARY=<built library> -DCONFIG=<config> -P cudacompat_build_deb.cmake
#
# 1. the library's DT_NEEDED entries: those in the CUDA toolkit must be covered by the pins (else a
#    package would install without a library it needs), the others go to dpkg-shlibdeps;
# 2. dpkg-shlibdeps (libc6, libstdc++6, libgcc-s1 at the versions the library's symbols need), with
#    the CUDA libraries mapped away through debian/shlibs.local so it neither fails on them nor
#    invents a dependency the pins already state;
# 3. cpack with the package's own CPackConfig.cmake, into a scratch directory;
# 4. the two .deb files copied next to OUTPUT_DIRECTORY's files under temporary names, then renamed:
#    OUTPUT_DIRECTORY never holds half a package, nor one package of the pair.
cmake_minimum_required(VERSION 3.25)
foreach(input IN ITEMS SETTINGS LIBRARY)
  if(NOT ${input})
    message(FATAL_ERROR "cudacompat_build_deb: -D${input}=... is required")
  endif()
endforeach()
include("${SETTINGS}")
set(context "cudacompat: Debian packages of ${NAME}")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/debian")

# 1. What the library loads.
execute_process(
  COMMAND "${READELF}" -d "${LIBRARY}"
  OUTPUT_VARIABLE dynamic
  RESULT_VARIABLE result
  ERROR_VARIABLE error
)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${context}: `readelf -d ${LIBRARY}` failed (${result}): ${error}")
endif()
string(REGEX MATCHALL "\\(NEEDED\\)[^\n]*\\[[^]\n]+\\]" needed_lines "${dynamic}")
file(READ "${PINS_FILE}" pins_text)
string(TOLOWER "${pins_text}" pins_lower)
set(shlibs_local "")
set(cuda_needed "")
foreach(line IN LISTS needed_lines)
  string(REGEX REPLACE ".*\\[(.*)\\]" "\\1" soname "${line}")
  set(in_toolkit FALSE)
  foreach(dir IN LISTS CUDA_LIB_DIRS)
    if(EXISTS "${dir}/${soname}")
      set(in_toolkit TRUE)
    endif()
  endforeach()
  # The driver's libraries come with the driver, never from a package a library can depend on.
  set(driver FALSE)
  if(soname MATCHES "^lib(cuda|nvidia-ml)\\.so")
    set(driver TRUE)
  endif()
  if(NOT in_toolkit AND NOT driver)
    continue()
  endif()
  if(NOT soname MATCHES "^(lib[^.]+)\\.so\\.([0-9.]+)$")
    message(
      FATAL_ERROR
      "${context}: ${LIBRARY} needs ${soname}, a CUDA library without a versioned soname; "
      "needed: lib<name>.so.<version>. Link the versioned CUDA library (CUDA::<lib>)."
    )
  endif()
  set(lib_name "${CMAKE_MATCH_1}")
  string(APPEND shlibs_local "${CMAKE_MATCH_1} ${CMAKE_MATCH_2} cudacompat-pinned-cuda\n")
  list(APPEND cuda_needed "${soname}")
  if(driver)
    continue()
  endif()
  # libcublasLt comes with libcublas, libcufftw with libcufft, libnvrtc-builtins with libnvrtc.
  string(REGEX REPLACE "^lib" "" component "${lib_name}")
  string(REGEX REPLACE "(Lt|w|-builtins)$" "" component "${component}")
  string(TOLOWER "${component}" component)
  if(NOT pins_lower MATCHES "(^|[^a-z])(lib)?(cuda-)?${component}[-0-9 (]")
    message(
      FATAL_ERROR
      "${context}: ${LIBRARY} needs ${soname} (CUDA's ${component}), which the pins in "
      "${PINS_FILE} do not cover (${PINS_DEPENDS}); the package would install without it. "
      "Fix: add ${component} to the package's LIBRARIES (cudacompat_add_package(... LIBRARIES "
      "cudart ${component}))."
    )
  endif()
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

# 4. Into OUTPUT_DIRECTORY, all or nothing.
file(MAKE_DIRECTORY "${OUTPUT_DIRECTORY}")
foreach(deb IN LISTS expected)
  file(COPY_FILE "${cpack_dir}/${deb}" "${OUTPUT_DIRECTORY}/.${deb}.partial")
endforeach()
foreach(deb IN LISTS expected)
  file(RENAME "${OUTPUT_DIRECTORY}/.${deb}.partial" "${OUTPUT_DIRECTORY}/${deb}")
  message(STATUS "${OUTPUT_DIRECTORY}/${deb}")
endforeach()
message(STATUS "Depends of ${RUNTIME_PACKAGE}: ${depends}")
