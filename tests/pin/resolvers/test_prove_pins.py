"""The pins of `cudacompat pin`, handed to the real resolvers, offline, for every toolkit of the
matrix: pip (`pip install --dry-run --report --no-index --find-links`), Cargo (a directory source,
`cargo generate-lockfile --offline`) and conda (py-rattler's solver on a local channel). Each
resolves to a release of the toolkit's major, at or above the floor, never to a known-bad one;
and the hand-written requirements the pins replace resolve to the bad releases with the same
resolvers, so the proof is not vacuous.

A pytest module, a test per resolver (tests/pin/pin_tests.cmake runs it with --cudacompat and
--case-arg knowledge=compat/knowledge.json); a resolver that is not installed here is a skip.
"""

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest
import stub_packages  # beside this module: pytest puts its folder on sys.path
from case_checks import expect, fail, run, skip

MATRIX = ["11.8", "12.4", "13.0", "13.5"]


def vtuple(text):
    parts = []
    for piece in text.split("+")[0].split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits) if digits else 0)
    return tuple(parts)


def pin(tool, *args):
    result = run([tool, "pin", *args])
    if result.returncode != 0:
        fail(f"cudacompat pin {' '.join(args)} failed ({result.returncode}): {result.stderr}")
    return result.stdout


def newest_release_with(knowledge, cuda, key):
    """The newest CUDA release at or below `cuda`, of its major, that has `key` (the pins start there
    when a package has no release for the toolkit's own minor yet)."""
    rows = [
        r
        for r in knowledge["packages"]["releases"]
        if vtuple(r["cuda"])[0] == vtuple(cuda)[0] and vtuple(r["cuda"]) <= vtuple(cuda) and r.get(key)
    ]
    return rows[-1]["cuda"] if rows else cuda


def bad_versions(knowledge, ecosystem, package, cuda):
    bad = set()
    for entry in knowledge["packages"].get("known_bad", []):
        if entry["ecosystem"] != ecosystem or entry["package"] != package:
            continue
        if "only_below_cuda" in entry and vtuple(cuda) >= vtuple(entry["only_below_cuda"]):
            continue
        bad.update(entry["versions"])
    return bad


# ---- pip ---------------------------------------------------------------------------------------


def pip_resolve(index, requirements_text, work):
    requirements = os.path.join(work, "requirements.txt")
    report = os.path.join(work, "report.json")
    with open(requirements, "w") as f:
        f.write(requirements_text)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--dry-run",
            "--ignore-installed",
            "--no-index",
            "--find-links",
            index,
            "--report",
            report,
            "--quiet",
            "--disable-pip-version-check",
            "-r",
            requirements,
        ],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        return None, result.stderr
    with open(report) as f:
        installed = json.load(f)["install"]
    return {item["metadata"]["name"].lower(): item["metadata"]["version"] for item in installed}, ""


