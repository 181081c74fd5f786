#[=======================================================================[.rst:
cudacompat_add_package
----------------------

.. code-block:: cmake

  cudacompat_add_package(<shared library target>
                         NAME <distribution name> VERSION <x.y.z>
                         [PYTHON_PACKAGE <dir>] [HEADERS <include dir>]
                         [DESCRIPTION <one line>] [MAINTAINER "<name> <<email>>"]
                         [HOMEPAGE <url>] [LICENSE_FILE <file>]
                         [LIBRARIES <cuda component>...] [BACKENDS <module target>...]
                         [FORMATS <wheel|deb|conda>...]
                         [OUTPUT_DIRECTORY <dir>])

Packages a shared library built with cudacompat once per CUDA major, the way CuPy, JAX and RAPIDS
ship theirs: the CUDA libraries are dependencies pinned to the major of the toolkit the probe chose
(``cudacompat pin``), never carried inside.

``wheel`` (when scikit-build-core runs the build, ``SKBUILD``): installs the library and the Python
package ``PYTHON_PACKAGE`` into the wheel, with RUNPATHs into the NVIDIA wheels' layout
(``nvidia/cu13/lib`` for CUDA 13; ``nvidia/cuda_runtime/lib`` and the other components' directories
for CUDA 12), falling back to the system's libraries; and ``_cudacompat_build.json`` beside the
Python package with the toolkit it was built with. The distribution's name suffix and its
dependencies come from ``cudacompat.build_backend`` and the ``cudacompat`` dynamic-metadata provider.

``deb`` and ``conda``: the targets ``<NAME>-deb`` and ``<NAME>-conda`` (both in
``cudacompat-packages``) write Debian packages (CPack; ``lib<name><soversion>`` and ``-dev``, the
CUDA release in the version, ``Depends`` from the pins) and a conda package (rattler-build; the pins
as ``run`` and ``run_constraints``) into ``OUTPUT_DIRECTORY`` (default ``<build>/packages``).
Both run ``cudacompat audit`` on what they built and write nothing when it fails (a CUDA library
the binaries need that the pins do not provide: ``undeclared-cuda-dependency``); they need the full
tool: cudacompat's own build, a subproject with ``CUDACOMPAT_BUILD_AUDIT=ON``, or an installed
cudacompat found by ``find_package(cudacompat)``.

``BACKENDS`` are modules the library loads with ``dlopen`` (its CUDA backends, so that the library
itself needs no CUDA library): installed beside it in a wheel, in ``lib/<NAME>/`` in the .deb and
.conda, and in a wheel they carry the RUNPATHs instead of the library. ``LIBRARIES`` are the CUDA
components the library or its backends need (default ``cudart``). Stops configure, saying
what is missing, when the target is not a shared library, when metadata a format needs is absent
(``deb``/``conda``: ``DESCRIPTION``, ``MAINTAINER``, ``LICENSE_FILE``; ``wheel``: ``PYTHON_PACKAGE``),
or when no CUDA toolkit was chosen: a package per CUDA major needs that major's toolkit.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_package_wheel.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_package_deb.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_package_conda.cmake")

