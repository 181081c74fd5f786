#include "matrix/plan_matrix.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include "common/enum_names.h"
#include "common/gpu_target.h"
#include "common/text.h"

namespace cudacompat::matrix {

namespace {

// The one table of family names: parsing, printing and the error's list of choices read it.
constexpr EnumName<CompilerFamily> kFamilies[] = {{CompilerFamily::kGcc, "gcc"}, {CompilerFamily::kClang, "clang"}};

std::string family_choices() { return join(names_in(kFamilies), ", "); }

std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> items;
  std::string item;
  auto flush = [&] {
    auto begin = item.find_first_not_of(" \t");
    auto end = item.find_last_not_of(" \t");
    if (begin != std::string::npos) items.push_back(item.substr(begin, end - begin + 1));
    item.clear();
  };
  for (char c : text) {
    if (c == ',' || c == ';')
      flush();
    else
      item += c;
  }
  flush();
  return items;
}

bool is_plain(const std::string& architecture) {
  const auto target = GpuTarget::parse_cmake(architecture);
  return target && target->feature == GpuFeature::kNone;
}

// The supported majors of one family for one release, oldest first; none when the floor is unknown.
std::vector<HostCompiler> compilers_of(const ReleaseFacts& release, CompilerFamily family) {
  const int oldest = family == CompilerFamily::kGcc ? release.gcc_min : release.clang_min;
  const int newest = family == CompilerFamily::kGcc ? release.gcc_max : release.clang_max;
  if (oldest <= 0 || newest < oldest) return {};
  if (oldest == newest) return {{family, oldest, "oldest and newest"}};
  return {{family, oldest, "oldest"}, {family, newest, "newest"}};
}

std::optional<Version> newest_patch(const ReleaseFacts& release) {
  std::optional<Version> newest;
  for (const auto& [name, driver] : release.bundled_drivers)
    if (auto patch = Version::parse(name); patch && (!newest || *newest < *patch)) newest = *patch;
  return newest;
}

}  // namespace

std::string_view to_string(CompilerFamily family) { return name_of(kFamilies, family); }

Expected<std::vector<CompilerFamily>> parse_compiler_families(std::string_view text) {
  std::vector<CompilerFamily> families;
  for (const auto& name : split_list(text)) {
    auto known = value_named(kFamilies, name);
    if (!known)
      return Error{"--host-compilers: '" + name +
                   "' is not a host compiler family cudacompat knows; give one or more of " + family_choices() +
                   ", comma-separated"};
    if (std::find(families.begin(), families.end(), *known) == families.end()) families.push_back(*known);
  }
  if (families.empty()) return Error{"--host-compilers is empty; give one or more of " + family_choices()};
  return families;
}

std::string HostCompiler::cc() const { return std::string(to_string(family)) + "-" + std::to_string(major); }

std::string HostCompiler::cxx() const {
  return (family == CompilerFamily::kGcc ? "g++-" : "clang++-") + std::to_string(major);
}

std::string ArchitectureSelection::text() const { return requested ? join(*requested, ",") : "all"; }

Expected<ArchitectureSelection> parse_architectures(std::string_view text, const KnowledgeBase& knowledge) {
  std::vector<std::string> names = split_list(text);
  if (names.empty())
    return Error{
        "--archs is empty; give `all` (every architecture each toolkit accepts) or a list such as 75,80,90,100,120"};
  if (names.size() == 1 && names.front() == "all") return ArchitectureSelection{};
  std::set<std::string> known;
  for (const auto& release : knowledge.releases())
    known.insert(release.architectures.begin(), release.architectures.end());
  std::vector<std::string> requested;
  for (auto name : names) {
    // nvcc's names (sm_90a, compute_90) as the CMake architecture they build; lto_ has none.
    const auto nvcc = GpuTarget::parse_nvcc(name);
    if (nvcc && nvcc->kind != GpuCodeKind::kLtoIr) name = nvcc->number_name();
    if (name == "all" || name == "native" || name == "all-major")
      return Error{"--archs: '" + name +
                   "' cannot be mixed with a list, and `native` needs a GPU; give `all` alone or architectures such as "
                   "75,80,90"};
    if (!known.count(name))
      return Error{"--archs: '" + name +
                   "' is not an architecture any CUDA release in the knowledge base accepts (CUDA " +
                   knowledge.releases().front().version.to_string() + " to " + knowledge.newest().version.to_string() +
                   "); write them as CMAKE_CUDA_ARCHITECTURES does: 75, 90a, 100f"};
    if (std::find(requested.begin(), requested.end(), name) == requested.end()) requested.push_back(name);
  }
  return ArchitectureSelection{requested};
}

