"""Several CUDA variants of the package installed at once: they share the import name, so the last
one installed overwrote the others' files. pip cannot refuse it (the names differ), so, as CuPy
does, the import says so."""

from __future__ import annotations

import re
import warnings
from importlib import metadata

_VARIANT = re.compile(r"^cudacompat[-_.]kernels[-_.]cu(\d+)$", re.IGNORECASE)


def installed_variants() -> list[str]:
    """The installed distributions of this package, e.g. ['cudacompat-kernels-cu12', 'cudacompat-kernels-cu13']."""
    names = set()
    for distribution in metadata.distributions():
        name = distribution.metadata.get("Name") or ""
        if _VARIANT.match(name):
            names.add(name)
    return sorted(names)


def warn_if_several_variants() -> None:
    variants = installed_variants()
    if len(variants) > 1:
        warnings.warn(
            f"cudacompat_kernels is installed as {', '.join(variants)}: they share files, so the one installed last "
            "replaced parts of the others, and the library loaded may not match the CUDA runtime installed for it. "
            f"Uninstall all of them (pip uninstall {' '.join(variants)}) and install the one for your CUDA major.",
            RuntimeWarning,
            stacklevel=3,
        )
