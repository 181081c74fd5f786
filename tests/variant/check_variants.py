"""`cudacompat variant` on real wheels, checked by the references.

Usage: check_variants.py CUDACOMPAT BEHAVIOUR

Behaviours (one ctest each):
  sm-arch-matches-cuobjdump   the derived sm_arch equals what cuobjdump --list-elf --list-ptx lists
                              across the wheel's binaries (a/f suffixes dropped, as the derivation
                              documents)
  bounds-match-audit-floors   cuda_version_lower_bound is the CUDA release whose first driver the
                              audit's floor reaches (compat/knowledge.json, read here), the upper
                              bound the major after the one the wheel's name says
  variantlib-validates        variantlib 0.2.2 reads every variant.json we write, with its label
  index-matches-variantlib    our {name}-{version}-variants.json equals variantlib's
                              generate-index-json over the same wheels, and variantlib reads it
  bad-variant-json-refused    not JSON, an unknown $schema, an unknown namespace: exit 2, a message
                              naming the file, nothing written

Real wheels only: the wheel cache of ci/main.sh (/var/cache/cudacompat/wheels). Exits 77 (skipped)
where a wheel, cuobjdump or variantlib is missing.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

CACHE = Path("/var/cache/cudacompat/wheels")
KNOWLEDGE = Path(__file__).resolve().parents[2] / "compat" / "knowledge.json"
# Three projects: CuPy built for CUDA 13, NVIDIA's cuRAND for CUDA 12 (SASS and PTX of its newest
# target only), and a pure-Python wheel (the null variant).
WHEELS = {
    "cupy": "cupy_cuda13x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
    "curand": "nvidia_curand_cu12-10.3.5.147-py3-none-manylinux2014_x86_64.whl",
    "pathfinder": "cuda_pathfinder-1.1.0-py3-none-any.whl",
}
MANIFEST = Path("/opt/cudacompat/toolkits/manifest.json")
SKIP = 77


def skip(why: str) -> None:
    print(f"SKIPPED: {why}")
    sys.exit(SKIP)


def wheel(key: str) -> Path:
    path = CACHE / WHEELS[key]
    if not path.exists():
        skip(f"{path} is not in the wheel cache (ci/main.sh fills it)")
    return path


def run(tool: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([tool, *args], capture_output=True, text=True, check=False)


def show(tool: str, path: Path) -> dict:
    done = run(tool, "variant", "show", "--json", str(path))
    assert done.returncode == 0, f"variant show {path.name}: exit {done.returncode}\n{done.stderr}"
    document = json.loads(done.stdout)
    assert document["schema"] == "cudacompat-variant/1", document["schema"]
    [entry] = document["wheels"]
    return entry


def values(entry: dict, feature: str) -> list[str]:
    return sorted(p["value"] for p in entry["properties"] if p["feature"] == feature)


def newest_cuobjdump() -> str:
    """The cuobjdump ci/install-toolkits.sh installed (its manifest's tools: CUDA 13.5's, which reads
    every cubin ABI), else one on PATH."""
    if MANIFEST.exists():
        for tool in json.loads(MANIFEST.read_text()).get("tools", []):
            if tool.get("name") == "cuobjdump" and Path(tool["path"]).exists():
                return tool["path"]
    found = shutil.which("cuobjdump")
    if not found:
        skip(f"no cuobjdump: not in {MANIFEST} (ci/install-toolkits.sh) nor on PATH")
    return found


def cuobjdump_targets(path: Path) -> set[str]:
    cuobjdump = newest_cuobjdump()
    targets: set[str] = set()
    with tempfile.TemporaryDirectory() as scratch, zipfile.ZipFile(path) as archive:
        for member in archive.namelist():
            if not re.search(r"\.so(\.[0-9]+)*$", member):
                continue
            extracted = archive.extract(member, scratch)
            done = subprocess.run(
                [cuobjdump, "--list-elf", "--list-ptx", extracted], capture_output=True, text=True, check=False
            )
            # "ELF file    1: name.sm_90.cubin" / "PTX file    1: name.sm_90.ptx"; a binary without
            # device code makes cuobjdump exit 255 with "does not contain device code".
            for kind, arch in re.findall(
                r"^(ELF|PTX) file\s+\d+: .*\.sm_(\d+)[af]?\.(?:cubin|ptx)$", done.stdout, re.M
            ):
                targets.add(f"{arch}_{'real' if kind == 'ELF' else 'virtual'}")
    return targets


def sm_arch_matches_cuobjdump(tool: str) -> None:
    for key in ("cupy", "curand"):
        path = wheel(key)
        derived = set(values(show(tool, path), "sm_arch"))
        listed = cuobjdump_targets(path)
        assert listed, f"cuobjdump lists no device code in {path.name}: the check would prove nothing"
        assert derived == listed, f"{path.name}: derived {sorted(derived)}, cuobjdump {sorted(listed)}"
        print(f"{path.name}: sm_arch {sorted(derived)} = cuobjdump's")


def release_reported_by(driver: str) -> str:
    """The CUDA release a driver reports: the newest whose first bundled driver it reaches."""

    def key(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in text.split("."))

    newest = None
    for release in json.loads(KNOWLEDGE.read_text())["releases"]:
        drivers = release.get("bundled_drivers", {}).values()
        if drivers and key(driver) >= min(key(d) for d in drivers):
            newest = release["version"]
    assert newest, f"driver {driver} is older than every release"
    return newest


def bounds_match_audit_floors(tool: str) -> None:
    for key in ("cupy", "curand"):
        path = wheel(key)
        entry = show(tool, path)
        audit = run(tool, "audit", "--json", str(path))
        assert audit.returncode in (0, 1), audit.stderr
        floor = json.loads(audit.stdout)["summary"]["min_driver"]
        expected_lower = release_reported_by(floor)
        assert values(entry, "cuda_version_lower_bound") == [expected_lower], (
            f"{path.name}: lower bound {values(entry, 'cuda_version_lower_bound')}, audit floor {floor} "
            f"reports CUDA {expected_lower}"
        )
        named = int(re.search(r"_cu(?:da)?(\d+)x?-", path.name).group(1))
        assert values(entry, "cuda_version_upper_bound") == [str(named + 1)], (
            f"{path.name}: upper bound {values(entry, 'cuda_version_upper_bound')}, its name says CUDA {named}"
        )
        print(
            f"{path.name}: floor {floor} -> lower bound {expected_lower}; name says CUDA {named} -> upper {named + 1}"
        )
    pure = show(tool, wheel("pathfinder"))
    assert pure["properties"] == [] and pure["label"] == "null", pure


def variant_json(tool: str, path: Path, out: Path) -> tuple[str, str]:
    done = run(tool, "variant", "json", str(path), "-o", str(out))
    assert done.returncode == 0, f"variant json {path.name}: exit {done.returncode}\n{done.stderr}"
    text = out.read_text()
    return json.loads(text)["variants"].popitem()[0], text


def variantlib_or_skip():
    try:
        from variantlib.variant_dist_info import VariantDistInfo
        from variantlib.variants_json import VariantsJson
    except ImportError:
        skip("variantlib is not installed (ci/requirements-test.txt; ci/install-python-deps.sh installs it)")
    return VariantDistInfo, VariantsJson


def variantlib_validates(tool: str) -> None:
    VariantDistInfo, _ = variantlib_or_skip()
    with tempfile.TemporaryDirectory() as scratch:
        for key in WHEELS:
            path = wheel(key)
            label, text = variant_json(tool, path, Path(scratch) / f"{key}.json")
            info = VariantDistInfo(text, label)  # raises ValidationError on anything it refuses
            theirs = sorted(p.to_str() for p in info.variant_desc.properties)
            ours = sorted(p["property"] for p in show(tool, path)["properties"])
            assert theirs == ours, f"{path.name}: variantlib reads {theirs}, we derived {ours}"
            print(f"{path.name}: label {label}, variantlib reads {len(theirs)} properties")


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def small_variant_wheel(folder: Path, label: str, variant_text: str) -> Path:
    """A wheel of one release, `demo 1.0`, carrying a variant.json we wrote for a real wheel."""
    dist = "demo-1.0.dist-info"
    files = {
        f"{dist}/METADATA": b"Metadata-Version: 2.1\nName: demo\nVersion: 1.0\n",
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: check_variants.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist}/variant.json": variant_text.encode(),
    }
    record = "\n".join(record_line(n, d) for n, d in files.items()) + f"\n{dist}/RECORD,,\n"
    path = folder / f"demo-1.0-py3-none-any-{label}.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
        archive.writestr(f"{dist}/RECORD", record)
    return path


def index_matches_variantlib(tool: str) -> None:
    _, VariantsJson = variantlib_or_skip()
    with tempfile.TemporaryDirectory() as scratch:
        ours_dir, theirs_dir = Path(scratch) / "ours", Path(scratch) / "theirs"
        ours_dir.mkdir()
        theirs_dir.mkdir()
        for key in WHEELS:
            label, text = variant_json(tool, wheel(key), Path(scratch) / f"{key}.json")
            small_variant_wheel(ours_dir, label, text)
            small_variant_wheel(theirs_dir, label, text)
        done = run(tool, "variant", "index", str(ours_dir))
        assert done.returncode == 0, f"variant index: exit {done.returncode}\n{done.stderr}"
        reference = subprocess.run(
            [
                sys.executable,
                "-c",
                "from variantlib.commands.main import main; main()",
                "generate-index-json",
                "-d",
                str(theirs_dir),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert reference.returncode == 0, reference.stderr
        ours = json.loads((ours_dir / "demo-1.0-variants.json").read_text())
        theirs = json.loads((theirs_dir / "demo-1.0-variants.json").read_text())
        VariantsJson(ours)  # variantlib reads our index
        # variantlib writes its own draft's $schema (v0.2.0); ours names PEP 825's 0.1.1 on purpose.
        assert ours.pop("$schema") == "https://variants-schema.wheelnext.dev/peps/825/v0.1.1.json"
        theirs.pop("$schema")
        assert ours == theirs, f"ours:\n{json.dumps(ours, indent=1)}\nvariantlib's:\n{json.dumps(theirs, indent=1)}"
        print(f"index of {sorted(ours['variants'])}: equal to variantlib's generate-index-json")


def bad_variant_json_refused(tool: str) -> None:
    good = json.dumps(
        {
            "$schema": "https://variants-schema.wheelnext.dev/peps/825/v0.1.1.json",
            "default-priorities": {"namespace": ["nvidia"]},
            "variants": {"cu12": {}},
        }
    )
    cases = {
        "not JSON": ("{ this is not json", "not JSON"),
        "an unknown $schema": (good.replace("peps/825/v0.1.1.json", "v9.9.9.json"), "unknown `$schema`"),
        "an unknown namespace": (
            good.replace('"cu12": {}', '"cu12": {"x86_64": {"level": ["v3"]}}'),
            "namespace `x86_64`",
        ),
    }
    for case, (text, said) in cases.items():
        with tempfile.TemporaryDirectory() as scratch:
            folder = Path(scratch)
            small_variant_wheel(folder, "cu12", text)
            done = run(tool, "variant", "index", str(folder))
            assert done.returncode == 2, f"{case}: exit {done.returncode}, wanted 2\n{done.stderr}"
            assert said in done.stderr and "demo-1.0-py3-none-any-cu12.whl" in done.stderr, f"{case}: {done.stderr}"
            assert not (folder / "demo-1.0-variants.json").exists(), f"{case}: an index was written"
            print(f"{case}: exit 2: {done.stderr.strip()}")


BEHAVIOURS = {
    "sm-arch-matches-cuobjdump": sm_arch_matches_cuobjdump,
    "bounds-match-audit-floors": bounds_match_audit_floors,
    "variantlib-validates": variantlib_validates,
    "index-matches-variantlib": index_matches_variantlib,
    "bad-variant-json-refused": bad_variant_json_refused,
}

if __name__ == "__main__":
    BEHAVIOURS[sys.argv[2]](sys.argv[1])
