// An artifact's format (tool/readers/artifact.cpp): the names the reports print, and which formats
// are linked (the audit tells a library's use and a static runtime only for those).
#include "readers/artifact.h"

#include <gtest/gtest.h>

namespace cudacompat::readers {
namespace {

TEST(ArtifactFormat, EachFormatIsNamedAsTheReportsPrintIt) {
  EXPECT_EQ(format_name(ArtifactFormat::kExecutable), "executable");
  EXPECT_EQ(format_name(ArtifactFormat::kSharedLibrary), "shared-library");
  EXPECT_EQ(format_name(ArtifactFormat::kRelocatable), "object");
  EXPECT_EQ(format_name(ArtifactFormat::kCubin), "cubin");
  EXPECT_EQ(format_name(ArtifactFormat::kFatbin), "fatbin");
  EXPECT_EQ(format_name(ArtifactFormat::kArchive), "archive");
  EXPECT_EQ(format_name(ArtifactFormat::kZip), "zip");
  EXPECT_EQ(format_name(ArtifactFormat::kOtherElf), "elf");
}

TEST(ArtifactFormat, OnlyExecutablesAndSharedLibrariesAreLinked) {
  EXPECT_TRUE(is_linked(ArtifactFormat::kExecutable));
  EXPECT_TRUE(is_linked(ArtifactFormat::kSharedLibrary));
  for (ArtifactFormat format : {ArtifactFormat::kRelocatable, ArtifactFormat::kCubin, ArtifactFormat::kFatbin,
                                ArtifactFormat::kArchive, ArtifactFormat::kZip, ArtifactFormat::kOtherElf})
    EXPECT_FALSE(is_linked(format)) << format_name(format);
}

TEST(ArtifactFacts, DeviceCodeIsCountedOverEveryContainer) {
  ArtifactFacts facts;
  EXPECT_FALSE(facts.has_device_code());
  EXPECT_EQ(facts.entry_count(), 0u);
  facts.containers.resize(2);
  facts.containers[1].entries.resize(3);
  EXPECT_TRUE(facts.has_device_code());
  EXPECT_EQ(facts.entry_count(), 3u);
}

}  // namespace
}  // namespace cudacompat::readers
