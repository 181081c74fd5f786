// Shared machinery of cudacompat's feature probes: the "absent" marker and the compile-time
// marker strings the tool reads back from the object file. See features.cpp for the method.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

namespace cudacompat_probe_absent {
struct absent {};
}  // namespace cudacompat_probe_absent

namespace cudacompat_probe {

using cudacompat_probe_absent::absent;

// False for a fallback type (it has the member `cudacompat_absent`), true for a real one.
template <class T, class = void>
struct is_real_type : std::true_type {};
template <class T>
struct is_real_type<T, std::void_t<decltype(std::declval<T&>().cudacompat_absent)>> : std::false_type {};

// "CUDACOMPAT_PROBE[" NAME "=" decimal "]" as a char array built at compile time.
template <std::size_t N>
struct marker {
  char text[N];
};

template <std::size_t NameLength>
constexpr auto make_marker(const char (&name)[NameLength], long value) {
  constexpr std::size_t kPrefix = sizeof("CUDACOMPAT_PROBE[") - 1;
  marker<kPrefix + NameLength - 1 + 1 + 20 + 2> result{};
  std::size_t at = 0;
  for (char c : "CUDACOMPAT_PROBE[")
    if (c) result.text[at++] = c;
  for (std::size_t i = 0; i + 1 < NameLength; ++i) result.text[at++] = name[i];
  result.text[at++] = '=';
  char digits[20] = {};
  int count = 0;
  bool negative = value < 0;
  unsigned long magnitude = negative ? 0ul - static_cast<unsigned long>(value) : static_cast<unsigned long>(value);
  do {
    digits[count++] = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  if (negative) result.text[at++] = '-';
  while (count > 0) result.text[at++] = digits[--count];
  result.text[at++] = ']';
  return result;
}

}  // namespace cudacompat_probe

#define CUDACOMPAT_EMIT(symbol, name, value) \
  extern "C" __attribute__((used)) const auto symbol = cudacompat_probe::make_marker(name, static_cast<long>(value));
