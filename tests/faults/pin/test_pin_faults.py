#!/usr/bin/env python3
"""Hostile files for `cudacompat pin` and `pin --check`, as someone who controls a pull request's
files would write them: YAML aliases that multiply, TOML keys nested 50,000 deep, FIFOs where a file
is read, outputs that are links, devices or inputs, conda records that are not JSON, a `-r` naming a
private file. Each case asserts the exit code, a message, its time and its peak resident memory
(wait4's ru_maxrss of the tool itself, under an address-space limit so that a regression fails
instead of taking the machine), and that nothing else in its scratch tree changed.

A pytest module: a test per case, test_<case name> (tests/faults/pin/CMakeLists.txt runs each with
--cudacompat; its names come from `--list`). The same cases from the command line, for the table
and the fuzz seeds:

  test_pin_faults.py --cli build/bin/cudacompat --work DIR [--case NAME]
  test_pin_faults.py ... --table docs/faults-pin.md   # also write the table of cases and results
  test_pin_faults.py ... --corpus fuzz/corpus         # also write each case's dependency file as a
                                                      # seed of fuzz_pin_readers
Exit 0 when every case passes, 77 when every case asked for was skipped.
"""

import argparse
import json
import os
import resource
import shutil
import stat
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "support"))
from case_checks import Skip, expect, skip  # noqa: E402
from measured_run import run_measured  # noqa: E402
from tree_state import tree_state  # noqa: E402

CASES = []
# No case needs more than this; a regression to the old 5 GB fails with bad_alloc instead.
ADDRESS_SPACE_LIMIT = 2 << 30
# The tool's own resident memory on a trivial check is ~10 MB; every case stays within this.
MAX_RSS_MB = 64
MAX_SECONDS = 10
CUDA = ["--cuda", "12.4"]
# fuzz_pin_readers picks the file name from the first byte (fuzz/fuzz_pin_readers.cpp's kNames).
FUZZ_NAMES = [
    "requirements.txt",
    "constraints.txt",
    "pyproject.toml",
    "Cargo.toml",
    "Cargo.lock",
    "environment.yml",
    "recipe.yaml",
    "meta.yaml",
]


def case(name, what, expect):
    def register(function):
        CASES.append((name, what, expect, function))
        return function

    return register


# ---- shapes --------------------------------------------------------------------------------------


def yaml_alias_bomb(levels=9, fan_out=9):
    """A list of `fan_out` aliases of the list before, `levels` deep: fan_out**levels nodes once
    expanded, in a few hundred bytes ("billion laughs")."""
    names = "abcdefghijklmnopqrstuvwxyz"
    lines = ["x: &a [" + ", ".join(["cuda-version"] * fan_out) + "]"]
    for level in range(1, levels):
        lines.append(
            f"{names[level]}{names[level]}: &{names[level]} [" + ",".join([f"*{names[level - 1]}"] * fan_out) + "]"
        )
    return lines, f"*{names[levels - 1]}"


def meta_yaml_bomb():
    anchors, last = yaml_alias_bomb()
    return (
        "package: {name: x, version: 1}\nbomb:\n"
        + "".join(f"  {line}\n" for line in anchors)
        + f"requirements:\n  run: {last}\n"
    ).encode()


def recipe_yaml_bomb():
    anchors, last = yaml_alias_bomb()
    return (
        "package: {name: x, version: 1}\ncontext:\n"
        + "".join(f"  {line}\n" for line in anchors)
        + f"requirements:\n  host: {last}\n"
    ).encode()


def environment_yml_bomb():
    anchors, last = yaml_alias_bomb()
    return (
        "name: x\nchannels: [conda-forge]\nanchors:\n"
        + "".join(f"  {line}\n" for line in anchors)
        + f"dependencies: {last}\n"
    ).encode()


DEEP = 50000


def pyproject_deep_dotted_key():
    return b'[project]\nname = "x"\nversion = "1"\n' + b"a" + b".a" * DEEP + b" = 1\n"


def cargo_deep_table_header():
    return b'[package]\nname = "x"\nversion = "0.1.0"\n\n[' + b"a." * DEEP + b"a]\nb = 1\n"


