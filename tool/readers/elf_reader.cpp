#include "readers/elf_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <unordered_map>

namespace cudacompat::readers {
namespace {

std::vector<std::string_view> split_path_list(std::string_view list) {
  std::vector<std::string_view> parts;
  while (!list.empty()) {
    std::size_t colon = list.find(':');
    std::string_view part = list.substr(0, colon);
    if (!part.empty()) parts.push_back(part);
    if (colon == std::string_view::npos) break;
    list.remove_prefix(colon + 1);
  }
  return parts;
}

// The section's entries are of type T: its sh_entsize must say so (as LLVM checks) before the
// section is read as an array of T.
template <class T>
Expected<void> check_entry_size(const ElfSection& section, std::string_view file_name, std::string_view what) {
  if (section.entry_size == sizeof(T)) return {};
  return error_at(file_name, section.offset,
                  fmt::format("{} (section {}) has entries of {} bytes, expected {}", what, section.index,
                              section.entry_size, sizeof(T)));
}

// The T at `at` of a version section's bytes, once its bounds are checked. A failure names the
// file offset `offset` of the entry it belongs to, and says that `what` goes past the section.
template <class T>
Expected<T> version_entry(ByteView bytes, std::uint64_t at, std::string_view file_name, std::uint64_t offset,
                          std::string_view what) {
  if (!bytes.contains(at, sizeof(T))) return error_at(file_name, offset, what);
  return bytes.read<T>(at);
}

}  // namespace

bool looks_like_elf(ByteView bytes) { return bytes.starts_with(ELFMAG); }

Expected<ElfFile> ElfFile::parse(ByteView bytes, std::string_view file_name) {
  if (!looks_like_elf(bytes)) return error_at(file_name, 0, "not an ELF file: the magic \\x7fELF is missing");
  if (!bytes.contains(0, sizeof(Elf64_Ehdr))) {
    return error_at(file_name, 0,
                    fmt::format("ELF header is truncated: the file has {} bytes, the header needs {}", bytes.size(),
                                sizeof(Elf64_Ehdr)));
  }
  const auto header = bytes.read<Elf64_Ehdr>(0);
  if (header.e_ident[EI_CLASS] != ELFCLASS64) {
    return error_at(file_name, EI_CLASS, "only 64-bit ELF files (class 2) are read; this one is 32-bit or unknown");
  }
  if (header.e_ident[EI_DATA] != ELFDATA2LSB) {
    return error_at(file_name, EI_DATA, "only little-endian ELF files (data 1) are read");
  }
  ElfFile file;
  file.bytes_ = bytes;
  file.file_name_ = file_name;
  file.header_ = header;
  if (auto programs = file.read_program_headers(header); !programs) return programs.error();
  if (header.e_shoff == 0) return file;  // no section table (allowed by the format)
  auto table = file.locate_section_table(header);
  if (!table) return table.error();
  if (auto sections = file.read_section_headers(*table); !sections) return sections.error();
  if (auto names = file.name_sections(*table); !names) return names.error();
  return file;
}

Expected<void> ElfFile::read_program_headers(const Elf64_Ehdr& header) {
  if (header.e_phoff == 0 || header.e_phnum == 0) return {};
  const std::uint64_t entry_size = header.e_phentsize;
  if (entry_size < sizeof(Elf64_Phdr) ||
      header.e_phnum > (bytes_.size() - std::min<std::uint64_t>(header.e_phoff, bytes_.size())) / entry_size) {
    return error_at(file_name_, header.e_phoff,
                    fmt::format("program header table of {} entries of {} bytes goes past the end of the file "
                                "({} bytes)",
                                header.e_phnum, entry_size, bytes_.size()));
  }
  for (std::uint16_t i = 0; i < header.e_phnum; ++i) {
    if (bytes_.read<Elf64_Phdr>(header.e_phoff + std::uint64_t{i} * entry_size).p_type == PT_INTERP) {
      has_interpreter_ = true;
    }
  }
  return {};
}

Expected<ElfFile::SectionTable> ElfFile::locate_section_table(const Elf64_Ehdr& header) const {
  SectionTable table{header.e_shoff, header.e_shentsize, header.e_shnum, header.e_shstrndx};
  if (table.entry_size < sizeof(Elf64_Shdr)) {
    return error_at(
        file_name_, offsetof(Elf64_Ehdr, e_shentsize),
        fmt::format("section header entry size is {}, expected at least {}", table.entry_size, sizeof(Elf64_Shdr)));
  }
  if (!bytes_.contains(table.offset, sizeof(Elf64_Shdr))) {
    return error_at(file_name_, table.offset,
                    fmt::format("section header table starts past the end of the file ({} bytes)", bytes_.size()));
  }
  // Extended numbering: the real count and string-table index live in section 0.
  const auto first = bytes_.read<Elf64_Shdr>(table.offset);
  if (table.count == 0) table.count = first.sh_size;
  if (table.names_index == SHN_XINDEX) table.names_index = first.sh_link;
  if (table.count > (bytes_.size() - table.offset) / table.entry_size) {
    return error_at(file_name_, table.offset,
                    fmt::format("section header table of {} entries of {} bytes goes past the end of the "
                                "file ({} bytes)",
                                table.count, table.entry_size, bytes_.size()));
  }
  return table;
}

Expected<void> ElfFile::read_section_headers(const SectionTable& table) {
  sections_.reserve(table.count);
  for (std::uint64_t i = 0; i < table.count; ++i) {
    const std::uint64_t at = table.offset + i * table.entry_size;
    const auto raw = bytes_.read<Elf64_Shdr>(at);
    ElfSection section;
    section.index = static_cast<std::uint32_t>(i);
    section.type = raw.sh_type;
    section.flags = raw.sh_flags;
    section.address = raw.sh_addr;
    section.offset = raw.sh_offset;
    section.size = raw.sh_size;
    section.link = raw.sh_link;
    section.info = raw.sh_info;
    section.entry_size = raw.sh_entsize;
    if (section.has_bytes() && !bytes_.contains(section.offset, section.size)) {
      return error_at(file_name_, at,
                      fmt::format("section {} covers bytes {:#x}..{:#x}, past the end of the file ({:#x} bytes)", i,
                                  section.offset, section.offset + section.size, bytes_.size()));
    }
    sections_.push_back(section);
  }
  return {};
}

Expected<void> ElfFile::name_sections(const SectionTable& table) {
  if (table.names_index == SHN_UNDEF) return {};
  if (table.names_index >= sections_.size() || sections_[table.names_index].type != SHT_STRTAB) {
    return error_at(file_name_, offsetof(Elf64_Ehdr, e_shstrndx),
                    fmt::format("section-name string table index {} does not name a string table", table.names_index));
  }
  const ElfSection names = sections_[table.names_index];
  for (std::uint64_t i = 0; i < table.count; ++i) {
    const auto name_offset = bytes_.read<Elf64_Shdr>(table.offset + i * table.entry_size).sh_name;
    auto name = string_at(names, name_offset);
    if (!name) return name.error();
    sections_[i].name = *name;
  }
  return {};
}

const ElfSection* ElfFile::find_section(std::string_view name) const {
  for (const auto& section : sections_) {
    if (section.name == name) return &section;
  }
  return nullptr;
}

const ElfSection* ElfFile::find_section_of_type(std::uint32_t type) const {
  for (const auto& section : sections_) {
    if (section.type == type) return &section;
  }
  return nullptr;
}

ByteView ElfFile::section_bytes(const ElfSection& section) const {
  if (!section.has_bytes()) return {};
  return bytes_.sub(section.offset, section.size);
}

Expected<std::string_view> ElfFile::string_at(const ElfSection& table, std::uint64_t offset) const {
  if (offset >= table.size || !table.has_bytes()) {
    return error_at(file_name_, table.offset + offset,
                    fmt::format("string offset {} is outside its string table (section {}, {} bytes)", offset,
                                table.index, table.size));
  }
  ByteView strings = section_bytes(table);
  std::string_view text = strings.c_string_at(offset);
  if (offset + text.size() >= strings.size()) {
    return error_at(file_name_, table.offset + offset,
                    fmt::format("string at offset {} of section {} has no terminating NUL", offset, table.index));
  }
  return text;
}

Expected<ElfDynamicInfo> ElfFile::dynamic_info() const {
  ElfDynamicInfo info;
  const ElfSection* dynamic = find_section_of_type(SHT_DYNAMIC);
  if (!dynamic || !dynamic->has_bytes()) return info;
  if (auto size = check_entry_size<Elf64_Dyn>(*dynamic, file_name_, "the dynamic section"); !size) return size.error();
  if (dynamic->link >= sections_.size() || sections_[dynamic->link].type != SHT_STRTAB) {
    return error_at(file_name_, dynamic->offset,
                    fmt::format("dynamic section links to section {}, which is not a string table", dynamic->link));
  }
  const ElfSection& strings = sections_[dynamic->link];
  ByteView entries = section_bytes(*dynamic);
  for (std::uint64_t at = 0; at + sizeof(Elf64_Dyn) <= entries.size(); at += sizeof(Elf64_Dyn)) {
    const auto entry = entries.read<Elf64_Dyn>(at);
    if (entry.d_tag == DT_NULL) break;
    if (entry.d_tag != DT_NEEDED && entry.d_tag != DT_SONAME && entry.d_tag != DT_RPATH && entry.d_tag != DT_RUNPATH) {
      continue;
    }
    auto value = string_at(strings, entry.d_un.d_val);
    if (!value) {
      return error_at(
          file_name_, dynamic->offset + at,
          fmt::format("dynamic entry (tag {}) names a string outside .dynstr ({} bytes)", entry.d_tag, strings.size));
    }
    switch (entry.d_tag) {
      case DT_NEEDED:
        info.needed.push_back(*value);
        break;
      case DT_SONAME:
        info.soname = *value;
        break;
      case DT_RPATH:
        info.rpath = split_path_list(*value);
        break;
      case DT_RUNPATH:
        info.runpath = split_path_list(*value);
        break;
      default:
        break;
    }
  }
  return info;
}

Expected<const ElfSection*> ElfFile::symbol_strings(const ElfSection& symbols) const {
  if (auto size = check_entry_size<Elf64_Sym>(symbols, file_name_, "the symbol table"); !size) return size.error();
  if (symbols.link >= sections_.size() || sections_[symbols.link].type != SHT_STRTAB) {
    return error_at(file_name_, symbols.offset,
                    fmt::format("symbol table (section {}) links to section {}, which is not a string table",
                                symbols.index, symbols.link));
  }
  return &sections_[symbols.link];
}

const ElfSection* ElfFile::version_strings(const ElfSection& section, std::uint32_t type) const {
  if (section.type != type || !section.has_bytes()) return nullptr;
  if (section.link >= sections_.size() || sections_[section.link].type != SHT_STRTAB) return nullptr;
  return &sections_[section.link];
}

Expected<void> ElfFile::read_version_requirements(const ElfSection& section, NeededVersions& needed) const {
  const ElfSection* need_strings = version_strings(section, SHT_GNU_verneed);
  if (!need_strings) return {};
  ByteView needs = section_bytes(section);
  std::uint64_t at = 0;
  // sh_info is the number of entries; it also bounds the walk against cycles.
  for (std::uint32_t n = 0; n < section.info; ++n) {
    auto need = version_entry<Elf64_Verneed>(needs, at, file_name_, section.offset + at,
                                             "version requirement entry goes past .gnu.version_r");
    if (!need) return need.error();
    auto file = string_at(*need_strings, need->vn_file);
    if (!file) return file.error();
    std::uint64_t aux = at + need->vn_aux;
    for (std::uint16_t k = 0; k < need->vn_cnt; ++k) {
      auto detail = version_entry<Elf64_Vernaux>(needs, aux, file_name_, section.offset + aux,
                                                 "version requirement detail goes past .gnu.version_r");
      if (!detail) return detail.error();
      auto name = string_at(*need_strings, detail->vna_name);
      if (!name) return name.error();
      needed[detail->vna_other & 0x7fff] = {*file, *name};
      if (detail->vna_next == 0) break;
      aux += detail->vna_next;
    }
    if (need->vn_next == 0) break;
    at += need->vn_next;
  }
  return {};
}

Expected<void> ElfFile::read_version_definitions(const ElfSection& section, DefinedVersions& defined) const {
  const ElfSection* def_strings = version_strings(section, SHT_GNU_verdef);
  if (!def_strings) return {};
  ByteView defs = section_bytes(section);
  std::uint64_t at = 0;
  for (std::uint32_t n = 0; n < section.info; ++n) {  // sh_info entries; also bounds the walk
    auto def = version_entry<Elf64_Verdef>(defs, at, file_name_, section.offset + at,
                                           "version definition entry goes past .gnu.version_d");
    if (!def) return def.error();
    if (def->vd_cnt > 0) {
      auto first = version_entry<Elf64_Verdaux>(defs, at + def->vd_aux, file_name_, section.offset + at,
                                                "version definition name goes past .gnu.version_d");
      if (!first) return first.error();
      auto name = string_at(*def_strings, first->vda_name);
      if (!name) return name.error();
      if (!(def->vd_flags & VER_FLG_BASE)) defined[def->vd_ndx & 0x7fff] = *name;
    }
    if (def->vd_next == 0) break;
    at += def->vd_next;
  }
  return {};
}

Expected<std::vector<ElfFile::NamedSymbol>> ElfFile::global_symbols(const ElfSection& symbols,
                                                                    const ElfSection& strings,
                                                                    bool (*keep)(const Elf64_Sym&)) const {
  ByteView versions;  // .gnu.version: one entry per symbol, from the section that links to this table
  for (const auto& section : sections_) {
    if (section.type == SHT_GNU_versym && section.link == symbols.index && section.has_bytes()) {
      versions = section_bytes(section);
    }
  }
  std::vector<NamedSymbol> found;
  ByteView table = section_bytes(symbols);
  const std::uint64_t count = symbols.size / sizeof(Elf64_Sym);
  for (std::uint64_t i = 1; i < count; ++i) {
    const auto symbol = table.read<Elf64_Sym>(i * sizeof(Elf64_Sym));
    const auto binding = ELF64_ST_BIND(symbol.st_info);
    if ((binding != STB_GLOBAL && binding != STB_WEAK) || !keep(symbol)) continue;
    auto name = string_at(strings, symbol.st_name);
    if (!name) return name.error();
    if (name->empty()) continue;
    NamedSymbol named{symbol, *name, std::nullopt};
    if (versions.contains(i * sizeof(Elf64_Versym), sizeof(Elf64_Versym)))
      named.version = versions.read<Elf64_Versym>(i * sizeof(Elf64_Versym)) & 0x7fff;
    found.push_back(named);
  }
  return found;
}

Expected<std::vector<ElfImportedSymbol>> ElfFile::imported_symbols() const {
  std::vector<ElfImportedSymbol> imports;
  const ElfSection* symbols = find_section_of_type(SHT_DYNSYM);
  if (!symbols && type() == ET_REL) symbols = find_section_of_type(SHT_SYMTAB);
  if (!symbols || !symbols->has_bytes()) return imports;
  auto strings = symbol_strings(*symbols);
  if (!strings) return strings.error();
  NeededVersions needed_versions;  // a relocatable object's .symtab has no versions
  if (symbols->type == SHT_DYNSYM) {
    for (const auto& section : sections_)
      if (auto read = read_version_requirements(section, needed_versions); !read) return read.error();
  }
  auto undefined = global_symbols(*symbols, **strings, [](const Elf64_Sym& symbol) {
    return symbol.st_shndx == SHN_UNDEF;  // a defined symbol is not imported
  });
  if (!undefined) return undefined.error();
  for (const NamedSymbol& symbol : *undefined) {
    ElfImportedSymbol imported{symbol.name, {}, {}};
    auto found = symbol.version ? needed_versions.find(*symbol.version) : needed_versions.end();
    if (found != needed_versions.end()) {
      imported.version_file = found->second.first;
      imported.version = found->second.second;
    }
    imports.push_back(imported);
  }
  return imports;
}

Expected<std::vector<ElfExportedSymbol>> ElfFile::exported_symbols() const {
  std::vector<ElfExportedSymbol> exports;
  const ElfSection* symbols = find_section_of_type(SHT_DYNSYM);
  if (!symbols || !symbols->has_bytes()) return exports;
  auto strings = symbol_strings(*symbols);
  if (!strings) return strings.error();
  DefinedVersions defined_versions;
  for (const auto& section : sections_)
    if (auto read = read_version_definitions(section, defined_versions); !read) return read.error();
  auto defined = global_symbols(*symbols, **strings, [](const Elf64_Sym& symbol) {
    const auto visibility = ELF64_ST_VISIBILITY(symbol.st_other);  // hidden ones cannot be bound to
    return symbol.st_shndx != SHN_UNDEF && visibility != STV_HIDDEN && visibility != STV_INTERNAL;
  });
  if (!defined) return defined.error();
  for (const NamedSymbol& symbol : *defined) {
    const auto kind = ELF64_ST_TYPE(symbol.entry.st_info);
    ElfExportedSymbol exported{
        symbol.name, {}, kind == STT_FUNC || kind == STT_GNU_IFUNC, ELF64_ST_BIND(symbol.entry.st_info) == STB_WEAK};
    auto found = symbol.version ? defined_versions.find(*symbol.version) : defined_versions.end();
    if (found != defined_versions.end()) exported.version = found->second;
    exports.push_back(exported);
  }
  return exports;
}

}  // namespace cudacompat::readers
