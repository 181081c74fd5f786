"""`cudacompat variant` on real wheels, checked by the references.

A pytest module, a test per behaviour (tests/variant/CMakeLists.txt runs it with --cudacompat).

Behaviours (one ctest each, test_<behaviour with underscores>):
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
  a-and-f-targets-take-the-plain-number
                              a library nvcc 13.0 builds for sm_90a, sm_100a and sm_100f (SASS) and
                              compute_100f (PTX): sm_arch 90_real, 100_real, 100_virtual; a warning for
                              sm_100a (major 10 has newer GPUs in compat/knowledge.json) and none for
                              sm_90a (it has none)
  made-wheels-are-whole       `variant make` rewrites the real wheels: unsuffixed names, RECORD
                              that the audit finds true (no record-mismatch), the variant.json
                              variantlib reads from the wheel equal to what `variant show` derived
  uv-chooses-by-the-bounds    uv 0.13.8 (--preview-features wheel-variants) on the made wheels: the
                              null variant installs and imports on this machine; with the NVIDIA
                              provider's forced driver and GPU, the cuRAND cu12 variant is chosen at
                              its lower bound, and refused one minor below it and at its upper bound

Real wheels only: the wheel cache of ci/main.sh (/var/cache/cudacompat/wheels). Skipped where a
wheel, cuobjdump or variantlib is missing.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from case_checks import skip
from wheel_variants import (
    CACHE,
    KERNEL,
    NVCC,
    cuobjdump_targets,
    known_gpus,
    record_line,
    release_reported_by,
    run,
    uv_install,
    uv_or_skip,
)

# Three projects: CuPy built for CUDA 13, NVIDIA's cuRAND for CUDA 12 (SASS and PTX of its newest
# target only), and a pure-Python wheel (the null variant).
WHEELS = {
    "cupy": "cupy_cuda13x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
    "curand": "nvidia_curand_cu12-10.3.5.147-py3-none-manylinux2014_x86_64.whl",
    "pathfinder": "cuda_pathfinder-1.1.0-py3-none-any.whl",
}


def wheel(key: str) -> Path:
    path = CACHE / WHEELS[key]
    if not path.exists():
        skip(f"{path} is not in the wheel cache (ci/main.sh fills it)")
    return path


def show(tool: str, path: Path) -> dict:
    done = run(tool, "variant", "show", "--json", str(path))
    assert done.returncode == 0, f"variant show {path.name}: exit {done.returncode}\n{done.stderr}"
    document = json.loads(done.stdout)
    assert document["schema"] == "cudacompat-variant/1", document["schema"]
    [entry] = document["wheels"]
    return entry


def values(entry: dict, feature: str) -> list[str]:
    return sorted(p["value"] for p in entry["properties"] if p["feature"] == feature)


def test_sm_arch_matches_cuobjdump(tool: str) -> None:
    for key in ("cupy", "curand"):
        path = wheel(key)
        derived = set(values(show(tool, path), "sm_arch"))
        listed = cuobjdump_targets(path)
        assert listed, f"cuobjdump lists no device code in {path.name}: the check would prove nothing"
        assert derived == listed, f"{path.name}: derived {sorted(derived)}, cuobjdump {sorted(listed)}"
        print(f"{path.name}: sm_arch {sorted(derived)} = cuobjdump's")


def test_bounds_match_audit_floors(tool: str) -> None:
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


def test_variantlib_validates(tool: str) -> None:
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


def small_variant_wheel(folder: Path, label: str, variant_text: str) -> Path:
    """A wheel of one release, `demo 1.0`, carrying a variant.json we wrote for a real wheel."""
    dist = "demo-1.0.dist-info"
    files = {
        f"{dist}/METADATA": b"Metadata-Version: 2.1\nName: demo\nVersion: 1.0\n",
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: test_variants.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist}/variant.json": variant_text.encode(),
    }
    record = "\n".join(record_line(n, d) for n, d in files.items()) + f"\n{dist}/RECORD,,\n"
    path = folder / f"demo-1.0-py3-none-any-{label}.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
        archive.writestr(f"{dist}/RECORD", record)
    return path


def test_index_matches_variantlib(tool: str) -> None:
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


def test_bad_variant_json_refused(tool: str) -> None:
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


# The targets compiled, as nvcc's -gencode pairs: (virtual architecture, code).
SUFFIXED = [
    ("compute_90a", "sm_90a"),
    ("compute_100a", "sm_100a"),
    ("compute_100f", "sm_100f"),
    ("compute_100f", "compute_100f"),
]


def test_a_and_f_targets_take_the_plain_number(tool: str) -> None:
    if not NVCC.exists():
        skip(f"no {NVCC}: the a/f targets are compiled by the real nvcc")
    with tempfile.TemporaryDirectory() as scratch:
        library = Path(scratch) / "_kernels.so"
        gencode = [arg for arch, code in SUFFIXED for arg in ("-gencode", f"arch={arch},code={code}")]
        subprocess.run(
            [str(NVCC), "-shared", "-Xcompiler", "-fPIC", *gencode, str(KERNEL), "-o", str(library)],
            check=True,
            capture_output=True,
        )
        path = Path(scratch) / "suffixed-0.1-py3-none-linux_x86_64.whl"
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.write(library, "suffixed/_kernels.so")
            archive.writestr("suffixed-0.1.dist-info/METADATA", "Metadata-Version: 2.1\nName: suffixed\nVersion: 0.1\n")
            archive.writestr("suffixed-0.1.dist-info/WHEEL", "Wheel-Version: 1.0\nTag: py3-none-linux_x86_64\n")
        done = run(tool, "variant", "show", "--json", str(path))
        assert done.returncode == 0, done.stderr
        document = json.loads(done.stdout)
        [entry] = document["wheels"]
    # The documented mapping: the suffix dropped, the kind kept.
    expected = {
        re.sub(
            r"^(sm|compute)_(\d+)[af]$", lambda m: m.group(2) + ("_real" if m.group(1) == "sm" else "_virtual"), code
        )
        for _, code in SUFFIXED
    }
    assert set(values(entry, "sm_arch")) == expected, f"sm_arch {values(entry, 'sm_arch')}, expected {sorted(expected)}"
    gpus = known_gpus()
    warned = {d["message"].split()[0] for d in document["diagnostics"] if d["code"] == "variant-arch-specific-target"}
    for _, code in SUFFIXED:
        if not code.startswith("sm_") or not code.endswith("a"):
            continue
        number = int(code[3:-1])
        overstated = any(g // 10 == number // 10 and g % 10 > number % 10 for g in gpus)
        assert (code in warned) == overstated, f"{code}: warned {code in warned}, newer GPUs of its major: {overstated}"
        print(f"{code}: {'warned' if overstated else 'no warning'} (newer GPUs of major {number // 10}: {overstated})")
    print(f"sm_arch {sorted(expected)} from {[c for _, c in SUFFIXED]}")


def made_wheels(tool: str, folder: Path) -> dict[str, Path]:
    done = run(tool, "variant", "make", "-o", str(folder), *(str(wheel(key)) for key in WHEELS))
    assert done.returncode == 0, f"variant make: exit {done.returncode}\n{done.stderr}"
    made = [Path(line) for line in done.stdout.split()]
    assert len(made) == len(WHEELS), done.stdout
    return dict(zip(WHEELS, made))


def test_made_wheels_are_whole(tool: str) -> None:
    VariantDistInfo, _ = variantlib_or_skip()
    with tempfile.TemporaryDirectory() as scratch:
        for key, made in made_wheels(tool, Path(scratch)).items():
            original = show(tool, wheel(key))
            assert not re.search(r"[-_]cu(da)?\d+x?-", made.name), f"{made.name}: the CUDA suffix is still in the name"
            assert made.name.endswith(f"-{original['label']}.whl"), f"{made.name}: not labelled {original['label']}"
            audit = json.loads(run(tool, "audit", "--json", str(made)).stdout)
            codes = [f["code"] for p in audit["packages"] for f in p.get("findings", [])]
            assert "record-mismatch" not in codes, f"{made.name}: RECORD does not describe the files: {codes}"
            with zipfile.ZipFile(made) as archive:
                [member] = [n for n in archive.namelist() if n.endswith(".dist-info/variant.json")]
                info = VariantDistInfo(archive.read(member), original["label"])
            theirs = sorted(p.to_str() for p in info.variant_desc.properties)
            assert theirs == sorted(p["property"] for p in original["properties"]), f"{made.name}: {theirs}"
            print(f"{wheel(key).name} -> {made.name}: RECORD true, variantlib reads {len(theirs)} properties")


def test_uv_chooses_by_the_bounds(tool: str) -> None:
    uv = uv_or_skip()
    with tempfile.TemporaryDirectory() as scratch:
        folder, venv = Path(scratch) / "wheels", Path(scratch) / "venv"
        folder.mkdir()
        made = made_wheels(tool, folder)
        done = run(tool, "variant", "index", str(folder))
        assert done.returncode == 0, done.stderr
        subprocess.run([*uv, "venv", "--quiet", "--python", sys.executable, str(venv)], check=True)

        # The null variant: chosen with no GPU to select on, and its CPU path imports.
        done = uv_install(uv, venv, folder, "cuda-pathfinder", {})
        assert done.returncode == 0 and made["pathfinder"].name.split("-")[0] in done.stderr.replace("-", "_"), (
            done.stderr
        )
        imported = subprocess.run(
            [str(venv / "bin" / "python"), "-c", "import cuda.pathfinder"], capture_output=True, text=True
        )
        assert imported.returncode == 0, imported.stderr
        print(f"null variant: {made['pathfinder'].name} installed and imports")

        # cuRAND's cu12 variant under the provider's forced driver and GPU, at and around its bounds.
        curand = show(tool, wheel("curand"))
        lower = values(curand, "cuda_version_lower_bound")[0]
        upper = values(curand, "cuda_version_upper_bound")[0]
        real = sorted(v for v in values(curand, "sm_arch") if v.endswith("_real"))[-1]
        gpu = f"{int(real.split('_')[0]) // 10}.{int(real.split('_')[0]) % 10}"
        major, minor = (int(part) for part in lower.split("."))
        below = f"{major}.{minor - 1}" if minor > 0 else f"{major - 1}.9"
        package = made["curand"].name.split("-")[0].replace("_", "-")
        for driver, chosen in ((lower, True), (below, False), (f"{upper}.0", False)):
            forced = {"NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION": driver, "NV_VARIANT_PROVIDER_FORCE_SM_ARCH": gpu}
            done = uv_install(uv, venv, folder, package, forced, dry_run=True)
            if chosen:
                assert done.returncode == 0 and f"+ {package}==" in done.stderr, (
                    f"driver {driver}, GPU {gpu}: uv refused the variant\n{done.stderr}"
                )
            else:
                assert done.returncode != 0 and "unsupported wheel variants" in done.stderr, (
                    f"driver {driver}, GPU {gpu}: uv installed it (bounds {lower}, {upper})\n{done.stderr}"
                )
            print(f"driver {driver}, GPU {gpu}: {'installed' if chosen else 'refused'} (bounds {lower} .. <{upper})")
