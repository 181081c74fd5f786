#include "readers/fatbin_reader.h"

#include <fmt/format.h>

#include <cstring>
#include <iterator>

#include "common/enum_names.h"

namespace cudacompat::readers {
namespace {

constexpr std::uint32_t kMaxEntryHeaderSize = 4096;  // 64..120 seen; anything far larger is not a header

// Each kind of entry: the number its header carries (u16 at entry offset 0), its name in reports,
// and the GPU code it holds. The unknown kind, last, stands for every other number.
struct EntryKindFacts {
  EntryKind value;
  std::uint16_t raw;
  std::string_view name;
  GpuCodeKind code;
};
constexpr EntryKindFacts kEntryKinds[] = {{EntryKind::kPtx, 1, "ptx", GpuCodeKind::kPtx},
                                          {EntryKind::kSass, 2, "sass", GpuCodeKind::kSass},
                                          {EntryKind::kLtoIr, 8, "lto-ir", GpuCodeKind::kLtoIr},
                                          {EntryKind::kUnknown, 0, "unknown", GpuCodeKind::kSass}};

EntryKind kind_of(std::uint16_t raw) {
  for (const auto& facts : kEntryKinds)
    if (facts.raw == raw) return facts.value;
  return EntryKind::kUnknown;
}

const EntryKindFacts& facts_of(EntryKind kind) {
  const EntryKindFacts* facts = entry_of(kEntryKinds, kind);
  return facts != nullptr ? *facts : kEntryKinds[std::size(kEntryKinds) - 1];
}

bool header_reads_cleanly(ByteView bytes, std::uint64_t offset, std::uint64_t* fat_size) {
  if (!bytes.contains(offset, fatbin::kHeaderSize)) return false;
  if (bytes.read<std::uint32_t>(offset) != fatbin::kMagic) return false;
  if (bytes.read<std::uint16_t>(offset + 4) != 1) return false;
  if (bytes.read<std::uint16_t>(offset + 6) != fatbin::kHeaderSize) return false;
  *fat_size = bytes.read<std::uint64_t>(offset + 8);
  return bytes.contains(offset + fatbin::kHeaderSize, *fat_size);
}

}  // namespace

std::string_view to_string(EntryKind kind) { return facts_of(kind).name; }

constexpr EnumName<Compression> kCompressionNames[] = {
    {Compression::kNone, "none"}, {Compression::kLz4, "lz4"}, {Compression::kZstd, "zstd"}};

std::string_view to_string(Compression compression) { return name_of(kCompressionNames, compression); }

GpuTarget FatbinEntry::gpu_target() const { return GpuTarget::from_number(sm, suffix, facts_of(kind).code); }

bool plausible_fatbin_at(ByteView bytes, std::uint64_t offset) {
  std::uint64_t fat_size = 0;
  if (!header_reads_cleanly(bytes, offset, &fat_size)) return false;
  const std::uint64_t entry = offset + fatbin::kHeaderSize;
  if (fat_size < fatbin::kEntryHeaderMinSize) return false;
  const auto kind = bytes.read<std::uint16_t>(entry);
  const auto header_size = bytes.read<std::uint32_t>(entry + 4);
  const auto padded = bytes.read<std::uint64_t>(entry + 8);
  if (kind_of(kind) == EntryKind::kUnknown) return false;
  if (header_size < fatbin::kEntryHeaderMinSize || header_size > kMaxEntryHeaderSize) return false;
  if (header_size > fat_size || padded > fat_size - header_size) return false;
  const auto sm = bytes.read<std::uint32_t>(entry + 28);
  return sm > 0 && sm < 10000;
}

namespace {

// The container header: magic, version 1, size 16, and a payload that fits the data. Returns the
// payload's size.
Expected<std::uint64_t> read_container_header(ByteView bytes, std::uint64_t offset, std::string_view file_name) {
  if (!bytes.contains(offset, fatbin::kHeaderSize)) {
    return error_at(file_name, offset,
                    fmt::format("fatbin header (16 bytes) goes past the end of the data ({:#x} bytes)", bytes.size()));
  }
  const auto magic = bytes.read<std::uint32_t>(offset);
  if (magic != fatbin::kMagic) {
    return error_at(file_name, offset, fmt::format("expected fatbin magic 0xba55ed50, found {:#010x}", magic));
  }
  const auto version = bytes.read<std::uint16_t>(offset + 4);
  const auto header_size = bytes.read<std::uint16_t>(offset + 6);
  if (version != 1 || header_size != fatbin::kHeaderSize) {
    return error_at(
        file_name, offset + 4,
        fmt::format("fatbin header has version {} and size {}, expected version 1 and size 16", version, header_size));
  }
  const auto fat_size = bytes.read<std::uint64_t>(offset + 8);
  if (!bytes.contains(offset + fatbin::kHeaderSize, fat_size)) {
    return error_at(file_name, offset + 8,
                    fmt::format("fatbin declares {:#x} bytes of entries, past the end of the data ({:#x} bytes)",
                                fat_size, bytes.size()));
  }
  return fat_size;
}

// Containers are sometimes padded with zeros after their last entry.
bool only_zeros(ByteView bytes, std::uint64_t at, std::uint64_t end) {
  bool zeros = true;
  for (std::uint64_t i = at; i < end && zeros; ++i) zeros = bytes.read<std::uint8_t>(i) == 0;
  return zeros;
}

// The entry header's fields as stored; the caller has checked that kEntryHeaderMinSize bytes are
// there. The stored compressed size is returned beside it: it becomes stored_size only once the
// flags say the payload is compressed.
FatbinEntry read_entry_fields(ByteView bytes, std::uint64_t at, std::uint32_t* compressed_size) {
  FatbinEntry entry;
  entry.offset = at;
  entry.raw_kind = bytes.read<std::uint16_t>(at);
  entry.kind = kind_of(entry.raw_kind);
  entry.header_size = bytes.read<std::uint32_t>(at + 4);
  entry.padded_size = bytes.read<std::uint64_t>(at + 8);
  *compressed_size = bytes.read<std::uint32_t>(at + 16);
  entry.version_minor = bytes.read<std::uint16_t>(at + 24);
  entry.version_major = bytes.read<std::uint16_t>(at + 26);
  entry.sm = static_cast<int>(bytes.read<std::uint32_t>(at + 28));
  entry.flags = bytes.read<std::uint64_t>(at + 40);
  entry.uncompressed_size = bytes.read<std::uint64_t>(at + 56);
  return entry;
}

// A plausible SM number, and a header and payload that end inside the container.
Expected<void> check_entry_bounds(const FatbinEntry& entry, std::uint64_t end, std::string_view file_name) {
  const std::uint64_t at = entry.offset;
  if (entry.sm <= 0 || entry.sm > kMaxPlausibleSm) {
    return error_at(file_name, at + 28,
                    fmt::format("fatbin entry names GPU architecture {} ({}), which is not an SM number (1 to {})",
                                entry.sm, entry.target(), kMaxPlausibleSm));
  }
  if (entry.header_size < fatbin::kEntryHeaderMinSize || entry.header_size > kMaxEntryHeaderSize) {
    return error_at(
        file_name, at + 4,
        fmt::format("fatbin entry header size is {}, expected 64 to {}", entry.header_size, kMaxEntryHeaderSize));
  }
  if (entry.header_size > end - at || entry.padded_size > end - at - entry.header_size) {
    return error_at(file_name, at + 8,
                    fmt::format("fatbin entry ({} header bytes, {:#x} payload bytes) goes past the end of its "
                                "container at {:#x}",
                                entry.header_size, entry.padded_size, end));
  }
  return {};
}

// What the flags say: compression (at most one kind), where the payload is and how many bytes of it
// are stored, and the target's suffix.
Expected<void> decode_entry_flags(FatbinEntry& entry, std::uint32_t compressed_size, std::string_view file_name) {
  const std::uint64_t at = entry.offset;
  const bool lz4 = entry.flags & fatbin::kFlagLz4;
  const bool zstd = entry.flags & fatbin::kFlagZstd;
  if (lz4 && zstd) {
    return error_at(file_name, at + 40,
                    fmt::format("fatbin entry flags {:#x} claim both LZ4 and zstd compression", entry.flags));
  }
  entry.compression = lz4 ? Compression::kLz4 : zstd ? Compression::kZstd : Compression::kNone;
  entry.payload_offset = at + entry.header_size;
  if (entry.compression == Compression::kNone) {
    entry.stored_size = entry.padded_size;
    if (entry.uncompressed_size == 0) entry.uncompressed_size = entry.padded_size;
  } else {
    entry.stored_size = compressed_size;
    if (entry.stored_size > entry.padded_size) {
      return error_at(file_name, at + 16,
                      fmt::format("fatbin entry's compressed size {:#x} is larger than its payload {:#x}",
                                  entry.stored_size, entry.padded_size));
    }
  }
  if (entry.flags & fatbin::kFlagArchSpecific) {
    entry.suffix = 'a';
  } else if (entry.flags & fatbin::kFlagFamily) {
    entry.suffix = 'f';
  }
  return {};
}

}  // namespace

Expected<FatbinContainer> read_fatbin_container(ByteView bytes, std::uint64_t offset, std::string_view file_name) {
  auto fat_size = read_container_header(bytes, offset, file_name);
  if (!fat_size) return fat_size.error();
  FatbinContainer container;
  container.offset = offset;
  container.size = fatbin::kHeaderSize + *fat_size;
  const std::uint64_t end = offset + fatbin::kHeaderSize + *fat_size;
  std::uint64_t at = offset + fatbin::kHeaderSize;
  while (at < end) {
    if (end - at < fatbin::kEntryHeaderMinSize) {
      if (only_zeros(bytes, at, end)) break;
      return error_at(file_name, at,
                      fmt::format("fatbin entry header needs {} bytes, only {} are left in the container",
                                  fatbin::kEntryHeaderMinSize, end - at));
    }
    std::uint32_t compressed_size = 0;
    FatbinEntry entry = read_entry_fields(bytes, at, &compressed_size);
    if (entry.raw_kind == 0 && entry.header_size == 0 && only_zeros(bytes, at, end)) break;
    if (auto bounds = check_entry_bounds(entry, end, file_name); !bounds) return bounds.error();
    if (auto flags = decode_entry_flags(entry, compressed_size, file_name); !flags) return flags.error();
    container.entries.push_back(entry);
    at += entry.header_size + entry.padded_size;
  }
  return container;
}

Expected<void> read_fatbin_sequence(ByteView bytes, std::uint64_t begin, std::uint64_t size, std::string_view file_name,
                                    const ContainerSink& sink, const ProgressSink& progress,
                                    const DataExtents& extents) {
  if (!bytes.contains(begin, size)) {
    return error_at(file_name, begin, fmt::format("fatbin data of {:#x} bytes goes past the end of the file", size));
  }
  const std::uint64_t end = begin + size;
  ByteView window = bytes.sub(0, end);
  const std::uint8_t* const base = bytes.data();
  std::uint64_t at = begin;
  while (at < end) {
    if (end - at < 4 || bytes.read<std::uint32_t>(at) == 0) {
      // Alignment padding between (or after) containers; holes are skipped without reading them.
      std::uint64_t next = at;
      while (next < end) {
        next = static_cast<std::uint64_t>(extents.next_data(base + next, base + end) - base);
        const std::uint64_t stop = static_cast<std::uint64_t>(extents.data_end(base + next, base + end) - base);
        while (next < stop && bytes.read<std::uint8_t>(next) == 0) ++next;
        if (next < stop) break;
      }
      if (next >= end) break;
      at = next;
    }
    auto container = read_fatbin_container(window, at, file_name);
    if (!container) return container.error();
    at += container->size;
    sink(std::move(*container));
    if (progress) progress(at);
  }
  return {};
}

void scan_for_fatbins(ByteView bytes, std::uint64_t begin, std::uint64_t size, const ContainerSink& sink,
                      const ProgressSink& progress, const DataExtents& extents) {
  if (!bytes.contains(begin, size)) return;
  const std::uint64_t end = begin + size;
  ByteView window = bytes.sub(0, end);
  const std::uint8_t* const base = bytes.data();
  // memchr on the magic's second byte (0xed) and a 4-byte compare: several times faster than
  // memmem here, and 0xed is rare in the data sections of real libraries.
  constexpr std::uint8_t kSecondByte = 0xed;
  constexpr std::uint64_t kProgressStep = std::uint64_t{8} << 20;
  std::uint64_t at = begin;
  std::uint64_t reported = begin;
  while (end - at >= fatbin::kHeaderSize) {
    // Search only where the input holds data; a container found there may run on into a hole.
    const auto data_begin = static_cast<std::uint64_t>(extents.next_data(base + at, base + end) - base);
    if (data_begin >= end) break;
    if (data_begin > at) at = data_begin > begin ? data_begin - 1 : begin;  // the magic's first byte may precede
    const auto data_stop = static_cast<std::uint64_t>(extents.data_end(base + data_begin, base + end) - base);
    if (data_stop <= at + 1) {
      at = data_stop;
      continue;
    }
    const void* hit = std::memchr(base + at + 1, kSecondByte, data_stop - at - 1);
    if (!hit) {
      at = data_stop;
      if (progress && at - reported >= kProgressStep) {
        progress(at);
        reported = at;
      }
      continue;
    }
    const std::uint64_t candidate = static_cast<const std::uint8_t*>(hit) - base - 1;
    if (end - candidate < fatbin::kHeaderSize) break;
    if (progress && candidate - reported >= kProgressStep) {
      progress(candidate);
      reported = candidate;
    }
    if (window.read<std::uint32_t>(candidate) == fatbin::kMagic && plausible_fatbin_at(window, candidate)) {
      auto container = read_fatbin_container(window, candidate, {});
      if (container) {
        at = candidate + container->size;
        sink(std::move(*container));
        continue;
      }
    }
    at = candidate + 1;
  }
  if (progress) progress(end);
}

}  // namespace cudacompat::readers
