"""Constant folding: ops whose inputs are all known at compile time run once.

An op node is folded when it is pure (not random, not mode-dependent, no
control flow) and every input is a constant -- ops without inputs such as
``_zeros``/``_ones``/``_full``/``_arange`` included.  The node becomes a
``const`` node holding the computed array(s), keeping its id so consumers need
no rewiring.  Results larger than ``max_elements`` are left to run time so a
folded ``zeros((10**5, 10**4))`` does not pin memory for the model's life.
"""
from __future__ import annotations

import numpy as np

from ...registry import KernelContext
from ..ir import CGraph, is_pure
from . import Pass
from .dce import eliminate_dead_code

__all__ = ["fold_constants"]

MAX_ELEMENTS = 1 << 20


def fold_constants(cg: CGraph, xp=np, max_elements: int = MAX_ELEMENTS) -> int:
    """Fold in place; returns the number of nodes turned into constants."""
    by_id = cg.by_id()
    kctx = KernelContext(xp=xp, is_train=False, rng=None)
    folded = 0
    for n in cg.nodes:
        if n.kind != "op" or not is_pure(n):
            continue
        if not all(by_id[r[0]].kind == "const" for r in n.inputs):
            continue
        if cg.shapes:
            sizes = [int(np.prod(cg.shapes.get((n.id, k), (0,)))) for k in range(n.n_out)]
            if sum(sizes) > max_elements:
                continue
        args = [_value(by_id[r[0]], r[1]) for r in n.inputs]
        with np.errstate(all="ignore"):
            res = n.op.kernel(kctx, n.attrs, *args)
        outs = tuple(res) if isinstance(res, (tuple, list)) else (res,)
        outs = tuple(o if hasattr(o, "shape") and not isinstance(o, np.generic)
                     else xp.asarray(o) for o in outs)
        if sum(int(o.size) for o in outs) > max_elements:
            continue
        if cg.shapes and any(tuple(o.shape) != cg.shapes.get((n.id, k), tuple(o.shape))
                             for k, o in enumerate(outs)):
            continue            # disagrees with inference: leave it to run (and fail) as traced
        n.kind, n.value, n.inputs = "const", outs if len(outs) > 1 else outs[0], []
        folded += 1
    return folded


def _value(node, k):
    v = node.value
    return v[k] if isinstance(v, tuple) else v


def _run(cg, env) -> int:
    changed = fold_constants(cg, xp=env.xp)
    if changed:
        eliminate_dead_code(cg)
    return changed


PASS = Pass("fold_constants", 10, _run)
