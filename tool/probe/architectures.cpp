#include "probe/architectures.h"

#include <algorithm>
#include <map>
#include <set>
#include <string_view>
#include <utility>

#include "common/scan.h"
#include "common/subprocess.h"
#include "common/text.h"
#include "probe/process_text.h"

namespace cudacompat {
namespace {

int number_of(const std::string& architecture) {
  int value = 0;
  for (char c : architecture) {
    if (c < '0' || c > '9' || value > 100000) break;
    value = value * 10 + (c - '0');
  }
  return value;
}
std::string suffix_of(const std::string& architecture) {
  size_t digits = architecture.find_first_not_of("0123456789");
  return digits == std::string::npos ? "" : architecture.substr(digits);
}

void sort_architectures(std::vector<std::string>& names) {
  std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) {
    int na = number_of(a), nb = number_of(b);
    return na != nb ? na < nb : suffix_of(a) < suffix_of(b);
  });
  names.erase(std::unique(names.begin(), names.end()), names.end());
}

// `[0-9]+[af]?` at `pos` (an architecture: 90, 90a, 100f): where it ends, or `pos` when no digit is there.
size_t end_of_architecture(std::string_view text, size_t pos) {
  size_t end = scan::end_of_digits(text, pos);
  if (end > pos && end < text.size() && (text[end] == 'a' || text[end] == 'f')) ++end;
  return end;
}

// `(?:compute|sm)_` at `pos`: where the architecture after it starts, or npos.
size_t after_listing_prefix(std::string_view text, size_t pos) {
  size_t after = scan::after_literal(text, pos, "compute_");
  return after != std::string_view::npos ? after : scan::after_literal(text, pos, "sm_");
}

// A whole requested entry, `(?:sm_|compute_)?([0-9]+[af]?)(-real|-virtual)?`: its architecture
// ("90a") and suffix ("-real", "-virtual" or ""), or nullopt.
std::optional<std::pair<std::string, std::string>> requested_architecture(std::string_view entry) {
  size_t start = scan::after_literal(entry, 0, "sm_");
  if (start == std::string_view::npos) start = scan::after_literal(entry, 0, "compute_");
  if (start == std::string_view::npos) start = 0;
  size_t end = end_of_architecture(entry, start);
  std::string_view suffix = entry.substr(end);
  if (end == start || !(suffix.empty() || suffix == "-real" || suffix == "-virtual")) return std::nullopt;
  return std::make_pair(std::string(entry.substr(start, end - start)), std::string(suffix));
}

}  // namespace

std::vector<std::string> architectures_from_nvcc_listing(const std::string& text) {
  // Every compute_NN or sm_NN (with its a or f), wherever it stands, left to right.
  std::vector<std::string> names;
  for (size_t pos = 0; pos < text.size(); ++pos) {
    size_t start = after_listing_prefix(text, pos);
    if (start == std::string_view::npos) continue;
    size_t end = end_of_architecture(text, start);
    if (end == start) continue;
    names.push_back(text.substr(start, end - start));
    pos = end - 1;  // the next entry is looked for after this one
  }
  sort_architectures(names);
  return names;
}

