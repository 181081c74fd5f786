// The subcommands of bin/cudacompat. Each lives in its own file and registers itself on the app;
// its callback stores the process exit code in `exit_code`.
//
// Exit codes shared by every subcommand: 0 success, 1 a policy or check failed (the findings say
// which), 2 a usage error or an input that cannot be read (the message says which and why).
#pragma once

namespace CLI {
class App;
}

namespace cudacompat::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitUsage = 2;

void add_probe_command(CLI::App& app, int& exit_code);
void add_pin_command(CLI::App& app, int& exit_code);
void add_help_command(CLI::App& app, int& exit_code);  // hidden; registered last, it reads the others
#ifdef CUDACOMPAT_WITH_AUDIT
void add_audit_command(CLI::App& app, int& exit_code);
void add_doctor_command(CLI::App& app, int& exit_code);
void add_matrix_command(CLI::App& app, int& exit_code);
void add_abi_diff_command(CLI::App& app, int& exit_code);
void add_migrate_command(CLI::App& app, int& exit_code);
void add_variant_command(CLI::App& app, int& exit_code);
void add_gate_command(CLI::App& app, int& exit_code);
#endif

}  // namespace cudacompat::cli
