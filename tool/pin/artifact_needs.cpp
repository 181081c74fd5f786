#include "pin/artifact_needs.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "audit/audit.h"
#include "audit/cuda_libraries.h"
#include "common/text.h"

namespace cudacompat::pins {

namespace {

// symbol -> (the release that introduced it, what it is), from `versioned_symbols` and `features`.
std::map<std::string, std::pair<Version, std::string>> introduced_symbols(const KnowledgeBase& knowledge) {
  std::map<std::string, std::pair<Version, std::string>> symbols;
  for (const auto& feature : knowledge.features())
    if (feature.introduced)
      for (const auto& symbol : feature.symbols) symbols[symbol] = {*feature.introduced, feature.what};
  for (const auto& symbol : knowledge.versioned_symbols())
    symbols[symbol.symbol] = {symbol.introduced, "versioned entry point"};
  return symbols;
}

}  // namespace

Expected<ArtifactNeeds> artifact_needs(const std::vector<std::string>& paths, const KnowledgeBase& knowledge) {
  audit::AuditOptions options;
  options.inputs = paths;
  options.device.toolkit_notes = readers::ToolkitNotes::kNone;
  options.device.ptx_text = readers::PtxText::kNone;
  const auto libraries = audit::CudaLibraryTable::from_knowledge(knowledge);
  audit::Judge judge(knowledge, libraries);
  audit::AuditReport report = audit::run_audit(options, judge);
  if (!report.input_errors.empty()) return Error{join(messages(report.input_errors), "; ")};
  for (const auto& artifact : report.artifacts)
    if (!artifact.facts.errors.empty()) return Error{join(messages(artifact.facts.errors), "; ")};

  const auto symbols = introduced_symbols(knowledge);
  ArtifactNeeds needs;
  std::set<std::string> components;
  std::set<int> majors;
  for (const auto& artifact : report.artifacts) {
    std::set<std::string> imported;
    for (const auto& name : artifact.facts.imports) imported.insert(name.name);
    for (const auto& name : imported) {
      auto it = symbols.find(name);
      if (it == symbols.end()) continue;
      const Version& introduced = it->second.first;
      if (!needs.cuda || *needs.cuda < introduced) needs.cuda = introduced;
      needs.reasons.push_back(fmt::format("{} imports {} (CUDA {}, {})", artifact.facts.path, name,
                                          introduced.to_string(), it->second.second));
    }
    for (const auto& library : artifact.verdict.cuda_libraries) {
      if (library.is_driver) continue;  // libcuda comes with the driver, never from a package
      components.insert(knowledge.packages().component_of(library.library));
      if (library.majors.size() == 1) majors.insert(library.majors.front());
    }
  }
  // Only the newest release's reasons decide the floor; the others are kept for the record.
  std::stable_sort(needs.reasons.begin(), needs.reasons.end());
  needs.components.assign(components.begin(), components.end());
  needs.majors.assign(majors.begin(), majors.end());
  return needs;
}

}  // namespace cudacompat::pins
