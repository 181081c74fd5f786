#!/usr/bin/env python3
"""Builds tests/migrate/corpus/ from real public CUDA projects at pinned commits.

Usage:
  vendor_corpus.py stage MIRRORS STAGE [SET] extract every candidate translation unit's project
                                             tree (sources and headers) at its pinned commit;
                                             SET is `corpus` (default) or `corpus2`
  vendor_corpus.py prune STAGE VERDICTS CORPUS KEPT_VERDICTS
                                             keep the translation units that compile with the old
                                             toolkit of their pair, and only the files they include
                                             (the compiler's own dependency list), plus each
                                             project's licence and the files its `keep` patterns
                                             name (build files, a vendored library no unit
                                             includes); write CORPUS/manifest.json and the kept
                                             units' verdicts to KEPT_VERDICTS

MIRRORS holds one git clone per project, as OWNER+NAME/repo (or OWNER+NAME.git); the commits
below must be in it. The corpus is committed, so CI never fetches: this script is how it was made
and how it is remade at other commits.
"""

import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys

# Each project: where it comes from, the commit, which files are translation units, the include
# directories its build passes, and the toolkit pairs it is judged on (old -> new). Chosen so that
# every translation unit compiles with nothing but a CUDA toolkit and these files.
PROJECTS = [
    {
        "id": "gpu-burn",
        "repo": "https://github.com/wilicc/gpu-burn",
        "ref": "master",
        "commit": "3ead140434da9473582b68452f7115967a7a0581",
        "license": ["LICENSE"],
        "trees": [""],
        "units": ["compare.cu", "gpu_burn-drv.cpp"],
        "include_dirs": [],
        "pairs": ["11.8->12.4", "12.4->13.0"],
    },
    {
        "id": "dfdx",
        "repo": "https://github.com/coreylowman/dfdx",
        "ref": "main",
        "commit": "4722a99d303f347d6088d95867d007c75ca6dd78",
        "license": ["LICENSE-APACHE", "LICENSE-MIT"],
        "trees": ["dfdx-core/src/tensor_ops/"],
        "units": ["dfdx-core/src/*.cu"],
        "include_dirs": ["dfdx-core/src/tensor_ops/utilities"],
        "device_only": True,  # built with nvcc --ptx (dfdx-core/build.rs)
        "pairs": ["12.4->13.0"],
    },
    {
        "id": "candle-kernels",
        "repo": "https://github.com/huggingface/candle",
        "ref": "main",
        "commit": "2a13b0f3ff62f7e67013597f2996f764c5735e21",
        "license": ["LICENSE-APACHE", "LICENSE-MIT"],
        "trees": ["candle-kernels/src/"],
        # the nine mmq_instance_* files are one template instantiated nine times: one is enough
        "units": ["candle-kernels/src/*.cu", "!candle-kernels/src/mmq_gguf/mmq_instance_q[2-8]*.cu"],
        "include_dirs": [],
        "device_only": True,  # built with nvcc --ptx (candle-kernels/build.rs)
        "pairs": ["12.4->13.0"],
    },
    {
        "id": "gpu-rodinia",
        "repo": "https://github.com/yuhc/gpu-rodinia",
        "ref": "master",
        "commit": "9c10d3ea16ddba2ba057cc3951a9efc4c2cc18a4",
        "license": ["LICENSE"],
        "trees": ["cuda/"],
        "units": ["cuda/*.cu", "cuda/*.cpp", "cuda/*.c", "!cuda/leukocyte/meschach_lib/*"],
        "include_dirs": ["cuda/util"],
        "pairs": ["11.8->12.4", "12.4->13.0"],
    },
    {
        "id": "cub-2.1.0",
        "repo": "https://github.com/NVIDIA/cub",
        "ref": "2.1.0",
        "commit": "48b555897ee66bcd057a521ed39d62b7688c7d59",
        "license": ["LICENSE.TXT"],
        "trees": ["examples/", "test/"],
        "units": ["examples/block/*.cu", "examples/device/*.cu"],
        "include_dirs": [],
        "pairs": ["12.4->13.0"],
    },
    {
        "id": "thrust-2.1.0",
        "repo": "https://github.com/NVIDIA/thrust",
        "ref": "2.1.0",
        "commit": "3cd56842c94de4926157f6ccdfbbf03ef7e5d5dc",
        "license": ["LICENSE"],
        "trees": ["examples/"],
        # nine examples that use thrust's removed functor bases and five that do not: each thrust
        # example takes 25-45 s in the front ends, so not all 51
        "units": [
            "examples/" + name + ".cu"
            for name in (
                "bounding_box",
                "counting_iterator",
                "dot_products_with_zip",
                "max_abs_diff",
                "minmax",
                "padded_grid_reduction",
                "repeated_range",
                "saxpy",
                "strided_range",
                "basic_vector",
                "constant_iterator",
                "expand",
                "fill_copy_sequence",
                "sort",
            )
        ],
        "include_dirs": ["examples/include"],
        "pairs": ["12.4->13.0"],
    },
    {
        "id": "cuda-samples-12.4",
        "repo": "https://github.com/NVIDIA/cuda-samples",
        "ref": "v12.4",
        "commit": "3559ca4d088e12db33d6918621cab5c998ccecf1",
        "license": ["LICENSE"],
        "trees": ["Samples/", "Common/"],
        # 4_CUDA_Libraries, 5_Domain_Specific, 7_libNVVM and 8_Platform_Specific mostly need
        # libraries other than the toolkit (OpenGL, NPP, cuDNN, EGL, MPI)
        "units": ["Samples/[0-3]_*.cu", "Samples/[0-3]_*.cpp", "Samples/6_*.cu", "Samples/6_*.cpp"],
        "include_dirs": ["Common"],
        "pairs": ["12.4->13.0"],
    },
]

