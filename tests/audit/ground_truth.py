#!/usr/bin/env python3
"""Compares `cudacompat audit` with the tools people use today, over every file given.

For each ELF file, object and static-archive member: the SASS and PTX lists of its fatbin sections
must equal what `cuobjdump --list-elf --list-ptx` prints, entry for entry and in order, and
`needed` must equal the NEEDED lines of `readelf -d`. cuobjdump lists the .nv_fatbin section of
linked files and the fatbin sections of relocatable objects; fatbins embedded in data sections
(cuFFT's .ldata, cuBLASLt's .cask_resource) are the audit's own and are counted separately.

cuobjdump --list-elf omits the `f` of family targets (its -elf dump header prints `sm_100f`, as
the audit does), so SASS names are compared with `f` removed.

Usage: ground_truth.py [--cudacompat BIN] [--cuobjdump BIN] [PATH...]   (default: /usr/local/cuda/lib)
Exit status: 0 when everything matches, 1 on a mismatch, 2 when a tool is missing.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

DEFAULT_CUOBJDUMP = "/opt/cudacompat/tools/cuobjdump/nvidia/cu13/bin/cuobjdump"
LINE = re.compile(r"^(ELF|PTX) file\s+\d+: .*\.(sm_\d+[af]?)\.(cubin|ptx)$")
MEMBER = re.compile(r"^member (.*):([^:]+):$")


def cuobjdump_listing(cuobjdump, path):
    """{member or "": [(kind, arch)]} from cuobjdump --list-elf --list-ptx."""
    run = subprocess.run([cuobjdump, "--list-elf", "--list-ptx", path], capture_output=True, text=True)
    listing, member = {}, ""
    for line in run.stdout.splitlines():
        m = MEMBER.match(line)
        if m:
            member = m.group(2)
            listing.setdefault(member, [])
            continue
        m = LINE.match(line)
        if m:
            kind = "sass" if m.group(1) == "ELF" else "ptx"
            listing.setdefault(member, []).append((kind, m.group(2)))
    return listing


def readelf_needed(path):
    run = subprocess.run(["readelf", "-dW", path], capture_output=True, text=True)
    return re.findall(r"\(NEEDED\)\s+Shared library: \[(.*)\]", run.stdout)


def audit_entries(artifact):
    """The entries cuobjdump would list: .nv_fatbin of linked files; fatbin sections of objects."""
    sections = {".nv_fatbin"} if artifact["format"] != "object" else {".nv_fatbin", "__nv_relfatbin"}
    listed, embedded = [], 0
    for entry in artifact.get("entries", []):
        if entry["section"] not in sections:
            embedded += 1
            continue
        if entry["kind"] == "sass":
            arch = entry["arch"]
            listed.append(("sass", arch[:-1] if arch.endswith("f") else arch))
        elif entry["kind"] == "ptx":
            listed.append(("ptx", "sm_" + entry["arch"][len("compute_") :]))
    containers = sum(
        1
        for _ in {
            (e["section"], e["container_offset"]) for e in artifact.get("entries", []) if e["section"] in sections
        }
    )
    return listed, embedded, containers


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cudacompat", default=shutil.which("cudacompat") or "build/bin/cudacompat")
    parser.add_argument("--cuobjdump", default=DEFAULT_CUOBJDUMP)
    parser.add_argument("paths", nargs="*", default=["/usr/local/cuda/lib"])
    args = parser.parse_args()
    for tool in (args.cudacompat, args.cuobjdump):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            print(f"ground_truth: {tool} not found (ci/install-cuobjdump.sh installs cuobjdump)", file=sys.stderr)
            return 2
    version = subprocess.run([args.cuobjdump, "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    print(f"cuobjdump: {version[-2] if len(version) >= 2 else version}")

    started = time.monotonic()
    run = subprocess.run(
        [args.cudacompat, "audit", "--json", "--entries", "--ptx-text", "all", "--no-progress", *args.paths],
        capture_output=True,
        text=True,
    )
    audit_seconds = time.monotonic() - started
    if run.returncode == 2 or not run.stdout:
        print(run.stderr, file=sys.stderr)
        return 2
    report = json.loads(run.stdout)

    by_file = {}  # path of the file on disk -> [(member, artifact)]
    for artifact in report["files"]:
        path, member = artifact["path"], ""
        m = re.match(r"^(.*)\((.*)\)$", path)
        if m and not os.path.exists(path):
            path, member = m.group(1), m.group(2)
        if artifact["format"] in ("shared-library", "executable", "object"):
            by_file.setdefault(path, []).append((member, artifact))

    # The PTX ISA in the entry header (offsets 26/24) against the `.version` line of every PTX text.
    ptx = [e for a in report["files"] for e in a.get("entries", []) if e["kind"] == "ptx"]
    isa_differs = [e for e in ptx if e["isa_from"] == "text" and e["isa"] != e["header_isa"]]
    print(
        f"PTX ISA: entry header equals the text's .version line for {len(ptx) - len(isa_differs)} of "
        f"{len(ptx)} PTX entries"
    )

    files = containers = entries = embedded = mismatches = needed_checked = 0
    started = time.monotonic()
    for path, artifacts in sorted(by_file.items()):
        listing = cuobjdump_listing(args.cuobjdump, path)
        for member, artifact in artifacts:
            ours, skipped, count = audit_entries(artifact)
            theirs = listing.get(member, [])
            files += 1
            containers += count
            entries += len(ours)
            embedded += skipped
            if ours != theirs:
                mismatches += 1
                first = next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b), min(len(ours), len(theirs)))
                print(
                    f"MISMATCH {artifact['path']}: audit {len(ours)} entries, cuobjdump {len(theirs)}; "
                    f"first difference at {first}: {ours[first : first + 3]} vs {theirs[first : first + 3]}"
                )
        if not artifacts[0][0]:  # a file, not archive members
            needed_checked += 1
            theirs = readelf_needed(path)
            if artifacts[0][1]["needed"] != theirs:
                mismatches += 1
                print(f"MISMATCH {path}: needed {artifacts[0][1]['needed']} vs readelf {theirs}")
    tools_seconds = time.monotonic() - started
    print(
        f"compared {files} artifacts ({needed_checked} files' DT_NEEDED): {containers} fatbin containers, "
        f"{entries} SASS/PTX entries; {embedded} further entries in embedded fatbins (audit only); "
        f"{mismatches} mismatches"
    )
    print(f"time: audit --json --entries {audit_seconds:.2f} s, cuobjdump + readelf {tools_seconds:.2f} s")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
