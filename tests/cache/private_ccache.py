"""A private ccache (its own directory and an empty configuration file), for the compiler-cache
tests (test_compiler_cache.py) and their benchmark (bench/cache/bench_compiler_cache.py)."""

import os
import subprocess


class Ccache:
    def __init__(self, directory):
        self.directory = directory
        os.makedirs(directory, exist_ok=True)
        self.config = os.path.join(directory, "ccache.conf")
        open(self.config, "a").close()

    def env(self):
        return {"CCACHE_DIR": self.directory, "CCACHE_CONFIGPATH": self.config}

    def zero(self):
        subprocess.run(["ccache", "--zero-stats"], env={**os.environ, **self.env()}, check=True, capture_output=True)

    def stats(self):
        out = subprocess.run(
            ["ccache", "--print-stats"], env={**os.environ, **self.env()}, check=True, capture_output=True, text=True
        ).stdout
        return {k: int(v) for k, v in (line.split("\t") for line in out.splitlines() if "\t" in line)}
