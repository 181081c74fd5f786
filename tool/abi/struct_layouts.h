// Struct layouts behind unchanged signatures. A Cython C-API function that takes or returns a
// struct (`cudaError_t (struct cudaDeviceProp *, int)`) keeps its signature string when the
// struct's members change, so Cython's import check passes and a consumer built against OLD reads
// and writes the struct at OLD's offsets: it imports, and gets wrong data. The `.pxd` declarations
// say what the members are (pxd_declarations.h reads them): a struct whose members, after
// resolving ctypedefs, differ between OLD and NEW (one removed, inserted, reordered or retyped, an
// array resized), or that holds such a struct by value, changed its layout, and every exported
// function whose signature names it, directly or through a ctypedef, passes it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "abi/package_tree.h"

namespace cudacompat::abi {

struct ExportedFunction {
  std::string module;  // "cuda.bindings.cyruntime"
  std::string name;    // "cudaGetDeviceProperties"
  auto operator<=>(const ExportedFunction&) const = default;
};

struct LayoutBreak {
  std::string struct_name;  // "cudaDeviceProp", as the .pxd declares it
  std::string file;         // the OLD .pxd or .pxi that declares it
  std::string change;       // the first difference: "member 13 `int clockRate` is `size_t totalConstMem` in NEW"
  std::vector<ExportedFunction> functions;  // the exports (same signature on both sides) that pass it
};

// The structs whose layout changed and that some exported C-API function of OLD, still exported by
// NEW under the same signature, takes or returns; in struct-name order.
std::vector<LayoutBreak> find_layout_breaks(const PackageTree& old_tree, const PackageTree& new_tree);

// The finding's sentence: the struct, its first difference, the functions that pass it.
std::string describe(const LayoutBreak& broken);

// One function a consumer imports that passes a struct whose layout changed: the consumer imports
// against NEW and reads or writes the struct at OLD's offsets.
struct WrongLayoutRead {
  std::string function;     // "cudaGetDeviceProperties"
  std::string struct_name;  // "cudaDeviceProp"
  std::string change;       // LayoutBreak::change
  auto operator<=>(const WrongLayoutRead&) const = default;
};

// What a consumer importing `functions` (names) from `module` reads with the wrong layout: each
// imported function that passes a changed struct, in the order given; empty when none.
std::vector<WrongLayoutRead> wrong_layout_reads(const std::vector<LayoutBreak>& breaks, std::string_view module,
                                                const std::vector<std::string>& functions);

// "__pyx_t_4cuda_8bindings_9cyruntime_cudaStreamAttrID" -> "cudaStreamAttrID": the name a Cython
// type has in its .pxd, from the C name Cython mangles it to; other names come back as they are.
std::string demangled_cython_type(std::string_view name);

}  // namespace cudacompat::abi