# tests/migrate/corpus2/: a second corpus, of projects not in the first, chosen for what a scanner
# that reads file by file gets wrong: texture references declared in one file and used in another
# (SHOC's qtclustering, through macros in its headers), removed cudaDeviceProp fields read through
# a class derived from cudaDeviceProp (cuda-api-wrappers), a vendored CUB that the build does not
# use (DREAMPlaceFPGA's thirdparty/cub submodule: CUDA >= 11 builds with the toolkit's), code
# under an #ifdef that nothing defines, and CMake files that set the host dialect (CXX_STANDARD)
# apart from the CUDA one (CUDA_STANDARD).
PROJECTS2 = [
    {
        "id": "shoc",
        "repo": "https://github.com/vetter/shoc",
        "ref": "master",
        "commit": "0aea03beba2f09fcb5935cc11737372fe4de9ec0",
        "license": ["LICENSE.md"],
        "trees": ["src/cuda/", "src/common/", "config/config.h.in"],
        "units": [
            "src/cuda/level*.cu",
            "src/cuda/level*.cpp",
            "src/cuda/common/main.cpp",
            "!*/epmpi/*",
            "!*/tpmpi/*",
            "!*/MPI*",
            "!*/tp*",
            "!*/stencil2d/*.cpp",
            "!*/qtclustering/*.cpp",
        ],
        # ./configure writes config/config.h from config/config.h.in (autoconf's config.status
        # turns each `#undef NAME` it found into `#define NAME 1`); what it finds on Linux:
        "configure": {
            "template": "config/config.h.in",
            "output": "config/config.h",
            "define": [
                "HAVE_CLOCK_GETTIME",
                "HAVE_CLOCK_PROCESS_CPUTIME_ID",
                "HAVE_GETTIMEOFDAY",
                "HAVE_CUDA_H",
                "HAVE_CUDA_RUNTIME_H",
                "HAVE_FLOAT_H",
                "HAVE_FLOOR",
                "HAVE_GETHOSTNAME",
                "HAVE_INTTYPES_H",
                "HAVE_LOCALTIME_R",
                "HAVE_MEMORY_H",
                "HAVE_MEMSET",
                "HAVE_POW",
                "HAVE_SQRT",
                "HAVE_STDBOOL_H",
                "HAVE_STDINT_H",
                "HAVE_STDLIB_H",
                "HAVE_STRDUP",
                "HAVE_STRINGS_H",
                "HAVE_STRING_H",
                "HAVE_SYS_STAT_H",
                "HAVE_SYS_TIMEB_H",
                "HAVE_SYS_TIME_H",
                "HAVE_SYS_TYPES_H",
                "HAVE_UNISTD_H",
                "STDC_HEADERS",
            ],
        },
        # src/cuda/Makefile.am: -I$(top_srcdir)/src/common -I$(top_srcdir)/src/cuda/common -I$(top_builddir)/config
        "include_dirs": ["src/common", "src/cuda/common", "config"],
        "keep": ["config/config.h"],
        "pairs": ["11.8->12.4", "12.4->13.0"],
    },
    {
        "id": "cuda-api-wrappers-0.5.6",
        "repo": "https://github.com/eyalroz/cuda-api-wrappers",
        "ref": "v0.5.6",  # v0.4.7's cuda::std clashes with the libcu++ of nvcc 11.8
        "commit": "23f98385492a0c44de91526fd617f3528f3efef7",
        "license": ["LICENSE"],
        "trees": ["src/", "examples/", "CMakeLists.txt", "cmake/"],
        "units": ["examples/*.cu", "examples/*.cpp"],
        "include_dirs": ["src"],
        # examples/CMakeLists.txt: CMAKE_CXX_STANDARD 11 and CMAKE_CUDA_STANDARD 11 (one host-only
        # target, cpp_14, sets CXX_STANDARD 14)
        "flags": {"cu": ["-std=c++11"], "host": ["-std=c++11"]},
        "keep": ["CMakeLists.txt", "examples/CMakeLists.txt", "cmake/*"],
        "pairs": ["11.8->12.4", "12.4->13.0"],
    },
    {
        "id": "dreamplacefpga",
        "repo": "https://github.com/rachelselinar/DREAMPlaceFPGA",
        "ref": "main",
        "commit": "f428ec782360eaee79cf58ea6f533b0d8548c6ba",
        "license": ["LICENSE"],
        "trees": ["dreamplacefpga/ops/", "CMakeLists.txt", "cmake/"],
        "units": [
            "dreamplacefpga/ops/" + unit
            for unit in (
                "adjust_node_area/src/adjust_node_area_cuda_kernel.cu",
                "adjust_node_area/src/update_pin_offset_cuda_kernel.cu",
                "dct/src/dct_cuda_kernel.cu",
                "dct/src/dct_lee_cuda_kernel.cu",
                "dct/src/dst_cuda_kernel.cu",
                "density_map/src/density_map_cuda_kernel.cu",
                "electric_potential/src/electric_density_map_cuda_kernel.cu",
                "electric_potential/src/electric_force_cuda_kernel.cu",
                "hpwl/src/hpwl_cuda_kernel.cu",
                "lut_ff_legalization/src/lut_ff_legalization_cuda_kernel.cu",
                "pin_pos/src/pin_pos_cuda_kernel.cu",
                "pin_pos/src/pin_pos_cuda_segment_kernel.cu",
                "sortNode2Pin/src/sortNode2Pin_cuda_kernel.cu",
                "weighted_average_wirelength/src/weighted_average_wirelength_cuda_kernel.cu",
            )
        ],
        # dreamplacefpga/ops/*/CMakeLists.txt: include_directories(${OPS_DIR}); CUB_DIR is the
        # toolkit's include directory from CUDA 11 on (CMakeLists.txt), thirdparty/cub before
        "include_dirs": ["dreamplacefpga/ops"],
        # the submodule at the commit the project pins (`git ls-tree HEAD thirdparty/cub`)
        "submodules": [
            {
                "path": "thirdparty/cub",
                "repo": "https://github.com/NVIDIA/cub",
                "commit": "ddee1f5ae37a52aa2af8bafa866e242b53a3d63c",
                "trees": ["cub/", "CMakeLists.txt", "cmake/"],
                "license": ["LICENSE.TXT"],
            }
        ],
        "keep": ["CMakeLists.txt", "cmake/*", "dreamplacefpga/ops/*CMakeLists.txt", "thirdparty/cub/*"],
        "pairs": ["11.8->12.4", "12.4->13.0"],
    },
]
SETS = {"corpus": PROJECTS, "corpus2": PROJECTS2}

