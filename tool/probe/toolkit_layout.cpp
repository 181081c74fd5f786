#include "probe/toolkit_layout.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <unistd.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include "common/display_text.h"
#include "common/subprocess.h"
#include "probe/fingerprint.h"
#include "probe/process_text.h"
#include "common/files.h"

namespace cudacompat {
namespace {

bool path_exists(const fs::path& path) {
  std::error_code ec;
  return fs::exists(path, ec);
}

std::optional<fs::path> first_existing(std::initializer_list<fs::path> paths) {
  for (const auto& path : paths)
    if (path_exists(path)) return path;
  return std::nullopt;
}

bool is_pip_wheel_root(const fs::path& root) {
  static const std::regex kWheelRoot("cu[0-9]+");
  fs::path normal = root.lexically_normal();
  if (normal.filename().empty()) normal = normal.parent_path();
  return normal.parent_path().filename() == "nvidia" && std::regex_match(normal.filename().string(), kWheelRoot);
}

void fill_standard(ToolkitPaths& paths) {
  const fs::path& root = paths.root;
  paths.nvcc = root / "bin" / "nvcc";
  if (auto include = first_existing({root / "include" / "cuda.h", root / "targets" / "x86_64-linux" / "include" / "cuda.h",
                                     root / "targets" / "sbsa-linux" / "include" / "cuda.h"}))
    paths.include_dir = include->parent_path();
  if (auto library = first_existing({root / "lib64" / "libcudart.so", root / "lib" / "libcudart.so",
                                     root / "targets" / "x86_64-linux" / "lib" / "libcudart.so",
                                     root / "lib64" / "libcudart_static.a", root / "lib" / "libcudart_static.a"}))
    paths.library_dir = library->parent_path();
  else if (auto library_so = first_existing({root / "lib" / "libcudart.so.13", root / "lib" / "libcudart.so.12"}))
    paths.library_dir = library_so->parent_path();  // wheels ship only the versioned name
}

void fill_distro(ToolkitPaths& paths) {
  const fs::path& root = paths.root;
  paths.nvcc = root / "bin" / "nvcc";
  if (path_exists(root / "include" / "cuda.h")) paths.include_dir = root / "include";
  for (const char* multiarch : {"x86_64-linux-gnu", "aarch64-linux-gnu"})
    if (path_exists(root / "lib" / multiarch / "libcudart.so")) {
      paths.library_dir = root / "lib" / multiarch;
      break;
    }
}

void check_pieces(ToolkitPaths& paths) {
  if (!is_executable_file(paths.nvcc)) {
    paths.problems.push_back("no nvcc at " + paths.nvcc.string());
  } else {
    paths.nvcc_real = resolve_program(paths.nvcc);
    if (!is_executable_file(paths.nvcc_real))
      paths.problems.push_back(paths.nvcc.string() + " runs " + paths.nvcc_real.string() + ", which is not an executable file");
  }
  if (paths.include_dir.empty()) {
    paths.problems.push_back("no cuda.h under " + paths.root.string() + "/include");
  } else {
    std::error_code ec;
    if (!fs::exists(paths.include_dir / "cuda_runtime.h", ec))
      paths.problems.push_back("cuda.h but no cuda_runtime.h in " + paths.include_dir.string());
    if (fs::exists(paths.include_dir / "cccl", ec)) paths.extra_include_dirs.push_back(paths.include_dir / "cccl");
  }
  if (paths.library_dir.empty()) paths.problems.push_back("no libcudart under " + paths.root.string());
}

}  // namespace

std::string to_string(Layout layout) {
  switch (layout) {
    case Layout::kStandard: return "standard";
    case Layout::kDistro: return "distro";
    case Layout::kDistroUnpacked: return "distro-unpacked";
    case Layout::kPipWheel: return "pip-wheel";
  }
  return "unknown";
}

std::optional<fs::path> wrapper_script_target(const fs::path& script) {
  std::ifstream in(script, std::ios::binary);
  if (!in) return std::nullopt;
  std::string text(4096, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.rfind("#!", 0) != 0) return std::nullopt;
  // The last `exec PROGRAM` line of the script; PROGRAM may be quoted.
  static const std::regex kExec(R"re((?:^|\n)[ \t]*exec[ \t]+(?:"([^"]+)"|'([^']+)'|([^ \t\n;&|]+)))re");
  std::optional<fs::path> target;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kExec); it != std::sregex_iterator(); ++it) {
    const auto& match = *it;
    std::string program = match[1].matched ? match[1].str() : match[2].matched ? match[2].str() : match[3].str();
    if (program.find('$') != std::string::npos) continue;  // a variable we cannot evaluate without running it
    fs::path path(program);
    if (path.is_relative()) path = script.parent_path() / path;
    target = path;
  }
  return target;
}

fs::path resolve_program(const fs::path& program) {
  fs::path current = program;
  for (int hop = 0; hop < 8; ++hop) {
    fs::path canonical = normalized(current);
    auto target = wrapper_script_target(canonical);
    if (!target || normalized(*target) == canonical) return canonical;
    current = *target;
  }
  return normalized(current);
}

std::optional<ToolkitPaths> inspect_toolkit_root(const fs::path& root_in) {
  ToolkitPaths paths;
  paths.root = root_in.lexically_normal();
  if (paths.root.has_filename() == false && paths.root.has_parent_path()) paths.root = paths.root.parent_path();
  const fs::path& root = paths.root;

  // PREFIX given for an unpacked distro tree: look inside PREFIX/usr.
  if (!path_exists(root / "bin" / "nvcc") && !path_exists(root / "include" / "cuda.h") && path_exists(root / "usr" / "bin" / "nvcc"))
    return inspect_toolkit_root(root / "usr");

  // A pip --target or site-packages directory: the toolkit is its nvidia/cuNN (newest first).
  if (!path_exists(root / "bin" / "nvcc") && !path_exists(root / "include" / "cuda.h") && path_exists(root / "nvidia")) {
    std::vector<fs::path> wheels;
    std::error_code ec;
    for (fs::directory_iterator it(root / "nvidia", ec), end; !ec && it != end; it.increment(ec))
      if (is_pip_wheel_root(it->path()) && path_exists(it->path() / "bin" / "nvcc")) wheels.push_back(it->path());
    if (!wheels.empty()) return inspect_toolkit_root(*std::max_element(wheels.begin(), wheels.end()));
  }

  if (!path_exists(root / "bin" / "nvcc") && !path_exists(root / "include" / "cuda.h") &&
      !path_exists(root / "targets" / "x86_64-linux" / "include" / "cuda.h"))
    return std::nullopt;

  if (path_exists(root / "lib" / "nvidia-cuda-toolkit")) {
    paths.layout = normalized(root) == fs::path("/usr") ? Layout::kDistro : Layout::kDistroUnpacked;
    fill_distro(paths);
  } else if (is_pip_wheel_root(root)) {
    paths.layout = Layout::kPipWheel;
    fill_standard(paths);
  } else {
    paths.layout = Layout::kStandard;
    fill_standard(paths);
  }
  check_pieces(paths);
  return paths;
}

}  // namespace cudacompat
