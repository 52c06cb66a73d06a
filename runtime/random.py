"""MXNet's ``mx.random``: ``seed`` and the random ops of ``nd`` (``mx.random.normal`` is
``nd.random.normal``).  The generators themselves live in :mod:`.rng`, below ``ndarray``.
"""
from __future__ import annotations

from . import nd
from .rng import generator, seed

__all__ = ["seed", "generator"]


def __getattr__(name):
    # mx.random.normal / uniform / ...: the nd random ops
    if name.startswith("__"):
        raise AttributeError(name)
    try:
        return getattr(nd.random, name)
    except AttributeError:
        raise AttributeError(f"module 'mx.random' has no attribute {name!r}") from None
