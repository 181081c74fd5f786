#include "doctor/loader_paths.h"

#include <elf.h>
#include <fmt/format.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "common/files.h"
#include "common/subprocess.h"

namespace cudacompat::doctor {
namespace {

namespace fs = std::filesystem;

constexpr char kOldMagic[] = "ld.so-1.7.0";                          // 11 bytes, then nlibs
constexpr char kNewMagic[] = "glibc-ld.so.cache1.1";                 // magic + version, 20 bytes
constexpr std::size_t kNewHeaderSize = 20 + 4 + 4 + 1 + 3 + 4 + 12;  // glibc's struct cache_file_new
constexpr std::size_t kNewEntrySize = 4 + 4 + 4 + 4 + 8;             // struct file_entry_new
constexpr std::size_t kOldEntrySize = 4 + 4 + 4;                     // struct file_entry

template <class T>
T load(const std::string& bytes, std::size_t offset) {
  T value{};
  std::memcpy(&value, bytes.data() + offset, sizeof(T));
  return value;
}

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

enum class Candidate { kFits, kOtherElf, kNotElf };

// What the loader makes of the file at `path`: an ELF of the binary's class and machine is loaded;
// another ELF (another class or machine) is skipped and the search goes on (a 32-bit libcudart in
// LD_LIBRARY_PATH does not stop it); anything else ("file too short", "invalid ELF header") stops
// the loader with an error.
Candidate examine(const std::string& path, const BinaryLoadInfo& binary) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Candidate::kNotElf;
  unsigned char header[20] = {};
  in.read(reinterpret_cast<char*>(header), sizeof(header));
  if (in.gcount() != sizeof(header) || std::memcmp(header, ELFMAG, SELFMAG) != 0) return Candidate::kNotElf;
  const bool is_64bit = header[EI_CLASS] == ELFCLASS64;
  if (is_64bit != binary.is_64bit) return Candidate::kOtherElf;
  if (binary.machine == 0) return Candidate::kFits;
  std::uint16_t machine = 0;
  std::memcpy(&machine, header + 18, sizeof(machine));  // little-endian hosts only, as the tool is
  return machine == binary.machine ? Candidate::kFits : Candidate::kOtherElf;
}

bool fits(const std::string& path, const BinaryLoadInfo& binary) { return examine(path, binary) == Candidate::kFits; }

Resolution found_at(const std::string& path, const std::string& via) {
  Resolution resolution;
  resolution.found = true;
  resolution.path = path;
  resolution.via = via;
  return resolution;
}

std::optional<Resolution> search_dirs(const std::string& soname, const std::vector<std::string>& dirs,
                                      const std::string& origin, const std::string& via, const BinaryLoadInfo& binary,
                                      std::vector<std::string>& searched) {
  for (const auto& entry : dirs) {
    std::string dir = expand_origin(entry.empty() ? "." : entry, origin);
    if (binary.origin_is_planned && dir != entry) dir = fs::path(dir).lexically_normal().string();
    searched.push_back(dir);
    const std::string candidate = (fs::path(dir) / soname).string();
    std::error_code error;
    if (!fs::is_regular_file(candidate, error)) continue;
    const Candidate kind = examine(candidate, binary);
    if (kind == Candidate::kOtherElf) continue;
    Resolution resolution;
    resolution.found = kind == Candidate::kFits;
    resolution.error = resolution.found ? "" : "not an ELF file: the loader stops here with an error";
    resolution.path = candidate;
    resolution.via = fmt::format("{} {}", via, entry.empty() ? "." : entry);
    if (!resolution.found) resolution.searched = searched;
    return resolution;
  }
  return std::nullopt;
}

}  // namespace

Expected<std::vector<CacheEntry>> parse_ld_so_cache(const std::string& bytes, const std::string& file) {
  std::size_t start = 0;
  if (bytes.size() >= sizeof(kOldMagic) - 1 && bytes.compare(0, sizeof(kOldMagic) - 1, kOldMagic) == 0) {
    // The old format first: skip its entries; the new table follows, 8-byte aligned.
    if (bytes.size() < 16) return error_at(file, 0, "old-format header goes past the end of the file");
    const auto count = load<std::uint32_t>(bytes, 12);
    start = 16 + static_cast<std::size_t>(count) * kOldEntrySize;
    start = (start + 7) & ~std::size_t{7};
  }
  if (bytes.size() < start + kNewHeaderSize || bytes.compare(start, sizeof(kNewMagic) - 1, kNewMagic) != 0) {
    return error_at(file, start, "expected the \"glibc-ld.so.cache1.1\" header of glibc's cache format");
  }
  const auto count = load<std::uint32_t>(bytes, start + 20);
  const std::size_t table = start + kNewHeaderSize;
  if (count > (bytes.size() - table) / kNewEntrySize) {
    return error_at(file, table, fmt::format("{} entries go past the end of the file", count));
  }
  // String offsets count from the new header (which is the file's start in the new format alone).
  auto string_at = [&](std::uint32_t offset, std::string& out) {
    const std::size_t at = start + offset;
    if (at >= bytes.size()) return false;
    const std::size_t end = bytes.find('\0', at);
    if (end == std::string::npos) return false;
    out.assign(bytes, at, end - at);
    return true;
  };
  std::vector<CacheEntry> entries;
  entries.reserve(count);
  for (std::uint32_t i = 0; i < count; ++i) {
    const std::size_t at = table + static_cast<std::size_t>(i) * kNewEntrySize;
    CacheEntry entry;
    entry.flags = load<std::int32_t>(bytes, at);
    entry.hwcap = load<std::uint64_t>(bytes, at + 16);
    if (!string_at(load<std::uint32_t>(bytes, at + 4), entry.name) ||
        !string_at(load<std::uint32_t>(bytes, at + 8), entry.path)) {
      return error_at(file, at, fmt::format("entry {} names a string past the end of the file", i));
    }
    entries.push_back(std::move(entry));
  }
  return entries;
}

