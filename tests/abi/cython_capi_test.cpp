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

#include "abi/call_sites.h"
#include "abi/compare.h"
#include "abi/package_tree.h"
#include "abi/pxd_declarations.h"
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

TEST(PxdDeclarations, ReadsFunctionsTypedefsEnumsAndStarCimports) {
  const auto pxd = read_pxd_declarations(
      "from cuda.bindings.cyruntime cimport *\n"
      "cdef extern from \"cuda_runtime_api.h\":\n"
      "    ctypedef void* cudaStream_t\n"
      "    cdef enum cudaLimit:\n"
      "        cudaLimitStackSize = 0  # a comment\n"
      "    cudaError_t cudaDeviceReset() nogil\n"
      "cdef const char* cudaGetErrorName(cudaError_t error) except ?NULL nogil\n"
      "ctypedef void (*cudaHostFn_t)(void* userData)\n"
      "cdef struct dim3:\n"
      "    unsigned int x\n");
  for (const char* name : {"cudaStream_t", "cudaLimit", "cudaLimitStackSize", "cudaDeviceReset", "cudaGetErrorName",
                           "cudaHostFn_t", "dim3"}) {
    EXPECT_TRUE(pxd.names.contains(name)) << name;
  }
  EXPECT_FALSE(pxd.names.contains("cudaError_t"));
  EXPECT_FALSE(pxd.names.contains("x"));  // a field of dim3, not a module-level name
  ASSERT_EQ(pxd.star_cimports.size(), 1u);
  EXPECT_EQ(pxd.star_cimports.front(), "cuda.bindings.cyruntime");
}

// cuda-bindings 12.9.0's cyruntime.pxd (line 13): its types moved into a .pxi it includes.
TEST(PxdDeclarations, RecordsEachIncludeAsWrittenAndDeclaresNothingForIt) {
  const auto pxd = read_pxd_declarations(
      "from libc.stdint cimport uint32_t, uint64_t\n"
      "\n"
      "include \"cyruntime_types.pxi\"\n"
      "include '../shared.pxi'  # a comment\n"
      "\n"
      "ctypedef unsigned int GLenum\n");
  EXPECT_EQ(pxd.includes, (std::vector<std::string>{"cyruntime_types.pxi", "../shared.pxi"}));
  EXPECT_EQ(pxd.names, (std::set<std::string, std::less<>>{"uint32_t", "uint64_t", "GLenum"}));
}

// rmm/_cuda/stream.pxd: `from rmm.pylibrmm.stream cimport Stream` makes `from rmm._cuda.stream
// cimport Stream` work; the name is declared by the re-exporting module.
TEST(PxdDeclarations, NamesReExportedWithFromCimportAreDeclaredUnderTheNameTheyBind) {
  const auto pxd = read_pxd_declarations(
      "from rmm.pylibrmm.stream cimport Stream\n"
      "from libc.stdint cimport uint32_t as u32, int64_t\n"
      "from .memory_resource cimport (DeviceMemoryResource,\n"
      "                               get_current_device_resource as current)\n"
      "from cuda.bindings.cyruntime cimport *\n"
      "from rmm.pylibrmm import stream\n");
  EXPECT_EQ(pxd.names,
            (std::set<std::string, std::less<>>{"Stream", "u32", "int64_t", "DeviceMemoryResource", "current"}));
  EXPECT_EQ(pxd.star_cimports, std::vector<std::string>{"cuda.bindings.cyruntime"});
}

// What is indented under a class, struct, union, scoped enum, fused type or function body belongs
// to it; what is under `cdef extern`, `cdef:` or a compile-time IF is the module's, and so are the
// values of an unscoped enum (C scoping).
TEST(PxdDeclarations, MembersOfClassesStructsAndFunctionBodiesAreNotModuleLevelNames) {
  const auto pxd = read_pxd_declarations(
      "cdef class DeviceBuffer:\n"
      "    cdef unique_ptr[device_buffer] c_obj\n"
      "    cdef public object stream\n"
      "    cdef size_t c_size(self) except *\n"
      "    cpdef copy_to_host(self, ary=*, stream=*)\n"
      "cdef extern from \"rmm/device_buffer.hpp\" namespace \"rmm\" nogil:\n"
      "    cdef cppclass device_buffer:\n"
      "        device_buffer(size_t size,\n"
      "                      cuda_stream_view stream) except +\n"
      "        void resize(size_t new_size) except +\n"
      "    ctypedef struct cudaDeviceProp:\n"
      "        char name[256]\n"
      "        int major\n"
      "    cdef enum cudaLimit:\n"
      "        cudaLimitStackSize = 0\n"
      "        cudaLimitPrintfFifoSize, cudaLimitMallocHeapSize\n"
      "    cpdef enum class Scoped:\n"
      "        scoped_value\n"
      "    ctypedef union u:\n"
      "        int as_int\n"
      "ctypedef fused floating:\n"
      "    float\n"
      "    double\n"
      "cdef:\n"
      "    int module_counter\n"
      "cdef inline size_t rounded(size_t n) nogil:\n"
      "    cdef size_t step = 256\n"
      "    return (n + step - 1) // step * step\n"
      "IF UNAME_SYSNAME == \"Linux\":\n"
      "    ctypedef int linux_only\n"
      "cdef struct dim3:\n"
      "\tunsigned int x\n"
      "int after_the_blocks\n");
  EXPECT_EQ(pxd.names, (std::set<std::string, std::less<>>{
                           "DeviceBuffer", "device_buffer", "cudaDeviceProp", "cudaLimit", "cudaLimitStackSize",
                           "cudaLimitPrintfFifoSize", "cudaLimitMallocHeapSize", "Scoped", "u", "floating",
                           "module_counter", "rounded", "linux_only", "dim3", "after_the_blocks"}));
}

