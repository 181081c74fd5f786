"""`cudacompat probe`'s command line (tool/cli/probe_command.cpp): options in any order, each choice
checked by the probe's own parser with an error that names the choices, --requires given even
empty, and --dist instead of the probe.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json

from case_checks import expect
from command_line import json_of, needs_subcommand, run_tool, same_in_every_order, usage_error

CPU_ONLY = ["probe", "--mode", "OFF", "--features", "skip", "--json"]  # finds the toolkit, compiles nothing


def test_probe_options_work_in_any_order_and_a_stray_word_is_refused(tool):
    needs_subcommand(tool, "probe")

    def decision(out):
        report = json.loads(out)
        return json.dumps({k: report.get(k) for k in ("toolkit", "decision")}, sort_keys=True)

    same_in_every_order(
        "probe",
        tool,
        [
            ["probe", "--json", "--features", "skip", "--mode", "AUTO"],
            ["probe", "--mode", "AUTO", "--json", "--features", "skip"],
        ],
        normalize=decision,
    )
    usage_error("probe: a stray word is refused", tool, ["probe", "--features", "skip", "stray"], "stray")


def test_probe_refuses_a_choice_naming_the_ones_it_takes(tool):
    for option, says in (
        ("--mode", "'sideways' is not AUTO, ON or OFF"),
        ("--archs-policy", "'sideways' is not strict or clamp"),
        ("--archs-shape", "'sideways' is not asked or fewest"),
        ("--features", "--features"),
    ):
        usage_error(f"probe {option} sideways", tool, ["probe", option, "sideways"], says)
    usage_error("probe --timeout 0", tool, ["probe", "--timeout", "0"], "--timeout: 0 is not above 0")
    # The probe's parser takes what CMake's setting takes: any case.
    code, out, err = run_tool(tool, "probe", "--mode", "off", "--archs-policy", "CLAMP", "--features", "skip", "--json")
    expect(code == 0, f"probe --mode off --archs-policy CLAMP exited {code}: {err}")
    expect(json_of("probe", out)["decision"]["mode"] == "OFF", f"probe --mode off: {out[:300]}")


def test_probe_requires_given_empty_asks_for_the_runtime_only(tool):
    def requirements(*args):
        code, out, err = run_tool(tool, *CPU_ONLY, *args)
        expect(code == 0, f"probe {' '.join(args)} exited {code}: {err}")
        return json_of("probe", out)["requirements"]

    default, empty = requirements(), requirements("--requires", "")
    expect(default["cccl"] and default["source"] == "the default (CCCL)", f"probe without --requires: {default}")
    expect(not empty["cccl"] and empty["source"] == "--requires (the runtime only)", f"probe --requires '': {empty}")
    named = requirements("--requires", "cuBLAS", "--requires-source", "CUDACOMPAT_REQUIRES")
    expect(
        named["libraries"] == ["cublas"] and named["source"] == "CUDACOMPAT_REQUIRES (cuBLAS)",
        f"probe --requires cuBLAS --requires-source: {named}",
    )


def test_probe_dist_answers_instead_of_the_probe(tool, scratch):
    # No probe runs: --dist reads the build tree, and says this one was never configured for it.
    code, out, err = run_tool(tool, "probe", "--dist", "--build-dir", scratch, "--mode", "ON", "--cuda-version", "99")
    expect(code == 2 and "cudacompat probe --dist: found no " in err, f"probe --dist exited {code}: {err[:300]}")
    expect(out == "", f"probe --dist printed a probe's report: {out[:300]}")
