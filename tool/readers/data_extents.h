// Where an input really holds bytes. A sparse file (or a zip member that is mostly zeros) can claim
// gigabytes that are holes: reading them costs time and resident memory and can never find a
// header, since a hole reads as zeros. Scans and padding skips jump over the holes, so the cost of
// an audit follows what the file holds, not what its headers claim.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace cudacompat::readers {

class DataExtents {
 public:
  using Range = std::pair<const std::uint8_t*, const std::uint8_t*>;  // [first, second)

  // Everything may hold data (no holes known).
  DataExtents() = default;
  // Only these ranges, sorted and not overlapping, may hold non-zero bytes.
  explicit DataExtents(std::vector<Range> ranges) : ranges_(std::move(ranges)), all_(false) {}

  bool knows_holes() const { return !all_; }
  const std::vector<Range>& ranges() const { return ranges_; }

  // The first address in [at, end) that may hold a non-zero byte; `end` when there is none.
  const std::uint8_t* next_data(const std::uint8_t* at, const std::uint8_t* end) const {
    if (all_) return at;
    for (const auto& [first, last] : ranges_) {  // few ranges: a linear walk is cheaper than a search
      if (last <= at) continue;
      if (first >= end) return end;
      return first > at ? first : at;
    }
    return end;
  }
  // The end of the data range that holds `at` (or `end`), capped at `end`.
  const std::uint8_t* data_end(const std::uint8_t* at, const std::uint8_t* end) const {
    if (all_) return end;
    for (const auto& [first, last] : ranges_) {
      if (last <= at) continue;
      if (first > at) return at;  // `at` is in a hole
      return last < end ? last : end;
    }
    return at;
  }

 private:
  std::vector<Range> ranges_;
  bool all_ = true;
};

}  // namespace cudacompat::readers
