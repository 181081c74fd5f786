// main() of the probe's configure-time copy of bin/cudacompat (tool/bootstrap.cmake).
#include "cli/bootstrap_entry.h"

int main(int argc, char** argv) { return cudacompat::cli::bootstrap_probe_main(argc, argv); }
