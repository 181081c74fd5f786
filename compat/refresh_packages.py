#!/usr/bin/env python3
"""Rebuild the `packages` section of compat/knowledge.json from the package registries.

Usage: refresh_packages.py [--check] [--knowledge PATH] [--citations PATH] [--no-debian]

What is read, and from where:
  * PyPI (through `python -m pip`, and PyPI's JSON API for version lists and yanked flags):
    - every final release of the `cuda-toolkit` metapackage; each one is downloaded
      (`pip download --no-deps`, a 2 kB wheel, cached under the system temp dir) and its
      METADATA's `Requires-Dist ...; extra == 'X'` lines give, per component X, the NVIDIA wheel
      and its version; per CUDA release the first and the last metapackage are recorded;
    - releases older than the first metapackage (11.0-11.7): the cu11 wheels whose versions
      follow the toolkit's (nvidia-cuda-runtime-cu11 11.7.99 ...), by major.minor;
    - cuda-python / cuda-bindings versions per release (yanked ones left out: see known_bad);
    - that the CuPy and JAX plugin packages named per major exist.
  * Debian (apt-get/apt-cache with a private, temporary apt configuration, the same way as
    ci/lib/debs.sh makes its trixie one; the system's apt setup is not touched): the soname
    packages built from `nvidia-cuda-toolkit` in bookworm (CUDA 11.8) and trixie (CUDA 12.4).
  * Cited facts no reachable registry holds (PyTorch tags, conda-forge, NVIDIA's apt names,
    cudarc, known-bad releases): compat/package_citations.json, each with its source.

Writes compat/knowledge.json only when the section changed, replacing only the section's text
(every other byte stays as it is; the old `python_packages` section is folded into it), and
prints what changed, or "no change".

Exit codes: 0 done (or, with --check, the file agrees with the registries); 1 with --check, the
file disagrees; 2 bad usage or unreadable input; 77 PyPI could not be reached (nothing written).
"""

import argparse
import concurrent.futures
import datetime
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
import zipfile

try:
    from packaging.version import InvalidVersion, Version
except ImportError:  # pip vendors packaging
    from pip._vendor.packaging.version import InvalidVersion, Version

HERE = os.path.dirname(os.path.abspath(__file__))
KNOWLEDGE = os.path.join(HERE, "knowledge.json")
CITATIONS = os.path.join(HERE, "package_citations.json")
CACHE = os.path.join(tempfile.gettempdir(), "cudacompat-refresh-packages")
SKIP = 77
TIMEOUT_S = 30
PYPI_JSON = "https://pypi.org/pypi/%s/json"

DEBIAN_MIRROR = "http://deb.debian.org/debian"  # as in ci/lib/debs.sh
DEBIAN_SUITES = ["bookworm", "trixie"]
# component -> Debian binary package name (full match), built from source nvidia-cuda-toolkit
DEBIAN_COMPONENTS = {
    "cudart": r"libcudart\d[\d.]*",
    "cublas": r"libcublas\d+",
    "cufft": r"libcufft\d+",
    "curand": r"libcurand\d+",
    "cusolver": r"libcusolver\d+",
    "cusparse": r"libcusparse\d+",
    "nvrtc": r"libnvrtc\d[\d.]*",
    "nvjitlink": r"libnvjitlink\d+",
    "cupti": r"libcupti\d[\d.]*",
    "npp": r"libnppc\d+",
    "nvjpeg": r"libnvjpeg\d+",
    "nvtx": r"libnvtoolsext\d+",
    "nvfatbin": r"libnvfatbin\d+",
    "cufile": r"libcufile\d+",
    "nvcc": r"nvidia-cuda-toolkit",
}

FINAL = re.compile(r"^\d+(\.\d+)+(\.post\d+)?$")  # no pre-, dev- or local versions


class Unreachable(Exception):
    pass


def log(message):
    print(message, file=sys.stderr)


def vkey(text):
    try:
        return Version(text)
    except InvalidVersion:
        return Version("0")


def minor_of(version):
    parts = version.split(".")
    return "%s.%s" % (parts[0], parts[1])


def rkey(release):
    return tuple(int(p) for p in release.split("."))


# ---------------------------------------------------------------------------------- PyPI


