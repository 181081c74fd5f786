// One input's bytes to facts (readers/inspect.h): which format the bytes are, what each format
// gives (one artifact per ELF file or fatbin, one per binary member of an archive, a wheel or a
// .deb, with the package's metadata), and the containers inside containers that are reported
// instead of opened; on the fixtures compiled here, a real .deb, and archives put together here.
#include "readers/inspect.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "audit_test_files.h"
#include "readers/mapped_file.h"
#include "real_deb.h"

namespace cudacompat::readers {
namespace {

// A GNU ar archive of `members` (name, bytes), as `ar rc` writes one.
std::string ar_archive(const std::vector<std::pair<std::string, std::string>>& members) {
  std::string out = "!<arch>\n";
  for (const auto& [name, data] : members) {
    char header[61];
    std::snprintf(header, sizeof header, "%-16s%-12s%-6s%-6s%-8s%-10zu`\n", (name + "/").c_str(), "0", "0", "0", "644",
                  data.size());
    out.append(header, 60);
    out += data;
    if (data.size() % 2 != 0) out += '\n';
  }
  return out;
}

std::vector<ArtifactFacts> inspected(const std::string& bytes, const std::string& path,
                                     std::optional<PackageMetadata>* metadata = nullptr, bool* read = nullptr) {
  std::vector<ArtifactFacts> out;
  const bool known = inspect_bytes(ByteView(bytes), path, path, DeviceCodeOptions{}, out, metadata);
  if (read) *read = known;
  return out;
}

TEST(Inspect, TellsEachFormatItReadsByItsFirstBytes) {
  SKIP_WITHOUT_FIXTURES();
  EXPECT_EQ(sniff_format(ByteView(read_file(fixture("plain.o")))), InputFormat::kElf);
  EXPECT_EQ(sniff_format(ByteView(read_file(fixture("sm_120.cubin")))), InputFormat::kElf);
  EXPECT_EQ(sniff_format(ByteView(read_file(fixture("kernel.fatbin")))), InputFormat::kFatbin);
  EXPECT_EQ(sniff_format(ByteView(read_file(fixture("libobjects.a")))), InputFormat::kArchive);
  EXPECT_EQ(sniff_format(ByteView(read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl")))), InputFormat::kZip);
  EXPECT_EQ(sniff_format(ByteView(std::string("#!/bin/sh\n"))), InputFormat::kUnknown);
  EXPECT_EQ(sniff_format(ByteView(std::string("\x50\xed\x55", 3))), InputFormat::kUnknown) << "a magic cut short";
  EXPECT_EQ(sniff_format(ByteView(std::string())), InputFormat::kUnknown);
}

TEST(Inspect, BytesOfNoFormatItReadsAreRefusedAndAddNothing) {
  bool read = true;
  auto out = inspected("just text, no binary\n", "notes.txt", nullptr, &read);
  EXPECT_FALSE(read);
  EXPECT_TRUE(out.empty());
}

TEST(Inspect, AnElfFileIsOneArtifactOfItsKindAndADamagedOneCarriesAnErrorNamingIt) {
  SKIP_WITHOUT_FIXTURES();
  std::optional<PackageMetadata> metadata;
  auto object = inspected(read_file(fixture("plain.o")), "plain.o", &metadata);
  ASSERT_EQ(object.size(), 1u);
  EXPECT_EQ(object[0].format, ArtifactFormat::kRelocatable);
  EXPECT_EQ(object[0].containers.size(), 1u);
  EXPECT_FALSE(metadata) << "an ELF file is no package";
  auto cubin = inspected(read_file(fixture("sm_120.cubin")), "sm_120.cubin");
  ASSERT_EQ(cubin.size(), 1u);
  EXPECT_EQ(cubin[0].format, ArtifactFormat::kCubin);
  EXPECT_EQ(cubin[0].machine, elf::kMachineCuda);
  EXPECT_EQ(cubin[0].containers.at(0).section, "(file)");
  EXPECT_EQ(cubin[0].toolkit_notes_read, 1u);
  ASSERT_EQ(cubin[0].builder_toolkits.size(), 1u);
  EXPECT_EQ(cubin[0].builder_toolkits[0].major, 13);
  const std::string truncated = read_file(fixture("plain.o")).substr(0, 40);
  auto damaged = inspected(truncated, "cut.o");
  ASSERT_EQ(damaged.size(), 1u);
  ASSERT_EQ(damaged[0].errors.size(), 1u);
  EXPECT_EQ(damaged[0].errors[0].message.rfind("cut.o: ", 0), 0u) << damaged[0].errors[0].message;
  EXPECT_EQ(damaged[0].errors[0].code, "artifact-unreadable");
}

TEST(Inspect, AnArArchiveGivesItsBinaryMembersAndReportsContainersInsideItUnopened) {
  SKIP_WITHOUT_FIXTURES();
  const std::string archive = ar_archive({{"plain.o", read_file(fixture("plain.o"))},
                                          {"README", "not a binary\n"},
                                          {"inner.whl", read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl"))},
                                          {"inner.a", ar_archive({{"x.o", read_file(fixture("plain.o"))}})}});
  auto out = inspected(archive, "libx.a");
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].path, "libx.a(plain.o)");
  EXPECT_EQ(out[0].format, ArtifactFormat::kRelocatable);
  EXPECT_TRUE(out[0].errors.empty());
  ASSERT_EQ(out[1].errors.size(), 1u);
  EXPECT_EQ(out[1].errors[0].message,
            "libx.a(inner.whl): not audited: a zip archive inside an ar archive is not opened; extract it and audit "
            "it on its own (or pass --skip-unreadable)");
  ASSERT_EQ(out[2].errors.size(), 1u);
  EXPECT_EQ(out[2].errors[0].message.rfind("libx.a(inner.a): not audited: an ar archive inside an ar archive", 0), 0u)
      << out[2].errors[0].message;
}

// The tiny wheel of the fixtures has a WHEEL file and no METADATA: a zip of binaries, no package.
TEST(Inspect, AZipWithoutCoreMetadataGivesItsBinariesAndNoPackageMetadata) {
  SKIP_WITHOUT_FIXTURES();
  std::optional<PackageMetadata> metadata;
  auto out = inspected(read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl")), "tiny-0.1-py3-none-linux_x86_64.whl",
                       &metadata);
  ASSERT_EQ(out.size(), 4u) << "two libraries and the two objects of the static library inside";
  EXPECT_EQ(out[0].path.rfind("tiny-0.1-py3-none-linux_x86_64.whl!tiny/", 0), 0u) << out[0].path;
  EXPECT_FALSE(metadata);
}

TEST(Inspect, ARealDebGivesItsLibraryAndItsControlFile) {
  SKIP_WITHOUT_REAL_DEB();
  const std::string path = cached_deb();
  auto mapped = MappedFile::open(path);
  ASSERT_TRUE(mapped) << mapped.error().message;
  std::vector<ArtifactFacts> out;
  std::optional<PackageMetadata> metadata;
  ASSERT_TRUE(inspect_bytes(mapped->bytes(), path, path, DeviceCodeOptions{}, out, &metadata));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(out[0].path.ends_with("usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127")) << out[0].path;
  EXPECT_EQ(out[0].format, ArtifactFormat::kSharedLibrary);
  EXPECT_EQ(out[0].soname, "libcudart.so.12");
  ASSERT_TRUE(metadata);
  EXPECT_EQ(metadata->kind, PackageKind::kDeb);
  EXPECT_EQ(metadata->name, "libcudart12");
  EXPECT_EQ(metadata->architecture, "amd64");
}

}  // namespace
}  // namespace cudacompat::readers
