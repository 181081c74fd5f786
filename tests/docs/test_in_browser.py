"""Looks at the built site in a real browser: headless Chromium renders the index and one CMake
function's page, writes a screenshot of each to OUT_DIR, and the DOM it built must have the page's
title, its heading and content, and no error Sphinx or docutils left in the page (a system message,
a "problematic" node, an unresolved reference). A pytest module (tests/docs/CMakeLists.txt runs it
with --case-arg html=HTML_DIR and --case-arg out=OUT_DIR); skipped where there is no Chromium
(ci/install-deps.sh installs Debian's) or no built site.
"""

import os
import shutil
import subprocess

from case_checks import expect, skip

PAGES = [
    # page, title, texts its DOM must hold
    ("index.html", "cudacompat", ["Guides", "Reference", "cudacompat_configure"]),
    (
        "reference/cmake/cudacompat_configure.html",
        "cudacompat_configure",
        ["declares what the project needs of a toolkit", "cudacompat_probe(EARLY)", "Typical use"],
    ),
]
ERRORS = ['class="system-message"', 'class="problematic"', "Unknown directive type", "Traceback", "ERROR/"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    return None


def run_browser(browser, *args):
    # --no-sandbox: CI runs as root, where Chromium refuses its sandbox.
    return subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_index_and_a_cmake_function_page_render_in_chromium(case_arg):
    html, out = os.path.abspath(case_arg("html")), os.path.abspath(case_arg("out"))
    browser = chromium()
    if browser is None:
        skip("no chromium on PATH (ci/install-deps.sh installs Debian's chromium)")
    if not os.path.isdir(html):
        skip(
            f"no site at {html}: docs.the_site_builds_with_no_warning_and_no_broken_internal_link "
            "did not build it (it skips where Sphinx is not installed, or it failed)"
        )
    os.makedirs(out, exist_ok=True)
    failures = []
    for page, title, texts in PAGES:
        path = os.path.join(html, page)
        if not os.path.isfile(path):
            failures.append(f"{page}: not built")
            continue
        url = "file://" + path
        before = len(failures)
        dom = run_browser(browser, "--dump-dom", url)
        if dom.returncode != 0 or "<html" not in dom.stdout:
            failures.append(f"{page}: chromium --dump-dom exited {dom.returncode}: {dom.stderr[-400:]}")
            continue
        if f"<title>{title} " not in dom.stdout and f"<title>{title}<" not in dom.stdout:
            failures.append(f"{page}: the rendered title is not {title!r}")
        failures += [f"{page}: the rendered page lacks {text!r}" for text in texts if text not in dom.stdout]
        failures += [f"{page}: the rendered page holds an error ({error})" for error in ERRORS if error in dom.stdout]
        shot = os.path.join(out, page.replace("/", "_").replace(".html", ".png"))
        taken = run_browser(browser, "--window-size=1200,900", f"--screenshot={shot}", url)
        if taken.returncode != 0 or not os.path.isfile(shot) or os.path.getsize(shot) < 10000:
            failures.append(f"{page}: no screenshot ({taken.returncode}): {taken.stderr[-400:]}")
        elif len(failures) == before:
            print(f"ok: {page} rendered, {len(dom.stdout)} bytes of DOM, screenshot {shot}")
    expect(not failures, "\n".join("FAILED: " + failure for failure in failures))
