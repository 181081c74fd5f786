#include <fmt/format.h>

#include <cmath>
#include <map>

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

json artifact_json(const AuditedArtifact& artifact, const JsonOptions& options) {
  const ArtifactFacts& facts = artifact.facts;
  const ArtifactVerdict& verdict = artifact.verdict;
  json file;
  file.set("path", facts.path);
  file.set("package", facts.package);
  file.set("format", std::string(format_name(facts.format)));
  file.set("size", facts.size);
  file.set("soname", facts.soname.empty() ? json(nullptr) : json(facts.soname));
  file.set("needed", facts.needed);
  file.set("runpath", facts.runpath);
  file.set("rpath", facts.rpath);
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
  std::map<std::string, std::pair<std::size_t, std::size_t>> sections;
  for (const auto& container : facts.containers) {
    auto& counts = sections[container.section];
    ++counts.first;
    counts.second += container.entries.size();
  }
  json by_section = json::object();
  for (const auto& [name, counts] : sections) {
    by_section.set(name, {{"containers", counts.first}, {"entries", counts.second}});
  }
  file.set("fatbins",
           {{"containers", facts.containers.size()}, {"entries", facts.entry_count()}, {"sections", by_section}});
  json compression = json::object();
  for (const auto& [kind, count] : verdict.compression) compression.set(kind, count);
  file.set("compression", compression);
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
  file.set("warnings", findings(verdict.warnings));
  file.set("notes", findings(verdict.notes));
  file.set("errors", messages(facts.errors));
  json violations = json::array();
  for (const auto& violation : artifact.violations) {
    violations.push({{"rule", violation.rule}, {"message", violation.message}});
  }
  file.set("violations", violations);
  if (options.entries) {
    json entries = json::array();
    for (const auto& container : facts.containers) {
      for (const auto& entry : container.entries) {
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
        entries.push(std::move(item));
      }
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

std::vector<Diagnostic> diagnostics(const AuditReport& report) {
  std::vector<Diagnostic> out = report.input_errors;
  for (const auto& artifact : report.artifacts)
    out.insert(out.end(), artifact.facts.errors.begin(), artifact.facts.errors.end());
  return out;
}

void write_json(std::ostream& out, const AuditReport& report, const Judge& judge, const JsonOptions& options) {
  json head = report_envelope("audit", 1, diagnostics(report));
  head.set("inputs", report.inputs);
  json summary;
  summary.set("files_read", report.files_read);
  summary.set("files_skipped", report.files_skipped);
  summary.set("artifacts", report.artifacts.size());
  summary.set("containers", report.container_count());
  summary.set("entries", report.entry_count());
  summary.set("errors", report.error_count());
  summary.set("warnings", report.warning_count());
  summary.set("violations", report.violations.size());
  summary.set("seconds", std::round(report.seconds * 1000) / 1000);
  summary.set("min_driver", optional_version(report.min_driver));
  summary.set("min_driver_exact", report.min_driver_exact);
  summary.set("skip_unreadable", report.skip_unreadable);
  summary.set("min_driver_set_by",
              report.min_driver ? json(report.artifacts[report.min_driver_artifact].facts.path) : json(nullptr));
  const RunSets runs = combined_runs(report, judge);
  summary.set("runs_with_driver", runs.any_code ? json(runs.driver.to_string()) : json(nullptr));
  summary.set("runs_sass", gpu_names(runs.of(Coverage::kNative)));
  summary.set("runs_jit_only", gpu_names(runs.of(Coverage::kJit)));
  summary.set("runs_partly", gpu_names(runs.of(Coverage::kSome)));
  summary.set("cannot_run", gpu_names(runs.of(Coverage::kNone)));
  head.set("summary", summary);
  json packages = json::array();
  for (const auto& package : report.packages) {
    json members = json::array();
    for (std::size_t index : package.members) members.push(report.artifacts[index].facts.path);
    json entry = {{"name", package.name}, {"artifacts", members}, {"findings", findings(package.findings)}};
    if (package.metadata) entry.set("metadata", metadata_json(*package.metadata));
    packages.push(std::move(entry));
  }
  head.set("packages", packages);
  json violations = json::array();
  for (const auto& violation : report.violations) {
    violations.push({{"path", violation.path}, {"rule", violation.rule}, {"message", violation.message}});
  }
  head.set("violations", violations);
  head.set("input_errors", messages(report.input_errors));

  // The header fields, then the files one by one, so that only one file's JSON is in memory.
  std::string text = head.dump(2);
  text.resize(text.size() - 2);  // drop "\n}"
  out << text << ",\n  \"files\": [";
  for (std::size_t i = 0; i < report.artifacts.size(); ++i) {
    out << (i ? ",\n    " : "\n    ");
    write_indented(out, artifact_json(report.artifacts[i], options), 4);
  }
  out << (report.artifacts.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

}  // namespace cudacompat::audit
