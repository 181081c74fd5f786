// The one table of the subcommands' help texts (cli/command_help.cpp) and the registration that
// reads it (cli/add_command.h): each subcommand finds its summary and details by the name
// `help --format json` gives it, and a nested one without details keeps its parent's.
#include <gtest/gtest.h>

#include <CLI/CLI.hpp>
#include <stdexcept>
#include <string>

#include "cli/add_command.h"
#include "cli/command_help.h"

namespace cudacompat::cli {
namespace {

TEST(CommandHelp, FindsASubcommandsSummaryAndDetailsByItsName) {
  const CommandHelp& pin = command_help("pin");
  EXPECT_EQ(pin.name, "pin");
  EXPECT_EQ(pin.summary, "Write strict CUDA dependency pins for a toolkit, or check a project's (--check)");
  EXPECT_TRUE(pin.details.starts_with("Writes strict dependency ranges")) << pin.details;
  EXPECT_TRUE(pin.details.ends_with("  cudacompat pin --check --cuda 12.6 requirements.txt pyproject.toml"))
      << pin.details;
}

TEST(CommandHelp, NamesANestedSubcommandAfterItsParent) {
  EXPECT_EQ(command_help("variant show").summary, "Print a wheel's derived variant properties and their sources");
  EXPECT_THROW(command_help("show"), std::out_of_range);
}

TEST(CommandHelp, RefusesANameTheTableLacks) { EXPECT_THROW(command_help("frobnicate"), std::out_of_range); }

TEST(CommandHelp, RegistersASubcommandWithItsSummaryAndItsDetailsAsTheFooter) {
  CLI::App app;
  const CLI::App* matrix = add_described_subcommand(app, "matrix");
  EXPECT_EQ(matrix->get_name(), "matrix");
  EXPECT_EQ(matrix->get_description(), std::string(command_help("matrix").summary));
  EXPECT_EQ(matrix->get_footer(), std::string(command_help("matrix").details));
}

TEST(CommandHelp, ANestedSubcommandWithoutDetailsKeepsItsParents) {
  CLI::App app;
  CLI::App* variant = add_described_subcommand(app, "variant");
  const CLI::App* show = add_described_subcommand(*variant, "show");
  EXPECT_EQ(show->get_description(), std::string(command_help("variant show").summary));
  EXPECT_EQ(show->get_footer(), std::string(command_help("variant").details));
  EXPECT_FALSE(show->get_footer().empty());
}

}  // namespace
}  // namespace cudacompat::cli
