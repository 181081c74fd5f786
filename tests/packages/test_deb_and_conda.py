"""The Debian and conda packages of a consumer library (tests/packages/fixtures/minilib), made by
cudacompat_detail_package_deb/_conda, for CUDA 12.4 and 13.0: lintian-clean .debs versioned
+cuda<major>.<minor> whose Depends carry the CUDA pins, a library that needs libcudart.so.<major>
and has no RPATH, a .conda whose index.json pins the same major; and the bad inputs that must stop
configure (or the package build) with the message and leave OUTPUT_DIRECTORY without a package.

A pytest module (tests/packages/native.cmake runs it with --case-arg build-dir and
scratch); skipped, naming it, where this machine lacks a tool or a toolkit.
"""

import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile

from case_checks import skip
from checklist import check, expect_every_check_passed, failures

TOOLKITS = os.environ.get("CUDACOMPAT_TOOLKIT_SEARCH_PATH", "/opt/cudacompat/toolkits")


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, **kwargs)


def configure(fixture, build, cudacompat_dir, *options):
    shutil.rmtree(build, ignore_errors=True)
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    return run(
        [
            "cmake",
            "-S",
            fixture,
            "-B",
            build,
            *generator,
            "-DCMAKE_BUILD_TYPE=Release",
            f"-Dcudacompat_DIR={cudacompat_dir}",
            "-DCUDACOMPAT_ARCHS=75-real",
            *options,
        ]
    )