function(cudacompat_add_package target)
  set(
    one_value
    NAME
    VERSION
    PYTHON_PACKAGE
    HEADERS
    DESCRIPTION
    MAINTAINER
    HOMEPAGE
    LICENSE_FILE
    OUTPUT_DIRECTORY
  )
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "${one_value}" "LIBRARIES;BACKENDS;FORMATS")
  cudacompat_detail_check_arguments(
    cudacompat_add_package
    "NAME VERSION PYTHON_PACKAGE HEADERS DESCRIPTION MAINTAINER HOMEPAGE LICENSE_FILE LIBRARIES BACKENDS FORMATS OUTPUT_DIRECTORY"
    "${arg_UNPARSED_ARGUMENTS}"
    "${arg_KEYWORDS_MISSING_VALUES}"
  )
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.add_package")

  if(NOT TARGET "${target}")
    message(
      FATAL_ERROR
      "cudacompat_add_package: ${target} is not a target. Pass the shared library to package "
      "(add_library(${target} SHARED ...) before this call)."
    )
  endif()
  foreach(backend IN LISTS arg_BACKENDS)
    if(NOT TARGET "${backend}")
      message(
        FATAL_ERROR
        "cudacompat_add_package(${target}): BACKENDS names ${backend}, which is not a target; needed: "
        "the module targets the library dlopens (add_library(<name> MODULE ...))."
      )
    endif()
  endforeach()
  if(NOT arg_FORMATS)
    set(arg_FORMATS wheel deb conda)
  endif()
  set(needed NAME VERSION)
  foreach(format IN LISTS arg_FORMATS)
    if(format STREQUAL "wheel")
      list(APPEND needed PYTHON_PACKAGE)
    elseif(format STREQUAL "deb" OR format STREQUAL "conda")
      list(APPEND needed DESCRIPTION MAINTAINER LICENSE_FILE)
    else()
      message(FATAL_ERROR "cudacompat_add_package: unknown format '${format}'; formats: wheel deb conda")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES needed)
  set(missing "")
  foreach(keyword IN LISTS needed)
    if(NOT arg_${keyword})
      list(APPEND missing "${keyword}")
    endif()
  endforeach()
  if(missing)
    list(JOIN missing ", " missing_text)
    list(JOIN arg_FORMATS " " formats_text)
    message(
      FATAL_ERROR
      "cudacompat_add_package(${target}): the formats ${formats_text} need ${missing_text}, "
      "which the call does not give. Add them to the call (e.g. LICENSE_FILE \"\${CMAKE_CURRENT_SOURCE_DIR}/LICENSE\"), "
      "or package fewer FORMATS."
    )
  endif()
  if(NOT arg_LIBRARIES)
    set(arg_LIBRARIES cudart)
  endif()
  if(NOT arg_OUTPUT_DIRECTORY)
    set(arg_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/packages")
  endif()
  if(arg_PYTHON_PACKAGE AND NOT IS_ABSOLUTE "${arg_PYTHON_PACKAGE}")
    set(arg_PYTHON_PACKAGE "${CMAKE_CURRENT_SOURCE_DIR}/${arg_PYTHON_PACKAGE}")
  endif()
  if(arg_HEADERS AND NOT IS_ABSOLUTE "${arg_HEADERS}")
    set(arg_HEADERS "${CMAKE_CURRENT_SOURCE_DIR}/${arg_HEADERS}")
  endif()

  set(
    common
    TARGET
    "${target}"
    NAME
    "${arg_NAME}"
    VERSION
    "${arg_VERSION}"
    OUTPUT_DIRECTORY
    "${arg_OUTPUT_DIRECTORY}"
  )
  foreach(
    keyword
    IN
    ITEMS DESCRIPTION MAINTAINER HOMEPAGE LICENSE_FILE HEADERS
  )
    if(arg_${keyword})
      list(APPEND common ${keyword} "${arg_${keyword}}")
    endif()
  endforeach()
  # The checks of the target (a versioned shared library), the license and the toolkit are the
  # packagers' own (cudacompat_detail_package_wheel/_deb/_conda), each saying what its format needs.
  if(SKBUILD)
    # Inside scikit-build-core the build makes a wheel and nothing else.
    if("wheel" IN_LIST arg_FORMATS)
      cudacompat_detail_package_wheel(
        TARGET "${target}"
        NAME "${arg_NAME}"
        PYTHON_PACKAGE "${arg_PYTHON_PACKAGE}"
        LIBRARIES ${arg_LIBRARIES}
        BACKENDS ${arg_BACKENDS}
      )
    endif()
    return()
  endif()
  # The backends go with the library's runtime files, in a directory of their own (Debian keeps
  # modules that are not shared libraries of their own out of the linker's path).
  include(GNUInstallDirs)
  foreach(backend IN LISTS arg_BACKENDS)
    install(
      TARGETS "${backend}"
      LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}/${arg_NAME}" COMPONENT "${arg_NAME}_runtime"
    )
    if("deb" IN_LIST arg_FORMATS)
      cudacompat_detail_package_harden("${backend}") # the .deb carries it: Debian's flags, as for the library
    endif()
  endforeach()
  if("deb" IN_LIST arg_FORMATS)
    cudacompat_detail_package_deb(${common} LIBRARIES ${arg_LIBRARIES})
  endif()
  if("conda" IN_LIST arg_FORMATS)
    cudacompat_detail_package_conda(${common} LIBRARIES ${arg_LIBRARIES})
  endif()
  # The packages install the backends (and the audit reads them there): their targets wait for
  # them, or a fresh tree's `--target cudacompat-packages` finds no module to install.
  foreach(format IN ITEMS deb conda)
    if(arg_BACKENDS AND format IN_LIST arg_FORMATS)
      add_dependencies(${arg_NAME}-${format} ${arg_BACKENDS})
    endif()
  endforeach()
endfunction()
