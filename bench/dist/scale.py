#!/usr/bin/env python3
"""sccache-dist from 1 to N build servers against a local build, on one machine's cores (issue 37,
"Scale, measured").

The tree is a real, pinned, kernel-heavy one: CUTLASS's Ampere-era examples (bench/dist/SOURCE.md
says which commit and files, and bench/dist/make_tree.sh makes the tarball), each `.cu` unit
compiled with CUTLASS's own flags for several architectures. Every build starts cold: a fresh object
directory, and for the distributed ones a fresh cluster (tests/dist/dist_cluster.py: one scheduler,
N servers, each `taskset`-pinned to its own block of cores) and a fresh sccache client (its own
port, config and empty local cache), with the toolchain archives of cmake/detail/cudacompat_compiler_dist.py
made once beforehand, as a configured build would.

  local      the units through plain nvcc, `--jobs-local` at a time, all pinned to `--client-cpus`
  dist N     the same units through `sccache nvcc`, the client's sccache server pinned to
             `--client-cpus` (its local steps, preprocessing and fatbinary, run there), 5 x N
             compiles in flight: the scheduler takes at most cores + 1 + cores/8 jobs per server
             (sccache-dist 0.16, `load_weight`), and a compile it cannot place runs locally

For each build: wall time; CPU seconds of the local side (the client's sccache server and its reaped
children: preprocessing, fatbinary, hashing; or the local nvcc processes); the busy seconds of each
build server's cores (/proc/stat: the sandboxed compiles are not accounted to the server process);
bytes over loopback (every byte the client, scheduler and servers exchanged, the toolchain uploads
included); sccache's stats (distributed compiles, dist errors, failed compiles). Each distributed
object's `.nv_fatbin` section (all its SASS and PTX) is compared with the local build's, byte for byte.

    python3 bench/dist/scale.py --tree /tmp/cutlass --work-dir /tmp/dist-scale --servers 1,2,4 \
        --json results.json

Exit 77 where the machine cannot run a build server (dist_cluster.py's reason is printed), 1 where a
build fails or an object differs.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(REPO, "tests", "dist"))
sys.path.insert(0, os.path.join(REPO, "cmake", "detail"))  # the toolchain archives configure makes
from cudacompat_compiler_dist import path_override_entries, toolchain_archives  # noqa: E402
from dist_cluster import ClusterUnavailable, DistCluster, free_loopback_port, requirements  # noqa: E402

UNITS_FILE = os.path.join(HERE, "cutlass-units.txt")
# CUTLASS's CMake (CUTLASS_CUDA_NVCC_FLAGS, Release) compiles its examples with these; the include
# directories are its own (include, tools/util/include, examples/common, the example's folder).
FLAGS = ("-std=c++17", "-O3", "-DNDEBUG", "-DCUTLASS_ENABLE_TENSOR_CORE_MMA=1", "--expt-relaxed-constexpr", "-w")
DEFAULT_ARCHS = "80,86,89,90"
# sccache-dist 0.16's scheduler places a job on a server while its jobs < cores + 1 + cores // 8.
JOBS_PER_SERVER_SLACK = 1


def gencodes(archs):
    """SASS for each architecture and PTX for the newest, as a library that ships forward
    compatibility does."""
    archs = sorted(int(a) for a in archs.split(","))
    flags = [f"-gencode=arch=compute_{a},code=sm_{a}" for a in archs[:-1]]
    flags.append(f"-gencode=arch=compute_{archs[-1]},code=[sm_{archs[-1]},compute_{archs[-1]}]")
    return flags


def read_units(path):
    with open(path) as f:
        return [line.split("#")[0].strip() for line in f if line.split("#")[0].strip()]


def unit_command(nvcc, tree, unit, obj, archs, threads=None):
    """nvcc's command for one unit. `threads`: nvcc --threads, which also makes sccache send a unit's
    per-architecture device compiles to the servers at the same time (without it, one after another)."""
    return [
        nvcc,
        *FLAGS,
        *(["--threads", str(threads)] if threads else []),
        f"-I{tree}/include",
        f"-I{tree}/tools/util/include",
        f"-I{tree}/examples/common",
        f"-I{os.path.dirname(os.path.join(tree, unit))}",
        *gencodes(archs),
        "-c",
        os.path.join(tree, unit),
        "-o",
        obj,
    ]


def object_name(unit):
    return unit.replace("/", "_") + ".o"


def loopback_bytes():
    """Bytes received on `lo` so far (each byte sent over loopback is received once)."""
    with open("/proc/net/dev") as f:
        for line in f:
            name, _, rest = line.partition(":")
            if name.strip() == "lo":
                return int(rest.split()[0])
    return 0


def cpu_seconds(pid):
    """utime + stime + cutime + cstime of a live process: its own and its reaped children's."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def cpu_list(spec):
    """taskset's list syntax ("0-3,8") as CPU numbers."""
    cpus = []
    for part in spec.split(","):
        first, _, last = part.partition("-")
        cpus += range(int(first), int(last or first) + 1)
    return cpus


