#include "readers/inspect.h"

#include <fmt/format.h>

#include "readers/archive_reader.h"
#include "readers/elf_reader.h"
#include "readers/fatbin_reader.h"
#include "readers/package_inspect.h"
#include "readers/wheel_reader.h"

namespace cudacompat::readers {
namespace {

template <class Views>
std::vector<std::string> owned(const Views& views) {
  return std::vector<std::string>(views.begin(), views.end());
}

// The one place a reader's error gets the name of the file it is about.
std::string named(const std::string& path, const std::string& message) { return path + ": " + message; }

void take_device_code(DeviceCode&& code, ArtifactFacts& facts) {
  facts.containers = std::move(code.containers);
  facts.builder_toolkits = std::move(code.builder_toolkits);
  facts.toolkit_notes_read = code.toolkit_notes_read;
  for (auto& error : code.errors) facts.errors.push_back(artifact_error(named(facts.path, error.message), facts.path));
}

ArtifactFacts inspect_fatbin_file(ByteView bytes, const std::string& path, const std::string& package,
                                  const DeviceCodeOptions& options) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.format = ArtifactFormat::kFatbin;
  facts.size = bytes.size();
  DeviceCode code;
  read_fatbin_file(bytes, options, code);
  take_device_code(std::move(code), facts);
  return facts;
}

ArtifactFacts unreadable(const std::string& path, const std::string& package, ArtifactFormat format, std::uint64_t size,
                         std::string message) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.format = format;
  facts.size = size;
  facts.errors.push_back(artifact_error(std::move(message), path));
  return facts;
}

// A container inside a container that the audit does not open: reported, never passed over.
ArtifactFacts not_opened(const std::string& path, const std::string& package, std::uint64_t size, std::string_view what,
                         std::string_view inside) {
  return unreadable(path, package, ArtifactFormat::kOtherElf, size,
                    named(path, fmt::format("not audited: {} inside {} is not opened; extract it and audit it on its "
                                            "own (or pass --skip-unreadable)",
                                            what, inside)));
}

// What holds a member: an ar archive opens no container inside it; a zip opens the ar archives it
// holds (static libraries in a wheel), and a zip inside it is reported when the zip is read
// (audit_wants_member) and never reaches here.
enum class Container { kArArchive, kZip };

void inspect_archive(ByteView bytes, const std::string& path, const std::string& package,
                     const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out);

// A binary member of an ar archive or a zip, inspected as a file of its own: the one table of what
// the audit does with a member of each format.
void inspect_member(ByteView contents, const std::string& member_path, Container inside, const std::string& package,
                    const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out) {
  switch (sniff_format(contents)) {
    case InputFormat::kElf:
      out.push_back(inspect_elf(contents, member_path, package, options));
      break;
    case InputFormat::kFatbin:
      out.push_back(inspect_fatbin_file(contents, member_path, package, options));
      break;
    case InputFormat::kArchive:
      if (inside == Container::kZip)
        inspect_archive(contents, member_path, package, options, out);
      else
        out.push_back(not_opened(member_path, package, contents.size(), "an ar archive", "an ar archive"));
      break;
    case InputFormat::kZip:
      if (inside == Container::kArArchive)
        out.push_back(not_opened(member_path, package, contents.size(), "a zip archive", "an ar archive"));
      break;
    case InputFormat::kUnknown:
      break;  // sources, symbol tables and other members that are not binaries
  }
}

void inspect_archive(ByteView bytes, const std::string& path, const std::string& package,
                     const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out) {
  std::vector<ArchiveMember> members;
  auto read = read_archive(bytes, {}, members);
  for (const auto& member : members)
    inspect_member(member.bytes, fmt::format("{}({})", path, member.name), Container::kArArchive, package, options,
                   out);
  if (!read)
    out.push_back(unreadable(path, package, ArtifactFormat::kArchive, bytes.size(), named(path, read.error().message)));
}

}  // namespace

InputFormat sniff_format(ByteView bytes) {
  if (looks_like_elf(bytes)) return InputFormat::kElf;
  if (bytes.size() >= 4 && bytes.read<std::uint32_t>(0) == fatbin::kMagic) return InputFormat::kFatbin;
  if (looks_like_archive(bytes)) return InputFormat::kArchive;
  if (looks_like_zip(bytes)) return InputFormat::kZip;
  return InputFormat::kUnknown;
}

namespace {

// Whether the audit reads a zip member: the package reader's metadata files and the binaries (ELF,
// fatbin, ar). A zip inside the zip is reported as not opened.
bool audit_wants_member(const ZipPackageReader& package_reader, std::string_view name, ByteView head,
                        const std::string& path, const std::string& package, std::vector<ArtifactFacts>& out) {
  if (package_reader.wants(name)) return true;
  InputFormat format = sniff_format(head);
  if (format == InputFormat::kZip) {
    out.push_back(not_opened(fmt::format("{}!{}", path, name), package, 0, "a zip archive", "a zip archive"));
    return false;
  }
  return format == InputFormat::kElf || format == InputFormat::kFatbin || format == InputFormat::kArchive;
}

}  // namespace

