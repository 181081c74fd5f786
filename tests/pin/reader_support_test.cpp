// What the pin readers share (tool/pin/reader_support.cpp): errors that name file:line, lines and
// UTF-8 columns by number, pip's option and path lines, the index a line is served from, and the
// step from a parsed requirement to a Declared entry.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(ReaderSupport, NamesTheFileAndLineOfAnErrorOrTheFileAloneAtLineZero) {
  EXPECT_EQ(detail::line_error("requirements.txt", 12, "expected a name").message,
            "requirements.txt:12: expected a name");
  EXPECT_EQ(detail::line_error("requirements.txt", 0, "not UTF-8").message, "requirements.txt: not UTF-8");

  const Diagnostic diagnostic = detail::line_diagnostic(codes::kEntryWrongType, "pixi.toml", 3, "expected a string");
  EXPECT_EQ(diagnostic.severity, Diagnostic::Severity::kError);
  EXPECT_EQ(diagnostic.code, "entry-wrong-type");
  EXPECT_EQ(diagnostic.where, "pixi.toml:3");
  EXPECT_EQ(diagnostic.message, "pixi.toml:3: expected a string");
  EXPECT_EQ(detail::line_diagnostic(codes::kFileUnreadable, "x.yml", 0, "empty").where, "x.yml");
}

TEST(ReaderSupport, TrimsSpacesTabsAndCarriageReturnsOnly) {
  EXPECT_EQ(detail::trim_blanks(" \tcupy-cuda12x \r"), "cupy-cuda12x");
  EXPECT_EQ(detail::trim_blanks(" \t\r "), "");
  EXPECT_EQ(detail::trim_blanks("\ncupy\n"), "\ncupy\n");  // a line break is the caller's to split on
}

TEST(ReaderSupport, ReadsAFileWithoutItsByteOrderMarkOrSaysWhichFileItCannotRead) {
  ScratchDir scratch;
  const auto path = scratch.write("requirements.txt", "\xEF\xBB\xBFnumpy\n").string();
  auto text = detail::read_input(path);
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(*text, "numpy\n");
  // Only at the start: elsewhere the bytes are the file's.
  scratch.write("requirements.txt", "numpy\xEF\xBB\xBF\n");
  auto unmarked = detail::read_input(path);
  ASSERT_TRUE(unmarked.ok());
  EXPECT_EQ(*unmarked, "numpy\xEF\xBB\xBF\n");

  const std::string missing = (scratch.path() / "missing.txt").string();
  auto none = detail::read_input(missing);
  ASSERT_FALSE(none.ok());
  EXPECT_NE(none.error().message.find(missing), std::string::npos) << none.error().message;
}

TEST(ReaderSupport, GivesLinesByNumberWithoutTheirBreakAndColumnsByUtf8Character) {
  const std::string text = "[project]\r\nname = \"caf\xC3\xA9\" # x\n\nlast";
  const detail::LineIndex index(text);
  EXPECT_EQ(index.line(1), "[project]");  // without its '\r'
  EXPECT_EQ(index.line(2), "name = \"caf\xC3\xA9\" # x");
  EXPECT_EQ(index.line(3), "");
  EXPECT_EQ(index.line(4), "last");
  EXPECT_EQ(index.line(0), "");
  EXPECT_EQ(index.line(5), "");
  // toml++ counts characters: the é is one column, so `# x` starts at column 15 (its 16th byte).
  EXPECT_EQ(index.columns(2, 8, 14), "\"caf\xC3\xA9\"");
  EXPECT_EQ(index.columns(2, 15), "# x");
  EXPECT_EQ(index.columns(2, 1, 5), "name");
  EXPECT_EQ(index.columns(9, 1), "");
}

TEST(ReaderSupport, TellsPathsUrlsAndArchivesWithoutANameFromRequirements) {
  for (const char* path : {"submodules/simple-knn", "git+https://github.com/x/y.git", "./pkg.whl", ".", "..",
                           "file:../pkg", "pkg-1.0.tar.gz", "C:\\src\\pkg", "dist/x.zip ; python_version>'3'"})
    EXPECT_TRUE(detail::names_no_requirement(path)) << path;
  for (const char* requirement :
       {"numpy", "cupy-cuda12x>=13", "torch @ https://x/torch.whl", "pkg.name>=1", "zipp", "whl"})
    EXPECT_FALSE(detail::names_no_requirement(requirement)) << requirement;

  DeclaredFile file = detail::declared_file("environment.yml", SourceKind::kCondaEnvironment);
  detail::note_not_a_requirement(file, 7, "./vendored");
  ASSERT_EQ(file.notes.size(), 1u);
  EXPECT_EQ(file.notes[0].severity, Diagnostic::Severity::kNote);
  EXPECT_EQ(file.notes[0].code, "not-a-requirement");
  EXPECT_EQ(file.notes[0].where, "environment.yml:7");
  EXPECT_EQ(file.notes[0].message.rfind("environment.yml:7: './vendored' is ", 0), 0u) << file.notes[0].message;
}

