// What the audit reads from one artifact: the facts, before any verdict. Owned copies, so they
// outlive the mapping they were read from.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "readers/cubin_note.h"
#include "readers/fatbin_reader.h"

namespace cudacompat::readers {

enum class ArtifactFormat {
  kExecutable,     // ELF ET_EXEC, or ET_DYN with a PT_INTERP (a position-independent executable)
  kSharedLibrary,  // ELF ET_DYN
  kRelocatable,    // ELF ET_REL (object files, archive members)
  kCubin,          // ELF for the GPU (e_machine EM_CUDA)
  kFatbin,         // a standalone fatbinary
  kOtherElf,       // core files and the like
  kArchive,        // a static library that could not be read (its members are reported one by one)
  kZip,            // a wheel that could not be read (its members are reported one by one)
};
std::string_view format_name(ArtifactFormat format);
// An executable or a shared library: what it needs and imports is final, where an object's or an
// archive's is settled only where it is linked.
bool is_linked(ArtifactFormat format);

// What a reader could not read: "artifact-unreadable" (the code doctor, the audit's JSON and the
// gate report it by), an error, at `path` (the file, "" where the caller names it later). The
// message is the sentence the tables print, naming the file and the offset where it has them.
Diagnostic artifact_error(std::string message, std::string path = {});

struct DeviceEntry {
  FatbinEntry header;
  // PTX only: the ISA from the text's `.version` line, and whether it was read from the text (it
  // falls back to the header's version pair when the text cannot be read).
  int ptx_isa_major = 0;
  int ptx_isa_minor = 0;
  bool ptx_isa_from_text = false;
  // PTX only: taken from the header, whose version pair the text of another PTX entry of the same
  // file with the same pair confirmed (PtxText::kSample).
  bool ptx_isa_checked = false;
};

struct DeviceContainer {
  std::string section;    // ".nv_fatbin", "__nv_relfatbin", ".ldata", "(file)"
  bool embedded = false;  // found by scanning a data section, not in a fatbin section
  std::uint64_t offset = 0;
  std::uint64_t size = 0;
  std::vector<DeviceEntry> entries;
};

struct ImportedName {
  std::string name;
  std::string version_file;  // the library its version requirement names, if any
};

struct ArtifactFacts {
  std::string path;     // "lib/libfoo.so", "pkg.whl!pkg/_C.so", "libbar.a(kernels.o)"
  std::string package;  // the input it was found under (a wheel, a directory, a file)
  ArtifactFormat format = ArtifactFormat::kOtherElf;
  std::uint64_t size = 0;
  std::uint16_t machine = 0;
  std::string soname;
  std::vector<std::string> needed;
  std::vector<std::string> runpath;
  std::vector<std::string> rpath;
  std::vector<ImportedName> imports;
  std::vector<DeviceContainer> containers;
  // The toolkits that built its cubins (.note.nv.tkinfo), distinct, oldest first; and how many
  // SASS entries were looked at for them (DeviceCodeOptions::toolkit_notes says which).
  std::vector<BuilderToolkit> builder_toolkits;
  std::size_t toolkit_notes_read = 0;
  std::vector<Diagnostic> errors;  // artifact-unreadable, at the file: each message names it and the offset

  bool has_device_code() const;
  std::size_t entry_count() const;
};

}  // namespace cudacompat::readers
