#include "abi/report.h"

#include <fmt/format.h>

#include <map>

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
json::Tree capi_json(const PackageTree& tree) {
  auto modules = json::Tree::array();
  for (const auto& [path, file] : tree.files) {
    if (file.kind != TreeFile::Kind::kElf || !file.capi.is_extension()) continue;
    const CythonCapi& capi = file.capi;
    const std::string module = tree.format == TreeFormat::kElf ? capi.module_init : python_module_of(path);
    json::Tree entry{{"file", path},
                     {"module", module},
                     {"export_calls", capi.export_calls},
                     {"exports_read", capi.exports.size()},
                     {"import_calls", capi.import_calls},
                     {"imports_read", capi.imports.size()}};
    std::string via;
    const auto* functions = module.empty() ? nullptr : effective_capi(tree, module, &via);
    if (!via.empty()) entry.set("capi_of", via);
    auto listed = json::Tree::array();
    if (functions) {
      for (const auto& function : *functions) listed.push({{"name", function.name}, {"signature", function.signature}});
    }
    entry.set("functions", std::move(listed));
    modules.push(std::move(entry));
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
  auto root = report_envelope("abi-diff", 1, diagnostics(diff));
  auto side = [](const PackageTree& tree) {
    return json::Tree{{"input", tree.input},
                      {"format", to_string(tree.format)},
                      {"files", tree.files.size()},
                      {"capi", capi_json(tree)}};
  };
  root.set("old", side(old_tree));
  root.set("new", side(new_tree));
  auto pairs = json::Tree::array();
  for (const auto& [old_path, new_path] : diff.pairs) pairs.push({{"old", old_path}, {"new", new_path}});
  root.set("pairs", std::move(pairs));
  auto findings = json::Tree::array();
  for (const auto& finding : diff.findings) {
    json::Tree item{{"code", to_string(finding.code)},
                    {"breaks", to_string(finding.breaks())},
                    {"file", finding.file},
                    {"subject", finding.subject},
                    {"message", finding.message}};
    if (!finding.informational_because.empty()) {
      item.set("table_breaks", to_string(info(finding.code).breaks));
      item.set("informational_because", finding.informational_because);
    }
    findings.push(std::move(item));
  }
  root.set("findings", std::move(findings));
  auto consumers = json::Tree::array();
  for (const auto& verdict : diff.consumers) {
    auto imports = json::Tree::array();
    for (const auto& import : verdict.imports) {
      json::Tree item{{"module", import.module},
                      {"functions", import.functions},
                      {"satisfied", import.satisfied},
                      {"reason", import.reason}};
      if (!import.wrong_layouts.empty()) {
        auto wrong = json::Tree::array();
        for (const auto& read : import.wrong_layouts)
          wrong.push({{"function", read.function}, {"struct", read.struct_name}, {"change", read.change}});
        item.set("wrong_layouts", std::move(wrong));
      }
      imports.push(std::move(item));
    }
    consumers.push({{"consumer", verdict.consumer},
                    {"verdict", to_string(verdict.outcome)},
                    {"satisfied", verdict.outcome == ConsumerVerdict::Outcome::kImports},
                    {"reason", verdict.reason},
                    {"functions", verdict.functions()},
                    {"imports", std::move(imports)}});
  }
  root.set("consumers", std::move(consumers));
  root.set("summary", {{"binary", count(diff, Breaks::kBinary)},
                       {"source", count(diff, Breaks::kSource)},
                       {"informational", count(diff, Breaks::kNone)}});
  // Every string is written UTF-8, a name's other bytes as \xNN (json::Tree escapes them).
  out << root.dump(2) << "\n";
}

}  // namespace cudacompat::abi
