// Strict dependency ranges for a CUDA build, from the toolkit it was built with, what its
// artifacts need, and the knowledge base: the floor is what the build needs, the ceiling is the
// next CUDA major (or the package's own next major, for libraries numbered apart from CUDA, such
// as cuFFT 11.x in CUDA 12), and known-bad releases inside the range are excluded (`!=` where the
// ecosystem has it; a tighter ceiling where it does not, as in Cargo).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::pins {

// What a build's artifacts need beyond its toolkit's major (from the audit: versioned driver
// symbols, runtime APIs of the knowledge base's features, CUDA libraries in DT_NEEDED).
struct ArtifactNeeds {
  std::optional<Version> cuda;          // the newest release that introduced something they call
  std::vector<std::string> reasons;     // "libfoo.so imports cuMemAdvise_v2 (CUDA 12.2)"
  std::vector<std::string> components;  // wheel components of the CUDA libraries they load ("cudart", "cufft")
  std::vector<int> majors;              // CUDA majors of those libraries' sonames, when they say one
};

struct PinRequest {
  Version cuda;                         // the toolkit: 12.4.131, 12.4, or only a major (12)
  std::string cuda_source;              // where it came from ("--cuda", "the probe of /usr/local/cuda")
  std::vector<std::string> components;  // wheel components to pin; none: "cudart", or the artifacts'
  std::vector<std::string> python;      // further Python packages: "cuda-python", "cuda-bindings"
  std::optional<std::string> cudarc;    // the cudarc series or release to start from ("0.11.4"); else the newest known
  bool metapackage = false;             // cuda-toolkit[cudart,...] instead of one wheel per component
  ArtifactNeeds needs;
};

enum class PinEcosystem { kPypi, kConda, kCargo, kDebian, kCmake };
std::string_view to_string(PinEcosystem ecosystem);

struct Pin {
  PinEcosystem ecosystem = PinEcosystem::kPypi;
  std::string package;                    // nvidia-cuda-runtime-cu12, cuda-version, cudarc, CUDAToolkit
  std::string section;                    // conda: "run" or "run_constraints"; otherwise ""
  std::vector<std::string> extras;        // cuda-toolkit[cudart,cublas]
  std::vector<std::string> features;      // cudarc's cuda-XXYY0
  std::string floor;                      // inclusive; "" for none
  std::string ceiling;                    // exclusive ("13"); "" when `ceiling_inclusive` is used
  std::string ceiling_inclusive;          // Cargo, below a known-bad release: "0.11.6"
  std::vector<std::string> excluded;      // known-bad releases inside the range
  std::vector<std::string> alternatives;  // Debian: further package names, each "name (>= version)"
  std::vector<std::string> library_dirs;  // PyPI: where the NVIDIA wheels put their libraries, under site-packages
  std::string why;                        // a sentence: where the floor and the ceiling come from
  std::string requirement() const;        // the range in the ecosystem's own syntax: ">=12.4,<13,!=12.6.1"
};

struct PinSet {
  Version cuda;  // the toolkit
  std::string cuda_source;
  Version floor;  // the CUDA release the pins start from (major.minor)
  std::vector<std::string> floor_reasons;
  std::vector<Pin> pins;
  std::vector<Diagnostic> warnings;  // what the pins could not settle; codes in pin/diagnostic_codes.h
};

// The pins for a request; an Error when the request contradicts itself (artifacts that need a
// newer CUDA major than the toolkit, a component the knowledge base does not know).
Expected<PinSet> plan_pins(const PinRequest& request, const KnowledgeBase& knowledge);

// Output formats of `cudacompat pin --format`.
enum class PinFormat { kRequirements, kPyproject, kConstraints, kConda, kCargo, kDebian, kCmake, kJson };
std::optional<PinFormat> pin_format_from_name(std::string_view name);
const std::vector<std::string>& pin_format_names();
// `with_comments`: each line says why, as a comment of the format (none for JSON, which has `why`).
std::string render_pins(const PinSet& pins, PinFormat format, bool with_comments);

}  // namespace cudacompat::pins
