// The probe steps' cache files (probe/cache_file.h): a missing file is no cache, a damaged one is an
// Error naming the file and what is wrong with it, and a write keeps the file (and its time stamp)
// when nothing changed.
#include "probe/cache_file.h"

#include <gtest/gtest.h>

#include "scratch_dir.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;

const CacheFileRules kRules{1024, "is not valid JSON (truncated or damaged)"};

TEST(CacheFile, AMissingFileIsNoCacheAndAGoodOneGivesItsKeyAndFields) {
  ScratchDir dir;
  auto missing = read_cache_file(dir.path() / "none.json", kRules);
  ASSERT_TRUE(missing) << missing.error().message;
  EXPECT_FALSE(*missing);
  dir.write("good.json", R"({"key": "nvcc 13.0 sm_75", "ok": true, "seconds": 0.5})");
  auto good = read_cache_file(dir.path() / "good.json", kRules);
  ASSERT_TRUE(good) << good.error().message;
  ASSERT_TRUE(*good);
  EXPECT_EQ((*good)->key, "nvcc 13.0 sm_75");
  EXPECT_TRUE((*good)->root().at("ok").boolean());
}

TEST(CacheFile, ADamagedFileIsAnErrorThatNamesItAndWhatIsWrong) {
  ScratchDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"{\"key\": \"k\", \"ok\": tr", " is not valid JSON (truncated or damaged)"},
      {"[\"key\"]", " is not a JSON object"},
      {"{\"ok\": true}", " has no string at 'key'"},
      {"{\"key\": [], \"ok\": true}", " has no string at 'key'"},
      {std::string(2000, ' '), " is larger than 1024 bytes"},
  };
  for (const auto& [text, why] : cases) {
    const fs::path file = dir.write("cache.json", text);
    auto read = read_cache_file(file, kRules);
    ASSERT_FALSE(read) << text;
    EXPECT_EQ(read.error().message, file.string() + why);
  }
}

TEST(CacheFile, AWriteStartsWithTheKeyAndLeavesAnUnchangedFileAlone) {
  ScratchDir dir;
  const fs::path file = dir.path() / "check.json";
  auto first =
      write_cache_file(file, "fingerprint", {{"ok", json::Tree(true)}, {"command", json::Tree("nvcc -cubin")}});
  ASSERT_TRUE(first) << first.error().message;
  EXPECT_TRUE(*first);
  auto read = read_cache_file(file, kRules);
  ASSERT_TRUE(read && *read);
  EXPECT_EQ((*read)->key, "fingerprint");
  EXPECT_EQ((*read)->root().at("command").text(), "nvcc -cubin");
  const std::string text = *read_text_file(file);
  EXPECT_LT(text.find("\"key\""), text.find("\"ok\""));
  EXPECT_LT(text.find("\"ok\""), text.find("\"command\""));
  EXPECT_TRUE(text.ends_with("}\n"));
  auto again =
      write_cache_file(file, "fingerprint", {{"ok", json::Tree(true)}, {"command", json::Tree("nvcc -cubin")}});
  ASSERT_TRUE(again);
  EXPECT_FALSE(*again) << "the same bytes: not written";
  auto changed = write_cache_file(file, "fingerprint", {{"ok", json::Tree(false)}});
  ASSERT_TRUE(changed);
  EXPECT_TRUE(*changed);
  EXPECT_FALSE((*read_cache_file(file, kRules))->root().contains("command"));
}

}  // namespace
}  // namespace cudacompat