def prove_pip(tool, knowledge, work):
    releases = stub_packages.python_releases(knowledge)
    index = os.path.join(work, "index")
    os.makedirs(index)
    for name, versions in releases.items():
        for version in versions:
            stub_packages.write_wheel(index, name, version)
    print(f"pip: local index of {sum(len(v) for v in releases.values())} stub wheels ({len(releases)} distributions)")
    rows = {r["cuda"]: r for r in knowledge["packages"]["releases"]}
    for cuda in MATRIX:
        text = pin(
            tool,
            "--cuda",
            cuda,
            "--library",
            "cudart,cublas,cufft",
            "--python",
            "cuda-python",
            "--format",
            "requirements",
            "--no-comments",
        )
        resolved, error = pip_resolve(index, text, work)
        expect(resolved is not None, f"pip resolves the pins for CUDA {cuda}: {error.strip()[:300]}")
        major = int(cuda.split(".")[0])
        for component, wheel in rows[cuda]["wheels"].items():
            if component not in ("cudart", "cublas", "cufft"):
                continue
            got = resolved.get(wheel["package"])
            expect(
                got is not None
                and vtuple(got) >= vtuple(wheel["first"])
                and vtuple(got)[0] == vtuple(wheel["first"])[0],
                f"CUDA {cuda}: {wheel['package']} -> {got} (floor {wheel['first']}, same major)",
            )
        got = resolved.get("cuda-python")
        bad = bad_versions(knowledge, "pypi", "cuda-python", cuda)
        floor = newest_release_with(knowledge, cuda, "cuda_python")
        expect(
            got is not None and vtuple(got)[0] == major and vtuple(got)[:2] >= vtuple(floor)[:2] and got not in bad,
            f"CUDA {cuda}: cuda-python -> {got} (major {major}, >= {floor}, not one of {sorted(bad)})",
        )

    # The cuda-python case as on its day: the index as it was when 12.6.1 was the newest 12.x.
    day = os.path.join(work, "index-12.6.1")
    os.makedirs(day)
    for version in releases["cuda-python"]:
        if vtuple(version)[0] == 12 and vtuple(version) <= vtuple("12.6.1"):
            stub_packages.write_wheel(day, "cuda-python", version)
    naive, _ = pip_resolve(day, "cuda-python>=12.0,<13\n", work)
    expect(naive == {"cuda-python": "12.6.1"}, f"the hand-written cuda-python>=12.0,<13 resolves to 12.6.1: {naive}")
    pinned, error = pip_resolve(
        day,
        pin(tool, "--cuda", "12.6", "--library", "cudart", "--python", "cuda-python", "--no-comments").replace(
            "nvidia", "# nvidia"
        ),
        work,
    )
    expect(pinned == {"cuda-python": "12.6.0"}, f"the pin for CUDA 12.6 resolves to 12.6.0: {pinned} {error[:200]}")


# ---- Cargo -------------------------------------------------------------------------------------


def cargo_resolve(cargo, vendored, dependency_line, work):
    project = tempfile.mkdtemp(dir=work)
    os.makedirs(os.path.join(project, "src"))
    os.makedirs(os.path.join(project, ".cargo"))
    with open(os.path.join(project, "src", "lib.rs"), "w"):
        pass
    with open(os.path.join(project, "Cargo.toml"), "w") as f:
        f.write(
            '[package]\nname = "pinned"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n'
            + dependency_line
            + "\n"
        )
    with open(os.path.join(project, ".cargo", "config.toml"), "w") as f:
        f.write(f'[source.crates-io]\nreplace-with = "vendored"\n\n[source.vendored]\ndirectory = "{vendored}"\n')
    env = dict(os.environ, CARGO_HOME=os.path.join(work, "cargo-home"), CARGO_NET_OFFLINE="true")
    result = subprocess.run(
        [cargo, "generate-lockfile", "--offline"], cwd=project, capture_output=True, text=True, env=env
    )
    if result.returncode != 0:
        return None, result.stderr
    with open(os.path.join(project, "Cargo.lock")) as f:
        lock = f.read()
    blocks = lock.split("[[package]]")
    for block in blocks:
        if 'name = "cudarc"' in block:
            return block.split('version = "')[1].split('"')[0], ""
    return None, "cudarc not in Cargo.lock"


def prove_cargo(tool, knowledge, work):
    cargo = shutil.which("cargo") or os.path.expanduser("~/.cargo/bin/cargo")
    if not os.path.exists(cargo):
        skip("cargo is not installed here")
    cudarc = knowledge["packages"]["cudarc"]
    features = set()
    for major in knowledge["packages"]["majors"]:
        features.update(major.get("cudarc_features", {}).values())
    vendored = os.path.join(work, "vendored")
    stub_packages.write_cargo_directory_source(vendored, "cudarc", cudarc["versions"], features)
    print(f"cargo: directory source of cudarc {', '.join(cudarc['versions'])}")
    series = [v for v in cudarc["versions"] if v.startswith("0.11.")]
    newest = max(series, key=vtuple)
    got, error = cargo_resolve(cargo, vendored, 'cudarc = "0.11.4"', work)
    expect(got == newest, f'candle\'s cudarc = "0.11.4" resolves to the newest 0.11.x, {newest}: {got} {error[:200]}')
    for cuda in MATRIX:
        line = [
            l
            for l in pin(tool, "--cuda", cuda, "--cudarc", "0.11.4", "--format", "cargo", "--no-comments").splitlines()
            if l.startswith("cudarc")
        ][0]
        got, error = cargo_resolve(cargo, vendored, line, work)
        bad = set()
        for needs in cudarc.get("needs_cuda", []):
            if vtuple(cuda) < vtuple(needs["cuda"]):
                bad.update(needs["versions"])
        bad |= bad_versions(knowledge, "cargo", "cudarc", cuda)
        expect(
            got is not None and got.startswith("0.11.") and got not in bad,
            f"CUDA {cuda}: `{line}` resolves to {got}, not one of {sorted(bad)} {error[:200]}",
        )
        if cuda == "11.8":
            expect(got is not None and vtuple(got) <= vtuple("0.11.6"), f"CUDA 11.8: cudarc stays <= 0.11.6 ({got})")


