// The CUDA backend the core library chose on first use (backend_loader.cpp).
#pragma once

#include <string>

namespace cudacompat::kernels::detail {

// "cuda13", or "cpu" when no backend could be used; `why` gets the reason either way.
std::string loaded_backend(std::string* why);

}  // namespace cudacompat::kernels::detail
