"""build_cuda(): the toggle, answered for setup.py and other Python build scripts.

The answer depends on the toolkit only: a usable nvcc with its headers and an accepted host
compiler. A GPU, a driver or `torch.cuda.is_available()` are never asked, so CPU-only CI machines
build the kernels exactly as GPU machines do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping


@dataclass(frozen=True)
class Decision:
    build: bool
    reason: str
    toolkit_version: str | None
    toolkit_root: str | None
    report: Mapping[str, Any]

    def __bool__(self) -> bool:
        return self.build


def build_cuda(settings: Mapping[str, str] | None = None) -> Decision:
    """Whether to build CUDA code, and why: CUDACOMPAT_CUDA=AUTO|ON|OFF as in CMake.

    With ON and no usable toolkit this raises, as the CMake configure stops; with AUTO it answers
    False and says why.
    """
    from .api import probe, toolkit_field

    # ON with no toolkit is exit 1 with the reason on stderr: the same stop as CMake's.
    report = probe(settings)
    decision = report.get("decision", {})
    return Decision(
        build=bool(decision.get("build_cuda")),
        reason=str(decision.get("reason", "")),
        toolkit_version=toolkit_field(report, "version"),
        toolkit_root=toolkit_field(report, "root"),
        report=report,
    )


__all__ = ["Decision", "build_cuda"]
