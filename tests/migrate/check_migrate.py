#!/usr/bin/env python3
"""ctest driver for `cudacompat migrate` (label `migrate`). Usage: check_migrate.py CASE CUDACOMPAT [NVCC]

fix_compiles: --fix on a copy of fixtures/fixable.cu, then the real nvcc 13.0 compiles it (sm_80).
provided_names: a name the project declares itself is not a finding where it is included.
bad_inputs:   a binary file, a non-UTF-8 source, a symlink loop, an unbalanced #if and a file over
              --max-file-size: each reported, the rest scanned, nothing written without --fix.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def run(tool, *args):
    return subprocess.run([tool, "migrate", *args], capture_output=True, text=True)


def fix_compiles(tool, nvcc):
    if not nvcc or not os.path.exists(nvcc):
        print("SKIPPED: no nvcc 13.0 at %r" % nvcc)
        return 77
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "fixable.cu")
        shutil.copy(os.path.join(HERE, "fixtures", "fixable.cu"), source)
        before = run(tool, "--from", "12.4", "--to", "13.0", "--json", source)
        findings = json.loads(before.stdout)["findings"]
        assert before.returncode == 1, before
        assert all(f["fixable"] for f in findings), [f for f in findings if not f["fixable"]]
        assert len(findings) == 6, findings
        fixed = run(tool, "--from", "12.4", "--to", "13.0", "--fix", source)
        assert fixed.returncode == 1 and "fixed" in fixed.stdout, fixed
        after = run(tool, "--from", "12.4", "--to", "13.0", "--json", source)
        assert after.returncode == 0 and json.loads(after.stdout)["findings"] == [], after.stdout
        compiled = subprocess.run([nvcc, "-arch=sm_80", "-c", source, "-o", os.path.join(work, "fixable.o")],
                                  capture_output=True, text=True)
        print(compiled.stdout + compiled.stderr)
        assert compiled.returncode == 0, "nvcc 13.0 rejects the fixed file"
    print("PASSED: 6 findings fixed, the file compiles with %s" % nvcc)
    return 0


def bad_inputs(tool):
    with tempfile.TemporaryDirectory() as work:
        tree = os.path.join(work, "tree")
        os.makedirs(os.path.join(tree, "sub"))
        with open(os.path.join(tree, "good.cu"), "w") as f:
            f.write("void f() { cudaThreadSynchronize(); }\n")
        with open(os.path.join(tree, "binary.cu"), "wb") as f:
            f.write(b"\x7fELF\x00\x00cudaThreadExit")
        with open(os.path.join(tree, "latin1.cpp"), "wb") as f:
            f.write(b"// Fran\xe7ois\nvoid g() { cudaThreadExit(); }\n")
        with open(os.path.join(tree, "unbalanced.h"), "w") as f:
            f.write("#if CUDART_VERSION < 13000\nvoid h() { cudaThreadSynchronize(); }\n#endif\n#endif\n")
        with open(os.path.join(tree, "big.cu"), "w") as f:
            f.write("// generated\n" * 200000)
        os.symlink("..", os.path.join(tree, "sub", "loop"))
        snapshot = {name: open(os.path.join(tree, name), "rb").read() for name in os.listdir(tree) if name != "sub"}
        result = run(tool, "--from", "12.4", "--to", "13.0", "--json", "--max-file-size", "1", tree)
        report = json.loads(result.stdout)
        print(json.dumps(report, indent=1))
        assert result.returncode == 1, result
        skipped = {os.path.basename(s["file"]): s["reason"] for s in report["skipped"]}
        assert "NUL byte" in skipped["binary.cu"], skipped
        assert "larger than" in skipped["big.cu"] and "--max-file-size" in skipped["big.cu"], skipped
        assert "symlink loop" in skipped["loop"], skipped
        warnings = {os.path.basename(w["file"]): w["reason"] for w in report["warnings"]}
        assert "not UTF-8" in warnings["latin1.cpp"], warnings
        assert "#endif at line 4 has no #if" in warnings["unbalanced.h"], warnings
        found = {(os.path.basename(f["file"]), f["entity"]) for f in report["findings"]}
        assert found == {("good.cu", "cudaThreadSynchronize"), ("latin1.cpp", "cudaThreadExit")}, found
        after = {name: open(os.path.join(tree, name), "rb").read() for name in snapshot}
        assert after == snapshot, "a file changed without --fix"
        nothing = run(tool, "--from", "12.4", os.path.join(work, "missing"))
        assert nothing.returncode == 2 and "no such file" in nothing.stderr, nothing
    print("PASSED: each bad input reported, the rest scanned, nothing written")
    return 0


def provided_names(tool):
    """A driver entry point the project declares itself (a dynamic-loading table) is not the
    toolkit's in the files that include the declaration; elsewhere it still is."""
    with tempfile.TemporaryDirectory() as work:
        os.makedirs(os.path.join(work, "dynlink"))
        os.makedirs(os.path.join(work, "plain"))
        with open(os.path.join(work, "dynlink", "table.h"), "w") as f:
            f.write("typedef int (*tcuCtxCreate)(void**, unsigned, int);\nextern tcuCtxCreate *cuCtxCreate;\n")
        with open(os.path.join(work, "dynlink", "use.cpp"), "w") as f:
            f.write('#include "table.h"\nint f(void** c) { return (*cuCtxCreate)(c, 0, 0); }\n')
        with open(os.path.join(work, "plain", "use.cpp"), "w") as f:
            f.write("#include <cuda.h>\nint g(CUcontext* c) { return cuCtxCreate(c, 0, 0); }\n")
        result = run(tool, "--from", "12.4", "--to", "13.0", "--json", work)
        found = [(os.path.relpath(f["file"], work), f["entity"]) for f in json.loads(result.stdout)["findings"]]
        assert found == [(os.path.join("plain", "use.cpp"), "cuCtxCreate")], found
    print("PASSED: the project's own cuCtxCreate is left alone, the toolkit's is reported")
    return 0


def dialect(tool):
    """C++14 breaks only code that includes CCCL: nvcc 13.0 itself compiles -std=c++11."""
    with tempfile.TemporaryDirectory() as work:
        with open(os.path.join(work, "CMakeLists.txt"), "w") as f:
            f.write("set(CMAKE_CUDA_STANDARD 14)\n")
        with open(os.path.join(work, "plain.cu"), "w") as f:
            f.write("__global__ void k(int* p) { *p = 1; }\n")
        plain = json.loads(run(tool, "--from", "12.4", "--to", "13.0", "--json", work).stdout)["findings"]
        assert plain == [], plain
        with open(os.path.join(work, "sorted.cu"), "w") as f:
            f.write("#include <thrust/sort.h>\n")
        with_cccl = json.loads(run(tool, "--from", "12.4", "--to", "13.0", "--json", work).stdout)["findings"]
        assert [f["code"] for f in with_cccl] == ["dialect-too-old"], with_cccl
    print("PASSED: C++14 is a finding only where CCCL is included")
    return 0


def main(argv):
    case, tool = argv[1], argv[2]
    if case == "fix_compiles":
        return fix_compiles(tool, argv[3] if len(argv) > 3 else "")
    if case == "bad_inputs":
        return bad_inputs(tool)
    if case == "dialect":
        return dialect(tool)
    if case == "provided_names":
        return provided_names(tool)
    print("unknown case " + case)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
