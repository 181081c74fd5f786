// Who could depend on a difference (reach.cpp): findings that break someone in general made
// informational, with the reason, where nobody who built against OLD can reach what changed. Trees
// made here in the shapes the real releases have (tests/abi/test_abi_diff.py runs them whole).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "abi/compare.h"
#include "abi/pxd_declarations.h"
#include "abi/reach.h"

namespace cudacompat::abi {
namespace {

TreeFile of_kind(TreeFile::Kind kind) {
  TreeFile file;
  file.kind = kind;
  return file;
}

TreeFile extension(const std::string& init) {
  TreeFile file = of_kind(TreeFile::Kind::kElf);
  file.capi.module_init = init;
  file.capi.exports = {{"f", "int (int)"}};
  return file;
}

TreeFile pxd(std::string_view text) {
  TreeFile file = of_kind(TreeFile::Kind::kPxd);
  file.pxd = read_pxd_declarations(text);
  return file;
}

PackageTree wheel() {
  PackageTree tree;
  tree.format = TreeFormat::kWheel;
  return tree;
}

AbiFinding finding(AbiCode code, std::string file, std::string subject = "") {
  return {code, std::move(file), std::move(subject), "a sentence", ""};
}

// The reasons judge_reach gave, one per finding in order ("" where it still breaks).
std::vector<std::string> reasons(const PackageTree& old_tree, AbiDiff diff) {
  judge_reach(old_tree, diff);
  std::vector<std::string> out;
  for (const auto& f : diff.findings) out.push_back(f.informational_because);
  return out;
}

// A library that ships headers is built against through them: a removed symbol none declares
// breaks nobody, unless it is reserved (compilers generate calls to `__x`). A mangled name is
// judged by the name a header declares (its innermost name).
TEST(JudgeReach, ARemovedSymbolNoShippedHeaderDeclaresIsInformational) {
  PackageTree old_tree = wheel();
  old_tree.files.emplace("lib/libx.so.1", of_kind(TreeFile::Kind::kElf));
  TreeFile header = of_kind(TreeFile::Kind::kHeader);
  header.identifiers = {"int", "x_init"};
  old_tree.files.emplace("include/x.h", header);
  AbiDiff diff;
  diff.findings = {finding(AbiCode::kSymbolRemoved, "lib/libx.so.1", "x_hidden"),
                   finding(AbiCode::kSymbolRemoved, "lib/libx.so.1", "x_init"),
                   finding(AbiCode::kSymbolRemoved, "lib/libx.so.1", "_ZN1x6x_initEv"),
                   finding(AbiCode::kSymbolRemoved, "lib/libx.so.1", "__xRegisterFunction")};
  EXPECT_EQ(reasons(old_tree, diff),
            (std::vector<std::string>{
                "x_hidden is declared in none of the 1 headers OLD ships: code built from them does not call it", "",
                "", ""}));
  // Without headers its users had nothing else to build against: every removed symbol breaks.
  old_tree.files.erase("include/x.h");
  EXPECT_EQ(reasons(old_tree, diff), (std::vector<std::string>{"", "", "", ""}));
}

TEST(JudgeReach, AnythingInATestOrExamplePackageIsInformational) {
  PackageTree old_tree = wheel();
  old_tree.files.emplace("cuda/bindings/tests/test_cuda.py", of_kind(TreeFile::Kind::kPython));
  old_tree.files.emplace("cuda/bindings/examples/x.pxd", pxd("ctypedef int x_t\n"));
  AbiDiff diff;
  diff.findings = {finding(AbiCode::kPythonModuleRemoved, "cuda/bindings/tests/test_cuda.py"),
                   finding(AbiCode::kPxdRemoved, "cuda/bindings/examples/x.pxd")};
  EXPECT_EQ(reasons(old_tree, diff),
            (std::vector<std::string>{
                "in cuda/bindings/tests, a test, benchmark or example package: nobody builds against it",
                "in cuda/bindings/examples, a test, benchmark or example package: nobody builds against it"}));
}

// A C API is reached by a cimport: through a public .pxd (directly, or through the .pxd files that
// cimports), or by a --consumer that imports the module. Otherwise nobody can call it.
TEST(JudgeReach, TheCapiOfAModuleNoPublicPxdLeadsToIsInformationalUnlessAConsumerImportsIt) {
  PackageTree old_tree = wheel();
  old_tree.files.emplace("pkg/_impl.cpython-312-x86_64-linux-gnu.so", extension("_impl"));
  old_tree.files.emplace("pkg/plain.cpython-312-x86_64-linux-gnu.so", extension("plain"));
  AbiDiff diff;
  diff.findings = {finding(AbiCode::kCapiFunctionRemoved, "pkg/_impl.cpython-312-x86_64-linux-gnu.so", "f"),
                   finding(AbiCode::kCapiFunctionRemoved, "pkg/plain.cpython-312-x86_64-linux-gnu.so", "f")};
  EXPECT_EQ(reasons(old_tree, diff),
            (std::vector<std::string>{"pkg._impl is private: its name has a leading underscore, no .pxd that OLD "
                                      "ships cimports it, and no --consumer imports it",
                                      "pkg.plain is private: OLD ships no .pxd for it, no .pxd that OLD ships "
                                      "cimports it, and no --consumer imports it"}));

  // A public .pxd cimports the private one (relatively): both C APIs are within reach.
  PackageTree reached = old_tree;
  reached.files.emplace("pkg/api.pxd", pxd("from ._impl cimport f\n"));
  reached.files.emplace("pkg/_impl.pxd", pxd("cdef int f(int)\n"));
  reached.files.emplace("pkg/plain.pxd", pxd("cdef int f(int)\n"));
  EXPECT_EQ(reasons(reached, diff), (std::vector<std::string>{"", ""}));

  // A consumer that imports the module reaches it whatever OLD ships.
  AbiDiff consumed = diff;
  consumed.consumers.push_back({"ext.so", ConsumerVerdict::Outcome::kFails, "", {{"pkg._impl", 1, false, "", {}}}});
  EXPECT_EQ(reasons(old_tree, consumed)[0], "");
}

// A Python module is imported by its name: private only by a leading underscore.
TEST(JudgeReach, ARemovedPythonModuleIsPrivateOnlyByALeadingUnderscore) {
  PackageTree old_tree = wheel();
  old_tree.files.emplace("pkg/_helpers.py", of_kind(TreeFile::Kind::kPython));
  old_tree.files.emplace("pkg/helpers.py", of_kind(TreeFile::Kind::kPython));
  AbiDiff diff;
  diff.findings = {finding(AbiCode::kPythonModuleRemoved, "pkg/_helpers.py"),
                   finding(AbiCode::kPythonModuleRemoved, "pkg/helpers.py")};
  EXPECT_EQ(reasons(old_tree, diff),
            (std::vector<std::string>{"pkg._helpers is private: its name has a leading underscore", ""}));
}

// A struct's layout is read by whoever imports a function that passes it: breaking where one of
// those functions' modules is within reach (a public .pxd leads to it, or a consumer imports it).
TEST(JudgeReach, AChangedStructLayoutBreaksOnlyWhereAModuleThatPassesItIsWithinReach) {
  PackageTree old_tree = wheel();
  old_tree.files.emplace("pkg/types.pxd", pxd("cdef struct S:\n    int a\n"));
  AbiDiff diff;
  diff.findings = {finding(AbiCode::kStructLayoutChanged, "pkg/types.pxd", "S")};
  diff.layout_breaks = {{"S", "pkg/types.pxd", "member 1 changed", {{"pkg._b", "get"}, {"pkg._a", "put"}}}};
  EXPECT_EQ(reasons(old_tree, diff),
            std::vector<std::string>{"every module that passes it is private (pkg._a, pkg._b): no .pxd that OLD "
                                     "ships cimports it, and no --consumer imports it"});
  AbiDiff consumed = diff;
  consumed.consumers.push_back({"ext.so", ConsumerVerdict::Outcome::kImports, "", {{"pkg._a", 1, true, "", {}}}});
  EXPECT_EQ(reasons(old_tree, consumed), std::vector<std::string>{""});
  PackageTree reached = old_tree;
  reached.files.emplace("pkg/_b.pxd", pxd("cdef int get(S *)\n"));
  reached.files.emplace("pkg/api.pxd", pxd("from pkg._b cimport get\n"));
  EXPECT_EQ(reasons(reached, diff), std::vector<std::string>{""});
}

// Two lone ELF files carry no package: nothing to judge reach by, so nothing changes.
TEST(JudgeReach, JudgesNothingBetweenLoneElfFiles) {
  PackageTree old_tree;
  old_tree.format = TreeFormat::kElf;
  old_tree.files.emplace("_impl.so", extension("_impl"));
  AbiDiff diff;
  diff.findings = {finding(AbiCode::kCapiFunctionRemoved, "_impl.so", "f")};
  EXPECT_EQ(reasons(old_tree, diff), std::vector<std::string>{""});
}

}  // namespace
}  // namespace cudacompat::abi
