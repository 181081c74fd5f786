// A package's metadata against the binaries it ships, one rule at a time on hand-built facts: the
// CUDA libraries its binaries need are declared, of the major they use, with a ceiling, found
// through the RUNPATH; no driver library shipped; RECORD describes the wheel; extension modules sit
// in a package.
#include "audit/package_checks.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "hand_built_facts.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

// The members of one package, judged as the audit judges them.
struct Members {
  std::vector<ArtifactFacts> facts;
  std::vector<ArtifactVerdict> verdicts;

  Members& add(const std::string& path, std::vector<std::string> needed, std::string soname = "") {
    ArtifactFacts member = shared_library(std::move(needed));
    member.path = path;
    member.soname = std::move(soname);
    facts.push_back(member);
    return *this;
  }

  std::vector<const ArtifactFacts*> fact_list() const {
    std::vector<const ArtifactFacts*> list;
    for (const auto& member : facts) list.push_back(&member);
    return list;
  }

  std::vector<Finding> check(const PackageMetadata& metadata) {
    verdicts.clear();
    for (const auto& member : facts) verdicts.push_back(judge().judge(member));
    std::vector<const ArtifactVerdict*> verdict_list;
    for (const auto& verdict : verdicts) verdict_list.push_back(&verdict);
    return check_package(metadata, fact_list(), verdict_list, judge());
  }
};

PackageMetadata package(PackageKind kind, const std::string& name) {
  PackageMetadata metadata;
  metadata.kind = kind;
  metadata.name = name;
  return metadata;
}

PackageMetadata wheel(const std::string& name, std::vector<std::string> requires_dist = {}) {
  PackageMetadata metadata = package(PackageKind::kWheel, name);
  metadata.requires_dist = std::move(requires_dist);
  return metadata;
}

// Copies: the findings checked are often a temporary.
std::vector<Finding> of_code(const std::vector<Finding>& findings, FindingCode code) {
  std::vector<Finding> found;
  for (const auto& finding : findings)
    if (finding.code == code) found.push_back(finding);
  return found;
}

TEST(UsedMajors, AreTheMajorsOfTheNeededLibrariesAndOfTheCudaLibrariesShipped) {
  Members members;
  members.add("pkg/_C.so", {"libcublas.so.12"}).add("nvidia/cu13/lib/libcudart.so.13", {}, "libcudart.so.13");
  members.add("pkg/libdriver_user.so", {"libcuda.so.1"});
  std::vector<const ArtifactVerdict*> verdicts;
  for (const auto& member : members.facts) members.verdicts.push_back(judge().judge(member));
  for (const auto& verdict : members.verdicts) verdicts.push_back(&verdict);
  EXPECT_EQ(used_majors(members.fact_list(), verdicts, judge().libraries()), (std::set<int>{12, 13}));
}

TEST(PackageChecks, ANeededCudaLibraryNoDependencyProvidesIsUndeclaredWithTheWheelToDeclare) {
  Members members;
  members.add("tiny.whl!tiny/_C.so", {"libcublas.so.12"}).add("tiny.whl!tiny/_D.so", {"libcublas.so.12"});
  const auto findings = of_code(members.check(wheel("tiny")), FindingCode::kUndeclaredCudaDependency);
  ASSERT_EQ(findings.size(), 1u) << "one finding per soname, naming the binaries";
  EXPECT_TRUE(says(findings[0].message, {"_C.so and 1 more needs libcublas.so.12 (CUDA 12)",
                                         "declare `nvidia-cublas-cu12>=12.0,<13` (or `cuda-toolkit[cublas]==12.*`)"}));
  // Declared, or shipped in the package itself: nothing to say.
  EXPECT_TRUE(
      of_code(members.check(wheel("tiny", {"nvidia-cublas-cu12"})), FindingCode::kUndeclaredCudaDependency).empty());
  members.add("tiny.whl!tiny.libs/libcublas.so.12", {}, "libcublas.so.12");
  EXPECT_TRUE(of_code(members.check(wheel("tiny")), FindingCode::kUndeclaredCudaDependency).empty());
}

