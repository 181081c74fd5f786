#[=======================================================================[.rst:
cudacompat_detail_package_deb
-----------------------------

.. code-block:: cmake

  cudacompat_detail_package_deb(TARGET <shared library> NAME <name> VERSION <x.y.z>
                                LICENSE_FILE <file> [DESCRIPTION <one line>]
                                [MAINTAINER "<Name <email>>"] [HOMEPAGE <url>] [HEADERS <dir>]
                                [OUTPUT_DIRECTORY <dir>] [LIBRARIES <cuda component>...])

Internal; ``cudacompat_add_package(... FORMATS deb)`` calls it. Adds the target ``<NAME>-deb``
(and makes ``cudacompat-packages`` depend on it), which writes two Debian packages of the shared
library into ``OUTPUT_DIRECTORY`` (default ``<build>/packages``), the way Debian and NCCL name them:

- ``lib<soname name><soversion>`` (``libminilib0``, section ``libs``): the library in
  ``/usr/lib``, stripped, without RPATH, with a ``shlibs`` file and an ``ldconfig`` trigger;
  ``Depends`` from ``dpkg-shlibdeps`` (``libc6``, ``libstdc++6``, ``libgcc-s1``) and from the CUDA
  pins (NVIDIA's ``cuda-cudart-12-4 | ...`` or Debian's ``libcudart12 (>= 12.4.99)``).
- ``lib<soname name>-dev`` (section ``libdevel``): the headers and the ``.so`` namelink,
  ``Depends`` on the runtime package at exactly its version.

Both are versioned ``<VERSION>-1+cuda<major>.<minor>`` (``0.1.0-1+cuda12.4``), carry the license as
``/usr/share/doc/<package>/copyright`` and a ``changelog.Debian.gz``, and pass
``lintian --fail-on error,warning``. The library gets Debian's hardening flags
(``-D_FORTIFY_SOURCE=2``, ``-fstack-protector-strong``, ``-O2`` where the configuration does not
optimize, ``-Wl,-z,relro,-z,now``) and install rules (components ``<NAME>_runtime`` and
``<NAME>_development``). The changelog's date is ``SOURCE_DATE_EPOCH`` when set, else the first
configure of that version, so reconfigures do not rebuild the packages.

The packages are made by ``cpack`` from a CPack configuration of their own
(``<build>/cudacompat-packages/<NAME>/deb/CPackConfig.cmake``), so a project may declare several and
never includes ``CPack``; they are made in ``<build>/cudacompat-packages/<NAME>/deb/run`` and moved
into ``OUTPUT_DIRECTORY`` only when both are complete and ``cudacompat audit`` passes them (the
audit also names the CUDA libraries the library needs, which ``dpkg-shlibdeps`` leaves to the
pins). In a wheel build (``SKBUILD`` defined) it does nothing. Stops configure when the target is
not a versioned shared library, ``LICENSE_FILE`` is missing, the configure builds CPU only,
``MAINTAINER`` is missing, ``dpkg`` tools are not installed or no tool with the audit is found.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/packaging/cudacompat_package_common.cmake")

