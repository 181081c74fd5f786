// Every cudacompat shim. Each header includes the generated cudacompat/config.h itself.
#pragma once

#include <cudacompat/shims/device_attributes.h>
#include <cudacompat/shims/graph.h>
#include <cudacompat/shims/math_constants.h>
#include <cudacompat/shims/memory.h>
#include <cudacompat/shims/reduced_precision.h>
#if defined(__CUDACC__)
#include <cudacompat/shims/reduction.h>
#endif
