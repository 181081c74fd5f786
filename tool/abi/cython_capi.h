// Static reader of a Cython extension module's C API: what it exports through `__pyx_capi__` and
// what it expects other modules to export, read from the machine code without importing anything.
//
// Cython exports a `cdef api`/`.pxd` function at import time with one call per function,
// `__Pyx_ExportFunction(name, pointer, signature)`, and a module that cimports one looks it up
// with `__Pyx_ImportFunction(module, name, &pointer, signature)`; the signature strings are
// compared by text. Both calls take their string arguments from .rodata through position-independent
// address loads (x86-64: `lea reg, [rip+disp]`; aarch64: `adrp` + `add`), often loaded once into a
// callee-saved register for several calls, so the (name, signature) pairs are read from the call
// sites by a data-flow pass (call_sites.h). The helpers are static in each
// module and may be stripped: they are recognised by the shape of their call sites (strings in
// the argument registers), not by name.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "readers/elf_reader.h"
#include "readers/result.h"

namespace cudacompat::abi {

struct CapiFunction {
  std::string name;
  std::string signature;  // "cudaError_t (cudaStream_t, __pyx_t_4cuda_7ccudart_cudaStreamAttrID, ...)"
  auto operator<=>(const CapiFunction&) const = default;
};

struct CapiImport {
  std::string module;  // "cuda.ccudart"
  std::string name;
  std::string signature;
};

// One export or import loop's pairs in a Cython 3.2 string table. Where the list's first signature
// could not be told from the string stored before it ("valuesCUresult (CUcontext *, ...)": no other
// signature of the list names the return type), `glued` holds that whole text and the functions
// that share the first signature have an empty one, for the module at the other end to complete
// (complete_capi_list).
struct CapiList {
  std::vector<CapiFunction> functions;
  std::string glued;
};

// Whether every function of `list` is one of `theirs` (same name, and the same signature, or, for
// one left empty, a signature `glued` ends with); if so, fills the empty signatures from `theirs`.
bool complete_capi_list(CapiList& list, const std::vector<CapiFunction>& theirs);

struct CythonCapi {
  std::string module_init;            // "ccudart", from PyInit_ccudart; empty when not a Python extension
  bool mentions_pyx_capi = false;     // the string "__pyx_capi__" is in the file
  std::vector<CapiFunction> exports;  // one per export call, in call order
  std::vector<CapiImport> imports;    // one per import call, in call order
  // Every direct call to the export and import helpers, whether or not its strings were read: a
  // module with more calls than functions read was read partially (zero where the helper is
  // inlined into a module's one export or import).
  std::size_t export_calls = 0;
  std::size_t import_calls = 0;
  // Cython 3.2 and later make one export call and one import call per module imported from, each
  // in a loop over (name, signature) pairs kept in the module's string table (zlib-compressed by
  // default), not in the call's arguments: each loop's pairs, in table order, when the calls gave
  // none. Whether a list is exported or imported is decided with the package around the file
  // (package_tree.cpp, resolve_string_table_capi): an import's pairs are a list of the module it
  // imports from.
  std::vector<CapiList> string_table_lists;
  // Dotted module names and identifiers among the file's strings: where a module that exports no
  // functions of its own but sets `__pyx_capi__ = other.__pyx_capi__` may point (resolved by the
  // caller against the modules of the same package).
  std::set<std::string, std::less<>> module_name_strings;
  // The dotted names among the file's strings ("cuda.ccudart", "rmm._lib.device_buffer"), in the
  // order they appear: where a consumer's module imports come from (PyImport_ImportModule before
  // __Pyx_ImportType and __Pyx_ImportFunction, and the Python imports of its module body).
  std::vector<std::string> dotted_names;

  bool is_extension() const { return !module_init.empty(); }
};

// The (name, signature) lists of Cython 3.2's export and import loops in `table`, the module's
// string table decompressed: each list is its signatures, sorted, NUL-terminated, a repeated one
// left empty, then its names, NUL-separated; strings before and after it are not separated from it
// by a NUL. Exposed for tests.
std::vector<CapiList> read_capi_string_table(std::string_view table);

// Reads the C API of an x86-64 or aarch64 ELF file. A file that is not a Python extension comes
// back with an empty module_init; an unsupported machine is an error.
Expected<CythonCapi> read_cython_capi(const readers::ElfFile& elf);

}  // namespace cudacompat::abi
