#!/usr/bin/env python3
"""Writes the documentation site's reference pages from the sources, so they cannot drift:

- reference/cli/<subcommand>.md from `cudacompat help --format json`, which reads the same CLI11
  objects that `cudacompat <subcommand> --help` prints (tool/cli/help_command.cpp);
- reference/cmake/<function>.rst, one page per public function, rendering the reStructuredText
  header at the top of each cmake/cudacompat_*.cmake file (sphinxcontrib-moderncmakedomain's
  `cmake-module`, as rapids-cmake does);
- reference/knowledge.md: the tables of compat/knowledge.json.

docs/conf.py runs it before every build; `python3 docs/generate_reference.py TOOL` runs it alone.
The pages it writes are not committed (docs/.gitignore).
"""
import json
import os
import re
import subprocess
import sys

DOCS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(DOCS)
REFERENCE = os.path.join(DOCS, "reference")


class GenerationError(Exception):
    """Why a reference page could not be written; conf.py lets Sphinx print it."""


def fail(message):
    raise GenerationError("generate_reference: " + message)


def write_if_changed(path, text):
    """Sphinx rebuilds what changed by mtime: an unchanged page keeps its mtime."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def remove_stale(directory, keep):
    """A subcommand or function that is gone loses its page."""
    if not os.path.isdir(directory):
        return
    for name in os.listdir(directory):
        if name not in keep:
            os.remove(os.path.join(directory, name))


def md_text(text):
    """Plain text for a Markdown table cell or paragraph: CommonMark backslash escapes. Backticks
    are kept: the tool's help marks code with them, as Markdown does."""
    return re.sub(r"([\\*_\[\]<>|#{}$])", r"\\\1", text).replace("\n", " ")


def paragraphs(details):
    """The help's details are lines wrapped for a terminal; a page wants paragraphs."""
    return [" ".join(line.strip() for line in block.splitlines()) for block in details.strip().split("\n\n") if block.strip()]


def cli_page(command):
    name = command["name"]
    details, _, examples = command["details"].partition("\nExamples:\n")
    lines = [f"# cudacompat {name}", "", md_text(command["summary"]) + ".", ""]
    for paragraph in paragraphs(details):
        # "Exit 0: ... Exit 1: ..." reads best as its own paragraph, as in the terminal.
        lines += [md_text(paragraph), ""]
    if examples.strip():
        lines += ["Examples:", "", "```sh"] + [line.strip() for line in examples.strip().splitlines()] + ["```", ""]
    lines += ["## Options", "", "| option | value | meaning |", "|---|---|---|"]
    for option in command["options"]:
        shown = ", ".join(f"`{n}`" for n in option["name"].split(","))
        value = "" if option["flag"] else md_text(option["type"] or "VALUE")
        meaning = md_text(option["description"])
        extra = []
        if option["required"]:
            extra.append("required")
        if option["repeatable"]:
            extra.append("may be repeated")
        if option["group"] not in ("Options", "OPTIONS", "Positionals", ""):
            extra.append(md_text(option["group"]))
        if extra:
            meaning += " (" + "; ".join(extra) + ")"
        lines.append(f"| {shown} | {value} | {meaning} |")
    lines += ["", "## `--help`", "", "What the command prints, for reference:", "", "```text", command["help"].rstrip(), "```", ""]
    return "\n".join(lines)


def write_cli_reference(tool):
    run = subprocess.run([tool, "help", "--format", "json"], capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"`{tool} help --format json` exited {run.returncode}: {run.stderr.strip()}")
    document = json.loads(run.stdout)
    directory = os.path.join(REFERENCE, "cli")
    pages = set()
    for command in document["subcommands"]:
        page = command["name"] + ".md"
        pages.add(page)
        write_if_changed(os.path.join(directory, page), cli_page(command))
    remove_stale(directory, pages)
    return [c["name"] for c in document["subcommands"]]


def public_cmake_files():
    directory = os.path.join(ROOT, "cmake")
    return sorted(f for f in os.listdir(directory) if re.fullmatch(r"cudacompat_\w+\.cmake", f))


