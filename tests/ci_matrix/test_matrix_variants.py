"""`cudacompat matrix --variants`: one job per wheel variant, and the properties each job names are
what its build derives.

A pytest module, a test per case (tests/ci_matrix/CMakeLists.txt runs it with --cudacompat):
  test_one_job_per_variant_names_its_label_and_properties
      --cuda '>=12.4,<14' --archs 80,90: a cu12 job (the newest 12.x in range), a cu13 job (the newest
      13.x) and a null job (CUDACOMPAT_CUDA=OFF, no toolkit, no pins); the JSON validates against
      schemas/cudacompat-matrix-1.schema.json (jsonschema); the GitHub output carries the same labels
      and properties as strings
  test_the_planned_variant_is_what_the_build_derives
      for a range holding one installed toolkit (CUDA 12.4, CUDA 13.0: ci/install-toolkits.sh's
      manifest), the job's architectures are built by that real nvcc into a wheel, and `variant
      show` derives from it exactly the properties the job names

Skipped where jsonschema or a toolkit is missing.
"""

from __future__ import annotations

import json
import subprocess
import zipfile
from pathlib import Path

from case_checks import run, skip

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = Path("/opt/cudacompat/toolkits/manifest.json")
KERNEL = (
    "__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }\n"
    'extern "C" void launch(float* x) { scale<<<1, 32>>>(x, 2.0f); }\n'
)


def matrix(tool: str, *args: str) -> subprocess.CompletedProcess:
    done = run([tool, "matrix", *args])
    assert done.returncode == 0, f"matrix {' '.join(args)}: exit {done.returncode}\n{done.stderr}"
    return done


def validate(document: dict) -> None:
    try:
        import jsonschema
        from referencing import Registry, Resource
    except ImportError:
        skip("jsonschema is not installed (ci/requirements-test.txt)")
    schemas = {p.name: json.loads(p.read_text()) for p in (ROOT / "schemas").glob("*.schema.json")}
    resources = [(name, Resource.from_contents(s)) for name, s in schemas.items()]
    resources += [(s["$id"], Resource.from_contents(s)) for s in schemas.values()]
    schema = schemas["cudacompat-matrix-1.schema.json"]
    jsonschema.Draft202012Validator(schema, registry=Registry().with_resources(resources)).validate(document)


def test_one_job_per_variant_names_its_label_and_properties(tool: str) -> None:
    args = ["--cuda", ">=12.4,<14", "--archs", "80,90", "--variants"]
    document = json.loads(matrix(tool, *args, "--json").stdout)
    validate(document)
    jobs = {job["variant"]["label"]: job for job in document["jobs"]}
    assert sorted(jobs) == ["cu12", "cu13", "null"], sorted(jobs)
    releases = [job["cuda"] for job in json.loads(matrix(tool, "--cuda", ">=12.4,<14", "--json").stdout)["jobs"]]
    for label, major in (("cu12", 12), ("cu13", 13)):
        job = jobs[label]
        newest = max((r for r in releases if int(r.split(".")[0]) == major), key=lambda r: int(r.split(".")[1]))
        assert job["cuda"] == newest, f"{label}: built with CUDA {job['cuda']}, not the newest {major}.x, {newest}"
        properties = job["variant"]["properties"]
        assert properties["cuda_version_upper_bound"] == [str(major + 1)], properties
        assert properties["sm_arch"] == ["80_real", "80_virtual", "90_real", "90_virtual"], properties
        assert job["variant"]["cudacompat_cuda"] == "ON" and job["pins"] is not None, job
    null = jobs["null"]
    assert null["cuda"] is None and null["pins"] is None and null["requirements"] == [], null
    assert null["variant"] == {"label": "null", "namespace": "nvidia", "properties": {}, "cudacompat_cuda": "OFF"}
    github = json.loads(matrix(tool, *args, "--format", "github").stdout)["include"]
    assert all(isinstance(v, str) for item in github for v in item.values()), "GitHub variables are strings"
    by_label = {item["variant"]: item for item in github}
    assert sorted(by_label) == sorted(jobs), sorted(by_label)
    for label, job in jobs.items():
        named = sorted(
            f"nvidia :: {feature} :: {value}"
            for feature, values in job["variant"]["properties"].items()
            for value in values
        )
        got = sorted(filter(None, by_label[label]["variant_properties"].split("; ")))
        assert got == named, f"{label}: github {got}, json {named}"
    assert by_label["null"]["cudacompat_cuda"] == "OFF" and by_label["null"]["cuda"] == ""
    print(f"{len(jobs)} jobs: " + ", ".join(f"{label} (CUDA {job['cuda']})" for label, job in sorted(jobs.items())))


