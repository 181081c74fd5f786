#include "audit/policy.h"

#include <fmt/format.h>

#include <algorithm>

#include "audit/report.h"

namespace cudacompat::audit {
namespace {

bool has_sass_for(const ArtifactVerdict& verdict, int gpu) {
  return std::any_of(verdict.sass.begin(), verdict.sass.end(),
                     [&](const GpuTarget& code) { return sass_runs_on(code, gpu); });
}

bool has_ptx_for(const ArtifactVerdict& verdict, int gpu) {
  return std::any_of(verdict.ptx.begin(), verdict.ptx.end(),
                     [&](const PtxTarget& code) { return ptx_runs_on(code.target, gpu); });
}

}  // namespace

bool Policy::empty() const {
  return !min_driver && require_arch.empty() && require_sass.empty() && !require_ptx && !max_cuda_major &&
         !min_cuda_major && !forbid_libcuda && !forbid_warnings && forbid_warning_codes.empty();
}

Expected<std::vector<int>> parse_gpu_list(const std::string& text) {
  std::vector<int> gpus;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    item.erase(0, item.find_first_not_of(' '));
    item.erase(item.find_last_not_of(' ') + 1);
    if (!item.empty()) {
      auto target = GpuTarget::parse(item);
      if (!target || target->feature != GpuFeature::kNone) {
        return Error{
            fmt::format("'{}' is not a GPU architecture (write sm_80, 80 or 8.0; a GPU has no a/f suffix)", item)};
      }
      gpus.push_back(target->number());
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (gpus.empty()) return Error{"expected a comma-separated list of GPU architectures, such as sm_80,sm_90"};
  return gpus;
}

namespace {

// What the policy rules share while checking one artifact.
struct PolicyContext {
  const Policy& policy;
  const ArtifactFacts& facts;
  const ArtifactVerdict& verdict;
  const Judge& judge;
  std::vector<Violation>& violations;
  // Appended where a GPU's code is missing: LTO-IR loads on no GPU, which the message says.
  std::string lto_note;

  // Each violation is named by its option, as the one table of codes names it (SARIF's rule ids).
  void add(FindingCode rule, std::string message) {
    violations.push_back({facts.path, std::string(to_string(rule)), std::move(message)});
  }
};

void policy_min_driver(PolicyContext& c) {
  if (c.policy.min_driver && c.verdict.min_driver && *c.policy.min_driver < *c.verdict.min_driver) {
    c.add(FindingCode::kPolicyMinDriver,
          fmt::format("needs driver {} or newer, above the required {}: {}", c.verdict.min_driver->to_string(),
                      c.policy.min_driver->to_string(), c.verdict.reasons.front().detail));
  }
}

// --require-arch: SASS or PTX for each GPU, and PTX the required driver can JIT-compile.
void policy_require_arch(PolicyContext& c) {
  for (int gpu : c.policy.require_arch) {
    const bool native = has_sass_for(c.verdict, gpu);
    if (!native && !has_ptx_for(c.verdict, gpu)) {
      c.add(FindingCode::kPolicyRequireArch,
            fmt::format("cannot run on {}: it has no SASS for it and no PTX the JIT could compile for it{}",
                        gpu_name(gpu), c.lto_note));
    } else if (!native && c.policy.min_driver &&
               c.judge.status_at(c.verdict, gpu, *c.policy.min_driver) == RunStatus::kNo) {
      c.add(FindingCode::kPolicyRequireArch,
            fmt::format("runs on {} only through PTX that driver {} cannot JIT-compile", gpu_name(gpu),
                        c.policy.min_driver->to_string()));
    }
  }
}

void policy_require_sass(PolicyContext& c) {
  for (int gpu : c.policy.require_sass) {
    if (!has_sass_for(c.verdict, gpu)) {
      c.add(FindingCode::kPolicyRequireSass,
            fmt::format("carries no SASS that runs on {}{}", gpu_name(gpu),
                        has_ptx_for(c.verdict, gpu) ? " (only PTX, JIT-compiled at load time)" : c.lto_note));
    }
  }
}

void policy_require_ptx(PolicyContext& c) {
  if (c.policy.require_ptx && c.verdict.ptx.empty()) {
    c.add(FindingCode::kPolicyRequirePtx, "carries no PTX, so no GPU newer than its SASS targets can run it");
  }
}

// --max-cuda-major and --min-cuda-major, against the majors each needed CUDA library can come from.
void policy_cuda_majors(PolicyContext& c) {
  for (const auto& library : c.verdict.cuda_libraries) {
    if (library.majors.empty()) continue;
    const int oldest = *std::min_element(library.majors.begin(), library.majors.end());
    const int newest = *std::max_element(library.majors.begin(), library.majors.end());
    if (c.policy.max_cuda_major && oldest > *c.policy.max_cuda_major) {
      c.add(FindingCode::kPolicyMaxCudaMajor, fmt::format("needs {} (CUDA {}), newer than the allowed CUDA {}",
                                                          library.soname, oldest, *c.policy.max_cuda_major));
    }
    if (c.policy.min_cuda_major && newest < *c.policy.min_cuda_major) {
      c.add(FindingCode::kPolicyMinCudaMajor, fmt::format("needs {} (CUDA {}), older than the required CUDA {}",
                                                          library.soname, newest, *c.policy.min_cuda_major));
    }
  }
}

void policy_forbid_libcuda(PolicyContext& c) {
  if (!c.policy.forbid_libcuda) return;
  for (const auto& library : c.verdict.cuda_libraries) {
    if (library.is_driver) c.add(FindingCode::kPolicyForbidLibcuda, fmt::format("needs {} directly", library.soname));
  }
}

// --forbid-warnings, or the codes --forbid-warning lists: named by the warning, not by an option.
void policy_forbidden_warnings(PolicyContext& c) {
  for (const auto& warning : c.verdict.warnings) {
    const bool listed = std::find(c.policy.forbid_warning_codes.begin(), c.policy.forbid_warning_codes.end(),
                                  warning.code) != c.policy.forbid_warning_codes.end();
    if (c.policy.forbid_warnings || listed)
      c.violations.push_back({c.facts.path, "warning:" + std::string(warning.name()), warning.message});
  }
}

}  // namespace

std::vector<Violation> check_policy(const Policy& policy, const ArtifactFacts& facts, const ArtifactVerdict& verdict,
                                    const Judge& judge) {
  std::vector<Violation> violations;
  const std::string lto_note =
      verdict.lto.empty() ? "" : fmt::format(" (its LTO-IR, {}, loads on no GPU)", compact_lto_list(verdict.lto));
  PolicyContext c{policy, facts, verdict, judge, violations, lto_note};
  policy_min_driver(c);
  // LTO-IR is GPU code that serves no GPU: a file of LTO-IR alone fails --require-arch, not passes it.
  if (has_loadable_code(verdict) || !verdict.lto.empty()) {
    policy_require_arch(c);
    policy_require_sass(c);
    policy_require_ptx(c);
  }
  policy_cuda_majors(c);
  policy_forbid_libcuda(c);
  policy_forbidden_warnings(c);
  return violations;
}

}  // namespace cudacompat::audit
