// What a Cython `.pxd` file declares, for the source side of abi-diff: the names a `cimport` of it
// can bind (functions, ctypedefs, structs, enums and their values, classes, extern declarations,
// names it re-exports with `from X cimport A`), the modules it re-exports wholesale with
// `from X cimport *`, and the files it `include`s. Read by logical lines and indented blocks, as
// Cython reads them: what is inside a class, struct, union or function body is a member, not a
// module-level name; an `extern` block or a compile-time `IF` is transparent; enum values are
// module-level (C scoping) unless the enum is scoped (`enum class`). Not a Cython parser: it reads
// declarations, which is how `.pxd` and `.pxi` files are written.
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::abi {

// One member of a struct or union as declared: `char name[256]` is {"char", "name", "[256]"}. A nested
// block (`union:` inside a struct) is a member whose type names the nested layout ("union Outer.1").
struct PxdMember {
  std::string type;  // the declared type text, spaces collapsed, `*` written without a space before it
  std::string name;
  std::string array;  // "[256]", "[2][3]", or ""
  bool operator==(const PxdMember&) const = default;
};

// The members of a `cdef struct`, `ctypedef struct`, `cdef union` ... block, in declaration order.
struct PxdStruct {
  bool is_union = false;
  std::vector<PxdMember> members;
};

struct PxdDeclarations {
  std::set<std::string, std::less<>> names;
  std::vector<std::string> star_cimports;  // "cuda.bindings.cyruntime" from `from cuda.bindings.cyruntime cimport *`
  // As written (`include "../cyruntime_types.pxi"` -> "../cyruntime_types.pxi"): Cython resolves each
  // against the including file's directory first, which compare.cpp does within the package.
  std::vector<std::string> includes;
  // Struct and union bodies by the name they declare (nested blocks as "Outer.1", "Outer.2"), and
  // `ctypedef TYPE NAME` aliases (NAME -> TYPE text): what a struct's layout is compared with
  // (struct_layouts.h).
  std::map<std::string, PxdStruct, std::less<>> structs;
  std::map<std::string, std::string, std::less<>> ctypedefs;
  // Every module it cimports from, as written ("cuda.bindings._lib.utils", ".cynvjitlink"): a
  // module that a shipped public `.pxd` cimports is within a consumer's reach (abi/reach.h).
  std::vector<std::string> cimported_modules;
};

// Reads a `.pxd` or a `.pxi` (the same language; a `.pxi` is pasted where it is included).
PxdDeclarations read_pxd_declarations(std::string_view text);

}  // namespace cudacompat::abi
