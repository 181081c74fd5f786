#include "abi/package_tree.h"

#include "abi/compare.h"
#include "common/enum_names.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>
#include <unordered_set>

#include "common/display_text.h"
#include "readers/archive_reader.h"
#include "readers/elf_reader.h"
#include "readers/inspect.h"
#include "readers/mapped_file.h"
#include "readers/package_inspect.h"
#include "readers/wheel_reader.h"

namespace cudacompat::abi {
namespace {

using readers::ByteView;

TreeFile::Kind kind_of(std::string_view name, ByteView head) {
  if (readers::looks_like_elf(head)) return TreeFile::Kind::kElf;
  if (name.ends_with(".pxd")) return TreeFile::Kind::kPxd;
  if (name.ends_with(".pxi")) return TreeFile::Kind::kPxi;
  if (name.ends_with(".py")) return TreeFile::Kind::kPython;
  for (std::string_view suffix : {".h", ".hpp", ".hh", ".hxx", ".cuh"}) {
    if (name.ends_with(suffix)) return TreeFile::Kind::kHeader;
  }
  return TreeFile::Kind::kOther;
}

bool is_package_init(std::string_view name) { return name == "__init__.py" || name.ends_with("/__init__.py"); }

// The files read from their contents; the others are known by name.
bool read_contents(TreeFile::Kind kind, std::string_view name) {
  return kind == TreeFile::Kind::kElf || kind == TreeFile::Kind::kPxd || kind == TreeFile::Kind::kPxi ||
         kind == TreeFile::Kind::kHeader || (kind == TreeFile::Kind::kPython && is_package_init(name));
}

// Python source that binds nothing: blank lines and comments only.
bool defines_nothing(std::string_view text) {
  while (!text.empty()) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    const auto first = line.find_first_not_of(" \t\r\f");
    if (first != std::string_view::npos && line[first] != '#') return false;
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return true;
}

// The identifiers of C or C++ source outside its comments (string literals are rare in headers
// and harmless here: a name in one is only ever kept, never lost). Each name is kept once as a
// view, and the few distinct ones sorted at the end: CuPy's thousands of CUB and Thrust headers
// repeat their names so often that an ordered set of them cost more than the scan. The character
// classes are ASCII, as <cctype>'s are in the C locale the tool runs in.
std::vector<std::string> header_identifiers(std::string_view text) {
  std::unordered_set<std::string_view> seen;
  std::vector<std::string_view> found;
  auto is_start = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  auto is_part = [&](char c) { return is_start(c) || (c >= '0' && c <= '9'); };
  for (std::size_t i = 0; i < text.size();) {
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (text[i] == '/' && next == '/') {
      i = text.find('\n', i);
      if (i == std::string_view::npos) break;
    } else if (text[i] == '/' && next == '*') {
      i = text.find("*/", i + 2);
      if (i == std::string_view::npos) break;
      i += 2;
    } else if (is_start(text[i]) && (i == 0 || !is_part(text[i - 1]))) {
      std::size_t end = i;
      while (end < text.size() && is_part(text[end])) ++end;
      if (const auto name = text.substr(i, end - i); seen.insert(name).second) found.push_back(name);
      i = end;
    } else {
      ++i;
    }
  }
  std::sort(found.begin(), found.end());
  return {found.begin(), found.end()};
}

// A member name that an extracting tool would write outside its target directory: absolute
// (`/etc/x`, `C:\x`) or climbing out with a `..` component (`../../x.so`, `a\..\..\x`).
bool escapes_its_directory(std::string_view name) {
  if (name.starts_with('/') || name.starts_with('\\')) return true;
  if (name.size() >= 2 && std::isalpha(static_cast<unsigned char>(name[0])) && name[1] == ':') return true;
  std::size_t start = 0;
  while (start <= name.size()) {
    const std::size_t end = name.find_first_of("/\\", start);
    if (name.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start) == "..") return true;
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return false;
}

// Reads one member into `tree`; `where` names it in errors ("x.whl!cuda/ccudart.so").
Expected<void> add_file(PackageTree& tree, std::string_view name, ByteView bytes, const std::string& where) {
  if (!is_valid_utf8(name)) {
    return readers::error_in(tree.input, fmt::format("holds a file whose name is not UTF-8 ({}): abi-diff pairs files "
                                                     "by name and cannot pair this one; rename it",
                                                     utf8_escaped(name)));
  }
  if (escapes_its_directory(name)) tree.escaping_names.emplace_back(name);
  TreeFile file;
  file.kind = kind_of(name, bytes);
  if (file.kind == TreeFile::Kind::kElf) {
    auto elf = readers::ElfFile::parse(bytes, where);
    if (!elf) return elf.error();
    file.machine = elf->machine();
    auto dynamic = elf->dynamic_info();
    if (!dynamic) return dynamic.error();
    file.soname = std::string(dynamic->soname);
    for (auto needed : dynamic->needed) file.needed.emplace_back(needed);
    auto exports = elf->exported_symbols();
    if (!exports) return exports.error();
    for (const auto& symbol : *exports) {
      // Weak C++ symbols (template instances, inline functions: `_ZNSt6vector...`) are exported by
      // whichever object happens to instantiate them; they are nobody's interface.
      if (symbol.weak && symbol.name.starts_with("_Z")) continue;
      // The symbol a version node defines for itself (`libcudart.so.12@@libcudart.so.12`, ABS):
      // part of the node, which the SONAME comparison covers.
      if (symbol.name == symbol.version) continue;
      file.exports.push_back({std::string(symbol.name), std::string(symbol.version)});
    }
    std::sort(file.exports.begin(), file.exports.end());
    file.exports.erase(std::unique(file.exports.begin(), file.exports.end()), file.exports.end());
    if (elf->machine() == EM_X86_64 || elf->machine() == EM_AARCH64) {
      auto capi = read_cython_capi(*elf);
      if (!capi) return capi.error();
      file.capi = std::move(*capi);
    }
  } else if (file.kind == TreeFile::Kind::kPxd || file.kind == TreeFile::Kind::kPxi) {
    file.pxd = read_pxd_declarations(bytes.as_string());
  } else if (file.kind == TreeFile::Kind::kHeader) {
    file.identifiers = header_identifiers(bytes.as_string());
  } else if (file.kind == TreeFile::Kind::kPython && is_package_init(name)) {
    file.defines_nothing = defines_nothing(bytes.as_string());
  }
  tree.files.insert_or_assign(std::string(name), std::move(file));
  return {};
}

// abi-diff's reading of a package's members (a wheel's; a .deb's data.tar, a conda package's pkg
// tar), handed to the audit's inspection as its shared reader (readers::SharedReader) so that each
// member is decompressed once, for both. The first error wins, as it would reading alone: a
// failure stops the reading of every later member, and an error that ends a tar early names the
// tar, before the errors of its members.
class MemberReader {
 public:
  explicit MemberReader(PackageTree& tree) : tree_(tree), where_(tree.input) {}

