// The x86-64 pass that reads the arguments of calls (call_sites_x86_64.cpp) on code assembled here.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "abi/call_sites.h"
#include "readers/byte_view.h"

namespace cudacompat::abi {
namespace {

// The x86-64 pass on code written here, one instruction per rule: a signature address loaded once
// into rbx (callee-saved) reaches the rdx of two calls; rdx itself (caller-saved) is forgotten at a
// call; a spill to the frame survives a clobbered register. Bytes assembled from the encodings in
// the comments (Intel SDM), loaded at 0x1000; the callee is the `ret` at 0x1060.
TEST(X86CallSites, CarriesCalleeSavedRegistersAndFrameSlotsAcrossCallsAndForgetsCallerSavedOnes) {
  const std::vector<std::uint8_t> code = {
      // lea 0x1000(%rip),%rbx; lea 0x2000(%rip),%rdi; mov %rbx,%rdx; call 0x1060
      // lea 0x3000(%rip),%rdi; mov %rbx,%rdx; call 0x1060; call 0x1060
      // mov %rbx,0x8(%rsp); xor %ebx,%ebx; mov 0x8(%rsp),%rdx; call 0x1060; ret; nop...; ret
      0x48, 0x8d, 0x1d, 0x00, 0x10, 0x00, 0x00, 0x48, 0x8d, 0x3d, 0x00, 0x20, 0x00, 0x00, 0x48, 0x89, 0xda,
      0xe8, 0x4a, 0x00, 0x00, 0x00, 0x48, 0x8d, 0x3d, 0x00, 0x30, 0x00, 0x00, 0x48, 0x89, 0xda, 0xe8, 0x3b,
      0x00, 0x00, 0x00, 0xe8, 0x36, 0x00, 0x00, 0x00, 0x48, 0x89, 0x5c, 0x24, 0x08, 0x31, 0xdb, 0x48, 0x8b,
      0x54, 0x24, 0x08, 0xe8, 0x25, 0x00, 0x00, 0x00, 0xc3, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
      0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
      0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0xc3,
  };
  CallSites calls;
  x86_64_calls_in(
      readers::ByteView(code.data(), code.size()), 0x1000, [](std::uint64_t target) { return target == 0x1060; },
      calls);
  EXPECT_EQ(calls.calls_to[0x1060], 4u);  // every call counted, read or not
  ASSERT_EQ(calls.sites.size(), 3u);      // the third call has no address in any argument register
  EXPECT_EQ(calls.sites[0].arguments[0], std::optional<std::uint64_t>(0x100e + 0x2000));
  EXPECT_EQ(calls.sites[0].arguments[2], std::optional<std::uint64_t>(0x1007 + 0x1000));
  EXPECT_EQ(calls.sites[1].arguments[0], std::optional<std::uint64_t>(0x101d + 0x3000));
  EXPECT_EQ(calls.sites[1].arguments[2], std::optional<std::uint64_t>(0x1007 + 0x1000));  // rbx survived the call
  EXPECT_EQ(calls.sites[2].arguments[0], std::nullopt);  // rdi is the callee's after a call
  EXPECT_EQ(calls.sites[2].arguments[2], std::optional<std::uint64_t>(0x1007 + 0x1000));  // reloaded from the frame
}

}  // namespace
}  // namespace cudacompat::abi