SOURCE_SUFFIXES = (".cu", ".cuh", ".h", ".hpp", ".hh", ".hxx", ".cpp", ".cc", ".c", ".inl", ".inc")
BUILD_FILES = ("CMakeLists.txt", ".cmake", ".h.in")  # what a build reads beside the sources
MAX_FILE_BYTES = 512 * 1024  # generated tables and data blobs are not what a scanner is judged on


def mirror_of(mirrors, repo_url):
    owner, name = repo_url.rstrip("/").split("/")[-2:]
    for candidate in (f"{owner}+{name}/repo", f"{owner}+{name}.git", f"{owner}/{name}"):
        path = os.path.join(mirrors, candidate)
        if os.path.isdir(path):
            return path
    sys.exit(f"no clone of {repo_url} under {mirrors} (expected {owner}+{name}/repo); clone it there")


def git(git_dir, *args):
    return subprocess.run(["git", "-C", git_dir, *args], check=True, capture_output=True).stdout


def matches(path, patterns):
    keep = False
    for pattern in patterns:
        if pattern.startswith("!"):
            if fnmatch.fnmatch(path, pattern[1:]):
                keep = False
        elif fnmatch.fnmatch(path, pattern):
            keep = True
    return keep


def extract(git_dir, commit, root, prefix, trees, licenses, unit_patterns):
    """Writes the sources, headers and build files under `trees` (and the licence files) of one
    commit into root/prefix; returns the paths that match `unit_patterns`."""
    units = []
    for line in git(git_dir, "ls-tree", "-r", "-l", commit).decode().splitlines():
        meta, path = line.split("\t", 1)
        _, kind, blob, size = meta.split()
        wanted = path in licenses or (
            path.endswith(SOURCE_SUFFIXES + BUILD_FILES)
            and any(path.startswith(tree) for tree in trees)
            and size != "-"
            and int(size) <= MAX_FILE_BYTES
        )
        if kind != "blob" or not wanted:
            continue
        target = os.path.join(root, prefix, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(git(git_dir, "cat-file", "blob", blob))
        if path.endswith((".cu", ".cpp", ".cc", ".c")) and matches(path, unit_patterns):
            units.append(os.path.join(prefix, path))
    return units


def configure(root, step):
    """What autoconf's config.status does to a config.h.in: `#undef NAME` becomes `#define NAME 1`
    for each NAME configure found."""
    with open(os.path.join(root, step["template"])) as f:
        text = f.read()
    for name in step["define"]:
        text = re.sub(rf"^#undef {name}$", f"#define {name} 1", text, flags=re.M)
    with open(os.path.join(root, step["output"]), "w") as out:
        out.write(text)


def stage(mirrors, stage_dir, projects=PROJECTS):
    staged = []
    for project in projects:
        root = os.path.join(stage_dir, project["id"])
        units = extract(
            mirror_of(mirrors, project["repo"]),
            project["commit"],
            root,
            "",
            project["trees"],
            project["license"],
            project["units"],
        )
        for sub in project.get("submodules", []):
            extract(mirror_of(mirrors, sub["repo"]), sub["commit"], root, sub["path"], sub["trees"], sub["license"], [])
        if "configure" in project:
            configure(root, project["configure"])
        staged.append({**{k: v for k, v in project.items() if k not in ("trees", "units")}, "units": sorted(units)})
        print(f"{project['id']}: {len(units)} candidate translation units")
    with open(os.path.join(stage_dir, "manifest.json"), "w") as out:
        json.dump({"schema": 1, "projects": staged}, out, indent=1)
        out.write("\n")


def kept_by_pattern(root, patterns):
    """The staged files that a project's `keep` patterns name, kept whether or not a unit includes
    them: the build's own files, and a vendored library the build does not use."""
    kept = set()
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), root)
            if any(fnmatch.fnmatch(path, pattern) for pattern in patterns):
                kept.add(path)
    return kept


