// Whether a range admits no version at all (">=0.11.4, <0.11.4", conda's ">=13,<12"): a file that
// says so installs nothing, or fails to resolve, whatever the toolkit.
#pragma once

#include "requirements/cargo_semver.h"
#include "requirements/pep440.h"

namespace cudacompat::requirements {

// True only when no version can satisfy every clause. It tries the versions the clauses name, the
// versions just above them and the lowest version: a range that admits anything admits one of
// those (every bound is one of the clauses' own versions).
bool admits_nothing(const Pep440Specifier& spec);
bool admits_nothing(const CargoRequirement& requirement);

}  // namespace cudacompat::requirements
