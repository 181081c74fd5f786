#!/usr/bin/env python3
"""One toolkit of the matrix: does cudacompat get it right, and does the kernel library build
and pass with it? Compares against the toolkit itself, never against stored answers.

Checks, in order (each failure says what was expected and what was found):
  1. identification   the probe report's version, layout, root and host compiler, against
                      `nvcc --version`, the install manifest and crt/host_config.h
  2. architectures    the report's plain architectures equal `nvcc --list-gpu-arch`; every a/f
                      variant the report lists compiles with this nvcc
  3. PTX ISA          the report's PTX ISA equals the `.version` nvcc writes into PTX
  4. features         the knowledge base agrees with the probe (no disagreement warning)
  5. kernels          the kernel library configures, builds (sm_90) and its tests pass on this CPU
  6. shims            each shim compiles to the same machine code as the direct call (-O2): the
                      same instructions in the same basic blocks (independent instructions may
                      be scheduled in another order)
Writes <work>/<toolkit>/result.json, and copies the test binaries to <proof-dir>/<toolkit>/.
ctest runs run_checks() as test_toolkit_matrix.py's test_toolkit[<toolkit>]; --list gives it the names.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TRIVIAL_KERNEL = "__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }\n"
LAYOUT_NAMES = {
    "unpacked-distro": "distro-unpacked",
    "distro": "distro",
    "standard": "standard",
    "pip-wheel": "pip-wheel",
}


class Failure(Exception):
    pass


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def expect(condition, message):
    if not condition:
        raise Failure(message)


def load_toolkits(manifest_path):
    with open(manifest_path) as f:
        manifest = json.load(f)
    return {t["name"]: t for t in manifest["toolkits"]}


def probe(args, toolkit, scratch):
    command = [
        args.tool,
        "probe",
        "--json",
        "--root",
        toolkit["root"],
        "--host-compiler",
        "auto",
        "--cache",
        os.path.join(scratch, "cache.json"),
        "--work-dir",
        os.path.join(scratch, "probe"),
    ]
    result = run(command, timeout=300)
    expect(result.returncode == 0, f"cudacompat probe failed ({result.returncode}): {result.stderr}")
    return json.loads(result.stdout)


def check_identification(report, toolkit):
    version = run([toolkit["nvcc"], "--version"]).stdout
    full = re.search(r"V(\d+\.\d+\.\d+)", version).group(1)
    expect(
        report["toolkit"]["version"]["value"] == full,
        f"version: report {report['toolkit']['version']['value']}, nvcc --version {full}",
    )
    expect(
        report["toolkit"]["layout"]["value"] == LAYOUT_NAMES[toolkit["layout"]],
        f"layout: report {report['toolkit']['layout']['value']}, manifest {toolkit['layout']}",
    )
    expect(
        os.path.realpath(report["toolkit"]["root"]["value"]).startswith(os.path.realpath(toolkit["root"])),
        f"root: report {report['toolkit']['root']['value']}, manifest {toolkit['root']}",
    )
    host_config = open(os.path.join(toolkit["include_dirs"][0], "crt", "host_config.h")).read()
    gcc_max = int(
        re.search(r"#if __GNUC__ > (\d+)\s*\n[^\n]*\n?\s*#error -- unsupported GNU version", host_config).group(1)
    )
    expect(
        f"GCC <= {gcc_max}" in report["host_compiler"]["accepted_range"]["value"],
        f"host compiler range: report {report['host_compiler']['accepted_range']['value']}, "
        f"host_config.h GCC <= {gcc_max}",
    )
    expect(report["host_compiler"]["supported"], "the chosen host compiler is not supported")
    chosen = int(report["host_compiler"]["version"].split(".")[0])
    expect(chosen <= gcc_max, f"CUDACOMPAT_HOST_COMPILER=auto chose GCC {chosen}, above {gcc_max}")
    return {
        "version": full,
        "layout": report["toolkit"]["layout"]["value"],
        "gcc_max": gcc_max,
        "host_compiler": report["host_compiler"]["path"],
    }


def check_architectures(report, toolkit, scratch):
    listing = run([toolkit["nvcc"], "--list-gpu-arch"]).stdout
    from_nvcc = sorted({m for m in re.findall(r"compute_(\d+)", listing)}, key=int)
    supported = report["architectures"]["supported"]["value"]
    plain = [a for a in supported if a.isdigit()]
    expect(plain == from_nvcc, f"architectures: report {plain}, nvcc --list-gpu-arch {from_nvcc}")
    source = os.path.join(scratch, "k.cu")
    with open(source, "w") as f:
        f.write(TRIVIAL_KERNEL)
    host = report["host_compiler"]["path"]
    suffixed = [a for a in supported if not a.isdigit()]
    for arch in suffixed:
        result = run(
            [toolkit["nvcc"], "-ccbin", host, "-cubin", f"-arch=sm_{arch}", "-o", os.devnull, source], timeout=120
        )
        expect(
            result.returncode == 0,
            f"sm_{arch} is listed as supported but nvcc refuses it: {result.stderr.strip()[:300]}",
        )
    return {"architectures": len(plain), "suffixed_compiled": suffixed}


def check_ptx_isa(report, toolkit, scratch):
    source = os.path.join(scratch, "k.cu")
    plain = [a for a in report["architectures"]["supported"]["value"] if a.isdigit()]
    result = run(
        [
            toolkit["nvcc"],
            "-ccbin",
            report["host_compiler"]["path"],
            "-ptx",
            f"-arch=compute_{plain[-1]}",
            "-o",
            "-",
            source,
        ],
        timeout=120,
    )
    expect(result.returncode == 0, f"nvcc -ptx failed: {result.stderr[:300]}")
    isa = re.search(r"^\.version (\d+\.\d+)", result.stdout, re.M).group(1)
    reported = report["toolkit"]["ptx_isa"]["value"]
    expect(
        reported == isa,
        f"PTX ISA: report {reported} ({report['toolkit']['ptx_isa']['source']}), nvcc writes .version {isa}",
    )
    return {"ptx_isa": isa}


def check_features(report):
    disagreements = [w for w in report["warnings"] if "disagrees" in w]
    expect(not disagreements, "knowledge base and probe disagree:\n  " + "\n  ".join(disagreements))
    newer = [w for w in report["warnings"] if "newer than the knowledge base" in w]
    expect(not newer, "the knowledge base has no row for this toolkit: " + "; ".join(newer))
    return {"features": {name: fact["value"] for name, fact in report["features"].items()}}


def build_kernels(args, toolkit, scratch):
    build = os.path.join(scratch, "kernels-build")
    shutil.rmtree(build, ignore_errors=True)
    configure = run(
        [
            "cmake",
            "-S",
            os.path.join(args.source_dir, "kernels"),
            "-B",
            build,
            "-G",
            "Ninja",
            "-DCMAKE_BUILD_TYPE=Release",
            f"-Dcudacompat_DIR={args.package_dir}",
            f"-DCUDAToolkit_ROOT={toolkit['root']}",
            "-DCUDACOMPAT_CUDA=ON",
            "-DCUDACOMPAT_HOST_COMPILER=auto",
            "-DCUDACOMPAT_ARCHS=90-real",
        ],
        timeout=600,
    )
    expect(
        configure.returncode == 0,
        f"configuring the kernel library failed:\n{configure.stdout[-3000:]}{configure.stderr[-3000:]}",
    )
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        built_report = json.load(f)
    expect(built_report["decision"]["build_cuda"], "the kernel library's configure did not turn CUDA on")
    built = run(["cmake", "--build", build, "-j2"], timeout=1200)
    expect(built.returncode == 0, f"building the kernel library failed:\n{built.stdout[-4000:]}{built.stderr[-2000:]}")
    test_binary = os.path.join(build, "tests", "cudacompat_kernels_test")
    tested = run([test_binary], timeout=600)
    expect(tested.returncode == 0, f"the kernel tests failed on this CPU:\n{tested.stdout[-3000:]}")
    passed = re.search(r"\[  PASSED  \] (\d+) test", tested.stdout)
    skipped = re.search(r"\[  SKIPPED \] (\d+) test", tested.stdout)
    proof = os.path.join(args.proof_dir, args.toolkit)
    os.makedirs(proof, exist_ok=True)
    for name in ("cudacompat_kernels_test", "cudacompat_kernels_driver_test"):
        shutil.copy2(os.path.join(build, "tests", name), proof)
    with open(os.path.join(proof, "toolkit.json"), "w") as f:
        json.dump(
            {
                "toolkit": args.toolkit,
                "version": built_report["toolkit"]["version"]["value"],
                "layout": built_report["toolkit"]["layout"]["value"],
                "architectures": built_report["architectures"]["value"],
            },
            f,
            indent=1,
        )
    return {
        "kernels_built": True,
        "cpu_tests_passed": int(passed.group(1)) if passed else 0,
        "cpu_tests_skipped_for_gpu": int(skipped.group(1)) if skipped else 0,
    }


def function_bodies(disassembly):
    """{function: [instructions]} from objdump -d output, with addresses and targets removed."""
    bodies, current = {}, None
    for line in disassembly.splitlines():
        header = re.match(r"^[0-9a-f]+ <([^>]+)>:$", line)
        if header:
            current = header.group(1)
            bodies[current] = []
        elif current and "\t" in line:
            instruction = line.split("\t", 1)[1].strip()
            instruction = re.sub(r"^[0-9a-f]+: (R_)", r"\1", instruction)  # a relocation's offset
            instruction = re.sub(r"\b[0-9a-f]+ <", "<", instruction)  # branch targets by symbol only
            instruction = instruction.replace(f"<{current}+", "<self+")  # jumps within the function
            instruction = re.sub(r"\s+#.*$", "", instruction)
            bodies[current].append(instruction)
    for body in bodies.values():  # alignment padding after the last instruction is not code
        while body and re.match(r"^(data16 |cs )*(nop|xchg   %ax,%ax)", body[-1]):
            body.pop()
    return bodies


def basic_blocks(body):
    """The body as basic blocks, each an ordered-independent multiset: the compiler may schedule
    two independent instructions in either order, which costs the same."""
    blocks, current = [], []
    for instruction in body:
        current.append(instruction)
        if re.match(r"^(j[a-z]+|ret|call)\b", instruction) or instruction.startswith("R_"):
            blocks.append(sorted(current))
            current = []
    if current:
        blocks.append(sorted(current))
    return blocks


def check_shim_codegen(args, report, toolkit, scratch):
    obj = os.path.join(scratch, "shim_codegen.o")
    includes = []
    for d in report["toolkit"]["include_dirs"]:
        includes += ["-I", d]
    config_dir = os.path.join(scratch, "config")
    os.makedirs(os.path.join(config_dir, "cudacompat"), exist_ok=True)
    # The header for this toolkit, generated by the same probe run.
    header = run(
        [
            args.tool,
            "probe",
            "--root",
            toolkit["root"],
            "--host-compiler",
            "auto",
            "--cache",
            os.path.join(scratch, "cache.json"),
            "--work-dir",
            os.path.join(scratch, "probe"),
            "--header",
            os.path.join(config_dir, "cudacompat", "config.h"),
        ],
        timeout=300,
    )
    expect(header.returncode == 0, f"generating config.h failed: {header.stderr}")
    compiled = run(
        [
            report["host_compiler"]["path"],
            "-std=c++17",
            "-O2",
            "-fno-ipa-icf",
            "-c",
            "-o",
            obj,
            "-I",
            config_dir,
            "-I",
            os.path.join(args.source_dir, "compat", "include"),
            *includes,
            os.path.join(HERE, "shim_codegen.cpp"),
        ],
        timeout=120,
    )
    expect(compiled.returncode == 0, f"the shims do not compile with this toolkit:\n{compiled.stderr[:3000]}")
    disassembly = run(["objdump", "-d", "--no-show-raw-insn", "-r", obj]).stdout
    with open(os.path.join(scratch, "shim_codegen.s"), "w") as f:
        f.write(disassembly)
    bodies = function_bodies(disassembly)
    compared = {}
    for name in sorted(n for n in bodies if n.startswith("shim_")):
        direct = "direct_" + name[len("shim_") :]
        expect(direct in bodies, f"no {direct} in the object")
        expect(
            basic_blocks(bodies[name]) == basic_blocks(bodies[direct]),
            f"{name} compiles to other code than {direct}:\n  shim:   {bodies[name]}\n  direct: {bodies[direct]}",
        )
        compared[name[len("shim_") :]] = " ; ".join(bodies[name])
    return {"shims_identical_to_direct_calls": compared}


def run_checks(args, toolkit):
    """Every check of one toolkit, in order; raises Failure at the first that fails. The result, or
    the failure, is in <work>/<toolkit>/result.json either way."""
    scratch = os.path.join(args.work_dir, args.toolkit)
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    result = {"toolkit": args.toolkit}
    try:
        report = probe(args, toolkit, scratch)
        result.update(check_identification(report, toolkit))
        result.update(check_architectures(report, toolkit, scratch))
        result.update(check_ptx_isa(report, toolkit, scratch))
        result.update(check_features(report))
        result.update(check_shim_codegen(args, report, toolkit, scratch))
        result.update(build_kernels(args, toolkit, scratch))
    except Failure as failure:
        result["failure"] = str(failure)
        raise
    finally:
        with open(os.path.join(scratch, "result.json"), "w") as f:
            json.dump(result, f, indent=1)
    print(json.dumps(result, indent=1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--manifest", required=True)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--toolkit")
    parser.add_argument("--tool")
    parser.add_argument("--package-dir")
    parser.add_argument("--source-dir")
    parser.add_argument("--work-dir")
    parser.add_argument("--proof-dir")
    args = parser.parse_args()
    toolkits = load_toolkits(args.manifest)
    if args.list:
        print("\n".join(toolkits))
        return 0
    try:
        run_checks(args, toolkits[args.toolkit])
    except Failure as failure:
        print(f"FAILED {args.toolkit}: {failure}")
        return 1
    print(f"PASSED {args.toolkit}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
