// Reader of fatbinary containers (the 0xBA55ED50 format nvcc embeds in host binaries and writes as
// .fatbin files): the container header and each entry's header, never the payload. Field meanings
// were checked against cuobjdump on the CUDA 13.0 libraries and nvcc 13.0 outputs (docs/audit.md).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/gpu_target.h"
#include "readers/byte_view.h"
#include "readers/data_extents.h"
#include "readers/result.h"

namespace cudacompat::readers {

namespace fatbin {
inline constexpr std::uint32_t kMagic = 0xBA55ED50;
inline constexpr std::uint64_t kHeaderSize = 16;
inline constexpr std::uint64_t kEntryHeaderMinSize = 64;
// Entry flags (u64 at entry offset 40).
inline constexpr std::uint64_t kFlagDebug = 0x2;
inline constexpr std::uint64_t kFlagLz4 = 0x2000;
inline constexpr std::uint64_t kFlagZstd = 0x8000;
inline constexpr std::uint64_t kFlagArchSpecific = 0x100000;  // sm_90a: this GPU only
inline constexpr std::uint64_t kFlagFamily = 0x200000;        // sm_100f: this major family
}  // namespace fatbin

enum class EntryKind { kPtx, kSass, kLtoIr, kUnknown };
enum class Compression { kNone, kLz4, kZstd };

std::string_view to_string(EntryKind kind);           // "ptx", "sass", "lto-ir", "unknown"
std::string_view to_string(Compression compression);  // "none", "lz4", "zstd"

struct FatbinEntry {
  EntryKind kind = EntryKind::kUnknown;
  std::uint16_t raw_kind = 0;
  std::uint64_t offset = 0;  // of the entry header, in the bytes given to the reader
  std::uint32_t header_size = 0;
  int sm = 0;       // 90 for sm_90a / compute_90a
  char suffix = 0;  // 'a', 'f', or 0
  std::uint64_t flags = 0;
  Compression compression = Compression::kNone;
  std::uint64_t payload_offset = 0;     // where the (possibly compressed) payload starts
  std::uint64_t stored_size = 0;        // bytes stored (compressed size when compressed)
  std::uint64_t padded_size = 0;        // bytes up to the next entry
  std::uint64_t uncompressed_size = 0;  // payload size before compression
  // The version pair at entry offsets 26 (major) and 24 (minor): the PTX ISA for PTX entries
  // (9.0 for nvcc 13.0, equal to the text's .version line on every file checked), the cubin
  // ELF ABI for SASS (1.8), the NVVM IR version for LTO-IR.
  int version_major = 0;
  int version_minor = 0;

  // The target the header names: SASS, PTX or LTO-IR (an entry of unknown kind reads as SASS).
  GpuTarget gpu_target() const;
  // "sm_90a" for SASS, "compute_90a" for PTX, "lto_90a" for LTO-IR.
  std::string target() const { return gpu_target().nvcc_name(); }
};

struct FatbinContainer {
  std::uint64_t offset = 0;  // of the container header
  std::uint64_t size = 0;    // header and entries
  std::vector<FatbinEntry> entries;
};

// Reads the container whose header is at `offset`. Errors name `file_name`, the offset and what was
// expected there.
Expected<FatbinContainer> read_fatbin_container(ByteView bytes, std::uint64_t offset, std::string_view file_name);

// True when a container header that reads cleanly, with a plausible first entry, starts at `offset`.
// Used to tell real containers from four bytes that happen to equal the magic.
bool plausible_fatbin_at(ByteView bytes, std::uint64_t offset);

// Receives each container as it is read.
using ContainerSink = std::function<void(FatbinContainer&&)>;
// Told, now and then, that everything before `offset` has been read and will not be looked at
// again (so that a caller can drop those pages from its mapping).
using ProgressSink = std::function<void(std::uint64_t offset)>;

// The largest SM number a real GPU architecture has (sm_121 today); anything far above is a
// header that makes no sense, not an unknown GPU.
inline constexpr int kMaxPlausibleSm = 1000;

// Reads consecutive containers filling [begin, begin + size) (a .nv_fatbin or __nv_relfatbin section,
// or a .fatbin file); zero padding between them is skipped (holes in `extents` at once). Anything
// else is an error, returned after the containers before it were passed to `sink`.
Expected<void> read_fatbin_sequence(ByteView bytes, std::uint64_t begin, std::uint64_t size, std::string_view file_name,
                                    const ContainerSink& sink, const ProgressSink& progress = {},
                                    const DataExtents& extents = {});

// Finds containers anywhere in [begin, begin + size) (a .rodata or .ldata section that embeds
// fatbins for cuModuleLoadData). Found containers are skipped whole, so payloads are never scanned;
// holes in `extents` are never read. Candidates that do not read cleanly are not containers and are
// passed over.
void scan_for_fatbins(ByteView bytes, std::uint64_t begin, std::uint64_t size, const ContainerSink& sink,
                      const ProgressSink& progress = {}, const DataExtents& extents = {});

}  // namespace cudacompat::readers
