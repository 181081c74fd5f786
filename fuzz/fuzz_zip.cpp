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
    // Both ways a member is read: inflated whole in memory (libdeflate), or, over the in-memory
    // size, streamed into a mapped temporary file whose passed pages the walk drops.
    limits.in_memory_size = (size & 1) ? limits.max_member_size : 64;
    (void)read_zip(
        bytes, [](std::string_view, ByteView) { return true; },
        [&](const ZipMember& member) {
          DeviceCodeOptions member_options = options;
          member_options.extents = &member.extents;
          member_options.release_pages = member.release_pages;
          inspect_bytes(member.contents, std::string(member.name), "fuzz.whl", member_options, facts);
        },
        [](Error) {}, limits);
  } else {
    inspect_bytes(bytes, "fuzz.a", "fuzz.a", options, facts);
  }
  return 0;
}
