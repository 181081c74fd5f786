// The readers of `pin --check` on fixtures modelled on real projects (tests/pin/fixtures), on
// malformed files, and on environments and odd bytes written to scratch directories. Expected
// line numbers are found in the fixture text itself, so a test checks the reader's count, not a
// number copied from the file.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "pin/readers.h"
#include "pin/recipe_conditions.h"
#include "requirements/conda_spec.h"
#include "requirements/pep508.h"
#include "scratch_dir.h"

namespace cudacompat::pins {

using requirements::CondaSpec;
using requirements::normalize_python_name;
using requirements::parse_conda_spec;
using requirements::parse_requirement;
namespace {

namespace fs = std::filesystem;
using testing::ScratchDir;

std::string fixture(const std::string& relative) { return std::string(CUDACOMPAT_PIN_FIXTURES) + "/" + relative; }

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

std::vector<std::string> file_lines(const fs::path& path) {
  std::vector<std::string> lines;
  std::istringstream in(file_text(path));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// 1-based number of the first line of `path` that contains `needle`; 0 when none does.
int line_containing(const fs::path& path, const std::string& needle) {
  const auto lines = file_lines(path);
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].find(needle) != std::string::npos) return static_cast<int>(i + 1);
  return 0;
}

const Declared* find_entry(const std::vector<Declared>& entries, const std::string& name,
                           const std::string& section = "") {
  for (const Declared& entry : entries)
    if (entry.name == name && (section.empty() || entry.section == section)) return &entry;
  return nullptr;
}

std::size_t count_named(const std::vector<Declared>& entries, const std::string& name) {
  return static_cast<std::size_t>(
      std::count_if(entries.begin(), entries.end(), [&](const Declared& entry) { return entry.name == name; }));
}

DeclaredFile read_ok(const std::string& path) {
  auto file = read_declared_file(path);
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().message);
  return file.ok() ? *file : DeclaredFile{};
}

// ---------------------------------------------------------------------------------------------
// PEP 508

TEST(Pep508, SplitsARequirementIntoItsPartsAsWritten) {
  auto parsed = parse_requirement("  Cupy_CUDA12x [ all , ctk ] ( >=13.0 , <14 ) ; platform_system == 'Linux'  ");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(parsed->name, "Cupy_CUDA12x");
  EXPECT_EQ(parsed->normalized_name, "cupy-cuda12x");
  EXPECT_EQ(parsed->extras, (std::vector<std::string>{"all", "ctk"}));
  EXPECT_EQ(parsed->specifier, ">=13.0 , <14");
  EXPECT_EQ(parsed->marker, "platform_system == 'Linux'");
  EXPECT_EQ(parsed->url, "");
}

TEST(Pep508, ReadsTheUrlOfADirectReferenceAndItsMarker) {
  auto parsed = parse_requirement("torch @ https://download.pytorch.org/whl/torch-2.5.1.whl ; python_version<'3.13'");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(parsed->url, "https://download.pytorch.org/whl/torch-2.5.1.whl");
  EXPECT_EQ(parsed->specifier, "");
  EXPECT_EQ(parsed->marker, "python_version<'3.13'");
}

TEST(Pep508, NormalizesNamesAsPep503Says) {
  EXPECT_EQ(normalize_python_name("Nvidia_CUDA_Runtime_cu12"), "nvidia-cuda-runtime-cu12");
  EXPECT_EQ(normalize_python_name("foo.._-Bar"), "foo-bar");
  EXPECT_EQ(normalize_python_name("cupy-cuda12x"), "cupy-cuda12x");
}

TEST(Pep508, NamesWhatItExpectedWhatItFoundAndTheColumn) {
  auto parsed = parse_requirement("cupy-cuda12x=13.0");
  ASSERT_FALSE(parsed.ok());
  const std::string& message = parsed.error().message;
  EXPECT_NE(message.find("expected a version specifier"), std::string::npos) << message;
  EXPECT_NE(message.find("after 'cupy-cuda12x'"), std::string::npos) << message;
  EXPECT_NE(message.find("at column 13"), std::string::npos) << message;
  EXPECT_NE(message.find("found '=13.0'"), std::string::npos) << message;
}

TEST(Pep508, RefusesWhatPipRefuses) {
  for (const char* text :
       {"", "-foo", "foo-", "foo>=1.0.*", "foo==1.0+local.*", "foo~=1", "foo[a b]", "foo; python_version", "foo @",
        "foo>=1 bar", "foo; os_name == 'a\\x4'", "foo===1,2", "foo (>=1", "foo; os_name = 'a'"}) {
    EXPECT_FALSE(parse_requirement(text).ok()) << "accepted: " << text;
  }
  const std::string deep = "foo; " + std::string(150, '(') + "os_name == 'a'" + std::string(150, ')');
  EXPECT_FALSE(parse_requirement(deep).ok()) << "a marker nested 150 deep";
}

TEST(Pep508, AcceptsWhatPipAccepts) {
  for (const char* text : {"foo>=1,", "foo===anything", "foo ()", "foo[]", "foo_", "name@http://foo.com", "foo>=\n1",
                           "foo; extra == 'gpu' and (os_name == 'nt' or sys.platform != 'linux')"}) {
    auto parsed = parse_requirement(text);
    EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error().message);
  }
}

// PEP 825's markers, which packaging 26.4 does not know yet: a variant wheel's dependencies on its
// own properties are read, not dropped as unparsable.
TEST(Pep508, AcceptsTheWheelVariantMarkersOfPep825) {
  for (const char* text : {"nvidia-cuda-runtime<14,>=13.0.48; \"nvidia :: cuda_version_upper_bound :: 14\" in "
                           "variant_properties",
                           "dep1; 'foo' in variant_namespaces", "dep2; \"foo :: bar\" not in variant_features",
                           "dep4; variant_label == 'cu13' and python_version >= '3.9'"}) {
    auto parsed = parse_requirement(text);
    EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error().message);
  }
  EXPECT_FALSE(parse_requirement("dep; 'x' in variant_property").ok()) << "a misspelt variable";
}

// ---------------------------------------------------------------------------------------------
// Conda match specs

TEST(CondaSpec, SplitsChannelNameVersionAndBuildAsCondaDoes) {
  struct Case {
    const char* text;
    CondaSpec expected;
  };
  const Case cases[] = {
      {"cuda-version>=12.4,<13", {"", "cuda-version", ">=12.4,<13", ""}},
      {"cuda-version=12.4", {"", "cuda-version", "=12.4", ""}},
      {"conda-forge::cupy 13.*", {"conda-forge", "cupy", "13.*", ""}},
      {"pytorch=2.5=*cuda*", {"", "pytorch", "=2.5", "*cuda*"}},
      {"numpy 1.26.* py311*", {"", "numpy", "1.26.*", "py311*"}},
      {"cmake >=3.26.4,!=3.30.0", {"", "cmake", ">=3.26.4,!=3.30.0", ""}},
      {"cuda-version[version='>=12,<13']", {"", "cuda-version", ">=12,<13", ""}},
      {"python  # the interpreter", {"", "python", "", ""}},
      {"nvidia/label/cuda-12.4.0::cuda-nvcc", {"nvidia/label/cuda-12.4.0", "cuda-nvcc", "", ""}},
  };
  for (const Case& c : cases) {
    auto spec = parse_conda_spec(c.text);
    ASSERT_TRUE(spec.ok()) << c.text << ": " << spec.error().message;
    EXPECT_EQ(spec->channel, c.expected.channel) << c.text;
    EXPECT_EQ(spec->name, c.expected.name) << c.text;
    EXPECT_EQ(spec->version, c.expected.version) << c.text;
    EXPECT_EQ(spec->build, c.expected.build) << c.text;
  }
}

