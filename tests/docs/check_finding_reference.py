#!/usr/bin/env python3
"""Checks the finding reference against the tool's one table of finding codes (tool/findings), read
through `cudacompat help --format json`:

- every code has its page and its own heading there: the anchor its SARIF helpUri ends with, made
  by GitHub's slug rule (where the default helpUri lands) from the heading text;
- every helpUri is the project's URL followed by the code's reference path, so SARIF links land there;
- the committed pages (docs/reference/findings/) are what docs/generate_reference.py makes of the
  table today: a code added, renamed or described anew fails this until the pages are regenerated.

With --html DIR (the built site), also that each code's anchor is an element id on its built page,
as MyST made it. Usage: check_finding_reference.py TOOL [--html DIR]. Exit 0 all present and current,
1 otherwise (each problem named), 77 with --html where the site was not built (no Sphinx).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "docs"))
import generate_reference  # noqa: E402 - after the path is set


def github_slug(heading):
    """GitHub's anchor for a Markdown heading: lower case, punctuation but '-' and '_' dropped,
    spaces to '-'."""
    text = re.sub(r"[`*_]{1,2}(?=\S)|(?<=\S)[`*_]{1,2}", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def headings(path):
    with open(path, encoding="utf-8") as f:
        return [github_slug(m.group(1)) for m in re.finditer(r"(?m)^#{1,6} (.+)$", f.read())]


def main():
    tool = sys.argv[1]
    html = sys.argv[sys.argv.index("--html") + 1] if "--html" in sys.argv else None
    if html is not None and not os.path.isdir(html):
        print(f"SKIPPED: no built site at {html} (docs.the_site_builds_... skipped or failed)")
        return 77
    document = generate_reference.help_document(tool)
    findings = document["findings"]
    problems = []
    if not findings:
        problems.append("`cudacompat help --format json` lists no finding codes")
    anchors = {}
    for finding in findings:
        page, _, anchor = finding["reference"].partition("#")
        label = f"{finding['command']} {finding['code']}"
        if not finding["help_uri"].startswith("https://") or not finding["help_uri"].endswith("/" + finding["reference"]):
            problems.append(f"{label}: helpUri {finding['help_uri']} does not end with its reference {finding['reference']}")
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
    for problem in problems:
        print("FINDING REFERENCE:", problem)
    pages = len({page for page, _ in anchors})
    print(f"check_finding_reference: {len(findings)} codes on {pages} pages"
          f"{' (built HTML checked)' if html else ''}; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
