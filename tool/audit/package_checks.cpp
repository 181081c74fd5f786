#include "audit/package_checks.h"

#include <fmt/format.h>

#include <map>
#include <optional>
#include <regex>
#include <set>

#include "audit/package_dependencies.h"
#include "common/enum_names.h"
#include "common/text.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::audit {
namespace {

std::string majors_text(const std::set<int>& majors) {
  std::vector<std::string> parts;
  for (int major : majors) parts.push_back(std::to_string(major));
  return join(parts, "/");
}

// The path from the directory of `binary` to `dir`, both relative to one root: "pkg/_C.so",
// "nvidia/cu13/lib" -> "../nvidia/cu13/lib".
std::string relative_path(const std::string& binary, const std::string& dir) {
  std::string up;
  for (char c : binary) {
    if (c == '/') up += "../";
  }
  return up + dir;
}

std::string basename_of(const std::string& path) {
  const std::size_t cut = path.find_last_of("/!");
  return cut == std::string::npos ? path : path.substr(cut + 1);
}

// The names a member answers to: its SONAME and its file name.
std::set<std::string> shipped_names(const std::vector<const ArtifactFacts*>& facts) {
  std::set<std::string> names;
  for (const ArtifactFacts* member : facts) {
    if (!member->soname.empty()) names.insert(member->soname);
    names.insert(basename_of(member->path));
  }
  return names;
}

// What to declare for `component` of CUDA `major`, as this kind of package spells it.
std::string suggestion(PackageKind kind, const std::string& component, int major, const std::string& soname,
                       const PackageFacts& facts) {
  const ReleasePackages* newest = nullptr;
  for (const auto& release : facts.releases) {
    if (release.cuda.major == major) newest = &release;
  }
  switch (kind) {
    case PackageKind::kWheel: {
      if (newest) {
        if (auto wheel = newest->wheels.find(component); wheel != newest->wheels.end()) {
          return fmt::format("`{}>={}.0,<{}` (or `cuda-toolkit[{}]=={}.*`)", wheel->second.package,
                             leading_version(wheel->second.first).value_or(Version{}).major,
                             leading_version(wheel->second.first).value_or(Version{}).major + 1, component, major);
        }
      }
      if (major >= 13 && component != "nccl" && component != "cudnn" && component != "nvshmem") {
        return fmt::format("`cuda-toolkit[{}]=={}.*`", component, major);
      }
      return fmt::format("`nvidia-{}-cu{}` (the wheel that ships {})", component, major, soname);
    }
    case PackageKind::kDeb: {
      std::string apt;
      if (newest) {
        if (auto found = newest->nvidia_apt.find(component); found != newest->nvidia_apt.end()) apt = found->second;
      }
      return apt.empty()
                 ? fmt::format("`{}`", debian_package_of_soname(soname))
                 : fmt::format("`{}` (Debian) or `{}` (NVIDIA's repository)", debian_package_of_soname(soname), apt);
    }
    case PackageKind::kConda: {
      auto name = facts.conda_packages.find(component);
      return fmt::format("`{}` with `cuda-version >={},<{}`",
                         name == facts.conda_packages.end() ? component : name->second, major, major + 1);
    }
  }
  return "";
}

bool provides(const CudaDependency& dependency, const std::string& component, const std::vector<int>& majors,
              const std::string& soname, PackageKind kind) {
  if (dependency.constraint_only) return false;
  if (kind == PackageKind::kDeb && dependency.name == debian_package_of_soname(soname)) return true;
  if (!dependency.all_components && !dependency.components.count(component)) return false;
  if (dependency.majors.empty()) return true;
  for (int major : majors) {
    if (dependency.majors.count(major)) return true;
  }
  return false;
}

// Rule: every CUDA library a binary needs (DT_NEEDED) is provided by a declared dependency of one of
// the soname's majors, unless the package ships a file of that name itself (then it is found
// beside the binary; auditwheel grafts renamed copies, which no longer match a CUDA soname).
void check_undeclared(const PackageMetadata& metadata, const std::vector<CudaDependency>& dependencies,
                      const std::vector<const ArtifactFacts*>& facts,
                      const std::vector<const ArtifactVerdict*>& verdicts, const std::set<int>& used,
                      const Judge& judge, std::vector<Finding>& findings) {
  const std::set<std::string> shipped = shipped_names(facts);
  const PackageFacts& packages = judge.knowledge().packages();
  std::map<std::string, std::vector<std::string>> needers;  // soname -> binaries
  std::map<std::string, const NeededCudaLibrary*> needed;
  for (std::size_t i = 0; i < facts.size(); ++i) {
    for (const auto& library : verdicts[i]->cuda_libraries) {
      if (library.is_driver || !library.known_soname || library.majors.empty() || shipped.count(library.soname))
        continue;
      const std::string component = packages.component_of(library.library);
      bool declared = false;
      for (const auto& dependency : dependencies)
        declared = declared || provides(dependency, component, library.majors, library.soname, metadata.kind);
      if (declared) continue;
      needers[library.soname].push_back(basename_of(facts[i]->path));
      needed.emplace(library.soname, &library);
    }
  }
  for (const auto& [soname, binaries] : needers) {
    const NeededCudaLibrary& library = *needed.at(soname);
    const std::string component = packages.component_of(library.library);
    const std::set<int> majors(library.majors.begin(), library.majors.end());
    // Suggest the major the package's other binaries use, where the soname is shared by several.
    int major = *majors.rbegin();
    for (int candidate : used) {
      if (majors.count(candidate)) major = candidate;
    }
    findings.push_back(
        {FindingCode::kUndeclaredCudaDependency,
         fmt::format("{}{} needs {} (CUDA {}) but no dependency of {} {} provides it: installed without it, the "
                     "import fails with 'cannot open shared object file'; declare {}",
                     binaries.front(), binaries.size() > 1 ? fmt::format(" and {} more", binaries.size() - 1) : "",
                     soname, majors_text(majors), to_string(metadata.kind), metadata.name,
                     suggestion(metadata.kind, component, major, soname, packages))});
  }
}

// A wheel member's path as installed under site-packages: "pkg.whl!pkg/_C.so" -> "pkg/_C.so", with
// the .data/purelib|platlib prefix of a wheel's data directory removed (both install to the root).
std::string installed_path(const std::string& path) {
  std::string inside = path.substr(path.find('!') == std::string::npos ? 0 : path.find('!') + 1);
  static const std::regex data_root(R"(^[^/]+\.data/(purelib|platlib)/)");
  return std::regex_replace(inside, data_root, "", std::regex_constants::format_first_only);
}

// "a/b/../c/./d" -> "a/c/d"; nullopt when ".." leaves the root (then it leads out of site-packages).
std::optional<std::string> normalized(const std::string& path) {
  std::vector<std::string> parts;
  for (const std::string& part : split(path, '/')) {
    if (part.empty() || part == ".") continue;
    if (part == "..") {
      if (parts.empty()) return std::nullopt;
      parts.pop_back();
    } else {
      parts.push_back(part);
    }
  }
  return join(parts, "/");
}

// The directories, relative to site-packages, that a binary's $ORIGIN entries lead to: its
// DT_RUNPATH, else its DT_RPATH (the loader ignores DT_RPATH when DT_RUNPATH is there).
std::set<std::string> origin_directories(const ArtifactFacts& facts) {
  const std::string binary = installed_path(facts.path);
  const std::size_t slash = binary.find_last_of('/');
  const std::string origin = slash == std::string::npos ? "" : binary.substr(0, slash);
  std::set<std::string> dirs;
  for (const std::string& entry : facts.runpath.empty() ? facts.rpath : facts.runpath) {
    std::string rest;
    for (const char* token : {"$ORIGIN", "${ORIGIN}"}) {
      if (entry.rfind(token, 0) == 0) rest = entry.substr(std::string_view(token).size());
    }
    if (rest.empty() && entry != "$ORIGIN" && entry != "${ORIGIN}") continue;
    if (auto dir = normalized(origin + "/" + rest)) dirs.insert(*dir);
  }
  return dirs;
}

// Rule (wheels): a CUDA library a binary needs, provided by a declared NVIDIA wheel, is found only
// through a RUNPATH into that wheel's directory (site-packages/nvidia/cu13/lib, nvidia/cuda_runtime/lib
// ...). Without one, the import works only where a system copy happens to be in the loader's cache,
// and fails everywhere else with 'cannot open shared object file' although pip installed the wheel.
void check_runpaths(const PackageMetadata& metadata, const std::vector<CudaDependency>& dependencies,
                    const std::vector<const ArtifactFacts*>& facts, const std::vector<const ArtifactVerdict*>& verdicts,
                    const PackageFacts& packages, std::vector<Finding>& findings) {
  if (metadata.kind != PackageKind::kWheel) return;
  const std::set<std::string> shipped = shipped_names(facts);
  for (std::size_t i = 0; i < facts.size(); ++i) {
    const std::set<std::string> reached = origin_directories(*facts[i]);
    for (const auto& library : verdicts[i]->cuda_libraries) {
      if (library.is_driver || !library.known_soname || shipped.count(library.soname)) continue;
      const std::string component = packages.component_of(library.library);
      std::set<std::string> wheel_dirs;  // where the declared wheels put this soname
      std::string declared;
      for (const auto& dependency : dependencies) {
        if (!provides(dependency, component, library.majors, library.soname, metadata.kind)) continue;
        for (int major : library.majors) {
          if (!dependency.majors.empty() && !dependency.majors.count(major)) continue;
          if (auto dir = packages.wheel_library_dir(component, major)) wheel_dirs.insert(*dir);
        }
        if (declared.empty()) declared = dependency.text;
      }
      if (wheel_dirs.empty()) continue;  // not provided by a wheel of known layout: check_undeclared's concern
      bool found = false;
      for (const std::string& dir : wheel_dirs) found = found || reached.count(dir);
      if (found) continue;
      const std::string binary = installed_path(facts[i]->path);
      const std::string wanted = *wheel_dirs.begin();
      const std::vector<std::string>& searched = facts[i]->runpath.empty() ? facts[i]->rpath : facts[i]->runpath;
      findings.push_back(
          {FindingCode::kCudaWheelNotOnRunpath,
           fmt::format("{} needs {}, which `{}` installs into site-packages/{}, but {} does not lead there: the "
                       "import finds it only where the system has a copy in the loader's cache; link it with the "
                       "RUNPATH `$ORIGIN/{}` (cudacompat_set_wheel_runpath() in CMake)",
                       binary, library.soname, declared, wanted,
                       searched.empty()
                           ? std::string("it has no DT_RUNPATH or DT_RPATH, and the search")
                           : fmt::format("its {} {}", facts[i]->runpath.empty() ? "DT_RPATH" : "DT_RUNPATH",
                                         join(searched, ":")),
                       relative_path(binary, wanted))});
    }
  }
}

// Rule: a dependency that names a CUDA major, and the package's own name (-cu12, -cuda12x), must
// name a major the binaries use. Packages whose binaries need no CUDA library by DT_NEEDED (they
// load CUDA lazily, as CuPy does) are not judged: their major cannot be read from the binaries.
void check_majors(const PackageMetadata& metadata, const std::vector<CudaDependency>& dependencies,
                  const std::set<int>& used, const PackageFacts& packages, std::vector<Finding>& findings) {
  if (used.empty()) return;
  for (const auto& dependency : dependencies) {
    if (!dependency.says_major || dependency.majors.empty()) continue;
    bool overlap = false;
    for (int major : dependency.majors) overlap = overlap || used.count(major);
    if (overlap) continue;
    findings.push_back({FindingCode::kDeclaredMajorUnused,
                        fmt::format("`{}` is CUDA {}, but the binaries of {} use CUDA {}: the environment gets two "
                                    "CUDA majors, and the one its binaries need may be missing; depend on the "
                                    "CUDA {} package instead",
                                    dependency.text, majors_text(dependency.majors), metadata.name, majors_text(used),
                                    majors_text(used))});
  }
  std::optional<int> named = requirements::major_named_by(metadata.name);
  if (!named && metadata.kind == PackageKind::kWheel) {
    // NVIDIA's unsuffixed CUDA 13 wheels: the knowledge base knows the names.
    for (const auto& release : packages.releases) {
      for (const auto& [component, wheel] : release.wheels) {
        if (wheel.package == metadata.name) named = release.cuda.major;
      }
    }
  }
  if (named && !used.count(*named)) {
    findings.push_back({FindingCode::kDeclaredMajorUnused,
                        fmt::format("the name {} says CUDA {}, but its binaries use CUDA {}: users who pick the "
                                    "package by its name get binaries for another CUDA; rename it for CUDA {} or "
                                    "rebuild the binaries with a CUDA {} toolkit",
                                    metadata.name, *named, majors_text(used), majors_text(used), *named)});
  }
}

// Rule: a CUDA dependency's range needs a ceiling where its name does not fix the major (Debian's
// libcudart12 and NVIDIA's cuda-cudart-12-4 do; -cu12 wheels fix the major, but pip then installs
// the newest minor, which may need a newer driver than the binaries were tested with).
void check_ceilings(const std::vector<CudaDependency>& dependencies, std::vector<Finding>& findings) {
  for (const auto& dependency : dependencies) {
    if (!dependency.has_ceiling || *dependency.has_ceiling) continue;
    findings.push_back(
        {FindingCode::kNoUpperBound,
         fmt::format("`{}` has no ceiling: a later release (a new CUDA major or minor, built for a "
                     "newer driver) satisfies it and gets installed; add an upper bound{}",
                     dependency.text,
                     dependency.ceiling_hint.empty() ? " at the next major"
                                                     : fmt::format(" such as `{}`", dependency.ceiling_hint))});
  }
}

// Rule: libcuda.so*, libnvidia-*.so* (libnvidia-ml, libnvidia-ptxjitcompiler ...) come with the
// driver and must match the kernel module; a copy in a package breaks on every other driver. Matched
// by SONAME and file name, with auditwheel's hash (libcuda-1a2b3c4d.so.1) removed. Link stubs
// (.../stubs/libcuda.so) and the driver's own Debian packages are what they should be.
void check_driver_libraries(const PackageMetadata& metadata, const std::vector<const ArtifactFacts*>& facts,
                            std::vector<Finding>& findings) {
  static const std::regex driver(R"(^lib(cuda|nvidia-[A-Za-z0-9_.+-]+?)(-[0-9a-f]{8})?\.so(\.[0-9.]+)?$)");
  static const std::regex driver_package(R"(^(libcuda1|libnvidia-.*|nvidia-.*driver.*|libcuda\d.*)$)");
  if (metadata.kind == PackageKind::kDeb && std::regex_match(metadata.name, driver_package)) return;
  for (const ArtifactFacts* member : facts) {
    if (member->path.find("/stubs/") != std::string::npos) continue;
    for (const std::string& name : {member->soname, basename_of(member->path)}) {
      if (name.empty() || !std::regex_match(name, driver)) continue;
      findings.push_back({FindingCode::kGraftedDriverLibrary,
                          fmt::format("{} ships {} (SONAME {}), a library of the NVIDIA driver: it must match the "
                                      "installed kernel module and breaks on every other driver; remove it and let "
                                      "the system's copy load (auditwheel repair --exclude 'libcuda.so*' --exclude "
                                      "'libnvidia-*.so*')",
                                      metadata.name, member->path, member->soname.empty() ? "none" : member->soname)});
      break;
    }
  }
}

constexpr EnumName<RecordProblem::Kind> kRecordProblemNames[] = {
    {RecordProblem::Kind::kHashMismatch, "hash differs"},
    {RecordProblem::Kind::kSizeMismatch, "size differs"},
    {RecordProblem::Kind::kMissingFromArchive, "listed but not in the wheel"},
    {RecordProblem::Kind::kMissingFromRecord, "in the wheel but not listed"},
    {RecordProblem::Kind::kMalformed, "malformed line"},
    {RecordProblem::Kind::kNoRecord, "no RECORD"}};

std::string_view record_kind(RecordProblem::Kind kind) { return name_of(kRecordProblemNames, kind); }

void check_record(const PackageMetadata& metadata, std::vector<Finding>& findings) {
  if (metadata.record_problems.empty()) return;
  std::vector<std::string> details;
  for (const auto& problem : metadata.record_problems) {
    if (details.size() == 5) break;
    details.push_back(fmt::format("{}: {} (RECORD: {}; wheel: {})", problem.path, record_kind(problem.kind),
                                  problem.expected.empty() ? "-" : problem.expected, problem.found));
  }
  const std::size_t more = metadata.record_problems.size() - details.size();
  findings.push_back({FindingCode::kRecordMismatch,
                      fmt::format("RECORD of {} does not match its files ({}{}): pip refuses to install it (or "
                                  "installs files nobody checked); rebuild the wheel, or regenerate RECORD after "
                                  "editing it (`wheel pack`, `auditwheel repair` do)",
                                  metadata.name, join(details, "; "), more ? fmt::format("; and {} more", more) : "")});
}

// A Python extension module by its file name: `name.so`, `name.abi3.so`, `name.cpython-312-x86_64-linux-gnu.so`
// (the suffixes importlib.machinery.EXTENSION_SUFFIXES accepts); not a shared library (`libfoo.so`,
// `libcudart.so.13`), which NVIDIA's wheels keep in namespace directories on purpose.
bool is_extension_module(std::string_view file) {
  static const std::regex extension(
      R"(^[A-Za-z_][A-Za-z0-9_]*(\.(abi3|cpython-[A-Za-z0-9_-]+|pypy[A-Za-z0-9_-]+))?\.so$)");
  return !file.starts_with("lib") && std::regex_match(file.begin(), file.end(), extension);
}

// Rule (wheels): a top-level directory holding extension modules but no __init__.py, that the
// metadata names as no package (Import-Name, Import-Namespace, top_level.txt). That is what a build
// leaves when it installs the extensions and misses the package they belong to: scikit-build-core
// copies a package only when it finds one named after the distribution (or listed in
// wheel.packages), so a renamed distribution ships the .so files and none of the .py files, and
// `import pkg` then gets a namespace package that lacks everything the project wrote in Python.
// Extension modules deeper down (niftypet/nimpa/prc/improc.so, NiftyPET/NIMPA's) count when no
// __init__.py is anywhere under the top-level directory: a namespace package (PEP 420) may leave
// the top level without one, but then its packages below have theirs.
void check_extension_directories(const PackageMetadata& metadata, std::vector<Finding>& findings) {
  if (metadata.kind != PackageKind::kWheel) return;
  std::map<std::string, std::vector<std::string>> extensions;  // top-level directory -> its extension modules
  std::set<std::string> packages;   // top-level directories with an __init__.py(i) of their own
  std::set<std::string> has_init;   // top-level directories with an __init__.py(i) anywhere below
  std::set<std::string> top_level;  // top-level directories with an extension module of their own
  for (const std::string& member : metadata.members) {
    const std::size_t slash = member.find('/');
    if (slash == std::string::npos) continue;
    const std::string directory = member.substr(0, slash);
    if (directory.ends_with(".dist-info") || directory.ends_with(".data")) continue;
    const std::size_t last = member.rfind('/');
    const std::string file = member.substr(last + 1), path = member.substr(slash + 1);
    const bool init = file == "__init__.py" || file == "__init__.pyi";
    if (init) has_init.insert(directory);
    if (init && last == slash) packages.insert(directory);
    if (!is_extension_module(file)) continue;
    extensions[directory].push_back(path);
    if (last == slash) top_level.insert(directory);
  }
  const std::set<std::string> named(metadata.import_names.begin(), metadata.import_names.end());
  for (const auto& [directory, modules] : extensions) {
    if (packages.count(directory) || named.count(directory)) continue;
    if (!top_level.count(directory) && has_init.count(directory)) continue;
    findings.push_back(
        {FindingCode::kExtensionsOutsidePackage,
         fmt::format("{} has the extension module{} {}/{}{} but no {}/__init__.py, and its metadata names no package "
                     "{} (Import-Name, Import-Namespace, top_level.txt): the package's Python files were left out, and "
                     "`import {}` finds a namespace package with the extension modules alone; name the package "
                     "directory in the build (scikit-build-core: `wheel.packages = [\"src/{}\"]` under "
                     "[tool.scikit-build]), or, for a deliberate namespace package, say `Import-Namespace: {}`",
                     metadata.name, modules.size() > 1 ? "s" : "", directory, modules.front(),
                     modules.size() > 1 ? fmt::format(" and {} more", modules.size() - 1) : "", directory, directory,
                     directory, directory, directory)});
  }
}

}  // namespace

