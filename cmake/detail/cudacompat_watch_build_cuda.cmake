# cudacompat_detail_watch_build_cuda()
#
# Internal. Makes reading CUDACOMPAT_BUILD_CUDA before cudacompat_configure() (or
# cudacompat_probe()) has run in this configure an error that says so. Without it, such a read is
# silently wrong: empty on a first configure (a project that tests `if(CUDACOMPAT_BUILD_CUDA)` in a
# subdirectory configured before the probe builds no kernels and says nothing), or the last
# configure's value from the cache on the next one. The probe marks itself run with a global
# property, which every configure starts without. `if(DEFINED CUDACOMPAT_BUILD_CUDA)` stays allowed.
include_guard(GLOBAL)

function(cudacompat_detail_watch_build_cuda)
  variable_watch(CUDACOMPAT_BUILD_CUDA _cudacompat_detail_build_cuda_read)
endfunction()

# Called by the probe, before it sets the toggle: from here on this configure's value is decided.
function(cudacompat_detail_mark_probed)
  set_property(GLOBAL PROPERTY _CUDACOMPAT_PROBED_THIS_CONFIGURE TRUE)
endfunction()

function(
  _cudacompat_detail_build_cuda_read
  variable
  access
  value
  current_file
  stack
)
  if(NOT access MATCHES "^(UNKNOWN_)?READ_ACCESS$")
    return()
  endif()
  get_property(probed GLOBAL PROPERTY _CUDACOMPAT_PROBED_THIS_CONFIGURE)
  if(probed)
    return()
  endif()
  message(
    FATAL_ERROR
    "CUDACOMPAT_BUILD_CUDA was read in ${current_file} before cudacompat_configure() ran in this "
    "configure: whether the CUDA kernels are built is not decided yet (the value there would be "
    "empty, or the previous configure's). Call cudacompat_configure() first, in the top "
    "CMakeLists.txt before add_subdirectory() of the directories that read it (the call stack below "
    "shows where it was read)."
  )
endfunction()
