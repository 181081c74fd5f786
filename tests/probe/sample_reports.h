// Shared by the probe's tests of the generated header and of the report: small ProbeReports made
// by hand, one of them with a toolkit path that is not UTF-8.
#pragma once

#include <string>

#include "probe/probe.h"

namespace cudacompat::testing {

// A report with two features and CCCL 2.3.2; with a toolkit, 12.4.131 at /opt/cuda, selected and
// built for.
inline ProbeReport small_report(bool with_toolkit) {
  ProbeReport report;
  if (with_toolkit) {
    CandidateReport c;
    c.candidate.paths.root = "/opt/cuda";
    c.identification.version = Version::parse("12.4.131");
    report.candidates.push_back(c);
    report.selected = 0;
    report.decision.build_cuda = true;
  }
  report.features = {{"BF16", true, "test"}, {"CUB_SUM", false, "test"}};
  report.cccl_version = 2003002;
  return report;
}

// A toolkit path is bytes: one that is not UTF-8 (and holds a comment terminator and a newline)
// must neither break the header's comment nor make the JSON writer throw.
inline ProbeReport report_with_hostile_root() {
  ProbeReport report = small_report(true);
  report.candidates[0].candidate.paths.root = std::string("/opt/cu\xff\xfe da */\nevil");
  report.candidates[0].candidate.origins = {std::string("CUDA_HOME=/opt/cu\xff")};
  report.warnings.push_back(Diagnostic::warning("a-code", std::string("a warning about /opt/\xc3\x28")));
  report.decision.reason = std::string("because /opt/cu\xff");
  return report;
}

}  // namespace cudacompat::testing