def pypi_json(name):
    """PyPI's JSON document for NAME, None when it has no such project; Unreachable otherwise."""
    try:
        with urllib.request.urlopen(PYPI_JSON % name, timeout=TIMEOUT_S) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return None
        raise Unreachable("%s: HTTP %s" % (PYPI_JSON % name, error.code))
    except (urllib.error.URLError, OSError, ValueError) as error:
        raise Unreachable("%s: %s" % (PYPI_JSON % name, error))


def pip_index_versions(name):
    """The versions `pip index versions NAME` lists (yanked ones omitted), None when pip fails."""
    command = [
        sys.executable,
        "-m",
        "pip",
        "index",
        "versions",
        name,
        "--no-input",
        "--disable-pip-version-check",
        "--retries",
        "1",
        "--timeout",
        str(TIMEOUT_S),
    ]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S * 2)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in result.stdout.splitlines():
        if line.startswith("Available versions:"):
            return [v.strip() for v in line.split(":", 1)[1].split(",") if v.strip()]
    return None


class PyPI:
    """Version lists with yanked flags, from the JSON API (pip index versions as a fallback)."""

    def __init__(self):
        self._cache = {}

    def releases(self, name):
        """{version: yanked} of the final releases that have files; {} if no such project."""
        if name in self._cache:
            return self._cache[name]
        try:
            doc = pypi_json(name)
            found = {}
            for version, files in (doc or {}).get("releases", {}).items():
                if files and FINAL.match(version):
                    found[version] = all(f.get("yanked", False) for f in files)
        except Unreachable as error:
            listed = pip_index_versions(name)
            if listed is None:
                raise error
            found = {v: False for v in listed if FINAL.match(v)}
        self._cache[name] = found
        return found

    def versions(self, name):
        """Final, not yanked, oldest first."""
        return sorted((v for v, y in self.releases(name).items() if not y), key=vkey)

    def yanked(self, name):
        return sorted((v for v, y in self.releases(name).items() if y), key=vkey)


def download_metapackage(version):
    """Path of the cuda-toolkit==VERSION wheel, downloaded into the temp cache if missing."""
    where = os.path.join(CACHE, "cuda-toolkit", version)
    os.makedirs(where, exist_ok=True)
    hits = glob.glob(os.path.join(where, "cuda_toolkit-*.whl"))
    if hits:
        return hits[0]
    scratch = tempfile.mkdtemp(dir=os.path.dirname(where), prefix=".dl-")
    try:
        command = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-deps",
            "--only-binary=:all:",
            "--no-input",
            "--disable-pip-version-check",
            "--retries",
            "1",
            "--timeout",
            str(TIMEOUT_S),
            "-d",
            scratch,
            "cuda-toolkit==%s" % version,
        ]
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S * 4)
        wheels = glob.glob(os.path.join(scratch, "cuda_toolkit-*.whl"))
        if result.returncode != 0 or not wheels:
            raise Unreachable(
                "pip download cuda-toolkit==%s failed: %s" % (version, (result.stderr or result.stdout).strip()[-300:])
            )
        target = os.path.join(where, os.path.basename(wheels[0]))
        os.replace(wheels[0], target)
        return target
    except subprocess.TimeoutExpired:
        raise Unreachable("pip download cuda-toolkit==%s timed out" % version)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


REQ = re.compile(r"^Requires-Dist:\s*([A-Za-z0-9_.-]+)\s*([^;]*);(.*)$")
EXTRA = re.compile(r"extra\s*==\s*['\"]([^'\"]+)['\"]")
PIN = re.compile(r"==\s*([0-9][0-9A-Za-z.]*?)(?:\.\*)?\s*(?:,|$)")
FLOOR = re.compile(r">=\s*([0-9][0-9A-Za-z.]*)")


def component_of(package):
    """nvidia-cuda-runtime-cu12 -> runtime, nvidia-cublas -> cublas, nvidia-nvml-dev -> nvml-dev."""
    name = re.sub(r"-cu\d+$", "", package.lower().replace("_", "-"))
    name = re.sub(r"^nvidia-", "", name)
    return re.sub(r"^cuda-", "", name)


