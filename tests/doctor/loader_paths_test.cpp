// The loader's rules as the doctor reads them, checked against the real loader: ldconfig -p for
// the cache, ldd for every resolution (ldd runs the real dynamic loader on the file).
#include "doctor/loader_paths.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>

#include "audit/inputs.h"
#include "common/subprocess.h"
#include "doctor/verdicts.h"
#include "doctor_test_support.h"
#include "knowledge/knowledge_base.h"
#include "scratch_dir.h"

namespace cudacompat::doctor {
namespace {

namespace fs = std::filesystem;
using testing::run_ok;

std::string ldconfig_program() {
  for (const char* path : {"/sbin/ldconfig", "/usr/sbin/ldconfig"}) {
    std::error_code error;
    if (fs::exists(path, error)) return path;
  }
  return "ldconfig";
}

TEST(LdSoCache, EveryEntryOfTheRealCacheAgreesWithLdconfig) {
  auto cache = read_ld_so_cache("/etc/ld.so.cache");
  ASSERT_TRUE(cache.ok()) << cache.error().message;
  auto listing = run_process({ldconfig_program(), "-p"});
  ASSERT_TRUE(listing.ok()) << listing.failure;
  // "666 libs found in cache `/etc/ld.so.cache'"
  std::smatch count;
  ASSERT_TRUE(std::regex_search(listing.output, count, std::regex(R"(^(\d+) libs found)")));
  EXPECT_EQ(cache->size(), std::stoul(count[1].str()));
  auto expected = parse_ldconfig_listing(listing.output);
  ASSERT_EQ(cache->size(), expected.size());
  ASSERT_GT(expected.size(), 10u);
  // ldconfig -p prints the entries in the file's order.
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ((*cache)[i].name, expected[i].name) << "entry " << i;
    EXPECT_EQ((*cache)[i].path, expected[i].path) << "entry " << i;
    EXPECT_EQ((*cache)[i].flags & 0xff00, expected[i].flags & 0xff00) << "entry " << i << " " << expected[i].name;
  }
}

TEST(LdSoCache, ATruncatedCacheIsAnErrorThatNamesTheOffset) {
  auto bytes = run_ok({"cat", "/etc/ld.so.cache"});
  auto parsed = parse_ld_so_cache(bytes.substr(0, 100), "cut.cache");
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.error().message.find("cut.cache"), std::string::npos) << parsed.error().message;
  EXPECT_NE(parsed.error().message.find("past the end"), std::string::npos) << parsed.error().message;
}

TEST(LdSoCache, EveryTruncationOfTheRealCacheIsAnErrorNeverACrash) {
  auto bytes = run_ok({"cat", "/etc/ld.so.cache"});
  ASSERT_GT(bytes.size(), 48u);
  std::size_t errors = 0;
  for (std::size_t size = 0; size < bytes.size(); size += 1 + size / 16) {
    auto parsed = parse_ld_so_cache(bytes.substr(0, size), "cut.cache");
    errors += parsed.ok() ? 0 : 1;
  }
  EXPECT_GT(errors, 0u);
  EXPECT_TRUE(parse_ld_so_cache(bytes, "whole.cache").ok());
}

// A shared library calling the CUDA runtime, linked against the real libcudart.so.13.
fs::path build_runtime_user(const fs::path& dir, const std::vector<std::string>& link_flags) {
  fs::create_directories(dir);
  const fs::path source = dir / "user.c";
  run_ok({"sh", "-c",
          "printf 'int cudaRuntimeGetVersion(int*);\\nint user(void){int v=0;return "
          "cudaRuntimeGetVersion(&v);}\\n' > '" +
              source.string() + "'"});
  const fs::path library = dir / "libuser.so";
  std::vector<std::string> argv = {CUDACOMPAT_TEST_CC,
                                   "-shared",
                                   "-fPIC",
                                   "-o",
                                   library.string(),
                                   source.string(),
                                   "-L" + testing::real_cudart().parent_path().string(),
                                   "-lcudart"};
  argv.insert(argv.end(), link_flags.begin(), link_flags.end());
  run_ok(argv);
  return library;
}

BinaryLoadInfo load_info(const fs::path& library) {
  audit::InputFile input;
  input.path = library.string();
  input.package = library.string();
  input.size = fs::file_size(library);
  input.named = true;
  auto inspected = audit::inspect_files({input}, readers::DeviceCodeOptions{}, 1);
  BinaryLoadInfo info;
  if (inspected.empty() || inspected[0].artifacts.empty()) {
    ADD_FAILURE() << "cannot inspect " << library;
    return info;
  }
  const auto& facts = inspected[0].artifacts[0];
  info.rpath = facts.rpath;
  info.runpath = facts.runpath;
  info.machine = facts.machine;
  info.origin = library.parent_path().string();
  return info;
}

