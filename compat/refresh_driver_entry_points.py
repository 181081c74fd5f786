#!/usr/bin/env python3
"""Rebuild the `driver_entry_points_of_oldest_release` section of compat/knowledge.json from the
oldest supported toolkit's cuda.h.

Usage: refresh_driver_entry_points.py [--check] [--cuda-h PATH] [--knowledge PATH]

The audit gives a binary importing a versioned driver entry point (cuLinkCreate_v2) the floor of
the release that added it, from `versioned_symbols`; one it does not know gets a conservative floor
(the newest driver listed) and an `unknown-to-knowledge` warning. Every `cu*_vN` name in CUDA 11.8's
cuda.h exists in every release the knowledge base covers, so none of them raises a floor; this
section lists them so that they are known rather than feared (PyTorch's libcaffe2_nvrtc.so imports
cuLinkCreate_v2, which CUDA 6.5 added, and was judged to need driver 610 for it).

--cuda-h defaults to the 11.8 toolkit ci/install-toolkits.sh installs. Writes only the section's
text when it changed and prints what changed. Exit codes: 0 done (or, with --check, the file agrees
with the header); 1 with --check, it disagrees; 2 bad usage; 77 the header is not installed.
"""

import argparse
import json
import os
import re
import sys

from refresh_packages import set_top_level_member

HERE = os.path.dirname(os.path.abspath(__file__))
KNOWLEDGE = os.path.join(HERE, "knowledge.json")
CUDA_H = "/opt/cudacompat/toolkits/cuda-11.8/usr/include/cuda.h"
SECTION = "driver_entry_points_of_oldest_release"
VERSIONED = re.compile(r"\b(cu[A-Z][A-Za-z0-9]*_v[0-9]+)\b")
VERSION = re.compile(r"#define\s+CUDA_VERSION\s+(\d+)")


def section_from(header_text, path):
    version = int(VERSION.search(header_text).group(1))
    release = f"{version // 1000}.{version % 1000 // 10}"
    return {
        "release": release,
        "source": f"every cu*_vN name in include/cuda.h of CUDA {release} ({path}), "
        "by compat/refresh_driver_entry_points.py",
        "symbols": sorted(set(VERSIONED.findall(header_text))),
    }


def splice(text, section):
    return set_top_level_member(text, SECTION, section, after="versioned_symbols")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when the file disagrees")
    parser.add_argument("--cuda-h", default=CUDA_H)
    parser.add_argument("--knowledge", default=KNOWLEDGE)
    args = parser.parse_args(argv)
    if not os.path.exists(args.cuda_h):
        print(f"{args.cuda_h} is not installed (ci/install-toolkits.sh installs CUDA 11.8): nothing checked")
        return 77
    with open(args.cuda_h, encoding="utf-8", errors="replace") as f:
        section = section_from(f.read(), args.cuda_h)
    with open(args.knowledge, encoding="utf-8") as f:
        text = f.read()
    old = json.loads(text).get(SECTION, {})
    added = sorted(set(section["symbols"]) - set(old.get("symbols", [])))
    removed = sorted(set(old.get("symbols", [])) - set(section["symbols"]))
    if old.get("release") == section["release"] and not added and not removed:
        print("no change")
        return 0
    print(
        f"CUDA {section['release']}: {len(section['symbols'])} versioned driver entry points; "
        f"added {added or 'none'}; removed {removed or 'none'}"
    )
    if args.check:
        return 1
    with open(args.knowledge, "w", encoding="utf-8") as f:
        f.write(splice(text, section))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
