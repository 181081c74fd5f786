// abi-diff as SARIF (tool/sarif): one result per finding. The artifact is the release under review
// (NEW, or OLD for what NEW no longer has); a path inside a wheel, .deb or conda package is a
// logical location, and a real file where the release is a directory.
#include <filesystem>

#include "abi/report.h"
#include "sarif/sarif.h"

namespace cudacompat::abi {

sarif::Run sarif_run(const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                     std::string_view tool_version) {
  sarif::Run run;
  run.reporter = findings::Reporter::kAbiDiff;
  run.tool_version = std::string(tool_version);
  for (const auto& finding : diff.findings) {
    // A finding about something NEW lacks names OLD's file; the rest are about NEW.
    const bool in_new = finding.file.empty() || new_tree.files.contains(finding.file);
    const PackageTree& tree = in_new ? new_tree : old_tree;
    sarif::Location location{tree.input, 0, 0, finding.file, "module"};
    if (tree.format == TreeFormat::kDirectory && !finding.file.empty()) {
      location.path = (std::filesystem::path(tree.input) / finding.file).string();
      location.logical_name.clear();
    }
    if (!finding.subject.empty()) {
      // The symbol, function or declaration: the most precise name SARIF can carry without a line.
      if (!location.logical_name.empty()) location.logical_name += "::";
      location.logical_name += finding.subject;
      location.logical_kind = "member";
    }
    // A difference nobody who built against OLD can reach (abi/reach.h) breaks nobody: a note.
    const auto level = finding.informational_because.empty() ? sarif::default_level(findings::info(finding.code))
                                                             : sarif::Level::kNote;
    std::string message = finding.message;
    if (!finding.informational_because.empty()) message += " (informational: " + finding.informational_because + ")";
    run.results.push_back({finding.code, level, std::move(message), {location}});
  }
  return run;
}

void write_sarif(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                 std::string_view tool_version) {
  sarif::write(out, sarif_run(old_tree, new_tree, diff, tool_version));
}

}  // namespace cudacompat::abi
