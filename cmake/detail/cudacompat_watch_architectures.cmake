# cudacompat_detail_watch_architectures()
#
# Internal; cudacompat_enable_cuda() calls it once it has set CMAKE_CUDA_ARCHITECTURES to the
# probe's choice. From then on, a project that sets CMAKE_CUDA_ARCHITECTURES itself (a normal
# variable, or the cache) silently overrides that choice for every target it creates afterwards:
# an architecture the toolkit lacks then fails in the build, not at configure, and the clamp policy
# and the report no longer describe what is built. So such a change warns, naming where it
# happened, what the probe chose, and how to give the list to cudacompat instead.
include_guard(GLOBAL)

function(cudacompat_detail_watch_architectures chosen source)
  set_property(GLOBAL PROPERTY _CUDACOMPAT_ARCHS_CHOSEN "${chosen}")
  set_property(GLOBAL PROPERTY _CUDACOMPAT_ARCHS_CHOSEN_FROM "${source}")
  get_property(watching GLOBAL PROPERTY _CUDACOMPAT_ARCHS_WATCHED)
  if(NOT watching)
    variable_watch(CMAKE_CUDA_ARCHITECTURES _cudacompat_detail_architectures_changed)
    set_property(GLOBAL PROPERTY _CUDACOMPAT_ARCHS_WATCHED TRUE)
  endif()
endfunction()

function(
  _cudacompat_detail_architectures_changed
  variable
  access
  value
  current_file
  stack
)
  if(NOT access STREQUAL "MODIFIED_ACCESS")
    return()
  endif()
  get_property(chosen GLOBAL PROPERTY _CUDACOMPAT_ARCHS_CHOSEN)
  get_property(source GLOBAL PROPERTY _CUDACOMPAT_ARCHS_CHOSEN_FROM)
  if("${value}" STREQUAL "${chosen}")
    return()
  endif()
  message(
    WARNING
    "CMAKE_CUDA_ARCHITECTURES was set to '${value}' in ${current_file} after cudacompat_configure() "
    "chose '${chosen}' (${source}). Targets created from here on build '${value}', which the probe never "
    "checked against this toolkit (nor clamped, nor wrote into cudacompat-probe.json). Fix: give the list "
    "to cudacompat instead, before cudacompat_configure(): set(CUDACOMPAT_ARCHS ${value}) or "
    "-DCUDACOMPAT_ARCHS=..., with CUDACOMPAT_ARCHS_POLICY=clamp to drop what a toolkit lacks."
  )
endfunction()
