#include "probe/toolkit_check.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "common/display_text.h"
#include "common/files.h"
#include "common/json_value.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "probe/cache_file.h"
#include "probe/fingerprint.h"
#include "probe/process_text.h"

namespace cudacompat {

namespace check_detail {

bool file_present(const fs::path& path) {
  std::error_code ec;
  return fs::exists(path, ec);
}

// First token of a command line as nvcc prints it: a word, or a "quoted string".
std::string program_of(const std::string& line) {
  size_t start = line.find_first_not_of(" \t");
  if (start == std::string::npos) return "";
  if (line[start] == '"') {
    size_t end = line.find('"', start + 1);
    return end == std::string::npos ? line.substr(start + 1) : line.substr(start + 1, end - start - 1);
  }
  size_t end = line.find_first_of(" \t", start);
  return line.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// Each $NAME, $(NAME), $NAME) or $(NAME (the pattern `\$\(?([A-Za-z_][A-Za-z0-9_]*)\)?`, whose
// parentheses are each optional) replaced by the variable's value; unknown ones left as they are.
std::string expand(const std::string& text, const std::map<std::string, std::string>& variables) {
  std::string out;
  size_t done = 0;  // the text before this is in `out`
  size_t from = 0;  // where the next '$' is looked for
  for (size_t dollar; (dollar = text.find('$', from)) != std::string::npos;) {
    from = dollar + 1;
    size_t name = dollar + 1;
    if (name < text.size() && text[name] == '(') ++name;  // optional: no name could start at '(' anyway
    size_t name_end = scan::end_of_identifier(text, name);
    if (name_end == name) continue;  // a '$' without a name stays as it is
    size_t end = name_end < text.size() && text[name_end] == ')' ? name_end + 1 : name_end;
    auto found = variables.find(text.substr(name, name_end - name));
    out += text.substr(done, dollar - done);
    out += found == variables.end() ? text.substr(dollar, end - dollar) : found->second;
    done = from = end;
  }
  return out + text.substr(done);
}

}  // namespace check_detail

using namespace check_detail;

namespace {

// crt/host_config.h, which every CUDA compilation includes: there and readable.
void check_host_config(const ToolkitPaths& paths, std::vector<std::string>& missing) {
  const fs::path host_config = paths.include_dir / "crt" / "host_config.h";
  if (!file_present(host_config)) {
    missing.push_back(
        "no crt/host_config.h in " + paths.include_dir.string() +
        " (every CUDA compilation includes it; reinstall the toolkit's headers: nvidia-cuda-crt for the pip "
        "wheels, nvidia-cuda-dev for Debian)");
  } else if (::access(host_config.c_str(), R_OK) != 0) {
    missing.push_back(host_config.string() +
                      " is not readable by this user (every CUDA compilation includes it; fix its "
                      "permissions)");
  }
}

// The CCCL headers (CUB, libcu++) in any include directory, when the project requires them.
void check_cccl(const ToolkitPaths& paths, const ToolkitRequirements& requirements, std::vector<std::string>& missing) {
  std::vector<fs::path> includes{paths.include_dir};
  includes.insert(includes.end(), paths.extra_include_dirs.begin(), paths.extra_include_dirs.end());
  auto in_includes = [&](const std::string& relative) {
    for (const auto& dir : includes)
      if (file_present(dir / relative)) return true;
    return false;
  };
  std::string searched;
  for (const auto& dir : includes) searched += (searched.empty() ? "" : ", ") + dir.string();
  std::vector<std::string> cccl_missing;
  for (const char* header : {"cub/version.cuh", "cuda/std/version"})
    if (!in_includes(header)) cccl_missing.push_back(header);
  if (!requirements.cccl || cccl_missing.empty()) return;
  std::string list;
  for (const auto& h : cccl_missing) list += (list.empty() ? "" : ", ") + h;
  missing.push_back("the CCCL headers are missing (no " + list + " in " + searched +
                    "): kernels using CUB or libcu++ (cuda/functional, cuda/std/...) cannot compile, and " +
                    requirements.source +
                    " requires them; install them (pip: nvidia-cuda-cccl; Debian: libcub-dev and "
                    "libcu++-dev; NVIDIA's installer: cuda-cccl), or, for a project that uses neither CUB, Thrust "
                    "nor libcu++, leave CCCL out of cudacompat_configure(REQUIRES ...)");
}

// Whether the library directory holds a file (not a dangling link) that `matches` its name.
template <class Matches>
bool library_present(const fs::path& library_dir, Matches matches) {
  std::error_code ec;
  for (fs::directory_iterator it(library_dir, ec), end; !ec && it != end; it.increment(ec))
    if (matches(it->path().filename().string()) && file_present(it->path())) return true;
  return false;
}

// The CUDA runtime, and each library the project requires, in the library directory.
void check_libraries(const ToolkitPaths& paths, const ToolkitRequirements& requirements,
                     std::vector<std::string>& missing) {
  if (paths.library_dir.empty()) return;
  if (!library_present(paths.library_dir, [](const std::string& name) {
        return name.rfind("libcudart.so", 0) == 0 || name == "libcudart_static.a";
      }))
    missing.push_back("no CUDA runtime library (libcudart.so or libcudart_static.a) in " + paths.library_dir.string() +
                      " (only dangling links or nothing)");
  for (const auto& library : requirements.libraries) {
    const std::string shared = "lib" + library.name + ".so", static_archive = "lib" + library.name + "_static.a";
    if (library_present(paths.library_dir,
                        [&](const std::string& name) { return name.rfind(shared, 0) == 0 || name == static_archive; }))
      continue;
    missing.push_back("no " + library.what + " library (" + shared + " or " + static_archive + ") in " +
                      paths.library_dir.string() + " (only dangling links or nothing), and " + requirements.source +
                      " requires it; install it with the toolkit (its -dev package or wheel), or leave " +
                      library.name + " out of cudacompat_configure(REQUIRES ...) if the project does not use it");
  }
}

}  // namespace

std::vector<std::string> missing_components(const ToolkitPaths& paths, const ToolkitRequirements& requirements) {
  std::vector<std::string> missing;
  if (paths.include_dir.empty()) return missing;  // reported by the layout check already
  check_host_config(paths, missing);
  check_cccl(paths, requirements, missing);
  check_libraries(paths, requirements, missing);
  return missing;
}

namespace {

// NAME=VALUE as the whole line, `^([A-Za-z_][A-Za-z0-9_]*)=(.*)$`, where VALUE (the pattern's '.') holds
// no \r or \n: {NAME, VALUE}, or nullopt.
std::optional<std::pair<std::string, std::string>> assignment_of(const std::string& line) {
  size_t name_end = scan::end_of_identifier(line, 0);
  if (name_end == 0 || name_end == line.size() || line[name_end] != '=') return std::nullopt;
  std::string value = line.substr(name_end + 1);
  if (value.find_first_of("\r\n") != std::string::npos) return std::nullopt;
  return std::make_pair(line.substr(0, name_end), value);
}

}  // namespace

NvccDryRun parse_nvcc_dry_run(const std::string& text) {
  NvccDryRun run;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.rfind("#$ ", 0) != 0) continue;
    std::string body = line.substr(3);
    if (auto assignment = assignment_of(body)) {
      run.variables[assignment->first] = assignment->second;
      continue;
    }
    std::string program = expand(program_of(body), run.variables);
    std::string name = fs::path(program).filename().string();
    if (name == "cicc") {
      if (run.cicc.empty()) run.cicc = program;
    } else if (name == "ptxas") {
      if (run.ptxas.empty()) run.ptxas = program;
    } else if (run.host_compiler.empty() && body.find(" -x c++") != std::string::npos) {
      run.host_compiler = program;
    }
  }
  if (run.variables.count("PATH")) run.path_list = run.variables["PATH"];
  return run;
}

