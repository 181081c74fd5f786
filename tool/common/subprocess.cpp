#include "common/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

extern char** environ;

namespace cudacompat {
namespace {

struct Pipe {
  int read_end = -1;
  int write_end = -1;
  bool open() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return false;
    read_end = fds[0];
    write_end = fds[1];
    return true;
  }
  ~Pipe() {
    if (read_end >= 0) close(read_end);
    if (write_end >= 0) close(write_end);
  }
};

// Drains both pipes until they close or the deadline passes; returns false on time-out.
bool collect_output(int out_fd, int err_fd, std::string& out, std::string& err,
                    std::chrono::steady_clock::time_point deadline) {
  pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
  char buffer[65536];
  int open_count = 2;
  while (open_count > 0) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    int ready = poll(fds, 2, static_cast<int>(left.count()));
    if (ready < 0) {
      if (errno == EINTR) continue;
      return true;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        (i == 0 ? out : err).append(buffer, static_cast<size_t>(n));
      } else if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) {
        fds[i].fd = -1;
        --open_count;
      }
    }
  }
  return true;
}

}  // namespace

std::string describe_command(const std::vector<std::string>& argv) {
  std::string text;
  for (const auto& arg : argv) {
    if (!text.empty()) text += ' ';
    bool plain = !arg.empty() && arg.find_first_of(" \t'\"\\$") == std::string::npos;
    text += plain ? arg : "'" + arg + "'";
  }
  return text;
}

namespace {

// Starts argv with `envp` (a null-terminated list of "NAME=value"), its stdin from /dev/null and its
// stdout and stderr into the pipes; posix_spawnp's error number, 0 when it started.
int spawn_into(const std::vector<std::string>& argv, char* const* envp, Pipe& out, Pipe& err, pid_t& pid) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out.write_end, 1);
  posix_spawn_file_actions_adddup2(&actions, err.write_end, 2);
  // A process group of its own, so that a time-out kills the wrapper script and what it started.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);

  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  int rc = posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  // The child holds its own copies; closing ours lets the reads see the end of its output.
  close(out.write_end);
  out.write_end = -1;
  close(err.write_end);
  err.write_end = -1;
  return rc;
}

// The exit code and, for a failure, the sentence that says how the program ended.
void judge_exit(const std::vector<std::string>& argv, int status, ProcessResult& result) {
  if (WIFEXITED(status)) {
    result.exit_code = WEXITSTATUS(status);
    if (result.exit_code == 127 && result.errors.empty())
      result.failure = "cannot run " + argv[0];
    else if (result.exit_code != 0)
      result.failure = describe_command(argv) + " exited with " + std::to_string(result.exit_code);
  } else if (WIFSIGNALED(status)) {
    result.exit_code = 128 + WTERMSIG(status);
    result.failure = describe_command(argv) + " was killed by signal " + std::to_string(WTERMSIG(status));
  }
}

// Starts argv with `envp` (a null-terminated list of "NAME=value") and collects what it prints.
ProcessResult spawn_and_collect(const std::vector<std::string>& argv, char* const* envp,
                                std::chrono::milliseconds time_limit) {
  ProcessResult result;
  if (argv.empty()) {
    result.failure = "no program given";
    return result;
  }
  Pipe out, err;
  if (!out.open() || !err.open()) {
    result.failure = std::string("cannot create a pipe: ") + std::strerror(errno);
    return result;
  }
  pid_t pid = 0;
  if (int rc = spawn_into(argv, envp, out, err, pid); rc != 0) {
    result.failure = "cannot run " + argv[0] + ": " + std::strerror(rc);
    return result;
  }
  result.started = true;

  auto deadline = std::chrono::steady_clock::now() + time_limit;
  bool finished = collect_output(out.read_end, err.read_end, result.output, result.errors, deadline);
  if (!finished) {
    kill(-pid, SIGKILL);
    result.timed_out = true;
    result.failure =
        describe_command(argv) + " did not finish within " + std::to_string(time_limit.count()) + " ms and was killed";
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (result.timed_out) return result;
  judge_exit(argv, status, result);
  return result;
}

}  // namespace

Environment process_environment() {
  Environment environment;
  for (char** entry = environ; entry && *entry; ++entry) {
    const std::string text = *entry;
    const size_t equals = text.find('=');
    if (equals == std::string::npos || equals == 0) continue;
    environment.emplace(text.substr(0, equals), text.substr(equals + 1));  // the first of duplicates, as getenv
  }
  return environment;
}

ProcessResult run_process(const std::vector<std::string>& argv, const Environment& environment,
                          std::chrono::milliseconds time_limit) {
  std::vector<std::string> entries;
  entries.reserve(environment.size());
  for (const auto& [name, value] : environment) entries.push_back(name + "=" + value);
  std::vector<char*> envp;
  for (auto& entry : entries) envp.push_back(entry.data());
  envp.push_back(nullptr);
  return spawn_and_collect(argv, envp.data(), time_limit);
}

ProcessResult run_process(const std::vector<std::string>& argv, std::chrono::milliseconds time_limit) {
  return spawn_and_collect(argv, environ, time_limit);
}

}  // namespace cudacompat
