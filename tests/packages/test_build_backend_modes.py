"""cudacompat.build_backend reads CUDACOMPAT_CUDA as CMake does, and the metadata provider follows it.

Each case enters the backend's renaming step (what every PEP 517 hook runs before scikit-build-core)
in a small project, with the real tool, and reports the name written into pyproject.toml, what is
passed on to CMake, and the dependencies the provider gives; nothing is compiled. AUTO and ON with
no toolkit run with every toolkit hidden (tests/support/hidden_toolkits.py).

A pytest module (tests/packages/CMakeLists.txt runs it with --cudacompat and --case-arg work=DIR).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from case_checks import expect, skip
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment

PYPROJECT = """[project]
name = "mypkg"
version = "1.0"
dynamic = ["dependencies"]

[tool.cudacompat]
{options}
{extra_tables}"""
SETTINGS = {
    "libraries": ["cudart"],
    "extra": ["numpy>=1.23"],
    "cpu-extra": ["mypkg-cpu-kernels"],
    "cuda-extra": ["mypkg-gpu-helpers"],
}
ENTER = r"""
import json, sys
from pathlib import Path
from cudacompat import build_backend, metadata
config = json.loads(sys.argv[1])
try:
    with build_backend._cuda_named(config) as passed:
        name = [l for l in Path("pyproject.toml").read_text().splitlines() if l.startswith("name")][0]
        print(json.dumps({"name": name, "passed": passed, "requires": metadata.requirements(json.loads(sys.argv[2]))}))
except Exception as error:
    print(json.dumps({"error": str(error)}))
