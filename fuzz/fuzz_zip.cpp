// libFuzzer target: wheels (zip through libzip) and static archives, and the ELF and fatbin
// readers behind them: inspect_bytes dispatches on the first bytes as the audit does.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "readers/inspect.h"
#include "readers/wheel_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat::readers;
  ByteView bytes(data, size);
  DeviceCodeOptions options;
  options.ptx_text = PtxText::kAll;
  std::vector<ArtifactFacts> facts;
  // Keep members small: a zip may declare any size, and the fuzzer should find bugs, not OOMs.
  if (looks_like_zip(bytes)) {
    ZipLimits limits;
    limits.max_member_size = 1 << 20;
    (void)read_zip(
        bytes, [](std::string_view, ByteView) { return true; },
        [&](std::string_view name, ByteView contents, const DataExtents& extents) {
          DeviceCodeOptions member_options = options;
          member_options.extents = &extents;
          inspect_bytes(contents, std::string(name), "fuzz.whl", member_options, facts);
        },
        [](Error) {}, limits);
  } else {
    inspect_bytes(bytes, "fuzz.a", "fuzz.a", options, facts);
  }
  return 0;
}
