"""Each command's `--json` against its JSON Schema in schemas/, with `jsonschema`.

A pytest module (ctest runs each test function: tests/schemas/CMakeLists.txt). The tests run the real
tool on real inputs the other tests use (the installed toolkits, the wheel cache, tests/migrate/corpus,
tests/pin/corpus); the last one makes a real document wrong in one place each way and sees it rejected:
the schemas can fail.

Every document must validate against schemas/cudacompat-<command>-1.schema.json, which refers to
schemas/cudacompat-envelope-1.schema.json (the head every command writes: schema, tool, version,
diagnostics). The audit and doctor cases also name a path that does not exist and find it among the
diagnostics. A test skips where jsonschema is not installed or an input is missing on this machine.
"""

import glob
import json
import os

from case_checks import ROOT, expect, run_json, skip

SCHEMAS = os.path.join(ROOT, "schemas")
TOOLKITS = "/opt/cudacompat/toolkits"
MISSING = "/nonexistent/cudacompat/libmissing.so"


def validator(command):
    """The command's schema, with the envelope schema it refers to resolved from schemas/."""
    try:
        import jsonschema
        from referencing import Registry, Resource
    except ImportError as error:
        skip(f"jsonschema (ci/requirements-test.txt) is needed: {error}")
    resources = []
    for path in sorted(glob.glob(os.path.join(SCHEMAS, "*.schema.json"))):
        with open(path, encoding="utf-8") as stream:
            schema = json.load(stream)
        jsonschema.Draft202012Validator.check_schema(schema)
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    path = os.path.join(SCHEMAS, f"cudacompat-{command}-1.schema.json")
    expect(os.path.exists(path), f"{path}: no schema for {command}")
    with open(path, encoding="utf-8") as stream:
        schema = json.load(stream)
    return jsonschema.Draft202012Validator(schema, registry=registry)


def errors_of(check, document):
    return sorted(check.iter_errors(document), key=lambda e: list(e.absolute_path))


def validate(command, document, what):
    check = validator(command)
    problems = errors_of(check, document)
    expect(
        not problems,
        f"{what}: {len(problems)} schema violations: "
        + "; ".join(f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in problems[:5]),
    )
    expect(document["schema"] == f"cudacompat-{command}/1", f"{what}: schema {document['schema']!r}")
    print(
        f"{what}: valid against cudacompat-{command}-1.schema.json "
        f"({len(document)} keys, {len(document['diagnostics'])} diagnostics)"
    )


def toolkit_roots():
    roots = ["/usr/local/cuda"] if os.path.isdir("/usr/local/cuda") else []
    try:
        with open(os.path.join(TOOLKITS, "manifest.json"), encoding="utf-8") as handle:
            roots += [toolkit["root"] for toolkit in json.load(handle)["toolkits"]]
    except (OSError, ValueError, KeyError):
        pass
    return roots


def artifact(cache):
    """A real artifact: NVIDIA's CUDA 12.0 runtime wheel from the cache, else a toolkit's libcudart."""
    wheels = sorted(glob.glob(os.path.join(cache or "", "nvidia_cuda_runtime_cu12-12.0.146-*.whl")))
    if wheels:
        return wheels[0]
    for root in toolkit_roots():
        found = sorted(glob.glob(os.path.join(root, "**", "libcudart.so.*.*"), recursive=True))
        if found:
            return found[0]
    skip(f"no CUDA runtime wheel in {cache} and no libcudart in {toolkit_roots()}")


def diagnostic_at(document, code, where, what):
    found = [d for d in document["diagnostics"] if d["code"] == code and d.get("where") == where]
    expect(
        found and found[0]["severity"] == "error",
        f"{what}: no {code} error at {where} among the diagnostics {document['diagnostics']}",
    )
    expect(
        found[0]["message"] in document["input_errors"],
        f"{what}: the diagnostic's message {found[0]['message']!r} is not one of input_errors "
        f"{document['input_errors']}",
    )


