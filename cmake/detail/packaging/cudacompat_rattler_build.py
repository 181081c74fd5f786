#!/usr/bin/env python3
"""Internal. Builds the conda package of a recipe cudacompat generated, offline, with rattler-build's
Python module (PyPI py-rattler-build, which has no command-line program):

usage: cudacompat_rattler_build.py RECIPE OUTPUT_DIR EMPTY_CHANNEL_DIR

The recipe has no build or host requirements, so nothing is solved; the only channel is an empty
local directory (rattler-build wants one, and must never reach a server), and the test stage is
skipped (it would solve the run requirements: CUDA packages no channel here has). The .conda file
is copied flat into OUTPUT_DIR, out of rattler-build's <OUTPUT_DIR>/<platform>/ layout.
"""

import pathlib
import shutil
import sys


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    recipe, output_dir, channel = (pathlib.Path(a).resolve() for a in sys.argv[1:4])
    import rattler_build

    channel.mkdir(parents=True, exist_ok=True)
    build_dir = output_dir / "build"
    results = rattler_build.Stage0Recipe.from_file(recipe).run_build(
        tool_config=rattler_build.ToolConfiguration(test_strategy="skip"),
        output_dir=build_dir,
        channels=[channel.as_uri()],
        no_build_id=True,
        package_format="conda",
    )
    made = [pathlib.Path(p) for result in results for p in result.packages]
    if len(made) != 1 or made[0].suffix != ".conda":
        print(f"rattler-build made {made}; needed exactly one .conda file", file=sys.stderr)
        return 1
    shutil.copyfile(made[0], output_dir / made[0].name)
    print(output_dir / made[0].name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
