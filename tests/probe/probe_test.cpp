// The probe's own reading of the machine (probe/probe.h): the driver version in /proc.
#include <gtest/gtest.h>

#include "probe/probe.h"

namespace cudacompat {
namespace {

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
