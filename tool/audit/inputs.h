// The inputs of an audit: paths expanded (directories recursively, symlinks to files followed,
// each file once), then inspected on a small pool of threads with a progress callback.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "readers/artifact.h"
#include "readers/device_code.h"
#include "readers/package_metadata.h"

namespace cudacompat::audit {

// The audit judges the facts that tool/readers reads: their names are its vocabulary.
using namespace cudacompat::readers;

struct InputFile {
  std::string path;     // as the user would write it: the input, or input/relative/path
  std::string package;  // the input it came from
  std::uint64_t size = 0;
  bool named = false;  // named on the command line (not found in a directory)
};

struct ExpandedInputs {
  std::vector<InputFile> files;
  // Inputs that do not exist or cannot be listed: "input-unreadable" errors, each at its path.
  std::vector<Diagnostic> errors;
  std::vector<std::string> build_directories_left_out;  // CMakeFiles/ of a CMake build tree, not named
};

// Directories are walked recursively in sorted order; symlinks to directories are not followed
// (no cycles); a file reached twice (a symlink and its target) is read once, under the name of
// the real file when the directory holds it. In a CMake build tree (a directory with a
// CMakeCache.txt, or below one), the CMakeFiles/ directories hold each target's object files and
// CMake's own checks, not what the project ships: they are left out of the walk (and listed in
// build_directories_left_out) unless named as an input themselves.
ExpandedInputs expand_inputs(const std::vector<std::string>& inputs);

struct InspectedFile {
  std::vector<ArtifactFacts> artifacts;  // empty when skipped
  bool skipped = false;                  // found in a directory and not a format the audit reads
  // A package (a wheel with METADATA, a .deb, a conda package): what it says about itself. Its
  // artifacts then name the package file as their package, wherever it was found.
  std::optional<PackageMetadata> metadata;
};

using ProgressCallback = std::function<void(std::size_t done, std::size_t total, const std::string& path)>;

// Maps and inspects every file, `jobs` at a time (largest first, so the pool ends together).
// Results are in the order of `files`. A file that cannot be opened or read becomes an artifact
// with an error; a named file of an unknown format too.
std::vector<InspectedFile> inspect_files(const std::vector<InputFile>& files, const DeviceCodeOptions& options,
                                         unsigned jobs, const ProgressCallback& progress = {});

// A package is its own package in the report (its artifacts and metadata name the package file),
// also when it was found in a directory. inspect_files does this to every file it reads; a caller
// that read a file itself (AuditOptions::already_read) gets it done by run_audit.
void name_as_own_package(InspectedFile& inspected, const std::string& path);

}  // namespace cudacompat::audit
