# Internal. What the Debian and conda packagers share: their arguments and the checks on them, the
# install rules of the packaged library, the pins the packages depend on, and the umbrella target.
#
#   cudacompat_detail_package_arguments(<function> <prefix> <args>...)
#   cudacompat_detail_package_install_rules(<target> <name> <headers dir or "">)
#   cudacompat_detail_package_pins(<prefix> <name> <libraries>...)
#   cudacompat_detail_package_add_to_umbrella(<custom target>)
#   cudacompat_detail_package_audit_tool(<out_var> <function>)
#
# Every check runs at configure time and before anything is written, so a package that cannot be
# made stops configure with what was found, what was needed and the fix, and OUTPUT_DIRECTORY is
# never created for it.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/../cudacompat_write_if_changed.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/../cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/../../cudacompat_pin.cmake")

# The keywords both packagers take (cudacompat_add_package() passes them on); LIBRARIES is optional
# and names the CUDA components the package's pins cover (default: the consumer's own
# cudacompat_pin() files when it wrote them, else cudart).
set(
  CUDACOMPAT_DETAIL_PACKAGE_KEYWORDS
  "TARGET <target>, NAME <name>, VERSION <x.y.z>, DESCRIPTION <one line>, MAINTAINER <Name <email>>, "
  "HOMEPAGE <url>, LICENSE_FILE <file>, HEADERS <dir>, OUTPUT_DIRECTORY <dir>, LIBRARIES <cuda component>..."
)
string(JOIN "" CUDACOMPAT_DETAIL_PACKAGE_KEYWORDS ${CUDACOMPAT_DETAIL_PACKAGE_KEYWORDS})

