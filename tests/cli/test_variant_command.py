"""`cudacompat variant show|json|index|make` (tool/cli/variant_command.cpp): a nested subcommand
required, inputs that are no wheel refused with nothing written, the folders index and make need,
and a wheel without GPU code derived as the null variant through json, make and index.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os

from case_checks import expect
from command_line import json_of, needs_subcommand, pure_wheel, run_tool, usage_error, write_file


def test_variant_needs_a_subcommand_and_refuses_inputs_that_are_not_wheels(tool, scratch):
    needs_subcommand(tool, "variant")
    usage_error("variant alone", tool, ["variant"], "A subcommand is required")
    not_a_wheel = write_file(scratch, "notes.txt", "not a wheel\n")
    code, _, err = run_tool(tool, "variant", "show", not_a_wheel)
    expect(code == 2 and "cudacompat variant: error: " in err, f"variant show of a text file exited {code}: {err}")
    output = os.path.join(scratch, "variant.json")
    _, err = usage_error(
        "variant json of no wheel",
        tool,
        ["variant", "json", not_a_wheel, "-o", output],
        "cudacompat variant: variant json reads one wheel; nothing was written",
    )
    expect(not os.path.exists(output), "variant json wrote a file for an input that is no wheel")
    wheel = pure_wheel(os.path.join(scratch, "dist"))
    usage_error("variant json of two wheels", tool, ["variant", "json", wheel, wheel], "wheel")


def test_variant_index_and_make_refuse_a_folder_that_is_not_one(tool, scratch):
    needs_subcommand(tool, "variant")
    wheel = pure_wheel(os.path.join(scratch, "dist"))
    gone = os.path.join(scratch, "gone")
    usage_error("variant index of no folder", tool, ["variant", "index", gone], f"{gone} is not a directory of wheels")
    usage_error(
        "variant index of a folder without variant wheels",
        tool,
        ["variant", "index", os.path.dirname(wheel)],
        "holds no variant wheel (a label after the platform tag)",
    )
    usage_error(
        "variant make -o no folder", tool, ["variant", "make", "-o", gone, wheel], f"-o {gone} is not a directory"
    )
    os.makedirs(gone)
    usage_error(
        "variant make --label of two wheels",
        tool,
        ["variant", "make", "-o", gone, "--label", "cu12", wheel, pure_wheel(os.path.join(scratch, "b"), "other")],
        "--label names the variant of one wheel",
    )
    expect(os.listdir(gone) == [], f"variant make wrote {os.listdir(gone)} after refusing")


def test_variant_of_a_wheel_without_gpu_code_is_the_null_variant(tool, scratch):
    needs_subcommand(tool, "variant")
    wheel = pure_wheel(os.path.join(scratch, "dist"))
    code, out, err = run_tool(tool, "variant", "show", "--json", wheel)
    shown = json_of("variant show --json", out)["wheels"]
    expect(code == 0 and [w["label"] for w in shown] == ["null"] and not shown[0]["properties"], f"{shown} {err}")
    code, out, _ = run_tool(tool, "variant", "json", wheel, "--label", "cpu")
    expect(code == 0 and list(json.loads(out)["variants"]) == ["cpu"], f"variant json --label cpu: {out[:300]}")
    made = os.path.join(scratch, "variants")
    os.makedirs(made)
    code, out, err = run_tool(tool, "variant", "make", "-o", made, wheel)
    expect(code == 0 and out.strip().endswith("-null.whl"), f"variant make exited {code}: {out} {err}")
    code, out, err = run_tool(tool, "variant", "index", made)
    expect(code == 0 and out.strip().endswith("tiny-1.0-variants.json"), f"variant index exited {code}: {out} {err}")
    with open(out.strip()) as f:
        expect("null" in json.load(f)["variants"], "the index does not list the null variant")
