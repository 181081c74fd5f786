// Fetching --previous and --consumer (gate/fetch_previous.h) without the index: what each
// requirement must look like, which NEW artifacts a release is fetched for, and the cache a later
// run reads instead of asking pip or conda (files found by their names). test_gate.py fetches from
// PyPI for real.
#include "gate/fetch_previous.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>

#include "scratch_dir.h"

namespace cudacompat::gate {
namespace {

using testing::ScratchDir;

// The NEW artifacts of files named `names`, created empty under `dir`/new.
std::vector<Artifact> fresh_named(const ScratchDir& dir, const std::vector<std::string>& names) {
  std::vector<std::string> paths;
  for (const auto& name : names) paths.push_back(dir.write("new/" + name, "x").string());
  auto artifacts = collect_artifacts(paths, "NEW");
  EXPECT_TRUE(artifacts) << artifacts.error().message;
  return artifacts ? *artifacts : std::vector<Artifact>{};
}

// Sets one environment variable for a test's scope, and puts back what was there.
class ScopedVariable {
 public:
  ScopedVariable(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    set(value);
  }
  ~ScopedVariable() { set(old_ ? old_->c_str() : nullptr); }
  ScopedVariable(const ScopedVariable&) = delete;
  ScopedVariable& operator=(const ScopedVariable&) = delete;

 private:
  void set(const char* value) const {
    if (value)
      ::setenv(name_, value, 1);
    else
      ::unsetenv(name_);
  }
  const char* name_;
  std::optional<std::string> old_;
};

TEST(FetchPrevious, OnlyPypiAndCondaPrefixesAreRequirementsToFetch) {
  EXPECT_TRUE(is_requirement_input("pypi:cuda-python==12.6.0"));
  EXPECT_TRUE(is_requirement_input("conda:conda-forge::cuda-python==12.6.0"));
  EXPECT_FALSE(is_requirement_input("cuda_python-12.6.0-cp312-cp312-linux_x86_64.whl"));
  EXPECT_FALSE(is_requirement_input("PYPI:cuda-python==12.6.0"));
  EXPECT_FALSE(is_requirement_input("dist/pypi:x"));
}

TEST(FetchPrevious, TheCacheIsTheGatesVariableElseXdgCacheHomeElseHome) {
  ScopedVariable gate("CUDACOMPAT_GATE_CACHE", "/c/gate");
  ScopedVariable xdg("XDG_CACHE_HOME", "/c/xdg");
  ScopedVariable home("HOME", "/c/home");
  EXPECT_EQ(previous_cache_directory(), "/c/gate");
  {
    ScopedVariable empty("CUDACOMPAT_GATE_CACHE", "");
    EXPECT_EQ(previous_cache_directory(), "/c/xdg/cudacompat/previous") << "an empty value counts as unset";
    ScopedVariable no_xdg("XDG_CACHE_HOME", nullptr);
    EXPECT_EQ(previous_cache_directory(), "/c/home/.cache/cudacompat/previous");
  }
}

TEST(FetchPrevious, ACachedWheelOfTheSamePythonTagAndMachineIsTakenWithoutAskingTheIndex) {
  ScratchDir dir;
  auto fresh = fresh_named(dir, {"cuda_python-12.6.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
                                 "cuda_python-12.6.1-cp312-cp312-manylinux_2_17_aarch64.whl"});
  const auto x86 = dir.write("cache/cuda_python-12.6.0-cp312-cp312-manylinux_2_17_x86_64.whl", "x");
  const auto arm = dir.write("cache/cuda_python-12.6.0-cp312-cp312-manylinux2014_aarch64.whl", "x");
  dir.write("cache/cuda_python-12.6.0-cp313-cp313-manylinux_2_17_x86_64.whl", "x");  // no cp313 NEW wheel
  dir.write("cache/cuda_python-12.5.0-cp312-cp312-manylinux_2_17_x86_64.whl", "x");  // another version
  auto files = fetch_previous("pypi:Cuda_Python==12.6.0", fresh, (dir.path() / "cache").string());
  ASSERT_TRUE(files) << files.error().message;
  EXPECT_EQ(*files, (std::vector<std::string>{arm.string(), x86.string()})) << "sorted, one per NEW machine";
}

TEST(FetchPrevious, ARequirementThatIsNotOneExactReleaseOfANewWheelIsRefused) {
  ScratchDir dir;
  auto fresh = fresh_named(dir, {"cuda_python-12.6.1-cp312-cp312-linux_x86_64.whl"});
  const std::string cache = (dir.path() / "cache").string();
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"pypi:cuda-python>=12.6", "--previous pypi:cuda-python>=12.6: a release to fetch is pypi:NAME==VERSION"},
      {"pypi:==12.6.0", "a release to fetch is pypi:NAME==VERSION (one exact version, such as pypi:cuda-python"},
      {"pypi:cuda-python[all]==12.6.0", "a release to fetch is pypi:NAME==VERSION"},
      {"pypi:cuda-bindings==12.6.0",
       "--previous pypi:cuda-bindings==12.6.0: no NEW wheel is named cuda-bindings: nothing to pair"},
      {"conda:cuda-python>=12", "a conda release to fetch is conda:CHANNEL::NAME==VERSION"},
      {"conda:::cuda-python==12.6.0", "a conda release to fetch is conda:CHANNEL::NAME==VERSION"},
      {"conda:cuda-python==12.6.0", "no NEW conda package is named cuda-python"},
  };
  for (const auto& [requirement, expected] : cases) {
    auto files = fetch_previous(requirement, fresh, cache);
    ASSERT_FALSE(files) << requirement;
    EXPECT_NE(files.error().message.find(expected), std::string::npos) << files.error().message;
  }
}

