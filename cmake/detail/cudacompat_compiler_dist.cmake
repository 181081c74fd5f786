# cudacompat_detail_compiler_dist(<program> <dir> <out_script> <out_exec> <out_summary>)
#
# Internal; cudacompat_detail_compiler_cache() calls it when the cache is sccache and CUDA is built.
# Distributed compiles on sccache-dist (docs/compiler-cache.md, "Distributed compiles"). Reads
#   CUDACOMPAT_COMPILER_DIST_SCHEDULER      http[s]://host:port of the scheduler (CMake variable, else
#                                           the environment). Unset: no distribution.
#   CUDACOMPAT_COMPILER_DIST_TOKEN          the scheduler's client token: the environment only. A CMake
#                                           variable would be written to CMakeCache.txt (mode 644, cached
#                                           and uploaded by CI): refused and removed from the cache, as
#                                           a Redis password is.
#   CUDACOMPAT_COMPILER_DIST_TOKEN_FILE     instead, a file whose first line is the token, of the user
#                                           running the build and mode 600 (else refused).
#   CUDACOMPAT_COMPILER_DIST_TOOLCHAIN_DIR  where the toolchain archives are kept, one directory per
#                                           toolkit fingerprint; default $XDG_CACHE_HOME (~/.cache)
#                                           /cudacompat/dist-toolchains.
# and returns <out_script>, the launcher's lines that point sccache at this build tree's client
# configuration and server (empty: compile locally), <out_exec>, its last lines (the fallback on a
# refused token at build time), and <out_summary>, the summary's line.
#
# cudacompat_compiler_dist.py (beside this file) does the work, once per configure: the archives of
# the probed nvcc's four distributed programs (made once per toolkit fingerprint), the client
# configuration with the token, written outside the build tree (mode 600 in a private directory
# under $XDG_RUNTIME_DIR or /tmp), and the check: one empty kernel compiled through sccache with that
# configuration, which must run on a build server. sccache's stats judge, because the scheduler's
# status takes no token and sccache 0.16 fails every compile (exit 254) when the token is wrong:
# configure is where that is found, and the build then compiles locally, with a warning naming the
# fix. A scheduler or server that goes away later costs sccache's own local fallback, not the build;
# sccache says nothing of it, so the launcher does (one warning per compile that finds new ones).
include_guard(GLOBAL)

set(_CUDACOMPAT_COMPILER_DIST_PY "${CMAKE_CURRENT_LIST_DIR}/cudacompat_compiler_dist.py")

# The token in a CMake variable: refused, and taken out of the cache before CMake writes it.
function(_cudacompat_compiler_dist_refuse_cmake_token)
  if(DEFINED CUDACOMPAT_COMPILER_DIST_TOKEN AND NOT "${CUDACOMPAT_COMPILER_DIST_TOKEN}" STREQUAL "")
    message(
      WARNING
      "CUDACOMPAT_COMPILER_DIST_TOKEN is set as a CMake variable: CMake would write it in clear text to "
      "CMakeCache.txt (mode 644), and build trees are cached and uploaded. It is not used, and removed "
      "from the cache. Fix: export CUDACOMPAT_COMPILER_DIST_TOKEN=<token> in the environment of configure, "
      "or put it in a file of mode 600 and pass -DCUDACOMPAT_COMPILER_DIST_TOKEN_FILE=<path>."
    )
    unset(CUDACOMPAT_COMPILER_DIST_TOKEN CACHE)
    unset(CUDACOMPAT_COMPILER_DIST_TOKEN PARENT_SCOPE)
  endif()
endfunction()

