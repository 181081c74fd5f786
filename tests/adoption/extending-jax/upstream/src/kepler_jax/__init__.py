# -*- coding: utf-8 -*-

__all__ = ["__version__", "kepler"]

from .kepler_jax import kepler
from .kepler_jax_version import version as __version__