std::string Job::name() const {
  if (cuda_off)
    return "no CUDA (CUDACOMPAT_CUDA=OFF), " +
           std::string(compiler.family == CompilerFamily::kGcc ? "GCC " : "Clang ") + std::to_string(compiler.major) +
           ": the null variant";
  if (variant)
    return "CUDA " + cuda.to_string() + ", " + (compiler.family == CompilerFamily::kGcc ? "GCC " : "Clang ") +
           std::to_string(compiler.major) + ": the " + variant->label + " variant";
  return "CUDA " + cuda.to_string() + ", " + (compiler.family == CompilerFamily::kGcc ? "GCC " : "Clang ") +
         std::to_string(compiler.major) + " (" + compiler.role + ")";
}

std::vector<std::string> Job::requirement_lines() const {
  std::vector<std::string> lines;
  std::istringstream text(pins::render_pins(pins, pins::PinFormat::kRequirements, false));
  for (std::string line; std::getline(text, line);)
    if (!line.empty() && line.front() != '#') lines.push_back(line);
  return lines;
}

namespace {

// --variants: the newest release of each major in the matrix, with the first family's newest
// compiler, builds that major's variant; the first of them, with CUDA off, the null variant.
Expected<std::vector<Job>> variant_jobs(const std::vector<Job>& jobs, const KnowledgeBase& knowledge) {
  std::map<int, const Job*> newest;
  for (const auto& job : jobs) {
    if (job.compiler.family != jobs.front().compiler.family) continue;
    const Job*& kept = newest[job.cuda.major];
    if (kept == nullptr || kept->cuda < job.cuda ||
        (kept->cuda == job.cuda && kept->compiler.major < job.compiler.major))
      kept = &job;
  }
  std::vector<Job> out;
  for (const auto& [major, job] : newest) {
    const ReleaseFacts* release = knowledge.release(job->cuda);
    if (release == nullptr) return Error{"CUDA " + job->cuda.to_string() + " is not in the knowledge base"};
    auto planned = variant::planned_variant(*release, job->architectures, knowledge);
    if (!planned) return Error{"the variant of CUDA " + job->cuda.to_string() + ": " + planned.error().message};
    out.push_back(*job);
    out.back().variant = *planned;
  }
  Job null_job = out.front();
  null_job.cuda_off = true;
  null_job.architectures.clear();
  null_job.variant = variant::planned_null_variant();
  out.push_back(std::move(null_job));
  return out;
}

// The architectures of `release` the request asks for: the named ones, or every plain one.
std::vector<std::string> wanted_architectures(const ReleaseFacts& release, const ArchitectureSelection& selection) {
  std::vector<std::string> architectures;
  for (const auto& name : release.architectures) {
    bool wanted = selection.requested ? std::count(selection.requested->begin(), selection.requested->end(), name) > 0
                                      : is_plain(name);
    if (wanted) architectures.push_back(name);
  }
  return architectures;
}

// The jobs of one release, one per host compiler; what cannot be built goes to `left_out`, and the
// pins' warnings to `warnings` (by message: each once, in the order of their text).
Expected<void> plan_release(const ReleaseFacts& release, const MatrixRequest& request, const KnowledgeBase& knowledge,
                            Matrix& matrix, std::map<std::string, Diagnostic>& warnings) {
  std::vector<std::string> architectures = wanted_architectures(release, request.architectures);
  if (architectures.empty()) {
    matrix.left_out.push_back({release.version, "CUDA " + release.version.to_string() +
                                                    " accepts none of the requested architectures (" +
                                                    request.architectures.text() + ")"});
    return {};
  }
  pins::PinRequest pin_request;
  pin_request.cuda = release.version;
  pin_request.cuda_source = "cudacompat matrix";
  auto pins = pins::plan_pins(pin_request, knowledge);
  if (!pins) return Error{"the pins for CUDA " + release.version.to_string() + ": " + pins.error().message};
  for (const auto& warning : pins->warnings) warnings.emplace(warning.message, warning);
  for (CompilerFamily family : request.families) {
    auto compilers = compilers_of(release, family);
    if (compilers.empty()) {
      matrix.left_out.push_back({release.version, "the knowledge base has no oldest supported " +
                                                      std::string(to_string(family)) + " for CUDA " +
                                                      release.version.to_string() + " (host_compiler_floors)"});
      continue;
    }
    for (const auto& compiler : compilers)
      matrix.jobs.push_back({release.version, newest_patch(release), compiler, architectures, *pins, false, {}});
  }
  return {};
}

Error no_release_error(const VersionSpec& range, const KnowledgeBase& knowledge) {
  std::vector<std::string> known;
  for (const auto& release : knowledge.releases()) known.push_back(release.version.to_string());
  return Error{"--cuda " + range.text() + " matches no CUDA release the knowledge base knows (" + join(known, ", ") +
               "); widen the range, e.g. '>=11.8,<14'"};
}

Error no_job_error(const VersionSpec& range, const Matrix& matrix) {
  std::vector<std::string> reasons;
  for (const auto& left : matrix.left_out) reasons.push_back(left.why);
  return Error{"no job: every release in " + range.text() + " was left out (" + join(reasons, "; ") +
               "); ask for architectures those releases accept, or a wider range"};
}

// --variants: the variant jobs replace the plain ones, and only the pins' warnings of the releases
// that still have a job stay.
Expected<void> plan_variants(Matrix& matrix, const KnowledgeBase& knowledge) {
  auto jobs = variant_jobs(matrix.jobs, knowledge);
  if (!jobs) return jobs.error();
  matrix.jobs = std::move(*jobs);
  std::map<std::string, Diagnostic> kept;
  for (const auto& job : matrix.jobs)
    if (!job.cuda_off)
      for (const auto& warning : job.pins.warnings) kept.emplace(warning.message, warning);
  matrix.warnings.clear();
  for (auto& [message, warning] : kept) matrix.warnings.push_back(std::move(warning));
  return {};
}

}  // namespace

Expected<Matrix> plan_matrix(const MatrixRequest& request, const KnowledgeBase& knowledge) {
  auto range = VersionSpec::parse(request.cuda);
  if (!range) return Error{"--cuda: " + range.error().message};
  if (request.families.empty()) return Error{"no host compiler family; give --host-compilers " + family_choices()};

  Matrix matrix;
  matrix.cuda_range = range->text();
  std::map<std::string, Diagnostic> warnings;  // by message: each once, in the order of their text
  bool any_release = false;
  for (const auto& release : knowledge.releases()) {
    if (!range->matches(release.version)) continue;
    any_release = true;
    if (auto planned = plan_release(release, request, knowledge, matrix, warnings); !planned) return planned.error();
  }
  if (!any_release) return no_release_error(*range, knowledge);
  if (matrix.jobs.empty()) return no_job_error(*range, matrix);
  for (auto& [message, warning] : warnings) matrix.warnings.push_back(std::move(warning));
  if (request.variants) {
    if (auto planned = plan_variants(matrix, knowledge); !planned) return planned.error();
  }
  return matrix;
}

}  // namespace cudacompat::matrix