// ldd's answer for `soname` with LD_LIBRARY_PATH set to `ld_library_path`: the oracle.
std::string ldd_resolves(const fs::path& library, const std::string& soname, const std::string& ld_library_path) {
  const std::string output = run_ok({"env", "LD_LIBRARY_PATH=" + ld_library_path, "ldd", library.string()});
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    if (std::regex_search(line, match, std::regex("^\\s+" + soname + " => (not found|\\S+)"))) return match[1].str();
  }
  return "not found";
}

std::string canonical(const std::string& path) {
  std::error_code error;
  auto real = fs::canonical(path, error);
  return error ? path : real.string();
}

class LoaderResolution : public ::testing::Test {
 protected:
  void SetUp() override {
    if (testing::real_cudart().empty()) GTEST_SKIP() << "no /usr/local/cuda/lib64/libcudart.so.13";
    std::string source;
    loader_.cache = load_loader_cache(source);
    // Two copies of the real runtime: beside the binaries, and somewhere else.
    fs::create_directories(scratch_.path() / "app/lib");
    fs::create_directories(scratch_.path() / "other");
    fs::copy_file(testing::real_cudart(), scratch_.path() / "app/lib/libcudart.so.13");
    fs::copy_file(testing::real_cudart(), scratch_.path() / "other/libcudart.so.13");
  }
  // Our answer and ldd's for libcudart.so.13, under LD_LIBRARY_PATH=`ld_library_path`.
  Resolution check_against_ldd(const fs::path& library, const std::string& ld_library_path) {
    loader_.ld_library_path = split_search_path(ld_library_path);
    auto ours = resolve_library("libcudart.so.13", load_info(library), loader_);
    EXPECT_TRUE(ours.found);
    EXPECT_EQ(canonical(ours.path), canonical(ldd_resolves(library, "libcudart\\.so\\.13", ld_library_path)));
    return ours;
  }
  cudacompat::testing::ScratchDir scratch_;
  LoaderEnvironment loader_;
};

TEST_F(LoaderResolution, RunpathWithOriginFindsTheRuntimeBesideTheBinary) {
  auto library =
      build_runtime_user(scratch_.path() / "app/bin", {"-Wl,--enable-new-dtags", "-Wl,-rpath,$ORIGIN/../lib"});
  auto found = check_against_ldd(library, "");
  EXPECT_EQ(found.via, "DT_RUNPATH $ORIGIN/../lib");
  EXPECT_EQ(canonical(found.path), canonical((scratch_.path() / "app/lib/libcudart.so.13").string()));
}

TEST_F(LoaderResolution, LdLibraryPathWinsOverRunpath) {
  auto library =
      build_runtime_user(scratch_.path() / "app/bin", {"-Wl,--enable-new-dtags", "-Wl,-rpath,$ORIGIN/../lib"});
  auto found = check_against_ldd(library, (scratch_.path() / "other").string());
  EXPECT_EQ(found.via.rfind("LD_LIBRARY_PATH", 0), 0u) << found.via;
  EXPECT_EQ(canonical(found.path), canonical((scratch_.path() / "other/libcudart.so.13").string()));
}

TEST_F(LoaderResolution, RpathWinsOverLdLibraryPathWhenThereIsNoRunpath) {
  auto library =
      build_runtime_user(scratch_.path() / "app/bin", {"-Wl,--disable-new-dtags", "-Wl,-rpath,$ORIGIN/../lib"});
  auto info = load_info(library);
  ASSERT_TRUE(info.runpath.empty());
  ASSERT_EQ(info.rpath, std::vector<std::string>{"$ORIGIN/../lib"});
  auto found = check_against_ldd(library, (scratch_.path() / "other").string());
  EXPECT_EQ(found.via, "DT_RPATH $ORIGIN/../lib");
  EXPECT_EQ(canonical(found.path), canonical((scratch_.path() / "app/lib/libcudart.so.13").string()));
}

TEST_F(LoaderResolution, WithoutSearchPathsTheLoaderCacheGivesTheInstalledRuntime) {
  auto library = build_runtime_user(scratch_.path() / "plain", {});
  auto found = check_against_ldd(library, "");
  EXPECT_EQ(found.via, "ld.so.cache");
}

