// Conda's version specs ("12.4", "=12.4", "12.4.*", ">=12.4,<13", "!=12.6.1") in PEP 440's
// specifier syntax, so one implementation (pep440.h) judges both ecosystems. Conda's fuzzy forms
// ("12.4" and "=12.4" both mean 12.4.*) become prefix matches.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cudacompat::requirements {

// The PEP 440 specifier set with the same meaning, or nullopt for what has none here (an OR
// with '|', a build-string glob in the version).
std::optional<std::string> conda_to_pep440(std::string_view conda_spec);

}  // namespace cudacompat::requirements
