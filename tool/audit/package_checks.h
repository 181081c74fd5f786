// A package's metadata against the binaries it ships (docs in the rules below and in the finding
// table): the CUDA libraries its binaries need must be declared dependencies of the same major,
// what its dependencies and its name say about the CUDA major must match what its binaries use,
// CUDA dependencies need a ceiling, driver libraries are never shipped, and a wheel's RECORD must
// describe its files.
#pragma once

#include <set>
#include <vector>

#include "audit/verdicts.h"
#include "findings/findings.h"
#include "readers/artifact.h"
#include "readers/package_metadata.h"

namespace cudacompat::audit {

// The CUDA majors a package's binaries use: those every needed CUDA library of a binary agrees on,
// and those of the CUDA libraries it ships itself (nvidia-cuda-runtime ships libcudart.so.13).
// The package checks compare them with the name and the dependencies; the wheel-variant bounds
// (tool/variant) derive cuda_version_upper_bound from them.
std::set<int> used_majors(const std::vector<const ArtifactFacts*>& facts,
                          const std::vector<const ArtifactVerdict*>& verdicts, const CudaLibraryTable& libraries);

std::vector<Finding> check_package(const PackageMetadata& metadata, const std::vector<const ArtifactFacts*>& facts,
                                   const std::vector<const ArtifactVerdict*>& verdicts, const Judge& judge);

}  // namespace cudacompat::audit
