"""The one way cudacompat's Python tests run the tool, check a result and fail or skip with a clear
message, and the pytest plugin that ctest loads for every Python test module.

Two kinds of driver use it:
  - pytest modules (tests/<folder>/test_*.py), which ctest runs one test function at a time
    (tests/support/cudacompat_add_pytest.cmake): `python -m pytest -p case_checks FILE::test_NAME
    --cudacompat TOOL ...`. The plugin gives them fixtures for what ctest passes (`tool`,
    `wheel_cache`, `source_dir`, `case_arg`, `scratch`) and turns a run in which every test skipped
    into exit 77, ctest's SKIP_RETURN_CODE;
  - the older drivers with a main() of their own (integration and fault cases), which run one case's
    body with run_case() and raise Skip.
Either way fail() raises AssertionError, check() fails when its condition is false, and skip() says
why a case cannot run on this machine.
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

from pip_wheels import download_wheels

SKIP = 77  # ctest's SKIP_RETURN_CODE for these drivers
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_WHEEL_CACHE = "/var/cache/cudacompat/wheels"


class Skip(Exception):
    pass


def fail(message):
    raise AssertionError(message)


def check(condition, message):
    if not condition:
        fail(message)


expect = check  # the name the pytest modules use: expect(condition, what went wrong)


def skip(message):
    """This case cannot run on this machine (a tool, toolkit or download is missing): pytest's skip in a
    pytest module, Skip in a driver that runs its body with run_case()."""
    if "pytest" in sys.modules:
        import pytest

        pytest.skip(message)
    raise Skip(message)


def run_case(body):
    """Runs one case's body and returns the driver's exit code: 0 passed, 1 failed, SKIP skipped,
    each with its line for the log."""
    try:
        body()
    except Skip as reason:
        print(f"SKIPPED: {reason}")
        return SKIP
    except AssertionError as error:
        print(f"FAILED: {error}")
        return 1
    print("PASSED")
    return 0


def run(command, cwd=None, env=None, timeout=600):
    """A command's CompletedProcess, its output as text (bytes that are not UTF-8 replaced)."""
    return subprocess.run(
        command, capture_output=True, text=True, errors="replace", timeout=timeout, cwd=cwd, env=env, check=False
    )


def run_json(tool, argv, codes=(0, 1), cwd=ROOT, timeout=900):
    """`cudacompat ARGV` that must exit with one of `codes` and write one JSON document: the document."""
    done = run([tool, *argv], cwd=cwd, timeout=timeout)
    check(
        done.returncode in codes,
        f"{' '.join(argv)} exits {done.returncode}, expected one of {codes}: {done.stderr[-800:]}",
    )
    try:
        return json.loads(done.stdout)
    except ValueError as error:
        fail(f"{' '.join(argv)} wrote no JSON ({error}): {done.stdout[:300]!r}")


def cached_wheel(cache, name, version):
    """The wheel `name`-`version`-*.whl (name as in the file, with underscores) from the cache the tests
    share, downloaded from PyPI for CPython 3.12 on manylinux2014 x86-64 when the cache lacks it; skips
    when PyPI cannot be reached."""

    def found():
        return sorted(glob.glob(os.path.join(glob.escape(cache), f"{name}-{version}-*.whl")))

    if not found():
        fetched = download_wheels(
            cache, f"{name.replace('_', '-')}=={version}", python_version="3.12", platforms=("manylinux2014_x86_64",)
        )
        if not found():
            skip(f"cannot download {name} {version} into {cache} (offline?): {fetched.stderr.strip()[-300:]}")
    return found()[0]


# The pytest plugin: loaded with `-p case_checks` (tests/support on PYTHONPATH), never imported by a
# module for its hooks.


