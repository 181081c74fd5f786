#include "cli/probe_dist.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "common/json_value.h"
#include "common/subprocess.h"

namespace cudacompat::cli {
namespace {

// The configure report, or nothing with why not in <error>.
std::optional<json::Document> read_report(const std::filesystem::path& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "found no " + path.string() +
            ": this build tree was not configured with distribution (needed: cudacompat_configure() with "
            "CUDACOMPAT_COMPILER_CACHE=sccache and CUDACOMPAT_COMPILER_DIST_SCHEDULER=http://host:port; "
            "docs/compiler-cache.md, \"Distributed compiles\")";
    return std::nullopt;
  }
  std::stringstream text;
  text << in.rdbuf();
  auto report = json::Document::parse(text.str());
  if (!report || !report->root().is_object()) {
    error = path.string() + " is not the JSON object configure writes: run cmake again";
    return std::nullopt;
  }
  return std::move(*report);
}

// A member read as sccache and configure write it, `otherwise` where it is absent or of another type.
std::string text_of(const json::Value& object, const char* key, const std::string& otherwise) {
  const auto found = object.find(key);
  return found && found->is_string() ? found->text() : otherwise;
}

long long integer_of(const json::Value& object, const char* key, long long otherwise) {
  const auto found = object.find(key);
  return found && found->is_integer() ? found->integer().value_or(otherwise) : otherwise;
}

double number_of(const json::Value& object, const char* key, double otherwise) {
  const auto found = object.find(key);
  return found ? found->number().value_or(otherwise) : otherwise;
}

bool boolean_of(const json::Value& object, const char* key, bool otherwise) {
  const auto found = object.find(key);
  return found && found->is_boolean() ? found->boolean() : otherwise;
}

json::Tree member_or(const json::Value& object, const char* key, json::Tree otherwise) {
  const auto found = object.find(key);
  return found ? json::Tree(*found) : otherwise;
}

// A value as the --json view writes it, on one line.
std::string compact(const std::optional<json::Value>& value) {
  return value ? json::Tree(*value).dump(-1, json::Tree::KeyOrder::kSorted) : "null";
}

// What sccache says through the tree's own server (its client configuration and port): the output
// of `sccache ARGS` as JSON, or what went wrong.
struct SccacheAnswer {
  std::optional<json::Document> document;
  std::string failure;
  json::Tree tree() const { return document ? json::Tree(document->root()) : json::Tree(failure); }
};

SccacheAnswer ask_sccache(const json::Value& report, const std::vector<std::string>& args) {
  std::vector<std::string> argv{text_of(report, "sccache", "sccache")};
  argv.insert(argv.end(), args.begin(), args.end());
  // The tree's server reads these when it starts; a running one is already the tree's.
  Environment environment = process_environment();
  environment["SCCACHE_CONF"] = text_of(report, "config", "");
  environment["SCCACHE_SERVER_PORT"] = std::to_string(integer_of(report, "port", 0));
  ProcessResult run = run_process(argv, environment, std::chrono::seconds(60));
  if (!run.ok())
    return {std::nullopt, describe_command(argv) + " failed: " + (run.failure.empty() ? run.errors : run.failure)};
  auto answer = json::Document::parse(run.output);
  if (!answer) return {std::nullopt, describe_command(argv) + " printed no JSON: " + run.output};
  return {std::move(*answer), ""};
}

// The numbers of sccache's stats that say where compiles ran, and why not on a server.
json::Tree where_compiles_ran(const json::Value& stats) {
  json::Tree out = json::Tree::object();
  const auto per_server = stats.find("dist_compiles");
  long long distributed = 0;
  if (per_server)
    for (const auto& [server, count] : per_server->members()) distributed += count.integer().value_or(0);
  out.set("dist_compiles", per_server ? json::Tree(*per_server) : json::Tree::object());
  out.set("distributed", distributed);
  out.set("dist_errors", integer_of(stats, "dist_errors", 0));
  out.set("compile_requests", integer_of(stats, "compile_requests", 0));
  out.set("compilations", integer_of(stats, "compilations", 0));
  out.set("compile_fails", integer_of(stats, "compile_fails", 0));
  const auto hits = stats.find("cache_hits");
  out.set("cache_hits", hits ? member_or(*hits, "counts", json::Tree::object()) : json::Tree::object());
  out.set("not_cached", member_or(stats, "not_cached", json::Tree::object()));
  out.set("requests_unsupported_compiler", integer_of(stats, "requests_unsupported_compiler", 0));
  out.set("requests_not_compile", integer_of(stats, "requests_not_compile", 0));
  return out;
}

// The view as --json writes it (`view`), in words.
void print_text(const json::Value& view) {
  const json::Value r = *view.find("configured");
  std::cout << "cudacompat probe --dist (" << text_of(view, "build_dir", "") << ")\n";
  std::cout << "  scheduler         " << text_of(r, "scheduler", "?") << " (token from "
            << text_of(r, "token_source", "nowhere") << ")\n";
  if (boolean_of(r, "ok", false)) {
    std::cout << "  configure check   passed: a test compile ran on a server in " << number_of(r, "seconds", 0.0)
              << " s (" << integer_of(r, "num_servers", 0) << " servers, " << integer_of(r, "num_cpus", 0)
              << " cores then)\n";
  } else {
    std::cout << "  configure check   failed: the scheduler " << text_of(r, "problem", "") << "\n"
              << "    fix             " << text_of(r, "fix", "") << "\n"
              << "    so              every compile of this tree is local, until cmake runs again\n";
  }
  const json::Value status = *view.find("scheduler_now");
  const auto scheduler_status = status.find("SchedulerStatus");
  if (scheduler_status && scheduler_status->size() > 1)
    std::cout << "  scheduler now     " << compact(scheduler_status->items()[1]) << " (sccache --dist-status)\n";
  else
    std::cout << "  scheduler now     " << (status.is_string() ? status.text() : compact(status))
              << " (sccache --dist-status; the status takes no token, so it cannot say whether the token is "
                 "accepted)\n";
  if (const auto t = r.find("toolchains")) {
    std::cout << "  toolchain         " << text_of(*t, "fingerprint", "") << " in " << text_of(*t, "directory", "")
              << " (" << integer_of(*t, "bytes", 0) / 1000000 << " MB)\n";
    if (const auto programs = t->find("programs"))
      for (const auto& [name, path] : programs->members())
        std::cout << "    " << name << std::string(name.size() < 16 ? 16 - name.size() : 1, ' ')
                  << (path.is_string() ? path.text() : compact(path)) << "\n";
  }
  const json::Value b = *view.find("this_build");
  if (b.is_object()) {
    std::cout << "  this build        " << compact(b.find("compile_requests"))
              << " compile requests since the tree's sccache server started; " << compact(b.find("distributed"))
              << " jobs ran on build servers " << compact(b.find("dist_compiles")) << "; "
              << compact(b.find("dist_errors")) << " failed to distribute and ran locally; "
              << compact(b.find("compile_fails")) << " compiles failed\n";
    std::cout << "    cache hits      " << compact(b.find("cache_hits")) << "\n";
    std::cout << "    not cached      " << compact(b.find("not_cached")) << " (sccache's reasons, per kind)\n";
  } else {
    std::cout << "  this build        " << (b.is_string() ? b.text() : compact(b)) << "\n";
  }
  std::cout << "  sccache server    port " << integer_of(r, "port", 0) << ", client configuration "
            << text_of(r, "config", "") << "\n";
}

}  // namespace

