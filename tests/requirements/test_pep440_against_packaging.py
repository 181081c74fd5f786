"""Differential test: cudacompat's PEP 440 (tool/pin/pep440.h) against Python's `packaging`.

Generates thousands of questions deterministically (seeded) from a realistic vocabulary -- releases
of 1-4 parts, epochs, pre/post/dev releases in every spelling packaging accepts, local labels,
wildcards, every operator, multi-clause sets, the CUDA ones, and a few corrupted inputs -- asks
them all of the oracle (tests/requirements/version_oracle.cpp) in one process, and compares each answer
with packaging's:

  contains  SpecifierSet(spec).contains(Version(v), prereleases=None|True|False)
  text      SpecifierSet(spec).contains(v_as_written)        (=== compares the raw text)
  filter    SpecifierSet(spec).filter([Version...], prereleases)
  spec      str(SpecifierSet(spec))
  normalize str(Version(v))
  compare   Version(a) < / == Version(b)

and parse failures with InvalidSpecifier / InvalidVersion. Prints one summary line and fails on any
disagreement, naming the first 20 with both answers; skipped without packaging.

A pytest module (tests/requirements/CMakeLists.txt runs it with --case-arg oracle=VERSION_ORACLE;
--case-arg seed=N and scale=K ask other or more questions).
"""

import pytest
from case_checks import expect
from version_oracle import Draws, ask_oracle

packaging = pytest.importorskip(
    "packaging", reason="packaging is not installed (ci/install-python-deps.sh installs it)"
)
from packaging.specifiers import InvalidSpecifier, SpecifierSet  # noqa: E402
from packaging.version import InvalidVersion, Version  # noqa: E402

# How many questions of each kind (times --scale).
COUNTS = {"contains": 10000, "text": 2000, "filter": 2000, "spec": 2000, "normalize": 4000, "compare": 4000}

NUMBERS = [0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20, 99, 100, 2024]
CUDA_RELEASES = [
    "11.8",
    "12",
    "12.0",
    "12.4",
    "12.6",
    "12.6.0",
    "12.6.1",
    "12.6.2",
    "12.8",
    "12.9",
    "13",
    "13.0",
    "13.0.1",
]
CUDA_SETS = [
    ">=12.0,<13",
    ">=12.0,<13.0a0,!=12.6.1",
    "==12.*",
    "~=12.4",
    ">=12.4,<13,!=12.6.0",
    "==12.6.*,!=12.6.1",
    ">=11.8,<14",
    "<13.0a0",
    ">=12.0.dev0,<13",
    "~=12.6.0",
    "==13.0.*",
    "!=12.*",
    ">=12,<12.9",
    "===12.6.1",
]
LOCALS = ["cu124", "cu118", "CU130", "ubuntu.1", "abc.007", "1", "local-2_x", "g1234abc", "0"]
PRE_SPELLINGS = {"a": ["a", "alpha", "A", "Alpha"], "b": ["b", "beta", "B"], "rc": ["rc", "c", "pre", "preview", "RC"]}
SEPARATORS = ["", "", "", ".", "-", "_"]
CORRUPTIONS = "!.+-_*az ~=<>,;)x0\t"


