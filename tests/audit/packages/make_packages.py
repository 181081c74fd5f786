"""Builds real packages (wheels, .deb, .conda, conda .tar.bz2) around real shared libraries, for the
package checks of `cudacompat audit`. The libraries are compiled by the caller with nvcc; this
script only packages them, as the packaging tools do: RECORD with sha256 and sizes, `dpkg-deb
--build`, and conda's two formats with the `zstd` and `bzip2` programs (no Python module needed)."""

import base64
import hashlib
import io
import json
import os
import subprocess
import tarfile
import tempfile
import zipfile


def _record_hash(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")


def wheel(out, name, version, files, requires=(), tamper=None, package_init=True, metadata_lines=()):
    """files: {member: bytes}. tamper(member_bytes_dict, record_lines) may edit RECORD lines.
    package_init: each top-level directory of the files gets an empty __init__.py, as a package built
    the ordinary way has (False: the layout of a build that left the package's Python files out).
    metadata_lines: more METADATA header lines ("Import-Namespace: mine")."""
    dist = f"{name.replace('-', '_')}-{version}.dist-info"
    members = dict(files)
    if package_init:
        for directory in sorted({path.split("/")[0] for path in files if "/" in path}):
            if not directory.endswith((".data", ".libs")):
                members.setdefault(f"{directory}/__init__.py", b"")
    members[f"{dist}/METADATA"] = (
        "Metadata-Version: 2.5\n"
        f"Name: {name}\n"
        f"Version: {version}\n"
        + "".join(f"Requires-Dist: {r}\n" for r in requires)
        + "".join(f"{line}\n" for line in metadata_lines)
        + "\nA test package.\n"
    ).encode()
    members[f"{dist}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: cudacompat-tests\nRoot-Is-Purelib: false\nTag: py3-none-linux_x86_64\n"
    )
    record = [f"{path},{_record_hash(data)},{len(data)}" for path, data in members.items()]
    record.append(f"{dist}/RECORD,,")
    if tamper:
        tamper(members, record)
    members[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path, data in members.items():
            archive.writestr(path, data)


def deb(out, name, version, files, depends=""):
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "DEBIAN"))
        control = f"Package: {name}\nVersion: {version}\nArchitecture: amd64\nMaintainer: tests <t@example.org>\n"
        if depends:
            control += f"Depends: {depends}\n"
        control += "Description: a test package\n multi-line description\n .\n with a paragraph\n"
        with open(os.path.join(root, "DEBIAN", "control"), "w") as f:
            f.write(control)
        for path, data in files.items():
            target = os.path.join(root, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(data)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", root, out], check=True, stdout=subprocess.DEVNULL
        )


def _tar(entries):
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for path, data in entries.items():
            info = tarfile.TarInfo(path)
            info.size = len(data)
            info.mode = 0o755
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def _compress(program, data):
    return subprocess.run([program, "-c", "-q"], input=data, stdout=subprocess.PIPE, check=True).stdout


def conda(out, name, version, files, depends=(), constrains=()):
    """A .conda (zip of info-*.tar.zst and pkg-*.tar.zst) or, for out ending in .tar.bz2, the old format."""
    index = {
        "name": name,
        "version": version,
        "build": "0",
        "build_number": 0,
        "subdir": "linux-64",
        "depends": list(depends),
        "constrains": list(constrains),
    }
    info = {"info/index.json": json.dumps(index, indent=2).encode()}
    if out.endswith(".tar.bz2"):
        with open(out, "wb") as f:
            f.write(_compress("bzip2", _tar({**info, **files})))
        return
    stem = f"{name}-{version}-0"
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as archive:
        archive.writestr("metadata.json", json.dumps({"conda_pkg_format_version": 2}))
        archive.writestr(f"pkg-{stem}.tar.zst", _compress("zstd", _tar(files)))
        archive.writestr(f"info-{stem}.tar.zst", _compress("zstd", _tar(info)))
