#!/usr/bin/env python3
"""Refresh the `migration` section of compat/knowledge.json from the real toolkits' headers.

What each CUDA release removed or changed in source, for `cudacompat migrate`: the declarations of
the runtime and driver headers (cuda_runtime_api.h, cuda_runtime.h, driver_types.h, cuda.h, the
texture/surface type headers, vector_types.h) of consecutive releases are diffed; a name that the
older release declares and the newer does not is a removal, a function whose parameter lists
differ is a signature change, a function or type newly marked deprecated is a deprecation.
NVIDIA's own machine-readable list of removed runtime entry points (generated_cudart_removed_meta.h,
in the CUPTI headers of CUDA 13) is read and cited where it agrees. The CCCL 3.0 removals come from
NVIDIA/cccl docs/cccl/3.0_migration_guide.rst (cited) and each one is checked against the CCCL
headers of the toolkits: declared in the old one, gone from the new one.

Replacements ("instead"), fix kinds and shims are the only hand-written part (REPLACEMENTS below);
architectures and host-compiler limits are not repeated here: the tool reads them from `releases`
and `host_compiler_floors`.

Header sets (the newest stored copy of each is used; a missing one is skipped with a message,
and --check then fails, since the section could not be recomputed):
  11.8   /opt/cudacompat/toolkits/cuda-11.8/usr/include          (ci/install-toolkits.sh)
  12.0   PyPI nvidia-cuda-runtime-cu12==12.0.146 wheel           (downloaded into the cache)
  12.4   /opt/cudacompat/toolkits/cuda-12.4/usr/include          (ci/install-toolkits.sh)
  12.9   PyPI nvidia-cuda-runtime-cu12==12.9.79 wheel            (downloaded into the cache)
  13.0   /usr/local/cuda-13.0/include
  13.5   /opt/cudacompat/toolkits/pip-cuda13/nvidia/cu13/include  (ci/install-toolkits.sh)

Usage: compat/refresh_migration.py [--check]   (--check writes nothing, exits 1 when stale)
"""

import argparse
import os
import re
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from refresh_packages import set_top_level_member  # noqa: E402  (one JSON splicer)

KNOWLEDGE = os.path.join(HERE, "knowledge.json")
CACHE = os.path.join(os.environ.get("CUDACOMPAT_CACHE", "/var/cache/cudacompat"), "wheels")
TOOLKITS = os.environ.get("CUDACOMPAT_TOOLKITS", "/opt/cudacompat/toolkits")
CUDA13 = os.environ.get("CUDACOMPAT_CUDA13_ROOT", "/usr/local/cuda-13.0")

# (release, where its include/ comes from, a citation key for the source lines)
HEADER_SETS = [
    ("11.8", ("dir", os.path.join(TOOLKITS, "cuda-11.8/usr/include")), "CUDA 11.8 toolkit headers"),
    ("12.0", ("wheel", "nvidia-cuda-runtime-cu12", "12.0.146"), "PyPI nvidia-cuda-runtime-cu12 12.0.146 headers"),
    ("12.4", ("dir", os.path.join(TOOLKITS, "cuda-12.4/usr/include")), "CUDA 12.4 toolkit headers"),
    ("12.9", ("wheel", "nvidia-cuda-runtime-cu12", "12.9.79"), "PyPI nvidia-cuda-runtime-cu12 12.9.79 headers"),
    ("13.0", ("dir", os.path.join(CUDA13, "include")), "CUDA 13.0 toolkit headers"),
    (
        "13.5",
        ("dir", os.path.join(TOOLKITS, "pip-cuda13/nvidia/cu13/include")),
        "PyPI nvidia-cuda-runtime 13.5.37 headers",
    ),
]
HEADERS = [
    "cuda_runtime_api.h",
    "cuda_runtime.h",
    "driver_types.h",
    "cuda.h",
    "cuda_texture_types.h",
    "cuda_surface_types.h",
    "texture_types.h",
    "surface_types.h",
    "vector_types.h",
    "cuda_profiler_api.h",
]
# The math libraries' headers: the toolkits have them, the runtime wheels do not (a wheel's release
# reads the previous release's copy, so a library removal is dated to the next toolkit compared).
LIBRARY_HEADERS = [
    "cufft.h",
    "cublas_api.h",
    "cusparse.h",
    "curand.h",
    "nvrtc.h",
    "cusolverDn.h",
    "cusolverSp.h",
    "cusolverRf.h",
    "cusolver_common.h",
]
LIBRARY_PREFIX = r"(?:cufft|cublas|cusparse|curand|nvrtc|cusolver)"
REMOVED_META = os.path.join(CUDA13, "include/generated_cudart_removed_meta.h")
CCCL_GUIDE = "NVIDIA/cccl docs/cccl/3.0_migration_guide.rst"
# The CCCL headers each side ships: CCCL 2.3 in CUDA 12.4, CCCL 3.0 in CUDA 13.0.
CCCL_OLD = (os.path.join(TOOLKITS, "cuda-12.4/usr/include"), "CCCL 2.3 (CUDA 12.4)")
CCCL_NEW = (os.path.join(CUDA13, "include/cccl"), "CCCL 3.0 (CUDA 13.0)")

