"""The compiler's graph passes: one module each, found here by ``PASS``.

A pass module defines ``PASS = Pass(name, order, run)``: ``run(cg, env)``
rewrites the inferred :class:`~..ir.CGraph` in place and returns how many
changes it made (``explain()`` shows the count); ``order`` places it in the
default pipeline (lowest first; ``compile_graph(passes=...)`` runs a chosen
list in the order given).  Adding a pass is adding a module here, plus its
test: :func:`registered` imports every module of this package and collects
the ``PASS`` each defines (modules without one are helpers, e.g. ``dce`` is
also called by the passes that leave dead nodes behind).

Passes run on the forward-only compiled graph (``CompiledGraph``); the
training forward and backward (``grad.py``) do not run them, so a pass may
assume inference semantics where the op table says a forward is the same
(a ``BlockGrad`` is a copy).
"""
from __future__ import annotations

import functools
import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Any, Callable

__all__ = ["Pass", "PassEnv", "registered", "default_pipeline"]


@dataclass(frozen=True)
class Pass:
    name: str
    order: int
    run: Callable[..., int]


@dataclass
class PassEnv:
    """What a pass may use besides the graph, and what it reports back."""

    xp: Any                 # the array module (numpy, cupy) constants are computed with
    on_gpu: bool
    # (name, changes, ops after) rows for explain(); a pass may add rows of its sub-steps
    applied: list = field(default_factory=list)
    fused: list = field(default_factory=list)   # member names of each fused group


@functools.lru_cache(maxsize=1)
def registered() -> dict[str, Pass]:
    """Every pass of this package by name, in default-pipeline order."""
    found: dict[str, Pass] = {}
    for info in pkgutil.iter_modules(__path__):
        mod = importlib.import_module(f"{__name__}.{info.name}")
        p = getattr(mod, "PASS", None)
        if p is None:
            continue
        if p.name in found:
            raise RuntimeError(f"compiler pass {p.name!r} defined twice ({mod.__name__})")
        found[p.name] = p
    orders = [p.order for p in found.values()]
    if len(set(orders)) != len(orders):
        raise RuntimeError(f"compiler passes share an order: {sorted(orders)}")
    return dict(sorted(found.items(), key=lambda kv: kv[1].order))


def default_pipeline() -> tuple[str, ...]:
    return tuple(registered())