def write_cmake_reference():
    directory = os.path.join(REFERENCE, "cmake")
    pages = set()
    for name in public_cmake_files():
        with open(os.path.join(ROOT, "cmake", name), encoding="utf-8") as f:
            if not f.read().startswith("#[=======================================================================[.rst:"):
                fail(f"cmake/{name} has no reStructuredText header; every public function documents itself there")
        page = name.replace(".cmake", ".rst")
        pages.add(page)
        write_if_changed(os.path.join(directory, page), f".. cmake-module:: ../../../cmake/{name}\n")
    remove_stale(directory, pages)


def release_architectures(releases):
    """Each release's architectures: the 11.0 row lists them all, later rows what they add and drop."""
    current, out = [], {}
    for release in releases:
        changes = release.get("arch_changes") or {}
        current = [a for a in current if a not in changes.get("drop", [])] + changes.get("add", [])
        out[release["version"]] = list(current)
    return out


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(md_text(str(cell)) for cell in row) + " |" for row in rows]
    return lines + [""]


def knowledge_page(knowledge):
    releases = knowledge["releases"]
    packages = knowledge["packages"]
    architectures = release_architectures(releases)
    lines = [
        "# The knowledge base",
        "",
        "Generated from `compat/knowledge.json`, the one file of compatibility facts that CMake, the tool and the",
        "Python scripts read. The installed toolkit's own answers win over these rows at configure time; these are",
        "the fallback and the cross-check.",
        "",
        "## Toolkit, driver, PTX and host compilers per release",
        "",
    ]
    lines += table(
        ["CUDA", "minimum driver (Linux)", "PTX ISA", "newest GCC", "newest Clang"],
        [[r["version"], r["driver_floor"], r["ptx_isa"], r["gcc_max"], r["clang_max"]] for r in releases],
    )
    lines += ["## Architectures per release", "", "What `nvcc --list-gpu-arch` of each release accepts (`a`: architecture-specific, `f`: family-portable).", ""]
    lines += table(["CUDA", "architectures"], [[r["version"], " ".join(architectures[r["version"]])] for r in releases])
    lines += ["## Oldest host compilers", ""]
    lines += table(
        ["releases", "oldest GCC", "oldest Clang", "source"],
        [[f["releases"], f["gcc_min"], f["clang_min"], f["source"]] for f in knowledge["host_compiler_floors"]["floors"]],
    )
    lines += ["## Known-bad releases", "", "Excluded by `cudacompat pin` and reported by `pin --check`.", ""]
    lines += table(
        ["ecosystem", "package", "versions", "why", "source"],
        [[b["ecosystem"], b["package"], ", ".join(b["versions"]), b["why"], b["source"]] for b in packages["known_bad"]],
    )
    lines += ["## Package names per CUDA major", ""]
    lines += table(
        ["major", "NVIDIA wheel suffix", "CuPy", "JAX plugin", "cudarc features"],
        [
            [m["major"], m["wheel_suffix"], m["cupy"] or "none", m["jax_plugin"] or "none", ", ".join(sorted(set((m.get("cudarc_features") or {}).values()))) or "none"]
            for m in packages["majors"]
        ],
    )
    lines += ["## Wheels of each CUDA library per release", "", "The NVIDIA wheel and the versions the release's first and last `cuda-toolkit` metapackages pin.", ""]
    rows = []
    for release in packages["releases"]:
        for component, wheel in sorted(release["wheels"].items()):
            rows.append([release["cuda"], component, wheel["package"], wheel["first"], wheel["last"]])
    lines += table(["CUDA", "component", "wheel", "first", "last"], rows)
    lines += ["## Conda packages of each component", ""]
    lines += table(["component", "conda package"], sorted(packages["conda_packages"].items()))
    return "\n".join(lines)


def write_knowledge_reference():
    with open(os.path.join(ROOT, "compat", "knowledge.json"), encoding="utf-8") as f:
        knowledge = json.load(f)
    write_if_changed(os.path.join(REFERENCE, "knowledge.md"), knowledge_page(knowledge))


def generate(tool):
    if not os.access(tool, os.X_OK):
        fail(f"no cudacompat at {tool}; build it (cmake --build build --target cudacompat) "
                 "or set CUDACOMPAT_TOOL to one")
    write_cli_reference(tool)
    write_cmake_reference()
    write_knowledge_reference()


if __name__ == "__main__":
    try:
        generate(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "bin", "cudacompat"))
    except GenerationError as error:
        sys.exit(str(error))
