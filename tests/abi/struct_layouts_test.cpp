// The .pxd struct reader and the layout comparison on small declarations written as Cython
// writes them; the real releases (cuda-bindings 12.9.0 -> 13.0.0, judged by Cython's own reading)
// are check_abi_diff.py's.
#include <gtest/gtest.h>

#include <string>

#include "abi/pxd_declarations.h"
#include "abi/struct_layouts.h"

namespace cudacompat::abi {
namespace {

TEST(PxdStructs, MembersKeepTheirArraysTheirOwnPointersAndNestedBlocks) {
  const auto pxd = read_pxd_declarations(
      "cdef extern from \"x.h\":\n"
      "    cdef struct Outer:\n"
      "        char name[256]\n"
      "        int *a, b\n"
      "        union:\n"
      "            int i\n"
      "            float f\n"
      "        void (*callback)(int)\n"
      "        unsigned   int  flags\n"
      "    ctypedef Outer Alias\n"
      "    ctypedef struct Forward\n");
  ASSERT_TRUE(pxd.structs.contains("Outer"));
  const auto& members = pxd.structs.at("Outer").members;
  ASSERT_EQ(members.size(), 6u);
  EXPECT_EQ(members[0], (PxdMember{"char", "name", "[256]"}));
  EXPECT_EQ(members[1], (PxdMember{"int*", "a", ""}));
  EXPECT_EQ(members[2], (PxdMember{"int", "b", ""}));
  EXPECT_EQ(members[3], (PxdMember{"union Outer.4", "", ""}));
  EXPECT_EQ(members[4].name, "callback");
  EXPECT_EQ(members[5], (PxdMember{"unsigned int", "flags", ""}));
  ASSERT_TRUE(pxd.structs.contains("Outer.4"));
  EXPECT_TRUE(pxd.structs.at("Outer.4").is_union);
  EXPECT_EQ(pxd.structs.at("Outer.4").members.size(), 2u);
  EXPECT_EQ(pxd.ctypedefs.at("Alias"), "Outer");
  EXPECT_FALSE(pxd.ctypedefs.contains("Forward"));  // `ctypedef struct Forward` names the struct itself
  EXPECT_TRUE(pxd.names.contains("Outer"));         // still a module-level name for the source side
  EXPECT_FALSE(pxd.names.contains("name"));         // members are not
}

TEST(StructLayouts, CythonTypeNamesAreDemangledToTheirPxdNames) {
  EXPECT_EQ(demangled_cython_type("__pyx_t_4cuda_8bindings_9cyruntime_cudaStreamAttrID"), "cudaStreamAttrID");
  EXPECT_EQ(demangled_cython_type("cudaError_t"), "cudaError_t");
  EXPECT_EQ(demangled_cython_type("__pyx_t_99x_y"), "__pyx_t_99x_y");  // not a mangled name: kept
}

// OLD and NEW of one package `pkg` whose module `mod` exports `functions` and whose mod.pxd is `pxd`.
PackageTree tree(const std::string& pxd, const std::vector<CapiFunction>& functions) {
  PackageTree tree;
  tree.input = "pkg";
  tree.format = TreeFormat::kDirectory;
  TreeFile so;
  so.kind = TreeFile::Kind::kElf;
  so.capi.module_init = "mod";
  so.capi.exports = functions;
  tree.files.emplace("pkg/mod.cpython-311-x86_64-linux-gnu.so", so);
  TreeFile declarations;
  declarations.kind = TreeFile::Kind::kPxd;
  declarations.pxd = read_pxd_declarations(pxd);
  tree.files.emplace("pkg/mod.pxd", declarations);
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
  EXPECT_EQ(wrong_data_read(breaks, "pkg.mod", {"count", "get"}).find("pkg.mod.get passes struct S"), 0u);
  EXPECT_EQ(wrong_data_read(breaks, "pkg.mod", {"count"}), "");
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

}  // namespace
}  // namespace cudacompat::abi
