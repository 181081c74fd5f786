"""A machine without a CUDA toolkit, made from this one: a command run in a private mount namespace
where every toolkit directory is covered by an empty file system, with an environment that names
none. Shared by the Python test drivers that need "no toolkit here" (tests/cpu_only_machine,
integration, adoption, packages); the namespace itself is mount_namespace.py's.

What is hidden, and why each:
  - /usr/local/cuda-X.Y (and so the /usr/local/cuda link to it) and the side-by-side toolkits of
    ci/install-toolkits.sh (/opt/cudacompat/toolkits), Debian's /usr/lib/nvidia-cuda-toolkit:
    covered by an empty tmpfs;
  - a distro's /usr/bin/nvcc and /usr/include/cuda.h: /dev/null bound over them;
  - CUDA_HOME, CUDA_PATH, CUDAToolkit_ROOT, CUDACXX, CUDACOMPAT_TOOLKIT_SEARCH_PATH, LIBRARY_PATH
    (the stubs directory on this machine) are removed, and PATH loses its entries inside a
    toolkit directory (they are empty there anyway).
What is deliberately left: the rest of PATH (the Python environment ci/install-python-deps.sh
filled, cargo, ...: a machine without a toolkit still has them), and wrappers outside the
toolkit's directory (this machine's /usr/local/bin/nvcc execs /usr/local/cuda/bin/nvcc), as a
removed toolkit leaves them behind. A build must not take such a dangling wrapper for a toolkit.
"""

import glob
import os

from mount_namespace import private_mounts_command

SAFE_PATH = "/usr/sbin:/usr/bin:/sbin:/bin"
CLEARED = [
    "CUDA_HOME",
    "CUDA_PATH",
    "CUDAToolkit_ROOT",
    "CUDACXX",
    "CUDAHOSTCXX",
    "CUDAARCHS",
    "CUDACOMPAT_CUDA",
    "CUDACOMPAT_CUDA_VERSION",
    "CUDACOMPAT_TOOLKIT_SEARCH_PATH",
    "LIBRARY_PATH",
    "CPATH",
]


def toolkit_directories():
    """The real directories that hold a toolkit here (links resolved, each once)."""
    candidates = glob.glob("/usr/local/cuda-*") + [
        "/usr/local/cuda",
        "/opt/cudacompat/toolkits",
        "/usr/lib/nvidia-cuda-toolkit",
    ]
    found = []
    for candidate in candidates:
        real = os.path.realpath(candidate)
        if os.path.isdir(real) and real not in found:
            found.append(real)
    return sorted(found)


def hidden_toolkits_command(command, views=None, keep=(), private_tmp=False):
    """`command` wrapped to run where no toolkit can be found; raises Skip where this machine
    cannot make private mount namespaces. `views` maps toolkit directories to places where the
    command may still reach them (the fault fixtures are made from the real trees): each is bound
    there before it is hidden. `keep` names toolkit directories left as they are: a test that
    wants one toolkit (or ci/install-toolkits.sh's side-by-side ones) and no other. `private_tmp`:
    /tmp is an empty file system of the command's own, so what appears there is the command's (the
    views must then lie outside /tmp)."""
    kept = {os.path.realpath(directory) for directory in keep}
    mounts = ["mount -t tmpfs -o mode=1777 none /tmp"] if private_tmp else []
    for source, view in (views or {}).items():
        if os.path.isdir(source):
            os.makedirs(view, exist_ok=True)
            mounts.append(f"mount --bind '{source}' '{view}'")
    mounts += [f"mount -t tmpfs -o mode=755 none '{d}'" for d in toolkit_directories() if d not in kept]
    mounts += [f"mount --bind /dev/null {f}" for f in ["/usr/bin/nvcc", "/usr/include/cuda.h"] if os.path.exists(f)]
    return private_mounts_command(mounts, command, "hide the toolkits")


def hidden_toolkits_environment(base=None, keep=()):
    """The environment for a command run through hidden_toolkits_command()."""
    env = dict(os.environ if base is None else base)
    for name in CLEARED:
        env.pop(name, None)
    env["PATH"] = path_without_toolkits(env.get("PATH", ""), keep)
    return env


def path_without_toolkits(path, keep=()):
    """PATH less its entries inside a hidden toolkit directory, with the system's directories kept."""
    kept = {os.path.realpath(directory) for directory in keep}
    hidden = [directory + os.sep for directory in toolkit_directories() if directory not in kept]
    kept = [
        entry
        for entry in path.split(os.pathsep)
        if entry and not any((os.path.realpath(entry) + os.sep).startswith(h) for h in hidden)
    ]
    kept += [entry for entry in SAFE_PATH.split(os.pathsep) if entry not in kept]
    return os.pathsep.join(kept)