void inspect_zip(ByteView bytes, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                 std::vector<ArtifactFacts>& out, std::optional<PackageMetadata>* metadata, const SharedReader* shared,
                 bool check_record) {
  ZipPackageReader package_reader(path, package, options, shared);
  bool shared_wants = false;  // what `shared` said of the member being read (members are read in turn)
  auto wanted = [&](std::string_view name, ByteView head) {
    shared_wants = shared && shared->wanted(name, head);
    const bool audit = audit_wants_member(package_reader, name, head, path, package, out);
    return audit || shared_wants;
  };
  auto visit = [&](const ZipMember& member) {
    if (shared_wants) shared->visit(member);
    const std::string_view name = member.name;
    DeviceCodeOptions member_options = options;
    member_options.release_pages = member.release_pages;  // null for a member inflated into memory
    member_options.extents = &member.extents;
    if (package_reader.wants(name)) {
      package_reader.take(name, member.contents, out);
      return;
    }
    inspect_member(member.contents, fmt::format("{}!{}", path, name), Container::kZip, package, member_options, out);
  };
  auto member_error = [&](Error error) {
    if (shared && shared->member_error) shared->member_error(error);
    out.push_back(unreadable(path, package, ArtifactFormat::kZip, bytes.size(), named(path, error.message)));
  };
  // Only a wheel has a RECORD to check every member against: other zips are not hashed.
  ZipDigestVisitor digested;
  if (check_record && path.ends_with(".whl")) {
    digested = [&](std::string_view name, MemberDigest digest) { package_reader.digest(name, std::move(digest)); };
  }
  ZipLimits limits;
  limits.release_archive_pages = options.release_pages;  // the zip's own pages, when it is mapped
  if (auto read = read_zip(bytes, wanted, visit, member_error, limits, digested); !read) {
    if (shared && shared->member_error) shared->member_error(read.error());
    out.push_back(unreadable(path, package, ArtifactFormat::kZip, bytes.size(), named(path, read.error().message)));
    return;
  }
  std::optional<PackageMetadata> found = package_reader.finish(bytes.size(), out);
  if (metadata) *metadata = std::move(found);
}

ArtifactFacts inspect_elf(ByteView bytes, const std::string& path, const std::string& package,
                          const DeviceCodeOptions& options) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.size = bytes.size();
  auto parsed = ElfFile::parse(bytes, {});
  if (!parsed) {
    facts.errors.push_back(artifact_error(named(path, parsed.error().message), path));
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
    if (auto toolkit = cubin_builder_toolkit(elf)) facts.builder_toolkits.push_back(*toolkit);
    facts.toolkit_notes_read = 1;
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
    facts.errors.push_back(artifact_error(named(path, dynamic.error().message), path));
  }
  if (auto imports = elf.imported_symbols()) {
    facts.imports.reserve(imports->size());
    for (const auto& symbol : *imports) {
      facts.imports.push_back(ImportedName{std::string(symbol.name), std::string(symbol.version_file)});
    }
  } else {
    facts.errors.push_back(artifact_error(named(path, imports.error().message), path));
  }
  DeviceCode code;
  read_device_code(elf, options, code);
  take_device_code(std::move(code), facts);
  return facts;
}

bool inspect_bytes(ByteView bytes, const std::string& path, const std::string& package,
                   const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out,
                   std::optional<PackageMetadata>* metadata) {
  // Packages first: a .deb is an ar archive, a conda .tar.bz2 has no magic of its own.
  if (looks_like_deb(bytes)) {
    inspect_deb(bytes, path, package, options, out, metadata);
    return true;
  }
  if (looks_like_conda_tarball(bytes, path)) {
    inspect_conda_tarball(bytes, path, package, options, out, metadata);
    return true;
  }
  switch (sniff_format(bytes)) {
    case InputFormat::kElf:
      out.push_back(inspect_elf(bytes, path, package, options));
      return true;
    case InputFormat::kFatbin:
      out.push_back(inspect_fatbin_file(bytes, path, package, options));
      return true;
    case InputFormat::kArchive:
      inspect_archive(bytes, path, package, options, out);
      return true;
    case InputFormat::kZip:
      inspect_zip(bytes, path, package, options, out, metadata, nullptr, /*check_record=*/true);
      return true;
    case InputFormat::kUnknown:
      break;
  }
  return false;
}

}  // namespace cudacompat::readers
