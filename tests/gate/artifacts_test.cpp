// The gate's artifacts (gate/artifacts.h): what a package file's name says (kind, name, version,
// Python tag, machine), which files a directory gives, and how NEW artifacts pair with the last
// release's. Wheel names are read with variant::parse_wheel_name, tested here for what the gate
// takes from them.
#include "gate/artifacts.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "scratch_dir.h"
#include "variant/wheel_files.h"

namespace cudacompat::gate {
namespace {

using testing::ScratchDir;

TEST(WheelName, CarriesItsThreeTagsWithOrWithoutABuildTagOrAVariantLabel) {
  auto plain =
      variant::parse_wheel_name("cuda_python-12.6.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->python_tag, "cp312");
  EXPECT_EQ(plain->abi_tag, "cp312");
  EXPECT_EQ(plain->platform_tag, "manylinux_2_17_x86_64.manylinux2014_x86_64");
  auto built = variant::parse_wheel_name("pkg-1.0-2-py3-none-any.whl");
  ASSERT_TRUE(built);
  EXPECT_EQ(built->python_tag, "py3");
  EXPECT_EQ(built->platform_tag, "any");
  auto labelled = variant::parse_wheel_name("pkg-1.0-7-cp313-abi3-linux_aarch64-cu13.whl");
  ASSERT_TRUE(labelled);
  EXPECT_EQ(labelled->abi_tag, "abi3");
  EXPECT_EQ(labelled->platform_tag, "linux_aarch64");
  EXPECT_EQ(labelled->label, "cu13");
}

TEST(Artifacts, AMissingInputIsAnErrorThatNamesItAndWhatTheOptionTakes) {
  auto artifacts = collect_artifacts({"/nonexistent/x-1.0-py3-none-any.whl"}, "--previous");
  ASSERT_FALSE(artifacts);
  EXPECT_NE(artifacts.error().message.find("--previous /nonexistent/x-1.0-py3-none-any.whl: no such file"),
            std::string::npos);
  EXPECT_NE(artifacts.error().message.find("wheels, .deb files, conda packages"), std::string::npos);
}

TEST(Artifacts, AWheelsMachineIsItsPlatformTagWithoutTheLibcFloorSoANewFloorStillPairs) {
  const auto directory =
      std::filesystem::temp_directory_path() / ("cudacompat-gate-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(directory);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"a-1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "x86_64"},
      {"b-1-cp312-cp312-manylinux2014_aarch64.whl", "aarch64"},
      {"c-1-cp312-cp312-musllinux_1_2_x86_64.whl", "x86_64"},
      {"d-1-py3-none-any.whl", "any"},
      {"e-1-cp312-cp312-win_amd64.whl", "win_amd64"},
      {"libnvvm4_12.4.131~12.4.1-2_amd64.deb", "amd64"},
  };
  for (const auto& [file, machine] : cases) {
    std::ofstream((directory / file).string()).put('x');
    auto artifacts = collect_artifacts({(directory / file).string()}, "NEW");
    ASSERT_TRUE(artifacts) << artifacts.error().message;
    EXPECT_EQ((*artifacts)[0].machine, machine) << file;
  }
  std::filesystem::remove_all(directory);
}

Artifact named(std::string kind, std::string name, std::string python, std::string machine, std::string path) {
  Artifact artifact;
  artifact.kind = std::move(kind);
  artifact.name = std::move(name);
  artifact.python_tag = std::move(python);
  artifact.machine = std::move(machine);
  artifact.path = std::move(path);
  return artifact;
}

TEST(Pairing, PairsByNamePythonTagAndMachineAndSaysWhatIsLeftOnEachSide) {
  std::vector<Artifact> fresh = {named("wheel", "cuda-python", "cp312", "x86_64", "new-312-x86"),
                                 named("wheel", "cuda-python", "cp312", "aarch64", "new-312-arm"),
                                 named("wheel", "cuda-python", "cp313", "x86_64", "new-313-x86")};
  std::vector<Artifact> previous = {named("wheel", "cuda-python", "cp312", "aarch64", "old-312-arm"),
                                    named("wheel", "cuda-python", "cp312", "x86_64", "old-312-x86"),
                                    named("wheel", "cuda-python", "cp311", "x86_64", "old-311-x86")};
  auto pairing = pair_artifacts(fresh, previous);
  ASSERT_TRUE(pairing);
  EXPECT_EQ(pairing->previous[0], 1u);
  EXPECT_EQ(pairing->previous[1], 0u);
  EXPECT_FALSE(pairing->previous[2]);  // cp313 is new: nothing to compare with
  ASSERT_EQ(pairing->dropped.size(), 1u);
  EXPECT_EQ(previous[pairing->dropped[0]].path, "old-311-x86");  // cp311 is no longer built
}

TEST(Pairing, TwoArtifactsOfOneSideWithTheSamePairingAreRefused) {
  std::vector<Artifact> previous = {named("wheel", "x", "cp312", "x86_64", "a"),
                                    named("wheel", "x", "cp312", "x86_64", "b")};
  auto pairing = pair_artifacts({}, previous);
  ASSERT_FALSE(pairing);
  EXPECT_NE(pairing.error().message.find("--previous gives two wheel x cp312 x86_64 artifacts: a and b"),
            std::string::npos);
}

// The artifacts of files named `names`, created empty in `dir` (only the names are read).
std::vector<Artifact> artifacts_named(const ScratchDir& dir, const std::vector<std::string>& names) {
  std::vector<std::string> paths;
  for (const auto& name : names) paths.push_back(dir.write(name, "x").string());
  auto artifacts = collect_artifacts(paths, "NEW");
  EXPECT_TRUE(artifacts) << artifacts.error().message;
  return artifacts ? *artifacts : std::vector<Artifact>{};
}

TEST(Artifacts, EachKindsFileNameGivesItsNameVersionAndMachine) {
  ScratchDir dir;
  auto artifacts = artifacts_named(
      dir, {"Cuda_Python-12.6.0-cp312-cp312-manylinux_2_17_x86_64.whl", "libnvvm4_12.4.131~12.4.1-2_amd64.deb",
            "cuda-nvcc-12.4.131-0.conda", "libcublas-12.6.4.1-h5888daf_1.tar.bz2"});
  ASSERT_EQ(artifacts.size(), 4u);
  EXPECT_EQ(artifacts[0].kind, "wheel");
  EXPECT_EQ(artifacts[0].name, "cuda-python") << "PEP 503-normalized";
  EXPECT_EQ(artifacts[0].version, "12.6.0");
  EXPECT_EQ(artifacts[0].platform_tag, "manylinux_2_17_x86_64");
  EXPECT_EQ(artifacts[0].describe(), "wheel cuda-python cp312 x86_64");
  EXPECT_EQ(artifacts[0].pairing_key(), "wheel|cuda-python|cp312|x86_64");
  EXPECT_EQ(artifacts[1].kind, "deb");
  EXPECT_EQ(artifacts[1].name, "libnvvm4");
  EXPECT_EQ(artifacts[1].version, "12.4.131~12.4.1-2");
  EXPECT_EQ(artifacts[1].describe(), "deb libnvvm4 amd64");
  EXPECT_EQ(artifacts[2].kind, "conda");
  EXPECT_EQ(artifacts[2].name, "cuda-nvcc");
  EXPECT_EQ(artifacts[2].version, "12.4.131");
  EXPECT_EQ(artifacts[2].describe(), "conda cuda-nvcc") << "a conda file name holds no machine";
  EXPECT_EQ(artifacts[3].name, "libcublas");
  EXPECT_EQ(artifacts[3].version, "12.6.4.1");
}

TEST(Artifacts, AFileNameThatDoesNotSayWhatItHoldsIsRefusedSayingWhatTheNameNeeds) {
  ScratchDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"libfoo.deb", "not a Debian package file name: it needs name_version_architecture.deb"},
      {"libfoo_1.0.deb", "not a Debian package file name"},
      {"pkg-1.conda", "not a conda package file name: it needs name-version-build.conda (or .tar.bz2)"},
      {"-1.0.tar.bz2", "not a conda package file name"},
      {"notes.txt", "not a package file name; it takes wheels, .deb files, conda packages"},
  };
  for (const auto& [name, expected] : cases) {
    const std::string path = dir.write(name, "x").string();
    auto artifacts = collect_artifacts({path}, "--previous");
    ASSERT_FALSE(artifacts) << name;
    EXPECT_NE(artifacts.error().message.find("--previous " + path + ": " + expected), std::string::npos)
        << artifacts.error().message;
  }
  auto wheel = collect_artifacts({dir.write("x.whl", "x").string()}, "NEW");
  ASSERT_FALSE(wheel);
  EXPECT_EQ(wheel.error().message.rfind("NEW " + (dir.path() / "x.whl").string() + ": ", 0), 0u)
      << wheel.error().message;
}

