#include "doctor/machine_inventory.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "common/files.h"
#include "common/subprocess.h"
#include "pin/readers.h"
#include "requirements/cuda_packages.h"
#include "variant/variant_json.h"

namespace cudacompat::doctor {
namespace {

namespace fs = std::filesystem;

// The library directories NVIDIA's wheels install: nvidia/<component>/lib (CUDA 11 and 12) and
// nvidia/cu13/lib (CUDA 13's one tree).
std::vector<fs::path> wheel_library_dirs(const std::string& site_packages) {
  auto has_lib = [](const fs::path& component) {
    std::error_code error;
    return fs::is_directory(component / "lib", error);
  };
  std::vector<fs::path> dirs = sorted_entries(fs::path(site_packages) / "nvidia", has_lib);
  for (auto& dir : dirs) dir /= "lib";
  return dirs;
}

// The CUDA major of an installed variant wheel, from the variant.json beside its METADATA; none
// where there is none, or it cannot be read (the package is then listed without a major, as before).
std::optional<int> installed_variant_major(const std::string& metadata) {
  const fs::path declared = fs::path(metadata).parent_path() / "variant.json";
  std::error_code error;
  if (!fs::is_regular_file(declared, error)) return std::nullopt;
  auto text = read_text_file(declared);
  if (!text) return std::nullopt;
  auto variants = variant::read_variants_json(*text, declared.string());
  if (!variants || variants->size() != 1) return std::nullopt;
  return variant::tied_cuda_major(variants->front().properties);
}

}  // namespace

std::string find_site_packages(const std::string& interpreter, std::string& error) {
  auto result = run_process({interpreter, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"},
                            std::chrono::seconds(20));
  if (result.ok()) {
    std::string path = result.output;
    while (!path.empty() && (path.back() == '\n' || path.back() == '\r')) path.pop_back();
    if (!path.empty()) return path;
  }
  error = result.started ? fmt::format("{} could not name its site-packages: {}", interpreter,
                                       result.failure.empty() ? result.errors : result.failure)
                         : fmt::format("{} cannot be run: {}", interpreter, result.failure);
  // An activated virtual environment names itself even when its interpreter cannot be run here.
  const std::string venv = environment_variable("VIRTUAL_ENV");
  if (!venv.empty()) {
    std::error_code ignored;
    for (const auto& lib : {"lib", "lib64"}) {
      if (!fs::is_directory(fs::path(venv) / lib, ignored)) continue;
      for (const auto& entry : fs::directory_iterator(fs::path(venv) / lib, ignored)) {
        const fs::path candidate = entry.path() / "site-packages";
        if (entry.path().filename().string().rfind("python3", 0) == 0 && fs::is_directory(candidate, ignored)) {
          error.clear();
          return candidate.string();
        }
      }
    }
  }
  return {};
}

namespace {

// The CUDA libraries found so far, one row per soname and path.
struct LibraryFinder {
  const audit::CudaLibraryTable& table;
  std::vector<FoundLibrary>& found;
  std::set<std::string> seen;  // soname + path

  void add(const std::string& soname, const std::string& library, const std::string& path, const std::string& source) {
    if (!seen.insert(soname + "\n" + path).second) return;
    found.push_back({soname, library, path, source});
  }
  // Every soname of the table that is in `dir`.
  void look_in(const fs::path& dir, const std::string& source) {
    std::error_code error;
    for (const auto& info : table.libraries()) {
      for (const auto& [soname, majors] : info.sonames) {
        if (fs::exists(dir / soname, error)) add(soname, info.name, (dir / soname).string(), source);
      }
    }
  }
};

// An installed package, when it is a CUDA one (or cuda-python, or ours), with the CUDA major its
// name, its torch-style version tag, or its variant.json says.
std::optional<PythonPackage> cuda_package(const pins::Declared& entry, const PackageFacts& facts) {
  if (!requirements::is_cuda_package(entry.name, entry.ecosystem, facts) && entry.name != "cuda-python" &&
      entry.name.rfind("cudacompat-kernels", 0) != 0) {
    return std::nullopt;
  }
  PythonPackage package;
  package.name = entry.name;
  package.version = entry.version;
  package.cuda_major = requirements::cuda_major_of_name(entry.name, entry.ecosystem, facts);
  if (!package.cuda_major) {
    if (auto release = requirements::torch_tag_release(entry.version)) package.cuda_major = release->major;
  }
  // A variant wheel (PEP 825) has no -cuNN in its name: its variant.json says the major.
  if (!package.cuda_major) package.cuda_major = installed_variant_major(entry.file);
  if (!package.cuda_major && entry.name.rfind("cudacompat-kernels-cu", 0) == 0) {
    try {
      package.cuda_major = std::stoi(entry.name.substr(std::string("cudacompat-kernels-cu").size()));
    } catch (const std::exception&) {
    }
  }
  return package;
}

// The CUDA packages installed in `site_packages`, by name.
std::vector<PythonPackage> installed_cuda_packages(const std::string& site_packages, const KnowledgeBase& knowledge) {
  std::vector<PythonPackage> packages;
  auto environment = pins::read_environment(site_packages);
  if (environment) {
    for (const auto& file : *environment) {
      for (const auto& entry : file.entries) {
        if (auto package = cuda_package(entry, knowledge.packages())) packages.push_back(std::move(*package));
      }
    }
  }
  std::sort(packages.begin(), packages.end(),
            [](const PythonPackage& a, const PythonPackage& b) { return a.name < b.name; });
  return packages;
}

}  // namespace

MachineInventory take_inventory(const LoaderEnvironment& env, const audit::CudaLibraryTable& libraries,
                                const KnowledgeBase& knowledge, const InventoryOptions& options) {
  MachineInventory inventory;
  inventory.python.interpreter = options.python;
  inventory.python.site_packages = find_site_packages(options.python, inventory.python.error);

  LibraryFinder finder{libraries, inventory.libraries, {}};
  for (const auto& info : libraries.libraries()) {
    for (const auto& entry : env.cache) {
      if (info.sonames.count(entry.name) != 0) finder.add(entry.name, info.name, entry.path, "ld.so.cache");
    }
  }
  for (const auto& dir : env.ld_library_path) {
    if (!dir.empty()) finder.look_in(dir, "LD_LIBRARY_PATH");
  }
  const std::string conda = environment_variable("CONDA_PREFIX");
  if (!conda.empty()) finder.look_in(fs::path(conda) / "lib", "CONDA_PREFIX");
  if (!inventory.python.site_packages.empty()) {
    for (const auto& dir : wheel_library_dirs(inventory.python.site_packages)) {
      finder.look_in(dir, "python wheel (nvidia/" + dir.parent_path().filename().string() + ")");
    }
    inventory.python.packages = installed_cuda_packages(inventory.python.site_packages, knowledge);
  }
  return inventory;
}

}  // namespace cudacompat::doctor