TEST(CondaSpec, RefusesAnOperatorWithoutAVersionOrAName) {
  for (const char* text : {"numpy>=", "numpy ==", ">=1.0", "", "   ", "x[version=1", "x]"}) {
    auto spec = parse_conda_spec(text);
    ASSERT_FALSE(spec.ok()) << "accepted: '" << text << "'";
    EXPECT_NE(spec.error().message.find("expected"), std::string::npos) << spec.error().message;
  }
}

// ---------------------------------------------------------------------------------------------
// requirements*.txt

TEST(RequirementsReader, GivesEachRequirementTheLineWhereItStarts) {
  const std::string path = fixture("requirements/requirements-cuda12.txt");
  DeclaredFile file = read_ok(path);
  const Declared* cupy = find_entry(file.entries, "cupy-cuda12x");
  ASSERT_NE(cupy, nullptr);
  EXPECT_EQ(cupy->line, line_containing(path, "cupy-cuda12x>=13.0 \\"));
  EXPECT_EQ(cupy->spec, ">=13.0");
  EXPECT_EQ(cupy->marker, "platform_system == \"Linux\"") << "the continuation line is part of the requirement";
  const Declared* cuda_python = find_entry(file.entries, "cuda-python");
  ASSERT_NE(cuda_python, nullptr);
  EXPECT_EQ(cuda_python->line, line_containing(path, "cuda-python>=12.0"));
  EXPECT_EQ(cuda_python->spec, ">=12.0,<13") << "the comment is not part of it";
  EXPECT_EQ(cuda_python->file, path);
}

TEST(RequirementsReader, FollowsIncludesRelativeToTheIncludingFileAndNamesThem) {
  const std::string path = fixture("requirements/requirements-cuda12.txt");
  DeclaredFile file = read_ok(path);
  const std::string base = (fs::path(path).parent_path() / "base.txt").lexically_normal().string();
  const Declared* runtime = find_entry(file.entries, "nvidia-cuda-runtime-cu12");
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->file, base);
  EXPECT_EQ(runtime->line, line_containing(base, "Nvidia_CUDA_Runtime_cu12"));
  EXPECT_EQ(runtime->spec, ">= 12.0");
  const Declared* bindings = find_entry(file.entries, "cuda-bindings");
  ASSERT_NE(bindings, nullptr);
  EXPECT_EQ(bindings->file, (fs::path(path).parent_path() / "constraints.txt").lexically_normal().string());
  EXPECT_EQ(bindings->section, "constraints");
  EXPECT_EQ(runtime->section, "requirements");
}

TEST(RequirementsReader, FollowsANestedIncludeFromTheDirectoryOfTheFileNamingIt) {
  ScratchDir scratch;
  scratch.write("project/requirements.txt", "-r ../shared/gpu.txt\n");
  scratch.write("shared/gpu.txt", "-r cuda.txt\n");
  const fs::path cuda = scratch.write("shared/cuda.txt", "cuda-python>=12,<13\n");
  DeclaredFile file = read_ok((scratch.path() / "project/requirements.txt").string());
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_EQ(fs::path(file.entries[0].file), cuda.lexically_normal());
}

TEST(RequirementsReader, ReadsEachIncludedFileOnceEvenInACycle) {
  DeclaredFile file = read_ok(fixture("requirements/requirements-cuda12.txt"));
  EXPECT_EQ(count_named(file.entries, "numpy"), 1u);
  EXPECT_EQ(count_named(file.entries, "cuda-python"), 1u);
}

TEST(RequirementsReader, DropsHashOptionsAndSkipsOptionAndPathLines) {
  DeclaredFile file = read_ok(fixture("requirements/requirements-cuda12.txt"));
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  std::vector<std::string> names;
  for (const Declared& entry : file.entries) names.push_back(entry.name);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"cuda-bindings", "cuda-python", "cupy-cuda12x", "numpy",
                                             "nvidia-cublas-cu12", "nvidia-cuda-runtime-cu12", "torch"}));
  EXPECT_EQ(find_entry(file.entries, "nvidia-cublas-cu12")->spec, "==12.4.5.8");
}

TEST(RequirementsReader, ReportsABadLineWithItsFileAndLineAndReadsTheOthers) {
  const std::string path = fixture("malformed/requirements.txt");
  DeclaredFile file = read_ok(path);
  EXPECT_EQ(file.entries.size(), 3u);
  ASSERT_EQ(file.errors.size(), 1u);
  const std::string where = path + ":" + std::to_string(line_containing(path, "cupy-cuda12x=13.0"));
  EXPECT_EQ(file.errors[0].message.rfind(where + ": ", 0), 0u) << file.errors[0].message;
  EXPECT_EQ(file.errors[0].code, "entry-unreadable");
  EXPECT_EQ(file.errors[0].where, where);
  EXPECT_NE(file.errors[0].message.find("column 13"), std::string::npos) << file.errors[0].message;
}

TEST(RequirementsReader, ReportsAnIncludeThatCannotBeReadAtTheLineNamingIt) {
  ScratchDir scratch;
  const fs::path path = scratch.write("requirements.txt", "numpy\n-r missing.txt\ncupy-cuda12x\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 2u);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path.string() + ":2: ", 0), 0u) << file.errors[0].message;
  EXPECT_NE(file.errors[0].message.find("missing.txt"), std::string::npos);
  EXPECT_EQ(file.errors[0].code, "include-not-followed");
  EXPECT_EQ(file.errors[0].where, path.string() + ":2");
}

TEST(RequirementsReader, ReadsCrlfLinesAByteOrderMarkAndAContinuationAtTheEnd) {
  ScratchDir scratch;
  const fs::path path =
      scratch.write("constraints-ci.txt", "\xEF\xBB\xBFnumpy>=1.23\r\n# comment \\\r\ncupy \\\r\n>=13");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.entries.size(), 2u) << (file.errors.empty() ? "" : file.errors.front().message);
  EXPECT_EQ(file.entries[0].name, "numpy");
  EXPECT_EQ(file.entries[0].spec, ">=1.23");
  EXPECT_EQ(file.entries[1].name, "cupy");
  EXPECT_EQ(file.entries[1].spec, ">=13");
  EXPECT_EQ(file.entries[1].line, 3);
  EXPECT_EQ(file.entries[0].section, "constraints") << "a constraints*.txt file";
}