Expected<NvccDryRun> nvcc_dry_run(const fs::path& nvcc, const Environment& environment,
                                  std::chrono::milliseconds time_limit) {
  std::vector<std::string> argv{nvcc.string(), "--dryrun", "-c", "cudacompat_probe.cu", "-o", "/dev/null"};
  ProcessResult run = run_process(argv, environment, time_limit);
  if (!run.ok()) {
    std::string detail = what_it_said(run);
    return Error{"nvcc --dryrun failed: " + run.failure + (detail.empty() ? "" : ": " + detail)};
  }
  NvccDryRun parsed = parse_nvcc_dry_run(run.errors + run.output);
  if (parsed.host_compiler.empty() || parsed.cicc.empty() || parsed.ptxas.empty())
    return Error{describe_command(argv) +
                 " did not show the host compiler, cicc and ptxas steps it would run (it printed '" +
                 trimmed(run.errors + run.output, 300) + "'); this nvcc is damaged or not NVIDIA's"};
  return parsed;
}

Expected<ToolchainPrograms> toolchain_programs(const NvccDryRun& dry_run, const ToolkitPaths& paths) {
  ToolchainPrograms programs;
  fs::path real_root = paths.nvcc_real.empty() ? fs::path() : paths.nvcc_real.parent_path().parent_path();
  auto locate = [&](const std::string& program, const char* what, const char* package) -> Expected<fs::path> {
    fs::path found;
    if (program.find('/') != std::string::npos) {
      found = program;
    } else if (auto on_path = find_program_on_path(program, dry_run.path_list)) {
      found = *on_path;
    } else {
      return Error{std::string(what) + " is missing: nvcc runs '" + program + "' and the PATH it sets has none (" +
                   dry_run.path_list + "); reinstall " + package};
    }
    if (!file_present(found))
      return Error{std::string(what) + " is missing: nvcc would run " + found.string() +
                   ", which does not exist; reinstall " + package};
    if (!is_executable_file(found))
      return Error{std::string(what) + " " + found.string() +
                   " is not an executable file (nvcc runs it for every CUDA "
                   "compilation); fix its permissions or reinstall " +
                   package};
    if (!path_inside(found, paths.root) && !path_inside(found, real_root))
      return Error{std::string(what) + " is missing from the toolkit: nvcc would run " + found.string() +
                   ", which lies outside it (" + paths.root.string() + "), from another installation; reinstall " +
                   package};
    return found;
  };
  Expected<fs::path> cicc = locate(dry_run.cicc, "cicc (NVVM)", "the toolkit's nvvm (nvidia-nvvm for the pip wheels)");
  if (!cicc) return cicc.error();
  Expected<fs::path> ptxas =
      locate(dry_run.ptxas, "ptxas", "the toolkit's compiler (nvidia-cuda-nvcc for the pip wheels)");
  if (!ptxas) return ptxas.error();
  programs.cicc = *cicc;
  programs.ptxas = *ptxas;
  return programs;
}

