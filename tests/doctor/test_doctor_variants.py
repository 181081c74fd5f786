"""`cudacompat doctor --variants`, checked against the installers' own code on the same machines.

A pytest module, a test per case (tests/doctor/CMakeLists.txt runs it with --cudacompat,
--case-arg cc=CC and --case-arg fake-libcuda-c=FAKE_LIBCUDA_C).

The machine is described to doctor as its other tests do: a fake libcuda.so.1 (fake_libcuda.c)
answering FAKE_CUDA_VERSION and FAKE_CUDA_SM; the installers get the same machine through NVIDIA's
provider's overrides (NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION, NV_VARIANT_PROVIDER_FORCE_SM_ARCH),
which uv 0.13.8 reads too. One release, `demo 1.0`, carries as its variants the properties
`cudacompat variant show` derives from real wheels of the wheel cache (CuPy for CUDA 13, two cuRAND
and one CUDA runtime release for CUDA 12) and a null variant.

Cases (one ctest each, test_<case>):
  the_provider_plugin_ranks_the_variants_as_doctor_does
      on 64 machines (8 CUDA versions x 8 GPUs), the compatible variants in doctor's order equal
      variantlib 0.2.2's get_variants_by_priority running NVIDIA's real provider plugin
      (tests/doctor/provider, its sha256 checked) over the index `variant index` writes
  uv_installs_the_variant_doctor_chooses
      on 12 of those machines, the variant uv 0.13.8 installs from the folder (read back from the
      installed dist-info's variant.json) is the one doctor names
  an_a_target_chosen_for_a_newer_gpu_does_not_run_and_doctor_says_so
      a wheel of sm_100a SASS only (nvcc 13.0): the provider selects its 100_real for a 10.3 GPU;
      doctor names it as the choice, says it does not run there, and exits 1
  ptx_of_an_older_major_runs_but_is_not_chosen_and_doctor_says_so
      a wheel of compute_80 PTX only: on an sm_90 GPU the provider passes it over (80_virtual), the
      null variant is chosen, and doctor notes that the GPU variant would run through the JIT
  only_the_newest_gpu_decides_and_doctor_says_an_older_one_cannot_run_it
      two GPUs (sm_90 and sm_75, FAKE_CUDA_SMS): a wheel of sm_90 SASS only is chosen, as variantlib
      with NVIDIA's plugin chooses for the newest GPU (the plugin reads only that one); doctor says
      GPU 1 (sm_75) cannot run it, notes the rule, and exits 1
  a_bad_variant_set_is_refused_with_exit_2
      a path that is neither a folder of variant wheels nor an index file: exit 2 and a message

Skipped where the machine lacks what a case needs (a wheel of the cache, nvcc, uv 0.13.8,
variantlib), or has a real driver (the fake one would not be the one loaded).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import case_checks
from case_checks import skip
from doctor_machine import doctor, fake_driver, machine_env, order_of
from wheel_variants import record_line

HERE = Path(__file__).resolve().parent
PROVIDER_WHEEL = HERE / "provider" / "nvidia_variant_provider-0.0.2-py3-none-any.whl"
PROVIDER_SHA256 = "9e2a47474224ad2d6bd1e76dc2a6ab609602d4d06f77bed61279827179fc185b"
CACHE = Path("/var/cache/cudacompat/wheels")
# label -> a real wheel whose derived properties that variant of `demo` declares
SOURCES = {
    "cu13": "cupy_cuda13x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl",
    "cu12a": "nvidia_curand_cu12-10.3.5.147-py3-none-manylinux2014_x86_64.whl",
    "cu12b": "nvidia_curand_cu12-10.3.7.77-py3-none-manylinux2014_x86_64.whl",
    "rt12": "nvidia_cuda_runtime_cu12-12.8.90-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
    "null": "cuda_pathfinder-1.1.0-py3-none-any.whl",
}
DRIVERS = ["11.8", "12.0", "12.4", "12.6", "12.8", "13.0", "13.2", "13.5"]
GPUS = [75, 80, 86, 89, 90, 100, 103, 120]
NVCC = "/usr/local/cuda/bin/nvcc"
KERNEL = (
    "__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }\n"
    'extern "C" void launch(float* x) { scale<<<1, 32>>>(x, 2.0f); }\n'
)


def run(argv: list, env: dict | None = None) -> subprocess.CompletedProcess:
    return case_checks.run([str(a) for a in argv], env=env)


def wheel(folder: Path, label: str, variant_text: str | None, members: dict | None = None, name: str = "demo") -> Path:
    """A wheel of `{name} 1.0` labelled `label`, with `members` (path -> bytes) and a variant.json."""
    dist = f"{name}-1.0.dist-info"
    files = dict(members or {})
    files[f"{dist}/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n".encode()
    files[f"{dist}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: test_doctor_variants.py\nRoot-Is-Purelib: false\nTag: py3-none-any\n"
    )
    if variant_text is not None:
        files[f"{dist}/variant.json"] = variant_text.encode()
    record = "\n".join(record_line(n, d) for n, d in files.items()) + f"\n{dist}/RECORD,,\n"
    path = folder / f"{name}-1.0-py3-none-any-{label}.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for member, data in files.items():
            archive.writestr(member, data)
        archive.writestr(f"{dist}/RECORD", record)
    return path


def variant_json(tool: str, source: Path, label: str) -> str:
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "variant.json"
        done = run([tool, "variant", "json", "--label", label, "-o", out, source])
        assert done.returncode == 0, f"variant json {source.name}: exit {done.returncode}\n{done.stderr}"
        return out.read_text()


def demo_release(tool: str, folder: Path) -> None:
    """The demo release's wheels and index in `folder`."""
    for label, name in SOURCES.items():
        source = CACHE / name
        if not source.exists():
            skip(f"{source} is not in the wheel cache (ci/main.sh fills it)")
        wheel(folder, label, variant_json(tool, source, label))
    done = run([tool, "variant", "index", folder])
    assert done.returncode == 0, f"variant index: exit {done.returncode}\n{done.stderr}"


