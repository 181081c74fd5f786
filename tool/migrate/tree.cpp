#include "migrate/tree.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <thread>

#include "migrate/diagnostic_codes.h"
#include "migrate/units.h"

namespace cudacompat::migrate {
namespace fs = std::filesystem;
namespace {

// A path not scanned: an error with the code of its reason, at the path.
Diagnostic skip(const char* code, const std::string& path, std::string reason) {
  return Diagnostic::error(code, std::move(reason), path);
}

struct Walk {
  std::vector<std::pair<std::string, FileKind>> files;
  std::vector<Diagnostic> skipped;
  std::set<fs::path> visited;  // canonical directories walked: a symlink back into one is a loop
};

void walk_directory(const fs::path& directory, Walk& walk) {
  std::error_code error;
  fs::path canonical = fs::canonical(directory, error);
  if (error) {
    walk.skipped.push_back(
        skip(codes::kDirectoryUnreadable, directory.string(), "cannot resolve the directory: " + error.message()));
    return;
  }
  if (!walk.visited.insert(canonical).second) {
    walk.skipped.push_back(
        skip(codes::kSymlinkLoop, directory.string(),
             fmt::format("a symlink loop: it leads back to {}, already scanned", canonical.string())));
    return;
  }
  std::vector<fs::directory_entry> entries;
  for (fs::directory_iterator it(directory, fs::directory_options::skip_permission_denied, error), end;
       !error && it != end; it.increment(error))
    entries.push_back(*it);
  if (error) {
    walk.skipped.push_back(
        skip(codes::kDirectoryUnreadable, directory.string(), "cannot list the directory: " + error.message()));
  }
  std::sort(entries.begin(), entries.end());
  for (const auto& entry : entries) {
    const std::string name = entry.path().filename().string();
    std::error_code status_error;
    const bool is_dir = entry.is_directory(status_error);
    if (status_error || (!is_dir && !entry.exists(status_error))) {
      if (entry.is_symlink(status_error)) {
        walk.skipped.push_back(skip(codes::kSymlinkDangling, entry.path().string(),
                                    "a symlink to nothing (dangling or a loop): fix or remove the link"));
      }
      continue;
    }
    if (is_dir) {
      if (name == ".git" || name == ".hg" || name == ".svn") continue;
      walk_directory(entry.path(), walk);
      continue;
    }
    if (!entry.is_regular_file(status_error)) continue;
    FileKind kind = kind_of(entry.path().string());
    if (kind != FileKind::kOther) walk.files.emplace_back(entry.path().string(), kind);
  }
}

std::string size_text(std::uintmax_t bytes) {
  return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20));
}

// Reads and scans one file, or sets `skipped` to why it was not.
void scan_one(const std::string& file, FileKind kind, const MigrationRules& rules, const ScanOptions& options,
              FileResult& result, std::optional<Diagnostic>& skipped, const UnitNames* unit = nullptr) {
  result.file = file;
  result.kind = kind;
  std::error_code error;
  const std::uintmax_t size = fs::file_size(file, error);
  if (error) {
    skipped = skip(codes::kFileUnreadable, file, "cannot read it: " + error.message());
    return;
  }
  if (size > options.max_file_bytes) {
    skipped = skip(codes::kFileTooLarge, file,
                   fmt::format("{} is larger than the {} limit (a generated file?): pass --max-file-size {} to scan it",
                               size_text(size), size_text(options.max_file_bytes), (size >> 20) + 1));
    return;
  }
  std::ifstream in(file, std::ios::binary);
  std::string text(static_cast<std::size_t>(size), '\0');
  if (!in.read(text.data(), static_cast<std::streamsize>(size)) && size != 0) {
    skipped = skip(codes::kFileUnreadable, file, "cannot read it (it changed or is unreadable while scanned)");
    return;
  }
  if (const std::size_t nul = text.find('\0'); nul != std::string::npos) {
    skipped =
        skip(codes::kBinaryFile, file, fmt::format("a binary file (a NUL byte at offset {}), not source text", nul));
    return;
  }
  std::size_t bad = 0;
  result.utf8 = is_utf8(text, bad);
  result.scan = scan_text(file, text, kind, rules, unit);
  if (!result.utf8) {
    result.scan.warnings.insert(
        result.scan.warnings.begin(),
        Diagnostic::warning(codes::kNotUtf8,
                            fmt::format("not UTF-8 (byte 0x{:02x} at offset {}): scanned as bytes, columns count "
                                        "bytes, and --fix leaves it alone; convert it to UTF-8",
                                        static_cast<unsigned char>(text[bad]), bad),
                            file, "convert it to UTF-8"));
    result.scan.understood = false;
  }
}

