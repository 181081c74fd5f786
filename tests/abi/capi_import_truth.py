"""Export reading against import truth: for every extension module of real CUDA Python wheels, the
(name, signature) pairs abi-diff reads from the machine code must equal the module's own
`__pyx_capi__` once imported (name -> capsule; the capsule's name is the signature string,
read with ctypes' PyCapsule_GetName).

The wheels are those of the Python running this script (the modules must import into it):
cuda-python 12.6.0, 12.6.1 and 12.6.2 and cuda-bindings 12.9.0 and 13.0.0, downloaded once into
the wheel cache. Each is installed with `pip install --no-deps --target` into a fresh directory,
and every module is imported in a child interpreter of its own (an import that fails is a
failure of this test, never a module skipped). No GPU or driver is needed: the modules load the
CUDA libraries when first called, not at import.

Run as a case of check_abi_diff.py (ctest abi.capi_read_equals_the_imported_pyx_capi_of_every_module),
or alone to print the per-module table: capi_import_truth.py CUDACOMPAT WHEEL_CACHE.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

RELEASES = (("cuda-python", "12.6.0"), ("cuda-python", "12.6.1"), ("cuda-python", "12.6.2"),
            ("cuda-bindings", "12.9.0"), ("cuda-bindings", "13.0.0"))
# What a release's modules import at module level from other distributions (its Requires-Dist),
# pinned: cuda-bindings 13 finds the CUDA libraries through cuda-pathfinder (`cuda-pathfinder~=1.1`).
DEPENDENCIES = {("cuda-bindings", "13.0.0"): (("cuda-pathfinder", "1.1.0", "py3-none-any"),)}
# cuda-bindings 13 wheels are manylinux_2_28; pip's --platform admits every older tag with it.
PLATFORM = "manylinux_2_28_x86_64"

# The module is created and executed by hand, so that one whose body fails later (the test modules
# of cuda-python import pytest) still shows the __pyx_capi__ that Cython filled before running the
# body; the error is kept and printed. A module that cannot even be created is an error.
DUMP = r"""
import ctypes, importlib.util, json, sys
get_name = ctypes.pythonapi.PyCapsule_GetName
get_name.restype = ctypes.c_char_p
get_name.argtypes = [ctypes.py_object]
result = {}
for name in sys.argv[1:]:
    try:
        spec = importlib.util.find_spec(name)
        module = importlib.util.module_from_spec(spec)
    except BaseException as error:
        result[name] = {"error": f"{type(error).__name__}: {error}"}
        continue
    sys.modules[name] = module
    note = None
    try:
        spec.loader.exec_module(module)
    except BaseException as error:
        note = f"{type(error).__name__}: {error}"
    capi = getattr(module, "__pyx_capi__", None)
    result[name] = {"note": note, "capi": None if capi is None else
                    {key: get_name(capsule).decode() for key, capsule in capi.items()}}
print(json.dumps(result))
"""


def wheel_path(cache, project, version, tag=None):
    if tag is None:
        tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
        tag = f"{tag}-{tag}"
    stem = f"{project.replace('-', '_')}-{version}-{tag}"
    if not os.path.isdir(cache):
        return None
    for name in sorted(os.listdir(cache)):
        if name.startswith(stem) and name.endswith(".whl") and ("x86_64" in name or name.endswith("-any.whl")):
            return os.path.join(cache, name)
    return None


def download(cache, project, version, tag=None):
    os.makedirs(cache, exist_ok=True)
    python_version = f"{sys.version_info.major}.{sys.version_info.minor}"
    run = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                          "--disable-pip-version-check", "--python-version", python_version, "--platform", PLATFORM,
                          "-d", cache, f"{project}=={version}"], capture_output=True, text=True, timeout=600)
    return wheel_path(cache, project, version, tag), run.stderr.strip()[-300:]


def extension_modules(wheel):
    with zipfile.ZipFile(wheel) as archive:
        return sorted(name.split(".cpython-")[0].replace("/", ".") for name in archive.namelist()
                      if ".cpython-" in name and name.endswith(".so"))


def imported_capi(target, modules, notes):
    """module -> {name: signature} (None when it has no __pyx_capi__), importing each in a fresh child;
    errors raised by a module's body after its C API was exported are appended to `notes`."""
    env = dict(os.environ, PYTHONPATH=target)
    result = {}
    for module in modules:
        run = subprocess.run([sys.executable, "-c", DUMP, module], capture_output=True, text=True, env=env,
                             cwd=target, timeout=300)
        if run.returncode != 0:
            raise RuntimeError(f"importing {module} crashed the interpreter ({run.returncode}): {run.stderr[-400:]}")
        entry = json.loads(run.stdout)[module]
        if "error" in entry:
            raise RuntimeError(f"{module} does not import: {entry['error']}")
        if entry["note"]:
            notes.append(f"{module}: its body raised {entry['note']} after its C API was exported")
        result[module] = entry["capi"]
    return result


def read_capi(tool, wheel, scratch):
    """module -> (functions abi-diff reads as its __pyx_capi__, the JSON entry), from `abi-diff --json`."""
    copy = os.path.join(scratch, "copy-" + os.path.basename(wheel))  # OLD and NEW must be two files
    shutil.copyfile(wheel, copy)
    run = subprocess.run([tool, "abi-diff", "--json", wheel, copy], capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"abi-diff exited {run.returncode} on {wheel}: {run.stderr[-400:]}")
    report = json.loads(run.stdout)
    read = {}
    for entry in report["old"]["capi"]:
        read[entry["module"]] = ({f["name"]: f["signature"] for f in entry["functions"]}, entry)
    partial = [f for f in report["findings"] if f["code"] == "capi-read-partially"]
    return read, partial


