"""Dead-code elimination: drop op nodes no head depends on.

Traced graphs start without dead nodes (they are built backwards from the
outputs), but common-subexpression elimination and constant folding leave
the replaced nodes behind; this pass removes them.  Variables always stay:
they are the graph's inputs, and the feed names every one of them.
"""
from __future__ import annotations

from ..ir import CGraph
from . import Pass

__all__ = ["eliminate_dead_code"]


def eliminate_dead_code(cg: CGraph) -> int:
    """Remove unreachable op/const/fused nodes in place; returns how many went."""
    by_id = cg.by_id()
    live: set[int] = set()
    stack = [r[0] for r in cg.heads]
    while stack:
        i = stack.pop()
        if i in live:
            continue
        live.add(i)
        stack.extend(r[0] for r in by_id[i].inputs)
    before = len(cg.nodes)
    cg.nodes = [n for n in cg.nodes if n.id in live or n.kind == "var"]
    return before - len(cg.nodes)


PASS = Pass("dce", 30, lambda cg, env: eliminate_dead_code(cg))