# The launcher's lines: this build tree's client configuration and sccache server port, and the
# configuration remade from the template and the token when it is gone; none once <marker> exists.
function(
  _cudacompat_compiler_dist_script
  config
  port
  log
  template
  token_file
  marker
  out_script
)
  _cudacompat_compiler_cache_shell_quote("${template}" template_word)
  _cudacompat_compiler_cache_shell_quote("${marker}" marker_word)
  set(script "# Distributed compiles (sccache-dist): the client configuration holds the scheduler's token, so\n")
  string(APPEND script "# it lives outside the build tree, mode 600; remade below when it is gone (a reboot empties\n")
  string(APPEND script "# XDG_RUNTIME_DIR and /tmp). This build tree has its own sccache server, which reads it.\n")
  string(APPEND script "if [ ! -e ${marker_word} ]; then\n")
  _cudacompat_compiler_cache_export(script SCCACHE_CONF "${config}")
  _cudacompat_compiler_cache_export(script SCCACHE_SERVER_PORT "${port}")
  # sccache's fallback from a failed distributed compile to a local one is silent (a warn! in its
  # server's log, a count in its stats); the server this tree starts logs that line to a file
  # beside the client configuration, for the check after each compile below, and its own warnings
  # (a scheduler it could not reach when it started: local compiles, not even counted, until it
  # tries again) for `cudacompat probe --dist` and you. Yours win if set.
  _cudacompat_compiler_cache_shell_quote("${log}" log_word)
  string(APPEND script "[ -n \"\${SCCACHE_ERROR_LOG-}\" ] || SCCACHE_ERROR_LOG=${log_word}\n")
  string(
    APPEND script
    "[ -n \"\${SCCACHE_LOG-}\" ] || SCCACHE_LOG=sccache::compiler::compiler=warn,sccache::server=warn\n"
  )
  string(APPEND script "export SCCACHE_ERROR_LOG SCCACHE_LOG\n")
  string(APPEND script "if [ ! -f \"\$SCCACHE_CONF\" ]; then\n  token=\${CUDACOMPAT_COMPILER_DIST_TOKEN-}\n")
  if(NOT token_file STREQUAL "")
    _cudacompat_compiler_cache_shell_quote("${token_file}" token_file_word)
    string(APPEND script "  [ -n \"\$token\" ] || { IFS= read -r token < ${token_file_word}; } 2>/dev/null\n")
  endif()
  string(
    APPEND script
    [=[
  case $token in
    ''|*[!A-Za-z0-9._~+/=-]*)
      echo "cudacompat: no sccache-dist token at build time (CUDACOMPAT_COMPILER_DIST_TOKEN or its file); compiling locally" >&2
      unset SCCACHE_CONF ;;
    *) (umask 077; d=${SCCACHE_CONF%/*}; mkdir -p "$d" && [ -O "$d" ] &&
]=]
  )
  string(
    APPEND script
    "        { cat ${template_word} && printf '\\n[dist.auth]\\ntype = \"token\"\\ntoken = \"%s\"\\n' \"\$token\"; } > \"\$SCCACHE_CONF.\$\$\" &&\n"
  )
  string(
    APPEND script
    [=[
        mv -f "$SCCACHE_CONF.$$" "$SCCACHE_CONF") || unset SCCACHE_CONF ;;
  esac
  unset token
fi
fi
]=]
  )
  set(${out_script} "${script}" PARENT_SCOPE)
endfunction()

# The launcher's last lines while distribution is on (and no Redis remote, whose lines hold stderr
# themselves): sccache 0.16 fails a compile whose job the scheduler refuses (HTTP 401, a token
# rotated since configure checked it) instead of compiling locally. Recognised here by its message,
# the file is compiled again without sccache, and <marker> keeps the rest of this tree's compiles
# off the cluster until the next configure.
# After a compile that succeeded, the fallbacks sccache made silently (a build server killed or
# gone, a scheduler stopped or full: the job ran on this machine, correct, only slower) are said:
# the count of sccache's own "falling back to local" lines in its log, against <fallbacks>, the
# count already said; one warning per compile that finds new ones, with sccache's last reason.
function(
  _cudacompat_compiler_dist_exec
  program_word
  marker
  fallbacks
  build_dir
  out_script
)
  _cudacompat_compiler_cache_shell_quote("${marker}" marker_word)
  _cudacompat_compiler_cache_shell_quote("${fallbacks}" fallbacks_word)
  set(script "if [ -n \"\${SCCACHE_CONF-}\" ]; then\n  exec 3>&1\n")
  _cudacompat_compiler_cache_run_holding_stderr(script "${program_word}")
  set(said "Could not perform distributed compile, falling back to local")
  string(APPEND script "  case $rc:$err in\n    0:*)\n")
  string(APPEND script "      n=\$(grep -c '${said}' \"\$SCCACHE_ERROR_LOG\" 2>/dev/null) || :\n")
  string(APPEND script "      seen=\$(cat ${fallbacks_word} 2>/dev/null) || :\n")
  string(
    APPEND script
    [=[
      case ${n:-0}:${seen:-0} in *[!0-9:]*) n=0 seen=0 ;; esac
      [ "${n:-0}" -ge "${seen:-0}" ] || seen=0
      if [ "${n:-0}" -gt "${seen:-0}" ]; then
]=]
  )
  string(APPEND script "        printf '%s\\n' \"\$n\" > ${fallbacks_word}\n")
  string(APPEND script "        why=\$(grep '${said}' \"\$SCCACHE_ERROR_LOG\" | tail -n 1)\n")
  _cudacompat_compiler_cache_shell_quote("${build_dir}" build_dir_word)
  string(APPEND script "        tree=${build_dir_word}\n")
  string(
    APPEND script
    "        echo \"cudacompat: \$((n - \${seen:-0})) more CUDA compile job(s) of this build could not run on an sccache-dist build server and ran here instead (sccache: \${why#*${said}: }). The objects are this machine's own compiles: correct, only slower. Fix: restart the build servers or the scheduler (a killed server stays on the scheduler's list until its heartbeat times out), or unset CUDACOMPAT_COMPILER_DIST_SCHEDULER and configure again; cudacompat probe --dist --build-dir \$tree shows sccache's counts\" >&2\n"
  )
  string(
    APPEND script
    [=[
      fi ;;
    *"Fixed token mismatch"*|*"Error 401"*)
      echo "cudacompat: the sccache-dist scheduler refused the token (HTTP 401); compiling locally until the next configure. Fix: correct CUDACOMPAT_COMPILER_DIST_TOKEN (or its file) and run cmake again" >&2
]=]
  )
  string(APPEND script "      : > ${marker_word}\n      exec \"\$@\" ;;\n  esac\n")
  _cudacompat_compiler_cache_pass_held_stderr(script)
  set(${out_script} "${script}" PARENT_SCOPE)
endfunction()

function(
  cudacompat_detail_compiler_dist
  program
  dir
  out_script
  out_exec
  out_summary
)
  list(APPEND CMAKE_MESSAGE_CONTEXT "dist")
  set(${out_script} "" PARENT_SCOPE)
  set(${out_exec} "" PARENT_SCOPE)
  set(marker "${dir}/sccache-dist-refused")
  set(fallbacks "${dir}/sccache-dist-fallbacks")
  file(REMOVE "${marker}" "${fallbacks}") # a fresh configure checks the token again, and a fresh log counts
  set(${out_summary} "" PARENT_SCOPE)
  _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_DIST_SCHEDULER scheduler scheduler_source)
  if(scheduler STREQUAL "")
    return()
  endif()
  set(off "Compiling locally")
  if(NOT scheduler MATCHES "^https?://[A-Za-z0-9._-]+(:[0-9]+)?/?$")
    message(
      WARNING
      "${scheduler_source} is '${scheduler}', which is not a scheduler URL: needed http://host:port "
      "(sccache-dist's scheduler, e.g. http://sched.ci.example:10600). ${off}. Fix: correct it, or unset it."
    )
    set(${out_summary} "off: ${scheduler_source} is not http://host:port" PARENT_SCOPE)
    return()
  endif()
  _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_DIST_TOKEN_FILE token_file token_file_source)
  _cudacompat_compiler_cache_setting(CUDACOMPAT_COMPILER_DIST_TOOLCHAIN_DIR toolchains toolchains_source)
  if(toolchains STREQUAL "")
    if(NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
      set(toolchains "$ENV{XDG_CACHE_HOME}/cudacompat/dist-toolchains")
    else()
      set(toolchains "$ENV{HOME}/.cache/cudacompat/dist-toolchains")
    endif()
  endif()
  find_program(_cudacompat_python NAMES python3 python NO_CACHE)
  if(NOT _cudacompat_python)
    message(
      WARNING
      "${scheduler_source} is set, and there is no python3 to set distribution up. ${off}. Fix: install python3."
    )
    set(${out_summary} "off: no python3" PARENT_SCOPE)
    return()
  endif()
  set(
    args
    --sccache
    "${program}"
    --nvcc
    "${CMAKE_CUDA_COMPILER}"
    --scheduler
    "${scheduler}"
    --toolchain-cache
    "${toolchains}"
    --build-dir
    "${CMAKE_BINARY_DIR}"
    --template
    "${dir}/dist-client.toml.in"
  )
  if(NOT "${CMAKE_CUDA_HOST_COMPILER}" STREQUAL "")
    list(APPEND args --ccbin "${CMAKE_CUDA_HOST_COMPILER}")
  endif()
  if(NOT token_file STREQUAL "")
    list(APPEND args --token-file "${token_file}")
  endif()
  # The token reaches the script through the environment configure runs in, never its command line.
  execute_process(
    COMMAND "${_cudacompat_python}" "${_CUDACOMPAT_COMPILER_DIST_PY}" configure ${args}
    RESULT_VARIABLE result
    OUTPUT_VARIABLE report
    ERROR_VARIABLE errors
    TIMEOUT 600
  )
  string(JSON ok ERROR_VARIABLE bad GET "${report}" ok)
  if(NOT bad STREQUAL "NOTFOUND" OR ok STREQUAL "")
    message(
      WARNING
      "${scheduler_source} is '${scheduler}', and setting distribution up failed (${result}): ${errors}. ${off}."
    )
    set(${out_summary} "off: the set-up failed" PARENT_SCOPE)
    return()
  endif()
  # What `cudacompat probe --dist` shows: this configure's set-up and check, also when it failed.
  file(WRITE "${dir}/dist.json" "${report}")
  if(NOT ok)
    string(JSON problem GET "${report}" problem)
    string(JSON fix GET "${report}" fix)
    message(WARNING "The sccache-dist scheduler ${scheduler} (${scheduler_source}) ${problem}. ${off}. Fix: ${fix}.")
    set(${out_summary} "off: ${scheduler} ${problem}" PARENT_SCOPE)
    return()
  endif()
  string(JSON config GET "${report}" config)
  string(JSON port GET "${report}" port)
  string(JSON log GET "${report}" log)
  string(JSON servers GET "${report}" num_servers)
  string(JSON cpus GET "${report}" num_cpus)
  string(JSON fingerprint GET "${report}" toolchains fingerprint)
  string(JSON reused GET "${report}" toolchains reused)
  string(JSON bytes GET "${report}" toolchains bytes)
  string(JSON seconds GET "${report}" seconds)
  string(JSON token_source GET "${report}" token_source)
  math(EXPR megabytes "${bytes} / 1000000")
  string(REGEX REPLACE "^([0-9]+)(\\.[0-9])?.*$" "\\1\\2" seconds "${seconds}") # JSON's 4.13999... as 4.1
  if(reused)
    set(made "reused")
  else()
    set(made "made now")
  endif()
  _cudacompat_compiler_dist_script(
    "${config}"
    "${port}"
    "${log}"
    "${dir}/dist-client.toml.in"
    "${token_file}"
    "${marker}"
    script
  )
  _cudacompat_compiler_cache_shell_quote("${program}" program_word)
  _cudacompat_compiler_dist_exec("${program_word}" "${marker}" "${fallbacks}" "${CMAKE_BINARY_DIR}" exec_script)
  set(${out_script} "${script}" PARENT_SCOPE)
  set(${out_exec} "${exec_script}" PARENT_SCOPE)
  set(
    ${out_summary}
    "${scheduler}: ${servers} build servers, ${cpus} cores; toolchains ${fingerprint} (${megabytes} MB, ${made}); a test compile ran on a server in ${seconds} s; token from ${token_source}"
    PARENT_SCOPE
  )
endfunction()