def cargo_deep_inline_tables():
    """Dotted keys inside inline tables: each level 100 parts, 200 levels (toml++ allows 256)."""
    key = b".".join([b"k"] * 100)
    return (
        b'[package]\nname = "x"\nversion = "0.1.0"\n[dependencies]\n'
        + b"x = "
        + (b"{" + key + b" = ") * 200
        + b"1"
        + b"}" * 200
        + b"\n"
    )


def pyproject_quoted_key_of_dots():
    """A quoted key holding 5,000 dots is one key part: not nested, and read."""
    return (
        b'[project]\nname = "x"\nversion = "1"\ndependencies = ["nvidia-cuda-runtime-cu12>=12.4,<13"]\n'
        b'[tool.x]\n"' + b"a." * 5000 + b'a" = 1\n'
    )


SECRET = "root:$6$SALTSALT$VERYSECRETHASHVERYSECRETHASHVERYSECRETHASH:19000:0:99999:7:::"


# ---- the cases ----------------------------------------------------------------------------------
# Each function gets (ctx) and returns (args, expect): args after the program name; expect holds
# code (exit), out / err / any (substrings of stdout, stderr, either), absent (in neither),
# writes (paths it may create or change), check (a function of (ctx, stdout) returning a problem or
# None), seed (a dependency file to copy into the fuzz corpus).


@case(
    "meta_yaml_of_nested_aliases_is_refused_in_bounded_memory",
    "a 500-byte meta.yaml of aliases nested 9 deep, 9 wide (387 million nodes once expanded)",
    "exit 2 naming meta.yaml:line and the 100000-node limit",
)
def _(ctx):
    path = ctx.write("meta.yaml", meta_yaml_bomb())
    return ["pin", "--check", *CUDA, path], dict(
        code=2, any="more than 100000 nodes, counting each alias", any2="meta.yaml:", seed=path
    )


@case(
    "recipe_yaml_of_nested_aliases_is_refused_in_bounded_memory",
    "the same aliases in a rattler-build recipe.yaml",
    "exit 2 naming recipe.yaml:line and the limit",
)
def _(ctx):
    path = ctx.write("recipe.yaml", recipe_yaml_bomb())
    return ["pin", "--check", *CUDA, path], dict(
        code=2, any="more than 100000 nodes, counting each alias", any2="recipe.yaml:", seed=path
    )


@case(
    "environment_yml_of_nested_aliases_is_refused_in_bounded_memory",
    "the same aliases as an environment.yml's dependencies",
    "exit 2 naming environment.yml:line and the limit",
)
def _(ctx):
    path = ctx.write("environment.yml", environment_yml_bomb())
    return ["pin", "--check", *CUDA, path], dict(
        code=2, any="more than 100000 nodes, counting each alias", any2="environment.yml:", seed=path
    )


@case(
    "environment_yml_of_two_million_plain_items_is_refused_in_bounded_memory",
    "a 20 MB environment.yml listing `- numpy` 2,000,000 times (no aliases)",
    "exit 2 at the line where the count passes 100,000, before any tree is built",
)
def _(ctx):
    path = ctx.write("environment.yml", b"dependencies:\n" + b"  - numpy\n" * 2000000)
    return ["pin", "--check", *CUDA, path], dict(code=2, any="environment.yml:99999: the YAML holds more than 100000")


@case(
    "yaml_flow_lists_nested_100000_deep_are_an_error_not_a_crash",
    "an environment.yml whose dependencies are [[[[...]]]] 100,000 deep",
    "exit 2: yaml-cpp's own nesting limit (500), named as such at its line and column",
)
def _(ctx):
    path = ctx.write("environment.yml", b"dependencies: " + b"[" * 100000 + b"]" * 100000 + b"\n")
    return ["pin", "--check", *CUDA, path], dict(code=2, any="collections nested more than 500 deep", seed=path)


@case(
    "toml_arrays_nested_100000_deep_are_an_error_not_a_crash",
    "a pyproject.toml whose dependencies are [[[[...]]]] 100,000 deep",
    "exit 2: toml++'s limit of 256 nested values, as a malformed TOML error",
)
def _(ctx):
    path = ctx.write("pyproject.toml", b"[project]\ndependencies = " + b"[" * 100000 + b"]" * 100000 + b"\n")
    return ["pin", "--check", *CUDA, path], dict(code=2, any="pyproject.toml:2: malformed TOML", seed=path)


