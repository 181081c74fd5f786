# Internal. Run by the <NAME>-conda target (cmake -P), after the library is built:
#
#   cmake -DSETTINGS=<conda>/settings.cmake -DCUDACOMPAT_TOOL=<bin/cudacompat> -DCONFIG=<config>
#         -P cudacompat_build_conda.cmake
#
# 1. `cmake --install` of the package's two components into <run>/stage (the recipe copies it);
# 2. rattler-build on the generated recipe, offline, into <run>/out;
# 3. `cudacompat audit` of the .conda: a CUDA library its binaries need that its `depends` do not
#    provide (or any other package check that fails) stops here, with the audit's findings;
# 4. the .conda copied into OUTPUT_DIRECTORY under a temporary name, then renamed: OUTPUT_DIRECTORY
#    never holds half a package.
cmake_minimum_required(VERSION 3.25)
foreach(input IN ITEMS SETTINGS CUDACOMPAT_TOOL)
  if(NOT ${input})
    message(FATAL_ERROR "cudacompat_build_conda: -D${input}=... is required")
  endif()
endforeach()
include("${SETTINGS}")
include("${CMAKE_CURRENT_LIST_DIR}/cudacompat_package_audit.cmake")
set(context "cudacompat: conda package of ${NAME}")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/stage" "${WORK_DIR}/channel")
set(config_args "")
if(CONFIG)
  set(config_args --config "${CONFIG}")
endif()
foreach(component IN LISTS COMPONENTS)
  execute_process(
    COMMAND
      "${CMAKE_COMMAND}" --install "${BINARY_DIR}" ${config_args} --component "${component}" --prefix
      "${WORK_DIR}/stage"
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE error
  )
  if(NOT result EQUAL 0)
    message(
      FATAL_ERROR
      "${context}: `cmake --install ${BINARY_DIR} --component ${component}` failed (${result}); "
      "nothing was written into ${OUTPUT_DIRECTORY}.\n${output}${error}"
    )
  endif()
endforeach()

execute_process(
  COMMAND "${PYTHON}" "${DRIVER}" "${RECIPE}" "${WORK_DIR}/out" "${WORK_DIR}/channel"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE error
)
set(built "${WORK_DIR}/out/${PACKAGE_FILE}")
if(NOT result EQUAL 0 OR NOT EXISTS "${built}")
  message(
    FATAL_ERROR
    "${context}: rattler-build failed (${result}) or made no ${PACKAGE_FILE}; nothing was written "
    "into ${OUTPUT_DIRECTORY}.\n${output}${error}"
  )
endif()

cudacompat_detail_audit_packages("${context}" "${CUDACOMPAT_TOOL}" "${built}")

file(MAKE_DIRECTORY "${OUTPUT_DIRECTORY}")
file(COPY_FILE "${built}" "${OUTPUT_DIRECTORY}/.${PACKAGE_FILE}.partial")
file(RENAME "${OUTPUT_DIRECTORY}/.${PACKAGE_FILE}.partial" "${OUTPUT_DIRECTORY}/${PACKAGE_FILE}")
message(STATUS "${OUTPUT_DIRECTORY}/${PACKAGE_FILE}")
