# cudacompat_detail_compiler_cache_remote(<choice> <program> <marker_dir> <out_script> <out_summary>)
#
# Internal; cudacompat_detail_compiler_cache() calls it. The shared store (Redis) of the compiler
# cache, as a trust boundary: whoever can write to it puts objects into everyone's builds, so its
# credentials never reach the disk and untrusted jobs can be made read-only
# (docs/compiler-cache.md, "Trust"). Reads
#   CUDACOMPAT_COMPILER_CACHE_REMOTE       redis[s]://[[user:]password@]host[:port][/db]. The environment
#                                          variable wins (it is what the launcher reads at build time);
#                                          a CMake variable may name a Redis without a password only.
#   CUDACOMPAT_COMPILER_CACHE_REMOTE_FILE  a file whose first line is such a URL, private to its owner
#                                          (mode 600); its path is kept, its content read per compile.
#   CUDACOMPAT_COMPILER_CACHE_MODE         read-write (default) | read-only: never write to the store.
#                                          Configure's value is the default; the environment at build
#                                          time overrides it.
# and returns <out_script>, the part of the launcher script that sets the cache program's remote
# variables at each compile from what is in the environment then (empty: no remote), and
# <out_summary>, the remote for the configure log with the password masked.
#
# The URL is read in one place, cudacompat_compiler_cache_remote.sh beside this file, whose lines the
# launcher carries. Checked at configure, with the credentials the build will use: a file's ownership
# and mode, the URL's shape, and the URL tried through the cache program itself (one compile through
# ccache, whose counters decide; the start of an sccache server, which checks the store), with
# timeouts. A problem is a warning with the fix, and the build goes on with the local cache: never a
# failed build, never a hang.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_compiler_dist.cmake") # the one rule for secret files

set(_CUDACOMPAT_COMPILER_CACHE_REMOTE_SH "${CMAKE_CURRENT_LIST_DIR}/cudacompat_compiler_cache_remote.sh")

# Runs cudacompat_compiler_cache_remote.sh (the one reader of the URL) on <url>: `shape` reads it,
# `check` also tries it through the cache program. Sets <prefix>_where (the URL with its password
# masked), <prefix>_credentials (yes/no), <prefix>_problem and <prefix>_fix (empty when usable). The
# URL goes in through the environment, never on a command line (where `ps` shows it).
function(_cudacompat_compiler_cache_remote_sh what url prefix)
  set(ENV{CUDACOMPAT_COMPILER_CACHE_CHECK_URL} "${url}")
  execute_process(
    COMMAND sh "${_CUDACOMPAT_COMPILER_CACHE_REMOTE_SH}" ${what} ${ARGN}
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE errors
    TIMEOUT 20
  )
  unset(ENV{CUDACOMPAT_COMPILER_CACHE_CHECK_URL})
  foreach(key IN ITEMS where credentials problem fix)
    set(${prefix}_${key} "" PARENT_SCOPE)
    if(output MATCHES "(^|\n)${key}=([^\n]*)")
      set(${prefix}_${key} "${CMAKE_MATCH_2}" PARENT_SCOPE)
    endif()
  endforeach()
  if(NOT output MATCHES "(^|\n)where=") # no answer: the check itself failed or timed out
    set(${prefix}_where "the remote" PARENT_SCOPE)
    set(${prefix}_problem "could not be checked (${result}): ${errors}" PARENT_SCOPE)
    set(${prefix}_fix "correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE" PARENT_SCOPE)
  endif()
endfunction()

# A credentials file's permissions: <out_problem> and <out_fix> empty when it is fit to hold the URL
# (cudacompat_compiler_dist.py check-private-file, the one rule for secret files).
function(_cudacompat_compiler_cache_check_file file out_problem out_fix)
  set(${out_problem} "" PARENT_SCOPE)
  set(${out_fix} "" PARENT_SCOPE)
  find_program(_cudacompat_python NAMES python3 python NO_CACHE)
  if(NOT _cudacompat_python) # a secret file whose permissions cannot be checked is not used
    set(${out_problem} "cannot have its permissions checked: there is no python3" PARENT_SCOPE)
    set(
      ${out_fix}
      "install python3, or give the URL in the environment (CUDACOMPAT_COMPILER_CACHE_REMOTE)"
      PARENT_SCOPE
    )
    return()
  endif()
  execute_process(
    COMMAND "${_cudacompat_python}" "${_CUDACOMPAT_COMPILER_DIST_PY}" check-private-file --holds "the URL" "${file}"
    OUTPUT_VARIABLE report
    ERROR_VARIABLE errors
    TIMEOUT 10
  )
  string(JSON ok ERROR_VARIABLE bad GET "${report}" ok)
  if(NOT bad STREQUAL "NOTFOUND")
    set(${out_problem} "could not be checked: ${errors}" PARENT_SCOPE)
    set(${out_fix} "make it a file of mode 600" PARENT_SCOPE)
  elseif(NOT ok)
    string(JSON problem GET "${report}" problem)
    string(JSON fix GET "${report}" fix)
    set(${out_problem} "${problem}" PARENT_SCOPE)
    set(${out_fix} "${fix}" PARENT_SCOPE)
  endif()
