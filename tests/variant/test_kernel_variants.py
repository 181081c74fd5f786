"""The kernel library built three ways by cudacompat.build_backend's variant mode, and chosen by uv.

1. `uv build --wheel` of kernels/ with `-C cudacompat.wheel-variant=true`, sm_90 SASS only: CPU-only
   (CUDACOMPAT_CUDA=OFF), with the CUDA 12.4 toolkit and with the CUDA 13 one at /usr/local/cuda.
   Three wheels of ONE distribution, cudacompat-kernels (no -cuNN), labelled null, cu12 and cu13.
2. Each wheel's variant.json holds what its binaries are: sm_arch = cuobjdump --list-elf --list-ptx
   over its shared objects, the lower bound = the CUDA release whose first driver the audit's floor
   reaches, the upper bound = the toolkit's major + 1; the null variant has no property and no
   compiled CUDA code. Requires-Dist: each CUDA variant the runtime wheel of its own major, the
   null variant none.
3. `cudacompat variant index` over the folder; variantlib 0.2.2 reads the index and every
   variant.json.
4. uv 0.13.8 (--preview-features wheel-variants, --find-links on the folder, the NVIDIA runtime
   wheels of the wheel cache beside the variants, no index), each into a fresh environment:
   - on this machine (no GPU, no driver): the null variant; `import cudacompat_kernels` works and
     the CPU path computes axpy, sum and max right;
   - with NVIDIA's provider forced to an sm_90 GPU and a CUDA 13.0 driver: the cu13 variant and
     nvidia-cuda-runtime; a 12.8 driver: the cu12 variant and nvidia-cuda-runtime-cu12; a driver
     one minor below the cu12 variant's lower bound: the null variant.
5. `variant-markers` (PEP 825 markers on the pins) written into a copy of the cu13 wheel: uv 0.13.8
   cannot parse them and refuses the wheel, which is why they are off by default (when this fails,
   a newer uv reads them: they can become the default); the audit reads the marked pin and does not
   call the runtime undeclared.

A pytest module (tests/variant/CMakeLists.txt runs it with --case-arg build-dir=BUILD_DIR
and --case-arg work=DIR). Skipped where a toolkit, uv 0.13.8, variantlib, cuobjdump or a runtime
wheel is missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from case_checks import expect, skip
from doctor_machine import doctor, fake_driver, machine_env, order_of
from installed_cudacompat import pip_installed_cudacompat
from wheel_variants import cuobjdump_targets, release_reported_by, uv_or_skip

TOOLKITS = Path("/opt/cudacompat/toolkits")
CUDA13_ROOT = Path("/usr/local/cuda")
WHEEL_CACHE = Path("/var/cache/cudacompat/wheels")
# The NVIDIA runtime wheel of each major that satisfies the pins of the toolkits built with (the
# machine installs from the folder alone, as the GPU machine must).
RUNTIME_WHEELS = {"cu13": "nvidia_cuda_runtime-13.*.whl", "cu12": "nvidia_cuda_runtime_cu12-12.8.*.whl"}
ARCHS = "90-real"  # sm_90 SASS: short builds, and the H100's architecture


def run(command, **kwargs) -> subprocess.CompletedProcess:
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], text=True, capture_output=True, check=False, **kwargs)


def build_variants(source: Path, uv: list[str], site: Path, work: Path) -> dict[str, Path]:
    """The three wheels, by label."""
    out = work / "wheels"
    shutil.rmtree(out, ignore_errors=True)
    builds = {
        "null": ("OFF", []),
        "cu12": (
            "ON",
            [
                "-C",
                "cmake.define.CUDACOMPAT_CUDA_VERSION=12.4",
                "-C",
                f"cmake.define.CUDACOMPAT_TOOLKIT_SEARCH_PATH={TOOLKITS}",
            ],
        ),
        "cu13": ("ON", ["-C", f"cmake.define.CUDAToolkit_ROOT={CUDA13_ROOT}"]),
    }
    base = {
        k: v
        for k, v in os.environ.items()
        if k not in ("CUDACOMPAT_CUDA", "CUDACOMPAT_PACKAGE_CUDA", "CUDACOMPAT_TOOL")
    }
    made = {}
    for label, (mode, defines) in builds.items():
        before = set(out.glob("*.whl")) if out.exists() else set()
        environment = dict(
            base, PYTHONPATH=str(site), CUDACOMPAT_CUDA=mode, UV_NO_CONFIG="1", UV_CACHE_DIR=str(work / "uv-cache")
        )
        done = run(
            [
                *uv,
                "build",
                "--wheel",
                "--no-build-isolation",
                "--python",
                sys.executable,
                "-o",
                out,
                "-C",
                "cudacompat.wheel-variant=true",
                "-C",
                f"cmake.define.CUDACOMPAT_ARCHS={ARCHS}",
                "-C",
                f"build-dir={work / ('build-' + label)}",
                *defines,
                source / "kernels",
            ],
            env=environment,
        )
        new = sorted(set(out.glob("*.whl")) - before)
        expect(
            done.returncode == 0 and len(new) == 1,
            f"the {label} build wrote one wheel (exit {done.returncode}): {new}\n{done.stderr[-3000:]}",
        )
        said = [line for line in done.stderr.splitlines() if line.startswith("cudacompat.build_backend: variant ")]
        print(f"  {said[-1] if said else new[0].name}")
        made[label] = new[0]
    return made


def dist_info(wheel: Path, name: str) -> bytes:
    with zipfile.ZipFile(wheel) as archive:
        member = next((n for n in archive.namelist() if re.fullmatch(rf"[^/]+\.dist-info/{name}", n)), None)
        expect(member is not None, f"{wheel.name} has a *.dist-info/{name}")
        return archive.read(member)


def requires_dist(wheel: Path) -> list[str]:
    header = dist_info(wheel, "METADATA").decode().partition("\n\n")[0]
    return [line.split(":", 1)[1].strip() for line in header.splitlines() if line.startswith("Requires-Dist:")]


def check_wheels(tool: Path, made: dict[str, Path]) -> None:
    from packaging.requirements import Requirement

    for label, wheel in made.items():
        expect(
            wheel.name == f"cudacompat_kernels-0.1.0-py3-none-linux_x86_64-{label}.whl",
            f"one unsuffixed name, the label from the binaries: {wheel.name}",
        )
        metadata = dist_info(wheel, "METADATA").decode()
        expect(
            re.search(r"^Name: cudacompat-kernels$", metadata, re.M), f"{wheel.name}: METADATA Name cudacompat-kernels"
        )
        document = json.loads(dist_info(wheel, "variant.json"))
        expect(
            document["$schema"].endswith("/peps/825/v0.1.1.json") and list(document["variants"]) == [label],
            f"{wheel.name}: variant.json names PEP 825 0.1.1 and its label alone: {document}",
        )
        properties = document["variants"][label].get("nvidia", {})
        requires = [Requirement(line) for line in requires_dist(wheel)]
        if label == "null":
            expect(
                document["variants"]["null"] == {} and not cuobjdump_targets(wheel) and not requires,
                f"{wheel.name}: no property, no GPU code, no NVIDIA dependency: {document['variants']}, {requires}",
            )
            print(f"  {wheel.name}: the null variant, no dependency")
            continue
        major = int(label[2:])
        listed = cuobjdump_targets(wheel)
        expect(
            listed and sorted(properties["sm_arch"]) == sorted(listed),
            f"{wheel.name}: sm_arch {properties.get('sm_arch')} = cuobjdump's {sorted(listed)}",
        )
        audit = json.loads(run([tool, "audit", "--json", wheel]).stdout)
        lower = release_reported_by(audit["summary"]["min_driver"])
        expect(
            properties["cuda_version_lower_bound"] == [lower]
            and properties["cuda_version_upper_bound"] == [str(major + 1)],
            f"{wheel.name}: bounds {properties} = the audit floor's release {lower} and the major after {major}",
        )
        runtime = "nvidia-cuda-runtime" if major >= 13 else f"nvidia-cuda-runtime-cu{major}"
        expect(
            [r.name for r in requires] == [runtime] and not requires[0].specifier.contains(f"{major + 1}.0"),
            f"{wheel.name}: requires {runtime} of CUDA {major} alone: {[str(r) for r in requires]}",
        )
        print(
            f"  {wheel.name}: sm_arch {properties['sm_arch']} (cuobjdump), bounds {lower}..<{major + 1} "
            f"(audit floor {audit['summary']['min_driver']}), requires {requires[0]}"
        )


def check_index(tool: Path, folder: Path, made: dict[str, Path]) -> None:
    try:
        from variantlib.variant_dist_info import VariantDistInfo
        from variantlib.variants_json import VariantsJson
    except ImportError:
        skip("variantlib is not installed (ci/requirements-test.txt)")
    done = run([tool, "variant", "index", folder])
    index = folder / "cudacompat_kernels-0.1.0-variants.json"
    expect(done.returncode == 0 and index.is_file(), f"variant index: exit {done.returncode}: {done.stderr}")
    document = json.loads(index.read_text())
    VariantsJson(document)  # raises on what variantlib refuses
    expect(
        sorted(document["variants"]) == sorted(made),
        f"the index lists the three labels: {sorted(document['variants'])}",
    )
    for label, wheel in made.items():
        VariantDistInfo(dist_info(wheel, "variant.json"), label)
    print(f"  {index.name}: {sorted(document['variants'])}, variantlib reads it and the three variant.json")


CPU_PATH = r"""
import json
from array import array
import cudacompat_kernels as ck
x = array("f", [float(i) for i in range(1000)]); y = array("f", [1.0] * 1000)
used = ck.axpy(2.0, x, y)
ok = (all(abs(y[i] - (2.0 * i + 1.0)) < 1e-3 for i in range(1000))
      and abs(ck.sum(x) - 499500.0) < 1e-6 and ck.max_value(x) == 999.0)
