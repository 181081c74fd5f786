// The gate's own diagnostics (gate/gate_diagnostics.h): each takes its severity and fix from its
// row of the one finding table, a check's diagnostic is re-levelled by the gate's row of the same
// code, and all of them become one SARIF run located at the file, or at the member inside it.
#include "gate/gate_diagnostics.h"

#include <gtest/gtest.h>

namespace cudacompat::gate {
namespace {

using findings::FindingCode;

TEST(GateDiagnostics, AGateDiagnosticTakesItsSeverityAndFixFromItsRow) {
  const Diagnostic unpaired = gate_diagnostic(FindingCode::kArtifactUnpaired, "no OLD wheel x cp313", "x.whl");
  EXPECT_EQ(unpaired.code, "artifact-unpaired");
  EXPECT_EQ(unpaired.severity, Diagnostic::Severity::kWarning);
  EXPECT_EQ(unpaired.message, "no OLD wheel x cp313");
  EXPECT_EQ(unpaired.where, "x.whl");
  EXPECT_EQ(unpaired.fix, "give the last release's artifact of the same name, Python tag and machine");
  // An input no check could read is an error whatever the row's level: the gate gives no verdict.
  EXPECT_EQ(gate_diagnostic(FindingCode::kInputUnreadable, "m").severity, Diagnostic::Severity::kError);
  EXPECT_EQ(gate_diagnostic(FindingCode::kPlatformTagChanged, "m").severity, Diagnostic::Severity::kNote);
  EXPECT_EQ(gate_diagnostic(FindingCode::kPlatformTagChanged, "m").fix, "") << "an informational code asks nothing";
}

TEST(GateDiagnostics, AChecksDiagnosticIsAdoptedWithTheGatesRowAndAnyOtherIsKeptAsItWas) {
  const Diagnostic audits = Diagnostic::warning("input-unreadable", "x.whl: truncated", "x.whl", "the audit's fix");
  const Diagnostic adopted_one = adopted(audits);
  EXPECT_EQ(adopted_one.severity, Diagnostic::Severity::kError);
  EXPECT_EQ(adopted_one.fix, "nothing is judged for an artifact that cannot be read: fix or remove it");
  EXPECT_EQ(adopted_one.message, audits.message);
  EXPECT_EQ(adopted_one.where, audits.where);
  const Diagnostic not_the_gates = Diagnostic::note("no-ptx", "no PTX", "x.so", "add PTX");
  EXPECT_EQ(adopted(not_the_gates), not_the_gates);
}

TEST(GateDiagnostics, TheRunLocatesEachAtItsFileOrTheMemberInsideAndPassesOverCodesThatAreNotTheGates) {
  const std::vector<Diagnostic> diagnostics = {
      gate_diagnostic(FindingCode::kConsumerUnreadable, "cannot read", "rmm.whl!rmm/_lib.so"),
      gate_diagnostic(FindingCode::kArtifactUnpaired, "new", "x.whl"),
      Diagnostic::note("no-ptx", "the audit's, not the gate's", "y.so"),
      gate_diagnostic(FindingCode::kPlatformTagChanged, "about the whole run"),
  };
  const sarif::Run run = diagnostics_run(diagnostics, "9.9.9");
  EXPECT_EQ(run.reporter, findings::Reporter::kGate);
  EXPECT_EQ(run.tool_version, "9.9.9");
  ASSERT_EQ(run.results.size(), 3u);
  EXPECT_EQ(run.results[0].code, FindingCode::kConsumerUnreadable);
  EXPECT_EQ(run.results[0].level, sarif::Level::kError);
  ASSERT_EQ(run.results[0].locations.size(), 1u);
  EXPECT_EQ(run.results[0].locations[0].path, "rmm.whl");
  EXPECT_EQ(run.results[0].locations[0].logical_name, "rmm/_lib.so");
  EXPECT_EQ(run.results[1].level, sarif::Level::kWarning);
  ASSERT_EQ(run.results[1].locations.size(), 1u);
  EXPECT_EQ(run.results[1].locations[0].path, "x.whl");
  EXPECT_EQ(run.results[1].locations[0].logical_name, "");
  EXPECT_EQ(run.results[2].level, sarif::Level::kNote);
  EXPECT_EQ(run.results[2].message, "about the whole run");
  EXPECT_TRUE(run.results[2].locations.empty());
}

}  // namespace
}  // namespace cudacompat::gate
