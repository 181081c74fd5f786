// Zero-copy reader of 64-bit little-endian ELF files (executables, shared libraries, relocatable
// objects, cubins): the section table, the dynamic section and the imported symbols. Everything it
// returns views the caller's bytes; every offset is checked before it is read.
#pragma once

#include <elf.h>

#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "readers/byte_view.h"
#include "readers/result.h"

namespace cudacompat::readers {

// The <elf.h> names, kept in one place for the readers that test section types and flags.
namespace elf {
inline constexpr std::uint16_t kTypeRelocatable = ET_REL;
inline constexpr std::uint16_t kTypeExecutable = ET_EXEC;
inline constexpr std::uint16_t kTypeShared = ET_DYN;
inline constexpr std::uint16_t kMachineCuda = EM_CUDA;
inline constexpr std::uint32_t kSectionProgbits = SHT_PROGBITS;
inline constexpr std::uint32_t kSectionSymtab = SHT_SYMTAB;
inline constexpr std::uint32_t kSectionStrtab = SHT_STRTAB;
inline constexpr std::uint32_t kSectionDynamic = SHT_DYNAMIC;
inline constexpr std::uint32_t kSectionNote = SHT_NOTE;
inline constexpr std::uint32_t kSectionNobits = SHT_NOBITS;
inline constexpr std::uint32_t kSectionDynsym = SHT_DYNSYM;
inline constexpr std::uint32_t kSectionVerneed = SHT_GNU_verneed;
inline constexpr std::uint32_t kSectionVersym = SHT_GNU_versym;
inline constexpr std::uint64_t kFlagAlloc = SHF_ALLOC;
inline constexpr std::uint64_t kFlagExec = SHF_EXECINSTR;
}  // namespace elf

// True when the bytes start with the ELF magic (of any class or byte order).
bool looks_like_elf(ByteView bytes);

struct ElfSection {
  std::uint32_t index = 0;
  std::string_view name;
  std::uint32_t type = 0;
  std::uint64_t flags = 0;
  std::uint64_t address = 0;
  std::uint64_t offset = 0;
  std::uint64_t size = 0;
  std::uint32_t link = 0;
  std::uint32_t info = 0;
  std::uint64_t entry_size = 0;

  bool has_bytes() const { return type != elf::kSectionNobits && size > 0; }
};

struct ElfDynamicInfo {
  std::string_view soname;
  std::vector<std::string_view> needed;   // DT_NEEDED, in order
  std::vector<std::string_view> runpath;  // DT_RUNPATH, split at ':'
  std::vector<std::string_view> rpath;    // DT_RPATH, split at ':'
};

struct ElfImportedSymbol {
  std::string_view name;
  // The DT_NEEDED file the symbol's version requirement names (libcusparse.so.12), when the
  // symbol carries one; empty for unversioned imports and for relocatable objects.
  std::string_view version_file;
  std::string_view version;
};

struct ElfExportedSymbol {
  std::string_view name;
  // The version node it is defined under (CUDART_12.0), from .gnu.version_d; empty when unversioned.
  std::string_view version;
  bool function = false;  // STT_FUNC / STT_GNU_IFUNC, otherwise data
  bool weak = false;      // STB_WEAK: C++ inline functions and template instances, among others
};

class ElfFile {
 public:
  // Checks the header and the section table (every section with bytes must lie inside the file).
  // Errors name `file_name` when one is given; inspect_* passes none and names the file itself.
  static Expected<ElfFile> parse(ByteView bytes, std::string_view file_name = {});

  std::uint16_t type() const { return header_.e_type; }
  std::uint16_t machine() const { return header_.e_machine; }
  std::uint32_t flags() const { return header_.e_flags; }
  std::uint8_t os_abi() const { return header_.e_ident[EI_OSABI]; }
  std::uint8_t abi_version() const { return header_.e_ident[EI_ABIVERSION]; }
  // True when a PT_INTERP program header names a dynamic loader: an executable (PIE or not).
  bool has_interpreter() const { return has_interpreter_; }
  ByteView bytes() const { return bytes_; }
  std::string_view file_name() const { return file_name_; }

