// One side of abi-diff read into facts (package_tree.cpp): module names from paths, a directory made
// here read file by file, the real libcudart of the toolkit this build was configured with read as a
// lone ELF file, and the inputs refused with a sentence.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "abi/package_tree.h"
#include "real_toolkit.h"
#include "scratch_dir.h"

namespace cudacompat::abi {
namespace {

TEST(PythonModuleOf, NamesModulesAtTheWheelRootAndBelowAnInterpretersModuleDirectory) {
  EXPECT_EQ(python_module_of("cuda/ccudart.cpython-312-x86_64-linux-gnu.so"), "cuda.ccudart");
  EXPECT_EQ(python_module_of("cuda/ccudart.pxd"), "cuda.ccudart");
  EXPECT_EQ(python_module_of("cuda/bindings/__init__.py"), "cuda.bindings");
  EXPECT_EQ(python_module_of("lib/python3.12/site-packages/cuda/ccudart.pxd"), "cuda.ccudart");
  EXPECT_EQ(python_module_of("usr/lib/python3/dist-packages/cuda/_lib/utils.py"), "cuda._lib.utils");
  EXPECT_EQ(python_module_of("plain.so"), "plain");
}

TEST(PythonModuleOf, IsEmptyForFilesThatAreNoModule) {
  EXPECT_EQ(python_module_of("cuda/include/cuda_runtime.h"), "");
  EXPECT_EQ(python_module_of("cuda/ccudart.pxi"), "");
  EXPECT_EQ(python_module_of("lib/libcudart.so.12"), "");  // a versioned library is no module
  EXPECT_EQ(python_module_of("cuda_python-12.6.0.dist-info/RECORD"), "");
}

// Python's import rules: every directory is a package (PEP 420 namespace packages included) until a
// component that is no identifier; a .deb's files outside dist-packages import nothing.
TEST(ImportableModules, AreTheModulesAndPackageDirectoriesImportFinds) {
  PackageTree wheel;
  wheel.format = TreeFormat::kWheel;
  TreeFile python;
  python.kind = TreeFile::Kind::kPython;
  TreeFile pxd;
  pxd.kind = TreeFile::Kind::kPxd;
  wheel.files.emplace("cuda/bindings/_lib/utils.py", python);
  wheel.files.emplace("cuda/bindings/driver.pxd", pxd);  // a .pxd is cimported, not imported
  wheel.files.emplace("cuda_python-12.6.0.dist-info/METADATA", TreeFile{});
  const std::set<std::string, std::less<>> expected{"cuda", "cuda.bindings", "cuda.bindings._lib",
                                                    "cuda.bindings._lib.utils"};
  EXPECT_EQ(importable_modules(wheel), expected);

  PackageTree deb;
  deb.format = TreeFormat::kDeb;
  deb.files.emplace("usr/lib/python3/dist-packages/cuda/utils.py", python);
  deb.files.emplace("usr/share/doc/cuda/examples/demo.py", python);
  const std::set<std::string, std::less<>> in_deb{"cuda", "cuda.utils"};
  EXPECT_EQ(importable_modules(deb), in_deb);
}

// A directory read file by file: each file's kind from its name, a comment-only __init__.py that
// defines nothing, a header's identifiers outside its comments, a .pxd's declarations.
TEST(ReadPackageTree, ReadsADirectoryFileByFileIntoWhatEachKindCarries) {
  testing::ScratchDir dir;
  dir.write("pkg/__init__.py", "# only a comment\n\n   # and another\n");
  dir.write("pkg/sub/__init__.py", "from .x import y\n");
  dir.write("pkg/api.pxd", "cdef extern from \"api.h\":\n    int api_init(int flags)\n");
  dir.write("pkg/include/api.h", "/* api_hidden */\nint api_init(int flags); // api_comment\n");
  dir.write("pkg/data.bin", "\x01\x02");
  auto tree = read_package_tree(dir.path().string());
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  EXPECT_EQ(tree->format, TreeFormat::kDirectory);
  ASSERT_EQ(tree->files.size(), 5u);
  EXPECT_TRUE(tree->files.at("pkg/__init__.py").defines_nothing);
  EXPECT_FALSE(tree->files.at("pkg/sub/__init__.py").defines_nothing);
  EXPECT_EQ(tree->files.at("pkg/api.pxd").kind, TreeFile::Kind::kPxd);
  EXPECT_TRUE(tree->files.at("pkg/api.pxd").pxd.names.contains("api_init"));
  const auto& header = tree->files.at("pkg/include/api.h");
  EXPECT_EQ(header.kind, TreeFile::Kind::kHeader);
  EXPECT_EQ(header.identifiers, (std::vector<std::string>{"api_init", "flags", "int"}));
  EXPECT_EQ(tree->files.at("pkg/data.bin").kind, TreeFile::Kind::kOther);
  EXPECT_TRUE(tree->escaping_names.empty());
}

// The real libcudart: its SONAME, its versioned exports, and the audit's facts beside them.
TEST(ReadPackageTree, ReadsARealSharedLibraryAsALoneElfFile) {
  const std::filesystem::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build was configured with no toolkit";
  std::filesystem::path library;
  for (const auto& entry : std::filesystem::directory_iterator(root / "lib64")) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with("libcudart.so.") && std::count(name.begin(), name.end(), '.') == 2) library = entry.path();
  }
  if (library.empty()) GTEST_SKIP() << "no libcudart.so.<major> in " << root / "lib64";
  auto tree = read_package_tree(library.string());
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  EXPECT_EQ(tree->format, TreeFormat::kElf);
  ASSERT_EQ(tree->files.size(), 1u);
  const TreeFile& file = tree->files.begin()->second;
  EXPECT_EQ(tree->files.begin()->first, library.filename().string());
  EXPECT_EQ(file.kind, TreeFile::Kind::kElf);
  EXPECT_EQ(file.soname, library.filename().string());
  const auto malloc = std::find_if(file.exports.begin(), file.exports.end(),
                                   [](const ExportedSymbol& symbol) { return symbol.name == "cudaMalloc"; });
  ASSERT_NE(malloc, file.exports.end());
  EXPECT_TRUE(malloc->version.starts_with("libcudart.so.")) << malloc->version;
  EXPECT_TRUE(std::is_sorted(file.exports.begin(), file.exports.end()));
  EXPECT_TRUE(file.artifact.has_value());
}

TEST(ReadPackageTree, RefusesAFileOfNoFormatItReadsAndAnEmptyDirectoryWithASentence) {
  testing::ScratchDir dir;
  const auto text = dir.write("notes.txt", "not a package\n");
  auto file = read_package_tree(text.string());
  ASSERT_FALSE(file.ok());
  EXPECT_NE(file.error().message.find("is not a wheel, a .deb"), std::string::npos) << file.error().message;
  EXPECT_NE(file.error().message.find("notes.txt"), std::string::npos) << file.error().message;

  std::filesystem::create_directory(dir.path() / "empty");
  auto empty = read_package_tree((dir.path() / "empty").string());
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.error().message.find("holds no files to compare"), std::string::npos) << empty.error().message;
}

}  // namespace
}  // namespace cudacompat::abi
