// A package's declared dependencies as the package checks read them: which CUDA component each
// provides, for which majors, and whether its range has the ceiling it needs, for wheels, conda
// packages and .debs, against the knowledge base's package facts.
#include "audit/package_dependencies.h"

#include <gtest/gtest.h>

#include "knowledge/knowledge_base.h"

namespace cudacompat::audit {
namespace {

const PackageFacts& facts() { return KnowledgeBase::embedded().packages(); }

std::vector<CudaDependency> read(const PackageMetadata& metadata) { return cuda_dependencies(metadata, facts()); }

TEST(DebianPackageOfSoname, IsTheLowerCaseNameWithTheSonameVersionAndADashAfterADigit) {
  EXPECT_EQ(debian_package_of_soname("libcudart.so.12"), "libcudart12");
  EXPECT_EQ(debian_package_of_soname("libnvrtc.so.11.2"), "libnvrtc11.2");
  EXPECT_EQ(debian_package_of_soname("libnvJitLink.so.13"), "libnvjitlink13");
  EXPECT_EQ(debian_package_of_soname("libfoo2.so.1"), "libfoo2-1");  // policy 8.1
  EXPECT_EQ(debian_package_of_soname("libcuda.so"), "");             // no version: no package name
}

TEST(CudaDependencies, AWheelsNvidiaWheelsAreTheirComponentOfTheMajorsThatShipThem) {
  PackageMetadata wheel;
  wheel.requires_dist = {"numpy>=1.24", "nvidia-cuda-runtime-cu12>=12.4", "nvidia-nccl-cu12"};
  const auto dependencies = read(wheel);
  ASSERT_EQ(dependencies.size(), 2u) << "numpy is not about CUDA";
  const CudaDependency& runtime = dependencies[0];
  EXPECT_EQ(runtime.text, "nvidia-cuda-runtime-cu12>=12.4");
  EXPECT_EQ(runtime.components, std::set<std::string>{"cudart"});
  EXPECT_EQ(runtime.majors, std::set<int>{12});
  EXPECT_TRUE(runtime.says_major);
  EXPECT_FALSE(runtime.has_ceiling.has_value()) << "-cu12 fixes the major: no ceiling of its own is judged";
  EXPECT_EQ(runtime.ceiling_hint, "<13");
  // A suffixed wheel the knowledge base does not list: its middle part, the suffix's major.
  const CudaDependency& nccl = dependencies[1];
  EXPECT_EQ(nccl.components, std::set<std::string>{"nccl"});
  EXPECT_EQ(nccl.majors, std::set<int>{12});
}

TEST(CudaDependencies, AnUnsuffixedCuda13WheelAndCudaToolkitNeedACeilingOfTheirOwn) {
  PackageMetadata wheel;
  wheel.requires_dist = {"nvidia-cuda-runtime>=13.0", "cuda-toolkit[cublas,CUFFT]==12.*"};
  const auto dependencies = read(wheel);
  ASSERT_EQ(dependencies.size(), 2u);
  const CudaDependency& runtime = dependencies[0];
  EXPECT_EQ(runtime.majors, std::set<int>{13});
  ASSERT_TRUE(runtime.has_ceiling.has_value());
  EXPECT_FALSE(*runtime.has_ceiling);
  EXPECT_EQ(runtime.ceiling_hint, "<14");
  const CudaDependency& toolkit = dependencies[1];
  EXPECT_EQ(toolkit.name, "cuda-toolkit");
  EXPECT_EQ(toolkit.components, (std::set<std::string>{"cublas", "cufft"}));  // extras, lower-cased
  EXPECT_EQ(toolkit.majors, std::set<int>{12});                               // the metapackage versions ==12.* admits
  ASSERT_TRUE(toolkit.has_ceiling.has_value());
  EXPECT_TRUE(*toolkit.has_ceiling);
}

TEST(CudaDependencies, ACondaComponentTakesTheMajorsItsCudaVersionPinAllows) {
  PackageMetadata conda;
  conda.kind = PackageKind::kConda;
  conda.conda_depends = {"cuda-version >=12,<13", "libcublas", "python >=3.10"};
  conda.conda_constrains = {"libcufft >=11"};
  const auto dependencies = read(conda);
  ASSERT_EQ(dependencies.size(), 2u) << "python is not about CUDA; a constrained component is not installed";
  const CudaDependency& version = dependencies[0];
  EXPECT_EQ(version.name, "cuda-version");
  EXPECT_TRUE(version.constraint_only);
  EXPECT_EQ(version.majors, std::set<int>{12});
  EXPECT_EQ(version.has_ceiling, std::optional<bool>(true));
  const CudaDependency& cublas = dependencies[1];
  EXPECT_EQ(cublas.components, std::set<std::string>{"cublas"});
  EXPECT_EQ(cublas.majors, std::set<int>{12});
  EXPECT_EQ(cublas.has_ceiling, std::optional<bool>(false));  // conda's libcublas needs one of its own
}

TEST(CudaDependencies, ADebsLibraryPackagesFixTheMajorByNameAndOthersNeedACeiling) {
  PackageMetadata deb;
  deb.kind = PackageKind::kDeb;
  deb.depends = {{{"libcudart12", "", ">=", "12.4"}},
                 {{"cuda-cudart-12-4", "", "", ""}},
                 {{"libc6", "", ">=", "2.34"}},
                 {{"nvidia-cuda-toolkit", "", ">=", "12.0~"}}};
  const auto dependencies = read(deb);
  ASSERT_EQ(dependencies.size(), 3u) << "libc6 is not about CUDA";
  EXPECT_EQ(dependencies[0].text, "libcudart12 (>= 12.4)");
  EXPECT_EQ(dependencies[0].components, std::set<std::string>{"cudart"});
  EXPECT_EQ(dependencies[0].majors, std::set<int>{12});
  EXPECT_FALSE(dependencies[0].has_ceiling.has_value());
  EXPECT_EQ(dependencies[1].components, std::set<std::string>{"cudart"});  // NVIDIA's repository's name
  EXPECT_EQ(dependencies[1].majors, std::set<int>{12});
  EXPECT_FALSE(dependencies[1].has_ceiling.has_value());
  const CudaDependency& toolkit = dependencies[2];
  EXPECT_TRUE(toolkit.majors.empty()) << "nvidia-cuda-toolkit is every release's";
  EXPECT_FALSE(toolkit.says_major);
  EXPECT_EQ(toolkit.has_ceiling, std::optional<bool>(false));
  EXPECT_EQ(toolkit.ceiling_hint, "<< 13");
}

TEST(CudaDependencies, NvidiasAllComponentsDebsStandForEveryComponentOfTheirMajor) {
  PackageMetadata deb;
  deb.kind = PackageKind::kDeb;
  deb.depends = {{{"cuda-runtime-13-0", "", "", ""}}};
  const auto dependencies = read(deb);
  ASSERT_EQ(dependencies.size(), 1u);
  EXPECT_TRUE(dependencies[0].all_components);
  EXPECT_EQ(dependencies[0].majors, std::set<int>{13});
}

}  // namespace
}  // namespace cudacompat::audit
