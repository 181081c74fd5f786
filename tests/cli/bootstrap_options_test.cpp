// The hand-written option parser of the configure-time copies of bin/cudacompat
// (cli/bootstrap_options.h): what it reads, and the usage error for each mistake.
#include "cli/bootstrap_options.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/commands.h"
#include "command_line_run.h"

namespace cudacompat::cli {
namespace {

using testing::Ran;
using testing::run_main;

// The options a test reads into: a text option, a comma list, a checked value and a flag, as the
// copies have.
struct Fields {
  std::string cuda;
  std::vector<std::string> libraries;
  std::string even;
  bool metapackage = false;
  Options options() {
    Options options;
    options.valued["--cuda"] = text(cuda);
    options.valued["--library"] = comma_list(libraries);
    options.valued["--even"] = checked(even, [](const std::string& value) { return value.size() % 2 == 0; });
    options.flags["--metapackage"] = &metapackage;
    return options;
  }
};

// `cudacompat pin WORDS...` read into `fields`.
Ran parse_pin(Fields& fields, std::vector<std::string> words) {
  words.insert(words.begin(), "pin");
  const Options options = fields.options();
  return run_main([&](int argc, char** argv) { return parse("pin", options, argc, argv); }, words);
}

TEST(BootstrapOptions, ReadsAValueAfterTheOptionOrAfterAnEqualsSign) {
  Fields spaced, joined;
  EXPECT_EQ(parse_pin(spaced, {"--cuda", "12.4"}).code, kExitOk);
  EXPECT_EQ(parse_pin(joined, {"--cuda=12.4"}).code, kExitOk);
  EXPECT_EQ(spaced.cuda, "12.4");
  EXPECT_EQ(joined.cuda, "12.4");
}

TEST(BootstrapOptions, TakesTheNextWordAsTheValueEvenWhenItLooksLikeAnOption) {
  // CMake passes every option with its value, so the word after an option is its value: an empty
  // or dashed value from a CMake variable reaches the probe, which says what is wrong with it.
  Fields fields;
  EXPECT_EQ(parse_pin(fields, {"--cuda", "--metapackage"}).code, kExitOk);
  EXPECT_EQ(fields.cuda, "--metapackage");
  EXPECT_FALSE(fields.metapackage);
}

TEST(BootstrapOptions, AnEqualsSignKeepsTheRestOfTheWordEvenAnotherEqualsSign) {
  Fields fields;
  EXPECT_EQ(parse_pin(fields, {"--cuda=>=12,<13"}).code, kExitOk);
  EXPECT_EQ(fields.cuda, ">=12,<13");
}

TEST(BootstrapOptions, SetsAFlagThatIsGiven) {
  Fields given, absent;
  EXPECT_EQ(parse_pin(given, {"--metapackage"}).code, kExitOk);
  EXPECT_EQ(parse_pin(absent, {"--cuda", "12"}).code, kExitOk);
  EXPECT_TRUE(given.metapackage);
  EXPECT_FALSE(absent.metapackage);
}

TEST(BootstrapOptions, ARepeatedTextOptionKeepsItsLastValue) {
  Fields fields;
  EXPECT_EQ(parse_pin(fields, {"--cuda", "11.8", "--cuda=12.6"}).code, kExitOk);
  EXPECT_EQ(fields.cuda, "12.6");
}

TEST(BootstrapOptions, ARepeatedCommaListAppendsEveryPartInOrder) {
  Fields fields;
  EXPECT_EQ(parse_pin(fields, {"--library", "cudart,cublas", "--library=nvrtc"}).code, kExitOk);
  EXPECT_EQ(fields.libraries, (std::vector<std::string>{"cudart", "cublas", "nvrtc"}));
}

TEST(BootstrapOptions, AnUnknownOptionIsAUsageErrorThatNamesIt) {
  Fields fields;
  const Ran ran = parse_pin(fields, {"--cuda", "12", "--check", "requirements.txt"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("cudacompat pin: unknown option --check\n"), std::string::npos) << ran.err;
  // The copy says what it is and where the full tool is, since a person may have run it by hand.
  EXPECT_NE(ran.err.find("configure-time copy"), std::string::npos) << ran.err;
  EXPECT_NE(ran.err.find("--target cudacompat"), std::string::npos) << ran.err;
}

TEST(BootstrapOptions, AWordThatIsNoOptionIsRefusedAsAnUnknownOption) {
  // The copies take no positional arguments: a file name is a mistake, not an input.
  Fields fields;
  const Ran ran = parse_pin(fields, {"requirements.txt"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("unknown option requirements.txt"), std::string::npos) << ran.err;
}

TEST(BootstrapOptions, AFlagGivenAValueIsAnUnknownOption) {
  Fields fields;
  const Ran ran = parse_pin(fields, {"--metapackage=yes"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("unknown option --metapackage"), std::string::npos) << ran.err;
  EXPECT_FALSE(fields.metapackage);
}

TEST(BootstrapOptions, AnOptionLastWithoutItsValueIsAUsageErrorSayingItNeedsOne) {
  Fields fields;
  const Ran ran = parse_pin(fields, {"--library", "cudart", "--cuda"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("cudacompat pin: --cuda needs a value\n"), std::string::npos) << ran.err;
}

TEST(BootstrapOptions, AValueItsSetterRefusesIsAUsageErrorNamingValueAndOption) {
  Fields fields;
  const Ran refused = parse_pin(fields, {"--even", "abc"});
  EXPECT_EQ(refused.code, kExitUsage);
  EXPECT_NE(refused.err.find("cudacompat pin: 'abc' is not a valid value of --even\n"), std::string::npos)
      << refused.err;
  EXPECT_EQ(parse_pin(fields, {"--even=ab"}).code, kExitOk);
  EXPECT_EQ(fields.even, "ab");
}

TEST(BootstrapOptions, StopsAtTheFirstMistakeAndReadsNothingAfterIt) {
  Fields fields;
  EXPECT_EQ(parse_pin(fields, {"--cuda", "12", "--nope", "--cuda", "13"}).code, kExitUsage);
  EXPECT_EQ(fields.cuda, "12");
}

// The copy's whole command line, answering `probe` with `fields`' options and a run told apart by
// its exit code.
Ran answer(Fields& fields, std::vector<std::string> words) {
  const Options options = fields.options();
  return run_main(
      [&](int argc, char** argv) { return answer_one_subcommand(argc, argv, "probe", options, [] { return 42; }); },
      std::move(words));
}

Ran answer(std::vector<std::string> words) {
  Fields fields;
  return answer(fields, std::move(words));
}

TEST(BootstrapOptions, RunsItsOneSubcommandAfterReadingItsOptions) {
  Fields fields;
  EXPECT_EQ(answer(fields, {"probe", "--cuda", "12.4", "--metapackage"}).code, 42);
  EXPECT_EQ(fields.cuda, "12.4");
  EXPECT_TRUE(fields.metapackage);
}

TEST(BootstrapOptions, AMistakeInItsOptionsIsAUsageErrorAndNothingRuns) {
  const Ran ran = answer({"probe", "--nope"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("cudacompat probe: unknown option --nope"), std::string::npos) << ran.err;
}

TEST(BootstrapOptions, VersionPrintsTheToolsNameAndVersionAsTheToolCacheChecksIt) {
  const Ran ran = answer({"--version"});
  EXPECT_EQ(ran.code, kExitOk);
  EXPECT_EQ(ran.out, std::string("cudacompat ") + CUDACOMPAT_VERSION_STRING + "\n");
}

TEST(BootstrapOptions, AnotherSubcommandIsAUsageErrorNamingTheOnesItAnswers) {
  const Ran ran = answer({"pin", "--cuda", "12"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("cudacompat pin: expected probe or --version"), std::string::npos) << ran.err;
}

TEST(BootstrapOptions, NoSubcommandIsAUsageErrorThatSaysSo) {
  const Ran ran = answer({});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("cudacompat (no subcommand): expected probe or --version"), std::string::npos) << ran.err;
}

}  // namespace
}  // namespace cudacompat::cli