Expected<SupportedArchitectures> supported_architectures(const fs::path& nvcc, const Version& toolkit,
                                                         const KnowledgeBase& kb, std::chrono::milliseconds time_limit) {
  SupportedArchitectures supported;
  const ReleaseFacts* release = kb.newest_at_or_below(toolkit);
  std::vector<std::string> known = release ? release->architectures : std::vector<std::string>{};

  ProcessResult listing = run_process({nvcc.string(), "--list-gpu-arch"}, time_limit);
  const bool option_unknown = listing.started && !listing.timed_out && listing.exit_code != 0 &&
                              (listing.errors + listing.output).find("Unknown option") != std::string::npos;
  if (!listing.ok() && !option_unknown) {
    std::string detail = what_it_said(listing);
    return Error{"nvcc --list-gpu-arch failed: " + listing.failure + (detail.empty() ? "" : ": " + detail)};
  }
  std::vector<std::string> bases = listing.ok() ? architectures_from_nvcc_listing(listing.output) : std::vector<std::string>{};
  if (listing.ok() && bases.empty())
    return Error{describe_command({nvcc.string(), "--list-gpu-arch"}) + " named no GPU architecture (it printed '" +
                 trimmed(listing.output, 200) + "')"};
  if (!bases.empty()) {
    supported.source = "nvcc --list-gpu-arch";
    std::set<std::string> base_set(bases.begin(), bases.end());
    supported.names = bases;
    for (const auto& name : known)  // a/f variants of the bases this nvcc has
      if (!suffix_of(name).empty() && base_set.count(std::to_string(number_of(name)))) supported.names.push_back(name);
    if (release) supported.source += " (a/f variants: knowledge base, CUDA " + release->version.to_string() + ")";
  } else {
    supported.names = known;
    if (!release) return Error{"this nvcc has no --list-gpu-arch and the knowledge base has no release this old"};
    supported.source = "knowledge base (CUDA " + release->version.to_string() + "; this nvcc has no --list-gpu-arch)";
  }
  sort_architectures(supported.names);
  return supported;
}

std::vector<std::string> default_architectures(const SupportedArchitectures& supported) {
  std::map<int, std::string> oldest_per_family;
  for (const auto& name : supported.names) {
    if (!suffix_of(name).empty()) continue;
    int family = number_of(name) / 10;
    if (!oldest_per_family.count(family)) oldest_per_family[family] = name;
  }
  std::vector<std::string> list;
  for (const auto& [family, name] : oldest_per_family) list.push_back(name + "-real");
  if (!list.empty()) list.back() = oldest_per_family.rbegin()->second;  // SASS and PTX for the newest family
  return list;
}

Expected<ArchitectureChoice> choose_architectures(const std::optional<ArchitectureRequest>& request,
                                                  const SupportedArchitectures& supported, const std::string& toolkit_name) {
  ArchitectureChoice choice;
  std::set<std::string> accepted(supported.names.begin(), supported.names.end());
  std::vector<std::string> entries;
  if (!request || request->text.empty()) {
    entries = default_architectures(supported);
    choice.source = "default policy for " + toolkit_name + ": SASS for each SM family's oldest architecture, PTX for the newest family";
  } else {
    choice.source = request->source;
    entries = scan::split_on_any(request->text, ";, ");
  }

  std::vector<std::string> rejected;
  for (const auto& entry : entries) {
    if (entry == "native") {
      return Error{request->source + " asks for 'native', which needs a GPU at configure time; this build never "
                   "asks for one. Name the architectures instead (e.g. 80;90), or leave it unset for the default policy."};
    }
    if (entry == "all" || entry == "all-major") {
      for (const auto& name : supported.names)
        if (suffix_of(name).empty() && (entry == "all" || number_of(name) % 10 == 0)) choice.cmake_list.push_back(name + "-real");
      if (!choice.cmake_list.empty()) choice.cmake_list.back().erase(choice.cmake_list.back().size() - 5);
      continue;
    }
    auto parsed = requested_architecture(entry);
    if (!parsed || !accepted.count(parsed->first)) {
      rejected.push_back(entry);
      continue;
    }
    choice.cmake_list.push_back(parsed->first + parsed->second);
  }
  if (!rejected.empty()) {
    return Error{request->source + " asks for " + join(rejected, ", ") + ", which " + toolkit_name +
                 " does not support. It supports: " + join(supported.names, " ") + " (from " + supported.source + ")."};
  }
  for (const auto& entry : choice.cmake_list) {
    std::string base = entry.substr(0, entry.find('-'));
    bool real = entry.find("-virtual") == std::string::npos;
    bool virtual_code = entry.find("-real") == std::string::npos;
    if (real) choice.sass.push_back("sm_" + base);
    if (virtual_code) choice.ptx.push_back("compute_" + base);
  }
  return choice;
}

}  // namespace cudacompat
