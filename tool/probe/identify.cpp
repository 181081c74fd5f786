#include "probe/identify.h"

#include "common/files.h"
#include "common/json_value.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "probe/process_text.h"

namespace cudacompat {

namespace {

constexpr size_t kNone = std::string_view::npos;

// `[ \t]*WORD` at `pos`, with at least one blank before WORD when `blank_first`: where WORD ends, or npos.
size_t after_word(std::string_view text, size_t pos, std::string_view word, bool blank_first) {
  if (pos == kNone) return kNone;
  size_t start = scan::skip_blanks(text, pos);
  if (blank_first && start == pos) return kNone;
  return scan::after_literal(text, start, word);
}

// The digits of `[ \t]*#[ \t]*define[ \t]+CUDA_VERSION[ \t]+([0-9]+)` on the line that starts at `line`, or "".
std::string_view cuda_version_define_at(std::string_view text, size_t line) {
  size_t pos = after_word(text, line, "#", false);
  pos = after_word(text, pos, "define", false);
  pos = after_word(text, pos, "CUDA_VERSION", true);
  if (pos == kNone || scan::skip_blanks(text, pos) == pos) return {};
  size_t digits = scan::skip_blanks(text, pos);
  return text.substr(digits, scan::end_of_digits(text, digits) - digits);
}

// `[0-9]+(\.[0-9]+){parts-1}` at `pos` ("12.4" for 2 parts): where it ends, or npos.
size_t end_of_dotted_number(std::string_view text, size_t pos, int parts) {
  for (int part = 0; part < parts && pos != kNone; ++part) {
    if (part > 0) pos = scan::after_literal(text, pos, ".");
    if (pos == kNone) break;
    size_t end = scan::end_of_digits(text, pos);
    pos = end > pos ? end : kNone;
  }
  return pos;
}

}  // namespace

std::optional<Version> version_from_cuda_h(const std::string& text) {
  // The first line (from the text's start or after a newline) that is `#define CUDA_VERSION digits`.
  std::string_view digits = cuda_version_define_at(text, 0);
  for (size_t newline = text.find('\n'); digits.empty() && newline != kNone; newline = text.find('\n', newline + 1))
    digits = cuda_version_define_at(text, newline + 1);
  if (digits.empty()) return std::nullopt;
  std::optional<int> value = scan::to_number(digits.substr(0, 9));
  if (!value || *value < 1000) return std::nullopt;
  return Version::from_cuda_version_macro(*value);
}

Expected<Version> version_from_version_json(const std::string& text) {
  Expected<json::Document> document = json::Document::parse(text);
  if (!document) return Error{"is not valid JSON"};
  std::optional<json::Value> cuda = document->root().find("cuda");
  std::optional<json::Value> version = cuda ? cuda->find("version") : std::nullopt;
  if (!version || !version->is_string()) return Error{"has no string at cuda.version"};
  const std::string& text_version = version->text();
  auto parsed = Version::parse(text_version);
  if (!parsed) return Error{"says cuda.version is '" + text_version + "', which is not a version"};
  return *parsed;
}

std::optional<Version> version_from_nvcc_output(const std::string& text) {
  // "release X.Y, VX.Y.Z" anywhere gives X.Y.Z; else the first "release X.Y" gives X.Y.
  constexpr std::string_view kRelease = "release ";
  const std::string_view view = text;
  for (size_t at = view.find(kRelease); at != kNone; at = view.find(kRelease, at + 1)) {
    size_t release_end = end_of_dotted_number(view, at + kRelease.size(), 2);
    size_t full = release_end == kNone ? kNone : scan::after_literal(view, release_end, ", V");
    size_t full_end = full == kNone ? kNone : end_of_dotted_number(view, full, 3);
    if (full_end != kNone) return Version::parse(view.substr(full, full_end - full));
  }
  for (size_t at = view.find(kRelease); at != kNone; at = view.find(kRelease, at + 1)) {
    size_t start = at + kRelease.size();
    size_t release_end = end_of_dotted_number(view, start, 2);
    if (release_end != kNone) return Version::parse(view.substr(start, release_end - start));
  }
  return std::nullopt;
}

Expected<Version> nvcc_version(const fs::path& nvcc, const Environment& environment,
                               std::chrono::milliseconds time_limit) {
  ProcessResult run = run_process({nvcc.string(), "--version"}, environment, time_limit);
  if (!run.ok()) {
    std::string detail = what_it_said(run);
    return Error{run.failure + (detail.empty() ? "" : ": " + detail)};
  }
  if (auto version = version_from_nvcc_output(run.output)) return *version;
  return Error{nvcc.string() + " --version printed no 'release X.Y': " + trimmed(run.output, 200)};
}

namespace {

// The witness cuda.h gives: its CUDA_VERSION.
void read_cuda_h_witness(const ToolkitPaths& paths, Identification& id) {
  if (paths.include_dir.empty()) return;
  fs::path cuda_h = paths.include_dir / "cuda.h";
  Expected<std::string> text = read_text_file(cuda_h);
  if (!text) {
    id.problems.push_back(text.error().message);
  } else if (auto version = version_from_cuda_h(*text)) {
    id.witnesses.push_back({"cuda.h (" + cuda_h.string() + ")", *version});
  } else {
    id.problems.push_back(cuda_h.string() +
                          " does not define CUDA_VERSION: it is not a CUDA toolkit's cuda.h, or it is damaged");
  }
}

// The witness version.json gives (the root's, else the real nvcc's toolkit's): one that cannot be
// read is a note, never a problem, since the other witnesses decide.
void read_version_json_witness(const ToolkitPaths& paths, Identification& id) {
  for (const fs::path& json_path :
       {paths.root / "version.json", paths.nvcc_real.parent_path().parent_path() / "version.json"}) {
    std::error_code ec;
    if (json_path.empty() || !fs::exists(json_path, ec)) continue;
    auto ignored = [&](const std::string& why) {
      id.notes.push_back(
          Diagnostic::note("version-json-ignored", why + "; ignored, the other witnesses decide", json_path.string()));
    };
    Expected<std::string> text = read_text_file(json_path, 1u << 20);
    if (!text) {
      ignored(text.error().message);
    } else if (Expected<Version> version = version_from_version_json(*text)) {
      id.witnesses.push_back({"version.json (" + json_path.string() + ")", *version});
    } else {
      ignored(json_path.string() + " " + version.error().message);
    }
    return;
  }
}

// The version when every witness agrees on major.minor (the most precise one's), else the problem.
void judge_witnesses(Identification& id) {
  if (id.witnesses.empty()) {
    id.problems.push_back("no witness gave a version (cuda.h, version.json, nvcc --version)");
    return;
  }
  const VersionWitness* best = &id.witnesses.front();
  bool agree = true;
  for (const auto& witness : id.witnesses) {
    if (!witness.version.same_major_minor(id.witnesses.front().version)) agree = false;
    if (witness.version.parts > best->version.parts) best = &witness;
  }
  if (!agree) {
    std::string text = "the toolkit's pieces disagree about its version:";
    for (const auto& witness : id.witnesses)
      text += " " + witness.source + " says " + witness.version.to_string() + ";";
    text +=
        " reinstall it so that nvcc and the headers come from one release, or point CUDAToolkit_ROOT at a consistent "
        "toolkit";
    id.problems.push_back(text);
    return;
  }
  id.version = best->version;
  id.version_source = best->source;
}

}  // namespace

Identification identify_toolkit(const ToolkitPaths& paths, const Environment& environment,
                                std::chrono::milliseconds time_limit) {
  Identification id;
  read_cuda_h_witness(paths, id);
  read_version_json_witness(paths, id);
  if (!paths.nvcc.empty() && is_executable_file(paths.nvcc)) {
    if (Expected<Version> version = nvcc_version(paths.nvcc, environment, time_limit))
      id.witnesses.push_back({"nvcc --version (" + paths.nvcc.string() + ")", *version});
    else
      id.problems.push_back(version.error().message +
                            "; this nvcc is broken: reinstall the toolkit, or point CUDAToolkit_ROOT at a working one");
  }
  judge_witnesses(id);
  return id;
}

}  // namespace cudacompat