// Drops findings on names the project provides itself (a compat macro, its own function pointer
// named like a driver entry point), in the file that provides it and in the files that include
// it, directly or through other headers (matched by file name, as far as the tree has them).
void drop_provided_names(std::vector<FileResult>& results, const std::vector<std::optional<Diagnostic>>& skips) {
  std::map<std::string, std::vector<std::size_t>> by_name;  // file name -> results with that name
  for (std::size_t i = 0; i < results.size(); ++i)
    if (!skips[i]) by_name[fs::path(results[i].file).filename().string()].push_back(i);
  bool any = false;
  for (const auto& result : results) any |= !result.scan.provides.empty();
  if (!any) return;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (skips[i] || results[i].scan.findings.empty()) continue;
    std::set<std::string, std::less<>> provided(results[i].scan.provides.begin(), results[i].scan.provides.end());
    std::vector<std::size_t> work{i};
    std::set<std::size_t> seen{i};
    while (!work.empty() && seen.size() < 4096) {
      const std::size_t at = work.back();
      work.pop_back();
      for (const auto& include : results[at].scan.includes) {
        auto found = by_name.find(fs::path(include).filename().string());
        if (found == by_name.end()) continue;
        for (std::size_t k : found->second) {
          if (!seen.insert(k).second) continue;
          provided.insert(results[k].scan.provides.begin(), results[k].scan.provides.end());
          work.push_back(k);
        }
      }
    }
    if (provided.empty()) continue;
    std::erase_if(results[i].scan.findings, [&provided](const Finding& f) {
      return f.code != Code::kRemovedField && f.code != Code::kRemovedCcclEntity &&
             f.code != Code::kDroppedArchitecture && f.code != Code::kDialectTooOld &&
             f.code != Code::kToolkitVersionPinned && provided.contains(f.entity);
    });
  }
}

// A dialect below CCCL's floor breaks only code that includes CCCL (nvcc 13.0 itself compiles
// -std=c++11), and each dialect only its own compiler's units: CUDA_STANDARD and CUDA flags the .cu
// units, CXX_STANDARD and C++ flags the host ones (CMake never gives CXX_STANDARD to nvcc). A
// setting whose line does not say which counts where either includes CCCL.
void drop_dialect_findings_without_cccl(std::vector<FileResult>& results, const TreeUnits& units) {
  const bool any = units.cuda_units_include_cccl || units.host_units_include_cccl;
  for (auto& result : results)
    std::erase_if(result.scan.findings, [&](const Finding& f) {
      if (f.code != Code::kDialectTooOld) return false;
      if (f.dialect_of == "cuda") return !units.cuda_units_include_cccl;
      if (f.dialect_of == "host") return !units.host_units_include_cccl;
      return !any;
    });
}

}  // namespace

bool is_utf8(std::string_view text, std::size_t& bad_offset) {
  std::size_t i = 0;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  while (i < text.size()) {
    const unsigned char c = s[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    const int extra = c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
    if (extra < 0 || i + static_cast<std::size_t>(extra) >= text.size()) {
      bad_offset = i;
      return false;
    }
    for (int k = 1; k <= extra; ++k) {
      if ((s[i + k] & 0xC0) != 0x80) {
        bad_offset = i;
        return false;
      }
    }
    i += static_cast<std::size_t>(extra) + 1;
  }
  return true;
}

namespace {

// The files the paths name: directories walked, a named file scanned whatever its extension, and
// what is missing skipped with the reason.
Walk walk_paths(const std::vector<std::string>& paths) {
  Walk walk;
  for (const auto& path : paths) {
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (error || !fs::exists(status)) {
      const bool link = fs::is_symlink(fs::symlink_status(path, error));
      walk.skipped.push_back(link ? skip(codes::kSymlinkDangling, path, "a symlink to nothing (dangling or a loop)")
                                  : skip(codes::kPathNotFound, path, "no such file or directory"));
    } else if (fs::is_directory(status)) {
      walk_directory(path, walk);
    } else {
      FileKind kind = kind_of(path);
      walk.files.emplace_back(path, kind == FileKind::kOther ? FileKind::kSource : kind);  // named: scanned as source
    }
  }
  return walk;
}

// Calls `each(i)` for every i below `count`, on `jobs` threads (this one among them); each index once.
template <typename Each>
void for_each_index(std::size_t count, unsigned jobs, const Each& each) {
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < count; i = next++) each(i);
  };
  std::vector<std::thread> threads;
  for (unsigned j = 1; j < jobs; ++j) threads.emplace_back(worker);
  worker();
  for (auto& thread : threads) thread.join();
}

}  // namespace

TreeScan scan_paths(const std::vector<std::string>& paths, const MigrationRules& rules, const ScanOptions& options) {
  Walk walk = walk_paths(paths);
  TreeScan out;
  out.skipped = std::move(walk.skipped);
  std::vector<FileResult> results(walk.files.size());
  std::vector<std::optional<Diagnostic>> skips(walk.files.size());
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, std::max<std::size_t>(1, walk.files.size())));
  for_each_index(walk.files.size(), jobs, [&](std::size_t i) {
    scan_one(walk.files[i].first, walk.files[i].second, rules, options, results[i], skips[i]);
  });
  // Second scan, of the files whose units declare what they did not know alone (a texture
  // reference in a header, a class derived from cudaDeviceProp, a macro their #if reads).
  TreeUnits units = find_units(results, skips, paths);
  out.units = units.units;
  for_each_index(walk.files.size(), jobs, [&](std::size_t i) {
    if (skips[i] || !units.names[i]) return;
    const bool built = results[i].built;
    scan_one(walk.files[i].first, walk.files[i].second, rules, options, results[i], skips[i], &*units.names[i]);
    results[i].built = built;
  });
  for (std::size_t i = 0; i < results.size(); ++i) results[i].built = units.built[i];
  drop_provided_names(results, skips);
  drop_dialect_findings_without_cccl(results, units);
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (skips[i]) {
      out.skipped.push_back(std::move(*skips[i]));
      continue;
    }
    out.lines += results[i].scan.lines;
    out.files.push_back(std::move(results[i]));
  }
  return out;
}

}  // namespace cudacompat::migrate