def release_pair_mismatches(tool, truths, old_label, new_label):
    """abi-diff OLD NEW's capi-function-removed and capi-signature-changed findings against what the
    imports of both releases say left or changed, module by module (cuda-bindings 12.9.0 -> 13.0.0:
    79 removed and 47 changed)."""
    (old, old_truth), (new, new_truth) = truths[old_label], truths[new_label]
    removed, changed = set(), set()
    for module, functions in old_truth.items():
        if not functions or new_truth.get(module) is None:
            continue
        for name, signature in functions.items():
            if name not in new_truth[module]:
                removed.add((module, name))
            elif new_truth[module][name] != signature:
                changed.add((module, name))
    run = subprocess.run([tool, "abi-diff", "--json", old, new], capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1):
        return [f"abi-diff {old_label} {new_label} exited {run.returncode}: {run.stderr[-300:]}"]
    findings = json.loads(run.stdout)["findings"]

    def reported(code):
        return {(f["file"].split(".cpython-")[0].replace("/", "."), f["subject"]) for f in findings if f["code"] == code}

    problems = []
    for what, truth, code in (("removed", removed, "capi-function-removed"),
                              ("changed", changed, "capi-signature-changed")):
        found = reported(code)
        print(f"{old_label} -> {new_label}: the imports say {len(truth)} {what}; abi-diff reports {len(found)} "
              f"({len(found - truth)} not {what}, {len(truth - found)} missed)")
        if found != truth:
            problems.append(f"{old_label} -> {new_label}: {code} {len(found)} findings, the imports say {len(truth)} "
                            f"(not {what}: {sorted(found - truth)[:3]}; missed: {sorted(truth - found)[:3]})")
    if not removed or not changed:
        problems.append(f"{old_label} -> {new_label}: the imports show no removal or no change: the check shows nothing")
    return problems


def compare(tool, cache, fail, skip):
    wheels = []
    for project, version in RELEASES:
        paths = []
        for name, release, tag in ((project, version, None), *DEPENDENCIES.get((project, version), ())):
            path = wheel_path(cache, name, release, tag)
            if not path:
                path, error = download(cache, name, release, tag)
                if not path:
                    skip(f"{name} {release} for this Python could not be downloaded from PyPI: {error}")
            paths.append(path)
        wheels.append((f"{project} {version}", paths))
    mismatches = []
    notes = []
    rows = []
    truths = {}  # release -> (wheel, module -> imported __pyx_capi__)
    with tempfile.TemporaryDirectory() as scratch:
        for label, (wheel, *dependencies) in wheels:
            target = os.path.join(scratch, label.replace(" ", "-"))
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                            "--disable-pip-version-check", "--root-user-action=ignore", "--target", target, wheel,
                            *dependencies], check=True, timeout=600)
            modules = extension_modules(wheel)
            try:
                truth = imported_capi(target, modules, notes)
            except RuntimeError as error:
                fail(f"{label}: {error}")
            read, partial = read_capi(tool, wheel, scratch)
            for module in modules:
                expected = truth[module] or {}
                got, entry = read.get(module, ({}, None))
                if entry is None:
                    mismatches.append(f"{label} {module}: abi-diff did not read it as an extension module")
                    continue
                missing = sorted(set(expected) - set(got))
                extra = sorted(set(got) - set(expected))
                changed = sorted(n for n in set(expected) & set(got) if expected[n] != got[n])
                if expected:
                    rows.append((label, module, len(expected), len(got), entry["export_calls"], entry["exports_read"],
                                 entry.get("capi_of", "")))
                if missing or extra or changed:
                    mismatches.append(f"{label} {module}: {len(expected)} imported, {len(got)} read; "
                                      f"{len(missing)} not read (first: {missing[:3]}), {len(extra)} read that are "
                                      f"not there ({extra[:3]}), {len(changed)} with another signature "
                                      f"({[(n, expected[n], got[n]) for n in changed[:2]]})")
            for finding in partial:
                mismatches.append(f"{label}: {finding['file']}: {finding['message']}")
            truths[label] = (wheel, truth)
        mismatches += release_pair_mismatches(tool, truths, "cuda-bindings 12.9.0", "cuda-bindings 13.0.0")
    print("| release | module | imported `__pyx_capi__` | read by abi-diff | helper calls | read of them | via |")
    print("|---|---|---|---|---|---|---|")
    for label, module, imported, got, calls, read_calls, via in rows:
        print(f"| {label} | `{module}` | {imported} | {got} | {calls} | {read_calls} | {via} |")
    for note in notes:
        print("note: " + note)
    total = sum(r[2] for r in rows)
    print(f"\n{len(rows)} modules with a __pyx_capi__ in {len(wheels)} wheels, {total} functions imported; "
          f"{len(mismatches)} mismatches")
    if not rows:
        fail("no module of the wheels has a __pyx_capi__: the test shows nothing")
    if mismatches:
        fail("; ".join(mismatches))


if __name__ == "__main__":
    def _fail(message):
        print("FAIL: " + message)
        sys.exit(1)

    def _skip(message):
        print("SKIP: " + message)
        sys.exit(77)

    compare(sys.argv[1], sys.argv[2], _fail, _skip)
