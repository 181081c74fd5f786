#include "audit/elf_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace cudacompat::audit {
namespace {

constexpr std::uint64_t kHeaderSize = 64;
constexpr std::uint64_t kSectionHeaderSize = 64;
constexpr std::uint64_t kProgramHeaderSize = 56;
constexpr std::uint32_t kPtInterp = 3;
constexpr std::uint64_t kDynamicEntrySize = 16;
constexpr std::uint64_t kSymbolSize = 24;
constexpr std::int64_t kDtNull = 0;
constexpr std::int64_t kDtNeeded = 1;
constexpr std::int64_t kDtSoname = 14;
constexpr std::int64_t kDtRpath = 15;
constexpr std::int64_t kDtRunpath = 29;

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

}  // namespace

bool looks_like_elf(ByteView bytes) {
  return bytes.starts_with(
      "\x7f"
      "ELF");
}

Expected<ElfFile> ElfFile::parse(ByteView bytes, std::string_view file_name) {
  if (!looks_like_elf(bytes)) return error_at(file_name, 0, "not an ELF file: the magic \\x7fELF is missing");
  if (!bytes.contains(0, kHeaderSize)) {
    return error_at(
        file_name, 0,
        fmt::format("ELF header is truncated: the file has {} bytes, the header needs {}", bytes.size(), kHeaderSize));
  }
  if (bytes.read<std::uint8_t>(4) != 2) {
    return error_at(file_name, 4, "only 64-bit ELF files (class 2) are read; this one is 32-bit or unknown");
  }
  if (bytes.read<std::uint8_t>(5) != 1) {
    return error_at(file_name, 5, "only little-endian ELF files (data 1) are read");
  }
  ElfFile file;
  file.bytes_ = bytes;
  file.file_name_ = file_name;
  file.os_abi_ = bytes.read<std::uint8_t>(7);
  file.abi_version_ = bytes.read<std::uint8_t>(8);
  file.type_ = bytes.read<std::uint16_t>(0x10);
  file.machine_ = bytes.read<std::uint16_t>(0x12);
  file.flags_ = bytes.read<std::uint32_t>(0x30);
  const auto program_offset = bytes.read<std::uint64_t>(0x20);
  const auto program_entry_size = bytes.read<std::uint16_t>(0x36);
  const auto program_count = bytes.read<std::uint16_t>(0x38);
  if (program_offset != 0 && program_count != 0) {
    if (program_entry_size < kProgramHeaderSize ||
        program_count > (bytes.size() - std::min(program_offset, bytes.size())) / program_entry_size) {
      return error_at(file_name, program_offset,
                      fmt::format("program header table of {} entries of {} bytes goes past the end of the file "
                                  "({} bytes)",
                                  program_count, program_entry_size, bytes.size()));
    }
    for (std::uint16_t i = 0; i < program_count; ++i) {
      if (bytes.read<std::uint32_t>(program_offset + std::uint64_t{i} * program_entry_size) == kPtInterp) {
        file.has_interpreter_ = true;
      }
    }
  }
  const auto table_offset = bytes.read<std::uint64_t>(0x28);
  const auto entry_size = bytes.read<std::uint16_t>(0x3a);
  std::uint64_t count = bytes.read<std::uint16_t>(0x3c);
  std::uint32_t names_index = bytes.read<std::uint16_t>(0x3e);
  if (table_offset == 0) return file;  // no section table (allowed by the format)
  if (entry_size < kSectionHeaderSize) {
    return error_at(
        file_name, 0x3a,
        fmt::format("section header entry size is {}, expected at least {}", entry_size, kSectionHeaderSize));
  }
  if (!bytes.contains(table_offset, kSectionHeaderSize)) {
    return error_at(file_name, table_offset,
                    fmt::format("section header table starts past the end of the file ({} bytes)", bytes.size()));
  }
  // Extended numbering: the real count and string-table index live in section 0.
  if (count == 0) count = bytes.read<std::uint64_t>(table_offset + 32);
  if (names_index == 0xffff) names_index = bytes.read<std::uint32_t>(table_offset + 40);
  if (count > (bytes.size() - table_offset) / entry_size) {
    return error_at(file_name, table_offset,
                    fmt::format("section header table of {} entries of {} bytes goes past the end of the "
                                "file ({} bytes)",
                                count, entry_size, bytes.size()));
  }
  file.sections_.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::uint64_t at = table_offset + i * entry_size;
    ElfSection section;
    section.index = static_cast<std::uint32_t>(i);
    section.type = bytes.read<std::uint32_t>(at + 4);
    section.flags = bytes.read<std::uint64_t>(at + 8);
    section.address = bytes.read<std::uint64_t>(at + 16);
    section.offset = bytes.read<std::uint64_t>(at + 24);
    section.size = bytes.read<std::uint64_t>(at + 32);
    section.link = bytes.read<std::uint32_t>(at + 40);
    section.info = bytes.read<std::uint32_t>(at + 44);
    section.entry_size = bytes.read<std::uint64_t>(at + 56);
    if (section.has_bytes() && !bytes.contains(section.offset, section.size)) {
      return error_at(file_name, at,
                      fmt::format("section {} covers bytes {:#x}..{:#x}, past the end of the file ({:#x} bytes)", i,
                                  section.offset, section.offset + section.size, bytes.size()));
    }
    file.sections_.push_back(section);
  }
  if (names_index != 0) {
    if (names_index >= file.sections_.size() || file.sections_[names_index].type != elf::kSectionStrtab) {
      return error_at(file_name, 0x3e,
                      fmt::format("section-name string table index {} does not name a string table", names_index));
    }
    const ElfSection names = file.sections_[names_index];
    for (std::uint64_t i = 0; i < count; ++i) {
      const auto name_offset = bytes.read<std::uint32_t>(table_offset + i * entry_size);
      auto name = file.string_at(names, name_offset);
      if (!name) return name.error();
      file.sections_[i].name = *name;
    }
  }
  return file;
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
  const ElfSection* dynamic = find_section_of_type(elf::kSectionDynamic);
  if (!dynamic || !dynamic->has_bytes()) return info;
  if (dynamic->link >= sections_.size() || sections_[dynamic->link].type != elf::kSectionStrtab) {
    return error_at(file_name_, dynamic->offset,
                    fmt::format("dynamic section links to section {}, which is not a string table", dynamic->link));
  }
  const ElfSection& strings = sections_[dynamic->link];
  ByteView entries = section_bytes(*dynamic);
  for (std::uint64_t at = 0; at + kDynamicEntrySize <= entries.size(); at += kDynamicEntrySize) {
    const auto tag = entries.read<std::int64_t>(at);
    if (tag == kDtNull) break;
    if (tag != kDtNeeded && tag != kDtSoname && tag != kDtRpath && tag != kDtRunpath) continue;
    auto value = string_at(strings, entries.read<std::uint64_t>(at + 8));
    if (!value) {
      return error_at(
          file_name_, dynamic->offset + at,
          fmt::format("dynamic entry (tag {}) names a string outside .dynstr: {}", tag, value.error().message));
    }
    switch (tag) {
      case kDtNeeded:
        info.needed.push_back(*value);
        break;
      case kDtSoname:
        info.soname = *value;
        break;
      case kDtRpath:
        info.rpath = split_path_list(*value);
        break;
      case kDtRunpath:
        info.runpath = split_path_list(*value);
        break;
      default:
        break;
    }
  }
  return info;
}

