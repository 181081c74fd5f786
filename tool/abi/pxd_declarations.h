// What a Cython `.pxd` file declares, for the source side of abi-diff: the names a `cimport` of it
// can bind (functions, ctypedefs, structs, enums, classes, extern declarations), and the modules it
// re-exports wholesale with `from X cimport *`. A reader of declarations, not a Cython parser: it
// takes one declaration per logical line, which is how `.pxd` files are written.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::abi {

struct PxdDeclarations {
  std::set<std::string, std::less<>> names;
  std::vector<std::string> star_cimports;  // "cuda.bindings.cyruntime" from `from cuda.bindings.cyruntime cimport *`
};

PxdDeclarations read_pxd_declarations(std::string_view text);

}  // namespace cudacompat::abi
