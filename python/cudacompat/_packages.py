"""What a renamed build must keep: the packages scikit-build-core finds under the project's own name.

scikit-build-core copies a project's package into the wheel only when it finds one named after the
distribution (src/NAME, python/NAME or NAME, with an __init__.py), unless `wheel.packages` says
which. cudacompat.build_backend renames the distribution to NAME-cu13 for the length of the build,
under which name that search finds nothing: the wheel would carry the extension modules CMake
installs and none of the package's Python files. So the backend asks scikit-build-core itself, under
the original name, and passes the answer on as `wheel.packages`; scikit-build-core stays the one
owner of its search rule and of how its settings combine (pyproject.toml, overrides, config
settings, SKBUILD_* variables).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Mapping

from ._tool import CudacompatError


def _effective_wheel_packages(pyproject: Mapping[str, Any], config_settings: Mapping[str, Any]) -> Any:
    """`wheel.packages` as scikit-build-core will read it for this build (None: it will search)."""
    from scikit_build_core.settings.skbuild_read_settings import SettingsReader

    return SettingsReader(dict(pyproject), dict(config_settings), state="wheel").settings.wheel.packages


def _found_packages(name: str) -> dict[str, str]:
    """scikit-build-core's own search for a distribution called `name`: {wheel path: source path}."""
    try:
        from scikit_build_core.build._editable import get_packages
    except ImportError as error:  # its private home moved: say so rather than guess its rule
        raise CudacompatError(
            "cudacompat.build_backend cannot ask this scikit-build-core which package it would ship under the "
            f"project's own name ({error}); list it in pyproject.toml: [tool.scikit-build] wheel.packages = "
            f'["src/{name.replace("-", "_")}"]'
        ) from error
    return dict(get_packages(packages=None, name=name))


def kept_packages(
    pyproject: Mapping[str, Any], config_settings: Mapping[str, Any], name: str, new_name: str
) -> dict[str, Any]:
    """The config settings that keep, under `new_name`, the packages found under `name`: none when
    the project says `wheel.packages` itself or the search finds the same under both names."""
    if _effective_wheel_packages(pyproject, config_settings) is not None:
        return {}
    original = _found_packages(name)
    if not original or original == _found_packages(new_name):
        return {}
    if all(Path(source).name == target for target, source in original.items()):
        return {"wheel.packages": sorted(original.values())}
    # A nested namespace layout (ns/pkg): the mapping form, as scikit-build-core reads it from a string.
    return {"wheel.packages": ";".join(f"{target}={source}" for target, source in sorted(original.items()))}


_SETUPTOOLS_SCM = "scikit_build_core.metadata.setuptools_scm"


def _dist_variable(prefix: str, name: str) -> str:
    # setuptools_scm's spelling: the distribution name normalized (PEP 503), '-' as '_', upper case.
    return prefix + re.sub(r"[-_.]+", "-", name).replace("-", "_").upper()


def scm_variables(new_name: str) -> tuple[str, str]:
    """The setuptools_scm variables scm_environment() may set for the renamed distribution."""
    return (
        _dist_variable("SETUPTOOLS_SCM_PRETEND_VERSION_FOR_", new_name),
        _dist_variable("SETUPTOOLS_SCM_PRETEND_METADATA_FOR_", new_name),
    )


def _version_from_setuptools_scm(pyproject: Mapping[str, Any]) -> bool:
    tool = pyproject.get("tool", {})
    listed = [entry for entry in tool.get("dynamic-metadata", []) if isinstance(entry, dict)]
    legacy = tool.get("scikit-build", {}).get("metadata", {}).get("version", {})
    return any(
        entry.get("provider") == _SETUPTOOLS_SCM and entry.get("field", "version") == "version" for entry in listed
    ) or (isinstance(legacy, dict) and legacy.get("provider") == _SETUPTOOLS_SCM)


def _ask_setuptools_scm(name: str) -> str:
    """The version, through the provider the build itself uses (so every pretend variable the person
    building set still applies)."""
    from scikit_build_core.metadata.setuptools_scm import dynamic_metadata

    try:
        return str(dynamic_metadata("version", {}))
    except Exception as error:  # setuptools_scm's own message says what it needs (a git tree, a tag)
        raise CudacompatError(f"setuptools_scm found no version for {name}: {error}") from error


def untouched_scm_version(pyproject: Mapping[str, Any], name: str, new_name: str) -> str | None:
    """The setuptools_scm version of the tree before the rename edits pyproject.toml (None: the
    project's version does not come from setuptools_scm, or there is no rename)."""
    if name == new_name or not _version_from_setuptools_scm(pyproject):
        return None
    return _ask_setuptools_scm(name)


def scm_environment(new_name: str, untouched: str) -> dict[str, str]:
    """The environment that keeps the setuptools_scm version through the rename; called with the
    renamed pyproject.toml in place.

    The rename edits pyproject.toml, a tracked file: asked during the build, setuptools_scm would
    call the tree dirty and version a tagged release 1.2.4.dev0+g<hash>.d<date>, under a name whose
    pretend variables nobody set. The dirtiness is the rename's only effect, so the build is told
    the tree is clean (SETUPTOOLS_SCM_PRETEND_METADATA, which setuptools_scm 10 reads) and still reads
    the repository: the version file a project writes (`write_to`) keeps its commit id, as upstream's
    own build writes it. That is used only where it gives the untouched tree's version (the tree was
    clean, and this setuptools_scm knows the variable); otherwise the untouched version is pinned
    (SETUPTOOLS_SCM_PRETEND_VERSION_FOR_), right in the wheel's name and metadata, without the
    commit id in a version file."""
    pretend_version, pretend_metadata = scm_variables(new_name)
    clean = {pretend_metadata: "{dirty = false}"}
    saved = os.environ.get(pretend_metadata)
    os.environ.update(clean)
    try:
        renamed = _ask_setuptools_scm(new_name)
    except CudacompatError:
        renamed = None
    finally:
        if saved is None:
            os.environ.pop(pretend_metadata, None)
        else:
            os.environ[pretend_metadata] = saved
    return clean if renamed == untouched else {pretend_version: untouched}


def package_directories_named_in_findings(messages: list[str], root: Path = Path(".")) -> str:
    """For each directory a finding names ("no DIR/__init__.py"), where this source tree has it as a
    package, written as the setting that ships it."""
    fixes = []
    for directory in sorted({match for message in messages for match in re.findall(r"no (\S+)/__init__\.py", message)}):
        for base in ("src", "python", "."):
            candidate = root / base / directory
            if (candidate / "__init__.py").is_file():
                path = candidate.relative_to(root).as_posix()
                fixes.append(
                    f"{path}/__init__.py is the package {directory}: add [tool.scikit-build] "
                    f'wheel.packages = ["{path}"] to pyproject.toml'
                )
                break
    return "; ".join(fixes)