TEST(FetchPrevious, ACachedCondaPackageIsFoundInItsChannelsFolderAndADotCondaComesBeforeATarBz2) {
  ScratchDir dir;
  auto fresh = fresh_named(dir, {"cuda-python-12.6.1-py312_0.conda"});
  const auto conda = dir.write("cache/conda/https___conda.example_forge/cuda-python-12.6.0-py312_1.conda", "x");
  dir.write("cache/conda/https___conda.example_forge/cuda-python-12.6.0-py312_0.tar.bz2", "x");
  dir.write("cache/conda/configured-channels/cuda-python-12.6.0-py312_2.conda", "x");
  auto files =
      fetch_previous("conda:https://conda.example/forge::cuda-python==12.6.0", fresh, (dir.path() / "cache").string());
  ASSERT_TRUE(files) << files.error().message;
  EXPECT_EQ(*files, std::vector<std::string>{conda.string()});
  auto configured = fetch_previous("conda:cuda-python==12.6.0", fresh, (dir.path() / "cache").string());
  ASSERT_TRUE(configured) << configured.error().message;
  EXPECT_EQ(configured->front(),
            (dir.path() / "cache/conda/configured-channels/cuda-python-12.6.0-py312_2.conda").string());
}

TEST(FetchConsumers, FilesPassAsGivenAndAPypiConsumerIsFetchedForEveryNewPythonTagWhateverItsLibcFloor) {
  ScratchDir dir;
  const std::vector<std::string> fresh = {
      dir.write("new/pkg-1.0-cp312-cp312-manylinux_2_17_x86_64.whl", "x").string(),
      dir.write("new/pkg-1.0-cp313-cp313-manylinux_2_17_x86_64.whl", "x").string(),
  };
  const auto cp312 = dir.write("cache/rmm_cu12-24.12.0-cp312-cp312-manylinux_2_28_x86_64.whl", "x");
  const auto cp313 = dir.write("cache/rmm_cu12-24.12.0-cp313-cp313-manylinux_2_28_x86_64.whl", "x");
  auto files = fetch_consumers({"mine.whl", "pypi:rmm-cu12==24.12.0"}, fresh, (dir.path() / "cache").string());
  ASSERT_TRUE(files) << files.error().message;
  EXPECT_EQ(*files, (std::vector<std::string>{"mine.whl", cp312.string(), cp313.string()}));
}

TEST(FetchConsumers, ACondaConsumerOrOneWithNoNewWheelToFetchForIsRefused) {
  ScratchDir dir;
  const std::string deb = dir.write("new/libx_1.0_amd64.deb", "x").string();
  auto conda = fetch_consumers({"conda:rmm==24.12"}, {deb}, (dir.path() / "cache").string());
  ASSERT_FALSE(conda);
  EXPECT_NE(conda.error().message.find("--consumer conda:rmm==24.12: consumers are fetched from PyPI"),
            std::string::npos)
      << conda.error().message;
  auto no_wheel = fetch_consumers({"pypi:rmm-cu12==24.12.0"}, {deb}, (dir.path() / "cache").string());
  ASSERT_FALSE(no_wheel);
  EXPECT_NE(no_wheel.error().message.find("--consumer pypi:rmm-cu12==24.12.0: no NEW artifact is a wheel"),
            std::string::npos)
      << no_wheel.error().message;
}

}  // namespace
}  // namespace cudacompat::gate
