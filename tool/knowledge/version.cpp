#include "knowledge/version.h"

#include <charconv>
#include <utility>

namespace cudacompat {
namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

}  // namespace

std::optional<Version> Version::parse(std::string_view text) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  int values[4] = {0, 0, 0, 0};
  int count = 0;
  size_t position = 0;
  while (true) {
    if (count == 4) return std::nullopt;
    size_t dot = text.find('.', position);
    std::string_view part =
        text.substr(position, dot == std::string_view::npos ? std::string_view::npos : dot - position);
    if (part.empty() || part.size() > 6 || part.find_first_not_of("0123456789") != std::string_view::npos)
      return std::nullopt;
    int value = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (error != std::errc() || end != part.data() + part.size()) return std::nullopt;
    values[count++] = value;
    if (dot == std::string_view::npos) break;
    position = dot + 1;
  }
  Version version;
  version.major = values[0];
  version.minor = values[1];
  version.patch = values[2];
  version.build = values[3];
  version.parts = count;
  version.spelled = std::string(text);
  return version;
}

Version Version::from_cuda_version_macro(int value) {
  Version version;
  version.major = value / 1000;
  version.minor = (value % 1000) / 10;
  version.parts = 2;
  return version;
}

std::string Version::to_string() const {
  if (!spelled.empty()) return spelled;
  std::string text = std::to_string(major);
  if (parts >= 2) text += "." + std::to_string(minor);
  if (parts >= 3) text += "." + std::to_string(patch);
  if (parts >= 4) text += "." + std::to_string(build);
  return text;
}

std::string Version::major_minor() const { return std::to_string(major) + "." + std::to_string(minor); }

int Version::compare(const Version& other) const {
  for (auto [mine, theirs] :
       {std::pair{major, other.major}, {minor, other.minor}, {patch, other.patch}, {build, other.build}})
    if (mine != theirs) return mine < theirs ? -1 : 1;
  return 0;
}

Expected<VersionSpec> VersionSpec::parse(std::string_view text) {
  VersionSpec spec;
  spec.text_ = std::string(trim(text));
  auto fail = [&](const std::string& why) -> Expected<VersionSpec> {
    return Error{"cannot read the version selector '" + spec.text_ + "': " + why +
                 " (write e.g. 12.4, 13, or >=12.0,<13)"};
  };
  if (spec.text_.empty()) return fail("it is empty");
  std::string_view rest = spec.text_;
  while (!rest.empty()) {
    size_t comma = rest.find(',');
    std::string_view clause = trim(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    Op op = Op::kPrefix;
    static constexpr std::pair<std::string_view, Op> kOperators[] = {{">=", Op::kGreaterEqual}, {"<=", Op::kLessEqual},
                                                                     {"==", Op::kEqual},        {">", Op::kGreater},
                                                                     {"<", Op::kLess},          {"=", Op::kEqual}};
    for (const auto& [symbol, candidate] : kOperators) {
      if (clause.substr(0, symbol.size()) == symbol) {
        op = candidate;
        clause = trim(clause.substr(symbol.size()));
        break;
      }
    }
    auto version = Version::parse(clause);
    if (!version) return fail("'" + std::string(clause) + "' is not a version");
    spec.clauses_.push_back({op, *version});
  }
  return spec;
}

bool VersionSpec::matches(const Version& version) const {
  for (const auto& clause : clauses_) {
    bool ok = false;
    switch (clause.op) {
      case Op::kPrefix: {
        const int wanted[4] = {clause.version.major, clause.version.minor, clause.version.patch, clause.version.build};
        const int have[4] = {version.major, version.minor, version.patch, version.build};
        ok = true;
        for (int i = 0; i < clause.version.parts; ++i) ok = ok && wanted[i] == have[i];
        break;
      }
      case Op::kEqual:
        ok = version == clause.version;
        break;
      case Op::kLess:
        ok = version < clause.version;
        break;
      case Op::kLessEqual:
        ok = version <= clause.version;
        break;
      case Op::kGreater:
        ok = version > clause.version;
        break;
      case Op::kGreaterEqual:
        ok = version >= clause.version;
        break;
    }
    if (!ok) return false;
  }
  return true;
}

}  // namespace cudacompat
