"""Differential test: cudacompat's PEP 508 parser (through tests/requirements/pep508_oracle) against
packaging.requirements.Requirement, the parser pip uses.

Strings: real-world requirements (written below, from RAPIDS, PyTorch, JAX, CuPy and NVIDIA's
wheels, plus every Requires-Dist of the distributions installed beside this Python), strings built
from the grammar's pieces (valid and invalid ones), and random edits of those. Deterministic: a
fixed seed. For each string both must accept or both refuse; when both accept, the name, the
normalised name, the extras (in order), the URL, the specifier (without whitespace, and as a
SpecifierSet) and the marker (as packaging parses our marker text) must agree.

Left out, as the parser documents (tool/pin/pep508_tokens.h): `\\N{NAME}` escapes in marker
strings (the parser does not carry Unicode's character names) and non-ASCII letters inside `~=`
versions; markers nested deeper than 100 parentheses (Python itself stops near 1000).

Fails on any disagreement (naming the first ones); skipped where `packaging` is missing.

A pytest module (tests/requirements/CMakeLists.txt runs it with --case-arg oracle=PEP508_ORACLE;
--case-arg count=N asks N generated strings, and as many edits, instead of 2500).
"""

import importlib.metadata
import json
import random
import subprocess

import pytest
from case_checks import expect

packaging = pytest.importorskip(
    "packaging", reason="Python's packaging is not installed (ci/install-python-deps.sh installs it)"
)
from packaging.markers import InvalidMarker, Marker  # noqa: E402
from packaging.requirements import InvalidRequirement, Requirement  # noqa: E402
from packaging.specifiers import SpecifierSet  # noqa: E402
from packaging.utils import canonicalize_name  # noqa: E402

REAL_WORLD = [
    "cuda-python>=12.0,<13.0a0",
    "cuda-python>=12.6.2,<13.0a0",
    "cupy-cuda12x>=12.0.0",
    "cupy-cuda11x>=12.0.0; platform_machine=='x86_64'",
    "cuda-toolkit[cublas,cudart,nvrtc]==12.*",
    'nvidia-cublas-cu12==12.4.5.8; platform_system == "Linux" and platform_machine == "x86_64"',
    "nvidia-cuda-runtime-cu12==12.4.127 ; platform_system == 'Linux' and platform_machine == 'x86_64'",
    'nvidia-cudnn-cu12==9.1.0.70; platform_system == "Linux" and platform_machine == "x86_64"',
    'nvidia-nccl-cu12==2.21.5; platform_system == "Linux" and platform_machine == "x86_64"',
    'triton==3.1.0; platform_system == "Linux" and platform_machine == "x86_64" and python_version < "3.13"',
    "torch>=2.4,<2.6",
    "torch @ https://download.pytorch.org/whl/cu124/torch-2.5.1%2Bcu124-cp311-cp311-linux_x86_64.whl",
    "jax[cuda12]>=0.4.30",
    "jax-cuda12-plugin[with-cuda]>=0.4.30,<=0.4.35; extra == 'cuda12'",
    "jaxlib (>=0.4.30, <0.5)",
    "numba-cuda>=0.0.13,<0.0.18",
    "numba>=0.59.1,<0.61.0a0",
    "numpy>=1.23,<3.0a0",
    "pylibraft-cu12==24.12.*,>=0.0.0a0",
    "rmm-cu12==24.12.*,>=0.0.0a0",
    "cudf-cu12==24.12.*,>=0.0.0a0",
    "libcudf-cu12==24.12.*,>=0.0.0a0",
    "pynvjitlink-cu12>=0.0.0a0",
    "nvidia-nvcomp-cu12==4.1.0.6",
    "cuda-bindings~=12.8",
    "cuda-core[cu12]>=0.1",
    "pyarrow>=14.0.0,<19.0.0a0",
    "typing_extensions>=4.0.0",
    "importlib-metadata; python_version < '3.8'",
    'tomli>=1.1.0; python_version<"3.11"',
    "pywin32>=226; sys_platform == 'win32'",
    'colorama; platform_system == "Windows"',
    'dataclasses; python_version == "3.6"',
    "requests[security,socks] >= 2.8.1, == 2.8.*",
    "name@http://foo.com",
    "name [fred,bar] @ http://foo.com ; python_version=='2.7'",
    "name[quux, strange];python_version<'2.7' and platform_version=='2'",
    "name; os_name=='a' or os_name=='b'",
    "name; os_name=='a' and os_name=='b' or os_name=='c'",
    "name; os_name=='a' and (os_name=='b' or os_name=='c')",
    "name; os_name=='a' or os_name=='b' and os_name=='c'",
    "name; (os_name=='a' or os_name=='b') and os_name=='c'",
    "A",
    "A.B-C_D",
    "aa",
    "name",
    "name<=1",
    "name>=3",
    "name>=3,<2",
    "name>=3,",
    "name===arbitrarystring",
    "pip @ https://github.com/pypa/pip/archive/1.3.1.zip#sha1=da9234ee9982d4bbb3c72346a6de940a148ea686",
    'pytest-cov; extra == "test"',
    "sphinx>=7; extra == 'docs'",
    "cupy-cuda12x[ctk]>=13.0; sys_platform == 'linux' and 'aarch64' not in platform_machine",
    "tensorrt-cu12==10.7.0; python_version >= \"3.8\" and implementation_name == 'cpython'",
    "nvidia-cuda-nvcc-cu12>=12.1.105; platform_python_implementation != 'PyPy'",
    "foo; python_full_version >= '3.9.0' and platform_release != '5.15'",
    "foo; os.name == 'posix' and sys.platform == 'linux' and platform.machine == 'x86_64'",
    "foo; platform.python_implementation == 'CPython' and platform.version != ''",
    "foo; python_implementation == 'CPython' and implementation_version >= '3.8'",
    "foo; extras == 'x' or dependency_groups == 'y'",
]

