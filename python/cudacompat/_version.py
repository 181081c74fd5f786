"""The installed distribution's version (the VERSION file of the source it was built from)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("cudacompat")
except PackageNotFoundError:  # imported from a source tree, not installed
    __version__ = "0+unknown"
