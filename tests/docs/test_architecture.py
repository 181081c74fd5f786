"""Checks that docs/architecture.md, the maintainers' map, is true of the repository it describes:

- its layers of tool/ are what docs/generate_architecture.py makes of the sources today (includes
  and CMake links), so a new include, library or folder shows up there or fails here;
- every folder of the repository and of tool/ has its line;
- every path it names exists, every function it names `like_this()` is defined in the tool (in the
  file named beside it, where one is), and every type it names `LikeThis` is declared there.

A pytest module (tests/docs/CMakeLists.txt runs it): it fails naming each problem.
"""

import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "docs"))
import generate_architecture  # noqa: E402 - after the path is set
from case_checks import expect  # noqa: E402

PAGE = os.path.join(ROOT, "docs", "architecture.md")
CODE = re.compile(r"`([^`\n]+)`")
FUNCTION = re.compile(r"^(?:([A-Za-z_]\w*)::)?([a-z_]\w*)\(\)$")
TYPE = re.compile(r"^[A-Z][a-z]\w*$")
FUNCTION_IN_FILE = re.compile(r"`((?:[A-Za-z_]\w*::)?[a-z_]\w*)\(\)` \(`([\w/.\-]+\.(?:cpp|h|cmake))`")


def repository_folders():
    """The top-level folders the repository holds (git's view where there is one: not build trees)."""
    listed = subprocess.run(["git", "-C", ROOT, "ls-files"], capture_output=True, text=True, check=False)
    if listed.returncode == 0 and listed.stdout:
        return sorted({line.split("/", 1)[0] for line in listed.stdout.splitlines() if "/" in line})
    return sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and d not in (".git", "build"))


def sources():
    files = glob.glob(os.path.join(ROOT, "tool", "**", "*.cpp"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "tool", "**", "*.h"), recursive=True)
    return {os.path.relpath(f, ROOT): open(f, encoding="utf-8", errors="replace").read() for f in files}


def python_text():
    files = glob.glob(os.path.join(ROOT, "python", "**", "*.py"), recursive=True)
    return {os.path.relpath(f, ROOT): open(f, encoding="utf-8").read() for f in files}


def cmake_text():
    files = glob.glob(os.path.join(ROOT, "tool", "**", "*.cmake"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "cmake", "**", "*.cmake"), recursive=True)
    return {os.path.relpath(f, ROOT): open(f, encoding="utf-8").read() for f in files}


def defines(text, qualifier, name):
    """A definition at the start of a line (`ReturnType name(` or `Type Class::name(`), or a CMake function."""
    if qualifier and qualifier[0].isupper():
        return re.search(r"(?m)^[^\s/#][^;\n]*\b" + qualifier + r"::" + name + r"\(", text) is not None
    return (
        re.search(r"(?m)^[^\s/#][^;\n]*\b" + name + r"\(", text) is not None
        or re.search(r"(?m)^function\(" + name + r"\b", text) is not None
        or re.search(r"(?m)^def " + name + r"\(", text) is not None
    )


def test_the_architecture_map_names_real_folders_and_functions_and_its_layers_are_current():
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    problems = []
    try:
        if generate_architecture.page_with_block(page, generate_architecture.layers_block()) != page:
            problems.append("the layers of tool/ are stale: run python3 docs/generate_architecture.py")
    except generate_architecture.MapError as error:
        problems.append(f"the layers of tool/ cannot be drawn: {error}")

    for folder in repository_folders():
        if f"- `{folder}/`:" not in page:
            problems.append(f"the folder {folder}/ has no line (`- `{folder}/`: ...`)")
    for folder in generate_architecture.folders():
        if f"- `tool/{folder}/`:" not in page:
            problems.append(f"the folder tool/{folder}/ has no line (`- `tool/{folder}/`: ...`)")

    code, cmake = sources(), cmake_text()
    everything = {**code, **cmake, **python_text()}
    named = CODE.findall(page)
    paths = functions = types = 0
    for token in named:
        if re.match(r"^(\.ci|bench|ci|cmake|compat|docs|fuzz|kernels|probes|python|tests|tool)/[\w/.\-*]*$", token):
            paths += 1
            if not glob.glob(os.path.join(ROOT, token), recursive=True):
                problems.append(f"the path {token} does not exist")
            continue
        function = FUNCTION.match(token)
        if function:
            functions += 1
            qualifier, name = function.groups()
            folder = (
                os.path.join("tool", qualifier)
                if qualifier and os.path.isdir(os.path.join(ROOT, "tool", qualifier))
                else None
            )
            where = {p: t for p, t in everything.items() if folder is None or p.startswith(folder + os.sep)}
            if not any(defines(text, qualifier if folder is None else None, name) for text in where.values()):
                problems.append(f"the function {token} is defined nowhere in tool/, cmake/ or python/")
            continue
        if TYPE.match(token):
            types += 1
            if not any(re.search(r"\b(?:struct|class|enum class|using)\s+" + token + r"\b", t) for t in code.values()):
                problems.append(f"the type {token} is declared nowhere in tool/")
    for name, path in FUNCTION_IN_FILE.findall(page):
        qualifier, _, bare = name.rpartition("::")
        full = os.path.join(ROOT, path)
        if os.path.exists(full):
            with open(full, encoding="utf-8", errors="replace") as f:
                text = f.read()
            if not defines(text, qualifier if qualifier[:1].isupper() else None, bare):
                problems.append(f"{name}() is not defined in {path}, where the page says it is")

    print(
        f"check_architecture: {len(repository_folders())} folders, {len(generate_architecture.folders())} tool/ "
        f"folders, {paths} paths, {functions} functions, {types} types named; {len(problems)} problems"
    )
    expect(not problems, "\n".join("ARCHITECTURE: " + problem for problem in problems))