TEST(PackageChecks, AnUndeclaredLibraryOfADebOrCondaPackageIsToBeDeclaredInItsOwnSpelling) {
  Members members;
  members.add("usr/lib/libk.so", {"libcudart.so.12"});
  PackageMetadata deb = package(PackageKind::kDeb, "libk1");
  const auto deb_finding = of_code(members.check(deb), FindingCode::kUndeclaredCudaDependency);
  ASSERT_EQ(deb_finding.size(), 1u);
  EXPECT_TRUE(says(deb_finding[0].message, {"declare `libcudart12`"}));
  deb.depends = {{{"libcudart12", "", "", ""}}};
  EXPECT_TRUE(of_code(members.check(deb), FindingCode::kUndeclaredCudaDependency).empty());
  PackageMetadata conda = package(PackageKind::kConda, "k");
  const auto conda_finding = of_code(members.check(conda), FindingCode::kUndeclaredCudaDependency);
  ASSERT_EQ(conda_finding.size(), 1u);
  EXPECT_TRUE(says(conda_finding[0].message, {"declare `cuda-cudart` with `cuda-version >=12,<13`"}));
}

TEST(PackageChecks, ADependencyOrANameOfAnotherMajorThanTheBinariesUseIsDeclaredMajorUnused) {
  Members members;
  members.add("k.whl!k/_C.so", {"libcudart.so.13"});
  const auto findings =
      of_code(members.check(wheel("k-cu12", {"nvidia-cuda-runtime-cu12==12.9.79"})), FindingCode::kDeclaredMajorUnused);
  ASSERT_EQ(findings.size(), 2u);
  EXPECT_TRUE(says(findings[0].message, {"`nvidia-cuda-runtime-cu12==12.9.79` is CUDA 12, but the binaries of k-cu12 "
                                         "use CUDA 13"}));
  EXPECT_TRUE(says(findings[1].message, {"the name k-cu12 says CUDA 12, but its binaries use CUDA 13"}));
  // A package whose binaries need no CUDA library by name (CuPy loads CUDA lazily) is not judged.
  Members lazy;
  lazy.add("k.whl!k/_C.so", {"libc.so.6"});
  EXPECT_TRUE(of_code(lazy.check(wheel("k-cu12")), FindingCode::kDeclaredMajorUnused).empty());
}

TEST(PackageChecks, ADependencyWhoseNameLeavesTheMajorOpenNeedsACeilingAndGetsOneSuggested) {
  Members members;
  members.add("k.whl!k/_C.so", {"libcudart.so.12"});
  const auto findings =
      of_code(members.check(wheel("k", {"cuda-toolkit[cudart]>=12.4", "nvidia-cuda-runtime-cu12>=12.4"})),
              FindingCode::kNoUpperBound);
  ASSERT_EQ(findings.size(), 1u) << "-cu12 fixes the major; cuda-toolkit does not";
  EXPECT_TRUE(
      says(findings[0].message, {"`cuda-toolkit[cudart]>=12.4` has no ceiling", "add an upper bound such as `<13`"}));
  EXPECT_TRUE(
      of_code(members.check(wheel("k", {"cuda-toolkit[cudart]>=12.4,<13"})), FindingCode::kNoUpperBound).empty());
}

TEST(PackageChecks, ADriverLibraryShippedInAPackageIsFoundByNameAndSonameButNotAsALinkStub) {
  Members members;
  members.add("k.whl!k.libs/libnvidia-ml-1a2b3c4d.so.1", {}).add("k.whl!k/stubs/libcuda.so", {}, "libcuda.so.1");
  members.add("k.whl!k.libs/renamed.so", {}, "libcuda.so.1");
  const auto findings = of_code(members.check(wheel("k")), FindingCode::kGraftedDriverLibrary);
  ASSERT_EQ(findings.size(), 2u);
  EXPECT_TRUE(says(findings[0].message, {"k ships k.whl!k.libs/libnvidia-ml-1a2b3c4d.so.1 (SONAME none)"}));
  EXPECT_TRUE(says(findings[1].message, {"k.libs/renamed.so (SONAME libcuda.so.1)"}));
  // The driver's own Debian packages ship it on purpose.
  PackageMetadata driver = package(PackageKind::kDeb, "libcuda1");
  EXPECT_TRUE(of_code(members.check(driver), FindingCode::kGraftedDriverLibrary).empty());
}