print(json.dumps([used, ck.loaded_backend()[0], ok]))
"""


def uv_install(
    uv: list[str], work: Path, name: str, folder: Path, forced: dict[str, str], dry_run: bool = False
) -> tuple[subprocess.CompletedProcess, Path]:
    """`uv pip install cudacompat-kernels` from FOLDER alone into a fresh environment `name`."""
    venv = work / name
    shutil.rmtree(venv, ignore_errors=True)
    created = run([*uv, "venv", "--quiet", "--python", sys.executable, venv])
    expect(created.returncode == 0, f"uv venv {venv}: {created.stderr}")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NV_VARIANT_PROVIDER_FORCE_", "UV_", "PIP_"))}
    env.update(forced, VIRTUAL_ENV=str(venv), UV_CACHE_DIR=str(work / "uv-cache"), UV_NO_CONFIG="1")
    argv = [*uv, "pip", "install", "--preview-features", "wheel-variants", "--no-index", "--find-links", folder]
    done = run([*argv, *(["--dry-run"] if dry_run else []), "cudacompat-kernels"], env=env)
    print("    " + "\n    ".join(done.stderr.strip().splitlines()))
    return done, venv


def installed_label(venv: Path) -> str:
    [variant] = venv.glob("lib/python*/site-packages/cudacompat_kernels-*.dist-info/variant.json")
    return next(iter(json.loads(variant.read_text())["variants"]))


def check_doctor_reads_the_installed_major(tool: Path, venv: Path, major: int) -> None:
    """doctor lists the installed variant (no -cuNN in its name) with the CUDA major of its variant.json."""
    done = run([tool, "doctor", "--json", "--python", venv / "bin" / "python"])
    expect(done.returncode in (0, 1), f"doctor --python {venv}: exit {done.returncode}\n{done.stderr[-1500:]}")
    packages = json.loads(done.stdout)["machine"]["python"]["packages"]
    found = [p for p in packages if p["name"] == "cudacompat-kernels"]
    expect(
        found and found[0]["cuda_major"] == major,
        f"doctor lists the installed cu{major} variant with CUDA major {major}: {found or packages}",
    )
    print(f"    doctor --python: cudacompat-kernels {found[0]['version']}, CUDA major {major} (from its variant.json)")


def stand_in_driver(source: Path, work: Path) -> Path | None:
    """tests/doctor's stand-in libcuda (its driver version and GPU from the environment), built with the
    host's C compiler, so that doctor --variants can be asked what the forced machines get; None where
    no C compiler is found or a real driver is installed (the stand-in would not decide)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None or os.path.exists("/proc/driver/nvidia/version"):
        print("  doctor's predictions not checked: no C compiler, or a real driver is installed")
        return None
    shutil.rmtree(work / "stand-in-driver", ignore_errors=True)
    return fake_driver(work / "stand-in-driver", cc, str(source / "tests" / "doctor" / "fake_libcuda.c"))


