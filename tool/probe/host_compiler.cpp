#include "probe/host_compiler.h"

#include <algorithm>
#include <sstream>

#include "common/enum_names.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "probe/process_text.h"

namespace cudacompat {

constexpr EnumName<CompilerFamily> kCompilerFamilyNames[] = {
    {CompilerFamily::kGnu, "GNU"}, {CompilerFamily::kClang, "Clang"}, {CompilerFamily::kUnknown, "unknown"}};

std::string to_string(CompilerFamily family) { return std::string(name_of(kCompilerFamilyNames, family)); }

namespace {

// The N of the first `NAME OP N` in `text`, whitespace allowed around OP (a search for
// `NAME\s*OP\s*([0-9]+)`): `__GNUC__ > 13` gives "13"; "" when there is none.
std::string first_compared_number(std::string_view text, std::string_view name, std::string_view op) {
  for (size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    size_t after_op = scan::after_literal(text, scan::skip_spaces(text, at + name.size()), op);
    if (after_op == std::string_view::npos) continue;
    size_t digits = scan::skip_spaces(text, after_op);
    size_t end = scan::end_of_digits(text, digits);
    if (end > digits) return std::string(text.substr(digits, end - digits));
  }
  return {};
}

// The version after the first "clang version " that digits follow, `[0-9]+(\.[0-9]+)*` (a dot
// only with a digit after it): "14.0.0" from "Ubuntu clang version 14.0.0-1ubuntu1"; "" when none.
std::string clang_version_in(std::string_view banner) {
  constexpr std::string_view kLead = "clang version ";
  for (size_t at = banner.find(kLead); at != std::string_view::npos; at = banner.find(kLead, at + 1)) {
    size_t start = at + kLead.size();
    size_t end = scan::end_of_digits(banner, start);
    if (end == start) continue;
    while (end + 1 < banner.size() && banner[end] == '.' && scan::is_digit(banner[end + 1]))
      end = scan::end_of_digits(banner, end + 1);
    return std::string(banner.substr(start, end - start));
  }
  return {};
}

}  // namespace

HostCompilerLimits limits_from_host_config(const std::string& text) {
  // Each limit is an `#if` whose next `#error` names the compiler family it refuses.
  HostCompilerLimits limits;
  std::istringstream lines(text);
  std::string line, last_if;
  while (std::getline(lines, line)) {
    auto first = line.find_first_not_of(" \t");
    if (first == std::string::npos) continue;
    std::string trimmed = line.substr(first);
    if (trimmed.rfind("#if", 0) == 0 || trimmed.rfind("#elif", 0) == 0) {
      last_if = trimmed;
      continue;
    }
    if (trimmed.rfind("#error", 0) != 0) continue;
    // A number too large for an int is no limit anyone meant: it is left out, not thrown.
    std::string number;
    if (trimmed.find("unsupported GNU version") != std::string::npos &&
        !(number = first_compared_number(last_if, "__GNUC__", ">")).empty()) {
      if (auto major = scan::to_number(number)) limits.gcc_max = *major;
    } else if (trimmed.find("unsupported clang version") != std::string::npos) {
      if (!(number = first_compared_number(last_if, "__clang_major__", ">=")).empty()) {
        if (auto major = scan::to_number(number)) limits.clang_max = *major - 1;
      } else if (!(number = first_compared_number(last_if, "__clang_major__", ">")).empty()) {
        if (auto major = scan::to_number(number)) limits.clang_max = *major;
      }
    }
  }
  return limits;
}

Expected<CompilerIdentity> identify_compiler(const fs::path& compiler, const Environment& environment,
                                             std::chrono::milliseconds time_limit) {
  CompilerIdentity identity;
  identity.path = compiler;
  ProcessResult banner = run_process({compiler.string(), "--version"}, environment, time_limit);
  if (!banner.ok()) {
    std::string detail = what_it_said(banner, 300);
    return Error{banner.failure + (detail.empty() ? "" : ": " + detail)};
  }
  if (std::string version = clang_version_in(banner.output); !version.empty()) {
    identity.family = CompilerFamily::kClang;
    identity.version = Version::parse(version);
    identity.source = compiler.filename().string() + " --version";
    return identity;
  }
  if (banner.output.find("Free Software Foundation") != std::string::npos ||
      banner.output.find("GCC") != std::string::npos || banner.output.find("g++") != std::string::npos) {
    identity.family = CompilerFamily::kGnu;
    ProcessResult full = run_process({compiler.string(), "-dumpfullversion", "-dumpversion"}, environment, time_limit);
    std::string text = full.output.substr(0, full.output.find('\n'));
    identity.version = Version::parse(text);
    identity.source = compiler.filename().string() + " -dumpfullversion";
    if (!identity.version)
      return Error{compiler.string() + " -dumpfullversion printed no version: '" + text.substr(0, 80) + "'"};
    return identity;
  }
  return Error{compiler.string() + " --version names neither GCC nor Clang: '" +
               banner.output.substr(0, banner.output.find('\n')).substr(0, 120) + "'"};
}

namespace {

// The C++ driver beside a C driver: gcc-11 -> g++-11, clang-14 -> clang++-14, cc -> c++.
fs::path cxx_driver_for(const fs::path& compiler) {
  std::string name = compiler.filename().string();
  std::string cxx;
  if (name.rfind("gcc", 0) == 0)
    cxx = "g++" + name.substr(3);
  else if (name.rfind("clang", 0) == 0 && name.rfind("clang++", 0) != 0)
    cxx = "clang++" + name.substr(5);
  else if (name == "cc")
    cxx = "c++";
  if (cxx.empty()) return compiler;
  fs::path candidate = compiler.parent_path() / cxx;
  return is_executable_file(candidate) ? candidate : compiler;
}

}  // namespace

Expected<NvccDefaultCompiler> resolve_nvcc_default_compiler(const std::string& name, const std::string& nvcc_path_list,
                                                            const Environment& environment,
                                                            std::chrono::milliseconds time_limit) {
  NvccDefaultCompiler result;
  result.name = name;
  if (name.find('/') != std::string::npos) {
    result.invoked = name;
  } else if (auto found = find_program_on_path(name, nvcc_path_list)) {
    result.invoked = *found;
  } else {
    return Error{"nvcc runs '" + name +
                 "' as its host compiler, and the PATH it sets (its nvcc.profile's, then the "
                 "environment's) has none: " +
                 nvcc_path_list};
  }
  result.resolved = result.invoked;
  result.how = "nvcc's default host compiler '" + name + "' on the PATH nvcc sets: " + result.invoked.string();
  // A wrapper (Debian's gcc/g++ in nvidia-cuda-toolkit/bin) runs another compiler: the first word
  // of the banner is the program that really ran ("g++-11 (Debian 11.3.0-12) 11.3.0").
  ProcessResult banner = run_process({result.invoked.string(), "--version"}, environment, time_limit);
  if (!banner.ok()) {
    std::string detail = what_it_said(banner);
    return Error{"nvcc's host compiler " + result.invoked.string() + " (its default '" + name +
                 "', found on the PATH nvcc "
                 "sets) does not run: " +
                 banner.failure + (detail.empty() ? "" : ": " + detail)};
  }
  std::string first_word = banner.output.substr(0, banner.output.find_first_of(" \t\n"));
  if (!first_word.empty() && first_word.find('/') == std::string::npos &&
      first_word != result.invoked.filename().string()) {
    if (auto ran = find_program_on_path(first_word, nvcc_path_list);
        ran && normalized(*ran) != normalized(result.invoked)) {
      result.resolved = *ran;
      result.how += ", a wrapper that runs " + first_word + " (" + ran->string() + ")";
    }
  }
  result.cxx_driver = cxx_driver_for(result.resolved);
  if (result.cxx_driver != result.resolved) result.how += "; its C++ driver " + result.cxx_driver.string();
  return result;
}

bool is_supported(const CompilerIdentity& compiler, const HostCompilerLimits& limits) {
  if (!compiler.version) return false;
  switch (compiler.family) {
    case CompilerFamily::kGnu:
      return !limits.gcc_max || compiler.version->major <= *limits.gcc_max;
    case CompilerFamily::kClang:
      return !limits.clang_max || compiler.version->major <= *limits.clang_max;
    case CompilerFamily::kUnknown:
      return false;
  }
  return false;
}

std::string describe_range(const HostCompilerLimits& limits) {
  std::string text;
  if (limits.gcc_max) text += "GCC <= " + std::to_string(*limits.gcc_max);
  if (limits.clang_max) text += std::string(text.empty() ? "" : ", ") + "Clang <= " + std::to_string(*limits.clang_max);
  return text.empty() ? "no stated limit" : text;
}

std::vector<CompilerIdentity> find_supported_compilers(const HostCompilerLimits& limits, const std::string& path_list,
                                                       const Environment& environment,
                                                       std::chrono::milliseconds time_limit) {
  std::vector<std::string> names;
  if (limits.gcc_max)
    for (int major = *limits.gcc_max; major >= std::max(*limits.gcc_max - 8, 5); --major)
      names.push_back("g++-" + std::to_string(major));
  if (limits.clang_max)
    for (int major = *limits.clang_max; major >= std::max(*limits.clang_max - 8, 7); --major)
      names.push_back("clang++-" + std::to_string(major));
  names.push_back("g++");
  names.push_back("clang++");

  std::vector<CompilerIdentity> found;
  for (const auto& name : names) {
    auto path = find_program_on_path(name, path_list);
    if (!path) continue;
    fs::path real = normalized(*path);
    bool seen =
        std::any_of(found.begin(), found.end(), [&](const CompilerIdentity& c) { return normalized(c.path) == real; });
    if (seen) continue;
    Expected<CompilerIdentity> identity = identify_compiler(*path, environment, time_limit);
    if (identity && is_supported(*identity, limits)) found.push_back(*identity);
  }
  return found;
}

}  // namespace cudacompat
