"""The toolkit matrix (label `matrix`): every real toolkit ci/install-toolkits.sh installed (its
manifest) checked against the toolkit itself (check_toolkit.py), and the whole project built with
each toolkit of build_project.py's VERSIONS selected.

A pytest module, run by tests/matrix/CMakeLists.txt one case at a time: test_toolkit[<toolkit>] with
--cudacompat and --case-arg manifest=, package_dir=, source_dir=, work_dir=, proof_dir=;
test_project_build[project_builds_with_cuda_<version>] with --case-arg source_dir=, work_root=, tool=, werror=. The
two scripts keep their command lines (docs/matrix.md), which these tests call as functions.
"""

import argparse
import os
import subprocess

import build_project
import check_toolkit
from case_checks import fail


def case_args(config):
    """The --case-arg NAME=VALUE pairs, at collection, where the fixture is not there yet."""
    return dict(item.partition("=")[::2] for item in config.getoption("--case-arg"))


def pytest_generate_tests(metafunc):
    """A case per toolkit of the manifest (the names check_toolkit.py --list gives CMake) and per
    version of build_project.VERSIONS."""
    if "toolkit" in metafunc.fixturenames:
        manifest = case_args(metafunc.config).get("manifest", "/opt/cudacompat/toolkits/manifest.json")
        names = sorted(check_toolkit.load_toolkits(manifest)) if os.path.exists(manifest) else []
        metafunc.parametrize("toolkit", names, ids=names)
    if "version" in metafunc.fixturenames:  # ids as ctest names the cases: project_builds_with_cuda_12.4
        metafunc.parametrize(
            "version",
            build_project.VERSIONS,
            ids=[f"project_builds_with_cuda_{version}" for version in build_project.VERSIONS],
        )


def test_toolkit(toolkit, tool, case_arg):
    args = argparse.Namespace(
        toolkit=toolkit,
        tool=tool,
        package_dir=case_arg("package_dir"),
        source_dir=case_arg("source_dir"),
        work_dir=case_arg("work_dir"),
        proof_dir=case_arg("proof_dir"),
    )
    try:
        check_toolkit.run_checks(args, check_toolkit.load_toolkits(case_arg("manifest"))[toolkit])
    except check_toolkit.Failure as failure:
        fail(f"{toolkit}: {failure}")


def test_project_build(version, case_arg):
    try:
        build_project.build(
            version,
            case_arg("source_dir"),
            os.path.join(case_arg("work_root"), f"project-{version}"),
            case_arg("tool"),
            archs="90-real",
            werror=case_arg("werror"),
        )
    except (build_project.Failure, subprocess.TimeoutExpired) as error:
        fail(f"CUDA {version}: {error}")
