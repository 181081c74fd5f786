// What the matrix tests share: the knowledge base this build embeds, and a matrix planned from it.
// Inline, as the test files are built as one unity source.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "matrix/plan_matrix.h"

namespace cudacompat::testing {

inline const KnowledgeBase& kb() { return KnowledgeBase::embedded(); }

// The matrix `cudacompat matrix --cuda <cuda> --archs <archs> --host-compilers <families>` plans.
inline matrix::Matrix plan(const std::string& cuda, const std::string& archs = "all",
                           const std::string& families = "gcc") {
  auto architectures = matrix::parse_architectures(archs, kb());
  EXPECT_TRUE(architectures.ok()) << architectures.error().message;
  auto parsed_families = matrix::parse_compiler_families(families);
  EXPECT_TRUE(parsed_families.ok()) << parsed_families.error().message;
  auto planned = matrix::plan_matrix({cuda, *architectures, *parsed_families}, kb());
  EXPECT_TRUE(planned.ok()) << planned.error().message;
  return planned.ok() ? *planned : matrix::Matrix{};
}

}  // namespace cudacompat::testing