TEST(RequirementsReader, StopsAfterFiftyBadLinesAfterAGoodOne) {
  ScratchDir scratch;
  std::string text = "numpy>=1.23\n";
  for (int i = 0; i < 200; ++i) text += "\x7f\x01ELF garbage " + std::to_string(i) + "\n";
  const fs::path path = scratch.write("requirements.txt", text);
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.errors.size(), 51u);
  EXPECT_NE(file.errors.back().message.find("the rest of the file is not read"), std::string::npos);
  EXPECT_EQ(file.errors.back().code, "too-many-unreadable-lines");
  EXPECT_EQ(file.errors.front().code, "entry-unreadable");
}

TEST(RequirementsReader, CallsAFileWhoseFirstThreeLinesAreNoRequirementsNotARequirementsFile) {
  ScratchDir scratch;
  std::string text;
  for (int i = 0; i < 200; ++i) text += "\x7f\x01ELF garbage " + std::to_string(i) + "\n";
  const fs::path path = scratch.write("requirements.txt", text);
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path.string() + ": not a requirements file", 0), 0u) << file.errors[0].message;
  EXPECT_EQ(file.errors[0].code, "not-a-requirements-file");
  EXPECT_EQ(file.errors[0].where, path.string());
}

// `-r /etc/shadow` in a pull request's requirements file: the error may not copy the file into a CI log.
TEST(RequirementsReader, QuotesAtMostAShortEscapedExcerptOfAnIncludedFileThatIsNoRequirementsFile) {
  ScratchDir scratch;
  const std::string secret = "root:$6$SALTSALT$VERYSECRETHASHVERYSECRETHASH:19000:0:99999:7:::\x1b[2J";
  const fs::path shadow = scratch.write("shadow", secret + "\n" + secret + "\n" + secret + "\n" + secret + "\n");
  const fs::path path = scratch.write("requirements.txt", "numpy\n-r " + shadow.string() + "\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
  ASSERT_EQ(file.errors.size(), 1u);
  const std::string& message = file.errors[0].message;
  EXPECT_NE(message.find("not a requirements file"), std::string::npos) << message;
  EXPECT_NE(message.find("'root:$6$SALTSALT$VERYSEC'..."), std::string::npos) << message;
  EXPECT_EQ(message.find("SECRETHASH"), std::string::npos) << message;
}

TEST(RequirementsReader, RefusesAnIncludedFifoWithoutWaitingForAWriter) {
  ScratchDir scratch;
  ASSERT_EQ(::mkfifo((scratch.path() / "pipe.txt").c_str(), 0600), 0);
  const fs::path path = scratch.write("requirements.txt", "numpy\n-r pipe.txt\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_NE(file.errors[0].message.find("is a FIFO (named pipe), not a regular file"), std::string::npos)
      << file.errors[0].message;
}

// ---------------------------------------------------------------------------------------------
// pyproject.toml

TEST(PyprojectReader, ReadsEverySectionUnderItsName) {
  DeclaredFile file = read_ok(fixture("rapids/pyproject.toml"));
  EXPECT_EQ(file.source, SourceKind::kPyproject);
  const Declared* cuda_python = find_entry(file.entries, "cuda-python", "project.dependencies");
  ASSERT_NE(cuda_python, nullptr);
  EXPECT_EQ(cuda_python->spec, ">=12.0,<13.0a0");
  const Declared* backend = find_entry(file.entries, "scikit-build-core", "build-system.requires");
  ASSERT_NE(backend, nullptr);
  EXPECT_EQ(backend->extras, std::vector<std::string>{"pyproject"});
  const Declared* bindings = find_entry(file.entries, "cuda-bindings", "project.optional-dependencies.gpu");
  ASSERT_NE(bindings, nullptr) << "Cuda_Bindings, normalised";
  EXPECT_EQ(bindings->spec, "~= 12.6");
  EXPECT_EQ(bindings->marker, "python_version >= '3.10'");
  EXPECT_NE(find_entry(file.entries, "ruff", "dependency-groups.lint"), nullptr);
  // rapids-build-backend installs its `requires` into the build environment, beside [build-system]'s.
  EXPECT_NE(find_entry(file.entries, "cmake", "tool.rapids-build-backend.requires"), nullptr);
  EXPECT_EQ(find_entry(file.entries, "scikit-build-core", "tool.scikit-build"), nullptr)
      << "other [tool.*] tables declare no dependencies of the project";
}

TEST(PyprojectReader, GivesEachEntryTheLineOfItsString) {
  const std::string path = fixture("rapids/pyproject.toml");
  DeclaredFile file = read_ok(path);
  ASSERT_FALSE(file.entries.empty());
  const auto lines = file_lines(path);
  for (const Declared& entry : file.entries) {
    ASSERT_GT(entry.line, 0) << entry.raw;
    EXPECT_NE(lines[static_cast<std::size_t>(entry.line) - 1].find("\"" + entry.raw + "\""), std::string::npos)
        << entry.raw << " at line " << entry.line;
  }
}

TEST(PyprojectReader, SkipsIncludeGroupTablesWithoutAnError) {
  DeclaredFile file = read_ok(fixture("rapids/pyproject.toml"));
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_NE(find_entry(file.entries, "pytest", "dependency-groups.test"), nullptr);
}

TEST(PyprojectReader, ReportsMalformedTomlWithFileAndLine) {
  const std::string path = fixture("malformed/pyproject.toml");
  auto file = read_declared_file(path);
  ASSERT_FALSE(file.ok());
  const std::string prefix = path + ":" + std::to_string(line_containing(path, "\"numpy\"")) + ": ";
  EXPECT_EQ(file.error().message.rfind(prefix, 0), 0u) << file.error().message;
  EXPECT_NE(file.error().message.find("malformed TOML"), std::string::npos);
}

TEST(PyprojectReader, ReportsANonStringRequirementAndReadsTheRest) {
  ScratchDir scratch;
  const fs::path path = scratch.write("pyproject.toml",
                                      "[project]\nname = \"x\"\ndependencies = [\n  \"numpy\",\n  3,\n"
                                      "  \"cupy-cuda12x>=13\",\n]\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 2u);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path.string() + ":5: ", 0), 0u) << file.errors[0].message;
  EXPECT_NE(file.errors[0].message.find("found an integer"), std::string::npos) << file.errors[0].message;
  EXPECT_EQ(file.errors[0].code, "entry-wrong-type");
  EXPECT_EQ(file.errors[0].where, path.string() + ":5");
}

// ---------------------------------------------------------------------------------------------
// Cargo.toml, Cargo.lock

TEST(PyprojectReader, RefusesADottedKeyNestedDeeperThanTheLimitNamingItsLine) {
  ScratchDir scratch;
  std::string key = "a";
  for (int i = 0; i < 50000; ++i) key += ".a";
  const fs::path path = scratch.write("pyproject.toml", "[project]\nname = \"x\"\n" + key + " = 1\n");
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + ":3: keys nest tables 50002 deep", 0), 0u)
      << file.error().message;
}

TEST(PyprojectReader, ReadsKeysNestedToTheLimitAndAQuotedKeyHoldingDots) {
  ScratchDir scratch;
  std::string header = "[tool";
  for (int i = 1; i < 120; ++i) header += ".a";
  const std::string dots(3000, '.');
  const fs::path path = scratch.write(
      "pyproject.toml", "[project]\ndependencies = [\"numpy\"]\n" + header + "]\n\"" + dots + "\" = '[a.b.c]'\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
}

TEST(CargoReader, RefusesATableHeaderNestedDeeperThanTheLimit) {
  ScratchDir scratch;
  std::string header = "[a";
  for (int i = 0; i < 50000; ++i) header += ".a";
  const fs::path path = scratch.write("Cargo.toml", "[package]\nname = \"x\"\n\n" + header + "]\n");
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + ":4: keys nest tables", 0), 0u) << file.error().message;
}

