"""A developer's workstation, made from this machine: the toolkits it has, plus a second CUDA where
NVIDIA's installer puts it (/usr/local/cuda-12.4, laid out by nvidia_layout.py from the CUDA 12.4
that ci/install-toolkits.sh unpacked), seen by one command alone. /usr/local becomes an overlay in
a private mount namespace (mount_namespace.py): its real contents below, the new toolkit above,
and whatever the command writes there lands in the scratch directory, never in /usr/local.

Shared by tests/workstation (the whole suite on such a machine) and any test that must hold on one."""

import os

from case_checks import Skip
from mount_namespace import private_mounts_command
from nvidia_layout import nvidia_layout_toolkit

DEBIAN_12_4 = "/opt/cudacompat/toolkits/cuda-12.4"
SECOND_TOOLKIT = "/usr/local/cuda-12.4"


def workstation_command(command, scratch):
    """`command` wrapped to run where /usr/local/cuda-12.4 holds CUDA 12.4 in NVIDIA's layout beside
    the machine's own toolkits. `scratch` (on the same file system as /opt/cudacompat) keeps the
    layout between calls. Raises Skip where there is no CUDA 12.4 to lay out, or /usr/local already
    has one."""
    if os.path.exists(SECOND_TOOLKIT):
        raise Skip(f"{SECOND_TOOLKIT} already exists here: this machine is a workstation already")
    if not os.path.isfile(os.path.join(DEBIAN_12_4, "usr", "bin", "nvcc")):
        raise Skip(f"no CUDA 12.4 at {DEBIAN_12_4} to lay out (ci/install-toolkits.sh 12.4 installs it)")
    upper = os.path.join(scratch, "usr-local")
    if not os.path.isdir(os.path.join(upper, os.path.basename(SECOND_TOOLKIT))):
        os.makedirs(upper, exist_ok=True)
        nvidia_layout_toolkit(DEBIAN_12_4, os.path.join(upper, os.path.basename(SECOND_TOOLKIT)))
    overlay_work = os.path.join(scratch, "overlay-work")
    os.makedirs(overlay_work, exist_ok=True)
    mount = f"mount -t overlay overlay -o lowerdir=/usr/local,upperdir='{upper}',workdir='{overlay_work}' /usr/local"
    return private_mounts_command([mount], command, f"add a second toolkit at {SECOND_TOOLKIT}")