@case(
    "marker_parentheses_nested_100000_deep_are_an_error_not_a_crash",
    "a requirement whose environment marker nests 100,000 parentheses",
    "exit 2: the PEP 508 parser's limit of 100, at its line and column",
)
def _(ctx):
    path = ctx.write("requirements.txt", b"numpy; " + b"(" * 100000 + b"python_version > '3'" + b")" * 100000 + b"\n")
    return ["pin", "--check", *CUDA, path], dict(
        code=2, any="requirements.txt:1: expected at most 100 nested", seed=path
    )


@case(
    "pyproject_dotted_key_50000_deep_is_refused",
    "a pyproject.toml key a.a.a... of 50,000 parts (toml++ overflowed the stack)",
    "exit 2 naming pyproject.toml:4 and the 128-level limit",
)
def _(ctx):
    path = ctx.write("pyproject.toml", pyproject_deep_dotted_key())
    return ["pin", "--check", *CUDA, path], dict(code=2, any="pyproject.toml:4: keys nest tables", seed=path)


@case(
    "cargo_table_header_50000_deep_is_refused",
    "a Cargo.toml table header [a.a.a...] of 50,000 parts",
    "exit 2 naming Cargo.toml:5 and the limit",
)
def _(ctx):
    path = ctx.write("Cargo.toml", cargo_deep_table_header())
    return ["pin", "--check", *CUDA, path], dict(code=2, any="Cargo.toml:5: keys nest tables", seed=path)


@case(
    "cargo_dotted_keys_in_nested_inline_tables_are_refused",
    "a Cargo.toml dependency of 200 nested inline tables, each keyed by 100 dotted parts",
    "exit 2: the depth counts inline tables and their keys together",
)
def _(ctx):
    path = ctx.write("Cargo.toml", cargo_deep_inline_tables())
    return ["pin", "--check", *CUDA, path], dict(code=2, any="keys nest tables", seed=path)


@case(
    "quoted_key_holding_dots_is_one_part_and_read",
    'a pyproject.toml key "a.a.a..." quoted, with 5,000 dots in it',
    "exit 0: one key, not 5,001 tables",
)
def _(ctx):
    path = ctx.write("pyproject.toml", pyproject_quoted_key_of_dots())
    return ["pin", "--check", *CUDA, path], dict(code=0, out="1 CUDA entries", seed=path)


@case(
    "fifo_named_as_a_file_to_check_is_refused",
    "requirements.txt is a FIFO (named pipe)",
    "exit 2 at once: not a regular file",
)
def _(ctx):
    path = ctx.fifo("requirements.txt")
    return ["pin", "--check", *CUDA, path], dict(code=2, any="FIFO")


@case(
    "fifo_included_with_r_is_refused",
    "requirements.txt holds `-r pipe.txt`, a FIFO",
    "exit 2 at once naming the -r line and the FIFO",
)
def _(ctx):
    ctx.fifo("pipe.txt")
    path = ctx.write("requirements.txt", b"cuda-python>=12.4,<13\n-r pipe.txt\n")
    return ["pin", "--check", *CUDA, path], dict(code=2, any="cannot follow '-r pipe.txt'", any2="FIFO", seed=path)


@case(
    "fifo_as_metadata_under_env_is_refused",
    "an environment whose foo-1.0.dist-info/METADATA is a FIFO",
    "exit 2 at once naming the METADATA",
)
def _(ctx):
    site = ctx.mkdirs("env/lib/python3.11/site-packages/foo-1.0.dist-info")
    ctx.fifo(os.path.join(site, "METADATA"))
    return ["pin", *CUDA, "--env", ctx.path("env")], dict(code=2, any="METADATA is a FIFO")


@case(
    "fifo_as_dist_info_under_env_is_refused",
    "an environment whose bar-1.0.dist-info is itself a FIFO",
    "exit 2 at once naming it",
)
def _(ctx):
    site = ctx.mkdirs("env/lib/python3.11/site-packages")
    ctx.fifo(os.path.join(site, "bar-1.0.dist-info"))
    return ["pin", *CUDA, "--env", ctx.path("env")], dict(code=2, any="bar-1.0.dist-info is a FIFO")


@case(
    "fifo_as_conda_record_is_refused",
    "an environment whose conda-meta/x-1.0-0.json is a FIFO",
    "exit 2 at once naming it",
)
def _(ctx):
    ctx.mkdirs("env/conda-meta")
    ctx.fifo("env/conda-meta/x-1.0-0.json")
    return ["pin", *CUDA, "--env", ctx.path("env")], dict(code=2, any="x-1.0-0.json is a FIFO")