// An empty range is a finding for the rules to make: the reader hands it over as written.
TEST(CargoReader, PassesAnEmptyRangeThroughAsWritten) {
  ScratchDir scratch;
  const fs::path path = scratch.write("Cargo.toml", "[dependencies]\ncudarc = \">=0.11.4, <0.11.4\"\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].spec, ">=0.11.4, <0.11.4");
}

TEST(CargoReader, ReadsCudarcFromWorkspaceDependenciesWithItsFeatures) {
  const std::string path = fixture("candle/Cargo.toml");
  DeclaredFile file = read_ok(path);
  const Declared* cudarc = find_entry(file.entries, "cudarc", "workspace.dependencies");
  ASSERT_NE(cudarc, nullptr);
  EXPECT_EQ(cudarc->ecosystem, Ecosystem::kCargo);
  EXPECT_EQ(cudarc->spec, "0.11.4");
  EXPECT_EQ(cudarc->features, (std::vector<std::string>{"f16", "cuda-11080"}));
  EXPECT_EQ(cudarc->line, line_containing(path, "cudarc = {"));
  EXPECT_EQ(cudarc->raw, file_lines(path)[static_cast<std::size_t>(cudarc->line) - 1]);
}

TEST(CargoReader, NamesARenamedDependencyByItsPackage) {
  DeclaredFile workspace = read_ok(fixture("candle/Cargo.toml"));
  EXPECT_NE(find_entry(workspace.entries, "candle-core"), nullptr);
  EXPECT_NE(find_entry(workspace.entries, "candle-hf-hub"), nullptr);
  EXPECT_EQ(find_entry(workspace.entries, "hf-hub"), nullptr);
  DeclaredFile member = read_ok(fixture("candle/candle-core/Cargo.toml"));
  const Declared* renamed = nullptr;
  for (const Declared& entry : member.entries)
    if (entry.raw.starts_with("cuda12 =")) renamed = &entry;
  ASSERT_NE(renamed, nullptr);
  EXPECT_EQ(renamed->name, "cudarc");
  EXPECT_EQ(renamed->spec, "=0.12.1");
  EXPECT_EQ(renamed->features, (std::vector<std::string>{"cuda-12040", "f16"}));
}

TEST(CargoReader, ReadsTargetTablesUnderTheirCfg) {
  DeclaredFile file = read_ok(fixture("candle/candle-core/Cargo.toml"));
  EXPECT_NE(find_entry(file.entries, "nvml-wrapper", "target.'cfg(target_os = \"linux\")'.dependencies"), nullptr);
  EXPECT_NE(find_entry(file.entries, "cc", "target.x86_64-unknown-linux-gnu.build-dependencies"), nullptr);
  EXPECT_NE(find_entry(file.entries, "anyhow", "dev-dependencies"), nullptr);
  EXPECT_EQ(find_entry(file.entries, "bindgen_cuda", "build-dependencies")->spec, "0.1.1");
}

TEST(CargoReader, GivesGitPathAndWorkspaceDependenciesAnEmptySpec) {
  DeclaredFile file = read_ok(fixture("candle/candle-core/Cargo.toml"));
  EXPECT_EQ(find_entry(file.entries, "bindgen_cuda", "dependencies")->spec, "");
  const Declared* inherited = find_entry(file.entries, "cudarc", "dependencies");
  ASSERT_NE(inherited, nullptr);
  EXPECT_TRUE(inherited->raw.find("workspace = true") != std::string::npos && inherited->spec.empty())
      << inherited->raw << " -> '" << inherited->spec << "'";
}

TEST(CargoReader, ReadsADependencyWrittenAsItsOwnTable) {
  const std::string path = fixture("candle/candle-core/Cargo.toml");
  DeclaredFile file = read_ok(path);
  const Declared* runtime = find_entry(file.entries, "cuda-runtime-sys");
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->spec, "0.3.0-alpha.1");
  EXPECT_EQ(runtime->features, std::vector<std::string>{"cuda-12"});
  EXPECT_EQ(runtime->line, line_containing(path, "[dependencies.cuda-runtime-sys]"));
}

TEST(CargoReader, ReportsANonStringVersionAndReadsTheRest) {
  const std::string path = fixture("malformed/Cargo.toml");
  DeclaredFile file = read_ok(path);
  EXPECT_NE(find_entry(file.entries, "half"), nullptr);
  ASSERT_EQ(file.errors.size(), 1u);
  const std::string prefix = path + ":" + std::to_string(line_containing(path, "cudarc =")) + ": ";
  EXPECT_EQ(file.errors[0].message.rfind(prefix, 0), 0u) << file.errors[0].message;
  EXPECT_NE(file.errors[0].message.find("'cudarc'"), std::string::npos) << file.errors[0].message;
}

TEST(CargoReader, ReadsEveryLockedPackageWithItsVersion) {
  const std::string path = fixture("candle/Cargo.lock");
  DeclaredFile file = read_ok(path);
  EXPECT_EQ(file.source, SourceKind::kCargoLock);
  std::size_t packages = 0;
  for (const std::string& line : file_lines(path)) packages += line == "[[package]]";
  EXPECT_EQ(file.entries.size(), packages);
  const Declared* cudarc = find_entry(file.entries, "cudarc");
  ASSERT_NE(cudarc, nullptr);
  EXPECT_EQ(cudarc->version, "0.11.9");
  EXPECT_EQ(cudarc->spec, "");
  EXPECT_EQ(cudarc->line, line_containing(path, "name = \"cudarc\""));
}

// ---------------------------------------------------------------------------------------------
// environment.yml

// Every YAML entry's line holds its text ("- text", or "then: text" in a rattler selector).
void expect_lines_hold_entries(const std::string& path, const DeclaredFile& file) {
  const auto lines = file_lines(path);
  ASSERT_FALSE(file.entries.empty());
  for (const Declared& entry : file.entries) {
    ASSERT_GT(entry.line, 0) << entry.raw;
    ASSERT_LE(static_cast<std::size_t>(entry.line), lines.size()) << entry.raw;
    const std::string& line = lines[static_cast<std::size_t>(entry.line) - 1];
    EXPECT_TRUE(line.find("- " + entry.raw) != std::string::npos || line.find(": " + entry.raw) != std::string::npos)
        << entry.raw << " at line " << entry.line << ": " << line;
  }
}

