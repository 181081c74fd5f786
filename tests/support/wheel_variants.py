"""What the wheel-variant tests share (tests/variant/test_variants.py, test_declared_variants.py,
test_kernel_variants.py, tests/doctor/test_doctor_variants.py): the wheel cache and the knowledge
base they read, the real nvcc and kernel the a/f targets are compiled from, the tool run, a wheel's
RECORD line, the targets cuobjdump lists, the CUDA release a driver reports, and uv 0.13.8
installing variants under NVIDIA's provider's forced driver and GPU."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from case_checks import skip

CACHE = Path("/var/cache/cudacompat/wheels")
KNOWLEDGE = Path(__file__).resolve().parents[2] / "compat" / "knowledge.json"
NVCC = Path("/usr/local/cuda/bin/nvcc")
KERNEL = Path(__file__).resolve().parents[1] / "audit" / "fixtures" / "kernel.cu"
MANIFEST = Path("/opt/cudacompat/toolkits/manifest.json")


def record_line(name: str, data: bytes) -> str:
    """A wheel's RECORD line for a member: its name, sha256 (urlsafe base64, unpadded) and size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def run(tool: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([tool, *args], capture_output=True, text=True, check=False)


def known_gpus() -> set[int]:
    """The GPUs the knowledge base lists: every plain architecture a release added."""
    releases = json.loads(KNOWLEDGE.read_text())["releases"]
    return {int(a) for r in releases for a in (r.get("arch_changes") or {}).get("add", []) if a.isdigit()}


def uv_or_skip() -> list[str]:
    found = shutil.which("uv")
    command = [found] if found else [sys.executable, "-m", "uv"]
    done = subprocess.run([*command, "--version"], capture_output=True, text=True, check=False)
    if done.returncode != 0 or not done.stdout.startswith("uv 0.13.8"):
        skip(f"uv 0.13.8 is needed (ci/requirements-test.txt), found: {done.stdout.strip() or done.stderr.strip()}")
    return command


def uv_install(
    uv: list[str], venv: Path, folder: Path, package: str, forced: dict[str, str], dry_run: bool = False
) -> subprocess.CompletedProcess:

    env = {k: v for k, v in os.environ.items() if not k.startswith("NV_VARIANT_PROVIDER_FORCE_")}
    env.update(forced, VIRTUAL_ENV=str(venv), UV_CACHE_DIR=str(venv.parent / "uv-cache"), UV_NO_CONFIG="1")
    argv = [*uv, "pip", "install", "--preview-features", "wheel-variants", "--no-index", "--find-links", str(folder)]
    if dry_run:  # each driver asks afresh: nothing installed by the one before answers for it
        argv.append("--dry-run")
    return subprocess.run([*argv, package], capture_output=True, text=True, env=env, check=False)


def newest_cuobjdump() -> str:
    """The cuobjdump ci/install-toolkits.sh installed (its manifest's tools: CUDA 13.5's, which reads
    every cubin ABI), else one on PATH."""
    if MANIFEST.exists():
        for tool in json.loads(MANIFEST.read_text()).get("tools", []):
            if tool.get("name") == "cuobjdump" and Path(tool["path"]).exists():
                return tool["path"]
    found = shutil.which("cuobjdump")
    if not found:
        skip(f"no cuobjdump: not in {MANIFEST} (ci/install-toolkits.sh) nor on PATH")
    return found


def cuobjdump_targets(path: Path) -> set[str]:
    cuobjdump = newest_cuobjdump()
    targets: set[str] = set()
    with tempfile.TemporaryDirectory() as scratch, zipfile.ZipFile(path) as archive:
        for member in archive.namelist():
            if not re.search(r"\.so(\.[0-9]+)*$", member):
                continue
            extracted = archive.extract(member, scratch)
            done = subprocess.run(
                [cuobjdump, "--list-elf", "--list-ptx", extracted], capture_output=True, text=True, check=False
            )
            # "ELF file    1: name.sm_90.cubin" / "PTX file    1: name.sm_90.ptx"; a binary without
            # device code makes cuobjdump exit 255 with "does not contain device code".
            for kind, arch in re.findall(
                r"^(ELF|PTX) file\s+\d+: .*\.sm_(\d+)[af]?\.(?:cubin|ptx)$", done.stdout, re.M
            ):
                targets.add(f"{arch}_{'real' if kind == 'ELF' else 'virtual'}")
    return targets


def release_reported_by(driver: str) -> str:
    """The CUDA release a driver reports: the newest whose first bundled driver it reaches."""

    def key(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in text.split("."))

    newest = None
    for release in json.loads(KNOWLEDGE.read_text())["releases"]:
        drivers = release.get("bundled_drivers", {}).values()
        if drivers and key(driver) >= min(key(d) for d in drivers):
            newest = release["version"]
    assert newest, f"driver {driver} is older than every release"
    return newest