namespace {

std::string compile_check_key(const CompileCheckInputs& inputs, const std::vector<std::string>& argv) {
  Fingerprint fingerprint;
  fingerprint.add(CUDACOMPAT_VERSION_STRING);
  for (const auto& arg : argv) fingerprint.add(arg);
  fingerprint.add_file_stamp(normalized(inputs.nvcc));
  for (const auto& file : inputs.stamped_files) fingerprint.add_file_stamp(file);
  return fingerprint.hex();
}

// True for a valid entry under `key`; an Error for a file that is there but malformed.
Expected<bool> cached(const fs::path& file, const std::string& key) {
  Expected<std::optional<CacheFile>> cache = read_cache_file(file, {1u << 20, "is not valid JSON"});
  if (!cache) return cache.error();
  if (!*cache) return false;
  std::optional<json::Value> ok = (*cache)->root().find("ok");
  if (!ok || !ok->is_boolean()) return Error{file.string() + " has no boolean at 'ok'"};
  return (*cache)->key == key && ok->boolean();
}

}  // namespace

Expected<void> cmake_can_find_library_root(const NvccDryRun& dry_run, const fs::path& nvcc) {
  auto ends_in_nvvm_libdevice = [](const fs::path& path) {
    fs::path normal = path.lexically_normal();
    if (!normal.has_filename()) normal = normal.parent_path();  // a trailing '/'
    return normal.filename() == "libdevice" && normal.parent_path().filename() == "nvvm";
  };
  std::string libdevice;
  if (auto it = dry_run.variables.find("NVVMIR_LIBRARY_DIR"); it != dry_run.variables.end()) libdevice = it->second;
  if (!libdevice.empty() && ends_in_nvvm_libdevice(libdevice)) return {};
  fs::path top = nvcc.parent_path().parent_path();
  if (auto it = dry_run.variables.find("TOP"); it != dry_run.variables.end() && !it->second.empty()) top = it->second;
  top = top.lexically_normal();
  std::error_code ec;
  if (fs::is_directory(top / "nvvm" / "libdevice", ec)) return {};
  const fs::path system_root = "/usr/lib/cuda/nvvm/libdevice";
  if (!libdevice.empty() && fs::is_directory(system_root, ec) && fs::equivalent(system_root, libdevice, ec) && !ec)
    return {};
  const std::string profile =
      (dry_run.variables.count("_HERE_") ? fs::path(dry_run.variables.at("_HERE_")) / "nvcc.profile"
                                         : nvcc.parent_path() / "nvcc.profile")
          .string();
  std::string fix =
      libdevice.empty()
          ? "set NVVMIR_LIBRARY_DIR in " + profile + " to the libdevice directory, by a path ending in nvvm/libdevice"
          : "give the libdevice directory a path ending in nvvm/libdevice (mkdir -p " + (top / "nvvm").string() +
                " && ln -s " + fs::path(libdevice).lexically_normal().string() + " " +
                (top / "nvvm" / "libdevice").string() + "), or set NVVMIR_LIBRARY_DIR in " + profile +
                " to such a path";
  return Error{
      "CMake's enable_language(CUDA) would stop with \"Couldn't find CUDA library root.\": it derives the "
      "library root from NVVMIR_LIBRARY_DIR only when that ends in nvvm/libdevice (this nvcc.profile gives " +
      (libdevice.empty() ? std::string("none") : "'" + libdevice + "'") + "), else from " +
      (top / "nvvm" / "libdevice").string() + " or " + system_root.string() +
      " (neither holds this toolkit's libdevice); no CMake variable can supply it. Fix: " + fix};
}

