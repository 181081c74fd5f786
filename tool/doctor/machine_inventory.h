// What this machine has for CUDA programs besides the driver: the CUDA libraries the loader or a
// Python environment can provide, and the CUDA Python packages installed, with their majors.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "audit/cuda_libraries.h"
#include "doctor/loader_paths.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::doctor {

struct FoundLibrary {
  std::string soname;   // libcudart.so.13
  std::string library;  // cudart
  std::string path;
  std::string source;  // "ld.so.cache", "LD_LIBRARY_PATH", "CONDA_PREFIX", "python wheel nvidia-cuda-runtime"
};

struct PythonPackage {
  std::string name;  // PEP 503-normalized: nvidia-cublas-cu12, torch
  std::string version;
  std::optional<int> cuda_major;
};

struct PythonEnvironment {
  std::string interpreter;
  std::string site_packages;            // empty when it could not be found
  std::string error;                    // why not
  std::vector<PythonPackage> packages;  // the CUDA ones only
};

struct MachineInventory {
  std::vector<FoundLibrary> libraries;
  PythonEnvironment python;
  std::string cache_source;  // where the loader cache was read from
};

struct InventoryOptions {
  std::string python = "python3";  // the interpreter whose environment is read
};

// `env` gives LD_LIBRARY_PATH and the cache; CONDA_PREFIX and VIRTUAL_ENV are read from this
// process's environment.
MachineInventory take_inventory(const LoaderEnvironment& env, const audit::CudaLibraryTable& libraries,
                                const KnowledgeBase& knowledge, const InventoryOptions& options);

// The site-packages of `interpreter` (sysconfig's purelib), else $VIRTUAL_ENV's; empty and
// `error` set when neither answers.
std::string find_site_packages(const std::string& interpreter, std::string& error);

}  // namespace cudacompat::doctor
