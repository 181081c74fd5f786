// libFuzzer target: abi-diff's x86-64 data-flow pass (tool/abi/call_sites_x86_64.cpp) over raw
// bytes taken as a code section loaded at a fixed address, every address inside it counting as code:
// Capstone's decoding of whatever the bytes are, and the pass's register, frame-slot and jump
// bookkeeping. Seeds are the .text sections of Cython modules built at -O2 and -O3
// (fuzz/make_abi_seeds.sh). fuzz_abi runs the same pass through ELF files.
#include <cstddef>
#include <cstdint>

#include "abi/call_sites.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat;
  constexpr std::uint64_t kAddress = 0x10000;
  abi::CallSites calls;
  abi::x86_64_calls_in(
      readers::ByteView(data, size), kAddress,
      [&](std::uint64_t target) { return target >= kAddress && target - kAddress < size; }, calls);
  std::uint64_t previous = 0;
  for (const auto& site : calls.sites) {
    // Sites come in address order, inside the bytes, and are calls the count has seen.
    if (site.address < previous || site.address - kAddress >= size || !calls.calls_to.contains(site.callee)) {
      __builtin_trap();
    }
    previous = site.address;
  }
  return 0;
}
