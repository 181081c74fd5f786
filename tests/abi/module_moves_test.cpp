// Where a module that OLD has and NEW lacks went (module_moves.cpp), on trees made here in the
// shapes of cuda-python 12.6.0 -> 12.6.1: by the C-API functions it still exports, by its name, and
// a package whose modules all went into one new package.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "abi/module_moves.h"
#include "abi/package_tree.h"

namespace cudacompat::abi {
namespace {

TreeFile python_file() {
  TreeFile file;
  file.kind = TreeFile::Kind::kPython;
  return file;
}

// An extension module PyInit_<init> exporting `functions` through __pyx_capi__.
TreeFile extension(const std::string& init, std::initializer_list<const char*> functions) {
  TreeFile file;
  file.kind = TreeFile::Kind::kElf;
  file.capi.module_init = init;
  file.capi.mentions_pyx_capi = true;
  for (const char* name : functions) file.capi.exports.push_back({name, "int (void)"});
  return file;
}

PackageTree wheel_of(std::initializer_list<std::pair<const char*, TreeFile>> files) {
  PackageTree tree;
  tree.format = TreeFormat::kWheel;
  for (const auto& [path, file] : files) tree.files.emplace(path, file);
  return tree;
}

// cuda/_lib/utils went to cuda/bindings/_lib/utils, not to the deeper cyruntime/utils of the same name.
TEST(ModuleMoves, AModuleOfTheSameNameMovesToTheOneWithTheLongestCommonDottedSuffix) {
  const auto old_tree = wheel_of({{"cuda/_lib/utils.py", python_file()}});
  const auto new_tree = wheel_of(
      {{"cuda/bindings/_lib/utils.py", python_file()}, {"cuda/bindings/_lib/cyruntime/utils.py", python_file()}});
  const auto moves = find_module_moves(old_tree, new_tree);
  ASSERT_EQ(moves.size(), 1u);
  ASSERT_TRUE(moves.contains("cuda._lib.utils"));
  EXPECT_EQ(moves.at("cuda._lib.utils").to, "cuda.bindings._lib.utils");
  EXPECT_EQ(moves.at("cuda._lib.utils").reason, "the same name");
}

// cuda._cuda.ccuda -> cuda.bindings._bindings.cydriver: another name, but 3 of its 4 C-API functions;
// its package cuda._cuda, whose only module went there, moved with it.
TEST(ModuleMoves, AnExtensionExportingHalfItsFunctionsOrMoreIsTheSameModuleAndItsPackageMovesWithIt) {
  const auto old_tree = wheel_of({{"cuda/_cuda/__init__.py", python_file()},
                                  {"cuda/_cuda/ccuda.cpython-312-x86_64-linux-gnu.so",
                                   extension("ccuda", {"cuInit", "cuDriverGetVersion", "cuDeviceGet", "cuCtxGone"})}});
  const auto new_tree = wheel_of({{"cuda/bindings/_bindings/__init__.py", python_file()},
                                  {"cuda/bindings/_bindings/cydriver.cpython-312-x86_64-linux-gnu.so",
                                   extension("cydriver", {"cuInit", "cuDriverGetVersion", "cuDeviceGet", "cuNew"})}});
  const auto moves = find_module_moves(old_tree, new_tree);
  ASSERT_TRUE(moves.contains("cuda._cuda.ccuda"));
  EXPECT_EQ(moves.at("cuda._cuda.ccuda").to, "cuda.bindings._bindings.cydriver");
  EXPECT_EQ(moves.at("cuda._cuda.ccuda").reason, "it exports 3 of the same 4 C-API functions");
  ASSERT_TRUE(moves.contains("cuda._cuda"));
  EXPECT_EQ(moves.at("cuda._cuda").to, "cuda.bindings._bindings");
  EXPECT_EQ(moves.at("cuda._cuda").reason, "its 1 modules moved there");
}

// Fewer than half the functions in common is no evidence: with another name, it reads as removed.
TEST(ModuleMoves, AnExtensionSharingFewerThanHalfItsFunctionsHasNotMoved) {
  const auto old_tree = wheel_of({{"pkg/_old.cpython-312-x86_64-linux-gnu.so", extension("_old", {"a", "b", "c"})}});
  const auto new_tree = wheel_of({{"pkg/_new.cpython-312-x86_64-linux-gnu.so", extension("_new", {"a", "x", "y"})}});
  EXPECT_TRUE(find_module_moves(old_tree, new_tree).empty());
}

// Two successors equally likely: neither is claimed. A module NEW still has has not moved, and a
// module OLD already had is no successor.
TEST(ModuleMoves, AModuleWithTwoEquallyLikelySuccessorsOrStillInNewHasNotMoved) {
  const auto old_tree =
      wheel_of({{"a/utils.py", python_file()}, {"a/kept.py", python_file()}, {"b/other.py", python_file()}});
  const auto new_tree = wheel_of({{"b/utils.py", python_file()},
                                  {"c/utils.py", python_file()},
                                  {"a/kept.py", python_file()},
                                  {"d/other.py", python_file()},
                                  {"b/other.py", python_file()}});
  const auto moves = find_module_moves(old_tree, new_tree);
  EXPECT_FALSE(moves.contains("a.utils"));
  EXPECT_FALSE(moves.contains("a.kept"));
  EXPECT_FALSE(moves.contains("b.other"));
  EXPECT_TRUE(moves.empty());
}

// Two lone ELF files have no package paths to move between.
TEST(ModuleMoves, LoneElfFilesHaveNoMoves) {
  auto old_tree = wheel_of({{"cuda/_lib/utils.py", python_file()}});
  auto new_tree = wheel_of({{"cuda/bindings/_lib/utils.py", python_file()}});
  ASSERT_EQ(find_module_moves(old_tree, new_tree).size(), 1u);
  old_tree.format = TreeFormat::kElf;
  EXPECT_TRUE(find_module_moves(old_tree, new_tree).empty());
}

}  // namespace
}  // namespace cudacompat::abi
