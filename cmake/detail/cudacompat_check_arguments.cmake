# cudacompat_detail_check_arguments(<function> <accepted> <unparsed> [<keywords_missing_values>])
#
# Internal. The one error for a cudacompat function called with what it does not understand,
# right after its cmake_parse_arguments; each list is passed quoted, as one argument:
#
#   cmake_parse_arguments(PARSE_ARGV 0 arg "EARLY" "" "")
#   cudacompat_detail_check_arguments(cudacompat_probe "EARLY" "${arg_UNPARSED_ARGUMENTS}")
#
# stops configure, naming the function, the stray arguments and what it accepts:
#
#   cudacompat_probe: unknown argument(s) EALRY; accepted: EARLY
#
# Every public cudacompat_* function does this, so a misspelt keyword is never silently ignored.
include_guard(GLOBAL)

function(cudacompat_detail_check_arguments function accepted unparsed)
  if(ARGC GREATER 4)
    message(
      FATAL_ERROR
      "cudacompat_detail_check_arguments: unknown argument(s) ${ARGN}; accepted: "
      "<function> <accepted> <unparsed> [<keywords_missing_values>], each list quoted"
    )
  endif()
  if(accepted STREQUAL "")
    set(accepted "no arguments")
  else()
    string(REPLACE ";" " " accepted "${accepted}")
  endif()
  if(NOT unparsed STREQUAL "")
    string(REPLACE ";" " " unparsed "${unparsed}")
    message(FATAL_ERROR "${function}: unknown argument(s) ${unparsed}; accepted: ${accepted}")
  endif()
  if(ARGC EQUAL 4 AND NOT ARGV3 STREQUAL "")
    string(REPLACE ";" " " missing "${ARGV3}")
    message(FATAL_ERROR "${function}: keyword(s) ${missing} given without a value; accepted: ${accepted}")
  endif()
endfunction()
