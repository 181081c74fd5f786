# cudacompat_detail_check_dialect(<report json>)
#
# Internal. A toolkit whose CCCL needs a newer C++ than a CUDA target compiles with fails minutes
# into the build ("Thrust requires at least C++17"); configure knows both, so it says so there. The
# floor is the probe report's `toolkit.cxx_dialect_floor` (the knowledge base's dialect floors). The
# targets are judged at the end of the top-level directory, when every target and its CUDA_STANDARD
# exist (set before or after cudacompat_configure(), by CMAKE_CUDA_STANDARD or per target). A target
# with no CUDA_STANDARD compiles with nvcc's own default, which each release sets to its floor or
# above. Under REQUIRES CCCL, said or left to the default, a target below the floor stops configure
# when CCCL was asked for by name, and warns when it is only the default (a project that uses no
# CCCL header is told how to say so).
include_guard(GLOBAL)

function(cudacompat_detail_check_dialect json)
  set_property(GLOBAL PROPERTY _CUDACOMPAT_DIALECT_FLOOR "")
  string(JSON floor ERROR_VARIABLE no_floor GET "${json}" toolkit cxx_dialect_floor value)
  string(JSON build_cuda GET "${json}" decision build_cuda)
  if(no_floor OR NOT build_cuda)
    return()
  endif()
  string(JSON floor_source GET "${json}" toolkit cxx_dialect_floor source)
  string(JSON version GET "${json}" toolkit version value)
  # The requirements the probe judged the toolkit by (CCCL when the project said nothing).
  string(JSON cccl_required GET "${json}" requirements cccl)
  string(JSON requirement_source GET "${json}" requirements source)
  set(cccl_named FALSE)
  if(cccl_required AND NOT requirement_source MATCHES "^the default")
    set(cccl_named TRUE)
  endif()
  if(NOT cccl_required)
    return()
  endif()
  set_property(GLOBAL PROPERTY _CUDACOMPAT_DIALECT_FLOOR "${floor};${cccl_named};${version};${floor_source}")
  get_property(scheduled GLOBAL PROPERTY _CUDACOMPAT_DIALECT_CHECK_SCHEDULED)
  if(NOT scheduled)
    set_property(GLOBAL PROPERTY _CUDACOMPAT_DIALECT_CHECK_SCHEDULED TRUE)
    cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL _cudacompat_detail_check_dialect_of_targets)
  endif()
endfunction()

# Every target below `directory` with a .cu source and a CUDA_STANDARD under `floor`, as
# "name (CUDA_STANDARD N)".
function(_cudacompat_detail_targets_below_floor directory floor out)
  set(found "")
  get_property(targets DIRECTORY "${directory}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(standard ${target} CUDA_STANDARD)
    get_target_property(sources ${target} SOURCES)
    if(NOT standard OR NOT sources)
      continue()
    endif()
    list(FILTER sources INCLUDE REGEX "\\.cu$")
    # 98 is C++98: numerically below every floor, as it should be.
    if(sources AND standard LESS floor)
      list(APPEND found "${target} (CUDA_STANDARD ${standard})")
    endif()
  endforeach()
  get_property(subdirectories DIRECTORY "${directory}" PROPERTY SUBDIRECTORIES)
  foreach(subdirectory IN LISTS subdirectories)
    _cudacompat_detail_targets_below_floor("${subdirectory}" "${floor}" below)
    list(APPEND found ${below})
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

function(_cudacompat_detail_check_dialect_of_targets)
  list(APPEND CMAKE_MESSAGE_CONTEXT "cudacompat")
  get_property(check GLOBAL PROPERTY _CUDACOMPAT_DIALECT_FLOOR)
  if(check STREQUAL "")
    return()
  endif()
  list(GET check 0 floor)
  list(GET check 1 cccl_named)
  list(GET check 2 version)
  list(SUBLIST check 3 -1 floor_source)
  list(JOIN floor_source ";" floor_source) # the source's own semicolons, split by the property
  _cudacompat_detail_targets_below_floor("${CMAKE_SOURCE_DIR}" "${floor}" below)
  if(NOT below)
    return()
  endif()
  list(JOIN below ", " below_text)
  string(
    CONCAT text
    "CUDA ${version}'s CCCL (Thrust, CUB, libcu++) needs C++${floor} or newer, and ${below_text} compiles CUDA "
    "below it: its CCCL headers stop the build with \"Thrust requires at least C++${floor}\" (${floor_source}). "
    "Fix: set CUDA_STANDARD ${floor} on the target (or set(CMAKE_CUDA_STANDARD ${floor}) before creating it), "
    "or build with a toolkit whose CCCL accepts that dialect (-DCUDACOMPAT_CUDA_VERSION=12.4, for example)"
  )
  if(cccl_named)
    message(FATAL_ERROR "${text}.")
  else()
    message(
      WARNING
      "${text}; or, if the project includes no Thrust, CUB nor libcu++ header, say what it does "
      "use (cudacompat_configure(REQUIRES) for the runtime alone), which also silences this warning."
    )
  endif()
endfunction()
