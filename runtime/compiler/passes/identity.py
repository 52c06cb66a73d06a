"""Identity removal: readers of a copy-forward op (``_copy``/``identity``, ``BlockGrad``,
``make_loss``, ``MakeLoss``, ``contrib.gradientmultiplier``) read its input instead.

Their forward is a copy (the op table says so: they register the copy form, see
``is_copy`` in ops/lowering.py) and what sets them apart -- stopping, scaling or
seeding a gradient -- matters only to a backward, which the graphs these passes
run on never have (``grad.py`` compiles training without them).  Dropping the copy
saves its pass over memory and buffer, and lets CSE see through it
(``relu(x)`` and ``relu(BlockGrad(x))`` become one node).

A copy that is a graph output stays: outputs are arrays of their own, and
``Group([y, BlockGrad(y)])`` must not hand out one array twice.
"""
from __future__ import annotations

from ...ops.lowering import is_copy
from ..ir import CGraph
from . import Pass

__all__ = ["drop_identities"]


def drop_identities(cg: CGraph) -> int:
    """Rewrite in place; returns the number of copies dropped."""
    heads = set(cg.heads)
    mapping: dict = {}
    kept = []
    for n in cg.nodes:          # topological order: a chain of copies resolves to its source
        if mapping:
            n.inputs = [mapping.get(r, r) for r in n.inputs]
        if (n.kind == "op" and is_copy(n.op) and n.n_out == 1 and len(n.inputs) == 1
                and (n.id, 0) not in heads):
            mapping[(n.id, 0)] = n.inputs[0]
            continue
        kept.append(n)
    cg.nodes = kept
    return len(mapping)


PASS = Pass("drop_identity", 15, lambda cg, env: drop_identities(cg))
