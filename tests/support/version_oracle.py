"""Asks tests/requirements/version_oracle (cudacompat's PEP 440 and Cargo requirement logic) many
questions in one process: one question a line, its fields separated by tabs. The PEP 440 and the
Cargo differential tests both ask it this way, with questions drawn by a seeded Draws."""

import random
import re
import subprocess


class Draws:
    """Seeded random draws, so that a differential test asks the same questions every run."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, items):
        return self.rng.choice(items)


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def unescape(text):
    return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n"}.get(m.group(1), m.group(1)), text)


def ask_oracle(oracle, questions):
    """The oracle's answers, one per question; fields escape tab, newline and backslash, and bytes
    that are not UTF-8 (the corrupted inputs) go through as they are."""
    stdin = "".join("\t".join(escape(f) for f in q) + "\n" for q in questions)
    run = subprocess.run([oracle], input=stdin.encode(errors="surrogateescape"), capture_output=True, check=True)
    answers = [unescape(a) for a in run.stdout.decode(errors="surrogateescape").split("\n")[: len(questions)]]
    if len(answers) != len(questions):
        raise AssertionError(f"the oracle answered {len(answers)} of {len(questions)} questions")
    return answers
