// Locates the GPU code in a host ELF file: the fatbin sections (.nv_fatbin, __nv_relfatbin) and
// fatbins embedded in data sections (cuBLASLt's .cask_resource, cuFFT's .ldata), and reads the
// PTX ISA of PTX entries from their text.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "readers/artifact.h"
#include "readers/cubin_note.h"
#include "readers/data_extents.h"
#include "readers/elf_reader.h"

namespace cudacompat::readers {

// Where the PTX ISA of a PTX entry comes from. The entry header carries it (offsets 26/24); the
// `.version` line of the text is the authority, but reading it means decompressing the start of
// the payload (a whole zstd block, ~0.2 ms).
enum class PtxText {
  kNone,    // the header's version pair, unchecked
  kSample,  // per file and header pair, the text of the first such entry; where it agrees with the
            // header, the header is trusted for the others (marked checked); where not, every text
  kAll,     // the text of every PTX entry
};

// Which SASS entries are opened for the toolkit that built them (.note.nv.tkinfo, cubin_note.h).
// Opening one means decompressing up to 64 KiB of it.
enum class ToolkitNotes {
  kNone,
  kSample,  // the first SASS entry of each container, at most kToolkitNoteSample per file (enough to find the
            // toolkit of a library built by one; a mixed one shows its newest among them)
  kAll,     // every SASS entry
};
inline constexpr std::size_t kToolkitNoteSample = 16;

struct DeviceCodeOptions {
  bool scan_data_sections = true;  // look for fatbins embedded in .rodata, .ldata and the like
  PtxText ptx_text = PtxText::kSample;
  ToolkitNotes toolkit_notes = ToolkitNotes::kSample;
  // When set, called with byte ranges of the input that the walk has passed, so that a mapped
  // file's pages can be dropped and the resident set stays small. Only for mapped bytes.
  std::function<void(const std::uint8_t* begin, std::uint64_t length)> release_pages;
  // Where the input holds bytes (holes are skipped, never read); null: everywhere.
  const DataExtents* extents = nullptr;
};

// True for sections that are walked as fatbin sequences.
bool is_fatbin_section(std::string_view name);
// True for sections scanned for embedded fatbins: allocated, non-executable PROGBITS that are not
// fatbin sections and not among the loader's own (.got, .eh_frame, ...).
bool is_scanned_data_section(const ElfSection& section);

// What the walk of one file's device code gathers. Errors carry no file name: the caller names
// the file once.
struct DeviceCode {
  std::vector<DeviceContainer> containers;
  std::vector<BuilderToolkit> builder_toolkits;  // distinct, oldest first
  std::size_t toolkit_notes_read = 0;
  std::vector<Diagnostic> errors;  // artifact-unreadable, with no `where` yet
};

// Reads the containers found in `elf`.
void read_device_code(const ElfFile& elf, const DeviceCodeOptions& options, DeviceCode& out);

// Resolves the PTX ISA of the PTX entries of one file, as DeviceCodeOptions::ptx_text says.
class PtxIsaResolver {
 public:
  PtxIsaResolver(ByteView bytes, std::string_view file_name, PtxText mode)
      : bytes_(bytes), file_name_(file_name), mode_(mode) {}
  void resolve(DeviceEntry& entry, std::vector<Diagnostic>& errors);

 private:
  bool read_text(DeviceEntry& entry, std::vector<Diagnostic>& errors);
  ByteView bytes_;
  std::string_view file_name_;
  PtxText mode_;
  std::vector<std::pair<std::pair<int, int>, bool>> sampled_;  // header pair -> the text agreed
};

// Reads the builder toolkit of SASS entries, as DeviceCodeOptions::toolkit_notes says.
class ToolkitNoteReader {
 public:
  ToolkitNoteReader(ByteView bytes, ToolkitNotes mode) : bytes_(bytes), mode_(mode) {}
  // Called for each container; looks at its SASS entries as the mode allows.
  void read(const FatbinContainer& container, DeviceCode& out);

 private:
  ByteView bytes_;
  ToolkitNotes mode_;
};

// Converts a reader container found in `bytes` to an owned DeviceContainer.
DeviceContainer own_container(std::string_view section, bool embedded, const FatbinContainer& found,
                              PtxIsaResolver& ptx, std::vector<Diagnostic>& errors);

// Reads a standalone .fatbin file (a sequence of containers).
void read_fatbin_file(ByteView bytes, const DeviceCodeOptions& options, DeviceCode& out);

// The single SASS entry a standalone cubin stands for: SM from e_flags, `a`/`f` from the
// ptxas command line recorded in .note.nv.tkinfo.
DeviceEntry cubin_entry(const ElfFile& cubin);

}  // namespace cudacompat::readers
