// Which package world a requirement belongs to: the same name means different things in each
// (cupy on PyPI is a source distribution, on conda-forge a build per CUDA major).
#pragma once

namespace cudacompat::requirements {

enum class Ecosystem { kPython, kConda, kCargo };

}  // namespace cudacompat::requirements
