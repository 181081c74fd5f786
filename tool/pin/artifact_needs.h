// What built artifacts need, read by the audit, as the pins see it: the newest CUDA release that
// introduced something they call (versioned driver symbols such as cuMemAdvise_v2, runtime and
// driver APIs the knowledge base's features list) and the CUDA libraries they load.
#pragma once

#include <string>
#include <vector>

#include "common/expected.h"
#include "knowledge/knowledge_base.h"
#include "pin/pins.h"

namespace cudacompat::pins {

// An Error when an input cannot be read (the audit's message), never a partial answer.
Expected<ArtifactNeeds> artifact_needs(const std::vector<std::string>& paths, const KnowledgeBase& knowledge);

}  // namespace cudacompat::pins
