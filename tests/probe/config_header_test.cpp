#include <gtest/gtest.h>

// The header this very build generated: its macros must work inside #if.
#include <cudacompat/config.h>

#include "common/display_text.h"
#include "probe/config_header.h"
#include "probe/probe.h"
#include "sample_reports.h"
#include "text_checks.h"

#if !defined(CUDACOMPAT_CTK_AT_LEAST) || !defined(CUDACOMPAT_BUILD_CUDA) || !defined(CUDACOMPAT_HAS_BF16)
#error "the generated header lacks its contract macros"
#endif
#if CUDACOMPAT_CTK_VERSION > 0 && !CUDACOMPAT_CTK_AT_LEAST(CUDACOMPAT_CTK_VERSION_MAJOR, CUDACOMPAT_CTK_VERSION_MINOR)
#error "CUDACOMPAT_CTK_AT_LEAST is false for the toolkit's own version"
#endif
#if CUDACOMPAT_CTK_VERSION > 0 && CUDACOMPAT_CTK_BELOW(CUDACOMPAT_CTK_VERSION_MAJOR, CUDACOMPAT_CTK_VERSION_MINOR)
#error "CUDACOMPAT_CTK_BELOW is true for the toolkit's own version"
#endif

namespace cudacompat {
namespace {

using testing::report_with_hostile_root;
using testing::small_report;

TEST(ConfigHeader, HasTheVersionAndFeatureMacros) {
  std::string header = generate_config_header(small_report(true));
  EXPECT_TRUE(testing::says(header, {"#define CUDACOMPAT_CTK_VERSION 12040\n",
                                     "#define CUDACOMPAT_CTK_VERSION_PATCH 131\n", "#define CUDACOMPAT_HAS_BF16 1\n",
                                     "#define CUDACOMPAT_HAS_CUB_SUM 0\n", "#define CUDACOMPAT_BUILD_CUDA 1\n",
                                     "#define CUDACOMPAT_CCCL_VERSION 2003002\n", "__CUDACC_VER_MAJOR__ != 12"}));
}

TEST(ConfigHeader, IsByteIdenticalForTheSameReport) {
  EXPECT_EQ(generate_config_header(small_report(true)), generate_config_header(small_report(true)));
}

TEST(ConfigHeader, SaysNoToolkitWithZeros) {
  std::string header = generate_config_header(small_report(false));
  EXPECT_TRUE(testing::says(header, {"#define CUDACOMPAT_CTK_VERSION 0\n", "#define CUDACOMPAT_BUILD_CUDA 0\n"}));
  EXPECT_TRUE(testing::says_none_of(header, {"__CUDACC_VER_MAJOR__ !="}));
}

// CUDACOMPAT_CUDA=OFF with a toolkit installed: the probe saw CUDA 12.4 and its features, but the
// build compiles no CUDA, so no macro says a CUDA API is there; the toolkit is named in a comment.
TEST(ConfigHeader, ACpuOnlyBuildWithAToolkitSeenSaysNoCudaApiIsAvailable) {
  ProbeReport report = small_report(true);
  report.decision.build_cuda = false;
  std::string header = generate_config_header(report);
  EXPECT_TRUE(testing::says(header, {"#define CUDACOMPAT_BUILD_CUDA 0\n", "#define CUDACOMPAT_CTK_VERSION 0\n",
                                     "#define CUDACOMPAT_CTK_VERSION_MAJOR 0\n", "#define CUDACOMPAT_CCCL_VERSION 0\n",
                                     "#define CUDACOMPAT_HAS_BF16 0\n"}));
  EXPECT_EQ(header.find(" 1\n"), std::string::npos) << "a macro is 1 in a CPU-only header:\n" << header;
  EXPECT_TRUE(testing::says_none_of(header, {"__CUDACC_VER_MAJOR__ !="}));
  EXPECT_TRUE(testing::says(header, {"CUDA 12.4.131 at /opt/cuda was seen"}));
}

TEST(ConfigHeader, AToolkitPathThatIsNotUtf8StaysInsideAValidComment) {
  std::string header = generate_config_header(report_with_hostile_root());
  EXPECT_TRUE(is_valid_utf8(header));
  EXPECT_NE(header.find("\\xff\\xfe"), std::string::npos) << header;
  size_t comment_end = header.find("*/");
  ASSERT_NE(comment_end, std::string::npos);
  EXPECT_LT(comment_end, header.find("#ifndef CUDACOMPAT_CONFIG_H"));
  EXPECT_EQ(header.find("\nevil"), std::string::npos) << "a newline in the path ended the comment line";
}

TEST(ConfigHeader, TheBuildsOwnHeaderMatchesItsToggle) {
#if CUDACOMPAT_BUILD_CUDA
  EXPECT_GT(CUDACOMPAT_CTK_VERSION, 11000);
#else
  EXPECT_EQ(CUDACOMPAT_CTK_VERSION, 0) << "a CPU-only build's header names a toolkit version";
  EXPECT_EQ(CUDACOMPAT_HAS_BF16, 0) << "a CPU-only build's header says a CUDA API is available";
#endif
}

}  // namespace
}  // namespace cudacompat
