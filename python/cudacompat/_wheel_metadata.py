"""Dropping Requires-Dist lines from a built wheel: METADATA rewritten, its RECORD line with it.

The metadata provider runs before CMake builds anything, so it can only list what `libraries` says
the binaries may need; what they do need is known once they are built (the audit reads their
DT_NEEDED). The backend then takes out of the wheel's METADATA the runtime wheels nothing needs.
Every other member is copied byte for byte, in its order, with its compression.
"""
from __future__ import annotations

import base64
import hashlib
import re
import zipfile
from pathlib import Path


def _normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def drop_requirements(wheel: Path, packages: set[str]) -> list[str]:
    """Removes the Requires-Dist lines naming `packages` (any extra or marker) from WHEEL's METADATA;
    returns the lines removed."""
    wanted = {_normalized(p) for p in packages}
    with zipfile.ZipFile(wheel) as archive:
        infos = archive.infolist()
        contents = {info.filename: archive.read(info.filename) for info in infos}
    metadata_name = next(n for n in contents if re.fullmatch(r"[^/]+\.dist-info/METADATA", n))
    record_name = metadata_name[:-len("METADATA")] + "RECORD"
    header, separator, body = contents[metadata_name].decode("utf-8").partition("\n\n")
    kept, removed = [], []
    for line in header.split("\n"):
        match = re.match(r"Requires-Dist:\s*([A-Za-z0-9][A-Za-z0-9._-]*)", line)
        (removed if match and _normalized(match.group(1)) in wanted else kept).append(line)
    if not removed:
        return []
    contents[metadata_name] = ("\n".join(kept) + separator + body).encode("utf-8")
    record = [line for line in contents[record_name].decode("utf-8").splitlines()
              if line and not line.startswith(metadata_name + ",")]
    record.insert(0, _record_line(metadata_name, contents[metadata_name]))
    contents[record_name] = ("\n".join(record) + "\n").encode("utf-8")
    staging = wheel.with_suffix(".whl.partial")
    with zipfile.ZipFile(staging, "w") as archive:
        for info in infos:
            archive.writestr(info, contents[info.filename])
    staging.replace(wheel)
    return removed