  readers::SharedReader shared() {
    readers::SharedReader shared;
    shared.wanted = [this](std::string_view name, ByteView head) { return wanted(name, head); };
    shared.visit = [this](const readers::ZipMember& member) { visit(member.name, member.contents); };
    shared.member_error = [this](Error error) {
      if (!done() && !failure_) failure_ = readers::error_in(where_, error.message);
    };
    shared.payload_begins = [this](std::string_view payload) {
      if (done()) stopped_ = true;
      in_tar_ = true;
      where_ = payload.empty() ? tree_.input : fmt::format("{}!{}", tree_.input, payload);
    };
    shared.payload_error = [this](Error error) {
      if (!stopped_ && !tar_failure_) tar_failure_ = readers::error_in(where_, error.message);
    };
    shared.payload_ends = [this] {
      in_tar_ = false;
      where_ = tree_.input;
    };
    return shared;
  }

  // A .conda's zip holds its files in pkg-*.tar.zst, which the audit reads and hands on.
  bool conda() const { return conda_; }

  Expected<void> result() const {
    if (tar_failure_) return *tar_failure_;
    if (failure_) return *failure_;
    return {};
  }

 private:
  bool done() const { return stopped_ || failure_ || tar_failure_; }

  bool wanted(std::string_view name, ByteView head) {
    if (!in_tar_) {  // a zip's member
      if (name.find('/') == std::string_view::npos && name.starts_with("pkg-") && name.ends_with(".tar.zst")) {
        conda_ = true;
        return false;
      }
      if (name.ends_with("/")) return false;  // a directory entry
    } else if (name.starts_with("info/")) {
      return false;  // a conda package's metadata, not its files
    }
    if (done()) return false;
    auto kind = kind_of(name, head);
    if (read_contents(kind, name)) return true;
    if (auto added = add_file(tree_, name, {}, where_); !added) failure_ = added.error();
    return false;
  }

