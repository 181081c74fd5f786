// An installed environment: what pip (dist-info, egg-info) and conda (conda-meta) recorded there.
// Speed matters (an environment holds hundreds of distributions, and --env runs on every check):
// one directory listing per directory, and of each METADATA only the first block read, until its
// Name and Version headers are found.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <filesystem>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "common/files.h"
#include "common/json_value.h"
#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"

namespace cudacompat::pins {

using requirements::normalize_python_name;
namespace {

namespace fs = std::filesystem;
using detail::trim_blanks;

// Core metadata puts Name and Version first; a header block larger than this is not metadata.
constexpr std::size_t kMaxHeaderBytes = 1u << 20;

struct MetadataHeaders {
  std::string name;
  std::string version;
  int name_line = 0;
  std::string name_header;  // the Name line as written
};

// A header line's value when its field name is `field` (case-insensitive, as in e-mail headers).
std::optional<std::string_view> header_value(std::string_view line, std::string_view field) {
  if (line.size() <= field.size() || line[field.size()] != ':') return std::nullopt;
  for (std::size_t i = 0; i < field.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(line[i])) != field[i]) return std::nullopt;
  return trim_blanks(line.substr(field.size() + 1));
}

// Name and Version from the header block (RFC 822 style) of METADATA or PKG-INFO, read in blocks
// until both are found or the block ends at its first empty line.
Expected<MetadataHeaders> read_metadata_headers(const std::string& path) {
  auto opened = open_regular_file(path);  // a FIFO planted as METADATA would block a plain open
  if (!opened) return opened.error();
  const int fd = *opened;
  MetadataHeaders headers;
  std::string buffer;
  std::size_t scanned = 0;  // bytes of `buffer` already split into lines
  int line_number = 0;
  bool header_end = false;
  char block[8192];
  while (!header_end && (headers.name.empty() || headers.version.empty()) && buffer.size() < kMaxHeaderBytes) {
    const ssize_t got = ::read(fd, block, sizeof block);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      buffer += '\n';  // the last line, if it has no line break
      header_end = true;
    } else {
      buffer.append(block, static_cast<std::size_t>(got));
    }
    for (std::size_t end; (end = buffer.find('\n', scanned)) != std::string::npos; scanned = end + 1) {
      const std::string_view line = trim_blanks(std::string_view(buffer).substr(scanned, end - scanned));
      ++line_number;
      if (line.empty()) {
        header_end = true;
        break;
      }
      if (auto name = header_value(line, "name"); name && headers.name.empty()) {
        headers.name = std::string(*name);
        headers.name_line = line_number;
        headers.name_header = std::string(line);
      } else if (auto version = header_value(line, "version"); version && headers.version.empty()) {
        headers.version = std::string(*version);
      }
    }
  }
  ::close(fd);
  if (headers.name.empty() || headers.version.empty())
    return error_in(path, "expected Name and Version headers before the first empty line");
  return headers;
}

bool is_distribution_record(const fs::path& path) {
  const std::string extension = path.extension().string();
  return extension == ".dist-info" || extension == ".egg-info";
}

bool is_site_packages(const fs::path& directory) {
  const std::string name = directory.filename().string();
  if (name == "site-packages" || name == "dist-packages") return true;
  std::error_code ec;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec))
    if (is_distribution_record(it->path())) return true;
  return false;
}

// PREFIX itself, or PREFIX/{lib,lib64}/python3*/{site,dist}-packages and PREFIX/Lib/site-packages;
// each directory once (a venv's lib64 is a link to lib), in a stable order.
std::vector<fs::path> site_packages_directories(const fs::path& prefix) {
  if (is_site_packages(prefix)) return {prefix};
  std::vector<fs::path> candidates{prefix / "Lib" / "site-packages"};
  std::error_code ec;
  for (const char* lib : {"lib", "lib64"}) {
    for (fs::directory_iterator it(prefix / lib, ec), end; !ec && it != end; it.increment(ec)) {
      if (!it->path().filename().string().starts_with("python3")) continue;
      candidates.push_back(it->path() / "site-packages");
      candidates.push_back(it->path() / "dist-packages");
    }
  }
  std::sort(candidates.begin(), candidates.end());
  std::vector<fs::path> found;
  std::set<fs::path> seen;
  for (const fs::path& candidate : candidates) {
    if (fs::is_directory(candidate, ec) && seen.insert(fs::canonical(candidate, ec)).second) found.push_back(candidate);
  }
  return found;
}

// The metadata file of a distribution record: dist-info/METADATA, egg-info/PKG-INFO, or an
// egg-info file, which is itself PKG-INFO.
fs::path metadata_file(const fs::directory_entry& record) {
  std::error_code ec;
  if (!record.is_directory(ec)) return record.path();
  return record.path() / (record.path().extension() == ".dist-info" ? "METADATA" : "PKG-INFO");
}

