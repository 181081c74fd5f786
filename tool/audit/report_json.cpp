#include <fmt/format.h>

#include <cmath>

#include "audit/report.h"
#include "common/report_envelope.h"

namespace cudacompat::audit {
namespace {

using json = json::Tree;

json gpu_names(const std::vector<int>& gpus) {
  json list = json::array();
  for (int gpu : gpus) list.push(gpu_name(gpu));
  return list;
}

// What a package says about itself: its name, version and dependencies as written.
json metadata_json(const PackageMetadata& metadata) {
  json out = {{"kind", to_string(metadata.kind)}, {"name", metadata.name}, {"version", metadata.version}};
  json dependencies = json::array();
  for (const auto& text : metadata.requires_dist) dependencies.push(text);
  for (const auto& alternatives : metadata.depends) {
    std::string text;
    for (const auto& relation : alternatives) {
      if (!text.empty()) text += " | ";
      text += relation.op.empty() ? relation.name : relation.name + " (" + relation.op + " " + relation.version + ")";
    }
    dependencies.push(text);
  }
  for (const auto& text : metadata.conda_depends) dependencies.push(text);
  out.set("dependencies", dependencies);
  if (metadata.kind == PackageKind::kConda) out.set("constrains", metadata.conda_constrains);
  if (metadata.kind == PackageKind::kWheel) out.set("tags", metadata.tags);
  return out;
}

json findings(const std::vector<Finding>& items) {
  json list = json::array();
  for (const auto& item : items) list.push({{"code", std::string(item.name())}, {"message", item.message}});
  return list;
}

json optional_version(const std::optional<Version>& version) {
  return version ? json(version->to_string()) : json(nullptr);
}

// What the artifact is and links against: read from its bytes.
void set_links(json& file, const ArtifactFacts& facts) {
  file.set("path", facts.path);
  file.set("package", facts.package);
  file.set("format", std::string(format_name(facts.format)));
  file.set("size", facts.size);
  file.set("soname", facts.soname.empty() ? json(nullptr) : json(facts.soname));
  file.set("needed", facts.needed);
  file.set("runpath", facts.runpath);
  file.set("rpath", facts.rpath);
}

// Which CUDA libraries and APIs it uses, and from which CUDA majors.
void set_cuda_use(json& file, const ArtifactVerdict& verdict) {
  json libraries = json::array();
  for (const auto& library : verdict.cuda_libraries) {
    libraries.push({{"soname", library.soname},
                    {"library", library.library},
                    {"driver", library.is_driver},
                    {"cuda_majors", library.majors},
                    {"known_soname", library.known_soname},
                    {"used", library.used ? json(*library.used) : json(nullptr)}});
  }
  file.set("cuda_libraries", libraries);
  file.set("cuda_majors", verdict.cuda_majors);
  json symbols = json::array();
  for (const auto& symbol : verdict.versioned_symbols) {
    symbols.push({{"symbol", symbol.symbol},
                  {"api", symbol.driver_api ? "driver" : "runtime"},
                  {"introduced", symbol.introduced.to_string()},
                  {"min_driver", symbol.min_driver.to_string()}});
  }
  file.set("versioned_symbols", symbols);
  file.set("driver_api_imports", verdict.driver_imports);
  file.set("runtime_api_imports", verdict.runtime_imports);
}

// The GPU code it carries: targets, and the fatbins they are in.
void set_device_code(json& file, const ArtifactView& artifact) {
  const ArtifactVerdict& verdict = artifact.verdict();
  json sass = json::array();
  for (const auto& target : verdict.sass) sass.push(target.sm_name());
  file.set("sass", sass);
  json ptx = json::array();
  for (const auto& target : verdict.ptx)
    ptx.push({{"arch", target.target.compute_name()}, {"isa", target.isa.to_string()}});
  file.set("ptx", ptx);
  json lto = json::array();
  for (const auto& target : verdict.lto) lto.push(target.lto_name());
  file.set("lto_ir", lto);
  json by_section = json::object();
  for (const auto& section : artifact.sections) {
    by_section.set(section.name, {{"containers", section.containers}, {"entries", section.entries}});
  }
  file.set("fatbins", {{"containers", artifact.facts().containers.size()},
                       {"entries", artifact.facts().entry_count()},
                       {"sections", by_section}});
  json compression = json::object();
  for (const auto& [kind, count] : verdict.compression) compression.set(kind, count);
  file.set("compression", compression);
}

// The driver it needs and why, and the GPUs it runs on.
void set_driver_and_gpus(json& file, const ArtifactFacts& facts, const ArtifactVerdict& verdict) {
  file.set("min_driver", optional_version(verdict.min_driver));
  file.set("min_driver_exact", verdict.min_driver_exact);
  json builders = json::array();
  for (const auto& toolkit : facts.builder_toolkits) builders.push(fmt::format("{}.{}", toolkit.major, toolkit.minor));
  file.set("builder_toolkits", builders);
  file.set("toolkit_notes_read", facts.toolkit_notes_read);
  json reasons = json::array();
  for (const auto& reason : verdict.reasons) {
    reasons.push({{"driver", reason.driver.to_string()},
                  {"rule", std::string(to_string(reason.rule))},
                  {"detail", reason.detail}});
  }
  file.set("driver_reasons", reasons);
  file.set("runs_sass", gpu_names(verdict.runs_sass));
  file.set("runs_jit_only", gpu_names(verdict.runs_jit_only));
  file.set("cannot_run", gpu_names(verdict.cannot_run));
}

void set_findings(json& file, const AuditedArtifact& artifact) {
  file.set("warnings", findings(artifact.verdict.warnings));
  file.set("notes", findings(artifact.verdict.notes));
  file.set("errors", messages(artifact.facts.errors));
  json violations = json::array();
  for (const auto& violation : artifact.violations) {
    violations.push({{"rule", violation.rule}, {"message", violation.message}});
  }
  file.set("violations", violations);
}

json entry_json(const DeviceContainer& container, const DeviceEntry& entry) {
  const FatbinEntry& header = entry.header;
  json item = {{"section", container.section},      {"container_offset", container.offset},
               {"offset", header.offset},           {"kind", std::string(to_string(header.kind))},
               {"arch", header.target()},           {"compression", std::string(to_string(header.compression))},
               {"stored_size", header.stored_size}, {"uncompressed_size", header.uncompressed_size}};
  if (header.kind == EntryKind::kSass && header.version_major > 0) {
    item.set("elf_abi", fmt::format("{}.{}", header.version_major, header.version_minor));
  }
  if (header.kind == EntryKind::kPtx) {
    item.set("isa", fmt::format("{}.{}", entry.ptx_isa_major, entry.ptx_isa_minor));
    item.set("header_isa", fmt::format("{}.{}", header.version_major, header.version_minor));
    item.set("isa_from", entry.ptx_isa_from_text ? "text" : entry.ptx_isa_checked ? "header-checked" : "header");
  }
  return item;
}

json artifact_json(const ArtifactView& artifact, const JsonOptions& options) {
  json file;
  set_links(file, artifact.facts());
  set_cuda_use(file, artifact.verdict());
  set_device_code(file, artifact);
  set_driver_and_gpus(file, artifact.facts(), artifact.verdict());
  set_findings(file, *artifact.artifact);
  if (options.entries) {
    json entries = json::array();
    for (const auto& container : artifact.facts().containers) {
      for (const auto& entry : container.entries) entries.push(entry_json(container, entry));
    }
    file.set("entries", std::move(entries));
  }
  return file;
}

// Writes `value` indented by `indent` spaces after the first line.
void write_indented(std::ostream& out, const json& value, int indent) {
  const std::string text = value.dump(2);
  const std::string pad(indent, ' ');
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t newline = text.find('\n', start);
    if (start > 0) out << pad;
    out.write(text.data() + start,
              static_cast<std::streamsize>((newline == std::string::npos ? text.size() : newline + 1) - start));
    if (newline == std::string::npos) break;
    start = newline + 1;
  }
}

}  // namespace