def provider_env(cuda: str, sm: int) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FAKE_", "NV_VARIANT_PROVIDER_FORCE_"))}
    env.update(
        NV_VARIANT_PROVIDER_FORCE_CUDA_DRIVER_VERSION=cuda, NV_VARIANT_PROVIDER_FORCE_SM_ARCH=f"{sm // 10}.{sm % 10}"
    )
    return env


def require_no_real_driver() -> None:
    for path in ("/proc/driver/nvidia/version",):
        if os.path.exists(path):
            skip(f"a real NVIDIA driver is installed ({path}): the fake one would not decide")


def fake_driver_inputs(case_arg) -> tuple[str, str]:
    """The C compiler and the fake libcuda's source a case builds its driver from; the case skips
    where a real driver is installed."""
    cc, fake_source = case_arg("cc"), case_arg("fake-libcuda-c")
    require_no_real_driver()
    return cc, fake_source


@contextlib.contextmanager
def scratch_with_wheels():
    """A scratch folder and the empty wheels/ folder in it (the index doctor reads), removed after."""
    with tempfile.TemporaryDirectory() as scratch_text:
        scratch = Path(scratch_text)
        folder = scratch / "wheels"
        folder.mkdir()
        yield scratch, folder


def provider_plugin(scratch: Path) -> Path:
    """The real plugin, unpacked (its __init__ loads its vendored packaging from a file path)."""
    data = PROVIDER_WHEEL.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    assert digest == PROVIDER_SHA256, (
        f"{PROVIDER_WHEEL.name}: sha256 {digest}, the provider's index says {PROVIDER_SHA256}"
    )
    target = scratch / "provider"
    with zipfile.ZipFile(PROVIDER_WHEEL) as archive:
        archive.extractall(target)
    return target


REFERENCE = """
import json, sys
from variantlib.api import get_variants_by_priority
ranked = get_variants_by_priority(variants_json=json.load(open(sys.argv[1])))
print(json.dumps([v.label for v in ranked]))
"""


def test_the_provider_plugin_ranks_the_variants_as_doctor_does(tool: str, case_arg) -> None:
    cc, fake_source = fake_driver_inputs(case_arg)
    if run([sys.executable, "-c", "import variantlib"]).returncode != 0:
        skip("variantlib is not installed (ci/requirements-test.txt)")
    with scratch_with_wheels() as (scratch, folder):
        demo_release(tool, folder)
        plugin = provider_plugin(scratch)
        fake = fake_driver(scratch, cc, fake_source)
        index = folder / "demo-1.0-variants.json"
        disagreements, chosen = [], {}
        for cuda in DRIVERS:
            for sm in GPUS:
                ours_chosen, ours = order_of(doctor(tool, machine_env(fake, cuda, sm), folder))
                env = provider_env(cuda, sm)
                env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(plugin), env.get("PYTHONPATH")]))
                done = run([sys.executable, "-c", REFERENCE, index], env=env)
                assert done.returncode == 0, f"variantlib with NVIDIA's plugin: {done.stderr}"
                theirs = json.loads(done.stdout)
                chosen[ours_chosen] = chosen.get(ours_chosen, 0) + 1
                if ours != theirs:
                    disagreements.append(f"CUDA {cuda}, sm_{sm}: doctor {ours}, the provider and variantlib {theirs}")
        assert not disagreements, "\n".join(disagreements)
        print(f"{len(DRIVERS) * len(GPUS)} machines: doctor's order = the plugin's; chosen: {chosen}")
        assert len(chosen) >= 4, f"the grid should exercise several choices, got {chosen}"