// An installed-package directory read with one listing: the DeclaredFile its readers fill (holding
// the error when the directory cannot be listed) and the record files `record_of` picks from its
// entries (nullopt skips one), sorted so the output does not depend on the file system's order.
struct InstalledListing {
  DeclaredFile out;
  std::vector<fs::path> records;
};

template <typename RecordOf>
InstalledListing list_installed(const fs::path& directory, RecordOf record_of) {
  InstalledListing listing{.out = {.file = directory.string(),
                                   .source = SourceKind::kInstalled,
                                   .entries = {},
                                   .errors = {},
                                   .group_includes = {},
                                   .notes = {}},
                           .records = {}};
  std::error_code ec;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
    if (std::optional<fs::path> record = record_of(*it)) listing.records.push_back(std::move(*record));
  }
  if (ec) {
    listing.out.errors.push_back(detail::line_diagnostic(codes::kDirectoryUnlistable, directory.string(), 0,
                                                         fmt::format("cannot list: {}", ec.message())));
  }
  std::sort(listing.records.begin(), listing.records.end());
  return listing;
}

DeclaredFile read_site_packages(const fs::path& directory, const fs::path& prefix) {
  auto [out, metadata_files] = list_installed(directory, [](const fs::directory_entry& entry) {
    return is_distribution_record(entry.path()) ? std::optional(metadata_file(entry)) : std::nullopt;
  });
  const std::string section =
      directory == prefix ? directory.filename().string() : directory.lexically_relative(prefix).string();
  for (const fs::path& file : metadata_files) {
    auto headers = read_metadata_headers(file.string());
    if (!headers) {
      out.errors.push_back(Diagnostic::error(codes::kMetadataUnreadable, headers.error().message, file.string()));
      continue;
    }
    Declared entry =
        detail::entry_at(file.string(), headers->name_line, SourceKind::kInstalled, section, headers->name_header);
    entry.ecosystem = Ecosystem::kPython;
    entry.name = normalize_python_name(headers->name);
    entry.version = headers->version;
    out.entries.push_back(std::move(entry));
  }
  return out;
}

// conda-meta/*.json: the record conda and rattler write for each installed package. Its "name"
// and "version" are read from the JSON (the file name NAME-VERSION-BUILD.json is only a
// convention); a record that cannot be read, is not JSON or lacks them is an error naming it, since
// an environment whose packages cannot all be read cannot pass a check. Records list every file of
// their package (megabytes for the CUDA toolkit): Jansson parses them in milliseconds.
Expected<Declared> read_conda_record(const fs::path& record) {
  auto text = read_text_file(record);
  if (!text) return text.error();
  auto document = json::Document::parse(*text);
  if (!document) return error_in(record.string(), fmt::format("not a conda record: {}", document.error().message));
  const json::Value root = document->root();
  const auto name = root.find("name");
  const auto version = root.find("version");
  if (!name || !name->is_string() || name->text().empty() || !version || !version->is_string() ||
      version->text().empty())
    return error_in(record.string(), "not a conda record: expected an object with \"name\" and \"version\" strings");
  Declared entry =
      detail::entry_at(record.string(), 0, SourceKind::kInstalled, "conda-meta", name->text() + "==" + version->text());
  entry.ecosystem = Ecosystem::kConda;
  entry.name = name->text();
  entry.version = version->text();
  return entry;
}

DeclaredFile read_conda_meta(const fs::path& directory) {
  auto [out, records] = list_installed(directory, [](const fs::directory_entry& entry) {
    return entry.path().extension() == ".json" ? std::optional(entry.path()) : std::nullopt;
  });
  for (const fs::path& record : records) {
    auto entry = read_conda_record(record);
    if (!entry) {
      out.errors.push_back(Diagnostic::error(codes::kMetadataUnreadable, entry.error().message, record.string()));
      continue;
    }
    out.entries.push_back(std::move(entry).value());
  }
  return out;
}

}  // namespace

Expected<std::vector<DeclaredFile>> read_environment(const std::string& prefix) {
  const fs::path root(prefix);
  std::error_code ec;
  if (!fs::is_directory(root, ec)) return error_in(prefix, "not a directory: expected an environment's prefix");
  std::vector<DeclaredFile> files;
  for (const fs::path& directory : site_packages_directories(root))
    files.push_back(read_site_packages(directory, root));
  if (fs::is_directory(root / "conda-meta", ec)) files.push_back(read_conda_meta(root / "conda-meta"));
  if (files.empty()) {
    return error_in(prefix,
                    "no installed environment here: expected lib/python3*/site-packages, "
                    "lib64/python3*/site-packages, Lib/site-packages, conda-meta, or a site-packages "
                    "directory");
  }
  return files;
}

}  // namespace cudacompat::pins
