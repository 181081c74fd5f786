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

// The CUDA build a version's local label, a wheel's URL or a package index's URL names, on any
// package: "+cu121" (PyTorch, torchvision), "+pt24cu121" (PyG), "+cu12torch2.6cxx11abiFALSE"
// (flash-attn), "+cuda12.cudnn89" (jaxlib), "%2Bcu118" in a URL's file name, "/whl/cu126/" as a
// path segment, "torch-2.4.0+cu121.html" as PyG's find-links page. `minor` is known only where
// the text has three digits (cu121); the file name wins over the path where both say something.
struct CudaBuild {
  int major = 0;
  std::optional<int> minor;
  std::string written;  // the text that says it ("+cu121", "/whl/cu126/")
};
std::optional<CudaBuild> cuda_build_of_version(std::string_view version_text);
std::optional<CudaBuild> cuda_build_of_url(std::string_view url);
// Whether an index (--extra-index-url, --find-links) that serves per-CUDA builds serves `name`
// (PEP 503-normalized) in them, so that an untagged requirement resolves to its build there:
// PyTorch's download.pytorch.org/whl/cuNNN (torch, torchvision, torchaudio) and PyG's
// data.pyg.org/whl/torch-X+cuNNN.html (pyg-lib, torch-scatter, torch-sparse, torch-cluster,
// torch-spline-conv). A local version sorts above its public one, so pip takes the index's build.
bool index_serves_cuda_builds_of(std::string_view index_url, const std::string& name);
// Whether an index that serves per-CUDA builds serves `name` as one build for every CUDA major:
// PyTorch's /whl/cuNNN indexes link triton from the shared root (/whl/triton-3.1.0-...whl is the
// file both /whl/cu118 and /whl/cu124 resolve to), with no local version. Such a package resolved
// through the index names no CUDA build.
bool index_serves_one_build_of(std::string_view index_url, const std::string& name);
// The CUDA major an extra of a requirement names, as `jax[cuda12]`, `jax[cuda11_cudnn805]` or
// `jax[cuda12_pip]` do: the extra installs that major's build. nullopt for extras naming none.
std::optional<int> major_of_extra(const std::string& extra);
// The CUDA release a cudarc feature names ("cuda-11080" -> 11.8), or nullopt.
std::optional<Version> cudarc_feature_release(const std::string& feature);
// conda packages whose version numbers are CUDA releases (cuda-version 12.4, cudatoolkit 11.8.0,
// pytorch-cuda 12.1, the toolkit metapackage cuda 11.7.1, the nvidia channel's cuda-toolkit and
// cuda-nvcc 12.4.131): a range of them that admits no release of the toolkit's major installs
// another major's CUDA.
bool conda_versions_are_cuda_releases(const std::string& name);
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