TEST(CondaEnvironmentReader, ReadsMatchSpecsAndThePipList) {
  const std::string path = fixture("conda/environment.yml");
  DeclaredFile file = read_ok(path);
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  const Declared* version = find_entry(file.entries, "cuda-version");
  ASSERT_NE(version, nullptr);
  EXPECT_EQ(version->ecosystem, Ecosystem::kConda);
  EXPECT_EQ(version->spec, "=12.4");
  EXPECT_EQ(version->section, "dependencies");
  EXPECT_EQ(find_entry(file.entries, "cupy")->spec, "13.*");
  EXPECT_EQ(find_entry(file.entries, "pytorch")->spec, "=2.5");
  const Declared* pip = find_entry(file.entries, "cupy-cuda12x");
  ASSERT_NE(pip, nullptr) << "Cupy_CUDA12x under pip:, normalised";
  EXPECT_EQ(pip->ecosystem, Ecosystem::kPython);
  EXPECT_EQ(pip->section, "dependencies.pip");
  EXPECT_EQ(pip->extras, std::vector<std::string>{"ctk"});
  expect_lines_hold_entries(path, file);
}

TEST(CondaEnvironmentReader, ReadsOnlyTheLastPipListAsCondaDoesAndNotesTheOthers) {
  // conda's Dependencies.parse calls dict.update for each mapping of `dependencies`: a later `pip:`
  // list replaces an earlier one (DiffDock's environment.yml has three; conda installs the last).
  ScratchDir scratch;
  const fs::path path = scratch.write("environment.yml",
                                      "dependencies:\n  - python=3.9\n  - pip:\n    - torch==1.13.1+cu117\n"
                                      "  - pip:\n    - requests\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(find_entry(file.entries, "torch"), nullptr);
  ASSERT_NE(find_entry(file.entries, "requests"), nullptr);
  ASSERT_EQ(file.notes.size(), 1u);
  EXPECT_NE(file.notes[0].message.find(":3: this 'pip:' list is replaced by the one at line 5"), std::string::npos)
      << file.notes[0].message;
  EXPECT_EQ(file.notes[0].code, "pip-list-replaced");
  EXPECT_EQ(file.notes[0].severity, Diagnostic::Severity::kNote);
  EXPECT_EQ(file.notes[0].where, path.string() + ":3");
}

TEST(CondaEnvironmentReader, ReportsMalformedYamlWithFileAndLine) {
  const std::string path = fixture("malformed/yaml/environment.yml");
  auto file = read_declared_file(path);
  ASSERT_FALSE(file.ok());
  const std::string prefix = path + ":" + std::to_string(line_containing(path, " - numpy")) + ": ";
  EXPECT_EQ(file.error().message.rfind(prefix, 0), 0u) << file.error().message;
  EXPECT_NE(file.error().message.find("malformed YAML"), std::string::npos);
}

TEST(CondaEnvironmentReader, RefusesAYamlFileWithoutADependenciesList) {
  ScratchDir scratch;
  const fs::path path = scratch.write("config.yml", "channels:\n  - conda-forge\n");
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_NE(file.error().message.find("not a conda environment file"), std::string::npos) << file.error().message;
}

TEST(CondaEnvironmentReader, ReportsABadMatchSpecAndReadsTheRest) {
  ScratchDir scratch;
  const fs::path path = scratch.write("environment.yaml", "dependencies:\n  - numpy>=\n  - cuda-version>=12\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path.string() + ":2: ", 0), 0u) << file.errors[0].message;
}

TEST(CondaEnvironmentReader, PassesAContradictoryRangeThroughAsWritten) {
  ScratchDir scratch;
  const fs::path path = scratch.write("environment.yml", "dependencies:\n  - cuda-version >=13,<12\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].spec, ">=13,<12");
}

TEST(CondaEnvironmentReader, ReadsAnAliasedListWithinTheLimit) {
  ScratchDir scratch;
  const fs::path path = scratch.write(
      "environment.yml", "common: &common [numpy, cuda-version >=12.4,<13]\ndependencies:\n  - *common\n  - cupy\n");
  // The aliased list is one item (a list) of dependencies: an error for it, cupy read.
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.errors.size(), 1u);
}

// "Billion laughs": each list holds nine aliases of the one before; 9^9 nodes once expanded.
TEST(CondaEnvironmentReader, RefusesAliasesThatExpandPastTheLimitNamingTheLine) {
  ScratchDir scratch;
  std::string text = "l0: &l0 [a, a, a, a, a, a, a, a, a]\n";
  for (int level = 1; level < 9; ++level) {
    text += "l" + std::to_string(level) + ": &l" + std::to_string(level) + " [";
    for (int i = 0; i < 9; ++i) text += (i ? ", *l" : "*l") + std::to_string(level - 1);
    text += "]\n";
  }
  text += "dependencies: *l8\n";
  const fs::path path = scratch.write("environment.yml", text);
  const auto start = std::chrono::steady_clock::now();
  auto file = read_declared_file(path.string());
  const auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + ":", 0), 0u) << file.error().message;
  EXPECT_NE(file.error().message.find("more than 100000 nodes, counting each alias (*name) as the nodes it names"),
            std::string::npos)
      << file.error().message;
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 1000);
}

// ---------------------------------------------------------------------------------------------
// recipe.yaml, meta.yaml

std::vector<std::string> names_in(const DeclaredFile& file, const std::string& section) {
  std::vector<std::string> names;
  for (const Declared& entry : file.entries)
    if (entry.section == section) names.push_back(entry.name);
  return names;
}

