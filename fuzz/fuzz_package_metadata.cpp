// libFuzzer target: the package metadata parsers (METADATA, WHEEL, RECORD and its check, Debian
// control, conda's index.json) and the tar reader behind .deb and conda packages, alone and as the
// audit's one pass shared with abi-diff's reader (a .deb, or any other bytes as a conda tarball).
// The first byte picks the parser, so one corpus covers them all.
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "readers/conda_index.h"
#include "readers/deb_control.h"
#include "readers/package_inspect.h"
#include "readers/tar_reader.h"
#include "readers/wheel_metadata.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat::readers;
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 6) {
    case 0:
      (void)parse_core_metadata(text);
      break;
    case 1:
      (void)parse_wheel_tags(text);
      break;
    case 2: {
      std::vector<RecordProblem> problems;
      auto entries = parse_record(text, problems);
      std::map<std::string, MemberDigest, std::less<>> members;
      for (const auto& entry : entries) members.emplace(entry.path + "x", MemberDigest{1, entry.digest});
      (void)verify_record(entries, members, "x.dist-info/RECORD");
      break;
    }
    case 3:
      (void)parse_deb_control(text);
      break;
    case 4:
      (void)parse_conda_index(text);
      break;
    default: {
      TarLimits limits;
      limits.max_member_size = 1 << 20;
      const ByteView bytes(data + 1, size - 1);
      (void)read_tar(
          bytes, [](std::string_view, ByteView) { return true; }, [](std::string_view, ByteView) {}, [](Error) {},
          limits);
      SharedReader shared;
      shared.wanted = [](std::string_view, ByteView) { return true; };
      shared.visit = [](const ZipMember&) {};
      shared.member_error = [](Error) {};
      std::vector<ArtifactFacts> out;
      std::optional<PackageMetadata> metadata;
      if (looks_like_deb(bytes)) {
        inspect_deb(bytes, "fuzz.deb", "fuzz.deb", {}, out, &metadata, &shared);
      } else {
        inspect_conda_tarball(bytes, "fuzz.tar.bz2", "fuzz.tar.bz2", {}, out, &metadata, &shared);
      }
      break;
    }
  }
  return 0;
}