def prune(stage_dir, verdicts_path, corpus_dir, kept_path):
    with open(os.path.join(stage_dir, "manifest.json")) as f:
        manifest = json.load(f)
    with open(verdicts_path) as f:
        verdicts = json.load(f)
    if os.path.exists(corpus_dir):
        shutil.rmtree(corpus_dir)
    kept_projects, dropped, unjudged, kept_verdicts = [], 0, 0, {}
    for project in manifest["projects"]:
        files, units = set(project["license"]), []
        files.update(sub["path"] + "/" + name for sub in project.get("submodules", []) for name in sub["license"])
        files.update(kept_by_pattern(os.path.join(stage_dir, project["id"]), project.get("keep", [])))
        for unit in project["units"]:
            verdict = verdicts["units"].get(f"{project['id']}/{unit}")
            # a unit the toolkit it builds with today cannot compile says nothing about the next
            # one: kept for the pairs whose old toolkit compiles it (gpu-rodinia's texture
            # references compile on 11.8, not on 12.4)
            pairs = [p.split("->") for p in project["pairs"] if verdict and verdict.get(p.split("->")[0], {}).get("ok")]
            if not pairs:
                dropped += 1
                continue
            if not all(new in verdict for _, new in pairs):
                unjudged += 1  # compile_corpus.py was stopped before it reached this one
                continue
            olds = [old for old, _ in pairs]
            units.append(unit)
            kept_verdicts[f"{project['id']}/{unit}"] = verdict
            files.add(unit)
            for old in olds:
                files.update(verdict[old]["includes"])
        for path in sorted(files):
            target = os.path.join(corpus_dir, project["id"], path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(os.path.join(stage_dir, project["id"], path), target)
        if units:
            kept_projects.append({**project, "units": units})
        print(f"{project['id']}: kept {len(units)} of {len(project['units'])} units, {len(files)} files")
    with open(os.path.join(corpus_dir, "manifest.json"), "w") as out:
        json.dump({"schema": 1, "projects": kept_projects}, out, indent=1)
        out.write("\n")
    print(
        f"dropped {dropped} units that do not compile with their old toolkit, {unjudged} not compiled with the new one"
    )
    with open(kept_path, "w") as out:
        json.dump({**verdicts, "units": kept_verdicts}, out, indent=1, sort_keys=True)
        out.write("\n")


def main():
    if len(sys.argv) in (4, 5) and sys.argv[1] == "stage":
        stage(sys.argv[2], sys.argv[3], SETS[sys.argv[4] if len(sys.argv) == 5 else "corpus"])
    elif len(sys.argv) == 6 and sys.argv[1] == "prune":
        prune(*sys.argv[2:6])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
