#!/usr/bin/env python3
"""Checks the built site's internal links: every local href and src in every page names a file
that was built, and every #fragment an id in that file. External links (http, https, mailto) are
not fetched: CI has no network for them. Usage: check_links.py HTML_DIR. Exit 0 all resolve,
1 broken links (each listed with its page), 2 no site there.
"""

import html.parser
import os
import sys
import urllib.parse


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("id", "name") and value:
                self.ids.add(value)
            if value and (
                (tag == "a" and name == "href")
                or (tag in ("img", "script") and name == "src")
                or (tag == "link" and name == "href")
            ):
                self.links.append(value)


def parse(path):
    page = Page()
    with open(path, encoding="utf-8") as f:
        page.feed(f.read())
    return page


def main():
    if len(sys.argv) != 2 or not os.path.isfile(os.path.join(sys.argv[1], "index.html")):
        print("usage: check_links.py HTML_DIR (a built site, with its index.html)", file=sys.stderr)
        return 2
    root = os.path.abspath(sys.argv[1])
    pages, broken, checked = {}, [], 0

    def page_of(path):
        if path not in pages:
            pages[path] = parse(path)
        return pages[path]

    for directory, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".html"):
                continue
            source = os.path.join(directory, name)
            for link in page_of(source).links:
                parts = urllib.parse.urlsplit(link)
                if parts.scheme or parts.netloc:
                    continue  # external: not fetched
                checked += 1
                target = (
                    source
                    if not parts.path
                    else os.path.normpath(os.path.join(directory, urllib.parse.unquote(parts.path)))
                )
                if os.path.isdir(target):
                    target = os.path.join(target, "index.html")
                where = os.path.relpath(source, root)
                if not target.startswith(root + os.sep) or not os.path.isfile(target):
                    broken.append(f"{where}: {link} names no built file")
                elif parts.fragment and target.endswith(".html") and parts.fragment not in page_of(target).ids:
                    broken.append(
                        f"{where}: {link} names no anchor #{parts.fragment} in {os.path.relpath(target, root)}"
                    )
    for line in broken:
        print("broken link:", line)
    print(f"check_links: {checked} internal links in {len(pages)} pages, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
