"""cudacompat_pin() in this project's own configure wrote cudacompat-pins.* next to the probe
report, and each is exactly what `cudacompat pin --probe` writes for the toolkit the probe chose.

A pytest module (tests/pin/pin_tests.cmake runs it with --cudacompat and --case-arg build-dir=BUILD_DIR).
"""

import json
import os

from case_checks import expect, run, skip

FORMATS = (
    ("requirements", "txt"),
    ("conda", "yaml"),
    ("cargo", "toml"),
    ("debian", "control"),
    ("cmake", "cmake"),
    ("json", "json"),
)


def test_configure_writes_the_pins_next_to_the_probe_report(tool, case_arg):
    build = case_arg("build-dir")
    report = os.path.join(build, "cudacompat-probe.json")
    with open(report) as f:
        probe = json.load(f)
    if not probe["decision"].get("build_cuda"):
        skip("this configure chose no toolkit: cudacompat_pin() writes nothing")
    for format, extension in FORMATS:
        path = os.path.join(build, f"cudacompat-pins.{format}.{extension}")
        done = run([tool, "pin", "--probe", report, "--library", "cudart", "--format", format])
        expect(done.returncode == 0, f"pin --probe {report} --format {format} exits {done.returncode}: {done.stderr}")
        written = open(path).read() if os.path.exists(path) else None
        expect(
            written == done.stdout and probe["toolkit"]["version"]["value"] in written,
            f"{os.path.basename(path)}: written by configure, as `pin --probe` writes it",
        )
        print(f"ok    {os.path.basename(path)}: written by configure, as `pin --probe` writes it")
