"""The documentation site builds as ci/build-docs.sh builds it (build_site.py, the command it runs),
with Sphinx's warnings as errors and no broken internal link. A pytest module
(tests/docs/CMakeLists.txt runs it with --cudacompat and --case-arg out=DIR, where the other docs
tests find the site); skipped where Sphinx or its extensions are not installed.
"""

import build_site  # beside this module: pytest puts its folder on sys.path
from case_checks import expect, skip


def test_the_site_builds_with_no_warning_and_no_broken_internal_link(tool, case_arg):
    missing = build_site.missing_modules()
    if missing:
        skip(f"{', '.join(missing)} not installed (ci/install-python-deps.sh installs them from PyPI)")
    problems = build_site.build(tool, case_arg("out"))
    expect(not problems, "\n".join(problems))
