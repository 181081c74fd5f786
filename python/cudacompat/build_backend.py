"""A PEP 517 build backend: scikit-build-core, with the distribution named for the CUDA major.

    [build-system]
    requires = ["scikit-build-core>=1.1", "cudacompat>=0.1,<0.2"]
    build-backend = "cudacompat.build_backend"

    [tool.cudacompat]
    name-suffix = "-cu{major}"      # the default: cudacompat-kernels -> cudacompat-kernels-cu12
    cpu-name-suffix = ""            # the default: a CPU-only build keeps the project's own name
    cuda = "ON"                     # the default mode: AUTO builds a CPU-only wheel without a toolkit
    wheel-variant = false           # the default: true writes a PEP 825 variant wheel instead (below)
    variant-markers = false         # the default: true gives the variant's runtime pins PEP 825 markers

A wheel's name cannot be dynamic metadata (PEP 621), so, as rapids-build-backend does, the backend
probes the toolkit first (the CMake settings given as `-C cmake.define.X=Y` or in the environment),
writes the suffixed name into pyproject.toml for the length of the build and restores the file
afterwards, whatever happens. The toolkit it found is then required of CMake (CUDACOMPAT_CUDA=ON,
the exact CUDACOMPAT_CUDA_VERSION) and of the metadata provider, so name, dependencies and binaries
all come from one toolkit. An sdist is not renamed: it is built by whoever installs it.

CUDACOMPAT_CUDA is read as CMake reads it: `-C cmake.define.CUDACOMPAT_CUDA=...` first, then the
environment variable; then the project's `[tool.cudacompat] cuda`; unset everywhere, the backend asks
for ON (a package per CUDA major needs its toolkit).
OFF builds a CPU-only wheel: named with `cpu-name-suffix`, CMake configured with CUDACOMPAT_CUDA=OFF,
and no NVIDIA dependency from the metadata provider. AUTO builds for the toolkit the probe finds,
and a CPU-only wheel when it finds none.

The rename must not change what the wheel holds: scikit-build-core finds a project's package by the
distribution's name (src/NAME, python/NAME, NAME), so under NAME-cu13 it would find none and ship
the extension modules without the package's Python files. Unless the project lists `wheel.packages`
itself, the backend passes on the packages scikit-build-core finds under the original name. After a
wheel is built, its audit must not report `extensions-outside-package`; if it does, the wheel is
removed and the build stops with the fix.

A CPU-only wheel in which the audit finds no compiled file (the project's CPU build is its Python
package alone) is tagged py3-none-any, as setuptools would have tagged it, not for the interpreter
and platform that scikit-build-core gives every wheel CMake ran for.

The wheel's Requires-Dist then follows what its binaries link: a runtime wheel the provider pinned
for a `libraries` entry that no built binary has in its DT_NEEDED (read by the audit: linked
statically, or not at all) is taken out of METADATA, and the build says so on stderr.

Variant mode (`[tool.cudacompat] wheel-variant = true`, or `-C cudacompat.wheel-variant=true`,
which wins; -cuNN wheels stay the default while PEP 825 is a draft): the distribution keeps the
project's own name (no suffix), and the wheel, once built and checked as above, is rewritten by
`cudacompat variant make` (_variant_wheel.py): `*.dist-info/variant.json` with the `nvidia`
properties the tool derives from the binaries, and the label in the file name, `null` for a
CPU-only build (CUDACOMPAT_CUDA=OFF). Each variant keeps the runtime pins of its own toolkit in its
Requires-Dist; `variant-markers = true` (or `-C cudacompat.variant-markers=true`) also conditions
them on the variant with PEP 825 markers, which uv 0.13.8 cannot parse yet.

Errors are one message on stderr and exit status 1, not a Python traceback.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, TypeVar

from scikit_build_core import build as _scikit_build

from . import _packages, _variant_wheel, _wheel_metadata
from ._tool import CudacompatError
from .api import audit, probe, toolkit_field
from .metadata import (
    PACKAGE_CPU_ONLY,
    PACKAGE_CUDA_ENVIRONMENT,
    package_cuda_version,
    pinned_packages,
    provider_settings,
    unneeded_runtime_wheels,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.9/3.10
    import tomli as tomllib

_PYPROJECT = Path("pyproject.toml")
_BACKUP = Path("pyproject.toml.cudacompat-backup")
_SETTINGS = (
    "CUDAToolkit_ROOT",
    "CUDACOMPAT_TOOLKIT_SEARCH_PATH",
    "CUDACOMPAT_CUDA_VERSION",
    "CUDACOMPAT_CUDA",
    "CUDACOMPAT_HOST_COMPILER",
    "CUDACOMPAT_ARCHS",
)
_OPTIONS = {"name-suffix": "-cu{major}", "cpu-name-suffix": "", "cuda": None}
# On/off options: a TOML boolean in [tool.cudacompat], or the config setting `cudacompat.KEY`.
_SWITCHES = ("wheel-variant", "variant-markers")
_Hook = TypeVar("_Hook", bound=Callable[..., Any])


def _one_message(hook: _Hook) -> _Hook:
    """A hook whose refusal is one message on stderr and exit status 1, as CMake's is: the
    frontend (pip, build, uv) shows it without a traceback around it."""

    @functools.wraps(hook)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return hook(*args, **kwargs)
        except CudacompatError as error:
            print(f"cudacompat.build_backend: error: {error}", file=sys.stderr, flush=True)
            raise SystemExit(1) from None

    return run  # type: ignore[return-value]


def _check_metadata_tables(pyproject: Mapping[str, Any]) -> None:
    """scikit-build-core refuses [tool.scikit-build.metadata] beside [[tool.dynamic-metadata]], and a
    provider from outside it in the older table without `experimental`; both are how a project with a
    setuptools_scm version meets the cudacompat provider. Said with the TOML that works."""
    legacy = pyproject.get("tool", {}).get("scikit-build", {}).get("metadata", {})
    listed = pyproject.get("tool", {}).get("dynamic-metadata", [])
    ours = any(
        isinstance(entry, dict) and str(entry.get("provider", "")).startswith("cudacompat") for entry in listed
    ) or any(
        isinstance(entry, dict) and str(entry.get("provider", "")).startswith("cudacompat") for entry in legacy.values()
    )
    if not isinstance(legacy, dict) or not legacy or not ours:
        return
    moved = []
    for field, entry in legacy.items():
        if not isinstance(entry, dict):
            continue
        provider = "cudacompat" if str(entry.get("provider", "")).startswith("cudacompat") else entry.get("provider")
        rest = "".join(
            f"{key} = {value!r}\n" for key, value in entry.items() if key not in ("provider", "provider-path")
        )
        moved.append(f'[[tool.dynamic-metadata]]\nprovider = "{provider}"\nfield = "{field}"\n{rest}')
    raise CudacompatError(
        "pyproject.toml names metadata providers in [tool.scikit-build.metadata], which scikit-build-core cannot "
        "combine with [[tool.dynamic-metadata]] (and where a provider from outside scikit-build-core needs "
        "`experimental = true`). Write every provider in the one standard list instead, replacing "
        "[tool.scikit-build.metadata]:\n\n" + "\n".join(moved).replace("'", '"')
    )


def _project_options(pyproject: Mapping[str, Any]) -> dict[str, Any]:
    """[tool.cudacompat], checked: known keys, strings."""
    options = pyproject.get("tool", {}).get("cudacompat", {})
    unknown = sorted(set(options) - set(_OPTIONS) - set(_SWITCHES))
    if unknown:
        raise CudacompatError(f"[tool.cudacompat] has unknown keys {unknown}; known: {sorted([*_OPTIONS, *_SWITCHES])}")
    values = {key: options.get(key, default) for key, default in _OPTIONS.items()}
    for key, value in values.items():
        if value is not None and not isinstance(value, str):
            raise CudacompatError(f"[tool.cudacompat] {key} must be a string, got {value!r}")
    # The spelling CMake users reach for first is overridden by the backend's own define; one place
    # says the project's default, and the person building still overrides it.
    defined = pyproject.get("tool", {}).get("scikit-build", {}).get("cmake", {}).get("define", {})
    if "CUDACOMPAT_CUDA" in defined:
        raise CudacompatError(
            f"pyproject.toml sets [tool.scikit-build.cmake.define] CUDACOMPAT_CUDA = {defined['CUDACOMPAT_CUDA']!r}, "
            "which cudacompat.build_backend cannot honour (it tells CMake the mode it chose, and a value there "
            "would outrank the environment of the person building). Write the project's default as "
            f"[tool.cudacompat] cuda = {str(defined['CUDACOMPAT_CUDA'])!r} instead; "
            "-C cmake.define.CUDACOMPAT_CUDA=... and the environment variable CUDACOMPAT_CUDA still override it"
        )
    values.update({key: options[key] for key in _SWITCHES if key in options})
    return values


def _scikit_build_settings(config_settings: Mapping[str, Any] | None) -> dict[str, Any]:
    """The config settings without cudacompat's own (`cudacompat.KEY`), which scikit-build-core
    would report as unrecognized."""
    return {key: value for key, value in (config_settings or {}).items() if not key.startswith("cudacompat.")}


def _switch(config_settings: Mapping[str, Any] | None, options: Mapping[str, Any], key: str) -> bool:
    return _variant_wheel.switch(config_settings or {}, f"cudacompat.{key}", options, key)[0]


def _cmake_defines(config_settings: Mapping[str, Any] | None) -> dict[str, str]:
    """`-C cmake.define.NAME=VALUE` settings, by NAME."""
    defines = {}
    for key, value in (config_settings or {}).items():
        if key.startswith("cmake.define."):
            defines[key[len("cmake.define.") :]] = str(value)
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
        raise CudacompatError(
            f'pyproject.toml\'s [project] name is not written as `name = "{old}"` on one line; '
            "cudacompat.build_backend rewrites that line to add the CUDA suffix"
        )
    body = pattern.sub(lambda match: f"{match.group(1)}{match.group(2)}{new}{match.group(2)}", body, count=1)
    return text[: section.start(1)] + body + text[section.end(1) :]


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
    _check_metadata_tables(pyproject)
    options = _project_options(pyproject)
    suffix_template, cpu_suffix = options["name-suffix"], options["cpu-name-suffix"]
    if _switch(config_settings, options, "wheel-variant"):
        # One name for every variant: the installer tells them apart by their properties.
        suffix_template, cpu_suffix = "", ""

    defines = _cmake_defines(config_settings)
    mode, mode_source = requested_mode(defines, options["cuda"])
    settings = {key: defines[key] for key in _SETTINGS if key in defines}
    settings["CUDACOMPAT_CUDA"] = mode
    passed = _scikit_build_settings(config_settings)
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
            print(
                f"cudacompat.build_backend: CUDACOMPAT_CUDA=AUTO ({mode_source}) and no usable CUDA toolkit "
                f"({decision.get('reason', 'the probe found none')}): building the CPU-only {new_name}",
                file=sys.stderr,
            )
        elif not found or not decision.get("build_cuda"):
            raise CudacompatError(
                f"cannot build the CUDA package {name} with CUDACOMPAT_CUDA={mode} ({mode_source}): no usable CUDA "
                f"toolkit ({decision.get('reason', 'the probe found none')}). "
                "Install the toolkit of the CUDA major you want, or say where it is: "
                "-C cmake.define.CUDAToolkit_ROOT=/usr/local/cuda-12.4, or "
                "-C cmake.define.CUDACOMPAT_CUDA_VERSION=12.4 with -C cmake.define.CUDACOMPAT_TOOLKIT_SEARCH_PATH=DIR; "
                "or build the CPU-only package with CUDACOMPAT_CUDA=OFF"
            )
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

    if new_name != name:
        passed.update(_packages.kept_packages(pyproject, passed, name, new_name))
    original = _PYPROJECT.read_bytes()
    renamed = _rewrite_name(original.decode("utf-8"), name, new_name) if new_name != name else original.decode("utf-8")
    # What the build reads from the environment, for its length: the toolkit chosen, and what keeps
    # the untouched tree's setuptools_scm version for the renamed distribution (scm_environment).
    environment = {PACKAGE_CUDA_ENVIRONMENT: version}
    scm_version = _packages.untouched_scm_version(pyproject, name, new_name)
    previous = {key: os.environ.get(key) for key in (*environment, *_packages.scm_variables(new_name))}
    _BACKUP.write_bytes(original)
    try:
        _PYPROJECT.write_text(renamed, encoding="utf-8")
        if scm_version is not None:
            environment.update(_packages.scm_environment(new_name, scm_version))
        os.environ.update(environment)
        yield passed
    finally:
        _PYPROJECT.write_bytes(original)
        _BACKUP.unlink()
        for key, value in previous.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def requested_mode(defines: Mapping[str, str], project_default: str | None = None) -> tuple[str, str]:
    """CUDACOMPAT_CUDA as CMake reads it (a define, then the environment), then the project's
    `[tool.cudacompat] cuda`, and where it came from."""
    if "CUDACOMPAT_CUDA" in defines:
        value, source = defines["CUDACOMPAT_CUDA"], "-C cmake.define.CUDACOMPAT_CUDA"
    elif os.environ.get("CUDACOMPAT_CUDA"):
        value, source = os.environ["CUDACOMPAT_CUDA"], "the environment variable CUDACOMPAT_CUDA"
    elif project_default is not None:
        value, source = project_default, "[tool.cudacompat] cuda in pyproject.toml"
    else:
        return "ON", "cudacompat.build_backend's default: a package per CUDA major"
    mode = value.strip().upper()
    if mode not in ("AUTO", "ON", "OFF"):
        raise CudacompatError(f"CUDACOMPAT_CUDA={value!r} ({source}) is not one of AUTO, ON, OFF")
    return mode, source


def get_requires_for_build_wheel(config_settings=None):
    return _scikit_build.get_requires_for_build_wheel(_scikit_build_settings(config_settings))


def get_requires_for_build_editable(config_settings=None):
    return _scikit_build.get_requires_for_build_editable(_scikit_build_settings(config_settings))


def get_requires_for_build_sdist(config_settings=None):
    return _scikit_build.get_requires_for_build_sdist(_scikit_build_settings(config_settings))


def _project() -> Mapping[str, Any]:
    return tomllib.loads(_PYPROJECT.read_text(encoding="utf-8"))


def _as_variant(wheel: Path, version: str | None, config_settings: Mapping[str, Any] | None) -> Path:
    """WHEEL rewritten as its variant wheel, the derived label said on stderr; with variant
    markers asked for, its runtime pins conditioned on its own variant."""
    options = _project_options(_project())
    made = _variant_wheel.make_variant(wheel)
    label, properties = _variant_wheel.variant_properties(made)
    said = (
        "; ".join(
            f"{namespace} :: {feature} :: {', '.join(values)}"
            for namespace, features in properties.items()
            for feature, values in features.items()
        )
        or "no properties"
    )
    print(f"cudacompat.build_backend: variant {label} ({said}): {made.name}", file=sys.stderr, flush=True)
    settings = provider_settings(_project())
    if _switch(config_settings, options, "variant-markers") and settings is not None and version is not None:
        for line in _variant_wheel.mark_pins(made, pinned_packages(settings, version)):
            print(f"cudacompat.build_backend: {line}", file=sys.stderr, flush=True)
    return made


def _runtime_wheels_from_what_is_linked(wheel: Path, report: Mapping[str, Any], version: str | None) -> None:
    """Takes out of the wheel's Requires-Dist the runtime wheels that the provider pinned for a
    `libraries` entry no binary in the wheel needs (the audit's reading of their DT_NEEDED), and
    says each on stderr: a static CUDA::cudart_static needs no nvidia-cuda-runtime."""
    settings = provider_settings(_project())
    if settings is None or version is None:
        return
    files = _compiled_files(report)
    needed = {library["library"] for file in files for library in file.get("cuda_libraries", [])}
    static_runtime = any(note.get("code") == "static-runtime" for file in files for note in file.get("notes", []))
    dropped = unneeded_runtime_wheels(settings, version, needed, static_runtime)
    removed = _wheel_metadata.drop_requirements(wheel, {p for _, packages, _ in dropped for p in packages})
    for library, packages, how in dropped:
        if packages:
            print(
                f"cudacompat.build_backend: {library}: {how}, no {' '.join(packages)} wheel required",
                file=sys.stderr,
                flush=True,
            )
    if removed:
        print(
            f"cudacompat.build_backend: Requires-Dist removed from {wheel.name}: {'; '.join(removed)}",
            file=sys.stderr,
            flush=True,
        )


def _check_built_wheel(wheel: Path) -> Mapping[str, Any]:
    """The audit's extensions-outside-package on the wheel just built: such a wheel is removed and the
    build stops with the fix (the audit owns the rule; the source tree says which directory to name).
    Returns the audit's report."""
    report = audit(wheel)
    found = [
        finding
        for package in report.get("packages", [])
        for finding in package.get("findings", [])
        if finding.get("code") == "extensions-outside-package"
    ]
    if not found:
        return report
    wheel.unlink()
    fixes = _packages.package_directories_named_in_findings([f["message"] for f in found])
    raise CudacompatError(
        "the wheel would ship extension modules without their package: "
        + "; ".join(f["message"] for f in found)
        + (f". In this source tree: {fixes}" if fixes else "")
        + ". The wheel was removed."
    )


@_one_message
def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.prepare_metadata_for_build_wheel(metadata_directory, passed)


@_one_message
def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.prepare_metadata_for_build_editable(metadata_directory, passed)


@_one_message
def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    with _cuda_named(config_settings) as passed:
        name = _scikit_build.build_wheel(wheel_directory, passed, metadata_directory)
        version = package_cuda_version()  # the toolkit chosen, None for a CPU-only build
    wheel = Path(wheel_directory) / name
    report = _check_built_wheel(wheel)
    _runtime_wheels_from_what_is_linked(wheel, report, version)
    if version is None and not _compiled_files(report):
        # CMake ran, so scikit-build-core tagged the wheel for this interpreter and platform; with
        # nothing compiled in it, it is the pure-Python wheel upstream's setuptools made.
        wheel = _wheel_metadata.retag_pure(wheel)
        print(
            f"cudacompat.build_backend: the CPU-only {name} holds no compiled file: tagged {wheel.name}",
            file=sys.stderr,
            flush=True,
        )
    if _switch(config_settings, _project_options(_project()), "wheel-variant"):
        wheel = _as_variant(wheel, version, config_settings)
    return wheel.name


def _compiled_files(report: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The binaries the audit read inside the wheel (the wheel's own entry left out)."""
    return [file for file in report.get("files", []) if file.get("format") != "wheel"]


@_one_message
def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    with _cuda_named(config_settings) as passed:
        return _scikit_build.build_editable(wheel_directory, passed, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    return _scikit_build.build_sdist(sdist_directory, _scikit_build_settings(config_settings))
