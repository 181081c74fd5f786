# cudacompat_tests_matching(OUT REGEX DIRECTORY): the names of the tests that DIRECTORY and the
# directories below it have added so far (its add_subdirectory calls already made) whose name
# matches REGEX. For a test that must run after others, named by the pattern that selects them, not
# by a list kept by hand (tests/workstation waits for the tests it runs again).
function(cudacompat_tests_matching out regex directory)
  set(matching "")
  set(pending "${directory}")
  while(pending)
    list(POP_FRONT pending dir)
    get_property(tests DIRECTORY "${dir}" PROPERTY TESTS)
    foreach(test IN LISTS tests)
      if(test MATCHES "${regex}")
        list(APPEND matching "${test}")
      endif()
    endforeach()
    get_property(below DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
    list(APPEND pending ${below})
  endwhile()
  set(${out} "${matching}" PARENT_SCOPE)
endfunction()
