"""The runtime's random generators: one numpy (or cupy) ``Generator`` per device.

``seed`` resets them so runs repeat.  The streams are not MXNet's (those cannot be
reproduced without MXNet), only deterministic given the seed.  Kernels that draw
(Dropout, the random ops) get their device's generator through ``KernelContext.rng``,
which ``ndarray``, ``graph``, the executors and the compiler take from here.  This
module sits below ``ndarray``; ``random`` (``mx.random``) re-exports ``seed`` and adds
the random ops of ``nd``.
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