TEST(PackageChecks, RecordProblemsAreOneFindingThatShowsTheFirstFive) {
  PackageMetadata metadata = wheel("k");
  for (int i = 0; i < 7; ++i) {
    metadata.record_problems.push_back(
        {RecordProblem::Kind::kHashMismatch, "k/f" + std::to_string(i) + ".py", "sha256=aaa", "sha256=bbb"});
  }
  metadata.record_problems[1].kind = RecordProblem::Kind::kMissingFromRecord;
  metadata.record_problems[1].expected = "";
  Members none;
  const auto findings = of_code(none.check(metadata), FindingCode::kRecordMismatch);
  ASSERT_EQ(findings.size(), 1u);
  const std::string& message = findings[0].message;
  EXPECT_TRUE(says(
      message, {"k/f0.py: hash differs (RECORD: sha256=aaa; wheel: sha256=bbb)",
                "k/f1.py: in the wheel but not listed (RECORD: -; wheel: sha256=bbb)", "k/f4.py", "; and 2 more)"}));
  EXPECT_FALSE(has(message, "k/f5.py")) << message;
}

TEST(PackageChecks, ALibraryFromADeclaredWheelMustBeReachedThroughTheBinarysRunpath) {
  Members members;
  members.add("k.whl!k/sub/_C.so", {"libcudart.so.13"});
  const PackageMetadata metadata = wheel("k", {"nvidia-cuda-runtime>=13.0,<14"});
  const auto findings = of_code(members.check(metadata), FindingCode::kCudaWheelNotOnRunpath);
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_TRUE(
      says(findings[0].message, {"k/sub/_C.so needs libcudart.so.13, which `nvidia-cuda-runtime>=13.0,<14` "
                                 "installs into site-packages/nvidia/cu13/lib",
                                 "it has no DT_RUNPATH or DT_RPATH", "RUNPATH `$ORIGIN/../../nvidia/cu13/lib`"}));
  members.facts[0].runpath = {"$ORIGIN/../../nvidia/cu13/lib"};
  EXPECT_TRUE(of_code(members.check(metadata), FindingCode::kCudaWheelNotOnRunpath).empty());
  // The loader ignores DT_RPATH when DT_RUNPATH is there: only the RUNPATH counts then.
  members.facts[0].rpath = members.facts[0].runpath;
  members.facts[0].runpath = {"$ORIGIN"};
  const auto ignored = of_code(members.check(metadata), FindingCode::kCudaWheelNotOnRunpath);
  ASSERT_EQ(ignored.size(), 1u);
  EXPECT_TRUE(says(ignored[0].message, {"its DT_RUNPATH $ORIGIN does not lead there"}));
}

TEST(PackageChecks, ExtensionModulesInADirectoryThatIsNoPackageAreFound) {
  PackageMetadata metadata = wheel("renamed-dist");
  metadata.members = {"pkg/_C.cpython-312-x86_64-linux-gnu.so", "pkg/_D.abi3.so", "pkg/libhelper.so",
                      "renamed_dist-1.0.dist-info/METADATA"};
  Members none;
  const auto findings = of_code(none.check(metadata), FindingCode::kExtensionsOutsidePackage);
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_TRUE(says(findings[0].message,
                   {"renamed-dist has the extension modules pkg/_C.cpython-312-x86_64-linux-gnu.so and 1 more but no "
                    "pkg/__init__.py"}));
  // A package, or a namespace the metadata names, is what it should be.
  PackageMetadata named = metadata;
  named.import_names = {"pkg"};
  EXPECT_TRUE(of_code(none.check(named), FindingCode::kExtensionsOutsidePackage).empty());
  PackageMetadata package = metadata;
  package.members.push_back("pkg/__init__.py");
  EXPECT_TRUE(of_code(none.check(package), FindingCode::kExtensionsOutsidePackage).empty());
  // Deeper down, an __init__.py anywhere under the top level makes it a namespace package (PEP 420).
  PackageMetadata nested = wheel("niftypet");
  nested.members = {"niftypet/nimpa/prc/improc.so", "niftypet/nimpa/__init__.py"};
  EXPECT_TRUE(of_code(none.check(nested), FindingCode::kExtensionsOutsidePackage).empty());
  nested.members.pop_back();
  EXPECT_EQ(of_code(none.check(nested), FindingCode::kExtensionsOutsidePackage).size(), 1u);
}

}  // namespace
}  // namespace cudacompat::audit
