// Facts built by hand, one rule at a time: what the verdict, audit, package-check and report tests
// judge when a real file would show too much at once.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audit/audit.h"
#include "readers/artifact.h"
#include "readers/device_code.h"
#include "test_files.h"

namespace cudacompat::audit::testing {

inline ArtifactFacts shared_library(std::vector<std::string> needed = {}) {
  ArtifactFacts facts;
  facts.path = "libx.so";
  facts.package = "libx.so";
  facts.format = ArtifactFormat::kSharedLibrary;
  facts.needed = std::move(needed);
  return facts;
}

inline void add_entry(ArtifactFacts& facts, EntryKind kind, int sm, char suffix = 0,
                      Compression compression = Compression::kNone, int isa_major = 9, int isa_minor = 0) {
  if (facts.containers.empty()) facts.containers.push_back(DeviceContainer{".nv_fatbin", false, 0, 0, {}});
  DeviceEntry entry;
  entry.header.kind = kind;
  entry.header.sm = sm;
  entry.header.suffix = suffix;
  entry.header.compression = compression;
  entry.header.version_major = isa_major;
  entry.header.version_minor = isa_minor;
  entry.ptx_isa_major = isa_major;
  entry.ptx_isa_minor = isa_minor;
  facts.containers.back().entries.push_back(entry);
}

// SASS for sm_90 and PTX of ISA 9.5, which no release the knowledge base lists a driver for emits.
inline ArtifactFacts sass_with_ptx_of_a_release_without_known_driver() {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  add_entry(facts, EntryKind::kSass, 90);
  add_entry(facts, EntryKind::kPtx, 90, 0, Compression::kNone, 9, 5);
  return facts;
}

// An audit of hand-built facts: each file is named on the command line (a real, empty file) and
// handed to run_audit as already read (AuditOptions::already_read), under the name given (the
// report's path of it, and its package).
struct AlreadyRead {
  TempDir dir;
  AuditOptions options;

  void add(const std::string& name, ArtifactFacts facts, std::optional<PackageMetadata> metadata = std::nullopt) {
    const std::string path = (dir.path() / name).string();
    write_file(path, "");
    facts.path = name;
    facts.package = name;
    InspectedFile inspected;
    inspected.artifacts.push_back(std::move(facts));
    inspected.metadata = std::move(metadata);
    options.inputs.push_back(path);
    options.already_read.emplace(path, std::move(inspected));
  }

  AuditReport run() const { return run_audit(options, judge()); }
};

}  // namespace cudacompat::audit::testing
