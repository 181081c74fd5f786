"""A PEP 517 build backend: scikit-build-core, with the distribution named for the CUDA major.

    [build-system]
    requires = ["scikit-build-core>=1.1", "cudacompat>=0.1,<0.2"]
    build-backend = "cudacompat.build_backend"

    [tool.cudacompat]
    name-suffix = "-cu{major}"      # the default: cudacompat-kernels -> cudacompat-kernels-cu12
    cpu-name-suffix = ""            # the default: a CPU-only build keeps the project's own name

A wheel's name cannot be dynamic metadata (PEP 621), so, as rapids-build-backend does, the backend
probes the toolkit first (the CMake settings given as `-C cmake.define.X=Y` or in the environment),
writes the suffixed name into pyproject.toml for the length of the build and restores the file
afterwards, whatever happens. The toolkit it found is then required of CMake (CUDACOMPAT_CUDA=ON,
the exact CUDACOMPAT_CUDA_VERSION) and of the metadata provider, so name, dependencies and binaries
all come from one toolkit. An sdist is not renamed: it is built by whoever installs it.

CUDACOMPAT_CUDA is read as CMake reads it: `-C cmake.define.CUDACOMPAT_CUDA=...` first, then the
environment variable. Unset, the backend asks for ON (a package per CUDA major needs its toolkit).
OFF builds a CPU-only wheel: named with `cpu-name-suffix`, CMake configured with CUDACOMPAT_CUDA=OFF,
and no NVIDIA dependency from the metadata provider. AUTO builds for the toolkit the probe finds,
and a CPU-only wheel when it finds none.
"""
from __future__ import annotations

import contextlib
import os
import re
import sys
from pathlib import Path
from typing import Any, Iterator, Mapping

from scikit_build_core import build as _scikit_build

from ._tool import CudacompatError
from .api import probe, toolkit_field
from .metadata import PACKAGE_CPU_ONLY, PACKAGE_CUDA_ENVIRONMENT

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.9/3.10
    import tomli as tomllib

_PYPROJECT = Path("pyproject.toml")
_BACKUP = Path("pyproject.toml.cudacompat-backup")
_SETTINGS = ("CUDAToolkit_ROOT", "CUDACOMPAT_TOOLKIT_SEARCH_PATH", "CUDACOMPAT_CUDA_VERSION",
             "CUDACOMPAT_CUDA", "CUDACOMPAT_HOST_COMPILER", "CUDACOMPAT_ARCHS")


def _cmake_defines(config_settings: Mapping[str, Any] | None) -> dict[str, str]:
    """`-C cmake.define.NAME=VALUE` settings, by NAME."""
    defines = {}
    for key, value in (config_settings or {}).items():
        if key.startswith("cmake.define."):
            defines[key[len("cmake.define."):]] = str(value)
    return defines


def _suffixed_name(project_name: str, suffix_template: str, major: int) -> str:
    return project_name + suffix_template.format(major=major)


def _rewrite_name(text: str, old: str, new: str) -> str:
    """pyproject.toml's text with [project]'s `name` changed, everything else byte for byte."""
    section = re.search(r"(?ms)^\[project\]\s*$(.*?)(?=^\[|\Z)", text)
    if not section:
        raise CudacompatError("pyproject.toml has no [project] table; cudacompat.build_backend needs project.name")
    body = section.group(1)
    pattern = re.compile(r"""(?m)^(\s*name\s*=\s*)(["'])""" + re.escape(old) + r"""\2""")
    if not pattern.search(body):
        raise CudacompatError(f"pyproject.toml's [project] name is not written as `name = \"{old}\"` on one line; "
                              "cudacompat.build_backend rewrites that line to add the CUDA suffix")
    body = pattern.sub(lambda match: f"{match.group(1)}{match.group(2)}{new}{match.group(2)}", body, count=1)
    return text[:section.start(1)] + body + text[section.end(1):]


def _restore_interrupted_build() -> None:
    # A build killed before it could restore pyproject.toml left the original beside it.
    if _BACKUP.exists():
        _PYPROJECT.write_bytes(_BACKUP.read_bytes())
        _BACKUP.unlink()


