// The CUDA requirement rules the audit and `pin --check` share (tool/requirements/cuda_rules.cpp):
// which packages need a ceiling of their own, which install the same files, which count toward
// mixed majors, and the majors extras and groups are named for.
#include <gtest/gtest.h>

#include "requirements/cuda_rules.h"
#include "requirements_test_support.h"

namespace cudacompat::requirements {
namespace {

// The rules the audit and `pin --check` share (requirements/cuda_rules.h), with the facts a CUDA 13
// major whose NVIDIA wheels are unsuffixed would give.
PackageFacts cuda13_facts() {
  PackageFacts facts;
  ReleasePackages release;
  release.cuda = *Version::parse("13.0");
  release.wheels["cublas"].package = "nvidia-cublas";
  release.wheels["cudart"].package = "nvidia-cuda-runtime";
  facts.releases.push_back(release);
  MajorPackages major;
  major.major = 13;
  major.nvidia_wheels_suffixed = false;
  facts.majors.push_back(major);
  return facts;
}

TEST(CudaRules, OnlyPackagesWhoseVersionsFollowCudasNeedACeilingOfTheirOwn) {
  const PackageFacts facts = cuda13_facts();
  for (const char* name : {"cuda-python", "cuda-bindings", "cuda-toolkit", "nvidia-cublas"})
    EXPECT_TRUE(needs_own_ceiling(name, Ecosystem::kPython, facts)) << name;
  for (const char* name :
       {"nvidia-cublas-cu12", "cupy-cuda13x", "cupy", "torch", "jax", "jax-cuda12-plugin", "rmm-cu12"})
    EXPECT_FALSE(needs_own_ceiling(name, Ecosystem::kPython, facts)) << name;
  EXPECT_TRUE(needs_own_ceiling("cuda-version", Ecosystem::kConda, facts));
  EXPECT_TRUE(needs_own_ceiling("cudarc", Ecosystem::kCargo, facts));
}

TEST(CudaRules, Cuda12AndCuda13NvidiaWheelsInstallDifferentFilesButCu11AndCu12TheSame) {
  const PackageFacts facts = cuda13_facts();
  auto family = [&](const char* name) { return install_family(name, Ecosystem::kPython, facts); };
  EXPECT_NE(family("nvidia-cublas-cu12"), family("nvidia-cublas"));
  EXPECT_EQ(family("nvidia-cublas-cu11"), family("nvidia-cublas-cu12"));
  EXPECT_EQ(family("cupy"), family("cupy-cuda12x"));
  EXPECT_EQ(family("cupy-cuda11x"), family("cupy-cuda12x"));
  EXPECT_EQ(family("jax-cuda12-plugin"), "");
  EXPECT_EQ(family("numpy"), "");
}

TEST(CudaRules, NvidiaComponentWheelsDoNotCountTowardMixedMajors) {
  const PackageFacts facts = cuda13_facts();
  EXPECT_FALSE(counts_toward_mixed_majors("nvidia-cublas-cu12", Ecosystem::kPython, facts));
  EXPECT_FALSE(counts_toward_mixed_majors("nvidia-cublas", Ecosystem::kPython, facts));
  EXPECT_TRUE(counts_toward_mixed_majors("cupy-cuda12x", Ecosystem::kPython, facts));
  EXPECT_TRUE(counts_toward_mixed_majors("rmm-cu13", Ecosystem::kPython, facts));
}

TEST(CudaRules, AnExtraOrGroupNamedForAMajorIsAnAlternativeForIt) {
  testing::expect_majors(group_major, {{"cu12", 12},
                                       {"cuda13", 13},
                                       {"cuda-12", 12},
                                       {"cuda12x", 12},
                                       {"cuda_12", 12},
                                       {"sysctk13", 13},
                                       {"sysctk12-distributed", 12}});
  for (const char* group : {"gpu", "ctk123", "test", ""}) EXPECT_EQ(group_major(group), std::nullopt) << group;
}

TEST(CudaRules, AnExtraNamedForAMajorAtEitherEndOfAWordIsAnAlternativeForIt) {
  // unsloth's extras: the major first, then a word; or a word, then the major.
  testing::expect_majors(group_major, {{"cu118onlytorch280", 11},
                                       {"cu121onlytorch211", 12},
                                       {"cu124-ampere-torch250", 12},
                                       {"flashattentiontorch260abiFALSEcu12x", 12}});
  for (const char* extra : {"colab-ampere-torch220", "intelgputorch260", "rocm702-torch280"})
    EXPECT_EQ(group_major(extra), std::nullopt) << extra;
}

}  // namespace
}  // namespace cudacompat::requirements
