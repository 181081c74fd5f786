#include "readers/cubin_note.h"

#include <memory>

#include "readers/payload_prefix.h"

namespace cudacompat::readers {
namespace {

constexpr std::string_view kReleaseMarker = "Cuda compilation tools, release ";

bool read_number(std::string_view text, std::size_t* at, int* value) {
  const std::size_t start = *at;
  int number = 0;
  while (*at < text.size() && *at - start < 4 && text[*at] >= '0' && text[*at] <= '9') {
    number = number * 10 + (text[*at] - '0');
    ++*at;
  }
  if (*at == start) return false;
  *value = number;
  return true;
}

}  // namespace

std::optional<BuilderToolkit> find_toolkit_release(std::string_view bytes) {
  const std::size_t marker = bytes.find(kReleaseMarker);
  if (marker == std::string_view::npos) return std::nullopt;
  std::size_t at = marker + kReleaseMarker.size();
  BuilderToolkit toolkit;
  if (!read_number(bytes, &at, &toolkit.major) || at >= bytes.size() || bytes[at] != '.') return std::nullopt;
  ++at;
  if (!read_number(bytes, &at, &toolkit.minor)) return std::nullopt;
  if (toolkit.major == 0) return std::nullopt;
  return toolkit;
}

std::optional<BuilderToolkit> cubin_builder_toolkit(const ElfFile& cubin) {
  const ElfSection* note = cubin.find_section(".note.nv.tkinfo");
  if (!note) return std::nullopt;
  return find_toolkit_release(cubin.section_bytes(*note).as_string());
}

Expected<std::optional<BuilderToolkit>> entry_builder_toolkit(ByteView bytes, const FatbinEntry& entry) {
  // The note sits within the first few KiB of most cubins: look there first, and decompress (or
  // touch) up to kToolkitNoteSearchBytes only when it is not there.
  constexpr std::size_t kFirstLook = 4096;
  if (entry.compression == Compression::kNone) {
    if (!bytes.contains(entry.payload_offset, entry.stored_size)) {
      return error_at({}, entry.payload_offset, "SASS payload goes past the end of the data");
    }
    for (std::size_t limit : {kFirstLook, kToolkitNoteSearchBytes}) {
      const std::uint64_t length = std::min<std::uint64_t>(entry.stored_size, limit);
      if (auto found = find_toolkit_release(bytes.sub(entry.payload_offset, length).as_string())) return found;
      if (length < limit) break;
    }
    return std::optional<BuilderToolkit>();
  }
  thread_local std::unique_ptr<char[]> buffer(new char[kToolkitNoteSearchBytes]);
  for (std::size_t limit : {kFirstLook, kToolkitNoteSearchBytes}) {
    auto produced = read_payload_prefix(bytes, entry, buffer.get(), limit, "SASS");
    if (!produced) return produced.error();
    if (auto found = find_toolkit_release(std::string_view(buffer.get(), *produced))) return found;
    if (*produced < limit) break;  // the whole cubin was searched
  }
  return std::optional<BuilderToolkit>();
}

}  // namespace cudacompat::readers
