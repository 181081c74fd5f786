#include "audit/inspect.h"

#include <fmt/format.h>

#include "audit/archive_reader.h"
#include "audit/elf_reader.h"
#include "audit/fatbin_reader.h"
#include "audit/wheel_reader.h"

namespace cudacompat::audit {
namespace {

template <class Views>
std::vector<std::string> owned(const Views& views) {
  return std::vector<std::string>(views.begin(), views.end());
}

ArtifactFacts inspect_fatbin_file(ByteView bytes, const std::string& path, const std::string& package,
                                  const DeviceCodeOptions& options) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.format = ArtifactFormat::kFatbin;
  facts.size = bytes.size();
  read_fatbin_file(bytes, path, options, facts.containers, facts.errors);
  return facts;
}

ArtifactFacts unreadable(const std::string& path, const std::string& package, ArtifactFormat format, std::uint64_t size,
                         std::string message) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.format = format;
  facts.size = size;
  facts.errors.push_back(std::move(message));
  return facts;
}

bool inspect_archive(ByteView bytes, const std::string& path, const std::string& package,
                     const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out) {
  std::vector<ArchiveMember> members;
  auto error = read_archive(bytes, path, members);
  for (const auto& member : members) {
    const std::string member_path = fmt::format("{}({})", path, member.name);
    InputFormat format = sniff_format(member.bytes);
    // Archives inside archives and zips inside archives are not opened.
    if (format == InputFormat::kElf) {
      out.push_back(inspect_elf(member.bytes, member_path, package, options));
    } else if (format == InputFormat::kFatbin) {
      out.push_back(inspect_fatbin_file(member.bytes, member_path, package, options));
    }
  }
  if (error) out.push_back(unreadable(path, package, ArtifactFormat::kArchive, bytes.size(), error->message));
  return true;
}

bool inspect_zip(ByteView bytes, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                 std::vector<ArtifactFacts>& out) {
  auto wanted = [](std::string_view, ByteView head) {
    InputFormat format = sniff_format(head);
    return format == InputFormat::kElf || format == InputFormat::kFatbin || format == InputFormat::kArchive;
  };
  DeviceCodeOptions member_options = options;
  member_options.release_pages = nullptr;  // members are decompressed into memory, not mapped
  auto visit = [&, &options = member_options](std::string_view name, ByteView contents) {
    const std::string member_path = fmt::format("{}!{}", path, name);
    InputFormat format = sniff_format(contents);
    if (format == InputFormat::kElf) {
      out.push_back(inspect_elf(contents, member_path, package, options));
    } else if (format == InputFormat::kFatbin) {
      out.push_back(inspect_fatbin_file(contents, member_path, package, options));
    } else if (format == InputFormat::kArchive) {
      inspect_archive(contents, member_path, package, options, out);
    }
  };
  auto member_error = [&](Error error) {
    out.push_back(unreadable(path, package, ArtifactFormat::kZip, bytes.size(), std::move(error.message)));
  };
  if (auto error = read_zip(bytes, path, wanted, visit, member_error)) {
    out.push_back(unreadable(path, package, ArtifactFormat::kZip, bytes.size(), error->message));
  }
  return true;
}

}  // namespace

InputFormat sniff_format(ByteView bytes) {
  if (looks_like_elf(bytes)) return InputFormat::kElf;
  if (bytes.size() >= 4 && bytes.read<std::uint32_t>(0) == fatbin::kMagic) return InputFormat::kFatbin;
  if (looks_like_archive(bytes)) return InputFormat::kArchive;
  if (looks_like_zip(bytes)) return InputFormat::kZip;
  return InputFormat::kUnknown;
}

ArtifactFacts inspect_elf(ByteView bytes, const std::string& path, const std::string& package,
                          const DeviceCodeOptions& options) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.size = bytes.size();
  auto parsed = ElfFile::parse(bytes, path);
  if (!parsed) {
    facts.errors.push_back(parsed.error().message);
    return facts;
  }
  const ElfFile& elf = *parsed;
  facts.machine = elf.machine();
  if (elf.machine() == elf::kMachineCuda) {
    facts.format = ArtifactFormat::kCubin;
    DeviceContainer container;
    container.section = "(file)";
    container.size = bytes.size();
    container.entries.push_back(cubin_entry(elf));
    facts.containers.push_back(std::move(container));
    return facts;
  }
  switch (elf.type()) {
    case elf::kTypeExecutable:
      facts.format = ArtifactFormat::kExecutable;
      break;
    case elf::kTypeShared:
      facts.format = elf.has_interpreter() ? ArtifactFormat::kExecutable : ArtifactFormat::kSharedLibrary;
      break;
    case elf::kTypeRelocatable:
      facts.format = ArtifactFormat::kRelocatable;
      break;
    default:
      facts.format = ArtifactFormat::kOtherElf;
      break;
  }
  if (auto dynamic = elf.dynamic_info()) {
    facts.soname = std::string(dynamic->soname);
    facts.needed = owned(dynamic->needed);
    facts.runpath = owned(dynamic->runpath);
    facts.rpath = owned(dynamic->rpath);
  } else {
    facts.errors.push_back(dynamic.error().message);
  }
  if (auto imports = elf.imported_symbols()) {
    facts.imports.reserve(imports->size());
    for (const auto& symbol : *imports) {
      facts.imports.push_back(ImportedName{std::string(symbol.name), std::string(symbol.version_file)});
    }
  } else {
    facts.errors.push_back(imports.error().message);
  }
  read_device_code(elf, options, facts.containers, facts.errors);
  return facts;
}

bool inspect_bytes(ByteView bytes, const std::string& path, const std::string& package,
                   const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out) {
  switch (sniff_format(bytes)) {
    case InputFormat::kElf:
      out.push_back(inspect_elf(bytes, path, package, options));
      return true;
    case InputFormat::kFatbin:
      out.push_back(inspect_fatbin_file(bytes, path, package, options));
      return true;
    case InputFormat::kArchive:
      return inspect_archive(bytes, path, package, options, out);
    case InputFormat::kZip:
      return inspect_zip(bytes, path, package, options, out);
    case InputFormat::kUnknown:
      break;
  }
  return false;
}

}  // namespace cudacompat::audit
