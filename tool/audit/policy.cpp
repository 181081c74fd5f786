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

std::vector<Violation> check_policy(const Policy& policy, const ArtifactFacts& facts, const ArtifactVerdict& verdict,
                                    const Judge& judge) {
  std::vector<Violation> violations;
  // Each violation is named by its option, as the one table of codes names it (SARIF's rule ids).
  auto add = [&](FindingCode rule, std::string message) {
    violations.push_back({facts.path, std::string(to_string(rule)), std::move(message)});
  };
  // LTO-IR is GPU code that serves no GPU: a file of LTO-IR alone fails --require-arch, not passes it.
  const bool has_code = has_loadable_code(verdict) || !verdict.lto.empty();
  const std::string lto_note =
      verdict.lto.empty() ? "" : fmt::format(" (its LTO-IR, {}, loads on no GPU)", compact_lto_list(verdict.lto));

  if (policy.min_driver && verdict.min_driver && *policy.min_driver < *verdict.min_driver) {
    add(FindingCode::kPolicyMinDriver,
        fmt::format("needs driver {} or newer, above the required {}: {}", verdict.min_driver->to_string(),
                    policy.min_driver->to_string(), verdict.reasons.front().detail));
  }
  if (has_code) {
    for (int gpu : policy.require_arch) {
      const bool native = has_sass_for(verdict, gpu);
      if (!native && !has_ptx_for(verdict, gpu)) {
        add(FindingCode::kPolicyRequireArch,
            fmt::format("cannot run on {}: it has no SASS for it and no PTX the JIT could compile for it{}",
                        gpu_name(gpu), lto_note));
      } else if (!native && policy.min_driver && judge.status_at(verdict, gpu, *policy.min_driver) == RunStatus::kNo) {
        add(FindingCode::kPolicyRequireArch,
            fmt::format("runs on {} only through PTX that driver {} cannot JIT-compile", gpu_name(gpu),
                        policy.min_driver->to_string()));
      }
    }
    for (int gpu : policy.require_sass) {
      if (!has_sass_for(verdict, gpu)) {
        add(FindingCode::kPolicyRequireSass,
            fmt::format("carries no SASS that runs on {}{}", gpu_name(gpu),
                        has_ptx_for(verdict, gpu) ? " (only PTX, JIT-compiled at load time)" : lto_note));
      }
    }
    if (policy.require_ptx && verdict.ptx.empty()) {
      add(FindingCode::kPolicyRequirePtx, "carries no PTX, so no GPU newer than its SASS targets can run it");
    }
  }
  for (const auto& library : verdict.cuda_libraries) {
    if (library.majors.empty()) continue;
    const int oldest = *std::min_element(library.majors.begin(), library.majors.end());
    const int newest = *std::max_element(library.majors.begin(), library.majors.end());
    if (policy.max_cuda_major && oldest > *policy.max_cuda_major) {
      add(FindingCode::kPolicyMaxCudaMajor, fmt::format("needs {} (CUDA {}), newer than the allowed CUDA {}",
                                                        library.soname, oldest, *policy.max_cuda_major));
    }
    if (policy.min_cuda_major && newest < *policy.min_cuda_major) {
      add(FindingCode::kPolicyMinCudaMajor, fmt::format("needs {} (CUDA {}), older than the required CUDA {}",
                                                        library.soname, newest, *policy.min_cuda_major));
    }
  }
  if (policy.forbid_libcuda) {
    for (const auto& library : verdict.cuda_libraries) {
      if (library.is_driver) add(FindingCode::kPolicyForbidLibcuda, fmt::format("needs {} directly", library.soname));
    }
  }
  for (const auto& warning : verdict.warnings) {
    const bool listed = std::find(policy.forbid_warning_codes.begin(), policy.forbid_warning_codes.end(),
                                  warning.code) != policy.forbid_warning_codes.end();
    if (policy.forbid_warnings || listed)
      violations.push_back({facts.path, "warning:" + std::string(warning.name()), warning.message});
  }
  return violations;
}

}  // namespace cudacompat::audit
