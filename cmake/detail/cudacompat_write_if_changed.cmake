# cudacompat_detail_write_if_changed(<file> <content> [EXECUTABLE])
#
# Internal. Writes <file> only when its content changes, so a no-change reconfigure leaves its
# time alone and rebuilds nothing that depends on it. Written beside and renamed into place, so a
# reader never sees half a file; EXECUTABLE makes it mode 755 (launcher scripts). Unlike
# file(CONFIGURE), the content is written as given: license texts and generated CMake code keep
# their '@' and '${'.
include_guard(GLOBAL)

function(cudacompat_detail_write_if_changed file content)
  cmake_parse_arguments(PARSE_ARGV 2 arg "EXECUTABLE" "" "")
  if(EXISTS "${file}")
    file(READ "${file}" previous)
    if(previous STREQUAL content)
      return()
    endif()
  endif()
  file(WRITE "${file}.tmp" "${content}")
  if(arg_EXECUTABLE)
    file(
      CHMOD "${file}.tmp"
      PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE
    )
  endif()
  file(RENAME "${file}.tmp" "${file}")
endfunction()
