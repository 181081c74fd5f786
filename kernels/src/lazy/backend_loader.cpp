// The core library's side of lazy loading: kernels.h's cuda:: functions, forwarded to the CUDA
// backend module chosen on first use. Nothing here links a CUDA library; libcuda.so.1 is dlopened
// only to ask the driver which CUDA major it supports.
//
// The choice, made once:
//   1. CUDACOMPAT_BACKEND=cpu|cuda12|cuda13 decides, when set;
//   2. otherwise the driver: no libcuda.so.1, or one without cuDriverGetVersion, means the CPU;
//   3. the backends next to the core (libcudacompat_kernels_cuda<major>.so, in the core's directory
//      or its cudacompat-kernels/ subdirectory), newest major first, each no newer than the driver's;
//   4. the first one that loads (its CUDA runtime resolves through its RUNPATH, LD_LIBRARY_PATH or
//      the system, with every symbol: RTLD_NOW, so a runtime too old for it fails here, not later)
//      and has the table's ABI.
// Falling back to the CPU prints why on stderr, once per process.
#include <dlfcn.h>
#include <elf.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <regex>
#include <string>
#include <vector>

#include "backend_loader.h"
#include "backend_table.h"

namespace cudacompat::kernels::detail {
namespace {

struct Candidate {
  int major = 0;
  std::filesystem::path path;
};

struct Choice {
  const BackendTable* table = nullptr;
  std::string name = "cpu";  // "cuda13"
  std::string reason;        // why this backend, or why not CUDA
};

std::string dl_error() {
  const char* text = dlerror();
  return text ? text : "unknown dlopen error";
}

std::filesystem::path core_directory() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&core_directory), &info) == 0 || !info.dli_fname) return {};
  std::error_code error;
  auto path = std::filesystem::canonical(info.dli_fname, error);
  return error ? std::filesystem::path(info.dli_fname).parent_path() : path.parent_path();
}

std::vector<Candidate> installed_backends() {
  static const std::regex name(R"(libcudacompat_kernels_cuda([0-9]+)\.so)");
  std::vector<Candidate> found;
  std::filesystem::path core = core_directory();
  for (const auto& directory : {core, core / "cudacompat-kernels"}) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(directory, error)) {
      std::smatch match;
      std::string file = entry.path().filename().string();
      if (std::regex_match(file, match, name)) found.push_back({std::stoi(match[1]), entry.path()});
    }
  }
  std::sort(found.begin(), found.end(), [](const Candidate& a, const Candidate& b) { return a.major > b.major; });
  return found;
}

// The CUDA version the driver supports (12080 for 12.8), or 0 with `why` set.
int driver_cuda_version(std::string* why) {
  void* libcuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!libcuda) {
    *why = "no NVIDIA driver: libcuda.so.1 could not be loaded (" + dl_error() + ")";
    return 0;
  }
  using GetVersion = int (*)(int*);
  auto get_version = reinterpret_cast<GetVersion>(dlsym(libcuda, "cuDriverGetVersion"));
  if (!get_version) {
    *why = "libcuda.so.1 has no cuDriverGetVersion (" + dl_error() + "): not a usable NVIDIA driver";
    return 0;
  }
  int version = 0;
  if (get_version(&version) != 0 || version <= 0) {
    *why = "cuDriverGetVersion failed: the NVIDIA driver does not answer";
    return 0;
  }
  return version;  // libcuda stays loaded: the backend's runtime needs it anyway
}

std::string version_text(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

// Why `path` is not a whole 64-bit ELF object, or "" when it is. dlopen maps a truncated file's
// segments past its end and the process dies of SIGBUS on first touch, so this is checked first.
std::string elf_problem(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::error_code error;
  auto size = std::filesystem::file_size(path, error);
  Elf64_Ehdr header{};
  if (error || !file.read(reinterpret_cast<char*>(&header), sizeof header)) return "it is shorter than an ELF header";
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64)
    return "it is not a 64-bit ELF file";
  if (header.e_phentsize != sizeof(Elf64_Phdr) ||
      header.e_phoff + std::uint64_t{header.e_phnum} * sizeof(Elf64_Phdr) > size)
    return "its program headers lie outside the file";
  for (int i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment{};
    file.seekg(static_cast<std::streamoff>(header.e_phoff + i * sizeof(Elf64_Phdr)));
    if (!file.read(reinterpret_cast<char*>(&segment), sizeof segment)) return "its program headers cannot be read";
    if (segment.p_type == PT_LOAD && segment.p_offset + segment.p_filesz > size)
      return "a segment ends at byte " + std::to_string(segment.p_offset + segment.p_filesz) + " of a file of " +
             std::to_string(size) + " (truncated)";
  }
  return "";
}