Expected<std::vector<ElfImportedSymbol>> ElfFile::imported_symbols() const {
  std::vector<ElfImportedSymbol> imports;
  const ElfSection* symbols = find_section_of_type(elf::kSectionDynsym);
  if (!symbols && type_ == elf::kTypeRelocatable) symbols = find_section_of_type(elf::kSectionSymtab);
  if (!symbols || !symbols->has_bytes()) return imports;
  if (symbols->link >= sections_.size() || sections_[symbols->link].type != elf::kSectionStrtab) {
    return error_at(file_name_, symbols->offset,
                    fmt::format("symbol table (section {}) links to section {}, which is not a string table",
                                symbols->index, symbols->link));
  }
  const ElfSection& strings = sections_[symbols->link];
  const std::uint64_t count = symbols->size / kSymbolSize;

  // Version requirements: version index -> (file, version name).
  std::unordered_map<std::uint16_t, std::pair<std::string_view, std::string_view>> needed_versions;
  ByteView versions;
  if (symbols->type == elf::kSectionDynsym) {
    for (const auto& section : sections_) {
      if (section.type == elf::kSectionVersym && section.link == symbols->index && section.has_bytes()) {
        versions = section_bytes(section);
      }
      if (section.type != elf::kSectionVerneed || !section.has_bytes()) continue;
      if (section.link >= sections_.size() || sections_[section.link].type != elf::kSectionStrtab) continue;
      const ElfSection& need_strings = sections_[section.link];
      ByteView needs = section_bytes(section);
      std::uint64_t at = 0;
      // sh_info is the number of entries; it also bounds the walk against cycles.
      for (std::uint32_t n = 0; n < section.info; ++n) {
        if (!needs.contains(at, 16)) {
          return error_at(file_name_, section.offset + at, "version requirement entry goes past .gnu.version_r");
        }
        const auto aux_count = needs.read<std::uint16_t>(at + 2);
        auto file = string_at(need_strings, needs.read<std::uint32_t>(at + 4));
        if (!file) return file.error();
        std::uint64_t aux = at + needs.read<std::uint32_t>(at + 8);
        for (std::uint16_t k = 0; k < aux_count; ++k) {
          if (!needs.contains(aux, 16)) {
            return error_at(file_name_, section.offset + aux, "version requirement detail goes past .gnu.version_r");
          }
          auto name = string_at(need_strings, needs.read<std::uint32_t>(aux + 8));
          if (!name) return name.error();
          needed_versions[needs.read<std::uint16_t>(aux + 6) & 0x7fff] = {*file, *name};
          const auto next_aux = needs.read<std::uint32_t>(aux + 12);
          if (next_aux == 0) break;
          aux += next_aux;
        }
        const auto next = needs.read<std::uint32_t>(at + 12);
        if (next == 0) break;
        at += next;
      }
    }
  }

  ByteView table = section_bytes(*symbols);
  for (std::uint64_t i = 1; i < count; ++i) {
    const std::uint64_t at = i * kSymbolSize;
    const auto binding = table.read<std::uint8_t>(at + 4) >> 4;
    const auto section_index = table.read<std::uint16_t>(at + 6);
    if (section_index != 0 || (binding != 1 && binding != 2)) continue;  // defined, or local
    auto name = string_at(strings, table.read<std::uint32_t>(at));
    if (!name) return name.error();
    if (name->empty()) continue;
    ElfImportedSymbol symbol{*name, {}, {}};
    if (versions.contains(i * 2, 2)) {
      auto found = needed_versions.find(versions.read<std::uint16_t>(i * 2) & 0x7fff);
      if (found != needed_versions.end()) {
        symbol.version_file = found->second.first;
        symbol.version = found->second.second;
      }
    }
    imports.push_back(symbol);
  }
  return imports;
}

}  // namespace cudacompat::audit
