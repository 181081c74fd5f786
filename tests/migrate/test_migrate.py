"""`cudacompat migrate` on small trees written here (label `migrate`): bad inputs reported and the rest
scanned, a project's own declarations of toolkit names, the dialect only where CCCL is included, and
--fix proven by the real nvcc 13.0.

A pytest module, a test per case (tests/migrate/CMakeLists.txt runs it with --cudacompat and
--case-arg nvcc=NVCC_13_0). The knowledge base's migration section against the toolkits' headers is
compat/refresh_migration.py --check, and migrate on real projects is the corpora's (corpus.cmake).
"""

import json
import os
import shutil

from case_checks import expect, run, skip

HERE = os.path.dirname(os.path.abspath(__file__))
STEP = ("--from", "12.4", "--to", "13.0")


def migrate(tool, *args):
    return run([tool, "migrate", *args])


def findings(tool, path):
    """The findings of `migrate --from 12.4 --to 13.0 --json PATH`."""
    return json.loads(migrate(tool, *STEP, "--json", path).stdout)["findings"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if isinstance(text, bytes) else "w") as stream:
        stream.write(text)


def test_fixed_file_compiles_with_nvcc_13(tool, case_arg, scratch):
    """--fix on a copy of fixtures/fixable.cu, then the real nvcc 13.0 compiles it (sm_80)."""
    nvcc = case_arg("nvcc")
    if not nvcc or not os.path.exists(nvcc):
        skip("no nvcc 13.0 at %r" % nvcc)
    source = os.path.join(scratch, "fixable.cu")
    shutil.copy(os.path.join(HERE, "fixtures", "fixable.cu"), source)
    before = migrate(tool, *STEP, "--json", source)
    found = json.loads(before.stdout)["findings"]
    expect(before.returncode == 1, f"migrate exits {before.returncode} on fixable.cu, expected 1: {before.stderr}")
    expect(all(f["fixable"] for f in found), f"findings --fix cannot fix: {[f for f in found if not f['fixable']]}")
    expect(len(found) == 6, f"{len(found)} findings in fixable.cu, expected 6: {found}")
    fixed = migrate(tool, *STEP, "--fix", source)
    expect(
        fixed.returncode == 1 and "fixed" in fixed.stdout,
        f"--fix exits {fixed.returncode} and says {fixed.stdout!r}, expected 1 and 'fixed'",
    )
    after = migrate(tool, *STEP, "--json", source)
    expect(
        after.returncode == 0 and json.loads(after.stdout)["findings"] == [],
        f"the fixed file still has findings (exit {after.returncode}): {after.stdout}",
    )
    compiled = run([nvcc, "-arch=sm_80", "-c", source, "-o", os.path.join(scratch, "fixable.o")])
    expect(compiled.returncode == 0, f"nvcc 13.0 rejects the fixed file: {compiled.stdout + compiled.stderr}")
    print("PASSED: 6 findings fixed, the file compiles with %s" % nvcc)


