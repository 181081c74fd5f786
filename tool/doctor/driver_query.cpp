#include "doctor/driver_query.h"

#include <dlfcn.h>
#include <link.h>

#include <fmt/format.h>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <utility>

#include "findings/findings.h"

namespace cudacompat::doctor {
namespace {

// The driver API's types, declared here: including cuda.h would tie the tool's build to a toolkit.
using CUresult = int;
using CUdevice = int;
constexpr int kComputeCapabilityMajor = 75;  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
constexpr int kComputeCapabilityMinor = 76;  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR

using cuInit_t = CUresult (*)(unsigned int);
using cuDriverGetVersion_t = CUresult (*)(int*);
using cuDeviceGetCount_t = CUresult (*)(int*);
using cuDeviceGet_t = CUresult (*)(CUdevice*, int);
using cuDeviceGetName_t = CUresult (*)(char*, int, CUdevice);
using cuDeviceGetAttribute_t = CUresult (*)(int*, int, CUdevice);
using cuGetErrorName_t = CUresult (*)(CUresult, const char**);

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  if (!in) return {};
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The handle is kept open for the life of the process: unloading a driver library that has
// initialised threads is not safe, and the doctor runs once.
void* open_libcuda(const std::string& name, std::string& error) {
  dlerror();
  void* handle = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* message = dlerror();
    error = message != nullptr ? message : "dlopen failed without a message";
  }
  return handle;
}

std::string loaded_path(void* handle) {
  link_map* map = nullptr;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0 || map == nullptr || map->l_name == nullptr) return {};
  std::error_code error;
  auto real = std::filesystem::canonical(map->l_name, error);
  return error ? std::string(map->l_name) : real.string();
}

class DriverApi {
 public:
  DriverApi(void* handle, DriverInfo& info) : handle_(handle), info_(info) {}

  template <class F>
  F symbol(const char* name) {
    dlerror();
    void* address = dlsym(handle_, name);
    if (address == nullptr) {
      const std::string library = info_.libcuda_path.empty() ? "libcuda.so.1" : info_.libcuda_path;
      info_.problems.push_back(
          findings::diagnostic(findings::FindingCode::kDriverSymbolMissing,
                               fmt::format("libcuda ({}) does not export {}: the driver is broken or not NVIDIA's; "
                                           "reinstall the NVIDIA driver",
                                           library, name),
                               library));
      return nullptr;
    }
    return reinterpret_cast<F>(address);
  }

  // A driver API call that returned an error: a driver-call-failed problem, at the library.
  void failed(std::string message) {
    info_.problems.push_back(
        findings::diagnostic(findings::FindingCode::kDriverCallFailed, std::move(message), info_.libcuda_path));
  }

  std::string error_name(CUresult code) {
    if (!error_name_resolved_) {
      dlerror();
      error_name_ = reinterpret_cast<cuGetErrorName_t>(dlsym(handle_, "cuGetErrorName"));
      error_name_resolved_ = true;
    }
    const char* name = nullptr;
    if (error_name_ != nullptr && error_name_(code, &name) == 0 && name != nullptr) {
      return fmt::format("{} ({})", name, code);
    }
    return fmt::format("error {}", code);
  }

 private:
  void* handle_;
  DriverInfo& info_;
  cuGetErrorName_t error_name_ = nullptr;
  bool error_name_resolved_ = false;
};

// The entry points doctor asks, each null where libcuda does not export it (a problem said once).
struct DriverEntryPoints {
  cuInit_t init;
  cuDriverGetVersion_t get_version;
  cuDeviceGetCount_t get_count;
  cuDeviceGet_t get_device;
  cuDeviceGetName_t get_name;
  cuDeviceGetAttribute_t get_attribute;
};

DriverEntryPoints look_up(DriverApi& api) {
  return {api.symbol<cuInit_t>("cuInit"),
          api.symbol<cuDriverGetVersion_t>("cuDriverGetVersion"),
          api.symbol<cuDeviceGetCount_t>("cuDeviceGetCount"),
          api.symbol<cuDeviceGet_t>("cuDeviceGet"),
          api.symbol<cuDeviceGetName_t>("cuDeviceGetName"),
          api.symbol<cuDeviceGetAttribute_t>("cuDeviceGetAttribute")};
}

// cuDriverGetVersion works before cuInit (and when cuInit fails): the version is still reported.
void ask_version(const DriverEntryPoints& cu, DriverApi& api, DriverInfo& info) {
  if (cu.get_version == nullptr) return;
  int version = 0;
  CUresult result = cu.get_version(&version);
  if (result == 0 && version > 0) {
    info.cuda_version = Version::from_cuda_version_macro(version);
    info.cuda_version_source = "cuDriverGetVersion";
  } else {
    api.failed(fmt::format("cuDriverGetVersion failed: {}", api.error_name(result)));
  }
}

