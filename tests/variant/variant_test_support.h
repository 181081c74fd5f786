// What the variant tests share: wheels written here, member by member (with libzip, as the tool's
// own wheel writer), around the real binaries tests/audit compiles with nvcc; and the audit's
// report of one wheel, which derive_variant() and check_declared_variant() read. Inline, as the
// test files are built as one unity source.
#pragma once

#include <gtest/gtest.h>
#include <zip.h>

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audit/audit.h"
#include "readers/record_hash.h"
#include "test_files.h"

namespace cudacompat::variant::testing {

namespace fs = std::filesystem;
// A scratch folder of the audit's tests; the variant tests take it, with the helpers below, through
// `using namespace testing;`.
using audit::testing::TempDir;

struct Member {
  std::string name;
  std::string data;
};

// Writes a zip archive of `members`, deflated, in their order.
inline void write_zip(const fs::path& path, const std::vector<Member>& members) {
  int error = 0;
  zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
  ASSERT_NE(archive, nullptr) << path << ": libzip error " << error;
  for (const auto& member : members) {
    // libzip reads the buffer when the archive is closed: `members` outlives this call.
    zip_source_t* source = zip_source_buffer(archive, member.data.data(), member.data.size(), 0);
    ASSERT_NE(source, nullptr);
    ASSERT_GE(zip_file_add(archive, member.name.c_str(), source, ZIP_FL_ENC_UTF_8), 0) << member.name;
  }
  ASSERT_EQ(zip_close(archive), 0) << path;
}

// The member `name` of the zip archive at `path`, or nullopt when it has none.
inline std::optional<std::string> zip_member(const fs::path& path, const std::string& name) {
  int error = 0;
  zip_t* archive = zip_open(path.c_str(), ZIP_RDONLY, &error);
  if (archive == nullptr) return std::nullopt;
  std::optional<std::string> data;
  zip_stat_t stat;
  if (zip_stat(archive, name.c_str(), 0, &stat) == 0) {
    if (zip_file_t* file = zip_fopen(archive, name.c_str(), 0)) {
      data = std::string(stat.size, '\0');
      if (zip_fread(file, data->data(), stat.size) != static_cast<zip_int64_t>(stat.size)) data.reset();
      zip_fclose(file);
    }
  }
  zip_discard(archive);
  return data;
}

inline std::string record_hash(const std::string& data) {
  readers::Sha256 hash;
  hash.update(reinterpret_cast<const std::uint8_t*>(data.data()), data.size());
  return "sha256=" + hash.finish_record_form();
}

// A wheel `file_name` in `dir` of the distribution `name` `version` (METADATA), holding `files`,
// its .dist-info (METADATA, WHEEL, `extra_info` members such as variant.json) and a RECORD that
// describes every member truly.
inline fs::path write_wheel(const fs::path& dir, const std::string& file_name, const std::string& name,
                            const std::string& version, std::vector<Member> files,
                            const std::vector<Member>& extra_info = {}, const std::string& more_metadata = "") {
  std::string distribution = name;  // a .dist-info folder spells the name with '_'
  for (char& c : distribution) c = c == '-' ? '_' : c;
  const std::string info = distribution + "-" + version + ".dist-info/";
  files.push_back({info + "METADATA", "Metadata-Version: 2.1\nName: " + name + "\nVersion: " + version + "\n" +
                                          more_metadata + "\nThe description, where Name: is no header.\n"});
  files.push_back({info + "WHEEL", "Wheel-Version: 1.0\nTag: py3-none-linux_x86_64\n"});
  for (const auto& member : extra_info) files.push_back({info + member.name, member.data});
  std::string record;
  for (const auto& member : files)
    record += member.name + "," + record_hash(member.data) + "," + std::to_string(member.data.size()) + "\n";
  files.push_back({info + "RECORD", record + info + "RECORD,,\n"});
  const fs::path path = dir / file_name;
  write_zip(path, files);
  return path;
}

// The audit's report of the given inputs, as `cudacompat audit` makes it.
inline audit::AuditReport audit_of(const std::vector<fs::path>& inputs) {
  audit::AuditOptions options;
  for (const auto& input : inputs) options.inputs.push_back(input.string());
  return audit::run_audit(options, audit::testing::judge());
}

// A CUDA 13 wheel of the fixture libkernels.so (sm_86 SASS and compute_86 PTX, libcudart.so.13
// needed), as `tiny_cu13` 1.0, with `extra_info` in its .dist-info.
inline fs::path kernels_wheel(const fs::path& dir,
                              const std::string& file_name = "tiny_cu13-1.0-py3-none-linux_x86_64.whl",
                              const std::vector<Member>& extra_info = {}) {
  const std::string library = audit::testing::read_file(audit::testing::fixture("libkernels.so"));
  return write_wheel(dir, file_name, "tiny-cu13", "1.0", {{"tiny/_kernels.so", library}}, extra_info);
}

}  // namespace cudacompat::variant::testing
