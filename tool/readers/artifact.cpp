#include "readers/artifact.h"

#include <utility>

namespace cudacompat::readers {

Diagnostic artifact_error(std::string message, std::string path) {
  return Diagnostic::error("artifact-unreadable", std::move(message), std::move(path));
}

std::string_view format_name(ArtifactFormat format) {
  switch (format) {
    case ArtifactFormat::kExecutable:
      return "executable";
    case ArtifactFormat::kSharedLibrary:
      return "shared-library";
    case ArtifactFormat::kRelocatable:
      return "object";
    case ArtifactFormat::kCubin:
      return "cubin";
    case ArtifactFormat::kFatbin:
      return "fatbin";
    case ArtifactFormat::kArchive:
      return "archive";
    case ArtifactFormat::kZip:
      return "zip";
    case ArtifactFormat::kOtherElf:
      break;
  }
  return "elf";
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
