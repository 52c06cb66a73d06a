"""Common-subexpression elimination: one node per (op, attributes, inputs).

Two applications of the same pure op to the same values with equal parsed
attributes compute the same thing; the later one is redirected to the earlier
and left for dead-code elimination.  Random, mode-dependent and stateful ops
(Dropout, BatchNorm, samplers) and control flow are never merged: two
Dropouts of one input draw different masks.
"""
from __future__ import annotations

from ..ir import CGraph, is_pure
from . import Pass
from .dce import eliminate_dead_code

__all__ = ["eliminate_common_subexpressions"]


def eliminate_common_subexpressions(cg: CGraph) -> int:
    """Merge duplicate pure op nodes in place; returns how many were merged."""
    seen: dict = {}
    mapping: dict = {}
    merged = 0
    for n in cg.nodes:
        if mapping:
            n.inputs = [mapping.get(r, r) for r in n.inputs]
        if n.kind != "op" or not is_pure(n):
            continue
        try:
            key = (n.op.name, n.attrs, tuple(n.inputs))
            hash(key)
        except TypeError:       # an attribute value that cannot be hashed: leave it alone
            continue
        first = seen.get(key)
        if first is None:
            seen[key] = n
            continue
        for k in range(n.n_out):
            mapping[(n.id, k)] = (first.id, k)
        merged += 1
    cg.heads = [mapping.get(r, r) for r in cg.heads]
    return merged


def _run(cg, env) -> int:
    changed = eliminate_common_subexpressions(cg)
    if changed:
        eliminate_dead_code(cg)
    return changed


PASS = Pass("cse", 20, _run)
