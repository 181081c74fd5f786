"""Fail when the `packages` section of compat/knowledge.json disagrees with the registries.

A pytest module (tests/knowledge/CMakeLists.txt runs it with --case-arg knowledge=compat/knowledge.json).

Runs compat/refresh_packages.py's --check (imported from the directory of the knowledge base
given, else from this checkout's compat/): reads PyPI (the cuda-toolkit metapackages, the cu11
wheels, cuda-python, cuda-bindings) and Debian (bookworm and trixie non-free, through a private
temporary apt configuration), merges compat/package_citations.json, and compares the result with
the file. Nothing is written.

It fails when the file disagrees (each difference is printed; run compat/refresh_packages.py to
update it) or its inputs cannot be read, and skips when PyPI could not be reached. Debian being
unreachable is only a warning: the file's Debian rows are then taken as they are.
"""

import os
import sys

from case_checks import SKIP, expect, fail, skip


def test_package_versions_agree_with_the_registries(case_arg):
    knowledge = os.path.abspath(case_arg("knowledge"))
    compat = os.path.dirname(knowledge)
    if not os.path.isfile(os.path.join(compat, "refresh_packages.py")):
        # a copy of the knowledge base elsewhere: use this checkout's compat/
        compat = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "compat")
        if not os.path.isfile(os.path.join(compat, "refresh_packages.py")):
            fail("no compat/refresh_packages.py found for %s" % knowledge)
    sys.path.insert(0, compat)
    import refresh_packages  # noqa: E402  (found through the knowledge base's directory)

    code = refresh_packages.main(
        ["--check", "--knowledge", knowledge, "--citations", os.path.join(compat, "package_citations.json")]
    )
    if code == SKIP:
        skip("registries unreachable; nothing checked")
    expect(
        code == 0,
        "compat/refresh_packages.py --check exited %d: the packages section of %s disagrees with "
        "the registries (each difference is printed above; run compat/refresh_packages.py to update it)"
        % (code, knowledge),
    )
    print("OK: the packages section of %s agrees with PyPI, Debian and the citations" % knowledge)