TEST(ReaderSupport, ReadsTheIndexOfPipsOptionLinesAndWhetherItReplacesPypi) {
  EXPECT_EQ(detail::index_url_option("--extra-index-url https://download.pytorch.org/whl/cu124"),
            "https://download.pytorch.org/whl/cu124");
  EXPECT_EQ(detail::index_url_option("--index-url=https://x/simple  # mirror"), "https://x/simple");
  EXPECT_EQ(detail::index_url_option("-f https://data.dgl.ai/wheels/cu118/repo.html"),
            "https://data.dgl.ai/wheels/cu118/repo.html");
  EXPECT_EQ(detail::index_url_option("-ihttps://x/simple"), "https://x/simple");
  EXPECT_FALSE(detail::index_url_option("--extra-index-urls https://x").has_value());  // another option
  EXPECT_FALSE(detail::index_url_option("--index-url").has_value());
  EXPECT_FALSE(detail::index_url_option("numpy").has_value());

  EXPECT_TRUE(detail::index_option_replaces_pypi("--index-url https://x/simple"));
  EXPECT_TRUE(detail::index_option_replaces_pypi("-i https://x/simple"));
  EXPECT_TRUE(detail::index_option_replaces_pypi("-i=https://x/simple"));
  EXPECT_FALSE(detail::index_option_replaces_pypi("--extra-index-url https://x/simple"));
  EXPECT_FALSE(detail::index_option_replaces_pypi("-f https://x/"));
  EXPECT_FALSE(detail::index_option_replaces_pypi("-introspect"));
}

TEST(ReaderSupport, GivesAnUntaggedLineTheOneCudaIndexThatServesItsPackage) {
  const std::string cu124 = "https://download.pytorch.org/whl/cu124";
  const std::string cu118 = "https://download.pytorch.org/whl/cu118";
  DeclaredFile file = detail::declared_file("requirements.txt", SourceKind::kRequirements);
  for (const char* text : {"torch>=2.4", "torch==2.4.0+cu121", "numpy", "torchvision", "torchaudio @ https://x/a.whl"})
    detail::add_python_requirement(
        file, text, detail::entry_at("requirements.txt", 1, SourceKind::kRequirements, "requirements", text));
  ASSERT_EQ(file.entries.size(), 5u);
  detail::apply_index_urls(file, 0, {"https://pypi.org/simple", cu124}, false);
  EXPECT_EQ(file.entries[0].index_url, cu124);
  EXPECT_TRUE(file.entries[0].index_beside_pypi);
  EXPECT_EQ(file.entries[1].index_url, "");  // its local version says the build
  EXPECT_EQ(file.entries[2].index_url, "");  // the index serves no numpy build
  EXPECT_EQ(file.entries[3].index_url, cu124);
  EXPECT_EQ(file.entries[4].index_url, "");  // a URL says where it comes from

  // Indexes of two majors: which one pip takes is not in the file.
  DeclaredFile two = detail::declared_file("requirements.txt", SourceKind::kRequirements);
  detail::add_python_requirement(
      two, "torch", detail::entry_at("requirements.txt", 1, SourceKind::kRequirements, "requirements", "torch"));
  detail::apply_index_urls(two, 0, {cu124, cu118}, true);
  EXPECT_EQ(two.entries[0].index_url, "");
  // Only the entries from `first_entry` on, and --index-url replaces PyPI.
  detail::apply_index_urls(two, 1, {cu124}, true);
  EXPECT_EQ(two.entries[0].index_url, "");
  detail::apply_index_urls(two, 0, {cu124}, true);
  EXPECT_EQ(two.entries[0].index_url, cu124);
  EXPECT_FALSE(two.entries[0].index_beside_pypi);
}

TEST(ReaderSupport, TurnsAParsedRequirementIntoAnEntryOrAnErrorAtItsLine) {
  DeclaredFile file = detail::declared_file("requirements.txt", SourceKind::kRequirements);
  Declared where = detail::entry_at("requirements.txt", 4, SourceKind::kRequirements, "requirements",
                                    "Cupy_CUDA12x[all]>=13 ; sys_platform == 'linux'");
  detail::add_python_requirement(file, where.raw, where);
  detail::add_python_requirement(
      file, "cupy-cuda12x >=> 13",
      detail::entry_at("requirements.txt", 5, SourceKind::kRequirements, "requirements", "cupy-cuda12x >=> 13"));
  ASSERT_EQ(file.entries.size(), 1u);
  const Declared& entry = file.entries[0];
  EXPECT_EQ(entry.ecosystem, Ecosystem::kPython);
  EXPECT_EQ(entry.name, "cupy-cuda12x");  // PEP 503-normalized
  EXPECT_EQ(entry.spec, ">=13");
  EXPECT_EQ(entry.extras, std::vector<std::string>{"all"});
  EXPECT_EQ(entry.marker, "sys_platform == 'linux'");
  EXPECT_EQ(entry.line, 4);
  EXPECT_EQ(entry.section, "requirements");
  EXPECT_EQ(entry.raw, where.raw);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].code, "entry-unreadable");
  EXPECT_EQ(file.errors[0].where, "requirements.txt:5");

  auto spec = requirements::parse_conda_spec("conda-forge::pytorch >=2.4,<3 *cuda*");
  ASSERT_TRUE(spec.ok());
  const Declared conda = detail::conda_entry(
      *spec, detail::entry_at("environment.yml", 9, SourceKind::kCondaEnvironment, "dependencies", "pytorch"));
  EXPECT_EQ(conda.ecosystem, Ecosystem::kConda);
  EXPECT_EQ(conda.name, "pytorch");
  EXPECT_EQ(conda.spec, ">=2.4,<3");  // the build string is not judged
  EXPECT_EQ(conda.line, 9);
}

}  // namespace
}  // namespace cudacompat::pins
