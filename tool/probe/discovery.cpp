#include "probe/discovery.h"

#include <algorithm>
#include <sstream>

#include "common/scan.h"
#include "knowledge/version.h"

namespace cudacompat {
namespace {

class CandidateList {
 public:
  explicit CandidateList(DiscoveryResult& result) : result_(result) {}

  // Adds the toolkit at `root` under `origin`; false when `root` holds none.
  bool add(const fs::path& root, const std::string& origin, bool explicit_request = false) {
    auto paths = inspect_toolkit_root(root);
    if (!paths) return false;
    fs::path key = normalized(paths->root);
    for (auto& existing : result_.candidates) {
      if (normalized(existing.paths.root) == key) {
        existing.origins.push_back(origin);
        existing.explicit_request = existing.explicit_request || explicit_request;
        return true;
      }
    }
    result_.candidates.push_back(Candidate{{origin}, std::move(*paths), explicit_request});
    return true;
  }

 private:
  DiscoveryResult& result_;
};

std::string lookup(const std::map<std::string, std::string>& environment, const std::string& name) {
  auto it = environment.find(name);
  return it == environment.end() ? std::string() : it->second;
}

// A place discovery was pointed at (a variable, nvcc on PATH) that holds no toolkit: said, since it
// is probably where the user meant one to be, never an error by itself.
Diagnostic place_without_toolkit(const std::string& message, const std::string& origin) {
  return Diagnostic::note("search-place-without-toolkit", message, origin);
}

void add_named_root(CandidateList& list, DiscoveryResult& result, const std::string& value, const std::string& origin,
                    bool explicit_request) {
  if (value.empty()) return;
  if (!list.add(value, origin, explicit_request)) {
    std::error_code ec;
    std::string why =
        fs::exists(value, ec) ? "holds no CUDA toolkit (no bin/nvcc, no include/cuda.h)" : "does not exist";
    result.notes.push_back(place_without_toolkit(origin + "=" + value + " " + why, origin));
    if (explicit_request) {
      Candidate missing;
      missing.origins = {origin};
      missing.paths.root = value;
      missing.paths.problems.push_back(value + " " + why);
      missing.explicit_request = true;
      result.candidates.push_back(std::move(missing));
    }
  }
}

void add_nvcc_on_path(CandidateList& list, DiscoveryResult& result, const std::string& path_list) {
  auto nvcc = find_program_on_path("nvcc", path_list);
  if (!nvcc) return;
  std::string origin = "nvcc on PATH (" + nvcc->string() + ")";
  // The directory above bin/ first: that keeps /usr for Debian's wrapper and /usr/local/cuda for a
  // PATH entry that goes through the symbolic link.
  if (auto paths = inspect_toolkit_root(nvcc->parent_path().parent_path()); paths && paths->problems.empty()) {
    list.add(nvcc->parent_path().parent_path(), origin);
    return;
  }
  fs::path real = resolve_program(*nvcc);
  if (!list.add(real.parent_path().parent_path(), origin))
    result.notes.push_back(
        place_without_toolkit(origin + " leads to " + real.string() + ", which is not inside a CUDA toolkit", origin));
}

// The X.Y of a directory named exactly cuda-X.Y (digits, a dot, digits), or "".
std::string_view version_of_versioned_name(std::string_view name) {
  std::string_view major = scan::digits_after(name, 0, "cuda-");
  if (major.empty()) return {};
  size_t dot = 5 + major.size();
  std::string_view minor = scan::digits_after(name, dot, ".");
  if (minor.empty() || dot + 1 + minor.size() != name.size()) return {};
  return name.substr(5);
}

void add_versioned_usr_local(CandidateList& list, const fs::path& usr_local) {
  std::vector<std::pair<Version, fs::path>> found;
  std::error_code ec;
  for (fs::directory_iterator it(usr_local, ec), end; !ec && it != end; it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (std::string_view digits = version_of_versioned_name(name); !digits.empty())
      if (auto version = Version::parse(digits)) found.emplace_back(*version, it->path());
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [version, path] : found) list.add(path, path.string());
}

void add_search_path(CandidateList& list, DiscoveryResult& result, const std::string& search_path,
                     const std::string& origin) {
  std::stringstream stream(search_path);
  std::string directory;
  while (std::getline(stream, directory, ':')) {
    if (directory.empty()) continue;
    std::error_code ec;
    if (!fs::is_directory(directory, ec)) {
      result.notes.push_back(
          place_without_toolkit(origin + " names " + directory + ", which is not a directory", origin));
      continue;
    }
    std::vector<fs::path> children;
    for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_directory(ec)) children.push_back(it->path());
    std::sort(children.begin(), children.end());
    for (const auto& child : children) list.add(child, origin + " (" + directory + ")");
  }
}

}  // namespace

DiscoveryInputs DiscoveryInputs::from_environment(const ProbeEnvironment& environment,
                                                  std::optional<std::string> root_cache_variable) {
  DiscoveryInputs inputs;
  inputs.root_cache_variable = std::move(root_cache_variable);
  for (const char* name : {"CUDAToolkit_ROOT", "CUDA_HOME", "CUDA_PATH", "PATH", "CUDACOMPAT_TOOLKIT_SEARCH_PATH"}) {
    std::string value = environment.get(name);
    if (!value.empty()) inputs.environment[name] = value;
  }
  return inputs;
}

DiscoveryResult discover_toolkits(const DiscoveryInputs& inputs) {
  DiscoveryResult result;
  CandidateList list(result);
  if (inputs.root_cache_variable)
    add_named_root(list, result, *inputs.root_cache_variable, "CUDAToolkit_ROOT (CMake variable)", true);
  add_named_root(list, result, lookup(inputs.environment, "CUDAToolkit_ROOT"), "CUDAToolkit_ROOT (environment)", true);
  add_named_root(list, result, lookup(inputs.environment, "CUDA_HOME"), "CUDA_HOME", false);
  add_named_root(list, result, lookup(inputs.environment, "CUDA_PATH"), "CUDA_PATH", false);
  add_nvcc_on_path(list, result, lookup(inputs.environment, "PATH"));
  list.add(inputs.usr_local / "cuda", (inputs.usr_local / "cuda").string());
  add_versioned_usr_local(list, inputs.usr_local);
  if (inputs.search_path_variable)
    add_search_path(list, result, *inputs.search_path_variable, "CUDACOMPAT_TOOLKIT_SEARCH_PATH (CMake variable)");
  else
    add_search_path(list, result, lookup(inputs.environment, "CUDACOMPAT_TOOLKIT_SEARCH_PATH"),
                    "CUDACOMPAT_TOOLKIT_SEARCH_PATH (environment)");
  if (std::error_code ec; fs::exists(inputs.distro_prefix / "bin" / "nvcc", ec) ||
                          fs::exists(inputs.distro_prefix / "include" / "cuda.h", ec))
    list.add(inputs.distro_prefix, "distro layout (" + inputs.distro_prefix.string() + ")");
  return result;
}

}  // namespace cudacompat