"""


def enter(
    source: Path,
    tool: Path,
    project: Path,
    config: dict,
    environment: dict,
    hidden: bool = False,
    settings: dict = SETTINGS,
) -> dict:
    env = hidden_toolkits_environment(environment) if hidden else dict(environment)
    if "CUDACOMPAT_CUDA" in environment:  # the setting under test, which hiding the toolkits clears
        env["CUDACOMPAT_CUDA"] = environment["CUDACOMPAT_CUDA"]
    env.update(PYTHONPATH=str(source / "python"), CUDACOMPAT_TOOL=str(tool))
    command = [sys.executable, "-c", ENTER, json.dumps(config), json.dumps(settings)]
    if hidden:
        command = hidden_toolkits_command(command)
    result = subprocess.run(command, capture_output=True, text=True, cwd=project, env=env)
    expect(result.returncode == 0, f"the backend step ran: {result.stderr[-1500:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_build_backend_honours_cuda_off_auto_and_on_from_the_define_or_the_environment(
    source_dir, tool, case_arg
) -> None:
    source, tool, work = Path(source_dir).resolve(), Path(tool).resolve(), Path(case_arg("work")).resolve()

    if not tool.is_file():
        skip(f"{tool} is not built")
    base = {k: v for k, v in os.environ.items() if k not in ("CUDACOMPAT_CUDA", "CUDACOMPAT_PACKAGE_CUDA")}
    probe = subprocess.run([str(tool), "probe", "--json", "--features", "skip"], capture_output=True, text=True)
    have_toolkit = probe.returncode == 0 and json.loads(probe.stdout)["decision"].get("build_cuda")
    if work.exists():
        shutil.rmtree(work)
    projects = (
        ("suffixed", 'cpu-name-suffix = "-cpu"', ""),
        ("default", "", ""),
        ("project-auto", 'cpu-name-suffix = "-cpu"\ncuda = "AUTO"', ""),
        ("project-off", 'cpu-name-suffix = "-cpu"\ncuda = "off"', ""),
        ("cmake-define", "", '[tool.scikit-build.cmake.define]\nCUDACOMPAT_CUDA = "AUTO"\n'),
        ("variant", 'cpu-name-suffix = "-cpu"\nwheel-variant = true', ""),
        ("variant-string", 'wheel-variant = "yes"', ""),
    )
    for label, options, extra_tables in projects:
        project = work / label
        project.mkdir(parents=True)
        (project / "pyproject.toml").write_text(PYPROJECT.format(options=options, extra_tables=extra_tables))
    suffixed, default = work / "suffixed", work / "default"
    original = (suffixed / "pyproject.toml").read_bytes()

    off = enter(source, tool, suffixed, {"cmake.define.CUDACOMPAT_CUDA": "OFF"}, base)
    expect(
        off.get("name") == 'name = "mypkg-cpu"'
        and off["passed"]["cmake.define.CUDACOMPAT_CUDA"] == "OFF"
        and off["requires"] == ["numpy>=1.23", "mypkg-cpu-kernels"],
        f"-C cmake.define.CUDACOMPAT_CUDA=OFF: mypkg-cpu, CMake told OFF, extra and cpu-extra alone: {off}",
    )
    expect((suffixed / "pyproject.toml").read_bytes() == original, "pyproject.toml is restored byte for byte")

    env_off = enter(source, tool, default, {}, dict(base, CUDACOMPAT_CUDA="OFF"))
    expect(
        env_off.get("name") == 'name = "mypkg"'
        and env_off["passed"]["cmake.define.CUDACOMPAT_CUDA"] == "OFF"
        and env_off["requires"] == ["numpy>=1.23", "mypkg-cpu-kernels"],
        f"CUDACOMPAT_CUDA=OFF in the environment: the project's own name (cpu-name-suffix defaults to ''), "
        f"no NVIDIA dependency: {env_off}",
    )

    bogus = enter(source, tool, default, {}, dict(base, CUDACOMPAT_CUDA="maybe"))
    expect("is not one of AUTO, ON, OFF" in bogus.get("error", ""), f"CUDACOMPAT_CUDA=maybe is refused: {bogus}")

    auto_hidden = enter(source, tool, suffixed, {}, dict(base, CUDACOMPAT_CUDA="AUTO"), hidden=True)
    expect(
        auto_hidden.get("name") == 'name = "mypkg-cpu"'
        and auto_hidden["requires"] == ["numpy>=1.23", "mypkg-cpu-kernels"],
        f"CUDACOMPAT_CUDA=AUTO with every toolkit hidden: the CPU-only package: {auto_hidden}",
    )

    on_hidden = enter(source, tool, suffixed, {}, dict(base, CUDACOMPAT_CUDA="ON"), hidden=True)
    expect(
        "CUDACOMPAT_CUDA=ON (the environment variable CUDACOMPAT_CUDA)" in on_hidden.get("error", "")
        and "CUDACOMPAT_CUDA=OFF" in on_hidden.get("error", ""),
        f"CUDACOMPAT_CUDA=ON with every toolkit hidden stops, naming the setting and the CPU-only way: {on_hidden}",
    )

    # The project's default mode ([tool.cudacompat] cuda), below the define and the environment.
    project_auto = enter(source, tool, work / "project-auto", {}, base, hidden=True)
    expect(
        project_auto.get("name") == 'name = "mypkg-cpu"'
        and project_auto["passed"]["cmake.define.CUDACOMPAT_CUDA"] == "OFF",
        f'[tool.cudacompat] cuda = "AUTO" with every toolkit hidden: the CPU-only package: {project_auto}',
    )
    env_over_project = enter(source, tool, work / "project-auto", {}, dict(base, CUDACOMPAT_CUDA="ON"), hidden=True)
    expect(
        "CUDACOMPAT_CUDA=ON (the environment variable CUDACOMPAT_CUDA)" in env_over_project.get("error", ""),
        f"CUDACOMPAT_CUDA=ON in the environment overrides the project's AUTO and stops without a toolkit: "
        f"{env_over_project}",
    )
    define_over_project = enter(
        source, tool, work / "project-auto", {"cmake.define.CUDACOMPAT_CUDA": "ON"}, base, hidden=True
    )
    expect(
        "CUDACOMPAT_CUDA=ON (-C cmake.define.CUDACOMPAT_CUDA)" in define_over_project.get("error", ""),
        f"-C cmake.define.CUDACOMPAT_CUDA=ON overrides the project's AUTO: {define_over_project}",
    )
    cmake_define = enter(source, tool, work / "cmake-define", {}, base)
    expect(
        "[tool.cudacompat] cuda = 'AUTO'" in cmake_define.get("error", ""),
        f"[tool.scikit-build.cmake.define] CUDACOMPAT_CUDA is refused, naming [tool.cudacompat] cuda: {cmake_define}",
    )

    # Variant mode: one name for every variant, from the project's switch or the config
    # setting (which wins); cudacompat's own settings are not passed on to scikit-build-core.
    variant_off = enter(source, tool, work / "variant", {"cmake.define.CUDACOMPAT_CUDA": "OFF"}, base)
    expect(
        variant_off.get("name") == 'name = "mypkg"'
        and not any(k.startswith("cudacompat.") for k in variant_off["passed"]),
        f"wheel-variant = true, CUDACOMPAT_CUDA=OFF: the project's own name (no cpu-name-suffix): {variant_off}",
    )
    setting_wins = enter(
        source,
        tool,
        work / "variant",
        {"cmake.define.CUDACOMPAT_CUDA": "OFF", "cudacompat.wheel-variant": "false"},
        base,
    )
    expect(
        setting_wins.get("name") == 'name = "mypkg-cpu"' and "cudacompat.wheel-variant" not in setting_wins["passed"],
        f"-C cudacompat.wheel-variant=false over the project's true: the -cpu name again, "
        f"the setting kept from CMake: {setting_wins}",
    )
    setting_on = enter(
        source, tool, suffixed, {"cmake.define.CUDACOMPAT_CUDA": "OFF", "cudacompat.wheel-variant": "TRUE"}, base
    )
    expect(
        setting_on.get("name") == 'name = "mypkg"',
        f"-C cudacompat.wheel-variant=TRUE alone: variant mode: {setting_on}",
    )
    bad_setting = enter(source, tool, default, {"cudacompat.wheel-variant": "maybe"}, base)
    expect(
        "-C cudacompat.wheel-variant='maybe' is not true or false" in bad_setting.get("error", ""),
        f"-C cudacompat.wheel-variant=maybe is refused: {bad_setting}",
    )
    bad_project = enter(source, tool, work / "variant-string", {}, base)
    expect(
        "wheel-variant must be true or false (a TOML boolean), got 'yes'" in bad_project.get("error", ""),
        f'[tool.cudacompat] wheel-variant = "yes" is refused: {bad_project}',
    )

    if have_toolkit:
        variant_on = enter(source, tool, work / "variant", {"cmake.define.CUDACOMPAT_CUDA": "ON"}, base)
        expect(
            variant_on.get("name") == 'name = "mypkg"'
            and variant_on["passed"]["cmake.define.CUDACOMPAT_CUDA"] == "ON"
            and any(r.startswith("nvidia-cuda-runtime") for r in variant_on["requires"]),
            f"wheel-variant = true with a toolkit: no -cuNN, CMake told ON, the runtime pinned: {variant_on}",
        )
        env_on = enter(source, tool, work / "project-off", {}, dict(base, CUDACOMPAT_CUDA="ON"))
        expect(
            env_on.get("name", "").startswith('name = "mypkg-cu')
            and env_on["passed"]["cmake.define.CUDACOMPAT_CUDA"] == "ON",
            f'CUDACOMPAT_CUDA=ON in the environment over the project\'s cuda = "off": the CUDA package: {env_on}',
        )
        # libraries = []: a static runtime needs no runtime wheel; the Python packages asked are still pinned.
        static = enter(
            source,
            tool,
            suffixed,
            {"cmake.define.CUDACOMPAT_CUDA": "ON"},
            base,
            settings={"libraries": [], "extra": ["numpy>=1.23"]},
        )
        expect(static.get("requires") == ["numpy>=1.23"], f"libraries = []: no NVIDIA dependency at all: {static}")
        # cuda-extra: what a setup.py added to install_requires only when it built the extension
        # (NiftyPET/NIMPA's cuvec and numcu), in the CUDA wheels alone.
        static_cuda_extra = enter(
            source,
            tool,
            suffixed,
            {"cmake.define.CUDACOMPAT_CUDA": "ON"},
            base,
            settings={"libraries": [], "extra": ["numpy>=1.23"], "cuda-extra": ["cuvec>=2.3.1"]},
        )
        expect(
            static_cuda_extra.get("requires") == ["numpy>=1.23", "cuvec>=2.3.1"],
            f"libraries = [] with cuda-extra: extra then cuda-extra, no NVIDIA dependency: {static_cuda_extra}",
        )
        static_python = enter(
            source,
            tool,
            suffixed,
            {"cmake.define.CUDACOMPAT_CUDA": "ON"},
            base,
            settings={"libraries": [], "python": ["cuda-python"]},
        )
        expect(
            len(static_python.get("requires", [])) == 1 and static_python["requires"][0].startswith("cuda-python"),
            f"libraries = [] with python = ['cuda-python']: cuda-python alone, no runtime wheel: {static_python}",
        )

        # The define wins over the environment, as in CMake.
        on = enter(source, tool, suffixed, {"cmake.define.CUDACOMPAT_CUDA": "ON"}, dict(base, CUDACOMPAT_CUDA="OFF"))
        major = json.loads(probe.stdout)["toolkit"]["version"]["value"].split(".")[0]
        expect(
            on.get("name") == f'name = "mypkg-cu{major}"'
            and on["passed"]["cmake.define.CUDACOMPAT_CUDA"] == "ON"
            and any(r.startswith("nvidia-cuda-runtime") for r in on["requires"])
            and "mypkg-cpu-kernels" not in on["requires"]
            and on["requires"][-2:] == ["numpy>=1.23", "mypkg-gpu-helpers"],
            f"-C cmake.define.CUDACOMPAT_CUDA=ON over CUDACOMPAT_CUDA=OFF in the environment: mypkg-cu{major} "
            f"with the runtime pinned, extra and cuda-extra, no cpu-extra: {on}",
        )