  void visit(std::string_view name, ByteView contents) {
    if (done()) return;
    if (auto added = add_file(tree_, name, contents, fmt::format("{}!{}", where_, name)); !added) {
      failure_ = added.error();
    }
  }

  PackageTree& tree_;
  std::string where_;    // the package, or the tar being read in it: errors name it
  bool in_tar_ = false;  // members come from a payload tar, not from the zip
  bool conda_ = false;
  bool stopped_ = false;  // a failure came before the current tar: it is not read
  std::optional<Error> failure_;
  std::optional<Error> tar_failure_;
};

// The audit's facts of the package's binaries (GPU code), each attached to the file it is about;
// the whole reading kept in the tree when asked for.
Expected<void> attach_artifacts(PackageTree& tree, std::vector<readers::ArtifactFacts>& artifacts, bool keep) {
  for (auto& artifact : artifacts) {
    if (!artifact.errors.empty()) return readers::error_in(tree.input, artifact.errors.front().message);
    const auto bang = artifact.path.rfind('!');
    if (bang == std::string::npos) continue;
    auto found = tree.files.find(std::string_view(artifact.path).substr(bang + 1));
    if (found == tree.files.end()) continue;
    if (keep) {
      found->second.artifact = artifact;
    } else {
      found->second.artifact = std::move(artifact);
    }
  }
  if (keep) tree.audit_artifacts = std::move(artifacts);
  return {};
}

// The options `cudacompat audit` reads a mapped file with (audit/inputs.cpp), so that a reading
// kept for the audit is the one it would make itself.
readers::DeviceCodeOptions audit_reading_options(const readers::MappedFile& mapped) {
  readers::DeviceCodeOptions options;
  options.release_pages = [&mapped](const std::uint8_t* begin, std::uint64_t length) { mapped.release(begin, length); };
  options.extents = &mapped.extents();
  return options;
}

// One of the audit's inspections of a package, given the reading options, where to put the
// artifacts and the metadata, and `reader` to read each member for abi-diff in the same pass; then
// what the audit found attached to the files (attach_artifacts), and the metadata kept.
template <class Inspect>
Expected<void> inspect_members(PackageTree& tree, MemberReader& reader, const readers::MappedFile& mapped,
                               const TreeReadOptions& read, Inspect inspect) {
  const readers::SharedReader shared = reader.shared();
  std::vector<readers::ArtifactFacts> artifacts;
  std::optional<readers::PackageMetadata> metadata;
  inspect(audit_reading_options(mapped), artifacts, metadata, shared);
  if (auto result = reader.result(); !result) return result;
  if (auto attached = attach_artifacts(tree, artifacts, read.keep_audit_reading); !attached) return attached;
  tree.metadata = std::move(metadata);
  return {};
}

// A wheel or a .conda, read in one pass with the audit's inspection (readers::inspect_zip): each
// member that either reads is inflated once, and only those. No finding of abi-diff depends on
// the wheel's RECORD, so members are not hashed, unless the reading is kept for the audit (which
// checks RECORD).
Expected<void> read_zip_tree(PackageTree& tree, const readers::MappedFile& mapped, const TreeReadOptions& read) {
  MemberReader reader(tree);
  // The wheel's pages are dropped as its members are read (audit_reading_options): the resident
  // set holds the member being read, not the whole wheel.
  auto inspected = inspect_members(
      tree, reader, mapped, read, [&](const auto& options, auto& artifacts, auto& metadata, auto& shared) {
        readers::inspect_zip(mapped.bytes(), tree.input, tree.input, options, artifacts, &metadata, &shared,
                             /*check_record=*/read.keep_audit_reading);
      });
  if (!inspected) return inspected;
  tree.format = reader.conda() ? TreeFormat::kConda : TreeFormat::kWheel;
  return {};
}

// A .deb or a conda .tar.bz2, read in one pass with the audit's inspection: each member of its
// payload tar is decompressed once, for both.
Expected<void> read_tar_package_tree(PackageTree& tree, const readers::MappedFile& mapped,
                                     const TreeReadOptions& read) {
  const ByteView bytes = mapped.bytes();
  if (tree.format == TreeFormat::kDeb) {
    // The ar layer is read first, as before the payload: its errors come first (nothing is
    // decompressed here; the members are views of the mapped file).
    std::vector<readers::ArchiveMember> members;
    if (auto read_ar = readers::read_archive(bytes, tree.input, members); !read_ar) return read_ar.error();
    const bool data_seen = std::any_of(members.begin(), members.end(), [](const readers::ArchiveMember& member) {
      return std::string_view(member.name).starts_with("data.tar");
    });
    if (!data_seen) return readers::error_in(tree.input, "a Debian package without a data.tar member");
  }
  MemberReader reader(tree);
  return inspect_members(
      tree, reader, mapped, read, [&](const auto& options, auto& artifacts, auto& metadata, auto& shared) {
        if (tree.format == TreeFormat::kDeb) {
          readers::inspect_deb(bytes, tree.input, tree.input, options, artifacts, &metadata, &shared);
        } else {
          readers::inspect_conda_tarball(bytes, tree.input, tree.input, options, artifacts, &metadata, &shared);
        }
      });
}

Expected<void> read_directory_tree(PackageTree& tree) {
  namespace fs = std::filesystem;
  std::error_code error;
  std::vector<fs::path> paths;
  for (fs::recursive_directory_iterator it(tree.input, error), end; !error && it != end; it.increment(error)) {
    if (it->is_regular_file(error) && !it->is_symlink(error)) paths.push_back(it->path());
  }
  if (error) return readers::error_in(tree.input, "cannot be walked: " + error.message());
  std::sort(paths.begin(), paths.end());
  for (const auto& path : paths) {
    auto mapped = readers::MappedFile::open(path.string());
    if (!mapped) return mapped.error();
    const std::string relative = path.lexically_relative(tree.input).generic_string();
    if (auto added = add_file(tree, relative, mapped->bytes(), path.string()); !added) return added;
    if (auto& file = tree.files[relative]; file.kind == TreeFile::Kind::kElf) {
      file.artifact = readers::inspect_elf(mapped->bytes(), path.string(), tree.input, {});
    }
    if (mapped->changed_while_read()) return readers::error_in(path.string(), "changed while it was read");
  }
  return {};
}

}  // namespace

constexpr EnumName<TreeFormat> kTreeFormatNames[] = {{TreeFormat::kWheel, "wheel"},
                                                     {TreeFormat::kDeb, "Debian package"},
                                                     {TreeFormat::kConda, "conda package"},
                                                     {TreeFormat::kDirectory, "directory"},
                                                     {TreeFormat::kElf, "ELF file"}};

std::string_view to_string(TreeFormat format) { return name_of(kTreeFormatNames, format); }

namespace {

// The part of `path` below the module root: all of it in a wheel or a directory, what follows
// site-packages/ or dist-packages/ in a .deb or conda package (nullopt: outside it, not importable).
std::optional<std::string_view> below_module_root(const PackageTree& tree, std::string_view path) {
  for (std::string_view root : {"site-packages/", "dist-packages/"}) {
    if (auto at = path.rfind(root); at != std::string_view::npos && (at == 0 || path[at - 1] == '/')) {
      return path.substr(at + root.size());
    }
  }
  if (tree.format == TreeFormat::kDeb || tree.format == TreeFormat::kConda) return std::nullopt;
  return path;
}

bool is_module_name_part(std::string_view text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// Cython 3.2's (name, signature) lists (cython_capi.h): a list is what the module imports from
// another extension of the package when that module, named among the file's strings, has a list
// holding every one of its pairs (its export); every other list is the module's own export. An
// import from outside the package is read as an export (no other module's list to match it). A
// list whose first signature stays unknown is counted, not read (capi-read-partially).
void resolve_string_table_capi(PackageTree& tree) {
  std::map<std::string, const TreeFile*> extensions;
  for (const auto& [path, file] : tree.files) {
    if (file.kind == TreeFile::Kind::kElf && file.capi.is_extension() && !file.capi.string_table_lists.empty()) {
      extensions.emplace(tree.format == TreeFormat::kElf ? file.capi.module_init : python_module_of(path), &file);
    }
  }
  struct Resolved {
    std::vector<CapiFunction> exports;
    std::vector<CapiImport> imports;
    std::size_t unread = 0;
  };
  std::map<const TreeFile*, Resolved> resolved;
  for (const auto& [module, file] : extensions) {
    Resolved& r = resolved[file];
    for (CapiList list : file->capi.string_table_lists) {
      std::string from;
      for (const auto& name : file->capi.dotted_names) {
        auto other = extensions.find(name);
        if (name == module || other == extensions.end()) continue;
        for (const auto& theirs : other->second->capi.string_table_lists) {
          if (theirs.glued.empty() && complete_capi_list(list, theirs.functions)) {
            from = name;
            break;
          }
        }
        if (!from.empty()) break;
      }
      for (const auto& function : list.functions) {
        if (!from.empty())
          r.imports.push_back({from, function.name, function.signature});
        else if (function.signature.empty())
          ++r.unread;
        else
          r.exports.push_back(function);
      }
    }
  }
  for (auto& [path, file] : tree.files) {
    auto found = resolved.find(&file);
    if (found == resolved.end()) continue;
    file.capi.exports = std::move(found->second.exports);
    file.capi.imports = std::move(found->second.imports);
    if (found->second.unread > 0) file.capi.export_calls = file.capi.exports.size() + found->second.unread;
  }
}

}  // namespace

void resolve_consumer_string_table_capi(PackageTree& consumer, const PackageTree& old_tree) {
  for (auto& [path, file] : consumer.files) {
    if (file.kind != TreeFile::Kind::kElf || file.capi.string_table_lists.empty() || !file.capi.imports.empty())
      continue;
    std::vector<CapiFunction> exports;
    std::size_t unread = 0;
    for (CapiList list : file.capi.string_table_lists) {
      std::string from;
      for (const auto& name : file.capi.dotted_names) {
        const auto* functions = effective_capi(old_tree, name, nullptr);
        if (functions && complete_capi_list(list, *functions)) {
          from = name;
          break;
        }
      }
      for (const auto& function : list.functions) {
        if (!from.empty())
          file.capi.imports.push_back({from, function.name, function.signature});
        else if (function.signature.empty())
          ++unread;
        else
          exports.push_back(function);
      }
    }
    file.capi.exports = std::move(exports);
    // An import list no module of OLD exports whole is counted as an import not read.
    if (unread > 0) file.capi.import_calls = file.capi.imports.size() + unread;
  }
}

std::set<std::string, std::less<>> importable_modules(const PackageTree& tree) {
  std::set<std::string, std::less<>> modules;
  for (const auto& [path, file] : tree.files) {
    if (tree.format == TreeFormat::kElf) {
      if (file.capi.is_extension()) modules.insert(file.capi.module_init);
      continue;
    }
    auto relative = below_module_root(tree, path);
    if (!relative) continue;
    // Each directory on the way: a package, regular or namespace. A component that is not an
    // identifier (`cuda_python-12.6.0.dist-info`) stops the walk: nothing below it imports.
    std::string module;
    std::string_view rest = *relative;
    for (auto slash = rest.find('/'); slash != std::string_view::npos; slash = rest.find('/')) {
      const std::string_view part = rest.substr(0, slash);
      if (!is_module_name_part(part)) break;
      module += (module.empty() ? "" : ".") + std::string(part);
      modules.insert(module);
      rest.remove_prefix(slash + 1);
    }
    const bool module_file =
        file.kind == TreeFile::Kind::kPython || (file.kind == TreeFile::Kind::kElf && file.capi.is_extension());
    if (module_file) {
      if (std::string name = python_module_of(path); !name.empty()) modules.insert(std::move(name));
    }
  }
  return modules;
}

std::string python_module_of(std::string_view path) {
  // A conda package or a .deb installs modules under an interpreter's module directory
  // (lib/python3.12/site-packages/, usr/lib/python3/dist-packages/); a wheel, at its root.
  for (std::string_view root : {"site-packages/", "dist-packages/"}) {
    if (auto at = path.rfind(root); at != std::string_view::npos && (at == 0 || path[at - 1] == '/')) {
      path.remove_prefix(at + root.size());
      break;
    }
  }
  std::string_view stem = path;
  if (stem.ends_with(".py")) {
    stem.remove_suffix(3);
  } else if (stem.ends_with(".pxd")) {
    stem.remove_suffix(4);
  } else if (auto so = stem.rfind(".so"); so != std::string_view::npos && so + 3 == stem.size()) {
    stem = stem.substr(0, so);
    const auto slash = stem.rfind('/');
    const auto tag = stem.find('.', slash == std::string_view::npos ? 0 : slash + 1);
    if (tag != std::string_view::npos) stem = stem.substr(0, tag);  // "ccudart.cpython-312-x86_64-linux-gnu"
  } else {
    return {};
  }
  std::string module(stem);
  std::replace(module.begin(), module.end(), '/', '.');
  if (module.ends_with(".__init__")) module.resize(module.size() - 9);
  return module;
}

Expected<PackageTree> read_package_tree(const std::string& input, const TreeReadOptions& options) {
  PackageTree tree;
  tree.input = input;
  std::error_code error;
  if (std::filesystem::is_directory(input, error)) {
    tree.format = TreeFormat::kDirectory;
    if (auto read = read_directory_tree(tree); !read) return read.error();
  } else {
    auto mapped = readers::MappedFile::open(input);
    if (!mapped) return mapped.error();
    ByteView bytes = mapped->bytes();
    Expected<void> read;
    if (readers::looks_like_elf(bytes)) {
      tree.format = TreeFormat::kElf;
      read = add_file(tree, std::filesystem::path(input).filename().string(), bytes, input);
    } else if (readers::looks_like_zip(bytes)) {
      read = read_zip_tree(tree, *mapped, options);
    } else if (readers::looks_like_deb(bytes)) {
      tree.format = TreeFormat::kDeb;
      read = read_tar_package_tree(tree, *mapped, options);
    } else if (readers::looks_like_conda_tarball(bytes, input)) {
      tree.format = TreeFormat::kConda;
      read = read_tar_package_tree(tree, *mapped, options);
    } else {
      return readers::error_in(input,
                               "is not a wheel, a .deb, a .conda or .tar.bz2 conda package, a directory or an "
                               "ELF file: abi-diff compares two releases given as one of these");
    }
    if (!read) return read.error();
    if (mapped->changed_while_read()) return readers::error_in(input, "changed while it was read");
    // The audit's own reading (GPU code of each binary) of a lone ELF file; a package's came in
    // the same pass as abi-diff's.
    if (tree.format == TreeFormat::kElf) {
      auto& artifact = tree.files.begin()->second.artifact;
      artifact = readers::inspect_elf(bytes, input, input, audit_reading_options(*mapped));
      if (options.keep_audit_reading) tree.audit_artifacts.push_back(*artifact);
    }
    // The audit's reading above came after the check: a file cut short during it is refused too.
    if (mapped->changed_while_read()) return readers::error_in(input, "changed while it was read");
  }
  if (tree.files.empty()) return readers::error_in(input, "holds no files to compare");
  resolve_string_table_capi(tree);
  return tree;
}

}  // namespace cudacompat::abi