def is_primary(extra, package):
    """Whether PACKAGE is the wheel that an extra is named after (the extra 'cusolver' also pulls
    nvidia-cublas and nvidia-cusparse in; the extra 'nvcc' also nvidia-cuda-runtime ...)."""
    name = component_of(package)
    return name == extra or name.startswith(extra + "-") or (extra, name) == ("cudart", "runtime")


def metapackage_components(wheel):
    """(version, {extra: {"package", "version"}}) from a cuda-toolkit wheel's METADATA; the
    extra 'all' is left out. An exact pin (==X.*) gives X; a range (>=X,<Y, as nvjitlink has
    from 13.3 on) gives its floor X."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        text = archive.read(name).decode("utf-8")
    version = re.search(r"^Version:\s*(\S+)", text, re.M).group(1)
    choices = {}
    for line in text.splitlines():
        match = REQ.match(line.strip())
        if not match:
            continue
        package, spec, marker = match.groups()
        extra = EXTRA.search(marker)
        pin = PIN.search(spec) or FLOOR.search(spec)
        if not extra or extra.group(1) == "all" or not pin:
            continue
        extra = extra.group(1)
        rank = (not is_primary(extra, package), "linux" not in marker and "sys_platform" in marker)
        choices.setdefault(extra, []).append((rank, package, pin.group(1)))
    components = {}
    for extra, options in sorted(choices.items()):
        options.sort()
        if options[0][0][0] and len({p for _, p, _ in options}) > 1:
            log(
                "WARNING: cuda-toolkit %s extra %r: no wheel named after it among %s; taking %s"
                % (version, extra, sorted({p for _, p, _ in options}), options[0][1])
            )
        components[extra] = {"package": options[0][1], "version": options[0][2]}
    return version, components


def read_metapackages(pypi):
    """{release: [(version, {component: {package, version}}), ...]} oldest first."""
    versions = pypi.versions("cuda-toolkit")
    if not versions:
        raise Unreachable("PyPI lists no cuda-toolkit release")
    with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
        wheels = dict(zip(versions, pool.map(download_metapackage, versions)))
    by_release = {}
    for version in versions:
        real, components = metapackage_components(wheels[version])
        by_release.setdefault(minor_of(real), []).append((real, components))
    return by_release


def wheels_from_metapackages(metas):
    """{component: {package, first, last}} over one release's metapackages (oldest first)."""
    wheels = {}
    for _, components in metas:
        for component, pin in components.items():
            row = wheels.setdefault(component, {"package": pin["package"], "first": pin["version"]})
            row["last"] = pin["version"]
            row["package"] = pin["package"]
    return {c: wheels[c] for c in sorted(wheels)}


def toolkit_versioned(metas):
    """The components of a release's first metapackage whose wheel versions follow the
    toolkit's own (nvidia-cuda-runtime-cu11 11.8.89 in 11.8): {component: package}."""
    if not metas:
        return {}
    version, components = metas[0]
    return {c: p["package"] for c, p in components.items() if minor_of(p["version"]) == minor_of(version)}


# -------------------------------------------------------------------------------- Debian