// Loads one backend, or says why not.
const BackendTable* load(const Candidate& candidate, std::string* why) {
  if (std::string problem = elf_problem(candidate.path); !problem.empty()) {
    *why = candidate.path.filename().string() + " could not be loaded (" + problem + ")";
    return nullptr;
  }
  void* module = dlopen(candidate.path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!module) {
    *why = candidate.path.filename().string() + " could not be loaded (" + dl_error() + ")";
    return nullptr;
  }
  using Entry = const BackendTable* (*)();
  auto entry = reinterpret_cast<Entry>(dlsym(module, "cudacompat_kernels_backend_v1"));
  const BackendTable* table = entry ? entry() : nullptr;
  if (!table || table->abi != kBackendAbi) {
    *why = candidate.path.filename().string() + " is not a backend of this library (its ABI is " +
           (table ? std::to_string(table->abi) : std::string("missing")) + ", needed " + std::to_string(kBackendAbi) +
           ")";
    dlclose(module);
    return nullptr;
  }
  return table;
}

Choice choose() {
  Choice choice;
  const char* override_value = std::getenv("CUDACOMPAT_BACKEND");
  std::string wanted = override_value ? override_value : "";
  if (wanted == "cpu") {
    choice.reason = "CUDACOMPAT_BACKEND=cpu";
    return choice;
  }
  int wanted_major = 0;
  if (!wanted.empty()) {
    static const std::regex cuda(R"(cuda([0-9]+))");
    std::smatch match;
    if (!std::regex_match(wanted, match, cuda)) {
      choice.reason = "CUDACOMPAT_BACKEND=" + wanted + " is none of cpu, cuda12, cuda13";
      return choice;
    }
    wanted_major = std::stoi(match[1]);
  }
  std::vector<Candidate> candidates = installed_backends();
  if (candidates.empty()) {
    choice.reason = "no CUDA backend (libcudacompat_kernels_cuda<major>.so) is installed next to the library in " +
                    core_directory().string();
    return choice;
  }
  std::string driver_why;
  int driver = driver_cuda_version(&driver_why);
  std::vector<std::string> refusals;
  for (const auto& candidate : candidates) {
    std::string name = "cuda" + std::to_string(candidate.major);
    if (wanted_major && candidate.major != wanted_major) continue;
    // The driver's major limits the backends, unless one is asked for by name: then it is loaded
    // and its runtime says what it thinks of the driver (device_count's error).
    if (!wanted_major) {
      if (!driver) {
        choice.reason = driver_why;
        return choice;
      }
      if (candidate.major > driver / 1000) {
        refusals.push_back(name + " needs a driver for CUDA " + std::to_string(candidate.major) +
                           ", this one supports CUDA " + version_text(driver));
        continue;
      }
    }
    std::string why;
    if (const BackendTable* table = load(candidate, &why)) {
      choice.table = table;
      choice.name = name;
      choice.reason = name + " backend (" + candidate.path.string() + ", built with CUDA " +
                      version_text(table->cuda_version) + ")" +
                      (wanted_major ? ", as CUDACOMPAT_BACKEND asks"
                                    : ", the newest the driver (CUDA " + version_text(driver) + ") supports");
      return choice;
    }
    refusals.push_back(why);
  }
  if (wanted_major && refusals.empty())
    refusals.push_back("CUDACOMPAT_BACKEND=" + wanted + ", but no libcudacompat_kernels_" + wanted +
                       ".so is installed in " + core_directory().string());
  std::string joined;
  for (const auto& refusal : refusals) joined += (joined.empty() ? "" : "; ") + refusal;
  choice.reason = joined;
  return choice;
}

