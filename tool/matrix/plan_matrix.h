// The CI jobs a CUDA kernel library needs, from the knowledge base: every release a version range
// selects × a host compiler family × the oldest and the newest major of that family the release
// supports, each job with the architectures that release accepts and the pins for that release.
//
// One job per minor release, not per patch release: the knowledge base's facts (architectures,
// host compiler limits, driver floor, pins) are per major.minor and do not change between patch
// releases, and a CI installs "the newest 12.4" (conda's cuda-version=12.4, the 12.4.1 image).
// Each job names that newest patch release where the knowledge base knows it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "knowledge/knowledge_base.h"
#include "pin/pins.h"
#include "variant/planned.h"

namespace cudacompat::matrix {

enum class CompilerFamily { kGcc, kClang };
std::string_view to_string(CompilerFamily family);
// "gcc,clang" -> {kGcc, kClang}; an Error names the unknown family and the known ones.
[[nodiscard]] Expected<std::vector<CompilerFamily>> parse_compiler_families(std::string_view text);

struct HostCompiler {
  CompilerFamily family = CompilerFamily::kGcc;
  int major = 0;
  std::string role;         // "oldest", "newest", or "oldest and newest" when the release supports one major
  std::string cc() const;   // gcc-13, clang-17: the names Debian and Ubuntu install them under
  std::string cxx() const;  // g++-13, clang++-17
};

// Which architectures to build: every plain architecture a release accepts (`all`, the default:
// never `native`, which needs a GPU), or a list ("75,80,90a") intersected with what each release
// accepts.
struct ArchitectureSelection {
  std::optional<std::vector<std::string>> requested;  // nullopt: all
  std::string text() const;                           // "all" or "75,80,90a"
};
// "all" or a ',' / ';' separated list; an Error for a name no release of the knowledge base accepts.
[[nodiscard]] Expected<ArchitectureSelection> parse_architectures(std::string_view text,
                                                                  const KnowledgeBase& knowledge);

struct MatrixRequest {
  std::string cuda;  // a version range: ">=11.8,<14", "12", ">=12.4"
  ArchitectureSelection architectures;
  std::vector<CompilerFamily> families{CompilerFamily::kGcc};
  // One job per wheel variant instead (`--variants`): for each CUDA major in range, the newest
  // release with the first family's newest compiler builds the `cuN` variant; one more job builds
  // the null variant with CUDACOMPAT_CUDA=OFF. Newest, for the newest architectures and compiler;
  // its PTX sets the variant's lower bound: narrow --cuda to build a major's variant with an older
  // release, and reach older drivers.
  bool variants = false;
};

struct Job {
  Version cuda;                         // major.minor
  std::optional<Version> newest_patch;  // 12.4.1, where the knowledge base lists its patch releases
  HostCompiler compiler;
  std::vector<std::string> architectures;  // as CMAKE_CUDA_ARCHITECTURES takes them: "75", "90a"
  pins::PinSet pins;
  bool cuda_off = false;                               // the null variant's build: CUDACOMPAT_CUDA=OFF, no toolkit
  std::optional<variant::PlannedVariant> variant;      // with --variants: what the build should derive
  std::string name() const;                            // "CUDA 12.4, GCC 13 (newest)"
  std::vector<std::string> requirement_lines() const;  // the PyPI pins: "nvidia-cuda-runtime-cu12>=12.4.99,<13"
};

struct LeftOut {
  Version cuda;
  std::string why;
};

struct Matrix {
  std::string cuda_range;
  std::vector<Job> jobs;
  std::vector<LeftOut> left_out;     // releases in range with no job, and why
  std::vector<Diagnostic> warnings;  // from the pins, each once (by message), in the order of their text
};

// The jobs; an Error (bad input: the message says what was found and what is needed) for an empty
// or malformed range, a range no release matches, or a selection that leaves no job at all.
[[nodiscard]] Expected<Matrix> plan_matrix(const MatrixRequest& request, const KnowledgeBase& knowledge);

}  // namespace cudacompat::matrix
