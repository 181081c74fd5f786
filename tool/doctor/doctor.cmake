# cudacompat_doctor: "will this run here, and if not, why" (`cudacompat doctor`). Joins the audit's
# facts about artifacts with this machine's: the driver (libcuda.so.1 through dlopen, never
# linked, so the tool starts on machines without one), the CUDA libraries the loader and the
# Python environment provide, and the loader's search rules read from the binaries.
# Included by tool/CMakeLists.txt when the audit is built (it needs the audit and the pin readers).
include_guard(GLOBAL)
set(_doctor_dir "${CMAKE_CURRENT_LIST_DIR}")
add_library(cudacompat_doctor STATIC
  "${_doctor_dir}/driver_query.cpp"
  "${_doctor_dir}/loader_paths.cpp"
  "${_doctor_dir}/machine_inventory.cpp"
  "${_doctor_dir}/verdicts.cpp"
  "${_doctor_dir}/report_table.cpp"
  "${_doctor_dir}/report_json.cpp")
# Sources include "doctor/verdicts.h": tool/ is the include root, as for the other libraries.
target_include_directories(cudacompat_doctor PUBLIC "${_doctor_dir}/..")
target_compile_features(cudacompat_doctor PUBLIC cxx_std_20)
target_link_libraries(cudacompat_doctor
  PUBLIC cudacompat_audit cudacompat_knowledge cudacompat_common fmt::fmt
  PRIVATE cudacompat_pin_check cudacompat_pin_readers cudacompat_requirements nlohmann_json::nlohmann_json ${CMAKE_DL_LIBS})
if(TARGET cudacompat_warnings)
  target_link_libraries(cudacompat_doctor PRIVATE cudacompat_warnings)
endif()
