"""The FindCUDA guide (docs/guides/from-findcuda.md) against the FindCUDA projects adopted here
(findcuda_constructs.py says how a construct is matched): no construct the guide replaces is left in
an adopted tree, and every FindCUDA construct upstream uses is one the guide names."""

from __future__ import annotations

from pathlib import Path

from case_checks import expect
from findcuda_constructs import case_problems, guide_constructs

HERE = Path(__file__).resolve().parent
# The FindCUDA case studies (folders with upstream/ and adopted/ beside this file).
CASES = ("Gpufit", "pybind11-cuda")
# Names the projects give their own targets or files that look like FindCUDA's (Gpufit's
# CUDA_Interface_Example is an example's target, not FindCUDA's variable).
OWN = {"CUDA_Interface_Example"}


def test_the_findcuda_guide_names_every_construct_upstream_uses_and_none_is_left_adopted(source_dir):
    constructs = guide_constructs(Path(source_dir) / "docs" / "guides" / "from-findcuda.md")
    problems = []
    for case in CASES:
        problems += case_problems(constructs, HERE / case / "upstream", HERE / case / "adopted", OWN)
    expect(not problems, "the guide and the adopted trees disagree:\n  " + "\n  ".join(problems))
