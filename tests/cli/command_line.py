"""What the pytest modules of tests/cli share: running the tool, the same command in several
orders, the usage error of a refused command line, and skipping a subcommand a build lacks.

Each module is named after the source of tool/cli it tests (ci/test_mirror.py): test_pin_command.py
tests pin_command.cpp, test_report_output.py report_output.cpp, and so on.
"""

import base64
import hashlib
import json
import os
import zipfile

import pytest
from case_checks import expect, run


def run_tool(tool, *args, env=None, cwd=None):
    """(exit code, stdout, stderr) of `cudacompat ARGS`."""
    result = run([tool, *args], timeout=120, env=env, cwd=cwd)
    return result.returncode, result.stdout, result.stderr


def same_in_every_order(label, tool, orders, normalize=lambda out: out, expect_code=None):
    """Runs each argument list of `orders`; all must agree on exit code and normalized stdout."""
    results = [run_tool(tool, *args) for args in orders]
    codes = {code for code, _, _ in results}
    expect(
        len(codes) == 1,
        f"{label}: exit codes differ by order: "
        + "; ".join(f"{' '.join(a)} -> {c} ({e.strip()[:200]})" for a, (c, _, e) in zip(orders, results)),
    )
    code = codes.pop()
    expect(
        expect_code is None or code == expect_code,
        f"{label}: exit {code}, expected {expect_code}: {results[0][2].strip()[:300]}",
    )
    answers = [normalize(out) for _, out, _ in results]
    expect(all(answer == answers[0] for answer in answers), f"{label}: the output differs by order")
    print(f"ok: {label} ({len(orders)} orders, exit {code})")
    return results[0]


def usage_error(label, tool, args, says):
    """`cudacompat ARGS` must exit 2 saying `says` (on stdout or stderr); its (stdout, stderr)."""
    code, out, err = run_tool(tool, *args)
    expect(
        code == 2 and says in out + err,
        f"{label}: {' '.join(args)} -> exit {code}, expected 2 saying {says!r}: {(out + err)[:300]}",
    )
    print(f"ok: {label}")
    return out, err


def refused_leaving_input(label, tool, args, says, path):
    """usage_error(label, tool, args, says) for a command told to write over its input `path`,
    which must keep its size: the refusal comes before anything is written."""
    before = os.path.getsize(path)
    out, err = usage_error(label, tool, args, says)
    expect(os.path.getsize(path) == before, f"{label}: {args[0]} wrote over its input {path}")
    return out, err


def needs_subcommand(tool, name):
    """The subcommands a build has depend on its options (CUDACOMPAT_BUILD_AUDIT)."""
    if f"  {name} " not in run_tool(tool, "--help")[1]:
        pytest.skip(f"this build of cudacompat has no `{name}` subcommand")


def write_file(folder, name, text):
    """folder/name with `text` in it; its path."""
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


def requirements_file(scratch):
    """A requirements.txt with one CUDA entry, for the commands that read one."""
    return write_file(scratch, "requirements.txt", "cuda-python>=12\n")


def json_of(label, out):
    """stdout that must be one JSON document: the document."""
    try:
        return json.loads(out)
    except ValueError:
        pytest.fail(f"{label}: stdout is not JSON: {out[:300]!r}")


def pure_wheel(folder, name="tiny", version="1.0"):
    """A real pure-Python wheel (no binaries, so no GPU code and no CUDA library): its path. The
    commands that take wheels read it in milliseconds; what they say of it is the null case."""
    files = {
        f"{name}/__init__.py": b"VALUE = 1\n",
        f"{name}-{version}.dist-info/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode(),
        f"{name}-{version}.dist-info/WHEEL": b"Wheel-Version: 1.0\nGenerator: tests/cli\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n",
    }
    record = [f"{member},sha256={digest(data)},{len(data)}" for member, data in files.items()]
    record.append(f"{name}-{version}.dist-info/RECORD,,")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{name}-{version}-py3-none-any.whl")
    with zipfile.ZipFile(path, "w") as wheel:
        for member, data in files.items():
            wheel.writestr(member, data)
        wheel.writestr(f"{name}-{version}.dist-info/RECORD", "\n".join(record) + "\n")
    return path


def digest(data):
    """A RECORD line's hash: sha256, urlsafe base64 without padding (PEP 376, PEP 427)."""
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
