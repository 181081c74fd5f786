# Sphinx configuration of cudacompat's documentation site. Build it with `ci/build-docs.sh`
# (installs Sphinx, builds the tool, builds the site with warnings as errors into build/docs/html).
# The reference pages are generated from the sources before each build (generate_reference.py):
# the command reference from the tool's own option tables, the CMake reference from the
# reStructuredText header of each cmake/cudacompat_*.cmake, the knowledge tables from
# compat/knowledge.json.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate_reference  # noqa: E402

_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
generate_reference.generate(os.environ.get("CUDACOMPAT_TOOL", os.path.join(_root, "build", "bin", "cudacompat")))

project = "cudacompat"
with open(os.path.join(_root, "VERSION"), encoding="utf-8") as _f:
    release = _f.read().strip()
version = release

extensions = ["myst_parser", "sphinxcontrib.moderncmakedomain"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
root_doc = "index"
# gpu-proof/ holds the raw logs and tables of GPU runs, which docs/gpu-proof.md quotes and names.
exclude_patterns = ["_build", "**/_build", "gpu-proof"]

# Every reference must resolve: a link to a page or heading that is not there is a warning, and
# the build treats warnings as errors (-W).
nitpicky = True
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]
suppress_warnings = []

html_theme = "alabaster"
html_title = f"cudacompat {release}"
html_theme_options = {"description": "CUDA kernel libraries across CUDA 11.8 to 13.x, built on machines without a GPU"}
html_static_path = []
