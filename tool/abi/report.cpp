#include "abi/report.h"

#include <fmt/format.h>

#include <map>
#include <nlohmann/json.hpp>

#include "common/display_text.h"
#include "common/report_envelope.h"

namespace cudacompat::abi {
namespace {

std::size_t count(const AbiDiff& diff, Breaks breaks) {
  std::size_t n = 0;
  for (const auto& finding : diff.findings) n += finding.breaks() == breaks;
  return n;
}

// Every extension module's C API as read: how many export and import helper calls its code makes,
// how many were read, and the functions its `__pyx_capi__` holds (through a re-export where it
// has one): what a test compares with the imported module's dictionary.
nlohmann::ordered_json capi_json(const PackageTree& tree) {
  auto modules = nlohmann::ordered_json::array();
  for (const auto& [path, file] : tree.files) {
    if (file.kind != TreeFile::Kind::kElf || !file.capi.is_extension()) continue;
    const CythonCapi& capi = file.capi;
    const std::string module = tree.format == TreeFormat::kElf ? capi.module_init : python_module_of(path);
    nlohmann::ordered_json entry;
    entry["file"] = utf8_escaped(path);
    entry["module"] = module;
    entry["export_calls"] = capi.export_calls;
    entry["exports_read"] = capi.exports.size();
    entry["import_calls"] = capi.import_calls;
    entry["imports_read"] = capi.imports.size();
    std::string via;
    const auto* functions = module.empty() ? nullptr : effective_capi(tree, module, &via);
    if (!via.empty()) entry["capi_of"] = via;
    auto& listed = entry["functions"] = nlohmann::ordered_json::array();
    if (functions) {
      for (const auto& function : *functions) {
        listed.push_back({{"name", utf8_escaped(function.name)}, {"signature", utf8_escaped(function.signature)}});
      }
    }
    modules.push_back(std::move(entry));
  }
  return modules;
}

}  // namespace

void write_table(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff) {
  out << fmt::format("OLD {} ({}, {} files)\nNEW {} ({}, {} files)\n{} files paired\n", terminal_safe(old_tree.input),
                     to_string(old_tree.format), old_tree.files.size(), terminal_safe(new_tree.input),
                     to_string(new_tree.format), new_tree.files.size(), diff.pairs.size());
  std::string current;
  bool first = true;
  for (const auto& finding : diff.findings) {
    if (first || finding.file != current) {
      current = finding.file;
      first = false;
      out << "\n" << (current.empty() ? "(package)" : terminal_safe(current)) << "\n";
    }
    out << fmt::format("  {:<7} {:<26} {}{}\n", to_string(finding.breaks()), to_string(finding.code),
                       terminal_safe(finding.message),
                       finding.informational_because.empty()
                           ? ""
                           : " [informational: " + terminal_safe(finding.informational_because) + "]");
  }
  if (!diff.consumers.empty()) {
    out << "\nconsumers (built against OLD, imported against NEW)\n";
    for (const auto& verdict : diff.consumers) {
      std::string what;
      for (const auto& import : verdict.imports) {
        what += what.empty() ? "" : ", ";
        what += import.functions ? fmt::format("{} ({} C functions)", import.module, import.functions) : import.module;
      }
      if (what.empty()) what = "nothing of OLD or NEW";
      out << fmt::format(
          "  {:<10} {}: {}\n", to_string(verdict.outcome), terminal_safe(verdict.consumer),
          verdict.outcome == ConsumerVerdict::Outcome::kImports ? "imports " + what : terminal_safe(verdict.reason));
    }
  }
  out << fmt::format("\n{} findings: {} break binary consumers, {} break source consumers, {} informational\n",
                     diff.findings.size(), count(diff, Breaks::kBinary), count(diff, Breaks::kSource),
                     count(diff, Breaks::kNone));
}

std::vector<Diagnostic> diagnostics(const AbiDiff& diff) {
  std::vector<Diagnostic> out;
  for (const auto& verdict : diff.consumers)
    if (verdict.outcome == ConsumerVerdict::Outcome::kUnreadable)
      out.push_back(Diagnostic::error("consumer-unreadable", verdict.reason, verdict.consumer));
  return out;
}

void write_json(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff) {
  auto root = report_envelope_as<nlohmann::ordered_json>("abi-diff", 1, diagnostics(diff));
  auto side = [](const PackageTree& tree) {
    nlohmann::ordered_json json;
    json["input"] = utf8_escaped(tree.input);
    json["format"] = std::string(to_string(tree.format));
    json["files"] = tree.files.size();
    json["capi"] = capi_json(tree);
    return json;
  };
  root["old"] = side(old_tree);
  root["new"] = side(new_tree);
  auto& pairs = root["pairs"] = nlohmann::ordered_json::array();
  for (const auto& [old_path, new_path] : diff.pairs) pairs.push_back({{"old", old_path}, {"new", new_path}});
  auto& findings = root["findings"] = nlohmann::ordered_json::array();
  for (const auto& finding : diff.findings) {
    findings.push_back({{"code", std::string(to_string(finding.code))},
                        {"breaks", std::string(to_string(finding.breaks()))},
                        {"file", utf8_escaped(finding.file)},
                        {"subject", utf8_escaped(finding.subject)},
                        {"message", utf8_escaped(finding.message)}});
    if (!finding.informational_because.empty()) {
      findings.back()["table_breaks"] = std::string(to_string(info(finding.code).breaks));
      findings.back()["informational_because"] = utf8_escaped(finding.informational_because);
    }
  }
  auto& consumers = root["consumers"] = nlohmann::ordered_json::array();
  for (const auto& verdict : diff.consumers) {
    auto imports = nlohmann::ordered_json::array();
    for (const auto& import : verdict.imports) {
      imports.push_back({{"module", import.module},
                         {"functions", import.functions},
                         {"satisfied", import.satisfied},
                         {"reason", utf8_escaped(import.reason)}});
      if (!import.wrong_layouts.empty()) {
        auto& wrong = imports.back()["wrong_layouts"] = nlohmann::ordered_json::array();
        for (const auto& read : import.wrong_layouts) {
          wrong.push_back({{"function", read.function}, {"struct", read.struct_name}, {"change", read.change}});
        }
      }
    }
    consumers.push_back({{"consumer", utf8_escaped(verdict.consumer)},
                         {"verdict", std::string(to_string(verdict.outcome))},
                         {"satisfied", verdict.outcome == ConsumerVerdict::Outcome::kImports},
                         {"reason", utf8_escaped(verdict.reason)},
                         {"functions", verdict.functions()},
                         {"imports", std::move(imports)}});
  }
  root["summary"] = {{"binary", count(diff, Breaks::kBinary)},
                     {"source", count(diff, Breaks::kSource)},
                     {"informational", count(diff, Breaks::kNone)}};
  out << root.dump(2) << "\n";
}

}  // namespace cudacompat::abi
