#include "probe/fewest_targets.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "common/gpu_target.h"
#include "common/text.h"

namespace cudacompat {
namespace {

bool has_sass(const GpuTarget& target) {
  return target.kind == GpuCodeKind::kSass || target.kind == GpuCodeKind::kSassAndPtx;
}
bool has_ptx(const GpuTarget& target) {
  return target.kind == GpuCodeKind::kPtx || target.kind == GpuCodeKind::kSassAndPtx;
}

// The list's entries are CMake's spellings, as choose_architectures wrote them.
std::vector<GpuTarget> parsed(const std::vector<std::string>& cmake_list) {
  std::vector<GpuTarget> targets;
  for (const auto& entry : cmake_list) targets.push_back(*GpuTarget::parse_cmake(entry));
  return targets;
}

// Whether `targets` run on GPU `gpu_sm`, natively or through the PTX JIT.
bool runs_on(const std::vector<GpuTarget>& targets, int gpu_sm) {
  return std::any_of(targets.begin(), targets.end(), [&](const GpuTarget& t) {
    return (has_sass(t) && sass_runs_on(t, gpu_sm)) || (has_ptx(t) && ptx_runs_on(t, gpu_sm));
  });
}

std::string names(const std::vector<GpuTarget>& targets, std::string (GpuTarget::*name)() const) {
  std::vector<std::string> all;
  for (const auto& target : targets) all.push_back((target.*name)());
  return join(all, ", ");
}

// One CMake entry per architecture, in numeric order: SASS and PTX of the same one merge into "121".
std::vector<std::string> cmake_entries(const std::vector<GpuTarget>& targets) {
  std::map<GpuTarget, std::pair<bool, bool>> kinds;  // by architecture and suffix (the key's kind: SASS)
  for (const auto& t : targets) {
    auto& [sass, ptx] = kinds[t.with_kind(GpuCodeKind::kSass)];
    sass = sass || has_sass(t);
    ptx = ptx || has_ptx(t);
  }
  std::vector<std::string> list;
  for (const auto& [target, kind] : kinds) {
    const GpuCodeKind both = kind.first && kind.second ? GpuCodeKind::kSassAndPtx
                             : kind.first              ? GpuCodeKind::kSass
                                                       : GpuCodeKind::kPtx;
    list.push_back(*target.with_kind(both).cmake_name());
  }
  return list;
}

// The rewrite's state: the targets kept so far, and what the summary and the report say.
struct Reshaping {
  std::vector<GpuTarget> sass, ptx;
  std::vector<std::string> parts;  // the summary's parenthesis
  std::vector<std::string> adjustments;
};

// The SASS asked for within one SM major: plain entries an asked `f` target runs on are dropped,
// and two or more plain ones left become the family target of the oldest, where the toolkit has it.
void reshape_family(Reshaping& out, int major, std::vector<GpuTarget> members, const std::set<std::string>& accepted,
                    const std::string& toolkit_name, const UnsupportedReason& why) {
  std::sort(members.begin(), members.end());
  members.erase(std::unique(members.begin(), members.end()), members.end());
  std::vector<GpuTarget> family_asked, plain;
  for (const auto& m : members) (m.feature == GpuFeature::kFamily ? family_asked : plain).push_back(m);
  out.sass.insert(out.sass.end(), family_asked.begin(), family_asked.end());
  std::vector<GpuTarget> left;
  std::map<GpuTarget, std::vector<GpuTarget>> covered;  // by the asked f target that runs on them
  for (const auto& p : plain) {
    auto covering = std::find_if(family_asked.begin(), family_asked.end(),
                                 [&](const GpuTarget& f) { return sass_runs_on(f, p.number()); });
    if (covering == family_asked.end())
      left.push_back(p);
    else
      covered[*covering].push_back(p);
  }
  for (const auto& [f, dropped] : covered) {
    out.parts.push_back(f.sm_name() + " covers " + names(dropped, &GpuTarget::number_name));
    out.adjustments.push_back("dropped " + names(dropped, &GpuTarget::sm_name) + ": " + f.sm_name() +
                              ", asked for too, runs natively on " + (dropped.size() > 1 ? "them" : "it"));
  }
  if (left.size() < 2) {
    out.sass.insert(out.sass.end(), left.begin(), left.end());
    return;
  }
  // An f target runs on its own minor and every newer one of the family: the oldest asked.
  const GpuTarget family = left.front().with_feature(GpuFeature::kFamily);
  if (!accepted.count(family.number_name())) {
    out.sass.insert(out.sass.end(), left.begin(), left.end());
    out.parts.push_back(names(left, &GpuTarget::sm_name) + " as asked (no " + family.sm_name() + ")");
    out.adjustments.push_back("kept " + names(left, &GpuTarget::sm_name) + " as asked: " + toolkit_name +
                              " has no family target " + family.sm_name() +
                              (why ? " (" + why(family.number_name()) + ")" : std::string()) + ", and a plain " +
                              left.front().sm_name() + " on the newer GPUs would run code compiled for the older one");
    return;
  }
  out.sass.push_back(family);
  out.parts.push_back(family.sm_name() + " covers " + names(left, &GpuTarget::number_name));
  out.adjustments.push_back(family.sm_name() + " replaces " + names(left, &GpuTarget::sm_name) +
                            ": one family target runs natively on every GPU of major " + std::to_string(major) +
                            " from " + family.capability_name() + " up (its code is compiled once, as for " +
                            left.front().sm_name() + ")");
}

// One PTX, for the newest architecture asked, when the list asks for any (outside the `a` targets).
void reshape_ptx(Reshaping& out, const std::vector<GpuTarget>& portable, const std::set<std::string>& accepted) {
  std::vector<GpuTarget> asked;
  for (const auto& t : portable)
    if (has_ptx(t)) asked.push_back(t.with_kind(GpuCodeKind::kPtx));
  if (asked.empty() || portable.empty()) return;
  const GpuTarget& newest = *std::max_element(portable.begin(), portable.end());
  GpuTarget one = newest.with_kind(GpuCodeKind::kPtx).with_feature(GpuFeature::kNone);
  // Plain PTX is what newer GPUs JIT; a toolkit has the plain base of every f it has, but should one
  // lack it, the newest PTX asked stays.
  if (!accepted.count(one.number_name())) one = *std::max_element(asked.begin(), asked.end());
  out.ptx.push_back(one);
  out.parts.push_back("PTX only for " + one.number_name());
  std::vector<GpuTarget> dropped;
  for (const auto& a : asked)
    if (a != one) dropped.push_back(a);
  if (dropped.empty()) return;  // the one PTX asked for is the newest's already
  out.adjustments.push_back(
      "PTX only for " + one.compute_name() + ", the newest architecture asked for" +
      (dropped.empty() ? std::string() : ": dropped " + names(dropped, &GpuTarget::compute_name)) +
      " (GPUs newer than every one asked still JIT-compile " + one.compute_name() + ")");
}

}  // namespace

int count_nvcc_targets(const std::vector<std::string>& cmake_list) {
  int count = 0;
  for (const auto& target : parsed(cmake_list)) count += (has_sass(target) ? 1 : 0) + (has_ptx(target) ? 1 : 0);
  return count;
}

void shape_fewest_targets(ArchitectureChoice& choice, const SupportedArchitectures& supported,
                          const std::string& toolkit_name, const UnsupportedReason& why) {
  const std::set<std::string> accepted(supported.names.begin(), supported.names.end());
  const std::vector<GpuTarget> asked = parsed(choice.cmake_list);
  Reshaping out;
  std::vector<GpuTarget> portable, exact;
  for (const auto& t : asked) (t.feature == GpuFeature::kArchSpecific ? exact : portable).push_back(t);
  for (const auto& t : exact) {
    if (has_sass(t)) out.sass.push_back(t.with_kind(GpuCodeKind::kSass));
    if (has_ptx(t)) out.ptx.push_back(t.with_kind(GpuCodeKind::kPtx));
  }
  if (!exact.empty())
    out.adjustments.push_back("kept " + names(exact, &GpuTarget::sm_name) +
                              " as asked: an architecture-specific target runs only on its own GPU");

  std::map<int, std::vector<GpuTarget>> families;
  for (const auto& t : portable)
    if (has_sass(t)) families[t.major].push_back(t.with_kind(GpuCodeKind::kSass));
  for (const auto& [major, members] : families) reshape_family(out, major, members, accepted, toolkit_name, why);
  reshape_ptx(out, portable, accepted);

  std::vector<GpuTarget> targets = out.sass;
  targets.insert(targets.end(), out.ptx.begin(), out.ptx.end());
  const std::vector<std::string> reshaped = cmake_entries(targets);
  ArchitectureShapeReport shape;
  shape.asked = choice.cmake_list;
  // A GPU the asked list ran on (natively, or by JIT) that the new one does not: only one that ran
  // through a dropped PTX can be, since every native GPU keeps its SASS.
  const std::vector<GpuTarget> kept = parsed(reshaped);
  for (const auto& name : supported.names) {
    auto gpu = GpuTarget::parse_cmake(name);
    if (!gpu || gpu->feature != GpuFeature::kNone) continue;  // a GPU is a plain architecture
    if (runs_on(asked, gpu->number()) && !runs_on(kept, gpu->number())) shape.not_covered.push_back(gpu->sm_name());
  }
  if (!shape.not_covered.empty())
    out.adjustments.push_back("no longer runs on " + join(shape.not_covered, ", ") +
                              ": no SASS was asked for it, and it ran only by JIT-compiling a dropped PTX");

  // The same targets in another order are the list as asked: it stays as written.
  if (reshaped != cmake_entries(asked)) choice.cmake_list = reshaped;
  choice.list_sass_and_ptx();

  shape.targets_asked = count_nvcc_targets(shape.asked);
  shape.targets_compiled = count_nvcc_targets(choice.cmake_list);
  shape.summary = "targets: " + std::to_string(shape.targets_asked) + " asked → " +
                  std::to_string(shape.targets_compiled) + " compiled";
  if (!out.parts.empty()) shape.summary += " (" + join(out.parts, "; ") + ")";
  shape.adjustments = std::move(out.adjustments);
  choice.shape = std::move(shape);
}

}  // namespace cudacompat
