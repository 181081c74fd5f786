"""Runs the cudacompat command-line tool that this package carries, and reads its JSON.

The Python functions are thin on purpose: the tool is the single implementation of the probes, the
pins and the audit, so a build script and a CMake configure get the same answers.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, Sequence

_PACKAGE_DIR = Path(__file__).resolve().parent


class CudacompatError(RuntimeError):
    """The tool refused a request (a usage error, an unreadable input): its message says why."""


def tool_path() -> Path:
    """The cudacompat executable: $CUDACOMPAT_TOOL when set, else the one installed with this package."""
    override = os.environ.get("CUDACOMPAT_TOOL")
    path = Path(override) if override else _PACKAGE_DIR / "bin" / "cudacompat"
    if not path.is_file():
        raise CudacompatError(
            f"the cudacompat tool is not at {path}: this installation of the cudacompat package is "
            "incomplete; reinstall it (pip install --force-reinstall cudacompat) or point "
            "CUDACOMPAT_TOOL at a built bin/cudacompat"
        )
    return path


def run_json(
    arguments: Sequence[str], ok_codes: Sequence[int] = (0,), json_option: Sequence[str] = ("--json",)
) -> dict[str, Any]:
    """Runs `cudacompat <arguments> --json` and returns the parsed report.

    `ok_codes` are the exit codes that still carry a report (the audit's 1 means "findings");
    `json_option` is how the subcommand is asked for JSON (`pin` takes `--format json`).
    """
    command = [str(tool_path()), *arguments, *json_option]
    completed = subprocess.run(command, capture_output=True, text=True, check=False)
    if completed.returncode not in ok_codes:
        message = completed.stderr.strip() or completed.stdout.strip()
        raise CudacompatError(f"`{' '.join(command)}` exited {completed.returncode}: {message}")
    try:
        return json.loads(completed.stdout)
    except json.JSONDecodeError as error:
        raise CudacompatError(f"`{' '.join(command)}` printed no JSON report ({error})") from error
