"""Every CUDA library of this machine's toolkit (and the CuPy and JAX wheels, where a cache holds
them) gets a driver floor from `cudacompat audit` no lower than what the toolkit that built it
requires: check_floors.py's check (its command line is docs/audit.md's), as a pytest module
(tests/audit/CMakeLists.txt runs it with --cudacompat, --case-arg knowledge=compat/knowledge.json and
--case-arg inputs=DIR:DIR...). Skipped where none of the inputs exists.
"""

import check_floors  # beside this module: pytest puts its folder on sys.path
from case_checks import expect, skip


def test_every_cuda_library_here_gets_a_floor_no_lower_than_its_builder(tool, case_arg):
    inputs = [path for path in case_arg("inputs").split(":") if path]
    problems = check_floors.floor_problems(tool, case_arg("knowledge"), inputs)
    if problems is None:
        skip(f"none of the inputs exists here: {inputs}")
    expect(not problems, "without a floor or below their builder:\n" + "\n".join("  " + p for p in problems))
