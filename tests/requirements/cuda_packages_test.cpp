// What a package's name says about its CUDA major (tool/requirements/cuda_packages.h): the suffixes of
// NVIDIA's, CuPy's and JAX's wheel names, read whole.
#include <gtest/gtest.h>

#include "requirements/cuda_packages.h"
#include "requirements_test_support.h"

namespace cudacompat::requirements {
namespace {

int major_of(const std::string& name) {
  static const PackageFacts no_facts;
  return cuda_major_of_name(name, Ecosystem::kPython, no_facts).value_or(-1);
}

TEST(PackageMajors, ReadsTheMajorAfterTheLastDashCuOfAnNvidiaWheel) {
  testing::expect_majors(major_of, {{"nvidia-cublas-cu12", 12},
                                    {"nvidia-cuda-runtime-cu11", 11},
                                    {"nvidia--cu12", 12},
                                    {"nvidia-a-cu12-cu11", 11},
                                    {"nvidia-a-cu012", 12},
                                    {"nvidia-a b-cu13", 13}});
  for (const char* name : {"nvidia-x-cu", "nvidia-a-cu1-2", "nvidia-a-cu12\n", "nvidia-a-CU12", "nvidia-a-cu"})
    EXPECT_EQ(major_of(name), -1) << name;
}

TEST(PackageMajors, ReadsNoMajorFromANumberTooLargeForAnIntInsteadOfThrowing) {
  EXPECT_EQ(major_of("nvidia-x-cu99999999999"), -1);
  EXPECT_EQ(major_of("jax-cuda99999999999-plugin"), -1);
  EXPECT_EQ(major_of("cupy-cuda99999999999x"), 99);  // the first two of three or more digits, as before
}

TEST(PackageMajors, ReadsCupysMajorFromTheFirstTwoOfThreeOrMoreDigits) {
  testing::expect_majors(
      major_of,
      {{"cupy-cuda12x", 12}, {"cupy-cuda110", 11}, {"cupy-cuda11", 11}, {"cupy-cuda1", 1}, {"cupy-cuda1234x", 12}});
  for (const char* name :
       {"cupy-cuda12xx", "cupy-cudax", "cupy-cuda", "cupy-cuda12X", "cupy-cuda-12x", "cupy-cuda12x\n"})
    EXPECT_EQ(major_of(name), -1) << name;
}

TEST(PackageMajors, ReadsJaxsMajorOnlyFromPluginAndPjrtWheels) {
  EXPECT_EQ(major_of("jax-cuda12-plugin"), 12);
  EXPECT_EQ(major_of("jax-cuda13-pjrt"), 13);
  for (const char* name : {"jax-cuda-plugin", "jax-cuda12_plugin"}) EXPECT_EQ(major_of(name), -1) << name;
}

// rapids-build-backend names every RAPIDS wheel -cu{major} (rmm-cu12, pylibraft-cu13): any
// distribution with a segment of its own naming a major is built for that major.
TEST(PackageMajors, ReadsTheMajorOfAnyDistributionWithASegmentNamingIt) {
  testing::expect_majors(major_of, {{"rmm-cu12", 12},
                                    {"librmm-cu13", 13},
                                    {"cuquantum-python-cu11", 11},
                                    {"jax-cuda12", 12},
                                    {"torch-cu124", 12},
                                    {"nvidia-a-cu12x", 12}});
  for (const char* name : {"cuda-python", "cuda-bindings", "cudf", "cupy", "pycuda", "cucim", "nvidia-cu", "rmm-cu1",
                           "rmm-cu1234", "rmm-cu12y", "rmm_cu12"})
    EXPECT_EQ(major_of(name), -1) << name;
  EXPECT_EQ(major_named_by("libcudacompat-kernels-cu12"), 12);  // any package world: a .deb's name too
}

TEST(PackageMajors, ReadsNoMajorFromNamesOutsidePython) {
  EXPECT_FALSE(cuda_major_of_name("nvidia-cublas-cu12", Ecosystem::kConda, PackageFacts{}));
  EXPECT_FALSE(cuda_major_of_name("cupy-cuda12x", Ecosystem::kCargo, PackageFacts{}));
}

int build_major(std::optional<CudaBuild> build) { return build ? build->major : -1; }

TEST(CudaBuilds, ALocalVersionLabelNamesItsCudaBuildOnAnyPackage) {
  EXPECT_EQ(build_major(cuda_build_of_version("==0.18.0+cu121")), 12);
  EXPECT_EQ(cuda_build_of_version("==0.18.0+cu121")->minor, 1);
  EXPECT_EQ(build_major(cuda_build_of_version("==2.1.2+pt24cu121")), 12);                      // PyG
  EXPECT_EQ(build_major(cuda_build_of_version("==0.4.28+cuda12.cudnn89")), 12);                // jaxlib
  EXPECT_EQ(build_major(cuda_build_of_version("2.7.4.post1+cu12torch2.6cxx11abiFALSE")), 12);  // flash-attn
  EXPECT_EQ(cuda_build_of_version("2.7.4.post1+cu12torch2.6cxx11abiFALSE")->minor, std::nullopt);
  for (const char* none : {"==2.6.0+xpu", "==2.8.0+rocm7.0.2", "==2.1.0+cpu", "==1.0", ">=2.1", "==1.0+abcu12"})
    EXPECT_EQ(build_major(cuda_build_of_version(none)), -1) << none;
}

TEST(CudaBuilds, AUrlNamesItsBuildInTheFileNameOrAPathSegment) {
  EXPECT_EQ(build_major(cuda_build_of_url(
                "https://download.pytorch.org/whl/cu118/xformers-0.0.23%2Bcu118-cp39-cp39-manylinux2014_x86_64.whl")),
            11);
  // unsloth's cu118onlytorch280 extra: the path says CUDA 12.6, the file name nothing.
  EXPECT_EQ(build_major(cuda_build_of_url(
                "https://download.pytorch.org/whl/cu126/xformers-0.0.32.post2-cp39-abi3-manylinux_2_28_x86_64.whl")),
            12);
  EXPECT_EQ(build_major(cuda_build_of_url("https://data.pyg.org/whl/torch-2.4.0+cu121.html")), 12);
  EXPECT_EQ(build_major(cuda_build_of_url("https://download.pytorch.org/whl/cu130")), 13);
  EXPECT_EQ(build_major(cuda_build_of_url("https://download.pytorch.org/whl/xpu/torch-2.6.0%2Bxpu-cp39.whl")), -1);
  EXPECT_EQ(build_major(cuda_build_of_url("https://github.com/org/cuda-tools/archive/main.zip")), -1);
}

TEST(CudaBuilds, OnlyIndexesThatPublishPerCudaBuildsDecideAnUntaggedRequirementsBuild) {
  EXPECT_TRUE(index_serves_cuda_builds_of("https://download.pytorch.org/whl/cu130", "torchvision"));
  EXPECT_FALSE(index_serves_cuda_builds_of("https://download.pytorch.org/whl/cu130", "numpy"));
  EXPECT_TRUE(index_serves_cuda_builds_of("https://data.pyg.org/whl/torch-2.4.0+cu121.html", "torch-scatter"));
  EXPECT_FALSE(index_serves_cuda_builds_of("https://pypi.nvidia.com", "torch"));
  EXPECT_EQ(major_of_extra("cuda11_cudnn805"), 11);
  EXPECT_EQ(major_of_extra("cuda12"), 12);
  EXPECT_EQ(major_of_extra("ctk"), std::nullopt);
}

TEST(PackageMajors, CondaNamesCarryAMajorAndCondaToolkitNamesAreNumberedByCudaRelease) {
  static const PackageFacts no_facts;
  EXPECT_EQ(cuda_major_of_name("dgl-cuda10.2", Ecosystem::kConda, no_facts), 10);
  EXPECT_EQ(cuda_major_of_name("cuda-version", Ecosystem::kConda, no_facts), std::nullopt);
  EXPECT_EQ(cuda_major_of_name("pytorch-cuda", Ecosystem::kConda, no_facts), std::nullopt);
  EXPECT_TRUE(conda_versions_are_cuda_releases("cudatoolkit"));
  EXPECT_TRUE(conda_versions_are_cuda_releases("pytorch-cuda"));
  EXPECT_TRUE(conda_versions_are_cuda_releases("cuda-nvcc"));
  EXPECT_FALSE(conda_versions_are_cuda_releases("libcublas"));
}

}  // namespace
}  // namespace cudacompat::requirements
