// The ELF reader on real files: this machine's CUDA 13 libraries and objects compiled here.
#include "readers/elf_reader.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include "audit_test_files.h"
#include "readers/mapped_file.h"

namespace cudacompat::readers {
namespace {

TEST(ElfReader, ReadsNeededRunpathAndSonameOfARealLibrary) {
  SKIP_WITHOUT_TOOLKIT();
  auto file = MappedFile::open(cuda_library("libcublas.so.13").string());
  ASSERT_TRUE(file) << file.error().message;
  auto elf = ElfFile::parse(file->bytes(), "libcublas.so.13");
  ASSERT_TRUE(elf) << elf.error().message;
  EXPECT_EQ(elf->type(), elf::kTypeShared);
  auto dynamic = elf->dynamic_info();
  ASSERT_TRUE(dynamic) << dynamic.error().message;
  EXPECT_EQ(dynamic->soname, "libcublas.so.13");
  ASSERT_FALSE(dynamic->needed.empty());
  EXPECT_EQ(dynamic->needed.front(), "libcublasLt.so.13");  // readelf -d lists it first
  EXPECT_EQ(dynamic->needed.back(), "ld-linux-x86-64.so.2");
  ASSERT_EQ(dynamic->runpath.size(), 1u);
  EXPECT_EQ(dynamic->runpath.front(), "$ORIGIN");
  EXPECT_TRUE(dynamic->rpath.empty());
}

TEST(ElfReader, SplitsRunpathAtColons) {
  SKIP_WITHOUT_TOOLKIT();
  auto file = MappedFile::open(cuda_library("libcudnn_adv.so.9").string());
  ASSERT_TRUE(file) << file.error().message;
  auto elf = ElfFile::parse(file->bytes(), "libcudnn_adv.so.9");
  ASSERT_TRUE(elf);
  auto dynamic = elf->dynamic_info();
  ASSERT_TRUE(dynamic);
  ASSERT_EQ(dynamic->runpath.size(), 4u);
  EXPECT_EQ(dynamic->runpath[1], "$ORIGIN/../../cublas/lib");
}

TEST(ElfReader, AttributesVersionedImportsToTheLibraryTheirVersionNames) {
  SKIP_WITHOUT_TOOLKIT();
  auto file = MappedFile::open(cuda_library("libcusolver.so.12").string());
  ASSERT_TRUE(file);
  auto elf = ElfFile::parse(file->bytes(), "libcusolver.so.12");
  ASSERT_TRUE(elf);
  auto imports = elf->imported_symbols();
  ASSERT_TRUE(imports) << imports.error().message;
  auto found = std::find_if(imports->begin(), imports->end(),
                            [](const ElfImportedSymbol& s) { return s.name == "cusparseGetMatType"; });
  ASSERT_NE(found, imports->end());
  EXPECT_EQ(found->version_file, "libcusparse.so.12");
  auto memcpy_import =
      std::find_if(imports->begin(), imports->end(), [](const ElfImportedSymbol& s) { return s.name == "memcpy"; });
  ASSERT_NE(memcpy_import, imports->end());
  EXPECT_EQ(memcpy_import->version_file, "libc.so.6");
}

TEST(ElfReader, ReadsUndefinedSymbolsOfRelocatableObjects) {
  SKIP_WITHOUT_FIXTURES();
  auto file = MappedFile::open(fixture("multi.o").string());
  ASSERT_TRUE(file);
  auto elf = ElfFile::parse(file->bytes(), "multi.o");
  ASSERT_TRUE(elf);
  EXPECT_EQ(elf->type(), elf::kTypeRelocatable);
  auto imports = elf->imported_symbols();
  ASSERT_TRUE(imports);
  EXPECT_TRUE(std::any_of(imports->begin(), imports->end(),
                          [](const ElfImportedSymbol& s) { return s.name == "__cudaRegisterFatBinary"; }));
}

TEST(ElfReader, ReportsTruncatedSectionHeaderTableWithOffset) {
  SKIP_WITHOUT_TOOLKIT();
  std::string bytes = read_file(cuda_library("libcudart.so.13"));
  ASSERT_GT(bytes.size(), 100000u);
  bytes.resize(bytes.size() - 200);  // the section header table sits at the end
  auto elf = ElfFile::parse(ByteView(bytes), "cut.so");
  ASSERT_FALSE(elf);
  EXPECT_NE(elf.error().message.find("cut.so: at offset 0x"), std::string::npos) << elf.error().message;
  EXPECT_NE(elf.error().message.find("section header table"), std::string::npos) << elf.error().message;
  EXPECT_NE(elf.error().message.find("past the end of the file"), std::string::npos) << elf.error().message;
}

TEST(ElfReader, ReportsASectionThatGoesPastTheEndWithItsHeaderOffset) {
  SKIP_WITHOUT_TOOLKIT();
  std::string bytes = read_file(cuda_library("libcudart.so.13"));
  auto valid = ElfFile::parse(ByteView(bytes), "libcudart.so.13");
  ASSERT_TRUE(valid);
  const ElfSection* rodata = valid->find_section(".rodata");
  ASSERT_NE(rodata, nullptr);
  // Make .rodata claim 1 TiB: its section header entry is at e_shoff + index * 64, size at +32.
  std::uint64_t table = 0;
  std::memcpy(&table, bytes.data() + 0x28, 8);
  const std::uint64_t entry = table + rodata->index * 64;
  const std::uint64_t huge = std::uint64_t{1} << 40;
  std::memcpy(bytes.data() + entry + 32, &huge, 8);
  auto elf = ElfFile::parse(ByteView(bytes), "bad.so");
  ASSERT_FALSE(elf);
  EXPECT_NE(elf.error().message.find(fmt::format("at offset {:#x}", entry)), std::string::npos) << elf.error().message;
}

TEST(ElfReader, RejectsAFileWithoutTheElfMagic) {
  std::string bytes = "!<arch>\nnot an elf file at all, padding padding padding padding padding";
  auto elf = ElfFile::parse(ByteView(bytes), "x.a");
  ASSERT_FALSE(elf);
  EXPECT_NE(elf.error().message.find("x.a: at offset 0x0: not an ELF file"), std::string::npos);
}

TEST(ElfReader, Reports32BitElfAsUnsupported) {
  SKIP_WITHOUT_TOOLKIT();
  std::string bytes = read_file(cuda_library("libcudart.so.13")).substr(0, 4096);
  bytes[4] = 1;  // ELFCLASS32
  auto elf = ElfFile::parse(ByteView(bytes), "elf32.so");
  ASSERT_FALSE(elf);
  EXPECT_NE(elf.error().message.find("at offset 0x4"), std::string::npos) << elf.error().message;
  EXPECT_NE(elf.error().message.find("64-bit"), std::string::npos);
}

TEST(ElfReader, TellsPieExecutablesFromSharedLibraries) {
  SKIP_WITHOUT_TOOLKIT();
  auto executable = MappedFile::open("/usr/bin/readelf");
  ASSERT_TRUE(executable);
  auto elf = ElfFile::parse(executable->bytes(), "readelf");
  ASSERT_TRUE(elf);
  EXPECT_TRUE(elf->has_interpreter());
  auto library = MappedFile::open(cuda_library("libcudart.so.13").string());
  ASSERT_TRUE(library);
  auto shared = ElfFile::parse(library->bytes(), "libcudart.so.13");
  ASSERT_TRUE(shared);
  EXPECT_FALSE(shared->has_interpreter());
}

}  // namespace
}  // namespace cudacompat::readers
