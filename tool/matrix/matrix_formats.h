// `cudacompat matrix --format`: the jobs as GitHub Actions, GitLab CI and plain JSON read them.
//
//   github  one line of JSON, {"include": [{...}, ...]}, for `strategy: matrix: ${{ fromJSON(...) }}`
//           (one line, so that `echo "matrix=$(cudacompat matrix ...)" >> "$GITHUB_OUTPUT"` works);
//           every value a string.
//   gitlab  YAML: a hidden job `.cudacompat-matrix` whose `parallel: matrix:` lists one map of
//           variables per job (GitLab variables are strings), for `extends:` after `include:`.
//   json    every detail: the request, each job's compiler, architectures and full pins, the
//           releases left out and why.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "matrix/plan_matrix.h"

namespace cudacompat::matrix {

enum class MatrixFormat { kGithub, kGitlab, kJson };
std::optional<MatrixFormat> matrix_format_from_name(std::string_view name);
const std::vector<std::string>& matrix_format_names();

// The most jobs one matrix may expand to in the format's CI: GitHub Actions 256 per workflow run,
// GitLab 200 per `parallel: matrix:`; none for plain JSON.
std::optional<std::size_t> job_limit(MatrixFormat format);
// An Error when the matrix has more jobs than its CI runs from one matrix (the message says how
// to split it); nothing is written then, rather than a matrix the CI refuses at run time.
[[nodiscard]] Expected<void> check_job_limit(const Matrix& matrix, MatrixFormat format);

std::string render_matrix(const Matrix& matrix, const MatrixRequest& request, MatrixFormat format);

}  // namespace cudacompat::matrix