# What to write instead, by name: the hand-written half of each entry. fix: "rename" (the --fix
# rewrites the name, same arguments), "attribute" (a cudaDeviceProp field read through
# cudaDeviceGetAttribute), "functor" (a CCCL functor object), or absent (a person decides).
R = "rename"
REPLACEMENTS = {
    "cudaThreadExit": ("cudaDeviceReset", R, None),
    "cudaThreadSynchronize": ("cudaDeviceSynchronize", R, None),
    "cudaThreadSetLimit": ("cudaDeviceSetLimit", R, None),
    "cudaThreadGetLimit": ("cudaDeviceGetLimit", R, None),
    "cudaThreadSetCacheConfig": ("cudaDeviceSetCacheConfig", R, None),
    "cudaThreadGetCacheConfig": ("cudaDeviceGetCacheConfig", R, None),
    "cudaSetDoubleForDevice": ("nothing: doubles need no conversion on any supported GPU; delete the call", None, None),
    "cudaSetDoubleForHost": ("nothing: delete the call", None, None),
    "cudaLaunchCooperativeKernelMultiDevice": ("one cudaLaunchCooperativeKernel per device", None, None),
    "cudaMemPrefetchAsync": (
        "cudaMemPrefetchAsync(ptr, count, cudaMemLocation{cudaMemLocationTypeDevice, device}, 0, stream)",
        None,
        "cudacompat/shims/memory.h: cudacompat::mem_prefetch_async(ptr, count, device, stream)",
    ),
    "cudaMemAdvise": (
        "cudaMemAdvise(ptr, count, advice, cudaMemLocation{cudaMemLocationTypeDevice, device})",
        None,
        "cudacompat/shims/memory.h: cudacompat::mem_advise(ptr, count, advice, device)",
    ),
    "cudaGraphInstantiate": (
        "cudaGraphInstantiate(&exec, graph, flags)",
        None,
        "cudacompat/shims/graph.h: cudacompat::graph_instantiate(&exec, graph, flags)",
    ),
    "cudaProfilerInitialize": ("nothing: use Nsight Systems / the CUPTI API; delete the call", None, None),
    "cudaBindTexture": ("a texture object: cudaCreateTextureObject", None, None),
    "cudaBindTexture2D": ("a texture object: cudaCreateTextureObject", None, None),
    "cudaBindTextureToArray": ("a texture object: cudaCreateTextureObject", None, None),
    "cudaBindTextureToMipmappedArray": ("a texture object: cudaCreateTextureObject", None, None),
    "cudaUnbindTexture": ("cudaDestroyTextureObject", None, None),
    "cudaGetTextureReference": ("a texture object: cudaCreateTextureObject", None, None),
    "cudaGetTextureAlignmentOffset": ("a texture object: cudaCreateTextureObject", None, None),
    "cudaBindSurfaceToArray": ("a surface object: cudaCreateSurfaceObject", None, None),
    "cudaGetSurfaceReference": ("a surface object: cudaCreateSurfaceObject", None, None),
    "texture": ("cudaTextureObject_t and tex1Dfetch<T>(object, i) / tex2D<T>(object, x, y)", None, None),
    "surface": ("cudaSurfaceObject_t and surf2Dread/surf2Dwrite on the object", None, None),
    "textureReference": ("cudaTextureObject_t", None, None),
    "surfaceReference": ("cudaSurfaceObject_t", None, None),
}
# cudaDeviceProp fields CUDA 13.0 removed, and the attribute that has the same value.
FIELD_ATTRIBUTES = {
    "clockRate": ("cudaDevAttrClockRate", "device_clock_rate_khz"),
    "memoryClockRate": ("cudaDevAttrMemoryClockRate", "device_memory_clock_rate_khz"),
    "computeMode": ("cudaDevAttrComputeMode", "device_compute_mode"),
    "deviceOverlap": ("cudaDevAttrGpuOverlap", "device_overlap"),
    "kernelExecTimeoutEnabled": ("cudaDevAttrKernelExecTimeout", "device_kernel_exec_timeout"),
    "maxTexture1DLinear": ("cudaDevAttrMaxTexture1DLinearWidth", "device_max_texture_1d_linear"),
    "singleToDoublePrecisionPerfRatio": (
        "cudaDevAttrSingleToDoublePrecisionPerfRatio",
        "device_single_to_double_precision_perf_ratio",
    ),
    "cooperativeMultiDeviceLaunch": (None, "device_cooperative_multi_device_launch"),
}

