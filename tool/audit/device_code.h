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

struct DeviceCodeOptions {
  bool scan_data_sections = true;  // look for fatbins embedded in .rodata, .ldata and the like
  bool read_ptx_text = true;       // read .version from PTX text (else trust the entry header)
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

// Converts a reader container found in `bytes` to an owned DeviceContainer, reading PTX preambles.
DeviceContainer own_container(ByteView bytes, std::string_view file_name, std::string_view section, bool embedded,
                              const FatbinContainer& found, const DeviceCodeOptions& options,
                              std::vector<std::string>& errors);

// Reads a standalone .fatbin file (a sequence of containers).
void read_fatbin_file(ByteView bytes, std::string_view file_name, const DeviceCodeOptions& options,
                      std::vector<DeviceContainer>& containers, std::vector<std::string>& errors);

// The single SASS entry a standalone cubin stands for: SM from e_flags, `a`/`f` from the
// ptxas command line recorded in .note.nv.tkinfo.
DeviceEntry cubin_entry(const ElfFile& cubin);

}  // namespace cudacompat::audit