TEST_F(LoaderResolution, AnElfOfAnotherMachineInLdLibraryPathIsSkipped) {
  const fs::path nvcc = "/usr/local/cuda/bin/nvcc";
  if (!fs::exists(nvcc)) GTEST_SKIP() << "no " << nvcc;
  auto library =
      build_runtime_user(scratch_.path() / "app/bin", {"-Wl,--enable-new-dtags", "-Wl,-rpath,$ORIGIN/../lib"});
  // A cubin (ELF64 for EM_CUDA) named like the runtime where the loader looks first: skipped.
  fs::create_directories(scratch_.path() / "gpu");
  const fs::path source = scratch_.path() / "gpu/k.cu";
  run_ok({"sh", "-c", "echo '__global__ void k() {}' > '" + source.string() + "'"});
  run_ok({nvcc.string(), "-cubin", "-arch=sm_80", "-o", (scratch_.path() / "gpu/libcudart.so.13").string(),
          source.string()});
  auto found = check_against_ldd(library, (scratch_.path() / "gpu").string());
  EXPECT_EQ(found.via, "DT_RUNPATH $ORIGIN/../lib");
}

TEST_F(LoaderResolution, AFileThatIsNotElfStopsTheSearchAsItStopsTheLoader) {
  auto library =
      build_runtime_user(scratch_.path() / "app/bin", {"-Wl,--enable-new-dtags", "-Wl,-rpath,$ORIGIN/../lib"});
  fs::create_directories(scratch_.path() / "bogus");
  const fs::path bogus = scratch_.path() / "bogus/libcudart.so.13";
  run_ok({"sh", "-c", "echo not-elf > '" + bogus.string() + "'"});
  loader_.ld_library_path = {bogus.parent_path().string()};
  auto result = resolve_library("libcudart.so.13", load_info(library), loader_);
  EXPECT_FALSE(result.found);
  EXPECT_EQ(result.path, bogus.string());
  EXPECT_NE(result.error.find("not an ELF file"), std::string::npos) << result.error;
  // The real loader gives up there too ("file too short"), though $ORIGIN/../lib has the runtime.
  auto ldd = run_process({"env", "LD_LIBRARY_PATH=" + bogus.parent_path().string(), "ldd", library.string()});
  EXPECT_FALSE(ldd.ok());
  EXPECT_NE((ldd.output + ldd.errors).find("file too short"), std::string::npos) << ldd.output << ldd.errors;
}

TEST_F(LoaderResolution, AMissingRuntimeIsNotFoundAndItsFixNamesTheWheel) {
  // A binary needing the CUDA 12 runtime, which this machine's loader cannot find.
  const fs::path stub_dir = scratch_.path() / "stub";
  fs::create_directories(stub_dir);
  run_ok(
      {"sh", "-c",
       "printf 'int cudaRuntimeGetVersion(int*v){*v=12080;return 0;}\\n' > '" + (stub_dir / "stub.c").string() + "'"});
  run_ok({CUDACOMPAT_TEST_CC, "-shared", "-fPIC", "-Wl,-soname,libcudart.so.12", "-o",
          (stub_dir / "libcudart.so").string(), (stub_dir / "stub.c").string()});
  const fs::path user_dir = scratch_.path() / "needs12";
  fs::create_directories(user_dir);
  run_ok({"sh", "-c",
          "printf 'int cudaRuntimeGetVersion(int*);\\nint user(void){int v;return "
          "cudaRuntimeGetVersion(&v);}\\n' > '" +
              (user_dir / "user.c").string() + "'"});
  const fs::path library = user_dir / "libuser.so";
  run_ok({CUDACOMPAT_TEST_CC, "-shared", "-fPIC", "-o", library.string(), (user_dir / "user.c").string(),
          "-L" + stub_dir.string(), "-lcudart"});
  loader_.ld_library_path.clear();
  auto result = resolve_library("libcudart.so.12", load_info(library), loader_);
  EXPECT_FALSE(result.found);
  EXPECT_EQ(ldd_resolves(library, "libcudart\\.so\\.12", ""), "not found");
  EXPECT_NE(std::find(result.searched.begin(), result.searched.end(), "ld.so.cache"), result.searched.end());
  const std::string fix = library_fix("libcudart.so.12", "cudart", {12}, KnowledgeBase::embedded());
  EXPECT_NE(fix.find("pip install nvidia-cuda-runtime-cu12"), std::string::npos) << fix;
  const std::string fix13 = library_fix("libcudart.so.13", "cudart", {13}, KnowledgeBase::embedded());
  EXPECT_NE(fix13.find("pip install \"nvidia-cuda-runtime==13.*\""), std::string::npos) << fix13;
}

TEST(OriginExpansion, BothSpellingsOfOriginAreReplacedEverywhere) {
  EXPECT_EQ(expand_origin("$ORIGIN/../lib:${ORIGIN}/x", "/a/b"), "/a/b/../lib:/a/b/x");
  EXPECT_EQ(split_search_path("a::b;c"), (std::vector<std::string>{"a", "", "b", "c"}));
}

}  // namespace
}  // namespace cudacompat::doctor