def check_uv(uv: list[str], work: Path, folder: Path, made: dict[str, Path], tool: Path, fake: Path | None) -> None:
    done, venv = uv_install(uv, work, "venv-here", folder, {})
    expect(
        done.returncode == 0 and installed_label(venv) == "null",
        f"no GPU here: uv installs the null variant: {done.stderr[-2000:]}",
    )
    ran = run([venv / "bin" / "python", "-c", CPU_PATH])
    expect(
        ran.returncode == 0 and json.loads(ran.stdout.strip().splitlines()[-1]) == ["cpu", "cpu", True],
        f"the null variant imports and its CPU path computes axpy, sum and max right: {ran.stdout}{ran.stderr[-2000:]}",
    )
    print("  here: the null variant, imported, CPU path right")

    cu12 = json.loads(dist_info(made["cu12"], "variant.json"))["variants"]["cu12"]["nvidia"]
    major, minor = (int(p) for p in cu12["cuda_version_lower_bound"][0].split("."))
    below = f"{major}.{minor - 1}" if minor else f"{major - 1}.9"
    for driver, label, runtime in (
        ("13.0", "cu13", "nvidia-cuda-runtime"),
        ("12.8", "cu12", "nvidia-cuda-runtime-cu12"),
        (below, "null", None),
    ):
        forced = {"NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION": driver, "NV_VARIANT_PROVIDER_FORCE_SM_ARCH": "9.0"}
        done, venv = uv_install(uv, work, f"venv-{label}", folder, forced)
        expect(
            done.returncode == 0 and installed_label(venv) == label,
            f"sm_90 and a CUDA {driver} driver: uv installs the {label} variant: {done.stderr[-2000:]}",
        )
        got_runtime = re.findall(r"^ \+ (nvidia-cuda-runtime\S*)==", done.stderr, re.M)
        expect(
            got_runtime == ([runtime] if runtime else []), f"CUDA {driver}: the runtime wheels installed: {got_runtime}"
        )
        print(f"  sm_90, CUDA {driver} driver: the {label} variant{', with ' + runtime if runtime else ''}")
        if runtime:
            check_doctor_reads_the_installed_major(tool, venv, int(label[2:]))
        if fake is not None:
            predicted, _ = order_of(doctor(str(tool), machine_env(fake, driver, 90), folder))
            expect(
                predicted == label,
                f"sm_90, CUDA {driver} driver: doctor --variants predicts {predicted}, uv installs {label}",
            )
            print(f"    doctor --variants on that machine (a stand-in libcuda): {predicted}, as uv")


