// Mathematical constants usable in host and device code on every compiler, without
// _USE_MATH_DEFINES (which MSVC needs for M_PI) and without C++20's <numbers> (which nvcc before
// 12.x cannot use). constexpr scalars are readable in device code with no flag.
#pragma once

namespace cudacompat::numbers {

template <class T>
inline constexpr T pi_v = static_cast<T>(3.141592653589793238462643383279502884L);
template <class T>
inline constexpr T e_v = static_cast<T>(2.718281828459045235360287471352662498L);
template <class T>
inline constexpr T sqrt2_v = static_cast<T>(1.414213562373095048801688724209698079L);
template <class T>
inline constexpr T inv_sqrt2pi_v = static_cast<T>(0.398942280401432677939946059934381868L);
template <class T>
inline constexpr T ln2_v = static_cast<T>(0.693147180559945309417232121458176568L);

inline constexpr double pi = pi_v<double>;
inline constexpr double e = e_v<double>;
inline constexpr double sqrt2 = sqrt2_v<double>;
inline constexpr double inv_sqrt2pi = inv_sqrt2pi_v<double>;
inline constexpr double ln2 = ln2_v<double>;

}  // namespace cudacompat::numbers
