"""Shared by the fault-matrix, cache and distribution drivers: the state of a directory tree, to show that
a run wrote nothing it should not have, and the files that hold a secret."""

import os
import stat


def tree_state(root):
    """Everything about a tree that a run could change: names, types, modes, sizes, times, links.
    Keys are paths relative to `root`, as bytes (names need not be UTF-8)."""
    state = {}
    root_b = os.fsencode(root)
    for directory, dirs, files in os.walk(root_b, followlinks=False):
        for name in dirs + files:
            path = os.path.join(directory, name)
            try:
                info = os.lstat(path)
            except OSError:
                continue
            link = os.readlink(path) if stat.S_ISLNK(info.st_mode) else None
            state[os.path.relpath(path, root_b)] = (info.st_mode, info.st_size, info.st_mtime_ns, link)
    return state


def files_holding(root, secret):
    """Every file under <root> whose bytes contain <secret> (what `grep -r` would find)."""
    needle = secret.encode()
    found = []
    for directory, _, files in os.walk(root):
        for name in files:
            path = os.path.join(directory, name)
            try:
                with open(path, "rb") as f:
                    if needle in f.read():
                        found.append(os.path.relpath(path, root))
            except OSError:
                pass
    return found
