"""The packages' tests' one way to check: each check printed as ok/FAIL and the failures kept, so one
run of a long build reports every broken thing instead of the first; the test ends with
expect_every_check_passed(), which fails naming them all."""

from __future__ import annotations

from case_checks import fail

failures: list[str] = []


def check(condition: bool, message: str) -> bool:
    print(("ok    " if condition else "FAIL  ") + message, flush=True)
    if not condition:
        failures.append(message)
    return condition


def expect_every_check_passed() -> None:
    """Fails the test, saying how many checks failed and which, when one did."""
    if failures:
        fail(f"{len(failures)} check(s) failed:\n" + "\n".join(failures))
