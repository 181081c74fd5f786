#include "readers/device_code.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "common/gpu_target.h"
#include "readers/ptx_preamble.h"

namespace cudacompat::readers {

bool is_fatbin_section(std::string_view name) { return name == ".nv_fatbin" || name == "__nv_relfatbin"; }

bool is_scanned_data_section(const ElfSection& section) {
  if (section.type != elf::kSectionProgbits || !section.has_bytes()) return false;
  if (!(section.flags & elf::kFlagAlloc) || (section.flags & elf::kFlagExec)) return false;
  static constexpr std::array<std::string_view, 12> kNotData = {
      ".nv_fatbin", "__nv_relfatbin", ".nvFatBinSegment",  "__nv_module_id", ".got",          ".got.plt",
      ".eh_frame",  ".eh_frame_hdr",  ".gcc_except_table", ".interp",        ".stapsdt.base", ".comment"};
  for (std::string_view name : kNotData) {
    if (section.name == name) return false;
  }
  return true;
}

bool PtxIsaResolver::read_text(DeviceEntry& entry, std::vector<Diagnostic>& errors) {
  auto preamble = read_ptx_preamble(bytes_, entry.header, file_name_);
  if (!preamble) {
    errors.push_back(artifact_error(preamble.error().message));
    return false;
  }
  entry.ptx_isa_major = preamble->isa_major;
  entry.ptx_isa_minor = preamble->isa_minor;
  entry.ptx_isa_from_text = true;
  return true;
}

void PtxIsaResolver::resolve(DeviceEntry& entry, std::vector<Diagnostic>& errors) {
  const FatbinEntry& header = entry.header;
  entry.ptx_isa_major = header.version_major;
  entry.ptx_isa_minor = header.version_minor;
  switch (mode_) {
    case PtxText::kNone:
      return;
    case PtxText::kAll:
      read_text(entry, errors);
      return;
    case PtxText::kSample:
      break;
  }
  const std::pair<int, int> pair{header.version_major, header.version_minor};
  for (const auto& [sampled, agreed] : sampled_) {
    if (sampled != pair) continue;
    if (agreed) {
      entry.ptx_isa_checked = true;
    } else {
      read_text(entry, errors);
    }
    return;
  }
  const bool agreed =
      read_text(entry, errors) && entry.ptx_isa_major == pair.first && entry.ptx_isa_minor == pair.second;
  sampled_.emplace_back(pair, agreed);
}

DeviceContainer own_container(std::string_view section, bool embedded, const FatbinContainer& found,
                              PtxIsaResolver& ptx, std::vector<Diagnostic>& errors) {
  DeviceContainer owned;
  owned.section = std::string(section);
  owned.embedded = embedded;
  owned.offset = found.offset;
  owned.size = found.size;
  owned.entries.reserve(found.entries.size());
  for (const auto& header : found.entries) {
    DeviceEntry entry;
    entry.header = header;
    if (header.kind == EntryKind::kPtx) ptx.resolve(entry, errors);
    owned.entries.push_back(entry);
  }
  return owned;
}

namespace {

// The input's data extents, or "everywhere" when none were given.
const DataExtents& extents_of(const DeviceCodeOptions& options) {
  static const DataExtents kEverywhere;
  return options.extents ? *options.extents : kEverywhere;
}

// Drops the pages a walk has passed, in steps large enough that the madvise calls cost nothing.
class PageReleaser {
 public:
  PageReleaser(ByteView bytes, std::uint64_t begin, const DeviceCodeOptions& options)
      : bytes_(bytes), released_(begin), options_(options) {}
  void passed(std::uint64_t offset) {
    if (!options_.release_pages || offset <= released_ || offset - released_ < kStep) return;
    options_.release_pages(bytes_.data() + released_, offset - released_);
    released_ = offset;
  }
  void finish(std::uint64_t offset) {
    if (options_.release_pages && offset > released_)
      options_.release_pages(bytes_.data() + released_, offset - released_);
    released_ = offset;
  }