# CCCL 3.0 removals, from the migration guide: (entity, kind, instead, fix, declaration regex in
# the old CCCL, header subfolder). Each is kept only when the regex matches in CCCL_OLD and not in
# CCCL_NEW.
CCCL_REMOVALS = [
    (
        "thrust::unary_function",
        "type",
        "nothing: drop the base class (and its argument_type/result_type aliases)",
        None,
        r"struct\s+unary_function\b",
        "thrust",
    ),
    (
        "thrust::binary_function",
        "type",
        "nothing: drop the base class (and its argument_type/result_type aliases)",
        None,
        r"struct\s+binary_function\b",
        "thrust",
    ),
    ("thrust::identity", "type", "cuda::std::identity", None, r"struct\s+identity\b", "thrust/functional.h"),
    ("thrust::unary_traits", "type", "cuda::std::invoke_result_t", None, r"struct\s+unary_traits\b", "thrust"),
    ("thrust::binary_traits", "type", "cuda::std::invoke_result_t", None, r"struct\s+binary_traits\b", "thrust"),
    ("thrust::optional", "type", "cuda::std::optional", None, r"class\s+optional\b", "thrust"),
    ("thrust::null_type", "type", "cuda::std::tuple<> / nothing", None, r"struct\s+null_type\b", "thrust"),
    ("thrust::not1", "function", "cuda::std::not_fn", None, r"\bnot1\s*\(", "thrust"),
    ("thrust::not2", "function", "cuda::std::not_fn", None, r"\bnot2\s*\(", "thrust"),
    ("cub::Sum", "type", "cuda::std::plus<>", "functor", r"struct\s+Sum\b", "cub"),
    ("cub::Max", "type", "cuda::maximum<>", "functor", r"struct\s+Max\b", "cub"),
    ("cub::Min", "type", "cuda::minimum<>", "functor", r"struct\s+Min\b", "cub"),
    ("cub::Difference", "type", "cuda::std::minus<>", "functor", r"struct\s+Difference\b", "cub"),
    ("cub::Division", "type", "cuda::std::divides<>", "functor", r"struct\s+Division\b", "cub"),
    ("cub::Equality", "type", "cuda::std::equal_to<>", "functor", r"struct\s+Equality\b", "cub"),
    ("cub::Inequality", "type", "cuda::std::not_equal_to<>", "functor", r"struct\s+Inequality\b", "cub"),
    ("cub::ArrayWrapper", "type", "cuda::std::array", None, r"struct\s+ArrayWrapper\b", "cub"),
    (
        "cub::CountingInputIterator",
        "type",
        "thrust::counting_iterator",
        None,
        r"class\s+CountingInputIterator\b",
        "cub",
    ),
    (
        "cub::ConstantInputIterator",
        "type",
        "thrust::constant_iterator",
        None,
        r"class\s+ConstantInputIterator\b",
        "cub",
    ),
    (
        "cub::TransformInputIterator",
        "type",
        "thrust::transform_iterator",
        None,
        r"class\s+TransformInputIterator\b",
        "cub",
    ),
    ("cub::FpLimits", "type", "cuda::std::numeric_limits", None, r"struct\s+FpLimits\b", "cub"),
    ("cub::Int2Type", "type", "cuda::std::integral_constant<int, N>", None, r"struct\s+Int2Type\b", "cub"),
    ("cub::GridBarrier", "type", "cooperative_groups::this_grid().sync()", None, r"class\s+GridBarrier\b", "cub"),
    ("cub::DeviceSpmv", "type", "cuSPARSE (cusparseSpMV)", None, r"struct\s+DeviceSpmv\b", "cub"),
    (
        "cub::Device*(..., bool debug_synchronous)",
        "trailing-parameter",
        "the same call without its last argument (cub::Device* algorithms no longer take debug_synchronous)",
        None,
        r"bool\s+debug_synchronous\s*\)",
        "cub/device",
    ),
    ("CUB_MAX", "macro", "cuda::std::max", None, r"#\s*define\s+CUB_MAX\b", "cub"),
    ("CUB_MIN", "macro", "cuda::std::min", None, r"#\s*define\s+CUB_MIN\b", "cub"),
    ("CUB_QUOTIENT_CEILING", "macro", "cuda::ceil_div", None, r"#\s*define\s+CUB_QUOTIENT_CEILING\b", "cub"),
    ("CUB_QUOTIENT_FLOOR", "macro", "integer division", None, r"#\s*define\s+CUB_QUOTIENT_FLOOR\b", "cub"),
    ("CUB_ROUND_UP_NEAREST", "macro", "cuda::round_up", None, r"#\s*define\s+CUB_ROUND_UP_NEAREST\b", "cub"),
    ("CUB_ROUND_DOWN_NEAREST", "macro", "cuda::round_down", None, r"#\s*define\s+CUB_ROUND_DOWN_NEAREST\b", "cub"),
    ("CUB_RUNTIME_ENABLED", "macro", "nothing: always true", None, r"#\s*define\s+CUB_RUNTIME_ENABLED\b", "cub"),
    ("THRUST_NODISCARD", "macro", "[[nodiscard]]", None, r"#\s*define\s+THRUST_NODISCARD\b", "thrust"),
    ("THRUST_INLINE_CONSTANT", "macro", "inline constexpr", None, r"#\s*define\s+THRUST_INLINE_CONSTANT\b", "thrust"),
    ("THRUST_DEVICE_CODE", "macro", "NV_IF_TARGET", None, r"#\s*define\s+THRUST_DEVICE_CODE\b", "thrust"),
]
# The runtime headers a release ships (top level of include/): the runtime wheels of each release,
# then the full 13.x includes. A header one has and the next lacks is a removed header.
RUNTIME_HEADER_SETS = [
    ("11.8", ("wheel", "nvidia-cuda-runtime-cu11", "11.8.89"), "PyPI nvidia-cuda-runtime-cu11 11.8.89"),
    ("12.0", ("wheel", "nvidia-cuda-runtime-cu12", "12.0.146"), "PyPI nvidia-cuda-runtime-cu12 12.0.146"),
    ("12.9", ("wheel", "nvidia-cuda-runtime-cu12", "12.9.79"), "PyPI nvidia-cuda-runtime-cu12 12.9.79"),
    ("13.0", ("dir", os.path.join(CUDA13, "include")), "the CUDA 13.0 toolkit"),
    ("13.5", ("dir", os.path.join(TOOLKITS, "pip-cuda13/nvidia/cu13/include")), "PyPI nvidia-cuda-runtime 13.5.37"),
]
# What replaces a removed header, where one thing does (the rest: the guide's entity replacements).
HEADER_REPLACEMENTS = {
    "thrust/optional.h": "<cuda/std/optional>",
    "thrust/limits.h": "<cuda/std/limits>",
    "thrust/type_traits/remove_cvref.h": "<cuda/std/type_traits>",
    "thrust/type_traits/void_t.h": "<cuda/std/type_traits>",
    "cub/iterator/counting_input_iterator.cuh": "<thrust/iterator/counting_iterator.h>",
    "cub/iterator/constant_input_iterator.cuh": "<thrust/iterator/constant_iterator.h>",
    "cub/iterator/transform_input_iterator.cuh": "<thrust/iterator/transform_iterator.h>",
    "cub/iterator/discard_output_iterator.cuh": "<thrust/iterator/discard_iterator.h>",
    "cub/device/device_spmv.cuh": "cuSPARSE (<cusparse.h>)",
    "thrust/future.h": "thrust::cuda::par_nosync and a stream",
    "thrust/event.h": "thrust::cuda::par_nosync and a stream",
    "cuda_texture_types.h": "nothing: texture objects need only <cuda_runtime.h>",
    "cuda_surface_types.h": "nothing: surface objects need only <cuda_runtime.h>",
    "texture_fetch_functions.h": "nothing: <cuda_runtime.h> has the texture-object fetches",
    "surface_functions.h": "nothing: <cuda_runtime.h> has the surface-object functions",
}

