// The Cython C-API reader against the real cuda-python wheels: what it reads from each extension
// module's machine code must equal the export and import calls of the generated C++ source the
// same wheel ships beside it (the ground truth). The wheels are downloaded once by the test
// abi.fetch_cuda_python_wheels; without them these tests skip.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "abi/compare.h"
#include "abi/package_tree.h"
#include "readers/mapped_file.h"
#include "readers/wheel_reader.h"

namespace cudacompat::abi {
namespace {

// "12.6.0" (x86-64) or "12.6.0-aarch64".
std::string wheel_path(const std::string& release) {
  const bool arm = release.ends_with("-aarch64");
  const std::string version = arm ? release.substr(0, release.size() - 8) : release;
  return std::string(CUDACOMPAT_TEST_WHEEL_CACHE) + "/cuda_python-" + version + "-cp312-cp312-manylinux_2_17_" +
         (arm ? "aarch64.manylinux2014_aarch64" : "x86_64.manylinux2014_x86_64") + ".whl";
}

using Triple = std::tuple<std::string, std::string, std::string>;  // (module, name, signature)

struct SourceTruth {
  std::vector<Triple> exports;  // module is ""
  std::vector<Triple> imports;
};

// The generated sources' calls: __Pyx_ExportFunction("name", (void (*)(void))f, "sig") and
// PyImport_ImportModule("module") followed by __Pyx_ImportFunction_<version>(m, "name", &f, "sig").
// Read by plain search: the sources are tens of megabytes.
SourceTruth read_source(const std::string& text) {
  SourceTruth truth;
  // The quoted string literals of the call that starts at `at`, up to its closing parenthesis.
  auto literals = [&](std::size_t at) {
    std::vector<std::string> found;
    const std::size_t end = text.find(") < 0)", at);
    const std::size_t stop = std::min(end == std::string::npos ? text.size() : end, text.find('\n', at));
    for (std::size_t open = text.find('"', at); open < stop; open = text.find('"', open)) {
      const std::size_t close = text.find('"', open + 1);
      found.push_back(text.substr(open + 1, close - open - 1));
      open = close + 1;
    }
    return found;
  };
  std::string module;
  const std::string import_module = "PyImport_ImportModule(\"";
  const std::string export_call = "__Pyx_ExportFunction(\"";
  const std::string import_call = "__Pyx_ImportFunction_";
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t next =
        std::min({text.find(import_module, at), text.find(export_call, at), text.find(import_call, at)});
    if (next == std::string::npos) break;
    if (text.compare(next, import_module.size(), import_module) == 0) {
      module = literals(next).at(0);
    } else if (text.compare(next, export_call.size(), export_call) == 0) {
      auto strings = literals(next);
      truth.exports.emplace_back("", strings.at(0), strings.at(1));
    } else if (text.compare(next + import_call.size(), 15, "3_0_10(__pyx_t_") == 0 ||
               text.compare(next + import_call.size(), 15, "3_0_11(__pyx_t_") == 0) {
      auto strings = literals(next);
      truth.imports.emplace_back(module, strings.at(0), strings.at(1));
    }
    at = next + 1;
  }
  return truth;
}

std::map<std::string, std::string> cpp_sources(const std::string& wheel) {
  std::map<std::string, std::string> sources;
  auto mapped = readers::MappedFile::open(wheel);
  EXPECT_TRUE(mapped.ok());
  if (!mapped) return sources;
  auto read = readers::read_zip(
      mapped->bytes(), [](std::string_view name, readers::ByteView) { return name.ends_with(".cpp"); },
      [&](std::string_view name, readers::ByteView bytes, const readers::DataExtents&) {
        sources[std::string(name)] = std::string(bytes.as_string());
      },
      [](Error error) { ADD_FAILURE() << error.message; });
  EXPECT_TRUE(read.ok());
  return sources;
}

class RealCudaPython : public testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(wheel_path(GetParam()))) {
      GTEST_SKIP() << wheel_path(GetParam()) << " is not there (the test abi.fetch_cuda_python_wheels downloads it)";
    }
  }
};

