"""The packages' test drivers' one way to check: each check printed as ok/FAIL, the failures kept
for the exit status, so one run reports every broken thing instead of the first."""
from __future__ import annotations

failures: list[str] = []


def check(condition: bool, message: str) -> bool:
    print(("ok    " if condition else "FAIL  ") + message, flush=True)
    if not condition:
        failures.append(message)
    return condition


def exit_status() -> int:
    """1 when a check failed (saying how many), else 0."""
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    return 0
