// Two releases' facts -> findings: files paired by path (or, for shared objects, by SONAME stem),
// then each pair's dynamic exports, CUDA libraries, GPU code, Cython C API and .pxd declarations,
// and the packages' declared dependencies. Optionally, extension modules built against OLD (the
// consumers) checked against what NEW exports.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "abi/abi_findings.h"
#include "abi/package_tree.h"
#include "abi/struct_layouts.h"

namespace cudacompat::abi {

// One module a consumer extension module imports from OLD's or NEW's package, and whether NEW
// provides it: the module, and each C function it cimports from it.
struct ConsumerImport {
  std::string module;         // "cuda.ccudart"
  std::size_t functions = 0;  // how many C functions it cimports from it (0: the module only)
  bool satisfied = true;
  std::string reason;  // why not: the error its import will raise, in Python's or Cython's words
  // Satisfied, but some functions it imports pass a struct whose layout changed
  // (struct-layout-changed): it imports and reads those structs at OLD's offsets.
  std::vector<WrongLayoutRead> wrong_layouts;
};

// The verdict on one consumer extension module: it imports against NEW; it fails with the error
// Python raises first; it imports but reads a struct with the wrong layout (a function it imports
// passes a struct whose members changed under the same signature string: a binary break that no
// import error shows); or its imports could not all be read (then nothing is promised).
struct ConsumerVerdict {
  enum class Outcome { kImports, kFails, kReadsWrongData, kUnreadable };
  std::string consumer;  // the consumer file ("rmm_ext.so", "x.whl!pkg/_lib.so")
  Outcome outcome = Outcome::kImports;
  // kFails: the error; kReadsWrongData: "imports, but reads struct S with the wrong layout (f)";
  // kUnreadable: "could not read its imports: ..."
  std::string reason;
  std::vector<ConsumerImport> imports;  // what it imports from OLD's or NEW's package, in the order checked
  std::size_t functions() const;        // C functions read among its imports from those modules
};
// "imports", "fails", "breaks" (kReadsWrongData), "unreadable"
std::string_view to_string(ConsumerVerdict::Outcome outcome);

struct AbiDiff {
  std::vector<std::pair<std::string, std::string>> pairs;  // (OLD path, NEW path)
  std::vector<AbiFinding> findings;                        // grouped by file, in path order
  std::vector<ConsumerVerdict> consumers;                  // one per --consumer extension module
  std::vector<LayoutBreak> layout_breaks;  // what the struct-layout-changed findings say, for the consumers

  bool breaks() const;          // any finding that breaks a consumer
  bool consumers_fail() const;  // any consumer that fails, reads wrong data, or whose imports could not be read
};

AbiDiff compare_trees(const PackageTree& old_tree, const PackageTree& new_tree);

// Checks each extension module of `consumer` (built against OLD) against NEW, appending one
// verdict per module to `diff`: its C-function imports, and the modules it imports (gone from NEW:
// the ModuleNotFoundError Python raises). An input that holds no Python extension module is an
// error that says what it holds.
Expected<void> check_consumer(const PackageTree& consumer, const PackageTree& old_tree, const PackageTree& tree,
                              AbiDiff& diff);

// An `include` of the file at `including`, resolved as Cython resolves it first: against the
// including file's directory. Within the package only (what lies outside is no part of the
// release); "" when the path climbs out of it.
std::string resolve_include(std::string_view including, std::string_view include);

// The .pxi and .pxd files of `tree` that `file` (at `path`) includes, in the order it includes
// them: (path, file) for each include that resolves to one.
std::vector<std::pair<const std::string*, const TreeFile*>> included_files(const PackageTree& tree,
                                                                           std::string_view path, const TreeFile& file);

// The functions a module of `tree` exports through `__pyx_capi__`, following a re-export
// (`__pyx_capi__ = other.__pyx_capi__`) to the module it names. nullptr when it exports none;
// `via` is set to the module re-exported, if any.
const std::vector<CapiFunction>* effective_capi(const PackageTree& tree, const std::string& module, std::string* via);

}  // namespace cudacompat::abi
