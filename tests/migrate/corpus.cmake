# The compiler as the judge of `cudacompat migrate` (label `migrate`): real public CUDA sources at
# pinned commits (corpus/, with corpus/manifest.json naming each project, repository, commit and
# licence), the verdicts of real nvcc 11.8, 12.4 and 13.0 on every unit cached in
# compiler_verdicts.json, a recompilation of a random sample checking that cache still holds, and
# migrate's recall and precision against it (bars: 95 %).
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  set(_migrate_dir "${CMAKE_CURRENT_SOURCE_DIR}/migrate")
  add_test(
    NAME migrate.cached_compiler_verdicts_hold_for_a_random_sample_of_the_corpus
    COMMAND
      "${Python3_EXECUTABLE}" "${_migrate_dir}/compile_corpus.py" check "${_migrate_dir}/corpus"
      "${_migrate_dir}/compiler_verdicts.json" --sample 6 --max-seconds 8
  )
  set_tests_properties(
    migrate.cached_compiler_verdicts_hold_for_a_random_sample_of_the_corpus
    PROPERTIES LABELS migrate SKIP_RETURN_CODE 77 TIMEOUT 300
  )
  add_test(
    NAME migrate.cached_compiler_verdicts_hold_for_a_random_sample_of_the_second_corpus
    COMMAND
      "${Python3_EXECUTABLE}" "${_migrate_dir}/compile_corpus.py" check "${_migrate_dir}/corpus2"
      "${_migrate_dir}/compiler_verdicts2.json" --sample 4 --max-seconds 8
  )
  set_tests_properties(
    migrate.cached_compiler_verdicts_hold_for_a_random_sample_of_the_second_corpus
    PROPERTIES LABELS migrate SKIP_RETURN_CODE 77 TIMEOUT 300
  )
  if(TARGET cudacompat)
    add_test(
      NAME migrate.finds_every_break_the_compilers_report_in_the_corpus_with_95_percent_precision
      COMMAND
        "${Python3_EXECUTABLE}" "${_migrate_dir}/score_migrate.py" "$<TARGET_FILE:cudacompat>" "${_migrate_dir}/corpus"
        "${_migrate_dir}/compiler_verdicts.json" --bars
    )
    set_tests_properties(
      migrate.finds_every_break_the_compilers_report_in_the_corpus_with_95_percent_precision
      PROPERTIES LABELS migrate SKIP_RETURN_CODE 77 TIMEOUT 120
    )
    # the second corpus, chosen for breaks across files and a vendored CCCL (docs/migrate-corpus.md)
    add_test(
      NAME migrate.finds_every_break_across_files_in_the_second_corpus_and_reports_unbuilt_files_apart
      COMMAND
        "${Python3_EXECUTABLE}" "${_migrate_dir}/score_migrate.py" "$<TARGET_FILE:cudacompat>" "${_migrate_dir}/corpus2"
        "${_migrate_dir}/compiler_verdicts2.json" --bars
    )
    set_tests_properties(
      migrate.finds_every_break_across_files_in_the_second_corpus_and_reports_unbuilt_files_apart
      PROPERTIES LABELS migrate SKIP_RETURN_CODE 77 TIMEOUT 120
    )
  endif()
endif()