def test_bad_inputs_are_reported_and_the_rest_is_scanned(tool, scratch):
    """A binary file, a non-UTF-8 source, a symlink loop, an unbalanced #if and a file over
    --max-file-size: each reported, the rest scanned, nothing written without --fix."""
    tree = os.path.join(scratch, "tree")
    write(os.path.join(tree, "good.cu"), "void f() { cudaThreadSynchronize(); }\n")
    write(os.path.join(tree, "binary.cu"), b"\x7fELF\x00\x00cudaThreadExit")
    write(os.path.join(tree, "latin1.cpp"), b"// Fran\xe7ois\nvoid g() { cudaThreadExit(); }\n")
    write(
        os.path.join(tree, "unbalanced.h"),
        "#if CUDART_VERSION < 13000\nvoid h() { cudaThreadSynchronize(); }\n#endif\n#endif\n",
    )
    write(os.path.join(tree, "big.cu"), "// generated\n" * 200000)
    os.makedirs(os.path.join(tree, "sub"))
    os.symlink("..", os.path.join(tree, "sub", "loop"))
    snapshot = {name: open(os.path.join(tree, name), "rb").read() for name in os.listdir(tree) if name != "sub"}
    result = migrate(tool, *STEP, "--json", "--max-file-size", "1", tree)
    report = json.loads(result.stdout)
    expect(result.returncode == 1, f"migrate exits {result.returncode}, expected 1: {result.stderr}")
    skipped = {os.path.basename(s["file"]): s["reason"] for s in report["skipped"]}
    expect("NUL byte" in skipped["binary.cu"], f"binary.cu is not skipped for its NUL byte: {skipped}")
    expect(
        "larger than" in skipped["big.cu"] and "--max-file-size" in skipped["big.cu"],
        f"big.cu is not skipped for its size, naming --max-file-size: {skipped}",
    )
    expect("symlink loop" in skipped["loop"], f"sub/loop is not skipped as a symlink loop: {skipped}")
    # Each skipped path is an error diagnostic in the envelope, with the code of its reason, at the path.
    codes = {
        os.path.basename(d["where"]): d["code"]
        for d in report["diagnostics"]
        if d["severity"] == "error" and d["message"] == skipped.get(os.path.basename(d["where"]))
    }
    expected_codes = {"binary.cu": "binary-file", "big.cu": "file-too-large", "loop": "symlink-loop"}
    expect(codes == expected_codes, f"the skipped paths' diagnostics are {codes}, expected {expected_codes}")
    warnings = {os.path.basename(w["file"]): w["reason"] for w in report["warnings"]}
    expect("not UTF-8" in warnings["latin1.cpp"], f"latin1.cpp is not warned about as not UTF-8: {warnings}")
    expect(
        "#endif at line 4 has no #if" in warnings["unbalanced.h"],
        f"unbalanced.h's stray #endif is not warned about: {warnings}",
    )
    found = {(os.path.basename(f["file"]), f["entity"]) for f in report["findings"]}
    expect(
        found == {("good.cu", "cudaThreadSynchronize"), ("latin1.cpp", "cudaThreadExit")},
        f"the readable files' findings are not all found, or more are: {found}",
    )
    after = {name: open(os.path.join(tree, name), "rb").read() for name in snapshot}
    expect(after == snapshot, "a file changed without --fix")
    nothing = migrate(tool, "--from", "12.4", os.path.join(scratch, "missing"))
    expect(
        nothing.returncode == 2 and "no such file" in nothing.stderr,
        f"a missing path exits {nothing.returncode} saying {nothing.stderr!r}, expected 2 and 'no such file'",
    )


def test_own_declarations_of_toolkit_names_are_not_findings(tool, scratch):
    """A driver entry point the project declares itself (a dynamic-loading table) is not the
    toolkit's in the files that include the declaration; elsewhere it still is."""
    write(
        os.path.join(scratch, "dynlink", "table.h"),
        "typedef int (*tcuCtxCreate)(void**, unsigned, int);\nextern tcuCtxCreate *cuCtxCreate;\n",
    )
    write(
        os.path.join(scratch, "dynlink", "use.cpp"),
        '#include "table.h"\nint f(void** c) { return (*cuCtxCreate)(c, 0, 0); }\n',
    )
    write(
        os.path.join(scratch, "plain", "use.cpp"),
        "#include <cuda.h>\nint g(CUcontext* c) { return cuCtxCreate(c, 0, 0); }\n",
    )
    found = [(os.path.relpath(f["file"], scratch), f["entity"]) for f in findings(tool, scratch)]
    expect(
        found == [(os.path.join("plain", "use.cpp"), "cuCtxCreate")],
        f"only plain/use.cpp's cuCtxCreate is the toolkit's, the findings are {found}",
    )


def test_old_dialect_is_a_finding_only_where_cccl_is_included(tool, scratch):
    """C++14 breaks only code that includes CCCL: nvcc 13.0 itself compiles -std=c++11."""
    write(os.path.join(scratch, "CMakeLists.txt"), "set(CMAKE_CUDA_STANDARD 14)\n")
    write(os.path.join(scratch, "plain.cu"), "__global__ void k(int* p) { *p = 1; }\n")
    plain = findings(tool, scratch)
    expect(plain == [], f"C++14 without CCCL is reported: {plain}")
    write(os.path.join(scratch, "sorted.cu"), "#include <thrust/sort.h>\n")
    with_cccl = findings(tool, scratch)
    expect(
        [f["code"] for f in with_cccl] == ["dialect-too-old"],
        f"C++14 with CCCL is not one dialect-too-old: {with_cccl}",
    )