TEST_P(RealCudaPython, ReadsTheExportAndImportCallsTheGeneratedSourceMakes) {
  auto tree = read_package_tree(wheel_path(GetParam()));
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  std::size_t modules = 0;
  std::size_t exports = 0;
  for (const auto& [cpp, text] : cpp_sources(wheel_path(GetParam()))) {
    const std::string stem = cpp.substr(0, cpp.size() - 4);
    auto so = std::find_if(tree->files.begin(), tree->files.end(), [&](const auto& entry) {
      return entry.first.starts_with(stem + ".cpython-") && entry.first.ends_with(".so");
    });
    if (so == tree->files.end()) continue;  // a source compiled into another module (loader.cpp)
    const SourceTruth truth = read_source(text);
    std::vector<Triple> read_exports;
    for (const auto& function : so->second.capi.exports)
      read_exports.emplace_back("", function.name, function.signature);
    std::vector<Triple> read_imports;
    for (const auto& import : so->second.capi.imports)
      read_imports.emplace_back(import.module, import.name, import.signature);
    auto expected_exports = truth.exports;
    auto expected_imports = truth.imports;
    std::sort(expected_exports.begin(), expected_exports.end());
    std::sort(read_exports.begin(), read_exports.end());
    std::sort(expected_imports.begin(), expected_imports.end());
    std::sort(read_imports.begin(), read_imports.end());
    EXPECT_EQ(read_exports, expected_exports)
        << so->first << ": read " << read_exports.size() << " exports, the source makes " << expected_exports.size();
    EXPECT_EQ(read_imports, expected_imports)
        << so->first << ": read " << read_imports.size() << " imports, the source makes " << expected_imports.size();
    ++modules;
    exports += expected_exports.size();
  }
  EXPECT_GE(modules, 6u);  // ccuda, ccudart, cnvrtc, cuda, cudart, nvrtc or their cuda.bindings successors
  EXPECT_GT(exports, 700u);
}