def check_markers(tool: Path, uv: list[str], source: Path, work: Path, made: dict[str, Path]) -> None:
    sys.path.insert(0, str(source / "python"))
    from cudacompat import _variant_wheel

    folder = work / "marked"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    marked = Path(shutil.copy(made["cu13"], folder))
    lines = _variant_wheel.mark_pins(marked, {"nvidia-cuda-runtime"})
    expect(
        lines == [f"Requires-Dist: {r}" for r in requires_dist(marked) if r.startswith("nvidia-cuda-runtime")]
        and lines[0].endswith('; "nvidia :: cuda_version_upper_bound :: 14" in variant_properties'),
        f"variant-markers: the runtime pin conditioned on the cu13 variant's own upper bound: {lines}",
    )
    for runtime in WHEEL_CACHE.glob(RUNTIME_WHEELS["cu13"]):
        shutil.copy(runtime, folder)
    shutil.copy(folder.parent / "wheels" / "cudacompat_kernels-0.1.0-variants.json", folder)
    forced = {"NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION": "13.0", "NV_VARIANT_PROVIDER_FORCE_SM_ARCH": "9.0"}
    done, _ = uv_install(uv, work, "venv-marked", folder, forced, dry_run=True)
    expect(
        done.returncode != 0 and "variant_properties" in done.stderr,
        "uv 0.13.8 refuses PEP 825 markers in Requires-Dist (if it now reads them, variant-markers can become "
        f"the default): exit {done.returncode}\n{done.stderr[-1500:]}",
    )
    print(f"  {lines[0]}: uv 0.13.8 cannot parse it, as expected")
    # The audit reads the marked pin (PEP 825's variables in its PEP 508 parser): the runtime stays declared.
    audit = json.loads(run([tool, "audit", "--json", marked]).stdout)
    codes = [f["code"] for package in audit.get("packages", []) for f in package.get("findings", [])]
    expect("undeclared-cuda-dependency" not in codes, f"the audit reads the marked runtime pin: findings {codes}")
    print(f"  the audit reads the marked pin: findings {codes or 'none'}")


