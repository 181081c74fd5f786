// The one GPU-target type (tool/common/gpu_target.h): every spelling parsed and formatted back,
// and, as the reference, every target each real nvcc lists (--list-gpu-arch, --list-gpu-code and
// the allowed values of --gpu-architecture and --gpu-code in its --help) parsed and formatted back
// identically, while the spellings nvcc refuses ("Value 'sm_9' is not defined for option
// 'gpu-code'") are refused by the parser too.
#include "common/gpu_target.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "common/files.h"
#include "common/json_value.h"
#include "common/subprocess.h"

namespace cudacompat {
namespace {

namespace fs = std::filesystem;

using Parser = Expected<GpuTarget> (*)(std::string_view);

struct Spelling {
  const char* text;
  Parser parse;
  const char* spelling;  // which spelling, for the failure message
  GpuCodeKind kind;
  int major;
  int minor;
  GpuFeature feature;
};

// What each spelling writes for the same targets, from nvcc --help, CMake's
// CMAKE_CUDA_ARCHITECTURES documentation, PyTorch's TORCH_CUDA_ARCH_LIST and the variant provider.
const Spelling kSpellings[] = {
    {"sm_90", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kSass, 9, 0, GpuFeature::kNone},
    {"sm_90a", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kSass, 9, 0, GpuFeature::kArchSpecific},
    {"sm_100f", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kSass, 10, 0, GpuFeature::kFamily},
    {"sm_121", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kSass, 12, 1, GpuFeature::kNone},
    {"sm_35", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kSass, 3, 5, GpuFeature::kNone},
    {"compute_90", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kPtx, 9, 0, GpuFeature::kNone},
    {"compute_100f", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kPtx, 10, 0, GpuFeature::kFamily},
    {"compute_120a", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kPtx, 12, 0, GpuFeature::kArchSpecific},
    {"lto_90", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kLtoIr, 9, 0, GpuFeature::kNone},
    {"lto_103f", &GpuTarget::parse_nvcc, "nvcc", GpuCodeKind::kLtoIr, 10, 3, GpuFeature::kFamily},
    {"90", &GpuTarget::parse_cmake, "CMake", GpuCodeKind::kSassAndPtx, 9, 0, GpuFeature::kNone},
    {"90-real", &GpuTarget::parse_cmake, "CMake", GpuCodeKind::kSass, 9, 0, GpuFeature::kNone},
    {"90-virtual", &GpuTarget::parse_cmake, "CMake", GpuCodeKind::kPtx, 9, 0, GpuFeature::kNone},
    {"90a-real", &GpuTarget::parse_cmake, "CMake", GpuCodeKind::kSass, 9, 0, GpuFeature::kArchSpecific},
    {"100f-virtual", &GpuTarget::parse_cmake, "CMake", GpuCodeKind::kPtx, 10, 0, GpuFeature::kFamily},
    {"120a", &GpuTarget::parse_cmake, "CMake", GpuCodeKind::kSassAndPtx, 12, 0, GpuFeature::kArchSpecific},
    {"9.0", &GpuTarget::parse_torch, "PyTorch", GpuCodeKind::kSass, 9, 0, GpuFeature::kNone},
    {"9.0a", &GpuTarget::parse_torch, "PyTorch", GpuCodeKind::kSass, 9, 0, GpuFeature::kArchSpecific},
    {"9.0+PTX", &GpuTarget::parse_torch, "PyTorch", GpuCodeKind::kSassAndPtx, 9, 0, GpuFeature::kNone},
    {"12.0a+PTX", &GpuTarget::parse_torch, "PyTorch", GpuCodeKind::kSassAndPtx, 12, 0, GpuFeature::kArchSpecific},
    {"10.0f", &GpuTarget::parse_torch, "PyTorch", GpuCodeKind::kSass, 10, 0, GpuFeature::kFamily},
    {"90_real", &GpuTarget::parse_variant, "variant", GpuCodeKind::kSass, 9, 0, GpuFeature::kNone},
    {"120_virtual", &GpuTarget::parse_variant, "variant", GpuCodeKind::kPtx, 12, 0, GpuFeature::kNone},
    {"100a_real", &GpuTarget::parse_variant, "variant", GpuCodeKind::kSass, 10, 0, GpuFeature::kArchSpecific},
    {"9.0", &GpuTarget::parse_capability, "capability", GpuCodeKind::kSass, 9, 0, GpuFeature::kNone},
    {"12.1", &GpuTarget::parse_capability, "capability", GpuCodeKind::kSass, 12, 1, GpuFeature::kNone},
};

// The same spelling's formatter, to write the target back.
std::string written_back(const GpuTarget& target, const std::string& spelling) {
  if (spelling == "nvcc") return target.nvcc_name();
  if (spelling == "CMake") return target.cmake_name().value();
  if (spelling == "PyTorch") return target.torch_name().value();
  if (spelling == "variant") return target.variant_name().value();
  return target.capability_name();
}

TEST(GpuTarget, ParsesEverySpellingIntoKindMajorMinorAndFeature) {
  for (const auto& row : kSpellings) {
    auto target = row.parse(row.text);
    ASSERT_TRUE(target) << row.spelling << " " << row.text << ": " << target.error().message;
    EXPECT_EQ(target->kind, row.kind) << row.text;
    EXPECT_EQ(target->major, row.major) << row.text;
    EXPECT_EQ(target->minor, row.minor) << row.text;
    EXPECT_EQ(target->feature, row.feature) << row.text;
  }
}

TEST(GpuTarget, FormatsEverySpellingBackAsItWasWritten) {
  for (const auto& row : kSpellings) {
    auto target = row.parse(row.text);
    ASSERT_TRUE(target) << row.text;
    EXPECT_EQ(written_back(*target, row.spelling), row.text) << row.spelling;
  }
}

TEST(GpuTarget, WritesOneTargetInEachSpellingThatCanSayIt) {
  const GpuTarget sass = GpuTarget::parse_nvcc("sm_90a").value();
  EXPECT_EQ(sass.cmake_name().value(), "90a-real");
  EXPECT_EQ(sass.torch_name().value(), "9.0a");
  EXPECT_EQ(sass.variant_name().value(), "90a_real");
  EXPECT_EQ(sass.compute_name(), "compute_90a");
  EXPECT_EQ(sass.lto_name(), "lto_90a");
  EXPECT_EQ(sass.number_name(), "90a");
  EXPECT_EQ(sass.capability_name(), "9.0");
  const GpuTarget ptx = GpuTarget::parse_variant("120_virtual").value();
  EXPECT_EQ(ptx.nvcc_name(), "compute_120");
  EXPECT_EQ(ptx.cmake_name().value(), "120-virtual");
  // CMake's plain 90 is PyTorch's 9.0+PTX, and nvcc's -arch=sm_90 shorthand.
  const GpuTarget both = GpuTarget::parse_cmake("90").value();
  EXPECT_EQ(both, GpuTarget::parse_torch("9.0+PTX").value());
  EXPECT_EQ(both.nvcc_name(), "sm_90");
  EXPECT_EQ(gpu_name(121), "sm_121");
  EXPECT_EQ(GpuTarget::from_number(100, 'f', GpuCodeKind::kLtoIr), GpuTarget::parse_nvcc("lto_100f").value());
}

TEST(GpuTarget, RefusesToWriteAKindASpellingCannotSayAndSaysWhy) {
  const GpuTarget lto = GpuTarget::parse_nvcc("lto_90").value();
  for (const auto& written : {lto.cmake_name(), lto.torch_name(), lto.variant_name()}) {
    ASSERT_FALSE(written);
    EXPECT_NE(written.error().message.find("lto_90"), std::string::npos) << written.error().message;
  }
  auto ptx_alone = GpuTarget::parse_nvcc("compute_90").value().torch_name();
  ASSERT_FALSE(ptx_alone);
  EXPECT_NE(ptx_alone.error().message.find("9.0+PTX"), std::string::npos) << ptx_alone.error().message;
  auto both = GpuTarget::parse_cmake("90").value().variant_name();
  ASSERT_FALSE(both);
  EXPECT_NE(both.error().message.find("90_real or 90_virtual"), std::string::npos) << both.error().message;
}

TEST(GpuTarget, RefusesMalformedSpellingsSayingWhatWasFoundAndWhatWasNeeded) {
  const std::pair<Parser, const char*> refused[] = {
      {&GpuTarget::parse_nvcc, "90"},           {&GpuTarget::parse_nvcc, "sm_9"},
      {&GpuTarget::parse_nvcc, "sm_090"},       {&GpuTarget::parse_nvcc, "sm_90x"},
      {&GpuTarget::parse_nvcc, "sm_90-real"},   {&GpuTarget::parse_nvcc, "SM_90"},
      {&GpuTarget::parse_cmake, "sm_90"},       {&GpuTarget::parse_cmake, "90-Real"},
      {&GpuTarget::parse_cmake, "9.0"},         {&GpuTarget::parse_cmake, "90-real-virtual"},
      {&GpuTarget::parse_torch, "90"},          {&GpuTarget::parse_torch, "9.0+ptx"},
      {&GpuTarget::parse_torch, "9.10"},        {&GpuTarget::parse_variant, "90"},
      {&GpuTarget::parse_variant, "90-real"},   {&GpuTarget::parse_capability, "9.0a"},
      {&GpuTarget::parse_capability, "90"},     {&GpuTarget::parse, "sm_90-real"},
      {&GpuTarget::parse_cmake_request, "x80"}, {&GpuTarget::parse, ""},
  };
  for (const auto& [parse, text] : refused) {
    auto target = parse(text);
    ASSERT_FALSE(target) << text << " parsed";
    EXPECT_NE(target.error().message.find(std::string("'") + text + "'"), std::string::npos) << target.error().message;
    EXPECT_NE(target.error().message.find("expected"), std::string::npos) << target.error().message;
  }
}

TEST(GpuTarget, ReadsWhatUsersTypeForAGpuInAnySpelling) {
  for (const char* text : {"sm_80", "80", "8.0", "compute_80"})
    EXPECT_EQ(GpuTarget::parse(text).value().number(), 80) << text;
  EXPECT_EQ(GpuTarget::parse("90a").value().feature, GpuFeature::kArchSpecific);
  // The probe's requests take nvcc's prefix in front of CMake's spelling, the suffix saying the kind.
  EXPECT_EQ(GpuTarget::parse_cmake_request("sm_90-real").value(), GpuTarget::parse_cmake("90-real").value());
  EXPECT_EQ(GpuTarget::parse_cmake_request("compute_100a").value(), GpuTarget::parse_cmake("100a").value());
}

TEST(GpuTarget, FindsEveryNvccNameInFreeTextWhereverItStands) {
  std::vector<std::string> names;
  for (const auto& target :
       find_nvcc_targets("nvcc warning : The 'compute_35', 'sm_35' and xsm_37 architectures are deprecated; "
                         "lto_90a sm_ compute_x sm_120abc sm_090 sm_1000 SM_70"))
    names.push_back(target.nvcc_name());
  EXPECT_EQ(names, (std::vector<std::string>{"compute_35", "sm_35", "sm_37", "lto_90a", "sm_120a"}));
  EXPECT_TRUE(mentions_nvcc_target("-gencode arch=compute_90"));
  EXPECT_FALSE(mentions_nvcc_target("CMAKE_CUDA_ARCHITECTURES 90"));
}

TEST(GpuTarget, SortsByArchitectureThenSuffixThenKind) {
  std::vector<GpuTarget> targets;
  for (const char* text : {"sm_100f", "sm_90a", "sm_100", "sm_90", "compute_90", "sm_100a"})
    targets.push_back(GpuTarget::parse_nvcc(text).value());
  std::sort(targets.begin(), targets.end());
  std::vector<std::string> names;
  for (const auto& target : targets) names.push_back(target.nvcc_name());
  EXPECT_EQ(names, (std::vector<std::string>{"sm_90", "compute_90", "sm_90a", "sm_100", "sm_100a", "sm_100f"}));
}

TEST(GpuTarget, RunsSassOnItsFamilyAndPtxOnEveryNewerGpu) {
  const GpuTarget sm86 = GpuTarget::parse_nvcc("sm_86").value();
  EXPECT_TRUE(sass_runs_on(sm86, 89));
  EXPECT_FALSE(sass_runs_on(sm86, 80));
  EXPECT_FALSE(sass_runs_on(sm86, 90));
  EXPECT_FALSE(sass_runs_on(GpuTarget::parse_nvcc("sm_90a").value(), 91));
  EXPECT_TRUE(sass_runs_on(GpuTarget::parse_nvcc("sm_100f").value(), 103));
  EXPECT_TRUE(ptx_runs_on(GpuTarget::parse_nvcc("compute_80").value(), 120));
  EXPECT_FALSE(ptx_runs_on(GpuTarget::parse_nvcc("compute_100f").value(), 120));
  EXPECT_FALSE(ptx_runs_on(GpuTarget::parse_nvcc("compute_90a").value(), 100));
}

// ---- The reference: the real toolkits' nvcc ----

struct RealNvcc {
  std::string name;  // "cuda-12.4"
  fs::path path;
};

// The build's own toolkit and every one ci/install-toolkits.sh installed (its manifest), each once.
std::vector<RealNvcc> real_nvccs() {
  std::vector<RealNvcc> found;
  std::set<fs::path> seen;
  auto add = [&](const std::string& name, const fs::path& nvcc) {
    std::error_code error;
    const fs::path real = fs::canonical(nvcc, error);
    if (error || !seen.insert(real).second) return;
    found.push_back({name, nvcc});
  };
  const fs::path root = CUDACOMPAT_TEST_TOOLKIT_ROOT;
  if (!root.empty()) add(root.string(), root / "bin" / "nvcc");
  const auto manifest = read_text_file(CUDACOMPAT_TEST_TOOLKIT_MANIFEST);
  if (!manifest) return found;  // no toolkits installed here: the build's own only
  const auto document = json::Document::parse(*manifest);
  if (document && document->root().contains("toolkits"))
    for (const json::Value& toolkit : document->root().at("toolkits").items()) {
      const auto text_of = [&](std::string_view key) {
        const auto value = toolkit.find(key);
        return value && value->is_string() ? value->text() : std::string();
      };
      add(text_of("name"), text_of("nvcc"));
    }
  return found;
}

// The words of `text` quoted ('sm_90',) or one a line (sm_90) that start with an nvcc prefix.
std::vector<std::string> listed_words(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    if (word.rfind("sm_", 0) == 0 || word.rfind("compute_", 0) == 0 || word.rfind("lto_", 0) == 0)
      words.push_back(word);
    word.clear();
  };
  for (char c : text) {
    if (c == '\'' || c == ',' || c == '.' || c == '\n' || c == ' ')
      flush();
    else
      word += c;
  }
  flush();
  return words;
}

// The "Allowed values for this option:" paragraph after `option` in nvcc --help.
std::string allowed_values(const std::string& help, const std::string& option) {
  const std::size_t at = help.find("\n" + option + " ");
  if (at == std::string::npos) return "";
  const std::size_t allowed = help.find("Allowed values for this option:", at);
  const std::size_t next_option = help.find("\n--", at + 1);
  if (allowed == std::string::npos || allowed > next_option) return "";
  const std::size_t end = help.find("'.", allowed);
  return help.substr(allowed, end == std::string::npos ? std::string::npos : end + 2 - allowed);
}

std::string output_of(const fs::path& nvcc, const std::string& option) {
  ProcessResult run = run_process({nvcc.string(), option}, std::chrono::seconds(60));
  EXPECT_TRUE(run.ok()) << nvcc << " " << option << ": " << run.failure << run.errors;
  return run.output;
}

TEST(GpuTargetReference, EveryTargetEachRealNvccListsParsesAndFormatsBackIdentically) {
  const auto nvccs = real_nvccs();
  if (nvccs.empty())
    GTEST_SKIP() << "no CUDA toolkit on this machine (none configured, no " CUDACOMPAT_TEST_TOOLKIT_MANIFEST ")";
  for (const auto& nvcc : nvccs) {
    const std::string help = output_of(nvcc.path, "--help");
    std::map<std::string, std::vector<std::string>> lists = {
        {"--list-gpu-arch", listed_words(output_of(nvcc.path, "--list-gpu-arch"))},
        {"--list-gpu-code", listed_words(output_of(nvcc.path, "--list-gpu-code"))},
        {"--help --gpu-architecture", listed_words(allowed_values(help, "--gpu-architecture"))},
        {"--help --gpu-code", listed_words(allowed_values(help, "--gpu-code"))},
    };
    for (const auto& [where, names] : lists) {
      // Every toolkit since 11.8 names at least a dozen architectures in each list.
      EXPECT_GE(names.size(), 12u) << nvcc.name << " " << where << " listed too few for the check to mean anything";
      for (const auto& name : names) {
        auto target = GpuTarget::parse_nvcc(name);
        ASSERT_TRUE(target) << nvcc.name << " " << where << ": " << target.error().message;
        EXPECT_EQ(target->nvcc_name(), name) << nvcc.name << " " << where;
        const GpuCodeKind kind = name[0] == 's'   ? GpuCodeKind::kSass
                                 : name[0] == 'c' ? GpuCodeKind::kPtx
                                                  : GpuCodeKind::kLtoIr;
        EXPECT_EQ(target->kind, kind) << name;
        if (kind == GpuCodeKind::kLtoIr) continue;
        // The same target through CMake's and the variants' spelling comes back whole.
        EXPECT_EQ(GpuTarget::parse_cmake(target->cmake_name().value()).value(), *target) << name;
        EXPECT_EQ(GpuTarget::parse_variant(target->variant_name().value()).value(), *target) << name;
        if (kind == GpuCodeKind::kSass) {
          EXPECT_EQ(GpuTarget::parse_torch(target->torch_name().value()).value(), *target) << name;
        }
      }
    }
  }
}

TEST(GpuTargetReference, ASpellingEveryRealNvccRefusesTheParserRefusesToo) {
  const auto nvccs = real_nvccs();
  if (nvccs.empty()) GTEST_SKIP() << "no CUDA toolkit on this machine";
  for (const auto& nvcc : nvccs) {
    for (const char* text : {"sm_9", "sm_090", "sm_90x", "sm_90af", "sm_1000", "SM_90", "sm90", "compute_90-real",
                             "lto_9", "compute_", "sm_9.0"}) {
      ProcessResult run = run_process({nvcc.path.string(), "--dryrun", "-x", "cu", "-c", "/dev/null", "-o", "/dev/null",
                                       std::string("--gpu-code=") + text},
                                      std::chrono::seconds(60));
      ASSERT_TRUE(run.started) << run.failure;
      EXPECT_NE(run.exit_code, 0) << nvcc.name << " accepted " << text;
      EXPECT_NE((run.errors + run.output).find("is not defined for option 'gpu-code'"), std::string::npos)
          << nvcc.name << " " << text << ": " << run.errors;
      EXPECT_FALSE(GpuTarget::parse_nvcc(text)) << text << " parsed, though " << nvcc.name << " refuses it";
    }
  }
}

}  // namespace
}  // namespace cudacompat
