#!/usr/bin/env python3
"""cudacompat_pin() in this project's own configure wrote cudacompat-pins.* next to the probe
report, and each is exactly what `cudacompat pin --probe` writes for the toolkit the probe chose.

usage: check_configure_pins.py CUDACOMPAT BUILD_DIR
"""
import json
import os
import subprocess
import sys


def main():
    tool, build = sys.argv[1:3]
    report = os.path.join(build, "cudacompat-probe.json")
    with open(report) as f:
        probe = json.load(f)
    if not probe["decision"].get("build_cuda"):
        print("this configure chose no toolkit: cudacompat_pin() writes nothing")
        return 77
    failures = 0
    for format, extension in (("requirements", "txt"), ("conda", "yaml"), ("cargo", "toml"), ("debian", "control"),
                              ("cmake", "cmake"), ("json", "json")):
        path = os.path.join(build, f"cudacompat-pins.{format}.{extension}")
        expected = subprocess.run([tool, "pin", "--probe", report, "--library", "cudart", "--format", format],
                                  capture_output=True, text=True, check=True).stdout
        written = open(path).read() if os.path.exists(path) else None
        ok = written == expected and probe["toolkit"]["version"]["value"] in written
        print(("ok    " if ok else "FAIL  ") + f"{os.path.basename(path)}: written by configure, as `pin --probe` writes it")
        failures += not ok
    print(f"{failures} failed" if failures else "configure pins: all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
