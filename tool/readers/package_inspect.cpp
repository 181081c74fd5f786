#include "readers/package_inspect.h"

#include <fmt/format.h>

#include "common/enum_names.h"
#include "common/text.h"
#include "readers/archive_reader.h"
#include "readers/conda_index.h"
#include "readers/deb_control.h"
#include "readers/elf_reader.h"
#include "readers/fatbin_reader.h"
#include "readers/inspect.h"
#include "readers/tar_reader.h"
#include "readers/wheel_metadata.h"

namespace cudacompat::readers {
namespace {

ArtifactFacts package_error(const std::string& path, const std::string& package, std::uint64_t size,
                            const std::string& message) {
  ArtifactFacts facts;
  facts.path = path;
  facts.package = package;
  facts.format = ArtifactFormat::kOtherElf;
  facts.size = size;
  facts.errors.push_back(artifact_error(path + ": " + message, path));
  return facts;
}

bool is_binary_head(ByteView head) {
  const InputFormat format = sniff_format(head);
  return format == InputFormat::kElf || format == InputFormat::kFatbin || format == InputFormat::kArchive;
}

// A member of a package's payload, inspected as a wheel's members are (no pages to release: it is
// in memory; no holes known).
void inspect_member(ByteView contents, const std::string& member_path, const std::string& package,
                    const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out) {
  DeviceCodeOptions member_options = options;
  member_options.release_pages = nullptr;
  member_options.extents = nullptr;
  inspect_bytes(contents, member_path, package, member_options, out);
}

// The binaries of a tar (a .deb's control.tar and data.tar, a conda package's info and pkg tars)
// and the text of the members `text_members` names; `shared`, when given, reads the members too
// (the payload tars only: `payload` names the tar in the package).
void read_payload(ByteView tar, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                  std::vector<ArtifactFacts>& out, const std::vector<std::string_view>& text_members,
                  std::map<std::string, std::string, std::less<>>& texts, const SharedReader* shared = nullptr,
                  std::string_view payload = {}) {
  auto is_text = [&](std::string_view name) {
    for (auto wanted : text_members) {
      if (name == wanted) return true;
    }
    return false;
  };
  if (shared && shared->payload_begins) shared->payload_begins(payload);
  // What each reader said of the member being read (members are read in turn). A member's error
  // goes to `shared` when it wanted the member, or when it came before anyone was asked (its first
  // bytes could not be read): what `shared` would have seen reading the tar on its own.
  bool shared_wants = true;
  bool binary = false;
  auto read = read_tar(
      tar,
      [&](std::string_view name, ByteView head) {
        shared_wants = shared && shared->wanted(name, head);
        binary = is_binary_head(head);
        const bool wanted = is_text(name) || binary || shared_wants;
        if (!wanted) shared_wants = true;  // the member is passed over: the next event is another's
        return wanted;
      },
      [&](std::string_view name, ByteView contents) {
        if (shared && shared_wants) {
          static const DataExtents kNoHolesKnown;
          shared->visit(ZipMember{name, contents, kNoHolesKnown, nullptr});
        }
        shared_wants = true;
        if (is_text(name)) {
          texts[std::string(name)] = std::string(reinterpret_cast<const char*>(contents.data()), contents.size());
          return;
        }
        if (!binary) return;  // selected by `shared` only
        inspect_member(contents, fmt::format("{}!{}", path, name), package, options, out);
      },
      [&](Error error) {
        if (shared && shared_wants && shared->member_error) shared->member_error(error);
        shared_wants = true;
        out.push_back(package_error(path, package, tar.size(), error.message));
      });
  if (!read) {
    if (shared && shared->payload_error) shared->payload_error(read.error());
    out.push_back(package_error(path, package, tar.size(), read.error().message));
  }
  if (shared && shared->payload_ends) shared->payload_ends();
}

// What every kind of package's metadata starts from: the kind, the file, and the name and version
// the package gives itself.
PackageMetadata package_identity(PackageKind kind, const std::string& file, std::string name, std::string version) {
  PackageMetadata metadata;
  metadata.kind = kind;
  metadata.file = file;
  metadata.name = std::move(name);
  metadata.version = std::move(version);
  return metadata;
}

PackageMetadata conda_metadata(const CondaIndex& index, const std::string& path) {
  PackageMetadata metadata = package_identity(PackageKind::kConda, path, index.name, index.version);
  metadata.architecture = index.subdir;
  metadata.conda_depends = index.depends;
  metadata.conda_constrains = index.constrains;
  return metadata;
}

constexpr std::string_view kCondaIndex = "info/index.json";

}  // namespace

bool looks_like_deb(ByteView bytes) {
  // "!<arch>\n", then the first member header: a 16-byte name field.
  constexpr std::string_view kFirst = "debian-binary";
  if (!bytes.starts_with("!<arch>\n") || bytes.size() < 8 + kFirst.size()) return false;
  return std::string_view(reinterpret_cast<const char*>(bytes.data()) + 8, kFirst.size()) == kFirst;
}

bool looks_like_conda_tarball(ByteView bytes, std::string_view path) {
  constexpr std::string_view kSuffix = ".tar.bz2";
  return bytes.starts_with("BZh") && path.size() > kSuffix.size() &&
         path.substr(path.size() - kSuffix.size()) == kSuffix;
}

void inspect_deb(ByteView bytes, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                 std::vector<ArtifactFacts>& out, std::optional<PackageMetadata>* metadata,
                 const SharedReader* shared) {
  std::vector<ArchiveMember> members;
  if (auto read = read_archive(bytes, {}, members); !read) {
    out.push_back(package_error(path, package, bytes.size(), read.error().message));
  }
  std::map<std::string, std::string, std::less<>> texts;
  bool control_seen = false;
  for (const auto& member : members) {
    std::string_view name = member.name;
    if (!name.empty() && name.back() == '/') name.remove_suffix(1);  // GNU ar's name terminator
    if (name.starts_with("control.tar")) {
      control_seen = true;
      read_payload(member.bytes, path, package, options, out, {"control"}, texts);
    } else if (name.starts_with("data.tar")) {
      read_payload(member.bytes, path, package, options, out, {}, texts, shared, name);
    }
  }
  auto control_text = texts.find("control");
  if (control_text == texts.end()) {
    out.push_back(package_error(
        path, package, bytes.size(),
        control_seen ? "its control.tar holds no control file" : "a Debian package without a control.tar member"));
    return;
  }
  auto control = parse_deb_control(control_text->second);
  if (!control) {
    out.push_back(package_error(path, package, bytes.size(), control.error().message));
    return;
  }
  if (!metadata) return;
  PackageMetadata result = package_identity(PackageKind::kDeb, path, control->package, control->version);
  result.architecture = control->architecture;
  result.depends = std::move(control->depends);
  *metadata = std::move(result);
}

void inspect_conda_tarball(ByteView bytes, const std::string& path, const std::string& package,
                           const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out,
                           std::optional<PackageMetadata>* metadata, const SharedReader* shared) {
  std::map<std::string, std::string, std::less<>> texts;
  read_payload(bytes, path, package, options, out, {kCondaIndex}, texts, shared);
  auto text = texts.find(kCondaIndex);
  if (text == texts.end()) {
    out.push_back(package_error(path, package, bytes.size(), "a conda package without info/index.json"));
    return;
  }
  auto index = parse_conda_index(text->second);
  if (!index) {
    out.push_back(package_error(path, package, bytes.size(), index.error().message));
    return;
  }
  if (metadata) *metadata = conda_metadata(*index, path);
}

bool ZipPackageReader::wants(std::string_view name) const {
  const std::string_view file = dist_info_file(name);
  if (file == "METADATA" || file == "WHEEL" || file == "RECORD" || file == "top_level.txt") return true;
  // A .conda: top-level info-<name>.tar.zst and pkg-<name>.tar.zst.
  if (name.find('/') != std::string_view::npos || !name.ends_with(".tar.zst")) return false;
  return name.starts_with("info-") || name.starts_with("pkg-");
}

void ZipPackageReader::take(std::string_view name, ByteView contents, std::vector<ArtifactFacts>& out) {
  if (!dist_info_file(name).empty()) {
    dist_info_[std::string(name)] = std::string(reinterpret_cast<const char*>(contents.data()), contents.size());
    return;
  }
  conda_ = true;
  std::map<std::string, std::string, std::less<>> texts;
  // The payload's files go to `shared` too; info-*.tar.zst holds the package's metadata only.
  const bool payload = name.starts_with("pkg-");
  read_payload(contents, path_, package_, options_, out, {kCondaIndex}, texts, payload ? shared_ : nullptr, name);
  if (auto text = texts.find(kCondaIndex); text != texts.end()) conda_index_ = text->second;
}

namespace {

// The .dist-info files a wheel describes itself with; null where the wheel has none.
struct DistInfoTexts {
  const std::string* metadata = nullptr;
  const std::string* wheel = nullptr;
  const std::string* record = nullptr;
  const std::string* top_level = nullptr;
  std::string record_path;
};

DistInfoTexts find_dist_info_texts(const std::map<std::string, std::string, std::less<>>& dist_info) {
  DistInfoTexts texts;
  for (const auto& [name, text] : dist_info) {
    const std::string_view file = dist_info_file(name);
    if (file == "METADATA") texts.metadata = &text;
    if (file == "top_level.txt") texts.top_level = &text;
    if (file == "WHEEL") texts.wheel = &text;
    if (file == "RECORD") {
      texts.record = &text;
      texts.record_path = name;
    }
  }
  return texts;
}

// top_level.txt: one import name a line, blank lines and surrounding blanks ignored.
void add_top_level_names(const std::string& text, std::vector<std::string>& import_names) {
  for (std::string line : split(text, '\n')) {
    line.erase(line.find_last_not_of(" \t\r") + 1);
    line.erase(0, line.find_first_not_of(" \t"));
    if (!line.empty()) import_names.push_back(line);
  }
}

// RECORD against the members' digests; a wheel without RECORD is one problem of its own.
void check_record(const DistInfoTexts& texts, const std::map<std::string, MemberDigest, std::less<>>& digests,
                  PackageMetadata& metadata) {
  if (!texts.record) {
    RecordProblem problem;
    problem.kind = RecordProblem::Kind::kNoRecord;
    problem.path = "RECORD";
    problem.expected = "a .dist-info/RECORD listing every file";
    problem.found = "none";
    metadata.record_problems.push_back(std::move(problem));
    return;
  }
  std::vector<RecordEntry> entries = parse_record(*texts.record, metadata.record_problems);
  auto problems = verify_record(entries, digests, texts.record_path);
  metadata.record_problems.insert(metadata.record_problems.end(), problems.begin(), problems.end());
}

}  // namespace

std::optional<PackageMetadata> ZipPackageReader::finish(std::uint64_t size, std::vector<ArtifactFacts>& out) {
  auto fail = [&](const std::string& message) {
    out.push_back(package_error(path_, package_, size, message));
    return std::nullopt;
  };
  if (conda_) {
    if (!conda_index_) return fail("a .conda package without info/index.json in its info-*.tar.zst");
    auto index = parse_conda_index(*conda_index_);
    if (!index) return fail(index.error().message);
    return conda_metadata(*index, path_);
  }
  const DistInfoTexts texts = find_dist_info_texts(dist_info_);
  // A zip without METADATA is read as before, as a bag of binaries: only a wheel that describes
  // itself can be checked against its description.
  if (!texts.metadata) return std::nullopt;
  auto core = parse_core_metadata(*texts.metadata);
  if (!core) return fail(core.error().message);
  PackageMetadata metadata = package_identity(PackageKind::kWheel, path_, core->name, core->version);
  metadata.requires_dist = std::move(core->requires_dist);
  metadata.import_names = std::move(core->import_names);
  if (texts.top_level) add_top_level_names(*texts.top_level, metadata.import_names);
  for (const auto& [name, digest] : digests_) metadata.members.push_back(name);
  if (texts.wheel) {
    auto tags = parse_wheel_tags(*texts.wheel);
    if (!tags) return fail(tags.error().message);
    metadata.tags = std::move(*tags);
  }
  check_record(texts, digests_, metadata);
  return metadata;
}

constexpr EnumName<PackageKind> kPackageKindNames[] = {
    {PackageKind::kWheel, "wheel"}, {PackageKind::kDeb, "deb"}, {PackageKind::kConda, "conda"}};

std::string_view to_string(PackageKind kind) { return name_of(kPackageKindNames, kind); }

}  // namespace cudacompat::readers
