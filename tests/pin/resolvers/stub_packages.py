"""Local package indexes of stub packages carrying the real version numbers of the knowledge base.

The real resolvers (pip, Cargo, rattler) are handed cudacompat's pins and these indexes, offline.
A stub has the name and the version of the real release and nothing else: what is proven is which
release a resolver picks, not what the release contains.
"""

import base64
import hashlib
import json
import os
import re
import zipfile


def load_knowledge(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def python_releases(knowledge):
    """{distribution name: set of versions} for every NVIDIA wheel, cuda-python, cuda-bindings and
    cuda-toolkit release the knowledge base lists, plus the known-bad PyPI releases (yanked from
    PyPI today, but real, and what a resolver of their day picked)."""
    found = {}
    packages = knowledge["packages"]
    for release in packages["releases"]:
        for wheel in release.get("wheels", {}).values():
            found.setdefault(wheel["package"], set()).update({wheel["first"], wheel["last"]})
        for name, key in (
            ("cuda-python", "cuda_python"),
            ("cuda-bindings", "cuda_bindings"),
            ("cuda-toolkit", "toolkit_metapackage"),
        ):
            found.setdefault(name, set()).update(release.get(key, []))
    for bad in packages.get("known_bad", []):
        if bad["ecosystem"] == "pypi":
            found.setdefault(bad["package"], set()).update(bad["versions"])
    return found


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def write_wheel(directory, name, version, requires=()):
    """A minimal valid wheel: METADATA, WHEEL and RECORD."""
    dist = re.sub(r"[-_.]+", "_", name)
    info = f"{dist}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {r}\n" for r in requires)
    files = {
        f"{info}/METADATA": metadata.encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: cudacompat-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "\n".join(_record_line(n, d) for n, d in files.items()) + f"\n{info}/RECORD,,\n"
    files[f"{info}/RECORD"] = record.encode()
    path = os.path.join(directory, f"{dist}-{version}-py3-none-any.whl")
    with zipfile.ZipFile(path, "w") as wheel:
        for member, data in files.items():
            wheel.writestr(member, data)
    return path


def write_cargo_directory_source(directory, crate, versions, features):
    """A Cargo directory source ("vendored sources") with `crate` in every version, each with the
    given features, so that `cargo generate-lockfile --offline` resolves against it."""
    for version in versions:
        root = os.path.join(directory, f"{crate}-{version}")
        os.makedirs(os.path.join(root, "src"), exist_ok=True)
        feature_lines = "".join(f'"{f}" = []\n' for f in sorted(features))
        with open(os.path.join(root, "Cargo.toml"), "w") as f:
            f.write(
                f'[package]\nname = "{crate}"\nversion = "{version}"\nedition = "2021"\n\n[features]\n{feature_lines}'
            )
        with open(os.path.join(root, "src", "lib.rs"), "w") as f:
            f.write("")
        package_hash = hashlib.sha256(f"{crate}-{version}".encode()).hexdigest()
        with open(os.path.join(root, ".cargo-checksum.json"), "w") as f:
            json.dump({"files": {}, "package": package_hash}, f)


def write_conda_channel(directory, records):
    """A local conda channel: linux-64/repodata.json of `records` ({name, version, depends}) and an
    empty noarch/, which is all a solver reads."""
    packages = {}
    for record in records:
        filename = f"{record['name']}-{record['version']}-0.tar.bz2"
        packages[filename] = {
            "name": record["name"],
            "version": record["version"],
            "build": "0",
            "build_number": 0,
            "depends": record.get("depends", []),
            "constrains": record.get("constrains", []),
            "subdir": "linux-64",
            "timestamp": 1700000000000,
            "md5": hashlib.md5(filename.encode()).hexdigest(),
            "sha256": hashlib.sha256(filename.encode()).hexdigest(),
            "size": 1,
        }
    for subdir, content in (("linux-64", packages), ("noarch", {})):
        os.makedirs(os.path.join(directory, subdir), exist_ok=True)
        with open(os.path.join(directory, subdir, "repodata.json"), "w") as f:
            json.dump({"info": {"subdir": subdir}, "packages": content, "packages.conda": {}}, f)