// Decorators and Python/Cython keywords are words of the language, wherever they stand.
TEST(PxdDeclarations, KeywordsAndDecoratorsAreNeverDeclarations) {
  const auto pxd = read_pxd_declarations(
      "@cython.final\n"
      "@staticmethod\n"
      "@cython.boundscheck(False)\n"
      "cdef int helper(int n)\n"
      "cdef extern from *:\n"
      "    pass\n"
      "cdef enum:\n"
      "    pass\n"
      "cdef struct void:\n"
      "    pass\n"
      "ctypedef void* EGLImageKHR\n");
  EXPECT_EQ(pxd.names, (std::set<std::string, std::less<>>{"helper", "EGLImageKHR"}));
}

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

// The x86-64 pass on code written here, one instruction per rule: a signature address loaded once
// into rbx (callee-saved) reaches the rdx of two calls; rdx itself (caller-saved) is forgotten at a
// call; a spill to the frame survives a clobbered register. Bytes assembled from the encodings in
// the comments (Intel SDM), loaded at 0x1000; the callee is the `ret` at 0x1060.
TEST(X86CallSites, CarriesCalleeSavedRegistersAndFrameSlotsAcrossCallsAndForgetsCallerSavedOnes) {
  const std::vector<std::uint8_t> code = {
      // lea 0x1000(%rip),%rbx; lea 0x2000(%rip),%rdi; mov %rbx,%rdx; call 0x1060
      // lea 0x3000(%rip),%rdi; mov %rbx,%rdx; call 0x1060; call 0x1060
      // mov %rbx,0x8(%rsp); xor %ebx,%ebx; mov 0x8(%rsp),%rdx; call 0x1060; ret; nop...; ret
      0x48, 0x8d, 0x1d, 0x00, 0x10, 0x00, 0x00, 0x48, 0x8d, 0x3d, 0x00, 0x20, 0x00, 0x00, 0x48, 0x89, 0xda,
      0xe8, 0x4a, 0x00, 0x00, 0x00, 0x48, 0x8d, 0x3d, 0x00, 0x30, 0x00, 0x00, 0x48, 0x89, 0xda, 0xe8, 0x3b,
      0x00, 0x00, 0x00, 0xe8, 0x36, 0x00, 0x00, 0x00, 0x48, 0x89, 0x5c, 0x24, 0x08, 0x31, 0xdb, 0x48, 0x8b,
      0x54, 0x24, 0x08, 0xe8, 0x25, 0x00, 0x00, 0x00, 0xc3, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
      0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
      0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0xc3,
  };
  CallSites calls;
  x86_64_calls_in(
      readers::ByteView(code.data(), code.size()), 0x1000, [](std::uint64_t target) { return target == 0x1060; },
      calls);
  EXPECT_EQ(calls.calls_to[0x1060], 4u);  // every call counted, read or not
  ASSERT_EQ(calls.sites.size(), 3u);      // the third call has no address in any argument register
  EXPECT_EQ(calls.sites[0].arguments[0], std::optional<std::uint64_t>(0x100e + 0x2000));
  EXPECT_EQ(calls.sites[0].arguments[2], std::optional<std::uint64_t>(0x1007 + 0x1000));
  EXPECT_EQ(calls.sites[1].arguments[0], std::optional<std::uint64_t>(0x101d + 0x3000));
  EXPECT_EQ(calls.sites[1].arguments[2], std::optional<std::uint64_t>(0x1007 + 0x1000));  // rbx survived the call
  EXPECT_EQ(calls.sites[2].arguments[0], std::nullopt);  // rdi is the callee's after a call
  EXPECT_EQ(calls.sites[2].arguments[2], std::optional<std::uint64_t>(0x1007 + 0x1000));  // reloaded from the frame
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