# ---- conda -------------------------------------------------------------------------------------


def prove_conda(tool, knowledge, work):
    try:
        import rattler
    except ImportError:
        skip("py-rattler is not installed here (ci/install-python-deps.sh installs it)")
    names = knowledge["packages"]["conda_packages"]
    records = []
    for release in knowledge["packages"]["releases"]:
        cuda = release["cuda"]
        if not release.get("conda_cuda_version"):
            continue
        major, minor = (int(x) for x in cuda.split("."))
        records.append({"name": "cuda-version", "version": release["conda_cuda_version"]})
        for component in ("cudart", "cublas", "cufft"):
            wheel = release.get("wheels", {}).get(component)
            if wheel and component in names:
                for version in {wheel["first"], wheel["last"]}:
                    records.append(
                        {
                            "name": names[component],
                            "version": version,
                            "depends": [f"cuda-version >={cuda},<{major}.{minor + 1}"],
                        }
                    )
    channel = os.path.join(work, "channel")
    stub_packages.write_conda_channel(channel, records)
    print(f"conda: local channel of {len(records)} stub records")

    def solve(specs, constraints):
        return asyncio.run(
            rattler.solve(
                sources=[rattler.Channel("file://" + channel)],
                specs=specs,
                constraints=constraints,
                platforms=["linux-64"],
            )
        )

    naive = {r.name.normalized: str(r.version) for r in solve(["cuda-cudart"], [])}
    newest_major = max(
        int(r["cuda"].split(".")[0]) for r in knowledge["packages"]["releases"] if r.get("conda_cuda_version")
    )
    expect(
        vtuple(naive["cuda-cudart"])[0] == newest_major,
        f"an unpinned cuda-cudart resolves to CUDA {newest_major}'s: {naive['cuda-cudart']}",
    )
    for cuda in MATRIX:
        pins = json.loads(pin(tool, "--cuda", cuda, "--library", "cudart,cublas,cufft", "--format", "json"))["pins"]
        run_pins = [
            f"{p['package']} {p['requirement']}"
            for p in pins
            if p["ecosystem"] == "conda" and p.get("section") == "run"
        ]
        constraints = [
            f"{p['package']} {p['requirement']}"
            for p in pins
            if p["ecosystem"] == "conda" and p.get("section") == "run_constraints"
        ]
        try:
            solved = {r.name.normalized: str(r.version) for r in solve(run_pins, constraints)}
        except Exception as error:  # the solver's own message says what did not resolve
            fail(f"CUDA {cuda}: rattler solves {run_pins} with {constraints}: {error}")
        version = solved.get("cuda-version", "")
        floor = newest_release_with(knowledge, cuda, "conda_cuda_version")
        expect(
            vtuple(version)[0] == vtuple(cuda)[0] and vtuple(version)[:2] >= vtuple(floor)[:2],
            f"CUDA {cuda}: rattler solves {len(run_pins)} run pins to cuda-version {version} >= {floor} ({solved})",
        )


@pytest.fixture
def knowledge(case_arg):
    return stub_packages.load_knowledge(case_arg("knowledge"))


def test_pip_resolves_the_pins_for_every_toolkit(tool, knowledge, scratch):
    prove_pip(tool, knowledge, scratch)


def test_cargo_resolves_the_pins_for_every_toolkit(tool, knowledge, scratch):
    prove_cargo(tool, knowledge, scratch)


def test_conda_resolves_the_pins_for_every_toolkit(tool, knowledge, scratch):
    prove_conda(tool, knowledge, scratch)
