"""A dynamic-metadata provider: a wheel's `dependencies` from the pins of the toolkit it is built with.

In the kernel library's pyproject.toml:

    [project]
    dynamic = ["dependencies"]

    [[tool.dynamic-metadata]]
    provider = "cudacompat"            # this module, through its entry point
    field = "dependencies"
    libraries = ["cudart"]             # the CUDA components the binaries need
    python = []                        # packages numbered by CUDA release (cuda-python)
    extra = ["numpy>=1.23"]            # dependencies that do not depend on CUDA

The toolkit is the one cudacompat's build backend chose (CUDACOMPAT_PACKAGE_CUDA), else the one
the probe finds, so the pins and the binaries come from the same toolkit.
"""
from __future__ import annotations

import os
from typing import Any, Mapping

from ._tool import CudacompatError
from .api import pins, probe, toolkit_field

_KEYS = {"field", "libraries", "python", "extra"}

# Set by cudacompat.build_backend to the toolkit version it probed, for this provider to reuse.
PACKAGE_CUDA_ENVIRONMENT = "CUDACOMPAT_PACKAGE_CUDA"


def _strings(settings: Mapping[str, Any], key: str) -> list[str]:
    value = settings.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise CudacompatError(f"[[tool.dynamic-metadata]] provider cudacompat: `{key}` must be a list of strings, got {value!r}")
    return value


def package_cuda_version() -> str:
    """The toolkit the package is built with: the build backend's choice, else the probe's."""
    chosen = os.environ.get(PACKAGE_CUDA_ENVIRONMENT)
    if chosen:
        return chosen
    report = probe()
    version = toolkit_field(report, "version")
    if not version:
        raise CudacompatError(
            "the cudacompat metadata provider needs a CUDA toolkit to pin the dependencies for, and the probe "
            f"found none usable ({report.get('decision', {}).get('reason', 'no reason given')}); install one or "
            "say where it is (CUDAToolkit_ROOT, CUDACOMPAT_TOOLKIT_SEARCH_PATH)")
    return version


def requirements(settings: Mapping[str, Any]) -> list[str]:
    """PEP 508 lines: the PyPI pins of the chosen toolkit, then the `extra` lines as given."""
    unknown = set(settings) - _KEYS
    if unknown:
        raise CudacompatError(f"[[tool.dynamic-metadata]] provider cudacompat: unknown settings {sorted(unknown)}; known: {sorted(_KEYS)}")
    report = pins(package_cuda_version(), libraries=_strings(settings, "libraries") or ["cudart"],
                  python=_strings(settings, "python"))
    lines = [f"{pin['package']}{pin['requirement']}" for pin in report.get("pins", []) if pin.get("ecosystem") == "pypi"]
    return lines + _strings(settings, "extra")


class Provider:
    """The dynamic-metadata 0.3 protocol (scikit-build-core 1.0+): `field` names the field to set."""

    @staticmethod
    def dynamic_metadata(settings: Mapping[str, Any], project: Mapping[str, Any]) -> dict[str, Any]:
        del project
        field = settings.get("field", "dependencies")
        if field != "dependencies":
            raise CudacompatError(f"the cudacompat metadata provider sets `dependencies` only, not {field!r}")
        return {"dependencies": requirements(settings)}


def dynamic_metadata(field: str, settings: Mapping[str, Any], project: Mapping[str, Any] | None = None) -> list[str]:
    """The older per-field protocol ([tool.scikit-build.metadata.dependencies])."""
    del project
    if field != "dependencies":
        raise CudacompatError(f"the cudacompat metadata provider sets `dependencies` only, not {field!r}")
    return requirements(settings)
