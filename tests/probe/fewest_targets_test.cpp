// CUDACOMPAT_ARCHS_SHAPE=fewest over the architectures the real toolkits accept: nvcc's own
// --list-gpu-arch listing with the knowledge base's a/f variants (supported_architectures), as the
// probe reads them. Each toolkit is skipped where this machine lacks it (ci/install-toolkits.sh
// installs them under /opt/cudacompat/toolkits).
#include <gtest/gtest.h>

#include <set>

#include "common/gpu_target.h"
#include "common/subprocess.h"
#include "probe/architectures.h"
#include "probe/fewest_targets.h"

namespace cudacompat {
namespace {

using namespace std::chrono_literals;

struct RealToolkit {
  const char* nvcc;
  const char* release;  // as `nvcc --version` says it: "release 13.0"
};
constexpr RealToolkit kCuda130{"/usr/local/cuda/bin/nvcc", "13.0"};
constexpr RealToolkit kCuda124{"/opt/cudacompat/toolkits/cuda-12.4/usr/bin/nvcc", "12.4"};
constexpr RealToolkit kCuda118{"/opt/cudacompat/toolkits/cuda-11.8/usr/bin/nvcc", "11.8"};
constexpr RealToolkit kPipCuda13{"/opt/cudacompat/toolkits/pip-cuda13/nvidia/cu13/bin/nvcc", "13.5"};

// What the real nvcc accepts, or nullopt (the test skips) where this machine lacks that release.
std::optional<SupportedArchitectures> real_supported(const RealToolkit& toolkit) {
  ProcessResult version = run_process({toolkit.nvcc, "--version"}, 20s);
  if (!version.ok() || version.output.find(std::string("release ") + toolkit.release) == std::string::npos)
    return std::nullopt;
  auto supported = supported_architectures(toolkit.nvcc, *Version::parse(toolkit.release), KnowledgeBase::embedded(),
                                           process_environment(), 20s);
  EXPECT_TRUE(supported) << supported.error().message;
  return supported ? std::optional<SupportedArchitectures>(*supported) : std::nullopt;
}

#define REAL_SUPPORTED(name, toolkit)                                           \
  auto name = real_supported(toolkit);                                          \
  if (!name)                                                                    \
    GTEST_SKIP() << "no CUDA " << (toolkit).release << " at " << (toolkit).nvcc \
                 << " (ci/install-toolkits.sh installs it)";

ArchitectureChoice fewest(const std::string& request, const SupportedArchitectures& supported,
                          const std::string& toolkit_name) {
  const Version version = *Version::parse(toolkit_name.substr(5));
  auto why = [&](const std::string& architecture) {
    return why_architecture_is_unsupported(architecture, version, KnowledgeBase::embedded());
  };
  auto choice = choose_architectures(ArchitectureRequest{request, "CUDACOMPAT_ARCHS"}, supported, toolkit_name, why);
  EXPECT_TRUE(choice) << choice.error().message;
  if (!choice) return {};
  shape_fewest_targets(*choice, supported, toolkit_name, why);
  return *choice;
}

bool has_sass(const GpuTarget& t) { return t.kind != GpuCodeKind::kPtx; }
bool has_ptx(const GpuTarget& t) { return t.kind != GpuCodeKind::kSass; }

// The GPUs (the toolkit's plain architectures) a CMake list runs on natively, and through the JIT.
std::set<int> gpus_run(const std::vector<std::string>& cmake_list, const SupportedArchitectures& supported,
                       bool natively) {
  std::set<int> gpus;
  for (const auto& name : supported.names) {
    auto gpu = GpuTarget::parse_cmake(name);
    if (!gpu || gpu->feature != GpuFeature::kNone) continue;
    for (const auto& entry : cmake_list) {
      const GpuTarget t = *GpuTarget::parse_cmake(entry);
      if ((has_sass(t) && sass_runs_on(t, gpu->number())) || (!natively && has_ptx(t) && ptx_runs_on(t, gpu->number())))
        gpus.insert(gpu->number());
    }
  }
  return gpus;
}

TEST(FewestTargets, Cuda13MakesOneFamilyTargetPerMajorAndOnePtxForTheNewest) {
  REAL_SUPPORTED(supported, kCuda130);
  ArchitectureChoice choice = fewest("90;100;103;120;121", *supported, "CUDA 13.0");
  EXPECT_EQ(choice.cmake_list, (std::vector<std::string>{"90-real", "100f-real", "120f-real", "121-virtual"}));
  EXPECT_EQ(choice.sass, (std::vector<std::string>{"sm_90", "sm_100f", "sm_120f"}));
  EXPECT_EQ(choice.ptx, (std::vector<std::string>{"compute_121"}));
  ASSERT_TRUE(choice.shape);
  EXPECT_EQ(choice.shape->asked, (std::vector<std::string>{"90", "100", "103", "120", "121"}));
  EXPECT_EQ(choice.shape->targets_asked, 10);
  EXPECT_EQ(choice.shape->targets_compiled, 4);
  EXPECT_EQ(choice.shape->summary,
            "targets: 10 asked → 4 compiled (sm_100f covers 100, 103; sm_120f covers 120, 121; PTX only for 121)");
  // sm_110 (major 11) was asked for by no entry: it ran only by JIT-compiling compute_90..compute_103.
  EXPECT_EQ(choice.shape->not_covered, (std::vector<std::string>{"sm_110"}));
  for (const auto& adjustment : choice.shape->adjustments)
    EXPECT_EQ(adjustment.find(';'), std::string::npos) << adjustment;  // a CMake list item
}

TEST(FewestTargets, Cuda124HasNoFamilyTargetsSoItsSassStaysAsAskedAndTheReportSaysWhy) {
  REAL_SUPPORTED(supported, kCuda124);
  ArchitectureChoice choice = fewest("80;86;89;90", *supported, "CUDA 12.4");
  EXPECT_EQ(choice.sass, (std::vector<std::string>{"sm_80", "sm_86", "sm_89", "sm_90"}));
  EXPECT_EQ(choice.ptx, (std::vector<std::string>{"compute_90"}));
  ASSERT_TRUE(choice.shape);
  ASSERT_FALSE(choice.shape->adjustments.empty());
  EXPECT_EQ(choice.shape->adjustments[0].rfind("kept sm_80, sm_86, sm_89 as asked: CUDA 12.4 has no family target "
                                               "sm_80f (",
                                               0),
            0u)
      << choice.shape->adjustments[0];
  // A list whose PTX is already once is left exactly as written.
  ArchitectureChoice once = fewest("86-real;80-real;90", *supported, "CUDA 12.4");
  EXPECT_EQ(once.cmake_list, (std::vector<std::string>{"86-real", "80-real", "90"}));
  EXPECT_EQ(once.shape->targets_asked, once.shape->targets_compiled);
}

TEST(FewestTargets, Cuda124SaysTheReleaseThatBroughtTheFamilyTargetOfABlackwellMajor) {
  // 12.4 has no sm_100 at all, so the release is asked about the family target alone.
  const Version version = *Version::parse("12.4");
  EXPECT_EQ(why_architecture_is_unsupported("100f", version, KnowledgeBase::embedded()),
            "it first appears in CUDA 12.9, after CUDA 12.4");
}

TEST(FewestTargets, KeepsArchitectureSpecificTargetsAsAsked) {
  REAL_SUPPORTED(supported, kCuda130);
  ArchitectureChoice choice = fewest("90a;100a-real;100;103-real", *supported, "CUDA 13.0");
  EXPECT_EQ(choice.cmake_list, (std::vector<std::string>{"90a", "100a-real", "100f-real", "103-virtual"}));
  EXPECT_EQ(choice.shape->adjustments[0],
            "kept sm_90a, sm_100a as asked: an architecture-specific target runs only on "
            "its own GPU");
}

TEST(FewestTargets, DropsAPlainTargetThatAnAskedFamilyTargetRunsOn) {
  REAL_SUPPORTED(supported, kCuda130);
  ArchitectureChoice choice = fewest("100f-real;103-real;120-real", *supported, "CUDA 13.0");
  EXPECT_EQ(choice.cmake_list, (std::vector<std::string>{"100f-real", "120-real"}));
  EXPECT_EQ(choice.shape->summary, "targets: 3 asked → 2 compiled (sm_100f covers 103)");
}

TEST(FewestTargets, AddsNoPtxWhereTheListAskedForNone) {
  REAL_SUPPORTED(supported, kCuda130);
  ArchitectureChoice choice = fewest("100-real;103-real", *supported, "CUDA 13.0");
  EXPECT_EQ(choice.cmake_list, (std::vector<std::string>{"100f-real"}));
  EXPECT_TRUE(choice.ptx.empty());
  EXPECT_TRUE(choice.shape->not_covered.empty());
}

// Over every list of up to three of a real toolkit's architectures, each SASS, PTX or both: every
// GPU that ran natively still does, a GPU lost to the JIT is named, nothing grows, and a second
// rewrite changes nothing.
void expect_fewest_keeps_every_native_gpu(const SupportedArchitectures& supported, const std::string& toolkit_name) {
  std::vector<std::string> plain;
  for (const auto& name : supported.names)
    if (GpuTarget::parse_cmake(name)->feature == GpuFeature::kNone) plain.push_back(name);
  const char* const kinds[] = {"", "-real", "-virtual"};
  int lists = 0;
  for (size_t a = 0; a < plain.size(); ++a)
    for (size_t b = a; b < plain.size(); ++b)
      for (size_t c = b; c < plain.size(); ++c)
        for (const char* ka : kinds)
          for (const char* kc : kinds) {
            const std::string request = plain[a] + ka + ";" + plain[b] + "-real;" + plain[c] + kc;
            ArchitectureChoice choice = fewest(request, supported, toolkit_name);
            ASSERT_TRUE(choice.shape) << request;
            const std::vector<std::string>& asked = choice.shape->asked;
            EXPECT_EQ(gpus_run(choice.cmake_list, supported, true), gpus_run(asked, supported, true)) << request;
            std::set<int> lost;
            for (int gpu : gpus_run(asked, supported, false))
              if (!gpus_run(choice.cmake_list, supported, false).count(gpu)) lost.insert(gpu);
            std::set<int> named;
            for (const auto& gpu : choice.shape->not_covered) named.insert(GpuTarget::parse(gpu)->number());
            EXPECT_EQ(lost, named) << request;
            EXPECT_LE(choice.shape->targets_compiled, choice.shape->targets_asked) << request;
            ArchitectureChoice again = choice;
            shape_fewest_targets(again, supported, toolkit_name);
            EXPECT_EQ(again.cmake_list, choice.cmake_list) << request;
            ++lists;
          }
  EXPECT_GT(lists, 100);
}

TEST(FewestTargets, EveryGpuThatRanNativelyStillDoesOnCuda13) {
  REAL_SUPPORTED(supported, kCuda130);
  expect_fewest_keeps_every_native_gpu(*supported, "CUDA 13.0");
}

TEST(FewestTargets, EveryGpuThatRanNativelyStillDoesOnTheCuda13Wheels) {
  REAL_SUPPORTED(supported, kPipCuda13);
  expect_fewest_keeps_every_native_gpu(*supported, "CUDA 13.5");
}

TEST(FewestTargets, EveryGpuThatRanNativelyStillDoesOnCuda124And118) {
  REAL_SUPPORTED(cuda124, kCuda124);
  expect_fewest_keeps_every_native_gpu(*cuda124, "CUDA 12.4");
  REAL_SUPPORTED(cuda118, kCuda118);
  expect_fewest_keeps_every_native_gpu(*cuda118, "CUDA 11.8");
}

// The family targets the rewrite may use come from the knowledge base (nvcc's listing names none):
// they must be exactly those the real nvcc accepts, its --help's allowed values of --gpu-code.
void expect_family_targets_as_nvcc_accepts(const RealToolkit& toolkit, const SupportedArchitectures& supported) {
  ProcessResult help = run_process({toolkit.nvcc, "--help"}, 20s);
  ASSERT_TRUE(help.ok()) << help.failure;
  const std::size_t option = help.output.find("\n--gpu-code ");
  ASSERT_NE(option, std::string::npos);
  const std::size_t allowed = help.output.find("Allowed values for this option:", option);
  ASSERT_NE(allowed, std::string::npos);
  const std::string values = help.output.substr(allowed, help.output.find("\n\n", allowed) - allowed);
  std::set<std::string> accepted, known;
  for (const auto& target : find_nvcc_targets(values))
    if (target.kind == GpuCodeKind::kSass && target.feature == GpuFeature::kFamily)
      accepted.insert(target.number_name());
  for (const auto& name : supported.names)
    if (GpuTarget::parse_cmake(name)->feature == GpuFeature::kFamily) known.insert(name);
  EXPECT_EQ(known, accepted) << toolkit.nvcc;
}

TEST(FewestTargets, TheFamilyTargetsUsedAreThoseTheRealNvccAccepts) {
  REAL_SUPPORTED(cuda130, kCuda130);
  expect_family_targets_as_nvcc_accepts(kCuda130, *cuda130);
  REAL_SUPPORTED(cuda124, kCuda124);
  expect_family_targets_as_nvcc_accepts(kCuda124, *cuda124);
}

TEST(FewestTargets, CountsNvccTargetsAsCMakeListsNameThem) {
  EXPECT_EQ(count_nvcc_targets({"90", "100f-real", "121-virtual"}), 4);
  EXPECT_EQ(count_nvcc_targets({}), 0);
}

}  // namespace
}  // namespace cudacompat
