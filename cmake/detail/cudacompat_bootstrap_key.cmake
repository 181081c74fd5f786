# cudacompat_detail_bootstrap_key(<out_var> <source_root>)
#
# Internal. The key of the configure-time tool in the tool cache: a SHA-256 over the content of
# every file that goes into it (tool/ without the audit and the doctor, which the probe-only copy
# leaves out; probes/; compat/knowledge.json; VERSION; the bootstrap's build scripts) and the
# identity of the compiler that builds it (its real path, id and version, and the flags the
# bootstrap passes). Content, not times: a fresh clone, a copy of the tree or a restored CI cache
# of the same sources gets the same key; one changed byte gets another.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_bootstrap_build.cmake")

function(cudacompat_detail_bootstrap_key out_var source_root)
  file(GLOB_RECURSE inputs LIST_DIRECTORIES false RELATIVE "${source_root}"
       "${source_root}/tool/*" "${source_root}/probes/*")
  list(FILTER inputs EXCLUDE REGEX "^tool/(audit|doctor)/")
  list(APPEND inputs compat/knowledge.json VERSION cmake/detail/cudacompat_bootstrap_build.cmake
                     cmake/detail/cudacompat_tool_dependencies.cmake)
  list(SORT inputs)
  # Relative names, so the key does not depend on where the tree was cloned.
  set(text "")
  foreach(input IN LISTS inputs)
    file(SHA256 "${source_root}/${input}" digest)
    string(APPEND text "${input} ${digest}\n")
  endforeach()
  file(REAL_PATH "${CMAKE_CXX_COMPILER}" compiler)
  cudacompat_detail_bootstrap_flags(flags)
  string(APPEND text "compiler ${compiler} ${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}\n"
                     "flags ${flags}\nhost ${CMAKE_HOST_SYSTEM_NAME} ${CMAKE_HOST_SYSTEM_PROCESSOR}\n")
  string(SHA256 key "${text}")
  string(SUBSTRING "${key}" 0 32 key)
  set(${out_var} "${key}" PARENT_SCOPE)
endfunction()
