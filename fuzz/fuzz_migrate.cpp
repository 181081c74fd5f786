// libFuzzer target: `cudacompat migrate`'s scanners over any bytes: the source tokenizer with its
// #if evaluator and rules, and the build-file rules (CMake, Makefile, setup.py), for CUDA 11.8 ->
// 13.0 (every rule of the knowledge base's migration section applies), and the --fix edits.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "migrate/fix.h"
#include "migrate/scan.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat;
  static const migrate::MigrationRules rules = [] {
    auto loaded = migrate::load_rules(*Version::parse("11.8"), *Version::parse("13.0"));
    if (!loaded) __builtin_trap();
    return std::move(loaded).value();
  }();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (auto kind : {migrate::FileKind::kSource, migrate::FileKind::kCMake, migrate::FileKind::kPythonBuild}) {
    migrate::FileScan scan = migrate::scan_text("fuzz", text, kind, rules);
    std::vector<migrate::Edit> edits;
    for (const auto& finding : scan.findings) {
      if (finding.line < 1 || finding.column < 1) __builtin_trap();
      for (const auto& edit : finding.edits) {
        if (edit.offset + edit.length > size) __builtin_trap();  // an edit outside the file
        edits.push_back(edit);
      }
    }
    if (kind == migrate::FileKind::kSource && scan.understood) (void)migrate::apply_edits(text, edits).size();
  }
  return 0;
}