@case("fifo_as_probe_report_is_refused", "pin --probe names a FIFO", "exit 2 at once")
def _(ctx):
    path = ctx.fifo("cudacompat-probe.json")
    return ["pin", "--probe", path], dict(code=2, err="FIFO")


@case("fifo_as_output_is_refused", "pin -o names a FIFO", "exit 2 at once; the FIFO is left as it is")
def _(ctx):
    path = ctx.fifo("pins.txt")
    return ["pin", *CUDA, "-o", path], dict(code=2, err="is a FIFO")


@case(
    "output_that_is_a_symlink_is_refused",
    "pin -o names a symbolic link to another file",
    "exit 2; the link and the file it names are unchanged",
)
def _(ctx):
    ctx.write("elsewhere.txt", b"not to be replaced\n")
    os.symlink("elsewhere.txt", ctx.path("pins.txt"))
    return ["pin", *CUDA, "-o", ctx.path("pins.txt")], dict(code=2, err="is a symbolic link")


@case(
    "output_that_is_a_device_is_refused",
    "pin -o names a character device (a copy of /dev/null)",
    "exit 2; the device is left as it is",
)
def _(ctx):
    path = ctx.path("null")
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except OSError as e:
        raise Skip(f"cannot make a device node here: {e}")
    return ["pin", *CUDA, "-o", path], dict(code=2, err="is a character device")


@case(
    "output_that_is_the_probe_report_read_is_refused",
    "pin --probe report.json -o report.json",
    "exit 2; the report is unchanged",
)
def _(ctx):
    path = ctx.write("report.json", b'{"toolkit": {"version": {"value": "12.4.131"}}}\n')
    return ["pin", "--probe", path, "-o", path], dict(code=2, err="is the input")


@case(
    "output_hard_link_to_an_input_is_refused",
    "pin -o names a hard link of its --probe report",
    "exit 2: found by device and inode",
)
def _(ctx):
    path = ctx.write("report.json", b'{"toolkit": {"version": {"value": "12.4.131"}}}\n')
    os.link(path, ctx.path("link.json"))
    return ["pin", "--probe", path, "-o", ctx.path("link.json")], dict(code=2, err="is the input")


@case(
    "matrix_output_that_is_a_symlink_is_refused",
    "matrix -o names a symbolic link",
    "exit 2; the link and its target unchanged",
)
def _(ctx):
    ctx.write("elsewhere.json", b"{}\n")
    os.symlink("elsewhere.json", ctx.path("matrix.json"))
    return ["matrix", "--cuda", "12.4", "-o", ctx.path("matrix.json")], dict(code=2, err="is a symbolic link")


@case(
    "output_is_written_whole_as_a_new_regular_file",
    "pin -o a new file in a new directory",
    "exit 0; a regular file with the pins, nothing else left beside it",
)
def _(ctx):
    path = ctx.path("out/pins.txt")

    def written(ctx, out):
        info = os.lstat(path)
        with open(path) as f:
            text = f.read()
        if not stat.S_ISREG(info.st_mode) or "nvidia-cuda-runtime" not in text:
            return f"{path} is not a regular file with the pins"
        return None

    return ["pin", *CUDA, "-o", path], dict(code=0, writes=["out", "out/pins.txt"], check=written)


@case(
    "conda_record_that_is_not_json_is_an_error",
    "an environment's conda-meta/cuda-version-12.4-0.json holds '{'",
    "exit 2 naming the record",
)
def _(ctx):
    ctx.mkdirs("env/conda-meta")
    ctx.write("env/conda-meta/cuda-version-12.4-0.json", b"{")
    return ["pin", *CUDA, "--env", ctx.path("env")], dict(code=2, any="cuda-version-12.4-0.json: not a conda record")


@case(
    "conda_record_without_a_version_is_an_error",
    "a conda-meta record with a name and no version",
    "exit 2 naming the record",
)
def _(ctx):
    ctx.mkdirs("env/conda-meta")
    ctx.write("env/conda-meta/cuda-cudart-12.4.127-0.json", b'{"name": "cuda-cudart", "files": []}')
    return ["pin", *CUDA, "--env", ctx.path("env")], dict(code=2, any='expected an object with "name" and')


