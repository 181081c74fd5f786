// Shared by migrate's tests: the knowledge base's rules of one step, the entities a snippet's scan
// finds, and a fixture that writes a small tree into a temporary directory and scans it as a user
// would.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "migrate/report.h"
#include "migrate/scan.h"
#include "migrate/tree.h"

namespace cudacompat::migrate::testing {
namespace fs = std::filesystem;

// The real knowledge base's rules of one step, loaded once per step for the whole test program.
inline const MigrationRules& rules(const char* from = "12.4", const char* to = "13.0") {
  static std::map<std::string, MigrationRules> loaded;
  const std::string key = std::string(from) + "->" + to;
  if (!loaded.contains(key))
    loaded.emplace(key, std::move(load_rules(*Version::parse(from), *Version::parse(to))).value());
  return loaded.at(key);
}

// The entities the scan of one snippet finds, CUDA 12.4 -> 13.0.
inline std::vector<std::string> entities(std::string_view text, FileKind kind = FileKind::kSource) {
  std::vector<std::string> out;
  for (const auto& f : scan_text("t.cu", text, kind, rules()).findings) out.push_back(f.entity);
  return out;
}

class MigrateTree : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("migrate-units-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(root_);
  }
  void TearDown() override { fs::remove_all(root_); }
  void write(const std::string& path, const std::string& text) {
    fs::create_directories((root_ / path).parent_path());
    std::ofstream(root_ / path) << text;
  }
  TreeScan scan(const char* from = "12.4", const char* to = "13.0") {
    return scan_paths({root_.string()}, rules(from, to), ScanOptions{});
  }
  // "file:line entity" of every finding of the built files (or of those not built)
  std::set<std::string> found(const TreeScan& tree, bool built = true) {
    std::set<std::string> out;
    for (const auto& file : tree.files)
      if (file.built == built)
        for (const auto& f : file.scan.findings)
          out.insert(fs::relative(file.file, root_).generic_string() + ":" + std::to_string(f.line) + " " + f.entity);
    return out;
  }
  const Finding* finding_at(const TreeScan& tree, const std::string& file, int line) {
    for (const auto& result : tree.files)
      for (const auto& f : result.scan.findings)
        if (fs::relative(result.file, root_).generic_string() == file && f.line == line) return &f;
    return nullptr;
  }
  fs::path root_;
};

}  // namespace cudacompat::migrate::testing