def pytest_addoption(parser):
    group = parser.getgroup("cudacompat", "what ctest passes a cudacompat test module")
    group.addoption("--cudacompat", metavar="TOOL", help="the built bin/cudacompat")
    group.addoption(
        "--wheel-cache",
        metavar="DIR",
        default=os.environ.get("CUDACOMPAT_WHEEL_CACHE", DEFAULT_WHEEL_CACHE),
        help="the cache of downloaded wheels the tests share (default: %(default)s)",
    )
    group.addoption("--source-dir", metavar="DIR", default=ROOT, help="the source tree (default: %(default)s)")
    group.addoption(
        "--case-arg",
        metavar="NAME=VALUE",
        action="append",
        default=[],
        help="an input of the module's own (a compiler, a folder the build made); repeatable",
    )


def _fixtures():
    import pytest

    @pytest.fixture
    def tool(request):
        """The built bin/cudacompat, as an absolute path."""
        path = request.config.getoption("--cudacompat")
        if not path:
            raise pytest.UsageError("this test runs the tool: pass --cudacompat PATH/TO/bin/cudacompat")
        return os.path.abspath(path)

    @pytest.fixture
    def wheel_cache(request):
        return request.config.getoption("--wheel-cache")

    @pytest.fixture
    def source_dir(request):
        return os.path.abspath(request.config.getoption("--source-dir"))

    @pytest.fixture
    def case_arg(request):
        """NAME -> VALUE of every --case-arg; a missing one without a default is a usage error that names it."""
        given = {}
        for item in request.config.getoption("--case-arg"):
            name, equals, value = item.partition("=")
            if not equals:
                raise pytest.UsageError(f"--case-arg {item!r}: expected NAME=VALUE")
            given[name] = value

        def get(name, default=None):
            """The value given for NAME, else `default` where there is one (a seed, a count)."""
            if name in given:
                return given[name]
            if default is not None:
                return default
            raise pytest.UsageError(f"this test needs --case-arg {name}=VALUE (given: {sorted(given)})")

        return get

    @pytest.fixture
    def scratch(tmp_path):
        """A fresh folder for the test, its real path (the tool reports real paths)."""
        return os.path.realpath(tmp_path)

    return tool, wheel_cache, source_dir, case_arg, scratch


if "pytest" in sys.modules:
    tool, wheel_cache, source_dir, case_arg, scratch = _fixtures()

    import pytest as _pytest

    _OWN_BASETEMP = _pytest.StashKey[str]()
    _KEEP_BASETEMP = _pytest.StashKey[bool]()

    @_pytest.hookimpl(tryfirst=True)
    def pytest_configure(config):
        """A base folder of this process's own for tmp_path. ctest runs each test function as its own
        pytest process, two at a time; in the shared /tmp/pytest-of-<user>, one process's cleanup of
        the numbered folders (unlinking `pytest-current`) races another's and fails a test that
        passed or skipped (FileNotFoundError in cleanup_dead_symlinks). Before tmpdir's own
        pytest_configure reads --basetemp; one given on the command line is kept."""
        if config.option.basetemp is None:
            config.option.basetemp = tempfile.mkdtemp(prefix="cudacompat-pytest-")
            config.stash[_OWN_BASETEMP] = config.option.basetemp

    def pytest_unconfigure(config):
        """The own base folder goes unless a test failed (tmp_path_retention_policy=failed keeps a
        failed test's files: they stay under it, which the failure's traceback names)."""
        own = config.stash.get(_OWN_BASETEMP, None)
        if own and not config.stash.get(_KEEP_BASETEMP, False):
            shutil.rmtree(own, ignore_errors=True)


def pytest_sessionfinish(session, exitstatus):
    """ctest counts exit 77 as skipped: a run where tests skipped and none passed or failed says so."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    stats = reporter.stats if reporter else {}
    if exitstatus == 0 and stats.get("skipped") and not stats.get("passed"):
        session.exitstatus = SKIP
    if exitstatus not in (0, SKIP):
        session.config.stash[_KEEP_BASETEMP] = True