int run_probe_dist(const std::string& build_dir, bool json_output) {
  std::filesystem::path dir = build_dir.empty() ? std::filesystem::current_path() : std::filesystem::path(build_dir);
  std::string error;
  const auto document = read_report(dir / "CMakeFiles" / "cudacompat" / "compiler-cache" / "dist.json", error);
  if (!document) {
    std::cerr << "cudacompat probe --dist: " << error << "\n";
    return kExitUsage;
  }
  const json::Value report = document->root();
  json::Tree view = {{"build_dir", dir.string()}, {"configured", json::Tree(report)}};
  bool usable = boolean_of(report, "ok", false) && report.contains("config");
  if (report.contains("config") && report.contains("port")) {
    view.set("scheduler_now", ask_sccache(report, {"--dist-status"}).tree());
    const SccacheAnswer stats = ask_sccache(report, {"--show-stats", "--stats-format", "json"});
    if (stats.document && stats.document->root().is_object()) {
      static const auto kNoStats = json::Document::parse("{}");
      const auto inner = stats.document->root().find("stats");
      view.set("this_build", where_compiles_ran(inner ? *inner : kNoStats->root()));
    } else {
      view.set("this_build", stats.tree());
    }
  } else {
    view.set("scheduler_now", "not asked: configure stopped before the client configuration existed");
    view.set("this_build", "no sccache server: configure set none up");
  }
  // Sorted keys, on lines indented by one space: what --json has always written.
  const std::string text = view.dump(1, json::Tree::KeyOrder::kSorted);
  if (json_output) {
    std::cout << text << "\n";
  } else {
    const auto written = json::Document::parse(text);  // the text view says what --json says
    if (written) print_text(written->root());
  }
  return usable ? kExitOk : kExitFindings;
}

}  // namespace cudacompat::cli
