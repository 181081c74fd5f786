#!/usr/bin/env python3
"""Fail when the `packages` section of compat/knowledge.json disagrees with the registries.

Usage: check_packages_fresh.py path/to/compat/knowledge.json

Runs compat/refresh_packages.py's --check (imported from the directory of the knowledge base
given, else from this checkout's compat/): reads PyPI (the cuda-toolkit metapackages, the cu11 wheels, cuda-python, cuda-bindings)
and Debian (bookworm and trixie non-free, through a private temporary apt configuration), merges
compat/package_citations.json, and compares the result with the file. Nothing is written.

Exit codes: 0 the file agrees; 1 it disagrees (each difference is printed; run
compat/refresh_packages.py to update it); 2 bad usage or unreadable inputs; 77 PyPI could not be
reached (ctest's SKIP_RETURN_CODE). Debian being unreachable is only a warning: the file's Debian
rows are then taken as they are.
"""

import os
import sys

SKIP = 77


def main(argv):
    if len(argv) != 2:
        print("usage: %s path/to/compat/knowledge.json" % argv[0], file=sys.stderr)
        return 2
    knowledge = os.path.abspath(argv[1])
    compat = os.path.dirname(knowledge)
    if not os.path.isfile(os.path.join(compat, "refresh_packages.py")):
        # a copy of the knowledge base elsewhere: use this checkout's compat/
        compat = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "compat")
        if not os.path.isfile(os.path.join(compat, "refresh_packages.py")):
            print("no compat/refresh_packages.py found for %s" % knowledge, file=sys.stderr)
            return 2
    sys.path.insert(0, compat)
    import refresh_packages  # noqa: E402  (found through the knowledge base's directory)

    code = refresh_packages.main(["--check", "--knowledge", knowledge,
                                  "--citations", os.path.join(compat, "package_citations.json")])
    if code == 0:
        print("OK: the packages section of %s agrees with PyPI, Debian and the citations" % knowledge)
    elif code == SKIP:
        print("SKIP: registries unreachable; nothing checked")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
