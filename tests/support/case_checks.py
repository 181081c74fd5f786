"""Shared by the Python test drivers (integration and fault cases): skip, fail and check."""

SKIP = 77  # ctest's SKIP_RETURN_CODE for these drivers


class Skip(Exception):
    pass


def fail(message):
    raise AssertionError(message)


def check(condition, message):
    if not condition:
        fail(message)
