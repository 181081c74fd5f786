// Shared by the tests of tests/requirements/: every version and requirement type there parses with a
// static `parse` that returns Expected<T>, so one set of helpers parses, refuses and checks membership
// for PEP 440, Cargo and conda alike.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

namespace cudacompat::requirements::testing {

// `text` parsed as T; a refusal fails the test with the parser's message and yields T{}.
template <class T>
T parsed(const char* text) {
  auto value = T::parse(text);
  EXPECT_TRUE(value) << text << ": " << (value ? "" : value.error().message);
  return value ? *value : T{};
}

// Checks that T refuses `text` with a message that quotes it and, where `says` is given, says that.
template <class T>
void expect_refused(const char* text, const char* says = nullptr) {
  auto value = T::parse(text);
  ASSERT_FALSE(value) << text;
  const std::string& message = value.error().message;
  EXPECT_NE(message.find(std::string("'") + text + "'"), std::string::npos) << message;
  if (says != nullptr) {
    EXPECT_NE(message.find(says), std::string::npos) << message;
  }
}

// Checks that `set` admits every version of `admitted` and none of `refused`, as `admits(set, version)`
// answers.
template <class Admits>
void expect_membership(Admits admits, const char* set, std::initializer_list<const char*> admitted,
                       std::initializer_list<const char*> refused) {
  for (const char* version : admitted) EXPECT_TRUE(admits(set, version)) << set << " admits " << version;
  for (const char* version : refused) EXPECT_FALSE(admits(set, version)) << set << " refuses " << version;
}

// A package, extra or group name and the CUDA major it should be read as.
struct NamedMajor {
  const char* name;
  int major;
};

// Checks that `major_of(name)` reads each name's major.
template <class MajorOf>
void expect_majors(MajorOf major_of, std::initializer_list<NamedMajor> cases) {
  for (const NamedMajor& c : cases) EXPECT_EQ(major_of(c.name), c.major) << c.name;
}

}  // namespace cudacompat::requirements::testing