# CCCL 3.0 needs C++17: the dialect floor of every release that ships it (checked against the
# #error in its cpp_dialect.h).
DIALECT_FLOORS = [("13.0", 17, r"requires at least C\+\+\s*17", "thrust/detail/config/cpp_dialect.h")]

FALLBACK = []  # the include/ of the releases read so far
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
IDENT = re.compile(r"[A-Za-z_]\w*")


def wheel_include(package, version):
    """The include/ of a PyPI wheel, unpacked once into the cache (pip download when absent)."""
    stem = package.replace("-", "_") + "-" + version
    target = os.path.join(CACHE, "unpacked", stem)
    marker = os.path.join(target, ".complete")
    if not os.path.exists(marker):
        wheels = (
            [f for f in os.listdir(CACHE) if f.startswith(stem + "-") and f.endswith(".whl")]
            if os.path.isdir(CACHE)
            else []
        )
        if not wheels:
            os.makedirs(CACHE, exist_ok=True)
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "download",
                    "--no-deps",
                    "-q",
                    "-d",
                    CACHE,
                    "%s==%s" % (package, version),
                ],
                check=True,
            )
            wheels = [f for f in os.listdir(CACHE) if f.startswith(stem + "-") and f.endswith(".whl")]
        with zipfile.ZipFile(os.path.join(CACHE, wheels[0])) as archive:
            for name in archive.namelist():
                if "/include/" in name and name.endswith(".h"):
                    archive.extract(name, target)
        open(marker, "w").close()
    for root, _dirs, _ in os.walk(target):
        if os.path.basename(root) == "include":
            return root
    raise RuntimeError("no include/ in the %s %s wheel" % (package, version))