function(cudacompat_detail_package_deb)
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.package_deb")
  cudacompat_detail_package_arguments(cudacompat_detail_package_deb pkg ${ARGN})
  if(DEFINED SKBUILD)
    message(STATUS "cudacompat packages: a wheel build (SKBUILD); no Debian packages of ${pkg_NAME}")
    return()
  endif()
  # dpkg-control(5) requires a Maintainer, and lintian refuses made-up addresses: there is no
  # default that would be both valid and true.
  if(NOT pkg_MAINTAINER MATCHES "^[^<>]+ <[^<>@ ]+@[^<>@ ]+\\.[^<>@ ]+>$")
    message(
      FATAL_ERROR
      "cudacompat_detail_package_deb: MAINTAINER is '${pkg_MAINTAINER}'; needed: \"Full Name "
      "<address@domain>\", which Debian puts in the Maintainer field and the changelog. Fix: "
      "pass MAINTAINER \"Your Team <team@example.org>\"."
    )
  endif()
  set(tools "")
  foreach(tool IN ITEMS dpkg dpkg-shlibdeps)
    string(MAKE_C_IDENTIFIER "CUDACOMPAT_${tool}" variable)
    string(TOUPPER "${variable}" variable)
    find_program(${variable} ${tool})
    if(NOT ${variable})
      list(APPEND tools ${tool})
    endif()
  endforeach()
  if(tools)
    message(
      FATAL_ERROR
      "cudacompat_detail_package_deb: ${tools} not found; needed to make Debian packages (the "
      "architecture, the libc6/libstdc++6 dependencies). Fix: apt-get install "
      "dpkg-dev binutils, or leave deb out of FORMATS on this machine."
    )
  endif()
  cudacompat_detail_package_audit_tool(audit_tool cudacompat_detail_package_deb)
  execute_process(
    COMMAND "${CUDACOMPAT_DPKG}" --print-architecture
    OUTPUT_VARIABLE architecture
    OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE result
  )
  if(NOT result EQUAL 0 OR architecture STREQUAL "")
    message(
      FATAL_ERROR
      "cudacompat_detail_package_deb: `dpkg --print-architecture` failed (${result}); needed: "
      "the Debian architecture of the packages. Fix the dpkg installation."
    )
  endif()

  # Debian's synopsis is at most 80 characters, and the -dev package's adds " - development files".
  string(LENGTH "${pkg_DESCRIPTION}" length)
  if(length GREATER 60)
    message(
      FATAL_ERROR
      "cudacompat_detail_package_deb: DESCRIPTION is ${length} characters ('${pkg_DESCRIPTION}'); "
      "needed: at most 60, because it is the Debian synopsis (80 at most) of both packages and "
      "the -dev package's adds ' - development files'. Fix: shorten DESCRIPTION."
    )
  endif()

  set(target "${pkg_TARGET}")
  set(name "${pkg_NAME}")
  set(deb_dir "${pkg_WORK_DIR}/deb")
  cudacompat_detail_package_pins(pins "${pkg_WORK_DIR}" ${pkg_LIBRARIES})

  # Debian's package names come from the soname (policy 8.1): libminilib.so.0 -> libminilib0,
  # libfoo2.so.1 -> libfoo2-1; the -dev package drops the soversion.
  set(stem "lib${pkg_SONAME_NAME}")
  if(stem MATCHES "[0-9]$")
    set(runtime_package "${stem}-${pkg_SOVERSION}")
  else()
    set(runtime_package "${stem}${pkg_SOVERSION}")
  endif()
  set(dev_package "${stem}-dev")
  set(cuda "${pkg_CUDA_MAJOR}.${pkg_CUDA_MINOR}")
  # NCCL's convention: the CUDA release in the Debian revision, so a CUDA 12.4 and a CUDA 13.0 build
  # of one release are different versions of one package, ordered by CUDA release.
  set(revision "1+cuda${cuda}")
  set(version "${pkg_VERSION}-${revision}")

  cudacompat_detail_package_harden("${target}")
  # Debian forbids RPATH/RUNPATH in packaged libraries (lintian: custom-library-search-path); the
  # install rules drop the build-tree RPATH, but an INSTALL_RPATH would survive into the package.
  get_target_property(install_rpath "${target}" INSTALL_RPATH)
  if(install_rpath)
    message(
      FATAL_ERROR
      "cudacompat_detail_package_deb: TARGET ${target} has INSTALL_RPATH '${install_rpath}'; "
      "needed: none, because Debian packages install into /usr/lib, which the loader searches, "
      "and forbid RPATH. Fix: set INSTALL_RPATH (or CMAKE_INSTALL_RPATH) only for the wheel "
      "build (if(SKBUILD))."
    )
  endif()
  cudacompat_detail_package_install_rules("${target}" "${name}" "${pkg_HEADERS}")

  # The changelog's date: SOURCE_DATE_EPOCH (reproducible builds), else the first configure of this
  # version, kept in the cache so a reconfigure writes the same bytes and rebuilds nothing.
  set(date_key "CUDACOMPAT_PACKAGE_DATE_${name}")
  string(MAKE_C_IDENTIFIER "${date_key}" date_key)
  if(DEFINED ENV{SOURCE_DATE_EPOCH})
    string(TIMESTAMP date "%a, %d %b %Y %H:%M:%S +0000" UTC)
  elseif(DEFINED CACHE{${date_key}} AND "${${date_key}}" MATCHES "^${version};(.*)$")
    set(date "${CMAKE_MATCH_1}")
  else()
    string(TIMESTAMP date "%a, %d %b %Y %H:%M:%S +0000" UTC)
    set(${date_key} "${version};${date}" CACHE INTERNAL "cudacompat: the Debian changelog date of ${name} ${version}")
  endif()

  # The documentation Debian requires of every package, made here and installed only into the
  # packages, by an install script of its own (below): a plain `cmake --install` never sees it.
  set(doc_dir "${deb_dir}/doc")
  file(READ "${pkg_LICENSE_FILE}" license)
  set(homepage_line "")
  if(pkg_HOMEPAGE)
    set(homepage_line "Upstream: ${pkg_HOMEPAGE}\n")
  endif()
  foreach(package IN ITEMS ${runtime_package} ${dev_package})
    cudacompat_detail_write_if_changed(
      "${doc_dir}/${package}/copyright"
      "${name} ${pkg_VERSION}, packaged for Debian with CUDA ${CUDACOMPAT_CTK_VERSION} by cudacompat.
${homepage_line}
The license of ${name}:

${license}"
    )
    cudacompat_detail_write_if_changed(
      "${doc_dir}/${package}/changelog.Debian"
      "${name} (${version}) unstable; urgency=medium

  * ${name} ${pkg_VERSION} built with CUDA ${CUDACOMPAT_CTK_VERSION}.

 -- ${pkg_MAINTAINER}  ${date}
"
    )
    # gzip -9n (no name, no time stamp), as lintian wants; redone only when the text changed.
    set(changelog "${doc_dir}/${package}/changelog.Debian")
    if(NOT EXISTS "${changelog}.gz" OR "${changelog}" IS_NEWER_THAN "${changelog}.gz")
      execute_process(COMMAND gzip -9nkf "${changelog}" RESULT_VARIABLE result ERROR_VARIABLE error)
      if(NOT result EQUAL 0)
        message(
          FATAL_ERROR
          "cudacompat_detail_package_deb: `gzip -9nkf ${changelog}` failed (${result}): ${error}"
          "needed: gzip, to compress the Debian changelog. Fix: apt-get install gzip."
        )
      endif()
    endif()
  endforeach()
  # Run by cpack for each component (CMAKE_INSTALL_COMPONENT), beside the project's own install.
  cudacompat_detail_write_if_changed(
    "${doc_dir}/cmake_install.cmake"
    "# Generated by cudacompat_detail_package_deb: /usr/share/doc/<package> of each Debian package.
foreach(pair IN ITEMS \"${name}_runtime=${runtime_package}\" \"${name}_development=${dev_package}\")
  if(pair MATCHES \"^(.*)=(.*)$\" AND CMAKE_INSTALL_COMPONENT STREQUAL CMAKE_MATCH_1)
    file(INSTALL DESTINATION \"\${CMAKE_INSTALL_PREFIX}/share/doc/\${CMAKE_MATCH_2}\" TYPE FILE
         PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
         FILES \"${doc_dir}/\${CMAKE_MATCH_2}/copyright\" \"${doc_dir}/\${CMAKE_MATCH_2}/changelog.Debian.gz\")
  endif()
endforeach()
"
  )
  # Written by hand instead of CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS, which also adds postinst/postrm
  # scripts calling ldconfig (lintian: maintscript-calls-ldconfig); a trigger is what Debian wants.
  cudacompat_detail_write_if_changed(
    "${deb_dir}/control/shlibs"
    "lib${pkg_LIBRARY_NAME} ${pkg_SOVERSION} ${runtime_package} (>= ${pkg_VERSION})\n"
  )
  cudacompat_detail_write_if_changed("${deb_dir}/control/triggers" "activate-noawait ldconfig\n")

  string(TOUPPER "${name}_runtime" runtime_var)
  string(TOUPPER "${name}_development" dev_var)
  # The extended description's lines stay under lintian's 80 columns, however many architectures.
  set(archs "")
  set(line "GPU architectures:")
  foreach(arch IN LISTS CMAKE_CUDA_ARCHITECTURES)
    string(LENGTH "${line} ${arch}" length)
    if(length GREATER 72)
      string(APPEND archs "${line}\n")
      set(line "")
    endif()
    string(APPEND line " ${arch}")
    string(STRIP "${line}" line)
  endforeach()
  string(APPEND archs "${line}.")
  set(homepage_setting "")
  if(pkg_HOMEPAGE)
    set(homepage_setting "set(CPACK_DEBIAN_PACKAGE_HOMEPAGE [==[${pkg_HOMEPAGE}]==])")
  endif()
  set(cpack_config "${deb_dir}/CPackConfig.cmake")
  cudacompat_detail_write_if_changed(
    "${cpack_config}"
    "# Generated by cudacompat_detail_package_deb for ${name}: read by `cpack --config` from the
# ${name}-deb target, never by include(CPack), so each package of a project has its own.
set(CPACK_GENERATOR DEB)
# Required beside CPACK_INSTALL_CMAKE_PROJECTS; the target already depends on the library, and with
# the Ninja generator cpack runs no preinstall build.
set(CPACK_CMAKE_GENERATOR [==[${CMAKE_GENERATOR}]==])
set(CPACK_PACKAGE_NAME [==[${name}]==])
set(CPACK_PACKAGE_VERSION [==[${pkg_VERSION}]==])
set(CPACK_PACKAGE_FILE_NAME [==[${name}-${version}]==])
set(CPACK_PACKAGE_CONTACT [==[${pkg_MAINTAINER}]==])
# No CPACK_PACKAGE_DESCRIPTION_SUMMARY: CPackDeb would put it before each package's description,
# and the -dev package needs a synopsis of its own (lintian: description-synopsis-is-duplicated).
set(CPACK_PACKAGE_DESCRIPTION [==[${pkg_DESCRIPTION}]==])
# The project's install script and the Debian documentation's, for the two components only.
set(CPACK_INSTALL_CMAKE_PROJECTS [==[${CMAKE_BINARY_DIR}]==] [==[${PROJECT_NAME}]==] ALL /
                                 [==[${doc_dir}]==] [==[${name}-debian-doc]==] ALL /)
set(CPACK_COMPONENTS_ALL [==[${name}_runtime]==] [==[${name}_development]==])
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING IGNORE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_VERSION [==[${pkg_VERSION}]==])
set(CPACK_DEBIAN_PACKAGE_RELEASE [==[${revision}]==])
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE [==[${architecture}]==])
set(CPACK_DEBIAN_PACKAGE_MAINTAINER [==[${pkg_MAINTAINER}]==])
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
${homepage_setting}
set(CPACK_DEBIAN_${runtime_var}_PACKAGE_NAME [==[${runtime_package}]==])
set(CPACK_DEBIAN_${runtime_var}_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_${runtime_var}_PACKAGE_CONTROL_EXTRA [==[${deb_dir}/control/shlibs]==] [==[${deb_dir}/control/triggers]==])
set(CPACK_DEBIAN_${runtime_var}_DESCRIPTION [==[${pkg_DESCRIPTION}
${name} ${pkg_VERSION}, built with CUDA ${CUDACOMPAT_CTK_VERSION}.
${archs}
This package holds the shared library.]==])
# Set at build time by the ${name}-deb target: dpkg-shlibdeps' answer and the CUDA pins.
# set(CPACK_DEBIAN_${runtime_var}_PACKAGE_DEPENDS ...)
set(CPACK_DEBIAN_${dev_var}_PACKAGE_NAME [==[${dev_package}]==])
set(CPACK_DEBIAN_${dev_var}_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_${dev_var}_PACKAGE_DEPENDS [==[${runtime_package} (= ${version})]==])
set(CPACK_DEBIAN_${dev_var}_DESCRIPTION [==[${pkg_DESCRIPTION} - development files
${name} ${pkg_VERSION}, built with CUDA ${CUDACOMPAT_CTK_VERSION}.
${archs}
This package holds the headers and the link-time symlink of the library.]==])
"
  )

  # The CUDA libraries' directories: a DT_NEEDED entry found there is covered by the pins, not by
  # dpkg-shlibdeps (the toolkit is rarely installed from a package it could name).
  set(cuda_lib_dirs "")
  foreach(
    dir
    IN
    ITEMS lib64 lib targets/x86_64-linux/lib targets/sbsa-linux/lib lib/x86_64-linux-gnu
  )
    if(IS_DIRECTORY "${CUDACOMPAT_CTK_ROOT}/${dir}")
      list(APPEND cuda_lib_dirs "${CUDACOMPAT_CTK_ROOT}/${dir}")
    endif()
  endforeach()
  set(settings "${deb_dir}/settings.cmake")
  cudacompat_detail_write_if_changed(
    "${settings}"
    "# Generated by cudacompat_detail_package_deb: what the ${name}-deb target needs at build time.
set(NAME [==[${name}]==])
set(WORK_DIR [==[${deb_dir}/run]==])
set(OUTPUT_DIRECTORY [==[${pkg_OUTPUT_DIRECTORY}]==])
set(CPACK_CONFIG [==[${cpack_config}]==])
set(RUNTIME_VAR [==[${runtime_var}]==])
set(RUNTIME_PACKAGE [==[${runtime_package}]==])
set(DEV_PACKAGE [==[${dev_package}]==])
set(DEB_VERSION [==[${version}]==])
set(ARCHITECTURE [==[${architecture}]==])
set(PINS_DEPENDS [==[${pins_DEBIAN_DEPENDS}]==])
set(CUDA_LIB_DIRS [==[${cuda_lib_dirs}]==])
set(CPACK [==[${CMAKE_CPACK_COMMAND}]==])
set(DPKG_SHLIBDEPS [==[${CUDACOMPAT_DPKG_SHLIBDEPS}]==])
"
  )
  add_custom_target(
    ${name}-deb
    COMMAND
      "${CMAKE_COMMAND}" "-DSETTINGS=${settings}" "-DLIBRARY=$<TARGET_FILE:${target}>" "-DCUDACOMPAT_TOOL=${audit_tool}"
      "-DCONFIG=$<CONFIG>" -P "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/packaging/cudacompat_build_deb.cmake"
    COMMENT "Debian packages of ${name} ${version} (${runtime_package}, ${dev_package}) into ${pkg_OUTPUT_DIRECTORY}"
    VERBATIM
  )
  add_dependencies(${name}-deb "${target}" ${audit_tool_TARGET})
  cudacompat_detail_package_add_to_umbrella(${name}-deb)
  message(
    STATUS
    "cudacompat packages: ${runtime_package} and ${dev_package} ${version} "
    "(cmake --build . --target ${name}-deb)"
  )
endfunction()

# cudacompat_detail_package_harden(<target>)
#
# Internal. Debian's hardening (what dpkg-buildflags gives Debian's own packages and lintian checks
# for) on a packaged library or module and on the OBJECT libraries compiled into it: fortified libc
# calls need an optimizing build, so -O2 is added only where the configuration has none.
function(cudacompat_detail_package_harden target)
  # The OBJECT libraries the target links directly are compiled into it, so they get the flags too.
  get_target_property(linked "${target}" LINK_LIBRARIES)
  set(compiled_into "${target}")
  foreach(library IN LISTS linked)
    if(TARGET "${library}")
      get_target_property(library_type "${library}" TYPE)
      if(library_type STREQUAL "OBJECT_LIBRARY")
        list(APPEND compiled_into "${library}")
      endif()
    endif()
  endforeach()
  set(optimized "$<CONFIG:Release,RelWithDebInfo,MinSizeRel>")
  foreach(compiled IN LISTS compiled_into)
    get_target_property(hardened "${compiled}" CUDACOMPAT_PACKAGE_HARDENED)
    if(NOT hardened)
      set_target_properties("${compiled}" PROPERTIES CUDACOMPAT_PACKAGE_HARDENED TRUE)
      target_compile_options(
        "${compiled}"
        PRIVATE
          "$<$<COMPILE_LANGUAGE:C,CXX>:-fstack-protector-strong;-D_FORTIFY_SOURCE=2>"
          "$<$<AND:$<COMPILE_LANGUAGE:C,CXX>,$<NOT:${optimized}>>:-O2>"
          "$<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-fstack-protector-strong,-D_FORTIFY_SOURCE=2>"
          "$<$<AND:$<COMPILE_LANGUAGE:CUDA>,$<NOT:${optimized}>>:-Xcompiler=-O2>"
      )
    endif()
  endforeach()
  get_target_property(hardened_link "${target}" CUDACOMPAT_PACKAGE_HARDENED_LINK)
  if(NOT hardened_link)
    set_target_properties("${target}" PROPERTIES CUDACOMPAT_PACKAGE_HARDENED_LINK TRUE)
    target_link_options("${target}" PRIVATE "LINKER:-z,relro,-z,now")
  endif()
endfunction()
