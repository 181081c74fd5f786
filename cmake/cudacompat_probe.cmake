#[=======================================================================[.rst:
cudacompat_probe
----------------

.. code-block:: cmake

  cudacompat_probe([EARLY])

Runs ``cudacompat probe`` at configure time: finds and identifies the CUDA toolkits on this
machine, checks the host compiler, chooses GPU architectures, probes API features and decides
whether to build CUDA code. It never needs a GPU, a driver or ``nvidia-smi``. Call it after
``project(... LANGUAGES CXX)`` and before ``enable_language(CUDA)`` (``cudacompat_enable_cuda``
does the latter).

Writes, at the root of the build tree:

``cudacompat-probe.json``
  every fact with its source, and the decision with its reason
``include/cudacompat/config.h``
  the generated compat header (rewritten only when it changes)

Inputs (each optional):

.. cmake:variable:: CUDACOMPAT_CUDA

  AUTO (default) | ON | OFF; when not set as a CMake variable, the environment variable of the same
  name is read on every configure.

.. cmake:variable:: CUDAToolkit_ROOT

  Searched first (then ``$CUDAToolkit_ROOT``, ``$CUDA_HOME``, ``$CUDA_PATH``, nvcc on ``PATH``,
  ``/usr/local/cuda``, ``/usr/local/cuda-X.Y``, ``CUDACOMPAT_TOOLKIT_SEARCH_PATH``, ``/usr``).

.. cmake:variable:: CUDACOMPAT_CUDA_VERSION

  Selects among installed toolkits: ``12.4``, ``13``, ``>=12.0,<13``. A build tree that has a
  CUDA compiler keeps its toolkit while it is still found, usable and matching, and says so; set
  ``CUDAToolkit_ROOT`` or use a fresh tree to change it.

.. cmake:variable:: CUDACOMPAT_TOOLKIT_SEARCH_PATH

  Directories whose subdirectories are toolkits (searched after ``/usr/local/cuda-X.Y``); also read
  from the environment.

.. cmake:variable:: CUDACOMPAT_HOST_COMPILER

  A compiler, or ``auto`` to pick a supported one installed here; default
  ``CMAKE_CUDA_HOST_COMPILER``, else nvcc's own default (what its nvcc.profile and PATH resolve,
  e.g. Debian's g++-11 wrapper for its CUDA 11.8).

.. cmake:variable:: CUDACOMPAT_ALLOW_UNSUPPORTED_COMPILER

  ``ON`` passes ``-allow-unsupported-compiler`` to nvcc.

.. cmake:variable:: CUDACOMPAT_REQUIRES

  What the project needs of a toolkit: ``CCCL`` and CUDA library names (``cuBLAS``, ``NVRTC``,
  ...); unset means ``CCCL``; see ``cudacompat_configure(REQUIRES ...)``.

.. cmake:variable:: CUDACOMPAT_ARCHS

  With ``CMAKE_CUDA_ARCHITECTURES`` and ``$CUDAARCHS`` (in that order): the GPU architectures,
  checked against what the toolkit accepts; unset means the default policy (see
  ``cudacompat probe --help``), less the architectures the toolkit's own nvcc deprecates.

.. cmake:variable:: CUDACOMPAT_ARCHS_POLICY

  ``strict`` (default): an architecture the toolkit lacks stops configure. ``clamp``: one list for
  every toolkit, each architecture the toolkit lacks dropped with why (a ``STATUS`` line and
  ``architectures.adjustments`` in the report), and PTX moved to the newest kept architecture when
  the request's went with a dropped one. Setting ``CMAKE_CUDA_ARCHITECTURES`` after
  ``cudacompat_configure()`` warns: the probe never checked it.

.. cmake:variable:: CUDACOMPAT_ARCHS_SHAPE

  ``asked`` (default): the architectures are compiled as asked (after the policy). ``fewest``: the
  fewest compile targets that still run natively on every GPU asked for. The SASS asked for within
  one SM major becomes one family target (``100;103`` → ``100f-real``) where the toolkit has family
  targets (CUDA 12.9 and later, for the majors that have them); elsewhere it stays as asked. PTX is
  compiled once, for the newest architecture asked; ``a`` targets stay as asked. The summary says
  "targets: 10 asked → 4 compiled (sm_100f covers 100, 103; ...)" with each change and any GPU that
  only a dropped PTX covered (``architectures.shape`` in the report). See
  ``docs/distributed-builds.md``.

