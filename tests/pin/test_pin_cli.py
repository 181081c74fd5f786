"""`cudacompat pin` and `pin --check` as a user runs them: the seed scenarios (candle's cudarc,
rmm's cuda-python, a binary calling cuMemAdvise_v2), every output format parsed by the tool that
reads it (packaging, tomllib, PyYAML, CMake itself), every file kind checked, bad input reported
with file:line while the other files are still checked, and the user's files never modified.

A pytest module (tests/pin/pin_tests.cmake runs it with --cudacompat, --case-arg cxx=CXX and
--case-arg cuda-root=CUDA_ROOT). Skipped, once every check that ran passed, where one needs a toolkit
that CUDA_ROOT does not hold (a CPU-only machine), with the reason.
"""

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import tomllib

import yaml
from case_checks import expect, run, skip
from packaging.requirements import Requirement

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIOS = os.path.join(HERE, "scenarios")
FIXTURES = os.path.join(HERE, "fixtures")
skipped = []  # what could not run here, with why


def tool_says(tool, *args):
    """The exit code, output and error output of `cudacompat ARGS`."""
    done = run([tool, *args])
    return done.returncode, done.stdout, done.stderr


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def seed_scenarios(tool, work, cxx, cuda_root):
    # candle: the check flags cudarc = "0.11.4" on 11.8; the pin writes <=0.11.6.
    cargo_toml = os.path.join(SCENARIOS, "candle", "Cargo.toml")
    rc, out, _ = tool_says(tool, "pin", "--cuda", "11.8", "--check", cargo_toml, "--json")
    report = json.loads(out)
    found = [f for f in report["findings"] if f["package"] == "cudarc" and f["code"] == "known-bad"]
    expect(
        rc == 1 and found and found[0]["line"] == 5 and "0.11.7" in found[0]["message"],
        f'candle: pin --check flags cudarc = "0.11.4" at line 5 on CUDA 11.8 for admitting 0.11.7 (exit {rc})',
    )
    expect(
        found
        and "<=0.11.6" in found[0]["corrected"]
        and '"cuda-11080"' in found[0]["corrected"]
        and '"f16"' in found[0]["corrected"],
        f"candle: the corrected line keeps f16 and caps at 0.11.6: {found and found[0]['corrected']}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "11.8", "--cudarc", "0.11.4", "--format", "cargo")
    expect(
        rc == 0 and 'cudarc = { version = ">=0.11.4, <=0.11.6", features = ["cuda-11080"] }' in out,
        "candle: pin --cuda 11.8 --format cargo writes <=0.11.6 with cuda-11080",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--check", cargo_toml, "--json")
    codes = {f["code"] for f in json.loads(out)["findings"]}
    expect(
        rc == 1 and codes == {"wrong-major"},
        f"candle on CUDA 12.4: only cuda-11080 is wrong, 0.11.7 is fine there ({codes})",
    )

    # rmm: cuda-python>=12.0,<13 admits 12.6.1; the pin excludes it.
    requirements = os.path.join(SCENARIOS, "rmm-requirements.txt")
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.6", "--check", requirements, "--json")
    found = [f for f in json.loads(out)["findings"] if f["code"] == "known-bad"]
    expect(
        rc == 1
        and found
        and found[0]["line"] == 4
        and "12.6.1" in found[0]["message"]
        and "__pyx_capi__" in found[0]["message"],
        "rmm: cuda-python>=12.0,<13 is flagged at line 4 for admitting 12.6.1 on CUDA 12.6",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.6", "--python", "cuda-python", "--no-comments")
    line = [l for l in out.splitlines() if l.startswith("cuda-python")]
    expect(rc == 0 and line and "!=12.6.1" in line[0] and "<13" in line[0], f"rmm: the pin excludes 12.6.1: {line}")
    expect(
        line
        and not Requirement(line[0]).specifier.contains("12.6.1")
        and Requirement(line[0]).specifier.contains("12.6.0"),
        "rmm: packaging agrees that the pin admits 12.6.0 and not 12.6.1",
    )

    # A binary that imports cuMemAdvise_v2 raises the floor to 12.2 (built against a toolkit's cuda.h).
    if not os.path.isfile(os.path.join(cuda_root, "include", "cuda.h")):
        skipped.append(
            f"the cuMemAdvise_v2 artifact scenario: no toolkit at {cuda_root} (no include/cuda.h) to build it with"
        )
        return
    library = os.path.join(work, "libadvise.so")
    subprocess.run(
        [
            cxx,
            "-shared",
            "-fPIC",
            f"-I{cuda_root}/include",
            os.path.join(SCENARIOS, "advise.cpp"),
            "-o",
            library,
            f"-L{cuda_root}/lib64/stubs",
            "-lcuda",
        ],
        check=True,
    )
    rc, out, err = tool_says(tool, "pin", "--cuda", "12", "--from-artifact", library, "--format", "json")
    pins = json.loads(out) if rc == 0 else {}
    expect(
        rc == 0 and pins["floor"] == "12.2" and any("cuMemAdvise_v2" in r for r in pins["floor_reasons"]),
        f"an artifact importing cuMemAdvise_v2 raises the floor of CUDA 12 to 12.2 ({pins.get('floor')}) {err}",
    )
    cudart = [p for p in pins.get("pins", []) if p["package"] == "nvidia-cuda-runtime-cu12"]
    expect(
        cudart and cudart[0]["floor"].startswith("12.2."),
        f"... and the cu12 runtime wheel's floor is a 12.2 release: {cudart}",
    )
    rc, out, err = tool_says(tool, "pin", "--cuda", "11.8", "--from-artifact", library)
    expect(
        rc == 2 and "12.2" in err and "11.8" in err and "cuMemAdvise_v2" in err and not out,
        f"the same artifact with CUDA 11.8 is refused, saying why (exit {rc}): {err.strip()}",
    )


def formats(tool, work):
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--library", "cudart,cublas,cufft", "--python", "cuda-python")
    lines = [l.split("#")[0].strip() for l in out.splitlines() if l.strip() and not l.startswith("#")]
    parsed = [Requirement(l) for l in lines]
    expect(
        rc == 0
        and len(parsed) == 4
        and all(r.specifier and any(s.operator == "<" for s in r.specifier) for r in parsed),
        f"requirements: {len(parsed)} PEP 508 lines, each with a ceiling: {lines}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--format", "pyproject", "--library", "cudart")
    document = tomllib.loads(out)
    expect(
        rc == 0 and Requirement(document["dependencies"][0]).name == "nvidia-cuda-runtime-cu12",
        f"pyproject: a TOML dependencies array tomllib reads: {document}",
    )
    rc, out, _ = tool_says(
        tool, "pin", "--cuda", "12.4", "--format", "constraints", "--metapackage", "--library", "cudart,cublas"
    )
    lines = [l.split("#")[0].strip() for l in out.splitlines() if l.strip() and not l.startswith("#")]
    expect(
        rc == 0 and lines and all(not Requirement(l).extras for l in lines),
        f"constraints: no extras (pip refuses them there): {lines}",
    )
    rc, out, _ = tool_says(
        tool, "pin", "--cuda", "12.4", "--format", "requirements", "--metapackage", "--library", "cudart,cublas"
    )
    expect(
        "cuda-toolkit[cublas,cudart]>=12.4,<13" in out,
        f"metapackage: cuda-toolkit[cublas,cudart]>=12.4,<13: {out.strip()}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--format", "conda", "--library", "cudart")
    recipe = yaml.safe_load(out)
    expect(
        rc == 0
        and "cuda-version >=12.4,<13" in recipe["requirements"]["run_constraints"]
        and any(x.startswith("cuda-cudart >=12.4") for x in recipe["requirements"]["run"]),
        f"conda: a recipe requirements section PyYAML reads: {recipe}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "13.0", "--format", "cargo")
    cargo = tomllib.loads(out)
    expect(
        rc == 0 and cargo["dependencies"]["cudarc"]["features"] == ["cuda-13000"],
        f"cargo: a [dependencies] table with the CUDA 13.0 feature: {cargo}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--format", "debian", "--library", "cudart")
    depends = [l for l in out.splitlines() if l.startswith("Depends:")]
    expect(
        rc == 0 and depends and "cuda-cudart-12-4 |" in depends[0] and "libcudart12 (>= " in depends[0],
        f"debian: NVIDIA's and Debian's names as alternatives: {depends}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--format", "json")
    expect(rc == 0 and json.loads(out)["floor"] == "12.4", "json: the same pins as a document")
    rc, _, err = tool_says(tool, "pin", "--cuda", "12.4", "--format", "rpm")
    expect(
        rc == 2 and "requirements" in err and "rpm" in err,
        f"an unknown format is a usage error naming the formats: {err.strip()}",
    )
    rc, _, err = tool_says(tool, "pin", "--cuda", "twelve")
    expect(rc == 2 and "twelve" in err, f"a --cuda that is not a version is refused: {err.strip()}")
    # CMake: the snippet is run by CMake itself against this machine's toolkit (13.0).
    if shutil.which("cmake") and os.path.exists("/usr/local/cuda/bin/nvcc"):
        for cuda, should_pass in (("13.0", True), ("12.4", False)):
            project = tempfile.mkdtemp(dir=work)
            rc, snippet, _ = tool_says(tool, "pin", "--cuda", cuda, "--format", "cmake")
            with open(os.path.join(project, "CMakeLists.txt"), "w") as f:
                f.write("cmake_minimum_required(VERSION 3.25)\nproject(p LANGUAGES NONE)\n" + snippet)
            result = subprocess.run(
                ["cmake", "-S", project, "-B", os.path.join(project, "b")],
                capture_output=True,
                text=True,
                env=dict(os.environ, CUDAToolkit_ROOT="/usr/local/cuda"),
            )
            passed = result.returncode == 0
            expect(
                passed == should_pass and (should_pass or "pinned to CUDA >=12.4,<13" in result.stderr),
                f"cmake: the CUDA {cuda} pin {'accepts' if should_pass else 'refuses'} this machine's CUDA 13.0",
            )
    # -o writes only when the content changes.
    output = os.path.join(work, "pins.txt")
    tool_says(tool, "pin", "--cuda", "12.4", "-o", output)
    first = os.stat(output).st_mtime_ns
    os.utime(output, ns=(first - 10**9, first - 10**9))
    tool_says(tool, "pin", "--cuda", "12.4", "-o", output)
    expect(os.stat(output).st_mtime_ns == first - 10**9, "-o leaves an unchanged file untouched")


def every_file_kind(tool):
    files = [
        os.path.join(SCENARIOS, n)
        for n in (
            "candle/Cargo.toml",
            "rmm-requirements.txt",
            "mixed-requirements.txt",
            "environment.yml",
            "broken/pyproject.toml",
        )
    ]
    files += sorted(os.path.join(FIXTURES, n) for n in os.listdir(FIXTURES)) if os.path.isdir(FIXTURES) else []
    files = [f for f in files if os.path.isfile(f)]
    before = {f: digest(f) for f in files}
    rc, out, _ = tool_says(tool, "pin", "--cuda", "13.0", "--check", *files, "--json")
    report = json.loads(out)
    expect(
        all(digest(f) == d for f, d in before.items()), f"the {len(files)} files checked are byte-identical afterwards"
    )
    expect(
        rc == 2 and any("broken/pyproject.toml:5" in e for e in report["errors"]),
        f"a malformed pyproject.toml is an error naming file:line (exit {rc}): {report['errors']}",
    )
    checked = {f["file"].split("/")[-1] for f in report["findings"]}
    expect(
        {"Cargo.toml", "rmm-requirements.txt", "mixed-requirements.txt", "environment.yml"} <= checked,
        f"... and the other files are still checked: findings in {sorted(checked)}",
    )
    mixed = [f for f in report["findings"] if f["file"].endswith("mixed-requirements.txt")]
    codes = {f["code"] for f in mixed}
    # One finding per entry: cupy-cuda12x and torch +cu118 are wrong-major at 13.0, so the duplicate
    # (cupy with cupy-cuda12x) and the mix of majors they would make are not reported again.
    expect(
        {"wrong-major", "no-upper-bound"} <= codes and not {"duplicate-variants", "mixed-majors"} & codes,
        f"mixed-requirements.txt: wrong major and no ceiling, nothing reported twice: {sorted(codes)}",
    )
    rc, out, _ = tool_says(
        tool, "pin", "--cuda", "13.0", "--check", os.path.join(SCENARIOS, "duplicate-requirements.txt"), "--json"
    )
    found = [(f["line"], f["code"]) for f in json.loads(out)["findings"]]
    expect(
        rc == 1 and found == [(2, "duplicate-variants")],
        f"cupy with cupy-cuda13x at 13.0: both install cupy, a duplicate at the second line: {found}",
    )
    ceilings = sorted(f["package"] for f in mixed if f["code"] == "no-upper-bound")
    expect(
        ceilings == ["cuda-python"],
        f"only cuda-python needs a ceiling of its own; cupy-cuda12x's name fixes its major, torch's versions "
        f"are not CUDA's: {ceilings}",
    )
    torch = [f for f in mixed if f["package"] == "torch"]
    # PyTorch 2.5 was built for cu118, cu121 and cu124 only: no +cu13x wheel of it exists, so no
    # drop-in line is offered, and the reason names the releases that have a CUDA 13 build.
    expect(
        torch
        and not torch[0]["corrected"]
        and "torch 2.5 has no CUDA 13 build" in torch[0]["why_no_correction"]
        and "2.9" in torch[0]["why_no_correction"],
        f"torch 2.5.1+cu118 against 13.0 gets no invented +cu130 tag, and why names the releases that have one: "
        f"{torch}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.4", "--check", os.path.join(SCENARIOS, "environment.yml"))
    expect(
        rc == 0 and "0 findings" in out,
        f"environment.yml with cuda-version=12.4 is clean for CUDA 12.4: {out.strip()[-200:]}",
    )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "13.0", "--check", os.path.join(SCENARIOS, "environment.yml"))
    expect(rc == 1 and "wrong-major" in out and "cuda-version" in out, "... and wrong for CUDA 13.0")


def alternatives(tool):
    """Extras named for a CUDA major are alternatives: each is judged alone, at its own major."""
    path = os.path.join(SCENARIOS, "alternatives", "pyproject.toml")
    for cuda in ("11.8", "12.6", "13.0"):
        rc, out, _ = tool_says(tool, "pin", "--cuda", cuda, "--check", path, "--json")
        report = json.loads(out)
        # (known-bad is not this test's concern: cupy-cuda12x>=13 admits the known-bad 14.1.0)
        found = sorted((f["line"], f["code"], f["package"]) for f in report["findings"] if f["code"] != "known-bad")
        # Only the "gpu" extra, which names no major, mixes cupy-cuda12x with cupy-cuda13x: the one of
        # another major than the toolkit's is wrong (and that says all: no duplicate reported again).
        expected_codes = {"wrong-major"}
        codes = {code for _, code, _ in found}
        expect(
            codes == expected_codes and all(line == 15 for line, _, _ in found),
            f"CUDA {cuda}: the cu12 and cu13 extras are clean alternatives, the gpu extra mixes majors: {found}",
        )


def rapids_dependencies(tool):
    """dependencies.yaml: only the matrix entries the generator would choose for the toolkit are judged."""
    path = os.path.join(SCENARIOS, "rapids", "dependencies.yaml")
    for cuda in ("12.9", "13.0"):
        rc, out, _ = tool_says(tool, "pin", "--cuda", cuda, "--check", path, "--json")
        report = json.loads(out)
        expect(
            rc == 0 and not report["findings"] and report["entries"] >= 3,
            f"CUDA {cuda}: the {cuda.split('.')[0]}.* entries are chosen and clean (exit {rc}, "
            f"{report['entries']} entries): {report['findings']}",
        )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "11.8", "--check", path, "--json")
    found = sorted((f["line"], f["code"]) for f in json.loads(out)["findings"])
    expect(
        rc == 1 and found == [(38, "wrong-major")],
        f"CUDA 11.8: only the fallback entry applies, and it admits no CUDA 11 cuda-python: {found}",
    )


def conda_alternatives_and_records(tool, work):
    """conda's `|` alternatives are judged together; an empty one is an error; installed records are judged."""
    environment = os.path.join(work, "alternatives", "environment.yml")
    os.makedirs(os.path.dirname(environment))
    with open(environment, "w") as f:
        f.write("dependencies:\n  - cuda-version |\n  - cuda-version 11.8|12.4\n  - cuda-version 12.4|13.0\n")
    rc, out, _ = tool_says(tool, "pin", "--cuda", "13.0", "--check", environment, "--json")
    report = json.loads(out)
    found = [(f["line"], f["code"]) for f in report["findings"]]
    expect(
        rc == 2 and found == [(3, "wrong-major")] and any(":2:" in e and "empty" in e for e in report["errors"]),
        f"11.8|12.4 admits no CUDA 13 release, 12.4|13.0 does, and an empty alternative is an error naming "
        f"its line (exit {rc}): {found} {report['errors']}",
    )
    prefix = os.path.join(work, "conda-env")
    os.makedirs(os.path.join(prefix, "conda-meta"))
    for name, version in (("cuda-version", "12.4"), ("cuda-cudart", "12.4.127")):
        with open(os.path.join(prefix, "conda-meta", f"{name}-{version}-h0_0.json"), "w") as f:
            json.dump({"name": name, "version": version, "build": "h0_0"}, f)
    rc, out, _ = tool_says(tool, "pin", "--cuda", "13.0", "--check", "--env", prefix, "--json")
    found = sorted((f["package"], f["code"]) for f in json.loads(out)["findings"])
    expect(
        rc == 1 and found == [("cuda-cudart", "wrong-major"), ("cuda-version", "wrong-major")],
        f"an installed conda environment of CUDA 12.4 is judged against 13.0 from its conda-meta records: {found}",
    )
    unversioned = os.path.join(work, "unversioned", "environment.yml")
    os.makedirs(os.path.dirname(unversioned))
    with open(unversioned, "w") as f:
        f.write(
            "dependencies:\n  - cupy\n  - cuda-python\n  - cuda-version=12.6\n  - pytorch-cuda=11.8\n"
            "  - pip:\n    - submodules/simple-knn\n"
        )
    rc, out, _ = tool_says(tool, "pin", "--cuda", "12.6", "--check", unversioned, "--json")
    report = json.loads(out)
    found = sorted((f["line"], f["code"], f["package"]) for f in report["findings"])
    expect(
        rc == 1
        and found == [(2, "known-bad", "cupy"), (3, "known-bad", "cuda-python"), (5, "wrong-major", "pytorch-cuda")]
        and not report["errors"]
        and any(":7:" in n and "simple-knn" in n for n in report["notes"]),
        f"unversioned conda cupy and cuda-python admit their known-bad releases, pytorch-cuda=11.8 is CUDA 11, "
        f"and a local path in pip: is a note, not an error (exit {rc}): {found} {report['errors']}",
    )


def findings_of(tool, cuda, path):
    rc, out, _ = tool_says(tool, "pin", "--cuda", cuda, "--check", path, "--json")
    report = json.loads(out)
    return rc, sorted((f["line"], f["code"], f["package"]) for f in report["findings"]), report


def write(work, relative, text):
    path = os.path.join(work, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


def extras_whose_contents_name_the_major(tool, work):
    """Extras named without cu/cuda (rapids_singlecell's rapids11/rapids12) are alternatives by what they hold."""
    path = write(
        work,
        "contents/pyproject.toml",
        '[project]\nname = "demo"\nversion = "1"\ndependencies = ["numpy"]\n\n'
        "[project.optional-dependencies]\n"
        'rapids11 = ["cudf-cu11", "cuml-cu11"]\n'
        'rapids12 = ["cudf-cu12", "cuml-cu12"]\n',
    )
    for cuda in ("11.8", "12.4"):
        rc, found, _ = findings_of(tool, cuda, path)
        expect(
            rc == 0 and not found,
            f"CUDA {cuda}: rapids11 and rapids12 hold one major each, so each is the alternative for it "
            f"(exit {rc}): {found}",
        )
    # A lone extra of one major is no alternative: it is still reported at another major's toolkit.
    lone = write(
        work,
        "lone/pyproject.toml",
        '[project]\nname = "demo"\nversion = "1"\n\n[project.optional-dependencies]\ngpu = ["cudf-cu11"]\n',
    )
    rc, found, _ = findings_of(tool, "12.4", lone)
    expect(
        rc == 1 and found == [(6, "wrong-major", "cudf-cu11")],
        f"CUDA 12.4: a lone extra of CUDA 11 packages, with no sibling of another major, is wrong-major: {found}",
    )


def cudarc_taking_the_toolkit_at_build_time(tool, work):
    """cuda-version-from-build-system: the newest release the requirement admits must have the toolkit's bindings."""

    def cargo(name, requirement, features):
        return write(
            work,
            f"{name}/Cargo.toml",
            f'[package]\nname = "demo"\nversion = "0.1.0"\n\n[dependencies]\n'
            f'cudarc = {{ version = "{requirement}", '
            f"features = [{', '.join(chr(34) + f + chr(34) for f in features)}] }}\n",
        )

    old = cargo("cudarc13", "0.13.4", ["driver", "cuda-version-from-build-system"])
    rc, found, report = findings_of(tool, "13.0", old)
    expect(
        rc == 1 and found == [(6, "wrong-major", "cudarc")] and "0.13.9" in json.dumps(report["findings"]),
        f"CUDA 13.0: cudarc 0.13.4 lets Cargo pick 0.13.9, which has no CUDA 13 bindings: {found}",
    )
    rc, found, _ = findings_of(tool, "12.4", old)
    expect(rc == 0 and not found, f"CUDA 12.4: 0.13.9 maps 12.4: {found}")
    # 0.13.9 maps 12.x only up to 12.8: at 12.9 it cannot build either, but no rule names a missing
    # minor of the right major, so it is a note that says so, not a finding.
    rc, found, report = findings_of(tool, "12.9", old)
    expect(
        rc == 0 and not found and any(":6:" in n and "0.13.9" in n and "12.8" in n for n in report["notes"]),
        f"CUDA 12.9: a note, not a finding, says 0.13.9 maps only up to 12.8: {found} {report['notes']}",
    )
    rc, found, _ = findings_of(
        tool, "13.0", cargo("fallback", "0.13.4", ["cuda-version-from-build-system", "fallback-latest"])
    )
    expect(rc == 0 and not found, f"CUDA 13.0: fallback-latest takes the newest bindings instead of panicking: {found}")
    rc, found, _ = findings_of(tool, "13.0", cargo("cudarc17", "0.17.1", ["cuda-version-from-build-system"]))
    expect(rc == 0 and not found, f"CUDA 13.0: cudarc 0.17.x has cuda-13000: {found}")


def cudatoolkit_has_no_release_past_11(tool, work):
    """conda's cudatoolkit stopped at 11.8: any entry of it at a CUDA 12+ toolkit installs a CUDA 11 runtime."""
    path = write(work, "cudatoolkit/environment.yml", "dependencies:\n  - cudatoolkit\n  - cudatoolkit >=11.2\n")
    rc, found, report = findings_of(tool, "12.4", path)
    expect(
        rc == 1
        and found == [(2, "wrong-major", "cudatoolkit"), (3, "wrong-major", "cudatoolkit")]
        and all("11.8" in f["message"] for f in report["findings"]),
        f"CUDA 12.4: unversioned and open-ended cudatoolkit can only install CUDA 11 (last release 11.8): {found}",
    )
    rc, found, _ = findings_of(tool, "11.8", path)
    expect(
        not any(code == "wrong-major" for _, code, _ in found), f"CUDA 11.8: cudatoolkit 11.8 is the toolkit's: {found}"
    )


def pytorch_cuda_has_no_release_past_12(tool, work):
    """PyTorch's conda channel stopped at 2.5, whose newest pytorch-cuda is 12.4: no range of it installs CUDA 13."""
    path = write(
        work,
        "pytorchcuda/environment.yml",
        "dependencies:\n  - pytorch-cuda >= 11.7\n  - pytorch::pytorch-cuda\n  - pytorch-cuda=12.4\n",
    )
    rc, found, report = findings_of(tool, "13.0", path)
    expect(
        rc == 1
        and found
        == [(2, "wrong-major", "pytorch-cuda"), (3, "wrong-major", "pytorch-cuda"), (4, "wrong-major", "pytorch-cuda")]
        and all("12.4" in f["message"] for f in report["findings"]),
        f"CUDA 13.0: open-ended, unversioned and 12.4 pytorch-cuda can only install CUDA 12 "
        f"(last release 12.4): {found}",
    )
    rc, found, _ = findings_of(tool, "12.4", path)
    expect(
        not any(code == "wrong-major" for _, code, _ in found),
        f"CUDA 12.4: pytorch-cuda 12.4 is the toolkit's: {found}",
    )


def uv_sources_taken_where_their_marker_holds(tool, work):
    """[tool.uv.sources] lists one source per platform (NeMo RL): the one whose marker holds on linux
    fixes the build."""
    path = write(
        work,
        "uvmarker/pyproject.toml",
        '[project]\nname = "demo"\nversion = "1"\ndependencies = ["torch==2.9.0"]\n\n'
        "[tool.uv.sources]\n"
        "torch = [\n"
        '  { index = "pytorch-cu129", marker = "sys_platform != \'darwin\'" },\n'
        '  { index = "pypi", marker = "sys_platform == \'darwin\'" },\n'
        "]\n\n"
        '[[tool.uv.index]]\nname = "pypi"\nurl = "https://pypi.org/simple"\nexplicit = true\n\n'
        '[[tool.uv.index]]\nname = "pytorch-cu129"\nurl = "https://download.pytorch.org/whl/cu129"\nexplicit = true\n',
    )
    rc, found, _ = findings_of(tool, "13.0", path)
    expect(
        rc == 1 and found == [(4, "wrong-major", "torch")],
        f"CUDA 13.0: on linux only the pytorch-cu129 source applies, a CUDA 12.9 torch: {found}",
    )
    rc, found, _ = findings_of(tool, "12.9", path)
    expect(rc == 0 and not found, f"CUDA 12.9: the cu129 torch is the toolkit's major: {found}")
    # Two sources whose markers both hold on linux name two builds: which one is installed is not one.
    both = write(
        work,
        "uvboth/pyproject.toml",
        '[project]\nname = "demo"\nversion = "1"\ndependencies = ["torch==2.9.0"]\n\n'
        "[tool.uv.sources]\n"
        "torch = [\n"
        '  { index = "cu126", marker = "platform_machine == \'x86_64\'" },\n'
        '  { index = "cu130", marker = "sys_platform == \'linux\'" },\n'
        "]\n\n"
        '[[tool.uv.index]]\nname = "cu126"\nurl = "https://download.pytorch.org/whl/cu126"\nexplicit = true\n\n'
        '[[tool.uv.index]]\nname = "cu130"\nurl = "https://download.pytorch.org/whl/cu130"\nexplicit = true\n',
    )
    rc, found, _ = findings_of(tool, "13.0", both)
    expect(rc == 0 and not found, f"CUDA 13.0: two sources that both apply on linux fix no one build: {found}")


def triton_from_a_pytorch_index_is_one_build_for_every_cuda(tool, work):
    """PyTorch's cuNNN indexes serve triton from their shared root, no local version: not a CUDA build (whisperX)."""
    path = write(
        work,
        "uvtriton/pyproject.toml",
        '[project]\nname = "demo"\nversion = "1"\ndependencies = ["torch==2.8.0", "triton>=3.3.0"]\n\n'
        "[tool.uv.sources]\n"
        'torch = { index = "pytorch" }\n'
        'triton = { index = "pytorch" }\n\n'
        '[[tool.uv.index]]\nname = "pytorch"\nurl = "https://download.pytorch.org/whl/cu128"\nexplicit = true\n',
    )
    rc, found, _ = findings_of(tool, "13.0", path)
    expect(
        rc == 1 and found == [(4, "wrong-major", "torch")],
        f"CUDA 13.0: the cu128 torch is CUDA 12, the index's triton is no CUDA build: {found}",
    )


def conda_cuda_metapackage_is_a_cuda_release(tool, work):
    """conda's `cuda` (the whole toolkit) is versioned by CUDA release, like cuda-toolkit and cudatoolkit."""
    pinned = write(work, "condacuda/environment.yml", "dependencies:\n  - cuda=11.7.1\n  - pytorch-cuda=11.7\n")
    rc, found, _ = findings_of(tool, "12.4", pinned)
    expect(
        rc == 1 and found == [(2, "wrong-major", "cuda"), (3, "wrong-major", "pytorch-cuda")],
        f"CUDA 12.4: cuda=11.7.1 is a CUDA 11 toolkit: {found}",
    )
    rc, found, _ = findings_of(tool, "11.8", pinned)
    expect(rc == 0 and not found, f"CUDA 11.8: cuda=11.7.1 is the toolkit's major: {found}")
    # A pin to an update or build of a release names its major too (cuda-nvcc 12.4.131 is CUDA 12.4).
    build = write(
        work, "condacuda-build/environment.yml", "dependencies:\n  - cuda-nvcc=12.4.131\n  - cuda-version=12.4\n"
    )
    rc, found, _ = findings_of(tool, "12.4", build)
    expect(rc == 0 and not found, f"CUDA 12.4: cuda-nvcc=12.4.131 is a CUDA 12 release: {found}")
    rc, found, _ = findings_of(tool, "13.0", build)
    expect((2, "wrong-major", "cuda-nvcc") in found, f"CUDA 13.0: cuda-nvcc=12.4.131 is CUDA 12: {found}")
    loose = write(work, "condacuda-loose/environment.yml", "dependencies:\n  - cuda\n  - pytorch-cuda=12.4\n")
    rc, found, _ = findings_of(tool, "12.4", loose)
    expect(
        rc == 1 and found == [(2, "no-upper-bound", "cuda")],
        f"CUDA 12.4: an unversioned cuda with no cuda-version beside it has no ceiling: {found}",
    )
    bounded = write(work, "condacuda-bounded/environment.yml", "dependencies:\n  - cuda\n  - cuda-version=12.4\n")
    rc, found, _ = findings_of(tool, "12.4", bounded)
    expect(rc == 0 and not found, f"CUDA 12.4: cuda-version=12.4 bounds the unversioned cuda: {found}")


def a_jinja_skip_expression_drops_the_recipe(tool, work):
    """nvcc-feedstock's `skip: {{ not (compiler("cuda").startswith("nvcc") and cuda_compiler_version == "11.8") }}`."""
    path = write(
        work,
        "jinjaskip/meta.yaml",
        'package:\n  name: nvcc\n  version: "{{ cuda_compiler_version }}"\nbuild:\n'
        '  skip: {{ not (compiler("cuda").startswith("nvcc") and cuda_compiler_version == "11.8") }}\n'
        "requirements:\n  host:\n    - cudatoolkit {{ cuda_compiler_version }}\n",
    )
    rc, found, _ = findings_of(tool, "12.4", path)
    expect(
        rc == 0 and not found, f"CUDA 12.4: the skip is true whatever compiler('cuda') is, nothing is built: {found}"
    )
    # At 11.8 the skip hangs on compiler("cuda"), which --cuda does not say: not taken as true, judged.
    rc, found, _ = findings_of(tool, "11.8", path)
    expect(rc == 0 and not found, f"CUDA 11.8: cudatoolkit 11.8 is the toolkit's: {found}")


def only_the_last_pip_list_of_an_environment_is_installed(tool, work):
    """conda keeps only the last `pip:` mapping of dependencies (DiffDock's environment.yml has three)."""
    path = write(
        work,
        "twopip/environment.yml",
        "dependencies:\n  - pip\n  - pip:\n    - torch==1.13.1+cu117\n  - pip:\n    - torchvision==0.14.1+cu117\n",
    )
    rc, found, report = findings_of(tool, "12.4", path)
    expect(
        rc == 1
        and found == [(6, "wrong-major", "torchvision")]
        and any(":3:" in n and "line 5" in n for n in report["notes"]),
        f"CUDA 12.4: only the last pip: list is judged, the replaced one is noted: {found} {report['notes']}",
    )


def an_extra_index_fixes_only_the_releases_it_serves(tool, work):
    """pip takes the highest version of PyPI and an extra index; +cu124 outranks only the same public version.

    PyTorch's cu124 index stops at torch 2.6 (packages.torch_builds), so an unversioned torch beside it is
    PyPI's newer release (Whisper-WebUI); a pin the index serves, or an --index-url that replaces PyPI, is
    the index's build. pip's own resolver agrees (tests/pin/heldout6/SCORE.md).
    """
    index = "https://download.pytorch.org/whl/cu124"
    beside = write(
        work, "extraindex/requirements.txt", f"--extra-index-url {index}\ntorch\ntorchaudio\ntorchvision>=0.20\n"
    )
    rc, found, report = findings_of(tool, "13.0", beside)
    expect(
        rc == 0 and not found, f"CUDA 13.0: unversioned torch beside the cu124 index is PyPI's newer release: {found}"
    )
    expect(
        sum(1 for n in report["notes"] if index in n and "cu124" in n and "PyPI" in n) == 3,
        f"CUDA 13.0: a note per entry says why the index does not fix its build: {report['notes']}",
    )
    pinned = write(
        work,
        "extraindex-pinned/requirements.txt",
        f"torch==2.5.1\ntorchvision==0.20.1\ntorchaudio>=2.4,<2.7\n--extra-index-url {index}\n",
    )
    rc, found, _ = findings_of(tool, "13.0", pinned)
    expect(
        rc == 1
        and found == [(1, "wrong-major", "torch"), (2, "wrong-major", "torchvision"), (3, "wrong-major", "torchaudio")],
        f"CUDA 13.0: releases the cu124 index serves are its builds, wherever the index line stands: {found}",
    )
    only = write(work, "indexurl/requirements.txt", f"--index-url {index}\ntorch\n")
    rc, found, _ = findings_of(tool, "13.0", only)
    expect(
        rc == 1 and found == [(2, "wrong-major", "torch")],
        f"CUDA 13.0: --index-url replaces PyPI, so even an unversioned torch is the cu124 build: {found}",
    )


def a_cuda_version_under_a_false_condition_bounds_nothing(tool, work):
    """An if-branch a linux-64 build does not take is not in the set, so its cuda-version bounds nothing there.

    momentum-feedstock's pymomentum build (tests/pin/heldout7): cuda-toolkit under `if: ... and not win`, the
    set's only cuda-version under `if: ... and win`. The same recipe with the cuda-version taken on linux is bounded.
    """
    recipe = (
        "package:\n  name: x\n  version: 1\nrequirements:\n  build:\n"
        '    - if: cuda_compiler_version != "None" and not win\n      then:\n'
        '        - ${{ compiler("cuda") }}\n        - cuda-toolkit\n'
        '    - if: cuda_compiler_version != "None" and WHEN\n      then:\n'
        "        - cuda-version ==${{ cuda_compiler_version }}\n"
    )
    windows_only = write(work, "falsebranch/recipe/recipe.yaml", recipe.replace("WHEN", "win"))
    rc, found, _ = findings_of(tool, "12.9", windows_only)
    expect(
        rc == 1 and found == [(9, "no-upper-bound", "cuda-toolkit")],
        f"CUDA 12.9: a cuda-version only a Windows build has does not bound linux's cuda-toolkit: {found}",
    )
    taken = write(work, "truebranch/recipe/recipe.yaml", recipe.replace("WHEN", "linux"))
    rc, found, _ = findings_of(tool, "12.9", taken)
    expect(rc == 0 and not found, f"CUDA 12.9: the same cuda-version taken on linux bounds it: {found}")


def conda_forge_nvcc_wrapper_is_numbered_by_cuda_release(tool, work):
    """conda-forge's nvcc_linux-64 (nvcc-feedstock) is versioned by the CUDA release it activates.

    cuSpatial's all_cuda-118 environment (tests/pin/heldout7) pins nvcc_linux-64=11.8: a CUDA 11 compiler.
    """
    env = write(work, "nvccwrapper/environment.yml", "dependencies:\n  - cuda-version=11.8\n  - nvcc_linux-64=11.8\n")
    rc, found, _ = findings_of(tool, "12.4", env)
    expect(
        rc == 1 and found == [(2, "wrong-major", "cuda-version"), (3, "wrong-major", "nvcc_linux-64")],
        f"CUDA 12.4: nvcc_linux-64=11.8 is CUDA 11.8's compiler wrapper: {found}",
    )
    rc, found, _ = findings_of(tool, "11.8", env)
    expect(rc == 0 and not found, f"CUDA 11.8: nvcc_linux-64=11.8 is right: {found}")


def an_index_named_for_a_cuda_major_as_a_word_fixes_the_build(tool, work):
    """ONNX Runtime's feed ort-cuda-13-nightly serves CUDA 13 builds, as PyTorch's /whl/cu130 does.

    Earth2Studio's pyproject (tests/pin/heldout7) sends onnxruntime-gpu there through [tool.uv.sources].
    """
    project = write(
        work,
        "ortindex/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\n[project.optional-dependencies]\n'
        'fengwu = ["onnxruntime-gpu>=1.21.0"]\n[[tool.uv.index]]\nname = "ort"\n'
        'url = "https://aiinfra.pkgs.visualstudio.com/PublicPackages/_packaging/ort-cuda-13-nightly/pypi/simple/"\n'
        'explicit = true\n[tool.uv.sources]\nonnxruntime-gpu = { index = "ort" }\n',
    )
    rc, found, _ = findings_of(tool, "12.9", project)
    expect(
        rc == 1 and found == [(5, "wrong-major", "onnxruntime-gpu")],
        f"CUDA 12.9: onnxruntime-gpu from the ort-cuda-13-nightly feed is a CUDA 13 build: {found}",
    )
    rc, found, _ = findings_of(tool, "13.0", project)
    expect(rc == 0 and not found, f"CUDA 13.0: the CUDA 13 feed is right: {found}")


def a_dgl_find_links_page_fixes_the_build_of_an_untagged_dgl(tool, work):
    """DGL's page for torch 2.2 + CUDA 11.8 lists dgl only as +cu118 builds, above PyPI's untagged release.

    DeepChem's env_torch.gpu.yml (tests/pin/heldout7) installs dgl so, beside torch==2.2.1+cu118.
    """
    env = write(
        work,
        "dglpage/environment.yml",
        "dependencies:\n  - pip:\n    - -f https://data.dgl.ai/wheels/torch-2.2/cu118/repo.html\n    - dgl\n",
    )
    rc, found, _ = findings_of(tool, "12.4", env)
    expect(
        rc == 1 and found == [(4, "wrong-major", "dgl")],
        f"CUDA 12.4: dgl from DGL's cu118 page is a CUDA 11.8 build: {found}",
    )
    rc, found, _ = findings_of(tool, "11.8", env)
    expect(rc == 0 and not found, f"CUDA 11.8: dgl from DGL's cu118 page is right: {found}")


def uv_override_dependencies_name_the_build_uv_installs(tool, work):
    """uv installs an override in place of every requirement of its name: its local label is the build.

    Earth2Studio's eval recipe (tests/pin/heldout7) overrides natten with natten==0.21.6+torch2110cu130.
    """
    project = write(
        work,
        "uvoverride/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["natten"]\n'
        '[tool.uv]\noverride-dependencies = [\n    "natten==0.21.6+torch2110cu130",\n]\n',
    )
    rc, found, _ = findings_of(tool, "12.9", project)
    expect(
        rc == 1 and found == [(7, "wrong-major", "natten")],
        f"CUDA 12.9: the override natten==0.21.6+torch2110cu130 is a CUDA 13.0 build: {found}",
    )
    rc, found, _ = findings_of(tool, "13.0", project)
    expect(rc == 0 and not found, f"CUDA 13.0: the override's build is right: {found}")


def a_uv_source_scoped_to_a_group_applies_in_that_group_only(tool, work):
    """uv takes a source with `group =` (or `extra =`) only where that group is installed.

    open-instruct's pyproject (tests/pin/heldout8) sends vllm to its cu130 index for the `cuda13` group
    only; in the `cuda12` group and in [project] dependencies vllm comes from PyPI.
    """
    project = write(
        work,
        "uvgroup/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["vllm>=0.19.1"]\n'
        '[dependency-groups]\ncuda12 = ["vllm>=0.19.1"]\ncuda13 = ["vllm>=0.19.1"]\n'
        '[tool.uv.sources]\nvllm = [{ index = "vllm-cu130", group = "cuda13" }]\n'
        '[[tool.uv.index]]\nname = "vllm-cu130"\nurl = "https://wheels.vllm.ai/0.19.1/cu130"\nexplicit = true\n',
    )
    rc, found, _ = findings_of(tool, "12.9", project)
    expect(
        rc == 0 and not found,
        f"CUDA 12.9: the cuda13-scoped source fixes neither the base vllm nor the cuda12 group's: {found}",
    )
    extra = write(
        work,
        "uvextra/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["torch>=2.7"]\n'
        '[project.optional-dependencies]\ngpu = ["torch>=2.7"]\n'
        '[tool.uv.sources]\ntorch = [{ index = "cu128", extra = "gpu" }]\n'
        '[[tool.uv.index]]\nname = "cu128"\nurl = "https://download.pytorch.org/whl/cu128"\nexplicit = true\n',
    )
    rc, found, _ = findings_of(tool, "13.0", extra)
    expect(
        rc == 1 and found == [(6, "wrong-major", "torch")],
        f"CUDA 13.0: the extra-scoped cu128 source fixes the build of the extra's torch only: {found}",
    )
    # QuACK (heldout12) scopes its source by a marker naming the extra alone: uv reads it as `extra =`.
    marked = write(
        work,
        "uvmarker/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["torch"]\n'
        '[project.optional-dependencies]\ncu13 = ["nvidia-cutlass-dsl[cu13]==4.7.0"]\n'
        '[tool.uv.sources]\ntorch = [{ index = "pytorch-cu130", marker = "extra == \'cu13\'" }]\n'
        '[[tool.uv.index]]\nname = "pytorch-cu130"\nurl = "https://download.pytorch.org/whl/cu130"\n'
        "explicit = true\n",
    )
    rc, found, _ = findings_of(tool, "12.9", marked)
    expect(
        not any(name == "torch" for _, _, name in found),
        f"CUDA 12.9: a source under marker extra == 'cu13' does not fix the base torch's build: {found}",
    )
    # SkyRL (heldout13): a url source under `extra == 'sglang' and extra != 'vllm'` serves the sglang extra only.
    both = write(
        work,
        "uvmarker2/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\n'
        '[project.optional-dependencies]\nsglang = ["flashinfer-python"]\nflashrl = ["flashinfer-python"]\n'
        '[tool.uv.sources]\nflashinfer-python = [{ url = "https://download.pytorch.org/whl/cu128/flashinfer/'
        'flashinfer_python-0.2.6.post1%2Bcu128torch2.7-cp39-abi3-linux_x86_64.whl", '
        "marker = \"extra == 'sglang' and extra != 'vllm'\" }]\n",
    )
    rc, found, _ = findings_of(tool, "13.0", both)
    expect(
        rc == 1 and found == [(5, "wrong-major", "flashinfer-python")],
        f"CUDA 13.0: the cu128 wheel serves the sglang extra (line 5), not flashrl's (line 6): {found}",
    )


def a_uv_url_source_names_the_build_by_its_wheel(tool, work):
    """A [tool.uv.sources] `url =` installs that wheel: its local label is the build (prime-rl's vllm, heldout8)."""
    project = write(
        work,
        "uvurl/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["vllm>=0.26.0", "torchao"]\n'
        "[tool.uv.sources]\nvllm = [\n"
        # Each inline table is one line of the file (TOML's rule), written in pieces here.
        '  { url = "https://github.com/vllm-project/vllm/releases/download/v0.26.0/'
        'vllm-0.26.0+cu129-cp38-abi3-manylinux_2_28_x86_64.whl", marker = "platform_machine == \'x86_64\'" },\n'
        '  { url = "https://github.com/vllm-project/vllm/releases/download/v0.26.0/'
        'vllm-0.26.0+cu130-cp38-abi3-manylinux_2_28_aarch64.whl", marker = "platform_machine == \'aarch64\'" },\n'
        ']\ntorchao = { url = "https://example.org/torchao-0.17.0+git02105d46c-cp312-cp312-linux_x86_64.whl" }\n',
    )
    rc, found, _ = findings_of(tool, "13.0", project)
    expect(
        rc == 1 and found == [(4, "wrong-major", "vllm")],
        f"CUDA 13.0: the x86_64 URL source is vllm's +cu129 wheel; torchao's +git label names no build: {found}",
    )
    rc, found, _ = findings_of(tool, "12.9", project)
    expect(rc == 0 and not found, f"CUDA 12.9: the +cu129 wheel is the toolkit's major: {found}")


def uv_dependency_metadata_lists_what_its_package_installs(tool, work):
    """[[tool.uv.dependency-metadata]] replaces a requirement's own requirements (prime-rl, heldout8).

    What it lists is installed with that package; uv's sources serve the project's own requirements only,
    so a listed torch is not resolved through the project's torch index (NeMo RL, heldout4).
    """
    project = write(
        work,
        "uvmeta/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["modelexpress==0.3.0"]\n'
        '[[tool.uv.dependency-metadata]]\nname = "modelexpress"\nversion = "0.3.0"\n'
        'requires-dist = ["nixl[cu12]", "torch>=2.6.0"]\n'
        '[[tool.uv.dependency-metadata]]\nname = "unrelated"\nrequires-dist = ["cupy-cuda11x"]\n'
        '[tool.uv.sources]\ntorch = { index = "cu128" }\n'
        '[[tool.uv.index]]\nname = "cu128"\nurl = "https://download.pytorch.org/whl/cu128"\nexplicit = true\n',
    )
    rc, found, _ = findings_of(tool, "13.0", project)
    expect(
        rc == 1 and found == [(8, "wrong-major", "nixl")],
        f"CUDA 13.0: modelexpress installs nixl[cu12]; its torch and a package the project does not require "
        f"are not judged: {found}",
    )


def an_openmmlab_find_links_page_fixes_the_build_of_mmcv(tool, work):
    """OpenMMLab's page for cu117 serves mmcv wheels of that build where PyPI has only sdists (NNI, heldout8)."""
    path = write(
        work,
        "openmmlab/requirements.txt",
        "-f https://download.openmmlab.com/mmcv/dist/cu117/torch2.0/index.html\n"
        "mmcv >= 2.0.0rc4, < 2.1.0\nmmdet >= 3.0\n",
    )
    rc, found, _ = findings_of(tool, "12.4", path)
    expect(
        rc == 1 and found == [(2, "wrong-major", "mmcv")],
        f"CUDA 12.4: mmcv from OpenMMLab's cu117 page is a CUDA 11.7 build, mmdet is pure Python: {found}",
    )
    rc, found, _ = findings_of(tool, "11.8", path)
    expect(rc == 0 and not found, f"CUDA 11.8: the cu117 mmcv is the toolkit's major: {found}")


def conda_cuda_cccl_is_numbered_by_cuda_release(tool, work):
    """conda's cuda-cccl is the toolkit's CCCL component (12.1.109 in CUDA 12.1): cuda-cccl=12.1 is
    CUDA 12 (heldout10's xLSTM)."""
    path = write(work, "cudacccl/environment.yml", "dependencies:\n  - cuda-cccl=12.1\n  - cccl=2.5.0\n")
    rc, found, _ = findings_of(tool, "13.0", path)
    expect(
        rc == 1 and found == [(2, "wrong-major", "cuda-cccl")],
        f"CUDA 13.0: cuda-cccl=12.1 is CUDA 12's; conda-forge's cccl is numbered by CCCL, not CUDA: {found}",
    )
    rc, found, _ = findings_of(tool, "12.4", path)
    expect(
        not any(code == "wrong-major" for _, code, _ in found),
        f"CUDA 12.4: cuda-cccl=12.1 is the toolkit's major: {found}",
    )


def conda_dev_splits_and_the_profiler_api_follow_their_cuda_major(tool, work):
    """A -dev split carries its component's versions; cuda-profiler-api is numbered as the runtime is.

    GroundingDINO's environment export (heldout12) pins libcublas=12.1.0.26 and libcublas-dev=12.1.0.26,
    cuda-profiler-api=12.2.140 beside cuda-cudart=12.2.140: at CUDA 11.8 each is another major's.
    """
    path = write(
        work,
        "devsplit/environment.yml",
        "dependencies:\n  - libcublas=12.1.0.26\n  - libcublas-dev=12.1.0.26\n  - cuda-profiler-api=12.2.140\n",
    )
    rc, found, _ = findings_of(tool, "11.8", path)
    wrong = sorted(name for _, code, name in found if code == "wrong-major")
    expect(
        rc == 1 and wrong == ["cuda-profiler-api", "libcublas", "libcublas-dev"],
        f"CUDA 11.8: the runtime, its -dev split and the profiler API are CUDA 12's: {found}",
    )
    rc, found, _ = findings_of(tool, "12.4", path)
    expect(
        not any(code == "wrong-major" for _, code, _ in found), f"CUDA 12.4: all three are the toolkit's major: {found}"
    )


def a_pip_file_url_in_an_environment_is_a_local_path(tool, work):
    """`- file:.` in an environment's pip: list installs the project at that path (kraken, heldout13): skipped."""
    path = write(work, "fileurl/environment.yml", "dependencies:\n  - cudatoolkit=11.8\n  - pip:\n    - file:.\n")
    rc, found, _ = findings_of(tool, "12.4", path)
    expect(
        rc == 1 and found == [(2, "wrong-major", "cudatoolkit")],
        f"CUDA 12.4: file:. is skipped with a note and the file still judged: rc {rc}, {found}",
    )


def a_recipe_variable_set_to_a_literal_is_the_recipes_own_value(tool, work):
    """conda-build renders `{{ cuda_version }}` with the recipe's own `{% set cuda_version = "13.2.0" %}`,
    not the variant's (heldout10's cuda-cudart feedstock); a name set twice, or under a selector, is
    not told by the text and stays the variant's."""
    own = write(
        work,
        "setliteral/meta.yaml",
        '{% set cuda_version = "13.2.0" %}\npackage:\n  name: x\n  version: 1\n'
        "requirements:\n  host:\n    - cuda-version {{ cuda_version }}\n",
    )
    rc, found, _ = findings_of(tool, "12.9", own)
    expect(
        rc == 1 and found == [(7, "wrong-major", "cuda-version")],
        f"CUDA 12.9: cuda-version {{{{ cuda_version }}}} is the recipe's 13.2.0: {found}",
    )
    rc, found, _ = findings_of(tool, "13.0", own)
    expect(not any(code == "wrong-major" for _, code, _ in found), f"CUDA 13.0: 13.2.0 is the toolkit's major: {found}")
    told_apart = write(
        work,
        "setselector/meta.yaml",
        '{% set cuda_version = "13.2.0" %}  # [linux64]\n{% set cuda_version = "12.9.0" %}  # [win]\n'
        "package:\n  name: x\n  version: 1\nrequirements:\n  host:\n    - cuda-version {{ cuda_version }}\n",
    )
    rc, found, _ = findings_of(tool, "12.9", told_apart)
    expect(
        not any(code == "wrong-major" for _, code, _ in found),
        f"CUDA 12.9: a name set under selectors is not rendered from the text (the variant's value stays): {found}",
    )


def a_recipes_macros_are_set_aside_with_a_note(tool, work):
    """A meta.yaml that writes its script lines through `{% macro %}`s (conda-forge's llama-cpp-python,
    heldout11) is read, the macros named in a note, its requirements judged; it was a YAML error."""
    path = write(
        work,
        "macros/meta.yaml",
        "package:\n  name: x\n  version: 1\nbuild:\n  script:\n"
        '    {% macro cmake_args(key, value) -%}\n    - export CMAKE_ARGS="-D{{ key }}={{ value }}"\n'
        '    {%- endmacro %}\n    {{ cmake_args("LLAVA_BUILD", "OFF") }}\n    - pip install .\n'
        "requirements:\n  host:\n    - cuda-version 11.8\n",
    )
    rc, found, report = findings_of(tool, "12.4", path)
    expect(
        rc == 1 and found == [(13, "wrong-major", "cuda-version")] and not report.get("errors"),
        f"CUDA 12.4: the recipe reads past its macros and cuda-version 11.8 is CUDA 11's: "
        f"{found} {report.get('errors')}",
    )
    expect(
        any("cmake_args" in note for note in report.get("notes", [])),
        f"the macro is named in a note: {report.get('notes')}",
    )


def uv_extra_index_url_names_the_build_uv_installs(tool, work):
    """uv takes a package found on `[tool.uv] extra-index-url` from that index alone (first-index), so an
    untagged torch beside `/whl/cu124` is a CUDA 12 build (FastVideo's cu128, heldout11); `unsafe-best-match`
    reads it beside PyPI, as pip does: cu124 builds stop at torch 2.6, so an unversioned torch is PyPI's newest."""
    first = write(
        work,
        "uvextra/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["torch"]\n'
        '[tool.uv]\nextra-index-url = ["https://download.pytorch.org/whl/cu124"]\n',
    )
    rc, found, _ = findings_of(tool, "13.0", first)
    expect(
        rc == 1 and found == [(4, "wrong-major", "torch")],
        f"CUDA 13.0: torch from uv's cu124 index is CUDA 12's: {found}",
    )
    best = write(
        work,
        "uvbest/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["torch"]\n'
        '[tool.uv]\nextra-index-url = ["https://download.pytorch.org/whl/cu124"]\n'
        'index-strategy = "unsafe-best-match"\n',
    )
    rc, found, _ = findings_of(tool, "13.0", best)
    expect(
        not any(code == "wrong-major" for _, code, _ in found),
        f"CUDA 13.0: with unsafe-best-match an unversioned torch is PyPI's newest (cu124 stops at 2.6), "
        f"not judged: {found}",
    )
    sourced = write(
        work,
        "uvbestsource/pyproject.toml",
        '[project]\nname = "x"\nversion = "1"\ndependencies = ["torch"]\n'
        '[tool.uv]\nextra-index-url = ["https://download.pytorch.org/whl/cu124"]\n'
        'index-strategy = "unsafe-best-match"\n'
        '[[tool.uv.index]]\nname = "cu124"\nurl = "https://download.pytorch.org/whl/cu124"\nexplicit = true\n'
        '[tool.uv.sources]\ntorch = { index = "cu124" }\n',
    )
    rc, found, _ = findings_of(tool, "13.0", sourced)
    expect(
        rc == 1 and found == [(4, "wrong-major", "torch")],
        f"CUDA 13.0: torch's own source is its index alone, whatever the strategy: a cu124 build: {found}",
    )


def test_cli_scenarios_formats_and_every_file_kind(tool, case_arg):
    skipped.clear()
    with tempfile.TemporaryDirectory(prefix="cudacompat-pin-cli-") as work:
        seed_scenarios(tool, work, case_arg("cxx"), case_arg("cuda-root"))
        formats(tool, work)
        every_file_kind(tool)
        alternatives(tool)
        rapids_dependencies(tool)
        conda_alternatives_and_records(tool, work)
        extras_whose_contents_name_the_major(tool, work)
        cudarc_taking_the_toolkit_at_build_time(tool, work)
        cudatoolkit_has_no_release_past_11(tool, work)
        pytorch_cuda_has_no_release_past_12(tool, work)
        uv_sources_taken_where_their_marker_holds(tool, work)
        conda_cuda_metapackage_is_a_cuda_release(tool, work)
        triton_from_a_pytorch_index_is_one_build_for_every_cuda(tool, work)
        a_jinja_skip_expression_drops_the_recipe(tool, work)
        only_the_last_pip_list_of_an_environment_is_installed(tool, work)
        an_extra_index_fixes_only_the_releases_it_serves(tool, work)
        a_cuda_version_under_a_false_condition_bounds_nothing(tool, work)
        conda_forge_nvcc_wrapper_is_numbered_by_cuda_release(tool, work)
        an_index_named_for_a_cuda_major_as_a_word_fixes_the_build(tool, work)
        a_dgl_find_links_page_fixes_the_build_of_an_untagged_dgl(tool, work)
        uv_override_dependencies_name_the_build_uv_installs(tool, work)
        a_uv_source_scoped_to_a_group_applies_in_that_group_only(tool, work)
        a_uv_url_source_names_the_build_by_its_wheel(tool, work)
        uv_dependency_metadata_lists_what_its_package_installs(tool, work)
        an_openmmlab_find_links_page_fixes_the_build_of_mmcv(tool, work)
        conda_cuda_cccl_is_numbered_by_cuda_release(tool, work)
        conda_dev_splits_and_the_profiler_api_follow_their_cuda_major(tool, work)
        a_pip_file_url_in_an_environment_is_a_local_path(tool, work)
        a_recipe_variable_set_to_a_literal_is_the_recipes_own_value(tool, work)
        a_recipes_macros_are_set_aside_with_a_note(tool, work)
        uv_extra_index_url_names_the_build_uv_installs(tool, work)
    if skipped:
        skip("every other check passed; " + "; ".join(skipped))