  const std::vector<ElfSection>& sections() const { return sections_; }
  const ElfSection* find_section(std::string_view name) const;
  const ElfSection* find_section_of_type(std::uint32_t type) const;
  // The bytes of a section; empty for NOBITS. Bounds were checked by parse().
  ByteView section_bytes(const ElfSection& section) const;

  // DT_NEEDED, DT_RUNPATH, DT_RPATH and DT_SONAME. An object without a dynamic section has none.
  Expected<ElfDynamicInfo> dynamic_info() const;
  // Undefined global and weak symbols: from .dynsym (with the file named by their version
  // requirement), or from .symtab for relocatable objects.
  Expected<std::vector<ElfImportedSymbol>> imported_symbols() const;
  // Defined global and weak symbols of .dynsym (what other objects can bind to), with the version
  // node each is defined under. Hidden versions (the non-default `name@VER`) are included.
  Expected<std::vector<ElfExportedSymbol>> exported_symbols() const;

 private:
  // Where the section headers are, after extended numbering (count and name index in section 0).
  struct SectionTable {
    std::uint64_t offset = 0;
    std::uint64_t entry_size = 0;
    std::uint64_t count = 0;
    std::uint32_t names_index = 0;
  };
  // Version index -> (file, version name), from .gnu.version_r.
  using NeededVersions = std::unordered_map<std::uint16_t, std::pair<std::string_view, std::string_view>>;
  // Version index -> version node name, from .gnu.version_d.
  using DefinedVersions = std::unordered_map<std::uint16_t, std::string_view>;
  // A global or weak symbol with a name, and its .gnu.version index (bit 15, "hidden", cleared)
  // where the file gives one.
  struct NamedSymbol {
    Elf64_Sym entry;
    std::string_view name;
    std::optional<std::uint16_t> version;
  };

  // parse()'s steps, in order; each checks the bounds of what it reads.
  Expected<void> read_program_headers(const Elf64_Ehdr& header);
  Expected<SectionTable> locate_section_table(const Elf64_Ehdr& header) const;
  Expected<void> read_section_headers(const SectionTable& table);
  Expected<void> name_sections(const SectionTable& table);
  // The string table of a version section of `type` (.gnu.version_r or .gnu.version_d); nothing for
  // a section of another type, an empty one or one that links to no string table (passed over).
  const ElfSection* version_strings(const ElfSection& section, std::uint32_t type) const;
  // Adds a .gnu.version_r section's requirements to `needed`; other sections add nothing.
  Expected<void> read_version_requirements(const ElfSection& section, NeededVersions& needed) const;
  // Adds a .gnu.version_d section's definitions to `defined` (the name is the first Verdaux of each
  // Verdef; the base definition, the file's own name, is left out); other sections add nothing.
  Expected<void> read_version_definitions(const ElfSection& section, DefinedVersions& defined) const;
  // The global and weak symbols of `symbols` after the null one that `keep` accepts and that have a
  // name, in table order: the walk imported_symbols and exported_symbols share. `keep` sees an entry
  // before its name is read, so a symbol it drops cannot fail the walk.
  Expected<std::vector<NamedSymbol>> global_symbols(const ElfSection& symbols, const ElfSection& strings,
                                                    bool (*keep)(const Elf64_Sym&)) const;

  Expected<std::string_view> string_at(const ElfSection& table, std::uint64_t offset) const;
  // The string table a symbol table links to, once its entries are checked to be Elf64_Sym.
  Expected<const ElfSection*> symbol_strings(const ElfSection& symbols) const;

  ByteView bytes_;
  std::string_view file_name_;
  Elf64_Ehdr header_{};  // kept whole, as LLVM's ELFFile keeps its header: the accessors read it
  bool has_interpreter_ = false;
  std::vector<ElfSection> sections_;
};

}  // namespace cudacompat::readers
