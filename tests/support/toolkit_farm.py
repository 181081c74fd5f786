"""Fixtures made from REAL toolkits without touching them: symlink farms, with the parts a case
changes turned into real directories of links (explode) or real files.

Shared by the fault matrix (tests/faults/toolkit) and the integration cases (tests/integration),
which both build toolkits this way."""

import os
import shutil
import subprocess
import tarfile
import io


def link_like(source, destination):
    """destination becomes a link to source; a relative link inside the tree is kept relative."""
    if os.path.islink(source) and not os.path.isabs(os.readlink(source)):
        os.symlink(os.readlink(source), destination)
    else:
        os.symlink(source, destination)


def farm(source, destination):
    os.makedirs(destination, exist_ok=True)
    for name in sorted(os.listdir(source)):
        link_like(os.path.join(source, name), os.path.join(destination, name))


def explode(root, relative):
    """Turns every link along root/relative into a real directory of links, so that the last
    component can be removed or replaced without touching the real toolkit. Returns the path."""
    current = root
    for part in relative.split("/"):
        current = os.path.join(current, part)
        if os.path.islink(current) and os.path.isdir(current):
            target = os.path.realpath(current)
            os.unlink(current)
            farm(target, current)
    return current


def remove(path):
    if os.path.islink(path) or os.path.isfile(path):
        os.unlink(path)
    elif os.path.isdir(path):
        shutil.rmtree(path)


def write(path, text, mode=0o644):
    remove(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, mode)


def debian_toolkit_copy(real, root):
    """A second, separate toolkit made from an unpacked Debian one (ci/install-toolkits.sh's layout:
    usr/bin/nvcc a wrapper that finds its prefix through `readlink -f "$0"`, the real nvcc in
    usr/lib/nvidia-cuda-toolkit/bin reading nvcc.profile beside itself, a link to etc/nvcc.profile).
    The wrapper, nvcc and the profile are copies, so nvcc's _HERE_ and the profile are root's own:
    everything nvcc runs or reads is found through root. Returns root."""
    farm(real, root)
    for relative in ("usr/bin/nvcc", "usr/lib/nvidia-cuda-toolkit/bin/nvcc", "etc/nvcc.profile"):
        target = os.path.join(explode(root, os.path.dirname(relative)), os.path.basename(relative))
        os.unlink(target)
        shutil.copy2(os.path.join(real, relative), target)
    return root


def original_debian_file(deb, member):
    """The text of `member` (e.g. ./etc/nvcc.profile) as the Debian package `deb` ships it."""
    tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", deb], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        return archive.extractfile(member).read().decode()
