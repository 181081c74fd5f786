# The interpreter the tests run, named as itself rather than through a launcher script. On this
# machine kind, python3 on PATH is a pyenv shim: a bash script that asks pyenv which version to
# run, about 0.1 s before every start, and ctest starts Python for more than 600 tests (twice in
# CI, the CPU-only machine's inner run repeating them). The shim would run sys.executable, so that
# is the same interpreter with the same packages; a virtual environment's python3 is its own
# sys.executable and stays as it is. A Python3_EXECUTABLE given to the configure is kept.
# Included from the top level before kernels/ and tests/ look for Python (find_package(Python3)
# takes Python3_EXECUTABLE as the interpreter to use).
if(NOT DEFINED CACHE{Python3_EXECUTABLE})
  find_program(_cudacompat_python_on_path NAMES python3 python)
  if(_cudacompat_python_on_path)
    execute_process(
      COMMAND "${_cudacompat_python_on_path}" -c "import sys; print(sys.executable)"
      OUTPUT_VARIABLE _cudacompat_python_itself
      OUTPUT_STRIP_TRAILING_WHITESPACE
      RESULT_VARIABLE _cudacompat_python_result
      ERROR_QUIET
    )
    if(_cudacompat_python_result EQUAL 0 AND EXISTS "${_cudacompat_python_itself}")
      set(
        Python3_EXECUTABLE
        "${_cudacompat_python_itself}"
        CACHE FILEPATH
        "The tests' Python: sys.executable of python3 on PATH"
      )
    endif()
  endif()
endif()
