# Internal. What the packaging targets ask of `cudacompat audit` at build time (included by
# cudacompat_build_deb.cmake and cudacompat_build_conda.cmake, run with cmake -P). The audit is the
# one owner of what a CUDA library is (the knowledge base's sonames, the driver's libraries) and of
# whether a package's declared dependencies provide what its binaries need: the packagers ask it
# instead of reading `readelf -d` and typing the library families again.
#
#   cudacompat_detail_audit_cuda_libraries(<out_var> <context> <tool> <binary>)
#   cudacompat_detail_audit_packages(<context> <tool> <package>...)
#   cudacompat_detail_json_indices(<out_var> <json> <path>...)
#   cudacompat_detail_json_fields(<prefix> <json> <field>...)
include_guard(GLOBAL)

# `<tool> audit --json <inputs>...`: sets <out_var> to the report and <out_var>_RESULT to the exit
# code. Stops with the audit's own words when it could not read an input (exit 2) or printed no
# report: a check that could not read its input fails, it does not pass.
function(cudacompat_detail_audit_run out_var context tool)
  execute_process(
    COMMAND "${tool}" audit --json ${ARGN}
    OUTPUT_VARIABLE report
    ERROR_VARIABLE error
    RESULT_VARIABLE result
  )
  set(schema "")
  if(report MATCHES "^[ \t\r\n]*{")
    string(JSON schema ERROR_VARIABLE json_error GET "${report}" schema)
  endif()
  if(NOT result MATCHES "^[01]$" OR NOT schema MATCHES "^cudacompat-audit/")
    list(JOIN ARGN " " inputs)
    message(
      FATAL_ERROR
      "${context}: `${tool} audit --json ${inputs}` failed (exit ${result}) and judged nothing: "
      "${error}\nNeeded: a report of the audit (exit 0 or 1), which packaging runs on what it "
      "makes. Fix what the audit says above; an exit 2 names the input it could not read."
    )
  endif()
  set(${out_var} "${report}" PARENT_SCOPE)
  set(${out_var}_RESULT "${result}" PARENT_SCOPE)
endfunction()

# <out_var>: the indices of the JSON array at <path>... of <json> (empty for an empty array), for
# foreach(IN LISTS): its items' text cannot be a CMake list (a message may hold ';').
function(cudacompat_detail_json_indices out_var json)
  string(JSON count LENGTH "${json}" ${ARGN})
  set(indices "")
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(index RANGE ${last})
      list(APPEND indices ${index})
    endforeach()
  endif()
  set(${out_var} "${indices}" PARENT_SCOPE)
endfunction()

# <prefix>_<field>: each <field> of the JSON object <json>.
function(cudacompat_detail_json_fields prefix json)
  foreach(field IN LISTS ARGN)
    string(JSON value GET "${json}" ${field})
    set(${prefix}_${field} "${value}" PARENT_SCOPE)
  endforeach()
endfunction()

# <out_var>: the CUDA libraries <binary> needs by DT_NEEDED, in its DT_NEEDED order, as the audit
# names them: "<soname>=<library>=<driver: 0 or 1>" per entry (libcudart.so.12=cudart=0,
# libcuda.so.1=cuda=1).
function(cudacompat_detail_audit_cuda_libraries out_var context tool binary)
  cudacompat_detail_audit_run(report "${context}" "${tool}" "${binary}")
  set(libraries "")
  cudacompat_detail_json_indices(files "${report}" files)
  foreach(file IN LISTS files)
    string(JSON file_report GET "${report}" files ${file})
    cudacompat_detail_json_indices(entries "${file_report}" cuda_libraries)
    foreach(index IN LISTS entries)
      string(JSON entry GET "${file_report}" cuda_libraries ${index})
      cudacompat_detail_json_fields(cuda "${entry}" soname library driver)
      set(driver 0)
      if(cuda_driver)
        set(driver 1)
      endif()
      list(APPEND libraries "${cuda_soname}=${cuda_library}=${driver}")
    endforeach()
  endforeach()
  set(${out_var} "${libraries}" PARENT_SCOPE)
endfunction()

# The audit of the packages just made, before they are moved into OUTPUT_DIRECTORY: stops the
# packaging with the audit's findings (the package checks fail the audit whatever the policy:
# a CUDA library its binaries need that no declared dependency provides, a declared CUDA major its
# binaries do not use, a driver library shipped inside, ...) when it would not pass.
function(cudacompat_detail_audit_packages context tool)
  cudacompat_detail_audit_run(report "${context}" "${tool}" ${ARGN})
  if(report_RESULT EQUAL 0)
    return()
  endif()
  set(findings "")
  cudacompat_detail_json_indices(violations "${report}" violations)
  foreach(index IN LISTS violations)
    string(JSON violation GET "${report}" violations ${index})
    cudacompat_detail_json_fields(found "${violation}" path rule message)
    get_filename_component(path "${found_path}" NAME)
    string(REGEX REPLACE "^[a-z]+:" "" rule "${found_rule}") # warning:undeclared-cuda-dependency
    string(APPEND findings "\n  ${path}: ${rule}: ${found_message}")
  endforeach()
  list(JOIN ARGN " " packages)
  message(
    FATAL_ERROR
    "${context}: `cudacompat audit` fails the package it would write (exit 1), so nothing was "
    "written into ${OUTPUT_DIRECTORY}:${findings}\nFix: for a CUDA library its binaries need, name "
    "its component in the package's LIBRARIES (cudacompat_add_package(... LIBRARIES cudart "
    "<component>)) so that the pins cover it; otherwise what the finding says. Rerun the audit "
    "with `cudacompat audit ${packages}`."
  )
endfunction()
