// The layout comparison (struct_layouts.cpp) on small declarations written as Cython writes them
// (the .pxd struct reader's own test is pxd_declarations_test.cpp); the real releases
// (cuda-bindings 12.9.0 -> 13.0.0, judged by Cython's own reading) are test_abi_diff.py's.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "abi/compare.h"
#include "abi/pxd_declarations.h"
#include "abi/reach.h"
#include "abi/struct_layouts.h"

namespace cudacompat::abi {
namespace {

TEST(StructLayouts, CythonTypeNamesAreDemangledToTheirPxdNames) {
  EXPECT_EQ(demangled_cython_type("__pyx_t_4cuda_8bindings_9cyruntime_cudaStreamAttrID"), "cudaStreamAttrID");
  EXPECT_EQ(demangled_cython_type("cudaError_t"), "cudaError_t");
  EXPECT_EQ(demangled_cython_type("__pyx_t_99x_y"), "__pyx_t_99x_y");  // not a mangled name: kept
}

// OLD and NEW of one package `pkg` whose module `module` (pkg/<module>) exports `functions` and
// whose .pxd is `pxd`.
PackageTree tree(const std::string& pxd, const std::vector<CapiFunction>& functions,
                 const std::string& module = "mod") {
  PackageTree tree;
  tree.input = "pkg";
  tree.format = TreeFormat::kDirectory;
  TreeFile so;
  so.kind = TreeFile::Kind::kElf;
  so.capi.module_init = module;
  so.capi.exports = functions;
  tree.files.emplace("pkg/" + module + ".cpython-311-x86_64-linux-gnu.so", so);
  TreeFile declarations;
  declarations.kind = TreeFile::Kind::kPxd;
  declarations.pxd = read_pxd_declarations(pxd);
  tree.files.emplace("pkg/" + module + ".pxd", declarations);
  return tree;
}

// A consumer extension module `name` built against OLD that cimports `functions` (name, signature)
// from pkg.mod.
PackageTree consumer(const std::string& name, const std::vector<CapiFunction>& functions) {
  PackageTree tree;
  tree.input = name + ".so";
  tree.format = TreeFormat::kElf;
  TreeFile so;
  so.kind = TreeFile::Kind::kElf;
  so.capi.module_init = name;
  for (const auto& function : functions) so.capi.imports.push_back({"pkg.mod", function.name, function.signature});
  so.capi.import_calls = functions.size();
  so.capi.dotted_names = {"pkg.mod"};
  tree.files.emplace(name + ".so", so);
  return tree;
}

const std::vector<CapiFunction> kFunctions = {{"get", "int (T *)"},
                                              {"holder", "int (struct Holder *)"},
                                              {"count", "int (int *)"},
                                              {"uuid", "int (struct WithUuid *)"}};
const std::string kTail =
    "cdef struct Holder:\n    S inner[2]\n    int tail\n"
    "cdef struct Uuid_st:\n    char bytes[16]\n"
    "ctypedef Uuid_st uuid_t\n";

TEST(StructLayouts, AReorderedStructBreaksTheFunctionsThatPassItAndTheStructsHoldingItByValue) {
  const auto old_tree =
      tree("cdef struct S:\n    int a\n    long b\nctypedef S T\n" + kTail + "cdef struct WithUuid:\n    uuid_t id\n",
           kFunctions);
  const auto new_tree =
      tree("cdef struct S:\n    long b\n    int a\nctypedef S T\n" + kTail + "cdef struct WithUuid:\n    Uuid_st id\n",
           kFunctions);
  const auto breaks = find_layout_breaks(old_tree, new_tree);
  ASSERT_EQ(breaks.size(), 2u);  // Holder and S; WithUuid only respelled its member's type
  EXPECT_EQ(breaks[0].struct_name, "Holder");
  EXPECT_NE(breaks[0].change.find("member 1 `S inner[2]` holds S by value"), std::string::npos) << breaks[0].change;
  EXPECT_EQ(breaks[1].struct_name, "S");
  EXPECT_NE(breaks[1].change.find("member 1 `int a` is `long b` in NEW"), std::string::npos) << breaks[1].change;
  ASSERT_EQ(breaks[1].functions.size(), 1u);
  EXPECT_EQ(breaks[1].functions[0], (ExportedFunction{"pkg.mod", "get"}));
  EXPECT_EQ(breaks[1].file, "pkg/mod.pxd");
  const auto reads = wrong_layout_reads(breaks, "pkg.mod", {"count", "get"});
  ASSERT_EQ(reads.size(), 1u);
  EXPECT_EQ(reads[0].function, "get");
  EXPECT_EQ(reads[0].struct_name, "S");
  EXPECT_EQ(reads[0].change, breaks[1].change);
  EXPECT_TRUE(wrong_layout_reads(breaks, "pkg.mod", {"count"}).empty());
  EXPECT_TRUE(wrong_layout_reads(breaks, "pkg.other", {"get"}).empty());
}

TEST(StructLayouts, AResizedArrayAndARemovedMemberAreLayoutChanges) {
  const auto old_tree = tree("cdef struct S:\n    int a[4]\n    int b\nctypedef S T\n" + kTail, kFunctions);
  const auto resized = tree("cdef struct S:\n    int a[3]\n    int b\nctypedef S T\n" + kTail, kFunctions);
  const auto removed = tree("cdef struct S:\n    int a[4]\nctypedef S T\n" + kTail, kFunctions);
  const auto first = find_layout_breaks(old_tree, resized);
  ASSERT_EQ(first.size(), 2u);
  EXPECT_NE(first[1].change.find("`int a[4]` is `int a[3]`"), std::string::npos) << first[1].change;
  const auto second = find_layout_breaks(old_tree, removed);
  ASSERT_EQ(second.size(), 2u);
  EXPECT_NE(second[1].change.find("member 2 `int b` is gone in NEW"), std::string::npos) << second[1].change;
  EXPECT_TRUE(find_layout_breaks(old_tree, old_tree).empty());
}

TEST(StructLayouts, AUnionThatGainsAMemberWithinItsSizeKeepsItsLayoutAndOneThatGrowsDoesNot) {
  const std::vector<CapiFunction> functions = {{"set", "int (V const *)"}};
  const auto old_tree = tree("cdef union U:\n    char pad[64]\n    int priority\nctypedef U V\n", functions);
  const auto within =
      tree("cdef union U:\n    char pad[64]\n    int priority\n    unsigned int added[4]\nctypedef U V\n", functions);
  const auto grows =
      tree("cdef union U:\n    char pad[64]\n    int priority\n    double added[9]\nctypedef U V\n", functions);
  const auto unknown =
      tree("cdef union U:\n    char pad[64]\n    int priority\n    SomeEnum added\nctypedef U V\n", functions);
  EXPECT_TRUE(find_layout_breaks(old_tree, within).empty());
  ASSERT_EQ(find_layout_breaks(old_tree, grows).size(), 1u);    // 72 bytes where OLD's largest member had 64
  EXPECT_EQ(find_layout_breaks(old_tree, unknown).size(), 1u);  // a size not known here is not assumed to fit
}

TEST(StructLayouts, AChangedSignatureIsNotALayoutBreak) {
  // The import fails already (capi-signature-changed): no consumer reads the struct.
  const auto old_tree = tree("cdef struct S:\n    int a\nctypedef S T\n" + kTail, {{"get", "int (T *)"}});
  const auto new_tree = tree("cdef struct S:\n    long a\nctypedef S T\n" + kTail, {{"get", "int (T *, int)"}});
  EXPECT_TRUE(find_layout_breaks(old_tree, new_tree).empty());
}

TEST(StructLayouts, AConsumerThatImportsAFunctionPassingAChangedStructImportsAndBreaks) {
  const auto old_tree = tree("cdef struct S:\n    int a\n    long b\nctypedef S T\n" + kTail, kFunctions);
  const auto new_tree = tree("cdef struct S:\n    long b\n    int a\nctypedef S T\n" + kTail, kFunctions);
  AbiDiff diff = compare_trees(old_tree, new_tree);
  ASSERT_TRUE(
      check_consumer(consumer("uses_get", {{"count", "int (int *)"}, {"get", "int (T *)"}}), old_tree, new_tree, diff));
  ASSERT_TRUE(check_consumer(consumer("uses_count", {{"count", "int (int *)"}}), old_tree, new_tree, diff));
  ASSERT_EQ(diff.consumers.size(), 2u);
  const auto& broken = diff.consumers[0];
  EXPECT_EQ(broken.outcome, ConsumerVerdict::Outcome::kReadsWrongData);
  EXPECT_EQ(to_string(broken.outcome), "breaks");
  EXPECT_EQ(broken.reason, "imports, but reads struct S with the wrong layout (get)");
  ASSERT_EQ(broken.imports.size(), 1u);
  EXPECT_TRUE(broken.imports[0].satisfied);  // Cython's own check passes: the import succeeds
  ASSERT_EQ(broken.imports[0].wrong_layouts.size(), 1u);
  EXPECT_EQ(broken.imports[0].wrong_layouts[0].function, "get");
  EXPECT_EQ(diff.consumers[1].outcome, ConsumerVerdict::Outcome::kImports);
  EXPECT_TRUE(diff.consumers_fail());
  const auto at_consumer = std::find_if(diff.findings.begin(), diff.findings.end(), [](const AbiFinding& f) {
    return f.code == AbiCode::kStructLayoutChanged && f.file == "uses_get.so";
  });
  ASSERT_NE(at_consumer, diff.findings.end());
  judge_reach(old_tree, diff);
  EXPECT_EQ(at_consumer->breaks(), Breaks::kBinary);
}

TEST(StructLayouts, AStructPassedOnlyByAPrivateModuleIsInformationalUnlessAConsumerImportsIt) {
  const std::string old_pxd = "cdef struct S:\n    int a\n    long b\nctypedef S T\n";
  const std::string new_pxd = "cdef struct S:\n    long b\n    int a\nctypedef S T\n";
  const std::vector<CapiFunction> functions = {{"get", "int (T *)"}};
  const auto layout_finding = [](const AbiDiff& diff) {
    return std::find_if(diff.findings.begin(), diff.findings.end(), [](const AbiFinding& f) {
      return f.code == AbiCode::kStructLayoutChanged && f.subject == "S";
    });
  };
  const auto old_private = tree(old_pxd, functions, "_mod");
  AbiDiff hidden = compare_trees(old_private, tree(new_pxd, functions, "_mod"));
  judge_reach(old_private, hidden);
  ASSERT_NE(layout_finding(hidden), hidden.findings.end());
  EXPECT_EQ(layout_finding(hidden)->breaks(), Breaks::kNone);
  EXPECT_NE(layout_finding(hidden)->informational_because.find("pkg._mod"), std::string::npos)
      << layout_finding(hidden)->informational_because;

  const auto old_public = tree(old_pxd, functions);
  AbiDiff reached = compare_trees(old_public, tree(new_pxd, functions));
  judge_reach(old_public, reached);
  ASSERT_NE(layout_finding(reached), reached.findings.end());
  EXPECT_EQ(layout_finding(reached)->breaks(), Breaks::kBinary);
}

}  // namespace
}  // namespace cudacompat::abi