 private:
  static constexpr std::uint64_t kStep = std::uint64_t{16} << 20;
  ByteView bytes_;
  std::uint64_t released_;
  const DeviceCodeOptions& options_;
};

}  // namespace

void ToolkitNoteReader::read(const FatbinContainer& container, DeviceCode& out) {
  if (mode_ == ToolkitNotes::kNone) return;
  for (const auto& entry : container.entries) {
    if (entry.kind != EntryKind::kSass) continue;
    if (mode_ == ToolkitNotes::kSample && out.toolkit_notes_read >= kToolkitNoteSample) return;
    ++out.toolkit_notes_read;
    auto toolkit = entry_builder_toolkit(bytes_, entry);
    if (!toolkit) {
      out.errors.push_back(artifact_error(toolkit.error().message));
    } else if (*toolkit) {
      auto& known = out.builder_toolkits;
      auto at = std::lower_bound(known.begin(), known.end(), **toolkit);
      if (at == known.end() || !(*at == **toolkit)) known.insert(at, **toolkit);
    }
    if (mode_ == ToolkitNotes::kSample) return;  // the first SASS entry of each container
  }
}

void read_fatbin_file(ByteView bytes, const DeviceCodeOptions& options, DeviceCode& out) {
  PageReleaser releaser(bytes, 0, options);
  PtxIsaResolver ptx(bytes, {}, options.ptx_text);
  ToolkitNoteReader notes(bytes, options.toolkit_notes);
  auto sink = [&](FatbinContainer&& found) {
    notes.read(found, out);
    out.containers.push_back(own_container("(file)", false, found, ptx, out.errors));
  };
  auto progress = [&](std::uint64_t offset) { releaser.passed(offset); };
  if (auto done = read_fatbin_sequence(bytes, 0, bytes.size(), {}, sink, progress, extents_of(options)); !done) {
    out.errors.push_back(artifact_error(done.error().message));
  }
  releaser.finish(bytes.size());
}

void read_device_code(const ElfFile& elf, const DeviceCodeOptions& options, DeviceCode& out) {
  const ByteView bytes = elf.bytes();
  PtxIsaResolver ptx(bytes, {}, options.ptx_text);
  ToolkitNoteReader notes(bytes, options.toolkit_notes);
  std::vector<DeviceContainer>& containers = out.containers;
  std::vector<Diagnostic>& errors = out.errors;
  const DataExtents& extents = extents_of(options);
  for (const auto& section : elf.sections()) {
    if (!section.has_bytes()) continue;
    const bool walk = is_fatbin_section(section.name);
    const bool scan = !walk && options.scan_data_sections && is_scanned_data_section(section);
    if (!walk && !scan) continue;
    PageReleaser releaser(bytes, section.offset, options);
    auto sink = [&](FatbinContainer&& found) {
      notes.read(found, out);
      containers.push_back(own_container(section.name, scan, found, ptx, errors));
    };
    auto progress = [&](std::uint64_t offset) { releaser.passed(offset); };
    if (walk) {
      if (auto done = read_fatbin_sequence(bytes, section.offset, section.size, {}, sink, progress, extents); !done) {
        errors.push_back(artifact_error(done.error().message + " (in section " + std::string(section.name) + ")"));
      }
    } else {
      scan_for_fatbins(bytes, section.offset, section.size, sink, progress, extents);
    }
    releaser.finish(section.offset + section.size);
  }
}

DeviceEntry cubin_entry(const ElfFile& cubin) {
  DeviceEntry entry;
  entry.header.kind = EntryKind::kSass;
  entry.header.raw_kind = 2;
  entry.header.uncompressed_size = cubin.bytes().size();
  entry.header.stored_size = cubin.bytes().size();
  entry.header.padded_size = cubin.bytes().size();
  // ABI version 8 and later (nvcc 13) keep the SM in bits 8-15; older cubins in the low byte,
  // with 0x8 marking `a` targets.
  if (cubin.abi_version() >= 8) {
    entry.header.sm = static_cast<int>((cubin.flags() >> 8) & 0xff);
  } else {
    entry.header.sm = static_cast<int>(cubin.flags() & 0xff);
    if (cubin.flags() & 0x8) entry.header.suffix = 'a';
  }
  if (const ElfSection* note = cubin.find_section(".note.nv.tkinfo")) {
    std::string_view text = cubin.section_bytes(*note).as_string();
    // The flags keep no `f`; the note's nvcc command line does ("-arch sm_100f").
    std::size_t arch = text.find("-arch ");
    if (arch != std::string_view::npos) {
      const std::size_t begin = arch + 6;
      std::size_t end = begin;
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
      const auto named = GpuTarget::parse_nvcc(text.substr(begin, end - begin));
      if (named && named->kind == GpuCodeKind::kSass && named->suffix()) entry.header.suffix = named->suffix();
    }
  }
  return entry;
}

}  // namespace cudacompat::readers
