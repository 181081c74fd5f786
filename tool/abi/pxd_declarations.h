// What a Cython `.pxd` file declares, for the source side of abi-diff: the names a `cimport` of it
// can bind (functions, ctypedefs, structs, enums and their values, classes, extern declarations,
// names it re-exports with `from X cimport A`), the modules it re-exports wholesale with
// `from X cimport *`, and the files it `include`s. Read by logical lines and indented blocks, as
// Cython reads them: what is inside a class, struct, union or function body is a member, not a
// module-level name; an `extern` block or a compile-time `IF` is transparent; enum values are
// module-level (C scoping) unless the enum is scoped (`enum class`). Not a Cython parser: it reads
// declarations, which is how `.pxd` and `.pxi` files are written.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::abi {

struct PxdDeclarations {
  std::set<std::string, std::less<>> names;
  std::vector<std::string> star_cimports;  // "cuda.bindings.cyruntime" from `from cuda.bindings.cyruntime cimport *`
  // As written (`include "../cyruntime_types.pxi"` -> "../cyruntime_types.pxi"): Cython resolves each
  // against the including file's directory first, which compare.cpp does within the package.
  std::vector<std::string> includes;
  // Every module it cimports from, as written ("cuda.bindings._lib.utils", ".cynvjitlink"): a
  // module that a shipped public `.pxd` cimports is within a consumer's reach (abi/reach.h).
  std::vector<std::string> cimported_modules;
};

// Reads a `.pxd` or a `.pxi` (the same language; a `.pxi` is pasted where it is included).
PxdDeclarations read_pxd_declarations(std::string_view text);

}  // namespace cudacompat::abi