const Choice& chosen() {
  static std::once_flag once;
  static Choice choice;
  std::call_once(once, [] {
    choice = choose();
    if (!choice.table) std::fprintf(stderr, "cudacompat_kernels: using the CPU: %s\n", choice.reason.c_str());
  });
  return choice;
}

const BackendTable* backend(std::string* error) {
  const Choice& choice = chosen();
  if (!choice.table && error) *error = choice.reason;
  return choice.table;
}

}  // namespace

std::string loaded_backend(std::string* why) {
  const Choice& choice = chosen();
  if (why) *why = choice.reason;
  return choice.name;
}

}  // namespace cudacompat::kernels::detail

// kernels.h's cuda:: functions in the core: the chosen backend's, or "no device" with the reason.
namespace cudacompat::kernels::cuda {

using detail::backend;

int device_count(std::string* error) {
  const auto* table = backend(error);
  if (!table) return 0;
  std::string why;
  int count = table->device_count(&why);
  if (count == 0) {  // a backend loaded, but its runtime finds no device: the CPU, said once
    static std::once_flag once;
    std::call_once(once, [&] { std::fprintf(stderr, "cudacompat_kernels: using the CPU: %s\n", why.c_str()); });
  }
  if (error) *error = why;
  return count;
}

// The chosen backend's implementation of `member`, or false with the reason when there is none.
template <class Member, class... Args>
bool forward(Member detail::BackendTable::*member, std::string* error, Args... args) {
  const auto* table = backend(error);
  return table && (table->*member)(args..., error);
}

bool axpy(float a, const float* x, float* y, std::size_t n, std::string* error) {
  return forward(&detail::BackendTable::axpy, error, a, x, y, n);
}

bool sum(const float* x, std::size_t n, double* result, std::string* error) {
  return forward(&detail::BackendTable::sum, error, x, n, result);
}

bool axpy_managed(float a, const float* x, float* y, std::size_t n, std::string* error) {
  return forward(&detail::BackendTable::axpy_managed, error, a, x, y, n);
}

bool axpy_then_sum(float a, const float* x, float* y, std::size_t n, double* result, std::string* error) {
  return forward(&detail::BackendTable::axpy_then_sum, error, a, x, y, n, result);
}

bool axpy_bf16(float a, const float* x, float* y, std::size_t n, std::string* error) {
  return forward(&detail::BackendTable::axpy_bf16, error, a, x, y, n);
}

bool max_value(const float* x, std::size_t n, float* result, std::string* error) {
  return forward(&detail::BackendTable::max_value, error, x, n, result);
}

bool normal_pdf(const float* x, float* out, std::size_t n, std::string* error) {
  return forward(&detail::BackendTable::normal_pdf, error, x, out, n);
}

bool device_clocks(int device, DeviceClocks* clocks, std::string* error) {
  return forward(&detail::BackendTable::device_clocks, error, device, clocks);
}

}  // namespace cudacompat::kernels::cuda

// device.h in the core: the chosen backend's, or false with the reason when there is none.
namespace cudacompat::kernels::device {

using cuda::forward;

bool axpy(float a, const float* x, float* y, std::size_t n, Stream stream, std::string* error) {
  return forward(&detail::BackendTable::device_axpy, error, a, x, y, n, stream);
}

bool sum_workspace_bytes(std::size_t n, std::size_t* bytes, std::string* error) {
  return forward(&detail::BackendTable::device_sum_workspace_bytes, error, n, bytes);
}

bool sum(const float* x, std::size_t n, double* result, void* workspace, std::size_t workspace_bytes, Stream stream,
         std::string* error) {
  return forward(&detail::BackendTable::device_sum, error, x, n, result, workspace, workspace_bytes, stream);
}

bool max_value_workspace_bytes(std::size_t n, std::size_t* bytes, std::string* error) {
  return forward(&detail::BackendTable::device_max_value_workspace_bytes, error, n, bytes);
}

bool max_value(const float* x, std::size_t n, float* result, void* workspace, std::size_t workspace_bytes,
               Stream stream, std::string* error) {
  return forward(&detail::BackendTable::device_max_value, error, x, n, result, workspace, workspace_bytes, stream);
}

}  // namespace cudacompat::kernels::device
