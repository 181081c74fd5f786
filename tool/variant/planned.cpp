#include "variant/planned.h"

#include <algorithm>
#include <set>

#include "common/gpu_target.h"
#include "variant/properties.h"

namespace cudacompat::variant {

Expected<PlannedVariant> planned_variant(const ReleaseFacts& release, const std::vector<std::string>& architectures,
                                         const KnowledgeBase& knowledge) {
  std::set<std::string> sm_arch;
  bool ptx = false;
  for (const auto& architecture : architectures) {
    auto target = GpuTarget::parse_cmake(architecture);
    if (!target) return Error{"architecture " + architecture + ": " + target.error().message};
    const GpuTarget plain = target->with_feature(GpuFeature::kNone);
    const bool sass = target->kind == GpuCodeKind::kSass || target->kind == GpuCodeKind::kSassAndPtx;
    const bool virt = target->kind == GpuCodeKind::kPtx || target->kind == GpuCodeKind::kSassAndPtx;
    if (sass) {
      if (auto name = plain.with_kind(GpuCodeKind::kSass).variant_name()) sm_arch.insert(*name);
    }
    if (virt) {
      if (auto name = plain.with_kind(GpuCodeKind::kPtx).variant_name()) sm_arch.insert(*name);
      ptx = true;
    }
  }
  std::optional<Version> lower;
  if (ptx) {
    if (const ReleaseFacts* first = knowledge.first_release_with_ptx_isa(release.ptx_isa)) lower = first->version;
  } else {
    lower = knowledge.cuda_supported_by(release.driver_floor);
  }
  PlannedVariant planned;
  planned.label = "cu" + std::to_string(release.version.major);
  if (lower) planned.properties[kLowerBound] = {lower->major_minor()};
  planned.properties[kUpperBound] = {std::to_string(release.version.major + 1)};
  if (!sm_arch.empty()) planned.properties[kSmArch] = {sm_arch.begin(), sm_arch.end()};
  return planned;
}

PlannedVariant planned_null_variant() { return {kNullLabel, {}}; }

}  // namespace cudacompat::variant
