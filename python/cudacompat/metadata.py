"""A dynamic-metadata provider: a wheel's `dependencies` from the pins of the toolkit it is built with.

In the kernel library's pyproject.toml:

    [project]
    dynamic = ["dependencies"]

    [[tool.dynamic-metadata]]
    provider = "cudacompat"            # this module, through its entry point
    field = "dependencies"
    libraries = ["cudart"]             # the CUDA components the binaries may load at run time (the
                                       # default); [] for none: a static cudart (CUDA::cudart_static)
                                       # needs no runtime wheel, only a driver. Under
                                       # cudacompat.build_backend, one that no built binary needs
                                       # (DT_NEEDED) is dropped from the wheel, and the build says so
    dlopen = []                        # of those, the ones opened with dlopen (in no DT_NEEDED): kept
    python = []                        # packages numbered by CUDA release (cuda-python)
    extra = ["numpy>=1.23"]            # dependencies that do not depend on CUDA
    cpu-extra = []                     # dependencies of the CPU-only wheel alone
    cuda-extra = []                    # dependencies of the CUDA wheels alone

The toolkit is the one cudacompat's build backend chose (CUDACOMPAT_PACKAGE_CUDA), else the one
the probe finds, so the pins and the binaries come from the same toolkit. A CPU-only build
(CUDACOMPAT_CUDA=OFF, or AUTO without a usable toolkit) gets `extra` and `cpu-extra`, and no
NVIDIA package; a CUDA build gets `extra` and `cuda-extra` (what a setup.py added to install_requires
when it built the extension). docs/python.md describes every key.

Beside a version provider (setuptools_scm or any other), every provider goes in the one standard
list, scikit-build-core 1.0's [[tool.dynamic-metadata]]:

    [project]
    dynamic = ["version", "dependencies"]

    [[tool.dynamic-metadata]]
    provider = "scikit_build_core.metadata.setuptools_scm"
    field = "version"

    [[tool.dynamic-metadata]]
    provider = "cudacompat"
    field = "dependencies"

(the older [tool.scikit-build.metadata.version] table cannot be combined with that list, and there
a provider from outside scikit-build-core needs `experimental = true`).
"""

from __future__ import annotations

import os
from typing import Any, Mapping

from ._tool import CudacompatError
from .api import pins, probe, toolkit_field

_KEYS = {"field", "libraries", "dlopen", "python", "extra", "cpu-extra", "cuda-extra"}

# Set by cudacompat.build_backend to the toolkit version it probed, for this provider to reuse, or
# to PACKAGE_CPU_ONLY for a CPU-only build.
PACKAGE_CUDA_ENVIRONMENT = "CUDACOMPAT_PACKAGE_CUDA"
PACKAGE_CPU_ONLY = "OFF"


def _strings(settings: Mapping[str, Any], key: str) -> list[str]:
    value = settings.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise CudacompatError(
            f"[[tool.dynamic-metadata]] provider cudacompat: `{key}` must be a list of strings, got {value!r}"
        )
    return value


def package_cuda_version() -> str | None:
    """The toolkit the package is built with: the build backend's choice, else the probe's; None
    for a CPU-only build (CUDACOMPAT_CUDA=OFF, or AUTO and no usable toolkit)."""
    chosen = os.environ.get(PACKAGE_CUDA_ENVIRONMENT)
    if chosen:
        return None if chosen == PACKAGE_CPU_ONLY else chosen
    mode = os.environ.get("CUDACOMPAT_CUDA", "").strip().upper()
    if mode == "OFF":
        return None
    report = probe()
    version = toolkit_field(report, "version")
    decision = report.get("decision", {})
    if version and decision.get("build_cuda"):
        return version
    if mode == "AUTO":
        return None
    raise CudacompatError(
        "the cudacompat metadata provider needs a CUDA toolkit to pin the dependencies for, and the probe "
        f"found none usable ({decision.get('reason', 'no reason given')}); install one or say where it is "
        "(CUDAToolkit_ROOT, CUDACOMPAT_TOOLKIT_SEARCH_PATH), or build the CPU-only package with CUDACOMPAT_CUDA=OFF"
    )