class Gen(Draws):
    # A version as parts: (epoch, release, pre, post, dev, local).
    def release(self):
        if self.chance(0.3):
            return [int(n) for n in self.pick(CUDA_RELEASES).split(".")]
        return [self.pick(NUMBERS) for _ in range(self.pick([1, 2, 2, 3, 3, 4]))]

    def parts(self):
        return {
            "epoch": 1 if self.chance(0.05) else 0,
            "release": self.release(),
            "pre": (self.pick(["a", "b", "rc"]), self.pick([0, 1, 2, 10])) if self.chance(0.25) else None,
            "post": self.pick([0, 1, 2]) if self.chance(0.15) else None,
            "dev": self.pick([0, 1, 5]) if self.chance(0.15) else None,
            "local": self.pick(LOCALS) if self.chance(0.1) else None,
        }

    def mutate(self, p):
        """A neighbour of p: the same release family, or a release one step away."""
        q = {k: (list(v) if isinstance(v, list) else v) for k, v in p.items()}
        for _ in range(self.pick([1, 1, 2])):
            what = self.pick(["pre", "post", "dev", "local", "bump", "zero", "drop", "same", "step"])
            if what == "step":  # the next or previous pre, post or dev release: where > and < draw their lines
                key = self.pick([k for k in ("pre", "post", "dev") if q[k] is not None] or ["post"])
                step = self.pick([-1, 1, 1])
                if key == "pre" and q["pre"]:
                    q["pre"] = (q["pre"][0], max(0, q["pre"][1] + step))
                elif q[key] is not None:
                    q[key] = max(0, q[key] + step)
                    if key == "post" and self.chance(0.5):
                        q["dev"] = self.pick([0, 1])
            elif what == "pre":
                q["pre"] = None if q["pre"] else (self.pick(["a", "b", "rc"]), self.pick([0, 1, 2]))
            elif what == "post":
                q["post"] = None if q["post"] is not None else self.pick([0, 1, 2])
            elif what == "dev":
                q["dev"] = None if q["dev"] is not None else self.pick([0, 1])
            elif what == "local":
                q["local"] = None if q["local"] else self.pick(LOCALS)
            elif what == "bump":
                i = self.rng.randrange(len(q["release"]))
                q["release"][i] = max(0, q["release"][i] + self.pick([-1, 1, 1]))
            elif what == "zero":
                q["release"].append(0)
            elif what == "drop" and len(q["release"]) > 1:
                q["release"].pop()
        return q

    def spell(self, p, plain=False):
        """p as text, in one of the spellings packaging accepts (canonical when plain)."""
        release = list(p["release"])
        text = ".".join(str(n) for n in release)
        if not plain and self.chance(0.03):
            text = ".".join(("0" + str(n)) if self.chance(0.5) else str(n) for n in release)
        if p["epoch"] or (not plain and self.chance(0.03)):
            text = f"{p['epoch']}!{text}"
        if not plain and self.chance(0.05):
            text = self.pick(["v", "V"]) + text
        if p["pre"]:
            letter, number = p["pre"]
            if plain:
                text += f"{letter}{number}"
            else:
                shown = "" if number == 0 and self.chance(0.3) else str(number)
                text += self.pick(SEPARATORS) + self.pick(PRE_SPELLINGS[letter]) + self.pick(SEPARATORS) + shown
        if p["post"] is not None:
            if plain:
                text += f".post{p['post']}"
            elif self.chance(0.2) and p["post"] > 0:
                text += f"-{p['post']}"
            else:
                shown = "" if p["post"] == 0 and self.chance(0.3) else str(p["post"])
                word = self.pick(["post", "post", "rev", "r", "POST"])
                text += self.pick(SEPARATORS) + word + self.pick(SEPARATORS) + shown
        if p["dev"] is not None:
            if plain:
                text += f".dev{p['dev']}"
            else:
                shown = "" if p["dev"] == 0 and self.chance(0.3) else str(p["dev"])
                text += self.pick(SEPARATORS) + self.pick(["dev", "DEV"]) + self.pick(SEPARATORS) + shown
        if p["local"]:
            text += "+" + p["local"]
        if not plain and self.chance(0.03):
            text = self.pick([" ", "  ", "\x0b", "\t", "\x1f"]) + text + self.pick(["", " ", "\x0c", "\n"])
        return text

    def corrupt(self, text):
        """Mostly invalid neighbours of valid text, to compare where each side stops accepting."""
        at = self.rng.randrange(len(text) + 1)
        how = self.pick(["insert", "delete", "duplicate"])
        if how == "insert" or not text:
            return text[:at] + self.pick(CORRUPTIONS) + text[at:]
        at = min(at, len(text) - 1)
        if how == "delete":
            return text[:at] + text[at + 1 :]
        return text[:at] + text[at] + text[at:]

    def version(self, near=None):
        p = self.mutate(near) if near is not None and self.chance(0.8) else self.parts()
        text = self.spell(p)
        return self.corrupt(text) if self.chance(0.03) else text

    def clause(self):
        """One clause and the version parts it is about."""
        p = self.parts()
        op = self.pick(["==", "==", "!=", "<=", ">=", ">=", "<", "<", ">", "~=", "==="])
        p_for_text = dict(p)
        if op in ("==", "!=") and self.chance(0.3):
            bare = {"epoch": p["epoch"], "release": p["release"], "pre": None, "post": None, "dev": None, "local": None}
            text = self.spell(bare) + ".*"
        else:
            if op not in ("==", "!=", "===") and not self.chance(0.03):
                p_for_text["local"] = None  # a local label is allowed only with == and != (and ===)
            if op == "~=" and len(p["release"]) < 2 and not self.chance(0.05):
                p_for_text["release"] = p["release"] + [self.pick([0, 1, 4])]
            text = self.spell(p_for_text)
            if op == "===" and self.chance(0.3):
                text = self.pick(["foo", "FOO", "1.0-foo", "12.6.1", "cuda-12", "1.0+local"])
        space = self.pick(["", "", "", " ", "  "])
        return op + space + text, p_for_text

    def specifier(self):
        """A specifier set and the versions it talks about."""
        if self.chance(0.12):
            spec = self.pick(CUDA_SETS)
            return spec, [self.parts() | {"release": [int(n) for n in self.pick(CUDA_RELEASES).split(".")]}]
        clauses, about = [], []
        for _ in range(self.pick([0, 1, 1, 1, 2, 2, 3, 4])):
            text, p = self.clause()
            clauses.append(text)
            about.append(p)
        joiner = self.pick([",", ",", ", ", " ,", ",,"])
        spec = joiner.join(clauses)
        if self.chance(0.03):
            spec = self.corrupt(spec)
        return spec, about or [self.parts()]