@case(
    "conda_records_are_read_as_entries",
    "conda-meta records of cuda-version and cuda-cudart 12.4",
    "exit 0; both are CUDA entries of the check (name and version from the JSON)",
)
def _(ctx):
    ctx.mkdirs("env/conda-meta")
    ctx.write(
        "env/conda-meta/cuda-version-12.4-h3060b56_3.json",
        json.dumps({"name": "cuda-version", "version": "12.4", "build": "h3060b56_3"}).encode(),
    )
    ctx.write(
        "env/conda-meta/cuda-cudart-12.4.127-he02047a_2.json",
        json.dumps({"name": "cuda-cudart", "version": "12.4.127", "files": ["lib/libcudart.so.12"]}).encode(),
    )

    def two_entries(ctx, out):
        entries = json.loads(out)["entries"]
        return None if entries == 2 else f"{entries} CUDA entries, expected 2"

    return ["pin", *CUDA, "--env", ctx.path("env"), "--json"], dict(code=0, check=two_entries)


@case(
    "r_naming_a_private_file_quotes_a_short_excerpt_only",
    "requirements.txt holds `-r` of a shadow-like file (5 lines of password hashes)",
    "exit 2: 'not a requirements file' with at most 24 characters of it; no hash in the output",
)
def _(ctx):
    secret = ctx.write("shadow", ("\n".join([SECRET] * 5) + "\n").encode())
    path = ctx.write("requirements.txt", f"-r {secret}\n".encode())
    # The seed names the real file: the fuzz target then reads it as this case's tool did.
    return ["pin", "--check", *CUDA, path], dict(
        code=2, any="not a requirements file", absent="VERYSECRETHASH", seed=("requirements.txt", b"-r /etc/shadow\n")
    )


# ---- the runner -----------------------------------------------------------------------------------


class Context:
    def __init__(self, work):
        self.work = work

    def path(self, name):
        return os.path.join(self.work, name)

    def write(self, name, data):
        path = self.path(name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def mkdirs(self, name):
        path = self.path(name)
        os.makedirs(path, exist_ok=True)
        return path

    def fifo(self, name):
        path = self.path(name)
        os.mkfifo(path)
        return path


def limit_address_space():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_LIMIT, ADDRESS_SPACE_LIMIT))


def run_fault(cli, work_root, entry, corpus):
    name, what, expect_text, build = entry
    work = os.path.join(work_root, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    ctx = Context(work)
    try:
        args, expect = build(ctx)
    except Skip as skipped:
        shutil.rmtree(work, ignore_errors=True)
        return dict(name=name, what=what, expect=expect_text, skipped=str(skipped), problems=[])
    before = tree_state(work)
    start = time.monotonic()
    # A FIFO that the tool opened and waited on would hang it: the timeout turns that into a failure.
    result, rss_mb = run_measured([cli] + args, timeout=30, preexec_fn=limit_address_space)
    seconds = time.monotonic() - start
    after = tree_state(work)
    out = result.stdout.decode("utf-8", errors="replace")
    err = result.stderr.decode("utf-8", errors="replace")
    problems = []
    if result.returncode != expect["code"]:
        problems.append(f"exit {result.returncode}, expected {expect['code']}")
    for stream_name, stream in (("stdout", result.stdout), ("stderr", result.stderr)):
        try:
            stream.decode("utf-8", errors="strict")
        except UnicodeDecodeError as e:
            problems.append(f"{stream_name} is not valid UTF-8: {e}")
    if "out" in expect and expect["out"] not in out:
        problems.append(f"stdout lacks {expect['out']!r}")
    if "err" in expect and expect["err"] not in err:
        problems.append(f"stderr lacks {expect['err']!r}")
    for key in ("any", "any2"):
        if key in expect and expect[key] not in out + err:
            problems.append(f"neither stdout nor stderr holds {expect[key]!r}")
    if "absent" in expect and expect["absent"] in out + err:
        problems.append(f"the output holds {expect['absent']!r}")
    if seconds > MAX_SECONDS:
        problems.append(f"took {seconds:.1f} s, more than {MAX_SECONDS} s")
    if rss_mb > MAX_RSS_MB:
        problems.append(f"peak resident memory {rss_mb:.0f} MB, more than {MAX_RSS_MB} MB")
    allowed = {os.fsencode(p) for p in expect.get("writes", [])}
    created = sorted(set(after) - set(before) - allowed)
    changed = sorted(p for p in set(before) & set(after) if before[p] != after[p] and p not in allowed)
    removed = sorted(set(before) - set(after))
    if created or changed or removed:
        problems.append(
            f"wrote where it should not: created {created[:3]}, changed {changed[:3]}, removed {removed[:3]}"
        )
    if "check" in expect and result.returncode == expect["code"]:
        problem = expect["check"](ctx, out)
        if problem:
            problems.append(problem)
    if corpus and "seed" in expect:
        save_seed(corpus, name, expect["seed"])
    shutil.rmtree(work, ignore_errors=True)
    lines = [line.strip() for line in (err + out).splitlines()]
    message = next(
        (line for line in lines if line.startswith(("error:", "cudacompat "))),
        next((line for line in lines if ": " in line), ""),
    ).replace(work + "/", "")
    return dict(
        name=name,
        what=what,
        expect=expect_text,
        problems=problems,
        code=result.returncode,
        seconds=seconds,
        rss=rss_mb,
        message=message,
        command=" ".join(args).replace(work + "/", ""),
    )


def save_seed(corpus, name, path):
    """The case's dependency file (or a (file name, bytes) pair) as a seed of fuzz_pin_readers: its
    first byte picks the file name."""
    if isinstance(path, tuple):
        path, data = path
    else:
        with open(path, "rb") as f:
            data = f.read()
    directory = os.path.join(corpus, "fuzz_pin_readers")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, f"fault-{name}"), "wb") as out:
        out.write(bytes([FUZZ_NAMES.index(os.path.basename(path))]) + data)