def debian_suite(suite):
    """{release: {component: {package, suite, version}}} for one Debian suite, read through a
    private apt configuration under the temp cache. Raises Unreachable when apt cannot answer."""
    if not shutil.which("apt-get") or not shutil.which("apt-cache"):
        raise Unreachable("apt-get/apt-cache not installed")
    root = os.path.join(CACHE, "apt-" + suite)
    for sub in ("sources.list.d", "state/lists/partial", "cache/archives/partial"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    with open(os.path.join(root, "sources.list.d", "debian.sources"), "w") as handle:
        handle.write(
            "Types: deb\nURIs: %s\nSuites: %s\nComponents: non-free\n"
            "Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n" % (DEBIAN_MIRROR, suite)
        )
    conf = os.path.join(root, "apt.conf")
    with open(conf, "w") as handle:
        handle.write(
            'Dir::State "{0}/state";\nDir::State::Lists "{0}/state/lists";\n'
            'Dir::State::status "/dev/null";\nDir::Cache "{0}/cache";\n'
            'Dir::Etc::SourceList "/dev/null";\n'
            'Dir::Etc::SourceParts "{0}/sources.list.d";\n'
            'Dir::Etc::Preferences "/dev/null";\nDir::Etc::PreferencesParts "/dev/null";\n'
            'APT::Architectures {{ "amd64"; }};\nAcquire::Languages "none";\n'
            'APT::Sandbox::User "root";\n'.format(root)
        )
    env = dict(os.environ, APT_CONFIG=conf)

    def run(*command, timeout=120):
        try:
            result = subprocess.run(list(command), capture_output=True, text=True, env=env, timeout=timeout)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise Unreachable("%s: %s" % (" ".join(command), error))
        if result.returncode != 0:
            raise Unreachable("%s: %s" % (" ".join(command), result.stderr.strip()[-300:]))
        return result.stdout

    run("apt-get", "update", "-qq", timeout=180)
    names = run("apt-cache", "pkgnames").split()
    wanted = {}
    for component, pattern in DEBIAN_COMPONENTS.items():
        for name in names:
            if re.fullmatch(pattern, name):
                wanted.setdefault(name, component)
    if not wanted:
        raise Unreachable("Debian %s non-free lists hold no CUDA package" % suite)
    stanzas = run("apt-cache", "show", *sorted(wanted)).split("\n\n")
    best = {}
    for stanza in stanzas:
        fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", stanza, re.M))
        package, version = fields.get("Package"), fields.get("Version")
        source = fields.get("Source", package or "")
        if not package or not version or not source.startswith("nvidia-cuda-toolkit"):
            continue
        upstream = re.search(r"\((?:\d+:)?(\d+\.\d+)", source) or re.search(r"~(\d+\.\d+)\.\d+-", version)
        if not upstream:
            continue
        release = upstream.group(1)
        key = (release, wanted[package])
        if key in best and best[key]["package"] == package and not dpkg_newer(version, best[key]["version"]):
            continue
        if key in best and best[key]["package"] != package:
            log(
                "WARNING: Debian %s has two packages for %s %s: %s and %s; keeping %s"
                % (suite, release, wanted[package], best[key]["package"], package, best[key]["package"])
            )
            continue
        best[key] = {"package": package, "suite": suite, "version": version}
    result = {}
    for (release, component), row in best.items():
        result.setdefault(release, {})[component] = row
    return result


def dpkg_newer(a, b):
    return subprocess.run(["dpkg", "--compare-versions", a, "gt", b]).returncode == 0


def read_debian():
    """{release: {component: row}} over DEBIAN_SUITES, or None when apt cannot answer."""
    merged = {}
    for suite in DEBIAN_SUITES:
        try:
            rows = debian_suite(suite)
        except Unreachable as error:
            log("WARNING: Debian %s could not be read (%s); the file's Debian rows are kept" % (suite, error))
            return None
        for release, components in rows.items():
            slot = merged.setdefault(release, {})
            for component, row in components.items():
                slot.setdefault(component, row)  # the older suite first
    return merged


# ---------------------------------------------------------------------------- the section


def build_section(knowledge, citations, pypi, debian, old_section):
    releases = [row["version"] for row in knowledge["releases"]]
    known = set(releases)
    metas = read_metapackages(pypi)

    # Warn about CUDA releases PyPI has and the knowledge base lacks.
    for name in ("cuda-toolkit", "nvidia-cuda-runtime-cu11", "nvidia-cuda-runtime-cu12", "nvidia-cuda-runtime"):
        for minor in sorted({minor_of(v) for v in pypi.versions(name)}, key=rkey):
            if minor not in known:
                log("WARNING: PyPI lists %s %s but compat/knowledge.json has no release %s" % (name, minor, minor))

    # Toolkit-versioned cu11 wheels for the releases before the first metapackage.
    first_meta = min(metas, key=rkey)
    cu11 = toolkit_versioned(metas.get("11.8", []))
    cu11_versions = {c: pypi.versions(p) for c, p in sorted(cu11.items())}

    python_versions = {n: pypi.versions(n) for n in ("cuda-python", "cuda-bindings")}
    torch = citations["torch_tags"]["tags"]
    conda = set(citations["conda_cuda_version"]["releases"])
    apt = citations["nvidia_apt"]
    old_debian = {r["cuda"]: r.get("debian", {}) for r in (old_section or {}).get("releases", [])}

    rows = []
    for release in releases:
        major, minor = release.split(".")
        row = {"cuda": release}
        these = metas.get(release, [])
        row["toolkit_metapackage"] = [v for v, _ in these]
        if these:
            row["wheels"] = wheels_from_metapackages(these)
        elif rkey(release) < rkey(first_meta):
            wheels = {}
            for component, versions in cu11_versions.items():
                mine = [v for v in versions if minor_of(v) == release]
                if major == "11" and mine:
                    wheels[component] = {"package": cu11[component], "first": mine[0], "last": mine[-1]}
            row["wheels"] = wheels
        else:
            row["wheels"] = {}
        row["cuda_python"] = [v for v in python_versions["cuda-python"] if minor_of(v) == release]
        row["cuda_bindings"] = [v for v in python_versions["cuda-bindings"] if minor_of(v) == release]
        row["torch_tags"] = sorted(t for t, r in torch.items() if r == release)
        if release in conda:
            row["conda_cuda_version"] = release
        row["nvidia_apt"] = (
            {c: p.format(X=major, Y=minor) for c, p in sorted(apt["components"].items())}
            if release in apt["releases"]
            else {}
        )
        if debian is None:
            row["debian"] = old_debian.get(release, {})
        else:
            row["debian"] = {c: debian.get(release, {})[c] for c in sorted(debian.get(release, {}))}
        rows.append(row)

    # One row per CUDA major.
    majors = []
    features = citations["cudarc"]["features"]
    for cited in citations["majors"]:
        major = cited["major"]
        suffix = "-cu%d" % major
        newest = [m for r, m in sorted(metas.items(), key=lambda kv: rkey(kv[0])) if r.split(".")[0] == str(major)]
        names = sorted({p["package"] for m in newest for _, comps in m for p in comps.values()})
        suffixed = [n for n in names if n.endswith(suffix)]
        notes = [cited["source"].rstrip(".")]
        if names:
            notes.append(
                "PyPI cuda-toolkit %d.x metapackages name %d wheels, %d of them ending in %s%s"
                % (
                    major,
                    len(names),
                    len(suffixed),
                    suffix,
                    (" (%s)" % ", ".join(suffixed)) if 0 < len(suffixed) < len(names) else "",
                )
            )
        for package in filter(None, (cited["cupy"], cited["jax_plugin"])):
            if not pypi.versions(package):
                log("WARNING: %s is not on PyPI" % package)
        stale = "jax-cuda%d-plugin" % major
        if cited["jax_plugin"] is None and pypi.versions(stale):
            notes.append("PyPI still lists %s up to %s (no longer released)" % (stale, pypi.versions(stale)[-1]))
        majors.append(
            {
                "major": major,
                "wheel_suffix": suffix,
                "cupy": cited["cupy"],
                "jax_plugin": cited["jax_plugin"],
                "nvidia_wheels_suffixed": bool(names) and len(suffixed) * 2 > len(names),
                # Where the major's NVIDIA wheels put their libraries under site-packages ({module}: the
                # wheel's name without nvidia- and the suffix, '-' as '_'), for RUNPATHs and the audit.
                "wheel_library_dir": cited["wheel_library_dir"],
                "cudarc_features": {
                    r: f
                    for r, f in sorted(features.items(), key=lambda kv: rkey(kv[0]))
                    if r.split(".")[0] == str(major)
                },
                "source": "; ".join(notes) + "; cudarc: " + citations["cudarc"]["features_source"],
            }
        )

    # Known-bad releases: cited; every PyPI-yanked version of the packages named must be in it.
    known_bad = citations["known_bad"]
    listed = {(k["package"], v) for k in known_bad if k["ecosystem"] == "pypi" for v in k["versions"]}
    for package in ("cuda-python", "cuda-bindings"):
        for version in pypi.yanked(package):
            if (package, version) not in listed:
                log("WARNING: PyPI has %s %s yanked, but no known_bad entry names it" % (package, version))

    cudarc = citations["cudarc"]
    first_meta_version = metas[first_meta][0][0]
    return {
        "about": (
            "Package-ecosystem facts per CUDA release: PyPI's cuda-toolkit metapackage versions and, per "
            "component (its extra), the NVIDIA wheel pinned by the first and the last metapackage of the "
            "release (an exact pin ==X.* gives X, a range >=X,<Y gives its floor X; before %s, the cu11 "
            "wheels whose versions follow the toolkit's, as PyPI lists them); cuda-python and "
            "cuda-bindings releases on PyPI that are not yanked (pip index versions omits yanked "
            "releases too; the yanked ones are in known_bad); PyTorch "
            "wheel tags, conda-forge cuda-version, NVIDIA apt and Debian package names; per major the "
            "wheel suffix, CuPy and JAX packages and cudarc features; known-bad releases with sources. "
            "PyPI and Debian rows are read by compat/refresh_packages.py; the rest is cited in "
            "compat/package_citations.json." % first_meta_version
        ),
        "refreshed": "%s by compat/refresh_packages.py" % datetime.date.today().isoformat(),
        "library_components": citations["library_components"]["map"],
        "conda_packages": citations["conda_packages"]["map"],
        "releases": rows,
        "majors": majors,
        "cudarc": {
            "versions": cudarc["versions"],
            "needs_cuda": cudarc["needs_cuda"],
            "source": cudarc["source"],
            "feature_releases": cudarc["feature_releases"],
            "feature_releases_source": cudarc["feature_releases_source"],
        },
        "known_bad": known_bad,
        "torch_builds": citations["torch_builds"],
        "conda_last_releases": citations["conda_last_releases"]["packages"],
    }


# ------------------------------------------------------------------------------ diff, write


def describe_changes(old, new):
    """Lines saying what changed between two sections (the `refreshed` stamp ignored)."""
    if not old:
        return ["added the packages section (%d releases)" % len(new["releases"])]
    lines = []
    for key in (
        "about",
        "library_components",
        "conda_packages",
        "majors",
        "cudarc",
        "known_bad",
        "torch_builds",
        "conda_last_releases",
    ):
        if old.get(key) != new.get(key):
            lines.append("changed %s" % key)
    old_rows = {r["cuda"]: r for r in old.get("releases", [])}
    new_rows = {r["cuda"]: r for r in new["releases"]}
    for cuda in [r["cuda"] for r in new["releases"]]:
        a, b = old_rows.get(cuda), new_rows[cuda]
        if a is None:
            lines.append("%s: new row" % cuda)
            continue
        for key in b:
            x, y = a.get(key), b.get(key)
            if x == y:
                continue
            if isinstance(y, list) or isinstance(x, list):
                x, y = x or [], y or []
                added = [v for v in y if v not in x]
                removed = [v for v in x if v not in y]
                lines.append(
                    "%s %s: %s%s"
                    % (
                        cuda,
                        key,
                        " ".join("+" + v for v in added),
                        (" " if added and removed else "") + " ".join("-" + v for v in removed),
                    )
                )
            elif isinstance(y, dict) or isinstance(x, dict):
                x, y = x or {}, y or {}
                for sub in sorted(set(x) | set(y)):
                    if x.get(sub) != y.get(sub):
                        lines.append(
                            "%s %s.%s: %s -> %s" % (cuda, key, sub, json.dumps(x.get(sub)), json.dumps(y.get(sub)))
                        )
            else:
                lines.append("%s %s: %s -> %s" % (cuda, key, json.dumps(x), json.dumps(y)))
        for key in a:
            if key not in b:
                lines.append("%s %s: removed" % (cuda, key))
    for cuda in old_rows:
        if cuda not in new_rows:
            lines.append("%s: row removed" % cuda)
    return lines


def top_level_spans(text):
    """[(key, key_start, value_start, value_end)] of the top-level object's members."""
    decoder = json.JSONDecoder()
    ws = re.compile(r"[ \t\n\r]*")
    pos = ws.match(text, 0).end()
    if text[pos] != "{":
        raise ValueError("the knowledge base is not a JSON object")
    pos = ws.match(text, pos + 1).end()
    spans = []
    while text[pos] != "}":
        key_start = pos
        key, pos = decoder.raw_decode(text, pos)
        pos = ws.match(text, pos).end()
        if text[pos] != ":":
            raise ValueError("expected ':' at %d" % pos)
        value_start = ws.match(text, pos + 1).end()
        _, value_end = decoder.raw_decode(text, value_start)
        spans.append((key, key_start, value_start, value_end))
        pos = ws.match(text, value_end).end()
        if text[pos] == ",":
            pos = ws.match(text, pos + 1).end()
    return spans


def render_member_value(value):
    """VALUE as json.dump(..., indent=1) writes a top-level member's value."""
    return json.dumps(value, indent=1).replace("\n", "\n ")


def set_top_level_member(text, key, value, after=None):
    """TEXT with its top-level member KEY set to VALUE; only that member's span changes. An absent
    KEY is added after the member AFTER (default: the last). The one splicer of every refresh script."""
    rendered = render_member_value(value)
    spans = top_level_spans(text)
    keys = [s[0] for s in spans]
    if key in keys:
        _, _, start, end = spans[keys.index(key)]
        return text[:start] + rendered + text[end:]
    _, _, _, end = spans[keys.index(after)] if after else spans[-1]
    return text[:end] + f',\n "{key}": ' + rendered + text[end:]


def splice(text, section):
    """TEXT with the packages section set to SECTION and python_packages removed; only those spans change."""
    spans = top_level_spans(text)
    keys = [s[0] for s in spans]
    if "packages" not in keys and "python_packages" in keys:
        _, start, _, end = spans[keys.index("python_packages")]
        return text[:start] + '"packages": ' + render_member_value(section) + text[end:]
    text = set_top_level_member(text, "packages", section)
    spans = top_level_spans(text)
    keys = [s[0] for s in spans]
    if "python_packages" in keys:
        index = keys.index("python_packages")
        if index == 0:
            raise ValueError("python_packages is the first member; remove it by hand")
        text = text[: spans[index - 1][3]] + text[spans[index][3] :]
    return text


# ----------------------------------------------------------------------------------- main


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 when the registries disagree with the file"
    )
    parser.add_argument("--knowledge", default=KNOWLEDGE)
    parser.add_argument("--citations", default=CITATIONS)
    parser.add_argument("--no-debian", action="store_true", help="do not ask Debian; keep the file's Debian rows")
    args = parser.parse_args(argv)

    try:
        with open(args.knowledge, encoding="utf-8") as handle:
            text = handle.read()
        knowledge = json.loads(text)
        with open(args.citations, encoding="utf-8") as handle:
            citations = json.load(handle)
    except (OSError, ValueError) as error:
        log("cannot read the inputs: %s" % error)
        return 2

    old = knowledge.get("packages")
    pypi = PyPI()
    try:
        pypi.releases("cuda-toolkit")
    except Unreachable as error:
        print("SKIP: PyPI could not be reached (%s); nothing checked or written" % error)
        return SKIP
    debian = None if args.no_debian else read_debian()
    try:
        new = build_section(knowledge, citations, pypi, debian, old)
    except Unreachable as error:
        print("SKIP: PyPI could not be reached (%s); nothing checked or written" % error)
        return SKIP

    if old and "refreshed" in old:
        unchanged = dict(new, refreshed=old["refreshed"]) == old
    else:
        unchanged = False
    folded = "python_packages" in knowledge
    if unchanged and not folded:
        print("no change: %s agrees with the registries (%d releases)" % (args.knowledge, len(new["releases"])))
        return 0
    changes = describe_changes(old, new)
    if folded:
        changes.append("removed python_packages (its known_bad is in packages.known_bad)")
    for line in changes:
        print(line)
    if args.check:
        print(
            "FAIL: %s disagrees with the registries (%d differences); run compat/refresh_packages.py"
            % (args.knowledge, len(changes))
        )
        return 1
    new_text = splice(text, new)
    check = json.loads(new_text)
    if check.get("packages") != new or "python_packages" in check:
        log("internal error: the spliced file does not read back as written; nothing written")
        return 2
    with open(args.knowledge + ".tmp", "w", encoding="utf-8") as handle:
        handle.write(new_text)
    os.replace(args.knowledge + ".tmp", args.knowledge)
    print(
        "wrote %s (packages section: %d bytes, %d releases)"
        % (args.knowledge, len(render_member_value(new)), len(new["releases"]))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
