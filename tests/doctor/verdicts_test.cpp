// "Will it run here, and if not, why" (verdicts.cpp): one GPU judged against GPU code with the real
// knowledge base's drivers, PTX ISAs and GPUs, the sentences the report prints, the fix for a library
// that does not resolve, and the exit code.
#include "doctor/verdicts.h"

#include <gtest/gtest.h>

#include <string>
#include <tuple>

#include "audit/report_view.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::doctor {
namespace {

const audit::Judge& judge() {
  static const audit::CudaLibraryTable libraries = audit::CudaLibraryTable::from_knowledge(KnowledgeBase::embedded());
  static const audit::Judge judge(KnowledgeBase::embedded(), libraries);
  return judge;
}

GpuTarget target(const char* nvcc) { return *GpuTarget::parse_nvcc(nvcc); }
Version v(const char* text) { return *Version::parse(text); }
GpuDevice gpu(int sm) { return {0, "a GPU", sm}; }

// GPU code of these SASS targets and these PTX targets (each with its ISA).
audit::ArtifactVerdict code(std::vector<const char*> sass, std::vector<std::pair<const char*, const char*>> ptx = {}) {
  audit::ArtifactVerdict verdict;
  for (const char* s : sass) verdict.sass.push_back(target(s));
  for (const auto& [t, isa] : ptx) verdict.ptx.push_back({target(t), v(isa)});
  return verdict;
}

// What a check says, to compare whole: how the code runs, why, and the fix.
using Said = std::tuple<audit::RunStatus, std::string, std::string>;
Said said(const GpuCheck& check) { return {check.status, check.reason, check.fix}; }

TEST(JudgeGpu, SassForTheGpuRunsNatively) {
  EXPECT_EQ(said(judge_gpu(code({"sm_80", "sm_90"}), gpu(90), v("580.65.06"), judge())),
            Said(audit::RunStatus::kSass, "sm_90 SASS runs on sm_90", ""));
}

TEST(JudgeGpu, OlderPtxRunsThroughTheJitAndTheFixIsSassForTheGpu) {
  EXPECT_EQ(said(judge_gpu(code({"sm_80"}, {{"compute_80", "8.0"}}), gpu(90), v("580.65.06"), judge())),
            Said(audit::RunStatus::kJit,
                 "no SASS for sm_90 (SASS: sm_80); compute_80 PTX (ISA 8.0) is compiled by the driver at first load",
                 "ship SASS for sm_90 (-gencode arch=compute_90,code=sm_90) to skip the JIT"));
}

// PTX of CUDA 13.0 (ISA 9.0) on a CUDA 12.8 driver (570, ISA 8.7 at most): the JIT cannot read it.
TEST(JudgeGpu, PtxOfANewerIsaThanTheDriverJitCompilesDoesNotRunAndTheFixNamesTheRelease) {
  const GpuCheck check = judge_gpu(code({}, {{"compute_90", "9.0"}}), gpu(90), v("570.124.06"), judge());
  EXPECT_EQ(check.status, audit::RunStatus::kNo);
  EXPECT_NE(
      check.reason.find("compute_90 PTX has ISA 9.0, newer than driver 570.124.06 JIT-compiles (ISA 8.7 at most)"),
      std::string::npos)
      << check.reason;
  EXPECT_EQ(check.fix.rfind("upgrade the driver to one supporting CUDA 13.0", 0), 0u) << check.fix;
}

// sm_120 GPUs came with CUDA 12.8: a CUDA 12.2 driver does not know them, whatever the code.
TEST(JudgeGpu, ADriverOlderThanTheGpuRunsNothingOnItAndTheFixIsTheGpusFirstDriver) {
  const auto first = judge().driver_for_gpu(120);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(said(judge_gpu(code({"sm_120"}), gpu(120), v("535.54.03"), judge())),
            Said(audit::RunStatus::kNo,
                 "driver 535.54.03 predates sm_120 GPUs (they need " + first->to_string() + " or newer)",
                 "upgrade the NVIDIA driver to " + first->to_string() + " or newer"));
}

TEST(JudgeGpu, ADriverBelowWhatTheArtifactNeedsRunsNothing) {
  audit::ArtifactVerdict verdict = code({"sm_90"});
  verdict.base_driver = v("580.65.06");
  EXPECT_EQ(said(judge_gpu(verdict, gpu(90), v("570.124.06"), judge())),
            Said(audit::RunStatus::kNo, "driver 570.124.06 is older than the 580.65.06 this artifact needs",
                 "upgrade the NVIDIA driver to 580.65.06 or newer"));
}

TEST(JudgeGpu, NoCodeForTheGpuSaysWhatThereIsAndHowToRebuild) {
  const GpuCheck check = judge_gpu(code({"sm_100a"}, {{"compute_100a", "8.6"}}), gpu(90), v("580.65.06"), judge());
  EXPECT_EQ(check.status, audit::RunStatus::kNo);
  EXPECT_EQ(check.reason.rfind("no SASS that runs on sm_90 (SASS: ", 0), 0u) << check.reason;
  EXPECT_NE(check.reason.find(" that the JIT can use for it"), std::string::npos) << check.reason;
  EXPECT_EQ(check.fix, "rebuild with -gencode arch=compute_90,code=sm_90, or ship PTX for compute_90 or older");
}

TEST(JudgeGpu, LtoIrAloneRunsOnNoGpuWhateverTheDriver) {
  audit::ArtifactVerdict verdict;
  verdict.lto.push_back(target("lto_90"));
  const GpuCheck check = judge_gpu(verdict, gpu(90), v("580.65.06"), judge());
  EXPECT_EQ(check.status, audit::RunStatus::kNo);
  EXPECT_EQ(check.reason.rfind("its GPU code is LTO-IR alone (", 0), 0u) << check.reason;
  EXPECT_EQ(check.fix, audit::lto_ir_alone_fix(verdict.lto));
}

TEST(DriverSummary, NamesTheDriverTheCudaItSupportsAndWhyProgramsCannotUseIt) {
  DriverInfo driver;
  driver.libcuda_loaded = true;
  driver.driver_version = v("580.65.06");
  driver.cuda_version = v("13.0");
  driver.cuda_version_source = "cuDriverGetVersion";
  EXPECT_EQ(driver_summary(driver), "driver 580.65.06, supports CUDA 13.0 (from cuDriverGetVersion)");
  driver.libcuda_loaded = false;
  driver.proc_present = true;
  driver.load_error = "libcuda.so.1: cannot open shared object file";
  EXPECT_EQ(driver_summary(driver),
            "driver 580.65.06, supports CUDA 13.0 (from cuDriverGetVersion); but libcuda.so.1 cannot be loaded "
            "(libcuda.so.1: cannot open shared object file): programs cannot use it");
  DriverInfo unknown;
  unknown.libcuda_loaded = true;
  EXPECT_EQ(driver_summary(unknown), "driver (version unknown)");
}

TEST(NeedsSentence, SaysTheDriverAndTheGpusAnArtifactNeeds) {
  ArtifactCheck check;
  EXPECT_EQ(needs_sentence(check), "needs an NVIDIA driver and an NVIDIA GPU");
  check.min_driver = v("580.65.06");
  check.min_driver_exact = false;
  check.lto_ir = "lto_90";
  EXPECT_EQ(needs_sentence(check),
            "needs an NVIDIA driver >= 580.65.06 (at least) and GPU code a GPU can load, SASS or PTX: it carries "
            "LTO-IR alone (lto_90)");
  check.has_gpu_code = true;
  check.min_driver_exact = true;
  EXPECT_EQ(needs_sentence(check),
            "needs an NVIDIA driver >= 580.65.06 and a GPU of none the knowledge base knows (SASS)");
  check.runs_sass = {90};
  check.runs_jit_only = {100};
  const std::string sentence = needs_sentence(check);
  EXPECT_EQ(sentence, "needs an NVIDIA driver >= 580.65.06 and a GPU of " + audit::gpu_list({90}) + " (SASS), or " +
                          audit::gpu_list({100}) + " (PTX JIT)");
}

TEST(LibraryFix, TheDriverComesWithTheDriverAndALibraryNoWheelShipsFromAToolkit) {
  EXPECT_EQ(library_fix("libcuda.so.1", "cuda", {}, KnowledgeBase::embedded()),
            "install the NVIDIA driver (libcuda.so.1 comes with it, never with a toolkit or a wheel)");
  EXPECT_EQ(library_fix("libmadeup.so.3", "madeup", {3}, KnowledgeBase::embedded()),
            "install a CUDA toolkit that ships libmadeup.so.3 and add its lib directory to LD_LIBRARY_PATH");
  const std::string cublas = library_fix("libcublas.so.12", "cublas", {12}, KnowledgeBase::embedded());
  EXPECT_EQ(cublas.rfind("pip install nvidia-cublas-cu12 (or install the CUDA 12 toolkit), then make libcublas.so.12 "
                         "findable",
                         0),
            0u)
      << cublas;
}

TEST(DoctorExitCode, IsTwoForAnUnreadableInputOneForABrokenDriverOrAnArtifactThatWillNotRun) {
  DoctorReport report;
  EXPECT_EQ(doctor_exit_code(report), 0);
  report.artifacts.emplace_back();
  EXPECT_EQ(doctor_exit_code(report), 0);
  report.artifacts[0].problems.push_back(Diagnostic::error("no-gpu-code-runs", "no GPU here runs it"));
  EXPECT_EQ(doctor_exit_code(report), 1);
  report.artifacts[0].problems.clear();
  report.driver.problems.push_back(Diagnostic::error("driver-symbol-missing", "cuInit is missing"));
  EXPECT_FALSE(machine_problem(report));  // problems of a driver no program can load are not run into
  EXPECT_EQ(doctor_exit_code(report), 0);
  report.driver.libcuda_loaded = true;
  EXPECT_TRUE(machine_problem(report));
  EXPECT_EQ(doctor_exit_code(report), 1);
  report.input_errors.push_back(Diagnostic::error("input-unreadable", "does not exist", "x.so"));
  EXPECT_EQ(doctor_exit_code(report), 2);
}

// Without artifacts the report is the machine's: the driver judged is the driver's own version, else
// the first driver of the CUDA it reports.
TEST(Diagnose, JudgesTheFirstDriverOfTheCudaVersionWhereTheDriversOwnVersionIsUnknown) {
  DoctorInputs inputs;
  inputs.driver.libcuda_loaded = true;
  inputs.driver.cuda_version = v("13.0");
  const DoctorReport report = diagnose(inputs, judge());
  ASSERT_TRUE(report.judged_driver.has_value());
  EXPECT_EQ(report.judged_driver, driver_reporting(KnowledgeBase::embedded(), v("13.0")));
  EXPECT_NE(report.judged_driver_note.find("the first driver of CUDA 13.0"), std::string::npos)
      << report.judged_driver_note;
  EXPECT_TRUE(report.artifacts.empty());

  inputs.driver.driver_version = v("580.82.07");
  inputs.driver.driver_version_source = "/proc/driver/nvidia/version";
  const DoctorReport own = diagnose(inputs, judge());
  EXPECT_EQ(own.judged_driver, v("580.82.07"));
  EXPECT_EQ(own.judged_driver_note, "/proc/driver/nvidia/version");
}

}  // namespace
}  // namespace cudacompat::doctor
