// cudaGraphInstantiate across its two forms:
//   CUDA 11.x   cudaGraphInstantiate(exec*, graph, cudaGraphNode_t* error_node, char* log, size_t log_size)
//               (flags through cudaGraphInstantiateWithFlags, 11.4+)
//   CUDA 12.0+  cudaGraphInstantiate(exec*, graph, unsigned long long flags)
#pragma once

#include <cudacompat/config.h>

#include <cuda_runtime.h>

namespace cudacompat {

inline cudaError_t graph_instantiate(cudaGraphExec_t* exec, cudaGraph_t graph, unsigned long long flags = 0) {
#if CUDACOMPAT_HAS_GRAPH_INSTANTIATE_FLAGS
  return cudaGraphInstantiate(exec, graph, flags);
#else
  if (flags != 0) return cudaGraphInstantiateWithFlags(exec, graph, flags);
  return cudaGraphInstantiate(exec, graph, nullptr, nullptr, 0);
#endif
}

}  // namespace cudacompat