TEST(Artifacts, ADirectoryGivesItsPackagesAtAnyDepthInPathOrderAndOneWithNoneIsRefused) {
  ScratchDir dir;
  dir.write("release/sub/b-1.0-py3-none-any.whl", "x");
  dir.write("release/a-1.0-py3-none-any.whl", "x");
  dir.write("release/README.txt", "not a package");
  dir.write("empty/README.txt", "not a package");
  auto artifacts = collect_artifacts({(dir.path() / "release").string()}, "NEW");
  ASSERT_TRUE(artifacts) << artifacts.error().message;
  ASSERT_EQ(artifacts->size(), 2u);
  EXPECT_EQ((*artifacts)[0].name, "a");
  EXPECT_EQ((*artifacts)[1].name, "b");
  EXPECT_EQ((*artifacts)[1].path, (dir.path() / "release/sub/b-1.0-py3-none-any.whl").string());
  auto none = collect_artifacts({(dir.path() / "empty").string()}, "--previous");
  ASSERT_FALSE(none);
  EXPECT_NE(none.error().message.find("the directory holds no package"), std::string::npos) << none.error().message;
}

TEST(Pairing, AVariantWheelPairsOnlyWithTheSameVariantOfTheLastRelease) {
  ScratchDir dir;
  auto fresh =
      artifacts_named(dir, {"pkg-2.0-7-cp313-abi3-linux_aarch64-cu13.whl", "pkg-2.0-cp313-abi3-linux_aarch64.whl"});
  auto previous =
      artifacts_named(dir, {"pkg-1.0-7-cp313-abi3-linux_aarch64-cu12.whl", "pkg-1.0-cp313-abi3-linux_aarch64.whl"});
  ASSERT_EQ(fresh.size(), 2u);
  EXPECT_EQ(fresh[0].machine, "aarch64-cu13");
  auto pairing = pair_artifacts(fresh, previous);
  ASSERT_TRUE(pairing) << pairing.error().message;
  EXPECT_FALSE(pairing->previous[0]) << "cu13 is a new variant";
  EXPECT_EQ(pairing->previous[1], 1u);
  EXPECT_EQ(pairing->dropped, std::vector<std::size_t>{0}) << "cu12 is no longer built";
}

TEST(Pairing, TwoNewArtifactsWithTheSamePairingAreRefusedNamingBoth) {
  std::vector<Artifact> fresh = {named("deb", "libx", "", "amd64", "libx_1_amd64.deb"),
                                 named("deb", "libx", "", "amd64", "libx_2_amd64.deb")};
  auto pairing = pair_artifacts(fresh, {});
  ASSERT_FALSE(pairing);
  EXPECT_EQ(pairing.error().message,
            "NEW gives two deb libx amd64 artifacts: libx_1_amd64.deb and libx_2_amd64.deb; give one release per side");
}

}  // namespace
}  // namespace cudacompat::gate
