#include "probe/report.h"

#include <sstream>

#include "common/display_text.h"
#include "common/json_value.h"
#include "common/report_envelope.h"
#include "common/text.h"

namespace cudacompat {
namespace {

using json::Tree;

Tree fact(Tree value, const std::string& source) { return Tree{{"value", std::move(value)}, {"source", source}}; }

std::string cccl_text(long encoded) {
  return std::to_string(encoded / 1000000) + "." + std::to_string(encoded / 1000 % 1000) + "." +
         std::to_string(encoded % 1000);
}

std::string join_problems(const std::vector<std::string>& problems) {
  const std::string text = join(problems, "; ");
  return text.empty() ? std::string("no reason recorded") : text;
}

Tree version_or_null(const std::optional<Version>& version) { return version ? Tree(version->to_string()) : Tree(); }

Tree compiler_json(const CompilerIdentity& c) {
  return Tree{{"path", c.path.string()},
              {"family", to_string(c.family)},
              {"version", version_or_null(c.version)},
              {"source", c.source}};
}

Tree paths_json(const std::vector<fs::path>& paths) {
  Tree list = Tree::array();
  for (const auto& p : paths) list.push(p.string());
  return list;
}

Tree toolkit_json(const ProbeReport& report) {
  Tree toolkit;
  const CandidateReport* selected = report.toolkit();
  toolkit.set("found", selected != nullptr);
  if (selected) {
    const auto& paths = selected->candidate.paths;
    const auto& id = selected->identification;
    toolkit.set("version", fact(id.version->to_string(), id.version_source));
    Tree witnesses = Tree::array();
    for (const auto& w : id.witnesses) witnesses.push({{"source", w.source}, {"value", w.version.to_string()}});
    toolkit.set("version_witnesses", witnesses);
    std::string origins;
    for (const auto& o : selected->candidate.origins) origins += (origins.empty() ? "" : ", ") + o;
    toolkit.set("root", fact(paths.root.string(), "found as " + origins + "; " + report.selected_because));
    toolkit.set("layout", fact(to_string(paths.layout), "directory structure under the root"));
    toolkit.set("nvcc",
                fact(paths.nvcc.string(), paths.nvcc_real == normalized(paths.nvcc)
                                              ? std::string("bin/nvcc under the root")
                                              : "bin/nvcc under the root, which runs " + paths.nvcc_real.string()));
    std::vector<fs::path> includes{paths.include_dir};
    includes.insert(includes.end(), paths.extra_include_dirs.begin(), paths.extra_include_dirs.end());
    toolkit.set("include_dirs", paths_json(includes));
    toolkit.set("library_dir", paths.library_dir.string());
    if (report.release) {
      std::string kb = "knowledge base (CUDA " + report.release->version.to_string() + ")";
      toolkit.set("ptx_isa", fact(report.release->ptx_isa.to_string(), kb));
      toolkit.set("driver_floor", fact(report.release->driver_floor.to_string(), kb));
    }
    if (report.cccl_version) toolkit.set("cccl_version", fact(cccl_text(*report.cccl_version), report.features_source));
    if (report.dialect_floor)
      toolkit.set("cxx_dialect_floor", fact(report.dialect_floor->cxx_min, "knowledge base: from CUDA " +
                                                                               report.dialect_floor->since.to_string() +
                                                                               " on; " + report.dialect_floor->source));
  } else {
    toolkit.set("version", nullptr);
    toolkit.set("root", nullptr);
    toolkit.set("layout", nullptr);
  }
  Tree candidates = Tree::array();
  for (size_t i = 0; i < report.candidates.size(); ++i) {
    const auto& c = report.candidates[i];
    Tree problems = Tree::array();
    for (const auto& p : c.problems()) problems.push(p);
    Tree entry{{"root", c.candidate.paths.root.string()},
               {"layout", to_string(c.candidate.paths.layout)},
               {"origins", c.candidate.origins},
               {"version", version_or_null(c.identification.version)},
               {"usable", c.usable()},
               {"selected", static_cast<int>(i) == report.selected},
               {"problems", problems}};
    if (!c.identification.notes.empty()) entry.set("notes", messages(c.identification.notes));
    candidates.push(entry);
  }
  toolkit.set("candidates", candidates);
  if (!report.discovery_notes.empty()) toolkit.set("search_notes", messages(report.discovery_notes));
  return toolkit;
}

Tree host_compiler_json(const HostCompilerReport& h) {
  Tree host = compiler_json(h.chosen);
  host.set("requested", fact(h.requested, h.requested_source));
  host.set("nvcc_default", h.nvcc_default);
  if (!h.ignored_hint.empty()) host.set("ignored", h.ignored_hint);
  host.set("supported", h.supported);
  host.set("accepted_range", fact(describe_range(h.limits), h.limits.source));
  Tree alternatives = Tree::array();
  for (const auto& a : h.alternatives) alternatives.push(compiler_json(a));
  host.set("alternatives", alternatives);
  host.set("nvcc_flags", h.nvcc_flags);
  return host;
}

Tree architectures_json(const ProbeReport& report) {
  const auto& a = *report.architectures;
  Tree architectures{
      {"value", a.cmake_list}, {"source", a.source}, {"sass", a.sass}, {"ptx", a.ptx}, {"supported", nullptr}};
  if (report.supported_architectures) {
    architectures.set("supported", fact(report.supported_architectures->names, report.supported_architectures->source));
    if (!report.supported_architectures->deprecated.empty())
      architectures.set("deprecated", fact(report.supported_architectures->deprecated,
                                           report.supported_architectures->deprecated_source));
  }
  architectures.set("adjustments", a.adjustments);
  if (report.architecture_error) architectures.set("error", *report.architecture_error);
  if (a.shape) {
    const auto& s = *a.shape;
    architectures.set("shape", {{"value", "fewest"},
                                {"source", "CUDACOMPAT_ARCHS_SHAPE"},
                                {"asked", s.asked},
                                {"targets_asked", s.targets_asked},
                                {"targets_compiled", s.targets_compiled},
                                {"summary", s.summary},
                                {"adjustments", s.adjustments},
                                {"not_covered", s.not_covered}});
  }
  return architectures;
}

Tree report_document(const ProbeReport& report) {
  // schema_version: what the probe report said before the envelope; kept for its readers.
  Tree out = report_envelope("probe", 1, report.warnings);
  out.set("schema_version", 1);
  out.set("cudacompat_version", CUDACOMPAT_VERSION_STRING);
  out.set("toolkit", toolkit_json(report));
  std::vector<std::string> libraries;
  for (const auto& library : report.requirements.libraries) libraries.push_back(library.name);
  out.set("requirements",
          {{"cccl", report.requirements.cccl}, {"libraries", libraries}, {"source", report.requirements.source}});
  out.set("host_compiler", report.host_compiler ? host_compiler_json(*report.host_compiler) : Tree());
  out.set("architectures", report.architectures ? architectures_json(report) : Tree());
  if (report.compile_check) {
    const auto& c = *report.compile_check;
    out.set("compile_check", {{"ran", c.ran},
                              {"command", c.command},
                              {"from_cache", c.from_cache},
                              {"seconds", c.seconds},
                              {"result", c.reason}});
  } else {
    out.set("compile_check", nullptr);
  }

  Tree features = Tree::object();
  for (const auto& f : report.features) features.set(f.name, fact(f.value, f.source));
  out.set("features", features);

  out.set("gpu", {{"driver_version", report.gpu.driver_version},
                  {"libcuda_present", report.gpu.libcuda_present},
                  {"source", "/proc/driver/nvidia/version and libcuda.so.1 in the system library directories"},
                  {"used_for_decisions", false}});

  Tree decision{{"build_cuda", report.decision.build_cuda},
                {"reason", report.decision.reason},
                {"mode", to_string(report.mode)},
                {"mode_source", report.mode_source}};
  if (report.decision.error) decision.set("error", *report.decision.error);
  out.set("decision", decision);
  out.set("warnings", messages(report.warnings));
  return out;
}

}  // namespace

std::string report_to_json_text(const ProbeReport& report) { return report_document(report).dump(2) + "\n"; }

namespace {

// One "  key               value" row of the table. Paths are bytes: what reaches the terminal is
// valid UTF-8 without control characters.
class TextRows {
 public:
  void row(const std::string& key, const std::string& value) {
    out_ << "  " << key << std::string(key.size() < 18 ? 18 - key.size() : 1, ' ') << terminal_safe(value) << "\n";
  }
  std::ostringstream& stream() { return out_; }

