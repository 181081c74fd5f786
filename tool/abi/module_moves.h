// Python modules that left one path of a package for another between two releases (cuda-python
// 12.6.1 moved cuda/_lib/utils to cuda/bindings/_lib/utils), so that abi-diff says where a module
// went, not only that its old path is gone.
#pragma once

#include <map>
#include <string>

#include "abi/package_tree.h"

namespace cudacompat::abi {

struct ModuleMove {
  std::string to;      // the module in NEW: "cuda.bindings._lib.utils"
  std::string reason;  // why it is taken for the same module: "the same name", "the same 297 C-API functions"
};

// Each module of OLD (a .py file, a package's __init__.py, an extension module, or a .pxd) whose
// name NEW does not have, mapped to the module new in NEW that is most likely the same one: an
// extension module exporting at least half of the same C-API functions (cuda._cuda.ccuda ->
// cuda.bindings._bindings.cydriver), else one of the same last name, the longest common dotted
// suffix first (cuda._lib.utils -> cuda.bindings._lib.utils rather than
// cuda.bindings._lib.cyruntime.utils). A package whose modules all moved into one new package moved
// there (cuda._cuda -> cuda.bindings._bindings). A module with two equally likely successors is left
// out, and so reads as removed. Lone files (an ELF file given alone) have no package paths: no moves.
std::map<std::string, ModuleMove> find_module_moves(const PackageTree& old_tree, const PackageTree& new_tree);

}  // namespace cudacompat::abi