def busy_seconds(cpus):
    """Seconds the given CPUs spent doing anything but idling, from /proc/stat. A build server's own
    counters (utime + cutime) miss its sandboxed compiles (1.1 s for 8 distributed jobs that took
    about 14 CPU seconds locally, in a trial here), so its work is read off the cores it is pinned to:
    right where nothing else runs on them."""
    wanted = {f"cpu{c}" for c in cpus}
    busy = 0
    with open("/proc/stat") as f:
        for line in f:
            fields = line.split()
            if fields and fields[0] in wanted:
                ticks = [int(x) for x in fields[1:9]]  # user nice system idle iowait irq softirq steal
                busy += sum(ticks) - ticks[3] - ticks[4]
    return busy / os.sysconf("SC_CLK_TCK")


def fatbin_digest(obj):
    """sha256 of the object's .nv_fatbin section: every SASS and PTX entry it carries. Two local
    builds of one unit at different output paths give the same bytes (checked with nvcc 13.0)."""
    out = obj + ".fatbin"
    run = subprocess.run(
        ["objcopy", "-O", "binary", "--only-section=.nv_fatbin", obj, out], capture_output=True, text=True
    )
    if run.returncode != 0:
        raise RuntimeError(f"objcopy could not read {obj}'s .nv_fatbin: {run.stderr}")
    with open(out, "rb") as f:
        data = f.read()
    os.unlink(out)
    if not data:
        raise RuntimeError(f"{obj} has an empty .nv_fatbin section: no GPU code to compare")
    return hashlib.sha256(data).hexdigest(), len(data)


def build(units, command_for, jobs, env=None, prefix=(), budget_s=None, keep_failures=False):
    """Compiles the units, `jobs` at a time. Returns wall seconds, each compiled unit's seconds and the
    units that failed (with their error). With `budget_s`, no unit is started past that many seconds
    (those started are waited for: the wall time covers every unit returned). A failure raises unless
    `keep_failures`: a distributed build that fails has no time."""
    start = time.monotonic()
    per_unit, failed = {}, {}

    def one(unit):
        if budget_s is not None and time.monotonic() - start > budget_s:
            return unit, None, None
        command = [*prefix, *command_for(unit)]
        begun = time.monotonic()
        run = subprocess.run(command, env=env, capture_output=True, text=True)
        if run.returncode != 0:
            message = f"{' '.join(command)} failed ({run.returncode}):\n{run.stderr[-3000:]}"
            if not keep_failures:
                raise RuntimeError(message)
            return unit, None, message
        return unit, time.monotonic() - begun, None

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for unit, seconds, error in pool.map(one, units):
            if seconds is not None:
                per_unit[unit] = seconds
            elif error is not None:
                failed[unit] = error
    return time.monotonic() - start, per_unit, failed