std::set<int> used_majors(const std::vector<const ArtifactFacts*>& facts,
                          const std::vector<const ArtifactVerdict*>& verdicts, const CudaLibraryTable& libraries) {
  std::set<int> majors;
  for (std::size_t i = 0; i < facts.size(); ++i) {
    majors.insert(verdicts[i]->cuda_majors.begin(), verdicts[i]->cuda_majors.end());
    if (facts[i]->soname.empty()) continue;
    if (auto own = libraries.recognise(facts[i]->soname); own && !own->is_driver && own->majors.size() == 1) {
      majors.insert(own->majors.front());
    }
  }
  return majors;
}

std::vector<Finding> check_package(const PackageMetadata& metadata, const std::vector<const ArtifactFacts*>& facts,
                                   const std::vector<const ArtifactVerdict*>& verdicts, const Judge& judge) {
  std::vector<Finding> findings;
  const PackageFacts& packages = judge.knowledge().packages();
  const std::vector<CudaDependency> dependencies = cuda_dependencies(metadata, packages);
  const std::set<int> used = used_majors(facts, verdicts, judge.libraries());
  check_undeclared(metadata, dependencies, facts, verdicts, used, judge, findings);
  check_majors(metadata, dependencies, used, packages, findings);
  check_ceilings(dependencies, findings);
  check_driver_libraries(metadata, facts, findings);
  check_record(metadata, findings);
  check_runpaths(metadata, dependencies, facts, verdicts, packages, findings);
  check_extension_directories(metadata, findings);
  return findings;
}

}  // namespace cudacompat::audit