Result Variables (cache, INTERNAL):

.. cmake:variable:: CUDACOMPAT_BUILD_CUDA

  TRUE when the CUDA kernels are to be built; reading it before this configure's probe has run is
  an error.

.. cmake:variable:: CUDACOMPAT_CUDA_REASON

  Why, in a sentence.

.. cmake:variable:: CUDACOMPAT_CTK_VERSION

  e.g. ``13.0.88`` (empty without a toolkit); with ``CUDACOMPAT_CTK_ROOT``, ``CUDACOMPAT_NVCC``
  and ``CUDACOMPAT_CTK_LAYOUT``.

.. cmake:variable:: CUDACOMPAT_CUDA_HOST_COMPILER

  The host compiler nvcc is to use.

.. cmake:variable:: CUDACOMPAT_CUDA_ARCHITECTURES

  For ``CMAKE_CUDA_ARCHITECTURES``.

.. cmake:variable:: CUDACOMPAT_ARCHS_ADJUSTMENTS

  Under ``CUDACOMPAT_ARCHS_POLICY=clamp``: each architecture dropped or added for this toolkit, with
  why (also printed as a ``STATUS`` line and written to the report's ``architectures.adjustments``).

.. cmake:variable:: CUDACOMPAT_ARCHS_SHAPE_SUMMARY

  Under ``CUDACOMPAT_ARCHS_SHAPE=fewest``: the rewrite in a sentence, also printed as a ``STATUS``
  line on every configure; empty otherwise.

.. cmake:variable:: CUDACOMPAT_CUDA_FLAGS

  Extra nvcc flags (``-allow-unsupported-compiler``).

.. cmake:variable:: CUDACOMPAT_PROBE_REPORT

  The path of ``cudacompat-probe.json``. The global property ``CUDACOMPAT_PROBE_SUMMARY`` holds the
  report as a table, for ``cudacompat_print_summary``.

Compiler cache (``docs/compiler-cache.md``): ``CUDACOMPAT_COMPILER_CACHE`` = ``ccache`` | ``sccache``
| ``OFF`` (variable, else environment; default OFF) and ``CUDACOMPAT_COMPILER_CACHE_REMOTE`` =
``redis://host:port`` make the final run set ``CMAKE_CXX_COMPILER_LAUNCHER`` and
``CMAKE_CUDA_COMPILER_LAUNCHER`` in the caller's scope, with the probed toolkit and host compiler
as the cache's compiler identity. CMake reads the launchers when a target is created: targets
created before this call (or in a parent directory) build without the cache.

``EARLY`` runs the same probe but writes no file and starts the feature probes (two host-compiler
compilations) in a detached process instead of waiting for them: ``cudacompat_configure`` calls
``cudacompat_probe(EARLY)``, then ``enable_language(CUDA)`` (seconds of CMake's own compiler
checks, during which the feature probes finish), then ``cudacompat_probe()``, which collects them.

A probe that cannot honour what was asked (``ON`` without a toolkit, an unsupported host
compiler, an architecture the toolkit lacks, toolkit pieces that disagree) stops configure with
the reason and the fixes.
#]=======================================================================]
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_arguments.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_find_tool.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_probe_key.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_compiler_cache.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_watch_build_cuda.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/detail/cudacompat_check_dialect.cmake")

# Reading CUDACOMPAT_BUILD_CUDA before this configure's probe is an error, not a silent empty value.
cudacompat_detail_watch_build_cuda()

# CUDACOMPAT_COMPILER_CACHE: the compiler launchers, keyed on the identity this probe established,
# set in the caller's scope. A macro, so that PARENT_SCOPE is cudacompat_probe's caller. A launcher
# the user set (-DCMAKE_CUDA_COMPILER_LAUNCHER=...) is theirs: kept, with a note.
macro(_cudacompat_probe_set_launchers)
  cudacompat_detail_compiler_cache(_cudacompat_cxx_launcher _cudacompat_cuda_launcher)
  foreach(_cudacompat_lang IN ITEMS CXX CUDA)
    string(TOLOWER "${_cudacompat_lang}" _cudacompat_lang_lower)
    set(_cudacompat_launcher "${_cudacompat_${_cudacompat_lang_lower}_launcher}")
    if(_cudacompat_launcher STREQUAL "")
      continue()
    endif()
    if(
      DEFINED CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER
      AND NOT CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER STREQUAL ""
      AND NOT CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER STREQUAL _cudacompat_launcher
    )
      message(
        WARNING
        "CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER is already set (${CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER}); "
        "cudacompat keeps it, so CUDACOMPAT_COMPILER_CACHE does not apply to ${_cudacompat_lang}. "
        "Fix: unset CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER to let cudacompat key the cache on the probed compiler."
      )
    else()
      set(CMAKE_${_cudacompat_lang}_COMPILER_LAUNCHER "${_cudacompat_launcher}" PARENT_SCOPE)
    endif()
  endforeach()
endmacro()

# Under CUDACOMPAT_ARCHS_POLICY=clamp: each architecture dropped or added, with why, and under
# CUDACOMPAT_ARCHS_SHAPE=fewest what the rewrite compiles, on every configure (also one that reuses
# the last run's results), so the log always says what is built.
function(_cudacompat_probe_report_adjustments)
  foreach(adjustment IN LISTS CUDACOMPAT_ARCHS_ADJUSTMENTS)
    message(STATUS "CUDACOMPAT_ARCHS_POLICY=clamp: ${adjustment}")
  endforeach()
  if(NOT CUDACOMPAT_ARCHS_SHAPE_SUMMARY STREQUAL "")
    message(STATUS "CUDACOMPAT_ARCHS_SHAPE=fewest: ${CUDACOMPAT_ARCHS_SHAPE_SUMMARY}")
  endif()
endfunction()

# The probe's inputs as tool arguments, from CMake variables; also whether the host compiler and
# the architectures are the user's own choices (rather than values an earlier run stored), and the
# request read from CMAKE_CUDA_ARCHITECTURES (empty when it came from elsewhere).
function(_cudacompat_probe_inputs out_args out_host_from_user out_archs_from_user out_cmake_archs_request)
  set(args "")
  set(host_from_user FALSE)
  set(archs_from_user FALSE)
  set(cmake_archs_request "")
  # The mode: a CMake variable wins; otherwise the tool reads $CUDACOMPAT_CUDA itself, on every
  # configure, so that changing the environment is honoured without editing the cache.
  if(DEFINED CUDACOMPAT_CUDA AND NOT CUDACOMPAT_CUDA STREQUAL "")
    list(APPEND args --mode "${CUDACOMPAT_CUDA}" --mode-source "CUDACOMPAT_CUDA (CMake variable)")
  endif()
  # Values that cudacompat_enable_cuda set from an earlier probe are not the user's requests.
  if(
    DEFINED CUDAToolkit_ROOT
    AND NOT CUDAToolkit_ROOT STREQUAL ""
    AND NOT CUDAToolkit_ROOT STREQUAL _CUDACOMPAT_ROOT_SET_BY_US
  )
    list(APPEND args --root "${CUDAToolkit_ROOT}")
  endif()
  if(CUDACOMPAT_CUDA_VERSION)
    list(APPEND args --cuda-version "${CUDACOMPAT_CUDA_VERSION}")
  endif()
  # A tree that has a CUDA compiler keeps its toolkit while that still satisfies the request: CMake
  # cannot switch compilers in a tree, so another toolkit found earlier in the search (a second
  # install of the same release) must not stop the reconfigure. CUDAToolkit_ROOT or a fresh tree
  # changes it.
  if(DEFINED CACHE{CMAKE_CUDA_COMPILER} AND CUDACOMPAT_CTK_ROOT AND CMAKE_CUDA_COMPILER STREQUAL CUDACOMPAT_NVCC)
    list(APPEND args --keep-root "${CUDACOMPAT_CTK_ROOT}")
  endif()
  if(CUDACOMPAT_TOOLKIT_SEARCH_PATH)
    string(REPLACE ";" ":" search_path "${CUDACOMPAT_TOOLKIT_SEARCH_PATH}")
    list(APPEND args --search-path "${search_path}")
  endif()

  if(CUDACOMPAT_HOST_COMPILER)
    list(APPEND args --host-compiler "${CUDACOMPAT_HOST_COMPILER}" --host-compiler-source "CUDACOMPAT_HOST_COMPILER")
    set(host_from_user TRUE)
  elseif(CMAKE_CUDA_HOST_COMPILER AND NOT CMAKE_CUDA_HOST_COMPILER STREQUAL _CUDACOMPAT_HOST_COMPILER_SET_BY_US)
    # A user's choice; one that cudacompat_enable_cuda stored on an earlier run is not.
    list(APPEND args --host-compiler "${CMAKE_CUDA_HOST_COMPILER}" --host-compiler-source "CMAKE_CUDA_HOST_COMPILER")
    set(host_from_user TRUE)
  endif()
  # Otherwise the probe judges nvcc's own default host compiler (as its nvcc.profile and PATH
  # resolve it, from `nvcc --dryrun`), not CMAKE_CXX_COMPILER: nvcc never uses that unless told to.
  if(CUDACOMPAT_ALLOW_UNSUPPORTED_COMPILER)
    list(APPEND args --allow-unsupported-compiler)
  endif()

  if(CUDACOMPAT_ARCHS)
    string(REPLACE ";" "," archs "${CUDACOMPAT_ARCHS}")
    list(APPEND args --archs "${archs}" --archs-source "CUDACOMPAT_ARCHS")
    set(archs_from_user TRUE)
  elseif(CMAKE_CUDA_ARCHITECTURES AND NOT CMAKE_CUDA_ARCHITECTURES STREQUAL _CUDACOMPAT_ARCHS_SET_BY_US)
    set(cmake_archs_request "${CMAKE_CUDA_ARCHITECTURES}")
    # The list an earlier configure made of the user's request (clamped, or the fewest targets) and
    # wrote back into this cache entry is still that request: read as one, it would be rewritten
    # again (to the same list) and the summary would count the rewrite's targets as the ones asked.
    if(DEFINED _CUDACOMPAT_ARCHS_REWRITTEN AND CMAKE_CUDA_ARCHITECTURES STREQUAL _CUDACOMPAT_ARCHS_REWRITTEN)
      set(cmake_archs_request "${_CUDACOMPAT_ARCHS_REWRITTEN_FROM}")
    endif()
    string(REPLACE ";" "," archs "${cmake_archs_request}")
    list(APPEND args --archs "${archs}" --archs-source "CMAKE_CUDA_ARCHITECTURES")
    set(archs_from_user TRUE)
  endif()

  # What the project needs of a toolkit (cudacompat_configure(REQUIRES ...)); unset: the default.
  if(DEFINED CUDACOMPAT_REQUIRES)
    string(REPLACE ";" "," requirements "${CUDACOMPAT_REQUIRES}")
    if(requirements STREQUAL "")
      set(requirements cudart) # the runtime only; an empty argument would vanish from the command
    endif()
    set(requirements_source CUDACOMPAT_REQUIRES)
    if(_CUDACOMPAT_REQUIRES_SOURCE)
      set(requirements_source "${_CUDACOMPAT_REQUIRES_SOURCE}")
    endif()
    list(APPEND args --requires "${requirements}" --requires-source "${requirements_source}")
  endif()
  if(CUDACOMPAT_ARCHS_POLICY)
    list(APPEND args --archs-policy "${CUDACOMPAT_ARCHS_POLICY}")
  endif()
  if(DEFINED CUDACOMPAT_ARCHS_SHAPE AND NOT CUDACOMPAT_ARCHS_SHAPE STREQUAL "")
    string(TOLOWER "${CUDACOMPAT_ARCHS_SHAPE}" shape)
    if(NOT shape MATCHES "^(asked|fewest)$")
      message(
        FATAL_ERROR
        "CUDACOMPAT_ARCHS_SHAPE is '${CUDACOMPAT_ARCHS_SHAPE}'; it must be asked (compile the architectures as "
        "asked, the default) or fewest (the fewest targets that still run natively on every GPU asked for). "
        "Fix: set it to one of those, or unset it."
      )
    endif()
    list(APPEND args --archs-shape "${shape}")
  endif()

  set(${out_args} "${args}" PARENT_SCOPE)
  set(${out_host_from_user} ${host_from_user} PARENT_SCOPE)
  set(${out_archs_from_user} ${archs_from_user} PARENT_SCOPE)
  set(${out_cmake_archs_request} "${cmake_archs_request}" PARENT_SCOPE)
endfunction()

function(cudacompat_probe)
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.probe")
  cmake_parse_arguments(PARSE_ARGV 0 arg "EARLY" "" "")
  cudacompat_detail_check_arguments(cudacompat_probe "EARLY" "${arg_UNPARSED_ARGUMENTS}")
  cudacompat_detail_find_tool(tool)
  cudacompat_detail_mark_probed()

  set(report "${CMAKE_BINARY_DIR}/cudacompat-probe.json")
  set(scratch "${CMAKE_BINARY_DIR}/CMakeFiles/cudacompat")
  set(
    args
    probe
    --cache
    "${scratch}/feature-cache.json"
    --work-dir
    "${scratch}/probe"
  )
  if(arg_EARLY)
    list(APPEND args --json --features background)
  else()
    list(APPEND args --report "${report}" --header "${CMAKE_BINARY_DIR}/include/cudacompat/config.h")
  endif()

  # The final run of cudacompat_configure probes exactly what the early run probed: by then
  # cudacompat_enable_cuda has stored the early run's choices in CMake's own variables.
  if(NOT arg_EARLY AND DEFINED _CUDACOMPAT_EARLY_INPUTS)
    list(APPEND args ${_CUDACOMPAT_EARLY_INPUTS})
  else()
    _cudacompat_probe_inputs(inputs host_from_user archs_from_user cmake_archs_request)
    list(APPEND args ${inputs})
    if(arg_EARLY)
      set(_CUDACOMPAT_EARLY_INPUTS "${inputs}" PARENT_SCOPE)
      set(_CUDACOMPAT_HOST_FROM_USER ${host_from_user} PARENT_SCOPE)
      set(_CUDACOMPAT_ARCHS_FROM_USER ${archs_from_user} PARENT_SCOPE)
      set(_CUDACOMPAT_CMAKE_ARCHS_REQUEST "${cmake_archs_request}" PARENT_SCOPE)
    endif()
  endif()

  # A no-change reconfigure: same tool, arguments, environment and files as the last successful
  # run, whose results are still in the cache and on disk. Nothing to do.
  set(phase FINAL)
  if(arg_EARLY)
    set(phase EARLY)
  endif()
  set(summary_file "${scratch}/summary.txt")
  # --keep-root is left out of the fingerprint: it only names the toolkit this tree already uses
  # (CUDACOMPAT_CTK_ROOT, which the fingerprint watches), and a tree's second configure, the first to
  # pass it, must not cost a probe run that the first configure's results already answer.
  set(key_args ${args})
  list(FIND key_args --keep-root keep_at)
  if(keep_at GREATER_EQUAL 0)
    list(REMOVE_AT key_args ${keep_at})
    list(REMOVE_AT key_args ${keep_at})
  endif()
  cudacompat_detail_probe_key(key "${tool}" ${key_args})
  if(key STREQUAL "${_CUDACOMPAT_PROBE_KEY_${phase}}" AND EXISTS "${report}" AND EXISTS "${summary_file}")
    if(NOT arg_EARLY)
      _cudacompat_probe_report_adjustments()
      file(READ "${summary_file}" summary)
      set_property(GLOBAL PROPERTY CUDACOMPAT_PROBE_SUMMARY "${summary}")
      file(READ "${report}" json)
      cudacompat_detail_check_dialect("${json}")
      _cudacompat_probe_set_launchers()
    endif()
    return()
  endif()

  execute_process(COMMAND "${tool}" ${args} RESULT_VARIABLE result OUTPUT_VARIABLE summary ERROR_VARIABLE errors)
  if(result EQUAL 2 OR NOT (result EQUAL 0 OR result EQUAL 1) OR (NOT arg_EARLY AND NOT EXISTS "${report}"))
    message(FATAL_ERROR "cudacompat probe failed (exit ${result}):\n${errors}")
  endif()
  if(arg_EARLY)
    set(json "${summary}")
    set(summary "")
  else()
    file(READ "${report}" json)
  endif()
  string(JSON build_cuda GET "${json}" decision build_cuda)
  string(JSON reason GET "${json}" decision reason)
  if(result EQUAL 1)
    string(JSON error GET "${json}" decision error)
    if(arg_EARLY)
      message(FATAL_ERROR "${error}")
    else()
      message(FATAL_ERROR "${error}\n(The full probe report is in ${report}.)")
    endif()
  endif()

  string(JSON found GET "${json}" toolkit found)
  set(version "")
  set(root "")
  set(layout "")
  set(nvcc "")
  if(found)
    string(JSON version GET "${json}" toolkit version value)
    string(JSON root GET "${json}" toolkit root value)
    string(JSON layout GET "${json}" toolkit layout value)
    string(JSON nvcc GET "${json}" toolkit nvcc value)
  endif()
  set(host "")
  set(flags "")
  set(archs "")
  if(build_cuda)
    string(JSON host GET "${json}" host_compiler path)
    string(JSON flag_count LENGTH "${json}" host_compiler nvcc_flags)
    if(flag_count GREATER 0)
      math(EXPR last "${flag_count} - 1")
      foreach(i RANGE ${last})
        string(JSON flag GET "${json}" host_compiler nvcc_flags ${i})
        list(APPEND flags "${flag}")
      endforeach()
    endif()
    string(JSON arch_count LENGTH "${json}" architectures value)
    math(EXPR last "${arch_count} - 1")
    foreach(i RANGE ${last})
      string(JSON arch GET "${json}" architectures value ${i})
      list(APPEND archs "${arch}")
    endforeach()
  endif()

  set(CUDACOMPAT_BUILD_CUDA "${build_cuda}" CACHE INTERNAL "cudacompat: build the CUDA kernels")
  set(CUDACOMPAT_CUDA_REASON "${reason}" CACHE INTERNAL "cudacompat: why (or why not)")
  set(CUDACOMPAT_CTK_VERSION "${version}" CACHE INTERNAL "cudacompat: toolkit version")
  set(CUDACOMPAT_CTK_ROOT "${root}" CACHE INTERNAL "cudacompat: toolkit root")
  set(CUDACOMPAT_CTK_LAYOUT "${layout}" CACHE INTERNAL "cudacompat: toolkit layout")
  set(CUDACOMPAT_NVCC "${nvcc}" CACHE INTERNAL "cudacompat: nvcc")
  set(CUDACOMPAT_CUDA_HOST_COMPILER "${host}" CACHE INTERNAL "cudacompat: host compiler for nvcc")
  set(CUDACOMPAT_CUDA_ARCHITECTURES "${archs}" CACHE INTERNAL "cudacompat: GPU architectures")
  set(adjustments "")
  if(build_cuda)
    string(JSON adjustment_count ERROR_VARIABLE no_adjustments LENGTH "${json}" architectures adjustments)
    if(NOT no_adjustments AND adjustment_count GREATER 0)
      math(EXPR last "${adjustment_count} - 1")
      foreach(i RANGE ${last})
        string(JSON adjustment GET "${json}" architectures adjustments ${i})
        list(APPEND adjustments "${adjustment}")
      endforeach()
    endif()
  endif()
  set(
    CUDACOMPAT_ARCHS_ADJUSTMENTS
    "${adjustments}"
    CACHE INTERNAL
    "cudacompat: architectures the clamp policy dropped or added, with why"
  )
  set(shape_summary "")
  if(build_cuda)
    string(JSON shape_summary ERROR_VARIABLE no_shape GET "${json}" architectures shape summary)
    if(no_shape)
      set(shape_summary "")
    endif()
  endif()
  set(
    CUDACOMPAT_ARCHS_SHAPE_SUMMARY
    "${shape_summary}"
    CACHE INTERNAL
    "cudacompat: what CUDACOMPAT_ARCHS_SHAPE=fewest compiles, in a sentence"
  )
  set(CUDACOMPAT_CUDA_FLAGS "${flags}" CACHE INTERNAL "cudacompat: extra nvcc flags")
  set(CUDACOMPAT_PROBE_REPORT "${report}" CACHE INTERNAL "cudacompat: the probe report")
  if(NOT arg_EARLY)
    _cudacompat_probe_report_adjustments()
    if(found)
      string(JSON root_source GET "${json}" toolkit root source)
      # Said only when it mattered: the search alone would have chosen another toolkit.
      if(root_source MATCHES "; kept: (.*)$")
        message(STATUS "cudacompat: kept CUDA ${version} at ${root}: ${CMAKE_MATCH_1}")
      endif()
    endif()
    # A global property rather than a cache entry: cache values cannot hold newlines.
    set_property(GLOBAL PROPERTY CUDACOMPAT_PROBE_SUMMARY "${summary}")
    file(WRITE "${summary_file}" "${summary}")
    cudacompat_detail_check_dialect("${json}")
  endif()
  # Computed after the run, so that the files it chose are part of the fingerprint.
  cudacompat_detail_probe_key(key "${tool}" ${key_args})
  set(_CUDACOMPAT_PROBE_KEY_${phase} "${key}" CACHE INTERNAL "cudacompat: fingerprint of the last probe run")
  if(NOT arg_EARLY)
    _cudacompat_probe_set_launchers()
  endif()
endfunction()