# Each piece of the grammar as (pieces packaging accepts, pieces it refuses); pick() takes a refused
# one now and then, so that about half the generated strings are valid.
NAMES = (
    [
        "cupy-cuda12x",
        "cuda-python",
        "nvidia-cublas-cu12",
        "Torch",
        "jax",
        "A",
        "a1",
        "Foo.Bar_baz",
        "foo_",
        "foo--bar",
        "nvidia_cuda_runtime_cu12",
        "x.y.z",
    ],
    ["foo-", "foo.", "_foo", "-foo", "é", "fooé", "foo bar", "foo$", "foo/bar"],
)
EXTRAS = (
    ["", "", "", "[]", "[cuda12]", "[cuda12,cudnn]", "[ cuda12 , cudnn ]", "[a.b-c_d]", "[A_B]", "[\ta\t]"],
    ["[a b]", "[a,]", "[,a]", "[a", "[a-]", "[_a]", "[a][b]"],
)
VERSIONS = (
    [
        "1",
        "1.0",
        "12.4.1",
        "0.11.4",
        "2!1.0",
        "v1.0",
        "V2",
        "1.0a1",
        "1.0.alpha.1",
        "1.0-beta-2",
        "1.0rc1",
        "1.0c",
        "1.0pre",
        "1.0preview3",
        "1.0.post1",
        "1.0-1",
        "1.0post",
        "1.0rev2",
        "1.0r",
        "1.0.dev0",
        "1.0-dev",
        "1.0a1.post2.dev3",
        "1.0A1",
        "1.0RC1",
        "1.0DEV",
        "1.0.0.0.0",
        "1.0a.post.dev",
        "1.0-post-1",
        "1.0_rc_1",
        "13.0a0",
        "0.0.0a0",
        "1!2.0",
    ],
    [
        "1.0+local",
        "1.0+local.1-x_y",
        "1.0+",
        "1.0+UP",
        "1.0.*",
        "1.*",
        "1.0a1.*",
        "1.0+abc.*",
        "x",
        "",
        "1..0",
        "1.0.",
        ".1",
        "1.0_",
        "1!",
        "!1",
        "1.0--1",
        "1.0alph",
        "1.0-",
        "1.0*",
        "1.0prev",
    ],
)
OPERATORS = (["==", "!=", "~=", ">=", "<=", ">", "<", "===", "== ", ">= "], ["=", "=>", "~", "<>", ""])
ARBITRARY = ["foobar", "1,2", "1,==2", "a(b", "x;y", "", "1.0", "1, >=2", "ab\tc"]
VARIABLES = (
    [
        "python_version",
        "python_full_version",
        "os_name",
        "os.name",
        "sys_platform",
        "sys.platform",
        "platform_release",
        "platform_system",
        "platform_version",
        "platform.version",
        "platform_machine",
        "platform.machine",
        "platform_python_implementation",
        "platform.python_implementation",
        "python_implementation",
        "implementation_name",
        "implementation_version",
        "extra",
        "extras",
        "dependency_groups",
    ],
    ["python_versions", "os-name", "platform_machinex", "foo", "Python_Version"],
)
MARKER_OPS = (
    ["==", "!=", "<", "<=", ">", ">=", "~=", "===", "in", "not in", "not  in", "not\tin"],
    ["=", "<>", "not", "notin", "is", "in in"],
)
VALUES = (
    [
        "3.10",
        "linux",
        "x86_64",
        "",
        "it",
        "12.4",
        "a\\x41",
        "\\u00e9",
        "\\U0001F600",
        "caf\u00e9",
        "\\\n",
        "\\q",
        "\\0",
    ],
    ["\\x4", "\\", "a\nb", "\\u00e", "\\U00110000", "a\x00b"],
)
BLANKS = ["", "", "", " ", " ", "  ", "\t", "\n", "\f", "\u00a0", "\u2003", "\r\n"]
URLS = (
    [
        "https://example.com/pkg-1.0.tar.gz",
        "file:///tmp/x.whl",
        "git+https://github.com/x/y@v1#egg=y",
        "http://x;python_version<'3'",
        "./local/dir",
    ],
    ["", "https://x/a b"],
)