 private:
  std::ostringstream out_;
};

// The selected toolkit: what identified it, where it is, and what the knowledge base adds.
void write_toolkit_rows(TextRows& rows, const ProbeReport& report, const CandidateReport* selected) {
  if (!selected) {
    rows.row("CUDA toolkit", "none usable");
    return;
  }
  const auto& paths = selected->candidate.paths;
  rows.row("CUDA toolkit",
           selected->identification.version->to_string() + " (" + selected->identification.version_source + ")");
  std::string witnesses;
  for (const auto& w : selected->identification.witnesses)
    witnesses += (witnesses.empty() ? "" : ", ") + w.source.substr(0, w.source.find(' ')) + "=" + w.version.to_string();
  rows.row("  witnesses", witnesses);
  rows.row("  root", paths.root.string() + " [" + to_string(paths.layout) + "]");
  rows.row("  found as", join(selected->candidate.origins, ", "));
  if (report.release)
    rows.row("  PTX ISA",
             report.release->ptx_isa.to_string() + ", driver floor " + report.release->driver_floor.to_string());
  if (report.cccl_version) rows.row("  CCCL", cccl_text(*report.cccl_version));
  if (report.dialect_floor)
    rows.row("  needs C++", std::to_string(report.dialect_floor->cxx_min) + " or newer (its headers)");
}

// Every toolkit found, with whether it was chosen and, when unusable, why.
void write_candidate_rows(TextRows& rows, const ProbeReport& report, const CandidateReport* selected) {
  for (const auto& c : report.candidates) {
    // Under OFF nothing is selected for a build: the toolkit found is only reported.
    const bool chosen = static_cast<const void*>(&c) == static_cast<const void*>(selected);
    std::string status = chosen ? (report.mode == CudaMode::kOff ? "found, not used (CUDACOMPAT_CUDA=OFF)" : "selected")
                         : c.usable() ? "usable"
                                      : "unusable: " + join_problems(c.problems());
    rows.row("  candidate", c.candidate.paths.root.string() + " " +
                                (c.identification.version ? c.identification.version->to_string() : "?") + " [" +
                                to_string(c.candidate.paths.layout) + "] " + status);
  }
}

void write_host_compiler_rows(TextRows& rows, const ProbeReport& report) {
  if (!report.host_compiler) return;
  const auto& h = *report.host_compiler;
  rows.row("host compiler", h.chosen.path.string() + " " + to_string(h.chosen.family) + " " +
                                (h.chosen.version ? h.chosen.version->to_string() : "?") +
                                (h.supported ? " (supported" : " (NOT supported") + "; accepted " +
                                describe_range(h.limits) + ")");
  if (h.nvcc_default) rows.row("  from", h.requested_source);
  for (const auto& flag : h.nvcc_flags) rows.row("  nvcc flag", flag);
}

// The list CMake gets, where it came from, and each change the clamp policy and the shape made.
void write_architecture_rows(TextRows& rows, const ProbeReport& report) {
  if (!report.architectures) return;
  const std::string list = join(report.architectures->cmake_list, ";");
  rows.row("architectures", list.empty() ? "-" : list);
  rows.row("  from", report.architectures->source);
  for (const auto& adjustment : report.architectures->adjustments) rows.row("  clamped", adjustment);
  if (const auto& shape = report.architectures->shape) {
    rows.row("  shape", "fewest: " + shape->summary);
    for (const auto& adjustment : shape->adjustments) rows.row("  reshaped", adjustment);
  }
}

// The rows say what config.h says: without a CUDA build every CUDACOMPAT_HAS_ is 0, whatever the
// toolkit found has (that is in the JSON report).
void write_feature_rows(TextRows& rows, const ProbeReport& report) {
  std::string on, off;
  for (const auto& f : report.features) {
    const bool in_header = f.value && report.decision.build_cuda;
    (in_header ? on : off) += ((in_header ? on : off).empty() ? "" : " ") + f.name;
  }
  rows.row("features (yes)", on.empty() ? "-" : on);
  rows.row("features (no)", off.empty() ? "-" : off);
  if (!report.decision.build_cuda && !report.features.empty())
    rows.row("  note", "config.h sets every feature to 0 when CUDA is not built");
}

void write_decision_rows(TextRows& rows, const ProbeReport& report) {
  rows.row("GPU / driver",
           (report.gpu.driver_version ? "driver " + *report.gpu.driver_version : std::string("no driver")) +
               " (reported only, never used to decide)");
  rows.row("build CUDA", std::string(report.decision.build_cuda ? "YES" : "NO"));
  rows.row("  because", report.decision.reason);
  for (const auto& w : report.warnings) rows.row("warning", w.message);
}

}  // namespace

std::string report_to_text(const ProbeReport& report) {
  TextRows rows;
  const CandidateReport* selected = report.toolkit();
  rows.stream() << "cudacompat " << CUDACOMPAT_VERSION_STRING << " probe\n";
  write_toolkit_rows(rows, report, selected);
  write_candidate_rows(rows, report, selected);
  write_host_compiler_rows(rows, report);
  write_architecture_rows(rows, report);
  if (report.compile_check)
    rows.row("compile check", report.compile_check->ran
                                  ? report.compile_check->command + ": " + report.compile_check->reason
                                  : report.compile_check->reason);
  write_feature_rows(rows, report);
  write_decision_rows(rows, report);
  return rows.stream().str();
}

}  // namespace cudacompat
