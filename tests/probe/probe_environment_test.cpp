// The environment the probe reads once (probe/probe_environment.h): a setting's value, where
// temporary files go, and what the programs it runs start with. probe_test.cpp checks that
// run_probe reads this environment, and never the tool's own, in every step.
#include "probe/probe_environment.h"

#include <gtest/gtest.h>

#include "scratch_dir.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;

TEST(ProbeEnvironment, AnUnsetOrEmptyVariableReadsAsEmpty) {
  const ProbeEnvironment environment{{{"CUDAARCHS", "80;90"}, {"CXX", ""}}};
  EXPECT_EQ(environment.get("CUDAARCHS"), "80;90");
  EXPECT_EQ(environment.get("CXX"), "");
  EXPECT_EQ(environment.get("CUDAHOSTCXX"), "");
  EXPECT_EQ(environment.get("cudaarchs"), "") << "names are case-sensitive, as the process environment's";
}

TEST(ProbeEnvironment, AFirstTmpdirThatIsNoDirectoryMeansTmpAsTheStandardLibrarySays) {
  ScratchDir dir;
  auto temp_of = [](Environment variables) { return ProbeEnvironment{std::move(variables)}.temp_directory(); };
  const std::string here = dir.path().string();
  EXPECT_EQ(temp_of({{"TMPDIR", here}}), dir.path());
  EXPECT_EQ(temp_of({{"TMP", here}}), dir.path());
  EXPECT_EQ(temp_of({{"TMPDIR", here + "/none"}, {"TMP", here}}), fs::path("/tmp"));
  EXPECT_EQ(temp_of({}), fs::path("/tmp"));
}

TEST(ProbeEnvironment, TheTemporaryDirectoryIsTheFirstOfTmpdirTmpTempAndTempdirThatIsSet) {
  ScratchDir dir;
  const std::string one = dir.write("one/.keep", "").parent_path().string();
  const std::string two = dir.write("two/.keep", "").parent_path().string();
  auto temp_of = [](Environment variables) { return ProbeEnvironment{std::move(variables)}.temp_directory(); };
  EXPECT_EQ(temp_of({{"TEMPDIR", two}, {"TEMP", one}}), fs::path(one)) << "TEMP before TEMPDIR";
  EXPECT_EQ(temp_of({{"TEMPDIR", two}}), fs::path(two));
  EXPECT_EQ(temp_of({{"TMP", one}, {"TMPDIR", two}}), fs::path(two)) << "TMPDIR before TMP";
  EXPECT_EQ(temp_of({{"OTHER", one}}), fs::path("/tmp"));
}

TEST(ProbeEnvironment, ItsProgramsGetEveryVariableAndTheirOwnTmpdirWhileItStaysAsItWas) {
  const ProbeEnvironment environment{{{"PATH", "/usr/bin"}, {"TMPDIR", "/var/tmp"}}};
  const Environment given = environment.with_tmpdir("/work/tmp");
  EXPECT_EQ(given, (Environment{{"PATH", "/usr/bin"}, {"TMPDIR", "/work/tmp"}}));
  EXPECT_EQ(environment.get("TMPDIR"), "/var/tmp");
  EXPECT_EQ(ProbeEnvironment{}.with_tmpdir("/t"), (Environment{{"TMPDIR", "/t"}})) << "set where it was not";
}

TEST(ProbeEnvironment, OfTheProcessIsTheToolsOwnEnvironmentNow) {
  EXPECT_EQ(ProbeEnvironment::of_process().variables, process_environment());
  EXPECT_EQ(ProbeEnvironment::of_process().get("PATH"), environment_variable("PATH"));
}

}  // namespace
}  // namespace cudacompat
