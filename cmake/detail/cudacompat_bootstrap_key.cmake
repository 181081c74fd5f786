# cudacompat_detail_bootstrap_key(<out_var> <source_root> <compiler>)
#
# Internal. The key of the configure-time tool in the tool cache: a SHA-256 over the content of
# every file that goes into it (tool/ without the audit and the doctor, which the probe-only copy
# leaves out; probes/; compat/knowledge.json; VERSION; the bootstrap's build scripts) and the
# identity of the compiler that builds it (its real path and what its --version prints, and the
# flags the bootstrap passes). Content, not times: a fresh clone, a copy of the tree or a restored CI cache
# of the same sources gets the same key; one changed byte gets another.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_bootstrap_build.cmake")

function(cudacompat_detail_bootstrap_key out_var source_root compiler)
  # Asked for the probe's tool and the pin's, and again after a failed compiler: computed once per
  # configure and compiler (hashing about 190 files and running the compiler).
  string(SHA1 memo "${source_root}|${compiler}")
  get_property(known GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_KEY_${memo})
  if(known)
    set(${out_var} "${known}" PARENT_SCOPE)
    return()
  endif()
  file(
    GLOB_RECURSE inputs
    LIST_DIRECTORIES false
    RELATIVE "${source_root}"
    "${source_root}/tool/*"
    "${source_root}/probes/*"
  )
  list(FILTER inputs EXCLUDE REGEX "^tool/(audit|doctor)/")
  list(
    APPEND inputs
    compat/knowledge.json
    VERSION
    cmake/detail/cudacompat_bootstrap_build.cmake
    cmake/detail/cudacompat_tool_dependencies.cmake
  )
  list(SORT inputs)
  # Relative names, so the key does not depend on where the tree was cloned.
  set(text "")
  foreach(input IN LISTS inputs)
    file(SHA256 "${source_root}/${input}" digest)
    string(APPEND text "${input} ${digest}\n")
  endforeach()
  set(identity "")
  if(compiler)
    file(REAL_PATH "${compiler}" real_compiler)
    # Run by its real path: GCC's banner starts with the name it was called by (c++, g++).
    execute_process(COMMAND "${real_compiler}" --version OUTPUT_VARIABLE identity ERROR_QUIET TIMEOUT 20)
    string(REGEX REPLACE "\n.*" "" identity "${identity}") # the first line: name and version
    set(identity "${real_compiler} ${identity}")
  endif()
  cudacompat_detail_bootstrap_flags(flags "${compiler}")
  string(
    APPEND text
    "compiler ${identity}\n"
    "flags ${flags}\nhost ${CMAKE_HOST_SYSTEM_NAME} ${CMAKE_HOST_SYSTEM_PROCESSOR}\n"
  )
  string(SHA256 key "${text}")
  string(SUBSTRING "${key}" 0 32 key)
  set_property(GLOBAL PROPERTY _CUDACOMPAT_BOOTSTRAP_KEY_${memo} "${key}")
  set(${out_var} "${key}" PARENT_SCOPE)
endfunction()