def test_probe_json_validates_against_its_schema(tool):
    roots = toolkit_roots()
    if not roots:
        skip("no toolkit installed (/usr/local/cuda, /opt/cudacompat/toolkits)")
    for root in roots:
        document = run_json(tool, ["probe", "--root", root, "--features", "skip", "--archs", "75;80;90", "--json"])
        validate("probe", document, f"probe --root {root}")
        expect(document["schema_version"] == 1, "probe: schema_version, which readers of the probe report use, is gone")
        # Under --archs-shape fewest the report adds architectures.shape.
        fewest = run_json(
            tool,
            ["probe", "--root", root, "--features", "skip", "--archs", "75;80;90", "--archs-shape", "fewest", "--json"],
        )
        validate("probe", fewest, f"probe --root {root} --archs-shape fewest")
        if fewest["architectures"] is None and not fewest["decision"]["build_cuda"]:
            continue  # no usable toolkit under the root (the CPU-only machine check hides them): no list to shape
        expect(
            (fewest["architectures"] or {}).get("shape", {}).get("asked") == ["75", "80", "90"],
            f"probe --archs-shape fewest: no architectures.shape with the list asked: {fewest['architectures']}",
        )


def test_audit_json_validates_against_its_schema(tool, wheel_cache):
    path = artifact(wheel_cache)
    validate("audit", run_json(tool, ["audit", "--no-progress", "--json", path]), f"audit {os.path.basename(path)}")
    document = run_json(tool, ["audit", "--no-progress", "--json", path, MISSING], codes=(2,))
    validate("audit", document, f"audit {os.path.basename(path)} {MISSING}")
    diagnostic_at(document, "input-unreadable", MISSING, "audit")


def test_doctor_json_validates_against_its_schema(tool, wheel_cache):
    path = artifact(wheel_cache)
    validate("doctor", run_json(tool, ["doctor", "--json", path]), f"doctor {os.path.basename(path)}")
    document = run_json(tool, ["doctor", "--json", path, MISSING], codes=(2,))
    validate("doctor", document, f"doctor {os.path.basename(path)} {MISSING}")
    diagnostic_at(document, "input-unreadable", MISSING, "doctor")


def test_matrix_json_validates_against_its_schema(tool):
    for cuda in (">=11.8,<14", ">=12.4"):
        validate("matrix", run_json(tool, ["matrix", "--cuda", cuda, "--json"]), f"matrix --cuda {cuda}")


def test_variant_json_validates_against_its_schema(tool, wheel_cache):
    wheels = [
        os.path.join(wheel_cache, name)
        for name in (
            "cupy_cuda13x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
            "nvidia_curand_cu12-10.3.5.147-py3-none-manylinux2014_x86_64.whl",
            "cuda_pathfinder-1.1.0-py3-none-any.whl",
        )
    ]
    for wheel in wheels:
        if not os.path.exists(wheel):
            skip(f"{wheel} is not in the wheel cache")
    document = run_json(tool, ["variant", "show", "--json", *wheels])
    validate("variant", document, "variant show " + " ".join(os.path.basename(w) for w in wheels))
    expect(len(document["wheels"]) == 3, "variant show: one entry per wheel")


def test_abi_diff_json_validates_against_its_schema(tool, wheel_cache):
    tag = "cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64"
    old, new = (os.path.join(wheel_cache or "", f"cuda_python-{v}-{tag}.whl") for v in ("12.6.0", "12.6.1"))
    for path in (old, new):
        if not os.path.exists(path):
            skip(f"{path} is not cached (the abi tests' fixture abi.fetch_cuda_python_wheels downloads it)")
    validate("abi-diff", run_json(tool, ["abi-diff", "--json", old, new]), "abi-diff cuda-python 12.6.0 -> 12.6.1")


