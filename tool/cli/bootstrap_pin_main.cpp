// main() of the pin's configure-time copy of bin/cudacompat (tool/bootstrap.cmake).
#include "cli/bootstrap_entry.h"

int main(int argc, char** argv) { return cudacompat::cli::bootstrap_pin_main(argc, argv); }