bool ask_init(const DriverEntryPoints& cu, DriverApi& api) {
  if (cu.init == nullptr) return false;
  CUresult result = cu.init(0);
  if (result == 0) return true;
  api.failed(
      fmt::format("cuInit(0) failed: {}: the driver is installed but cannot initialise (kernel module not loaded, "
                  "no device visible to this process, or the user-space library does not match the kernel module)",
                  api.error_name(result)));
  return false;
}

// One GPU's name and compute capability; nullopt when cuDeviceGet fails for it.
std::optional<GpuDevice> ask_gpu(const DriverEntryPoints& cu, DriverApi& api, int index) {
  GpuDevice gpu;
  gpu.index = index;
  CUdevice device = index;
  CUresult result = 0;
  if (cu.get_device != nullptr && (result = cu.get_device(&device, index)) != 0) {
    api.failed(fmt::format("cuDeviceGet({}) failed: {}", index, api.error_name(result)));
    return std::nullopt;
  }
  if (cu.get_name != nullptr) {
    char name[256] = {};
    if ((result = cu.get_name(name, static_cast<int>(sizeof(name) - 1), device)) == 0) {
      gpu.name = name;
    } else {
      api.failed(fmt::format("cuDeviceGetName({}) failed: {}", index, api.error_name(result)));
    }
  }
  if (cu.get_attribute != nullptr) {
    int major = 0, minor = 0;
    CUresult a = cu.get_attribute(&major, kComputeCapabilityMajor, device);
    CUresult b = cu.get_attribute(&minor, kComputeCapabilityMinor, device);
    if (a == 0 && b == 0) {
      gpu.sm = major * 10 + minor;
    } else {
      api.failed(fmt::format("cuDeviceGetAttribute(compute capability, {}) failed: {}", index,
                             api.error_name(a != 0 ? a : b)));
    }
  }
  return gpu;
}

void ask_libcuda(void* handle, DriverInfo& info) {
  DriverApi api(handle, info);
  const DriverEntryPoints cu = look_up(api);
  ask_version(cu, api, info);
  if (!ask_init(cu, api) || cu.get_count == nullptr) return;
  int count = 0;
  if (CUresult result = cu.get_count(&count); result != 0) {
    api.failed(fmt::format("cuDeviceGetCount failed: {}", api.error_name(result)));
    return;
  }
  info.gpus_known = true;
  for (int index = 0; index < count; ++index) {
    if (auto gpu = ask_gpu(cu, api, index)) info.gpus.push_back(std::move(*gpu));
  }
}

}  // namespace

std::optional<Version> parse_proc_driver_version(const std::string& text) {
  static const std::regex pattern(R"(NVRM version:.*?\s([0-9]+\.[0-9]+(\.[0-9]+)?)\s)");
  std::smatch match;
  if (!std::regex_search(text, match, pattern)) return std::nullopt;
  return Version::parse(match[1].str());
}

std::optional<Version> driver_version_from_file_name(const std::string& path) {
  static const std::regex pattern(R"(libcuda\.so\.([0-9]+\.[0-9]+(\.[0-9]+)?)$)");
  std::smatch match;
  if (!std::regex_search(path, match, pattern)) return std::nullopt;
  return Version::parse(match[1].str());
}

std::optional<Version> cuda_supported_by(const KnowledgeBase& knowledge, const Version& driver) {
  return knowledge.cuda_supported_by(driver);
}

std::optional<Version> driver_reporting(const KnowledgeBase& knowledge, const Version& cuda) {
  const ReleaseFacts* release = knowledge.newest_at_or_below(cuda);
  if (release == nullptr) return std::nullopt;
  return KnowledgeBase::first_driver(*release);
}

DriverInfo query_driver(const KnowledgeBase& knowledge, const DriverQueryOptions& options) {
  DriverInfo info;
  const std::string proc = read_text(options.proc_version);
  if (!proc.empty()) {
    info.proc_present = true;
    info.proc_line = proc.substr(0, proc.find('\n'));
    if (auto version = parse_proc_driver_version(proc)) {
      info.driver_version = version;
      info.driver_version_source = options.proc_version;
    }
  }
  if (void* handle = open_libcuda(options.libcuda, info.load_error)) {
    info.libcuda_loaded = true;
    info.libcuda_path = loaded_path(handle);
    if (!info.driver_version) {
      if (auto version = driver_version_from_file_name(info.libcuda_path)) {
        info.driver_version = version;
        info.driver_version_source = "libcuda file name";
      }
    }
    ask_libcuda(handle, info);
  }
  if (!info.cuda_version && info.driver_version) {
    info.cuda_version = cuda_supported_by(knowledge, *info.driver_version);
    if (info.cuda_version) info.cuda_version_source = "knowledge base driver floors";
  }
  return info;
}

}  // namespace cudacompat::doctor
