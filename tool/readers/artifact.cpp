#include "readers/artifact.h"

#include <utility>

#include "common/enum_names.h"

namespace cudacompat::readers {

Diagnostic artifact_error(std::string message, std::string path) {
  return Diagnostic::error("artifact-unreadable", std::move(message), std::move(path));
}

// The one table of artifact formats: their names, and which are linked.
struct ArtifactFormatInfo {
  ArtifactFormat value;
  std::string_view name;
  bool linked;  // a program or shared library: its needed libraries and imports are final
};
constexpr ArtifactFormatInfo kArtifactFormats[] = {{ArtifactFormat::kExecutable, "executable", true},
                                                   {ArtifactFormat::kSharedLibrary, "shared-library", true},
                                                   {ArtifactFormat::kRelocatable, "object", false},
                                                   {ArtifactFormat::kCubin, "cubin", false},
                                                   {ArtifactFormat::kFatbin, "fatbin", false},
                                                   {ArtifactFormat::kArchive, "archive", false},
                                                   {ArtifactFormat::kZip, "zip", false},
                                                   {ArtifactFormat::kOtherElf, "elf", false}};

std::string_view format_name(ArtifactFormat format) { return name_of(kArtifactFormats, format); }

bool is_linked(ArtifactFormat format) {
  const ArtifactFormatInfo* info = entry_of(kArtifactFormats, format);
  return info != nullptr && info->linked;
}

bool ArtifactFacts::has_device_code() const {
  for (const auto& container : containers) {
    if (!container.entries.empty()) return true;
  }
  return false;
}

std::size_t ArtifactFacts::entry_count() const {
  std::size_t count = 0;
  for (const auto& container : containers) count += container.entries.size();
  return count;
}

}  // namespace cudacompat::readers
