// Packages as audit inputs: Debian packages (.deb), conda packages (.conda, .tar.bz2) and the
// metadata of wheels. Each package's binaries are inspected as a wheel's members are, and what the
// package says about itself (package_metadata.h) is read beside them for the package checks.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "readers/artifact.h"
#include "readers/byte_view.h"
#include "readers/device_code.h"
#include "readers/package_metadata.h"

namespace cudacompat::readers {

// An ar archive whose first member is `debian-binary` (deb(5)).
bool looks_like_deb(ByteView bytes);
// A bzip2 stream named *.tar.bz2: conda's first package format.
bool looks_like_conda_tarball(ByteView bytes, std::string_view path);

// Appends the facts of the package's binaries to `out` (errors, such as a control file that cannot
// be read, as artifacts with errors) and sets `metadata` when its metadata was read.
void inspect_deb(ByteView bytes, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                 std::vector<ArtifactFacts>& out, std::optional<PackageMetadata>* metadata);
void inspect_conda_tarball(ByteView bytes, const std::string& path, const std::string& package,
                           const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out,
                           std::optional<PackageMetadata>* metadata);

// What a zip holds beyond its binaries: a wheel's .dist-info files and every member's digest (for
// RECORD), or a .conda's info-*.tar.zst and pkg-*.tar.zst. inspect_zip feeds it members as it reads.
class ZipPackageReader {
 public:
  ZipPackageReader(std::string path, std::string package, const DeviceCodeOptions& options)
      : path_(std::move(path)), package_(std::move(package)), options_(options) {}

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
  std::map<std::string, std::string, std::less<>> dist_info_;  // "pkg.dist-info/METADATA" -> text
  std::map<std::string, MemberDigest, std::less<>> digests_;
  std::optional<std::string> conda_index_;
  bool conda_ = false;
};

}  // namespace cudacompat::readers
