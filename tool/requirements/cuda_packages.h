// What a package's name (or its version's local tag) says about the CUDA major it is built for:
// NVIDIA's -cu11/-cu12 wheels and CUDA 13's unsuffixed ones, cupy-cuda12x, jax-cuda12-plugin,
// PyTorch's +cu124 tags, cudarc's cuda-12040 features. Also which packages are about CUDA at all,
// and which are variants of one another (cupy and cupy-cuda12x).
#pragma once

#include <optional>
#include <string>

#include "knowledge/knowledge_base.h"
#include "requirements/ecosystem.h"

namespace cudacompat::requirements {

// The CUDA major a distribution's name carries in a segment of its own, in any package world:
// "cu12" (NVIDIA's nvidia-cublas-cu12, RAPIDS' rmm-cu12 from rapids-build-backend), "cuda12" or
// "cuda12x" (jax-cuda12-plugin, cupy-cuda12x); three digits name a release ("cu124": 12). The
// last such segment wins; nullopt when there is none.
std::optional<int> major_named_by(const std::string& name);
// The CUDA major the name says, or nullopt when the name says none: major_named_by() for Python
// distributions, and CUDA 13's unsuffixed NVIDIA wheels (the knowledge base names them).
std::optional<int> cuda_major_of_name(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);
// The CUDA release a PyTorch local tag names ("2.5.1+cu118" -> 11.8), or nullopt.
std::optional<Version> torch_tag_release(const std::string& version_text);
// The CUDA release a cudarc feature names ("cuda-11080" -> 11.8), or nullopt.
std::optional<Version> cudarc_feature_release(const std::string& feature);
// A conda package's component name without its -dev / -static split (libcublas-dev -> libcublas):
// the splits follow the component's versions.
std::string conda_component_base(const std::string& name);
// Whether the pin rules apply: NVIDIA's CUDA wheels, cuda-python and its parts, CuPy, JAX's CUDA
// plugins, PyTorch, conda's CUDA packages, cudarc.
bool is_cuda_package(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);
// Packages of which one environment should hold only one: "cupy" for cupy and cupy-cuda12x;
// "" when the package has no such family.
std::string variant_family(const std::string& name, const PackageFacts& facts);
// The wheel component ("cudart") of an NVIDIA wheel name, or "" when it is not one.
std::string wheel_component(const std::string& name, const PackageFacts& facts);

}  // namespace cudacompat::requirements