def requirements(settings: Mapping[str, Any]) -> list[str]:
    """PEP 508 lines: the PyPI pins of the chosen toolkit, then the `extra` and `cuda-extra` lines as
    given; for a CPU-only build, `extra` and `cpu-extra`."""
    unknown = set(settings) - _KEYS
    if unknown:
        raise CudacompatError(
            f"[[tool.dynamic-metadata]] provider cudacompat: unknown settings {sorted(unknown)}; known: {sorted(_KEYS)}"
        )
    # `libraries` left out means the runtime; said empty, none (a static runtime loads no library).
    libraries = _strings(settings, "libraries") if "libraries" in settings else ["cudart"]
    python = _strings(settings, "python")
    extra, cpu_extra = _strings(settings, "extra"), _strings(settings, "cpu-extra")
    cuda_extra = _strings(settings, "cuda-extra")
    version = package_cuda_version()
    if version is None:
        return extra + cpu_extra
    wanted = _pypi_pins(libraries, python, version)
    return [f"{pin['package']}{pin['requirement']}" for pin in wanted] + extra + cuda_extra


def _pypi_pins(libraries: list[str], python: list[str], version: str) -> list[Mapping[str, Any]]:
    """The tool's PyPI pins of `libraries` and `python` for the toolkit `version`."""
    if not libraries and not python:
        return []
    report = pins(version, libraries=libraries, python=python)
    wanted = [pin for pin in report.get("pins", []) if pin.get("ecosystem") == "pypi"]
    if not libraries:  # the tool pins the runtime when asked for no library: only the Python packages asked
        wanted = [pin for pin in wanted if pin.get("package") in python]
    return wanted


def pinned_packages(settings: Mapping[str, Any], version: str) -> set[str]:
    """The packages `requirements` pins for the toolkit `version` (the runtime wheels of `libraries`
    and the `python` packages), not the `extra` ones: what depends on the CUDA variant built."""
    libraries = _strings(settings, "libraries") if "libraries" in settings else ["cudart"]
    return {pin["package"] for pin in _pypi_pins(libraries, _strings(settings, "python"), version)}


def provider_settings(pyproject: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """This provider's entry in pyproject.toml ([[tool.dynamic-metadata]] or the older
    [tool.scikit-build.metadata.dependencies]), None when the project does not use it."""
    tool = pyproject.get("tool", {})
    entries = [entry for entry in tool.get("dynamic-metadata", []) if isinstance(entry, dict)]
    entries.append(tool.get("scikit-build", {}).get("metadata", {}).get("dependencies", {}))
    return next(
        (
            entry
            for entry in entries
            if isinstance(entry, dict) and str(entry.get("provider", "")).startswith("cudacompat")
        ),
        None,
    )


def unneeded_runtime_wheels(
    settings: Mapping[str, Any], version: str, needed: set[str], static_runtime: bool
) -> list[tuple[str, list[str], str]]:
    """The runtime wheels `libraries` pins that nothing built needs: (library, its PyPI packages,
    why), for each library of `libraries` that is in no built binary's DT_NEEDED (`needed`, the
    audit's names) and not said to be opened with dlopen. A binary that links a library statically
    (CUDA::cudart_static, CUDA::cublas_static) or not at all loads nothing of it at run time, so its
    wheel would be downloaded for nothing; what a driver must provide is the audit's to say."""
    libraries = _strings(settings, "libraries") if "libraries" in settings else ["cudart"]
    dlopened = set(_strings(settings, "dlopen"))
    unknown = dlopened - set(libraries)
    if unknown:
        raise CudacompatError(
            f"[[tool.dynamic-metadata]] provider cudacompat: `dlopen` names {sorted(unknown)}, "
            f"which `libraries` does not list ({libraries}); list them in both"
        )
    dropped = []
    for library in libraries:
        if library in needed or library in dlopened:
            continue
        packages = [
            pin["package"]
            for pin in pins(version, libraries=[library]).get("pins", [])
            if pin.get("ecosystem") == "pypi"
        ]
        how = (
            "linked statically"
            if library == "cudart" and static_runtime
            else "in no built binary's DT_NEEDED (linked statically, or not at all)"
        )
        dropped.append((library, packages, how))
    # A wheel that a needed library also brings stays.
    kept = {
        pin["package"]
        for library in needed & set(libraries)
        for pin in pins(version, libraries=[library]).get("pins", [])
        if pin.get("ecosystem") == "pypi"
    }
    return [(library, [p for p in packages if p not in kept], how) for library, packages, how in dropped]


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
