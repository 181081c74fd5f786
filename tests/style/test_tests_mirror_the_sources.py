"""The tests mirror the sources: every tool/<folder> has its tests in tests/<folder>, and every
tests/<folder> is a tool folder's or one of the cross-cutting folders below, each with its reason.

A pytest module (tests/style/CMakeLists.txt). A new tool folder needs a tests folder of the same
name; a new tests folder that tests no one tool folder needs a line in CROSS_CUTTING saying why.
"""

import importlib.util
import os

from case_checks import expect

# The file-level rule (which source has which test file) has one owner: ci/test_mirror.py.
_SPEC = importlib.util.spec_from_file_location(
    "test_mirror", os.path.join(os.path.dirname(__file__), "..", "..", "ci", "test_mirror.py")
)
test_mirror = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(test_mirror)

# tests/<folder>s that are no tool folder's: what they test, across the tool or beside it.
CROSS_CUTTING = {
    "adoption": "real public projects adopting cudacompat as a user would (the CMake package and the build backend)",
    "cache": "the compiler cache (cmake/detail) on real ccache, sccache and Redis",
    "cpu_only_machine": "the whole suite again with every toolkit hidden",
    "dist": "distributed compiles (cmake/detail) on a real sccache-dist cluster",
    "docs": "the documentation site: Sphinx, links, the generated references",
    "faults": "hostile toolkits, files and pin inputs, across the commands that read them",
    "github_action": "action.yml, the composite GitHub Action",
    "gpu": "the GPU proofs, run on a machine with a GPU",
    "integration": "consumer projects configured with the CMake package (cmake/) in every mode",
    "matrix": "the toolkit matrix: every real CUDA side by side (`cudacompat matrix` is tested in ci_matrix)",
    "packages": "cudacompat's own wheel and the kernel library's wheels, .debs and .conda packages",
    "precommit": ".pre-commit-hooks.yaml under the real pre-commit",
    "schemas": "schemas/: every command's --json against its JSON Schema",
    "style": "the style gates of every language, and this check",
    "support": "what the tests share (case_checks.py, scratch directories, hidden toolkits)",
    "workstation": "the toolkit-dependent tests beside a second CUDA where NVIDIA's installer puts it",
}


def holds_files(path):
    """A folder left empty by a move, or holding only bytecode, is not there for git: not counted."""
    return any(not name.endswith(".pyc") for _, _, names in os.walk(path) for name in names)


def folders(path):
    return {
        name
        for name in os.listdir(path)
        if os.path.isdir(os.path.join(path, name))
        and not name.startswith((".", "__"))
        and holds_files(os.path.join(path, name))
    }


def mismatches(root):
    """What breaks the mirror in the tree at root: (tool folders without tests, tests folders without
    a tool folder or a reason, cross-cutting or renamed entries that name no folder)."""
    tools, tests = folders(os.path.join(root, "tool")), folders(os.path.join(root, "tests"))
    tested_as = {tool: test_mirror.tests_folder(tool) for tool in tools}
    untested = sorted(tool for tool, folder in tested_as.items() if folder not in tests)
    unowned = sorted(folder for folder in tests - set(tested_as.values()) if folder not in CROSS_CUTTING)
    stale = sorted(name for name in CROSS_CUTTING if name not in tests)
    stale += sorted(f"tool/{tool}" for tool in test_mirror.NAMED_OTHERWISE if tool not in tools)
    return untested, unowned, stale


def misnamed_test_files(root):
    """The C++ test files of every tool folder's tests folder named after no source of the folder."""
    return [
        f"tests/{test_mirror.tests_folder(folder)}/{name}"
        for folder in test_mirror.tool_folders(root)
        for name in test_mirror.mirror(root, folder)[3]
    ]


def unmirrored_sources(root, folders=None, exceptions=None):
    """The sources with logic of `folders` (default: every tool folder) that have no test file of
    their own name, and the exceptions that no longer hold."""
    found = []
    for folder in test_mirror.tool_folders(root) if folders is None else folders:
        _, untested, _, _, stale = test_mirror.mirror(root, folder, exceptions)
        found += [f"tool/{folder}/{name}.cpp" for name in untested]
        found += [f"exception for tool/{folder}/{name}.cpp" for name in stale]
    return found


def test_every_tool_folder_has_its_tests_folder(source_dir):
    untested, _, _ = mismatches(source_dir)
    expect(
        not untested,
        f"tool folders without tests/<folder>: {untested}: put their tests in tests/<folder> "
        "(one test file per source file with logic), registered from tests/CMakeLists.txt",
    )