Expected<CompileCheckResult> compile_check(const CompileCheckInputs& inputs) {
  CompileCheckResult result;
  // Already preprocessed (.cup): nvcc runs cicc and ptxas only, on one line instead of the ~40,000 of
  // cuda_runtime.h, so the check costs about 0.1 s instead of 0.5 s. The host compiler is judged
  // separately (its identity, and the feature probes compile with it).
  fs::path source = inputs.work_dir / "cudacompat_compile_check.cup";
  fs::path output = inputs.work_dir / "cudacompat_compile_check.cubin";
  std::vector<std::string> argv{inputs.nvcc.string(), "-cubin", "-arch=" + inputs.arch};
  argv.insert(argv.end(), inputs.nvcc_flags.begin(), inputs.nvcc_flags.end());
  argv.insert(argv.end(), {"-o", output.string(), source.string()});
  result.command = describe_command({inputs.nvcc.filename().string(), "-cubin", "-arch=" + inputs.arch}) +
                   " (an empty kernel, preprocessed: cicc and ptxas)";

  std::string key = compile_check_key(inputs, argv);
  if (inputs.cache_file) {
    Expected<bool> hit = cached(*inputs.cache_file, key);
    if (!hit)
      result.diagnostics.push_back(Diagnostic::warning(
          "compile-check-cache", "the compile-check cache " + hit.error().message + "; ignored, the check runs again"));
    else if (*hit) {
      result.from_cache = true;
      return result;
    }
  }

  std::error_code created;
  fs::create_directories(inputs.work_dir, created);
  if (auto written = write_if_changed(source, "extern \"C\" __attribute__((global)) void cudacompat_check(void) {}\n");
      !written) {
    return Error{"cannot write the compile check's source: " + written.error().message};
  }
  // nvcc's intermediate files go to $TMPDIR; one killed at the time limit leaves them behind. A
  // private directory under the work directory, removed afterwards, keeps /tmp clean either way.
  const fs::path private_tmp = inputs.work_dir / ("nvcc-tmp-" + std::to_string(::getpid()));
  std::error_code ignored;
  fs::create_directories(private_tmp, ignored);
  Environment environment = inputs.environment;
  environment["TMPDIR"] = private_tmp.string();
  auto start = std::chrono::steady_clock::now();
  ProcessResult run = run_process(argv, environment, inputs.time_limit);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fs::remove_all(private_tmp, ignored);
  fs::remove(output, ignored);
  if (!run.ok()) {
    std::string detail = what_it_said(run, 600);
    return Error{"the compile check (" + result.command + ") failed: " + run.failure +
                 (detail.empty() ? "" : ": " + detail)};
  }
  if (inputs.cache_file) {
    auto written = write_cache_file(*inputs.cache_file, key,
                                    {{"ok", true}, {"command", describe_command(argv)}, {"seconds", result.seconds}});
    if (!written)
      result.diagnostics.push_back(Diagnostic::warning(
          "compile-check-cache", "the compile-check result was not cached: " + written.error().message));
  }
  return result;
}

}  // namespace cudacompat
