#!/usr/bin/env python3
"""Writes the documentation site's reference pages from the sources, so they cannot drift:

- reference/cli/<subcommand>.md from `cudacompat help --format json`, which reads the same CLI11
  objects that `cudacompat <subcommand> --help` prints (tool/cli/help_command.cpp);
- reference/cmake/<function>.rst, one page per public function, rendering the reStructuredText
  header at the top of each cmake/cudacompat_*.cmake file (sphinxcontrib-moderncmakedomain's
  `cmake-module`, as rapids-cmake does);
- reference/knowledge.md: the tables of compat/knowledge.json;
- reference/findings/<subcommand>.md, one heading per finding code, from the `findings` of
  `cudacompat help --format json` (the tool's one table of finding codes, tool/findings).

docs/conf.py runs it before every build; `python3 docs/generate_reference.py TOOL` runs it alone.
The pages it writes are not committed (docs/.gitignore), except the finding reference: SARIF's
helpUri of each code links to its heading in the repository (CUDACOMPAT_DOCS_URL, GitHub by
default), so those pages must exist there. `python3 docs/generate_reference.py --findings TOOL`
rewrites them after the table changed; the ctest
docs.the_committed_finding_reference_is_what_the_tool_generates fails until it is run. The site
build leaves them as committed, so that a stale page is caught and never rewritten in passing.
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
    return [
        " ".join(line.strip() for line in block.splitlines())
        for block in details.strip().split("\n\n")
        if block.strip()
    ]


def demoted(page):
    """A page's lines with its headings one level down; code blocks left as they are."""
    out, fenced = [], False
    for line in page.splitlines():
        fenced = fenced != line.startswith("```")
        out.append("#" + line if line.startswith("#") and not fenced else line)
    return out


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
    lines += [
        "",
        "## `--help`",
        "",
        "What the command prints, for reference:",
        "",
        "```text",
        command["help"].rstrip(),
        "```",
        "",
    ]
    for nested in command.get("subcommands", []):
        # `variant show` and its kin: their own page, one heading level down, on the command's page.
        lines += demoted(cli_page(nested)) + [""]
    return "\n".join(lines)


def write_cli_reference(tool):
    document = help_document(tool)
    directory = os.path.join(REFERENCE, "cli")
    pages = set()
    for command in document["subcommands"]:
        page = command["name"] + ".md"
        pages.add(page)
        write_if_changed(os.path.join(directory, page), cli_page(command))
    remove_stale(directory, pages)
    return [c["name"] for c in document["subcommands"]]


def md_prose(text):
    """md_text outside `code spans`: the table's summaries mark code with backticks, and a backslash
    escape inside a code span would be shown."""
    parts = text.split("`")
    return "`".join(part if i % 2 else md_text(part) for i, part in enumerate(parts))


def help_document(tool):
    run = subprocess.run([tool, "help", "--format", "json"], capture_output=True, text=True, check=False)
    if run.returncode != 0:
        fail(f"`{tool} help --format json` exited {run.returncode}: {run.stderr.strip()}")
    return json.loads(run.stdout)


def finding_level(finding):
    if finding["policy"]:
        return f"a policy violation: `--{finding['code']}` set and not met (SARIF `{finding['level']}`)"
    if finding["command"] == "audit":
        kind = "a warning" if finding["warning"] else "a note"
        return f"{kind} (SARIF `{finding['level']}` unless the policy makes it an error)"
    if finding["command"] == "migrate":
        return f"SARIF `{finding['level']}` by default; each finding's severity sets its level"
    if finding["command"] == "gate":
        kind = {
            "error": "an error, for an input no check could read: the gate gives no verdict (exit 2)",
            "warning": "a warning: said, and the release can still ship",
        }.get(finding["level"], "a note")
        return f"{kind}; SARIF `{finding['level']}`, in the log's run of the gate's own codes"
    if finding["command"] == "doctor":
        return (
            f"an error: a reason a thing will not run here (exit 1), or an input doctor could not read "
            f"(exit 2); a diagnostic of `--json` (SARIF `{finding['level']}`)"
        )
    return f"SARIF `{finding['level']}`"


def finding_section(finding):
    lines = [f"## {finding['code']}", "", "**In one line:** " + md_prose(finding["summary"]) + ".", ""]
    if finding["details"]:
        lines += [finding["details"], ""]
    facts = [f"Reported by `cudacompat {finding['command']}`: {finding_level(finding)}."]
    if finding["command"] in ("abi-diff", "migrate"):
        breaks = finding["breaks"]
        facts.append("Breaks: " + ("nobody (informational)." if breaks == "none" else f"{breaks} consumers."))
    if finding["package_metadata"]:
        facts.append("A finding about the package's metadata: it fails the audit whatever the policy.")
    if finding["fix"]:
        facts.append("Fix: " + finding["fix"])
    lines += [f"- {fact}" for fact in facts] + [""]
    return lines


