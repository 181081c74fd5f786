"""Shared by the Python test drivers (integration and fault cases): skip, fail and check."""

SKIP = 77  # ctest's SKIP_RETURN_CODE for these drivers


class Skip(Exception):
    pass


def fail(message):
    raise AssertionError(message)


def check(condition, message):
    if not condition:
        fail(message)


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
