// What the gate judges: the package files given on the command line (or found in the directories
// given), each named by what pairs it with its counterpart in the last release.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"

namespace cudacompat::gate {

struct Artifact {
  std::string path;
  std::string kind;        // "wheel", "deb", "conda"
  std::string name;        // the distribution, PEP 503-normalized for wheels
  std::string version;     // as the file name spells it
  std::string python_tag;  // wheels: "cp312"; "" otherwise
  // The machine it installs on: a wheel's platform tag without its libc floor
  // ("manylinux_2_17_x86_64.manylinux2014_x86_64" -> "x86_64", "any"), a .deb's architecture; ""
  // for conda (its subdir is not in the file name).
  std::string machine;
  std::string platform_tag;  // wheels: as written, to say when a release moves its libc floor

  // What pairs two releases of one artifact: kind, name, Python tag and machine.
  std::string pairing_key() const;
  std::string describe() const;  // "wheel cuda-python cp312 x86_64"
};

// The package files among `inputs` (files, or directories searched for *.whl, *.deb, *.conda,
// *.tar.bz2), in path order. A missing input, a file of another kind, or a directory holding no
// package is an Error that names it and says what `option` takes.
Expected<std::vector<Artifact>> collect_artifacts(const std::vector<std::string>& inputs, const std::string& option);

struct Pairing {
  std::vector<std::optional<std::size_t>> previous;  // per NEW artifact: its OLD counterpart
  std::vector<std::size_t> dropped;                  // OLD artifacts no NEW one continues
};

// Pairs by pairing_key(). Two artifacts of one side with the same key (two versions of one wheel)
// are an Error: which one to compare with would be a guess.
Expected<Pairing> pair_artifacts(const std::vector<Artifact>& fresh, const std::vector<Artifact>& previous);

}  // namespace cudacompat::gate