Expected<std::vector<CacheEntry>> read_ld_so_cache(const std::string& path) {
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return error_in(path, "no such file");
  const std::string bytes = read_bytes(path);
  if (bytes.empty()) return error_in(path, "cannot be read, or is empty");
  return parse_ld_so_cache(bytes, path);
}

std::vector<CacheEntry> parse_ldconfig_listing(const std::string& text) {
  // "\tlibcudart.so.13 (libc6,x86-64) => /usr/local/cuda/lib64/libcudart.so.13"
  static const std::regex line(R"(^\s+(\S+) \(([^)]*)\)(?: => (.*))?$)");
  std::vector<CacheEntry> entries;
  std::istringstream in(text);
  for (std::string row; std::getline(in, row);) {
    std::smatch match;
    if (!std::regex_match(row, match, line) || !match[3].matched) continue;
    CacheEntry entry;
    entry.name = match[1].str();
    entry.path = match[3].str();
    const std::string tags = match[2].str();
    entry.flags = 0x0001;  // FLAG_ELF_LIBC6
    if (tags.find("x86-64") != std::string::npos) entry.flags |= 0x0300;
    if (tags.find("AArch64") != std::string::npos) entry.flags |= 0x0a00;
    entries.push_back(std::move(entry));
  }
  return entries;
}

std::vector<CacheEntry> load_loader_cache(std::string& source) {
  auto cache = read_ld_so_cache();
  if (cache) {
    source = "/etc/ld.so.cache";
    return std::move(cache).value();
  }
  for (const char* ldconfig : {"/sbin/ldconfig", "/usr/sbin/ldconfig", "ldconfig"}) {
    auto result = run_process({ldconfig, "-p"}, std::chrono::seconds(10));
    if (result.ok()) {
      source = fmt::format("{} -p ({})", ldconfig, cache.error().message);
      return parse_ldconfig_listing(result.output);
    }
  }
  source = fmt::format("none: {}, and ldconfig -p failed", cache.error().message);
  return {};
}

std::optional<std::int32_t> cache_flags_for_machine(std::uint16_t machine) {
  switch (machine) {
    case EM_X86_64:
      return 0x0303;  // FLAG_ELF_LIBC6 | FLAG_X8664_LIB64
    case EM_AARCH64:
      return 0x0a03;  // FLAG_ELF_LIBC6 | FLAG_AARCH64_LIB64
    case EM_PPC64:
      return 0x0503;  // FLAG_ELF_LIBC6 | FLAG_POWERPC_LIB64
    default:
      return std::nullopt;
  }
}

LoaderEnvironment LoaderEnvironment::current(std::string& cache_source) {
  LoaderEnvironment env;
  env.ld_library_path = split_search_path(environment_variable("LD_LIBRARY_PATH"));
  env.cache = load_loader_cache(cache_source);
  return env;
}

std::string expand_origin(const std::string& entry, const std::string& origin) {
  std::string out = entry;
  for (const char* token : {"${ORIGIN}", "$ORIGIN"}) {
    const std::string needle = token;
    for (std::size_t at = out.find(needle); at != std::string::npos; at = out.find(needle, at + origin.size())) {
      out.replace(at, needle.size(), origin);
    }
  }
  return out;
}

std::vector<std::string> split_search_path(const std::string& text) {
  std::vector<std::string> parts;
  if (text.empty()) return parts;
  std::string current;
  for (char c : text) {
    if (c == ':' || c == ';') {
      parts.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  parts.push_back(current);
  return parts;
}

Resolution resolve_library(const std::string& soname, const BinaryLoadInfo& binary, const LoaderEnvironment& env) {
  Resolution none;
  if (soname.find('/') != std::string::npos) {  // a path in DT_NEEDED is used as it is
    none.searched.push_back(soname);
    if (fits(soname, binary)) return found_at(soname, "path in DT_NEEDED");
    return none;
  }
  auto& searched = none.searched;
  if (binary.runpath.empty()) {
    if (auto found = search_dirs(soname, binary.rpath, binary.origin, "DT_RPATH", binary, searched)) return *found;
  }
  if (auto found = search_dirs(soname, env.ld_library_path, binary.origin, "LD_LIBRARY_PATH", binary, searched)) {
    return *found;
  }
  if (auto found = search_dirs(soname, binary.runpath, binary.origin, "DT_RUNPATH", binary, searched)) return *found;
  searched.push_back("ld.so.cache");
  const auto flags = cache_flags_for_machine(binary.machine);
  for (const auto& entry : env.cache) {
    if (entry.name != soname || (flags && entry.flags != *flags)) continue;
    if (fits(entry.path, binary)) return found_at(entry.path, "ld.so.cache");
  }
  std::vector<std::string> defaults;
  for (const auto& dir : env.default_dirs) defaults.push_back(dir);
  if (auto found = search_dirs(soname, defaults, binary.origin, "default directory", binary, searched)) {
    found->via = "default directory " + fs::path(found->path).parent_path().string();
    return *found;
  }
  return none;
}

}  // namespace cudacompat::doctor