INSTANTIATE_TEST_SUITE_P(CudaPython, RealCudaPython, testing::Values("12.6.0", "12.6.1", "12.6.2", "12.6.0-aarch64"),
                         [](const auto& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '.', '_');
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// Cython 3.2.2 (cuda-bindings 13.1.0) exports and imports in one loop per module over the
// (name, signature) pairs of its zlib-compressed string table. Truth: the generated source's
// pointer arrays, `__pyx_export_pointers[])(void) = {...&__pyx_f_4cuda_8bindings_7cynvrtc_nvrtcVersion, ...}`
// and, after `PyImport_ImportModule("m")`, `__pyx_import_pointers[]`; a function's name is its
// C name after the mangled module prefix ("4cuda_8bindings_7cynvrtc_").
std::string mangled_prefix(const std::string& module) {
  std::string prefix = "__pyx_f_";
  std::size_t start = 0;
  while (true) {
    const std::size_t dot = module.find('.', start);
    const std::string part = module.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    prefix += std::to_string(part.size()) + part + "_";
    if (dot == std::string::npos) return prefix;
    start = dot + 1;
  }
}

std::vector<std::string> pointer_array_names(const std::string& text, std::size_t at, const std::string& module) {
  std::vector<std::string> names;
  const std::size_t end = text.find("NULL}", at);
  const std::string prefix = mangled_prefix(module);
  for (std::size_t p = text.find(prefix, at); p < end; p = text.find(prefix, p + 1)) {
    std::size_t stop = p + prefix.size();
    while (stop < text.size() && (std::isalnum(static_cast<unsigned char>(text[stop])) || text[stop] == '_')) ++stop;
    std::string name = text.substr(p + prefix.size(), stop - p - prefix.size());
    // A fused specialisation, `__pyx_fuse_3__pyx_f_..._get_resource_ptr`, is exported as
    // `__pyx_fuse_3get_resource_ptr`.
    const std::size_t fuse = text.rfind("&__pyx_fuse_", p);
    if (fuse != std::string::npos && text.find('_', fuse + 12) == p) name = text.substr(fuse + 1, p - fuse - 1) + name;
    names.push_back(std::move(name));
  }
  return names;
}

TEST(CythonCapi, ReadsCython32sStringTableExportsAndImportsAsTheGeneratedPointerArraysList) {
  const std::string wheel = std::string(CUDACOMPAT_TEST_WHEEL_CACHE) +
                            "/cuda_bindings-13.1.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl";
  if (!std::filesystem::exists(wheel)) GTEST_SKIP() << wheel << " is not there (tests/abi/heldout downloads it)";
  auto tree = read_package_tree(wheel);
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  std::size_t modules = 0;
  std::size_t exports = 0;
  std::size_t imports = 0;
  for (const auto& [cpp, text] : cpp_sources(wheel)) {
    const std::string stem = cpp.substr(0, cpp.size() - 4);
    auto so = std::find_if(tree->files.begin(), tree->files.end(), [&](const auto& entry) {
      return entry.first.starts_with(stem + ".cpython-") && entry.first.ends_with(".so");
    });
    if (so == tree->files.end()) continue;
    ASSERT_NE(text.find("Generated by Cython 3.2"), std::string::npos) << cpp;
    const std::string module = python_module_of(so->first);
    std::vector<std::pair<std::string, std::string>> expected_exports;
    std::vector<std::pair<std::string, std::string>> expected_imports;
    if (auto at = text.find("__pyx_export_pointers[])(void) = {"); at != std::string::npos) {
      for (auto& name : pointer_array_names(text, at, module)) expected_exports.emplace_back("", name);
    }
    for (std::size_t at = text.find("__pyx_import_pointers[])(void) = {"); at != std::string::npos;
         at = text.find("__pyx_import_pointers[])(void) = {", at + 1)) {
      const std::size_t open = text.rfind("PyImport_ImportModule(\"", at) + 23;
      const std::string from = text.substr(open, text.find('"', open) - open);
      for (auto& name : pointer_array_names(text, at, from)) expected_imports.emplace_back(from, name);
    }
    std::vector<std::pair<std::string, std::string>> read_exports;
    std::vector<std::pair<std::string, std::string>> read_imports;
    for (const auto& function : so->second.capi.exports) read_exports.emplace_back("", function.name);
    for (const auto& import : so->second.capi.imports) read_imports.emplace_back(import.module, import.name);
    std::sort(expected_exports.begin(), expected_exports.end());
    std::sort(expected_imports.begin(), expected_imports.end());
    std::sort(read_exports.begin(), read_exports.end());
    std::sort(read_imports.begin(), read_imports.end());
    EXPECT_EQ(read_exports, expected_exports) << so->first;
    EXPECT_EQ(read_imports, expected_imports) << so->first;
    ++modules;
    exports += expected_exports.size();
    imports += expected_imports.size();
  }
  EXPECT_GE(modules, 15u);
  EXPECT_GT(exports, 1000u);
  EXPECT_GT(imports, 1000u);
}

// The aarch64 and x86-64 wheels of one release are built from the same generated sources: each
// extension module must read the same exports and imports on both machines.
using ModuleCapi = std::map<std::string, std::pair<std::vector<CapiFunction>, std::vector<Triple>>>;

ModuleCapi capi_by_module(const PackageTree& tree) {
  ModuleCapi modules;
  for (const auto& [path, file] : tree.files) {
    if (file.kind != TreeFile::Kind::kElf || !file.capi.is_extension()) continue;
    auto& [exports, imports] = modules[python_module_of(path)];
    exports = file.capi.exports;
    std::sort(exports.begin(), exports.end());
    for (const auto& import : file.capi.imports) imports.emplace_back(import.module, import.name, import.signature);
    std::sort(imports.begin(), imports.end());
  }
  return modules;
}

// One release of tests/abi/both_machines.txt: its x86-64 and aarch64 wheels in the wheel cache.
struct TwoMachineRelease {
  std::string project, version, x86_64_wheel, aarch64_wheel;
};

// gtest prints a parameter into the test's name as ctest sees it: the release, never its bytes.
void PrintTo(const TwoMachineRelease& release, std::ostream* out) { *out << release.x86_64_wheel; }

std::vector<TwoMachineRelease> two_machine_releases() {
  std::vector<TwoMachineRelease> releases;
  std::ifstream list(CUDACOMPAT_TEST_BOTH_MACHINES);
  for (std::string line; std::getline(list, line);) {
    if (line.empty() || line.starts_with('#')) continue;
    std::istringstream fields(line);
    TwoMachineRelease release;
    std::string x86_sha, arm_sha;
    fields >> release.project >> release.version >> release.x86_64_wheel >> x86_sha >> release.aarch64_wheel >> arm_sha;
    releases.push_back(release);
  }
  return releases;
}

// The first few entries one list has and the other lacks, for a message that fits on a screen.
template <typename T>
std::string first_differences(const std::vector<T>& x86, const std::vector<T>& arm) {
  std::vector<T> only_x86, only_arm;
  std::set_difference(x86.begin(), x86.end(), arm.begin(), arm.end(), std::back_inserter(only_x86));
  std::set_difference(arm.begin(), arm.end(), x86.begin(), x86.end(), std::back_inserter(only_arm));
  auto show = [](const std::vector<T>& entries) {
    std::string text;
    for (std::size_t i = 0; i < std::min<std::size_t>(entries.size(), 3); ++i) {
      std::apply([&](const auto&... field) { ((text += std::string(field) + " "), ...); }, entries[i]);
      text += "; ";
    }
    return text;
  };
  return std::to_string(x86.size()) + " on x86-64, " + std::to_string(arm.size()) + " on aarch64; " +
         std::to_string(only_x86.size()) + " read on x86-64 only (" + show(only_x86) + "), " +
         std::to_string(only_arm.size()) + " on aarch64 only (" + show(only_arm) + ")";
}

class BothMachines : public testing::TestWithParam<TwoMachineRelease> {};

TEST_P(BothMachines, ReadTheSameCapiOnAarch64AsOnX8664ModuleByModule) {
  const auto& release = GetParam();
  const std::string cache = CUDACOMPAT_TEST_WHEEL_CACHE;
  for (const auto& wheel : {release.x86_64_wheel, release.aarch64_wheel}) {
    if (!std::filesystem::exists(cache + "/" + wheel))
      GTEST_SKIP() << cache << "/" << wheel << " is not there (abi.fetch_cuda_python_wheels downloads it from PyPI)";
  }
  auto x86 = read_package_tree(cache + "/" + release.x86_64_wheel);
  auto arm = read_package_tree(cache + "/" + release.aarch64_wheel);
  ASSERT_TRUE(x86.ok()) << x86.error().message;
  ASSERT_TRUE(arm.ok()) << arm.error().message;
  const ModuleCapi x86_modules = capi_by_module(*x86);
  const ModuleCapi arm_modules = capi_by_module(*arm);
  std::size_t exports = 0, imports = 0, same = 0;
  for (const auto& [module, capi] : x86_modules) {
    auto found = arm_modules.find(module);
    if (found == arm_modules.end()) {
      ADD_FAILURE() << module << " is in the x86-64 wheel only";
      continue;
    }
    // The signature triples are compared as (name, signature) pairs of one module: tuples of strings.
    std::vector<std::tuple<std::string, std::string>> x86_exports, arm_exports;
    for (const auto& f : capi.first) x86_exports.emplace_back(f.name, f.signature);
    for (const auto& f : found->second.first) arm_exports.emplace_back(f.name, f.signature);
    // EXPECT_TRUE, not EXPECT_EQ: the lists hold hundreds of entries; the message names what differs.
    EXPECT_TRUE(arm_exports == x86_exports)
        << module << ": exports differ: " << first_differences(x86_exports, arm_exports);
    EXPECT_TRUE(found->second.second == capi.second)
        << module << ": imports differ: " << first_differences(capi.second, found->second.second);
    same += arm_exports == x86_exports && found->second.second == capi.second;
    exports += capi.first.size();
    imports += capi.second.size();
  }
  EXPECT_EQ(arm_modules.size(), x86_modules.size());
  std::cout << release.x86_64_wheel << ": " << same << " of " << x86_modules.size()
            << " extension modules read the same on aarch64 as on x86-64 (" << exports << " exports, " << imports
            << " imports on x86-64)\n";
  EXPECT_GT(exports, 700u);
}

INSTANTIATE_TEST_SUITE_P(CudaPython, BothMachines, testing::ValuesIn(two_machine_releases()), [](const auto& info) {
  const std::string& wheel = info.param.x86_64_wheel;  // "cuda_python-12.6.0-cp312-...": its Python tells two apart
  const auto python = wheel.find("-cp");
  std::string name = info.param.project + "_" + info.param.version + "_" +
                     wheel.substr(python + 1, wheel.find('-', python + 1) - python - 1);
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
});

// The real bytes that one pass misread: in cuda-bindings 13.0.0's aarch64 cyruntime, GCC rotated a
// loop of the module init (a `cbz` into the loop's middle at 0x139cc, its head at 0x139f8 after a
// `b`, reached only from its end at 0x13a04). Started from nothing there, the pass lost x20 (the
// module state's page) and with it the pointer argument of the 15 imports that follow, from
// `cuda.bindings._bindings.cyruntime` (the first: `_cudaDeviceReset`, `cudaError_t (void)`).
TEST(CythonCapi, ReadsEveryImportAfterALoopEnteredInItsMiddleOnAarch64) {
  const auto releases = two_machine_releases();
  const auto release = std::find_if(releases.begin(), releases.end(), [](const TwoMachineRelease& r) {
    return r.project == "cuda-bindings" && r.version == "13.0.0";
  });
  ASSERT_NE(release, releases.end()) << "both_machines.txt lists no cuda-bindings 13.0.0";
  const std::string wheel = std::string(CUDACOMPAT_TEST_WHEEL_CACHE) + "/" + release->aarch64_wheel;
  if (!std::filesystem::exists(wheel))
    GTEST_SKIP() << wheel << " is not there (abi.fetch_cuda_python_wheels downloads it from PyPI)";
  auto tree = read_package_tree(wheel);
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  auto found = tree->files.find("cuda/bindings/cyruntime.cpython-311-aarch64-linux-gnu.so");
  ASSERT_NE(found, tree->files.end());
  const CythonCapi& capi = found->second.capi;
  EXPECT_EQ(capi.import_calls, 313u);
  EXPECT_EQ(capi.imports.size(), capi.import_calls);
  const auto first = std::find_if(capi.imports.begin(), capi.imports.end(),
                                  [](const CapiImport& i) { return i.name == "_cudaDeviceReset"; });
  ASSERT_NE(first, capi.imports.end()) << "the first of the 15 imports after the loop is not read";
  EXPECT_EQ(first->module, "cuda.bindings._bindings.cyruntime");
  EXPECT_EQ(first->signature, "cudaError_t (void)");
}

TEST(CythonCapi, FollowsThe1262ReExportToCudaBindingsCyruntime) {
  if (!std::filesystem::exists(wheel_path("12.6.2"))) GTEST_SKIP() << "no cuda-python 12.6.2 wheel";
  auto tree = read_package_tree(wheel_path("12.6.2"));
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  std::string via;
  const auto* functions = effective_capi(*tree, "cuda.ccudart", &via);
  ASSERT_NE(functions, nullptr);
  EXPECT_EQ(via, "cuda.bindings.cyruntime");
  EXPECT_EQ(functions, effective_capi(*tree, "cuda.bindings.cyruntime", nullptr));
}

TEST(CythonCapi, FindsNoCapiIn1261sShimModule) {
  if (!std::filesystem::exists(wheel_path("12.6.1"))) GTEST_SKIP() << "no cuda-python 12.6.1 wheel";
  auto tree = read_package_tree(wheel_path("12.6.1"));
  ASSERT_TRUE(tree.ok()) << tree.error().message;
  EXPECT_EQ(effective_capi(*tree, "cuda.ccudart", nullptr), nullptr);
  EXPECT_NE(effective_capi(*tree, "cuda.bindings.cyruntime", nullptr), nullptr);
}

}  // namespace
}  // namespace cudacompat::abi