def test_gate_json_validates_against_its_schema(tool, wheel_cache):
    tag = "cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64"
    old, new = (os.path.join(wheel_cache or "", f"cuda_python-{v}-{tag}.whl") for v in ("12.6.0", "12.6.1"))
    for path in (old, new):
        if not os.path.exists(path):
            skip(f"{path} is not cached (the abi tests' fixture abi.fetch_cuda_python_wheels downloads it)")
    # With --check, a real requirements file of the pin corpus: its results are under "files".
    requirements = os.path.join(ROOT, "tests", "pin", "corpus", "flashinfer-ai__flashinfer", "requirements.txt")
    document = run_json(tool, ["gate", "--json", new, "--previous", old, "--check", requirements, "--cuda", "12.0"])
    validate("gate", document, "gate 12.6.1 --previous 12.6.0 --check requirements.txt")
    expect(
        document["verdict"] == "do-not-ship"
        and document["artifacts"][0]["results"]
        and document["files"][0]["results"],
        "gate 12.6.1 --previous 12.6.0 --check: no results for the artifact or the file, or not do-not-ship",
    )


def test_migrate_json_validates_against_its_schema(tool):
    with open(os.path.join(ROOT, "tests", "migrate", "corpus", "manifest.json"), encoding="utf-8") as stream:
        projects = [p for p in json.load(stream)["projects"] if p.get("pairs")][:3]
    for project in projects:
        old, new = project["pairs"][-1].split("->")
        tree = os.path.join("tests", "migrate", "corpus", project["id"])
        document = run_json(tool, ["migrate", "--jobs", "1", "--from", old, "--to", new, "--json", tree])
        validate("migrate", document, f"migrate --from {old} --to {new} {tree}")
        expect(
            len(document["diagnostics"]) == len(document["skipped"]) + len(document["warnings"]),
            f"migrate {tree}: {len(document['diagnostics'])} diagnostics for {len(document['skipped'])} skipped "
            f"and {len(document['warnings'])} not understood",
        )


def test_pin_check_json_validates_against_its_schema(tool):
    corpus = os.path.join("tests", "pin", "corpus")
    with open(os.path.join(ROOT, corpus, "expected.json"), encoding="utf-8") as stream:
        entries = json.load(stream)["files"]
    # Files with findings and files without, at each release they are judged at.
    chosen = [e for e in entries if any(e["versions"].values())][:3] + [
        e for e in entries if not any(e["versions"].values())
    ][:2]
    for entry in chosen:
        for cuda in sorted(entry["versions"]):
            path = os.path.join(corpus, entry["file"])
            document = run_json(tool, ["pin", "--cuda", cuda, "--check", "--json", path], codes=(0, 1, 2))
            validate("pin-check", document, f"pin --check --cuda {cuda} {path}")
            expect(
                len(document["diagnostics"]) == len(document["errors"]) + len(document["notes"]),
                f"pin --check {path}: diagnostics are not its errors and notes",
            )


def test_a_document_broken_in_one_place_is_rejected(tool):
    """A real document, made wrong one way at a time: each must be rejected."""
    document = run_json(tool, ["matrix", "--cuda", ">=12.4", "--json"])
    validate("matrix", document, "matrix --cuda >=12.4")
    check = validator("matrix")
    breakages = {
        "without the envelope's diagnostics": lambda d: d.pop("diagnostics"),
        "with another command's schema": lambda d: d.update(schema="cudacompat-audit/1"),
        "with a diagnostic of an unknown severity": lambda d: d["diagnostics"].append(
            {"severity": "fatal", "code": "pin-warning", "message": "x"}
        ),
        "with a diagnostic whose code is not kebab-case": lambda d: d["diagnostics"].append(
            {"severity": "note", "code": "Pin Warning", "message": "x"}
        ),
        "without the body's jobs": lambda d: d.pop("jobs"),
        "with a job's CUDA release as a number": lambda d: d["jobs"][0].update(cuda=12.4),
    }
    for what, breakage in breakages.items():
        broken = json.loads(json.dumps(document))
        breakage(broken)
        expect(errors_of(check, broken), f"the matrix document {what} validates: the schema cannot fail there")
        print(f"rejected: the matrix document {what}")