endfunction()

# CUDACOMPAT_COMPILER_CACHE_MODE: read-write or read-only, in <out_mode>; a value that is neither
# is a warning, and read-only (the side that cannot poison the store).
function(_cudacompat_compiler_cache_mode out_mode)
  _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_CACHE_MODE mode mode_source)
  string(TOLOWER "${mode}" mode)
  if(mode STREQUAL "")
    set(mode read-write)
  elseif(NOT mode MATCHES "^(read-write|read-only)$")
    message(
      WARNING
      "${mode_source} is '${mode}'; cudacompat knows read-write and read-only. Using read-only, "
      "which never writes to the shared store. Fix: CUDACOMPAT_COMPILER_CACHE_MODE=read-only (or read-write)."
    )
    set(mode read-only)
  endif()
  set(${out_mode} "${mode}" PARENT_SCOPE)
endfunction()

# The launcher's lines that find the remote at each compile: the environment, else the file, else
# the credential-free URL given at configure; then the lines of cudacompat_compiler_cache_remote.sh
# that read it and export the cache program's own variables.
function(
  _cudacompat_compiler_cache_remote_lookup
  choice
  file
  url
  mode
  marker
  out_script
)
  set(script "# The remote store is looked up at each compile and never written into this file, since it may\n")
  string(APPEND script "# hold a password: \$CUDACOMPAT_COMPILER_CACHE_REMOTE")
  if(NOT file STREQUAL "")
    string(APPEND script ", else the first line of the file below")
  elseif(NOT url STREQUAL "")
    string(APPEND script ", else the URL given at configure")
  endif()
  string(APPEND script ".\nremote=\${CUDACOMPAT_COMPILER_CACHE_REMOTE-}\n")
  if(NOT file STREQUAL "")
    _cudacompat_compiler_cache_shell_quote("${file}" file_word)
    string(
      APPEND script
      "[ -n \"\$remote\" ] || { IFS= read -r remote < ${file_word} || [ -n \"\$remote\" ]; } 2>/dev/null || {\n"
    )
    string(
      APPEND script
      "  echo \"cudacompat: cannot read ${file_word}; compiling with the local cache only\" >&2; remote=; }\n"
    )
  elseif(NOT url STREQUAL "")
    _cudacompat_compiler_cache_shell_quote("${url}" url_word)
    string(APPEND script "[ -n \"\$remote\" ] || remote=${url_word}\n")
  endif()
  if(NOT marker STREQUAL "")
    _cudacompat_compiler_cache_shell_quote("${marker}" marker_word)
    string(APPEND script "[ ! -e ${marker_word} ] || remote=  # the remote failed earlier in this build\n")
  endif()
  file(READ "${_CUDACOMPAT_COMPILER_CACHE_REMOTE_SH}" reader)
  string(REGEX REPLACE "^.*# >>> launcher\n(.*)# <<< launcher\n.*$" "\\1" reader "${reader}")
  string(APPEND script "${reader}")
  string(
    APPEND script
    "cudacompat_remote_export ${choice} \"\$remote\" \"\${CUDACOMPAT_COMPILER_CACHE_MODE:-${mode}}\"  # anything but read-write reads only\n"
  )
  set(${out_script} "${script}" PARENT_SCOPE)
endfunction()

# sccache 0.16 checks the store when its server starts; a server that cannot use it (unreachable,
# wrong credentials) never starts, and the client fails the compile with sccache's own exit status 2
# (every error of sccache's, src/main.rs) after a 10 s wait, SCCACHE_IGNORE_SERVER_IO_ERROR
# notwithstanding. So on exit 2 with the remote, the file is compiled again without it, and a marker
# keeps the rest of this build tree's compiles local until the next configure. A compiler that exits
# 2 itself costs one compile more and the remote for the rest of that (failing) build.
function(_cudacompat_compiler_cache_sccache_script program_word marker out_script)
  _cudacompat_compiler_cache_shell_quote("${marker}" marker_word)
  set(script "if [ -n \"\${SCCACHE_REDIS_ENDPOINT-}\" ]; then\n  ${program_word} \"\$@\"\n  rc=\$?\n")
  string(APPEND script "  [ \"\$rc\" -eq 2 ] || exit \"\$rc\"\n")
  string(
    APPEND script
    "  echo \"cudacompat: sccache failed (exit 2: its server could not start with the remote \$remote_where: wrong credentials, or not reachable);\"\\\n"
  )
  string(
    APPEND script
    "       \"compiling with the local cache only until the next configure. Fix: correct CUDACOMPAT_COMPILER_CACHE_REMOTE\" >&2\n"
  )
  string(APPEND script "  : > ${marker_word}\n")
  string(APPEND script "  cudacompat_remote_export sccache '' ''\nfi\n")
  set(${out_script} "${script}" PARENT_SCOPE)
