#include "readers/artifact.h"

#include <utility>

#include "common/enum_names.h"

namespace cudacompat::readers {

Diagnostic artifact_error(std::string message, std::string path) {
  return Diagnostic::error("artifact-unreadable", std::move(message), std::move(path));
}

constexpr EnumName<ArtifactFormat> kArtifactFormatNames[] = {{ArtifactFormat::kExecutable, "executable"},
                                                             {ArtifactFormat::kSharedLibrary, "shared-library"},
                                                             {ArtifactFormat::kRelocatable, "object"},
                                                             {ArtifactFormat::kCubin, "cubin"},
                                                             {ArtifactFormat::kFatbin, "fatbin"},
                                                             {ArtifactFormat::kArchive, "archive"},
                                                             {ArtifactFormat::kZip, "zip"},
                                                             {ArtifactFormat::kOtherElf, "elf"}};

std::string_view format_name(ArtifactFormat format) { return name_of(kArtifactFormatNames, format); }

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
