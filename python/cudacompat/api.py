"""probe(), pins() and audit(): the tool's JSON reports as Python dictionaries."""

from __future__ import annotations

import os
from typing import Any, Iterable, Mapping

from ._tool import CudacompatError, run_json

# The settings a CMake configure reads, as `cudacompat probe` options. A value given as an argument
# wins; else the environment variable of the same name, as the CMake package reads it.
_PROBE_SETTINGS = {
    "CUDAToolkit_ROOT": "--root",
    "CUDACOMPAT_TOOLKIT_SEARCH_PATH": "--search-path",
    "CUDACOMPAT_CUDA_VERSION": "--cuda-version",
    "CUDACOMPAT_CUDA": "--mode",
    "CUDACOMPAT_HOST_COMPILER": "--host-compiler",
    "CUDACOMPAT_ARCHS": "--archs",
}


def toolkit_field(report: Mapping[str, Any], name: str) -> str | None:
    """A field of the probe report's toolkit ("version", "root"), or None when none was found."""
    toolkit = report.get("toolkit") or {}
    if not toolkit.get("found"):
        return None
    field = toolkit.get(name)
    return str(field["value"]) if isinstance(field, dict) and field.get("value") else None


def probe_arguments(settings: Mapping[str, str] | None = None) -> list[str]:
    """The `cudacompat probe` options for CMake-style settings, the environment filling the gaps."""
    settings = dict(settings or {})
    arguments: list[str] = []
    for name, option in _PROBE_SETTINGS.items():
        value = settings.get(name, os.environ.get(name))
        if value:
            arguments += [option, str(value)]
    return arguments


def probe(settings: Mapping[str, str] | None = None, *, features: str = "skip") -> dict[str, Any]:
    """The probe report: toolkit, host compiler, architectures, features, decision.

    `settings` are the CMake variables of the same names (CUDACOMPAT_CUDA_VERSION="12.4", ...).
    Feature probes compile code; `features="foreground"` runs them, the default answers from the
    knowledge base, which is what a build script usually needs.
    """
    return run_json(["probe", *probe_arguments(settings), "--features", features])


def pins(
    cuda: str | None = None,
    *,
    libraries: Iterable[str] = ("cudart",),
    python: Iterable[str] = (),
    from_artifact: Iterable[str] = (),
    settings: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """Strict pins for the CUDA release `cuda` ("12.4"), else for the toolkit the probe finds.

    The report lists each pin with its ecosystem (pypi, conda, cargo, debian, cmake), requirement,
    floor, ceiling and the known-bad releases it excludes.
    """
    arguments = ["pin"]
    if cuda:
        arguments += ["--cuda", str(cuda)]
    else:
        probed = probe(settings)
        version = toolkit_field(probed, "version")
        if not version:
            raise CudacompatError(
                "pins() found no CUDA toolkit to pin for ("
                + probed.get("decision", {}).get("reason", "")
                + "); pass cuda='12.4', or install a toolkit and say where (CUDAToolkit_ROOT)"
            )
        arguments += ["--cuda", version]
    libraries = list(libraries)
    if libraries:
        arguments += ["--library", ",".join(libraries)]
    python = list(python)
    if python:
        arguments += ["--python", ",".join(python)]
    for artifact in from_artifact:
        arguments += ["--from-artifact", str(artifact)]
    return run_json(arguments, json_option=("--format", "json"))


def audit(*paths: str | os.PathLike[str], options: Iterable[str] = ()) -> dict[str, Any]:
    """The audit report of binaries, archives and packages; findings are in the report, not raised."""
    return run_json(["audit", *options, *[str(path) for path in paths]], ok_codes=(0, 1))
