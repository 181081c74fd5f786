// Shared by the readers' tests of fatbins, device code, cubin notes and payloads: the entries an
// inspected file holds, and the fatbin entries of an object file's .nv_fatbin section.
#pragma once

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "readers/artifact.h"
#include "readers/device_code.h"
#include "readers/elf_reader.h"
#include "readers/fatbin_reader.h"

namespace cudacompat::readers {

inline std::vector<const DeviceEntry*> entries_of(const ArtifactFacts& facts) {
  std::vector<const DeviceEntry*> entries;
  for (const auto& container : facts.containers) {
    for (const auto& entry : container.entries) entries.push_back(&entry);
  }
  return entries;
}

inline std::multiset<std::string> targets_of(const ArtifactFacts& facts) {
  std::multiset<std::string> targets;
  for (const auto* entry : entries_of(facts)) targets.insert(entry->header.target());
  return targets;
}

// The entries of the first container in the .nv_fatbin section of the object file `bytes`, with
// offsets into `bytes`; none (and a test failure) when it has no such section.
inline std::vector<FatbinEntry> object_fatbin_entries(ByteView bytes) {
  auto elf = ElfFile::parse(bytes, "object");
  EXPECT_TRUE(elf) << elf.error().message;
  if (!elf) return {};
  const ElfSection* section = elf->find_section(".nv_fatbin");
  EXPECT_NE(section, nullptr);
  if (!section) return {};
  auto container = read_fatbin_container(bytes, section->offset, "object");
  EXPECT_TRUE(container) << container.error().message;
  return container ? container->entries : std::vector<FatbinEntry>{};
}

// The first entry of `kind` among `entries`; a test failure and an empty entry when none is.
inline FatbinEntry first_of_kind(const std::vector<FatbinEntry>& entries, EntryKind kind) {
  for (const auto& entry : entries)
    if (entry.kind == kind) return entry;
  ADD_FAILURE() << "no " << to_string(kind) << " entry";
  return {};
}

}  // namespace cudacompat::readers