def toolkits() -> dict[str, dict]:
    if not MANIFEST.exists():
        skip(f"no {MANIFEST} (ci/install-toolkits.sh)")
    return {t["name"]: t for t in json.loads(MANIFEST.read_text())["toolkits"]}


def derived(tool: str, nvcc: str, host: str, architectures: list[str], scratch: Path) -> dict[str, list[str]]:
    """The properties `variant show` derives from a wheel holding the kernel built for `architectures`."""
    (scratch / "kernel.cu").write_text(KERNEL)
    library = scratch / "libkernel.so"
    gencode = [f"-gencode=arch=compute_{a},code=[sm_{a},compute_{a}]" for a in architectures]
    done = run(
        [
            nvcc,
            "-ccbin",
            host,
            "-shared",
            "-Xcompiler",
            "-fPIC",
            "-cudart",
            "shared",
            *gencode,
            "-o",
            library,
            scratch / "kernel.cu",
        ]
    )
    assert done.returncode == 0, done.stderr
    wheel = scratch / "kernel-1.0-py3-none-linux_x86_64.whl"
    dist = "kernel-1.0.dist-info"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("kernel/libkernel.so", library.read_bytes())
        archive.writestr(f"{dist}/METADATA", "Metadata-Version: 2.1\nName: kernel\nVersion: 1.0\n")
        archive.writestr(
            f"{dist}/WHEEL", "Wheel-Version: 1.0\nGenerator: t\nRoot-Is-Purelib: false\nTag: py3-none-linux_x86_64\n"
        )
        archive.writestr(f"{dist}/RECORD", "")
    shown = run([tool, "variant", "show", "--json", wheel])
    assert shown.returncode == 0, shown.stderr
    [entry] = json.loads(shown.stdout)["wheels"]
    out: dict[str, list[str]] = {}
    for p in entry["properties"]:
        out.setdefault(p["feature"], []).append(p["value"])
    return {k: sorted(v) for k, v in out.items()}


def test_the_planned_variant_is_what_the_build_derives(tool: str, scratch: str) -> None:
    installed = toolkits()
    checked = 0
    for name, cuda_range in (("cuda-12.4", ">=12.4,<12.5"), ("cuda-13.0", ">=13.0,<13.1")):
        toolkit = installed.get(name)
        if not toolkit or not Path(toolkit["nvcc"]).exists():
            continue
        document = json.loads(matrix(tool, "--cuda", cuda_range, "--archs", "80,90", "--variants", "--json").stdout)
        [job] = [j for j in document["jobs"] if j["variant"]["label"] != "null"]
        planned = {k: sorted(v) for k, v in job["variant"]["properties"].items()}
        build = Path(scratch) / name
        build.mkdir()
        found = derived(tool, toolkit["nvcc"], toolkit["host_compiler"], job["architectures"], build)
        assert found == planned, f"CUDA {job['cuda']}: the job names {planned}, the build derives {found}"
        print(f"CUDA {job['cuda']} ({toolkit['nvcc']}): planned = derived = {planned}")
        checked += 1
    if checked == 0:
        skip("neither CUDA 12.4 nor 13.0 is installed (ci/install-toolkits.sh)")
