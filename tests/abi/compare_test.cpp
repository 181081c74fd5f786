// The comparison of two releases' trees (compare.cpp) on trees made here: .pxd includes followed
// within the package only, and a C API read only in part said, never dropped.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "abi/compare.h"
#include "abi/package_tree.h"
#include "abi/pxd_declarations.h"

namespace cudacompat::abi {
namespace {

// A .pxd whose declarations moved into a .pxi it includes (cuda-bindings 12.8.0 -> 12.9.0), found
// relative to the including file (`../cyruntime_types.pxi` from a subpackage, as 12.9.0's
// _bindings/cyruntime.pxd writes it): nothing is removed. What the .pxi no longer declares is.
TEST(CompareTrees, FollowsAnIncludeRelativeToTheIncludingFile) {
  auto pxd_file = [](TreeFile::Kind kind, std::string_view text) {
    TreeFile file;
    file.kind = kind;
    file.pxd = read_pxd_declarations(text);
    return file;
  };
  PackageTree old_tree;
  old_tree.format = TreeFormat::kWheel;
  old_tree.files.emplace("cuda/bindings/cyruntime.pxd", pxd_file(TreeFile::Kind::kPxd,
                                                                 "cdef enum cudaError:\n    cudaSuccess = 0\n"
                                                                 "cdef struct dim3:\n    unsigned int x\n"));
  old_tree.files.emplace("cuda/bindings/_bindings/cyruntime.pxd",
                         pxd_file(TreeFile::Kind::kPxd, "ctypedef int cudaStream_t\nctypedef int gone_t\n"));
  PackageTree new_tree;
  new_tree.format = TreeFormat::kWheel;
  new_tree.files.emplace("cuda/bindings/cyruntime.pxd",
                         pxd_file(TreeFile::Kind::kPxd, "include \"cyruntime_types.pxi\"\n"));
  new_tree.files.emplace("cuda/bindings/_bindings/cyruntime.pxd",
                         pxd_file(TreeFile::Kind::kPxd, "include \"../cyruntime_types.pxi\"\n"));
  new_tree.files.emplace("cuda/bindings/cyruntime_types.pxi",
                         pxd_file(TreeFile::Kind::kPxi,
                                  "cdef extern from \"driver_types.h\":\n"
                                  "    cdef enum cudaError:\n        cudaSuccess = 0\n"
                                  "    cdef struct dim3:\n        unsigned int x\n"
                                  "ctypedef int cudaStream_t\n"));
  const AbiDiff diff = compare_trees(old_tree, new_tree);
  std::vector<std::string> removed;
  for (const auto& finding : diff.findings) {
    if (finding.code == AbiCode::kPxdDeclarationRemoved) removed.push_back(finding.file + ": " + finding.subject);
  }
  EXPECT_EQ(removed, std::vector<std::string>{"cuda/bindings/_bindings/cyruntime.pxd: gone_t"});
}

// An include that climbs out of the package is no part of the release: it declares nothing.
TEST(CompareTrees, ResolvesNoIncludeOutsideThePackage) {
  PackageTree old_tree;
  old_tree.format = TreeFormat::kWheel;
  TreeFile pxd;
  pxd.kind = TreeFile::Kind::kPxd;
  pxd.pxd = read_pxd_declarations("ctypedef int kept_t\n");
  old_tree.files.emplace("m.pxd", pxd);
  PackageTree new_tree = old_tree;
  new_tree.files.at("m.pxd").pxd = read_pxd_declarations("include \"../m.pxi\"\n");
  TreeFile pxi;
  pxi.kind = TreeFile::Kind::kPxi;
  pxi.pxd = read_pxd_declarations("ctypedef int kept_t\n");
  new_tree.files.emplace("m.pxi", pxi);
  const AbiDiff diff = compare_trees(old_tree, new_tree);
  ASSERT_EQ(diff.findings.size(), 1u);
  EXPECT_EQ(diff.findings[0].code, AbiCode::kPxdDeclarationRemoved);
}

// A module whose code calls its export helper more often than the reader read: a finding with both
// numbers, never a silent drop.
TEST(CompareTrees, SaysWhenAModulesExportsWereReadPartially) {
  PackageTree old_tree;
  old_tree.format = TreeFormat::kWheel;
  TreeFile module;
  module.kind = TreeFile::Kind::kElf;
  module.capi.module_init = "m";
  module.capi.mentions_pyx_capi = true;
  module.capi.exports = {{"f", "int (int)"}};
  module.capi.export_calls = 3;
  old_tree.files.emplace("pkg/m.cpython-312-x86_64-linux-gnu.so", module);
  PackageTree new_tree = old_tree;
  new_tree.files.begin()->second.capi.export_calls = 1;
  const AbiDiff diff = compare_trees(old_tree, new_tree);
  std::vector<std::string> messages;
  for (const auto& finding : diff.findings) {
    if (finding.code == AbiCode::kCapiReadPartially) messages.push_back(finding.message);
  }
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("OLD: read 1 of the 3 functions"), std::string::npos) << messages[0];
}

}  // namespace
}  // namespace cudacompat::abi
