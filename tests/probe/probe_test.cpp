// The probe's own reading of the machine (probe/probe.h): the driver version in /proc, and the
// environment it reads once and gives to the programs it runs.
#include <gtest/gtest.h>

#include "common/files.h"
#include "probe/probe.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;

TEST(ProbeEnvironment, TheModeComesFromTheEnvironmentTheProbeIsGivenNotFromTheToolsOwn) {
  ProbeOptions options;
  options.environment = ProbeEnvironment{{{"CUDACOMPAT_CUDA", "SOMETIMES"}}};
  ProbeReport report = run_probe(options);
  ASSERT_TRUE(report.decision.error);
  EXPECT_EQ(*report.decision.error,
            "CUDACOMPAT_CUDA='SOMETIMES' (CUDACOMPAT_CUDA (environment)) is not one of AUTO, ON, OFF");
}

// Every program the probe runs gets the private TMPDIR, and the rest of the environment it was
// given, through run_process; the tool's own TMPDIR is never touched. The toolkit's nvcc here
// records what it was started with.
TEST(ProbeEnvironment, ItsProgramsGetAPrivateTmpdirAndTheGivenEnvironmentWhileTheToolsOwnStaysAsItWas) {
  ScratchDir dir;
  const fs::path log = dir.path() / "nvcc-saw.txt";
  dir.write("cuda/bin/nvcc",
            "#!/bin/sh\necho \"$TMPDIR $CUDACOMPAT_GIVEN\" >> " + log.string() +
                "\necho 'Cuda compilation tools, release 12.4, V12.4.131'\n",
            true);
  dir.write("cuda/include/cuda.h", "#define CUDA_VERSION 12040\n");
  dir.write("cuda/include/cuda_runtime.h", "");
  dir.write("cuda/lib64/libcudart.so", "");
  const Environment before = process_environment();
  ProbeOptions options;
  options.environment = ProbeEnvironment{process_environment()};
  options.environment->variables["CUDACOMPAT_GIVEN"] = "given";
  options.discovery = DiscoveryInputs{};
  options.discovery->root_cache_variable = (dir.path() / "cuda").string();
  options.discovery->usr_local = dir.path() / "usr/local";
  options.discovery->distro_prefix = dir.path() / "usr";
  options.work_dir = dir.path() / "work";
  options.features = ProbeOptions::Features::kSkip;
  ProbeReport report = run_probe(options);
  ASSERT_EQ(report.candidates.size(), 1u);
  Expected<std::string> saw = read_text_file(log);
  ASSERT_TRUE(saw) << saw.error().message;
  EXPECT_EQ(*saw, (dir.path() / "work/tmp").string() + " given\n") << "nvcc --version was run once, so";
  EXPECT_EQ(process_environment(), before);
  EXPECT_FALSE(fs::exists(dir.path() / "work/tmp")) << "the private TMPDIR is removed afterwards";
}

std::string driver_of(const std::string& text) { return driver_version_from_proc(text).value_or("none"); }

TEST(DriverVersion, ReadsTheVersionAfterKernelModuleWithOrWithoutForAnArchitecture) {
  EXPECT_EQ(driver_of("NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05  Sat Aug 19 01:15:15 UTC 2023\n"
                      "GCC version:  gcc version 12.2.0 (Debian 12.2.0-14)\n"),
            "535.104.05");
  EXPECT_EQ(
      driver_of(
          "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  550.54.14  Release Build  (dvs-builder@U16)\n"),
      "550.54.14");
  EXPECT_EQ(driver_of("Kernel Module 1.2.3"), "1.2.3");
  EXPECT_EQ(driver_of("Kernel Module\t\n.5.x"), ".5.");
  EXPECT_EQ(driver_of("Kernel Module x\nKernel Module 2.0"), "2.0");  // the first that names a version
}

TEST(DriverVersion, TakesTheLongestArchitectureWordAfterWhichWhitespaceAndAVersionFollow) {
  // The architecture word is anything up to a space, so it may hold tabs and newlines; the
  // version is the one after the last whitespace inside it that a version follows.
  EXPECT_EQ(driver_of("Kernel Module for aarch64\t560.35.03 x"), "560.35.03");
  EXPECT_EQ(driver_of("Kernel Module for a\t1.0\t2.0 z"), "2.0");
  EXPECT_EQ(driver_of("Kernel Module for a\t1.0 2.0"), "2.0");
  EXPECT_EQ(driver_of("Kernel Module for a\t1.0\tb z"), "1.0");
  EXPECT_EQ(driver_of("Kernel Module for x86_64\n\n  560.1 x"), "560.1");
  EXPECT_EQ(driver_of("Kernel Module for a\t 1.0"), "1.0");
  EXPECT_EQ(driver_of("Kernel Module for \t1.0"), "none");  // the word must keep its first character
  EXPECT_EQ(driver_of("Kernel Module for \t\t1.0"), "1.0");
}

TEST(DriverVersion, ReadsNoVersionWhereNoneFollowsKernelModule) {
  for (const char* text : {"", "Kernel Module", "Kernel Module for 1.2", "Kernel Module for x86_64 foo 1.0",
                           "Kernel Module for\t1.0", "Kernel Module for  1.0", "Kernel Modulefor 1.0",
                           "Kernel Module1.0", "kernel module 1.0", "Kernel Module x 1.0", "Kernel Module for x86_64"})
    EXPECT_EQ(driver_of(text), "none") << text;
}

TEST(DriverVersion, ReadsAFileOfManyMegabytesWithoutCrashing) {
  std::string text(8u << 20, '\t');
  EXPECT_EQ(driver_of("Kernel Module for x" + text), "none");
  EXPECT_EQ(driver_of("Kernel Module for x" + text + "1.0"), "1.0");
  EXPECT_EQ(driver_of(std::string(8u << 20, 'K') + "Kernel Module 9.9"), "9.9");
}

}  // namespace
}  // namespace cudacompat
