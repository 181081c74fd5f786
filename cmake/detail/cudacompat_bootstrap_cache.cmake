# cudacompat_detail_tool_cache_dir(<out_var>)
# cudacompat_detail_tool_check(<out_var> <tool> <version>)
# cudacompat_detail_tool_cache_store(<cache_dir> <name> <built_tool>)
#
# Internal. The tool cache: configure-time tools built from source, one file per tool and key
# (cudacompat-<key> and cudacompat-pin-<key>, the key from cudacompat_detail_bootstrap_key),
# shared by every build tree on the machine and by CI jobs that restore the directory, so that the
# same cudacompat source is compiled once. Its directory is CUDACOMPAT_TOOL_CACHE (CMake variable, else environment
# variable; a relative path is taken from the top project's source directory), default
# ${XDG_CACHE_HOME:-$HOME/.cache}/cudacompat/tools; OFF turns it off (the tool is then built in
# each build tree, as before).
#
# Written atomically: a tool is copied to a staging name in the same directory and renamed onto
# its final name, so a concurrent configure sees either no entry or a whole one. An entry is
# trusted only after it answers --version with the expected version; a corrupt or unrunnable one
# (truncated, a library gone after a CI image update) is rebuilt with a message.
include_guard(GLOBAL)

function(cudacompat_detail_tool_cache_dir out_var)
  if(DEFINED CUDACOMPAT_TOOL_CACHE AND NOT CUDACOMPAT_TOOL_CACHE STREQUAL "")
    set(dir "${CUDACOMPAT_TOOL_CACHE}")
  elseif(NOT "$ENV{CUDACOMPAT_TOOL_CACHE}" STREQUAL "")
    set(dir "$ENV{CUDACOMPAT_TOOL_CACHE}")
  elseif(NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
    set(dir "$ENV{XDG_CACHE_HOME}/cudacompat/tools")
  elseif(NOT "$ENV{HOME}" STREQUAL "")
    set(dir "$ENV{HOME}/.cache/cudacompat/tools")
  else()
    set(dir OFF) # no home directory (some containers): each build tree builds its own
  endif()
  if(dir MATCHES "^(OFF|off|Off|0|FALSE|false|NO|no)$")
    set(${out_var} "" PARENT_SCOPE)
    return()
  endif()
  file(REAL_PATH "${dir}" dir BASE_DIRECTORY "${CMAKE_SOURCE_DIR}" EXPAND_TILDE) # relative: to the top project
  set(${out_var} "${dir}" PARENT_SCOPE)
endfunction()

# <out_var>: empty when <tool> runs and answers `--version` with "cudacompat <version>",
# otherwise what it did instead.
function(cudacompat_detail_tool_check out_var tool version)
  execute_process(
    COMMAND "${tool}" --version
    TIMEOUT 20
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE errors
    OUTPUT_STRIP_TRAILING_WHITESPACE
    ERROR_STRIP_TRAILING_WHITESPACE
  )
  if(result EQUAL 0 AND output STREQUAL "cudacompat ${version}")
    set(${out_var} "" PARENT_SCOPE)
  else()
    string(SUBSTRING "${output} ${errors}" 0 300 said)
    set(
      ${out_var}
      "`--version` exited with ${result} and printed '${said}', expected 'cudacompat ${version}'"
      PARENT_SCOPE
    )
  endif()
endfunction()

function(cudacompat_detail_tool_cache_store cache_dir name built_tool)
  set(entry "${cache_dir}/${name}")
  # Unique to this configure: string(RANDOM) alone is seeded from the clock's seconds, so two
  # configures started together would share a name; their build trees never do.
  string(RANDOM LENGTH 8 random)
  string(SHA1 suffix "${CMAKE_BINARY_DIR}|${random}")
  string(SUBSTRING "${suffix}" 0 16 suffix)
  set(staging "${cache_dir}/.staging-${name}-${suffix}")
  # A cache that cannot be written (read-only, full) costs the next configure a rebuild, never
  # this one its tool: the build tree's copy is used either way.
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${cache_dir}"
    RESULT_VARIABLE copied
    OUTPUT_QUIET
    ERROR_QUIET
  )
  if(copied EQUAL 0)
    file(COPY_FILE "${built_tool}" "${staging}" RESULT copied)
  endif()
  if(NOT copied EQUAL 0)
    message(
      STATUS
      "cudacompat: could not store the configure-time tool in the tool cache ${cache_dir} (${copied}); "
      "set CUDACOMPAT_TOOL_CACHE to a writable directory, or OFF"
    )
    file(REMOVE "${staging}")
    return()
  endif()
  file(RENAME "${staging}" "${entry}" RESULT renamed)
  if(NOT renamed EQUAL 0)
    message(STATUS "cudacompat: could not store the configure-time tool as ${entry} (${renamed})")
    file(REMOVE "${staging}")
  endif()
endfunction()
