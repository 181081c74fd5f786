"""A command run in a private mount namespace: a few mounts (an empty file system over a toolkit,
/dev/null over a loader cache) seen by that command alone, nothing outside it changed. The one
way the Python test drivers make such a view (hidden_toolkits.py, the toolkit fault fixtures, the
wheel import with no loader cache)."""

import shutil
import subprocess

from case_checks import Skip


def private_mounts_command(mounts, command, purpose):
    """COMMAND run after the shell commands MOUNTS, in a mount namespace of its own. Raises Skip,
    naming PURPOSE, where this machine cannot make one."""
    if shutil.which("unshare") is None:
        raise Skip(f"unshare (util-linux) is not installed: cannot {purpose}")
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True)
    if probe.returncode != 0:
        raise Skip(
            f"this machine does not allow private mount namespaces (run as root, or where unprivileged "
            f"user namespaces are on), so it cannot {purpose}: " + probe.stderr.decode().strip()
        )
    script = " && ".join([*mounts, 'exec "$@"'])
    return ["unshare", "-m", "--propagation", "private", "sh", "-c", script, "sh", *command]