std::vector<Diagnostic> diagnostics(const AuditReport& report) { return make_report_view(report).errors(); }

namespace {

json summary_json(const ReportView& view) {
  const AuditReport& report = *view.report;
  json summary;
  summary.set("files_read", report.files_read);
  summary.set("files_skipped", report.files_skipped);
  summary.set("artifacts", view.artifacts.size());
  summary.set("containers", view.containers);
  summary.set("entries", view.entries);
  summary.set("errors", view.count(ListedFinding::Kind::kError));
  summary.set("warnings", view.count(ListedFinding::Kind::kWarning));
  summary.set("violations", report.violations.size());
  summary.set("seconds", std::round(report.seconds * 1000) / 1000);
  summary.set("min_driver", optional_version(report.min_driver));
  summary.set("min_driver_exact", report.min_driver_exact);
  summary.set("skip_unreadable", report.skip_unreadable);
  const ArtifactView* set_by = view.min_driver_set_by();
  summary.set("min_driver_set_by", set_by ? json(set_by->facts().path) : json(nullptr));
  const RunSets& runs = *view.runs;
  summary.set("runs_with_driver", runs.any_code ? json(runs.driver.to_string()) : json(nullptr));
  summary.set("runs_sass", gpu_names(runs.of(Coverage::kNative)));
  summary.set("runs_jit_only", gpu_names(runs.of(Coverage::kJit)));
  summary.set("runs_partly", gpu_names(runs.of(Coverage::kSome)));
  summary.set("cannot_run", gpu_names(runs.of(Coverage::kNone)));
  return summary;
}

json packages_json(const AuditReport& report) {
  json packages = json::array();
  for (const auto& package : report.packages) {
    json members = json::array();
    for (std::size_t index : package.members) members.push(report.artifacts[index].facts.path);
    json entry = {{"name", package.name}, {"artifacts", members}, {"findings", findings(package.findings)}};
    if (package.metadata) entry.set("metadata", metadata_json(*package.metadata));
    packages.push(std::move(entry));
  }
  return packages;
}

json violations_json(const AuditReport& report) {
  json violations = json::array();
  for (const auto& violation : report.violations) {
    violations.push({{"path", violation.path}, {"rule", violation.rule}, {"message", violation.message}});
  }
  return violations;
}

}  // namespace

void write_json(std::ostream& out, const AuditReport& report, const Judge& judge, const JsonOptions& options) {
  const ReportView view = make_report_view(report, judge);
  json head = report_envelope("audit", 1, view.errors());
  head.set("inputs", report.inputs);
  head.set("summary", summary_json(view));
  head.set("packages", packages_json(report));
  head.set("violations", violations_json(report));
  head.set("input_errors", messages(report.input_errors));

  // The header fields, then the files one by one, so that only one file's JSON is in memory.
  std::string text = head.dump(2);
  text.resize(text.size() - 2);  // drop "\n}"
  out << text << ",\n  \"files\": [";
  for (std::size_t i = 0; i < view.artifacts.size(); ++i) {
    out << (i ? ",\n    " : "\n    ");
    write_indented(out, artifact_json(view.artifacts[i], options), 4);
  }
  out << (view.artifacts.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

}  // namespace cudacompat::audit
