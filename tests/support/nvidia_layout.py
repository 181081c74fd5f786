"""A CUDA toolkit laid out as NVIDIA's installer lays it out (/usr/local/cuda-X.Y: bin/, nvvm/,
targets/x86_64-linux/{include,lib}, include and lib64 links, version.json), made from one that
ci/install-toolkits.sh unpacked from Debian's packages (usr/bin, usr/include,
usr/lib/x86_64-linux-gnu, usr/lib/nvidia-cuda-toolkit). That is what a workstation with a second
CUDA has where NVIDIA puts it, from the same real binaries the project already tests.

nvcc finds its tools through nvcc.profile beside its own executable (`_HERE_`, from
/proc/self/exe), so nvcc is a copy and its profile NVIDIA's own text. Everything else (ptxas,
cicc, the headers, the libraries) is a hard link to the Debian prefix's file (same inode, no
space, and still there where a test hides /opt/cudacompat/toolkits), so `root` must be on the
same file system; the Debian prefix is never modified."""

import json
import os
import re
import shutil
import subprocess

# NVIDIA's bin/nvcc.profile for x86-64 Linux, as the runfile and the cuda-nvcc packages ship it
# (CUDA 12.x: CCCL is in include/ itself, not include/cccl). NVIDIA's text, so its long line stays
# (E501 waived for the string, at its closing quotes).
NVIDIA_NVCC_PROFILE = """
TOP              = $(_HERE_)/..

NVVMIR_LIBRARY_DIR = $(TOP)/$(_NVVM_BRANCH_)/libdevice

LD_LIBRARY_PATH += $(TOP)/lib:
PATH            += $(TOP)/$(_NVVM_BRANCH_)/bin:$(_HERE_):

INCLUDES        +=  "-I$(TOP)/$(_TARGET_DIR_)/include" $(_SPACE_)

LIBRARIES        =+ $(_SPACE_) "-L$(TOP)/$(_TARGET_DIR_)/lib$(_TARGET_SIZE_)/stubs" "-L$(TOP)/$(_TARGET_DIR_)/lib$(_TARGET_SIZE_)"

CUDAFE_FLAGS    +=
PTXAS_FLAGS     +=
"""  # noqa: E501

# The tools NVIDIA's bin/ holds beside nvcc, where the Debian packages put them (usr/bin).
BIN_TOOLS = [
    "ptxas",
    "fatbinary",
    "nvlink",
    "cudafe++",
    "bin2c",
    "cuobjdump",
    "nvdisasm",
    "nvprune",
    "cu++filt",
    "__nvcc_device_query",
]


def nvidia_layout_toolkit(debian_prefix, root):
    """Lays out the Debian-unpacked toolkit at `debian_prefix` as NVIDIA's installer would at `root`
    (which must not exist). Returns the toolkit's version as nvcc reports it (e.g. "12.4.131")."""
    usr = os.path.join(debian_prefix, "usr")
    real_bin = os.path.join(usr, "lib", "nvidia-cuda-toolkit", "bin")
    if not os.path.isfile(os.path.join(real_bin, "nvcc")):
        raise FileNotFoundError(
            f"{debian_prefix} is not a toolkit unpacked by ci/install-toolkits.sh "
            f"(no usr/lib/nvidia-cuda-toolkit/bin/nvcc)"
        )
    os.makedirs(root)
    bin_dir = os.path.join(root, "bin")
    os.makedirs(bin_dir)
    shutil.copy2(os.path.join(real_bin, "nvcc"), os.path.join(bin_dir, "nvcc"))
    with open(os.path.join(bin_dir, "nvcc.profile"), "w") as f:
        f.write(NVIDIA_NVCC_PROFILE)
    for tool in BIN_TOOLS:
        if os.path.exists(os.path.join(usr, "bin", tool)):
            os.link(os.path.join(usr, "bin", tool), os.path.join(bin_dir, tool))
    linked_tree(os.path.join(real_bin, "crt"), os.path.join(bin_dir, "crt"))
    nvvm = os.path.join(root, "nvvm")
    os.makedirs(os.path.join(nvvm, "bin"))
    os.link(os.path.join(real_bin, "cicc"), os.path.join(nvvm, "bin", "cicc"))
    linked_tree(os.path.join(usr, "lib", "nvidia-cuda-toolkit", "libdevice"), os.path.join(nvvm, "libdevice"))
    target = os.path.join(root, "targets", "x86_64-linux")
    linked_tree(os.path.join(usr, "include"), os.path.join(target, "include"))
    linked_tree(os.path.join(usr, "lib", "x86_64-linux-gnu"), os.path.join(target, "lib"))
    os.symlink("targets/x86_64-linux/include", os.path.join(root, "include"))
    os.symlink("targets/x86_64-linux/lib", os.path.join(root, "lib64"))
    version = nvcc_version(os.path.join(bin_dir, "nvcc"))
    release = ".".join(version.split(".")[:2])
    with open(os.path.join(root, "version.json"), "w") as f:  # as the installer writes it
        json.dump(
            {"cuda": {"name": "CUDA SDK", "version": release}, "cuda_nvcc": {"name": "CUDA NVCC", "version": version}},
            f,
            indent=3,
        )
    return version


def linked_tree(source, destination):
    """A copy of the tree `source` whose files are hard links (links inside it stay links)."""
    shutil.copytree(source, destination, symlinks=True, copy_function=os.link)


def nvcc_version(nvcc):
    said = subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=60).stdout
    found = re.search(r"release [0-9.]+, V([0-9.]+)", said)
    if not found:
        raise RuntimeError(f"{nvcc} --version did not say its version: {said!r}")
    return found.group(1)
