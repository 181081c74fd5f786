// The toolkit that built a cubin, from its `.note.nv.tkinfo` note (what cuobjdump prints as
// `toolkit=13.0`): ptxas writes "Cuda compilation tools, release 13.0, V13.0.88" there. Cubins of
// nvcc 12.x and older carry no such note. A statically linked CUDA runtime records its version
// nowhere else, so this is where the floor of such a binary comes from.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "readers/byte_view.h"
#include "readers/elf_reader.h"
#include "readers/fatbin_reader.h"
#include "readers/result.h"

namespace cudacompat::readers {

struct BuilderToolkit {
  int major = 0;
  int minor = 0;
  bool operator<(const BuilderToolkit& other) const {
    return major != other.major ? major < other.major : minor < other.minor;
  }
  bool operator==(const BuilderToolkit& other) const { return major == other.major && minor == other.minor; }
};

// The release named in a tkinfo note's text ("... release 13.0, V13.0.88 ..."), searched for in
// `bytes` (a note section, or the start of a cubin). nullopt when there is none.
std::optional<BuilderToolkit> find_toolkit_release(std::string_view bytes);

// From a standalone cubin's .note.nv.tkinfo section; nullopt when it has none.
std::optional<BuilderToolkit> cubin_builder_toolkit(const ElfFile& cubin);

// How far into a SASS entry's payload the note is looked for. ptxas puts .note.nv.tkinfo after
// the symbol and string tables, within the first few KiB of every cubin checked (docs/audit.md).
inline constexpr std::size_t kToolkitNoteSearchBytes = 64 * 1024;

// From the start of the cubin that a fatbin SASS entry holds (decompressed as far as needed).
Expected<std::optional<BuilderToolkit>> entry_builder_toolkit(ByteView bytes, const FatbinEntry& entry);

}  // namespace cudacompat::readers
