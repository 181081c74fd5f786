// CUDACOMPAT_ARCHS_SHAPE=fewest: the fewest compile targets that still run natively on every GPU a
// list asks for. Each nvcc target is one cicc or ptxas pass per unit, so every target cut is work
// cut at its source, on the local machine and on every build server.
//
// What runs where is GpuTarget's rule (common/gpu_target.h): SASS sm_XY runs on major X, minor >= Y;
// an `f` target (CUDA 12.9 and later) the same, and its code may use what the whole family has; an
// `a` target on XY only; PTX compute_XY is JIT-compiled for every GPU >= XY. The rewrite:
//   - the SASS asked for within one SM major becomes one family target sm_XYf (Y the oldest minor
//     asked), where the toolkit has it; a plain entry an asked `f` target already runs on is dropped;
//   - where the toolkit has no family target for that major, its SASS stays as asked: a plain sm_80
//     does run on an sm_86 GPU, but its code was compiled for sm_80 (`__CUDA_ARCH__` 800: tile sizes
//     chosen for 8.0's shared memory, up to 164 KB an SM where 8.6 has 100 KB, as the toolkit's
//     cuda_occupancy.h says), so it could fail to launch where the sm_86 code the user asked for
//     would not. A family target is NVIDIA's promise that one code serves the family; a plain minor
//     is not;
//   - `a` targets stay exactly as asked (they run on one GPU, and their code uses what only it has);
//   - PTX, when the list asks for any, is emitted once, for the newest architecture asked (plain, so
//     that GPUs newer than every one asked still JIT it). A GPU between the families asked that ran
//     only through an older PTX is no longer covered: the report names each one (not_covered).
// Applied twice it changes nothing the second time.
#pragma once

#include <string>
#include <vector>

#include "probe/architectures.h"

namespace cudacompat {

// Rewrites choice.cmake_list (and sass, ptx) to the fewest targets and records what it did in
// choice.shape. `supported` says which family targets the toolkit has; `why` (when given) says why
// it lacks one ("it first appears in CUDA 12.9, after CUDA 12.4").
void shape_fewest_targets(ArchitectureChoice& choice, const SupportedArchitectures& supported,
                          const std::string& toolkit_name, const UnsupportedReason& why = {});

// nvcc's targets in a CMake list: each SASS and each PTX counts one ("90" is two, "90-real" one).
int count_nvcc_targets(const std::vector<std::string>& cmake_list);

}  // namespace cudacompat
