"""The --consumer proof: Cython extensions built here against cuda-python 12.6.0 are imported
against 12.6.0, 12.6.1 and 12.6.2 (each installed with `pip install --no-deps --target` from the
real wheel into a fresh directory), and abi-diff's prediction for each must equal what the import
did: the same success, or the same error text.

The consumers: one cimports cudaGetErrorName (its signature string did not change across the
move to cuda.bindings), one cudaStreamGetAttribute (its signature names a typedef that moved), one
six functions, one a function of cuda._cuda.ccuda, one a cdef class of cuda._lib.ccudart.utils, and
one imports cuda._lib.utils in its body (modules gone from 12.6.1: ModuleNotFoundError). Every
consumer must get a line, and abi-diff's exit must be the consumers' verdict: 1 exactly when one
of them fails to import, and 0 for those that import even where the release breaks other code.
They are built for the Python running this script, with Cython from PyPI (ci/requirements-test.txt)
and the CUDA runtime headers of an installed toolkit. Prints the table docs/abi-diff.md shows.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile

from pip_wheels import install_wheels  # tests/support, on the path of every test that imports this

CONSUMERS = {
    "uses_get_error_name": (
        "from cuda.ccudart cimport cudaGetErrorName, cudaError_t\n"
        "def name(int error):\n"
        "    return cudaGetErrorName(<cudaError_t>error)\n"
    ),
    "uses_stream_get_attribute": (
        "from cuda.ccudart cimport cudaStreamGetAttribute, cudaStream_t, cudaStreamAttrID, cudaStreamAttrValue\n"
        "def attribute(int which):\n"
        "    cdef cudaStreamAttrValue value\n"
        "    return <int>cudaStreamGetAttribute(<cudaStream_t>0, <cudaStreamAttrID>which, &value)\n"
    ),
    # Six functions, four of one signature ("cudaError_t (void)") and two of another: at -O2/-O3 GCC
    # loads a shared signature string once into a callee-saved register for several imports.
    "uses_six_functions": (
        "from cuda.ccudart cimport cudaDeviceReset, cudaDeviceSynchronize, cudaGetLastError, cudaPeekAtLastError\n"
        "from cuda.ccudart cimport cudaGetDeviceCount, cudaGetDevice\n"
        "def calls():\n"
        "    cdef int n = 0\n"
        "    return [<int>cudaDeviceReset(), <int>cudaDeviceSynchronize(), <int>cudaGetLastError(),\n"
        "            <int>cudaPeekAtLastError(), <int>cudaGetDeviceCount(&n), <int>cudaGetDevice(&n)]\n"
    ),
    # A C function of a module that 12.6.1 removed with its package (cuda._cuda moved under
    # cuda.bindings): the import fails with ModuleNotFoundError, not with a C-API error.
    "uses_gone_module": (
        "from cuda._cuda.ccuda cimport _cuGetErrorName, CUresult\n"
        "def name(int error):\n"
        "    cdef const char* text = NULL\n"
        "    return <int>_cuGetErrorName(<CUresult>error, &text)\n"
    ),
    # A cdef class of such a module and no C function: the module is imported for its type only
    # (__Pyx_ImportType), which abi-diff reads from the module names among the consumer's strings.
    "uses_gone_type": (
        "from cuda._lib.ccudart.utils cimport cudaPythonGlobal\n"
        "def is_global(cudaPythonGlobal value):\n"
        "    return value is not None\n"
    ),
    # Such a module imported by the module's body, no C function: read the same way.
    "imports_gone_module": ("import cuda._lib.utils as utils\ndef module():\n    return utils\n"),
}
# How many functions each consumer cimports: what abi-diff must read from its machine code, whatever
# the optimisation level.
CIMPORTED_FUNCTIONS = {
    "uses_get_error_name": 1,
    "uses_stream_get_attribute": 1,
    "uses_six_functions": 6,
    "uses_gone_module": 1,
    "uses_gone_type": 0,
    "imports_gone_module": 0,
}
IMPORT = (
    "import importlib, sys\n"
    "try:\n"
    "    importlib.import_module(sys.argv[1])\n"
    "    print('ok')\n"
    "except Exception as error:\n"
    "    print(f'{type(error).__name__}: {error}')\n"
)


def cuda_include():
    for root in sorted(glob.glob("/opt/cudacompat/toolkits/cuda-12*")) + ["/usr/local/cuda"]:
        for candidate in (os.path.join(root, "usr", "include"), os.path.join(root, "include")):
            if os.path.exists(os.path.join(candidate, "cuda_runtime_api.h")):
                return candidate
    return None


def run_proof(tool, cache, download, fail, skip):
    try:
        import Cython  # noqa: F401 - asks only whether Cython is installed
    except ImportError:
        skip("Cython is not installed (ci/install-python-deps.sh installs it from PyPI)")
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    python_version = f"{sys.version_info.major}.{sys.version_info.minor}"
    wheels = {}
    for version in ("12.6.0", "12.6.1", "12.6.2"):
        path = os.path.join(cache, f"cuda_python-{version}-{tag}-{tag}-manylinux_2_17_x86_64.manylinux2014_x86_64.whl")
        if not os.path.exists(path):
            ok, error = download(cache, version, python_version)
            if not ok or not os.path.exists(path):
                skip(f"cuda-python {version} for Python {python_version} could not be downloaded: {error}")
        wheels[version] = path
    include = cuda_include()
    if not include:
        skip("no CUDA toolkit with cuda_runtime_api.h under /opt/cudacompat/toolkits or /usr/local/cuda")
    python_include = sysconfig.get_paths()["include"]
    if not os.path.exists(os.path.join(python_include, "Python.h")):
        skip(f"no Python.h in {python_include} (python3-dev)")
    compiler = shutil.which("g++") or shutil.which("c++")
    suffix = sysconfig.get_config_var("EXT_SUFFIX")

    with tempfile.TemporaryDirectory() as scratch:
        environments = {}
        for version, path in wheels.items():
            target = os.path.join(scratch, "env-" + version)
            install_wheels(target, path)
            environments[version] = target
        # Each consumer three times: -O1, -Os stripped (where the compiler inlines Cython's one-call
        # import helper and keeps the strings in callee-saved registers), and -O3 (a signature shared
        # by several imports loaded once into a callee-saved register).
        builds = {}
        for flavour, flags in (("-O1", ["-O1"]), ("-Os, stripped", ["-Os", "-s"]), ("-O3", ["-O3"])):
            built = os.path.join(scratch, "consumers" + flags[0])
            os.makedirs(built)
            modules = {}
            for name, source in CONSUMERS.items():
                pyx = os.path.join(built, name + ".pyx")
                with open(pyx, "w") as out:
                    out.write("# cython: language_level=3\n" + source)
                cpp = os.path.join(built, name + ".cpp")
                subprocess.run(
                    [sys.executable, "-m", "cython", "--cplus", "-I", environments["12.6.0"], pyx, "-o", cpp],
                    check=True,
                    timeout=300,
                )
                so = os.path.join(built, name + suffix)
                subprocess.run(
                    [compiler, "-shared", "-fPIC", *flags, "-I", python_include, "-I", include, cpp, "-o", so],
                    check=True,
                    timeout=300,
                )
                modules[name] = so
            builds[flavour] = (built, modules)

        rows = []
        mismatches = []
        exits = []  # (build, NEW, exit of the release alone, consumers that import, exit with them)
        for version in ("12.6.0", "12.6.1", "12.6.2"):
            # OLD and NEW must be two files: 12.6.0 against itself is a copy of its wheel.
            old = wheels["12.6.0"]
            if version == "12.6.0":
                old = os.path.join(scratch, os.path.basename(old))
                shutil.copyfile(wheels["12.6.0"], old)
            for flavour, (built, modules) in builds.items():
                # One --consumer per module: every option takes one value per occurrence.
                consumers = [word for module in modules.values() for word in ("--consumer", module)]
                run = subprocess.run(
                    [tool, "abi-diff", "--json", old, wheels[version], *consumers],
                    capture_output=True,
                    text=True,
                    timeout=300,
                )
                if run.returncode not in (0, 1):
                    fail(f"abi-diff exited {run.returncode}: {run.stderr}")
                predictions = {}
                report = json.loads(run.stdout)
                for check in report["consumers"]:
                    name = os.path.basename(check["consumer"]).split(".")[0]
                    predictions[name] = "ok" if check["satisfied"] else check["reason"]
                    if check["functions"] != CIMPORTED_FUNCTIONS[name]:
                        mismatches.append(
                            f"{name} ({flavour}): abi-diff read {check['functions']} of the "
                            f"{CIMPORTED_FUNCTIONS[name]} functions it cimports"
                        )
                for finding in report["findings"]:
                    if finding["code"] == "capi-read-partially":
                        mismatches.append(f"({flavour}) {finding['file']}: {finding['message']}")
                actuals = {}
                for name in CONSUMERS:
                    env = dict(os.environ, PYTHONPATH=os.pathsep.join([built, environments[version]]))
                    actual = subprocess.run(
                        [sys.executable, "-c", IMPORT, name],
                        capture_output=True,
                        text=True,
                        env=env,
                        cwd=scratch,
                        timeout=120,
                    ).stdout.strip()
                    actuals[name] = actual
                    predicted = predictions.get(name, "(no line: abi-diff said nothing of this consumer)")
                    rows.append((f"{name} ({flavour})", version, predicted, actual))
                    if predicted != actual:
                        mismatches.append(
                            f"{name} ({flavour}) against {version}: predicted {predicted!r}, the import said {actual!r}"
                        )
                # With --consumer the exit is the consumers': 1 exactly when one of them fails to import.
                expected_exit = 0 if all(a == "ok" for a in actuals.values()) else 1
                if run.returncode != expected_exit:
                    mismatches.append(
                        f"({flavour}) against {version}: abi-diff exited {run.returncode}, the "
                        f"consumers' imports call for {expected_exit}"
                    )
                # The consumers that import, alone: exit 0 even where the release breaks others.
                importing = [modules[n] for n, a in actuals.items() if a == "ok"]
                if version != "12.6.0" and importing:
                    alone = subprocess.run([tool, "abi-diff", old, wheels[version]], capture_output=True, timeout=300)
                    only_ok = subprocess.run(
                        [tool, "abi-diff", old, wheels[version], *[w for m in importing for w in ("--consumer", m)]],
                        capture_output=True,
                        timeout=300,
                    )
                    exits.append((flavour, version, alone.returncode, len(importing), only_ok.returncode))
                    if only_ok.returncode != 0:
                        mismatches.append(
                            f"({flavour}) against {version}: the {len(importing)} consumers that "
                            f"import got exit {only_ok.returncode}, not 0"
                        )
        # Source consumers: the same .pyx files, and one that cimports a whole module, cythonized
        # against each release; abi-diff predicts a failure when the .pxd they cimport is gone or
        # lost a name they cimport.
        sources = dict(CONSUMERS)
        sources["cimports_cuda_cudart"] = "cimport cuda.cudart\n"
        cimported = {
            "uses_get_error_name": ("cuda/ccudart.pxd", {"cudaGetErrorName", "cudaError_t"}),
            "uses_stream_get_attribute": (
                "cuda/ccudart.pxd",
                {"cudaStreamGetAttribute", "cudaStream_t", "cudaStreamAttrID", "cudaStreamAttrValue"},
            ),
            "uses_six_functions": (
                "cuda/ccudart.pxd",
                {
                    "cudaDeviceReset",
                    "cudaDeviceSynchronize",
                    "cudaGetLastError",
                    "cudaPeekAtLastError",
                    "cudaGetDeviceCount",
                    "cudaGetDevice",
                },
            ),
            "uses_gone_module": ("cuda/_cuda/ccuda.pxd", {"_cuGetErrorName", "CUresult"}),
            "uses_gone_type": ("cuda/_lib/ccudart/utils.pxd", {"cudaPythonGlobal"}),
            "imports_gone_module": ("", set()),  # a Python import: nothing to cythonize against
            "cimports_cuda_cudart": ("cuda/cudart.pxd", set()),
        }
        source_rows = []
        for version in ("12.6.1", "12.6.2"):
            run = subprocess.run(
                [tool, "abi-diff", "--json", wheels["12.6.0"], wheels[version]],
                capture_output=True,
                text=True,
                timeout=300,
            )
            report = json.loads(run.stdout)
            for name, text in sources.items():
                pxd, names = cimported[name]
                breaks = [
                    f
                    for f in report["findings"]
                    if f["file"] == pxd
                    and (
                        f["code"] == "pxd-removed" or (f["code"] == "pxd-declaration-removed" and f["subject"] in names)
                    )
                ]
                directory = os.path.join(scratch, f"source-{version}")
                os.makedirs(directory, exist_ok=True)
                pyx = os.path.join(directory, name + ".pyx")
                with open(pyx, "w") as out:
                    out.write("# cython: language_level=3\n" + text)
                compiled = (
                    subprocess.run(
                        [sys.executable, "-m", "cython", "--cplus", "-I", environments[version], pyx],
                        capture_output=True,
                        text=True,
                        timeout=300,
                    ).returncode
                    == 0
                )
                predicted = "fails" if breaks else "compiles"
                actual = "compiles" if compiled else "fails"
                source_rows.append((name, version, predicted + (f" ({breaks[0]['code']})" if breaks else ""), actual))
                if predicted != actual:
                    mismatches.append(f"source {name} against {version}: predicted {predicted}, cython {actual}")
        print("| source consumer (written for 12.6.0) | cythonized against | abi-diff predicts | Cython |")
        print("|---|---|---|---|")
        for name, version, predicted, actual in source_rows:
            print(f"| `{name}` | {version} | {predicted} | {actual} |")
        print()
        print("| consumer (built against 12.6.0) | imported against | abi-diff --consumer predicts | the import does |")
        print("|---|---|---|---|")
        for name, version, predicted, actual in rows:
            print(f"| `{name}` | {version} | {predicted} | {actual} |")
        print()
        print("| consumers (built against 12.6.0) | NEW | abi-diff alone exits | with only the consumers that import |")
        print("|---|---|---|---|")
        for flavour, version, alone, count, only_ok in exits:
            print(f"| {flavour} | {version} | {alone} | exit {only_ok} ({count} consumers) |")
        if not any(alone == 1 for _, _, alone, _, _ in exits):
            fail("the release never breaks anything alone: the exit check shows nothing")
        if mismatches:
            fail("; ".join(mismatches))
        if all(actual == "ok" for *_, actual in rows):
            fail("every import succeeded: the proof shows nothing (12.6.1 should break both)")


# cuda-python 11.8.5 changed one C-API signature, _cudaGetExportTable's, in a private module
# (cuda.bindings._lib.cyruntime.cyruntime: no public .pxd cimports it). Two consumers built against
# 11.8.4: one reaches into that module, one uses the public cyruntime.
PRIVATE_CHANGE_CONSUMERS = {
    "uses_private_export_table": (
        "from cuda.bindings._lib.cyruntime.cyruntime cimport _cudaGetExportTable, cudaUUID_t\n"
        "def table():\n"
        "    cdef const void* pointer = NULL\n"
        "    cdef cudaUUID_t uuid\n"
        "    return <int>_cudaGetExportTable(&pointer, &uuid)\n"
    ),
    "uses_public_error_name": (
        "from cuda.bindings.cyruntime cimport cudaGetErrorName, cudaError_t\n"
        "def name(int error):\n"
        "    return cudaGetErrorName(<cudaError_t>error)\n"
    ),
}


def build_consumer(name, source, pxd_root, include, directory):
    """One Cython 3 extension module, cythonized against the .pxd files under pxd_root and compiled
    (-O2) against the CUDA headers in `include`, for the Python running this script."""
    pyx = os.path.join(directory, name + ".pyx")
    with open(pyx, "w") as out:
        out.write("# cython: language_level=3\n" + source)
    cpp = os.path.join(directory, name + ".cpp")
    subprocess.run([sys.executable, "-m", "cython", "--cplus", "-I", pxd_root, pyx, "-o", cpp], check=True, timeout=300)
    so = os.path.join(directory, name + sysconfig.get_config_var("EXT_SUFFIX"))
    compiler = shutil.which("g++") or shutil.which("c++")
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-O2", "-I", sysconfig.get_paths()["include"], "-I", include, cpp, "-o", so],
        check=True,
        timeout=300,
    )
    return so


def run_private_change_proof(tool, old_wheel, new_wheel, fail, skip):
    """abi-diff 11.8.4 -> 11.8.5 alone calls the private change informational (exit 0); with a
    consumer that imports the private module, the change is that consumer's to break: the finding
    is breaking, the consumer's line is the error its real import raises, and the exit is 1; with
    only the public consumer, exit 0."""
    include = "/opt/cudacompat/toolkits/cuda-11.8/usr/include"
    if not os.path.exists(os.path.join(include, "cuda_runtime_api.h")):
        skip("the CUDA 11.8 headers cuda-python 11.8.4 was generated from are not installed (ci/install-toolkits.sh)")
    try:
        import Cython  # noqa: F401
    except ImportError:
        skip("Cython is not installed (ci/install-python-deps.sh installs it from PyPI)")
    with tempfile.TemporaryDirectory() as scratch:
        environments = {}
        for label, path in (("old", old_wheel), ("new", new_wheel)):
            target = os.path.join(scratch, "env-" + label)
            install_wheels(target, path)
            environments[label] = target
        built = os.path.join(scratch, "consumers")
        os.makedirs(built)
        modules = {
            name: build_consumer(name, source, environments["old"], include, built)
            for name, source in PRIVATE_CHANGE_CONSUMERS.items()
        }
        actual = {}
        for name in modules:
            for label in ("old", "new"):
                env = dict(os.environ, PYTHONPATH=os.pathsep.join([built, environments[label]]))
                actual[name, label] = subprocess.run(
                    [sys.executable, "-c", IMPORT, name],
                    capture_output=True,
                    text=True,
                    env=env,
                    cwd=scratch,
                    timeout=120,
                ).stdout.strip()
        if any(actual[name, "old"] != "ok" for name in modules):
            fail(f"a consumer does not import against the release it was built against: {actual}")

        def diff(*consumers):
            run = subprocess.run(
                [tool, "abi-diff", "--json", old_wheel, new_wheel, *[w for c in consumers for w in ("--consumer", c)]],
                capture_output=True,
                text=True,
                timeout=300,
            )
            if run.returncode not in (0, 1):
                fail(f"abi-diff exited {run.returncode}: {run.stderr}")
            return run.returncode, json.loads(run.stdout)

        def export_table(report):
            return [f for f in report["findings"] if f["subject"] == "_cudaGetExportTable"]

        mismatches = []
        alone_code, alone = diff()
        both_code, both = diff(*modules.values())
        public_code, public = diff(modules["uses_public_error_name"])
        for label, code, report, breaks, expected_code in (
            ("alone", alone_code, alone, "none", 0),
            ("with both consumers", both_code, both, "binary", 1),
            ("with the public consumer", public_code, public, "none", 0),
        ):
            found = export_table(report)
            if len(found) != 1 or found[0]["breaks"] != breaks or code != expected_code:
                mismatches.append(
                    f"{label}: exit {code} (expected {expected_code}), _cudaGetExportTable "
                    f"{[(f['code'], f['breaks']) for f in found]} (expected breaks {breaks})"
                )
        predicted = {
            os.path.basename(c["consumer"]).split(".")[0]: "ok" if c["satisfied"] else c["reason"]
            for c in both["consumers"]
        }
        print(
            "| consumer (built against 11.8.4) | abi-diff 11.8.4 -> 11.8.5 predicts | the import against 11.8.5 does |"
        )
        print("|---|---|---|")
        for name in modules:
            print(f"| `{name}` | {predicted.get(name)} | {actual[name, 'new']} |")
            if predicted.get(name) != actual[name, "new"]:
                mismatches.append(f"{name}: predicted {predicted.get(name)!r}, the import said {actual[name, 'new']!r}")
        print(
            f"exit: alone {alone_code}, with both consumers {both_code}, with the public one {public_code}; "
            f"_cudaGetExportTable breaks: alone {export_table(alone)[0]['breaks'] if export_table(alone) else '-'}, "
            f"with both {export_table(both)[0]['breaks'] if export_table(both) else '-'}"
        )
        if mismatches:
            fail("; ".join(mismatches))


STRUCT_PROOF = os.path.join(os.path.dirname(os.path.abspath(__file__)), "struct_proof")


def cuda_version(include):
    with open(os.path.join(include, "cuda_runtime_api.h")) as header:
        found = re.search(r"#define CUDART_VERSION\s+(\d+)", header.read())
    return int(found.group(1)) if found else 0


def header_sizes(names, old_include, scratch):
    """{struct: (sizeof under OLD's CUDA 12 headers, under CUDA 13 headers)}: the C compiler's own
    layout, beside what the .pxd files declare. Empty when no CUDA 13 toolkit is installed."""
    new_include = next(
        (
            c
            for c in ("/usr/local/cuda/include", *sorted(glob.glob("/opt/cudacompat/toolkits/cuda-13*/include")))
            if os.path.exists(os.path.join(c, "cuda_runtime_api.h")) and cuda_version(c) >= 13000
        ),
        None,
    )
    if not new_include or cuda_version(old_include) >= 13000:
        return {}
    source = os.path.join(scratch, "sizes.cpp")
    with open(source, "w") as out:  # C++: a struct or union tag is a type name, whatever its kind
        out.write("#include <cuda.h>\n#include <cuda_runtime_api.h>\n#include <cstdio>\nint main() {\n")
        out.writelines(f'  std::printf("%zu\\n", sizeof({name}));\n' for name in names)
        out.write("}\n")
    columns = []
    for include in (old_include, new_include):
        program = os.path.join(scratch, "sizes")
        subprocess.run([shutil.which("g++") or "c++", "-I", include, source, "-o", program], check=True, timeout=300)
        columns.append(subprocess.run([program], capture_output=True, text=True, check=True).stdout.split())
    return {name: (int(old), int(new)) for name, old, new in zip(names, *columns)}


def run_struct_proof(tool, old_wheel, new_wheel, fail, skip):
    """cuda-bindings 12.9.0 -> 13.0.0: struct cudaDeviceProp lost members, cudaGetDeviceProperties's
    signature string did not change. A consumer of it built against 12.9.0 imports against 13.0.0
    (Cython cannot see the change); abi-diff must say it breaks, naming the struct and the function,
    and must not say so of a consumer of cudaGetDeviceCount. The GPU half (what it then reads) is
    struct_proof/gpu_read_properties.py, run with the same consumers on an H100."""
    try:
        import Cython  # noqa: F401
    except ImportError:
        skip("Cython is not installed (ci/install-python-deps.sh installs it from PyPI)")
    include = cuda_include()
    if not include:
        skip("no CUDA 12 toolkit with cuda_runtime_api.h under /opt/cudacompat/toolkits")
    with tempfile.TemporaryDirectory() as scratch:
        environments = {}
        for label, path in (("old", old_wheel), ("new", new_wheel)):
            target = os.path.join(scratch, "env-" + label)
            install_wheels(target, path)
            environments[label] = target
        built = os.path.join(scratch, "consumers")
        os.makedirs(built)
        consumers = {}
        for name in ("uses_device_properties", "uses_device_count"):
            with open(os.path.join(STRUCT_PROOF, name + ".pyx")) as pyx:
                consumers[name] = build_consumer(name, pyx.read(), environments["old"], include, built)
        # Cython's own check passes: both import against NEW.
        for name in consumers:
            env = dict(os.environ, PYTHONPATH=os.pathsep.join([built, environments["new"]]))
            actual = subprocess.run(
                [sys.executable, "-c", IMPORT, name], capture_output=True, text=True, env=env, cwd=scratch, timeout=120
            ).stdout.strip()
            if actual != "ok":
                fail(f"{name} does not import against NEW ({actual}): the proof needs a break Cython cannot see")
        run = subprocess.run(
            [
                tool,
                "abi-diff",
                "--json",
                old_wheel,
                new_wheel,
                *[w for so in consumers.values() for w in ("--consumer", so)],
            ],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if run.returncode != 1:
            fail(f"abi-diff exited {run.returncode}, expected 1: {run.stderr[-500:]}")
        report = json.loads(run.stdout)
        checks = {os.path.basename(c["consumer"]).split(".")[0]: c for c in report["consumers"]}
        layouts = [f for f in report["findings"] if f["code"] == "struct-layout-changed"]
        package_level = [f for f in layouts if not f["file"].endswith(".so")]
        by_struct = {f["subject"]: f for f in package_level}
        prop = by_struct.get("cudaDeviceProp")
        if not prop or "cudaGetDeviceProperties" not in prop["message"]:
            fail(
                f"no struct-layout-changed for cudaDeviceProp naming cudaGetDeviceProperties: "
                f"{[f['subject'] for f in package_level]}"
            )
        if prop["breaks"] != "binary":
            fail(
                f"cudaDeviceProp's layout change, passed by the public cuda.bindings.cyruntime, is not a binary "
                f"break: {prop}"
            )
        # The consumer imports, and its verdict is a break all the same: it reads the struct at OLD's offsets.
        properties = checks.get("uses_device_properties", {})
        wrong = properties.get("reason", "")
        expected = "imports, but reads struct cudaDeviceProp with the wrong layout (cudaGetDeviceProperties)"
        if properties.get("verdict") != "breaks" or properties.get("satisfied") or not wrong.startswith(expected):
            fail(f"the consumer of cudaGetDeviceProperties is not said to break ({expected!r}): {properties}")
        read = [w for i in properties.get("imports", []) for w in i.get("wrong_layouts", [])]
        if [(w["function"], w["struct"]) for w in read] != [("cudaGetDeviceProperties", "cudaDeviceProp")]:
            fail(f"the consumer's imports do not name cudaGetDeviceProperties passing cudaDeviceProp: {read}")
        at_consumer = [f for f in layouts if f["file"].endswith(os.path.basename(consumers["uses_device_properties"]))]
        if not at_consumer or any(f["breaks"] != "binary" for f in at_consumer):
            fail(f"no binary struct-layout-changed finding at the consumer of cudaGetDeviceProperties: {at_consumer}")
        count = checks.get("uses_device_count")
        if not count or count["verdict"] != "imports" or any(i.get("wrong_layouts") for i in count["imports"]):
            fail(f"the consumer of cudaGetDeviceCount (no struct) is said to break: {count}")
        sizes = header_sizes(sorted(by_struct), include, scratch)
        if sizes:
            print(
                "sizeof under the CUDA runtime headers (the C compiler's layout; the .pxd files declare the same "
                "structs): " + ", ".join(f"{name} {old} -> {new}" for name, (old, new) in sizes.items())
            )
            old_size, new_size = sizes["cudaDeviceProp"]
            if old_size == new_size:
                fail(
                    f"sizeof(cudaDeviceProp) is {old_size} under both CUDA 12 and CUDA 13 headers: the break "
                    "abi-diff reports is not in the headers"
                )
        print(
            f"{len(package_level)} structs changed layout behind unchanged signatures: {', '.join(sorted(by_struct))}"
        )
        print(f"cudaDeviceProp: {prop['message']}")
        print(f"uses_device_properties: imports against NEW; abi-diff: breaks: {wrong}")
        print(f"uses_device_count: imports against NEW; abi-diff: {count['verdict']}")
        return report