def header_text(include, name):
    """A header without comments. A wheel that lacks one (the runtime wheels ship no
    cuda_profiler_api.h) reads the previous release's copy, so nothing counts as removed for it."""
    path = os.path.join(include, name)
    if not os.path.exists(path) and FALLBACK:
        path = os.path.join(FALLBACK[-1], name)
    if not os.path.exists(path):
        return ""
    with open(path, encoding="utf-8", errors="replace") as f:
        return COMMENT.sub(" ", f.read())


def split_parameters(text):
    """The parameters of a declaration's parenthesised list, split at top-level commas."""
    out, depth, current = [], 0, ""
    for ch in text:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(" ".join(current.split()))
            current = ""
        else:
            current += ch
    current = " ".join(current.split())
    if current and current != "void":
        out.append(current)
    return out


def braced_body(text, open_at):
    """The text between the brace at OPEN_AT and its matching close (nested braces kept)."""
    depth = 0
    for index in range(open_at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[open_at + 1 : index]
    return text[open_at + 1 :]


def declarations(include):
    """{name: facts} for the public names of one release's headers."""
    found = {}
    runtime = header_text(include, "cuda_runtime_api.h") + header_text(include, "cuda_profiler_api.h")
    for match in re.finditer(
        r"extern\s+(__CUDA_DEPRECATED\s+)?__host__[^;{}]*?\b(cuda\w+)\s*\(([^;{}]*?)\)\s*;", runtime
    ):
        name = match.group(2)
        if name in found:
            continue
        found[name] = {
            "kind": "function",
            "parameters": split_parameters(match.group(3)),
            "deprecated": bool(match.group(1)),
        }
    # C++ overloads (cuda_runtime.h): extra accepted shapes, e.g. 12.2's cudaMemPrefetchAsync(location)
    cpp = header_text(include, "cuda_runtime.h")
    for match in re.finditer(
        r"static\s+__inline__\s+__host__\s+(?:CUDART_DEVICE\s+)?cudaError_t\s+CUDARTAPI\s+(cuda\w+)\s*\(([^;{}]*?)\)\s*\{",
        cpp,
    ):
        name = match.group(1)
        if name in found and found[name]["kind"] == "function":
            found[name].setdefault("overloads", []).append(split_parameters(match.group(2)))
    driver = header_text(include, "cuda.h")
    mapped = dict(re.findall(r"#\s*define\s+(cu[A-Z]\w*)\s+(cu\w+_v\d+)\b", driver))
    driver_functions = {}
    for match in re.finditer(r"CUresult\s+CUDAAPI\s+(cu\w+)\s*\(([^;{}]*?)\)\s*;", driver):
        driver_functions.setdefault(match.group(1), split_parameters(match.group(2)))
    for name, params in driver_functions.items():
        found.setdefault(name, {"kind": "function", "parameters": params, "deprecated": False})
    for name, target in mapped.items():
        if target in driver_functions:
            found[name] = {
                "kind": "function",
                "parameters": driver_functions[target],
                "deprecated": False,
                "maps_to": target,
            }
        elif name in driver_functions:  # `#define cuCtxCreate cuCtxCreate_v4` over `cuCtxCreate(...)`: both spell it
            found.setdefault(target, {"kind": "function", "parameters": driver_functions[name], "deprecated": False})
    types_text = header_text(include, "driver_types.h") + driver
    for body in re.findall(r"\benum\b[^{};]*\{([^{}]*)\}", types_text):
        for entry in body.split(","):
            m = IDENT.match(entry.strip())
            if m and (m.group(0).startswith("cuda") or m.group(0).startswith("CU_")):
                found.setdefault(m.group(0), {"kind": "enumerator"})
    for match in re.finditer(r"struct\s+(?:__device_builtin__\s+)?(cuda\w+)\s*\{", types_text):
        fields = []
        for member in re.sub(r"\b(union|struct)\s*\{|\}", " ", braced_body(types_text, match.end() - 1)).split(";"):
            member = re.sub(r"\[[^\]]*\]", "", member).strip()
            names = IDENT.findall(member)
            if len(names) >= 2:
                fields.append(names[-1])
        found.setdefault(match.group(1), {"kind": "type"}).setdefault("fields", fields)
    for name in ["cuda_texture_types.h", "cuda_surface_types.h", "texture_types.h", "surface_types.h"]:
        text = header_text(include, name)
        for match in re.finditer(
            r"\b(?:struct|class)\s+(?:__device_builtin__\s+)?(?:__device_builtin_\w+\s+)?(\w+)\s*(?::[^{;]*)?\{", text
        ):
            found.setdefault(match.group(1), {"kind": "type"})
        for match in re.finditer(r"typedef\s+[^;]*?\b(\w+)\s*;", text):
            found.setdefault(match.group(1), {"kind": "type"})
    for header in LIBRARY_HEADERS:
        text = header_text(include, header)
        for match in re.finditer(r"[\w\*]\s+(" + LIBRARY_PREFIX + r"[A-Z]\w*)\s*\(([^;{}]*?)\)\s*;", text):
            found.setdefault(
                match.group(1),
                {"kind": "function", "parameters": split_parameters(match.group(2)), "deprecated": False},
            )
        for name, target in re.findall(r"#\s*define\s+(" + LIBRARY_PREFIX + r"[A-Z]\w*)\s+(\w+)\s*$", text, re.M):
            if target in found:
                found.setdefault(name, dict(found[target]))
        for body in re.findall(r"\benum\b[^{};]*\{([^{}]*)\}", text):
            for entry in body.split(","):
                m = IDENT.match(entry.strip())
                if m and m.group(0).isupper():
                    found.setdefault(m.group(0), {"kind": "enumerator"})
    vector = header_text(include, "vector_types.h")
    for match in re.finditer(r"typedef\s+__device_builtin__\s+struct\s+(\w+)\s+(\w+)\s*;", vector):
        found.setdefault(match.group(2), {"kind": "type"})
    for match in re.finditer(r"typedef\s+__device_builtin__\s+struct\s+(\w+)\s+__VECTOR_TYPE_DEPRECATED__", vector):
        found[match.group(1)] = {"kind": "type", "deprecated": True}
    for match in re.finditer(
        r"#\s*define\s+(cuda[A-Z]\w*|CU_\w+|CUDA_\w+)\b(?!\()", header_text(include, "cuda_runtime_api.h") + types_text
    ):
        found.setdefault(match.group(1), {"kind": "macro"})
    return found


def removed_meta():
    """{name: 'introduced in CUDA x'} from NVIDIA's list of removed runtime entry points."""
    if not os.path.exists(REMOVED_META):
        return {}
    out = {}
    for name, version in re.findall(r"typedef struct (cuda\w+?)_v(\d+)_params_st", open(REMOVED_META).read()):
        out.setdefault(name, version)
    return out


def grep_tree(root, sub, pattern):
    """Whether PATTERN matches a file under ROOT/SUB, or the file ROOT/SUB (the CCCL headers of one toolkit)."""
    regex = re.compile(pattern)
    if os.path.isfile(os.path.join(root, sub)):
        with open(os.path.join(root, sub), encoding="utf-8", errors="replace") as f:
            return bool(regex.search(f.read()))
    for directory, _, files in os.walk(os.path.join(root, sub)):
        for name in files:
            with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as f:
                if regex.search(f.read()):
                    return True
    return False


def arity(parameters):
    """(fewest, most) arguments a parameter list accepts (defaults are `__dv(...)` or `= ...`)."""
    defaults = sum(1 for p in parameters if "__dv(" in p or "=" in p)
    return [len(parameters) - defaults, len(parameters)]


def entry(kind, name, since, severity, source, **rest):
    out = {"kind": kind, "name": name, "since": since, "severity": severity}
    out.update({k: v for k, v in rest.items() if v is not None})
    out["source"] = source
    return out


def diff_releases(sets, meta):
    entries = []
    for (_old_release, old, old_src), (new_release, new, new_src) in zip(sets, sets[1:]):
        source = "%s against %s" % (new_src, old_src)
        for name in sorted(old):
            facts = old[name]
            if name.endswith(("_ptsz", "_ptds")) or name.startswith("__"):
                continue
            cite = source
            if name in meta:
                cite += "; generated_cudart_removed_meta.h (CUPTI, CUDA 13.0) lists %s_v%s" % (name, meta[name])
            instead, fix, shim = REPLACEMENTS.get(name, (None, None, None))
            if name not in new:
                if re.fullmatch(r"cu\w+_v[234]", name) and name.rsplit("_", 1)[0] in new:
                    base = name.rsplit("_", 1)[0]
                    instead, fix = base, R
                    if arity(new[base].get("parameters", [])) != arity(facts.get("parameters", [])):
                        fix = None
                        instead = "%s(%s)" % (base, ", ".join(new[base].get("parameters", [])))
                kind = facts["kind"]
                entries.append(
                    entry(kind, name, new_release, "will-not-compile", cite, instead=instead, fix=fix, shim=shim)
                )
                continue
            if facts["kind"] == "function" and new[name].get("kind") == "function":
                old_params, new_params = facts["parameters"], new[name]["parameters"]
                new_shapes = [new_params] + new[name].get("overloads", [])
                if (
                    [p.replace(" __dv(0)", "") for p in old_params] != [p.replace(" __dv(0)", "") for p in new_params]
                    and normalise(old_params) != normalise(new_params)
                    and not only_constified(normalise(old_params), normalise(new_params))
                    and not only_extended(old_params, new_params)
                ):
                    entries.append(
                        entry(
                            "signature",
                            name,
                            new_release,
                            "will-not-compile",
                            cite,
                            old_parameters=old_params,
                            new_parameters=new_params,
                            new_shapes=[arity(s) for s in new_shapes] if len(new_shapes) > 1 else None,
                            old_arity=arity(old_params),
                            new_arity=arity(new_params),
                            changed_at=first_difference(normalise(old_params), normalise(new_params)),
                            instead=instead or "%s(%s)" % (name, ", ".join(new_params)),
                            shim=shim,
                        )
                    )
                if new[name].get("deprecated") and not facts.get("deprecated"):
                    entries.append(
                        entry(
                            "function",
                            name,
                            new_release,
                            "deprecated",
                            cite + " (__CUDA_DEPRECATED)",
                            instead=instead,
                            fix=fix,
                            shim=shim,
                        )
                    )
            if facts["kind"] == "type" and "fields" in facts and "fields" in new[name]:
                for field in facts["fields"]:
                    if field not in new[name]["fields"] and not field.startswith("reserved"):
                        attribute, shim_name = (
                            FIELD_ATTRIBUTES.get(field, (None, None)) if name == "cudaDeviceProp" else (None, None)
                        )
                        entries.append(
                            entry(
                                "field",
                                field,
                                new_release,
                                "will-not-compile",
                                cite,
                                struct=name,
                                attribute=attribute,
                                instead="cudaDeviceGetAttribute(&value, %s, device)" % attribute if attribute else None,
                                fix="attribute" if attribute else None,
                                shim="cudacompat/shims/device_attributes.h: cudacompat::%s(device, &value)" % shim_name
                                if shim_name
                                else None,
                            )
                        )
            if facts["kind"] == "type" and new[name].get("deprecated") and not facts.get("deprecated"):
                entries.append(
                    entry(
                        "type",
                        name,
                        new_release,
                        "deprecated",
                        cite + " (__VECTOR_TYPE_DEPRECATED__)",
                        instead="%s_16a or %s_32a" % (name, name),
                    )
                )
    return entries


def only_constified(old, new):
    """Whether NEW differs from OLD only by const (cusparseSpMatDescr_t -> cusparseConstSpMatDescr_t,
    T* -> const T*): old calls still compile, so it is not a source break."""
    if len(old) != len(new):
        return False
    for a, b in zip(old, new):
        if a != b and b.replace("Const", "", 1) != a and b.replace("const ", "", 1) != a:
            return False
    return True


def only_extended(old, new):
    """Whether NEW only appends defaulted parameters to OLD: every old call still compiles."""
    a, b = normalise(old), normalise(new)
    return len(b) > len(a) and b[: len(a)] == a and all("__dv(" in p or "=" in p for p in new[len(old) :])


def first_difference(old, new):
    """The index of the first parameter whose type differs."""
    for index, (a, b) in enumerate(zip(old, new)):
        if a != b:
            return index
    return min(len(old), len(new))


def normalise(params):
    """A parameter list without parameter names, `struct`/`enum` keywords and default markers."""
    out = []
    for p in params:
        p = re.sub(r"__dv\([^)]*\)|=.*$|\b(struct|enum)\b", "", p)
        words = p.replace("*", " * ").replace("&", " & ").split()
        if len(words) > 1 and IDENT.fullmatch(words[-1]) and words[-1] not in ("const", "int", "char", "void"):
            words = words[:-1]
        out.append(" ".join(words))
    return out


def cccl_entries():
    entries = []
    if not (os.path.isdir(CCCL_OLD[0]) and os.path.isdir(CCCL_NEW[0])):
        raise RuntimeError("CCCL headers missing: %s, %s" % (CCCL_OLD[0], CCCL_NEW[0]))
    for name, kind, instead, fix, pattern, sub in CCCL_REMOVALS:
        in_old = grep_tree(CCCL_OLD[0], sub, pattern)
        in_new = grep_tree(CCCL_NEW[0], sub, pattern)
        if in_old and not in_new:
            entries.append(
                entry(
                    "cccl-" + kind,
                    name,
                    "13.0",
                    "will-not-compile",
                    "%s; checked: declared in %s, not in %s" % (CCCL_GUIDE, CCCL_OLD[1], CCCL_NEW[1]),
                    instead=instead,
                    fix=fix,
                )
            )
    return entries


def header_entries():
    """Removed headers: the runtime's (top level of include/) and CCCL's public ones (not detail/)."""
    entries = []
    previous = None
    listed = []
    for release, where, source in RUNTIME_HEADER_SETS:
        include = where[1] if where[0] == "dir" else wheel_include(where[1], where[2])
        listed.append((release, {n for n in os.listdir(include) if n.endswith(".h")}, source, where[0]))
    # Only the runtime's own headers count: the full includes also hold other components' (cuDNN,
    # cuBLAS, CUPTI...), which one install has and another lacks.
    runtime = set().union(*[names for _, names, _, kind in listed if kind == "wheel"])
    for release, names, source, _ in listed:
        names = names & runtime
        if previous:
            old_release, old_names, old_source = previous
            for name in sorted(old_names - names):
                entries.append(
                    entry(
                        "header",
                        name,
                        release,
                        "will-not-compile",
                        "include/ of %s against %s" % (source, old_source),
                        instead=HEADER_REPLACEMENTS.get(name),
                    )
                )
        previous = (release, names, source)

    def public_headers(root):
        out = set()
        for top in ("thrust", "cub", "cuda", "nv"):
            for directory, _, files in os.walk(os.path.join(root, top)):
                relative = os.path.relpath(directory, root)
                if "detail" in relative.split(os.sep):
                    continue
                out.update(os.path.join(relative, f).replace(os.sep, "/") for f in files)
        return out

    old, new = public_headers(CCCL_OLD[0]), public_headers(CCCL_NEW[0])
    for name in sorted(old - new):
        entries.append(
            entry(
                "cccl-header",
                name,
                "13.0",
                "will-not-compile",
                "%s; checked: in %s, not in %s" % (CCCL_GUIDE, CCCL_OLD[1], CCCL_NEW[1]),
                instead=HEADER_REPLACEMENTS.get(name),
            )
        )
    return entries


def dialect_floors():
    out = []
    for release, standard, pattern, header in DIALECT_FLOORS:
        with open(os.path.join(CCCL_NEW[0], header), encoding="utf-8") as f:
            if not re.search(pattern, f.read()):
                raise RuntimeError("%s no longer says %s" % (header, pattern))
        out.append(
            {
                "since": release,
                "cxx_min": standard,
                "source": "%s: CCCL 3.0 requires C++17; checked: %s of %s has the #error"
                % (CCCL_GUIDE, header, CCCL_NEW[1]),
            }
        )
    return out


def cccl_macros():
    """{release: {THRUST_VERSION, CUB_VERSION, CCCL_VERSION}} of the toolkits that ship CCCL: what an
    `#if THRUST_VERSION >= ...` sees on each."""
    out = {}
    for release, where, _ in HEADER_SETS:
        if where[0] != "dir":
            continue
        values = {}
        for sub in ("", "cccl/"):
            for header in ("thrust/version.h", "cub/version.cuh", "cuda/std/__cccl/version.h"):
                path = os.path.join(where[1], sub + header)
                if os.path.exists(path):
                    for name, value in re.findall(
                        r"#\s*define\s+(THRUST_VERSION|CUB_VERSION|CCCL_VERSION)\s+(\d+)",
                        open(path, encoding="utf-8").read(),
                    ):
                        values[name] = int(value)
        if values:
            out[release] = dict(sorted(values.items()))
    return out


def compute():
    sets = []
    for release, where, source in HEADER_SETS:
        include = where[1] if where[0] == "dir" else wheel_include(where[1], where[2])
        if not os.path.exists(os.path.join(include, "cuda_runtime_api.h")):
            raise RuntimeError("no headers of CUDA %s at %s (run ci/install-toolkits.sh)" % (release, include))
        sets.append((release, declarations(include), source))
        FALLBACK.append(include)
    entries = diff_releases(sets, removed_meta()) + cccl_entries() + header_entries()
    entries.sort(key=lambda e: (e["since"], e["kind"], e["name"], e.get("struct", ""), e["severity"]))
    return {
        "about": "What each release removed or changed in source, for `cudacompat migrate`. Generated by "
        "compat/refresh_migration.py from the headers of the releases listed in `compared` (a name "
        "declared by one and not the next is a removal, a changed parameter list a signature change), "
        "NVIDIA's generated_cudart_removed_meta.h, and the CCCL 3.0 migration guide (each entry checked "
        "against both CCCL releases' headers). `since` is the first release without it (or that "
        "changed it). Architectures come from `releases[].arch_changes`, host compilers from "
        "`releases[].gcc_max`/`clang_max` and `host_compiler_floors`: not repeated here.",
        "compared": [release for release, _, _ in HEADER_SETS],
        "dialect_floors": dialect_floors(),
        "cccl_macros": cccl_macros(),
        "entries": entries,
    }


def splice(text, section):
    return set_top_level_member(text, "migration", section)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when knowledge.json is stale")
    parser.add_argument("--knowledge", default=KNOWLEDGE)
    args = parser.parse_args(argv)
    try:
        section = compute()
    except (RuntimeError, OSError, subprocess.CalledProcessError) as error:
        print("refresh_migration: cannot read the toolkits: %s" % error, file=sys.stderr)
        return 77 if args.check else 2
    with open(args.knowledge, encoding="utf-8") as f:
        text = f.read()
    updated = splice(text, section)
    if args.check:
        if updated != text:
            print(
                "refresh_migration: compat/knowledge.json's migration section is stale; "
                "run compat/refresh_migration.py",
                file=sys.stderr,
            )
            return 1
        print("refresh_migration: the migration section matches the toolkits (%d entries)" % len(section["entries"]))
        return 0
    tmp = args.knowledge + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(updated)
    os.replace(tmp, args.knowledge)
    print("refresh_migration: %d entries" % len(section["entries"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
