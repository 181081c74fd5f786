"""The build backend's variant mode: a built wheel rewritten as a PEP 825 variant wheel.

The properties are the tool's: `cudacompat variant make` derives them from what the audit reads in
the wheel's binaries (SASS and PTX targets, the driver floor, the CUDA major the libraries tie it
to), writes `*.dist-info/variant.json`, puts the label in the file name (`cu13`, and `null` for a
wheel with no GPU code and no CUDA library) and drops any CUDA suffix from the name. Nothing here
types a property.

Each variant wheel keeps its own Requires-Dist: the runtime wheels pinned for its toolkit. An
installer that selects variants reads the metadata of the variant it chose (uv 0.13.8 does: the
cu13 variant brings nvidia-cuda-runtime, the cu12 one nvidia-cuda-runtime-cu12, the null one
neither). On request (`variant-markers`), the pins also get PEP 825's marker naming the variant's
own property (`"nvidia :: cuda_version_upper_bound :: 13" in variant_properties`), which is what
metadata shared by every variant of a release would need; it is off by default because uv 0.13.8
cannot parse those markers and refuses the wheel ("Expected a quoted string or a valid marker name,
found `variant_properties`"), and `packaging` 26.4 rejects them too.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path
from typing import Any, Mapping

from . import _wheel_metadata
from ._tool import CudacompatError, tool_path

_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")
NAMESPACE = "nvidia"
UPPER_BOUND = "cuda_version_upper_bound"


def switch(settings: Mapping[str, Any], setting: str, options: Mapping[str, Any], key: str) -> tuple[bool, str]:
    """An on/off choice: the config setting `setting` ("true", "false", ...) first, then the
    project's `[tool.cudacompat] key` (a TOML boolean); off when neither says. Returns it and its source."""
    if setting in settings:
        value = str(settings[setting]).strip().lower()
        if value in _TRUE or value in _FALSE:
            return value in _TRUE, f"-C {setting}"
        raise CudacompatError(
            f"-C {setting}={settings[setting]!r} is not true or false; write -C {setting}=true or -C {setting}=false"
        )
    value = options.get(key)
    if value is None:
        return False, "the default"
    if not isinstance(value, bool):
        raise CudacompatError(f"[tool.cudacompat] {key} must be true or false (a TOML boolean), got {value!r}")
    return value, f"[tool.cudacompat] {key} in pyproject.toml"


def make_variant(wheel: Path) -> Path:
    """WHEEL rewritten by `cudacompat variant make` beside it, as the variant wheel of its
    unsuffixed name; WHEEL removed. Returns the variant wheel's path."""
    with tempfile.TemporaryDirectory(prefix="cudacompat-variant-", dir=wheel.parent) as scratch:
        command = [str(tool_path()), "variant", "make", "-o", scratch, str(wheel)]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        made = [Path(line) for line in done.stdout.split()]
        if done.returncode != 0 or len(made) != 1 or not made[0].is_file():
            raise CudacompatError(
                f"`{' '.join(command)}` exited {done.returncode} and wrote {done.stdout.strip() or 'nothing'}: "
                f"{done.stderr.strip()}. The wheel {wheel.name} is left as built"
            )
        destination = wheel.parent / made[0].name
        shutil.move(str(made[0]), destination)
    if destination != wheel:
        wheel.unlink()
    return destination


def variant_properties(wheel: Path) -> tuple[str, dict[str, dict[str, list[str]]]]:
    """The label and the properties ({namespace: {feature: [values]}}) of WHEEL's variant.json."""
    with zipfile.ZipFile(wheel) as archive:
        member = next((n for n in archive.namelist() if re.fullmatch(r"[^/]+\.dist-info/variant\.json", n)), None)
        if member is None:
            raise CudacompatError(f"{wheel.name} has no *.dist-info/variant.json")
        document = json.loads(archive.read(member))
    [(label, properties)] = document["variants"].items()
    return label, properties


def own_variant_marker(wheel: Path) -> str:
    """The PEP 825 marker true for WHEEL's own variant, by the property that ties it to a CUDA
    major (its upper bound), else by its label."""
    label, properties = variant_properties(wheel)
    upper = properties.get(NAMESPACE, {}).get(UPPER_BOUND, [])
    if len(upper) == 1:
        return f'"{NAMESPACE} :: {UPPER_BOUND} :: {upper[0]}" in variant_properties'
    return f'variant_label == "{label}"'


def mark_pins(wheel: Path, packages: set[str]) -> list[str]:
    """Requires-Dist lines of `packages` in WHEEL conditioned on its own variant; the new lines."""
    if not packages:
        return []
    return _wheel_metadata.add_marker(wheel, packages, own_variant_marker(wheel))
