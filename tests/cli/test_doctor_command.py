"""`cudacompat doctor`'s command line (tool/cli/doctor_command.cpp): inputs in any order, the driver
library and Python it is told to use, and exit 2 for inputs or variant sets it cannot read.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os

from case_checks import expect
from command_line import json_of, needs_subcommand, run_tool, same_in_every_order


def test_doctor_options_and_files_work_in_any_order(tool):
    needs_subcommand(tool, "doctor")
    artifact = os.path.realpath("/bin/true")

    def verdict_inputs(out):
        return sorted(str(a.get("path", a.get("file", ""))) for a in json.loads(out).get("artifacts", []))

    same_in_every_order(
        "doctor",
        tool,
        [
            ["doctor", "--json", artifact],
            ["doctor", artifact, "--json"],
        ],
        normalize=verdict_inputs,
    )


def test_doctor_loads_the_driver_library_it_is_given(tool, scratch):
    needs_subcommand(tool, "doctor")
    libcuda = os.path.join(scratch, "libcuda.so.1")
    code, out, err = run_tool(tool, "doctor", "--json", "--libcuda", libcuda)
    driver = json_of("doctor --json", out)["driver"]
    expect(
        not driver["libcuda_loaded"] and libcuda in (driver.get("load_error") or ""),
        f"doctor --libcuda {libcuda} did not try that library: {driver}",
    )
    # Without artifacts only a broken driver is exit 1; none at all is not broken.
    expect(code == 0, f"doctor of the machine only, with no driver, exited {code}: {err}")
    code, table, _ = run_tool(tool, "doctor", "--libcuda", libcuda)
    expect(code == 0 and not table.lstrip().startswith("{"), f"doctor without --json printed JSON: {table[:200]}")


def test_doctor_exits_2_for_an_input_or_a_variant_set_it_cannot_read(tool, scratch):
    needs_subcommand(tool, "doctor")
    says = "cudacompat doctor: some inputs could not be read (listed above)"
    for args in (["doctor", os.path.join(scratch, "gone.so")], ["doctor", "--variants", os.path.join(scratch, "gone")]):
        code, _, err = run_tool(tool, *args)
        expect(code == 2 and says in err, f"{' '.join(args)} exited {code}: {err}")
