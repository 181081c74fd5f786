// Packages as audit inputs: Debian packages (.deb), conda packages (.conda, .tar.bz2) and the
// metadata of wheels. Each package's binaries are inspected as a wheel's members are, and what the
// package says about itself (package_metadata.h) is read beside them for the package checks.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "readers/artifact.h"
#include "readers/byte_view.h"
#include "readers/device_code.h"
#include "readers/package_metadata.h"
#include "readers/result.h"
#include "readers/wheel_reader.h"

namespace cudacompat::readers {

// Another reader that takes its own facts from a package in the same pass as the audit's
// inspection (abi-diff): each member is decompressed once, for both. A package's members are a
// zip's (a wheel), or those of its payload tar: a .deb's data.tar, a .conda's pkg-*.tar.zst, a
// whole conda .tar.bz2 (the metadata tars, control.tar and info-*.tar.zst, are the audit's alone).
// `wanted` selects members beside those the audit reads; `visit` gets every member `wanted`
// selected, before the audit looks at it (the audit may drop a mapped member's pages once it has
// passed them); `member_error` every member that could not be read, and a zip that cannot be
// opened, in addition to the audit's own record. A tar member is in memory: no holes known, no
// pages to release.
struct SharedReader {
  std::function<bool(std::string_view name, ByteView head)> wanted;
  std::function<void(const ZipMember& member)> visit;
  std::function<void(Error error)> member_error;
  // A payload tar is about to be read: its name in the package ("data.tar.xz",
  // "pkg-x-1-0.tar.zst"; "" for a .tar.bz2, which is one). Its members' errors go to member_error;
  // an error that ends the tar early (its other members unread), after them, to payload_error.
  // payload_ends: the tar is read, and a zip's members follow.
  std::function<void(std::string_view payload)> payload_begins;
  std::function<void(Error error)> payload_error;
  std::function<void()> payload_ends;
};

// An ar archive whose first member is `debian-binary` (deb(5)).
bool looks_like_deb(ByteView bytes);
// A bzip2 stream named *.tar.bz2: conda's first package format.
bool looks_like_conda_tarball(ByteView bytes, std::string_view path);

// Appends the facts of the package's binaries to `out` (errors, such as a control file that cannot
// be read, as artifacts with errors) and sets `metadata` when its metadata was read. `shared`,
// when given, reads the payload's members in the same pass.
void inspect_deb(ByteView bytes, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                 std::vector<ArtifactFacts>& out, std::optional<PackageMetadata>* metadata,
                 const SharedReader* shared = nullptr);
void inspect_conda_tarball(ByteView bytes, const std::string& path, const std::string& package,
                           const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out,
                           std::optional<PackageMetadata>* metadata, const SharedReader* shared = nullptr);

// What a zip holds beyond its binaries: a wheel's .dist-info files and every member's digest (for
// RECORD), or a .conda's info-*.tar.zst and pkg-*.tar.zst. inspect_zip feeds it members as it reads;
// `shared`, when given, reads the members of a .conda's pkg-*.tar.zst in the same pass.
class ZipPackageReader {
 public:
  ZipPackageReader(std::string path, std::string package, const DeviceCodeOptions& options,
                   const SharedReader* shared = nullptr)
      : path_(std::move(path)), package_(std::move(package)), options_(options), shared_(shared) {}

  // Members this reader needs whole (in addition to the binaries the audit reads).
  bool wants(std::string_view name) const;
  // Takes a member `wants` selected; binaries of a .conda go to `out`.
  void take(std::string_view name, ByteView contents, std::vector<ArtifactFacts>& out);
  void digest(std::string_view name, MemberDigest digest) { digests_.emplace(std::string(name), std::move(digest)); }

  // The metadata, when the zip is a wheel with METADATA or a .conda with info/index.json; problems
  // that make it unreadable go to `out` as errors.
  std::optional<PackageMetadata> finish(std::uint64_t size, std::vector<ArtifactFacts>& out);

 private:
  std::string path_;
  std::string package_;
  DeviceCodeOptions options_;
  const SharedReader* shared_;
  std::map<std::string, std::string, std::less<>> dist_info_;  // "pkg.dist-info/METADATA" -> text
  std::map<std::string, MemberDigest, std::less<>> digests_;
  std::optional<std::string> conda_index_;
  bool conda_ = false;
};

}  // namespace cudacompat::readers
