#include "cli/probe_dist.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "common/json_text.h"
#include "common/subprocess.h"

namespace cudacompat::cli {
namespace {

using nlohmann::json;

// The configure report, or null with why not in <error>.
json read_report(const std::filesystem::path& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "found no " + path.string() +
            ": this build tree was not configured with distribution (needed: cudacompat_configure() with "
            "CUDACOMPAT_COMPILER_CACHE=sccache and CUDACOMPAT_COMPILER_DIST_SCHEDULER=http://host:port; "
            "docs/compiler-cache.md, \"Distributed compiles\")";
    return nullptr;
  }
  std::stringstream text;
  text << in.rdbuf();
  json report = json::parse(text.str(), nullptr, false);
  if (report.is_discarded() || !report.is_object()) {
    error = path.string() + " is not the JSON object configure writes: run cmake again";
    return nullptr;
  }
  return report;
}

// What sccache says through the tree's own server (its client configuration and port): the output
// of `sccache ARGS` as JSON, or a string with what went wrong.
json ask_sccache(const json& report, const std::vector<std::string>& args) {
  std::vector<std::string> argv{report.value("sccache", std::string("sccache"))};
  argv.insert(argv.end(), args.begin(), args.end());
  // The tree's server reads these when it starts; a running one is already the tree's.
  Environment environment = process_environment();
  environment["SCCACHE_CONF"] = report.value("config", std::string());
  environment["SCCACHE_SERVER_PORT"] = std::to_string(report.value("port", 0));
  ProcessResult run = run_process(argv, environment, std::chrono::seconds(60));
  if (!run.ok()) return describe_command(argv) + " failed: " + (run.failure.empty() ? run.errors : run.failure);
  json answer = json::parse(run.output, nullptr, false);
  if (answer.is_discarded()) return describe_command(argv) + " printed no JSON: " + run.output;
  return answer;
}

// The numbers of sccache's stats that say where compiles ran, and why not on a server.
json where_compiles_ran(const json& stats) {
  json out = json::object();
  const json per_server = stats.value("dist_compiles", json::object());
  int distributed = 0;
  for (const auto& [server, count] : per_server.items()) distributed += count.get<int>();
  out["dist_compiles"] = per_server;
  out["distributed"] = distributed;
  out["dist_errors"] = stats.value("dist_errors", 0);
  out["compile_requests"] = stats.value("compile_requests", 0);
  out["compilations"] = stats.value("compilations", 0);
  out["compile_fails"] = stats.value("compile_fails", 0);
  out["cache_hits"] = stats.value("cache_hits", json::object()).value("counts", json::object());
  out["not_cached"] = stats.value("not_cached", json::object());
  out["requests_unsupported_compiler"] = stats.value("requests_unsupported_compiler", 0);
  out["requests_not_compile"] = stats.value("requests_not_compile", 0);
  return out;
}

void print_text(const json& view) {
  const json& r = view["configured"];
  std::cout << "cudacompat probe --dist (" << view["build_dir"].get<std::string>() << ")\n";
  std::cout << "  scheduler         " << r.value("scheduler", std::string("?")) << " (token from "
            << r.value("token_source", std::string("nowhere")) << ")\n";
  if (r.value("ok", false)) {
    std::cout << "  configure check   passed: a test compile ran on a server in " << r.value("seconds", 0.0) << " s ("
              << r.value("num_servers", 0) << " servers, " << r.value("num_cpus", 0) << " cores then)\n";
  } else {
    std::cout << "  configure check   failed: the scheduler " << r.value("problem", std::string()) << "\n"
              << "    fix             " << r.value("fix", std::string()) << "\n"
              << "    so              every compile of this tree is local, until cmake runs again\n";
  }
  const json& status = view["scheduler_now"];
  if (status.is_object() && status.contains("SchedulerStatus"))
    std::cout << "  scheduler now     " << status["SchedulerStatus"][1].dump() << " (sccache --dist-status)\n";
  else
    std::cout << "  scheduler now     " << (status.is_string() ? status.get<std::string>() : status.dump())
              << " (sccache --dist-status; the status takes no token, so it cannot say whether the token is "
                 "accepted)\n";
  if (r.contains("toolchains")) {
    const json& t = r["toolchains"];
    std::cout << "  toolchain         " << t.value("fingerprint", std::string()) << " in "
              << t.value("directory", std::string()) << " (" << t.value("bytes", 0) / 1000000 << " MB)\n";
    const json programs = t.value("programs", json::object());
    for (const auto& [name, path] : programs.items())
      std::cout << "    " << name << std::string(name.size() < 16 ? 16 - name.size() : 1, ' ')
                << path.get<std::string>() << "\n";
  }
  const json& b = view["this_build"];
  if (b.is_object()) {
    std::cout << "  this build        " << b["compile_requests"] << " compile requests since the tree's sccache "
              << "server started; " << b["distributed"] << " jobs ran on build servers " << b["dist_compiles"].dump()
              << "; " << b["dist_errors"] << " failed to distribute and ran locally; " << b["compile_fails"]
              << " compiles failed\n";
    std::cout << "    cache hits      " << b["cache_hits"].dump() << "\n";
    std::cout << "    not cached      " << b["not_cached"].dump() << " (sccache's reasons, per kind)\n";
  } else {
    std::cout << "  this build        " << (b.is_string() ? b.get<std::string>() : b.dump()) << "\n";
  }
  std::cout << "  sccache server    port " << r.value("port", 0) << ", client configuration "
            << r.value("config", std::string()) << "\n";
}

}  // namespace

int run_probe_dist(const std::string& build_dir, bool json_output) {
  std::filesystem::path dir = build_dir.empty() ? std::filesystem::current_path() : std::filesystem::path(build_dir);
  std::string error;
  json report = read_report(dir / "CMakeFiles" / "cudacompat" / "compiler-cache" / "dist.json", error);
  if (report.is_null()) {
    std::cerr << "cudacompat probe --dist: " << error << "\n";
    return kExitUsage;
  }
  json view = {{"build_dir", dir.string()}, {"configured", report}};
  bool usable = report.value("ok", false) && report.contains("config");
  if (report.contains("config") && report.contains("port")) {
    view["scheduler_now"] = ask_sccache(report, {"--dist-status"});
    json stats = ask_sccache(report, {"--show-stats", "--stats-format", "json"});
    view["this_build"] = stats.is_object() ? where_compiles_ran(stats.value("stats", json::object())) : stats;
  } else {
    view["scheduler_now"] = "not asked: configure stopped before the client configuration existed";
    view["this_build"] = "no sccache server: configure set none up";
  }
  if (json_output)
    std::cout << utf8_safe(view).dump(1) << "\n";
  else
    print_text(view);
  return usable ? kExitOk : kExitFindings;
}

}  // namespace cudacompat::cli