class Client:
    """An sccache client server of its own, pinned to the client's cores, stopped on the way out."""

    def __init__(self, work_dir, config, cpus):
        self.cpus = cpus
        self.env = dict(
            os.environ,
            SCCACHE_CONF=config,
            SCCACHE_SERVER_PORT=str(free_loopback_port()),
            SCCACHE_ERROR_LOG=os.path.join(work_dir, "sccache-server.log"),
            SCCACHE_LOG="warn",
            SCCACHE_IDLE_TIMEOUT="0",
        )
        self.env.pop("SCCACHE_DIR", None)

    def __enter__(self):
        subprocess.run(
            ["taskset", "-c", self.cpus, "sccache", "--start-server"], env=self.env, check=True, capture_output=True
        )
        return self

    def server_pid(self):
        """The sccache server listening on our port (the daemon --start-server left behind)."""
        port = int(self.env["SCCACHE_SERVER_PORT"])
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                with open(f"/proc/{pid}/environ", "rb") as f:
                    environ = f.read().split(b"\0")
                with open(f"/proc/{pid}/comm") as f:
                    comm = f.read().strip()
            except OSError:
                continue
            if comm == "sccache" and f"SCCACHE_SERVER_PORT={port}".encode() in environ:
                return int(pid)
        raise RuntimeError(f"no sccache server with SCCACHE_SERVER_PORT={port} is running")

    def stats(self):
        out = subprocess.run(
            ["sccache", "--show-stats", "--stats-format", "json"],
            env=self.env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        return json.loads(out)["stats"]

    def __exit__(self, *exc):
        subprocess.run(["sccache", "--stop-server"], env=self.env, capture_output=True)
        return False


def cpu_blocks(count, size, total):
    """`count` disjoint blocks of `size` cores, from the top of the machine down (the client keeps
    the lowest block); a block past the machine's cores wraps onto the client's."""
    blocks = []
    for i in range(count):
        first = (total - size * (i + 1)) % total
        blocks.append(f"{first}-{first + size - 1}")
    return blocks


def measure_local(args, units, work):
    objects = os.path.join(work, "local")
    shutil.rmtree(objects, ignore_errors=True)
    os.makedirs(objects)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall, per_unit, failed = build(
        units,
        lambda u: unit_command(
            args.nvcc, args.tree, u, os.path.join(objects, object_name(u)), args.archs, args.nvcc_threads
        ),
        args.jobs_local,
        prefix=("taskset", "-c", args.client_cpus),
        budget_s=args.local_budget_s,
        keep_failures=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {
        "build": "local",
        "servers": 0,
        "jobs": args.jobs_local,
        "wall_s": round(wall, 1),
        "client_cpu_s": round(cpu, 1),
        "unit_s": {u: round(s, 2) for u, s in per_unit.items()},
        "failed": failed,
        "objects": objects,
    }


def measure_dist(args, units, work, servers, toolchains, total_cores):
    tree = os.path.join(work, f"dist-{servers}")
    shutil.rmtree(tree, ignore_errors=True)
    objects = os.path.join(tree, "objects")
    os.makedirs(objects)
    blocks = cpu_blocks(servers, args.cores_per_server, total_cores)
    jobs = servers * (args.cores_per_server + JOBS_PER_SERVER_SLACK + args.cores_per_server // 8)
    with DistCluster(os.path.join(tree, "cluster"), servers, cpus=blocks) as cluster:
        status = cluster.started
        config = cluster.client_config(
            os.path.join(tree, "client.toml"), os.path.join(tree, "client"), toolchains=toolchains
        )
        with Client(tree, config, args.client_cpus) as client:
            daemon = client.server_pid()
            client_before = cpu_seconds(daemon)
            servers_before = [busy_seconds(cpu_list(b)) for b in blocks]
            lo_before = loopback_bytes()
            wall, per_unit, _ = build(
                units,
                lambda u: [
                    "sccache",
                    *unit_command(
                        args.nvcc, args.tree, u, os.path.join(objects, object_name(u)), args.archs, args.nvcc_threads
                    ),
                ],
                jobs,
                env=client.env,
            )
            lo = loopback_bytes() - lo_before
            client_cpu = cpu_seconds(daemon) - client_before
            server_cpu = [busy_seconds(cpu_list(b)) - before for b, before in zip(blocks, servers_before)]
            stats = client.stats()
    return {
        "build": f"dist {servers}",
        "servers": servers,
        "jobs": jobs,
        "server_cpus": blocks,
        "scheduler_status": status,
        "wall_s": round(wall, 1),
        "client_cpu_s": round(client_cpu, 1),
        "server_cores_busy_s": [round(c, 1) for c in server_cpu],
        "loopback_bytes": lo,
        "dist_compiles": sum(stats["dist_compiles"].values()),
        "dist_compiles_by_server": stats["dist_compiles"],
        "dist_errors": stats["dist_errors"],
        "compile_fails": stats["compile_fails"],
        "cache_hits": stats["cache_hits"],
        "unit_s": {u: round(s, 2) for u, s in per_unit.items()},
        "objects": objects,
    }


def compare_objects(units, local_dir, dist_dir):
    """Units whose distributed object's GPU code differs from the local build's."""
    differ = []
    for unit in units:
        name = object_name(unit)
        if fatbin_digest(os.path.join(local_dir, name)) != fatbin_digest(os.path.join(dist_dir, name)):
            differ.append(unit)
    return differ


def tool_version(command):
    run = subprocess.run(command, capture_output=True, text=True)
    return (run.stdout + run.stderr).strip().splitlines()[-1] if run.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", required=True, help="the CUTLASS tree bench/dist/make_tree.sh unpacks")
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    parser.add_argument("--archs", default=DEFAULT_ARCHS, help="SASS for each, PTX for the newest")
    parser.add_argument("--units", default=UNITS_FILE, help="one .cu path (relative to the tree) per line")
    parser.add_argument(
        "--servers",
        default="1,2,4",
        help="comma-separated build server counts, one cluster each; empty: the local build only",
    )
    parser.add_argument("--cores-per-server", type=int, default=4)
    parser.add_argument("--client-cpus", default="0-3", help="taskset list for the local build and the client")
    parser.add_argument("--jobs-local", type=int, default=4)
    parser.add_argument("--nvcc-threads", type=int, help="nvcc --threads N for every build, local and distributed")
    parser.add_argument("--limit", type=int, help="only the first N units (a quick try)")
    parser.add_argument(
        "--local-budget-s",
        type=float,
        help="start no local compile past this many seconds; every build then compiles "
        "the units the local one did (sizes the tree to a time limit)",
    )
    parser.add_argument("--deadline-s", type=float, help="start no build expected to end past this many seconds")
    parser.add_argument("--json", help="write every number here")
    args = parser.parse_args()
    began = time.monotonic()
    args.tree = os.path.abspath(args.tree)
    work = os.path.abspath(args.work_dir)
    os.makedirs(work, exist_ok=True)
    try:
        requirements()
    except ClusterUnavailable as e:
        print(f"scale: cannot run a build server here: {e}", file=sys.stderr)
        return 77
    units = read_units(args.units)[: args.limit]
    missing = [u for u in units if not os.path.isfile(os.path.join(args.tree, u))]
    if missing:
        print(f"scale: {args.tree} lacks {missing[:5]}: unpack the tree bench/dist/make_tree.sh makes", file=sys.stderr)
        return 2
    total_cores = os.cpu_count()
    machine = {
        "cores": total_cores,
        "python": platform.python_version(),
        "kernel": platform.release(),
        "nvcc": tool_version([args.nvcc, "--version"]),
        "sccache": tool_version(["sccache", "--version"]),
        "bwrap": tool_version(["bwrap", "--version"]),
        "units": len(units),
        "archs": args.archs,
        "gencode": gencodes(args.archs),
        "nvcc_threads": args.nvcc_threads,
        "argv": sys.argv[1:],
    }
    print(json.dumps(machine), flush=True)

    start = time.monotonic()
    manifest = toolchain_archives(args.nvcc, os.path.join(work, "toolchains"))
    archives = {
        "seconds": round(time.monotonic() - start, 1),
        "bytes": sum(p["bytes"] for p in manifest["programs"].values()),
    }
    print(f"toolchain archives: {archives}", flush=True)
    toolchains = path_override_entries(manifest)

    def save():
        if args.json:  # after every build: a measurement cut short keeps what it finished
            with open(args.json, "w") as f:
                json.dump({"machine": machine, "archives": archives, "rows": rows, "skipped": skipped}, f, indent=1)

    rows, skipped = [measure_local(args, units, work)], []
    local = rows[0]
    print(json.dumps({k: v for k, v in local.items() if k not in ("unit_s", "failed")}), flush=True)
    for unit, error in local["failed"].items():
        print(f"scale: {unit} does not compile here, left out of every build: {error[-600:]}", flush=True)
    # The distributed builds compile exactly what the local build compiled, in the list's order.
    units = [u for u in units if u in local["unit_s"]]
    machine["units_built"] = len(units)
    save()
    for servers in (int(s) for s in args.servers.split(",") if s.strip()):
        # A build that would not end before the deadline is not started (it would be cut off and
        # leave no number): its expected time is the local one over the servers, plus start-up.
        expected = local["wall_s"] / servers * 1.25 + 20
        if args.deadline_s and time.monotonic() - began + expected > args.deadline_s:
            skipped.append({"servers": servers, "expected_s": round(expected), "reason": "would pass the deadline"})
            print(f"scale: dist {servers} skipped: about {expected:.0f} s expected, past --deadline-s", flush=True)
            save()
            continue
        try:
            row = measure_dist(args, units, work, servers, toolchains, total_cores)
        except RuntimeError as e:  # a failed build has no time; the others still tell something
            skipped.append({"servers": servers, "reason": f"failed: {e}"[:4000]})
            print(f"scale: dist {servers} failed: {e}", flush=True)
            save()
            continue
        row["objects_differing"] = compare_objects(units, local["objects"], row["objects"])
        rows.append(row)
        print(json.dumps({k: v for k, v in row.items() if k != "unit_s"}), flush=True)
        save()

    local = rows[0]["wall_s"]
    print(
        f"\n{len(units)} CUTLASS units, sm_{args.archs.replace(',', '/sm_')} (+PTX), nvcc --threads "
        f"{args.nvcc_threads or 'not given'}, {machine['nvcc']}, {total_cores} cores; local and client on cores "
        f"{args.client_cpus}"
    )
    print(
        "| build | servers x cores | jobs | wall s | speed-up | efficiency | dist compiles | dist errors "
        "| objects differing | client CPU s | servers' cores busy s | loopback MB |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        n = row["servers"]
        speedup = local / row["wall_s"]
        efficiency = f"{speedup / n:.2f}" if n else "1.00"
        print(
            f"| {row['build']} | {n} x {args.cores_per_server if n else 0} | {row['jobs']} | {row['wall_s']} | "
            f"{speedup:.2f} | {efficiency} | {row.get('dist_compiles', '-')} | {row.get('dist_errors', '-')} | "
            f"{len(row.get('objects_differing', [])) if n else '-'} | {row['client_cpu_s']} | "
            f"{sum(row.get('server_cores_busy_s', [])) if n else '-'} | "
            f"{row['loopback_bytes'] / 1e6 if n else 0:.0f} |"
        )
    bad = [r["build"] for r in rows[1:] if r["objects_differing"] or r["compile_fails"]]
    bad += [f"dist {s['servers']}" for s in skipped if s["reason"].startswith("failed")]
    if bad:
        print(f"scale: objects differ from the local build's, or compiles failed, in {bad}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