def packaging_answer(kind, fields):
    """packaging's answer in the oracle's format ("1", "0", text, or "E")."""
    try:
        if kind == "pep440-normalize":
            return str(Version(fields[0]))
        if kind == "pep440-compare":
            a, b = Version(fields[0]), Version(fields[1])
            return "-1" if a < b else "0" if a == b else "1"
        spec = SpecifierSet(fields[0])
        if kind == "pep440-spec":
            return str(spec)
        prereleases = {"": None, "true": True, "false": False}[fields[2] if len(fields) > 2 else ""]
        if kind == "pep440-text":
            return "1" if spec.contains(fields[1], prereleases=prereleases) else "0"
        if kind == "pep440-filter":
            versions = [Version(v) for v in fields[1].split(" ") if v]
            return " ".join(str(v) for v in spec.filter(versions, prereleases=prereleases))
        return "1" if spec.contains(Version(fields[1]), prereleases=prereleases) else "0"
    except (InvalidSpecifier, InvalidVersion):
        return "E"
    except Exception as error:  # packaging failing otherwise is a finding too
        return f"X {type(error).__name__}: {error}"


def questions(gen, scale):
    pre_choices = ["", "", "", "true", "false"]
    for _ in range(COUNTS["contains"] * scale):
        spec, about = gen.specifier()
        yield ("pep440", spec, gen.version(gen.pick(about)), gen.pick(pre_choices))
    for _ in range(COUNTS["text"] * scale):
        spec, about = gen.specifier()
        if gen.chance(0.4):
            spec = ",".join(
                filter(None, [spec, "===" + gen.pick(["foo", "FOO", "1.0", "12.6.1", "1.0-foo", gen.version()])])
            )
        version = gen.pick([gen.version(gen.pick(about)), "foo", "Foo", "1.0-foo", "12.6.1", "12.6.1 "])
        yield ("pep440-text", spec, version, gen.pick(pre_choices))
    for _ in range(COUNTS["filter"] * scale):
        spec, about = gen.specifier()
        versions = " ".join(gen.spell(gen.mutate(gen.pick(about)), plain=True) for _ in range(gen.pick([2, 3, 5, 8])))
        yield ("pep440-filter", spec, versions, gen.pick(pre_choices))
    for _ in range(COUNTS["spec"] * scale):
        spec, about = gen.specifier()
        if gen.chance(0.4):  # the same clause again, respelled: str(SpecifierSet) prints it once
            op = gen.pick(["==", "!=", "<=", ">=", "<", ">", "~="])
            p = dict(gen.pick(about), local=None)
            respelled = dict(p, release=p["release"] + [0] * gen.pick([0, 1, 2]))
            spec = ",".join(filter(None, [spec, op + gen.spell(p, plain=True), op + gen.spell(respelled)]))
        yield ("pep440-spec", spec)
    for _ in range(COUNTS["normalize"] * scale):
        yield ("pep440-normalize", gen.version())
    for _ in range(COUNTS["compare"] * scale):
        a = gen.parts()
        yield ("pep440-compare", gen.version(a), gen.version(a if gen.chance(0.7) else None))


def test_pep440_agrees_with_packaging(case_arg):
    seed, scale = int(case_arg("seed", "440")), int(case_arg("scale", "1"))
    asked = list(questions(Gen(seed), scale))
    answers = ask_oracle(case_arg("oracle"), asked)

    disagreements = []
    for question, ours in zip(asked, answers):
        theirs = packaging_answer(question[0], question[1:])
        ours_short = "E" if ours.startswith("E ") else ours
        if ours_short != theirs:
            disagreements.append((question, ours, theirs))

    kinds = {}
    for question, ours in zip(asked, answers):
        tally = kinds.setdefault(question[0], {"asked": 0, "1": 0, "E": 0})
        tally["asked"] += 1
        tally["1"] += ours == "1"
        tally["E"] += ours.startswith("E ")
    print(
        f"pep440: {len(asked)} pairs compared, {len(disagreements)} disagreements (packaging {packaging.__version__})"
    )
    for kind, tally in kinds.items():
        admitted = f", {tally['1']} admitted" if kind in ("pep440", "pep440-text") else ""
        print(f"  {kind}: {tally['asked']} asked{admitted}, {tally['E']} invalid")
    expect(
        not disagreements,
        f"{len(disagreements)} disagreements with packaging, the first ones:\n"
        + "\n".join(
            f"  {question!r}: cudacompat {ours!r}, packaging {theirs!r}"
            for question, ours, theirs in disagreements[:20]
        ),
    )