def pick(rng, pieces, refused=0.04):
    valid, invalid = pieces
    return rng.choice(invalid) if rng.random() < refused else rng.choice(valid)


def blank(rng):
    return rng.choice(BLANKS) if rng.random() < 0.03 else rng.choice(["", "", " ", "  ", "\t"])


def specifier(rng):
    parts = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        op = pick(rng, OPERATORS)
        version = rng.choice(ARBITRARY) if op == "===" else pick(rng, VERSIONS)
        parts.append(op + blank(rng) + version)
    text = (blank(rng) + "," + blank(rng)).join(parts)
    if rng.random() < 0.05:
        text += ","
    if rng.random() < 0.25:
        text = "(" + blank(rng) + text + blank(rng) + (")" if rng.random() < 0.98 else "")
    return text


def quoted(rng):
    value = pick(rng, VALUES)
    quote = rng.choice(["'", '"']) if rng.random() < 0.99 else ""
    if rng.random() < 0.01:
        value += rng.choice(["'", '"'])
    return quote + value + quote


def marker(rng, depth=0):
    if depth < 3 and rng.random() < 0.2:
        inner = marker(rng, depth + 1)
        text = "(" + blank(rng) + inner + blank(rng) + (")" if rng.random() < 0.98 else "")
    else:
        left = pick(rng, VARIABLES) if rng.random() < 0.6 else quoted(rng)
        right = quoted(rng) if rng.random() < 0.8 else pick(rng, VARIABLES)
        op = pick(rng, MARKER_OPS)
        space = " " if op[0].isalpha() else blank(rng)
        text = left + space + op + (" " if op[-1].isalpha() else blank(rng)) + right
    if rng.random() < 0.3:
        text += " " + pick(rng, (["and", "or"], ["xor", "AND", "andor"])) + " " + marker(rng, depth + 1)
    return text


def requirement(rng):
    text = blank(rng) + pick(rng, NAMES) + blank(rng) + pick(rng, EXTRAS) + blank(rng)
    if rng.random() < 0.1:
        text += "@" + blank(rng) + pick(rng, URLS)
        if rng.random() < 0.4:
            text += rng.choice([" ", "", "\t "]) + ";" + blank(rng) + marker(rng)
    else:
        if rng.random() < 0.8:
            text += specifier(rng)
        if rng.random() < 0.4:
            text += blank(rng) + ";" + blank(rng) + marker(rng)
    return text + blank(rng)


EDIT_CHARACTERS = list(" \t,;()[]@<>=!~.*+-_'\"\\azAZ09\n") + ["and", "or", "in", "not", "==", ".*", "é"]


def mutate(rng, text):
    for _ in range(rng.choice([1, 1, 2, 3])):
        position = rng.randrange(len(text) + 1)
        action = rng.random()
        if action < 0.35 and text:
            text = text[:position] + text[position + 1 :]
        elif action < 0.8:
            text = text[:position] + rng.choice(EDIT_CHARACTERS) + text[position:]
        elif text:
            end = min(len(text), position + rng.randrange(1, 6))
            text = text[:position] + text[position:end] * 2 + text[end:]
    return text


