// What this machine has for CUDA programs besides the driver (machine_inventory.cpp): CUDA libraries
// from the loader cache, LD_LIBRARY_PATH and NVIDIA's wheels, and the CUDA packages of the Python
// environment, on a tree made here and an interpreter stand-in that answers as python3 does.
#include "doctor/machine_inventory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>

#include "scratch_dir.h"

namespace cudacompat::doctor {
namespace {

const audit::CudaLibraryTable& libraries() {
  static const audit::CudaLibraryTable table = audit::CudaLibraryTable::from_knowledge(KnowledgeBase::embedded());
  return table;
}

// Sets an environment variable for one test, and puts back what was there.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value) {
      ::setenv(name, value, 1);
    } else {
      ::unsetenv(name);
    }
  }
  ~ScopedEnvironment() {
    if (old_) {
      ::setenv(name_, old_->c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

// An "interpreter" that prints `site_packages` for any arguments, as python3 -c "...purelib" does.
std::string interpreter_naming(const cudacompat::testing::ScratchDir& dir, const std::string& site_packages) {
  return dir.write("bin/python3", "#!/bin/sh\necho '" + site_packages + "'\n", true).string();
}

void write_distribution(const cudacompat::testing::ScratchDir& dir, const std::string& site, const std::string& name,
                        const std::string& version) {
  dir.write(site + "/" + name + "-" + version + ".dist-info/METADATA",
            "Metadata-Version: 2.1\nName: " + name + "\nVersion: " + version + "\n\n");
}

const FoundLibrary* found(const MachineInventory& inventory, const std::string& soname) {
  const auto it = std::find_if(inventory.libraries.begin(), inventory.libraries.end(),
                               [&](const FoundLibrary& library) { return library.soname == soname; });
  return it == inventory.libraries.end() ? nullptr : &*it;
}

TEST(FindSitePackages, AsksTheInterpreterForItsPurelib) {
  cudacompat::testing::ScratchDir dir;
  std::string error;
  EXPECT_EQ(find_site_packages(interpreter_naming(dir, "/opt/env/lib/python3.12/site-packages"), error),
            "/opt/env/lib/python3.12/site-packages");
  EXPECT_EQ(error, "");
}

// An interpreter that cannot be run says so; an activated virtual environment still names itself.
TEST(FindSitePackages, FallsBackToTheActivatedVirtualEnvironmentAndElseSaysWhy) {
  cudacompat::testing::ScratchDir dir;
  const std::string missing = (dir.path() / "no-such-python").string();
  {
    ScopedEnvironment no_venv("VIRTUAL_ENV", nullptr);
    std::string error;
    EXPECT_EQ(find_site_packages(missing, error), "");
    EXPECT_EQ(error.rfind(missing + " cannot be run: ", 0), 0u) << error;
  }
  std::filesystem::create_directories(dir.path() / "venv/lib/python3.11/site-packages");
  ScopedEnvironment venv("VIRTUAL_ENV", (dir.path() / "venv").c_str());
  std::string error;
  EXPECT_EQ(find_site_packages(missing, error), (dir.path() / "venv/lib/python3.11/site-packages").string());
  EXPECT_EQ(error, "");
}

// Each CUDA library once per path, with where it was found: the loader cache, LD_LIBRARY_PATH, and
// the lib directories of NVIDIA's wheels in the environment's site-packages.
TEST(TakeInventory, FindsCudaLibrariesInTheCacheLdLibraryPathAndNvidiaWheels) {
  ScopedEnvironment no_conda("CONDA_PREFIX", nullptr);
  cudacompat::testing::ScratchDir dir;
  const std::string site = "env/lib/python3.12/site-packages";
  dir.write("ldpath/libcudart.so.13", "");
  dir.write("ldpath/libnotcuda.so.1", "");
  dir.write(site + "/nvidia/cublas/lib/libcublas.so.12", "");
  LoaderEnvironment env;
  env.cache = {{"libcufft.so.12", "/usr/lib/libcufft.so.12"},
               {"libc.so.6", "/lib/libc.so.6"},
               {"libcufft.so.12", "/usr/lib/libcufft.so.12"}};
  env.ld_library_path = {(dir.path() / "ldpath").string()};
  InventoryOptions options;
  options.python = interpreter_naming(dir, (dir.path() / site).string());
  const MachineInventory inventory = take_inventory(env, libraries(), KnowledgeBase::embedded(), options);
  ASSERT_EQ(inventory.libraries.size(), 3u);
  const FoundLibrary* cufft = found(inventory, "libcufft.so.12");
  ASSERT_NE(cufft, nullptr);
  EXPECT_EQ(cufft->source, "ld.so.cache");
  EXPECT_EQ(cufft->library, "cufft");
  const FoundLibrary* cudart = found(inventory, "libcudart.so.13");
  ASSERT_NE(cudart, nullptr);
  EXPECT_EQ(cudart->source, "LD_LIBRARY_PATH");
  EXPECT_EQ(cudart->path, (dir.path() / "ldpath/libcudart.so.13").string());
  const FoundLibrary* cublas = found(inventory, "libcublas.so.12");
  ASSERT_NE(cublas, nullptr);
  EXPECT_EQ(cublas->source, "python wheel (nvidia/cublas)");
  EXPECT_EQ(inventory.python.site_packages, (dir.path() / site).string());
}

// The CUDA packages only, by name, each with the major its name or its torch-style version says.
TEST(TakeInventory, ListsTheCudaPackagesOfThePythonEnvironmentWithTheirMajors) {
  ScopedEnvironment no_conda("CONDA_PREFIX", nullptr);
  cudacompat::testing::ScratchDir dir;
  const std::string site = "env/lib/python3.12/site-packages";
  write_distribution(dir, site, "nvidia_cublas_cu12", "12.4.5.8");
  write_distribution(dir, site, "torch", "2.5.1+cu124");
  write_distribution(dir, site, "requests", "2.32.3");
  InventoryOptions options;
  options.python = interpreter_naming(dir, (dir.path() / site).string());
  const MachineInventory inventory = take_inventory({}, libraries(), KnowledgeBase::embedded(), options);
  ASSERT_EQ(inventory.python.packages.size(), 2u);
  EXPECT_EQ(inventory.python.packages[0].name, "nvidia-cublas-cu12");
  EXPECT_EQ(inventory.python.packages[0].version, "12.4.5.8");
  EXPECT_EQ(inventory.python.packages[0].cuda_major, 12);
  EXPECT_EQ(inventory.python.packages[1].name, "torch");
  EXPECT_EQ(inventory.python.packages[1].cuda_major, 12);
}

}  // namespace
}  // namespace cudacompat::doctor
