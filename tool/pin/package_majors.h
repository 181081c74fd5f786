// What a package's name (or its version's local tag) says about the CUDA major it is built for:
// NVIDIA's -cu11/-cu12 wheels and CUDA 13's unsuffixed ones, cupy-cuda12x, jax-cuda12-plugin,
// PyTorch's +cu124 tags, cudarc's cuda-12040 features. Also which packages are about CUDA at all,
// and which are variants of one another (cupy and cupy-cuda12x).
#pragma once

#include <optional>
#include <string>

#include "knowledge/knowledge_base.h"
#include "pin/declared.h"

namespace cudacompat::pins {

// The CUDA major the name says, or nullopt when the name says none.
std::optional<int> cuda_major_of_name(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);
// The CUDA release a PyTorch local tag names ("2.5.1+cu118" -> 11.8), or nullopt.
std::optional<Version> torch_tag_release(const std::string& version_text);
// The CUDA release a cudarc feature names ("cuda-11080" -> 11.8), or nullopt.
std::optional<Version> cudarc_feature_release(const std::string& feature);
// Whether the pin rules apply: NVIDIA's CUDA wheels, cuda-python and its parts, CuPy, JAX's CUDA
// plugins, PyTorch, conda's CUDA packages, cudarc.
bool is_cuda_package(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);
// Packages of which one environment should hold only one: "cupy" for cupy and cupy-cuda12x;
// "" when the package has no such family.
std::string variant_family(const std::string& name, const PackageFacts& facts);
// The wheel component ("cudart") of an NVIDIA wheel name, or "" when it is not one.
std::string wheel_component(const std::string& name, const PackageFacts& facts);

}  // namespace cudacompat::pins
