"""Rewriting a built wheel's dist-info: Requires-Dist lines dropped or given a marker, or a pure-Python tag given.

The metadata provider runs before CMake builds anything, so it can only list what `libraries` says
the binaries may need; what they do need is known once they are built (the audit reads their
DT_NEEDED). The backend then takes out of the wheel's METADATA the runtime wheels nothing needs.
Likewise scikit-build-core tags every wheel CMake ran for with the interpreter and platform, even a
CPU-only one into which nothing compiled was installed; the backend gives such a wheel the tag of
the pure-Python wheel setuptools would have made (py3-none-any).
Every member but the dist-info file rewritten and RECORD is copied byte for byte, in its order, with
its compression.
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


def _read(wheel: Path, member: str) -> tuple[list, dict[str, bytes], str]:
    """WHEEL's members in order, their bytes, and the name of the dist-info file `member` (METADATA, WHEEL)."""
    with zipfile.ZipFile(wheel) as archive:
        infos = archive.infolist()
        contents = {info.filename: archive.read(info.filename) for info in infos}
    name = next(n for n in contents if re.fullmatch(r"[^/]+\.dist-info/" + member, n))
    return infos, contents, name


def _edit_requirements(wheel: Path, packages: set[str], edit) -> list[str]:
    """Each Requires-Dist line of WHEEL's METADATA naming one of `packages` (any extra or marker)
    replaced by `edit(line)`, or removed where it returns None; returns the lines removed, or as
    rewritten. The wheel is rewritten only when a line is."""
    wanted = {_normalized(p) for p in packages}
    infos, contents, metadata_name = _read(wheel, "METADATA")
    header, separator, body = contents[metadata_name].decode("utf-8").partition("\n\n")
    kept, touched = [], []
    for line in header.split("\n"):
        match = re.match(r"Requires-Dist:\s*([A-Za-z0-9][A-Za-z0-9._-]*)", line)
        if match and _normalized(match.group(1)) in wanted:
            edited = edit(line)
            touched.append(line if edited is None else edited)
            if edited is None:
                continue
            line = edited
        kept.append(line)
    if touched:
        contents[metadata_name] = ("\n".join(kept) + separator + body).encode("utf-8")
        _write(wheel, wheel, infos, contents, metadata_name)
    return touched


def drop_requirements(wheel: Path, packages: set[str]) -> list[str]:
    """Removes the Requires-Dist lines naming `packages` (any extra or marker) from WHEEL's METADATA;
    returns the lines removed."""
    return _edit_requirements(wheel, packages, lambda line: None)


def add_marker(wheel: Path, packages: set[str], marker: str) -> list[str]:
    """Adds `marker` to the Requires-Dist lines naming `packages` in WHEEL's METADATA (and-ed with
    a marker the line has); returns the lines as rewritten."""

    def marked(line: str) -> str:
        requirement, _, existing = line.partition(";")
        return (
            f"{requirement.rstrip()}; ({existing.strip()}) and {marker}"
            if existing.strip()
            else f"{requirement.rstrip()}; {marker}"
        )

    return _edit_requirements(wheel, packages, marked)


def _write(wheel: Path, destination: Path, infos: list, contents: dict[str, bytes], changed: str) -> None:
    """WHEEL's members with `changed` (a dist-info file) as in `contents` and its RECORD line
    recomputed, written to DESTINATION (WHEEL removed when it is another file)."""
    record_name = changed.rsplit("/", 1)[0] + "/RECORD"
    record = [
        line
        for line in contents[record_name].decode("utf-8").splitlines()
        if line and not line.startswith(changed + ",")
    ]
    record.insert(0, _record_line(changed, contents[changed]))
    contents[record_name] = ("\n".join(record) + "\n").encode("utf-8")
    staging = destination.with_suffix(".whl.partial")
    with zipfile.ZipFile(staging, "w") as archive:
        for info in infos:
            archive.writestr(info, contents[info.filename])
    staging.replace(destination)
    if destination != wheel:
        wheel.unlink()


def retag_pure(wheel: Path) -> Path:
    """WHEEL retagged py3-none-any (its WHEEL file: Root-Is-Purelib true, one Tag line), for a wheel
    that holds no compiled file; returns the new wheel's path (name-version[-build]-py3-none-any)."""
    infos, contents, wheel_name = _read(wheel, "WHEEL")
    lines = [
        line
        for line in contents[wheel_name].decode("utf-8").splitlines()
        if line and not line.startswith(("Tag:", "Root-Is-Purelib:"))
    ]
    contents[wheel_name] = ("\n".join([*lines, "Root-Is-Purelib: true", "Tag: py3-none-any"]) + "\n\n").encode("utf-8")
    # name-version[-build]-python-abi-platform.whl: the last three parts are the tag.
    destination = wheel.with_name("-".join(wheel.stem.split("-")[:-3]) + "-py3-none-any.whl")
    _write(wheel, destination, infos, contents, wheel_name)
    return destination
