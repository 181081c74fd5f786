# One CMake API case: configures the tiny project <CASE> against a cudacompat package and checks
# the outcome its CMakeLists.txt announces in comments at the top:
#   # expect: FAIL | PASS                 whether configure must fail or succeed
#   # expect-output: <text>               must appear in configure's stderr (FAIL) or its output
#                                         (PASS), whitespace-insensitively (CMake wraps messages)
#
#   cmake -DCASE=<dir> -DBUILD=<scratch> -DPACKAGE_DIR=<dir with cudacompatConfig.cmake>
#         -DGENERATOR=<generator> -P run_case.cmake
foreach(variable IN ITEMS CASE BUILD PACKAGE_DIR GENERATOR)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "run_case.cmake: -D${variable}=... is missing")
  endif()
endforeach()

file(READ "${CASE}/CMakeLists.txt" text)
string(REPLACE ";" "<semicolon>" text "${text}")
string(REPLACE "\n" ";" lines "${text}")
set(expect "")
set(outputs 0)
file(REMOVE_RECURSE "${BUILD}")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${CASE}" -B "${BUILD}" -G "${GENERATOR}" "-Dcudacompat_DIR=${PACKAGE_DIR}"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
)
string(REGEX REPLACE "[ \t\r\n]+" " " err_words "${err}")
string(REGEX REPLACE "[ \t\r\n]+" " " all_words "${out} ${err}")
foreach(line IN LISTS lines)
  if(line MATCHES "^# expect: (FAIL|PASS)$")
    set(expect "${CMAKE_MATCH_1}")
  endif()
endforeach()
if(expect STREQUAL "")
  message(FATAL_ERROR "${CASE}/CMakeLists.txt has no '# expect: FAIL|PASS' line")
endif()
if(expect STREQUAL "FAIL" AND result EQUAL 0)
  message(FATAL_ERROR "configure succeeded but should have failed:\n${out}${err}")
elseif(expect STREQUAL "PASS" AND NOT result EQUAL 0)
  message(FATAL_ERROR "configure failed (exit ${result}) but should have succeeded:\n${out}${err}")
endif()
foreach(line IN LISTS lines)
  if(line MATCHES "^# expect-output: (.*)$")
    string(REPLACE "<semicolon>" ";" wanted "${CMAKE_MATCH_1}")
    if(expect STREQUAL "FAIL")
      string(FIND "${err_words}" "${wanted}" at)
    else()
      string(FIND "${all_words}" "${wanted}" at)
    endif()
    if(at EQUAL -1)
      message(FATAL_ERROR "the output lacks \"${wanted}\":\n${out}${err}")
    endif()
    math(EXPR outputs "${outputs} + 1")
  endif()
endforeach()
message(STATUS "PASSED: configure ${expect}ED as expected, ${outputs} expected message(s) found")