endfunction()

function(
  cudacompat_detail_compiler_cache_remote
  choice
  program
  marker_dir
  out_script
  out_summary
)
  set(${out_script} "" PARENT_SCOPE)
  set(${out_summary} "local only" PARENT_SCOPE)
  set(marker "${marker_dir}/${choice}-remote-failed")
  file(REMOVE "${marker}") # a fresh configure tries the remote again

  # A URL with a password in a CMake variable would be written to CMakeCache.txt (mode 644), which
  # CI caches and uploads: refused, and taken out of the cache before CMake writes it.
  set(url "")
  set(url_source "")
  if(DEFINED CUDACOMPAT_COMPILER_CACHE_REMOTE AND NOT CUDACOMPAT_COMPILER_CACHE_REMOTE STREQUAL "")
    set(url "${CUDACOMPAT_COMPILER_CACHE_REMOTE}")
    set(url_source "CUDACOMPAT_COMPILER_CACHE_REMOTE (CMake variable)")
    _cudacompat_compiler_cache_remote_sh(shape "${url}" given)
    if(given_credentials STREQUAL "yes")
      message(
        WARNING
        "${url_source} is '${given_where}', which holds a password: CMake would write it in clear "
        "text to CMakeCache.txt (mode 644), and build trees are cached and uploaded. It is not used, "
        "and removed from the cache. Fix: export CUDACOMPAT_COMPILER_CACHE_REMOTE='${given_where}' "
        "(with the password) in the environment of configure and build, or put the URL in a "
        "file of mode 600 and pass -DCUDACOMPAT_COMPILER_CACHE_REMOTE_FILE=<path>."
      )
      unset(CUDACOMPAT_COMPILER_CACHE_REMOTE CACHE)
      unset(CUDACOMPAT_COMPILER_CACHE_REMOTE PARENT_SCOPE)
      set(url "")
    endif()
  endif()
  _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_CACHE_REMOTE_FILE file file_source)

  # What the launcher will use at build time, in its order: the environment, then the file or the
  # CMake variable. Configure checks that.
  if(DEFINED ENV{CUDACOMPAT_COMPILER_CACHE_REMOTE} AND NOT "$ENV{CUDACOMPAT_COMPILER_CACHE_REMOTE}" STREQUAL "")
    set(checked "$ENV{CUDACOMPAT_COMPILER_CACHE_REMOTE}")
    set(checked_source "CUDACOMPAT_COMPILER_CACHE_REMOTE (environment)")
  elseif(NOT file STREQUAL "")
    _cudacompat_compiler_cache_check_file("${file}" problem fix)
    if(NOT problem STREQUAL "")
      message(
        WARNING
        "${file_source} is '${file}', which ${problem}. Building with the local ${choice} cache only. Fix: ${fix}."
      )
      return()
    endif()
    file(STRINGS "${file}" checked LIMIT_COUNT 1)
    set(checked_source "the first line of ${file} (${file_source})")
  elseif(NOT url STREQUAL "")
    set(checked "${url}")
    set(checked_source "${url_source}")
  else()
    return()
  endif()
  string(STRIP "${checked}" checked)

  # The URL read and tried through the cache program itself, on a scratch cache of its own.
  set(scratch "${marker_dir}/remote-check")
  file(REMOVE_RECURSE "${scratch}")
  _cudacompat_compiler_cache_remote_sh(
    check
    "${checked}"
    remote
    ${choice}
    "${program}"
    "${scratch}"
    "${CMAKE_CXX_COMPILER}"
  )
  file(REMOVE_RECURSE "${scratch}")
  if(NOT remote_problem STREQUAL "")
    message(
      WARNING
      "${checked_source} is '${remote_where}', which ${remote_problem}. Building with the local ${choice} cache only. Fix: ${remote_fix}."
    )
    return()
  endif()

  _cudacompat_compiler_cache_mode(mode)
  set(sccache_marker "")
  if(choice STREQUAL "sccache")
    set(sccache_marker "${marker}")
  endif()
  _cudacompat_compiler_cache_remote_lookup(${choice} "${file}" "${url}" "${mode}" "${sccache_marker}" script)
  if(choice STREQUAL "sccache")
    _cudacompat_compiler_cache_shell_quote("${program}" program_word)
    _cudacompat_compiler_cache_sccache_script("${program_word}" "${marker}" program_script)
    string(APPEND script "${program_script}")
  endif()
  set(${out_script} "${script}" PARENT_SCOPE)
  set(${out_summary} "remote ${remote_where}, ${mode}, from ${checked_source}" PARENT_SCOPE)
endfunction()
