// Runs an entry point of the configure-time copies of bin/cudacompat (int(int, char**)) in this
// process, as a shell would start it: the words as argv, and what it prints on stdout and stderr
// kept for the test. In-process, so each case costs microseconds, not a build of the copy.
#pragma once

#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace cudacompat::testing {

struct Ran {
  int code = -1;
  std::string out, err;
};

// `main` run on argv = {"cudacompat", words...}, std::cout and std::cerr captured meanwhile.
inline Ran run_main(const std::function<int(int, char**)>& main, std::vector<std::string> words) {
  words.insert(words.begin(), "cudacompat");
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  std::ostringstream out, err;
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  Ran ran;
  ran.code = main(static_cast<int>(words.size()), argv.data());
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  ran.out = out.str();
  ran.err = err.str();
  return ran;
}

}  // namespace cudacompat::testing