def test_kernel_library_builds_as_null_cu12_and_cu13_variants_that_uv_chooses_by_the_machine(
    source_dir, case_arg
) -> None:
    source, build_dir, work = (Path(a).resolve() for a in (source_dir, case_arg("build-dir"), case_arg("work")))
    if not (build_dir / "bin" / "cudacompat").is_file():
        skip(f"{build_dir}/bin/cudacompat is not built")
    if not (TOOLKITS / "cuda-12.4").is_dir() or not (CUDA13_ROOT / "bin" / "nvcc").is_file():
        skip(f"the CUDA 12.4 toolkit under {TOOLKITS} (ci/install-toolkits.sh) and CUDA 13 at {CUDA13_ROOT} are needed")
    runtimes = {label: sorted(WHEEL_CACHE.glob(pattern)) for label, pattern in RUNTIME_WHEELS.items()}
    if not all(runtimes.values()):
        skip(
            f"the NVIDIA runtime wheels {list(RUNTIME_WHEELS.values())} are not in {WHEEL_CACHE} (ci/main.sh fills it)"
        )
    if run([sys.executable, "-c", "import scikit_build_core, packaging"]).returncode != 0:
        skip("scikit-build-core and packaging are needed (ci/requirements-test.txt)")
    uv = uv_or_skip()
    work.mkdir(parents=True, exist_ok=True)
    tool = pip_installed_cudacompat(source, build_dir, work / "site")
    made = build_variants(source, uv, work / "site", work)
    check_wheels(tool, made)
    folder = made["null"].parent
    check_index(tool, folder, made)
    for found in runtimes.values():
        shutil.copy(found[-1], folder)
    check_uv(uv, work, folder, made, tool, stand_in_driver(source, work))
    check_markers(tool, uv, source, work, made)
