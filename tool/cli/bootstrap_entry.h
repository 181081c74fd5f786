// The entry points of the configure-time copies of bin/cudacompat (tool/bootstrap.cmake), declared
// apart from everything they use: their main() files include only this, so that each executable's
// own compilation is a few milliseconds and everything else is in the shared unity files.
#pragma once

namespace cudacompat::cli {

// `probe` and `--version` (bootstrap_probe.cpp): what cudacompat_configure() runs.
int bootstrap_probe_main(int argc, char** argv);
// `pin` and `--version` (bootstrap_pin.cpp): what cudacompat_pin() runs.
int bootstrap_pin_main(int argc, char** argv);

}  // namespace cudacompat::cli
