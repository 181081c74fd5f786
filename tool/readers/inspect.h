// Reads one input's bytes, whatever their format (ELF, fatbin, ar archive, zip/wheel), into facts.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "readers/artifact.h"
#include "readers/byte_view.h"
#include "readers/device_code.h"
#include "readers/package_inspect.h"
#include "readers/package_metadata.h"
#include "readers/wheel_reader.h"

namespace cudacompat::readers {

enum class InputFormat { kElf, kFatbin, kArchive, kZip, kUnknown };
InputFormat sniff_format(ByteView bytes);

// Appends one ArtifactFacts per artifact in `bytes` (one for an ELF or fatbin file, one per member
// for archives, wheels and packages) to `out`. `path` names the bytes in messages; `package` is the
// input they were found under. Returns false, appending nothing, when the format is not one it reads.
// For a package (a wheel with METADATA, a .deb, a .conda or conda .tar.bz2), `metadata`, when
// given, receives what the package says about itself.
bool inspect_bytes(ByteView bytes, const std::string& path, const std::string& package,
                   const DeviceCodeOptions& options, std::vector<ArtifactFacts>& out,
                   std::optional<PackageMetadata>* metadata = nullptr);

// inspect_bytes for a zip, with another reader (SharedReader, package_inspect.h) in the same pass.
// `check_record`: hash every member for the wheel's RECORD check (PackageMetadata::record_problems
// and members); without it, members neither reader selects are never inflated.
void inspect_zip(ByteView bytes, const std::string& path, const std::string& package, const DeviceCodeOptions& options,
                 std::vector<ArtifactFacts>& out, std::optional<PackageMetadata>* metadata, const SharedReader* shared,
                 bool check_record);

// One ELF file.
ArtifactFacts inspect_elf(ByteView bytes, const std::string& path, const std::string& package,
                          const DeviceCodeOptions& options);

}  // namespace cudacompat::readers