bool contains(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

TEST(CondaEnvironmentReader, SkipsALocalPathOrVcsUrlInThePipListWithANoteAndReadsTheRest) {
  ScratchDir scratch;
  const fs::path path = scratch.write("environment.yml",
                                      "dependencies:\n  - cudatoolkit=11.6\n  - pip:\n    - submodules/simple-knn\n"
                                      "    - git+https://github.com/facebookincubator/submitit\n    - --editable ..\n"
                                      "    - cupy-cuda11x\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_NE(find_entry(file.entries, "cupy-cuda11x"), nullptr);
  EXPECT_NE(find_entry(file.entries, "cudatoolkit"), nullptr);
  ASSERT_EQ(file.notes.size(), 3u);
  EXPECT_NE(file.notes[0].message.find(":4: 'submodules/simple-knn'"), std::string::npos) << file.notes[0].message;
  EXPECT_EQ(file.notes[0].code, "not-a-requirement");
  EXPECT_EQ(file.notes[0].where, path.string() + ":4");
}

TEST(RequirementsReader, GivesAnUntaggedTorchTheCudaIndexOfTheFileAndLeavesOtherPackagesAlone) {
  ScratchDir scratch;
  const fs::path path = scratch.write("requirements.txt",
                                      "--extra-index-url https://download.pytorch.org/whl/cu130\ntorch>=2.9\n"
                                      "numpy\ntorchvision==0.24.0+cu128\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(find_entry(file.entries, "torch")->index_url, "https://download.pytorch.org/whl/cu130");
  EXPECT_EQ(find_entry(file.entries, "numpy")->index_url, "");
  EXPECT_EQ(find_entry(file.entries, "torchvision")->index_url, "");  // its own tag says its build
}

TEST(CondaRecipeReader, KeepsEachOutputsSkipLinesWithTheirSelectors) {
  ScratchDir scratch;
  const fs::path path =
      scratch.write("meta.yaml",
                    "build:\n  skip: true  # [win]\noutputs:\n  - name: a-cpu\n    build:\n"
                    "      skip: true  # [cuda_compiler_version != \"None\"]\n    requirements:\n"
                    "      run:\n        - cuda-version >=11.2,<12\n  - name: a-gpu\n    requirements:\n"
                    "      run:\n        - cuda-version >=12,<13\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.entries.size(), 2u);
  EXPECT_EQ(file.entries[0].skip_when,
            (std::vector<std::vector<std::string>>{{"win"}, {"cuda_compiler_version != \"None\""}}));
  EXPECT_EQ(file.entries[1].skip_when, (std::vector<std::vector<std::string>>{{"win"}}));
}

TEST(CondaRecipeReader, KeepsAMetaYamlSkipWrittenAsAJinjaExpression) {
  // conda-forge's nvcc-feedstock: `skip: {{ not (compiler("cuda").startswith("nvcc") and ...) }}`.
  ScratchDir scratch;
  const fs::path path = scratch.write(
      "meta.yaml",
      "build:\n  skip: {{ not (compiler(\"cuda\").startswith(\"nvcc\") and cuda_compiler_version == \"11.8\") }}\n"
      "requirements:\n  host:\n    - cudatoolkit {{ cuda_compiler_version }}\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].skip_when,
            (std::vector<std::vector<std::string>>{
                {"not (compiler(\"cuda\").startswith(\"nvcc\") and cuda_compiler_version == \"11.8\")"}}));
}

TEST(RecipeConditions, ACallIsUnknownButAnotherOperandCanStillDecide) {
  const std::string skip = "not (compiler(\"cuda\").startswith(\"nvcc\") and cuda_compiler_version == \"11.8\")";
  EXPECT_EQ(evaluate_condition(skip, variant_variables(12, 4)), true);          // the `and` is false whatever the call
  EXPECT_EQ(evaluate_condition(skip, variant_variables(11, 8)), std::nullopt);  // it hangs on the call
  EXPECT_EQ(evaluate_condition("match(cuda_compiler_version, \">=12\")", variant_variables(12, 9)), std::nullopt);
  EXPECT_EQ(evaluate_condition("match(cuda_compiler_version, \"12.*\") and aarch64", variant_variables(12, 9)), false);
  EXPECT_EQ(evaluate_condition("compiler(\"cuda\"", variant_variables(12, 9)), std::nullopt);  // unclosed: unread
}

TEST(RecipeConditions, EvaluatesSelectorsAsCondaBuildDoesPythonOrAndStartswithAndIn) {
  const auto cuda12 = variant_variables(12, 6);
  EXPECT_EQ(evaluate_condition("(cuda_compiler_version or \"\").startswith(\"12\")", cuda12), true);
  EXPECT_EQ(evaluate_condition("(cuda_compiler_version or \"\").startswith(\"11\")", cuda12), false);
  EXPECT_EQ(evaluate_condition("cuda_compiler_version in (\"10.2\", \"11.0\", \"11.1\")", cuda12), false);
  EXPECT_EQ(evaluate_condition("cuda_compiler_version not in (undefined, 'None')", cuda12), true);
  EXPECT_EQ(evaluate_condition("cuda_compiler != \"None\"", cuda12), true);
  EXPECT_EQ(evaluate_condition("python.startswith(\"3\")", cuda12), std::nullopt);  // unknown stays unknown
  EXPECT_EQ(evaluate_condition("cuda_compiler_version.split('.')[0] == '12'", cuda12), std::nullopt);
  EXPECT_EQ(marker_applies_on_linux("sys_platform == 'win32'"), false);
  EXPECT_EQ(marker_applies_on_linux("python_version=='3.9' and ('linux' in sys_platform)"), std::nullopt);
  EXPECT_EQ(marker_applies_on_linux("('linux' in sys_platform)"), true);
}

TEST(CondaRecipeReader, KeepsARattlerOutputsSkipExpressions) {
  ScratchDir scratch;
  const fs::path path = scratch.write("recipe.yaml",
                                      "build:\n  skip:\n    - win\noutputs:\n  - package:\n      name: a\n    build:\n"
                                      "      skip:\n        - cuda_compiler_version == \"None\"\n    requirements:\n"
                                      "      run:\n        - cuda-version >=12,<13\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].skip_when,
            (std::vector<std::vector<std::string>>{{"win"}, {"cuda_compiler_version == \"None\""}}));
}

TEST(CondaRecipeReader, ReadsBothBranchesOfRattlerSelectors) {
  DeclaredFile file = read_ok(fixture("conda/recipe.yaml"));
  EXPECT_EQ(file.source, SourceKind::kCondaRecipe);
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  const auto host = names_in(file, "requirements.host");
  EXPECT_TRUE(contains(host, "cudatoolkit") && contains(host, "cuda-cudart-dev"));
  const auto run = names_in(file, "requirements.run");
  EXPECT_TRUE(contains(run, "cudatoolkit") && contains(run, "cuda-cudart"));
  EXPECT_EQ(find_entry(file.entries, "cuda-python", "requirements.run_constraints")->spec, ">=12.0,<13.0a0");
}

TEST(CondaRecipeReader, KeepsRattlerExpressionsAsWritten) {
  const std::string path = fixture("conda/recipe.yaml");
  DeclaredFile file = read_ok(path);
  EXPECT_EQ(find_entry(file.entries, "cuda-version", "requirements.host")->spec, "=${{ cuda_version }}");
  const Declared* compiler = find_entry(file.entries, "${{ compiler(\"cuda11\") }}");
  ASSERT_NE(compiler, nullptr);
  EXPECT_EQ(compiler->spec, "=${{ cuda_version }}");
  expect_lines_hold_entries(path, file);
}

TEST(CondaRecipeReader, KeepsJinjaExpressionsInMetaYamlSpecsAsWritten) {
  DeclaredFile file = read_ok(fixture("conda/meta.yaml"));
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_EQ(find_entry(file.entries, "cmake")->spec, "{{ cmake_version }}");
  EXPECT_EQ(find_entry(file.entries, "libcudf", "requirements.host")->spec, "={{ version }}");
  EXPECT_NE(find_entry(file.entries, "{{ compiler('cuda') }}"), nullptr);
  EXPECT_EQ(count_named(file.entries, "cuda-python"), 2u) << "both branches of {% if %}";
  EXPECT_EQ(find_entry(file.entries, "cuda-version", "requirements.run_constrained")->spec, ">=12.0,<13")
      << "the line with a # [linux] selector";
}

TEST(CondaRecipeReader, KeepsMetaYamlLineNumbersAcrossJinjaStatements) {
  const std::string path = fixture("conda/meta.yaml");
  expect_lines_hold_entries(path, read_ok(path));
}

TEST(CondaRecipeReader, ReadsOutputRequirementsUnderTheOutputName) {
  DeclaredFile file = read_ok(fixture("conda/meta.yaml"));
  const Declared* pytest = find_entry(file.entries, "pytest", "outputs.cudf-tests.requirements.run");
  ASSERT_NE(pytest, nullptr);
  EXPECT_EQ(pytest->spec, "<8");
  for (const Declared& entry : file.entries)
    EXPECT_FALSE(entry.section.starts_with("test")) << "test.requires is not a requirement of the package";
}

TEST(CondaRecipeReader, NamesARattlerOutputByItsPackageName) {
  ScratchDir scratch;
  const fs::path path = scratch.write("recipe.yaml",
                                      "recipe:\n  name: rmm-split\noutputs:\n  - package:\n      name: librmm\n"
                                      "    requirements:\n      run:\n        - cuda-version >=12,<13\n"
                                      "  - package:\n      name: ${{ name }}-python\n    requirements:\n"
                                      "      host: [python, cuda-python >=12.0]\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  const Declared* version = find_entry(file.entries, "cuda-version", "outputs.librmm.requirements.run");
  ASSERT_NE(version, nullptr);
  EXPECT_EQ(version->line, 8);
  EXPECT_NE(find_entry(file.entries, "cuda-python", "outputs.${{ name }}-python.requirements.host"), nullptr);
}

// ---------------------------------------------------------------------------------------------
// read_declared_file: choosing the reader, leaving files alone, odd bytes

TEST(DeclaredFileReader, ChoosesTheReaderByTheFileName) {
  const std::map<std::string, SourceKind> expected = {
      {"requirements/requirements-cuda12.txt", SourceKind::kRequirements},
      {"requirements/constraints.txt", SourceKind::kRequirements},
      {"rapids/pyproject.toml", SourceKind::kPyproject},
      {"candle/Cargo.toml", SourceKind::kCargoManifest},
      {"candle/Cargo.lock", SourceKind::kCargoLock},
      {"conda/environment.yml", SourceKind::kCondaEnvironment},
      {"conda/recipe.yaml", SourceKind::kCondaRecipe},
      {"conda/meta.yaml", SourceKind::kCondaRecipe}};
  for (const auto& [relative, source] : expected) EXPECT_EQ(read_ok(fixture(relative)).source, source) << relative;
}

TEST(DeclaredFileReader, RefusesAFileItHasNoReaderFor) {
  auto file = read_declared_file(fixture("../readers_test.cpp"));
  ASSERT_FALSE(file.ok());
  EXPECT_NE(file.error().message.find("not a file `pin --check` reads"), std::string::npos) << file.error().message;
}

TEST(DeclaredFileReader, LeavesEveryFileItReadsByteIdentical) {
  struct Before {
    std::string bytes;
    fs::file_time_type modified;
  };
  std::map<fs::path, Before> before;
  for (const auto& entry : fs::recursive_directory_iterator(CUDACOMPAT_PIN_FIXTURES))
    if (entry.is_regular_file()) before[entry.path()] = {file_text(entry.path()), entry.last_write_time()};
  ASSERT_GE(before.size(), 10u);
  for (const auto& [path, _] : before) (void)read_declared_file(path.string());
  for (const auto& [path, was] : before) {
    EXPECT_EQ(file_text(path), was.bytes) << path;
    EXPECT_EQ(fs::last_write_time(path), was.modified) << path;
  }
}

// Random bytes, NULs, invalid UTF-8, a huge line, deep nesting, and every fixture with bytes
// changed at random: each reader returns entries or an Error naming the file, and never crashes.
TEST(DeclaredFileReader, ReturnsErrorsNotCrashesOnArbitraryBytes) {
  ScratchDir scratch;
  std::mt19937 random(2026);
  std::vector<std::string> inputs = {
      std::string("\0\0\0a = [\0", 9), "\xff\xfe\xc3\x28 = \"\xe2\x82\"\n",
      std::string(256 << 10, 'x'),     std::string(100000, '['),
      std::string(100000, '{'),        "dependencies:\n" + std::string(3000, ' ') + "- x\n"};
  std::string nested_yaml = "dependencies:\n";
  for (int depth = 0; depth < 3000; ++depth) nested_yaml += std::string(static_cast<std::size_t>(depth), ' ') + "- \n";
  inputs.push_back(nested_yaml);
  for (int i = 0; i < 20; ++i) {
    std::string bytes(4096, '\0');
    for (char& c : bytes) c = static_cast<char>(random() & 0xff);
    inputs.push_back(bytes);
  }
  for (const auto& entry : fs::recursive_directory_iterator(CUDACOMPAT_PIN_FIXTURES)) {
    if (!entry.is_regular_file()) continue;
    const std::string text = file_text(entry.path());
    for (int i = 0; i < 10; ++i) {
      std::string mutated = text;
      for (int edits = 0; edits < 4; ++edits)
        mutated[random() % mutated.size()] = "\0\n\"'[]{}:=#-\\ \xff"[random() % 15];
      inputs.push_back(mutated);
    }
  }
  const char* names[] = {"requirements.txt", "pyproject.toml", "Cargo.toml", "Cargo.lock",
                         "environment.yml",  "recipe.yaml",    "meta.yaml"};
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    for (const char* name : names) {
      const fs::path path = scratch.write(name, inputs[i]);  // rewritten in place: creating files is slow
      auto file = read_declared_file(path.string());
      if (!file.ok()) {
        EXPECT_EQ(file.error().message.rfind(path.string(), 0), 0u) << file.error().message;
        continue;
      }
      for (const Diagnostic& error : file->errors)
        EXPECT_EQ(error.message.rfind(path.string(), 0), 0u) << error.message;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// An installed environment (a real one, made with venv and pip, is pin_tests' job)

std::string metadata(const std::string& name, const std::string& version, const std::string& more = "") {
  return "Metadata-Version: 2.1\nName: " + name + "\nVersion: " + version + "\nSummary: a package\n" + more +
         "\nThe long description, which is not read.\n";
}

TEST(EnvironmentReader, ReadsNameAndVersionOfEachDistribution) {
  ScratchDir scratch;
  const std::string site = "lib/python3.11/site-packages/";
  const fs::path cupy =
      scratch.write(site + "cupy_cuda12x-13.3.0.dist-info/METADATA", metadata("cupy-cuda12x", "13.3.0"));
  scratch.write(site + "nvidia_cublas_cu12-12.4.5.8.dist-info/METADATA", metadata("nvidia-cublas-cu12", "12.4.5.8"));
  scratch.write(site + "Old_Pkg-1.0-py3.11.egg-info/PKG-INFO", metadata("Old_Pkg", "1.0"));
  scratch.write(site + "legacy-0.1-py3.11.egg-info", metadata("legacy", "0.1"));
  scratch.write(site + "cupy/__init__.py", "");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->size(), 1u);
  const DeclaredFile& packages = environment->front();
  EXPECT_TRUE(packages.errors.empty()) << packages.errors.front().message;
  ASSERT_EQ(packages.entries.size(), 4u);
  const Declared* entry = find_entry(packages.entries, "cupy-cuda12x");
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->version, "13.3.0");
  EXPECT_EQ(entry->source, SourceKind::kInstalled);
  EXPECT_EQ(fs::path(entry->file), cupy);
  EXPECT_EQ(entry->line, line_containing(cupy, "Name: "));
  EXPECT_EQ(entry->section, "lib/python3.11/site-packages");
  EXPECT_EQ(find_entry(packages.entries, "old-pkg")->version, "1.0") << "egg-info names normalised too";
  EXPECT_EQ(find_entry(packages.entries, "legacy")->version, "0.1") << "an egg-info file is its own PKG-INFO";
}

TEST(EnvironmentReader, ReadsCondaMetaRecordsFromTheirJson) {
  ScratchDir scratch;
  scratch.write("conda-meta/cuda-version-12.4-h3060b56_3.json",
                "{\"name\": \"cuda-version\", \"version\": \"12.4\", \"build\": \"h3060b56_3\"}");
  // The name in the JSON counts, not the file's: a record renamed by hand still says what is installed.
  scratch.write("conda-meta/renamed.json",
                "{\"files\": [\"lib/libcudart.so.12\"], \"name\": \"cuda-cudart\", "
                "\"version\": \"12.4.127\"}");
  scratch.write("conda-meta/history", "==> 2024-11-01 <==\n");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->size(), 1u);
  EXPECT_TRUE(environment->front().errors.empty()) << environment->front().errors.front().message;
  const auto& entries = environment->front().entries;
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(find_entry(entries, "cuda-version")->version, "12.4");
  EXPECT_EQ(find_entry(entries, "cuda-cudart")->version, "12.4.127");
  EXPECT_EQ(entries[0].ecosystem, Ecosystem::kConda);
  EXPECT_EQ(entries[0].source, SourceKind::kInstalled);
}

TEST(EnvironmentReader, ReportsACondaRecordThatIsNotJsonOrLacksAVersionNamingIt) {
  ScratchDir scratch;
  const fs::path broken = scratch.write("conda-meta/cuda-version-12.4-0.json", "{");
  const fs::path partial = scratch.write("conda-meta/cuda-cudart-12.4.127-0.json", "{\"name\": \"cuda-cudart\"}");
  scratch.write("conda-meta/numpy-2.1.3-0.json", "{\"name\": \"numpy\", \"version\": \"2.1.3\"}");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  const DeclaredFile& records = environment->front();
  EXPECT_EQ(records.entries.size(), 1u);
  ASSERT_EQ(records.errors.size(), 2u);
  EXPECT_EQ(records.errors[0].message.rfind(partial.string() + ": not a conda record", 0), 0u)
      << records.errors[0].message;
  EXPECT_EQ(records.errors[1].message.rfind(broken.string() + ": not a conda record", 0), 0u)
      << records.errors[1].message;
  EXPECT_EQ(records.errors[1].code, "metadata-unreadable");
  EXPECT_EQ(records.errors[1].where, broken.string());
}

TEST(EnvironmentReader, RefusesAFifoPlantedAsMetadataWithoutWaitingForAWriter) {
  ScratchDir scratch;
  const fs::path site = scratch.path() / "lib/python3.11/site-packages";
  fs::create_directories(site / "foo-1.0.dist-info");
  ASSERT_EQ(::mkfifo((site / "foo-1.0.dist-info/METADATA").c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo((site / "bar-1.0.dist-info").c_str(), 0600), 0);
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->front().errors.size(), 2u);
  for (const Diagnostic& error : environment->front().errors)
    EXPECT_NE(error.message.find("is a FIFO (named pipe), not a regular file"), std::string::npos) << error.message;
}

TEST(EnvironmentReader, TakesASitePackagesDirectoryAsThePrefix) {
  ScratchDir scratch;
  scratch.write("target/numpy-2.1.3.dist-info/METADATA", metadata("numpy", "2.1.3"));
  auto environment = read_environment((scratch.path() / "target").string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->size(), 1u);
  EXPECT_EQ(find_entry(environment->front().entries, "numpy")->version, "2.1.3");
}

TEST(EnvironmentReader, ReadsAVenvsLib64LinkOnce) {
  ScratchDir scratch;
  scratch.write("lib/python3.12/site-packages/numpy-2.1.3.dist-info/METADATA", metadata("numpy", "2.1.3"));
  fs::create_directory_symlink("lib", scratch.path() / "lib64");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  EXPECT_EQ(environment->size(), 1u);
}

TEST(EnvironmentReader, ReportsMetadataWithoutAVersionAndReadsTheOthers) {
  ScratchDir scratch;
  const std::string site = "lib/python3.11/site-packages/";
  scratch.write(site + "good-1.0.dist-info/METADATA", metadata("good", "1.0"));
  const fs::path bad = scratch.write(site + "bad-1.0.dist-info/METADATA", "Name: bad\n\nVersion: 1.0\n");
  scratch.write(site + "empty-1.0.dist-info/RECORD", "");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  const DeclaredFile& packages = environment->front();
  EXPECT_EQ(packages.entries.size(), 1u);
  ASSERT_EQ(packages.errors.size(), 2u) << "a Version after the headers, and no METADATA at all";
  EXPECT_EQ(packages.errors[0].message.rfind(bad.string(), 0), 0u) << packages.errors[0].message;
}

TEST(EnvironmentReader, RefusesADirectoryThatHoldsNoEnvironment) {
  ScratchDir scratch;
  scratch.write("src/main.py", "");
  auto environment = read_environment(scratch.path().string());
  ASSERT_FALSE(environment.ok());
  EXPECT_NE(environment.error().message.find("no installed environment"), std::string::npos);
  EXPECT_FALSE(read_environment((scratch.path() / "absent").string()).ok());
}

TEST(EnvironmentReader, ReadsFourHundredDistributionsInWellUnderATenthOfASecond) {
  ScratchDir scratch;
  const std::string license(40000, 'L');  // numpy's License header is this large
  const std::string body(200000, 'x');
  for (int i = 0; i < 400; ++i) {
    scratch.write("lib/python3.11/site-packages/pkg" + std::to_string(i) + "-1.0.dist-info/METADATA",
                  metadata("pkg" + std::to_string(i), "1." + std::to_string(i), "License: " + license + "\n") + body);
  }
  const auto start = std::chrono::steady_clock::now();
  auto environment = read_environment(scratch.path().string());
  const auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  EXPECT_EQ(environment->front().entries.size(), 400u);
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 50);
}

}  // namespace
}  // namespace cudacompat::pins