def test_every_tests_folder_is_a_tool_folders_or_says_why_it_is_not(source_dir):
    _, unowned, stale = mismatches(source_dir)
    expect(
        not unowned,
        f"tests folders that mirror no tool/<folder>: {unowned}: move their tests to the folder "
        "of the tool folder they test, or add the folder to CROSS_CUTTING in "
        f"{os.path.relpath(__file__, source_dir)} with the reason",
    )
    expect(not stale, f"listed in {os.path.basename(__file__)} but not in the tree: {stale}: remove their lines")


def test_each_cpp_test_file_is_named_after_the_source_it_tests(source_dir):
    misnamed = misnamed_test_files(source_dir)
    expect(
        not misnamed,
        f"C++ test files named after no source: {misnamed}: name each <source>_test.cpp after "
        "the tool/<folder>/<source>.cpp whose behaviour it tests, one file per source",
    )


def test_each_source_with_logic_has_its_test_file(source_dir):
    missing = unmirrored_sources(source_dir)
    expect(
        not missing,
        f"sources without a test file of their own name: {missing}: add tests/<folder>/<source>_test.cpp "
        "(or test_<source>.py for what only the command line shows), or, for a source with no logic "
        "of its own, an entry in ci/test_mirror.py's EXCEPTIONS with the reason",
    )


def test_a_tree_that_breaks_the_mirror_both_ways_is_named(scratch):
    """The check can fail: a tool folder without tests and a tests folder of no tool are each named."""
    for folder in (
        "tool/audit",
        "tool/newcommand",
        "tool/matrix",
        "tests/audit",
        "tests/ci_matrix",
        "tests/stray",
        *(f"tests/{name}" for name in CROSS_CUTTING),
    ):
        os.makedirs(os.path.join(scratch, folder))
        with open(os.path.join(scratch, folder, "CMakeLists.txt"), "w") as stream:
            stream.write("# planted\n")
    os.makedirs(os.path.join(scratch, "tests", "emptied"))  # a folder a move left empty is not one
    untested, unowned, stale = mismatches(scratch)
    expect(untested == ["newcommand"], f"tool/newcommand has no tests, the check says {untested}")
    expect(unowned == ["stray"], f"tests/stray tests no tool folder, the check says {unowned}")
    expect(stale == [], f"nothing listed is missing, the check says {stale}")
    for path in (
        "tool/migrate/scan.cpp",
        "tests/migrate/scan_test.cpp",
        "tests/migrate/scanner_test.cpp",
        "tool/abi/compare.cpp",
        "tests/abi/compare_test.cpp",
        "tool/abi/report.cpp",
        "tool/migrate/macros.h",
        "tests/migrate/macros_test.cpp",
        "tool/migrate/rules.h",
        "tool/variant/plan.cpp",
        "tests/variant/plan_test.cpp",
        "tests/variant/planner_test.cpp",
        "tests/variant/layout_test.cpp",
        "tool/newcommand/run.cpp",
        "tests/newcommand/test_run.py",
        "tests/newcommand/test_the_whole_command.py",
    ):
        os.makedirs(os.path.dirname(os.path.join(scratch, path)), exist_ok=True)
        open(os.path.join(scratch, path), "w").close()
    # A header with no .cpp (macros.h) may have a test file of its own name, and then counts as a
    # source; one without (rules.h) is not asked for one. A test file named after a header of another
    # folder (layout_test.cpp) is still named after no source of its own.
    os.makedirs(os.path.join(scratch, "tool", "abi"), exist_ok=True)
    open(os.path.join(scratch, "tool", "abi", "layout.h"), "w").close()
    misnamed = misnamed_test_files(scratch)
    expect(
        misnamed
        == ["tests/migrate/scanner_test.cpp", "tests/variant/layout_test.cpp", "tests/variant/planner_test.cpp"],
        f"planner_test.cpp, scanner_test.cpp and layout_test.cpp test no source of their folder, "
        f"the check says {misnamed}",
    )
    tested = test_mirror.mirror(scratch, "migrate")[0]
    expect(tested == ["macros", "scan"], f"macros.h and scan.cpp have their test files, the check says {tested}")
    missing = unmirrored_sources(scratch, ("abi", "migrate", "newcommand"), {("migrate", "gone"): "planted"})
    expect(
        missing == ["tool/abi/report.cpp", "exception for tool/migrate/gone.cpp"],
        f"abi/report.cpp has no test file and migrate/gone.cpp is no source, the check says {missing}",
    )
    os.remove(os.path.join(scratch, "tests", "workstation", "CMakeLists.txt"))
    expect(mismatches(scratch)[2] == ["workstation"], "a cross-cutting folder that is gone is not named")