# cudacompat_detail_package_arguments(<function> <prefix> <args>...)
#
# Parses and checks the arguments of cudacompat_detail_package_deb/_conda and sets, in the caller,
# <prefix>_TARGET, _NAME, _VERSION, _DESCRIPTION, _MAINTAINER, _HOMEPAGE, _LICENSE_FILE (absolute),
# _HEADERS (absolute or empty), _OUTPUT_DIRECTORY (absolute), _LIBRARIES, _CUDA_MAJOR, _CUDA_MINOR,
# _LIBRARY_NAME (the library's name in its soname: minilib for libminilib.so.0), _SONAME_NAME (the
# same as Debian spells package names: lower case, '-' for '_'), _SOVERSION and
# _WORK_DIR (<build>/cudacompat-packages/<name>, where everything is made before it is moved).
function(cudacompat_detail_package_arguments function prefix)
  cmake_parse_arguments(
    PARSE_ARGV 2
    arg
    ""
    "TARGET;NAME;VERSION;DESCRIPTION;MAINTAINER;HOMEPAGE;LICENSE_FILE;HEADERS;OUTPUT_DIRECTORY"
    "LIBRARIES"
  )
  cudacompat_detail_check_arguments(
    ${function}
    "${CUDACOMPAT_DETAIL_PACKAGE_KEYWORDS}"
    "${arg_UNPARSED_ARGUMENTS}"
    "${arg_KEYWORDS_MISSING_VALUES}"
  )
  foreach(required IN ITEMS TARGET NAME VERSION LICENSE_FILE)
    if(NOT arg_${required})
      message(FATAL_ERROR "${function}: ${required} is required; accepted: ${CUDACOMPAT_DETAIL_PACKAGE_KEYWORDS}")
    endif()
  endforeach()

  # A package per CUDA major needs the CUDA major: a CPU-only configure has none to put in the
  # version, the build string or the pins, so packaging it would ship a library that claims a CUDA
  # dependency it was never built for.
  if(NOT CUDACOMPAT_BUILD_CUDA OR NOT CUDACOMPAT_CTK_VERSION)
    if(NOT CUDACOMPAT_CUDA_REASON)
      set(CUDACOMPAT_CUDA_REASON "cudacompat_configure() was not called before it")
    endif()
    message(
      FATAL_ERROR
      "${function}: ${arg_NAME} is packaged once per CUDA major, which needs a configure that builds "
      "CUDA; this one builds CPU only (${CUDACOMPAT_CUDA_REASON}). Found: no CUDA toolkit chosen "
      "(CUDACOMPAT_BUILD_CUDA=${CUDACOMPAT_BUILD_CUDA}). Needed: a usable CUDA toolkit. Fix: "
      "configure with -DCUDACOMPAT_CUDA=ON and a toolkit (CUDAToolkit_ROOT, "
      "CUDACOMPAT_CUDA_VERSION, CUDACOMPAT_TOOLKIT_SEARCH_PATH), or do not ask a CPU-only "
      "configure for packages."
    )
  endif()
  if(NOT CUDACOMPAT_CTK_VERSION MATCHES "^([0-9]+)\\.([0-9]+)")
    message(
      FATAL_ERROR
      "${function}: CUDACOMPAT_CTK_VERSION is '${CUDACOMPAT_CTK_VERSION}'; needed a version "
      "major.minor[.patch]. Reconfigure from a fresh build directory."
    )
  endif()
  set(${prefix}_CUDA_MAJOR "${CMAKE_MATCH_1}" PARENT_SCOPE)
  set(${prefix}_CUDA_MINOR "${CMAKE_MATCH_2}" PARENT_SCOPE)

  # Debian and conda both take lower-case names of letters, digits, '.', '+' and '-'.
  if(NOT arg_NAME MATCHES "^[a-z0-9][a-z0-9.+-]+$")
    message(
      FATAL_ERROR
      "${function}: NAME '${arg_NAME}' is not a package name; needed: lower-case letters, "
      "digits, '.', '+' and '-', starting with a letter or digit (e.g. cudacompat-kernels)."
    )
  endif()
  # The version goes into a Debian upstream version and a conda version unchanged.
  if(NOT arg_VERSION MATCHES "^[0-9]+(\\.[0-9]+)*$")
    message(
      FATAL_ERROR
      "${function}: VERSION '${arg_VERSION}' is not a release number; needed: digits and dots "
      "(e.g. 0.1.0), which Debian and conda both order the same way."
    )
  endif()

  if(NOT TARGET "${arg_TARGET}")
    message(
      FATAL_ERROR
      "${function}: TARGET ${arg_TARGET} is not a target of this project; needed: the shared "
      "library to package, created before this call (add_library(${arg_TARGET} SHARED ...))."
    )
  endif()
  get_target_property(type "${arg_TARGET}" TYPE)
  if(NOT type STREQUAL "SHARED_LIBRARY")
    message(
      FATAL_ERROR
      "${function}: TARGET ${arg_TARGET} is a ${type}; needed: a SHARED_LIBRARY, because the "
      "packages ship one shared library whose soname names the Debian package and which the "
      "conda package links against. Fix: add_library(${arg_TARGET} SHARED ...) (or "
      "-DBUILD_SHARED_LIBS=ON when the library is created without a type)."
    )
  endif()
  get_target_property(imported "${arg_TARGET}" IMPORTED)
  if(imported)
    message(
      FATAL_ERROR
      "${function}: TARGET ${arg_TARGET} is an imported library; needed: a library this project "
      "builds, so the packages can install it."
    )
  endif()
  # The soname must carry a version: Debian names the runtime package after it (libfoo.so.0 ->
  # libfoo0), and a library without one (libfoo.so) cannot be upgraded beside its users.
  get_target_property(soversion "${arg_TARGET}" SOVERSION)
  get_target_property(no_soname "${arg_TARGET}" NO_SONAME)
  if(NOT soversion AND NOT soversion STREQUAL "0" OR no_soname)
    message(
      FATAL_ERROR
      "${function}: TARGET ${arg_TARGET} has no versioned soname (SOVERSION is '${soversion}', "
      "NO_SONAME is '${no_soname}'); needed: lib<name>.so.<soversion>, which names the Debian "
      "runtime package. Fix: set_target_properties(${arg_TARGET} PROPERTIES VERSION ${arg_VERSION} "
      "SOVERSION <ABI version, e.g. 0>)."
    )
  endif()
  get_target_property(output_name "${arg_TARGET}" OUTPUT_NAME)
  if(NOT output_name)
    set(output_name "${arg_TARGET}")
  endif()
  # Debian: "lib" + the soname's name with '_' (not allowed in package names) as '-', and a '-'
  # before the soversion when the name ends in a digit (libfoo2.so.1 -> libfoo2-1).
  string(TOLOWER "${output_name}" package_stem)
  string(REPLACE "_" "-" package_stem "${package_stem}")
  set(${prefix}_SONAME_NAME "${package_stem}" PARENT_SCOPE)
  set(${prefix}_LIBRARY_NAME "${output_name}" PARENT_SCOPE)
  set(${prefix}_SOVERSION "${soversion}" PARENT_SCOPE)

  if(NOT IS_ABSOLUTE "${arg_LICENSE_FILE}")
    get_filename_component(arg_LICENSE_FILE "${arg_LICENSE_FILE}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  if(NOT EXISTS "${arg_LICENSE_FILE}" OR IS_DIRECTORY "${arg_LICENSE_FILE}")
    message(
      FATAL_ERROR
      "${function}: LICENSE_FILE ${arg_LICENSE_FILE} does not exist; needed: the license text, "
      "which Debian ships as /usr/share/doc/<package>/copyright and conda as the package's "
      "license file. Fix: point LICENSE_FILE at the project's LICENSE (relative paths are read "
      "from ${CMAKE_CURRENT_SOURCE_DIR})."
    )
  endif()
  if(arg_HEADERS)
    if(NOT IS_ABSOLUTE "${arg_HEADERS}")
      get_filename_component(arg_HEADERS "${arg_HEADERS}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    endif()
    if(NOT IS_DIRECTORY "${arg_HEADERS}")
      message(
        FATAL_ERROR
        "${function}: HEADERS ${arg_HEADERS} is not a directory; needed: the include directory "
        "whose contents are installed into include/ (e.g. ${CMAKE_CURRENT_SOURCE_DIR}/include)."
      )
    endif()
  endif()
  if(NOT arg_OUTPUT_DIRECTORY)
    set(arg_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/packages")
  elseif(NOT IS_ABSOLUTE "${arg_OUTPUT_DIRECTORY}")
    get_filename_component(arg_OUTPUT_DIRECTORY "${arg_OUTPUT_DIRECTORY}" ABSOLUTE BASE_DIR "${CMAKE_BINARY_DIR}")
  endif()
  if(NOT arg_DESCRIPTION)
    set(arg_DESCRIPTION "${arg_NAME} CUDA kernel library")
  endif()
  string(REGEX REPLACE "[\r\n]+" " " arg_DESCRIPTION "${arg_DESCRIPTION}")

  foreach(
    key
    IN
    ITEMS TARGET NAME VERSION DESCRIPTION MAINTAINER HOMEPAGE LICENSE_FILE HEADERS OUTPUT_DIRECTORY LIBRARIES
  )
    set(${prefix}_${key} "${arg_${key}}" PARENT_SCOPE)
  endforeach()
  set(${prefix}_WORK_DIR "${CMAKE_BINARY_DIR}/cudacompat-packages/${arg_NAME}" PARENT_SCOPE)
endfunction()

# cudacompat_detail_package_install_rules(<target> <name> <headers dir or "">)
#
# The library into lib/ in component <name>_runtime (the real file and the soname link), its
# namelink and the headers into lib/ and include/ in <name>_development: the split Debian wants
# (runtime package, -dev package), and the two components conda installs together. Created once
# per target, whichever packager asks first. The shared library is installed 0644: Debian forbids
# executable shared libraries and nothing else needs the bit.
function(cudacompat_detail_package_install_rules target name headers)
  if(DEFINED SKBUILD)
    # A wheel build: scikit-build-core installs through the project's own rules.
    return()
  endif()
  get_target_property(done "${target}" CUDACOMPAT_PACKAGE_INSTALL_RULES)
  if(done)
    return()
  endif()
  set_target_properties("${target}" PROPERTIES CUDACOMPAT_PACKAGE_INSTALL_RULES "${name}")
  install(
    TARGETS "${target}"
    LIBRARY
      DESTINATION lib
      COMPONENT ${name}_runtime
      NAMELINK_COMPONENT ${name}_development
      PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
  )
  if(headers)
    install(DIRECTORY "${headers}/" DESTINATION include COMPONENT ${name}_development)
  endif()
endfunction()

# cudacompat_detail_package_pins(<prefix> <work dir> <libraries>...)
#
# Sets <prefix>_DEBIAN_DEPENDS (the pins' Depends alternatives, one line) and <prefix>_CONDA_RUN,
# <prefix>_CONDA_CONSTRAINTS (lists of match specs). With libraries, the package gets pins of its
# own, written into <work dir> by cudacompat_pin(), so two packages of one project can pin different
# CUDA libraries; without, the consumer's cudacompat_pin() files in CUDACOMPAT_PINS_DIR are used
# when it wrote both, else pins of cudart.
function(cudacompat_detail_package_pins prefix work_dir)
  set(libraries ${ARGN})
  set(pins_dir "")
  if(
    NOT libraries
    AND CUDACOMPAT_PINS_DIR
    AND EXISTS "${CUDACOMPAT_PINS_DIR}/cudacompat-pins.debian.control"
    AND EXISTS "${CUDACOMPAT_PINS_DIR}/cudacompat-pins.conda.yaml"
  )
    set(pins_dir "${CUDACOMPAT_PINS_DIR}")
  else()
    if(NOT libraries)
      set(libraries cudart)
    endif()
    # The .deb and the .conda of one package read the same pins: written once per configure.
    get_property(written GLOBAL PROPERTY "CUDACOMPAT_PACKAGE_PINS_${work_dir}")
    if(NOT written STREQUAL "${libraries}")
      file(MAKE_DIRECTORY "${work_dir}")
      cudacompat_pin(LIBRARIES ${libraries} FORMATS debian conda OUTPUT_DIRECTORY "${work_dir}")
      set_property(GLOBAL PROPERTY "CUDACOMPAT_PACKAGE_PINS_${work_dir}" "${libraries}")
    endif()
    set(pins_dir "${work_dir}")
  endif()
  foreach(file IN ITEMS cudacompat-pins.debian.control cudacompat-pins.conda.yaml)
    if(NOT EXISTS "${pins_dir}/${file}")
      message(
        FATAL_ERROR
        "cudacompat packages: ${pins_dir}/${file} was not written; needed: the pins of CUDA "
        "${CUDACOMPAT_CTK_VERSION} (cudacompat_pin). Reconfigure; if it persists, run "
        "`cudacompat pin --probe ${CUDACOMPAT_PROBE_REPORT} --format debian` to see why."
      )
    endif()
  endforeach()

  # Debian: "Depends: a | b (>= v),\n c" after comment lines -> "a | b (>= v), c".
  file(STRINGS "${pins_dir}/cudacompat-pins.debian.control" lines)
  set(depends "")
  foreach(line IN LISTS lines)
    if(line MATCHES "^[ \t]*#" OR line STREQUAL "")
      continue()
    endif()
    string(REGEX REPLACE "^Depends:" "" line "${line}")
    string(STRIP "${line}" line)
    string(APPEND depends " ${line}")
  endforeach()
  string(STRIP "${depends}" depends)
  if(depends STREQUAL "")
    message(
      FATAL_ERROR
      "cudacompat packages: ${pins_dir}/cudacompat-pins.debian.control holds no Depends line; "
      "needed: the CUDA libraries' Debian packages. Check the LIBRARIES given to the pins."
    )
  endif()

  # conda: the items under requirements.run and .run_constraints, comments dropped.
  file(STRINGS "${pins_dir}/cudacompat-pins.conda.yaml" lines)
  set(section "")
  set(run "")
  set(constraints "")
  foreach(line IN LISTS lines)
    if(line MATCHES "^  (run|run_constraints):")
      set(section "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^    - ([^#]*)")
      string(STRIP "${CMAKE_MATCH_1}" spec)
      if(section STREQUAL "run")
        list(APPEND run "${spec}")
      elseif(section STREQUAL "run_constraints")
        list(APPEND constraints "${spec}")
      endif()
    endif()
  endforeach()
  set(${prefix}_DEBIAN_DEPENDS "${depends}" PARENT_SCOPE)
  set(${prefix}_CONDA_RUN "${run}" PARENT_SCOPE)
  set(${prefix}_CONDA_CONSTRAINTS "${constraints}" PARENT_SCOPE)
  set(${prefix}_PINS_DIR "${pins_dir}" PARENT_SCOPE)
endfunction()

# cudacompat_detail_package_add_to_umbrella(<custom target>)
#
# `cmake --build . --target cudacompat-packages` makes every package the project declared.
function(cudacompat_detail_package_add_to_umbrella target)
  if(NOT TARGET cudacompat-packages)
    add_custom_target(cudacompat-packages)
  endif()
  add_dependencies(cudacompat-packages "${target}")
endfunction()

# cudacompat_detail_package_audit_tool(<out_var> <function>)
#
# The full bin/cudacompat whose audit the packaging targets run on what they build (the probe-only
# copy a configure builds for itself has no audit, and building the full tool at configure time
# would cost every configure minutes and the readers' libraries). Sets <out_var> to it (a path, or
# a generator expression) and <out_var>_TARGET to the target the packaging target must wait for:
#   1. this configure's own `cudacompat` target, built with the audit (cudacompat's own tree, or a
#      subproject with CUDACOMPAT_BUILD_AUDIT=ON): built when a package is asked for, not before;
#   2. CUDACOMPAT_EXECUTABLE (find_package(cudacompat), the pip package), when it has `audit`;
#   3. otherwise configure stops, with both ways to get one.
function(cudacompat_detail_package_audit_tool out_var function)
  set(${out_var}_TARGET "" PARENT_SCOPE)
  if(TARGET cudacompat AND CUDACOMPAT_BUILD_AUDIT)
    set(${out_var} "$<TARGET_FILE:cudacompat>" PARENT_SCOPE)
    set(${out_var}_TARGET cudacompat PARENT_SCOPE)
    return()
  endif()
  if(CUDACOMPAT_EXECUTABLE AND EXISTS "${CUDACOMPAT_EXECUTABLE}")
    # Asked once per tool (a process start on every configure otherwise); only a success is
    # remembered, so a tool rebuilt with the audit needs no cache edit.
    if(NOT _CUDACOMPAT_PACKAGE_AUDIT_TOOL STREQUAL CUDACOMPAT_EXECUTABLE)
      execute_process(COMMAND "${CUDACOMPAT_EXECUTABLE}" audit --help RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
      if(result EQUAL 0)
        set(_CUDACOMPAT_PACKAGE_AUDIT_TOOL "${CUDACOMPAT_EXECUTABLE}" CACHE INTERNAL "")
      endif()
    endif()
    if(_CUDACOMPAT_PACKAGE_AUDIT_TOOL STREQUAL CUDACOMPAT_EXECUTABLE)
      set(${out_var} "${CUDACOMPAT_EXECUTABLE}" PARENT_SCOPE)
      return()
    endif()
    set(found "CUDACOMPAT_EXECUTABLE is ${CUDACOMPAT_EXECUTABLE}, which has no audit (`audit --help` failed)")
    set(fix "point CUDACOMPAT_EXECUTABLE at a full bin/cudacompat")
  elseif(TARGET cudacompat)
    set(found "cudacompat is a subproject built without its audit (CUDACOMPAT_BUILD_AUDIT=OFF)")
    # The target then builds bin/cudacompat before the first package, not at configure.
    set(
      fix
      "configure with -DCUDACOMPAT_BUILD_AUDIT=ON (it needs the development packages of zstd, lz4, libzip and OpenSSL)"
    )
  else()
    set(found "no bin/cudacompat (CUDACOMPAT_EXECUTABLE is '${CUDACOMPAT_EXECUTABLE}')")
    set(fix "find_package(cudacompat) from an installed cudacompat (pip install cudacompat, or cmake --install)")
  endif()
  message(
    FATAL_ERROR
    "${function}: the packages are checked by `cudacompat audit` before they are written, and this "
    "configure has no tool with the audit. Found: ${found}. Needed: the full bin/cudacompat (its "
    "own build tree, an installed one, or a subproject with CUDACOMPAT_BUILD_AUDIT=ON). Fix: "
    "${fix}, or leave deb and conda out of FORMATS."
  )
endfunction()