def conda_index(path):
    """index.json of a .conda: a zip holding info-*.tar.zst (read with the zstd program)."""
    with zipfile.ZipFile(path) as archive:
        info = next(n for n in archive.namelist() if n.startswith("info-"))
        compressed = archive.read(info)
    tar = subprocess.run(["zstd", "-dc"], input=compressed, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as members:
        index = json.load(members.extractfile("info/index.json"))
        names = members.getnames()
    with zipfile.ZipFile(path) as archive:
        pkg = next(n for n in archive.namelist() if n.startswith("pkg-"))
        tar = subprocess.run(["zstd", "-dc"], input=archive.read(pkg), capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as members:
        files = members.getnames()
    return index, files + names


def check_packages(fixture, scratch, cudacompat_dir, cuda, options):
    major, minor = cuda.split(".")
    build = os.path.join(scratch, f"cuda{major}")
    dist = os.path.join(build, "dist")
    result = configure(fixture, build, cudacompat_dir, f"-DCUDACOMPAT_CUDA_VERSION={cuda}", *options)
    if not check(result.returncode == 0, f"CUDA {cuda}: the fixture configures"):
        print(result.stdout[-3000:] + result.stderr[-3000:])
        return
    result = run(["cmake", "--build", build, "--target", "cudacompat-packages"])
    if not check(result.returncode == 0, f"CUDA {cuda}: cudacompat-packages builds the .debs and the .conda"):
        print(result.stdout[-4000:] + result.stderr[-4000:])
        return
    version = f"0.1.0-1+cuda{cuda}"
    runtime = os.path.join(dist, f"libminilib0_{version}_amd64.deb")
    dev = os.path.join(dist, f"libminilib-dev_{version}_amd64.deb")
    conda = os.path.join(dist, f"minilib-0.1.0-cuda{major}_0.conda")
    for path in (runtime, dev, conda):
        check(os.path.isfile(path), f"CUDA {cuda}: {os.path.basename(path)} is in OUTPUT_DIRECTORY")
    check(not [n for n in os.listdir(dist) if n.endswith(".partial")], f"CUDA {cuda}: no .partial file is left")
    if failures:
        return

    # lintian: no error, no warning; the info tags are printed for the record.
    result = run(["lintian", "--fail-on", "error,warning", "--info", runtime, dev])
    tags = sorted(
        {
            line.split(" ")[0] + " " + line.split(" ")[2]
            for line in result.stdout.splitlines()
            if re.match(r"^[EWIPX]: ", line)
        }
    )
    check(result.returncode == 0, f"CUDA {cuda}: lintian --fail-on error,warning passes (other tags: {tags})")
    if result.returncode != 0:
        print(result.stdout + result.stderr)

    fields = {}
    for deb in (runtime, dev):
        control = run(["dpkg-deb", "-f", deb]).stdout
        fields[deb] = dict(re.findall(r"^([A-Za-z-]+): (.*(?:\n .*)*)", control, re.M))
    rt, dv = fields[runtime], fields[dev]
    check(
        rt.get("Version") == version and dv.get("Version") == version,
        f"CUDA {cuda}: both packages are version {version}",
    )
    depends = rt.get("Depends", "")
    nvidia = f"cuda-cudart-{major}-{minor}"
    check(
        re.search(rf"(^|, ){re.escape(nvidia)}( |,|$)", depends) is not None,
        f"CUDA {cuda}: libminilib0 Depends on NVIDIA's {nvidia} ({depends})",
    )
    if major == "12":
        check(
            re.search(rf"{re.escape(nvidia)}( \| [^,]*)* \| libcudart12 \(>= 12\.4\.\d+\)", depends) is not None,
            f"CUDA {cuda}: ... or Debian's libcudart12 (>= 12.4.x), as alternatives of one dependency",
        )
    check(
        re.search(r"(^|, )libc6 \(>= [0-9.]+\)", depends) is not None,
        f"CUDA {cuda}: libminilib0 Depends on libc6 at a version dpkg-shlibdeps computed",
    )
    check(
        not re.search(rf"cuda-cudart-(?!{major}-)\d+-\d+|libcudart(?!{major}\b)\d+", depends),
        f"CUDA {cuda}: no other CUDA major is admitted",
    )
    check(
        dv.get("Depends") == f"libminilib0 (= {version})",
        f"CUDA {cuda}: libminilib-dev Depends on libminilib0 (= {version})",
    )
    check(
        rt.get("Section") == "libs" and dv.get("Section") == "libdevel" and rt.get("Priority") == "optional",
        f"CUDA {cuda}: sections libs / libdevel, priority optional",
    )
    contents = run(["dpkg-deb", "-c", runtime]).stdout + run(["dpkg-deb", "-c", dev]).stdout
    for path in (
        "./usr/lib/libminilib.so.0.1.0",
        "./usr/lib/libminilib.so.0 -> libminilib.so.0.1.0",
        "./usr/lib/libminilib.so -> libminilib.so.0",
        "./usr/include/minilib/minilib.h",
        "./usr/share/doc/libminilib0/copyright",
        "./usr/share/doc/libminilib0/changelog.Debian.gz",
    ):
        check(path in contents, f"CUDA {cuda}: the packages hold {path}")
    control_files = run(["dpkg-deb", "-I", runtime]).stdout
    check(
        "shlibs" in control_files and "triggers" in control_files and "postinst" not in control_files,
        f"CUDA {cuda}: libminilib0 has a shlibs file and an ldconfig trigger, no maintainer script",
    )

    # The installed library: needs libcudart.so.<major>, has no RPATH/RUNPATH, is stripped.
    root = os.path.join(build, "root")
    shutil.rmtree(root, ignore_errors=True)
    run(["dpkg", "-x", runtime, root], check=True)
    library = os.path.join(root, "usr/lib/libminilib.so.0.1.0")
    dynamic = run(["readelf", "-d", library]).stdout
    needed = re.findall(r"\(NEEDED\).*\[(.*)\]", dynamic)
    check(
        f"libcudart.so.{major}" in needed, f"CUDA {cuda}: the installed library needs libcudart.so.{major} ({needed})"
    )
    check(
        "RPATH" not in dynamic and "RUNPATH" not in dynamic, f"CUDA {cuda}: the installed library has no RPATH/RUNPATH"
    )
    check("BIND_NOW" in dynamic or "NOW" in dynamic, f"CUDA {cuda}: the library is linked -z now")
    sections = run(["readelf", "-S", library]).stdout
    check(".symtab" not in sections, f"CUDA {cuda}: the installed library is stripped")

    # conda: index.json pins the same major, with ceilings.
    index, files = conda_index(conda)
    check(
        index.get("name") == "minilib" and index.get("version") == "0.1.0" and index.get("build") == f"cuda{major}_0",
        f"CUDA {cuda}: .conda is minilib 0.1.0 build cuda{major}_0 "
        f"({index.get('name')} {index.get('version')} {index.get('build')})",
    )
    ceiling = int(major) + 1
    check(
        any(re.fullmatch(rf"cuda-cudart >={major}\.{minor}\.\d+,<{ceiling}", d) for d in index.get("depends", [])),
        f"CUDA {cuda}: depends has cuda-cudart >={major}.{minor}.x,<{ceiling} ({index.get('depends')})",
    )
    check(
        f"cuda-version >={major}.{minor},<{ceiling}" in index.get("constrains", []),
        f"CUDA {cuda}: constrains has cuda-version >={major}.{minor},<{ceiling} ({index.get('constrains')})",
    )
    for path in ("lib/libminilib.so.0.1.0", "lib/libminilib.so", "include/minilib/minilib.h"):
        check(path in files, f"CUDA {cuda}: the .conda holds {path}")
    check(not any(f.startswith("share/doc/") for f in files), f"CUDA {cuda}: the .conda holds no Debian documentation")


def check_refused(fixture, scratch, cudacompat_dir, label, options, messages, targets=()):
    """Configure fails saying `messages`; or, with `targets`, configure passes and building each
    target fails saying them (one configure and one library build for all)."""
    build = os.path.join(scratch, label.replace(" ", "-"))
    dist = os.path.join(build, "dist")
    result = configure(fixture, build, cudacompat_dir, *options)
    outcomes = [(label, result)]
    if targets:
        if not check(result.returncode == 0, f"{label}: configures"):
            print((result.stdout + result.stderr)[-3000:])
            return
        outcomes = [(f"{label}: {target}", run(["cmake", "--build", build, "--target", target])) for target in targets]
    for what, result in outcomes:
        output = result.stdout + result.stderr
        flat = re.sub(r"\s+", " ", output)
        if not check(result.returncode != 0 and all(m in flat for m in messages), f"{what} fails and says {messages}"):
            print(output[-3000:])
    left = os.listdir(dist) if os.path.isdir(dist) else []
    check(
        not [n for n in left if n.endswith((".deb", ".conda", ".partial"))],
        f"{label}: OUTPUT_DIRECTORY holds no package and nothing half-written ({left})",
    )


def test_deb_and_conda_of_a_consumer_library_for_cuda_12_and_13(source_dir, case_arg):
    cudacompat_dir, source, scratch = (
        os.path.abspath(a) for a in (case_arg("build-dir"), source_dir, case_arg("scratch"))
    )
    fixture = os.path.join(source, "tests/packages/fixtures/minilib")
    missing = [
        tool for tool in ("cmake", "lintian", "dpkg-deb", "dpkg-shlibdeps", "readelf", "zstd") if not shutil.which(tool)
    ]
    if run([sys.executable, "-c", "import rattler_build"]).returncode != 0:
        missing.append("the rattler_build Python module (pip install py-rattler-build)")
    if not os.path.isdir(os.path.join(TOOLKITS, "cuda-12.4")):
        missing.append(f"CUDA 12.4 under {TOOLKITS} (ci/install-toolkits.sh)")
    if missing:
        skip("this machine lacks " + ", ".join(missing))
    os.makedirs(scratch, exist_ok=True)

    check_packages(fixture, scratch, cudacompat_dir, "12.4", [f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={TOOLKITS}"])
    check_packages(fixture, scratch, cudacompat_dir, "13.0", [])

    check_refused(
        fixture,
        scratch,
        cudacompat_dir,
        "a static library",
        ["-DMINILIB_CASE=static", "-DCUDACOMPAT_CUDA_VERSION=13.0"],
        ["minilib is a STATIC_LIBRARY", "needed: a SHARED_LIBRARY", "add_library(minilib SHARED"],
    )
    check_refused(
        fixture,
        scratch,
        cudacompat_dir,
        "a missing license",
        ["-DMINILIB_CASE=no-license", "-DCUDACOMPAT_CUDA_VERSION=13.0"],
        ["COPYING does not exist", "needed: the license text", "Fix: point LICENSE_FILE"],
    )
    check_refused(
        fixture,
        scratch,
        cudacompat_dir,
        "no description or maintainer",
        ["-DMINILIB_CASE=no-metadata", "-DCUDACOMPAT_CUDA_VERSION=13.0"],
        ["the formats deb conda need DESCRIPTION, MAINTAINER", "Add them to the call"],
    )
    check_refused(
        fixture,
        scratch,
        cudacompat_dir,
        "a CPU-only configure",
        ["-DCUDACOMPAT_CUDA=OFF"],
        ["builds CPU only", "CUDACOMPAT_BUILD_CUDA=OFF", "Needed: a usable CUDA toolkit", "-DCUDACOMPAT_CUDA=ON"],
    )
    # The packaging runs `cudacompat audit` on what it built: the audit's code, not a check of its own.
    check_refused(
        fixture,
        scratch,
        cudacompat_dir,
        "a CUDA library the pins do not cover",
        ["-DMINILIB_CASE=uncovered", "-DCUDACOMPAT_CUDA_VERSION=13.0"],
        [
            "`cudacompat audit` fails the package",
            "undeclared-cuda-dependency",
            "needs libcublas.so.13",
            "name its component in the package's LIBRARIES",
        ],
        targets=("minilib-deb", "minilib-conda"),
    )

    expect_every_check_passed()
    print("packages: all checks passed")
