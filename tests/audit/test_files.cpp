#include "test_files.h"

#include <fstream>
#include <iterator>

#include "knowledge/knowledge_base.h"
#include "readers/inspect.h"
#include "readers/mapped_file.h"

namespace cudacompat::audit::testing {

fs::path fixture(const std::string& name) {
  fs::path path = fs::path(CUDACOMPAT_AUDIT_FIXTURES) / name;
  if (!CUDACOMPAT_AUDIT_HAVE_FIXTURES || !fs::exists(path)) {
    ADD_FAILURE() << "missing fixture " << path << " (built by the cudacompat_audit_fixtures target)";
  }
  return path;
}

fs::path cuda_library(const std::string& name) {
  std::string root = CUDACOMPAT_AUDIT_CTK_ROOT;
  if (root.empty()) root = "/usr/local/cuda";
  return fs::path(root) / "lib" / name;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void write_file(const fs::path& path, const std::string& content) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << content;
}

std::vector<ArtifactFacts> inspect_path(const fs::path& path, PtxText ptx_text) {
  std::vector<ArtifactFacts> facts;
  auto mapped = MappedFile::open(path.string());
  if (!mapped) {
    ADD_FAILURE() << mapped.error().message;
    return facts;
  }
  DeviceCodeOptions options;
  options.ptx_text = ptx_text;
  EXPECT_TRUE(inspect_bytes(mapped->bytes(), path.string(), path.string(), options, facts)) << path;
  return facts;
}

ArtifactFacts inspect_one(const fs::path& path) {
  auto facts = inspect_path(path);
  if (facts.size() != 1) {
    ADD_FAILURE() << path << ": expected one artifact, got " << facts.size();
    return {};
  }
  return facts.front();
}

const CudaLibraryTable& cuda_libraries() {
  static const CudaLibraryTable table = CudaLibraryTable::from_knowledge(KnowledgeBase::embedded());
  return table;
}

const Judge& judge() {
  static const Judge instance(KnowledgeBase::embedded(), cuda_libraries());
  return instance;
}

}  // namespace cudacompat::audit::testing
