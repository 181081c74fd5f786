// Locates the GPU code in a host ELF file: the fatbin sections (.nv_fatbin, __nv_relfatbin) and
// fatbins embedded in data sections (cuBLASLt's .cask_resource, cuFFT's .ldata), and reads the
// PTX ISA of PTX entries from their text.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "audit/artifact.h"
#include "audit/elf_reader.h"

namespace cudacompat::audit {

// Where the PTX ISA of a PTX entry comes from. The entry header carries it (offsets 26/24); the
// `.version` line of the text is the authority, but reading it means decompressing the start of
// the payload (a whole zstd block, ~0.2 ms).
enum class PtxText {
  kNone,    // the header's version pair, unchecked
  kSample,  // per file and header pair, the text of the first such entry; where it agrees with the
            // header, the header is trusted for the others (marked checked); where not, every text
  kAll,     // the text of every PTX entry
};

struct DeviceCodeOptions {
  bool scan_data_sections = true;  // look for fatbins embedded in .rodata, .ldata and the like
  PtxText ptx_text = PtxText::kSample;
  // When set, called with byte ranges of the input that the walk has passed, so that a mapped
  // file's pages can be dropped and the resident set stays small. Only for mapped bytes.
  std::function<void(const std::uint8_t* begin, std::uint64_t length)> release_pages;
};

// True for sections that are walked as fatbin sequences.
bool is_fatbin_section(std::string_view name);
// True for sections scanned for embedded fatbins: allocated, non-executable PROGBITS that are not
// fatbin sections and not among the loader's own (.got, .eh_frame, ...).
bool is_scanned_data_section(const ElfSection& section);

// Appends the containers found in `elf` to `containers`, and any reading errors to `errors`.
void read_device_code(const ElfFile& elf, const DeviceCodeOptions& options, std::vector<DeviceContainer>& containers,
                      std::vector<std::string>& errors);

// Resolves the PTX ISA of the PTX entries of one file, as DeviceCodeOptions::ptx_text says.
class PtxIsaResolver {
 public:
  PtxIsaResolver(ByteView bytes, std::string_view file_name, PtxText mode)
      : bytes_(bytes), file_name_(file_name), mode_(mode) {}
  void resolve(DeviceEntry& entry, std::vector<std::string>& errors);

 private:
  bool read_text(DeviceEntry& entry, std::vector<std::string>& errors);
  ByteView bytes_;
  std::string_view file_name_;
  PtxText mode_;
  std::vector<std::pair<std::pair<int, int>, bool>> sampled_;  // header pair -> the text agreed
};

// Converts a reader container found in `bytes` to an owned DeviceContainer.
DeviceContainer own_container(std::string_view section, bool embedded, const FatbinContainer& found,
                              PtxIsaResolver& ptx, std::vector<std::string>& errors);

// Reads a standalone .fatbin file (a sequence of containers).
void read_fatbin_file(ByteView bytes, std::string_view file_name, const DeviceCodeOptions& options,
                      std::vector<DeviceContainer>& containers, std::vector<std::string>& errors);

// The single SASS entry a standalone cubin stands for: SM from e_flags, `a`/`f` from the
// ptxas command line recorded in .note.nv.tkinfo.
DeviceEntry cubin_entry(const ElfFile& cubin);

}  // namespace cudacompat::audit
