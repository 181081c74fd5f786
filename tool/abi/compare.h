// Two releases' facts -> findings: files paired by path (or, for shared objects, by SONAME stem),
// then each pair's dynamic exports, CUDA libraries, GPU code, Cython C API and .pxd declarations,
// and the packages' declared dependencies. Optionally, extension modules built against OLD (the
// consumers) checked against what NEW exports.
#pragma once

#include <string>
#include <vector>

#include "abi/abi_findings.h"
#include "abi/package_tree.h"
#include "abi/struct_layouts.h"

namespace cudacompat::abi {

// What one consumer extension module imports from one module, and whether NEW provides it.
struct ConsumerCheck {
  std::string consumer;       // the consumer file ("rmm_ext.so", "x.whl!pkg/_lib.so")
  std::string module;         // "cuda.ccudart"
  std::size_t functions = 0;  // how many functions it cimports from it
  bool satisfied = true;
  std::string reason;  // why not: the error its import will raise, in Cython's words
  // Imports, but a function it imports passes a struct whose layout changed (struct-layout-changed):
  // which struct and function, in words; "" when none.
  std::string reads_wrong_data;
};

struct AbiDiff {
  std::vector<std::pair<std::string, std::string>> pairs;  // (OLD path, NEW path)
  std::vector<AbiFinding> findings;                        // grouped by file, in path order
  std::vector<ConsumerCheck> consumers;
  std::vector<LayoutBreak> layout_breaks;  // what the struct-layout-changed findings say, for the consumers

  bool breaks() const;  // any finding that breaks a consumer
};

AbiDiff compare_trees(const PackageTree& old_tree, const PackageTree& new_tree);

// Checks each extension module of `consumer` against `tree` (NEW), appending to `diff`.
void check_consumer(const PackageTree& consumer, const PackageTree& tree, AbiDiff& diff);

// An `include` of the file at `including`, resolved as Cython resolves it first: against the
// including file's directory. Within the package only (what lies outside is no part of the
// release); "" when the path climbs out of it.
std::string resolve_include(std::string_view including, std::string_view include);

// The functions a module of `tree` exports through `__pyx_capi__`, following a re-export
// (`__pyx_capi__ = other.__pyx_capi__`) to the module it names. nullptr when it exports none;
// `via` is set to the module re-exported, if any.
const std::vector<CapiFunction>* effective_capi(const PackageTree& tree, const std::string& module, std::string* via);

}  // namespace cudacompat::abi