def finding_pages(document):
    """{path relative to docs/: page text}, one page per reference page the tool names. The anchor
    is the heading's slug: a code's name, unchanged by GitHub's and MyST's slug rules alike."""
    by_page = {}
    for finding in document["findings"]:
        page, _, anchor = finding["reference"].partition("#")
        if not page.startswith("docs/reference/findings/") or anchor != finding["code"]:
            fail(
                f"finding {finding['code']}: reference {finding['reference']} is not "
                "docs/reference/findings/<page>.md#<code>"
            )
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", anchor):
            fail(f"finding {finding['code']}: its name is not its heading's slug (lower-case words and hyphens)")
        by_page.setdefault(page[len("docs/") :], []).append(finding)
    pages = {}
    for page, findings in by_page.items():
        codes = [f["code"] for f in findings]
        if len(set(codes)) != len(codes):
            fail(f"{page}: two codes of one name; each needs its own heading")
        command = findings[0]["command"]
        prose = os.path.basename(page)  # the subcommand's hand-written page, named alike
        if not os.path.exists(os.path.join(DOCS, prose)):
            fail(f"{page}: no hand-written page docs/{prose} to link to")
        lines = [
            f"# Findings of `cudacompat {command}`",
            "",
            f"Every code `cudacompat {command}` reports, as the tool's one table of finding codes",
            "(`tool/findings/findings.cpp`) describes it; the `helpUri` of each SARIF rule leads to its heading.",
            f"What the subcommand does and how it decides: [{prose}](../../{prose}).",
            "",
            "Generated by `docs/generate_reference.py` from `cudacompat help --format json`: edit the table,",
            "then run `python3 docs/generate_reference.py --findings build/bin/cudacompat`.",
            "",
        ]
        for finding in findings:
            lines += finding_section(finding)
        pages[page] = "\n".join(lines)
    return pages


def stale_finding_pages(tool):
    """What differs between the committed finding pages and what the tool generates: [(page, why)]."""
    pages = finding_pages(help_document(tool))
    problems = []
    for page, text in sorted(pages.items()):
        path = os.path.join(DOCS, page)
        if not os.path.exists(path):
            problems.append((page, "is missing"))
            continue
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                problems.append((page, "is stale"))
    directory = os.path.join(REFERENCE, "findings")
    for name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
        if os.path.join("reference", "findings", name) not in pages:
            problems.append((os.path.join("reference", "findings", name), "is a page the tool names for no code"))
    return problems


def write_finding_reference(tool):
    pages = finding_pages(help_document(tool))
    for page, text in pages.items():
        write_if_changed(os.path.join(DOCS, page), text)
    remove_stale(os.path.join(REFERENCE, "findings"), {os.path.basename(p) for p in pages})
    return sorted(pages)


def public_cmake_files():
    directory = os.path.join(ROOT, "cmake")
    return sorted(f for f in os.listdir(directory) if re.fullmatch(r"cudacompat_\w+\.cmake", f))


def write_cmake_reference():
    directory = os.path.join(REFERENCE, "cmake")
    pages = set()
    for name in public_cmake_files():
        with open(os.path.join(ROOT, "cmake", name), encoding="utf-8") as f:
            if not f.read().startswith(
                "#[=======================================================================[.rst:"
            ):
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
    lines += [
        "## Architectures per release",
        "",
        "What `nvcc --list-gpu-arch` of each release accepts (`a`: architecture-specific, `f`: family-portable).",
        "",
    ]
    lines += table(["CUDA", "architectures"], [[r["version"], " ".join(architectures[r["version"]])] for r in releases])
    lines += ["## Oldest host compilers", ""]
    lines += table(
        ["releases", "oldest GCC", "oldest Clang", "source"],
        [
            [f["releases"], f["gcc_min"], f["clang_min"], f["source"]]
            for f in knowledge["host_compiler_floors"]["floors"]
        ],
    )
    lines += ["## Known-bad releases", "", "Excluded by `cudacompat pin` and reported by `pin --check`.", ""]
    lines += table(
        ["ecosystem", "package", "versions", "why", "source"],
        [
            [b["ecosystem"], b["package"], ", ".join(b["versions"]), b["why"], b["source"]]
            for b in packages["known_bad"]
        ],
    )
    lines += ["## Package names per CUDA major", ""]
    lines += table(
        ["major", "NVIDIA wheel suffix", "CuPy", "JAX plugin", "cudarc features"],
        [
            [
                m["major"],
                m["wheel_suffix"],
                m["cupy"] or "none",
                m["jax_plugin"] or "none",
                ", ".join(sorted(set((m.get("cudarc_features") or {}).values()))) or "none",
            ]
            for m in packages["majors"]
        ],
    )
    lines += [
        "## Wheels of each CUDA library per release",
        "",
        "The NVIDIA wheel and the versions the release's first and last `cuda-toolkit` metapackages pin.",
        "",
    ]
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
        fail(
            f"no cudacompat at {tool}; build it (cmake --build build --target cudacompat) or set CUDACOMPAT_TOOL to one"
        )
    write_cli_reference(tool)
    write_cmake_reference()
    write_knowledge_reference()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    findings_only = arguments[:1] == ["--findings"]
    arguments = arguments[1:] if findings_only else arguments
    tool = arguments[0] if arguments else os.path.join(ROOT, "build", "bin", "cudacompat")
    try:
        if findings_only:
            for written in write_finding_reference(tool):
                print("docs/" + written)
        else:
            generate(tool)
    except GenerationError as error:
        sys.exit(str(error))