def _test_of(entry):
    """The pytest test of one case: every problem run_fault finds fails it, a Skip skips it."""

    def test(tool, scratch):
        result = run_fault(tool, scratch, entry, None)
        if "skipped" in result:
            skip(result["skipped"])
        expect(
            not result["problems"], f"{entry[0]} ({entry[1]}; expected {entry[2]}): " + "; ".join(result["problems"])
        )

    test.__doc__ = f"{entry[1]}: {entry[2]}"
    return test


for _entry in CASES:
    globals()[f"test_{_entry[0]}"] = _test_of(_entry)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli")
    parser.add_argument("--work")
    parser.add_argument("--case", action="append", help="run only these cases")
    parser.add_argument("--table", help="write the markdown table of cases and results here")
    parser.add_argument("--corpus", help="write each case's dependency file into this fuzz corpus folder")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    if args.list:
        for name, _, _, _ in CASES:
            print(name)
        return 0
    if not (args.cli and args.work):
        parser.error("--cli and --work are needed")
    os.makedirs(args.work, exist_ok=True)
    selected = [c for c in CASES if not args.case or c[0] in args.case]
    results = [run_fault(os.path.abspath(args.cli), os.path.abspath(args.work), c, args.corpus) for c in selected]
    failed = skipped = 0
    for r in results:
        if "skipped" in r:
            skipped += 1
            print(f"SKIP {r['name']}: {r['skipped']}")
            continue
        failed += bool(r["problems"])
        print(
            f"{'FAIL' if r['problems'] else 'PASS'} {r['name']} (exit {r['code']}, {r['seconds']:.2f} s, "
            f"{r['rss']:.1f} MB): {r['message'][:200]}"
        )
        if r["problems"]:
            print("     " + "; ".join(r["problems"]))
    if args.table:
        with open(args.table, "w") as table:
            table.write(
                "| case | what is hostile | expected | result (exit, time, peak RSS) | message |\n"
                "|---|---|---|---|---|\n"
            )
            for r in results:
                result = (
                    "skipped: " + r["skipped"]
                    if "skipped" in r
                    else f"pass: exit {r['code']}, {r['seconds']:.2f} s, {r['rss']:.0f} MB"
                    if not r["problems"]
                    else "FAIL: " + "; ".join(r["problems"])
                )
                message = r.get("message", "")
                message = (message[:140] + "...") if len(message) > 140 else message
                table.write(
                    f"| `{r['name']}` | {r['what'].replace('|', '/')} | "
                    f"{r['expect'].replace('|', '/')} | {result} | {message.replace('|', '/')} |\n"
                )
    print(f"{len(results) - failed - skipped} passed, {failed} failed, {skipped} skipped")
    if failed:
        return 1
    return 77 if skipped == len(results) else 0


if __name__ == "__main__":
    sys.exit(main())
