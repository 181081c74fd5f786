#include "matrix/matrix_formats.h"

#include <cctype>
#include <stdexcept>

#include "common/enum_names.h"
#include "common/report_envelope.h"
#include "common/text.h"
#include "variant/properties.h"

namespace cudacompat::matrix {

namespace {

struct FormatName {
  MatrixFormat format;
  std::string_view name;
  std::optional<std::size_t> limit;
  std::string_view ci;  // who imposes the limit
};
// GitHub: "A matrix can generate a maximum of 256 jobs per workflow run" (docs.github.com, Using a
// matrix for your jobs). GitLab: parallel:matrix "cannot generate more than 200 jobs" (docs.gitlab.com
// CI/CD YAML syntax reference; the vendored gitlab-ci schema's maxItems 200).
const FormatName kFormats[] = {
    {MatrixFormat::kGithub, "github", 256, "GitHub Actions runs at most 256 jobs from one matrix"},
    {MatrixFormat::kGitlab, "gitlab", 200, "GitLab runs at most 200 jobs from one parallel:matrix"},
    {MatrixFormat::kJson, "json", std::nullopt, ""}};

const FormatName& entry(MatrixFormat format) {
  for (const auto& candidate : kFormats)
    if (candidate.format == format) return candidate;
  return kFormats[0];
}

std::string patch_text(const Job& job) { return job.newest_patch ? job.newest_patch->to_string() : ""; }

std::string cmake_list(const std::vector<std::string>& items) { return join(items, ";"); }

// A job as a CI's variables, strings only. The pins are one space-separated string: no requirement
// line contains a space, so `pip install $CUDA_PINS` and a requirements file both work from it.
// A variant job (--variants) adds its label, the properties its build should derive ("nvidia ::
// sm_arch :: 90_real; ..."), and CUDACOMPAT_CUDA; the null variant's has no toolkit, no pins.
std::vector<std::pair<std::string, std::string>> variables(const Job& job) {
  std::vector<std::pair<std::string, std::string>> out{
      {"name", job.name()},
      {"cuda", job.cuda_off ? "" : job.cuda.to_string()},
      {"cuda_patch", job.cuda_off ? "" : patch_text(job)},
      {"host_compiler", std::string(to_string(job.compiler.family))},
      {"host_compiler_version", std::to_string(job.compiler.major)},
      {"cc", job.compiler.cc()},
      {"cxx", job.compiler.cxx()},
      {"cuda_architectures", cmake_list(job.architectures)},
      {"pins", job.cuda_off ? "" : join(job.requirement_lines(), " ")}};
  if (job.variant) {
    std::vector<std::string> properties;
    for (const auto& [feature, values] : job.variant->properties)
      for (const auto& value : values)
        properties.push_back(std::string(variant::kNamespace) + " :: " + feature + " :: " + value);
    out.push_back({"variant", job.variant->label});
    out.push_back({"variant_properties", join(properties, "; ")});
    out.push_back({"cudacompat_cuda", job.cuda_off ? "OFF" : "ON"});
  }
  return out;
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// GitLab names the variables: CUDA_VERSION rather than CUDA (the toolkit's own variables stay free),
// CC/CXX as build tools read them.
std::string gitlab_variable(const std::string& key) {
  if (key == "cuda") return "CUDA_VERSION";
  if (key == "pins") return "CUDA_PINS";
  return upper(key);
}

std::string render_github(const Matrix& matrix) {
  json::Tree include = json::Tree::array();
  for (const auto& job : matrix.jobs) {
    json::Tree item = json::Tree::object();
    for (const auto& [key, value] : variables(job)) item.set(key, value);
    include.push(std::move(item));
  }
  return json::Tree{{"include", include}}.dump(-1) + "\n";
}

std::string render_gitlab(const Matrix& matrix, const MatrixRequest& request) {
  // Every value a JSON string, which YAML reads as the same double-quoted string.
  std::vector<std::string> families;
  for (auto family : request.families) families.emplace_back(to_string(family));
  std::string text = "# Written by `cudacompat matrix --format gitlab --cuda '" + matrix.cuda_range + "' --archs " +
                     request.architectures.text() + " --host-compilers " + join(families, ",") +
                     "`: " + std::to_string(matrix.jobs.size()) + " jobs.\n" +
                     "# Use it with `include:` and `extends: .cudacompat-matrix` (docs/matrix-command.md).\n" +
                     ".cudacompat-matrix:\n  parallel:\n    matrix:\n";
  for (const auto& job : matrix.jobs) {
    bool first = true;
    for (const auto& [key, value] : variables(job)) {
      // GitLab names each job "<job>: [value, value, ...]" from every value, and refuses names over
      // 255 characters: the title would only repeat the others.
      if (key == "name") continue;
      text += std::string(first ? "      - " : "        ") + gitlab_variable(key) + ": " + json::Tree(value).dump(-1) +
              "\n";
      first = false;
    }
  }
  return text;
}

// A job's pins as `pin --format json` writes them (pins::render_pins owns that document).
json::Tree pins_json(const pins::PinSet& pins) {
  const std::string text = pins::render_pins(pins, pins::PinFormat::kJson, false);
  auto document = json::Document::parse(text);
  // Text this tool wrote with json::Tree: not parsing it back is a bug here, not bad input.
  if (!document) throw std::logic_error("pin's JSON did not parse back: " + document.error().message);
  return json::Tree(document->root());
}

std::string render_json(const Matrix& matrix, const MatrixRequest& request) {
  // The pins' warnings, each once: the jobs' pins could not name a package for every component.
  auto document = report_envelope("matrix", 1, matrix.warnings);
  document.set("cuda_range", matrix.cuda_range);
  document.set("architectures", request.architectures.text());
  if (request.variants) document.set("variants", true);
  json::Tree families = json::Tree::array();
  for (auto family : request.families) families.push(std::string(to_string(family)));
  document.set("host_compilers", families);
  json::Tree jobs = json::Tree::array();
  for (const auto& job : matrix.jobs) {
    json::Tree item;
    item.set("name", job.name());
    item.set("cuda", job.cuda_off ? json::Tree(nullptr) : json::Tree(job.cuda.to_string()));
    item.set("cuda_patch",
             job.newest_patch && !job.cuda_off ? json::Tree(job.newest_patch->to_string()) : json::Tree(nullptr));
    item.set("host_compiler", {{"family", std::string(to_string(job.compiler.family))},
                               {"version", job.compiler.major},
                               {"role", job.compiler.role},
                               {"cc", job.compiler.cc()},
                               {"cxx", job.compiler.cxx()}});
    item.set("architectures", job.architectures);
    item.set("cmake_cuda_architectures", cmake_list(job.architectures));
    item.set("requirements", job.cuda_off ? std::vector<std::string>{} : job.requirement_lines());
    item.set("pins", job.cuda_off ? json::Tree(nullptr) : pins_json(job.pins));
    if (job.variant) {
      json::Tree properties = json::Tree::object();
      for (const auto& [feature, values] : job.variant->properties) properties.set(feature, values);
      item.set("variant", {{"label", job.variant->label},
                           {"namespace", variant::kNamespace},
                           {"properties", properties},
                           {"cudacompat_cuda", job.cuda_off ? "OFF" : "ON"}});
    }
    jobs.push(std::move(item));
  }
  document.set("jobs", std::move(jobs));
  json::Tree left_out = json::Tree::array();
  for (const auto& left : matrix.left_out) left_out.push({{"cuda", left.cuda.to_string()}, {"why", left.why}});
  document.set("left_out", std::move(left_out));
  document.set("warnings", messages(matrix.warnings));
  return document.dump(2) + "\n";
}

}  // namespace

std::optional<MatrixFormat> matrix_format_from_name(std::string_view name) {
  for (const auto& candidate : kFormats)
    if (candidate.name == name) return candidate.format;
  return std::nullopt;
}

const std::vector<std::string>& matrix_format_names() {
  static const std::vector<std::string> names = names_in(kFormats);
  return names;
}

std::optional<std::size_t> job_limit(MatrixFormat format) { return entry(format).limit; }

Expected<void> check_job_limit(const Matrix& matrix, MatrixFormat format) {
  const FormatName& limits = entry(format);
  if (!limits.limit || matrix.jobs.size() <= *limits.limit) return {};
  return Error{
      std::to_string(matrix.jobs.size()) + " jobs for --cuda '" + matrix.cuda_range + "', and " +
      std::string(limits.ci) +
      ": split the range over several matrices (e.g. one per CUDA major: --cuda 12, --cuda 13), or ask for fewer "
      "--host-compilers"};
}

std::string render_matrix(const Matrix& matrix, const MatrixRequest& request, MatrixFormat format) {
  switch (format) {
    case MatrixFormat::kGithub:
      return render_github(matrix);
    case MatrixFormat::kGitlab:
      return render_gitlab(matrix, request);
    case MatrixFormat::kJson:
      break;
  }
  return render_json(matrix, request);
}

}  // namespace cudacompat::matrix
