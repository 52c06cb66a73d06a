"""Random state of the runtime (``mx.random.seed``).

One numpy ``Generator`` per device kind; ``seed`` resets it so runs repeat.
The streams are not MXNet's (those cannot be reproduced without MXNet), only
deterministic given the seed.  ``normal``/``uniform``... are the random ops of
the table, exposed here the way ``mx.random`` does (``mx.random.normal``).
"""
from __future__ import annotations

import numpy as np

__all__ = ["seed", "generator"]

_SEED = 0
_GENERATORS: dict = {}


def seed(seed_state: int, ctx="all") -> None:
    """Seed the generators (``ctx='all'`` or a Context to seed only that device)."""
    global _SEED
    if not isinstance(seed_state, (int, np.integer)) or isinstance(seed_state, bool):
        raise ValueError(f"seed_state must be an int, got {seed_state!r}")
    if ctx == "all":
        _SEED = int(seed_state)
        _GENERATORS.clear()
    else:
        _GENERATORS[str(ctx)] = _make(ctx.xp, int(seed_state))


def _make(xp, s):
    return xp.random.default_rng(s) if xp is not np else np.random.default_rng(s)


def generator(ctx):
    """The generator random kernels of ``ctx`` draw from (created on first use)."""
    key = str(ctx)
    g = _GENERATORS.get(key)
    if g is None:
        g = _GENERATORS[key] = _make(ctx.xp, _SEED)
    return g


def __getattr__(name):
    # mx.random.normal / uniform / ...: the nd random ops.  Dunder probes (the import
    # system asks for __path__ on every `from .random import x`) are not ops: answering
    # them without importing nd keeps `from .random import generator` free of a cycle
    if name.startswith("__"):
        raise AttributeError(name)
    from . import nd
    try:
        return getattr(nd.random, name)
    except AttributeError:
        raise AttributeError(f"module 'mx.random' has no attribute {name!r}") from None