@contextlib.contextmanager
def _cuda_named(config_settings: Mapping[str, Any] | None) -> Iterator[dict[str, Any]]:
    """Probes the toolkit, renames the project for its major, yields the config settings to pass on."""
    _restore_interrupted_build()
    pyproject = tomllib.loads(_PYPROJECT.read_text(encoding="utf-8"))
    name = pyproject.get("project", {}).get("name")
    if not name:
        raise CudacompatError("pyproject.toml has no project.name")
    options = pyproject.get("tool", {}).get("cudacompat", {})
    suffix_template = options.get("name-suffix", "-cu{major}")
    cpu_suffix = options.get("cpu-name-suffix", "")
    for key, value in (("name-suffix", suffix_template), ("cpu-name-suffix", cpu_suffix)):
        if not isinstance(value, str):
            raise CudacompatError(f"[tool.cudacompat] {key} must be a string, got {value!r}")

    defines = _cmake_defines(config_settings)
    mode, mode_source = requested_mode(defines)
    settings = {key: defines[key] for key in _SETTINGS if key in defines}
    settings["CUDACOMPAT_CUDA"] = mode
    passed = dict(config_settings or {})
    if mode == "OFF":
        version, new_name = PACKAGE_CPU_ONLY, name + cpu_suffix
        passed["cmake.define.CUDACOMPAT_CUDA"] = "OFF"
    else:
        try:
            report = probe(settings)
        except CudacompatError as error:  # CUDACOMPAT_CUDA=ON and no usable toolkit: the probe's reason
            report = {"decision": {"reason": str(error)}}
        found = toolkit_field(report, "version")
        decision = report.get("decision", {})
        if mode == "AUTO" and not decision.get("build_cuda"):
            version, new_name = PACKAGE_CPU_ONLY, name + cpu_suffix
            passed["cmake.define.CUDACOMPAT_CUDA"] = "OFF"  # the probe's answer, kept by CMake
            print(f"cudacompat.build_backend: CUDACOMPAT_CUDA=AUTO ({mode_source}) and no usable CUDA toolkit "
                  f"({decision.get('reason', 'the probe found none')}): building the CPU-only {new_name}", file=sys.stderr)
        elif not found or not decision.get("build_cuda"):
            raise CudacompatError(
                f"cannot build the CUDA package {name} with CUDACOMPAT_CUDA={mode} ({mode_source}): no usable CUDA "
                f"toolkit ({decision.get('reason', 'the probe found none')}). Install the toolkit of the CUDA major you "
                "want, or say where it is: -C cmake.define.CUDAToolkit_ROOT=/usr/local/cuda-12.4, or "
                "-C cmake.define.CUDACOMPAT_CUDA_VERSION=12.4 with -C cmake.define.CUDACOMPAT_TOOLKIT_SEARCH_PATH=DIR; "
                "or build the CPU-only package with CUDACOMPAT_CUDA=OFF")
        else:
            version = found
            major = int(version.split(".")[0])
            new_name = _suffixed_name(name, suffix_template, major)
            # CMake must build with the toolkit the name and the pins were chosen for, or stop.
            passed["cmake.define.CUDACOMPAT_CUDA"] = "ON"
            passed["cmake.define.CUDACOMPAT_CUDA_VERSION"] = ".".join(version.split(".")[:2])
            root = toolkit_field(report, "root")
            if root and "CUDAToolkit_ROOT" not in defines:
                passed["cmake.define.CUDAToolkit_ROOT"] = root

    original = _PYPROJECT.read_bytes()
    renamed = _rewrite_name(original.decode("utf-8"), name, new_name) if new_name != name else original.decode("utf-8")
    previous_cuda = os.environ.get(PACKAGE_CUDA_ENVIRONMENT)
    _BACKUP.write_bytes(original)
    try:
        _PYPROJECT.write_text(renamed, encoding="utf-8")
        os.environ[PACKAGE_CUDA_ENVIRONMENT] = version
        yield passed
    finally:
        _PYPROJECT.write_bytes(original)
        _BACKUP.unlink()
        if previous_cuda is None:
            os.environ.pop(PACKAGE_CUDA_ENVIRONMENT, None)
        else:
            os.environ[PACKAGE_CUDA_ENVIRONMENT] = previous_cuda


def requested_mode(defines: Mapping[str, str]) -> tuple[str, str]:
    """CUDACOMPAT_CUDA as CMake reads it (a define, then the environment), and where it came from."""
    if "CUDACOMPAT_CUDA" in defines:
        value, source = defines["CUDACOMPAT_CUDA"], "-C cmake.define.CUDACOMPAT_CUDA"
    elif os.environ.get("CUDACOMPAT_CUDA"):
        value, source = os.environ["CUDACOMPAT_CUDA"], "the environment variable CUDACOMPAT_CUDA"
    else:
        return "ON", "cudacompat.build_backend's default: a package per CUDA major"
    mode = value.strip().upper()
    if mode not in ("AUTO", "ON", "OFF"):
        raise CudacompatError(f"CUDACOMPAT_CUDA={value!r} ({source}) is not one of AUTO, ON, OFF")
    return mode, source


def get_requires_for_build_wheel(config_settings=None):
    return _scikit_build.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_editable(config_settings=None):
    return _scikit_build.get_requires_for_build_editable(config_settings)


def get_requires_for_build_sdist(config_settings=None):
    return _scikit_build.get_requires_for_build_sdist(config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.prepare_metadata_for_build_wheel(metadata_directory, passed)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.prepare_metadata_for_build_editable(metadata_directory, passed)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.build_wheel(wheel_directory, passed, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.build_editable(wheel_directory, passed, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    return _scikit_build.build_sdist(sdist_directory, config_settings)