def test_uv_installs_the_variant_doctor_chooses(tool: str, case_arg) -> None:
    cc, fake_source = fake_driver_inputs(case_arg)
    found = shutil.which("uv")
    uv = [found] if found else [sys.executable, "-m", "uv"]
    version = run([*uv, "--version"])
    if version.returncode != 0 or not version.stdout.startswith("uv 0.13.8"):
        skip(
            f"uv 0.13.8 is needed (ci/requirements-test.txt), found: {version.stdout.strip() or version.stderr.strip()}"
        )
    with tempfile.TemporaryDirectory() as scratch_text:
        scratch = Path(scratch_text)
        folder, venv = scratch / "wheels", scratch / "venv"
        folder.mkdir()
        demo_release(tool, folder)
        fake = fake_driver(scratch, cc, fake_source)
        assert run([*uv, "venv", "--quiet", "--python", sys.executable, venv]).returncode == 0
        machines = [
            ("11.8", 80),
            ("12.0", 75),
            ("12.4", 90),
            ("12.6", 80),
            ("12.8", 90),
            ("12.8", 120),
            ("13.0", 90),
            ("13.2", 75),
            ("13.2", 90),
            ("13.2", 103),
            ("13.5", 120),
            ("13.5", 86),
        ]
        seen = set()
        for cuda, sm in machines:
            ours, _ = order_of(doctor(tool, machine_env(fake, cuda, sm), folder))
            env = provider_env(cuda, sm)
            env.update(VIRTUAL_ENV=str(venv), UV_CACHE_DIR=str(scratch / "uv-cache"), UV_NO_CONFIG="1")
            done = run(
                [
                    *uv,
                    "pip",
                    "install",
                    "--reinstall",
                    "--preview-features",
                    "wheel-variants",
                    "--no-index",
                    "--find-links",
                    folder,
                    "demo",
                ],
                env=env,
            )
            assert done.returncode == 0, f"CUDA {cuda}, sm_{sm}: uv failed\n{done.stderr}"
            [installed] = list(venv.glob("lib/python*/site-packages/demo-1.0.dist-info/variant.json"))
            [theirs] = json.loads(installed.read_text())["variants"]
            assert theirs == ours, f"CUDA {cuda}, sm_{sm}: uv installed {theirs}, doctor says {ours}"
            seen.add(ours)
            print(f"CUDA {cuda}, sm_{sm}: uv installs {theirs}, as doctor says")
        assert len(seen) >= 4, f"the machines should exercise several choices, got {seen}"


def kernel_wheel(folder: Path, tool: str, gencode: list[str], label: str) -> Path:
    """A wheel with one library nvcc 13.0 builds for `gencode`, made a variant by `variant make`."""
    if not os.path.exists(NVCC):
        skip(f"no nvcc at {NVCC}")
    build = folder / f"build-{label}"
    build.mkdir()
    (build / "kernel.cu").write_text(KERNEL)
    library = build / "libkernel.so"
    done = run([NVCC, "-shared", "-Xcompiler", "-fPIC", *gencode, "-o", library, build / "kernel.cu"])
    assert done.returncode == 0, done.stderr
    plain = wheel(build, "x", None, {"kernel/libkernel.so": library.read_bytes()}, name=f"k{label}")
    plain = plain.rename(build / f"k{label}-1.0-py3-none-any.whl")
    done = run([tool, "variant", "make", "--label", label, "-o", folder, plain])
    assert done.returncode == 0, f"variant make: {done.stderr}"
    return Path(done.stdout.split()[0])


def test_an_a_target_chosen_for_a_newer_gpu_does_not_run_and_doctor_says_so(tool: str, case_arg) -> None:
    cc, fake_source = fake_driver_inputs(case_arg)
    with scratch_with_wheels() as (scratch, folder):
        made = kernel_wheel(folder, tool, ["-gencode", "arch=compute_100a,code=sm_100a"], "cu13")
        fake = fake_driver(scratch, cc, fake_source)
        document = doctor(tool, machine_env(fake, "13.0", 103), folder, codes=(1,))
        [release] = document["variants"]["releases"]
        assert release["chosen"] == "cu13", release
        [variant] = release["variants"]
        assert variant["runs"] is False and variant["wheel"] == str(made), variant
        assert any("sm_100a" in p for p in variant["problems"]), variant["problems"]
        assert any("does not run here" in p for p in release["problems"]), release["problems"]
        # The same wheel on the GPU it was built for runs, and doctor exits 0.
        document = doctor(tool, machine_env(fake, "13.0", 100), folder, codes=(0,))
        assert document["variants"]["releases"][0]["variants"][0]["runs"] is True
        print(f"sm_100a only, GPU 10.3: chosen and does not run ({variant['problems'][0]}); GPU 10.0: runs")


