// Shared by the tests of abi-diff's reports (report_test.cpp, report_sarif_test.cpp): what every
// report is written from, the two package trees and their comparison, which each test file fills
// by hand with the findings it needs.
#pragma once

#include "abi/compare.h"
#include "abi/package_tree.h"

namespace cudacompat::abi {

struct Compared {
  PackageTree old_tree;
  PackageTree new_tree;
  AbiDiff diff;
};

}  // namespace cudacompat::abi
