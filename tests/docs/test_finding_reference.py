"""Checks the finding reference against the tool's one table of finding codes (tool/findings), read
through `cudacompat help --format json`:

- every code has its page and its own heading there: the anchor its SARIF helpUri ends with, made
  by GitHub's slug rule (where the default helpUri lands) from the heading text;
- every helpUri is the project's URL followed by the code's reference path, so SARIF links land there;
- the committed pages (docs/reference/findings/) are what docs/generate_reference.py makes of the
  table today: a code added, renamed or described anew fails this until the pages are regenerated.

A pytest module (tests/docs/CMakeLists.txt runs it with --cudacompat, and --case-arg html=DIR, the
built site): a test of the committed pages, and a test that each code's anchor is an element id on
its built page, as MyST made it (skipped where the site was not built: no Sphinx). Each fails naming
every problem.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "docs"))
import generate_reference  # noqa: E402 - after the path is set
from case_checks import expect, skip  # noqa: E402


def github_slug(heading):
    """GitHub's anchor for a Markdown heading: lower case, punctuation but '-' and '_' dropped,
    spaces to '-'."""
    text = re.sub(r"[`*_]{1,2}(?=\S)|(?<=\S)[`*_]{1,2}", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def headings(path):
    with open(path, encoding="utf-8") as f:
        return [github_slug(m.group(1)) for m in re.finditer(r"(?m)^#{1,6} (.+)$", f.read())]


def check_reference(tool, html=None):
    """Every problem of the finding reference, the built site's too where `html` is given."""
    document = generate_reference.help_document(tool)
    findings = document["findings"]
    problems = []
    if not findings:
        problems.append("`cudacompat help --format json` lists no finding codes")
    anchors = {}
    for finding in findings:
        page, _, anchor = finding["reference"].partition("#")
        label = f"{finding['command']} {finding['code']}"
        if not finding["help_uri"].startswith("https://") or not finding["help_uri"].endswith(
            "/" + finding["reference"]
        ):
            problems.append(
                f"{label}: helpUri {finding['help_uri']} does not end with its reference {finding['reference']}"
            )
        if (page, anchor) in anchors:
            problems.append(f"{label}: shares the anchor {finding['reference']} with {anchors[(page, anchor)]}")
        anchors[(page, anchor)] = label
        path = os.path.join(ROOT, page)
        if not os.path.exists(path):
            problems.append(f"{label}: no page {page}")
            continue
        if headings(path).count(anchor) != 1:
            problems.append(f"{label}: {page} has {headings(path).count(anchor)} headings whose anchor is #{anchor}")
        if html is not None:
            built = os.path.join(html, os.path.relpath(path, os.path.join(ROOT, "docs")).replace(".md", ".html"))
            with open(built, encoding="utf-8") as f:
                if f'id="{anchor}"' not in f.read():
                    problems.append(f"{label}: the built page {built} has no element id {anchor}")
    if html is None:
        for page, why in generate_reference.stale_finding_pages(tool):
            problems.append(f"docs/{page} {why}: run python3 docs/generate_reference.py --findings {tool}")
    pages = len({page for page, _ in anchors})
    print(
        f"check_finding_reference: {len(findings)} codes on {pages} pages"
        f"{' (built HTML checked)' if html else ''}; {len(problems)} problems"
    )
    expect(not problems, "\n".join("FINDING REFERENCE: " + problem for problem in problems))


def test_the_committed_finding_reference_is_what_the_tool_generates_and_every_code_has_its_anchor(tool):
    check_reference(tool)


def test_every_finding_code_has_its_anchor_in_the_built_site(tool, case_arg):
    html = case_arg("html")
    if not os.path.isdir(html):
        skip(f"no built site at {html} (docs.the_site_builds_... skipped or failed)")
    check_reference(tool, html)
