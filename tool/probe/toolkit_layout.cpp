#include "probe/toolkit_layout.h"

#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <fstream>
#include "common/display_text.h"
#include "common/enum_names.h"
#include "common/files.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "probe/fingerprint.h"
#include "probe/process_text.h"

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

// .../nvidia/cuNN: a directory named exactly "cu" and digits, inside one named "nvidia".
bool is_pip_wheel_root(const fs::path& root) {
  fs::path normal = root.lexically_normal();
  if (normal.filename().empty()) normal = normal.parent_path();
  const std::string name = normal.filename().string();
  const std::string_view digits = scan::digits_after(name, 0, "cu");
  return normal.parent_path().filename() == "nvidia" && !digits.empty() && 2 + digits.size() == name.size();
}

// One `exec PROGRAM` line, as the pattern
//   (?:^|\n)[ \t]*exec[ \t]+(?:"([^"]+)"|'([^']+)'|([^ \t\n;&|]+))
// reads it: PROGRAM is "quoted" or 'quoted' (newlines and all) when a closing quote follows with
// something in between; else the word up to a blank, newline, ';', '&' or '|', quotes and all.
struct ExecLine {
  std::string program;
  size_t end = 0;  // the next one is looked for from here on
};

bool ends_exec_word(char c) { return scan::is_blank(c) || c == '\n' || c == ';' || c == '&' || c == '|'; }

// The exec line that starts at `line` (the text's start or just after a newline), or nullopt.
// `last_double` and `last_single` are where the text's last " and ' are (npos: none), so that an
// unclosed quote fails at once instead of searching to the end on every line: the read stays linear.
std::optional<ExecLine> exec_line_at(std::string_view text, size_t line, size_t last_double, size_t last_single) {
  size_t pos = scan::after_literal(text, scan::skip_blanks(text, line), "exec");
  if (pos == std::string_view::npos || scan::skip_blanks(text, pos) == pos) return std::nullopt;
  pos = scan::skip_blanks(text, pos);
  if (pos == text.size()) return std::nullopt;
  const char quote = text[pos];
  const size_t last = quote == '"' ? last_double : quote == '\'' ? last_single : std::string_view::npos;
  if (last != std::string_view::npos && last > pos + 1) {  // a closing quote with something before it may follow
    size_t close = text.find(quote, pos + 1);
    if (close > pos + 1) return ExecLine{std::string(text.substr(pos + 1, close - pos - 1)), close + 1};
  }
  size_t end = scan::end_of_run(text, pos, [](char c) { return !ends_exec_word(c); });
  if (end == pos) return std::nullopt;
  return ExecLine{std::string(text.substr(pos, end - pos)), end};
}

void fill_standard(ToolkitPaths& paths) {
  const fs::path& root = paths.root;
  paths.nvcc = root / "bin" / "nvcc";
  if (auto include =
          first_existing({root / "include" / "cuda.h", root / "targets" / "x86_64-linux" / "include" / "cuda.h",
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
      paths.problems.push_back(paths.nvcc.string() + " runs " + paths.nvcc_real.string() +
                               ", which is not an executable file");
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

constexpr EnumName<Layout> kLayoutNames[] = {{Layout::kStandard, "standard"},
                                             {Layout::kDistro, "distro"},
                                             {Layout::kDistroUnpacked, "distro-unpacked"},
                                             {Layout::kPipWheel, "pip-wheel"}};

std::string to_string(Layout layout) { return std::string(name_of(kLayoutNames, layout)); }

std::optional<fs::path> wrapper_script_target(const fs::path& script) {
  std::ifstream in(script, std::ios::binary);
  if (!in) return std::nullopt;
  std::string text(4096, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.rfind("#!", 0) != 0) return std::nullopt;
  // The last `exec PROGRAM` line of the script; PROGRAM may be quoted. Exec lines are looked for at
  // the text's start and after each newline, each search going on where the last one found ended.
  const size_t last_double = text.rfind('"'), last_single = text.rfind('\'');
  std::vector<std::string> programs;
  size_t from = 0;
  if (auto exec = exec_line_at(text, 0, last_double, last_single)) {
    programs.push_back(exec->program);
    from = exec->end;
  }
  for (size_t newline; (newline = text.find('\n', from)) != std::string::npos;) {
    from = newline + 1;
    if (auto exec = exec_line_at(text, newline + 1, last_double, last_single)) {
      programs.push_back(exec->program);
      from = exec->end;
    }
  }
  std::optional<fs::path> target;
  for (const auto& program : programs) {
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
  if (!path_exists(root / "bin" / "nvcc") && !path_exists(root / "include" / "cuda.h") &&
      path_exists(root / "usr" / "bin" / "nvcc"))
    return inspect_toolkit_root(root / "usr");

  // A pip --target or site-packages directory: the toolkit is its nvidia/cuNN (newest first).
  if (!path_exists(root / "bin" / "nvcc") && !path_exists(root / "include" / "cuda.h") &&
      path_exists(root / "nvidia")) {
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