def installed_requirements():
    """Every Requires-Dist of the distributions installed beside this Python: real-world strings."""
    found = []
    for distribution in importlib.metadata.distributions():
        found.extend(distribution.metadata.get_all("Requires-Dist") or [])
    return found


def corpus(count):
    rng = random.Random(508)
    strings = REAL_WORLD + installed_requirements()
    generated = [requirement(rng) for _ in range(count)]
    strings += generated
    strings += [mutate(rng, rng.choice(REAL_WORLD + generated)) for _ in range(count)]
    strings += ["foo; " + "(" * 50 + "os_name == 'a'" + ")" * 50, "", " ", "\x00", "foo\x00", "foo @"]
    return list(dict.fromkeys(strings))  # the first occurrence of each, in a stable order


def packaging_parts(text):
    """packaging's Requirement for `text`, or None when packaging refuses it. Only packaging's
    public API: its private parser changed shape between 26.x releases."""
    try:
        return Requirement(text)
    except InvalidRequirement:
        return None


def specifier_strings(specifier_set):
    """The specifiers of a SpecifierSet, each as packaging writes it, as a sorted list."""
    return sorted(str(specifier) for specifier in specifier_set)


def disagreement(text, ours, theirs):
    """Why our result and packaging's differ, or None when they agree."""
    if ours is None and theirs is None:
        return None
    if ours is None:
        return "packaging accepts it, we refuse it"
    if theirs is None:
        return f"packaging refuses it, we accept it as {ours}"
    expected = {
        "name": theirs.name,
        "normalized_name": canonicalize_name(theirs.name),
        "extras": sorted(theirs.extras),
        "url": theirs.url or "",
    }
    mine = dict(ours, extras=sorted(set(ours["extras"])))
    for key, value in expected.items():
        if mine[key] != value:
            return f"{key}: ours {mine[key]!r}, packaging {value!r}"
    try:
        our_specifiers = SpecifierSet(ours["specifier"])
    except ValueError as error:
        return f"specifier: ours {ours['specifier']!r} is not a specifier set for packaging ({error})"
    if specifier_strings(our_specifiers) != specifier_strings(theirs.specifier):
        return f"specifier: ours {ours['specifier']!r}, packaging {str(theirs.specifier)!r}"
    if bool(ours["marker"]) != (theirs.marker is not None):
        return f"marker: ours {ours['marker']!r}, packaging {theirs.marker!r}"
    try:
        our_marker = Marker(ours["marker"]) if ours["marker"] else None
    except InvalidMarker as error:
        return f"marker: ours {ours['marker']!r} is not a marker for packaging ({error})"
    if theirs.marker is not None and str(our_marker) != str(theirs.marker):
        return f"marker: ours {ours['marker']!r}, packaging {str(theirs.marker)!r}"
    return None


def test_pep508_agrees_with_packaging(case_arg):
    strings = corpus(int(case_arg("count", "2500")))
    stdin = "".join(json.dumps(text) + "\n" for text in strings)
    result = subprocess.run([case_arg("oracle")], input=stdin, capture_output=True, text=True, check=False)
    expect(result.returncode == 0, f"pep508: the oracle failed ({result.returncode}): {result.stderr}")
    lines = result.stdout.splitlines()
    expect(len(lines) == len(strings), f"pep508: the oracle answered {len(lines)} lines for {len(strings)} strings")

    problems = []
    accepted = 0
    for text, line in zip(strings, lines):
        ours = json.loads(line[3:]) if line.startswith("OK ") else None
        theirs = packaging_parts(text)
        accepted += theirs is not None
        why = disagreement(text, ours, theirs)
        if why:
            problems.append((text, why, line))
    print(
        f"pep508: {len(strings)} strings compared ({accepted} valid, {len(strings) - accepted} invalid, "
        f"packaging {packaging.__version__}), {len(problems)} disagreements"
    )
    expect(
        not problems,
        f"{len(problems)} disagreements with packaging, the first ones:\n"
        + "\n".join(f"  {text!r}: {why}\n    oracle: {line}" for text, why, line in problems[:25]),
    )
