"""The `cudacompat` console script: replaces itself with the native tool, arguments unchanged."""

from __future__ import annotations

import os
import sys

from ._tool import CudacompatError, tool_path


def main() -> None:
    try:
        tool = str(tool_path())
    except CudacompatError as error:
        sys.exit(f"cudacompat: {error}")
    os.execv(tool, [tool, *sys.argv[1:]])
