// One side of abi-diff: a package (wheel, .deb, .conda, conda .tar.bz2), a directory or one
// shared object, read into the facts the comparison needs, keyed by each file's path inside the
// package. Read through the audit's readers (zip, tar, ar, ELF, and the audit's own inspection for
// GPU code and package metadata), so both commands accept and refuse the same inputs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "abi/cython_capi.h"
#include "abi/pxd_declarations.h"
#include "readers/artifact.h"
#include "readers/package_metadata.h"
#include "readers/result.h"

namespace cudacompat::abi {

struct ExportedSymbol {
  std::string name;
  std::string version;  // the version node, "" when unversioned
  auto operator<=>(const ExportedSymbol&) const = default;
};

struct TreeFile {
  // kPxi: a Cython include file, read like a .pxd; it declares names only through the .pxd files
  // that `include` it (Cython pastes it there).
  // kHeader: a C or C++ header (.h, .hpp, .cuh...): what a native library's users compile against.
  enum class Kind { kElf, kPxd, kPxi, kPython, kHeader, kOther };
  Kind kind = Kind::kOther;
  // ELF
  std::uint16_t machine = 0;
  std::string soname;
  std::vector<std::string> needed;
  std::vector<ExportedSymbol> exports;  // sorted
  CythonCapi capi;
  std::optional<readers::ArtifactFacts> artifact;  // the audit's facts (GPU code, floors)
  // .pxd, .pxi
  PxdDeclarations pxd;
  // a package's __init__.py: true when it holds nothing but blank lines and comments, so that a
  // release that drops it drops nothing (its directory still imports, as a PEP 420 namespace package)
  bool defines_nothing = false;
  // a header: the identifiers it names outside comments (sorted, unique)
  std::vector<std::string> identifiers;
};

enum class TreeFormat { kWheel, kDeb, kConda, kDirectory, kElf };
std::string_view to_string(TreeFormat format);  // "wheel", "Debian package", ...

struct PackageTree {
  std::string input;  // as given on the command line
  TreeFormat format = TreeFormat::kElf;
  std::map<std::string, TreeFile, std::less<>> files;  // path inside the package -> facts
  std::optional<readers::PackageMetadata> metadata;
  // Member names that are absolute or climb out with `..`: read (abi-diff writes nothing) and
  // reported, since any tool that extracts the package would write outside its directory.
  std::vector<std::string> escaping_names;
  // The audit's whole reading of a package file (every binary's facts, in the order the audit reads
  // them; `metadata` is the rest of it), kept with TreeReadOptions::keep_audit_reading so that a
  // caller auditing the same file (the gate) does not read it again. Empty for a directory.
  std::vector<readers::ArtifactFacts> audit_artifacts;
};

struct TreeReadOptions {
  // Keep audit_artifacts, and read the package as `cudacompat audit` does: a wheel's members all
  // hashed for its RECORD check (abi-diff alone needs no RECORD, and inflates only what it reads).
  bool keep_audit_reading = false;
};

// Reads one side. Anything that cannot be read (the input, a member, an ELF file inside it) is an
// error that names it: nothing unreadable is skipped.
Expected<PackageTree> read_package_tree(const std::string& input, const TreeReadOptions& options = {});

// Every module `import` finds in the tree by Python's import rules: each `.py` file, package
// (`__init__.py`) and extension module, and each directory below the module root (a directory
// without `__init__.py` still imports, as a namespace package: PEP 420). A lone ELF file is its
// `PyInit_<name>`. Files outside a .deb's or conda package's module directory import nothing.
// A consumer built with Cython 3.2 keeps its imports as (name, signature) lists in its string
// table (cython_capi.h), which read_package_tree reads as exports when no module of the consumer's
// own package exports them: a list that a module of OLD named among the consumer's strings exports
// whole is an import from that module.
void resolve_consumer_string_table_capi(PackageTree& consumer, const PackageTree& old_tree);

std::set<std::string, std::less<>> importable_modules(const PackageTree& tree);

// "cuda/ccudart.cpython-312-x86_64-linux-gnu.so" -> "cuda.ccudart", also under a module directory
// ("lib/python3.12/site-packages/cuda/ccudart.pxd" -> "cuda.ccudart"); "" when not a module path.
std::string python_module_of(std::string_view path);

}  // namespace cudacompat::abi
