# `pin --check` scored on real projects' files (tests/pin/corpus): precision and recall against
# hand-judged expectations. Run without bars for now, so it reports the numbers and fails only when
# expected.json no longer matches its files or the tool gives no JSON report; add
# --min-precision/--min-recall once the checker meets them.
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND OR NOT TARGET cudacompat_pin_check)
  return()
endif()
add_test(NAME pins.corpus_scores_pin_check_on_real_projects_files
         COMMAND "${Python3_EXECUTABLE}" "${CMAKE_CURRENT_LIST_DIR}/corpus/score.py" --tool "$<TARGET_FILE:cudacompat>")
set_tests_properties(pins.corpus_scores_pin_check_on_real_projects_files PROPERTIES LABELS "pins;corpus" TIMEOUT 300)