def test_ptx_of_an_older_major_runs_but_is_not_chosen_and_doctor_says_so(tool: str, case_arg) -> None:
    cc, fake_source = fake_driver_inputs(case_arg)
    with scratch_with_wheels() as (scratch, folder):
        kernel_wheel(folder, tool, ["-gencode", "arch=compute_80,code=compute_80"], "cu13")
        pure = CACHE / SOURCES["null"]
        if not pure.exists():
            skip(f"{pure} is not in the wheel cache (ci/main.sh fills it)")
        wheel(folder, "null", variant_json(tool, pure, "null"), name="kcu13")
        fake = fake_driver(scratch, cc, fake_source)
        document = doctor(tool, machine_env(fake, "13.0", 90), folder, codes=(0,))
        [release] = document["variants"]["releases"]
        assert release["chosen"] == "null", release
        gpu_variant = next(v for v in release["variants"] if v["label"] == "cu13")
        assert gpu_variant["properties"]["sm_arch"] == ["80_virtual"], gpu_variant
        assert not gpu_variant["compatible"] and gpu_variant["runs"] is True, gpu_variant
        assert any("cu13 would run here" in n and "PTX" in n for n in release["notes"]), release["notes"]
        print(f"compute_80 PTX only, sm_90: the null variant chosen; note: {release['notes'][0]}")


def test_only_the_newest_gpu_decides_and_doctor_says_an_older_one_cannot_run_it(tool: str, case_arg) -> None:
    cc, fake_source = fake_driver_inputs(case_arg)
    if run([sys.executable, "-c", "import variantlib"]).returncode != 0:
        skip("variantlib is not installed (ci/requirements-test.txt)")
    with scratch_with_wheels() as (scratch, folder):
        kernel_wheel(folder, tool, ["-gencode", "arch=compute_90,code=sm_90"], "cu13")
        pure = CACHE / SOURCES["null"]
        if not pure.exists():
            skip(f"{pure} is not in the wheel cache (ci/main.sh fills it)")
        wheel(folder, "null", variant_json(tool, pure, "null"), name="kcu13")
        assert run([tool, "variant", "index", folder]).returncode == 0
        fake = fake_driver(scratch, cc, fake_source)
        env = machine_env(fake, "13.0", 90)
        env["FAKE_CUDA_SMS"] = "90,75"
        document = doctor(tool, env, folder, codes=(1,))
        assert sorted(g["sm"] for g in document["driver"]["gpus"]) == [75, 90], document["driver"]["gpus"]
        [release] = document["variants"]["releases"]
        env = provider_env("13.0", 90)
        env["PYTHONPATH"] = str(provider_plugin(scratch))
        done = run([sys.executable, "-c", REFERENCE, folder / "kcu13-1.0-variants.json"], env=env)
        assert done.returncode == 0, done.stderr
        assert release["chosen"] == json.loads(done.stdout)[0] == "cu13", (release["chosen"], done.stdout)
        [chosen] = [v for v in release["variants"] if v["label"] == "cu13"]
        assert chosen["runs"] is False and any("GPU 1 (sm_75) cannot run it" in p for p in chosen["problems"]), chosen
        assert any("newest GPU" in n for n in release["notes"]), release["notes"]
        print(f"GPUs sm_90 + sm_75: cu13 chosen (as the plugin for 9.0); {chosen['problems'][0]}")


def test_a_bad_variant_set_is_refused_with_exit_2(tool: str) -> None:
    with tempfile.TemporaryDirectory() as scratch_text:
        not_an_index = Path(scratch_text) / "notes.txt"
        not_an_index.write_text("hello\n")
        done = run([tool, "doctor", "--variants", not_an_index])
        assert done.returncode == 2, f"exit {done.returncode}\n{done.stdout}"
        assert "neither a folder of variant wheels nor an index file" in done.stdout, done.stdout
        missing = Path(scratch_text) / "absent"
        done = run([tool, "doctor", "--json", "--variants", missing])
        assert done.returncode == 2, done.returncode
        [diagnostic] = [d for d in json.loads(done.stdout)["diagnostics"] if d["code"] == "variant-set-unreadable"]
        assert "does not exist" in diagnostic["message"], diagnostic
        print("not an index, absent: exit 2 with the reason")
