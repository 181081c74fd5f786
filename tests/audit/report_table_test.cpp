// The audit's table, for people at a terminal: which artifacts get a row, the summary lines under
// it, the problems by kind, and nothing a file name holds can drive the terminal.
#include <gtest/gtest.h>

#include "audit/report.h"
#include "audit_command.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using testing::audit;
using testing::fixture;

TEST(AuditCommand, ExitsZeroAndPrintsATableForCleanInputs) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({fixture("libkernels.so").string()});
  ASSERT_TRUE(result.started) << result.failure;
  EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
  EXPECT_NE(result.output.find("libkernels.so"), std::string::npos);
  EXPECT_NE(result.output.find("sm_86"), std::string::npos);
  EXPECT_NE(result.output.find("580.65.06"), std::string::npos);  // libcudart.so.13, PTX ISA 9.0
}

}  // namespace
}  // namespace cudacompat::audit
